// alldifferent at its three consistency levels, differential against brute force on many small
// random instances: exact domain consistency, exact bounds consistency (the greatest fixpoint of
// bounds support plus value elimination), identical solution sets by search, and the same checks
// in the middle of a search (checkpoints, random removals, backtracking) so that the domain
// propagator's incremental matching is exercised across backtracks.
#include <gtest/gtest.h>

#include <algorithm>

#include "cp/constraints/alldiff_common.h"
#include "cp/model.h"
#include "support.h"

using namespace deduce;
using namespace deduce::cp;
using test::Tuple;

namespace {

using Doms = std::vector<std::vector<Val>>;

bool allDistinct(const Tuple& t) {
  for (size_t i = 0; i < t.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (t[i] == t[j]) return false;
  return true;
}

// Every all-different tuple of the product of the domains: brute force, pruned as soon as a
// prefix repeats a value (test::bruteForce without the pruning is too slow for thousands of runs).
std::set<Tuple> solutions(const Doms& d) {
  std::set<Tuple> out;
  Tuple t;
  std::function<void(size_t)> rec = [&](size_t i) {
    if (i == d.size()) {
      out.insert(t);
      return;
    }
    for (Val v : d[i]) {
      if (std::find(t.begin(), t.end(), v) != t.end()) continue;
      t.push_back(v);
      rec(i + 1);
      t.pop_back();
    }
  };
  rec(0);
  return out;
}

// Is there an assignment with x_i = v, every other x_j an integer in [min D_j, max D_j], all
// distinct? (The support that bounds consistency asks for.)
bool intervalSupport(const Doms& d, size_t i, Val v) {
  std::vector<Val> used{v};
  std::function<bool(size_t)> rec = [&](size_t j) {
    if (j == d.size()) return true;
    if (j == i) return rec(j + 1);
    for (Val u = d[j].front(); u <= d[j].back(); ++u) {
      if (std::find(used.begin(), used.end(), u) != used.end()) continue;
      used.push_back(u);
      bool ok = rec(j + 1);
      used.pop_back();
      if (ok) return true;
    }
    return false;
  };
  return rec(0);
}

// What alldifferentBounds must leave: the greatest fixpoint of "remove an unsupported min or max"
// and "remove a fixed variable's value from the others" (the bounds level includes value
// elimination). Empty when some domain is wiped out.
Doms boundsClosure(Doms d) {
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t i = 0; i < d.size(); ++i) {
      while (!d[i].empty() && !intervalSupport(d, i, d[i].front())) {
        d[i].erase(d[i].begin());
        changed = true;
      }
      while (!d[i].empty() && !intervalSupport(d, i, d[i].back())) {
        d[i].pop_back();
        changed = true;
      }
      if (d[i].empty()) return {};
      if (d[i].size() == 1) {
        for (size_t j = 0; j < d.size(); ++j) {
          if (j == i) continue;
          auto it = std::find(d[j].begin(), d[j].end(), d[i][0]);
          if (it == d[j].end()) continue;
          d[j].erase(it);
          if (d[j].empty()) return {};
          changed = true;
        }
      }
    }
  }
  return d;
}

// What alldifferentDomain must leave: the values that occur in some solution.
Doms domainClosure(const Doms& d) {
  auto sols = solutions(d);
  if (sols.empty()) return {};
  return test::supportedValues(sols, d.size());
}

Doms randomInstance(std::mt19937_64& rng, Val shift) {
  int n = 3 + static_cast<int>(rng() % 4);  // 3..6 variables
  double density = 0.2 + 0.1 * static_cast<double>(rng() % 8);
  Doms d = test::randomDomains(rng, n, 0, 7, density);
  for (auto& dom : d)
    for (Val& v : dom) v += shift;
  return d;
}

Doms current(Space& s, const VarIds& x) {
  Doms d;
  for (VarId v : x) d.push_back(s.values(v));
  return d;
}

// Checks the literal bounds-consistency properties on a propagated (non-failed) state.
void expectBoundsProperties(const Doms& before, const Doms& after) {
  auto sols = solutions(before);
  for (size_t i = 0; i < after.size(); ++i) {
    EXPECT_TRUE(intervalSupport(after, i, after[i].front()));
    EXPECT_TRUE(intervalSupport(after, i, after[i].back()));
  }
  for (const auto& t : sols)
    for (size_t i = 0; i < t.size(); ++i)
      EXPECT_TRUE(std::binary_search(after[i].begin(), after[i].end(), t[i])) << "removed a solution value";
}

