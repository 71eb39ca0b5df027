// Embarrassingly parallel search for the CP kernel (the design is described in parallel.h).
//
// Shared state and why it is cheap: a worker touches shared memory only once per node for the
// stop flag (a relaxed load of a line that is written once), and only when a limit asks for it
// the node budget or the failure total (one atomic add per node each): CP nodes cost
// microseconds of propagation, so these are noise. The budget is charged where Search tests its
// limits, after the nodes ran, as Search itself tests --node-limit: a worker may overshoot by the
// one or two nodes run between two tests, as one thread does. The incumbent of branch and
// bound is an atomic read at each node and written under the callback lock, where the
// improvement test is also made, so that the reported solutions improve strictly.
#include "cp/parallel.h"

#include <time.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <thread>

namespace deduce::cp {

int resolveThreads(int threads) {
  if (threads > 0) return threads;
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

namespace {

void addStats(Stats& into, const Stats& s) {
  into.nodes += s.nodes;
  into.enumerations += s.enumerations;
  into.backtracks += s.backtracks;
  into.failures += s.failures;
  into.propagations += s.propagations;
  into.solutions += s.solutions;
  into.maxDepth = std::max(into.maxDepth, s.maxDepth);
  into.restarts += s.restarts;
}

Stats diffStats(const Stats& after, const Stats& before) {
  Stats d;
  d.nodes = after.nodes - before.nodes;
  d.enumerations = after.enumerations - before.enumerations;
  d.backtracks = after.backtracks - before.backtracks;
  d.failures = after.failures - before.failures;
  d.propagations = after.propagations - before.propagations;
  d.solutions = after.solutions - before.solutions;
  d.maxDepth = after.maxDepth;
  d.restarts = after.restarts - before.restarts;
  return d;
}

// The depth-first pass of split() down to a fixed depth.
class Splitter {
 public:
  Splitter(WorkerModel& m, const Limits& limits, std::chrono::steady_clock::time_point start)
      : s_(*m.space), b_(*m.brancher), limits_(limits), start_(start) {}

  // Paths at depth `depth` and solutions above; false when a limit stopped it or more than
  // `cap` paths were found (tooMany()).
  bool run(int depth, std::vector<Path>& out, uint64_t& open, uint64_t cap) {
    depth_ = depth;
    out_ = &out;
    open_ = &open;
    cap_ = cap;
    tooMany_ = false;
    path_.clear();
    return dive();
  }
  bool tooMany() const { return tooMany_; }
  SearchStatus stopReason() const { return stop_; }

 private:
  bool limitHit() {
    if (g_stopRequested.load(std::memory_order_relaxed)) {
      stop_ = SearchStatus::Interrupted;
      return true;
    }
    if ((limits_.nodes && s_.stats.nodes >= limits_.nodes) || (limits_.failures && s_.stats.failures >= limits_.failures)) {
      stop_ = SearchStatus::Limit;
      return true;
    }
    if (limits_.timeSeconds > 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count() >= limits_.timeSeconds) {
      stop_ = SearchStatus::Limit;
      return true;
    }
    return false;
  }

  // `lefts`: the left branches (x = v, x <= v) on the path, the depth of the split. The right
  // branches do not count: a binary tree's right spine (x != 0, x != 1, ...) would otherwise
  // make one subproblem hold most of the tree (for 13-queens split at 6 decisions, everything
  // with the first queen in column 6 or beyond), while counting assignments only splits the tree
  // as n-ary branching does.
  bool dive(int lefts = 0) {
    Choice c;
    if (!b_.choose(s_, c)) {  // a solution: its own subproblem (its worker reports it)
      out_->push_back(path_);
      return true;
    }
    if (lefts == depth_) {
      out_->push_back(path_);
      ++*open_;
      if (out_->size() > cap_) {
        tooMany_ = true;
        return false;
      }
      return true;
    }
    for (bool right : {false, true}) {
      if (limitHit()) return false;
      s_.pushCheckpoint();
      ++s_.stats.enumerations;
      path_.push_back({c, right});
      s_.stats.maxDepth = std::max<uint64_t>(s_.stats.maxDepth, path_.size());
      bool ok = applyChoice(s_, c, right);
      if (ok) {
        ++s_.stats.nodes;
        ok = s_.propagate();
      }
      bool go = true;
      if (ok) go = dive(right ? lefts : lefts + 1);
      else ++s_.stats.backtracks, ++s_.stats.failures;
      path_.pop_back();
      s_.popCheckpoint();
      if (!go) return false;
    }
    return true;
  }

  Space& s_;
  Brancher& b_;
  Limits limits_;
  std::chrono::steady_clock::time_point start_;
  int depth_ = 0;
  uint64_t cap_ = 0;
  bool tooMany_ = false;
  std::vector<Path>* out_ = nullptr;
  uint64_t* open_ = nullptr;
  Path path_;
  SearchStatus stop_ = SearchStatus::Complete;
};

Split splitFrom(WorkerModel& m, uint64_t target, const Limits& limits, std::chrono::steady_clock::time_point start) {
  Split res;
  Space& s = *m.space;
  const Stats before = s.stats;
  s.stats = Stats{};
  const int base = s.level();
  ++s.stats.nodes;  // the root
  if (!s.propagate()) {
    ++s.stats.failures;
    res.stats = s.stats;
    s.stats = before;
    return res;
  }
  const Stats root = s.stats;
  Splitter sp(m, limits, start);
  constexpr int kMaxDepth = 256;
  // The previous depth's split is kept when it is nearer the target than this one (on a log
  // scale: this one has more than target^2 / previous paths; the pass stops as soon as it does)
  // and at least a quarter of it: the 9x9 Enigma basic model gives 57 subproblems at depth 1
  // and 1792 at depth 2, where replaying the many subproblems that the incumbent prunes at once
  // cost 30% more CPU time.
  std::vector<Path> prevPaths;
  Stats prevStats;
  for (int d = 0; d <= kMaxDepth; ++d) {
    res.paths.clear();
    s.stats = root;
    uint64_t open = 0;
    const bool keepPrev = d > 0 && prevPaths.size() * 4 >= target;
    const uint64_t cap = keepPrev ? target * target / prevPaths.size() : UINT64_MAX;
    const bool done = sp.run(d, res.paths, open, cap);
    res.depth = d;
    if (!done && sp.tooMany()) {
      res.paths = std::move(prevPaths);
      res.depth = d - 1;
      s.stats = prevStats;
      break;
    }
    if (!done) {
      res.status = sp.stopReason();
      res.paths.clear();
      break;
    }
    if (res.paths.size() >= target || open == 0) break;
    prevPaths = res.paths;
    prevStats = s.stats;
  }
  while (s.level() > base) s.popCheckpoint();
  res.stats = s.stats;
  // the subproblems' roots are counted by the workers that search them
  res.stats.nodes -= res.paths.size();
  s.stats = before;
  return res;
}

}  // namespace

void SharedSearch::halt(SearchStatus r) {
  int none = -1;
  reason.compare_exchange_strong(none, static_cast<int>(r));
  stop.store(true, std::memory_order_release);
}

void SharedSearch::setLimits(const Limits& limits, const Stats& used, std::chrono::steady_clock::time_point start) {
  if (limits.nodes) {
    nodeLimited = true;
    nodesLeft = static_cast<int64_t>(limits.nodes - std::min(limits.nodes, used.nodes));
  }
  failLimit = limits.failures;
  failures = used.failures;
  if (limits.timeSeconds > 0) {
    timed = true;
    deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                           std::chrono::duration<double>(limits.timeSeconds));
  }
  cap = limits.solutions;
}

bool SharedSearch::report(const std::function<bool(bool& accept)>& fn) {
  std::lock_guard<std::mutex> lock(mu);
  if (stop.load(std::memory_order_relaxed)) return false;
  bool accept = true;
  const bool more = fn(accept);
  if (!accept) return more;
  ++accepted;
  if (!more || (cap && accepted >= cap)) {
    halt(SearchStatus::SolutionCap);
    return false;
  }
  return true;
}

SearchStatus SharedSearch::status(SearchStatus whenDone) const {
  if (g_stopRequested.load()) return SearchStatus::Interrupted;
  const int r = reason.load();
  return r >= 0 ? static_cast<SearchStatus>(r) : whenDone;
}

void SharedMonitor::flushLive(const Stats& st) {
  if (sh_.live && st.nodes > liveNodes_) {
    sh_.live->nodes.fetch_add(st.nodes - liveNodes_, std::memory_order_relaxed);
    liveNodes_ = st.nodes;
  }
}

bool SharedMonitor::admit(const Stats& st) {
  if (sh_.stop.load(std::memory_order_relaxed)) return false;
  if (sh_.live && st.nodes >= liveNodes_ + 4096) flushLive(st);
  if (sh_.nodeLimited && st.nodes > countedNodes_) {
    const auto used = static_cast<int64_t>(st.nodes - countedNodes_);
    countedNodes_ = st.nodes;
    if (sh_.nodesLeft.fetch_sub(used, std::memory_order_relaxed) <= used) return halt();
  }
  if (sh_.failLimit && st.failures > countedFailures_) {
    const uint64_t used = st.failures - countedFailures_;
    countedFailures_ = st.failures;
    if (sh_.failures.fetch_add(used, std::memory_order_relaxed) + used >= sh_.failLimit) return halt();
  }
  if (sh_.timed && std::chrono::steady_clock::now() >= sh_.deadline) return halt();
  return true;
}

void SharedMonitor::exchangeBound(bool& have, Val& best) {
  if (!sh_.haveBest.load(std::memory_order_acquire)) return;
  const Val b = sh_.best.load(std::memory_order_relaxed);
  if (!have || (sh_.maximize ? b > best : b < best)) {
    have = true;
    best = b;
  }
}

bool SharedMonitor::halt() {
  sh_.halt(SearchStatus::Limit);
  return false;
}

double threadCpuMs() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) * 1e-6;
}

