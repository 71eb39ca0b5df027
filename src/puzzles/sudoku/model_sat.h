// Sudoku as SAT (any box shape, optional diagonals): the units of sudoku::units() in one of the
// four encodings of grid/model_sat.h (paper 001's naive translation; Lynce & Ouaknine's
// minimal, efficient and extended encodings), solved by CaDiCaL through sat::enumerate.
#pragma once

#include "puzzles/grid/model_sat.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku {

// The CNF with the cell=value projection and its decoder (grid::SatModel::decode gives the
// row-major grid that sudoku::check takes).
grid::SatModel buildSat(const Instance& inst, grid::SatEncoding enc = grid::SatEncoding::Extended,
                        sat::AmoEncoding amo = sat::AmoEncoding::Pairwise);

// The engine: same contract as solveCp (limits, onSolution, count, first solution, stats).
grid::Result solveSatWith(const Instance& inst, const grid::SolveOptions& opt, grid::SatEncoding enc,
                          bool detailedStats = false);
// One solver for a batch of puzzles of the shape (box, diagonal) of `shape` (grid::SatBatch):
// batch.solve(inst.cells, opt) per puzzle.
grid::SatBatch satBatch(const Instance& shape, grid::SatEncoding enc = grid::SatEncoding::Extended);

// The extended encoding, with the signature of sudoku::Engine.
grid::Result solveSat(const Instance& inst, const grid::SolveOptions& opt);

}  // namespace deduce::sudoku
