// The constraint-programming engine as the driver calls it: a genre builds its model in a
// cp::Space with a brancher, and searchModel runs the search with the request's limits,
// solution count, restarts and objective, handing every solution (read back by `extract`) to
// the driver.
#pragma once

#include <chrono>

#include "app/driver.h"

namespace deduce::app {

// Whole time of a run, model construction included: started when the genre's engine starts
// building, stored into the report's time_ms by searchModel.
using Clock = std::chrono::steady_clock;

template <class Sol, class Extract>
Report searchModel(cp::Space& s, cp::Brancher& br, const Request& r, Extract extract, const SolutionFn<Sol>& onSolution,
                   Clock::time_point started, cp::VarId objective = -1, bool maximize = false) {
  cp::SearchOptions so;
  so.limits = r.limits;
  if (objective >= 0) so.limits.solutions = 0;  // branch and bound needs every improvement
  so.objective = objective;
  so.maximize = maximize;
  so.restarts = r.strategy.restarts;
  so.restartScale = r.strategy.restartScale;
  cp::Search search(s, br, so);
  Report rep;
  rep.status = search.run([&](cp::Space& sp) { return onSolution(extract(sp)); });
  rep.stats = s.stats;
  rep.stats.timeMs = std::chrono::duration<double, std::milli>(Clock::now() - started).count();
  return rep;
}

}  // namespace deduce::app
