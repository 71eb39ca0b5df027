// Battleship solitaire as SAT: the paper's grid-based model (one Boolean per ship placement)
// in clauses.
//   placements  y(length, top-left, orientation) for every placement on the board (length 1:
//               one orientation), named "<len><H|V>@r<r>c<c>" (1-based)
//   cells       s(cell) <-> OR of the placements covering it, and at most one of them (no
//               overlap); named "r<r>c<c>"
//   spacing     y -> !s(h) for every cell h of the placement's halo (the king-neighbours of its
//               cells): ships never touch, not even diagonally
//   fleet       exactly `count` placements of each length (totalizer)
//   counts      exactly rowCount[r] ship cells in row r, colCount[c] in column c (totalizer)
//   givens      '~': !s; a ship part: the covering placements showing another part there are
//               false and one showing that part is true
// Two solutions with the same fleet cannot contain one another, so blocking uses the true
// placement literals only.
#pragma once

#include <functional>
#include <vector>

#include "puzzles/battleship/battleship.h"
#include "sat/cnf.h"
#include "sat/solver.h"

namespace deduce::battleship {

struct SatModel {
  sat::Cnf cnf;
  std::vector<Ship> placement;
  std::vector<sat::Lit> projection;  // placement k's variable at index k
  Solution decode(const std::vector<bool>& values) const;  // sorted ships
};

SatModel buildSat(const Instance& inst);

// Enumerate under opt (up to opt.maxSolutions); onSolution gets each solution and returns false
// to stop (null: count only).
sat::Result solveSat(const Instance& inst, const sat::Options& opt,
                     const std::function<bool(const Solution&)>& onSolution = {});

}  // namespace deduce::battleship
