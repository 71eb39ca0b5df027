// Battleship solitaire (paper 003, chapter 4): ships of given lengths lie horizontally or
// vertically, never overlapping and never touching, not even diagonally; each row and column
// has a given number of ship cells; some cells are given.
//
// Files: battleship.cpp (format, model, generator, rendering), check.cpp (independent checker),
// genre.cpp (`deduce solve|count|generate battleship`).
//
// Model: the paper's grid based model (GBM, §4.2.1) — one Boolean per possible ship placement
// (length, top-left cell, orientation) — with a cell layer and one global propagator:
//   cells:     ship(i) == sum of the placements covering cell i (one small Boolean sum
//              propagator per cell, battleship.cpp: CoverSum)
//   givens:    water: every placement covering the cell is 0; '<' '>' '^' 'v' '#' 'o': exactly
//              one placement shows that part there (sum == 1)
//   fleet propagator (fleet.cpp): the fleet (ships of each length), the row and column counts,
//              the diagonal rule, the spacing (a placement dies, and a placed ship fails, when a
//              ship cell lies in its halo), placement support (halo, counts), the cells common
//              to all placements of a ship cell, and a bound on how many ships the lines can
//              still hold.
// The spacing rule differs from the paper's (4.1e), which limits the placements touching each
// cell's orthogonal neighbourhood: as written that also forbids two ships one water cell apart.
// Two ships overlap (the cell sums allow one placement per cell) or touch (a cell of one lies in
// the halo of the other) exactly when the halo rule sees it. "At most one placement meets each 2x2
// window" sums would be redundant with the halo rule (measured: the same nodes).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "cp/branch.h"
#include "cp/model.h"
#include "cp/search.h"
#include "util/input.h"

namespace deduce {
class Budget;
}

namespace deduce::battleship {

struct Instance {
  int rows = 0, cols = 0;
  std::vector<int> rowCount, colCount;  // -1 = not given
  std::map<int, int> fleet;             // length -> number of ships
  std::string givens;                   // rows*cols chars: '.' unknown, '~' '<' '>' '^' 'v' '#' 'o'
};

struct Ship {
  int r, c, len;
  bool vertical;
  bool operator<(const Ship& o) const {
    return std::tie(r, c, len, vertical) < std::tie(o.r, o.c, o.len, o.vertical);
  }
  bool operator==(const Ship&) const = default;
};
using Solution = std::vector<Ship>;  // sorted

// The paper's Table 4.2 fleets (6x6, 8x8, 10x10, 15x15); other sizes take the nearest of them
// by area (up to 7x7, 9x9, 12x12 cells; a 4x15 board gets the 8x8 fleet), scaled by area above
// 15x15, without ships longer than the board's longer side.
std::map<int, int> defaultFleet(int rows, int cols);

// Puzzles are blocks separated by blank lines; comment lines start with "# " (a '#' followed by
// a blank) or are '#' lines with a character no grid row has ("#comment"), since a grid row
// may start with '#', a ship's middle ("#~~").
std::vector<Record> splitPuzzles(const Source& src);
// Block format: `rows N...`, `cols N...`, optional `fleet L:K ...`, optional grid of givens.
Instance parse(const Record& rec);
// The LENGTH:COUNT tokens of a `fleet` line from column `from` on (also `--fleet` of the
// generator); InputError at the offending token.
std::map<int, int> parseFleet(const Line& ln, size_t from, const std::string& file);
std::string format(const Instance& inst);  // the same format, parseable

struct Geometry;  // fleet.cpp: the placements' cells, halos and lines, and per cell and line
struct Model {
  std::vector<Ship> placement;
  cp::VarIds y;
  cp::VarIds cell;  // rows*cols Booleans: a ship covers the cell
  std::shared_ptr<const Geometry> geometry;  // built by postFleet, shared with defaultBrancher
  const cp::Propagator* fleet = nullptr;     // the fleet propagator (postFleet): its counters
                                             // steer defaultBrancher on the same space
  std::vector<const cp::Propagator*> cellSum;  // per cell its CoverSum: the failures it caused
                                               // (Propagator::weight) steer defaultBrancher
};
Model build(cp::Space& s, const Instance& inst);
Solution extract(const cp::Space& s, const Model& m);
// The fleet propagator (fleet.cpp), posted by build(): ship/halo/count/fleet reasoning that the
// linear sums cannot do.
void postFleet(cp::Space& s, const Instance& inst, Model& m);
// The default search (fleet.cpp): the live placement of the longest ship still to place whose
// cells have met the most failures so far (cell sums, fleet propagator cells and lines), ties
// to the one that meets the fewest placements at the root; placed first, then excluded.
std::unique_ptr<cp::Brancher> defaultBrancher(const Instance& inst, const Model& m);

// The solved grid as rows of characters (~ < > ^ v # o).
std::vector<std::string> grid(const Instance& inst, const Solution& sol);
std::string render(const Instance& inst, const Solution& sol);

// Independent checker (check.cpp): "" when valid, else what is wrong.
std::string check(const Instance& inst, const Solution& sol);

// A random puzzle with a unique solution: random fleet placement, its counts, then givens taken
// from the hidden solution until the solution is unique, then superfluous givens removed.
struct GenerateOptions {
  uint64_t budget = 0;        // search nodes per uniqueness check; 0 = by size (see generate)
  std::map<int, int> fleet;   // empty = defaultFleet(rows, cols)
  // The run's budget (puzzles/budget.h): every search runs within what is left of it, and
  // Budget::Stopped is thrown once it is spent (time, nodes, Ctrl-C). Null: none.
  Budget* within = nullptr;
};
Instance generate(int rows, int cols, uint64_t seed, const GenerateOptions& opt = {});

// Solve helper used by the generator, tests and benchmarks: up to `limit` solutions.
struct SolveResult {
  std::vector<Solution> solutions;
  cp::Stats stats;
  bool limitHit = false;
};
SolveResult solve(const Instance& inst, uint64_t limit, const cp::Limits& limits = {});

}  // namespace deduce::battleship
