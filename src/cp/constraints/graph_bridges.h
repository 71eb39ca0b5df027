// Tarjan's bridge-finding DFS (discovery/low numbers), iterative, over the edges of an
// Adjacency that a predicate admits — the walk graph_degtree.cpp runs twice per propagation
// (possible edges, unfixed edges). Callbacks: enter(w, e) when w is discovered through tree edge
// e (e = -1 for the root), leave(p, v, e, bridge) when v's subtree is finished, p its parent and
// e the tree edge p-v, `bridge` when nothing below v reaches above it.
//
// Data layout: disc/low and the explicit stack are members reused across runs (call reset(n)
// once per pass, then run() per root), so a pass allocates nothing after the first.
#pragma once

#include <algorithm>
#include <vector>

#include "cp/constraints/graph_common.h"

namespace deduce::cp::graph_detail {

struct BridgeDfs {
  std::vector<int> disc, low;
  int timer = 0;
  void reset(int n) {
    disc.assign(n, -1);
    low.resize(n);
    timer = 0;
  }
  bool seen(int v) const { return disc[v] >= 0; }
  template <class Usable, class Enter, class Leave>
  void run(const Adjacency& g, int root, Usable&& usable, Enter&& enter, Leave&& leave) {
    disc[root] = low[root] = timer++;
    enter(root, -1);
    stack_.clear();
    stack_.push_back({root, -1, g.start[root]});
    while (!stack_.empty()) {
      Frame& f = stack_.back();
      int v = f.v;
      if (f.it < g.start[v + 1]) {
        auto [w, e] = g.adj[f.it++];
        if (e == f.parentEdge || !usable(e)) continue;
        if (disc[w] < 0) {
          disc[w] = low[w] = timer++;
          enter(w, e);
          stack_.push_back({w, e, g.start[w]});
        } else {
          low[v] = std::min(low[v], disc[w]);
        }
        continue;
      }
      int pe = f.parentEdge;
      stack_.pop_back();
      if (stack_.empty()) break;
      int p = stack_.back().v;
      low[p] = std::min(low[p], low[v]);
      leave(p, v, pe, low[v] > disc[p]);
    }
  }

 private:
  struct Frame {
    int v, parentEdge, it;
  };
  std::vector<Frame> stack_;
};

}  // namespace deduce::cp::graph_detail