const Val kShifts[] = {0, -3, 100};

// Posts a domain-consistent alldifferent on random instances and compares the root domains
// with the values occurring in some solution.
void expectDomainClosure(int instances, void (*post)(Space&, const VarIds&)) {
  std::mt19937_64 rng(11);
  for (int it = 0; it < instances; ++it) {
    Doms d = randomInstance(rng, kShifts[it % 3]);
    Space s;
    VarIds x = test::makeVars(s, d);
    post(s, x);
    ASSERT_EQ(test::rootDomains(s, x), domainClosure(d)) << "instance " << it;
  }
}

}  // namespace

TEST(Alldiff, DomainConsistencyIsExact) {
  expectDomainClosure(1200, [](Space& s, const VarIds& x) { alldifferentDomain(s, x); });
}

TEST(Alldiff, BoundsConsistencyIsExact) {
  std::mt19937_64 rng(12);
  int failures = 0;
  for (int it = 0; it < 1200; ++it) {
    Doms d = randomInstance(rng, kShifts[it % 3]);
    Space s;
    VarIds x = test::makeVars(s, d);
    alldifferentBounds(s, x);
    Doms got = test::rootDomains(s, x);
    ASSERT_EQ(got, boundsClosure(d)) << "instance " << it;
    if (got.empty()) {
      ++failures;
      EXPECT_TRUE(solutions(d).empty());
    } else {
      expectBoundsProperties(d, got);
    }
  }
  EXPECT_GT(failures, 60);  // the generator does produce infeasible instances
}

TEST(Alldiff, SearchFindsExactlyTheSolutions) {
  std::mt19937_64 rng(13);
  for (int it = 0; it < 50; ++it) {  // the pruned enumerator agrees with the plain one
    Doms d = randomInstance(rng, 0);
    size_t product = 1;
    for (const auto& dom : d) product *= dom.size();
    if (product <= 5000) {
      ASSERT_EQ(solutions(d), test::bruteForce(d, allDistinct));
    }
  }
  for (int it = 0; it < 150; ++it) {
    Doms d = randomInstance(rng, kShifts[it % 3]);
    auto expected = solutions(d);
    for (Consistency c : {Consistency::Value, Consistency::Bounds, Consistency::Domain}) {
      Space s;
      VarIds x = test::makeVars(s, d);
      alldifferent(s, x, c);
      ASSERT_EQ(test::searchAll(s, x), expected) << "instance " << it << " level " << toString(c);
    }
  }
}

// A random walk through checkpoints: at each step either go one level deeper (remove or fix a
// few random values, propagate, compare with the reference) or backtrack (the domains must be
// exactly those recorded at that level). The domain propagator's matching survives all of it.
// `checked` counts the propagated states compared.
// `post` replaces alldifferent(s, x, c) when given.
static void midSearch(Consistency c, Doms (*closure)(const Doms&), uint64_t seed, int& checked,
                      void (*post)(Space&, const VarIds&) = nullptr) {
  std::mt19937_64 rng(seed);
  for (int it = 0; it < 300; ++it) {
    Doms d = randomInstance(rng, kShifts[it % 3]);
    Space s;
    VarIds x = test::makeVars(s, d);
    if (post) post(s, x);
    else alldifferent(s, x, c);
    if (!s.propagate()) continue;
    std::vector<Doms> saved{current(s, x)};
    for (int step = 0; step < 40; ++step) {
      bool deeper = saved.size() < 6 && rng() % 3 != 0;
      if (!deeper) {
        if (saved.size() == 1) continue;
        s.popCheckpoint();
        saved.pop_back();
        ASSERT_EQ(current(s, x), saved.back());
        continue;
      }
      s.pushCheckpoint();
      bool ok = true;
      int changes = 1 + static_cast<int>(rng() % 2);
      for (int k = 0; k < changes && ok; ++k) {
        VarId v = x[rng() % x.size()];
        if (s.fixed(v)) continue;
        auto vals = s.values(v);
        Val val = vals[rng() % vals.size()];
        ok = rng() % 3 == 0 ? s.assign(v, val) : s.remove(v, val);
      }
      Doms before = current(s, x);
      Doms expected = closure(before);
      bool prop = ok && s.propagate();
      if (!prop) {
        ASSERT_TRUE(expected.empty()) << "failed although consistent, instance " << it;
        s.popCheckpoint();
        ASSERT_EQ(current(s, x), saved.back());
        continue;
      }
      ASSERT_EQ(current(s, x), expected) << "instance " << it << " step " << step;
      saved.push_back(expected);
      ++checked;
    }
  }
}

