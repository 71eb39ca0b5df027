// The Sudoku generator: its solution counter against the CP solver and the known grid
// counts, and generated puzzles checked independently: one solution (CP solver), every clue
// needed (CP solver on each removal), the clue pattern's symmetry, the rating in range, and
// the same puzzles from the same seed.
#include <gtest/gtest.h>

#include <algorithm>

#include "sudoku_support.h"

#include "puzzles/sudoku/generate.h"
#include "puzzles/sudoku/logic_internal.h"
#include "puzzles/sudoku/singles9.h"

namespace deduce::sudoku {
namespace {

Instance fromLine(const std::string& line, int boxRows = 3, int boxCols = 3, bool diagonal = false) {
  return test::sudokuFromLine(line, boxRows, boxCols, diagonal);
}

uint64_t cpCount(const Instance& inst, uint64_t limit) {
  grid::SolveOptions so;
  so.limits.solutions = limit;
  return solveCp(inst, so).count;
}

TEST(Generate, CounterMatchesKnownCounts) {
  EXPECT_EQ(countSolutions(fromLine(std::string(16, '.'), 2, 2), 0), 288u);
  EXPECT_EQ(countSolutions(fromLine(std::string(16, '.'), 2, 2, true), 0), 48u);
  EXPECT_EQ(countSolutions(fromLine(std::string(16, '.'), 2, 2), 10), 10u);
  for (const auto& l : test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/hardest.txt")) {
    std::vector<int> sol;
    EXPECT_EQ(countSolutions(fromLine(l), 2, &sol), 1u);
    EXPECT_EQ(check(fromLine(l), sol), "");
  }
  EXPECT_EQ(countSolutions(fromLine("11" + std::string(79, '.')), 2), 0u);
  EXPECT_EQ(countSolutions(fromLine("12345678.........9" + std::string(63, '.')), 2), 0u);
}

TEST(Generate, CounterAgreesWithCpOnPartialGrids) {
  // clues of a solved grid, thinned: counts (up to 50) against the CP solver
  std::vector<int> full;
  ASSERT_EQ(countSolutions(fromLine("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"), 1, &full), 1u);
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 30; ++trial) {
    Instance inst = fromLine(std::string(81, '.'));
    for (int c = 0; c < 81; ++c)
      if (static_cast<int>(rng() % 100) < 22 + trial) inst.cells[c] = full[c];
    EXPECT_EQ(countSolutions(inst, 50), cpCount(inst, 50)) << trial;
  }
}

// Whether the generic singles propagation (logic_internal.h) fills every cell.
bool genericSinglesSolve(const Instance& inst) {
  const auto& g = *logic::detail::Geometry::get(3, 3, false);
  std::vector<int> value(81, 0);
  std::vector<uint32_t> cand(81, 0x1FF);
  for (int c = 0; c < 81; ++c)
    if (inst.cells[c]) {
      if (!(cand[c] >> (inst.cells[c] - 1) & 1u)) return false;
      logic::detail::placeOn(g, value.data(), cand.data(), c, inst.cells[c]);
    }
  int filled = 0;
  return logic::detail::propagateSingles(g, value.data(), cand.data(), filled) &&
         std::find(value.begin(), value.end(), 0) == value.end();
}

TEST(Generate, Singles9AgreesWithGenericSingles) {
  // the shared hard puzzles (singles get stuck), and clues of a solved grid thinned at random
  // (from full grids, which singles solve, down to grids where they stop)
  std::vector<Instance> puzzles;
  for (const auto& l : test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/hardest.txt"))
    puzzles.push_back(fromLine(l));
  std::vector<int> full;
  ASSERT_EQ(countSolutions(puzzles[0], 1, &full), 1u);
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 400; ++trial) {
    Instance inst = fromLine(std::string(81, '.'));
    for (int c = 0; c < 81; ++c)
      if (static_cast<int>(rng() % 100) < 20 + trial / 8) inst.cells[c] = full[c];
    puzzles.push_back(inst);
  }
  int solvedBoth = 0;
  for (const Instance& p : puzzles) {
    const bool generic = genericSinglesSolve(p);
    EXPECT_EQ(singles9::fills(p.cells.data()), generic);
    solvedBoth += generic;
    if (!generic) continue;
    // a puzzle singles solve: clearing clues, singles refill them exactly when they solve the rest
    for (int c = 0; c < 81; ++c) {
      if (!p.cells[c]) continue;
      Instance less = p;
      less.cells[c] = 0;
      less.cells[80 - c] = 0;
      const int cleared[2] = {c, 80 - c};
      EXPECT_EQ(singles9::fills(less.cells.data(), cleared, 2), genericSinglesSolve(less)) << c;
    }
  }
  EXPECT_GT(solvedBoth, 50);
  EXPECT_LT(solvedBoth, static_cast<int>(puzzles.size()) - 50);
  Instance clash = fromLine("11" + std::string(79, '.'));
  EXPECT_FALSE(singles9::fills(clash.cells.data()));
}

// A stalled board continued with more givens ends as singles from all the givens at once.
TEST(Generate, Singles9BoardContinues) {
  std::vector<int> full;
  ASSERT_EQ(countSolutions(fromLine(std::string(81, '.')), 1, &full), 1u);
  std::mt19937_64 rng(11);
  int stalled = 0, continuedToFill = 0;
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<int> cells(81, 0);
    for (int c = 0; c < 81; ++c)
      if (static_cast<int>(rng() % 100) < 20 + trial / 12) cells[c] = full[c];
    singles9::Board board;
    ASSERT_TRUE(board.load(cells.data()));
    if (board.propagate() != singles9::Board::Result::Stalled) continue;
    ++stalled;
    for (int c = 0; c < 81; ++c)  // what singles filled is the solution
      if (board.value(c)) {
        EXPECT_EQ(board.value(c), full[c]);
      }
    for (int k = 0; k < 6; ++k) {
      const int c = static_cast<int>(rng() % 81);
      cells[c] = full[c];
      EXPECT_TRUE(board.place(c, full[c]));
    }
    const bool filled = board.propagate() == singles9::Board::Result::Filled;
    EXPECT_EQ(filled, singles9::fills(cells.data())) << trial;
    continuedToFill += filled;
  }
  EXPECT_GT(stalled, 100);
  EXPECT_GT(continuedToFill, 10);
  singles9::Board board;
  ASSERT_TRUE(board.load(full.data()));
  EXPECT_FALSE(board.place(0, full[0] % 9 + 1));  // another value on a filled cell
}

