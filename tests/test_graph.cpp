// Differential tests of the graph constraints (cp/graph.h) against brute force on small random
// graphs: the solution sets must be equal, and for Boolean connected/acyclic the root fixpoint
// must keep exactly the supported values (their documented consistency).
#include <gtest/gtest.h>

#include <random>

#include "cp/graph.h"
#include "support.h"

namespace deduce {
namespace {

using test::Tuple;

cp::Graph randomGraph(std::mt19937_64& rng, int n, int m) {
  cp::Graph g;
  g.n = n;
  std::uniform_int_distribution<int> pick(0, n - 1);
  for (int i = 0; i < m; ++i) {
    int u = pick(rng), v = pick(rng);
    if (u == v) v = (u + 1) % n;
    g.addEdge(u, v);  // parallel edges allowed on purpose
  }
  return g;
}

// Components of the chosen edges by repeated relaxation (independent of the propagators' code).
std::vector<int> labels(const cp::Graph& g, const Tuple& t) {
  std::vector<int> lab(g.n);
  for (int v = 0; v < g.n; ++v) lab[v] = v;
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t e = 0; e < g.edges.size(); ++e) {
      if (t[e] <= 0) continue;
      int& a = lab[g.edges[e].first];
      int& b = lab[g.edges[e].second];
      if (a != b) {
        a = b = std::min(a, b);
        changed = true;
      }
    }
  }
  return lab;
}

bool connectedOk(const cp::Graph& g, const Tuple& t, std::vector<bool> req) {
  for (size_t e = 0; e < g.edges.size(); ++e)
    if (t[e] > 0) req[g.edges[e].first] = req[g.edges[e].second] = true;
  auto lab = labels(g, t);
  int l = -1;
  for (int v = 0; v < g.n; ++v) {
    if (!req[v]) continue;
    if (l >= 0 && lab[v] != l) return false;
    l = lab[v];
  }
  return true;
}

bool forest(const cp::Graph& g, const Tuple& t) {
  // a graph is a forest iff #edges == #vertices - #components (counting chosen edges only)
  auto lab = labels(g, t);
  int comps = 0, edges = 0;
  for (int v = 0; v < g.n; ++v) comps += lab[v] == v;
  for (cp::Val x : t) edges += x > 0;
  return edges == g.n - comps;
}

std::vector<std::vector<cp::Val>> boolDomains(std::mt19937_64& rng, size_t m) {
  std::vector<std::vector<cp::Val>> d(m);
  std::uniform_int_distribution<int> kind(0, 5);
  for (auto& x : d) {
    int k = kind(rng);
    x = k == 0 ? std::vector<cp::Val>{0} : k == 1 ? std::vector<cp::Val>{1} : std::vector<cp::Val>{0, 1};
  }
  return d;
}

TEST(GraphConstraints, ConnectedMatchesBruteForceAndIsDomainConsistent) {
  std::mt19937_64 rng(11);
  for (int iter = 0; iter < 1000; ++iter) {
    int n = 2 + static_cast<int>(rng() % 5), m = 1 + static_cast<int>(rng() % 8);
    cp::Graph g = randomGraph(rng, n, m);
    auto doms = boolDomains(rng, g.edges.size());
    std::vector<bool> req(n);
    for (int v = 0; v < n; ++v) req[v] = rng() % 3 == 0;
    auto want = test::bruteForce(doms, [&](const Tuple& t) { return connectedOk(g, t, req); });
    {
      cp::Space s;
      auto x = test::makeVars(s, doms);
      cp::connected(s, g, x, req);
      auto root = test::rootDomains(s, x);
      if (want.empty()) {
        EXPECT_TRUE(root.empty()) << "iter " << iter;  // Boolean connected detects infeasibility
      } else {
        EXPECT_EQ(root, test::supportedValues(want, x.size())) << "iter " << iter;
      }
    }
    cp::Space s;
    auto x = test::makeVars(s, doms);
    cp::connected(s, g, x, req);
    EXPECT_EQ(test::searchAll(s, x), want) << "iter " << iter;
  }
}

TEST(GraphConstraints, ConnectedDemandMatchesBruteForce) {
  std::mt19937_64 rng(12);
  for (int iter = 0; iter < 1000; ++iter) {
    int n = 1 + static_cast<int>(rng() % 5), m = static_cast<int>(rng() % 8);
    cp::Graph g = n == 1 ? cp::Graph{1, {}} : randomGraph(rng, n, m);
    auto doms = test::randomDomains(rng, static_cast<int>(g.edges.size()), 0, 2, 0.8);
    std::vector<cp::Val> demand(n);
    for (auto& d : demand) d = static_cast<cp::Val>(rng() % 5);
    auto want = test::bruteForce(doms, [&](const Tuple& t) {
      std::vector<cp::Val> deg(n, 0);
      for (size_t e = 0; e < g.edges.size(); ++e) {
        deg[g.edges[e].first] += t[e];
        deg[g.edges[e].second] += t[e];
      }
      return deg == demand && connectedOk(g, t, std::vector<bool>(n, true));
    });
    cp::Space s;
    auto x = test::makeVars(s, doms);
    cp::connectedDemand(s, g, x, demand);
    EXPECT_EQ(test::searchAll(s, x), want) << "iter " << iter;
  }
}

