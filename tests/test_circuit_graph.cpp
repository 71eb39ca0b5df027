// Differential tests of the Circuit Board's graph reasoning against brute force on small random
// graphs: degreeParity (domain consistent for the parity system: the root fixpoint keeps exactly
// the supported values), and the whole tree-of-odd-degrees model (solution sets equal); the
// incremental degreeTree across checkpoints against a from-scratch propagation.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "cp/graph.h"
#include "puzzles/circuit/circuit.h"
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

// The degree-sum rule decides these roots; it is skipped while both slacks (2(n-1) - sum lo,
// sum hi - 2(n-1)) are at least the widest allowed set's span, so these pin its thresholds:
// slack 0 with spans of 1, slack 1 with a span of 2, and a failure.
TEST(CircuitGraph, DegreeTreeDegreeSumRule) {
  using Doms = std::vector<std::vector<cp::Val>>;
  auto root = [](int n, std::vector<std::pair<int, int>> edges, std::vector<std::vector<int>> allowed) {
    cp::Space s;
    cp::Graph g{n, std::move(edges)};
    auto x = test::makeVars(s, Doms(g.edges.size(), {0, 1}));
    cp::degreeTree(s, g, x, allowed);
    return test::rootDomains(s, x);  // empty: fails
  };
  EXPECT_EQ(root(3, {{0, 2}, {0, 1}, {2, 1}, {1, 2}, {2, 0}}, {{1, 2}, {2}, {1, 2}}),
            (Doms{{0}, {1}, {0, 1}, {0, 1}, {0}}));
  EXPECT_EQ(root(4, {{0, 3}, {1, 0}, {2, 3}, {1, 3}}, {{1, 2, 3}, {1, 3}, {1, 3}, {1, 3}}), (Doms{{1}, {0}, {1}, {1}}));
  EXPECT_EQ(root(4, {{0, 1}, {3, 0}, {3, 1}, {0, 1}, {2, 1}, {3, 0}}, {{2, 3, 4}, {1, 3}, {1, 2, 3}, {1}}), Doms{});
}

// A random dive with backtracking over degreeTree: decisions under checkpoints, pops of one or
// several levels (the propagator's undo log and its transient worklists), with the Space's
// trail or copy restoration. After every propagation the domains (or the failure) must equal
// those of a fresh Space whose domains carry the same decisions, propagated once from scratch.
// Counts the propagations compared, and those that succeeded three or more decisions deep.
struct DiveCount {
  int compared = 0, deep = 0;
  void operator+=(DiveCount o) { compared += o.compared, deep += o.deep; }
};
DiveCount diveAgainstScratch(std::mt19937_64& rng, const cp::Graph& g, const std::vector<std::vector<cp::Val>>& doms,
                       const std::vector<std::vector<int>>& allowed, int steps, bool copy) {
  auto scratch = [&](const std::vector<std::pair<int, cp::Val>>& decisions) {
    auto d = doms;
    for (auto [e, v] : decisions) d[e] = {v};
    cp::Space t;
    auto y = test::makeVars(t, d);
    cp::degreeTree(t, g, y, allowed);
    return test::rootDomains(t, y);
  };
  cp::Space s;
  if (copy) s.setRestore(cp::Space::Restore::Copy);
  auto x = test::makeVars(s, doms);
  cp::degreeTree(s, g, x, allowed);
  auto here = test::rootDomains(s, x);
  EXPECT_EQ(here, scratch({}));
  DiveCount count{1, 0};
  if (here.empty()) return count;
  std::vector<std::pair<int, cp::Val>> decisions;
  bool failed = false;
  for (int step = 0; step < steps; ++step) {
    std::vector<int> open;
    if (!failed)
      for (size_t e = 0; e < x.size(); ++e)
        if (!s.fixed(x[e])) open.push_back(static_cast<int>(e));
    if (!decisions.empty() && (failed || open.empty() || rng() % 3 == 0)) {
      for (int k = 1 + static_cast<int>(rng() % (1 + decisions.size() / 2)); k > 0 && !decisions.empty(); --k) {
        s.popCheckpoint();
        decisions.pop_back();
      }
      failed = false;
      continue;
    }
    if (open.empty()) break;
    int e = open[rng() % open.size()];
    cp::Val v = static_cast<cp::Val>(rng() % 2);
    s.pushCheckpoint();
    decisions.push_back({e, v});
    bool ok = s.assign(x[e], v) && s.propagate();
    std::vector<std::vector<cp::Val>> got;
    if (ok)
      for (cp::VarId y : x) got.push_back(s.values(y));
    EXPECT_EQ(got, scratch(decisions)) << "step " << step;
    ++count.compared;
    count.deep += ok && decisions.size() >= 3;
    failed = !ok;
  }
  return count;
}

