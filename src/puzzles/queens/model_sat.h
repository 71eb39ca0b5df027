// N-queens as SAT: q(r, c) <=> "a queen on row r, column c" (named "r<r>c<c>", 1-based);
// exactly one per row, at most one per column, per diagonal and per anti-diagonal. Solutions
// are one-hot per row, so blocking uses the n true literals.
#pragma once

#include <functional>
#include <vector>

#include "sat/cnf.h"
#include "sat/solver.h"

namespace deduce::queens {

struct SatModel {
  int n = 0;
  sat::Cnf cnf;
  std::vector<sat::Lit> projection;  // q(r, c) at index r * n + c
  std::vector<int> decode(const std::vector<bool>& values) const;  // column per row, 0-based
};

SatModel buildSat(int n, sat::AmoEncoding amo = sat::AmoEncoding::Auto);

// Enumerate under opt (opt.blockTrueOnly is set here); onSolution gets the columns per row and
// returns false to stop (null: count only).
sat::Result solveSat(int n, const sat::Options& opt, const std::function<bool(const std::vector<int>&)>& onSolution = {});

}  // namespace deduce::queens
