// Hashi as SAT, with connectivity added lazily.
//   bridges     the possible bridges e of hashi::build (two islands in a line, nothing between)
//               in the order encoding: b(e, j) <-> "at least j bridges on e", j = 1..m, named
//               "r<r>c<c>-r<r>c<c>>=j"; b(e, j+1) -> b(e, j)
//   sums        an island's count of bridges is the number of true b literals of its edges, so
//               "exactly label of them" (totalizer) is the island constraint, no arithmetic
//   crossings   !b(e, 1) | !b(f, 1) for each crossing pair
//   no loops    (Tatham's L) the used edges number islands - 1, which with connectivity is a tree
//   connected   not in the CNF: at each model the components of the used edges are found; if
//               there are several, every component C gets the cut clause "some edge leaving C is
//               used" and the solver goes on (sat::RefineFn, same incremental solver). A
//               component with no leaving edge gives the empty clause: no solution. Each cut
//               removes that model and every model with the same separated component, so the
//               loop ends; in practice a handful of cuts per puzzle.
// So the CNF alone (what writeDimacs exports) is a relaxation: it admits disconnected bridge
// sets, and an exported file must say so.
// The island sums fix the number of true b literals (half the sum of the labels), so blocking
// uses the true literals only.
#pragma once

#include <functional>
#include <vector>

#include "puzzles/hashi/hashi.h"
#include "sat/cnf.h"
#include "sat/solver.h"

namespace deduce::hashi {

struct SatModel {
  sat::Cnf cnf;
  int islands = 0;
  std::vector<std::pair<int, int>> island;     // (row, col) of island i
  std::vector<std::pair<int, int>> edges;      // island pairs
  std::vector<std::vector<sat::Lit>> atLeast;  // atLeast[e][j] = b(e, j + 1)
  std::vector<sat::Lit> projection;            // every b(e, j), edge-major
  Solution decode(const std::vector<bool>& values) const;
  // The cut clauses for a model whose used edges (used[e]) leave the islands disconnected:
  // empty when they are connected.
  std::vector<std::vector<sat::Lit>> cuts(const std::vector<bool>& used) const;
};

SatModel buildSat(const Instance& inst);

struct SatResult {
  sat::Result result;
  uint64_t cuts = 0;  // connectivity cut clauses added
};
// Enumerate under opt (up to opt.maxSolutions); onSolution gets each solution and returns false
// to stop (null: count only).
SatResult solveSat(const Instance& inst, const sat::Options& opt, const std::function<bool(const Solution&)>& onSolution = {});

}  // namespace deduce::hashi
