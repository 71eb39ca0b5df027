// The picture of a pentomino tiling (src/render/svg.h): each piece (class "piece") filled in its
// own colour with its letter, thick outlines between pieces.
#pragma once

#include <string>
#include <vector>

namespace deduce::pentomino {
// `board`: a letter per cell (the piece covering it), or null for the empty board.
std::string svg(int rows, int cols, const std::vector<std::string>* board);
}  // namespace deduce::pentomino