std::vector<double> runWorkers(int workers, SharedSearch& sh, const std::function<void(int)>& work) {
  std::vector<std::exception_ptr> errors(workers);
  std::vector<double> cpu(workers, 0.0);
  auto guarded = [&](int w) {
    const double t0 = threadCpuMs();
    try {
      work(w);
    } catch (...) {
      errors[w] = std::current_exception();
      sh.halt(SearchStatus::Interrupted);
    }
    cpu[w] = threadCpuMs() - t0;
  };
  std::vector<std::thread> threads;
  threads.reserve(workers - 1);
  for (int w = 1; w < workers; ++w) threads.emplace_back(guarded, w);
  guarded(0);
  for (auto& t : threads) t.join();
  for (auto& e : errors)
    if (e) std::rethrow_exception(e);
  return cpu;
}

Split split(WorkerModel& m, uint64_t target, const Limits& limits) {
  return splitFrom(m, target, limits, std::chrono::steady_clock::now());
}

SearchStatus searchBelow(WorkerModel& m, const Path& path, SearchOptions so, const Search::SolutionFn& onSolution) {
  Space& s = *m.space;
  const int base = s.level();
  const Stats saved = s.stats;
  bool ok = s.propagate();  // the root: a no-op once done, and kept (not under the checkpoint)
  s.pushCheckpoint();
  // Branch and bound: the incumbent first, so that a subproblem that cannot improve on it fails
  // before the path's decisions are propagated.
  bool have = false;
  Val best = 0;
  if (ok && so.objective >= 0 && so.monitor) so.monitor->exchangeBound(have, best);
  if (ok && have) ok = so.maximize ? s.setMin(so.objective, best + 1) : s.setMax(so.objective, best - 1);
  // All the decisions, then one propagation: the subproblem is what its decisions allow, so the
  // fixpoint need not be reached after each (a path's right branches are many x != v).
  for (size_t i = 0; ok && i < path.size(); ++i)
    ok = path[i].choice.var < s.numVars() && applyChoice(s, path[i].choice, path[i].right);
  ok = ok && s.propagate();
  s.stats = saved;
  SearchStatus r = SearchStatus::Complete;
  if (ok) {
    const uint64_t maxDepth = s.stats.maxDepth;
    s.stats.maxDepth = 0;
    r = Search(s, *m.brancher, so).run(onSolution);
    s.stats.maxDepth = std::max<uint64_t>(maxDepth, s.stats.maxDepth + path.size());
  } else {
    ++s.stats.nodes;
    ++s.stats.failures;
  }
  while (s.level() > base) s.popCheckpoint();
  return r;
}

