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

}  // namespace deduce::cp
