// Clue minimisation for 9x9 Sudoku (paper 003 chapter 8), on the bitboard engine's uniqueness
// check (bitboard.h).
//
// `minimal`: remove clues one by one while the puzzle stays unique, until every remaining clue
// is needed: a minimal (not necessarily minimum) puzzle, what setters do daily.
//
// `minclue`: given a completed grid, a puzzle with the fewest clues whose unique solution it is,
// with a proof that none smaller exists. Method (after McGuire, Tugemann and Civario's hitting
// set enumeration): a clue set defines the grid uniquely only if it meets every unavoidable set
// (cells whose values can be permuted into another valid grid). Minimal unavoidable sets are
// collected by blanking every group of two to four digits and enumerating the other grids;
// then for k = lower bound, lower bound + 1, ... every k-cell hitting set is enumerated (branch
// on the unhit set with the fewest live cells, cells already tried are dead in later branches,
// pruned by a greedy packing of disjoint unhit sets, improved by swaps when it is one short,
// and, when the packing is tight, by the cells each packed set's clue is confined to), and
// each complete hitting set is checked for uniqueness with the engine. A check that finds a
// second grid yields a new unavoidable set (the cells where the grids differ, shrunk to the
// smallest other grid inside them), added to the list: the lazily added constraints of the
// bilevel IP of Tjusila et al. The first k with a unique hitting set is the minimum, proven by
// the exhausted searches for k - 1 and below.
// Method::Mip solves the same covering problem as an integer program (minclue_mip.cpp).
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku::minclue {

// 81 characters '1'..'9' and '.' for the values 0..9.
std::string toString(const uint8_t cells[81]);

// Removes clues of `puzzle` (81 cells, 0 = empty) in row-major order, or in an order shuffled
// by `seed` when it is not 0, while the puzzle keeps a unique solution; writes the minimal
// puzzle to `out`. Returns "" on success, else why not (no solution, several solutions).
std::string minimal(const uint8_t puzzle[81], uint8_t out[81], uint64_t seed = 0);

// How minclue searches: the hitting-set enumeration (default), or the set-cover integer
// program on the IP back end (CBC) with a covering row per unavoidable set, the rows of the
// sets that uniqueness checks find added lazily (minclue_mip.cpp).
enum class Method { Hits, Mip };

// The state of a running hitting-set search, for the progress line of `deduce minclue`
// (app/progress.h): written by the search's threads, read by the display thread.
struct Live {
  std::atomic<int> k{0};                 // the clue count of the run under way (0: none yet)
  std::atomic<int> lower{0}, best{0};    // the lower bound and the best puzzle's clues so far
  std::atomic<uint64_t> subproblems{0};  // the run's subproblems (0: splitting)
  std::atomic<uint64_t> done{0};         // of those, searched to the end
  std::atomic<uint64_t> nodes{0};        // search nodes of the whole call (subproblems added when done)
  std::atomic<double> runSeconds{0};     // when the run began, in seconds from the call's start
  std::atomic<bool> finished{false};     // the search returned
};

// The progress line of `live` (app/progress.h shows it after "deduce: "), `seconds` after the
// call began:
//   minclue: at least 18 clues, best 22; 18-clue run: 312/1024 subproblems (30%), ETA 0:52; 45.6M nodes at 4.10M/s
std::string progressLine(const Live& live, double seconds);

struct Options {
  Method method = Method::Hits;
  double seconds = 0;  // wall-clock limit (0 = none): then the best puzzle found and a bound
  uint64_t seed = 0;   // removal orders of the 32 minimal puzzles that give the first upper bound
  // Clues every answer must contain (81 cells, 0 = free; each must equal the grid): the
  // fewest-clue puzzle among those holding them. Empty: none.
  std::vector<uint8_t> fixed;
  // A known puzzle for the grid (81 cells, its clues equal to the grid's, a unique solution):
  // the first upper bound instead of the minimal puzzles. With a 17-clue puzzle, the search
  // is the "no 16-clue puzzle" proof. Empty: none.
  std::vector<uint8_t> start;
  // Unavoidable sets collected up front from every group of 2..setDigits digits (2, 3 or 4):
  // 4 prunes best; 3 starts 0.3 s sooner, for short searches.
  int setDigits = 4;
  // Live lists of at most this many unavoidable sets (up to 2048) are searched bit-parallel,
  // on a table of their 256 smallest (minclue.cpp); 0 keeps the list search everywhere. Same
  // results, fewer instructions.
  int bitSets = 2048;
  // Threads of the hitting-set search (0 = every core): the 9x9 unavoidable sets are collected
  // and each k-run is split into subproblems searched in parallel (minclue.cpp). The clue
  // count, bound and proof do not depend on it; which minimum puzzle is returned may. With 1
  // the calling thread searches the subproblems in turn.
  int threads = 1;
  // The hitting-set search's runs (one per clue count k, ascending) leave the first run that
  // fails this many uniqueness checks and go on at k + 1, coming back to k only if a puzzle
  // is found above it (minclue.cpp: on most random 9x9 grids with 19 clues the run two below
  // the minimum is left within a few percent of its nodes). 0: every run to its end. The
  // result does not depend on it.
  uint64_t leaveAfter = 16;
  // Where the hitting-set search publishes its state for a progress line, or null.
  Live* live = nullptr;
};

struct Result {
  std::string error;             // "" on success, else why the grid was rejected
  std::string puzzle;            // the best puzzle found, 81 characters
  int clues = 0;                 // its clue count
  bool proven = false;           // true when no puzzle with fewer clues exists
  int lowerBound = 0;            // every puzzle for this grid has at least this many clues
  bool interrupted = false;      // stopped by the time limit or deduce::cp::g_stopRequested
  uint64_t unavoidableSets = 0;  // sets used: found up front plus those added by the checks
  uint64_t hittingSetsChecked = 0;  // complete hitting sets passed to the uniqueness check
  uint64_t nodes = 0;            // hitting-set search nodes
  double timeMs = 0;
  double helperCpuMs = 0;        // CPU time of the search's threads other than the caller's
};

// `grid`: a completed valid 9x9 grid, values 1..9 row-major.
Result minclue(const uint8_t grid[81], const Options& opt = {});

// The same for any shape with n <= 9 (4x4, 6x6, 8x8, the diagonal variants): the search on
// the exact-cover engine (minclue_shape.cpp). Cells as in Instance (0 = empty; values 1..n);
// `fixed` and `start` of the options hold n * n cells; Method::Mip is 9x9 only.
std::string minimal(const Instance& puzzle, std::vector<int>& out, uint64_t seed = 0);
Result minclue(const Instance& grid, const Options& opt = {});

// A completed grid from `seed` (the benchmark's documented generator): the empty grid filled
// row-major by backtracking with each cell's digits tried in a random order, then a random
// relabelling of the digits, row permutations inside each band, column permutations
// inside each stack, band and stack permutations and a transposition with probability 1/2.
// The same seed gives the same grid on every platform (std::mt19937_64, own draws).
void randomGrid(uint64_t seed, uint8_t out[81]);

}  // namespace deduce::sudoku::minclue
