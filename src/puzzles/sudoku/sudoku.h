// Sudoku of any box shape: an n x n grid, n = boxRows * boxCols, values 1..n, every row,
// column and boxRows x boxCols box all different; with `diagonal`, both main diagonals too.
//
// Model (paper 002 §4.3, paper 001 §1): one variable per cell, one alldifferent per unit
// (row, column, box, diagonal) at the chosen consistency — the generic grid::solveUnits.
//
// Engines: an engine is one function from the parsed instance to solutions + statistics; the
// genre (genre.cpp) lists them for the driver, picked by name with --engine: "cp" (this model),
// "dlx" (dancing links on the exact cover matrix) and "ps12" (paper 001's PS-1-2, first
// solution only).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/grid/grid.h"

namespace deduce::sudoku {

struct Instance {
  std::vector<int> cells;  // n*n row-major, 0 = empty, else 1..n
  int boxRows = 3, boxCols = 3;
  bool diagonal = false;
  // A position's pencil marks (bit v-1 for v; 0 for filled cells), read with --pencil for
  // explain and hint (position.h); empty for a puzzle. The solving engines ignore them.
  std::vector<uint32_t> pencil;
  int size() const { return boxRows * boxCols; }
};

// The units of the model and their names ("row 3", "box 2", "diagonal"...).
grid::Units units(const Instance& inst, std::vector<std::string>* names = nullptr);

// False when no two givens share a value in a row, column, box (or diagonal): bitmasks on the
// stack, no allocation, as the reader runs it on every puzzle of a batch before the full check
// that names the clash. True when they do, and for grids over 64 wide (left to that check).
bool givensMayClash(const Instance& inst);

// Box shape for an n x n grid when --box is not given: r x r for n = r^2, otherwise the most
// square factorisation R x C with R <= C (6 -> 2x3, 12 -> 3x4). Returns false when n has no
// factorisation with R > 1 (a prime n: give --box).
bool inferBox(int n, int& boxRows, int& boxCols);

// Independent checker (written from the rules, shares no code with the model): the solution
// is n*n values in 1..n, agrees with every given, and every row, column, box (and diagonal)
// holds each value once. Returns "" when valid, else what is wrong.
std::string check(const Instance& inst, const std::vector<int>& solution);

using Engine = grid::Result (*)(const Instance&, const grid::SolveOptions&);
grid::Result solveCp(const Instance& inst, const grid::SolveOptions& opt);
grid::Result solveDlx(const Instance& inst, const grid::SolveOptions& opt);   // engines.cpp
grid::Result solvePs12(const Instance& inst, const grid::SolveOptions& opt);  // engines.cpp

}  // namespace deduce::sudoku
