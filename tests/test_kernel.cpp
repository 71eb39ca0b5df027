// Kernel tests: domains and trail, search modes and limits, known counts under every heuristic.
#include <gtest/gtest.h>

#include "cp/model.h"
#include "cp/search.h"
#include "puzzles/queens/queens.h"
#include "support.h"

using namespace deduce;
using namespace deduce::cp;

TEST(Domain, BitsetOperations) {
  Space s;
  VarId x = s.newVar(1, 100);
  EXPECT_EQ(s.size(x), 100u);
  s.pushCheckpoint();
  EXPECT_TRUE(s.remove(x, 50));
  EXPECT_FALSE(s.contains(x, 50));
  EXPECT_EQ(s.size(x), 99u);
  EXPECT_EQ(s.next(x, 49), 51);
  EXPECT_EQ(s.prev(x, 51), 49);
  EXPECT_TRUE(s.setMin(x, 50));
  EXPECT_EQ(s.min(x), 51);
  EXPECT_EQ(s.size(x), 50u);
  EXPECT_TRUE(s.setMax(x, 70));
  EXPECT_EQ(s.size(x), 20u);
  s.pushCheckpoint();
  EXPECT_TRUE(s.assign(x, 64));
  EXPECT_TRUE(s.fixed(x));
  EXPECT_FALSE(s.assign(x, 65));
  s.popCheckpoint();
  EXPECT_FALSE(s.failed());
  EXPECT_EQ(s.size(x), 20u);
  EXPECT_EQ(s.min(x), 51);
  s.popCheckpoint();
  EXPECT_EQ(s.size(x), 100u);
  EXPECT_TRUE(s.contains(x, 50));
}

TEST(Domain, SparseAndBoundsOnly) {
  Space s;
  VarId x = s.newVar(std::vector<Val>{-5, 3, 7, 200});
  EXPECT_EQ(s.size(x), 4u);
  EXPECT_EQ(s.min(x), -5);
  EXPECT_EQ(s.next(x, -5), 3);
  EXPECT_EQ(s.values(x), (std::vector<Val>{-5, 3, 7, 200}));
  EXPECT_TRUE(s.remove(x, -5));
  EXPECT_EQ(s.min(x), 3);
  VarId big = s.newVar(0, 10'000'000);
  EXPECT_TRUE(s.boundsOnly(big));
  EXPECT_TRUE(s.remove(big, 5));  // interior holes are ignored
  EXPECT_TRUE(s.setMin(big, 10));
  EXPECT_EQ(s.size(big), 10'000'000u - 9u);
}

TEST(Domain, TrailRestoresManyLevels) {
  Space s;
  VarIds x = intVars(s, 5, 0, 9);
  std::mt19937_64 rng(7);
  std::vector<std::vector<std::vector<Val>>> snapshots;
  for (int level = 0; level < 30; ++level) {
    std::vector<std::vector<Val>> snap;
    for (VarId v : x) snap.push_back(s.values(v));
    snapshots.push_back(snap);
    s.pushCheckpoint();
    for (int k = 0; k < 3; ++k) {
      VarId v = x[rng() % x.size()];
      if (s.size(v) > 1) s.remove(v, s.values(v)[rng() % s.size(v)]);
    }
  }
  for (int level = 29; level >= 0; --level) {
    s.popCheckpoint();
    for (size_t i = 0; i < x.size(); ++i) EXPECT_EQ(s.values(x[i]), snapshots[level][i]);
  }
}