ParallelResult parallelSearch(const ModelFactory& factory, const ParallelOptions& opt, const ParallelSolutionFn& onSolution) {
  const auto start = std::chrono::steady_clock::now();
  ParallelResult res;
  const int W = resolveThreads(opt.threads);
  res.threads = W;
  WorkerModel m0 = factory();
  SearchOptions so;
  so.restarts = opt.restarts;
  so.restartScale = opt.restartScale;
  so.restartBase = opt.restartBase;
  so.objective = m0.objective;
  so.maximize = m0.maximize;
  if (W == 1 && !opt.live) {
    so.limits = opt.limits;
    Search search(*m0.space, *m0.brancher, so);
    res.status = search.run(onSolution);
    res.stats = m0.space->stats;
    res.hasBound = search.hasBound();
    res.best = search.best();
    return res;
  }

  const double cpu0 = threadCpuMs();
  Split sp = splitFrom(m0, static_cast<uint64_t>(W) * std::max(1, opt.subproblemsPerWorker), opt.limits, start);
  res.splitCpuMs = threadCpuMs() - cpu0;
  res.depth = sp.depth;
  res.subproblems = sp.paths.size();
  res.stats = sp.stats;
  if (opt.live) {
    opt.live->nodes = sp.stats.nodes;
    opt.live->solutions = sp.stats.solutions;
    opt.live->subproblems = sp.paths.size();
  }
  if (sp.status != SearchStatus::Complete) {
    res.status = sp.status;
    res.stats.timeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return res;
  }

  SharedSearch sh;
  sh.setLimits(opt.limits, sp.stats, start);
  sh.maximize = m0.maximize;
  sh.live = opt.live;
  const bool optimise = m0.objective >= 0;
  const bool wrap = onSolution || optimise || sh.cap;

  std::atomic<size_t> next{0};
  std::atomic<uint64_t> done{0};
  std::vector<Stats> stats(W);
  res.workerCpuMs = runWorkers(W, sh, [&](int w) {
    WorkerModel m = w == 0 ? std::move(m0) : factory();
    SharedMonitor mon(sh);
    SearchOptions wso = so;
    wso.monitor = &mon;
    const VarId obj = m.objective;
    Search::SolutionFn fn;
    if (wrap)
      fn = [&](Space& s) {
        return sh.report([&](bool& accept) {
          if (optimise) {  // tested under the lock that orders the reports
            const Val v = s.value(obj);
            if (sh.haveBest.load(std::memory_order_relaxed)) {
              const Val b = sh.best.load(std::memory_order_relaxed);
              accept = sh.maximize ? v > b : v < b;
            }
            if (!accept) return true;  // another worker got there first
            sh.best.store(v, std::memory_order_relaxed);
            sh.haveBest.store(true, std::memory_order_release);
          }
          return onSolution ? onSolution(s) : true;
        });
      };
    Space& s = *m.space;
    const Stats before = s.stats;
    while (!sh.stop.load(std::memory_order_relaxed)) {
      const size_t i = next.fetch_add(1);
      if (i >= sp.paths.size()) break;
      if (!mon.admit(s.stats)) break;
      const uint64_t found = s.stats.solutions;
      const SearchStatus r = searchBelow(m, sp.paths[i], wso, fn);
      if (opt.live) {
        mon.flushLive(s.stats);
        opt.live->solutions.fetch_add(s.stats.solutions - found, std::memory_order_relaxed);
      }
      if (r == SearchStatus::Complete) {
        done.fetch_add(1, std::memory_order_relaxed);
        if (opt.live) opt.live->done.fetch_add(1, std::memory_order_relaxed);
        continue;
      }
      sh.halt(r);
      break;
    }
    stats[w] = diffStats(s.stats, before);
  });

  for (const Stats& st : stats) addStats(res.stats, st);
  if (wrap) res.stats.solutions = sh.accepted;
  res.subproblemsDone = done.load();
  res.status = sh.status(SearchStatus::Complete);
  res.hasBound = sh.haveBest.load();
  res.best = sh.best.load();
  res.stats.timeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return res;
}

std::vector<int64_t> toInts(const Path& p) {
  std::vector<int64_t> v;
  v.reserve(p.size() * 4);
  for (const Decision& d : p) {
    v.push_back(d.choice.kind);
    v.push_back(d.choice.var);
    v.push_back(d.choice.val);
    v.push_back(d.right ? 1 : 0);
  }
  return v;
}

bool fromInts(const int64_t* v, size_t n, Path& out) {
  out.clear();
  if (n % 4) return false;
  for (size_t i = 0; i < n; i += 4) {
    if ((v[i] != Choice::Eq && v[i] != Choice::Le) || v[i + 1] < 0 || v[i + 1] > INT32_MAX || (v[i + 3] != 0 && v[i + 3] != 1))
      return false;
    Decision d;
    d.choice.kind = static_cast<Choice::Kind>(v[i]);
    d.choice.var = static_cast<VarId>(v[i + 1]);
    d.choice.val = v[i + 2];
    d.right = v[i + 3] != 0;
    out.push_back(d);
  }
  return true;
}

}  // namespace deduce::cp
