// Minimal and minimum-clue puzzles on shapes other than plain 9x9 (minclue_shape.cpp):
// 4x4 (also diagonal) and 6x6 (2x3) against a brute force over every clue subset (and 6x6 over
// every completion of fixed clues), 8x8, and 9x9 beside the bitboard search.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <functional>
#include <random>

#include "puzzles/sudoku/minclue.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce {
namespace {

using sudoku::Instance;

Instance shape(int boxRows, int boxCols, bool diagonal = false) {
  Instance s;
  s.boxRows = boxRows;
  s.boxCols = boxCols;
  s.diagonal = diagonal;
  s.cells.assign(static_cast<size_t>(s.size()) * s.size(), 0);
  return s;
}

// Solutions of `inst` up to `limit` (0 = all), through the dlx engine.
std::vector<std::vector<int>> solutions(const Instance& inst, uint64_t limit) {
  std::vector<std::vector<int>> all;
  grid::SolveOptions so;
  so.limits.solutions = limit;
  so.onSolution = [&](const std::vector<int>& g) {
    all.push_back(g);
    return true;
  };
  sudoku::solveDlx(inst, so);
  return all;
}

Instance withValues(Instance s, const std::vector<int>& v) {
  s.cells = v;
  return s;
}

// A random completed grid: random clues placed while a solution remains, then the first one.
std::vector<int> randomGrid(const Instance& empty, uint64_t seed) {
  std::mt19937_64 rng(seed);
  Instance p = empty;
  const int n = p.size();
  for (int placed = 0; placed < n;) {
    size_t i = rng() % p.cells.size();
    if (p.cells[i]) continue;
    p.cells[i] = static_cast<int>(rng() % n) + 1;
    if (solutions(p, 1).empty()) p.cells[i] = 0;
    else ++placed;
  }
  return solutions(p, 1).at(0);
}

// The result is a puzzle of `grid` with r.clues clues, its unique solution `grid`.
void expectPuzzleOf(const Instance& empty, const std::vector<int>& grid, const sudoku::minclue::Result& r) {
  ASSERT_EQ(r.error, "");
  ASSERT_EQ(r.puzzle.size(), grid.size());
  Instance p = empty;
  int clues = 0;
  for (size_t i = 0; i < grid.size(); ++i)
    if (r.puzzle[i] != '.') {
      p.cells[i] = r.puzzle[i] - '0';
      EXPECT_EQ(p.cells[i], grid[i]);
      ++clues;
    }
  EXPECT_EQ(clues, r.clues);
  auto sols = solutions(p, 2);
  ASSERT_EQ(sols.size(), 1u);
  EXPECT_EQ(sols[0], grid);
  EXPECT_EQ(sudoku::check(p, sols[0]), "");
}

// 4x4: every grid of the shape is known (288, or 48 with the diagonal), so a clue set C is
// unique for grid G exactly when every other grid differs from G somewhere in C. The brute
// force tries every subset of the 16 cells in order of size.
int bruteForceMinimum(const std::vector<std::vector<int>>& all, size_t g) {
  std::vector<uint32_t> diffs;
  for (size_t o = 0; o < all.size(); ++o) {
    if (o == g) continue;
    uint32_t d = 0;
    for (int i = 0; i < 16; ++i)
      if (all[o][i] != all[g][i]) d |= 1u << i;
    diffs.push_back(d);
  }
  int best = 17;
  for (uint32_t c = 0; c < (1u << 16); ++c) {
    if (std::popcount(c) >= best) continue;
    bool unique = true;
    for (uint32_t d : diffs)
      if (!(d & c)) {
        unique = false;
        break;
      }
    if (unique) best = std::popcount(c);
  }
  return best;
}

TEST(MinclueShape, FourByFourAgreesWithBruteForce) {
  for (bool diagonal : {false, true}) {
    const Instance empty = shape(2, 2, diagonal);
    auto all = solutions(empty, 0);
    ASSERT_EQ(all.size(), diagonal ? 48u : 288u);
    for (size_t g = 0; g < all.size(); g += diagonal ? 5 : 23) {
      sudoku::minclue::Result r = sudoku::minclue::minclue(withValues(empty, all[g]));
      expectPuzzleOf(empty, all[g], r);
      EXPECT_TRUE(r.proven);
      EXPECT_EQ(r.clues, bruteForceMinimum(all, g)) << "grid " << g << (diagonal ? " (diagonal)" : "");
    }
  }
}

// Calls f on every subset of `k` cells among `free`.
void subsets(const std::vector<int>& free, int k, size_t from, std::vector<int>& pick,
             const std::function<void(const std::vector<int>&)>& f) {
  if (static_cast<int>(pick.size()) == k) return f(pick);
  for (size_t i = from; i < free.size(); ++i) {
    pick.push_back(free[i]);
    subsets(free, k, i + 1, pick, f);
    pick.pop_back();
  }
}

// 6x6 (2x3 boxes): with all but three clues of a minimal puzzle fixed, the minimum among the
// puzzles holding them, against every way of adding clues to the fixed ones.
TEST(MinclueShape, SixBySixFixedCluesAgreeWithBruteForce) {
  const Instance empty = shape(2, 3);
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    std::vector<int> grid = randomGrid(empty, seed), minimalPuzzle;
    ASSERT_EQ(sudoku::minclue::minimal(withValues(empty, grid), minimalPuzzle, seed), "");
    sudoku::minclue::Options o;
    o.fixed.assign(grid.size(), 0);
    int kept = 0, total = 0;
    for (int v : minimalPuzzle) total += v != 0;
    for (size_t i = 0; i < grid.size(); ++i)
      if (minimalPuzzle[i] && kept < total - 3) o.fixed[i] = static_cast<uint8_t>(grid[i]), ++kept;
    sudoku::minclue::Result r = sudoku::minclue::minclue(withValues(empty, grid), o);
    expectPuzzleOf(empty, grid, r);
    ASSERT_TRUE(r.proven);
    std::vector<int> free;
    for (size_t i = 0; i < grid.size(); ++i)
      if (!o.fixed[i]) free.push_back(static_cast<int>(i));
    // Count the unique puzzles among the fixed clues plus `extra` more.
    auto uniqueWith = [&](int extra) {
      int found = 0;
      std::vector<int> pick;
      subsets(free, extra, 0, pick, [&](const std::vector<int>& cells) {
        Instance p = empty;
        for (size_t i = 0; i < grid.size(); ++i) p.cells[i] = o.fixed[i];
        for (int c : cells) p.cells[c] = grid[c];
        found += solutions(p, 2).size() == 1;
      });
      return found;
    };
    EXPECT_EQ(uniqueWith(r.clues - kept - 1), 0) << "seed " << seed;
    EXPECT_GT(uniqueWith(r.clues - kept), 0) << "seed " << seed;
  }
}

