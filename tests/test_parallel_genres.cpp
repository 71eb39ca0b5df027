// The genres' split searches (--threads, the progress line): the grid genres' cell models
// (grid::searchCellModel) count as one thread does, with the same statistics under a static
// heuristic and every solution through the genre's checker; limits stop every worker with a
// lower bound; a search split for a progress line on one thread is the sequential tree, and the
// live counters it publishes end equal to the result.
#include <gtest/gtest.h>

#include <set>

#include "app/progress.h"
#include "cp/parallel.h"
#include "exactcover/dlx_parallel.h"
#include "puzzles/langford/langford.h"
#include "puzzles/latin/latin.h"
#include "puzzles/magic/magic.h"
#include "puzzles/queens/queens.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce {
namespace {

grid::SolveOptions threads(int t) {
  grid::SolveOptions so;
  so.strategy = Strategy{Strategy::Var::MinDom, cp::ValSel::Min};
  so.threads = t;
  return so;
}

TEST(ParallelGenres, LatinCountsAndStatisticsEqualOneThread) {
  const std::vector<int> empty(25, 0);
  const grid::Result one = latin::solve(5, empty, threads(1));
  EXPECT_EQ(one.count, 161280u);
  for (int t : {2, 3}) {
    const grid::Result r = latin::solve(5, empty, threads(t));
    EXPECT_EQ(r.status, cp::SearchStatus::Complete);
    EXPECT_EQ(r.count, 161280u) << t;
    EXPECT_EQ(r.stats.nodes, one.stats.nodes) << t;
    EXPECT_EQ(r.stats.failures, one.stats.failures) << t;
    EXPECT_EQ(latin::check(5, empty, r.first), "");
  }
}

TEST(ParallelGenres, SudokuAndMagicSolutionsOnceThroughTheChecker) {
  sudoku::Instance inst;
  inst.boxRows = inst.boxCols = 2;
  inst.cells.assign(16, 0);
  std::set<std::vector<int>> seen;
  grid::SolveOptions so = threads(4);
  so.onSolution = [&](const std::vector<int>& cells) {
    EXPECT_EQ(sudoku::check(inst, cells), "");
    seen.insert(cells);
    return true;
  };
  EXPECT_EQ(sudoku::solveCp(inst, so).count, 288u);
  EXPECT_EQ(seen.size(), 288u);

  seen.clear();
  so.onSolution = [&](const std::vector<int>& cells) {
    EXPECT_EQ(magic::check(3, cells), "");
    seen.insert(cells);
    return true;
  };
  so.strategy.alldiff = cp::Consistency::Bounds;
  EXPECT_EQ(magic::solve(3, so).count, 8u);
  EXPECT_EQ(seen.size(), 8u);
}

TEST(ParallelGenres, LimitsGiveALowerBound) {
  grid::SolveOptions so = threads(3);
  so.limits.nodes = 3000;
  const grid::Result r = latin::solve(5, std::vector<int>(25, 0), so);
  EXPECT_EQ(r.status, cp::SearchStatus::Limit);
  EXPECT_LT(r.count, 161280u);
  EXPECT_LE(r.stats.nodes, 3000u + 2 * 3);
  so.limits = {};
  so.limits.solutions = 5;
  EXPECT_EQ(latin::solve(5, std::vector<int>(25, 0), so).count, 5u);
}

TEST(ParallelGenres, OneThreadSplitForProgressIsTheSequentialTree) {
  const auto factory = queens::factory(9, cp::Consistency::Domain, cp::VarSel::MinDom, cp::ValSel::Min);
  cp::ParallelOptions plain;
  const cp::ParallelResult one = cp::parallelSearch(factory, plain);
  for (int t : {1, 3}) {
    cp::LiveProgress live;
    cp::ParallelOptions po;
    po.threads = t;
    po.live = &live;
    const cp::ParallelResult r = cp::parallelSearch(factory, po);
    EXPECT_EQ(r.stats.solutions, 352u);
    EXPECT_EQ(r.stats.nodes, one.stats.nodes) << t;
    EXPECT_GT(r.subproblems, 1u);
    EXPECT_EQ(live.subproblems.load(), r.subproblems);
    EXPECT_EQ(live.done.load(), r.subproblems);
    EXPECT_EQ(live.nodes.load(), r.stats.nodes) << t;
    EXPECT_EQ(live.solutions.load(), 352u);
  }
}

TEST(ParallelGenres, DancingLinksLiveProgress) {
  const exactcover::Problem p = langford::build(8, true).problem;
  for (int t : {1, 2}) {
    cp::LiveProgress live;
    exactcover::DlxParallelOptions o;
    o.threads = t;
    o.live = &live;
    const exactcover::DlxParallelResult r = exactcover::parallelRun(p, o);
    EXPECT_EQ(r.stats.solutions, 150u);
    EXPECT_GT(r.subproblems, 1u);
    EXPECT_EQ(live.done.load(), r.subproblems);
    EXPECT_EQ(live.solutions.load(), 150u) << t;
    EXPECT_EQ(live.nodes.load(), r.stats.nodes) << t;
  }
}

TEST(ParallelGenres, ProgressLine) {
  using app::Progress;
  EXPECT_EQ(Progress::shortCount(1234), "1234");
  EXPECT_EQ(Progress::shortCount(12345), "12.3k");
  EXPECT_EQ(Progress::shortCount(4.56e6), "4.56M");
  EXPECT_EQ(Progress::shortCount(789e9), "789G");
  EXPECT_EQ(Progress::line(0, 0, 0, 0, 0.5, 0), "deduce: splitting, 0 solutions, 0 nodes");
  // a tenth done: the ETA from the fraction of subproblems
  EXPECT_EQ(Progress::line(60, 30, 2000000, 5, 10, 0),
            "deduce: 30/60 subproblems (50%), 5 solutions, 2.00M nodes at 200k/s, ETA 0:10");
  // less: from the tree estimate and the node rate
  EXPECT_EQ(Progress::line(60, 1, 1000000, 5, 10, 4e6),
            "deduce: 1/60 subproblems (1%), 5 solutions, 1.00M nodes at 100k/s, ETA 0:30 (tree estimate 4.00M)");
  EXPECT_EQ(Progress::line(60, 60, 3000000, 7, 75, 4e6),
            "deduce: 60/60 subproblems (100%), 7 solutions, 3.00M nodes at 40.0k/s, done in 1:15");
}

}  // namespace
}  // namespace deduce
