// Knuth's Monte Carlo estimate of the size of a backtrack tree (Knuth 1975, "Estimating the
// efficiency of backtrack programs"; the paper's "Poor Man's Monte Carlo").
//
// A probe walks from the root to a leaf, choosing uniformly at random among the children of each
// node it visits. If the nodes on the path have d_0, d_1, ... children, then
//   1 + d_0 + d_0 d_1 + d_0 d_1 d_2 + ...
// is an unbiased estimate of the number of nodes of the tree (and the same weighted sum of the
// cost spent at each node estimates the total cost). The mean over K probes is reported with its
// spread (sample standard deviation and standard error), since single probes vary widely.
//
// estimateTreeSize() applies this to the kernel's binary search tree: at each node both
// alternatives (x = v, x != v) are propagated; failed ones are leaves counted exactly, and the
// probe continues into a random non-failed alternative, multiplying the weight by the number of
// non-failed ones. The estimate is of `Stats::nodes` of a complete search for all solutions.
#pragma once

#include <chrono>

#include <cstdint>
#include <string>

#include "cp/branch.h"
#include "cp/space.h"

namespace deduce::cp {

struct EstimateResult {
  int probes = 0;
  double nodes = 0;         // mean of the per-probe estimates of the number of nodes
  double nodesStddev = 0;   // sample standard deviation of those estimates
  double nodesMin = 0, nodesMax = 0;
  double cost = 0;          // mean estimate of the total cost (DLX: updates), 0 when not measured
  double costStddev = 0;
  int solutionLeaves = 0;   // probes that ended at a solution
  double timeMs = 0;
  double nodesStderr() const;  // nodesStddev / sqrt(probes)
};

// Collects per-probe estimates (Welford's running mean/variance).
class EstimateAccumulator {
 public:
  void add(double nodes, double cost, bool solutionLeaf);
  EstimateResult result(double timeMs) const;

 private:
  int n_ = 0;
  double meanN_ = 0, m2N_ = 0, meanC_ = 0, m2C_ = 0, minN_ = 0, maxN_ = 0;
  int sol_ = 0;
};

// One line per measure: "nodes: mean 1.23e+04 (stddev ..., stderr ..., min ..., max ...)".
// costName names the cost measure ("updates"); pass nullptr when there is none.
std::string estimateText(const EstimateResult& r, const char* costName);

// When a run of probes stops early: after `seconds` (--time-limit; 0 = never) or on Ctrl-C. The
// first probe always runs; EstimateResult::probes says how many did.
class ProbeDeadline {
 public:
  explicit ProbeDeadline(double seconds);
  bool expired() const;

 private:
  double seconds_;
  std::chrono::steady_clock::time_point start_;
};

// `probes` random root-to-leaf probes through the search tree of (s, b), fewer when
// `timeSeconds` (> 0) runs out. The space is restored to its state at the call. A root that
// fails propagation gives an estimate of 1 node.
EstimateResult estimateTreeSize(Space& s, Brancher& b, int probes, uint64_t seed, double timeSeconds = 0);

}  // namespace deduce::cp
