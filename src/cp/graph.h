// Graph constraints over a fixed graph (constraints/graph.cpp, graph_path.cpp).
//
// A Graph lists its vertices 0..n-1 and its edges; a model gives one variable per edge: a
// Boolean (chosen or not) or a count (Hashi: 0, 1 or 2 bridges). An edge is *chosen* when its
// variable is > 0 and *possible* while its maximum is > 0. Edge variables must have min >= 0.
//
//   connected(s, g, x, required)   the chosen edges connect every required vertex and every
//                                  endpoint of a chosen edge (one component)
//   connectedDemand(s, g, x, d)    Hashi-style: every vertex v needs sum(x incident) == d[v] and
//                                  all vertices are connected; posts the sums and adds isolation
//                                  reasoning (a component that would use up all its demand
//                                  while other vertices remain is forbidden)
//   acyclic(s, g, x)               Boolean x: the chosen edges form a forest
//   tree(s, g, x)                  Boolean x: the chosen edges form a spanning tree
//   path(s, g, x, from, to)        Boolean x: the chosen edges form one simple path from..to
//   degreeParity(s, g, x, p)       Boolean x: every vertex v has a number of chosen incident
//                                  edges of parity p[v] (constraints/graph_parity.cpp)
//   treeDegrees(s, g, x, d)        Boolean x, degree variables d (sums posted by the model):
//                                  what a spanning tree's acyclicity implies for the degrees
//                                  (constraints/graph_treedeg.cpp)
//   degreeTree(s, g, x, D)         Boolean x: the chosen edges form a spanning tree in which
//                                  every vertex v has a degree in D[v] (one set for all when D
//                                  has one entry); one staged propagator for degree bounds,
//                                  acyclicity, connectivity and degree parity
//                                  (constraints/graph_degtree.cpp)
//   atMostOneChosen(s, a, b)       not both a > 0 and b > 0 (crossing bridges, touching ships)
#pragma once

#include <utility>
#include <vector>

#include "cp/model.h"

namespace deduce::cp {

struct Graph {
  int n = 0;
  std::vector<std::pair<int, int>> edges;
  int addEdge(int u, int v) {
    edges.emplace_back(u, v);
    return static_cast<int>(edges.size()) - 1;
  }
};

// `required` empty means every vertex is required.
void connected(Space& s, const Graph& g, const VarIds& x, const std::vector<bool>& required = {});
void connectedDemand(Space& s, const Graph& g, const VarIds& x, const std::vector<Val>& demand);
void acyclic(Space& s, const Graph& g, const VarIds& x);
void tree(Space& s, const Graph& g, const VarIds& x);
void path(Space& s, const Graph& g, const VarIds& x, int from, int to);
void atMostOneChosen(Space& s, VarId a, VarId b);
void treeDegrees(Space& s, const Graph& g, const VarIds& x, const VarIds& d);
// p[v] in {0, 1}: the parity of vertex v's chosen degree.
void degreeParity(Space& s, const Graph& g, const VarIds& x, const std::vector<char>& p);
// allowed: one set of degrees for every vertex, or one set per vertex (degrees 0..63).
void degreeTree(Space& s, const Graph& g, const VarIds& x, const std::vector<std::vector<int>>& allowed);

}  // namespace deduce::cp
