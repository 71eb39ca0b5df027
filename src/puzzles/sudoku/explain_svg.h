// `deduce explain sudoku --format svg`: the logic solver's steps (logic.h) drawn one panel each,
// three panels a row. A panel shows the position before its step with the candidates left
// (grids up to 9x9), the step's placements (class "placement", green) and eliminations (class
// "elimination", red, struck through), and the step's sentence; a last panel shows the position
// reached and the outcome. Panels are groups of class "step" (the last one "outcome").
#pragma once

#include <string>

#include "puzzles/sudoku/logic.h"

namespace deduce::sudoku {
std::string explainSvg(const Instance& inst, const logic::Outcome& outcome);
}  // namespace deduce::sudoku