TEST(Alldiff, DomainConsistencyMidSearch) {
  int checked = 0;
  midSearch(Consistency::Domain, domainClosure, 21, checked);
  EXPECT_GT(checked, 1000);
}

// Small domains go to the one-word propagator (alldiff_domain64.cpp); the general one (any
// number of values) gets the same two checks here, posted directly.
void postGeneral(Space& s, const VarIds& x) {
  std::vector<Val> zero(x.size(), 0);
  alldifferentValue(s, x);
  postAlldiffDomainGeneral(s, x, zero);
}

TEST(Alldiff, GeneralDomainPropagatorIsExact) { expectDomainClosure(600, postGeneral); }

TEST(Alldiff, GeneralDomainPropagatorMidSearch) {
  int checked = 0;
  midSearch(Consistency::Domain, domainClosure, 23, checked, postGeneral);
  EXPECT_GT(checked, 1000);
}

// 64 variables and 64 values: the largest one-word constraint. Values 1..63 are a Hall set of
// variables 1..63, so x0 = 0; then fixing x1 = 1 leaves 1 to nobody else.
TEST(Alldiff, SixtyFourValuesInOneWord) {
  Space s;
  VarIds x = intVars(s, 64, 0, 63);
  alldifferentDomain(s, x);
  for (int i = 1; i < 64; ++i) ASSERT_TRUE(s.remove(x[i], 0));
  ASSERT_TRUE(s.propagate());
  EXPECT_TRUE(s.fixed(x[0]));
  EXPECT_EQ(s.value(x[0]), 0);
  s.pushCheckpoint();
  ASSERT_TRUE(s.assign(x[1], 1));
  ASSERT_TRUE(s.propagate());
  for (int i = 2; i < 64; ++i) EXPECT_FALSE(s.contains(x[i], 1));
  s.popCheckpoint();
  EXPECT_TRUE(s.contains(x[2], 1));
  ASSERT_TRUE(s.assign(x[1], 5));
  ASSERT_TRUE(s.assign(x[2], 5) == false || !s.propagate());
}

TEST(Alldiff, BoundsConsistencyMidSearch) {
  int checked = 0;
  midSearch(Consistency::Bounds, [](const Doms& d) { return boundsClosure(d); }, 22, checked);
  EXPECT_GT(checked, 1000);
}

TEST(Alldiff, PigeonholeFailsAtTheRoot) {
  for (Consistency c : {Consistency::Bounds, Consistency::Domain}) {
    Space s;
    VarIds x = intVars(s, 10, 1, 9);
    alldifferent(s, x, c);
    EXPECT_FALSE(s.propagate()) << toString(c);
    EXPECT_EQ(s.stats.nodes, 0u);
  }
  Space s;  // value elimination sees nothing until a variable is fixed
  VarIds x = intVars(s, 10, 1, 9);
  alldifferentValue(s, x);
  EXPECT_TRUE(s.propagate());
}

TEST(Alldiff, HallSetsInsideDomains) {
  // x0, x1 in {1, 5}: a Hall set inside the others' domains. Domain consistency removes 1 and 5
  // from x2 (interior values); bounds consistency can only remove them where they are bounds.
  Space s;
  VarId a = s.newVar(std::vector<Val>{1, 5}), b = s.newVar(std::vector<Val>{1, 5});
  VarId c = s.newVar(1, 5), d = s.newVar(1, 6);
  alldifferentDomain(s, {a, b, c, d});
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.values(c), (std::vector<Val>{2, 3, 4}));
  EXPECT_EQ(s.values(d), (std::vector<Val>{2, 3, 4, 6}));
}

TEST(Alldiff, RepeatedVariableFails) {
  for (Consistency c : {Consistency::Value, Consistency::Bounds, Consistency::Domain}) {
    Space s;
    VarIds x = intVars(s, 3, 0, 5);
    alldifferent(s, {x[0], x[1], x[0]}, c);
    // value elimination only notices when x0 is fixed; the others refuse at posting
    if (c != Consistency::Value) {
      EXPECT_FALSE(s.propagate()) << toString(c);
    }
  }
}

