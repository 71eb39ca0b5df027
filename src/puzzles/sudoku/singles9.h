// Naked and hidden singles on the classic 9x9 Sudoku (3x3 boxes, no diagonal): whether they
// alone fill a puzzle, or a chosen set of its cells. The generator's test for easy puzzles,
// run a few dozen times per candidate puzzle.
#pragma once

#include <cstdint>

namespace deduce::sudoku::singles9 {

// Whether naked and hidden singles, applied from the givens `cells` (81 values, 0 = empty),
// fill every cell in `targets` (`count` cell indices; count 0: every cell). False on a
// contradiction. Stops as soon as the targets are filled: when `cells` plus the targets is a
// puzzle singles solve, that proves singles solve `cells` too (what singles fill only grows
// with the givens).
bool fills(const int cells[81], const int* targets = nullptr, int count = 0);

// The propagation state behind `fills`, kept to be continued: a board where singles stopped
// (stalled) can take more givens and propagate from there, which gives what propagating
// from all the givens at once would give (singles only ever add to what they fill), at the
// cost of the new deductions alone. A copy is a few hundred bytes.
class Board {
 public:
  enum class Result { Filled, Stalled, Contradiction };

  // Loads the givens (81 values, 0 = empty); false when two equal givens share a unit.
  bool load(const int cells[81]);
  // Loads a position with pencil marks: values (0 = open) and each open cell's candidates
  // (bit v-1; what the values rule out goes too). False when two equal values share a unit.
  bool load(const int value[81], const uint32_t cand[81]);
  // Places v (1..9) on cell as a given; false when it clashes with what is placed or derived.
  // A cell already holding v is left as it is. Propagate afterwards.
  bool place(int cell, int v);
  // Naked and hidden singles until every target is filled (Filled; count 0: every cell), until
  // nothing more follows (Stalled: the board may be continued) or a contradiction.
  Result propagate(const int* targets = nullptr, int count = 0);
  // The value on cell, given or derived; 0 when open.
  int value(int cell) const { return value_[cell]; }

 private:
  bool fill(int cell);

  uint16_t cand_[81];    // candidates of the open cells (bit v-1), 0 once filled
  uint8_t value_[81];    // 0 when open
  uint32_t placed_[27];  // values placed per unit: rows 0-8, columns 9-17, boxes 18-26
  uint32_t dirty_ = 0;   // units changed since their last hidden-single scan
  uint64_t target_[2] = {0, 0};  // the targets of the current propagate, as cell bits
  int left_ = 0;         // targets still open
  int nWork_ = 0;
  uint8_t work_[336];    // cells left with one or no candidate: each pushed at most four times
};

}  // namespace deduce::sudoku::singles9
