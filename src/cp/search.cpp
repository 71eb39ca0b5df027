#include "cp/search.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace deduce::cp {

std::atomic<bool> g_stopRequested{false};

const char* toString(SearchStatus s) {
  switch (s) {
    case SearchStatus::Complete: return "complete";
    case SearchStatus::SolutionCap: return "solution-cap";
    case SearchStatus::Limit: return "limit";
    case SearchStatus::Interrupted: return "interrupted";
  }
  return "?";
}

uint64_t luby(uint64_t i) {
  // find k with i == 2^k - 1 -> 2^(k-1); else recurse on i - (2^(k-1) - 1)
  while (true) {
    uint64_t k = 1;
    while (((uint64_t{1} << k) - 1) < i) ++k;
    if (((uint64_t{1} << k) - 1) == i) return uint64_t{1} << (k - 1);
    i -= (uint64_t{1} << (k - 1)) - 1;
  }
}

Search::Search(Space& s, Brancher& b, SearchOptions opt) : s_(s), b_(b), opt_(opt) {}

bool Search::limitReached() {
  const Stats& st = s_.stats;
  if (g_stopRequested.load(std::memory_order_relaxed)) {
    stopReason_ = SearchStatus::Interrupted;
    return true;
  }
  if (opt_.monitor && !opt_.monitor->admit(st)) {
    stopReason_ = SearchStatus::Limit;
    return true;
  }
  if (opt_.limits.nodes && st.nodes >= opt_.limits.nodes) {
    stopReason_ = SearchStatus::Limit;
    return true;
  }
  if (opt_.limits.failures && st.failures >= opt_.limits.failures) {
    stopReason_ = SearchStatus::Limit;
    return true;
  }
  if (opt_.limits.timeSeconds > 0 && (st.nodes & clockMask_) == 0) {
    auto now = std::chrono::steady_clock::now();
    auto interval = now - lastClock_;
    if (interval < std::chrono::milliseconds(1)) clockMask_ = std::min<uint64_t>(clockMask_ * 2 + 1, 255);
    else if (interval > std::chrono::milliseconds(50)) clockMask_ = 0;
    lastClock_ = now;
    double el = std::chrono::duration<double>(now - start_).count();
    if (el >= opt_.limits.timeSeconds) {
      stopReason_ = SearchStatus::Limit;
      return true;
    }
  }
  return false;
}

bool Search::node() {
  ++s_.stats.nodes;
  if (opt_.monitor && opt_.objective >= 0) opt_.monitor->exchangeBound(haveBest_, best_);
  if (haveBest_ && opt_.objective >= 0) {
    bool ok = opt_.maximize ? s_.setMin(opt_.objective, best_ + 1) : s_.setMax(opt_.objective, best_ - 1);
    if (!ok) return false;
  }
  return s_.propagate();
}

SearchStatus Search::run(const SolutionFn& onSolution) {
  start_ = lastClock_ = std::chrono::steady_clock::now();
  Stats& st = s_.stats;
  struct Frame {
    Choice c;
    bool right;
  };
  std::vector<Frame> stack;
  const int rootLevel = s_.level();
  uint64_t restartRun = 0;
  uint64_t runFailLimit = 0;
  auto setRunLimit = [&] {
    ++restartRun;
    double budget = 0;
    switch (opt_.restarts) {
      case Restarts::None: return;
      case Restarts::Luby: budget = double(opt_.restartScale) * double(luby(restartRun)); break;
      case Restarts::Geometric: budget = double(opt_.restartScale) * std::pow(opt_.restartBase, double(restartRun - 1)); break;
      case Restarts::Constant: budget = double(opt_.restartScale); break;
      case Restarts::Linear: budget = double(opt_.restartScale) * double(restartRun); break;
    }
    // at least one failure per run (also for a base below 1); beyond 2^62 is no limit at all
    if (!(budget >= 1)) budget = 1;
    runFailLimit = st.failures + static_cast<uint64_t>(std::min(budget, 0x1p62));
  };
  // The time of the solution callback (a genre's extraction, its independent checker, printing
  // with --all) is not search time: it is left out of timeMs, as solvers' reported solve times
  // leave out their output.
  std::chrono::steady_clock::duration callbackTime{0};
  auto finish = [&](SearchStatus r) {
    while (s_.level() > rootLevel) s_.popCheckpoint();
    st.timeMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_ - callbackTime).count();
    return r;
  };
  // A restart may find the same solution again: restarts serve first-solution search and
  // optimisation (where the bound excludes repeats), never enumeration or counting.
  if (opt_.objective < 0 && opt_.limits.solutions != 1) opt_.restarts = Restarts::None;
  if (opt_.restarts != Restarts::None) setRunLimit();

  // The root.  Its state is kept under a checkpoint so that restarts can return to it.
  if (!node()) {
    ++st.failures;
    return finish(SearchStatus::Complete);
  }
  s_.pushCheckpoint();
  bool atNode = true;  // true: the current node propagated fine and needs a choice
  while (true) {
    if (atNode) {
      if (limitReached()) return finish(stopReason_);
      Choice c;
      if (!b_.choose(s_, c)) {
        ++st.solutions;
        if (opt_.objective >= 0) {
          haveBest_ = true;
          best_ = s_.value(opt_.objective);
        }
        bool more = true;
        if (onSolution) {
          const auto t0 = std::chrono::steady_clock::now();
          more = onSolution(s_);
          callbackTime += std::chrono::steady_clock::now() - t0;
        }
        if (!more || (opt_.limits.solutions && st.solutions >= opt_.limits.solutions))
          return finish(SearchStatus::SolutionCap);
        atNode = false;
      } else {
        stack.push_back({c, false});
        if (stack.size() > st.maxDepth) st.maxDepth = stack.size();
        s_.pushCheckpoint();
        ++st.enumerations;
        if (applyChoice(s_, c, false) && node()) continue;
        ++st.backtracks;
        ++st.failures;
        atNode = false;
      }
    }
    // Backtrack: undo the deepest choice whose right branch is still open.
    if (opt_.restarts != Restarts::None && st.failures >= runFailLimit && !stack.empty()) {
      while (!stack.empty()) {
        s_.popCheckpoint();
        stack.pop_back();
      }
      ++st.restarts;
      setRunLimit();
      atNode = true;
      continue;
    }
    while (!stack.empty()) {
      Frame& f = stack.back();
      s_.popCheckpoint();
      if (f.right) {
        stack.pop_back();
        continue;
      }
      f.right = true;
      s_.pushCheckpoint();
      ++st.enumerations;
      if (applyChoice(s_, f.c, true) && node()) {
        atNode = true;
        break;
      }
      ++st.backtracks;
      ++st.failures;
      if (limitReached()) return finish(stopReason_);
    }
    if (!atNode) return finish(SearchStatus::Complete);  // the stack is empty: tree exhausted
  }
}

}  // namespace deduce::cp
