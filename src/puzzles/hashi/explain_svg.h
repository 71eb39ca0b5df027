// `deduce explain hashi --format svg`: the logic solver's steps (logic.h) drawn one panel each,
// three panels a row. A panel shows the islands and the bridges certain before its step (blue),
// the bridges the step makes certain (class "placement", green: at least k), the limits it sets
// (class "elimination", red dashes with "<=k"), and the step's sentence; a last panel (class
// "outcome") shows the bridges found and the status. Steps are groups of class "step".
#pragma once

#include <string>

#include "puzzles/hashi/logic.h"

namespace deduce::hashi {
std::string explainSvg(const Instance& inst, const logic::Outcome& outcome);
}  // namespace deduce::hashi
