// PS-1-2, the paper's "propagate / reduce / pair-search" Sudoku algorithm (paper 001, §1.2-1.3).
//
// Consistency: naked singles (an assigned value is deleted from its row, column and box:
// "propagate") and hidden singles (a value with one place left in a unit is placed there:
// "reduce", the dual step), iterated to quiescence; then binary search on the first pair domain
// {lo, hi} (hi first, then lo), restoring the saved domains on failure. The paper's program
// stops when no pair domain is left; ours falls back to the smallest open domain and splits it
// into {max} | rest (marked h/l like a pair), so it always answers. Counters follow the paper's C
// code: each solveStep round adds (1 + calls of propagate) and the number of reductions to the
// operation count; each entry into the search in an open state is one search.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cp/search.h"

namespace deduce::ps12 {

struct Result {
  bool solved = false;      // a complete valid grid was reached
  std::vector<int> grid;    // final grid (0 = still open)
  uint64_t operations = 0, searches = 0;  // the paper's counters
  std::string trace;        // the paper's table + final line, filled when trace=true
  bool limitHit = false;    // stopped by a limit (time, nodes = searches) or Ctrl-C
};

// cells: N*N row-major, 0 = empty, 1..N givens, N = boxRows*boxCols <= 64; diagonal adds the two
// main diagonals as units. Throws std::invalid_argument on a bad shape or value. `limits`
// (time, nodes = number of searches) keeps big empty grids from running for ever.
Result solve(const std::vector<int>& cells, int boxRows, int boxCols, bool diagonal, bool trace,
             const cp::Limits& limits = {});

}  // namespace deduce::ps12
