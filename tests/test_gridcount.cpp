// The count of completed Sudoku grids by band-1 classes (puzzles/sudoku/gridcount.h): the known
// totals of the small shapes (both orientations of 6x6), the band counts, and the completions of
// single first bands against dancing links on the same grid with the band given.
#include <gtest/gtest.h>

#include <random>

#include "puzzles/sudoku/gridcount.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku {
namespace {

TEST(GridCount, SmallShapesGiveTheKnownCounts) {
  for (auto [r, c] : {std::pair{2, 2}, {2, 3}, {3, 2}}) {
    const GridCountResult g = countGrids(r, c, 2);
    EXPECT_TRUE(g.complete);
    EXPECT_EQ(toDecimal(g.grids), toDecimal(knownGridCount(r, c))) << r << "x" << c;
    EXPECT_EQ(g.classesDone, g.classes);
    EXPECT_GT(g.classes, 0u);
  }
  EXPECT_EQ(toDecimal(countGrids(2, 2).bands), "96");      // 4! * 2 * 2
  EXPECT_EQ(toDecimal(countGrids(2, 3).bands), "25920");   // 6! * 3! * 3!
}

TEST(GridCount, TimeLimitStopsWithALowerBound) {
  const GridCountResult g = countGrids(3, 3, 2, 0.05);
  EXPECT_FALSE(g.complete);
  EXPECT_LT(g.classesDone, 44u);
  EXPECT_LT(g.seconds, 5.0);
}

TEST(GridCount, Decimal) {
  EXPECT_EQ(toDecimal(knownGridCount(3, 3), true), "6,670,903,752,021,072,936,960");
  EXPECT_EQ(toDecimal(0), "0");
  EXPECT_EQ(toDecimal(1000, true), "1,000");
}

TEST(GridCount, ShapesOutOfRangeAreRefused) {
  EXPECT_THROW(countGrids(1, 4), std::invalid_argument);
  EXPECT_THROW(countGrids(2, 5), std::invalid_argument);
  EXPECT_THROW(completionsOfBand(2, 2, {1, 2, 3, 4, 1, 2, 3, 4}), std::invalid_argument);
}

// A random first band of boxRows rows: a random filling of the grid's first rows by dancing
// links with a shuffled first row.
std::vector<int> randomBand(int boxRows, int boxCols, std::mt19937& rng) {
  const int n = boxRows * boxCols;
  Instance inst;
  inst.boxRows = boxRows;
  inst.boxCols = boxCols;
  inst.cells.assign(static_cast<size_t>(n) * n, 0);
  std::vector<int> row(n);
  for (int i = 0; i < n; ++i) row[i] = i + 1;
  std::shuffle(row.begin(), row.end(), rng);
  for (int i = 0; i < n; ++i) inst.cells[i] = row[i];
  grid::SolveOptions so;
  so.limits.solutions = 1;
  const grid::Result r = solveDlx(inst, so);
  EXPECT_FALSE(r.first.empty());
  return std::vector<int>(r.first.begin(), r.first.begin() + boxRows * n);
}

TEST(GridCount, OneBandsCompletionsEqualDancingLinks) {
  std::mt19937 rng(5);
  for (auto [r, c] : {std::pair{2, 3}, {3, 2}, {2, 2}}) {
    for (int rep = 0; rep < 4; ++rep) {
      const std::vector<int> band = randomBand(r, c, rng);
      Instance inst;
      inst.boxRows = r;
      inst.boxCols = c;
      const int n = r * c;
      inst.cells.assign(static_cast<size_t>(n) * n, 0);
      std::copy(band.begin(), band.end(), inst.cells.begin());
      const grid::Result dlx = solveDlx(inst, {});
      EXPECT_EQ(toDecimal(completionsOfBand(r, c, band)), std::to_string(dlx.count)) << r << "x" << c;
    }
  }
}

}  // namespace
}  // namespace deduce::sudoku