// 6x6 (2x3 boxes), every clue subset. A clue set C is unique for grid G exactly when every other
// grid differs from G somewhere in C, i.e. C meets every difference set {cells where G' != G}.
// A set that contains another difference set changes nothing (meeting the smaller one meets
// it), so the sets come from every 6x6 grid by a depth-first fill (cells in order, G's digit
// first) that skips a subtree once the cells already differing from G hold a kept set: every
// grid below differs on a superset of it. A set is only ever contained in the cells changed so
// far through its last cell, so the test when cell i changes looks at the kept sets ending at i.
// Then every subset of the 36 cells, by size, against those sets.
std::vector<uint64_t> differenceSets6x6(const std::vector<int>& g) {
  std::vector<uint64_t> endingAt[36];
  int rowUsed[6] = {}, colUsed[6] = {}, boxUsed[6] = {};
  std::function<void(int, uint64_t)> fill = [&](int i, uint64_t d) {
    if (i == 36) {
      if (d) endingAt[63 - std::countl_zero(d)].push_back(d);
      return;
    }
    const int r = i / 6, c = i % 6, b = (r / 2) * 2 + c / 3;
    for (int t = 0; t < 6; ++t) {
      const int v = t == 0 ? g[i] : (t < g[i] ? t : t + 1);  // G's digit, then the others
      const int bit = 1 << v;
      if ((rowUsed[r] | colUsed[c] | boxUsed[b]) & bit) continue;
      const uint64_t nd = v == g[i] ? d : d | (1ull << i);
      if (nd != d && std::any_of(endingAt[i].begin(), endingAt[i].end(), [&](uint64_t k) { return (k & ~nd) == 0; }))
        continue;
      rowUsed[r] |= bit, colUsed[c] |= bit, boxUsed[b] |= bit;
      fill(i + 1, nd);
      rowUsed[r] &= ~bit, colUsed[c] &= ~bit, boxUsed[b] &= ~bit;
    }
  };
  fill(0, 0);
  std::vector<uint64_t> all;
  for (const auto& v : endingAt) all.insert(all.end(), v.begin(), v.end());
  return all;
}

// The fewest clues of a unique puzzle: every k-subset of the 36 cells for k = 1, 2, ...
// (Gosper's next-subset step) until one meets every set.
int bruteForceMinimum6x6(std::vector<uint64_t> sets) {
  std::sort(sets.begin(), sets.end(), [](uint64_t a, uint64_t b) { return std::popcount(a) < std::popcount(b); });
  for (int k = 1; k <= 36; ++k) {
    const uint64_t last = ((1ull << k) - 1) << (36 - k);
    for (uint64_t c = (1ull << k) - 1;;) {
      bool unique = true;
      for (uint64_t s : sets)
        if (!(s & c)) {
          unique = false;
          break;
        }
      if (unique) return k;
      if (c == last) break;
      const uint64_t low = c & -c, up = c + low;
      c = (((up ^ c) >> 2) / low) | up;
    }
  }
  return 36;
}

