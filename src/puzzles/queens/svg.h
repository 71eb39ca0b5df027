// The picture of an N-queens board (src/render/svg.h): a chessboard (shaded squares up to n = 64)
// and the queens (class "queen").
#pragma once

#include <string>
#include <vector>

namespace deduce::queens {
// `columns`: the queen's column in each row (0-based), or null for the empty board.
std::string svg(int n, const std::vector<int>* columns);
}  // namespace deduce::queens
