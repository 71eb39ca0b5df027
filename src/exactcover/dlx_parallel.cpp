// Parallel dancing links (the design is described in dlx_parallel.h). The workers share only the
// queue index, the stop signal and the limit totals (cp::SharedSearch), touched once per
// subproblem and once every 256 nodes: Algorithm X's inner loops run on each worker's own matrix.
#include "exactcover/dlx_parallel.h"

#include <algorithm>
#include <atomic>
#include <chrono>

#include "cp/parallel.h"

namespace deduce::exactcover {

void addDlxStats(DlxStats& a, const DlxStats& b) {
  a.nodes += b.nodes;
  a.updates += b.updates;
  a.backtracks += b.backtracks;
  a.failures += b.failures;
  a.solutions += b.solutions;
  a.maxDepth = std::max(a.maxDepth, b.maxDepth);
}

DlxSplit splitDlx(Dlx& d, uint64_t target) {
  DlxSplit res, prev;
  // Deeper until at least `target` prefixes, or none of full depth is left (the whole tree is
  // above). Unlike cp::split, a shallower depth short of the target is not kept: the subtrees of
  // an exact-cover item are very uneven (pentomino's first item gives 32 prefixes, and with 2
  // workers the largest few decide the wall clock), while a prefix costs only its option list.
  // The previous depth is kept only when the next one is a blow-up (over 64 times the target)
  // and the previous still gives a quarter of it.
  for (int depth = 0;; ++depth) {
    uint64_t open = 0;
    res.prefixes = d.split(depth, res.stats, open);
    res.depth = depth;
    if (res.prefixes.size() >= target || open == 0) {
      const double p = double(prev.prefixes.size()), now = double(res.prefixes.size()), t = double(target);
      if (depth > 0 && p * 4 >= t && now > 64 * t) res = std::move(prev);
      break;
    }
    prev = res;
  }
  return res;
}

DlxParallelResult parallelRun(const Problem& p, const DlxParallelOptions& opt, const Dlx::SolutionFn& onSolution) {
  const auto start = std::chrono::steady_clock::now();
  DlxParallelResult res;
  const int W = cp::resolveThreads(opt.threads);
  res.threads = W;
  Dlx first(p);
  if (W == 1 && !opt.live) {
    res.status = first.run(opt.dlx, onSolution);
    res.stats = first.stats();
    return res;
  }
  if (cp::g_stopRequested.load()) {
    res.status = cp::SearchStatus::Interrupted;
    return res;
  }
  const double cpu0 = cp::threadCpuMs();
  const DlxSplit sp = splitDlx(first, static_cast<uint64_t>(W) * std::max(1, opt.subproblemsPerWorker));
  res.splitCpuMs = cp::threadCpuMs() - cpu0;
  res.depth = sp.depth;
  res.subproblems = sp.prefixes.size();
  res.stats = sp.stats;
  if (opt.live) {
    opt.live->nodes = sp.stats.nodes;
    opt.live->solutions = sp.stats.solutions;
    opt.live->subproblems = sp.prefixes.size();
  }

  cp::SharedSearch sh;
  sh.live = opt.live;
  cp::Stats used;
  used.nodes = sp.stats.nodes;
  used.failures = sp.stats.failures;
  sh.setLimits(opt.dlx.limits, used, start);
  std::atomic<size_t> next{0};
  std::atomic<uint64_t> done{0};
  std::vector<DlxStats> stats(W);
  res.workerCpuMs = cp::runWorkers(W, sh, [&](int w) {
    std::unique_ptr<Dlx> own;
    Dlx& d = w == 0 ? first : *(own = std::make_unique<Dlx>(p));
    cp::SharedMonitor mon(sh);
    DlxOptions o = opt.dlx;
    o.perDepth = false;
    o.limits = {};  // the monitor holds the totals and the deadline
    o.monitor = &mon;
    Dlx::SolutionFn fn;
    if (onSolution || sh.cap)
      fn = [&](const std::vector<int>& options) {
        return sh.report([&](bool&) { return onSolution ? onSolution(options) : true; });
      };
    DlxStats mine;
    while (!sh.stop.load(std::memory_order_relaxed)) {
      const size_t i = next.fetch_add(1);
      if (i >= sp.prefixes.size()) break;
      if (!mon.admit(cp::Stats{})) break;
      const cp::SearchStatus r = d.runBelow(sp.prefixes[i], o, fn);
      const DlxStats& st = d.stats();
      addDlxStats(mine, st);
      cp::Stats ran;
      ran.nodes = st.nodes;
      ran.failures = st.failures;
      mon.endRun(ran);
      if (opt.live) opt.live->solutions.fetch_add(st.solutions, std::memory_order_relaxed);
      if (r == cp::SearchStatus::Complete) {
        done.fetch_add(1, std::memory_order_relaxed);
        if (opt.live) opt.live->done.fetch_add(1, std::memory_order_relaxed);
        continue;
      }
      sh.halt(r);
      break;
    }
    stats[w] = mine;
  });
  for (const DlxStats& s : stats) addDlxStats(res.stats, s);
  if (onSolution || sh.cap) res.stats.solutions = sh.accepted;
  res.subproblemsDone = done.load();
  res.status = sh.status(cp::SearchStatus::Complete);
  res.stats.timeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return res;
}

}  // namespace deduce::exactcover