// Two random grids, minimum 9 and 8 (2,754 and 7,221 sets from the fill, which on its own,
// without the skipping, visits all 28,200,960 grids of the shape).
TEST(MinclueShape, SixBySixAgreesWithEveryClueSubset) {
  const Instance empty = shape(2, 3);
  for (uint64_t seed : {11, 12}) {
    const std::vector<int> grid = randomGrid(empty, seed);
    const std::vector<uint64_t> sets = differenceSets6x6(grid);
    sudoku::minclue::Result r = sudoku::minclue::minclue(withValues(empty, grid));
    expectPuzzleOf(empty, grid, r);
    ASSERT_TRUE(r.proven);
    EXPECT_EQ(r.clues, bruteForceMinimum6x6(sets)) << "seed " << seed << ", " << sets.size() << " difference sets";
  }
}

TEST(MinclueShape, SixBySixAndEightByEightMinimum) {
  for (auto [rows, cols, seed] : {std::tuple{2, 3, 7}, std::tuple{3, 2, 8}, std::tuple{2, 4, 9}}) {
    const Instance empty = shape(rows, cols);
    std::vector<int> grid = randomGrid(empty, static_cast<uint64_t>(seed));
    sudoku::minclue::Options o;
    o.seconds = rows * cols == 6 ? 0 : 0.5;  // 8x8: the bound and best puzzle of a short run
    sudoku::minclue::Result r = sudoku::minclue::minclue(withValues(empty, grid), o);
    expectPuzzleOf(empty, grid, r);
    EXPECT_LE(r.lowerBound, r.clues);
    if (rows * cols == 6) {
      EXPECT_TRUE(r.proven);
      EXPECT_GE(r.clues, 8);  // no 6x6 puzzle has fewer than 8 clues
    }
  }
}

TEST(MinclueShape, MinimalKeepsOnlyNeededClues) {
  const Instance empty = shape(2, 3);
  std::vector<int> grid = randomGrid(empty, 5), m;
  for (uint64_t seed : {0, 1, 2}) {
    ASSERT_EQ(sudoku::minclue::minimal(withValues(empty, grid), m, seed), "");
    Instance p = withValues(empty, m);
    ASSERT_EQ(solutions(p, 2).size(), 1u);
    for (size_t i = 0; i < m.size(); ++i) {
      if (!m[i]) continue;
      EXPECT_EQ(m[i], grid[i]);
      Instance less = p;
      less.cells[i] = 0;
      EXPECT_EQ(solutions(less, 2).size(), 2u) << "clue " << i << " is not needed";
    }
  }
  std::vector<int> out;
  EXPECT_NE(sudoku::minclue::minimal(empty, out), "");  // several solutions
  Instance bad = empty;
  bad.cells[0] = bad.cells[1] = 2;
  EXPECT_NE(sudoku::minclue::minimal(bad, out), "");  // none
}

// On a 9x9 grid the exact-cover path agrees with the bitboard search (Figure 8.1's grid, ten
// clues of its 17-clue puzzle fixed: 17).
TEST(MinclueShape, NineByNineAgreesWithBitboardSearch) {
  const std::string g = "876912534954387612213645789738456291561829347429731865642178953395264178187593426";
  const std::string p = "................12..3.45.............6....3.742...1......1.8......26......7...4..";
  Instance grid = shape(3, 3);
  std::vector<uint8_t> g81(81);
  sudoku::minclue::Options o;
  o.fixed.assign(81, 0);
  for (int i = 0, k = 0; i < 81; ++i) {
    grid.cells[i] = g81[i] = static_cast<uint8_t>(g[i] - '0');
    if (p[i] != '.' && k < 10) o.fixed[i] = static_cast<uint8_t>(p[i] - '0'), ++k;
  }
  sudoku::minclue::Result a = sudoku::minclue::minclue(grid, o), b = sudoku::minclue::minclue(g81.data(), o);
  expectPuzzleOf(shape(3, 3), grid.cells, a);
  EXPECT_TRUE(a.proven && b.proven);
  EXPECT_EQ(a.clues, 17);
  EXPECT_EQ(b.clues, 17);
}

TEST(MinclueShape, RejectsBadGrids) {
  Instance g = shape(2, 2);
  EXPECT_NE(sudoku::minclue::minclue(g).error, "");  // not completed
  g.cells = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 2};
  EXPECT_NE(sudoku::minclue::minclue(g).error, "");  // invalid
  g.cells[15] = 1;
  sudoku::minclue::Options mip;
  mip.method = sudoku::minclue::Method::Mip;
  EXPECT_NE(sudoku::minclue::minclue(g, mip).error, "");
  g.cells[15] = 7;
  EXPECT_NE(sudoku::minclue::minclue(g).error, "");  // out of range
  Instance big = shape(4, 4);
  std::vector<int> out;
  EXPECT_NE(sudoku::minclue::minimal(big, out), "");  // 16x16: too large
}

}  // namespace
}  // namespace deduce
