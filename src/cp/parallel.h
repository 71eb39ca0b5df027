// Parallel search on every core: embarrassingly parallel search (EPS, Régin, Rezgui and Malapert
// 2013) for counting, enumerating all solutions and branch and bound.
//
// The tree is split at the top into subproblems: a depth-first pass explores the tree down to
// the smallest depth d that gives at least `subproblemsPerWorker` x workers open nodes, and each
// open node becomes a subproblem, recorded as its path of decisions from the root (x = v,
// x != v, x <= v, x > v). The depth counts the left branches only (x = v, x <= v): splitting
// at a number of binary decisions left one subproblem with most of the tree (the right spine
// x != 0, x != 1, ...: CPU speed-up 1.3 on 2 workers for 13-queens whatever the number of
// subproblems), splitting at a number of assignments balances as n-ary branching does (1.9). Workers pull subproblems from one shared queue (an atomic index),
// replay the path in their own Space and search the subtree below it with the ordinary Search.
//
// Why EPS and not work stealing: the kernel trails (docs/kernel.md), so a space cannot be
// copied and a thief would have to rebuild a victim's node by replaying its path anyway — the
// one thing EPS does per subproblem — while stealing also needs synchronisation inside the
// search loop. With some 30 subproblems per worker the load balances on the counting benchmarks
// (docs/results/counts.md gives the measured speed-ups and the effect of the number of
// subproblems), and the same list of paths is what the MPI driver (src/dist/) hands out to other
// processes and writes to its checkpoint.
//
// The decisions of a path are literal (the choice's variable and value, not "the brancher's
// next choice"), so the subproblems partition the solutions whatever the heuristic (dom/wdeg,
// random values): a worker's propagation need not reproduce the splitting pass's state exactly.
//
// Results: counts are exact (each solution lies below exactly one path); with a callback each
// solution is reported once, in an order that depends on the scheduling; branch and bound shares
// the incumbent through an atomic, so every worker prunes with the best value found by any of
// them, and reports only solutions that improve on the shared incumbent — the last one reported
// is the optimum when the status is Complete.
//
// Statistics add up: the splitting pass counts the tree above the subproblems, each worker the
// subtrees it searched (the nodes of a replayed path are not counted again; the subproblem's root
// is counted by its worker). Limits are totals over all workers: nodes and failures are summed
// in atomics as the workers go, where Search tests its own limits (so the total exceeds the node
// limit by at most the node or two a worker runs between two tests, as with one thread); the
// time limit is one deadline; the solution cap is checked under the lock that
// serialises the callbacks. Any worker that stops (limit, cap, callback, cp::g_stopRequested)
// stops all, and the partial count is a lower bound.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

#include "cp/branch.h"
#include "cp/search.h"
#include "cp/space.h"

namespace deduce::cp {

// One worker's model: a fresh space with its brancher, and the objective for branch and bound.
// A factory must build the same variables in the same order every time (variable ids are the
// same in every worker's space: a solution callback can read any worker's space with the ids of
// one build).
struct WorkerModel {
  std::unique_ptr<Space> space;
  std::unique_ptr<Brancher> brancher;
  VarId objective = -1;  // >= 0: branch and bound on it
  bool maximize = false;
  std::shared_ptr<void> keep;  // whatever the brancher or propagators refer to (kept alive)
};
// Called once per worker, from the worker's thread (concurrently with other calls).
using ModelFactory = std::function<WorkerModel()>;

// A branch taken: the left (right == false) or right alternative of a choice.
struct Decision {
  Choice choice;
  bool right = false;
};
using Path = std::vector<Decision>;

// What a running parallel search publishes for a progress display (app/progress.h), read from
// another thread at any time. Nodes are charged by each worker every 4096 nodes and at the end of
// each subproblem; solutions when a subproblem ends.
struct LiveProgress {
  std::atomic<uint64_t> subproblems{0};  // 0 until the split is made
  std::atomic<uint64_t> done{0};         // subproblems searched to the end
  std::atomic<uint64_t> nodes{0};
  std::atomic<uint64_t> solutions{0};
};

struct ParallelOptions {
  int threads = 1;               // 0: every core (std::thread::hardware_concurrency)
  Limits limits;                 // totals over all workers
  Restarts restarts = Restarts::None;  // inside each subproblem (optimisation only, as in Search)
  uint64_t restartScale = 100;
  double restartBase = 1.5;  // Geometric
  int subproblemsPerWorker = 30;
  // Filled as the search goes. Set, the search is split even on one thread (one worker then
  // searches every subproblem: the same tree, the same counts), so that there is a fraction done.
  LiveProgress* live = nullptr;
};

struct ParallelResult {
  SearchStatus status = SearchStatus::Complete;
  Stats stats;              // summed over the splitting pass and every worker; solutions = reported
  bool hasBound = false;    // branch and bound: a solution was found
  Val best = 0;             // ... and the best objective value (proven optimal when Complete)
  int threads = 1;
  int depth = 0;            // depth of the split: left branches (0: not split, one thread)
  uint64_t subproblems = 0; // open nodes handed out
  uint64_t subproblemsDone = 0;  // searched to the end
  // CPU time of the split and of each worker's thread: splitCpuMs + the largest worker time is
  // the run's critical path, the wall-clock time it would take on idle cores (what
  // `deduce bench counts` reports beside the wall-clock time on a shared machine).
  double splitCpuMs = 0;
  std::vector<double> workerCpuMs;
};

// threads as asked, 0 -> every core (at least 1)
int resolveThreads(int threads);

// Called with the worker's space at each solution, never by two workers at a time; returning
// false stops every worker. Null: solutions are only counted (no lock is taken).
using ParallelSolutionFn = std::function<bool(Space&)>;

// One thread (and no `live`): exactly Search on one model (same tree, same statistics). More:
// EPS as above.
ParallelResult parallelSearch(const ModelFactory& factory, const ParallelOptions& opt,
                              const ParallelSolutionFn& onSolution = {});

// ---- the building blocks, shared with parallel dancing links and the distributed driver ----

// What the workers of one parallel search share: the stop signal and its first reason, the
// limits as totals, the incumbent of branch and bound, and the lock serialising solutions.
struct SharedSearch {
  std::atomic<bool> stop{false};
  std::atomic<int> reason{-1};  // the first SearchStatus that stopped a worker
  void halt(SearchStatus r);    // stop every worker (the first reason is kept)
  // The limits less what the splitting pass used; the deadline counts from `start`.
  void setLimits(const Limits& limits, const Stats& used, std::chrono::steady_clock::time_point start);

