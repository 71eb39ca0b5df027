// The picture of a Sudoku (src/render/svg.h): any box shape, diagonals shaded, givens and solved
// values told apart (grid/svg.h).
#pragma once

#include <string>
#include <vector>

#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku {
// `solution`: n*n values, or null for the puzzle alone.
std::string svg(const Instance& inst, const std::vector<int>* solution);
}  // namespace deduce::sudoku
