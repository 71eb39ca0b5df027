// The number of completed Sudoku grids of a box shape, counted from scratch: 288 (4x4),
// 28,200,960 (6x6), 29,136,487,207,403,520 (8x8, 2x4 boxes) and
// 6,670,903,752,021,072,936,960 (9x9) in seconds.
//
// After Felgenhauer and Jarvis (2005): the grid is cut into bands (rows 1..R, R+1..2R, ...), the
// first band's fillings are gathered into classes whose completions are counted once per class.
// The classes here come from one observation: which values can fill the lower bands depends on
// the first band only through its column sets (the R values of each column, the "column
// triplets"); the order of the values inside a column does not matter. And up to relabelling
// the values, a band's column sets are described by a small table: give each value its type,
// the column it occupies in each stack (a stack is the C columns of a column of boxes), so a
// type is one of C^R tuples, and count the values of each type (the type tensor T: C^R counts,
// every stack's every column holding R values). Then
//
//   f(T)  = the fillings of a band with given column sets of tensor T (each column's values put
//           in distinct rows, each row holding every value once);
//   M(T)  = n! / prod T[t]!, the column-set signatures of tensor T (values assigned to types);
//   G(T)  = the completions of a first band of tensor T: the sum, over the column sets of the
//           lower bands that complete each column, of the product of their f;
//   grids = sum over tensors T of M(T) f(T) G(T).
//
// G is also unchanged by permuting the columns inside a stack and the stacks themselves, so the
// tensors are grouped into band-1 classes under those permutations (9x9: 22,620 tensors in 44
// classes, as many as Felgenhauer and Jarvis's band classes) and G is computed once per class.
// For 9x9 a class's G enumerates the 56^3 column sets of band 2 (band 3 is then forced): in
// each stack, band 2's columns take 3 of their 6 remaining values each, and the choices that
// partition the stack's values are the 56 of Felgenhauer and Jarvis. f is unchanged by the same
// permutations and is computed once per class by a small search (216^2 arrangements of two
// stacks at 9x9, the third forced), so a class costs 175,616 table look-ups.
//
// Exactness: the sums are kept in 128-bit integers (the 9x9 total is 6.7e21 > 2^64); the
// band count sum M(T) f(T) is returned as a check (9! * 56 * 6^6 at 9x9).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace deduce::sudoku {

__extension__ typedef unsigned __int128 Count128;

struct GridCountResult {
  Count128 grids = 0;       // completed grids (a lower bound when not complete)
  Count128 bands = 0;       // fillings of one band: sum over tensors of M(T) f(T)
  uint64_t tensors = 0;     // band column-set signatures up to relabelling
  uint64_t classes = 0;     // ... and up to column and stack permutations: the band-1 classes
  uint64_t classesDone = 0;
  uint64_t lowerBands = 0;  // column-set signatures of the lower bands enumerated, all classes
  bool complete = true;     // false: stopped by the time limit or Ctrl-C
  int threads = 1;
  double seconds = 0;       // wall clock
};

// Completed grids of boxRows x boxCols boxes (n = boxRows * boxCols <= 9, both >= 2); the
// classes are shared out over `threads` (0 = every core). timeLimitSeconds > 0 stops the count
// (as cp::g_stopRequested does) with complete = false. Throws std::invalid_argument for a
// shape out of range.
GridCountResult countGrids(int boxRows, int boxCols, int threads = 1, double timeLimitSeconds = 0);

// G for one first band (rows 1..boxRows, row-major values 1..n): the grids that complete it,
// by the lower bands' column sets as countGrids counts them (a test compares it with dancing
// links). Throws std::invalid_argument when the band breaks a row or box.
Count128 completionsOfBand(int boxRows, int boxCols, const std::vector<int>& band);

// The known counts (0 when not known to this code), for tests and the bench.
Count128 knownGridCount(int boxRows, int boxCols);

// Decimal digits, grouped by commas when `commas`.
std::string toDecimal(Count128 v, bool commas = false);

}  // namespace deduce::sudoku
