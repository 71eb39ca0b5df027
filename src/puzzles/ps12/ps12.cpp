// PS-1-2 (paper 001 §1.2-1.3): propagate (naked singles) + reduce (hidden singles) to
// quiescence, binary search on pair domains. See ps12.h for the counters and our fallback.
//
// Data layout: one 64-bit word per cell (bit v-1 = value v possible), as the paper's packed bit
// arrays; the search state is the vector of words, copied on entry to a search node and copied
// back on failure, exactly as the paper's packcpy(keep, cell). Units are precomputed lists of
// cell indices (rows, columns, boxes, and the diagonals when asked).
#include "puzzles/ps12/ps12.h"

#include <bit>
#include <chrono>
#include <cstdio>
#include <stdexcept>

namespace deduce::ps12 {
namespace {

class Ps12 {
 public:
  Ps12(int boxRows, int boxCols, bool diagonal, bool trace, const cp::Limits& limits)
      : n_(boxRows * boxCols), trace_(trace), limits_(limits), start_(std::chrono::steady_clock::now()) {
    int n = n_;
    units_.resize(3 * n);
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        int i = r * n + c;
        units_[r].push_back(i);
        units_[n + c].push_back(i);
        units_[2 * n + (r / boxRows) * boxRows + c / boxCols].push_back(i);
      }
    if (diagonal) {
      units_.emplace_back();
      units_.emplace_back();
      for (int k = 0; k < n; ++k) {
        units_[3 * n].push_back(k * n + k);
        units_[3 * n + 1].push_back(k * n + (n - 1 - k));
      }
    }
    peers_.resize(n * n);
    for (const auto& u : units_)
      for (int a : u)
        for (int b : u)
          if (a != b) peers_[a].push_back(b);
    full_ = n == 64 ? ~uint64_t{0} : (uint64_t{1} << n) - 1;
    cell_.assign(n * n, full_);
  }

  void give(int i, int v) { cell_[i] = uint64_t{1} << (v - 1); }

  // One sweep: every singleton deletes its value from its peers. 1 if any domain changed.
  int propagate() {
    int flag = 0;
    for (size_t i = 0; i < cell_.size(); ++i) {
      uint64_t d = cell_[i];
      if (d == 0 || (d & (d - 1))) continue;
      for (int q : peers_[i])
        if (cell_[q] & d) {
          cell_[q] &= ~d;
          flag = 1;
        }
    }
    return flag;
  }

  // The dual step on one unit: a value possible in exactly one open cell is placed there.
  int reduce(const std::vector<int>& unit) {
    int count = 0;
    for (int v = 0; v < n_; ++v) {
      uint64_t bit = uint64_t{1} << v;
      int where = -1, k = 0;
      for (int i : unit)
        if (cell_[i] & bit) {
          where = i;
          if (++k > 1) break;
        }
      if (k == 1 && cell_[where] != bit) {
        cell_[where] = bit;
        ++count;
      }
    }
    return count;
  }

  bool solvedp() const {
    for (uint64_t d : cell_)
      if (d == 0 || (d & (d - 1))) return false;
    return true;
  }
  bool blockedp() const {
    for (uint64_t d : cell_)
      if (d == 0) return true;
    return false;
  }

  void row(const char* prop, const char* red, const char* srch) {
    if (!trace_) return;
    char buf[128];
    std::snprintf(buf, sizeof buf, "%-7s %-7s %-7s %-15llu %llu\n", prop, red, srch, (unsigned long long)ops_,
                  (unsigned long long)searches_);
    out_ += buf;
  }

  // The paper's solveStep: propagate to a fixpoint, reduce every unit, until no reduction.
  void solveStep() {
    while (true) {
      int step = 1;
      while (propagate()) ++step;
      ++step;  // the last, unproductive call
      ops_ += step;
      row(std::to_string(step).c_str(), "-", "-");
      int flag = 0;
      for (const auto& u : units_) flag += reduce(u);
      ops_ += flag;
      row("-", std::to_string(flag).c_str(), "-");
      if (flag == 0) break;
    }
  }

  // The paper's pairReduce, with the smallest-domain fallback when there is no pair.
  bool limitHit() {
    if (stopped_) return true;
    if (cp::g_stopRequested.load(std::memory_order_relaxed) || (limits_.nodes && searches_ >= limits_.nodes) ||
        (limits_.timeSeconds > 0 &&
         std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count() >= limits_.timeSeconds))
      stopped_ = true;
    return stopped_;
  }

  void pairReduce() {
    if (solvedp() || blockedp() || limitHit()) return;
    ++searches_;
    int p = -1, best = 65;
    for (size_t i = 0; i < cell_.size(); ++i) {
      int k = std::popcount(cell_[i]);
      if (k >= 2 && k < best) {
        best = k;
        p = static_cast<int>(i);
        if (k == 2) break;
      }
    }
    std::vector<uint64_t> keep = cell_;
    uint64_t hi = uint64_t{1} << (63 - std::countl_zero(cell_[p]));
    cell_[p] = hi;
    row("-", "-", "h");
    solveStep();
    if (solvedp()) return;
    pairReduce();
    if (solvedp() || stopped_) return;
    cell_ = keep;
    cell_[p] &= ~hi;
    row("-", "-", "l");
    solveStep();
    if (solvedp()) return;
    if (!blockedp()) pairReduce();
  }

  Result run() {
    if (trace_) out_ += "Prop    Red     Srch    Tot. Prop       Tot. Srch\n";
    solveStep();
    pairReduce();
    Result r;
    r.solved = solvedp();
    r.limitHit = stopped_ && !r.solved;
    r.operations = ops_;
    r.searches = searches_;
    r.grid.assign(cell_.size(), 0);
    for (size_t i = 0; i < cell_.size(); ++i)
      if (cell_[i] && !(cell_[i] & (cell_[i] - 1))) r.grid[i] = std::countr_zero(cell_[i]) + 1;
    if (trace_) {
      char buf[128];
      std::snprintf(buf, sizeof buf, "Grid: solved %d, blocked %d; in %llu operations\n", r.solved ? 1 : 0,
                    blockedp() ? 1 : 0, (unsigned long long)ops_);
      out_ += buf;
      r.trace = std::move(out_);
    }
    return r;
  }

 private:
  int n_;
  bool trace_;
  uint64_t full_ = 0;
  std::vector<std::vector<int>> units_, peers_;
  std::vector<uint64_t> cell_;
  uint64_t ops_ = 0, searches_ = 0;
  std::string out_;
  cp::Limits limits_;
  std::chrono::steady_clock::time_point start_;
  bool stopped_ = false;
};

}  // namespace

Result solve(const std::vector<int>& cells, int boxRows, int boxCols, bool diagonal, bool trace,
             const cp::Limits& limits) {
  const int n = boxRows * boxCols;
  if (boxRows < 1 || boxCols < 1) throw std::invalid_argument("ps12: bad box shape");
  if (n > 64) throw std::invalid_argument("engine ps12 handles grids up to 64x64 (one bit per value)");
  if (static_cast<int>(cells.size()) != n * n) throw std::invalid_argument("ps12: wrong number of cells");
  Ps12 s(boxRows, boxCols, diagonal, trace, limits);
  for (size_t i = 0; i < cells.size(); ++i) {
    if (cells[i] < 0 || cells[i] > n) throw std::invalid_argument("ps12: value out of range");
    if (cells[i]) s.give(static_cast<int>(i), cells[i]);
  }
  return s.run();
}

}  // namespace deduce::ps12
