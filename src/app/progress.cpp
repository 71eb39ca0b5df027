#include "app/progress.h"

#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <iostream>

namespace deduce::app {

bool progressWanted(const RunContext& ctx) {
  if (ctx.opt.has("quiet") || &ctx.err != &std::cerr) return false;
  if (ctx.cmd != Command::Count && ctx.cmd != Command::Minclue && !ctx.opt.has("all")) return false;
  return ctx.opt.has("progress") || isatty(STDERR_FILENO);
}

std::string Progress::shortCount(double v) {
  char buf[32];
  if (v < 1e4) {
    std::snprintf(buf, sizeof buf, "%.0f", v);
    return buf;
  }
  static const char* units[] = {"k", "M", "G", "T", "P", "E"};
  int u = -1;
  while (v >= 1e3 && u < 5) v /= 1e3, ++u;
  std::snprintf(buf, sizeof buf, v < 10 ? "%.2f%s" : v < 100 ? "%.1f%s" : "%.0f%s", v, units[u]);
  return buf;
}

std::string Progress::clock(double seconds) {
  const auto s = static_cast<long long>(std::llround(seconds));
  char buf[48];
  if (s >= 3600)
    std::snprintf(buf, sizeof buf, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(buf, sizeof buf, "%lld:%02lld", s / 60, s % 60);
  return buf;
}

std::string Progress::subproblemsDone(uint64_t subproblems, uint64_t done) {
  if (subproblems == 0) return "splitting";
  return std::to_string(done) + "/" + std::to_string(subproblems) + " subproblems (" +
         std::to_string(done * 100 / subproblems) + "%)";
}

std::string Progress::line(uint64_t subproblems, uint64_t done, uint64_t nodes, uint64_t solutions, double seconds,
                           double estimatedNodes) {
  std::string s = "deduce: " + subproblemsDone(subproblems, done);
  s += ", " + shortCount(double(solutions)) + " solutions, " + shortCount(double(nodes)) + " nodes";
  const double rate = seconds > 0 ? double(nodes) / seconds : 0;
  if (rate > 0) s += " at " + shortCount(rate) + "/s";
  if (subproblems && done == subproblems) return s + ", done in " + clock(seconds);
  if (subproblems && done * 10 >= subproblems && done > 0)
    s += ", ETA " + clock(seconds * double(subproblems - done) / double(done));
  else if (estimatedNodes > double(nodes) && rate > 0)
    s += ", ETA " + clock((estimatedNodes - double(nodes)) / rate) + " (tree estimate " + shortCount(estimatedNodes) + ")";
  else if (subproblems && done > 0)
    s += ", ETA " + clock(seconds * double(subproblems - done) / double(done));
  return s;
}

Progress::Progress(bool on, std::function<double()> estimate) : on_(on), estimator_(std::move(estimate)) { begin(); }

Progress::Progress(bool on, std::function<std::string(double)> describe) : on_(on), describe_(std::move(describe)) {
  begin();
}

void Progress::begin() {
  if (!on_) return;
  terminal_ = isatty(STDERR_FILENO);
  start_ = std::chrono::steady_clock::now();
  thread_ = std::thread([this] { loop(); });
}

std::string Progress::current() const {
  const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  if (describe_) return "deduce: " + describe_(t);
  return line(live_.subproblems.load(), live_.done.load(), live_.nodes.load(), live_.solutions.load(), t, estimate_);
}

void Progress::loop() {
  std::unique_lock<std::mutex> lock(mu_);
  const auto period = terminal_ ? std::chrono::milliseconds(500) : std::chrono::milliseconds(1000);
  auto next = start_ + (terminal_ ? std::chrono::milliseconds(1000) : period);
  while (!cv_.wait_until(lock, next, [this] { return stop_; })) {
    if (estimator_) {
      estimate_ = estimator_();
      estimator_ = nullptr;
    }
    const std::string l = current();
    if (terminal_)
      std::fprintf(stderr, "\r%s\033[K", l.c_str());  // \033[K: erase to the end of the line
    else
      std::fprintf(stderr, "%s\n", l.c_str());
    std::fflush(stderr);
    shown_ = true;
    last_ = l;
    next += period;
  }
}

void Progress::dismiss() {
  if (!on_) return;
  std::lock_guard<std::mutex> lock(mu_);
  dismissed_ = stop_ = true;
}

Progress::~Progress() {
  if (!on_) return;
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
  if (terminal_) {
    if (shown_) std::fprintf(stderr, "\r\033[K");
  } else if (const std::string l = current(); !dismissed_ && l != last_) {  // the last state, once
    std::fprintf(stderr, "%s\n", l.c_str());
  }
  std::fflush(stderr);
}

}  // namespace deduce::app
