// Union-find over 0..n-1 with path halving: iterative, so a long chain costs no stack. Used by
// the graph constraints' propagators (reset per propagation) and by the puzzles' tests of
// connectivity (Hashi's answers and cuts, Circuit Board's subtour rows).
#pragma once

#include <numeric>
#include <vector>

namespace deduce::util {

struct UnionFind {
  std::vector<int> parent;
  void reset(int n) {
    parent.resize(static_cast<size_t>(n));
    std::iota(parent.begin(), parent.end(), 0);
  }
  int find(int v) {
    while (parent[static_cast<size_t>(v)] != v) {
      parent[static_cast<size_t>(v)] = parent[static_cast<size_t>(parent[static_cast<size_t>(v)])];
      v = parent[static_cast<size_t>(v)];
    }
    return v;
  }
  // Joins the sets of a and b (b's root under a's); false when they were one already.
  bool unite(int a, int b) {
    a = find(a);
    b = find(b);
    if (a == b) return false;
    parent[static_cast<size_t>(b)] = a;
    return true;
  }
};

}  // namespace deduce::util