// Subscriptions: every propagator on a variable is notified in the order of subscription,
// whether the subscription is in the merged array or still pending, across merges forced by
// many subscriptions and variables made after a merge; and assignments interleaved with
// posting (which used to merge everything at every event) see every subscriber.
TEST(Domain, SubscriptionOrderAcrossMerges) {
  struct Recorder : Propagator {
    std::vector<int>* log;
    int tag;
    Recorder(std::vector<int>* l, int t) : log(l), tag(t) { wantsNotify = true; }
    bool propagate(Space&) override { return true; }
    bool notify(Space&, int, uint8_t) override {
      log->push_back(tag);
      return false;
    }
  };
  Space s;
  std::vector<int> log;
  std::vector<VarId> x;
  std::vector<std::vector<int>> expected;
  int tag = 0;
  for (int round = 0; round < 6; ++round) {
    for (int k = 0; k < 50; ++k) {
      x.push_back(s.newVar(0, 9));
      expected.emplace_back();
    }
    // a few hundred subscriptions spread over all variables so far: some rounds trigger a merge
    for (int k = 0; k < 170; ++k) {
      const size_t v = (static_cast<size_t>(k) * 37 + static_cast<size_t>(round) * 11) % x.size();
      auto* p = s.emplace<Recorder>(&log, tag);
      s.subscribe(x[v], p, kEvDom);
      expected[v].push_back(tag++);
    }
    s.pushCheckpoint();  // events below happen inside a checkpoint: nothing is merged by propagate()
    for (size_t v = 0; v < x.size(); v += 7) {
      log.clear();
      ASSERT_TRUE(s.remove(x[v], 9));
      EXPECT_EQ(log, expected[v]) << "variable " << v << " round " << round;
    }
    s.popCheckpoint();
  }
  EXPECT_TRUE(s.propagate());  // at the root: merges what is pending
  for (size_t v = 0; v < x.size(); v += 5) {
    log.clear();
    ASSERT_TRUE(s.remove(x[v], 8));
    EXPECT_EQ(log, expected[v]) << "variable " << v << " after the final merge";
  }
}

static uint64_t countQueens(int n, Consistency c, VarSel vs, ValSel val) {
  Space s;
  queens::Model m = queens::build(s, n, c);
  PhaseBrancher b(s, {{m.q, vs, val}}, 3);
  uint64_t bad = 0;
  Search(s, b).run([&](Space& sp) {
    std::vector<int> cols;
    for (VarId v : m.q) cols.push_back(static_cast<int>(sp.value(v)));
    if (!queens::check(n, cols).empty()) ++bad;
    return true;
  });
  EXPECT_EQ(bad, 0u);
  return s.stats.solutions;
}

TEST(Search, QueensCounts) {
  for (Consistency c : {Consistency::Value, Consistency::Bounds, Consistency::Domain}) {
    EXPECT_EQ(countQueens(4, c, VarSel::MinDom, ValSel::Min), 2u);
    EXPECT_EQ(countQueens(8, c, VarSel::MinDom, ValSel::Min), 92u);
    EXPECT_EQ(countQueens(10, c, VarSel::MinDom, ValSel::Min), 724u);
  }
  EXPECT_EQ(countQueens(12, Consistency::Domain, VarSel::MinDom, ValSel::Min), 14200u);
}

TEST(Search, QueensEveryHeuristic) {
  for (VarSel vs : {VarSel::Input, VarSel::MinDom, VarSel::MaxDom, VarSel::DomWdeg})
    for (ValSel val : {ValSel::Min, ValSel::Max, ValSel::Mid, ValSel::Gav, ValSel::Random})
      EXPECT_EQ(countQueens(8, Consistency::Value, vs, val), 92u) << toString(vs) << "/" << toString(val);
}

static uint64_t countLatin(int n, Consistency c, VarSel vs, ValSel val) {
  Space s;
  std::vector<VarIds> g(n);
  for (auto& row : g) row = intVars(s, n, 1, n);
  for (int i = 0; i < n; ++i) {
    VarIds col;
    for (int j = 0; j < n; ++j) col.push_back(g[j][i]);
    alldifferent(s, g[i], c);
    alldifferent(s, col, c);
  }
  VarIds all;
  for (auto& row : g) all.insert(all.end(), row.begin(), row.end());
  PhaseBrancher b(s, {{all, vs, val}}, 5);
  Search(s, b).run(nullptr);
  return s.stats.solutions;
}

TEST(Search, LatinSquares) {
  for (VarSel vs : {VarSel::Input, VarSel::MinDom, VarSel::MaxDom, VarSel::DomWdeg})
    for (ValSel val : {ValSel::Min, ValSel::Max, ValSel::Mid, ValSel::Gav, ValSel::Random})
      for (Consistency c : {Consistency::Value, Consistency::Bounds, Consistency::Domain})
        EXPECT_EQ(countLatin(4, c, vs, val), 576u);
}

