// Sudoku as an exact cover problem (the paper's §2.3 matrix): for a grid of side N = boxRows *
// boxCols, one option per (cell, value) and 4 N^2 primary items — cell filled, row has value,
// column has value, box has value — plus 2 N items for the diagonal variant (each diagonal has
// each value). Givens keep only their own option; options that clash with a given in the same
// unit are left out (a smaller matrix, the same solutions). Two clashing givens share an item,
// so no cover exists: 0 solutions.
#pragma once

#include <cstdint>
#include <vector>

#include "cp/search.h"
#include "exactcover/dlx.h"

namespace deduce::exactcover {

// The matrix, with option k meaning cell optionCell[k] = optionValue[k]. Throws
// std::invalid_argument when cells.size() != N*N or a value is out of 0..N.
struct SudokuCover {
  Problem problem;
  std::vector<int> optionCell, optionValue;
};
SudokuCover sudokuCover(const std::vector<int>& cells, int boxRows, int boxCols, bool diagonal);

struct SudokuCoverResult {
  uint64_t solutions = 0;   // found (up to maxSolutions; all when 0)
  std::vector<int> first;   // first solution, row-major, values 1..N (empty if none)
  bool limitHit = false;    // a limit stopped the search
  DlxStats stats;
};

// cells: N*N row-major, 0 = empty, 1..N givens; N = boxRows*boxCols; diagonal adds the two
// main diagonals as all-different units. Givens that clash give 0 solutions.
SudokuCoverResult solveSudoku(const std::vector<int>& cells, int boxRows, int boxCols, bool diagonal,
                              uint64_t maxSolutions, const cp::Limits& limits);
// The same with every DLX option: o.limits.solutions is the solution cap, o.perDepth fills
// stats.depth for traceTable() (--trace), o.rule/o.seed choose the item rule. For a Monte Carlo
// estimate build the matrix with sudokuCover() and call Dlx::estimate.
SudokuCoverResult solveSudoku(const std::vector<int>& cells, int boxRows, int boxCols, bool diagonal,
                              const DlxOptions& o);

}  // namespace deduce::exactcover
