// Minimal and minimum-clue puzzles for Sudoku shapes the bitboard engine does not take: any
// n x n grid with n <= 9 (4x4, 6x6 as 2x3 or 3x2, 8x8 as 2x4 or 4x2, and the diagonal
// variant of each, 9x9 included). The same hitting-set search as for 9x9 (searchHits in
// minclue.cpp), with the uniqueness checks and the unavoidable sets on the exact-cover engine
// (solveDlx), which takes every shape: the cells still fit the 81-bit masks.
//
// Unavoidable sets up front: blank every group of 2..4 digits (2..3 on 9x9, where groups of
// four take seconds on this engine) and every band and stack, enumerate the other grids, keep
// the inclusion-minimal differences. Sets the list misses come lazily from the checks.
#include <algorithm>
#include <bit>

#include "puzzles/sudoku/minclue.h"
#include "puzzles/sudoku/minclue_internal.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku::minclue {

namespace {

using detail::Mask;

// The grid's shape with `cells` as its cells (0 = empty).
Instance withCells(const Instance& shape, Mask given, const std::vector<int>& values) {
  Instance inst;
  inst.boxRows = shape.boxRows;
  inst.boxCols = shape.boxCols;
  inst.diagonal = shape.diagonal;
  inst.cells.assign(values.size(), 0);
  for (size_t i = 0; i < values.size(); ++i)
    if (given.test(static_cast<int>(i))) inst.cells[i] = values[i];
  return inst;
}

Mask differ(const std::vector<int>& a, const std::vector<int>& b) {
  Mask d;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) d = d | Mask::cell(static_cast<int>(i));
  return d;
}

// The grids that agree with `grid` outside `blank` (the first `cap` found) other than the grid
// itself, as the cells where they differ.
void otherGrids(const Instance& grid, Mask blank, std::vector<Mask>& out, uint64_t cap) {
  Mask keep;
  for (size_t i = 0; i < grid.cells.size(); ++i)
    if (!blank.test(static_cast<int>(i))) keep = keep | Mask::cell(static_cast<int>(i));
  grid::SolveOptions so;
  so.limits.solutions = cap;
  so.onSolution = [&](const std::vector<int>& g) {
    Mask d = differ(g, grid.cells);
    if (d.any()) out.push_back(d);
    return true;
  };
  solveDlx(withCells(grid, keep, grid.cells), so);
}

// detail::secondGrid's contract for any shape.
bool secondGrid(const Instance& grid, Mask clues, Mask* fresh) {
  grid::SolveOptions so;
  so.limits.solutions = 2;
  Mask d;
  so.onSolution = [&](const std::vector<int>& g) {
    d = differ(g, grid.cells);
    return !d.any();
  };
  solveDlx(withCells(grid, clues, grid.cells), so);
  if (!d.any()) return false;
  if (!fresh) return true;
  *fresh = d;
  std::vector<Mask> inside;
  otherGrids(grid, d, inside, 256);
  for (const Mask& m : inside)
    if (m.count() < fresh->count()) *fresh = m;
  return true;
}

std::vector<Mask> unavoidableSets(const Instance& grid) {
  const int n = grid.size(), cells = n * n;
  std::vector<Mask> byDigit(static_cast<size_t>(n) + 1);
  for (int i = 0; i < cells; ++i) byDigit[grid.cells[i]] = byDigit[grid.cells[i]] | Mask::cell(i);
  std::vector<Mask> raw;
  const int most = std::min(n - 1, n == 9 ? 3 : 4);
  for (unsigned group = 0; group < (1u << n); ++group) {
    const int k = std::popcount(group);
    if (k < 2 || k > most) continue;
    Mask blank;
    for (int v = 1; v <= n; ++v)
      if (group >> (v - 1) & 1) blank = blank | byDigit[v];
    otherGrids(grid, blank, raw, 100000);
  }
  for (int b = 0; b < n / grid.boxRows; ++b) {
    Mask band;
    for (int i = 0; i < cells; ++i)
      if (i / n / grid.boxRows == b) band = band | Mask::cell(i);
    otherGrids(grid, band, raw, 100000);
  }
  for (int s = 0; s < n / grid.boxCols; ++s) {
    Mask stack;
    for (int i = 0; i < cells; ++i)
      if (i % n / grid.boxCols == s) stack = stack | Mask::cell(i);
    otherGrids(grid, stack, raw, 100000);
  }
  return detail::minimalSets(std::move(raw));
}

// "" when the search takes this shape and these cells: n <= 9, n * n values 0..n.
std::string shapeError(const Instance& inst) {
  const int n = inst.size();
  if (n < 1 || n > 9) return "minclue and minimal handle grids up to 9x9";
  if (inst.cells.size() != static_cast<size_t>(n) * n) return "the grid is not " + std::to_string(n * n) + " cells";
  for (size_t i = 0; i < inst.cells.size(); ++i)
    if (inst.cells[i] < 0 || inst.cells[i] > n)
      return "cell " + std::to_string(i + 1) + " holds " + std::to_string(inst.cells[i]) + ", not 0.." + std::to_string(n);
  return "";
}

}  // namespace

std::string minimal(const Instance& puzzle, std::vector<int>& out, uint64_t seed) {
  std::string err = shapeError(puzzle);
  if (!err.empty()) return err;
  grid::SolveOptions so;
  so.limits.solutions = 2;
  grid::Result r = solveDlx(puzzle, so);
  if (r.count == 0) return "the puzzle has no solution";
  if (r.count > 1) return "the puzzle has several solutions";
  Instance sol = puzzle;
  sol.cells = r.first;
  const int cells = static_cast<int>(puzzle.cells.size());
  Mask given;
  for (int i = 0; i < cells; ++i)
    if (puzzle.cells[i]) given = given | Mask::cell(i);
  Mask m = detail::minimalClues(given, Mask{}, cells, seed,
                                [&](Mask clues, Mask* fresh) { return secondGrid(sol, clues, fresh); });
  out.assign(puzzle.cells.size(), 0);
  for (int i = 0; i < cells; ++i)
    if (m.test(i)) out[i] = puzzle.cells[i];
  return "";
}

Result minclue(const Instance& grid, const Options& opt) {
  const auto start = std::chrono::steady_clock::now();
  Result r;
  r.error = shapeError(grid);
  if (r.error.empty() && std::count(grid.cells.begin(), grid.cells.end(), 0))
    r.error = "minclue takes a completed grid";
  if (r.error.empty()) {
    Instance empty = withCells(grid, Mask{}, grid.cells);
    r.error = check(empty, grid.cells);
  }
  if (r.error.empty() && opt.method == Method::Mip) r.error = "the IP method handles 9x9 grids without the diagonal";
  if (!r.error.empty()) return r;
  const int cells = static_cast<int>(grid.cells.size());
  std::vector<uint8_t> values(grid.cells.begin(), grid.cells.end());
  detail::Checker second = [&](Mask clues, Mask* fresh) { return secondGrid(grid, clues, fresh); };
  detail::Start st = detail::prepareClues(values.data(), cells, opt, second);
  if (!st.error.empty()) {
    r.error = st.error;
    return r;
  }
  return detail::searchHits(values.data(), cells, unavoidableSets(grid), second, st, opt, start);
}

}  // namespace deduce::sudoku::minclue