  bool nodeLimited = false;
  std::atomic<int64_t> nodesLeft{0};
  uint64_t failLimit = 0;
  std::atomic<uint64_t> failures{0};
  bool timed = false;
  std::chrono::steady_clock::time_point deadline;

  bool maximize = false;
  std::atomic<bool> haveBest{false};
  std::atomic<Val> best{0};

  LiveProgress* live = nullptr;  // when set, the monitors charge it their nodes

  std::mutex mu;  // serialises report()
  uint64_t accepted = 0;
  uint64_t cap = 0;  // limits.solutions
  // A solution found by a worker: under the lock, fn(accept) reports it (it may set accept to
  // false: not a solution to count); stops every worker at the solution cap or when fn returns
  // false. Returns whether the worker goes on.
  bool report(const std::function<bool(bool& accept)>& fn);
  // The overall status: Interrupted on cp::g_stopRequested, else the first reason, else whenDone.
  SearchStatus status(SearchStatus whenDone) const;
};

// A worker's view of SharedSearch for its Search (or Dlx): charges the nodes and failures it
// ran to the shared totals, watches the deadline and the stop signal, and hands over the
// incumbent.
class SharedMonitor : public SearchMonitor {
 public:
  explicit SharedMonitor(SharedSearch& sh) : sh_(sh) {}
  bool admit(const Stats& st) override;
  void exchangeBound(bool& have, Val& best) override;
  // For a search that counts each run from zero (Dlx): charge what the run ended with, and count
  // the next run from zero.
  void endRun(const Stats& final) {
    admit(final);
    flushLive(final);
    countedNodes_ = countedFailures_ = liveNodes_ = 0;
  }
  // Charges the live progress (if any) the nodes not charged yet.
  void flushLive(const Stats& st);

 private:
  bool halt();
  SharedSearch& sh_;
  uint64_t countedNodes_ = 0, countedFailures_ = 0;  // already charged to the totals
  uint64_t liveNodes_ = 0;                             // already charged to sh_.live
};

// Runs work(w) for w = 0..workers-1, w = 0 on the calling thread, the others on threads of their
// own; an exception stops every worker (sh.halt) and the first one is rethrown once all joined.
// Returns the CPU time of each worker, ms.
std::vector<double> runWorkers(int workers, SharedSearch& sh, const std::function<void(int)>& work);
// CPU time of the calling thread, ms.
double threadCpuMs();

struct Split {
  std::vector<Path> paths;  // open nodes at depth `depth`, and solutions found above it
  Stats stats;              // the tree above the subproblems (their roots not included)
  int depth = 0;
  SearchStatus status = SearchStatus::Complete;  // Limit/Interrupted: the split is incomplete
};
// Explore from the root of m (its space at level 0, root propagated or not) to the smallest
// depth giving at least `target` paths (or the whole tree when it is smaller). The space is
// back at its root afterwards. Honours limits.nodes/timeSeconds and cp::g_stopRequested.
Split split(WorkerModel& m, uint64_t target, const Limits& limits = {});

// Search the subproblem `path` in m (its space at its root level): replay the path, run Search
// with `so` below it, and return to the root. The replay is not counted in m.space->stats; the
// search is, and maxDepth includes the path. A path that fails on replay has no solutions.
SearchStatus searchBelow(WorkerModel& m, const Path& path, SearchOptions so, const Search::SolutionFn& onSolution);

// A path as integers (4 per decision) and back, for files and messages. fromInts returns false
// on malformed input.
std::vector<int64_t> toInts(const Path& p);
bool fromInts(const int64_t* v, size_t n, Path& out);

}  // namespace deduce::cp
