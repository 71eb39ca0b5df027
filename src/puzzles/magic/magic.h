// Magic squares of order n: an n x n grid of the values 1..n^2, all different, every row,
// column and both main diagonals summing to S = n(n^2+1)/2.
//
// Model (paper 002 §4.1, constraints (1)-(5)): one variable per cell in 1..n^2, one
// alldifferent over all cells at the chosen consistency, and 2n+2 linear equalities
// sum = S (bounds consistency, cp/constraints/linear.cpp). The paper's sum variable S is a
// constant here: it is forced to n(n^2+1)/2 by summing all rows.
//
// Search: paper 002's strategies, Opre = main diagonal, upper triangle, lower triangle (the
// paper's own definition). Large orders (n >= 8 or so) are out of reach of every deterministic
// strategy; `--val random --restarts luby` randomises the value choice and restarts the search
// after scale * luby(i) failures (1, 1, 2, 1, 1, 2, 4, ...), so a run that went down a bad
// early branch is abandoned quickly — heavy-tailed run times become short on average.
#pragma once

#include <string>
#include <vector>

#include "puzzles/grid/grid.h"

namespace deduce::magic {

int64_t magicSum(int n);
// The model in s: the n*n cell variables, row-major (also what parallel search builds per worker).
cp::VarIds build(cp::Space& s, int n, cp::Consistency alldiff);
grid::Result solve(int n, const grid::SolveOptions& opt);

// Independent checker: the values are a permutation of 1..n^2 and all 2n+2 lines sum to S.
std::string check(int n, const std::vector<int>& solution);

}  // namespace deduce::magic