static uint64_t countMagic(int n, Consistency c, VarSel vs, ValSel val) {
  Space s;
  VarIds x = intVars(s, n * n, 1, n * n);
  alldifferent(s, x, c);
  Val m = n * (n * n + 1) / 2;
  VarIds d1, d2;
  for (int i = 0; i < n; ++i) {
    VarIds row, col;
    for (int j = 0; j < n; ++j) {
      row.push_back(x[i * n + j]);
      col.push_back(x[j * n + i]);
    }
    sum(s, row, Rel::EQ, m);
    sum(s, col, Rel::EQ, m);
    d1.push_back(x[i * n + i]);
    d2.push_back(x[i * n + n - 1 - i]);
  }
  sum(s, d1, Rel::EQ, m);
  sum(s, d2, Rel::EQ, m);
  PhaseBrancher b(s, {{x, vs, val}}, 9);
  Search(s, b).run(nullptr);
  return s.stats.solutions;
}

TEST(Search, MagicSquares) {
  for (VarSel vs : {VarSel::Input, VarSel::MinDom, VarSel::MaxDom, VarSel::DomWdeg})
    for (ValSel val : {ValSel::Min, ValSel::Max, ValSel::Mid, ValSel::Gav, ValSel::Random})
      EXPECT_EQ(countMagic(3, Consistency::Domain, vs, val), 8u);
  EXPECT_EQ(countMagic(3, Consistency::Value, VarSel::MinDom, ValSel::Min), 8u);
}

TEST(Search, SendMoreMoney) {
  Space s;
  VarIds x = intVars(s, 8, 0, 9);
  enum { S, E, N, D, M, O, R, Y };
  alldifferent(s, x, Consistency::Domain);
  notEqualConst(s, x[S], 0);
  notEqualConst(s, x[M], 0);
  linear(s, {1000, 100, 10, 1, 1000, 100, 10, 1, -10000, -1000, -100, -10, -1},
         {x[S], x[E], x[N], x[D], x[M], x[O], x[R], x[E], x[M], x[O], x[N], x[E], x[Y]}, Rel::EQ, 0);
  PhaseBrancher b(s, {{x, VarSel::Input, ValSel::Min}}, 1);
  std::vector<Val> sol;
  Search(s, b).run([&](Space& sp) {
    for (VarId v : x) sol.push_back(sp.value(v));
    return true;
  });
  EXPECT_EQ(s.stats.solutions, 1u);
  EXPECT_EQ(sol, (std::vector<Val>{9, 5, 6, 7, 1, 0, 8, 2}));
}

TEST(Search, BranchAndBoundKnapsack) {
  // maximise 10a + 13b + 7c + 8d subject to 5a + 6b + 4c + 5d <= 14, a..d in 0..2
  // brute force gives the optimum
  Val best = -1;
  for (int a = 0; a <= 2; ++a)
    for (int b = 0; b <= 2; ++b)
      for (int c = 0; c <= 2; ++c)
        for (int d = 0; d <= 2; ++d)
          if (5 * a + 6 * b + 4 * c + 5 * d <= 14) best = std::max<Val>(best, 10 * a + 13 * b + 7 * c + 8 * d);
  for (ValSel val : {ValSel::Min, ValSel::Max, ValSel::Mid}) {
    Space s;
    VarIds x = intVars(s, 4, 0, 2);
    VarId obj = s.newVar(0, 1000);
    linear(s, {5, 6, 4, 5}, x, Rel::LE, 14);
    linearEqVar(s, {10, 13, 7, 8}, x, obj);
    PhaseBrancher b(s, {{x, VarSel::Input, val}}, 1);
    SearchOptions so;
    so.objective = obj;
    so.maximize = true;
    Val last = -1;
    int improving = 0;
    SearchStatus st = Search(s, b, so).run([&](Space& sp) {
      EXPECT_GT(sp.value(obj), last);
      last = sp.value(obj);
      ++improving;
      return true;
    });
    EXPECT_EQ(st, SearchStatus::Complete);
    EXPECT_EQ(last, best);
    EXPECT_GE(improving, 1);
  }
}

