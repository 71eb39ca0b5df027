// SAT models of number grids whose units are all different (Sudoku, Latin squares), shared by
// the sudoku and latin genres' model_sat files, and the bridge from sat::enumerate to the
// genres' grid::Result.
//
// Variables: x(cell, v) <=> "cell holds v", named "r<row>c<col>=<v>" (1-based), numbered
// cell * n + v (so variable 1 is r1c1=1). Givens are unit clauses.
//
// Encodings (paper 001 §1.4; Lynce and Ouaknine, "Sudoku as a SAT problem", 2006):
//   naive      paper 001's translation of each alldifferent separately: x_i != x_j for every
//              pair of the unit as the binary clauses (!x(i,v) | !x(j,v)) for every value, and
//              "x_i takes a value" (x(i,1) | ... | x(i,n)) for every cell of the unit; a cell's
//              definedness clause therefore appears once per unit it lies in.
//   minimal    Lynce & Ouaknine's minimal encoding: each cell has at least one value, each value
//              at most once per unit. The same clause set as naive without the repeats.
//   efficient  minimal + each cell at most one value.
//   extended   efficient + each value at least once per unit (the redundant "definedness" of
//              the units: what lets unit propagation find hidden singles).
// All four have the same solutions; each grid has exactly one value per cell (a row of n cells
// holds each of its n values at most once and every cell at least one), so a solution is fixed
// by its true cell=value variables and blocking uses those n^2 literals only.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/grid/grid.h"
#include "sat/cnf.h"
#include "sat/solver.h"

namespace deduce::grid {

enum class SatEncoding { Naive, Minimal, Efficient, Extended };
const char* toString(SatEncoding e);  // "naive", "minimal", "efficient", "extended"
// Throws UsageError naming the choices.
SatEncoding satEncodingFromString(const std::string& name);
std::vector<SatEncoding> allSatEncodings();

struct SatModel {
  int n = 0;
  sat::Cnf cnf;
  std::vector<sat::Lit> projection;  // x(cell, v), cell-major: index cell * n + v - 1
  // The row-major grid of a projected solution (values[i] for projection[i]).
  std::vector<int> decode(const std::vector<bool>& values) const;
};

// "r<row+1>c<col+1>=<v>", or "r<row+1>c<col+1>" for v = 0: the variable names of the models.
std::string cellName(int r, int c, int v);

// Pairwise at-most-one clauses are about n^4 on an n x n grid: 11 million at 49x49, 200
// million (gigabytes, minutes before the search starts) at 100x100. Larger models are refused.
inline constexpr uint64_t kMaxPairwiseClauses = uint64_t{1} << 24;

// Values 1..n on an n x n grid, givens (n*n, 0 = empty) and units all different. `amo` is how
// the at-most-one constraints are written (pairwise in Lynce & Ouaknine). Throws
// std::invalid_argument for a given outside 1..n, and for a model of more than
// kMaxPairwiseClauses pairwise clauses (saying which engine to use instead).
SatModel buildUnitsSat(int n, const std::vector<int>& givens, const Units& units, SatEncoding enc,
                       sat::AmoEncoding amo = sat::AmoEncoding::Pairwise);

// Search the model under the options' limits (time, solutions, nodes -> CaDiCaL decisions per
// call, failures -> conflicts), calling opt.onSolution with each grid. Statistics in cp::Stats
// terms: enumerations = decisions, backtracks = failures = conflicts, propagations, nodes =
// decisions + solve calls; decisions and propagations are read only with `detailedStats`
// (sat::Options::detailedStats), else 0.
Result solveSatModel(const SatModel& m, const SolveOptions& opt, bool detailedStats = false);

// A batch of grids of one shape on ONE CaDiCaL solver: the encoding without givens is built
// once, each puzzle's givens are assumptions and its blocking clauses are retired after it
// (sat::enumerateUnder). CaDiCaL builds its clause database once instead of per puzzle (that
// build is most of a 9x9 puzzle's time), and clauses learned on one puzzle, being consequences
// of the rules alone, help the next.
class SatBatch {
 public:
  SatBatch(int n, const Units& units, SatEncoding enc, sat::AmoEncoding amo = sat::AmoEncoding::Pairwise);
  // Same contract as solveSatModel. Throws std::invalid_argument for a given outside 1..n or a
  // grid of another size.
  Result solve(const std::vector<int>& givens, const SolveOptions& opt, bool detailedStats = false);

 private:
  SatModel model_;
  std::unique_ptr<sat::Solver> solver_;
};

// cp::Stats from the SAT statistics (the mapping above).
cp::Stats toCpStats(const sat::Stats& s);

}  // namespace deduce::grid
