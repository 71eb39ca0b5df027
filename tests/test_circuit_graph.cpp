// Differential tests of the Circuit Board's graph reasoning against brute force on small random
// graphs: degreeParity (domain consistent for the parity system: the root fixpoint keeps exactly
// the supported values), and the whole tree-of-odd-degrees model (solution sets equal).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "cp/graph.h"
#include "support.h"

namespace deduce {
namespace {

using test::Tuple;

cp::Graph randomMultigraph(std::mt19937_64& rng, int n, int m) {
  cp::Graph g;
  g.n = n;
  for (int i = 0; i < m; ++i) {
    int u = static_cast<int>(rng() % n), v = static_cast<int>(rng() % n);
    if (u == v) v = (u + 1) % n;
    g.addEdge(u, v);  // parallel edges on purpose
  }
  return g;
}

std::vector<int> degrees(const cp::Graph& g, const Tuple& t) {
  std::vector<int> deg(g.n, 0);
  for (size_t e = 0; e < g.edges.size(); ++e)
    if (t[e]) ++deg[g.edges[e].first], ++deg[g.edges[e].second];
  return deg;
}

// The chosen edges form a spanning tree: n-1 edges and connected (label propagation).
bool spanningTree(const cp::Graph& g, const Tuple& t) {
  int edges = 0;
  for (cp::Val x : t) edges += static_cast<int>(x);
  if (edges != g.n - 1) return false;
  std::vector<int> lab(g.n);
  for (int v = 0; v < g.n; ++v) lab[v] = v;
  for (int round = 0; round < g.n; ++round)
    for (size_t e = 0; e < g.edges.size(); ++e)
      if (t[e]) lab[g.edges[e].first] = lab[g.edges[e].second] = std::min(lab[g.edges[e].first], lab[g.edges[e].second]);
  for (int v = 0; v < g.n; ++v)
    if (lab[v] != 0) return false;
  return true;
}

std::vector<std::vector<cp::Val>> boolDomains(std::mt19937_64& rng, size_t m) {
  std::vector<std::vector<cp::Val>> d(m);
  for (auto& x : d) {
    int k = static_cast<int>(rng() % 6);
    x = k == 0 ? std::vector<cp::Val>{0} : k == 1 ? std::vector<cp::Val>{1} : std::vector<cp::Val>{0, 1};
  }
  return d;
}

TEST(CircuitGraph, DegreeParityIsDomainConsistent) {
  std::mt19937_64 rng(21);
  for (int iter = 0; iter < 1500; ++iter) {
    int n = 2 + static_cast<int>(rng() % 6), m = 1 + static_cast<int>(rng() % 10);
    cp::Graph g = randomMultigraph(rng, n, m);
    auto doms = boolDomains(rng, g.edges.size());
    std::vector<char> par(n);
    for (auto& p : par) p = static_cast<char>(rng() % 2);
    auto want = test::bruteForce(doms, [&](const Tuple& t) {
      auto deg = degrees(g, t);
      for (int v = 0; v < n; ++v)
        if (deg[v] % 2 != par[v]) return false;
      return true;
    });
    {
      cp::Space s;
      auto x = test::makeVars(s, doms);
      cp::degreeParity(s, g, x, par);
      auto root = test::rootDomains(s, x);
      if (want.empty()) EXPECT_TRUE(root.empty()) << "iter " << iter;
      else EXPECT_EQ(root, test::supportedValues(want, x.size())) << "iter " << iter;
    }
    cp::Space s;
    auto x = test::makeVars(s, doms);
    cp::degreeParity(s, g, x, par);
    EXPECT_EQ(test::searchAll(s, x), want) << "iter " << iter;
  }
}

// The Circuit Board's graph model on random graphs: spanning tree, every degree 1 or 3 (linear
// degree sums, connected, treeDegrees, degreeParity) against brute force.
TEST(CircuitGraph, OddDegreeTreeModelMatchesBruteForce) {
  std::mt19937_64 rng(22);
  for (int iter = 0; iter < 600; ++iter) {
    int n = 2 + static_cast<int>(rng() % 7), m = 1 + static_cast<int>(rng() % 11);
    cp::Graph g = randomMultigraph(rng, n, m);
    auto doms = boolDomains(rng, g.edges.size());
    auto want = test::bruteForce(doms, [&](const Tuple& t) {
      auto deg = degrees(g, t);
      for (int v = 0; v < n; ++v)
        if (deg[v] != 1 && deg[v] != 3) return false;
      return spanningTree(g, t);
    });
    cp::Space s;
    auto x = test::makeVars(s, doms);
    cp::VarIds d;
    for (int v = 0; v < n; ++v) {
      cp::VarIds inc;
      for (size_t e = 0; e < g.edges.size(); ++e)
        if (g.edges[e].first == v || g.edges[e].second == v) inc.push_back(x[e]);
      d.push_back(s.newVar(std::vector<cp::Val>{1, 3}));
      cp::linearEqVar(s, std::vector<cp::Val>(inc.size(), 1), inc, d.back());
    }
    cp::connected(s, g, x);
    cp::treeDegrees(s, g, x, d);
    cp::degreeParity(s, g, x, std::vector<char>(n, 1));
    EXPECT_EQ(test::searchAll(s, x), want) << "iter " << iter;
  }
}

// degreeTree on random multigraphs with random allowed-degree sets (one per vertex, or one for
// all) against brute force: the solution sets are equal.
TEST(CircuitGraph, DegreeTreeMatchesBruteForce) {
  std::mt19937_64 rng(23);
  int withSolutions = 0;
  for (int iter = 0; iter < 1500; ++iter) {
    int n = 1 + static_cast<int>(rng() % 8), m = static_cast<int>(rng() % 12);
    cp::Graph g = n == 1 ? cp::Graph{1, {}} : randomMultigraph(rng, n, m);
    auto doms = boolDomains(rng, g.edges.size());
    std::vector<std::vector<int>> allowed(rng() % 2 ? 1 : n);
    for (auto& a : allowed) {
      for (int k = 0; k <= 4; ++k)
        if (rng() % 2) a.push_back(k);
      if (iter % 3 == 0) a = {1, 3};  // the Circuit Board's set, often
    }
    auto want = test::bruteForce(doms, [&](const Tuple& t) {
      auto deg = degrees(g, t);
      for (int v = 0; v < n; ++v) {
        const auto& a = allowed[allowed.size() == 1 ? 0 : v];
        if (std::find(a.begin(), a.end(), deg[v]) == a.end()) return false;
      }
      return spanningTree(g, t);
    });
    withSolutions += !want.empty();
    cp::Space s;
    auto x = test::makeVars(s, doms);
    cp::degreeTree(s, g, x, allowed);
    EXPECT_EQ(test::searchAll(s, x), want) << "iter " << iter;
  }
  EXPECT_GT(withSolutions, 100);  // the test is not only about failures
}

}  // namespace
}  // namespace deduce