// Positions with pencil marks (random candidates struck, some of them the solution's): singles9
// finds a contradiction exactly when the generic propagation does.
TEST(Generate, Singles9PencilMarksAgreeWithGeneric) {
  std::vector<int> full;
  ASSERT_EQ(countSolutions(fromLine(std::string(81, '.')), 1, &full), 1u);
  const logic::detail::Geometry& g = *logic::detail::Geometry::get(3, 3, false);
  std::mt19937_64 rng(17);
  int contradictions = 0;
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<int> value(81, 0);
    std::vector<logic::detail::Mask> cand(81, 0x1FF);
    for (int c = 0; c < 81; ++c)
      if (rng() % 100 < 25) logic::detail::placeOn(g, value.data(), cand.data(), c, full[c]);
    for (int k = 0; k < 24; ++k) {
      const int c = static_cast<int>(rng() % 81);
      cand[c] &= ~(1u << (rng() % 9));
    }
    singles9::Board board;
    ASSERT_TRUE(board.load(value.data(), cand.data()));
    const bool singles9Ok = board.propagate() != singles9::Board::Result::Contradiction;
    int filled = 0;
    EXPECT_EQ(singles9Ok, logic::detail::propagateSingles(g, value.data(), cand.data(), filled)) << trial;
    contradictions += !singles9Ok;
  }
  EXPECT_GT(contradictions, 20);
  EXPECT_LT(contradictions, 280);
}

bool symmetric(const Instance& p, Symmetry s) {
  const int n = p.size();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      int r2 = r, c2 = c;
      switch (s) {
        case Symmetry::None: break;
        case Symmetry::Rot180: r2 = n - 1 - r, c2 = n - 1 - c; break;
        case Symmetry::Rot90: r2 = c, c2 = n - 1 - r; break;
        case Symmetry::Mirror: c2 = n - 1 - c; break;
        case Symmetry::Diagonal: r2 = c, c2 = r; break;
      }
      if ((p.cells[r * n + c] != 0) != (p.cells[r2 * n + c2] != 0)) return false;
    }
  return true;
}

void expectGood(const Generated& g, const GenerateOptions& opt) {
  const Instance& p = g.puzzle;
  EXPECT_EQ(cpCount(p, 2), 1u);
  EXPECT_EQ(check(p, g.solution), "");
  EXPECT_TRUE(symmetric(p, opt.symmetry));
  EXPECT_GE(g.rating.rating, opt.minRating);
  EXPECT_LE(g.rating.rating, opt.maxRating);
  if (!opt.minimal) return;
  for (size_t c = 0; c < p.cells.size(); ++c) {
    if (!p.cells[c]) continue;
    Instance less = p;
    less.cells[c] = 0;
    EXPECT_GE(cpCount(less, 2), 2u) << "clue " << c << " is not needed";
  }
}

