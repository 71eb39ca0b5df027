// Parallel search (cp/parallel.h): counts equal to one thread and to the known values, every
// solution of --all once and through the genre's checker, the same optimum for branch and bound,
// statistics that add up, and limits that stop every worker.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <set>

#include "cp/parallel.h"
#include "exactcover/dlx_parallel.h"
#include "puzzles/enigma1225/enigma1225.h"
#include "puzzles/langford/langford.h"
#include "puzzles/magic/magic.h"
#include "puzzles/pentomino/pentomino.h"
#include "puzzles/queens/queens.h"

namespace deduce::cp {
namespace {

ModelFactory queensFactory(int n, VarSel var = VarSel::MinDom) {
  return queens::factory(n, Consistency::Domain, var, ValSel::Min);
}

ParallelOptions threads(int t, int perWorker = 30) {
  ParallelOptions o;
  o.threads = t;
  o.subproblemsPerWorker = perWorker;
  return o;
}

TEST(Parallel, QueensCountsEqualOneThread) {
  const std::map<int, uint64_t> known = {{8, 92}, {9, 352}, {10, 724}};
  for (auto [n, count] : known) {
    const ParallelResult one = parallelSearch(queensFactory(n), threads(1));
    EXPECT_EQ(one.status, SearchStatus::Complete);
    EXPECT_EQ(one.stats.solutions, count) << n;
    for (int t : {2, 3, 4}) {
      const ParallelResult r = parallelSearch(queensFactory(n), threads(t));
      EXPECT_EQ(r.status, SearchStatus::Complete) << n << " " << t;
      EXPECT_EQ(r.stats.solutions, count) << n << " threads " << t;
      EXPECT_EQ(r.subproblemsDone, r.subproblems);
      // at least a quarter of the target, or every leaf
      EXPECT_TRUE(r.subproblems * 4 >= 30u * t || r.subproblems == count) << n;
      // a static heuristic explores the same tree, split or not
      EXPECT_EQ(r.stats.nodes, one.stats.nodes) << n << " threads " << t;
      EXPECT_EQ(r.stats.failures, one.stats.failures) << n << " threads " << t;
      EXPECT_EQ(r.stats.enumerations, one.stats.enumerations) << n << " threads " << t;
      EXPECT_EQ(r.stats.maxDepth, one.stats.maxDepth) << n << " threads " << t;
    }
  }
}

TEST(Parallel, DomWdegCountIsExact) {
  // the workers' heuristics differ from one thread's (weights learnt per space): same count
  EXPECT_EQ(parallelSearch(queensFactory(9, VarSel::DomWdeg), threads(3)).stats.solutions, 352u);
}

TEST(Parallel, AllSolutionsOnceThroughTheChecker) {
  const int n = 8;
  VarIds q;
  for (int i = 0; i < n; ++i) q.push_back(i);  // queens::build makes the n row variables first
  std::set<std::vector<int>> seen;
  uint64_t calls = 0;
  const ParallelResult r = parallelSearch(queensFactory(n), threads(4, 10), [&](Space& s) {
    std::vector<int> cols;
    for (VarId v : q) cols.push_back(static_cast<int>(s.value(v)));
    EXPECT_EQ(queens::check(n, cols), "");
    seen.insert(cols);
    ++calls;
    return true;
  });
  EXPECT_EQ(r.status, SearchStatus::Complete);
  EXPECT_EQ(calls, 92u);
  EXPECT_EQ(seen.size(), 92u);
  EXPECT_EQ(r.stats.solutions, 92u);
}

TEST(Parallel, MagicFourCounts7040) {
  for (int t : {2, 4}) {
    const ParallelResult r = parallelSearch(
        [] {
          WorkerModel m;
          m.space = std::make_unique<Space>();
          const VarIds x = magic::build(*m.space, 4, Consistency::Domain);
          m.brancher = std::make_unique<PhaseBrancher>(*m.space, std::vector<Phase>{{x, VarSel::MinDom, ValSel::Min}}, 1);
          return m;
        },
        threads(t));
    EXPECT_EQ(r.status, SearchStatus::Complete);
    EXPECT_EQ(r.stats.solutions, 7040u) << t;
  }
}

TEST(Parallel, EnigmaBasicOptimumEqualsOneThread) {
  const std::map<int, int64_t> optimum = {{4, 40}, {5, 55}, {6, 180}};
  for (const auto& [size, best] : optimum) {
    const int n = size;  // a lambda below uses it (clang 14 cannot capture a structured binding)
    const enigma1225::Result seq = enigma1225::solveBasic(n, {});
    ASSERT_TRUE(seq.complete);
    EXPECT_EQ(seq.total, best);
    for (int t : {2, 4}) {
      std::shared_ptr<enigma1225::BasicModel> vars;
      int64_t last = -1;
      const ParallelResult r = parallelSearch(enigma1225::basicFactory(n, true, &vars), threads(t), [&](Space& s) {
        EXPECT_GT(s.value(vars->S), last);  // reported solutions improve strictly
        last = s.value(vars->S);
        EXPECT_EQ(enigma1225::check(n, enigma1225::basicBoard(s, *vars), last), "");
        return true;
      });
      EXPECT_EQ(r.status, SearchStatus::Complete) << n << " " << t;
      ASSERT_TRUE(r.hasBound);
      EXPECT_EQ(r.best, best) << n << " threads " << t;
      EXPECT_EQ(last, best);
    }
  }
}

TEST(Parallel, NodeLimitIsATotal) {
  ParallelOptions o = threads(4);
  o.limits.nodes = 5000;
  const ParallelResult r = parallelSearch(queensFactory(12), o);
  EXPECT_EQ(r.status, SearchStatus::Limit);
  EXPECT_LE(r.stats.nodes, 5000u + 2 * 4);
  EXPECT_GT(r.stats.nodes, 4000u);
  EXPECT_LT(r.stats.solutions, 14200u);  // a lower bound
}

TEST(Parallel, FailureAndTimeLimitsStopEveryWorker) {
  ParallelOptions o = threads(3);
  o.limits.failures = 3000;
  ParallelResult r = parallelSearch(queensFactory(13), o);
  EXPECT_EQ(r.status, SearchStatus::Limit);
  EXPECT_LT(r.stats.failures, 3000u + 3 * 64);
  o.limits.failures = 0;
  o.limits.timeSeconds = 0.05;
  r = parallelSearch(queensFactory(18), o);
  EXPECT_EQ(r.status, SearchStatus::Limit);
  EXPECT_LT(r.stats.timeMs, 2000);
}

TEST(Parallel, SolutionCapAndCallbackStop) {
  ParallelOptions o = threads(4);
  o.limits.solutions = 7;
  uint64_t calls = 0;
  ParallelResult r = parallelSearch(queensFactory(10), o, [&](Space&) { return ++calls, true; });
  EXPECT_EQ(r.status, SearchStatus::SolutionCap);
  EXPECT_EQ(calls, 7u);
  EXPECT_EQ(r.stats.solutions, 7u);
  calls = 0;
  r = parallelSearch(queensFactory(10), threads(4), [&](Space&) { return ++calls < 3; });
  EXPECT_EQ(r.status, SearchStatus::SolutionCap);
  EXPECT_EQ(calls, 3u);
}

TEST(Parallel, StopRequestInterruptsAll) {
  g_stopRequested = true;
  const ParallelResult r = parallelSearch(queensFactory(14), threads(2));
  g_stopRequested = false;
  EXPECT_EQ(r.status, SearchStatus::Interrupted);
}

TEST(Parallel, PathsRoundTrip) {
  Path p = {{{Choice::Eq, 3, 7}, false}, {{Choice::Le, 0, -2}, true}};
  const std::vector<int64_t> v = toInts(p);
  Path back;
  ASSERT_TRUE(fromInts(v.data(), v.size(), back));
  ASSERT_EQ(back.size(), 2u);
  EXPECT_EQ(back[1].choice.kind, Choice::Le);
  EXPECT_EQ(back[1].choice.val, -2);
  EXPECT_TRUE(back[1].right);
  EXPECT_FALSE(fromInts(v.data(), 3, back));
  const std::vector<int64_t> bad = {5, 0, 0, 0};
  EXPECT_FALSE(fromInts(bad.data(), bad.size(), back));
}

}  // namespace
}  // namespace deduce::cp

