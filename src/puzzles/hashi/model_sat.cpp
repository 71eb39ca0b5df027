#include "puzzles/hashi/model_sat.h"

#include <string>

#include "cp/space.h"
#include "puzzles/grid/model_sat.h"
#include "util/union_find.h"

namespace deduce::hashi {

Solution SatModel::decode(const std::vector<bool>& values) const {
  Solution sol;
  size_t i = 0;
  for (size_t e = 0; e < edges.size(); ++e) {
    int k = 0;
    for (size_t j = 0; j < atLeast[e].size(); ++j) k += values[i++];
    if (!k) continue;
    auto [r1, c1] = island[static_cast<size_t>(edges[e].first)];
    auto [r2, c2] = island[static_cast<size_t>(edges[e].second)];
    sol.push_back({r1, c1, r2, c2, k});
  }
  return sol;
}

std::vector<std::vector<sat::Lit>> SatModel::cuts(const std::vector<bool>& used) const {
  // union-find over the used edges
  util::UnionFind uf;
  uf.reset(islands);
  int components = islands;
  for (size_t e = 0; e < edges.size(); ++e)
    if (used[e] && uf.unite(edges[e].second, edges[e].first)) --components;
  std::vector<std::vector<sat::Lit>> out;
  if (components <= 1) return out;
  std::vector<int> slot(static_cast<size_t>(islands), -1);  // component root -> clause index
  for (int v = 0; v < islands; ++v) {
    const int r = uf.find(v);
    if (slot[static_cast<size_t>(r)] < 0) {
      slot[static_cast<size_t>(r)] = static_cast<int>(out.size());
      out.emplace_back();
    }
  }
  for (size_t e = 0; e < edges.size(); ++e) {
    const int a = uf.find(edges[e].first), b = uf.find(edges[e].second);
    if (a == b) continue;
    out[static_cast<size_t>(slot[static_cast<size_t>(a)])].push_back(atLeast[e][0]);
    out[static_cast<size_t>(slot[static_cast<size_t>(b)])].push_back(atLeast[e][0]);
  }
  return out;
}

SatModel buildSat(const Instance& inst) {
  SatModel m;
  cp::Space space;  // hashi::build's graph: islands, possible bridges and crossings
  Model graph = build(space, inst);
  m.island = graph.island;
  m.islands = static_cast<int>(graph.island.size());
  m.edges = graph.g.edges;
  sat::Cnf& f = m.cnf;
  f.comments = {"variable r<row>c<col>-r<row>c<col>>=<j> is true iff at least j bridges join those two islands (1-based)",
                "RELAXATION: connectivity is not in this CNF (deduce adds a cut clause per disconnected component "
                "while solving), so a model of this file may leave the islands in several groups"};
  std::vector<std::vector<sat::Lit>> incident(static_cast<size_t>(m.islands));
  for (auto [u, v] : m.edges) {
    std::string base = grid::cellName(m.island[static_cast<size_t>(u)].first, m.island[static_cast<size_t>(u)].second, 0);
    base += '-';
    base += grid::cellName(m.island[static_cast<size_t>(v)].first, m.island[static_cast<size_t>(v)].second, 0);
    sat::OrderInt x = f.orderInt(0, inst.maxBridges, base);
    m.atLeast.push_back(x.ge);
    m.projection.insert(m.projection.end(), x.ge.begin(), x.ge.end());
    for (sat::Lit l : x.ge) {
      incident[static_cast<size_t>(u)].push_back(l);
      incident[static_cast<size_t>(v)].push_back(l);
    }
  }
  for (int i = 0; i < m.islands; ++i) {
    auto [r, c] = m.island[static_cast<size_t>(i)];
    f.exactlyK(incident[static_cast<size_t>(i)], static_cast<size_t>(inst.at(r, c)));
  }
  for (auto [e1, e2] : graph.crossings) f.addClause({-m.atLeast[static_cast<size_t>(e1)][0], -m.atLeast[static_cast<size_t>(e2)][0]});
  if (inst.noLoops && m.islands > 0) {
    std::vector<sat::Lit> used;
    for (const auto& x : m.atLeast) used.push_back(x[0]);
    f.exactlyK(used, static_cast<size_t>(m.islands - 1));
  }
  return m;
}

SatResult solveSat(const Instance& inst, const sat::Options& opt, const std::function<bool(const Solution&)>& onSolution) {
  SatModel m = buildSat(inst);
  sat::Options o = opt;
  o.blockTrueOnly = true;
  SatResult out;
  std::vector<bool> used(m.edges.size());
  sat::RefineFn refine = [&](const std::vector<bool>& values) {
    for (size_t e = 0, i = 0; e < m.edges.size(); i += m.atLeast[e].size(), ++e) used[e] = values[i];
    std::vector<std::vector<sat::Lit>> cuts = m.cuts(used);
    out.cuts += cuts.size();
    return cuts;
  };
  sat::SolutionFn fn;
  if (onSolution) fn = [&](const std::vector<bool>& values) { return onSolution(m.decode(values)); };
  out.result = sat::enumerate(m.cnf, m.projection, o, fn, refine);
  return out;
}

}  // namespace deduce::hashi
