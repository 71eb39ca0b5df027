// Latin squares (576 of order 4, 161280 of order 5) and magic squares (8 of order 3, 7040 of
// order 4), every solution through the independent checkers; paper 002's strategies.
#include <gtest/gtest.h>

#include "numbers_support.h"

#include <set>

#include "puzzles/latin/latin.h"
#include "puzzles/magic/magic.h"

namespace deduce {
namespace {

struct Count {
  uint64_t count = 0;
  size_t distinct = 0;
  std::string firstError;
};

template <class Solve, class Check>
Count countAll(Solve solve, Check check, Strategy st, bool keep) {
  Count c;
  std::set<std::vector<int>> seen;
  grid::SolveOptions so;
  so.strategy = st;
  so.onSolution = [&](const std::vector<int>& sol) {
    std::string why = check(sol);
    if (!why.empty() && c.firstError.empty()) c.firstError = why;
    if (keep) seen.insert(sol);
    return true;
  };
  c.count = solve(so).count;
  c.distinct = seen.size();
  return c;
}

Count latinCount(int n, Strategy st = {}, bool keep = true) {
  std::vector<int> empty(n * n, 0);
  return countAll([&](const grid::SolveOptions& so) { return latin::solve(n, empty, so); },
                  [&](const std::vector<int>& s) { return latin::check(n, empty, s); }, st, keep);
}

Count magicCount(int n, Strategy st = {}, bool keep = true) {
  return countAll([&](const grid::SolveOptions& so) { return magic::solve(n, so); },
                  [&](const std::vector<int>& s) { return magic::check(n, s); }, st, keep);
}

TEST(Latin, Order4Has576) {
  for (const char* s : {"S1", "S6", "S11"}) {
    Count c = latinCount(4, strategyNamed(s));
    EXPECT_EQ(c.count, 576u) << s;
    EXPECT_EQ(c.distinct, 576u) << s;
    EXPECT_EQ(c.firstError, "") << s;
  }
}

TEST(Latin, Order5Has161280) {
  Count c = latinCount(5, {}, false);
  EXPECT_EQ(c.count, 161280u);
  EXPECT_EQ(c.firstError, "");
}

TEST(Latin, CompletionKeepsGivensAndDetectsContradiction) {
  std::vector<int> g(16, 0);
  g[0] = 1;
  g[5] = 1;  // (1,1) = 1 too: the same value on the diagonal is fine for a Latin square
  g[15] = 2;
  grid::SolveOptions so;
  so.limits.solutions = 1;
  grid::Result r = latin::solve(4, g, so);
  ASSERT_EQ(r.count, 1u);
  EXPECT_EQ(latin::check(4, g, r.first), "");
  // row 0 = 1 2 3 _ and column 3 holds 4: unsolvable
  std::vector<int> bad(16, 0);
  bad[0] = 1, bad[1] = 2, bad[2] = 3, bad[7] = 4;
  EXPECT_EQ(latin::solve(4, bad, so).count, 0u);
}

TEST(Latin, CheckerRejects) {
  std::vector<int> g(9, 0);
  std::vector<int> ok = {1, 2, 3, 2, 3, 1, 3, 1, 2};
  EXPECT_EQ(latin::check(3, g, ok), "");
  std::vector<int> badRow = {1, 1, 3, 2, 3, 1, 3, 2, 2};
  EXPECT_NE(latin::check(3, g, badRow), "");
  std::vector<int> badCol = {1, 2, 3, 1, 2, 3, 2, 3, 1};
  EXPECT_NE(latin::check(3, g, badCol), "");
  g[0] = 2;
  EXPECT_NE(latin::check(3, g, ok), "");
}

TEST(Latin, FirstSolutionEveryStrategy) {
  for (int k = 1; k <= 12; ++k) {
    std::vector<int> empty(100, 0);
    grid::SolveOptions so;
    so.strategy = strategyNamed(sName(k));
    so.limits.solutions = 1;
    so.limits.nodes = 200000;
    grid::Result r = latin::solve(10, empty, so);
    if (r.count) {
      EXPECT_EQ(latin::check(10, empty, r.first), "") << k;
    }
    if (k <= 4) {
      EXPECT_EQ(r.count, 1u) << "S" << k;  // MiD strategies solve order 10 at once
    }
  }
}

TEST(Magic, Order3Has8) {
  for (int k = 1; k <= 12; ++k) {
    Count c = magicCount(3, strategyNamed(sName(k)));
    EXPECT_EQ(c.count, 8u) << "S" << k;
    EXPECT_EQ(c.distinct, 8u);
    EXPECT_EQ(c.firstError, "");
  }
}

TEST(Magic, Order4Has7040) {
  Count c = magicCount(4, {}, true);
  EXPECT_EQ(c.count, 7040u);
  EXPECT_EQ(c.distinct, 7040u);
  EXPECT_EQ(c.firstError, "");
}

TEST(Magic, CheckerRejects) {
  std::vector<int> lo = {2, 7, 6, 9, 5, 1, 4, 3, 8};
  EXPECT_EQ(magic::check(3, lo), "");
  std::vector<int> bad = lo;
  std::swap(bad[0], bad[1]);
  EXPECT_NE(magic::check(3, bad), "");
  std::vector<int> noDiag = {1, 5, 9, 6, 7, 2, 8, 3, 4};  // rows/cols 15, diagonals not
  EXPECT_NE(magic::check(3, noDiag), "");
  bad = lo;
  bad[4] = 2;
  EXPECT_NE(magic::check(3, bad), "");
  EXPECT_EQ(magic::magicSum(4), 34);
}

TEST(Magic, Order6RandomRestarts) {
  Options o;
  o.set("val", "random");
  o.set("restarts", "luby");
  o.set("seed", "3");
  grid::SolveOptions so;
  so.strategy = strategyFrom(o);
  so.limits.solutions = 1;
  so.limits.timeSeconds = 20;
  grid::Result r = magic::solve(6, so);
  ASSERT_EQ(r.count, 1u);
  EXPECT_EQ(magic::check(6, r.first), "");
}

}  // namespace
}  // namespace deduce
