// Internals of the logic solver shared by its files (logic*.cpp): the geometry of a
// grid shape and the candidate board.
//
// Data layout: a board is two flat arrays over the n*n cells, the value (0 = empty) and a
// 32-bit candidate mask (bit v-1 for value v). Units are cell lists numbered rows 0..n-1,
// columns n..2n-1, boxes 2n..3n-1, then the two diagonals when present. Every technique scans
// these arrays with bit operations (popcount, and/or over a unit), and `sees` is one byte
// lookup in an n^2 x n^2 table, so the common techniques cost microseconds per scan.
#pragma once

#include <bit>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/sudoku/logic.h"

namespace deduce::sudoku::logic::detail {

using Mask = uint32_t;

inline int popcount(Mask m) { return std::popcount(m); }
inline int lowestValue(Mask m) { return std::countr_zero(m) + 1; }
inline Mask bit(int v) { return Mask{1} << (v - 1); }

struct Geometry {
  int n = 0, boxRows = 0, boxCols = 0;
  bool diagonal = false;
  int cells = 0;
  std::vector<std::vector<int>> units;      // rows, columns, boxes, diagonals
  std::vector<std::vector<int>> cellUnits;  // the units holding each cell
  std::vector<std::vector<int>> peers;      // every other cell sharing a unit
  std::vector<uint8_t> seeTable;            // cells x cells: 1 when the cells share a unit
  int row(int cell) const { return cell / n; }
  int col(int cell) const { return cell % n; }
  int box(int cell) const { return (row(cell) / boxRows) * (n / boxCols) + col(cell) / boxCols; }
  bool sees(int a, int b) const { return seeTable[static_cast<size_t>(a) * cells + b] != 0; }
  int unitKind(int u) const { return u < n ? 0 : u < 2 * n ? 1 : u < 3 * n ? 2 : 3; }  // row col box diag
  bool isLine(int u) const { return u < 2 * n; }
  std::string unitName(int u) const;  // "row 4", "column 2", "box 6", "the main diagonal"
  static std::shared_ptr<const Geometry> get(int boxRows, int boxCols, bool diagonal);
};

// "r4c7" (1-based), a value as printed ("5", or "A" for 10 in grids over 9).
std::string cellName(const Geometry& g, int cell);
std::string valueName(int v);
// "r5c4, r6c9": candidates listed as cells (all of one value) or "r5c4#3" when values differ.
std::string listCells(const Geometry& g, const std::vector<int>& cells);
std::string listNumbers(const std::vector<int>& oneBased);  // "2,8"

struct Board {
  std::shared_ptr<const Geometry> geo;
  std::vector<int> value;
  std::vector<Mask> cand;
  bool uniqueKnown = false;  // unique rectangles allowed
  // The costly finders (chains, forcing chains) give up once this passes (when set).
  std::optional<std::chrono::steady_clock::time_point> deadline;
  bool expired() const { return deadline && std::chrono::steady_clock::now() > *deadline; }

  const Geometry& g() const { return *geo; }
  int n() const { return geo->n; }
  bool has(int cell, int v) const { return (cand[cell] >> (v - 1)) & 1u; }
  // Fills a cell and removes the value from its peers.
  void place(int cell, int v);
  // The cells of unit u where v is still a candidate, as a list, and their count.
  int positions(int u, int v, int* out) const;
  bool solved() const;
  // A cell empty with no candidate, or a unit where some unplaced value has no cell.
  bool broken() const;
};

// Fills a cell on flat arrays (value, candidates) and removes the value from its peers.
inline void placeOn(const Geometry& g, int* value, Mask* cand, int cell, int v) {
  value[cell] = v;
  cand[cell] = 0;
  const Mask off = ~bit(v);
  for (int p : g.peers[cell]) cand[p] &= off;
}
// Naked and hidden singles until none is left, on flat arrays; false on a contradiction (a
// cell without candidates, a value without a place in a unit). `count` grows by the number of
// cells filled. Used by forcing chains and by the generator's solution counter.
bool propagateSingles(const Geometry& g, int* value, Mask* cand, int& count);

// A technique finder: when the technique applies, fills `step` (placements, eliminations,
// text) and returns true. Finders do not change the board.
// logic_basic.cpp:
bool findHiddenSingle(const Board& b, Step& step);
bool findNakedSingle(const Board& b, Step& step);
bool findPointing(const Board& b, Step& step);
bool findClaiming(const Board& b, Step& step);
bool findNakedSubset(const Board& b, int k, Step& step);
bool findHiddenSubset(const Board& b, int k, Step& step);
bool findFish(const Board& b, int k, Step& step);
bool findXYWing(const Board& b, Step& step);     // logic_wings.cpp
bool findXYZWing(const Board& b, Step& step);    // logic_wings.cpp
bool findWWing(const Board& b, Step& step);      // logic_wings.cpp
bool findSimpleColouring(const Board& b, Step& step);  // logic_wings.cpp
bool findUniqueRectangle(const Board& b, Step& step);  // logic_wings.cpp
bool findXChain(const Board& b, Step& step);     // logic_chains.cpp
bool findXYChain(const Board& b, Step& step);    // logic_chains.cpp
bool findAIC(const Board& b, Step& step);        // logic_chains.cpp
bool findForcingChain(const Board& b, Step& step);  // logic_chains.cpp
bool findNestedForcingChain(const Board& b, Step& step);  // logic_chains.cpp

// Adds (cell, v) to step.eliminations when v is a candidate there and not listed yet.
void addElimination(const Board& b, Step& step, int cell, int v);
// "removes 3 from r5c4, r6c9" / "removes 3 from r5c4, 7 from r6c9", from step.eliminations.
std::string removesText(const Board& b, const Step& step);

// The rating bonus of a chain or net of `length` links: 0.1 more each time the length passes
// 4, 6, 8, 12, 16, 24, 32, ... (thresholds growing by x1.5 and x4/3 in turn, as in Sudoku
// Explainer's length scale).
double lengthBonus(int length);

}  // namespace deduce::sudoku::logic::detail
