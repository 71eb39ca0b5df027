// N-queens: n queens on an n x n board, no two on a row, column or diagonal.
// Model (one variable per row: its queen's column): three alldifferent constraints, on q_i,
// on q_i + i and on q_i - i (offsets, no auxiliary variables), at the chosen consistency level.
#pragma once

#include <string>
#include <vector>

#include "cp/model.h"
#include "exactcover/dlx.h"
#include "cp/parallel.h"

namespace deduce::queens {

struct Model {
  cp::VarIds q;  // q[row] = column, 0-based
};

Model build(cp::Space& s, int n, cp::Consistency c);
// The model with one phase over q, for parallel search (cp/parallel.h): a fresh space per call.
cp::ModelFactory factory(int n, cp::Consistency c, cp::VarSel var, cp::ValSel val, uint64_t seed = 1);

// Independent checker: every row has one queen in 0..n-1 and no two attack each other.
// Returns an empty string when valid, else what is wrong.
std::string check(int n, const std::vector<int>& cols);

std::string render(const std::vector<int>& cols);

// The exact cover of --engine dlx: rows and columns are primary items, the diagonals secondary
// (at most one queen each); option i*n+j puts the queen of row i in column j.
exactcover::Problem cover(int n);

}  // namespace deduce::queens
