// Differential tests of the Circuit Board's graph reasoning against brute force on small random
// graphs: degreeParity (domain consistent for the parity system: the root fixpoint keeps exactly
// the supported values), and the whole tree-of-odd-degrees model (solution sets equal).
#include <gtest/gtest.h>

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

}  // namespace
}  // namespace deduce
