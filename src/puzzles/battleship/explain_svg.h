// `deduce explain battleship --format svg`: the logic solver's steps (logic.h) drawn one panel
// each, three panels a row. A panel shows the position before its step (water shaded, ship
// cells dark, the givens as on paper, the counts beside and below), the cells the step finds
// ship (class "placement", green) or water (class "elimination", red ring), and the step's
// sentence; a last panel (class "outcome") shows the position reached and the status. Steps
// are groups of class "step".
#pragma once

#include <string>

#include "puzzles/battleship/logic.h"

namespace deduce::battleship {
std::string explainSvg(const Instance& inst, const logic::Outcome& outcome);
}  // namespace deduce::battleship
