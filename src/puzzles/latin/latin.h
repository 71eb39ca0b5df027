// Latin squares (quasigroup completion): an n x n grid, values 1..n, each value once in every
// row and every column; optional givens.
//
// Model (paper 002 §4.2, constraints (6)-(7)): one variable per cell and one alldifferent per
// row and per column at the chosen consistency — the generic grid::solveUnits.
#pragma once

#include <string>
#include <vector>

#include "puzzles/grid/grid.h"

namespace deduce::latin {

// givens: n*n row-major, 0 = empty (all zero for an empty square).
grid::Result solve(int n, const std::vector<int>& givens, const grid::SolveOptions& opt);

// Independent checker: n*n values in 1..n, givens kept, no value twice in a row or a column.
std::string check(int n, const std::vector<int>& givens, const std::vector<int>& solution);

}  // namespace deduce::latin
