#include "puzzles/sudoku/model_sat.h"

namespace deduce::sudoku {

grid::SatModel buildSat(const Instance& inst, grid::SatEncoding enc, sat::AmoEncoding amo) {
  return grid::buildUnitsSat(inst.size(), inst.cells, units(inst), enc, amo);
}

grid::Result solveSatWith(const Instance& inst, const grid::SolveOptions& opt, grid::SatEncoding enc,
                          bool detailedStats) {
  return grid::solveSatModel(buildSat(inst, enc), opt, detailedStats);
}

grid::SatBatch satBatch(const Instance& shape, grid::SatEncoding enc) {
  return grid::SatBatch(shape.size(), units(shape), enc);
}

grid::Result solveSat(const Instance& inst, const grid::SolveOptions& opt) {
  return solveSatWith(inst, opt, grid::SatEncoding::Extended);
}

}  // namespace deduce::sudoku
