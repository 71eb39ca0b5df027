// Sudoku by exact cover (see sudoku_cover.h): builds the paper's A matrix and runs Dlx with the
// shortest-item rule.
#include "exactcover/sudoku_cover.h"

#include <stdexcept>
#include <string>

namespace deduce::exactcover {

SudokuCover sudokuCover(const std::vector<int>& cells, int boxRows, int boxCols, bool diagonal) {
  const int n = boxRows * boxCols;
  if (boxRows < 1 || boxCols < 1) throw std::invalid_argument("sudoku: bad box shape");
  if (n > 64) throw std::invalid_argument("engine dlx handles grids up to 64x64 (one bit per value)");
  if (static_cast<int>(cells.size()) != n * n) throw std::invalid_argument("sudoku: wrong number of cells");
  for (int v : cells)
    if (v < 0 || v > n) throw std::invalid_argument("sudoku: value out of range");
  SudokuCover sc;
  Problem& p = sc.problem;
  // Items: cell r,c | row r has v | column c has v | box b has v | (diagonal d has v).
  const char* kinds[] = {"p", "r", "c", "b", "d", "a"};
  int units = diagonal ? 6 : 4;
  for (int k = 0; k < units; ++k) {
    int count = k < 4 ? n * n : n;
    for (int x = 0; x < count; ++x) p.addPrimary(std::string(kinds[k]));  // names kept short: no allocation
  }
  auto box = [&](int r, int c) { return (r / boxRows) * boxRows + c / boxCols; };
  // Values given in each unit (bit v-1), to drop the options that clash with a given.
  std::vector<uint64_t> rowUsed(n, 0), colUsed(n, 0), boxUsed(n, 0);
  uint64_t diagUsed = 0, antiUsed = 0;
  for (int i = 0; i < n * n; ++i) {
    if (!cells[i]) continue;
    int r = i / n, c = i % n;
    uint64_t bit = uint64_t{1} << (cells[i] - 1);
    rowUsed[r] |= bit, colUsed[c] |= bit, boxUsed[box(r, c)] |= bit;
    if (diagonal && r == c) diagUsed |= bit;
    if (diagonal && r + c == n - 1) antiUsed |= bit;
  }
  for (int i = 0; i < n * n; ++i) {
    int r = i / n, c = i % n;
    for (int v = 1; v <= n; ++v) {
      if (cells[i] && cells[i] != v) continue;
      if (!cells[i]) {
        uint64_t used = rowUsed[r] | colUsed[c] | boxUsed[box(r, c)];
        if (diagonal && r == c) used |= diagUsed;
        if (diagonal && r + c == n - 1) used |= antiUsed;
        if (used >> (v - 1) & 1) continue;
      }
      std::vector<int> its = {i, n * n + r * n + (v - 1), 2 * n * n + c * n + (v - 1),
                              3 * n * n + box(r, c) * n + (v - 1)};
      if (diagonal && r == c) its.push_back(4 * n * n + (v - 1));
      if (diagonal && r + c == n - 1) its.push_back(4 * n * n + n + (v - 1));
      p.addOption(its);
      sc.optionCell.push_back(i);
      sc.optionValue.push_back(v);
    }
  }
  return sc;
}

SudokuCoverResult solveSudoku(const std::vector<int>& cells, int boxRows, int boxCols, bool diagonal,
                              uint64_t maxSolutions, const cp::Limits& limits) {
  DlxOptions o;
  o.limits = limits;
  o.limits.solutions = maxSolutions;
  return solveSudoku(cells, boxRows, boxCols, diagonal, o);
}

SudokuCoverResult solveSudoku(const std::vector<int>& cells, int boxRows, int boxCols, bool diagonal,
                              const DlxOptions& o) {
  SudokuCover sc = sudokuCover(cells, boxRows, boxCols, diagonal);
  SudokuCoverResult res;
  Dlx dlx(sc.problem);
  cp::SearchStatus ss = dlx.run(o, [&](const std::vector<int>& opts) {
    if (res.first.empty()) {
      res.first.assign(cells.size(), 0);
      for (int k : opts) res.first[sc.optionCell[k]] = sc.optionValue[k];
    }
    return true;
  });
  res.stats = dlx.stats();
  res.solutions = res.stats.solutions;
  res.limitHit = ss == cp::SearchStatus::Limit || ss == cp::SearchStatus::Interrupted;
  return res;
}

}  // namespace deduce::exactcover
