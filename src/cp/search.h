// Depth-first search with binary choices, limits, counting, branch and bound and restarts.
//
// Statistics (the papers' meanings, see docs/kernel.md):
//   nodes         search nodes whose propagation ran (the root and every branch taken)
//   enumerations  branching decisions taken: each x=v, x!=v, x<=v, x>v posted by search. Paper
//                 002's "E" (nodes or spaces generated, good and bad enumerations).
//   backtracks    decisions whose propagation failed ("bad decisions", paper 002's "B")
//   failures      every failed propagation, including the root and bound-induced ones
//   propagations  propagator executions
//   maxDepth      the deepest decision stack
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>

#include "cp/branch.h"
#include "cp/space.h"

namespace deduce::cp {

// Set by the SIGINT handler (cli) or by anyone who wants every running search to stop.
extern std::atomic<bool> g_stopRequested;

struct Limits {
  double timeSeconds = 0;  // 0 = none
  uint64_t nodes = 0;
  uint64_t failures = 0;
  uint64_t solutions = 0;  // stop after this many solutions (0 = all)
};

// The failure budget of the i-th run (i = 1, 2, ...): scale * luby(i), scale * base^(i-1),
// scale, scale * i.
enum class Restarts { None, Luby, Geometric, Constant, Linear };

// Joins the searches of parallel workers (cp/parallel.h), one Search per thread: they share
// the limits, a stop signal and the branch-and-bound incumbent through it.
class SearchMonitor {
 public:
  virtual ~SearchMonitor() = default;
  // Asked wherever the search tests its limits (before each choice): false stops the search
  // with status Limit (a shared budget is spent, or another worker stopped everyone).
  virtual bool admit(const Stats& st) = 0;
  // Branch and bound, before each node's bound is imposed: (have, best) is this search's
  // incumbent; the monitor may replace it by a better one found by another worker.
  virtual void exchangeBound(bool& have, Val& best) = 0;
};

struct SearchOptions {
  Limits limits;
  // Optimisation: branch and bound on `objective` (each solution must improve on the last).
  VarId objective = -1;
  bool maximize = false;
  // Restarts after a failure budget (Restarts above). Luby, geometric and linear budgets grow
  // without bound, so the search stays complete; with constant ones it may restart forever on
  // a tree it cannot exhaust within one budget. Used only when looking for one solution or
  // optimising: a restart could report a solution twice, so enumeration ignores it.
  Restarts restarts = Restarts::None;
  uint64_t restartScale = 100;
  double restartBase = 1.5;  // Geometric
  SearchMonitor* monitor = nullptr;  // parallel workers only (not owned)
};

enum class SearchStatus {
  Complete,     // the whole tree was explored (all solutions found / optimum proven / none)
  SolutionCap,  // stopped because the solution limit was reached or the callback said stop
  Limit,        // time, node or failure limit
  Interrupted,  // g_stopRequested
};

const char* toString(SearchStatus s);

class Search {
 public:
  // onSolution is called with the space at each solution (all decision variables fixed);
  // returning false stops the search.
  using SolutionFn = std::function<bool(Space&)>;

  Search(Space& s, Brancher& b, SearchOptions opt = {});
  SearchStatus run(const SolutionFn& onSolution);
  bool hasBound() const { return haveBest_; }
  Val best() const { return best_; }

 private:
  bool limitReached();
  bool node();  // propagate at the current node (with the objective bound); false on failure

  Space& s_;
  Brancher& b_;
  SearchOptions opt_;
  std::chrono::steady_clock::time_point start_;
  // The clock is read at nodes whose count has these low bits zero: up to every 256th node
  // while nodes are fast, every node again once an interval takes over 50 ms (huge models,
  // where one node can take seconds and --time-limit would otherwise overshoot by minutes).
  uint64_t clockMask_ = 0;
  std::chrono::steady_clock::time_point lastClock_;
  bool haveBest_ = false;
  Val best_ = 0;
  SearchStatus stopReason_ = SearchStatus::Complete;
};

// The Luby sequence 1,1,2,1,1,2,4,1,1,2,... (1-based).
uint64_t luby(uint64_t i);

}  // namespace deduce::cp
