// Dancing links on every core: embarrassingly parallel search (as cp/parallel.h) for Dlx.
//
// The tree is split at the top: Dlx::split explores the first levels (MRV item, every option) to
// the smallest depth giving at least `subproblemsPerWorker` x workers prefixes, and each prefix
// (the options chosen at the first levels) is a subproblem. Every worker builds its own Dlx from
// the shared, read-only Problem (a Dlx is a linked structure that cannot be shared or copied),
// pulls prefixes from one queue (an atomic index), commits a prefix, runs Algorithm X below it
// and retracts it.
//
// Results: counts are exact (each solution extends exactly one prefix); with a callback each
// solution is reported once (full option lists, prefix first), the calls serialised, in an order
// that depends on the scheduling. Statistics add up to those of one thread for the MRV rule (the
// split counts the levels above the subproblems, each worker its subtrees). Limits are totals:
// nodes and dead ends are charged to shared counters every 256 nodes of a worker (so the node
// limit is exact with one thread and overshot by less than 256 nodes per worker with more), the
// time limit is one deadline, the solution cap is tested under the callback lock; any stop
// (limit, cap, callback, cp::g_stopRequested) stops every worker and the partial count is a
// lower bound.
#pragma once

#include <cstdint>
#include <vector>

#include "cp/parallel.h"
#include "exactcover/dlx.h"

namespace deduce::exactcover {

struct DlxParallelOptions {
  int threads = 1;  // 0: every core
  DlxOptions dlx;   // rule, seed, limits (totals over all workers); perDepth is not supported
  int subproblemsPerWorker = 30;
  cp::LiveProgress* live = nullptr;  // as in cp::ParallelOptions (split even on one thread)
};

struct DlxParallelResult {
  cp::SearchStatus status = cp::SearchStatus::Complete;
  DlxStats stats;  // summed; solutions = solutions found (reported, with a callback)
  int threads = 1;
  int depth = 0;             // depth of the split (0 with one thread)
  uint64_t subproblems = 0;  // prefixes handed out
  uint64_t subproblemsDone = 0;
  double splitCpuMs = 0;            // as in cp::ParallelResult
  std::vector<double> workerCpuMs;
};

// One thread (and no `live`): exactly Dlx::run. More: the parallel search above. onSolution as in Dlx::run but
// never called by two workers at once; null counts only.
DlxParallelResult parallelRun(const Problem& p, const DlxParallelOptions& opt, const Dlx::SolutionFn& onSolution = {});

// The split used by parallelRun, for the distributed driver: prefixes at the smallest depth
// giving at least `target` of them (or every leaf when the tree is smaller). Deterministic: the
// same problem gives the same list on every process.
struct DlxSplit {
  std::vector<std::vector<int>> prefixes;
  DlxStats stats;  // the levels above the prefixes
  int depth = 0;
};
DlxSplit splitDlx(Dlx& d, uint64_t target);

// Sums b into a (maxDepth: the larger).
void addDlxStats(DlxStats& a, const DlxStats& b);

}  // namespace deduce::exactcover
