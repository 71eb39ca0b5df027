// Hashi as an integer program (paper 003 §6.2): binary x^n_q for n = 0..m bridges on each
// possible bridge q (the paper's m = 2; Tatham's mN gives other m), the island sums, the
// no-crossing pairs, and connectivity by a single-source network flow with big-M links; with
// `hdc`, the paper's human-deduced first-glance fixings (6.2)-(6.11) as variable bounds.
// With Tatham's L flag (no loops) one more row makes the bridged pairs a tree. See
// model_mip.cpp for the equations and the corrections to the paper.
#pragma once

#include <vector>

#include "ip/model.h"
#include "ip/solve.h"
#include "puzzles/hashi/hashi.h"

namespace deduce::hashi {

struct MipModel {
  ip::Model ip;
  std::vector<std::pair<int, int>> island;            // P: (row, col) of island a, reading order
  std::vector<std::pair<int, int>> bridge;            // B: (a, b), a < b
  std::vector<std::vector<ip::VarId>> x;              // x[q][n], n = 0..maxBridges
  std::vector<std::pair<ip::VarId, ip::VarId>> flow;  // y_q (a->b), y_q' (b->a)
  std::vector<std::pair<int, int>> crossings;         // pairs of bridges (q, r) that cross
  int hdcFixings = 0;                                 // variables fixed by (6.2)-(6.11)
};
MipModel buildMip(const Instance& inst, bool hdc = false);
Solution decodeMip(const MipModel& m, const ip::Solution& s);

// Build, solve (opt: limits, solutions) and decode in one call.
ip::Answers<Solution> solveMip(const Instance& inst, bool hdc, const ip::Options& opt);

}  // namespace deduce::hashi
