// Counting the solutions of a CNF projected on the puzzle's own variables, without one
// blocking clause per solution.
//
// Blocking clauses (sat::enumerate's loop) cost a CDCL restart and a longer clause database per
// solution: fine for the two solutions of a uniqueness proof, impractical for 10^5 solutions
// (Latin squares of order 5: 45,705 of 161,280 in 120 s). Two counters that visit each solution
// once:
//
//   Dpll    a DPLL model counter: our own unit propagation (two watched literals, no learning,
//           no restarts), branching only on projection variables, chronological backtracking,
//           so the search tree is a partition and every leaf is one solution or one conflict.
//           Branching picks the unsatisfied "positive projection clause" (every literal a
//           positive projection literal: a cell's values, an item's options) with the fewest
//           open literals and tries its first open literal true, then false: dancing links'
//           "item with the fewest options" on the CNF. At a leaf (projection assigned) the
//           auxiliary variables of the encodings are completed by a depth-first search for ONE
//           extension (they do not multiply the count).
//   Cubes   cube and conquer: the same search down to `cubeDepth` decisions splits the problem
//           into disjoint cubes (the projection literals of the trail); each cube is counted by
//           CaDiCaL with blocking clauses under the cube as assumptions, on one incremental
//           solver, the blocking clauses guarded by an activation literal retired after the
//           cube, and shortened to the literals the cube leaves open.
//
// `deduce bench sat --counting` measures the three (docs/results/sat.md); sat::enumerate
// counts every solution (Options::maxSolutions = 0, no lazy constraints) by blocking clauses up
// to 100 solutions and by Dpll beyond (Options::counting).
#pragma once

#include <vector>

#include "sat/cnf.h"
#include "sat/solver.h"

namespace deduce::sat {

// Statistics: decisions and conflicts of the DPLL search (Cubes: plus CaDiCaL's learned
// clauses), propagations = literals assigned by propagation, solveCalls = CaDiCaL calls (1 for
// Dpll).
Result countDpll(const Cnf& cnf, const std::vector<Lit>& projection, const Options& opt, const SolutionFn& onSolution);
Result countCubes(const Cnf& cnf, const std::vector<Lit>& projection, const Options& opt, const SolutionFn& onSolution,
                  int cubeDepth = 3);

}  // namespace deduce::sat
