// Restart policies of cp::Search (Luby, geometric with any base, constant, linear): the budgets
// restart the search, and every policy whose budgets grow still proves unsatisfiability.
#include <gtest/gtest.h>

#include "cp/model.h"
#include "cp/search.h"

namespace deduce {
namespace {

// 7 pigeons, 6 holes, pairwise different by value elimination only: unsatisfiable after many
// failures. Returns the search status; `restarts` gets the number of restarts.
cp::SearchStatus pigeons(cp::Restarts r, uint64_t scale, double base, uint64_t& restarts) {
  cp::Space s;
  cp::VarIds x = cp::intVars(s, 7, 0, 5);
  cp::alldifferentValue(s, x);
  cp::PhaseBrancher b(s, {{x, cp::VarSel::Input, cp::ValSel::Min}}, 1);
  cp::SearchOptions so;
  so.limits.solutions = 1;
  so.restarts = r;
  so.restartScale = scale;
  so.restartBase = base;
  cp::SearchStatus st = cp::Search(s, b, so).run([](cp::Space&) { return true; });
  restarts = s.stats.restarts;
  EXPECT_EQ(s.stats.solutions, 0u);
  return st;
}

TEST(Restarts, GrowingBudgetsRestartAndStayComplete) {
  uint64_t n = 0;
  EXPECT_EQ(pigeons(cp::Restarts::None, 10, 1.5, n), cp::SearchStatus::Complete);
  EXPECT_EQ(n, 0u);
  for (cp::Restarts r : {cp::Restarts::Luby, cp::Restarts::Geometric, cp::Restarts::Linear}) {
    EXPECT_EQ(pigeons(r, 10, 3.0, n), cp::SearchStatus::Complete);
    EXPECT_GT(n, 0u);
  }
  // a constant budget larger than the whole tree: one run, no restart
  EXPECT_EQ(pigeons(cp::Restarts::Constant, 1000000, 1.5, n), cp::SearchStatus::Complete);
  EXPECT_EQ(n, 0u);
}

TEST(Restarts, BudgetsFollowThePolicy) {
  // the number of restarts before the proof grows as the budgets grow more slowly
  uint64_t linear = 0, geometric = 0;
  pigeons(cp::Restarts::Linear, 5, 1.5, linear);
  pigeons(cp::Restarts::Geometric, 5, 4.0, geometric);
  EXPECT_GT(linear, geometric);
}

}  // namespace
}  // namespace deduce
