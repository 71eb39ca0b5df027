// Zebra puzzles as integer programs (paper 003 §7.2.1): binary x^attr_ij (house i has value j
// of the attribute), the set-partitioning rows (7.1a)-(7.1b) and one family of linear rows per
// clue: attribute connection (ACC), direct location (DLC, as bounds) and indirect location
// (ILC). See model_mip.cpp for the rows and the linearisation of the paper's ILC.
#pragma once

#include <vector>

#include "ip/model.h"
#include "ip/solve.h"
#include "puzzles/zebra/zebra.h"

namespace deduce::zebra {

struct MipModel {
  ip::Model ip;
  int houses = 0;
  std::vector<std::vector<std::vector<ip::VarId>>> x;  // x[attr][house][value]
};
MipModel buildMip(const Puzzle& p);
// table[house][attr] = value, as zebra::check takes it.
Table decodeMip(const MipModel& m, const ip::Solution& s);

// Build, solve (opt: limits, solutions) and decode in one call.
ip::Answers<Table> solveMip(const Puzzle& p, const ip::Options& opt);

}  // namespace deduce::zebra