namespace deduce::exactcover {
namespace {

DlxParallelOptions dlxThreads(int t, int perWorker = 30) {
  DlxParallelOptions o;
  o.threads = t;
  o.subproblemsPerWorker = perWorker;
  return o;
}

Problem queensCover(int n) {
  // rows and columns primary, diagonals secondary (Knuth's formulation)
  Problem p;
  for (int i = 0; i < n; ++i) p.addPrimary(name("r", i));
  for (int i = 0; i < n; ++i) p.addPrimary(name("c", i));
  for (int i = 0; i < 2 * n - 1; ++i) p.addSecondary(name("a", i));
  for (int i = 0; i < 2 * n - 1; ++i) p.addSecondary(name("b", i));
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) p.addOption(std::vector<int>{r, n + c, 2 * n + r + c, 2 * n + (2 * n - 1) + (r - c + n - 1)});
  return p;
}

TEST(DlxParallel, QueensCountsAndStatsEqualOneThread) {
  const std::map<int, uint64_t> known = {{8, 92}, {9, 352}, {10, 724}};
  for (auto [n, count] : known) {
    const Problem p = queensCover(n);
    const DlxParallelResult one = parallelRun(p, dlxThreads(1));
    EXPECT_EQ(one.stats.solutions, count);
    for (int t : {2, 4}) {
      const DlxParallelResult r = parallelRun(p, dlxThreads(t));
      EXPECT_EQ(r.status, cp::SearchStatus::Complete);
      EXPECT_EQ(r.stats.solutions, count) << n << " threads " << t;
      EXPECT_EQ(r.stats.nodes, one.stats.nodes) << n << " threads " << t;
      EXPECT_EQ(r.stats.updates, one.stats.updates) << n << " threads " << t;
      EXPECT_EQ(r.stats.backtracks, one.stats.backtracks) << n << " threads " << t;
      EXPECT_EQ(r.stats.failures, one.stats.failures) << n << " threads " << t;
      EXPECT_EQ(r.stats.maxDepth, one.stats.maxDepth) << n << " threads " << t;
      EXPECT_EQ(r.subproblemsDone, r.subproblems);
    }
  }
}

// The split reaches the target whenever the tree is deep enough: a shallower depth short of it
// is not kept (the first levels of an exact cover are very uneven), and the prefixes of the
// chosen depth together hold the whole tree (the count below them equals one thread's).
TEST(DlxParallel, SplitReachesTheTarget) {
  for (int n : {8, 10}) {
    const Problem p = queensCover(n);
    const uint64_t all = parallelRun(p, dlxThreads(1)).stats.solutions;
    for (uint64_t target : {2u, 10u, 60u, 200u}) {
      Dlx d(p);
      const DlxSplit sp = splitDlx(d, target);
      EXPECT_GE(sp.prefixes.size(), target) << n << " target " << target;
      if (sp.depth > 0) {
        Dlx shallower(p);
        DlxStats st;
        uint64_t open = 0;
        EXPECT_LT(shallower.split(sp.depth - 1, st, open).size(), target) << n << " target " << target;
      }
      uint64_t below = sp.stats.solutions;
      for (const auto& prefix : sp.prefixes) {
        Dlx w(p);
        w.runBelow(prefix, {}, {});
        below += w.stats().solutions;
      }
      EXPECT_EQ(below, all) << n << " target " << target;
    }
  }
}

TEST(DlxParallel, LangfordCountsAndEverySolutionChecked) {
  for (const auto& [size, count] : std::map<int, uint64_t>{{7, 26}, {8, 150}}) {
    const int n = size;  // captured below
    const langford::Cover c = langford::build(n, true);
    for (int t : {1, 2, 3}) {
      std::set<std::vector<int>> seen;
      const DlxParallelResult r = parallelRun(c.problem, dlxThreads(t, 8), [&](const std::vector<int>& opts) {
        EXPECT_EQ(check(c.problem, opts), "");
        const std::vector<int> seq = langford::sequence(c, n, opts);
        EXPECT_EQ(langford::check(n, seq), "");
        seen.insert(seq);
        return true;
      });
      EXPECT_EQ(r.stats.solutions, count) << n << " threads " << t;
      EXPECT_EQ(seen.size(), count) << n << " threads " << t;
    }
    // the count-only path (no callback, no lock)
    EXPECT_EQ(parallelRun(c.problem, dlxThreads(2)).stats.solutions, count);
  }
}

TEST(DlxParallel, PentominoCount) {
  const pentomino::Cover c = pentomino::build(6, 10, true);
  const DlxParallelResult r = parallelRun(c.problem, dlxThreads(2), [&](const std::vector<int>& opts) {
    EXPECT_EQ(pentomino::check(pentomino::board(c, opts)), "");
    return true;
  });
  EXPECT_EQ(r.status, cp::SearchStatus::Complete);
  EXPECT_EQ(r.stats.solutions, 2339u);
}

TEST(DlxParallel, NodeLimitExactOnOneThreadAndATotalOnMore) {
  const Problem p = queensCover(12);
  DlxParallelOptions o = dlxThreads(1);
  o.dlx.limits.nodes = 1000;
  DlxParallelResult r = parallelRun(p, o);
  EXPECT_EQ(r.status, cp::SearchStatus::Limit);
  EXPECT_EQ(r.stats.nodes, 1000u);
  o.threads = 3;
  o.dlx.limits.nodes = 20000;
  r = parallelRun(p, o);
  EXPECT_EQ(r.status, cp::SearchStatus::Limit);
  EXPECT_LE(r.stats.nodes, 20000u + 3 * 256);
  EXPECT_GE(r.stats.nodes, 20000u);
  EXPECT_LT(r.stats.solutions, 14200u);
}

TEST(DlxParallel, FailureLimitTimeLimitCapAndStop) {
  const Problem p = queensCover(13);
  DlxParallelOptions o = dlxThreads(1);
  o.dlx.limits.failures = 50;
  DlxParallelResult r = parallelRun(p, o);
  EXPECT_EQ(r.status, cp::SearchStatus::Limit);
  EXPECT_EQ(r.stats.failures, 50u);
  o.threads = 2;
  o.dlx.limits.failures = 5000;
  r = parallelRun(p, o);
  EXPECT_EQ(r.status, cp::SearchStatus::Limit);
  EXPECT_GE(r.stats.failures, 5000u);
  o.dlx.limits.failures = 0;
  o.dlx.limits.timeSeconds = 0.05;
  r = parallelRun(queensCover(20), o);
  EXPECT_EQ(r.status, cp::SearchStatus::Limit);
  EXPECT_LT(r.stats.timeMs, 2000);
  o.dlx.limits.timeSeconds = 0;
  o.dlx.limits.solutions = 5;
  uint64_t calls = 0;
  r = parallelRun(p, o, [&](const std::vector<int>&) { return ++calls, true; });
  EXPECT_EQ(r.status, cp::SearchStatus::SolutionCap);
  EXPECT_EQ(calls, 5u);
  cp::g_stopRequested = true;
  r = parallelRun(p, dlxThreads(2));
  cp::g_stopRequested = false;
  EXPECT_EQ(r.status, cp::SearchStatus::Interrupted);
}

}  // namespace
}  // namespace deduce::exactcover
