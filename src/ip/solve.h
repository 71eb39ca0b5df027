// Solving an ip::Model with CBC (COIN-OR branch and cut) in-process: Clp for the LP
// relaxations (OsiClpSolverInterface), CbcModel for branch and cut with CBC's usual cut
// generators (probing, Gomory, knapsack covers, cliques, mixed-integer rounding, flow covers)
// and rounding / feasibility-pump heuristics when Options::cuts asks for them. CBC's log is
// silenced.
//
// Beyond one branch and cut run, solve() adds two loops around CBC:
//   lazy constraints  a callback is shown every integral node LP inside CBC (a cut generator
//                     called at every node and solution) and every integer solution CBC
//                     returns; violated rows (e.g. subtour elimination for a spanning tree)
//                     become global cuts, are kept in the model, and when CBC returned a
//                     violating solution it runs again, until a solution passes. The result is
//                     optimal for the model with all lazy rows, since each run optimises a
//                     relaxation of it.
//   enumeration       after a solution, a no-good cut over the binary decision variables
//                     (sum over x*_j=1 of (1 - x_j) + sum over x*_j=0 of x_j >= 1) excludes
//                     exactly that assignment and CBC runs again, up to maxSolutions (0 =
//                     all) — so uniqueness (2) and counting work as with the CP engine.
// Limits: a time limit (wall clock, over all runs), a node limit (over all runs) and
// cp::g_stopRequested (Ctrl-C), polled by a CBC event handler at every node.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "cp/search.h"
#include "ip/model.h"

namespace deduce::ip {

// Given an integer solution (one value per variable, integers rounded), the rows it violates
// and that must hold; empty when the solution is acceptable. As Options::separate: given a
// fractional LP point, rows of the model it violates.
using LazyFn = std::function<std::vector<Row>(const std::vector<double>& x)>;

struct Solution;
struct Options {
  double timeSeconds = 0;     // 0 = none
  uint64_t nodes = 0;         // branch-and-bound nodes over all runs; 0 = none
  uint64_t maxSolutions = 1;  // 0 = all
  // With an objective: enumerate only solutions as good as the first (the optima).
  bool optimalOnly = true;
  LazyFn lazy;
  // Optional separation at fractional LP points (user cuts): given an LP solution, rows of the
  // lazy family it violates (e.g. subtour inequalities of the support graph's components), or
  // valid rows of a model without lazy rows (Circuit CM2's connectivity rows). Called at every
  // node whose LP is fractional; the rows are global cuts, counted in Stats::lazyRows.
  LazyFn separate;
  // The time limit in CPU seconds of this process instead of wall-clock seconds (CBC's
  // setUseElapsedTime(false)): for benchmarks on a loaded machine.
  bool cpuTime = false;
  // Called with each solution as it is found; returning false stops (status SolutionCap).
  std::function<bool(const Solution&)> onSolution;
  // CBC's cut generators and heuristics. Off by default: on the puzzle models the root LP is
  // integral or nearly so, and the root cut rounds cost more than they save (Zebra 1962:
  // 3 ms without, 0.7 s with; Hashi 30x30: 0.2-0.9 s without, 0.4-2.8 s with). On: Circuit
  // CM1/CM2, whose relaxations are weak (8x8: 17 s with, 30 s without).
  bool cuts = false;
};

struct Stats {
  double rootLp = 0;         // objective of the LP relaxation of the model as given
  bool rootLpFeasible = false;
  uint64_t runs = 0;         // CBC branch-and-cut runs (1 + lazy rounds + no-goods)
  uint64_t nodes = 0;        // branch-and-bound nodes over all runs
  uint64_t iterations = 0;   // simplex iterations over all runs
  uint64_t cuts = 0;         // cuts added by CBC's generators over all runs
  uint64_t lazyRows = 0;     // rows added by the lazy callback
  uint64_t noGoods = 0;      // no-good cuts added for enumeration
  double timeMs = 0;
};

struct Solution {
  std::vector<double> x;  // per variable; integer variables rounded
  double objective = 0;
  double value(VarId v) const { return x[v]; }
  bool isOne(VarId v) const { return x[v] > 0.5; }
};

struct Result {
  std::vector<Solution> solutions;
  // Complete: every solution (up to optimalOnly) found, the optimum proven, or none exists;
  // SolutionCap: maxSolutions reached; Limit: time or node limit; Interrupted: g_stopRequested.
  cp::SearchStatus status = cp::SearchStatus::Complete;
  Stats stats;
};

Result solve(const Model& m, const Options& opt = {});

// A genre's answer from the IP engine: its solutions decoded to the genre's type.
template <class GenreSolution>
struct Answers {
  std::vector<GenreSolution> solutions;
  cp::SearchStatus status = cp::SearchStatus::Complete;
  Stats stats;
};
// Solve and decode every solution with `decode(const Solution&)`.
template <class Decode>
auto solveAndDecode(const Model& m, const Options& opt, Decode decode)
    -> Answers<decltype(decode(std::declval<const Solution&>()))> {
  Result r = solve(m, opt);
  Answers<decltype(decode(std::declval<const Solution&>()))> a;
  for (const Solution& s : r.solutions) a.solutions.push_back(decode(s));
  a.status = r.status;
  a.stats = r.stats;
  return a;
}

// The CP engine's limits as IP options (time, nodes, solutions) and the IP statistics in the
// CP engine's shape (nodes, solutions, time), for drivers that print either.
Options optionsFrom(const cp::Limits& limits);
cp::Stats cpStats(const Result& r);

// The turn of CBC runs in this process: solve and lpRelaxation hold it while CBC runs (CBC
// shares random state between runs), and a run waiting for it gives up at its time limit
// (status Limit) or on cp::g_stopRequested (Interrupted). Public so that tests can hold it.
std::timed_mutex& cbcTurn();

// The LP relaxation alone (integrality dropped): its optimal objective, or false when it is
// infeasible or unbounded.
bool lpRelaxation(const Model& m, double& objective);

}  // namespace deduce::ip
