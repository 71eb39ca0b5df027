// Latin squares (and their completion) as SAT: rows and columns as the units of
// grid/model_sat.h, in any of its encodings, solved by CaDiCaL through sat::enumerate.
#pragma once

#include "puzzles/grid/model_sat.h"

namespace deduce::latin {

// givens: n*n row-major, 0 = empty (empty vector: no givens).
grid::SatModel buildSat(int n, const std::vector<int>& givens, grid::SatEncoding enc = grid::SatEncoding::Extended);

// Same contract as latin::solve, by SAT.
grid::Result solveSat(int n, const std::vector<int>& givens, const grid::SolveOptions& opt,
                      grid::SatEncoding enc = grid::SatEncoding::Extended, bool detailedStats = false);

}  // namespace deduce::latin