// Random graphs with a planted spanning tree whose degrees are allowed (a degree-1/3 tree grown
// from an edge, or any random tree with its degrees added to random sets), plus random edges,
// parallel ones included: dives then go deep instead of failing at the root.
TEST(CircuitGraph, DegreeTreeIncrementalMatchesFromScratch) {
  std::mt19937_64 rng(24);
  DiveCount count;
  for (int iter = 0; iter < 1000; ++iter) {
    bool oddTree = iter % 2 == 0;
    int n = oddTree ? 2 + 2 * static_cast<int>(rng() % 5) : 2 + static_cast<int>(rng() % 9);
    cp::Graph g;
    g.n = n;
    std::vector<int> deg(n, 0);
    if (oddTree) {  // each step gives a leaf two new leaves
      g.addEdge(0, 1);
      deg[0] = deg[1] = 1;
      for (int next = 2; next < n; next += 2) {
        int v;
        do v = static_cast<int>(rng() % next);
        while (deg[v] != 1);
        for (int w : {next, next + 1}) g.addEdge(v, w), ++deg[w];
        deg[v] = 3;
      }
    } else {
      for (int v = 1; v < n; ++v) {
        int p = static_cast<int>(rng() % v);
        g.addEdge(p, v), ++deg[p], ++deg[v];
      }
    }
    for (int k = static_cast<int>(rng() % (n + 4)); k > 0; --k) {
      int a = static_cast<int>(rng() % n), b = static_cast<int>(rng() % n);
      if (a != b) g.addEdge(a, b);
    }
    std::shuffle(g.edges.begin(), g.edges.end(), rng);
    std::vector<std::vector<int>> allowed(oddTree ? 1 : n);
    if (oddTree) allowed[0] = {1, 3};
    for (int v = 0; !oddTree && v < n; ++v) {
      allowed[v] = {deg[v]};
      for (int k = 0; k <= 4; ++k)
        if (k != deg[v] && rng() % 3 == 0) allowed[v].push_back(k);
    }
    std::vector<std::vector<cp::Val>> doms(g.edges.size(), {0, 1});
    count += diveAgainstScratch(rng, g, doms, allowed, 40, iter % 4 >= 2);
  }
  EXPECT_GT(count.compared, 15000);
  EXPECT_GT(count.deep, 1000);
  std::printf("compared %d, deep %d\n", count.compared, count.deep);
}

// The same on Circuit Boards (8x8 and 10x10 generated boards with every second given taken
// away): larger components, merges of big components, the parity and capacity rules deep in a
// dive.
TEST(CircuitGraph, DegreeTreeIncrementalMatchesFromScratchOnBoards) {
  std::mt19937_64 rng(25);
  DiveCount count;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    for (int size : {8, 10}) {
      circuit::Instance inst = circuit::generate(size, seed);
      int k = 0;
      for (int i = 0; i < size * size; ++i) {
        if (inst.givenRight[i] && k++ % 2 == 0) inst.givenRight[i] = 0;
        if (inst.givenDown[i] && k++ % 2 == 0) inst.givenDown[i] = 0;
      }
      cp::Space s;
      circuit::Model m = circuit::build(s, inst);
      std::vector<std::vector<cp::Val>> doms;
      for (cp::VarId y : m.x) doms.push_back(s.values(y));  // the givens fixed
      count += diveAgainstScratch(rng, m.g, doms, {{1, 3}}, 300, seed % 2 == 0);
    }
  }
  EXPECT_GT(count.compared, 1500);
  EXPECT_GT(count.deep, 300);
  std::printf("compared %d, deep %d\n", count.compared, count.deep);
}

}  // namespace
}  // namespace deduce
