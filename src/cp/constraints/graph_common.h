// Internal helpers of the graph constraints (graph.cpp, graph_parity.cpp, graph_treedeg.cpp):
// the union-find (util/union_find.h) and the compressed adjacency rows every propagator walks.
#pragma once

#include <utility>
#include <vector>

#include "cp/graph.h"
#include "util/union_find.h"

namespace deduce::cp::graph_detail {

using UnionFind = util::UnionFind;  // reset per propagation

struct Adjacency {
  std::vector<int> start;                // n + 1 offsets into adj
  std::vector<std::pair<int, int>> adj;  // (neighbour, edge index)
  explicit Adjacency(const Graph& g) : start(g.n + 1, 0), adj(2 * g.edges.size()) {
    for (auto [u, v] : g.edges) {
      ++start[u + 1];
      ++start[v + 1];
    }
    for (int i = 0; i < g.n; ++i) start[i + 1] += start[i];
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (size_t e = 0; e < g.edges.size(); ++e) {
      auto [u, v] = g.edges[e];
      adj[fill[u]++] = {v, static_cast<int>(e)};
      adj[fill[v]++] = {u, static_cast<int>(e)};
    }
  }
};

// Group counting at a vertex (treeDegrees, degreeTree): the open edges from the vertex into
// each other component, as (component root, its only edge, or -1 when it has several).
using EdgeGroups = std::vector<std::pair<int, int>>;
inline void addToGroup(EdgeGroups& groups, int root, int edge) {
  for (auto& [r, e] : groups)
    if (r == root) {
      e = -1;  // more than one edge into this group
      return;
    }
  groups.push_back({root, edge});
}

}  // namespace deduce::cp::graph_detail
