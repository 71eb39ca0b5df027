// The pieces the two minimum-clue methods share (minclue.cpp: hitting-set search;
// minclue_mip.cpp: the set-cover IP with lazily added rows): cell sets as 81-bit masks, the
// unavoidable sets of a grid, and the checks and starting puzzle of a minclue call.
#pragma once

#include <bit>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "puzzles/sudoku/minclue.h"

namespace deduce::sudoku::minclue::detail {

// A set of cells: bit i of lo is cell i (0..63), bit i of hi is cell 64 + i.
struct Mask {
  uint64_t lo = 0, hi = 0;
  static Mask cell(int i) {
    Mask m;
    if (i < 64) m.lo = 1ull << i;
    else m.hi = 1ull << (i - 64);
    return m;
  }
  bool test(int i) const { return i < 64 ? (lo >> i & 1) : (hi >> (i - 64) & 1); }
  bool any() const { return (lo | hi) != 0; }
  int count() const { return std::popcount(lo) + std::popcount(hi); }
  int first() const { return lo ? std::countr_zero(lo) : 64 + std::countr_zero(hi); }
  Mask operator&(Mask o) const { return {lo & o.lo, hi & o.hi}; }
  Mask operator|(Mask o) const { return {lo | o.lo, hi | o.hi}; }
  Mask minus(Mask o) const { return {lo & ~o.lo, hi & ~o.hi}; }
  bool subsetOf(Mask o) const { return !(lo & ~o.lo) && !(hi & ~o.hi); }
  bool operator==(const Mask&) const = default;
};

// The cells where two grids differ.
Mask differ(const uint8_t a[81], const uint8_t b[81]);

// The inclusion-minimal sets among `v`, smallest first.
std::vector<Mask> minimalSets(std::vector<Mask> v);

// Minimal unavoidable sets of `grid`, smallest first (see unavoidableSets in minclue.cpp),
// collected on `threads` threads (the CPU time of those other than the caller's added to
// *helperCpuMs when not null).
std::vector<Mask> unavoidableSets(const uint8_t grid[81], int digits, int threads = 1, double* helperCpuMs = nullptr);

// When the clues `clues` (cells of `grid`) admit another grid: true, and with `fresh` the
// smallest unavoidable set inside the cells where it differs (unhit by `clues`) in *fresh; false
// when the clues define the grid uniquely. A null `fresh` skips the shrinking.
bool secondGrid(const uint8_t grid[81], Mask clues, Mask* fresh);

// The uniqueness check of one grid as the search sees it: secondGrid's contract for the
// 9x9 bitboard engine, or for any shape on the exact-cover engine (minclue_shape.cpp).
using Checker = std::function<bool(Mask clues, Mask* fresh)>;

// What every minclue call starts from: the fixed clues, and the smallest of 32 minimal
// puzzles (or Options::start) as the first upper bound.
struct Start {
  std::string error;
  Mask fixed;
  uint8_t best[81] = {};
  int upper = 82;
};
// `grid`: `cells` values (validated by the caller), `second` its uniqueness check.
Start prepareClues(const uint8_t* grid, int cells, const Options& opt, const Checker& second);
Start prepare(const uint8_t grid[81], const Options& opt);

// The clue set left when the cells of `from` (a unique clue set) are dropped in row-major
// order, or an order shuffled by `seed` when it is not 0, while they stay unique; `keep` is
// never dropped.
Mask minimalClues(Mask from, Mask keep, int cells, uint64_t seed, const Checker& second);

// The hitting-set search (minclue.cpp) on the sets `sets` of a grid of `cells` cells, after
// prepareClues: ascending runs from the packing bound, or the proof run below Options::start.
Result searchHits(const uint8_t* grid, int cells, std::vector<Mask> sets, const Checker& second, const Start& st,
                  const Options& opt, std::chrono::steady_clock::time_point start);

// `n` cells as '1'..'9' and '.' for 0.
std::string cellString(const uint8_t* cells, int n);

inline double msSince(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
}

// The IP method (minclue_mip.cpp), after prepare().
Result minclueMip(const uint8_t grid[81], const Options& opt, const Start& st,
                  std::chrono::steady_clock::time_point start);

}  // namespace deduce::sudoku::minclue::detail