TEST(GraphConstraints, AcyclicMatchesBruteForceAndIsDomainConsistent) {
  std::mt19937_64 rng(13);
  for (int iter = 0; iter < 1000; ++iter) {
    int n = 2 + static_cast<int>(rng() % 5), m = 1 + static_cast<int>(rng() % 8);
    cp::Graph g = randomGraph(rng, n, m);
    auto doms = boolDomains(rng, g.edges.size());
    auto want = test::bruteForce(doms, [&](const Tuple& t) { return forest(g, t); });
    {
      cp::Space s;
      auto x = test::makeVars(s, doms);
      cp::acyclic(s, g, x);
      auto root = test::rootDomains(s, x);
      if (!want.empty() && !root.empty()) {
        // Domain consistency holds once the fixed edges are a forest; values are never lost.
        auto sup = test::supportedValues(want, x.size());
        for (size_t i = 0; i < x.size(); ++i)
          for (cp::Val v : sup[i]) EXPECT_TRUE(std::count(root[i].begin(), root[i].end(), v)) << "iter " << iter;
      }
    }
    cp::Space s;
    auto x = test::makeVars(s, doms);
    cp::acyclic(s, g, x);
    EXPECT_EQ(test::searchAll(s, x), want) << "iter " << iter;
  }
}

TEST(GraphConstraints, TreeMatchesBruteForce) {
  std::mt19937_64 rng(14);
  int found = 0;
  for (int iter = 0; iter < 1000; ++iter) {
    int n = 2 + static_cast<int>(rng() % 5), m = 1 + static_cast<int>(rng() % 9);
    cp::Graph g = randomGraph(rng, n, m);
    auto doms = boolDomains(rng, g.edges.size());
    auto want = test::bruteForce(doms, [&](const Tuple& t) {
      int edges = 0;
      for (cp::Val v : t) edges += v > 0;
      return edges == n - 1 && forest(g, t) && connectedOk(g, t, std::vector<bool>(n, true));
    });
    found += !want.empty();
    cp::Space s;
    auto x = test::makeVars(s, doms);
    cp::tree(s, g, x);
    EXPECT_EQ(test::searchAll(s, x), want) << "iter " << iter;
  }
  EXPECT_GT(found, 50);
}

TEST(GraphConstraints, PathMatchesBruteForce) {
  std::mt19937_64 rng(15);
  int found = 0;
  for (int iter = 0; iter < 1000; ++iter) {
    int n = 2 + static_cast<int>(rng() % 5), m = 1 + static_cast<int>(rng() % 9);
    cp::Graph g = randomGraph(rng, n, m);
    auto doms = boolDomains(rng, g.edges.size());
    int from = static_cast<int>(rng() % n), to = (from + 1 + static_cast<int>(rng() % (n - 1))) % n;
    auto want = test::bruteForce(doms, [&](const Tuple& t) {
      // a simple from-to path: degrees 1 at the ends, 0 or 2 elsewhere, connected, acyclic
      std::vector<int> deg(n, 0);
      for (size_t e = 0; e < g.edges.size(); ++e)
        if (t[e] > 0) ++deg[g.edges[e].first], ++deg[g.edges[e].second];
      for (int v = 0; v < n; ++v) {
        if ((v == from || v == to) ? deg[v] != 1 : (deg[v] != 0 && deg[v] != 2)) return false;
      }
      std::vector<bool> req(n, false);
      req[from] = req[to] = true;
      return forest(g, t) && connectedOk(g, t, req);
    });
    found += !want.empty();
    cp::Space s;
    auto x = test::makeVars(s, doms);
    cp::path(s, g, x, from, to);
    EXPECT_EQ(test::searchAll(s, x), want) << "iter " << iter;
  }
  EXPECT_GT(found, 50);
}

TEST(GraphConstraints, AtMostOneChosen) {
  cp::Space s;
  cp::VarId a = s.newVar(0, 2), b = s.newVar(0, 2);
  cp::atMostOneChosen(s, a, b);
  auto sols = test::searchAll(s, {a, b});
  EXPECT_EQ(sols, (std::set<Tuple>{{0, 0}, {0, 1}, {0, 2}, {1, 0}, {2, 0}}));
}

}  // namespace
}  // namespace deduce
