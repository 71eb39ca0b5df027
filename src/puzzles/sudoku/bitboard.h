// The bitboard Sudoku engine ("bits"): a dedicated solver for the classic 9x9 Sudoku (3x3 boxes,
// no diagonal constraint) built on per-digit bitboards, band-local deductions (box/line
// interactions, hidden and naked singles, mini-row and mini-column triads) and branching on a
// digit's placement in a band or stack. The data layout and why it is fast are explained at
// the top of bitboard_engine.h (compiled twice, scalar and AVX-512: bitboard_kernel.h);
// docs/results/bitboard.md has the measurements.
//
// Other grid shapes and the diagonal variant are not handled by this engine: `supports` says
// so, `solve` returns Status::Unsupported, and `solveBits` (the sudoku::Engine entry) falls back
// to the cp engine for them.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku::bits {

enum class Status {
  Complete,     // the whole search tree was explored: count is the exact number of solutions
  SolutionCap,  // stopped at the solution limit
  Limit,        // guess or time limit reached
  Interrupted,  // deduce::cp::g_stopRequested was set
  Unsupported,  // not a 9x9 Sudoku with 3x3 boxes and no diagonal, or a value outside 0..9
};

struct Limits {
  uint64_t solutions = 0;  // stop after this many solutions (0 = all)
  uint64_t guesses = 0;    // stop after this many guesses (0 = none)
  double seconds = 0;      // wall-clock limit (0 = none)
};

struct Result {
  Status status = Status::Complete;
  uint64_t count = 0;      // solutions found (exact when Complete)
  std::vector<int> first;  // the first solution, 81 values 1..9 row-major (empty if none)
  uint64_t guesses = 0;    // branches tried (the root is not counted)
  double timeMs = 0;
};

// True when the engine handles this instance (9x9, 3x3 boxes, no diagonal, values 0..9).
bool supports(const Instance& inst);

// Solve the 81 cells (row-major, 0 = empty, 1..9 = clue). `onSolution`, when given, is called
// with every solution (81 values) in the order found; returning false stops the search
// (status SolutionCap).
using SolutionFn = bool (*)(const std::vector<int>& grid, void* user);
Result solve(const uint8_t cells[81], const Limits& limits, SolutionFn onSolution = nullptr, void* user = nullptr);
Result solve(const Instance& inst, const Limits& limits);

// The hot path for setters and the minimum-clue search: the number of solutions of the 81
// cells, stopping at `limit` (limit <= 0: count all). Conflicting clues give 0. No limits other
// than the count, no statistics. When `solution` is not null and a solution exists, the first
// one found is written there (81 values 1..9).
int countSolutions(const uint8_t cells[81], int limit, uint8_t* solution = nullptr);

// The uniqueness check of the minimum-clue search: the number of solutions up to 2, where
// `known` is one solution of the cells; when there are two, a solution other than `known` is
// written to `other` (the cells where it differs from `known` form an unavoidable set).
int otherSolution(const uint8_t cells[81], const uint8_t known[81], uint8_t other[81]);

// sudoku::Engine entry: the bits engine for the instances it supports, the cp engine otherwise.
// Honours limits.solutions, limits.nodes (as guesses), limits.timeSeconds, onSolution and
// deduce::cp::g_stopRequested. Stats: nodes = guesses + 1, enumerations = guesses,
// solutions = count, timeMs.
grid::Result solveBits(const Instance& inst, const grid::SolveOptions& opt);

}  // namespace deduce::sudoku::bits
