// Shared by the alldifferent post functions (alldiff_bounds.cpp, alldiff_domain.cpp).
#pragma once

#include <algorithm>

#include "cp/model.h"

namespace deduce::cp {

// True when a variable occurs twice in x: x_i != x_i has no solution, and the bounds and
// domain propagators (which treat positions as distinct variables) would only notice once it
// is fixed.
inline bool hasRepeatedVariable(const VarIds& x) {
  VarIds sorted = x;
  std::sort(sorted.begin(), sorted.end());
  return std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end();
}
// With offsets the constraint is on x_i + c_i: a variable may repeat with different offsets
// (x + 0 != x + 1 always holds), but not with the same one.
inline bool hasRepeatedVariable(const VarIds& x, const std::vector<Val>& c) {
  std::vector<std::pair<VarId, Val>> sorted;
  for (size_t i = 0; i < x.size(); ++i) sorted.emplace_back(x[i], c[i]);
  std::sort(sorted.begin(), sorted.end());
  return std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end();
}

}  // namespace deduce::cp
