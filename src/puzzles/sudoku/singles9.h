// Naked and hidden singles on the classic 9x9 Sudoku (3x3 boxes, no diagonal): whether they
// alone fill a puzzle, or a chosen set of its cells. The generator's test for easy puzzles,
// run a few dozen times per candidate puzzle.
#pragma once

namespace deduce::sudoku::singles9 {

// Whether naked and hidden singles, applied from the givens `cells` (81 values, 0 = empty),
// fill every cell in `targets` (`count` cell indices; count 0: every cell). False on a
// contradiction. Stops as soon as the targets are filled: when `cells` plus the targets is a
// puzzle singles solve, that proves singles solve `cells` too (what singles fill only grows
// with the givens).
bool fills(const int cells[81], const int* targets = nullptr, int count = 0);

}  // namespace deduce::sudoku::singles9
