// Models shared by `deduce bench globals` and tests/test_globals.cpp (which checks their
// solution counts), so that the benchmark measures exactly the model that the tests verify.
#pragma once

#include "cp/model.h"

namespace deduce::models {

// Magic series: x_i = number of occurrences of i in x, by one gcc whose counts are the series
// itself, or by n count constraints; optionally with the redundant sums sum x_i = n and
// sum i*x_i = n. One solution for n >= 7.
inline cp::VarIds magicSeries(cp::Space& s, int n, bool useGcc, bool redundantSums) {
  using namespace cp;
  VarIds x = intVars(s, n, 0, n - 1);
  std::vector<Val> index(n);
  for (int i = 0; i < n; ++i) index[i] = i;
  if (useGcc) {
    globalCardinality(s, x, index, x, true);
  } else {
    for (int i = 0; i < n; ++i) count(s, x, i, x[i]);
  }
  if (redundantSums) {
    sum(s, x, Rel::EQ, n);
    linear(s, index, x, Rel::EQ, n);
  }
  return x;
}

// N-queens with every pair of queens (rows i < j) as a binary positive table of the compatible
// column pairs.
inline cp::VarIds queensByPairwiseTables(cp::Space& s, int n) {
  using namespace cp;
  VarIds q = intVars(s, n, 0, n - 1);
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) {
      std::vector<std::vector<Val>> t;
      for (Val a = 0; a < n; ++a)
        for (Val b = 0; b < n; ++b)
          if (a != b && a - b != j - i && b - a != j - i) t.push_back({a, b});
      table(s, {q[i], q[j]}, t);
    }
  return q;
}

}  // namespace deduce::models
