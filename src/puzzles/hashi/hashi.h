// Hashi (Hashiwokakero, Bridges): islands numbered 1..8 on a grid; join them by horizontal and
// vertical bridges, at most two (Tatham's `mN`: N) per pair, never crossing, so that each
// island has as many bridges as its number and all islands are connected.
//
// Files: hashi.cpp (instance, formats, model, rendering), check.cpp (the independent checker),
// genre.cpp (the `deduce solve|count hashi` adapter).
//
// Model (the paper's §6.2 graph, with constraint propagation instead of integer programming):
// one count variable x_e in 0..m per possible bridge e (two islands in one row or column with
// nothing between them); per island sum(x_e) == label (bounds-consistent linear sums); per
// crossing pair "not both" (cp::atMostOneChosen); and cp::connectedDemand, which also fails on
// the possible graph being disconnected, forces its bridges, and removes bridge values that
// would close off a group of islands (isolation). With `L` (no loops) cp::acyclic too.
#pragma once

#include <string>
#include <vector>

#include "cp/graph.h"
#include "util/input.h"

namespace deduce::hashi {

struct Instance {
  int rows = 0, cols = 0;
  int maxBridges = 2;    // Tatham's mN
  bool noLoops = false;  // Tatham's L flag: the bridged pairs form a tree
  std::vector<int> grid;  // rows*cols, 0 = empty, else the island's number
  int at(int r, int c) const { return grid[r * cols + c]; }
};

struct Bridge {
  int r1, c1, r2, c2, k;  // (r1,c1) before (r2,c2) in reading order
  bool operator==(const Bridge&) const = default;
};
using Solution = std::vector<Bridge>;

// Parsers: throw InputError with the position of the offending character.
// A grid: one line per row, '1'..'9' (and 'A'..'G' for 10..16) islands, '.' or '0' empty.
Instance parseGrid(const Record& rec);
// A Simon Tatham game ID `WxHmM[L]:DESC` (see docs/hashi.md); `col` is its first column.
Instance parseGameId(const std::string& text, const std::string& file, int line, int col);
std::string toGameId(const Instance& inst);
// A puzz.link / pzprjs URL `https://puzz.link/p?hashikake/COLS/ROWS/BODY` (any host, or just
// `hashikake/COLS/ROWS/BODY`, which one '/' and blanks may follow); BODY is pzprjs's "number16"
// cell encoding (docs/hashi.md).
// Islands with an unknown number (`.`) are rejected. `col` is the text's first column.
bool isPuzzLink(const std::string& text);
Instance parsePuzzLink(const std::string& text, const std::string& file, int line, int col);
std::string toPuzzLink(const Instance& inst);  // https://puzz.link/p?hashikake/...

struct Model {
  cp::Graph g;
  std::vector<std::pair<int, int>> island;  // (row, col) of vertex i
  cp::VarIds x;                             // bridges on edge e
  std::vector<std::pair<int, int>> crossings;
};
Model build(cp::Space& s, const Instance& inst);
// The paper's "human-deduced" first-glance fixings (§6.2.4, (6.2)-(6.11)) applied as bounds
// before search. Returns how many variable bounds they changed.
int applyHumanDeduced(cp::Space& s, const Instance& inst, const Model& m);
Solution extract(const cp::Space& s, const Model& m);

// Independent checker (check.cpp): "" when `sol` satisfies every rule, else what is wrong.
std::string check(const Instance& inst, const Solution& sol);

// The grid with '-' '=' (horizontal) and '|' '"' (vertical) for 1 and 2 bridges, '#' for 3 and '@'
// for 4 (m3, m4) in either direction.
std::string render(const Instance& inst, const Solution& sol);
std::string renderPuzzle(const Instance& inst);

}  // namespace deduce::hashi
