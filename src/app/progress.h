// The progress line of a long count on standard error:
//
//   deduce: 23/60 subproblems (38%), 1.21M solutions, 34.5M nodes at 2.10M/s, ETA 0:17 (tree estimate)
//
// A search split into subproblems (cp/parallel.h, exactcover/dlx_parallel.h) publishes its
// progress in a cp::LiveProgress; a display thread reads it twice a second. The ETA comes from
// Knuth's Monte Carlo estimate of the tree size (what `deduce estimate` computes, taken by the
// display thread on a model of its own when the first line is due) and the node rate until a tenth of the subproblems are done, then from the
// fraction of subproblems done (estimates of whole trees vary widely; the fraction done is
// measured).
//
// `deduce minclue` shows a line of its own (its bound, best puzzle, run and subproblems; the
// display calls a function of the caller's for it):
//
//   deduce: minclue: at least 18 clues, best 22; 18-clue run: 312/1024 subproblems (30%),
//   ETA 0:52; 45.6M nodes at 4.10M/s   (one line)
//
// When: `deduce count`, `--all` (the searches of the whole tree) and `deduce minclue`, when
// standard error is a terminal, or always with --progress (for scripts and tests); never with
// --quiet, nor for `deduce serve`. On a terminal the line is rewritten in place, appears only
// after the first second (short runs print nothing) and is erased at the end; otherwise one
// line is printed per second and a last one at the end.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

#include "cp/parallel.h"
#include "puzzles/genre.h"

namespace deduce::app {

// Whether a run of this command line shows the progress line (the rules above).
bool progressWanted(const RunContext& ctx);

class Progress {
 public:
  // on = false: nothing is shown and live() is null (the search is not split for it).
  // estimate: the Monte Carlo estimate of the whole tree's nodes (unset: none), called once on
  // the display thread when the first line is due, so that a short run never pays for it; it
  // must use nothing the search touches (a model of its own).
  Progress(bool on, std::function<double()> estimate = {});
  // A line of the caller's: describe(seconds since the start), shown after "deduce: ".
  Progress(bool on, std::function<std::string(double seconds)> describe);
  ~Progress();  // stops the display: erases the line (terminal) or prints the last state
  // Nothing more after this (the run ends in an error of its own): the destructor only erases
  // the line on a terminal.
  void dismiss();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  cp::LiveProgress* live() { return on_ ? &live_ : nullptr; }

  // The line for a state `seconds` after the start (for tests).
  static std::string line(uint64_t subproblems, uint64_t done, uint64_t nodes, uint64_t solutions, double seconds,
                          double estimatedNodes);
  // 1234 -> "1234", 12345 -> "12.3k", 4.56e6 -> "4.56M", ...
  static std::string shortCount(double v);
  // 75 -> "1:15", 3725 -> "1:02:05"
  static std::string clock(double seconds);
  // "splitting" (no subproblems yet) or "23/60 subproblems (38%)": both lines' split part.
  static std::string subproblemsDone(uint64_t subproblems, uint64_t done);

 private:
  void begin();  // starts the display thread when on
  void loop();
  std::string current() const;

  bool on_ = false, terminal_ = false;
  std::function<double()> estimator_;
  std::function<std::string(double)> describe_;
  double estimate_ = 0;
  cp::LiveProgress live_;
  std::chrono::steady_clock::time_point start_;
  std::mutex mu_;
  std::condition_variable cv_;
  bool stop_ = false;
  bool shown_ = false;  // a line is on the terminal
  std::string last_;    // the last line the display printed
  bool dismissed_ = false;
  std::thread thread_;
};

}  // namespace deduce::app
