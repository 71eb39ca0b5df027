// Knuth's Monte Carlo tree-size estimate for the kernel's binary search tree (see estimate.h).
#include "cp/estimate.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

#include "cp/search.h"

namespace deduce::cp {

ProbeDeadline::ProbeDeadline(double seconds) : seconds_(seconds), start_(std::chrono::steady_clock::now()) {}

bool ProbeDeadline::expired() const {
  if (g_stopRequested.load(std::memory_order_relaxed)) return true;
  return seconds_ > 0 &&
         std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count() >= seconds_;
}

double EstimateResult::nodesStderr() const { return probes > 0 ? nodesStddev / std::sqrt(double(probes)) : 0; }

void EstimateAccumulator::add(double nodes, double cost, bool solutionLeaf) {
  ++n_;
  double d = nodes - meanN_;
  meanN_ += d / n_;
  m2N_ += d * (nodes - meanN_);
  double e = cost - meanC_;
  meanC_ += e / n_;
  m2C_ += e * (cost - meanC_);
  if (n_ == 1 || nodes < minN_) minN_ = nodes;
  if (n_ == 1 || nodes > maxN_) maxN_ = nodes;
  if (solutionLeaf) ++sol_;
}

EstimateResult EstimateAccumulator::result(double timeMs) const {
  EstimateResult r;
  r.probes = n_;
  r.nodes = meanN_;
  r.cost = meanC_;
  r.nodesStddev = n_ > 1 ? std::sqrt(m2N_ / (n_ - 1)) : 0;
  r.costStddev = n_ > 1 ? std::sqrt(m2C_ / (n_ - 1)) : 0;
  r.nodesMin = minN_;
  r.nodesMax = maxN_;
  r.solutionLeaves = sol_;
  r.timeMs = timeMs;
  return r;
}

std::string estimateText(const EstimateResult& r, const char* costName) {
  char buf[512];
  std::string out;
  std::snprintf(buf, sizeof buf, "estimate over %d probes (%d ended at a solution), %.1f ms\n", r.probes,
                r.solutionLeaves, r.timeMs);
  out += buf;
  // a probe through a huge tree (langford --n 200) multiplies its branch counts past 1.8e308
  const char* overflow = "beyond 1.8e308: a probe's product of branch counts overflows a double\n";
  if (!std::isfinite(r.nodes)) {
    out += std::string("nodes: ") + overflow;
    if (costName) out += std::string(costName) + ": " + overflow;
    return out;
  }
  std::snprintf(buf, sizeof buf, "nodes: %.6g (stddev %.3g, stderr %.3g, min %.6g, max %.6g)\n", r.nodes,
                r.nodesStddev, r.nodesStderr(), r.nodesMin, r.nodesMax);
  out += buf;
  if (costName) {
    double se = r.probes > 0 ? r.costStddev / std::sqrt(double(r.probes)) : 0;
    std::snprintf(buf, sizeof buf, "%s: %.6g (stddev %.3g, stderr %.3g)\n", costName, r.cost, r.costStddev, se);
    out += buf;
  }
  return out;
}

EstimateResult estimateTreeSize(Space& s, Brancher& b, int probes, uint64_t seed, double timeSeconds) {
  auto start = std::chrono::steady_clock::now();
  ProbeDeadline deadline(timeSeconds);
  std::mt19937_64 rng(seed);
  EstimateAccumulator acc;
  s.pushCheckpoint();
  const int base = s.level();
  bool rootOk = s.propagate();
  for (int k = 0; k < probes && (k == 0 || !deadline.expired()); ++k) {
    if (!rootOk) {
      acc.add(1, 0, false);
      continue;
    }
    double weight = 1, total = 1;  // total: the root
    bool solution = false;
    while (true) {
      Choice c;
      if (!b.choose(s, c)) {
        solution = true;
        break;
      }
      // Try both alternatives; the failed ones are leaves of the tree.
      bool ok[2];
      for (int alt = 0; alt < 2; ++alt) {
        s.pushCheckpoint();
        ok[alt] = applyChoice(s, c, alt == 1) && s.propagate();
        s.popCheckpoint();
      }
      int live = int(ok[0]) + int(ok[1]);
      total += weight * 2;  // both children are nodes of the tree
      if (live == 0) break;
      int pick = live == 2 ? int(rng() & 1) : (ok[0] ? 0 : 1);
      weight *= live;
      s.pushCheckpoint();
      applyChoice(s, c, pick == 1);
      s.propagate();
    }
    acc.add(total, 0, solution);
    while (s.level() > base) s.popCheckpoint();
  }
  s.popCheckpoint();
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return acc.result(ms);
}

}  // namespace deduce::cp
