// Sudoku as an integer program (paper 003 §3, after Bartlett et al.): one binary x[i,j,k] per
// cell (i, j) and value k, set-partitioning rows for every column, row, box and cell, and the
// clues as fixed variables. Any box shape (boxRows x boxCols instead of the paper's m x m) and,
// beyond the paper, the two diagonals of diagonal Sudoku as two more families of rows.
// Solved by src/ip (CBC); see model_mip.cpp for the equations.
#pragma once

#include <vector>

#include "ip/model.h"
#include "ip/solve.h"
#include "puzzles/grid/grid.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku {

struct MipModel {
  ip::Model ip;
  int n = 0;
  std::vector<ip::VarId> x;  // x[(i * n + j) * n + (k - 1)], 0-based i, j
  ip::VarId at(int i, int j, int k) const { return x[(static_cast<size_t>(i) * n + j) * n + (k - 1)]; }
};
MipModel buildMip(const Instance& inst);
// The solution as the row-major values sudoku::check takes.
std::vector<int> decodeMip(const MipModel& m, const ip::Solution& s);

// The engine "mip" with the shape of the others (sudoku::Engine): limits.solutions solutions
// (0 = all) by no-good cuts, onSolution on each, status and statistics (nodes, time).
grid::Result solveMip(const Instance& inst, const grid::SolveOptions& opt);

}  // namespace deduce::sudoku