TEST(Search, LimitsStopTheSearch) {
  {
    Space s;
    queens::Model m = queens::build(s, 12, Consistency::Value);
    PhaseBrancher b(s, {{m.q, VarSel::MinDom, ValSel::Min}}, 1);
    SearchOptions so;
    so.limits.nodes = 500;
    EXPECT_EQ(Search(s, b, so).run(nullptr), SearchStatus::Limit);
    EXPECT_LE(s.stats.nodes, 501u);
  }
  {
    Space s;
    queens::Model m = queens::build(s, 12, Consistency::Value);
    PhaseBrancher b(s, {{m.q, VarSel::MinDom, ValSel::Min}}, 1);
    SearchOptions so;
    so.limits.solutions = 10;
    EXPECT_EQ(Search(s, b, so).run(nullptr), SearchStatus::SolutionCap);
    EXPECT_EQ(s.stats.solutions, 10u);
  }
  {
    Space s;
    queens::Model m = queens::build(s, 14, Consistency::Value);
    PhaseBrancher b(s, {{m.q, VarSel::MinDom, ValSel::Min}}, 1);
    g_stopRequested = true;
    EXPECT_EQ(Search(s, b).run(nullptr), SearchStatus::Interrupted);
    g_stopRequested = false;
  }
  {
    Space s;
    queens::Model m = queens::build(s, 30, Consistency::Value);
    PhaseBrancher b(s, {{m.q, VarSel::Input, ValSel::Min}}, 1);
    SearchOptions so;
    so.limits.timeSeconds = 0.05;
    auto t0 = std::chrono::steady_clock::now();
    EXPECT_EQ(Search(s, b, so).run(nullptr), SearchStatus::Limit);  // 30-queens has ~10^19 solutions... all of them
    double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    EXPECT_LT(el, 5.0);
  }
}

TEST(Search, RestartsFindSolutions) {
  Space s;
  queens::Model m = queens::build(s, 40, Consistency::Domain);
  PhaseBrancher b(s, {{m.q, VarSel::MinDom, ValSel::Random}}, 11);
  SearchOptions so;
  so.restarts = Restarts::Luby;
  so.restartScale = 10;
  so.limits.solutions = 1;
  std::vector<int> cols;
  EXPECT_EQ(Search(s, b, so).run([&](Space& sp) {
    for (VarId v : m.q) cols.push_back(static_cast<int>(sp.value(v)));
    return true;
  }), SearchStatus::SolutionCap);
  EXPECT_EQ(queens::check(40, cols), "");
}

TEST(Search, LubySequence) {
  std::vector<uint64_t> want = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8};
  for (size_t i = 0; i < want.size(); ++i) EXPECT_EQ(luby(i + 1), want[i]);
}

TEST(Search, UnsatisfiableRoot) {
  Space s;
  VarIds x = intVars(s, 4, 1, 3);
  alldifferent(s, x, Consistency::Value);
  PhaseBrancher b(s, {{x, VarSel::MinDom, ValSel::Min}}, 1);
  EXPECT_EQ(Search(s, b).run(nullptr), SearchStatus::Complete);
  EXPECT_EQ(s.stats.solutions, 0u);
}

TEST(Search, RestartsNeverCountTwice) {
  // enumeration ignores restarts: every solution exactly once
  Space s;
  queens::Model m = queens::build(s, 8, Consistency::Value);
  PhaseBrancher b(s, {{m.q, VarSel::MinDom, ValSel::Random}}, 5);
  SearchOptions so;
  so.restarts = Restarts::Luby;
  so.restartScale = 1;
  std::set<std::vector<Val>> seen;
  Search(s, b, so).run([&](Space& sp) {
    std::vector<Val> t;
    for (VarId v : m.q) t.push_back(sp.value(v));
    EXPECT_TRUE(seen.insert(t).second);
    return true;
  });
  EXPECT_EQ(s.stats.solutions, 92u);
  EXPECT_EQ(seen.size(), 92u);
}
