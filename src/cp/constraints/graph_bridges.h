// Tarjan's bridge-finding DFS (discovery/low numbers), iterative, over the edges of an
// Adjacency that a predicate admits — the walk graph_degtree.cpp runs twice per propagation
// (possible edges, unfixed edges). A DFS node may stand for a set of vertices (contracted: the
// chosen components of graph_degtree.cpp): nodeOf(w) names the node of vertex w, next(v) the
// following member of v's node in a cycle that returns to the node's id (for plain vertices:
// nodeOf(w) = w, next(v) = v); an admitted edge inside one node is a self-loop and ignored.
// Callbacks: enter(w, e) when node w is discovered through tree edge e (e = -1 for the root),
// leave(p, v, e, bridge) when v's subtree is finished, p its parent and e the tree edge p-v,
// `bridge` when nothing below v reaches above it.
//
// Data layout: disc/low and the explicit stack are members reused across runs; a node is
// "seen" when its stamp equals the current pass's number, so reset() is O(1) instead of
// clearing n entries (call reset(n) once per pass, then run() per root).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "cp/constraints/graph_common.h"

namespace deduce::cp::graph_detail {

struct BridgeDfs {
  std::vector<int> disc, low;
  void reset(int n) {
    if (static_cast<int>(stamp_.size()) != n || pass_ == UINT32_MAX) {
      stamp_.assign(n, 0);
      disc.resize(n);
      low.resize(n);
      pass_ = 0;
    }
    ++pass_;
    timer_ = 0;
  }
  bool seen(int v) const { return stamp_[v] == pass_; }

  template <class Usable, class Enter, class Leave>
  void run(const Adjacency& g, int root, Usable&& usable, Enter&& enter, Leave&& leave) {
    run(g, root, usable, [](int w) { return w; }, [](int v) { return v; }, enter, leave);
  }
  template <class Usable, class NodeOf, class Next, class Enter, class Leave>
  void run(const Adjacency& g, int root, Usable&& usable, NodeOf&& nodeOf, Next&& next, Enter&& enter,
           Leave&& leave) {
    // The current frame lives in locals (the stack holds the suspended ones): the adjacency
    // loop then runs in registers instead of reloading the frame through the vector.
    discover(root);
    enter(root, -1);
    stack_.clear();
    int v = root, member = root, parentEdge = -1, lowV = low[root];
    int it = g.start[root], end = g.start[root + 1];
    for (;;) {
      while (it < end) {
        auto [w, e] = g.adj[it++];
        if (e == parentEdge || !usable(e)) continue;
        int wn = nodeOf(w);
        if (wn == v) continue;  // inside the node
        if (seen(wn)) {
          lowV = std::min(lowV, disc[wn]);
          continue;
        }
        low[v] = lowV;
        stack_.push_back({v, member, parentEdge, it});
        discover(wn);
        enter(wn, e);
        v = member = wn, parentEdge = e, lowV = low[wn];
        it = g.start[wn], end = g.start[wn + 1];
      }
      int m = next(member);
      if (m != v) {  // the node's next member
        member = m;
        it = g.start[m], end = g.start[m + 1];
        continue;
      }
      low[v] = lowV;
      if (stack_.empty()) break;
      const Frame f = stack_.back();
      stack_.pop_back();
      const int child = v, childEdge = parentEdge;
      v = f.node, member = f.member, parentEdge = f.parentEdge;
      it = f.it, end = g.start[member + 1];
      lowV = std::min(low[v], lowV);
      leave(v, child, childEdge, low[child] > disc[v]);
    }
  }

 private:
  struct Frame {
    int node, member, parentEdge, it;
  };
  void discover(int v) {
    stamp_[v] = pass_;
    disc[v] = low[v] = timer_++;
  }
  std::vector<Frame> stack_;
  std::vector<uint32_t> stamp_;
  uint32_t pass_ = 0;
  int timer_ = 0;
};

}  // namespace deduce::cp::graph_detail
