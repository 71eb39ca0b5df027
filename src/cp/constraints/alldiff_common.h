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

// The two domain-consistent propagators behind alldifferentDomain (which also posts value
// elimination in front of them and checks repeated variables and large spans first).
// postAlldiffDomain64 (alldiff_domain64.cpp): one-word domains, at most 64 values, posted at
// level 0; returns false, posting nothing, when x does not qualify.
bool postAlldiffDomain64(Space& s, const VarIds& x, const std::vector<Val>& c);
// The general Régin propagator (alldiff_domain.cpp): any number of values up to its span limit.
void postAlldiffDomainGeneral(Space& s, const VarIds& x, const std::vector<Val>& c);

}  // namespace deduce::cp
