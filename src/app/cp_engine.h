// The constraint-programming engine as the driver calls it: a genre builds its model in a
// cp::Space with a brancher, and searchModel runs the search with the request's limits,
// solution count, restarts and objective, handing every solution (read back by `extract`) to
// the driver.
#pragma once

#include <chrono>

#include "app/driver.h"
#include "app/progress.h"
#include "cp/estimate.h"
#include "cp/parallel.h"

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

// `o` with the engine-scoped options of an engine that splits its search (--threads, --progress).
inline std::vector<std::string> withThreads(std::vector<std::string> o) {
  o.push_back("threads");
  o.push_back("progress");
  return o;
}

// Whether a request goes through the split search: more than one thread, or a progress line.
inline bool splitSearch(const Request& r) { return r.threads != 1 || r.progress; }

// searchModel on every core (--threads N) or with a progress line: embarrassingly parallel search
// (cp/parallel.h) over models built by `factory`, one per worker. `extract` reads a solution
// from any worker's space (a factory builds the same variable ids every time); solutions reach
// onSolution one at a time, in an order that depends on the scheduling. Branch and bound when
// the factory's model has an objective.
template <class Sol, class Extract>
Report searchModelParallel(const cp::ModelFactory& factory, const Request& r, Extract extract,
                           const SolutionFn<Sol>& onSolution, Clock::time_point started) {
  cp::ParallelOptions po;
  po.threads = r.threads;
  po.limits = r.limits;
  po.restarts = r.strategy.restarts;
  po.restartScale = r.strategy.restartScale;
  // a model of the display's own for the ETA of a count: Knuth's estimate of the whole tree
  // (none for branch and bound, whose bound prunes it)
  auto probe = std::make_shared<cp::WorkerModel>(factory());
  const bool optimise = probe->objective >= 0;
  if (optimise) po.limits.solutions = 0;  // branch and bound needs every improvement
  std::function<double()> estimate;
  if (r.progress && !optimise)
    estimate = [probe, seed = r.strategy.seed] {
      return cp::estimateTreeSize(*probe->space, *probe->brancher, 200, seed, 0.5).nodes;
    };
  Progress progress(r.progress, estimate);
  po.live = progress.live();
  cp::ParallelResult res = cp::parallelSearch(factory, po, [&](cp::Space& sp) { return onSolution(extract(sp)); });
  Report rep;
  rep.status = res.status;
  rep.stats = res.stats;
  rep.stats.timeMs = std::chrono::duration<double, std::milli>(Clock::now() - started).count();
  return rep;
}

}  // namespace deduce::app
