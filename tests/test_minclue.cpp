// Clue minimisation (src/puzzles/sudoku/minclue.h): minimal puzzles (every clue needed),
// minimum-clue search with fixed clues cross-checked by brute force over every clue subset,
// paper 003 Figure 8.1's grid, time limits and bad input.
#include <gtest/gtest.h>

#include <functional>

#include "puzzles/sudoku/bitboard.h"
#include "puzzles/sudoku/minclue.h"
#include "puzzles/sudoku/sudoku.h"
#include "sudoku_support.h"

namespace deduce {
namespace {

using Cells = std::vector<uint8_t>;

Cells parse(const std::string& s) {
  Cells c(81);
  for (int i = 0; i < 81; ++i) c[i] = s[i] >= '1' && s[i] <= '9' ? static_cast<uint8_t>(s[i] - '0') : 0;
  return c;
}

Cells solution(const Cells& puzzle) {
  Cells g(81);
  EXPECT_EQ(sudoku::bits::countSolutions(puzzle.data(), 2, g.data()), 1);
  return g;
}

int clues(const Cells& c) {
  int n = 0;
  for (uint8_t v : c) n += v != 0;
  return n;
}

// Unique, every clue taken from `from`, and removing any clue loses uniqueness.
void expectMinimal(const Cells& m, const Cells& from) {
  ASSERT_EQ(sudoku::bits::countSolutions(m.data(), 2), 1);
  Cells g = solution(m);
  for (int i = 0; i < 81; ++i) {
    if (!m[i]) continue;
    EXPECT_EQ(m[i], from[i]);
    Cells less = m;
    less[i] = 0;
    EXPECT_EQ(sudoku::bits::countSolutions(less.data(), 2), 2) << "clue " << i << " is not needed";
  }
}

const char* kFigure81Grid = "876912534954387612213645789738456291561829347429731865642178953395264178187593426";
// Puzzle 9620 of the 17-clue collection: its unique solution is Figure 8.1's grid.
const char* kFigure81Puzzle = "................12..3.45.............6....3.742...1......1.8......26......7...4..";

TEST(Minclue, MinimalKeepsOnlyNeededClues) {
  for (const char* f : {"17clue.txt", "hardest.txt"})
    for (const auto& l : test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/" + f)) {
      Cells p = parse(l), m(81);
      ASSERT_EQ(sudoku::minclue::minimal(p.data(), m.data()), "");
      expectMinimal(m, p);
      if (std::string(f) == "17clue.txt") {
        EXPECT_EQ(m, p);  // 17-clue puzzles are minimal already
      }
    }
  // From a full grid, in several removal orders.
  Cells g = parse(kFigure81Grid), m(81);
  for (uint64_t seed : {0, 1, 2, 3}) {
    ASSERT_EQ(sudoku::minclue::minimal(g.data(), m.data(), seed), "");
    expectMinimal(m, g);
    EXPECT_GE(clues(m), 17);
  }
}

TEST(Minclue, MinimalRejectsPuzzlesWithoutOneSolution) {
  Cells empty(81, 0), out(81);
  EXPECT_NE(sudoku::minclue::minimal(empty.data(), out.data()), "");
  Cells bad(81, 0);
  bad[0] = bad[1] = 4;
  EXPECT_NE(sudoku::minclue::minimal(bad.data(), out.data()), "");
}

TEST(Minclue, Figure81GridHasA17CluePuzzle) {
  Cells p = parse(kFigure81Puzzle);
  EXPECT_EQ(clues(p), 17);
  EXPECT_EQ(solution(p), parse(kFigure81Grid));
  // With ten of the puzzle's clues fixed, 17 is the proven minimum (no 16 holding them).
  sudoku::minclue::Options o;
  o.fixed.assign(81, 0);
  for (int i = 0, k = 0; i < 81 && k < 10; ++i)
    if (p[i]) {
      o.fixed[i] = p[i];
      ++k;
    }
  Cells g = parse(kFigure81Grid);
  sudoku::minclue::Result r = sudoku::minclue::minclue(g.data(), o);
  ASSERT_EQ(r.error, "");
  EXPECT_TRUE(r.proven);
  EXPECT_EQ(r.clues, 17);
  EXPECT_EQ(r.lowerBound, 17);
  Cells got = parse(r.puzzle);
  EXPECT_EQ(clues(got), 17);
  EXPECT_EQ(solution(got), g);
  for (int i = 0; i < 81; ++i) {
    if (o.fixed[i]) {
      EXPECT_EQ(got[i], o.fixed[i]);
    }
  }
}

// The IP with lazily added rows (Method::Mip) agrees: 17 with the same ten clues fixed.
TEST(Minclue, MipFigure81WithFixedClues) {
  Cells p = parse(kFigure81Puzzle), g = parse(kFigure81Grid);
  sudoku::minclue::Options o;
  o.method = sudoku::minclue::Method::Mip;
  o.fixed.assign(81, 0);
  for (int i = 0, k = 0; i < 81 && k < 10; ++i)
    if (p[i]) o.fixed[i] = p[i], ++k;
  sudoku::minclue::Result r = sudoku::minclue::minclue(g.data(), o);
  ASSERT_EQ(r.error, "");
  EXPECT_TRUE(r.proven);
  EXPECT_EQ(r.clues, 17);
  Cells got = parse(r.puzzle);
  EXPECT_EQ(clues(got), 17);
  EXPECT_EQ(solution(got), g);
}

// A known puzzle as the start: the search is the proof that none has fewer clues.
TEST(Minclue, StartPuzzleIsTheUpperBound) {
  Cells p = parse(kFigure81Puzzle), g = parse(kFigure81Grid);
  sudoku::minclue::Options o;
  o.start = p;
  o.fixed.assign(81, 0);
  for (int i = 0, k = 0; i < 81 && k < 9; ++i)
    if (p[i]) o.fixed[i] = p[i], ++k;
  sudoku::minclue::Result r = sudoku::minclue::minclue(g.data(), o);
  ASSERT_EQ(r.error, "");
  EXPECT_TRUE(r.proven);
  EXPECT_EQ(r.clues, 17);
  EXPECT_EQ(parse(r.puzzle), p);
  // A start with several solutions, or one that lacks a fixed clue, is refused.
  Cells less = p;
  less[16] = 0;
  o.start = less;
  EXPECT_NE(sudoku::minclue::minclue(g.data(), o).error, "");
  o.start = p;
  o.fixed.assign(81, 0);
  o.fixed[0] = g[0];
  EXPECT_NE(sudoku::minclue::minclue(g.data(), o).error, "");
}

// On one thread and on two (the limit stops every worker): the best puzzle so far and a bound
// no higher than the proven minimum, 17.
TEST(Minclue, TimeLimitGivesBestAndBound) {
  Cells g = parse(kFigure81Grid);
  for (int threads : {1, 2}) {
    sudoku::minclue::Options o;
    o.seconds = 0.3;
    o.setDigits = 3;
    o.threads = threads;
    sudoku::minclue::Result r = sudoku::minclue::minclue(g.data(), o);
    ASSERT_EQ(r.error, "");
    EXPECT_TRUE(r.interrupted) << "threads " << threads;
    EXPECT_FALSE(r.proven);
    EXPECT_LE(r.lowerBound, 17);
    EXPECT_GE(r.clues, 17);
    Cells got = parse(r.puzzle);
    EXPECT_EQ(clues(got), r.clues);
    EXPECT_EQ(solution(got), g);
    EXPECT_LT(r.timeMs, 5000);
  }
}

// The fewest clues holding `fixed`, by brute force over every set of fewer than `fallback`
// extra cells (when none works, `fallback` extra clues are known to suffice).
int bruteForce(const Cells& grid, const Cells& fixed, int fallback) {
  std::vector<int> free;
  for (int i = 0; i < 81; ++i)
    if (!fixed[i]) free.push_back(i);
  Cells p = fixed;
  std::function<bool(size_t, int)> pick = [&](size_t from, int left) {
    if (left == 0) return sudoku::bits::countSolutions(p.data(), 2) == 1;
    for (size_t j = from; j < free.size(); ++j) {
      p[free[j]] = grid[free[j]];
      bool ok = pick(j + 1, left - 1);
      p[free[j]] = 0;
      if (ok) return true;
    }
    return false;
  };
  for (int extra = 0; extra < fallback; ++extra)
    if (pick(0, extra)) return clues(fixed) + extra;
  return clues(fixed) + fallback;
}

// Minimal puzzles of random removal orders, three of their clues freed: the minimum holding the
// rest, from the search and by brute force.
TEST(Minclue, FixedCluesAgreeWithBruteForce) {
  std::vector<std::string> grids = {kFigure81Grid};
  for (const auto& l : test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/17clue.txt")) {
    Cells g = solution(parse(l));
    grids.push_back(sudoku::minclue::toString(g.data()));
  }
  for (size_t t = 0; t < grids.size(); ++t) {
    Cells g = parse(grids[t]), m(81);
    ASSERT_EQ(sudoku::minclue::minimal(g.data(), m.data(), 100 + t), "");
    Cells fixed = m;
    for (int i = 0, freed = 0; i < 81 && freed < 3; ++i)
      if (fixed[i]) {
        fixed[i] = 0;
        ++freed;
      }
    sudoku::minclue::Options o;
    o.fixed = fixed;
    o.setDigits = t % 2 ? 3 : 2;  // quick starts; the default (4) is the Figure 8.1 test's
    const int want = bruteForce(g, fixed, 3);
    // Runs left at their first failed check (one below the minimum, or lower), never, and
    // by default.
    for (uint64_t leave : {uint64_t{1}, uint64_t{0}, o.leaveAfter}) {
      o.leaveAfter = leave;
      sudoku::minclue::Result r = sudoku::minclue::minclue(g.data(), o);
      ASSERT_EQ(r.error, "");
      EXPECT_TRUE(r.proven);
      EXPECT_EQ(r.clues, want) << grids[t] << " leaving after " << leave;
      EXPECT_EQ(r.lowerBound, r.clues);
      Cells got = parse(r.puzzle);
      EXPECT_EQ(clues(got), r.clues);
      EXPECT_EQ(solution(got), g);
    }
    o.method = sudoku::minclue::Method::Mip;
    sudoku::minclue::Result ip = sudoku::minclue::minclue(g.data(), o);
    EXPECT_TRUE(ip.proven);
    EXPECT_EQ(ip.clues, want) << grids[t];
    Cells got = parse(ip.puzzle);
    EXPECT_EQ(clues(got), ip.clues);
    EXPECT_EQ(solution(got), g);
  }
}

// The bit-parallel subtree (Options::bitSets) against the list search alone (0) and against
// subtrees opened lower (64 sets: one-word tables, more of them): the same minimum, bound and
// proof on two grids, from the minimal puzzles (runs that meet failing checks, whose fresh
// sets continue in the list search) and from the 17-clue puzzle (the proof run).
TEST(Minclue, BitParallelSubtreeAgreesWithListSearch) {
  const auto lines = test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/17clue.txt");
  for (size_t t = 0; t < 2 && t < lines.size(); ++t) {
    Cells p = parse(lines[t]), g = solution(p);
    for (bool below : {false, true}) {
      sudoku::minclue::Options o;
      o.setDigits = below ? 3 : 2;
      o.fixed.assign(81, 0);
      for (int i = 0, f = 0; i < 81 && f < (below ? 6 : 8); ++i)
        if (p[i]) o.fixed[i] = p[i], ++f;
      if (below) o.start = p;
      std::vector<sudoku::minclue::Result> rs;
      for (int bits : {0, 64, 512}) {
        o.bitSets = bits;
        rs.push_back(sudoku::minclue::minclue(g.data(), o));
        const auto& r = rs.back();
        ASSERT_EQ(r.error, "");
        EXPECT_TRUE(r.proven) << lines[t] << " bitSets " << bits;
        EXPECT_EQ(r.clues, 17) << lines[t] << " bitSets " << bits;
        EXPECT_EQ(r.lowerBound, r.clues);
        Cells got = parse(r.puzzle);
        EXPECT_EQ(clues(got), r.clues);
        EXPECT_EQ(solution(got), g);
        if (!below) {
          EXPECT_GT(r.hittingSetsChecked, 0u);
        }
      }
    }
  }
}

// The progress line of `deduce minclue` for each state of the search.
TEST(Minclue, ProgressLine) {
  using sudoku::minclue::progressLine;
  sudoku::minclue::Live live;
  EXPECT_EQ(progressLine(live, 0.5), "minclue: collecting unavoidable sets");
  live.k = 18;
  live.lower = 18;
  live.best = 22;
  live.nodes = 1000000;
  live.runSeconds = 2;
  const std::string run = "minclue: at least 18 clues, best 22; 18-clue run: ";
  EXPECT_EQ(progressLine(live, 4), run + "splitting; 1.00M nodes at 250k/s");
  live.subproblems = 1000;
  live.done = 50;  // no ETA before a tenth is done
  EXPECT_EQ(progressLine(live, 4), run + "50/1000 subproblems (5%); 1.00M nodes at 250k/s");
  live.done = 250;  // a quarter in the run's 2 s: 6 s to go
  EXPECT_EQ(progressLine(live, 4), run + "250/1000 subproblems (25%), ETA 0:06; 1.00M nodes at 250k/s");
  live.finished = true;
  EXPECT_EQ(progressLine(live, 42), "minclue: best 22 clues, at least 18 (not proven); 1.00M nodes in 0:42");
  live.lower = 19;
  live.best = 19;
  EXPECT_EQ(progressLine(live, 42), "minclue: 19 clues, minimum proven; 1.00M nodes in 0:42");
}

// The benchmark's grids depend on the seed alone (no solver's search order): a valid grid, the
// same for the same seed on every platform, another for another seed.
TEST(Minclue, RandomGridIsFixedBySeed) {
  auto text = [](uint64_t seed) {
    uint8_t g[81];
    sudoku::minclue::randomGrid(seed, g);
    std::string t;
    for (uint8_t v : g) t += static_cast<char>('0' + v);
    return t;
  };
  const std::string g1 = text(1);
  EXPECT_EQ(sudoku::bits::countSolutions(parse(g1).data(), 2), 1);
  EXPECT_EQ(g1, "482659731517348629369172485194827563856931247273465198928516374641783952735294816");
  EXPECT_EQ(text(1), g1);
  EXPECT_NE(text(2), g1);
}

TEST(Minclue, RejectsBadGrids) {
  Cells g = parse(kFigure81Grid);
  Cells holes = g;
  holes[5] = 0;
  EXPECT_NE(sudoku::minclue::minclue(holes.data()).error, "");
  Cells clash = g;
  std::swap(clash[0], clash[1]);
  clash[0] = clash[1];
  EXPECT_NE(sudoku::minclue::minclue(clash.data()).error, "");
  sudoku::minclue::Options o;
  o.fixed.assign(81, 0);
  o.fixed[0] = static_cast<uint8_t>(g[0] % 9 + 1);  // differs from the grid
  EXPECT_NE(sudoku::minclue::minclue(g.data(), o).error, "");
}


// Options::threads against one thread: the same clue count, bound and proof, and each answer a
// unique puzzle of that many clues taken from the grid, holding the fixed clues; the state a
// progress line reads (Options::live) ends with the result and every node.
void expectSameOnThreads(const Cells& g, sudoku::minclue::Options o, const std::string& what) {
  sudoku::minclue::Result one;
  for (int threads : {1, 2, 3}) {
    o.threads = threads;
    sudoku::minclue::Live live;  // what a progress line shows: the result, every node counted
    o.live = &live;
    sudoku::minclue::Result r = sudoku::minclue::minclue(g.data(), o);
    ASSERT_EQ(r.error, "") << what;
    EXPECT_TRUE(live.finished) << what << " threads " << threads;
    EXPECT_EQ(live.best, r.clues) << what << " threads " << threads;
    EXPECT_EQ(live.lower, r.lowerBound) << what << " threads " << threads;
    EXPECT_EQ(live.nodes, r.nodes) << what << " threads " << threads;
    EXPECT_GT(live.k, 0) << what << " threads " << threads;
    EXPECT_TRUE(r.proven) << what << " threads " << threads;
    EXPECT_EQ(r.lowerBound, r.clues) << what << " threads " << threads;
    if (threads == 1) {
      one = r;
    } else {
      EXPECT_EQ(r.clues, one.clues) << what << " threads " << threads;
      EXPECT_EQ(r.lowerBound, one.lowerBound) << what << " threads " << threads;
      EXPECT_EQ(r.proven, one.proven) << what << " threads " << threads;
    }
    Cells got = parse(r.puzzle);
    EXPECT_EQ(clues(got), r.clues) << what;
    EXPECT_EQ(solution(got), g) << what;  // unique, and agrees with the grid
    for (int i = 0; i < 81; ++i)
      if (o.fixed[i]) {
        EXPECT_EQ(got[i], o.fixed[i]) << what << " cell " << i;
      }
  }
}

TEST(MinclueThreads, Figure81WithFixedCluesAgreesWithOneThread) {
  Cells p = parse(kFigure81Puzzle), g = parse(kFigure81Grid);
  sudoku::minclue::Options o;
  o.setDigits = 3;
  o.fixed.assign(81, 0);
  for (int i = 0, k = 0; i < 81 && k < 6; ++i)
    if (p[i]) o.fixed[i] = p[i], ++k;
  expectSameOnThreads(g, o, "Figure 8.1, 6 clues fixed");
}

// Random grids, the clues of a minimal puzzle fixed but its last eight: runs that meet failing
// checks, so the workers share fresh sets.
TEST(MinclueThreads, RandomGridsAgreeWithOneThread) {
  for (uint64_t seed : {1, 2}) {
    Cells g(81), m(81);
    sudoku::minclue::randomGrid(seed, g.data());
    ASSERT_EQ(sudoku::minclue::minimal(g.data(), m.data(), seed), "");
    sudoku::minclue::Options o;
    o.setDigits = 2;
    o.fixed = m;
    for (int i = 80, freed = 0; i >= 0 && freed < 8; --i)
      if (o.fixed[i]) o.fixed[i] = 0, ++freed;
    expectSameOnThreads(g, o, "random grid " + std::to_string(seed));
    o.leaveAfter = 1;  // the workers count the failed checks together
    expectSameOnThreads(g, o, "random grid " + std::to_string(seed) + ", runs left at a failed check");
  }
}

}  // namespace
}  // namespace deduce
