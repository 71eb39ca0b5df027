// The picture of a Hashi puzzle (src/render/svg.h): islands as circles with their numbers (class
// "island"), and for a solution each bridged pair (class "bridge") as one or two lines.
#pragma once

#include <string>

#include "puzzles/hashi/hashi.h"

namespace deduce::hashi {
// `sol`: the bridges, or null for the puzzle alone.
std::string svg(const Instance& inst, const Solution* sol);
}  // namespace deduce::hashi
