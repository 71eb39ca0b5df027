// What a generator may spend: `deduce generate` runs many searches (uniqueness checks, clue
// removals), so --time-limit and --node-limit bound the whole run, not one search, and Ctrl-C
// (cp::g_stopRequested) stops it. A generator calls check() in its loops, hands each search it
// runs limits() (the time and nodes left, within the search's own budget) and reports the nodes
// it used with use(); once the budget is spent, check() throws Stopped. The genre's generate
// command catches it (generating()), keeps the puzzles it finished and exits with status 3.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>

#include "cp/search.h"
#include "puzzles/genre.h"

namespace deduce {

class Budget {
 public:
  // Thrown by check() when the budget is spent; what() says which limit.
  struct Stopped : std::runtime_error {
    using std::runtime_error::runtime_error;
  };
  using Clock = std::chrono::steady_clock;

  Budget() = default;  // no limit: stops on Ctrl-C only
  Budget(double seconds, uint64_t nodes) : seconds_(seconds), nodes_(nodes) {}
  static Budget fromOptions(const Options& opt) {
    return Budget(opt.getDouble("time-limit", 0), static_cast<uint64_t>(opt.getInt("node-limit", 0, 0)));
  }

  // Why the generator must stop ("" while it may go on).
  std::string spent() const {
    if (cp::g_stopRequested.load(std::memory_order_relaxed)) return "interrupted";
    if (seconds_ > 0 && elapsed() >= seconds_) return "--time-limit reached";
    if (nodes_ && used_ >= nodes_) return "--node-limit reached";
    return "";
  }
  void check() const {
    if (std::string why = spent(); !why.empty()) throw Stopped(why);
  }
  // The limits of one search: `own` (its own node budget, solutions wanted) within what is left.
  cp::Limits limits(cp::Limits own = {}) const {
    if (seconds_ > 0) {
      const double left = std::max(1e-3, seconds_ - elapsed());
      own.timeSeconds = own.timeSeconds > 0 ? std::min(own.timeSeconds, left) : left;
    }
    if (nodes_) {
      const uint64_t left = nodes_ > used_ ? nodes_ - used_ : 1;
      own.nodes = own.nodes ? std::min(own.nodes, left) : left;
    }
    return own;
  }
  // After a search: the nodes it used; throws Stopped when that spent the budget.
  void use(uint64_t nodes) {
    used_ += nodes;
    check();
  }

 private:
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }
  Clock::time_point start_ = Clock::now();
  double seconds_ = 0;
  uint64_t nodes_ = 0, used_ = 0;
};

// Runs a generate command's loop: `each(i, budget)` makes and prints puzzle i of `number`. When
// the budget runs out (or `each` throws Stopped for a reason of its own) it says how many were
// finished (on stderr) and the exit status is 3.
inline void generating(RunContext& ctx, int number, Budget budget, const std::function<void(int, Budget&)>& each) {
  int done = 0;
  try {
    for (; done < number; ++done) {
      budget.check();
      each(done, budget);
      ctx.out.flush();
    }
  } catch (const Budget::Stopped& e) {
    ctx.err << "deduce: generate stopped (" << e.what() << "): " << done << " of " << number << " finished\n";
    ctx.note(Status::Limit);
  }
}

}  // namespace deduce