TEST(Alldiff, LargeAndBoundsOnlyDomainsFallBackToBounds) {
  // bounds-only variables: the domain level uses bounds reasoning (plus value elimination)
  Space s;
  VarId big = s.newVar(0, 10'000'000), p = s.newVar(0, 0), q = s.newVar(1, 1);
  alldifferentDomain(s, {big, p, q});
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.min(big), 2);
  // sparse values spanning more than the bitset limit of the domain propagator
  Doms d = {{0, 5000, 10000}, {0, 10000}, {0, 10000}};
  Space t;
  VarIds x = test::makeVars(t, d);
  alldifferentDomain(t, x);
  EXPECT_EQ(test::searchAll(t, x), solutions(d));
}

// Latin squares of order 5: 161280, every solution checked for distinct rows and columns.
TEST(Alldiff, LatinSquaresOrder5) {
  const int n = 5;
  Space s;
  std::vector<VarIds> g(n);
  for (auto& r : g) r = intVars(s, n, 1, n);
  for (int i = 0; i < n; ++i) {
    VarIds col;
    for (int j = 0; j < n; ++j) col.push_back(g[j][i]);
    alldifferentDomain(s, g[i]);
    alldifferentDomain(s, col);
  }
  VarIds all;
  for (auto& r : g) all.insert(all.end(), r.begin(), r.end());
  PhaseBrancher b(s, {{all, VarSel::MinDom, ValSel::Min}}, 1);
  uint64_t bad = 0;
  Search(s, b).run([&](Space& sp) {
    for (int i = 0; i < n; ++i) {
      std::set<Val> row, col;
      for (int j = 0; j < n; ++j) {
        row.insert(sp.value(g[i][j]));
        col.insert(sp.value(g[j][i]));
      }
      if (row.size() != size_t{n} || col.size() != size_t{n}) ++bad;
    }
    return true;
  });
  EXPECT_EQ(bad, 0u);
  EXPECT_EQ(s.stats.solutions, 161280u);
}

// Sudoku, the hot use: 27 alldifferent constraints over 81 cells. A hard puzzle (from Norvig's
// "hardest" list) has the same solution count at every level, domain <= bounds <= value in
// nodes, and the solution passes an independent check of rows, columns, boxes and givens.
TEST(Alldiff, SudokuAtEveryLevel) {
  const std::string puzzle =
      "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";
  uint64_t prevNodes = 0;
  for (Consistency c : {Consistency::Value, Consistency::Bounds, Consistency::Domain}) {
    Space s;
    VarIds cell = intVars(s, 81, 1, 9);
    for (int i = 0; i < 81; ++i)
      if (puzzle[i] != '.') s.assign(cell[i], puzzle[i] - '0');
    for (int u = 0; u < 9; ++u) {
      VarIds row, col, box;
      for (int k = 0; k < 9; ++k) {
        row.push_back(cell[u * 9 + k]);
        col.push_back(cell[k * 9 + u]);
        box.push_back(cell[(u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3]);
      }
      alldifferent(s, row, c);
      alldifferent(s, col, c);
      alldifferent(s, box, c);
    }
    PhaseBrancher b(s, {{cell, VarSel::MinDom, ValSel::Min}}, 1);
    std::vector<int> grid(81);
    Search(s, b).run([&](Space& sp) {
      for (int i = 0; i < 81; ++i) grid[i] = static_cast<int>(sp.value(cell[i]));
      return true;
    });
    EXPECT_EQ(s.stats.solutions, 1u) << toString(c);
    for (int i = 0; i < 81; ++i) {
      if (puzzle[i] != '.') {
        EXPECT_EQ(grid[i], puzzle[i] - '0');
      }
    }
    for (int u = 0; u < 9; ++u) {
      std::set<int> row, col, box;
      for (int k = 0; k < 9; ++k) {
        row.insert(grid[u * 9 + k]);
        col.insert(grid[k * 9 + u]);
        box.insert(grid[(u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3]);
      }
      EXPECT_EQ(row.size() + col.size() + box.size(), 27u) << "unit " << u << " at " << toString(c);
    }
    if (prevNodes) {
      EXPECT_LE(s.stats.nodes, prevNodes) << toString(c);
    }
    prevNodes = s.stats.nodes;
  }
}
