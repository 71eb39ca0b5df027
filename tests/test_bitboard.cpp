// The bitboard Sudoku engine (src/puzzles/sudoku/bitboard.h): differential tests against the
// dancing-links and cp engines on the bundled and shared collections, on multi-solution
// variants (clues removed from unique puzzles) and on unsolvable ones (a clue added that
// clashes with no given but contradicts the unique solution); every solution through
// sudoku::check; limits and the fallback for shapes the engine does not handle.
#include <gtest/gtest.h>

#include <fstream>
#include <random>

#include "cp/search.h"
#include "puzzles/sudoku/bitboard.h"
#include "puzzles/sudoku/sudoku.h"
#include "sudoku_support.h"

namespace deduce {
namespace {

sudoku::Instance fromLine(const std::string& line, int boxRows = 3, int boxCols = 3, bool diagonal = false) {
  sudoku::Instance inst;
  inst.boxRows = boxRows;
  inst.boxCols = boxCols;
  inst.diagonal = diagonal;
  for (char c : line) {
    int v = grid::charValue(c);
    if (v >= 0) inst.cells.push_back(v);
  }
  return inst;
}

grid::SolveOptions upTo(uint64_t k) {
  grid::SolveOptions o;
  o.limits.solutions = k;
  return o;
}

// bits against dlx (the reference), up to two solutions; every solution checked. Returns the
// count so that callers can assert what kind of puzzle it was.
uint64_t expectAgree(const sudoku::Instance& inst, const std::string& what) {
  std::vector<std::vector<int>> seen;
  grid::SolveOptions o = upTo(2);
  o.onSolution = [&](const std::vector<int>& g) {
    seen.push_back(g);
    return true;
  };
  grid::Result b = sudoku::bits::solveBits(inst, o);
  grid::Result d = sudoku::solveDlx(inst, upTo(2));
  EXPECT_EQ(b.count, d.count) << what;
  EXPECT_EQ(b.status, d.status) << what;
  EXPECT_EQ(seen.size(), b.count) << what;
  for (const auto& g : seen) EXPECT_EQ(sudoku::check(inst, g), "") << what;
  if (b.count) {
    EXPECT_EQ(b.first, seen.front()) << what;
    uint8_t cells[81], sol[81];
    for (int i = 0; i < 81; ++i) cells[i] = static_cast<uint8_t>(inst.cells[i]);
    EXPECT_EQ(static_cast<uint64_t>(sudoku::bits::countSolutions(cells, 2, sol)), b.count) << what;
    EXPECT_EQ(sudoku::check(inst, std::vector<int>(sol, sol + 81)), "") << what;
  }
  if (seen.size() == 2) {
    EXPECT_NE(seen[0], seen[1]) << what;
  }
  return b.count;
}

// Variants of a unique puzzle: the puzzle, `remove` clues removed (usually several solutions),
// and one wrong clue added where no given clashes with it (no solution).
void checkVariants(const std::string& line, std::mt19937_64& rng, const std::string& what) {
  sudoku::Instance inst = fromLine(line);
  ASSERT_EQ(expectAgree(inst, what), 1u);
  grid::Result r = sudoku::solveDlx(inst, upTo(1));
  const std::vector<int> sol = r.first;

  sudoku::Instance fewer = inst;
  std::vector<int> givens;
  for (int i = 0; i < 81; ++i)
    if (fewer.cells[i]) givens.push_back(i);
  std::shuffle(givens.begin(), givens.end(), rng);
  for (int k = 0; k < 4 && k < static_cast<int>(givens.size()); ++k) fewer.cells[givens[k]] = 0;
  expectAgree(fewer, what + " minus 4 clues");

  for (int tries = 0; tries < 200; ++tries) {
    int cell = static_cast<int>(rng() % 81);
    int v = static_cast<int>(rng() % 9) + 1;
    if (inst.cells[cell] || v == sol[cell]) continue;
    bool clash = false;
    for (int j = 0; j < 81; ++j)
      if (inst.cells[j] == v && (j / 9 == cell / 9 || j % 9 == cell % 9 || (j / 27 == cell / 27 && j % 9 / 3 == cell % 9 / 3)))
        clash = true;
    if (clash) continue;
    sudoku::Instance bad = inst;
    bad.cells[cell] = v;
    EXPECT_EQ(expectAgree(bad, what + " plus a wrong clue"), 0u);
    break;
  }
}

TEST(Bitboard, BundledCollectionsAgreeWithDlxAndCp) {
  std::mt19937_64 rng(7);
  for (const char* f : {"17clue.txt", "hardest.txt"})
    for (const auto& l : test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/" + f)) {
      checkVariants(l, rng, std::string(f) + ": " + l);
      sudoku::Instance inst = fromLine(l);
      grid::Result c = sudoku::solveCp(inst, upTo(2));
      grid::Result b = sudoku::bits::solveBits(inst, upTo(2));
      EXPECT_EQ(b.count, c.count) << l;
      EXPECT_EQ(b.first, c.first) << l;  // a unique puzzle: the same solution
    }
}

TEST(Bitboard, OtherShapesFallBackToCp) {
  struct Set {
    const char* file;
    int r, c;
    bool diag;
  };
  for (Set s : {Set{"6x6.txt", 2, 3, false}, Set{"diagonal.txt", 3, 3, true}, Set{"16x16.txt", 4, 4, false}})
    for (const auto& l : test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/" + s.file)) {
      sudoku::Instance inst = fromLine(l, s.r, s.c, s.diag);
      EXPECT_FALSE(sudoku::bits::supports(inst));
      EXPECT_EQ(sudoku::bits::solve(inst, {}).status, sudoku::bits::Status::Unsupported);
      grid::Result b = sudoku::bits::solveBits(inst, upTo(2));
      grid::Result c = sudoku::solveCp(inst, upTo(2));
      EXPECT_EQ(b.count, c.count) << l;
      EXPECT_EQ(b.first, c.first) << l;
    }
}

// Thousands of puzzles from ../shared/data/sudoku: each collection sampled evenly, every
// puzzle and its variants compared with dlx.
TEST(Bitboard, SharedCollectionsAgreeWithDlx) {
  const std::string dir = test::sharedDataDir() + "/sudoku/";
  if (!std::ifstream(dir + "README.md")) GTEST_SKIP() << dir << " not present";
  std::mt19937_64 rng(11);
  struct Set {
    const char* file;
    size_t sample;
  };
  int done = 0;
  for (Set s : {Set{"17clue_royle.txt", 400}, Set{"forum_hardest_1905_11plus.txt", 200}, Set{"forum_hardest_1106.txt", 100},
                Set{"magictour_top1465.txt", 200}}) {
    auto all = test::puzzleLines(dir + s.file);
    ASSERT_FALSE(all.empty()) << s.file;
    for (size_t i = 0; i < s.sample; ++i, ++done) {
      const std::string& l = all[i * all.size() / s.sample];
      checkVariants(l, rng, std::string(s.file) + ": " + l);
    }
  }
  // serg_benchmark: every puzzle has several solutions.
  auto serg = test::puzzleLines(dir + "serg_benchmark.txt");
  for (size_t i = 0; i < 200 && !serg.empty(); ++i, ++done)
    EXPECT_EQ(expectAgree(fromLine(serg[i * serg.size() / 200]), "serg"), 2u);
  EXPECT_EQ(done, 1100);
}

// Uniqueness with the hot entry over 10,000 of the 17-clue puzzles (all unique).
TEST(Bitboard, TenThousand17CluePuzzlesUnique) {
  const std::string path = test::sharedDataDir() + "/sudoku/17clue_royle.txt";
  auto all = test::puzzleLines(path);
  if (all.size() > 10000) all.resize(10000);
  if (all.empty()) GTEST_SKIP() << path << " not present";
  size_t bad = 0;
  for (const auto& l : all) {
    uint8_t cells[81];
    for (int i = 0; i < 81; ++i) cells[i] = static_cast<uint8_t>(std::max(0, grid::charValue(l[i])));
    if (sudoku::bits::countSolutions(cells, 2) != 1) ++bad;
  }
  EXPECT_EQ(bad, 0u);
}

TEST(Bitboard, CountsAndLimits) {
  uint8_t empty[81] = {};
  // The empty grid: stops exactly at the limit.
  EXPECT_EQ(sudoku::bits::countSolutions(empty, 1000), 1000);
  sudoku::bits::Limits lim;
  lim.solutions = 50;
  sudoku::bits::Result r = sudoku::bits::solve(empty, lim);
  EXPECT_EQ(r.status, sudoku::bits::Status::SolutionCap);
  EXPECT_EQ(r.count, 50u);
  // Guess limit on the empty grid, all solutions wanted.
  lim = {};
  lim.guesses = 5000;
  r = sudoku::bits::solve(empty, lim);
  EXPECT_EQ(r.status, sudoku::bits::Status::Limit);
  EXPECT_EQ(r.guesses, 5000u);
  // Time limit.
  lim = {};
  lim.seconds = 0.05;
  r = sudoku::bits::solve(empty, lim);
  EXPECT_EQ(r.status, sudoku::bits::Status::Limit);
  EXPECT_LT(r.timeMs, 2000);
  // The stop flag.
  cp::g_stopRequested = true;
  r = sudoku::bits::solve(empty, {});
  cp::g_stopRequested = false;
  EXPECT_EQ(r.status, sudoku::bits::Status::Interrupted);
  // Clues clashing directly: no solution, complete.
  uint8_t clash[81] = {};
  clash[0] = clash[80] = 5;
  clash[8] = 5;  // same row as cell 0
  r = sudoku::bits::solve(clash, {});
  EXPECT_EQ(r.status, sudoku::bits::Status::Complete);
  EXPECT_EQ(r.count, 0u);
  uint8_t col[81] = {};
  col[0] = col[72] = 3;  // same column
  EXPECT_EQ(sudoku::bits::countSolutions(col, 2), 0);
  uint8_t box[81] = {};
  box[0] = box[10] = 3;  // same box
  EXPECT_EQ(sudoku::bits::countSolutions(box, 2), 0);
  // The driver's callback stops the search.
  grid::SolveOptions cb;
  int calls = 0;
  cb.onSolution = [&](const std::vector<int>&) { return ++calls < 3; };
  grid::Result stopped = sudoku::bits::solveBits(fromLine(std::string(81, '.')), cb);
  EXPECT_EQ(calls, 3);
  EXPECT_EQ(stopped.count, 3u);
  EXPECT_EQ(stopped.status, cp::SearchStatus::SolutionCap);
  EXPECT_EQ(stopped.stats.nodes, stopped.stats.enumerations + 1);
  // A value out of range is not a Sudoku this engine handles.
  uint8_t odd[81] = {};
  odd[3] = 12;
  EXPECT_EQ(sudoku::bits::solve(odd, {}).status, sudoku::bits::Status::Unsupported);
}

// Exact counts (no limit) of grids with 31 clues left, usually several solutions, match dlx.
TEST(Bitboard, ExactCountsAgreeWithDlx) {
  grid::Result full = sudoku::solveDlx(fromLine(std::string(81, '.')), upTo(1));
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 30; ++trial) {
    sudoku::Instance inst;
    inst.cells = full.first;
    std::vector<int> cells(81);
    for (int i = 0; i < 81; ++i) cells[i] = i;
    std::shuffle(cells.begin(), cells.end(), rng);
    for (int k = 0; k < 50; ++k) inst.cells[cells[k]] = 0;  // 31 clues left: often many solutions
    grid::Result b = sudoku::bits::solveBits(inst, upTo(0));
    grid::Result d = sudoku::solveDlx(inst, upTo(0));
    EXPECT_EQ(b.count, d.count);
    EXPECT_EQ(b.status, cp::SearchStatus::Complete);
    uint8_t raw[81];
    for (int i = 0; i < 81; ++i) raw[i] = static_cast<uint8_t>(inst.cells[i]);
    EXPECT_EQ(static_cast<uint64_t>(sudoku::bits::countSolutions(raw, 0)), d.count);
  }
}

}  // namespace
}  // namespace deduce
