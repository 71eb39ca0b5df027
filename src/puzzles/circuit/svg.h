// The picture of a Circuit Board puzzle (src/render/svg.h): points (class "point"), blacked-out
// cells (class "blocked"), given segments (class "given"), and for a solution the tree's
// segments (class "segment") with the shortest path of the variant on top (class "path").
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "puzzles/circuit/circuit.h"

namespace deduce::circuit {
// `tree`: the solution's segments, or null for the puzzle alone; `path`: the points of the
// variant's path in order (empty: none); `ends`: the variant's two points (rows < 0: none).
std::string svg(const Instance& inst, const Solution* tree, const std::vector<std::pair<int, int>>& path,
                std::pair<std::pair<int, int>, std::pair<int, int>> ends);
}  // namespace deduce::circuit
