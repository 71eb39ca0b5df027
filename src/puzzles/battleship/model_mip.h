// Battleship solitaire as integer programs (paper 003 §4.2):
//   GBM  the grid based model (§4.2.1): one binary y_a per ship placement a (length, first
//        cell, orientation); clue, row, column, spacing and fleet rows.
//   CBM  the cell based model of Meuffels and den Hertog (§4.2.2): binary x_ijk per cell and
//        cell type k = 0..6 (water, left, right, top and bottom ends, hull, one-cell ship) and
//        s_ijl (a ship of length l starts at (i, j)), with the rows that shape the ships.
// See model_mip.cpp for the equations and the corrections to the paper.
#pragma once

#include <string>
#include <vector>

#include "ip/model.h"
#include "ip/solve.h"
#include "puzzles/battleship/battleship.h"

namespace deduce::battleship {

enum class MipFormulation { GBM, CBM };
bool parseMipFormulation(const std::string& text, MipFormulation& out);  // "gbm" / "cbm"

struct MipModel {
  ip::Model ip;
  MipFormulation formulation = MipFormulation::GBM;
  int rows = 0, cols = 0;
  std::vector<Ship> placement;  // GBM: the placements A, one y_a each
  std::vector<ip::VarId> y;     // GBM
  std::vector<ip::VarId> x;     // CBM: x[(i * cols + j) * 7 + k]
  std::vector<std::pair<Ship, ip::VarId>> start;  // CBM: s_ijl (as a ship of length l at (i, j))
};
MipModel buildMip(const Instance& inst, MipFormulation f);
// The ships, sorted (battleship::check's input).
Solution decodeMip(const MipModel& m, const ip::Solution& s);

// Build, solve (opt: limits, solutions) and decode in one call.
ip::Answers<Solution> solveMip(const Instance& inst, MipFormulation f, const ip::Options& opt);

}  // namespace deduce::battleship
