#include "puzzles/latin/model_sat.h"

namespace deduce::latin {

grid::SatModel buildSat(int n, const std::vector<int>& givens, grid::SatEncoding enc) {
  return grid::buildUnitsSat(n, givens, grid::rowsAndColumns(n), enc);
}

grid::Result solveSat(int n, const std::vector<int>& givens, const grid::SolveOptions& opt, grid::SatEncoding enc,
                      bool detailedStats) {
  return grid::solveSatModel(buildSat(n, givens, enc), opt, detailedStats);
}

}  // namespace deduce::latin