TEST(Generate, SymmetricMinimalRatedPuzzles) {
  std::mt19937_64 rng(2024);
  for (Symmetry s : {Symmetry::None, Symmetry::Rot180, Symmetry::Rot90, Symmetry::Mirror, Symmetry::Diagonal}) {
    GenerateOptions opt;
    opt.symmetry = s;
    opt.minimal = s == Symmetry::None || s == Symmetry::Rot180;
    std::string err;
    ASSERT_TRUE(parseDifficulty("easy", opt.minRating, opt.maxRating, err));
    for (int i = 0; i < 3; ++i) {
      std::string why;
      auto g = generate(opt, rng, &why);
      ASSERT_TRUE(g.has_value()) << symmetryName(s) << ": " << why;
      expectGood(*g, opt);
    }
  }
  GenerateOptions medium;
  std::string err;
  ASSERT_TRUE(parseDifficulty("medium", medium.minRating, medium.maxRating, err));
  auto g = generate(medium, rng);
  ASSERT_TRUE(g.has_value());
  expectGood(*g, medium);
  GenerateOptions hard;  // the rater stops above 5.9 and skips the chains
  hard.symmetry = Symmetry::Rot180;
  hard.minimal = true;
  ASSERT_TRUE(parseDifficulty("hard", hard.minRating, hard.maxRating, err));
  g = generate(hard, rng);
  ASSERT_TRUE(g.has_value());
  expectGood(*g, hard);
  EXPECT_EQ(logic::rate(g->puzzle).rating, g->rating.rating);  // the full rater agrees
}

// Minimal symmetric puzzles go through clue swaps (an orbit that blocks minimality traded for a
// removed one): every output still unique, minimal, symmetric and in range.
TEST(Generate, SwappedToMinimal) {
  std::mt19937_64 rng(7);
  std::string err;
  for (const char* level : {"easy", "easy", "easy", "easy", "easy", "easy", "easy", "easy", "medium", "expert"}) {
    GenerateOptions opt;
    opt.symmetry = Symmetry::Rot180;
    opt.minimal = true;
    ASSERT_TRUE(parseDifficulty(level, opt.minRating, opt.maxRating, err));
    auto g = generate(opt, rng);
    ASSERT_TRUE(g.has_value()) << level;
    expectGood(*g, opt);
    EXPECT_EQ(logic::rate(g->puzzle).rating, g->rating.rating) << level;
  }
  GenerateOptions mirror;  // a symmetry with orbits of one and two cells, other shape
  mirror.boxRows = 2;
  mirror.boxCols = 3;
  mirror.symmetry = Symmetry::Mirror;
  mirror.minimal = true;
  auto g = generate(mirror, rng);
  ASSERT_TRUE(g.has_value());
  expectGood(*g, mirror);
}

TEST(Generate, OtherShapes) {
  std::mt19937_64 rng(5);
  GenerateOptions six;
  six.boxRows = 2;
  six.boxCols = 3;
  six.minimal = true;
  auto g = generate(six, rng);
  ASSERT_TRUE(g.has_value());
  expectGood(*g, six);
  GenerateOptions diag;
  diag.diagonal = true;
  diag.symmetry = Symmetry::Rot180;
  g = generate(diag, rng);
  ASSERT_TRUE(g.has_value());
  expectGood(*g, diag);
  GenerateOptions impossible;  // a 2x2 grid with diagonals has no solution
  impossible.boxRows = 1;
  impossible.boxCols = 2;
  impossible.diagonal = true;
  std::string why;
  EXPECT_FALSE(generate(impossible, rng, &why).has_value());
  EXPECT_NE(why, "");
}

TEST(Generate, SameSeedSamePuzzles) {
  GenerateOptions opt;
  opt.symmetry = Symmetry::Rot180;
  std::mt19937_64 a(99), b(99);
  for (int i = 0; i < 3; ++i) {
    auto x = generate(opt, a), y = generate(opt, b);
    ASSERT_TRUE(x && y);
    EXPECT_EQ(x->puzzle.cells, y->puzzle.cells);
  }
}

TEST(Generate, LimitsAndOptions) {
  GenerateOptions opt;
  opt.minRating = 50;  // above any rating: gives up after the attempts
  opt.maxRating = 60;
  opt.maxAttempts = 5;
  std::mt19937_64 rng(1);
  std::string why;
  EXPECT_FALSE(generate(opt, rng, &why).has_value());
  EXPECT_NE(why.find("5 grids"), std::string::npos) << why;
  double lo = 0, hi = 0;
  std::string err;
  EXPECT_TRUE(parseDifficulty("4.0-6", lo, hi, err));
  EXPECT_EQ(lo, 4.0);
  EXPECT_EQ(hi, 6.0);
  EXPECT_TRUE(parseDifficulty("8-", lo, hi, err));
  EXPECT_GE(hi, 1e9);
  EXPECT_FALSE(parseDifficulty("brutal", lo, hi, err));
  EXPECT_FALSE(parseDifficulty("6-4", lo, hi, err));
  EXPECT_FALSE(parseDifficulty("4x-6", lo, hi, err));
  Symmetry s;
  EXPECT_TRUE(parseSymmetry("rot90", s));
  EXPECT_EQ(s, Symmetry::Rot90);
  EXPECT_FALSE(parseSymmetry("spiral", s));
}

}  // namespace
}  // namespace deduce::sudoku
