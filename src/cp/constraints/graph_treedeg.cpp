// treeDegrees — the reasoning that joins a spanning tree's acyclicity with its vertex degrees:
// Boolean edge variables x over a fixed graph, a degree variable d[v] per vertex (the model posts
// sum(incident x) == d[v] and tree(x) itself; this propagator only adds what neither of those
// sees alone).
//
// Rules, over the components of the chosen edges (union-find, O(E α(V)) per call):
//   0. Acyclicity: a chosen edge inside a component fails, an unfixed one is removed (so a model
//      that posts treeDegrees needs no separate acyclic).
//   1. Group counting. A vertex v can gain at most one more edge towards each other component:
//      two edges into the same component would close a cycle. So v's degree is at most
//      chosen(v) + g(v), where g(v) is the number of distinct components among the far ends of
//      v's unfixed edges: d[v] <= chosen(v) + g(v). If d[v] needs exactly g(v) more edges
//      (min(d[v]) - chosen(v) == g(v)), every group must give one: an edge alone in its group
//      is forced. More needed than groups: fail.
//   2. Isolation (as connectedDemand does for Hashi, with degree variables): the capacity of a
//      component is sum(max(d[v]) - chosen(v)) over its vertices. A component of capacity 0 that
//      is not the whole graph can never be joined to the rest: fail. An edge joining two
//      components whose capacities add up to 2 or less would close both off while other
//      vertices remain: it is removed (two degree-1 points cannot be joined to each other).
// Neither rule is complete (deciding whether a degree-constrained spanning tree exists is
// NP-hard); they are cheap necessary conditions that make the Circuit Board's search small.
//
// Data layout: compressed adjacency rows (neighbour, edge) built once; union-find, capacities
// and sizes are member buffers reused per call; the per-vertex groups are collected in a small
// fixed buffer (grid vertices have at most 4 edges; a vertex with more falls back to a vector).
#include <algorithm>

#include "cp/constraints/graph_common.h"
#include "cp/graph.h"

namespace deduce::cp {
namespace {

class TreeDegrees : public Propagator {
 public:
  TreeDegrees(const Graph& g, VarIds x, VarIds d)
      : g_(g), x_(std::move(x)), d_(std::move(d)), rows_(g), start_(rows_.start), adj_(rows_.adj) {
    priority = kPrioExpensive;
  }
  const char* name() const override { return "tree-degrees"; }

  bool propagate(Space& s) override {
    const int n = g_.n;
    if (n <= 1) return true;
    uf_.reset(n);
    for (size_t e = 0; e < g_.edges.size(); ++e) {
      if (s.min(x_[e]) == 0) continue;
      auto [u, v] = g_.edges[e];
      if (!uf_.unite(u, v)) return false;  // a cycle
    }
    // Rule 1: group counting per vertex. An edge forced here joins its components at once and
    // the chosen degree is counted live, so the union-find always matches the chosen edges.
    for (int v = 0; v < n; ++v) {
      groups_.clear();
      int own = uf_.find(v), chosen = 0;
      for (int i = start_[v]; i < start_[v + 1]; ++i) {
        auto [w, e] = adj_[i];
        if (s.fixed(x_[e])) {
          chosen += static_cast<int>(s.min(x_[e]));
          continue;
        }
        int r = uf_.find(w);
        if (r == own) {  // would close a cycle (the rule of acyclic)
          if (!s.setMax(x_[e], 0)) return false;
          continue;
        }
        graph_detail::addToGroup(groups_, r, e);
      }
      int g = static_cast<int>(groups_.size());
      if (!s.setMax(d_[v], chosen + g)) return false;
      Val need = s.min(d_[v]) - chosen;
      if (need > g) return false;
      if (need == g && g > 0)
        for (auto [root, edge] : groups_)
          if (edge >= 0 && (!s.setMin(x_[edge], 1) || !uf_.unite(g_.edges[edge].first, g_.edges[edge].second)))
            return false;
    }
    // Rule 2: isolation by capacity.
    cap_.assign(n, 0);
    size_.assign(n, 0);
    for (int v = 0; v < n; ++v) {
      Val c = s.max(d_[v]);
      for (int i = start_[v]; i < start_[v + 1]; ++i) c -= s.min(x_[adj_[i].second]);
      int r = uf_.find(v);
      cap_[r] += c;
      size_[r] += 1;
    }
    for (int v = 0; v < n; ++v)
      if (uf_.parent[v] == v && cap_[v] <= 0 && size_[v] < n) return false;
    for (size_t e = 0; e < g_.edges.size(); ++e) {
      if (s.fixed(x_[e])) continue;
      int a = uf_.find(g_.edges[e].first), b = uf_.find(g_.edges[e].second);
      if (a == b) continue;  // removed by rule 0 on the next run
      if (size_[a] + size_[b] < n && cap_[a] + cap_[b] <= 2 && !s.setMax(x_[e], 0)) return false;
    }
    return true;
  }

 private:
  Graph g_;
  VarIds x_, d_;
  graph_detail::Adjacency rows_;
  const std::vector<int>& start_;
  const std::vector<std::pair<int, int>>& adj_;  // (neighbour, edge)
  // scratch, reused on every call
  graph_detail::UnionFind uf_;
  std::vector<int> size_;
  std::vector<Val> cap_;
  graph_detail::EdgeGroups groups_;  // (component root, its only edge or -1)
};

}  // namespace

void treeDegrees(Space& s, const Graph& g, const VarIds& x, const VarIds& d) {
  auto* p = s.emplace<TreeDegrees>(g, x, d);
  for (size_t i = 0; i < x.size(); ++i) s.subscribe(x[i], p, kEvBounds, static_cast<int>(i));
  for (size_t v = 0; v < d.size(); ++v) s.subscribe(d[v], p, kEvBounds, static_cast<int>(x.size() + v));
}

}  // namespace deduce::cp
