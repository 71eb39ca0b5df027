// Exact cover: Algorithm X / dancing links counts, colours against brute force, the Knuth-format
// parser's errors, Monte Carlo estimates, Sudoku by exact cover and PS-1-2.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <set>

#include "cp/estimate.h"
#include "cp/search.h"
#include "exactcover/dlx.h"
#include "exactcover/sudoku_cover.h"
#include "puzzles/exactcover/format.h"
#include "puzzles/langford/langford.h"
#include "puzzles/pentomino/pentomino.h"
#include "puzzles/ps12/ps12.h"
#include "puzzles/queens/queens.h"

using namespace deduce;
using namespace deduce::exactcover;

namespace {

// Independent Sudoku checker: every row, column and box (and both diagonals when asked) holds
// 1..N once, and the givens are kept.
std::string checkSudoku(const std::vector<int>& g, const std::vector<int>& givens, int br, int bc, bool diagonal) {
  const int n = br * bc;
  if (static_cast<int>(g.size()) != n * n) return "size";
  for (int i = 0; i < n * n; ++i)
    if (givens[i] && givens[i] != g[i]) return "given changed";
  auto unitOk = [&](auto cellOf) {
    std::vector<int> seen(n + 1, 0);
    for (int k = 0; k < n; ++k) {
      int v = g[cellOf(k)];
      if (v < 1 || v > n || seen[v]++) return false;
    }
    return true;
  };
  for (int u = 0; u < n; ++u) {
    if (!unitOk([&](int k) { return u * n + k; })) return "row";
    if (!unitOk([&](int k) { return k * n + u; })) return "column";
    int r0 = (u / br) * br, c0 = (u % br) * bc;
    if (!unitOk([&](int k) { return (r0 + k / bc) * n + c0 + k % bc; })) return "box";
  }
  if (diagonal) {
    if (!unitOk([&](int k) { return k * n + k; })) return "diagonal";
    if (!unitOk([&](int k) { return k * n + n - 1 - k; })) return "anti-diagonal";
  }
  return "";
}

std::vector<int> parse81(const std::string& s) {
  std::vector<int> c;
  for (char ch : s.substr(0, 81)) c.push_back(ch >= '1' && ch <= '9' ? ch - '0' : 0);
  return c;
}

std::vector<std::string> readPuzzles(const std::string& path, size_t limit) {
  std::vector<std::string> out;
  std::ifstream in(path);
  std::string line;
  while (out.size() < limit && std::getline(in, line))
    if (line.size() >= 81 && line[0] != '#') out.push_back(line);
  return out;
}

// All solutions of p, each checked by the independent exact-cover checker.
uint64_t countChecked(const Problem& p, const std::function<std::string(const std::vector<int>&)>& extra = {}) {
  Dlx d(p);
  uint64_t n = 0;
  d.run({}, [&](const std::vector<int>& sol) {
    EXPECT_EQ(check(p, sol), "");
    if (extra) {
      EXPECT_EQ(extra(sol), "");
    }
    ++n;
    return true;
  });
  EXPECT_EQ(n, d.stats().solutions);
  return n;
}

}  // namespace

TEST(Dlx, SudokuSize2Grids) {
  for (bool diagonal : {false, true}) {
    std::vector<int> empty(16, 0);
    SudokuCover sc = sudokuCover(empty, 2, 2, diagonal);
    std::set<std::vector<int>> grids;
    uint64_t n = countChecked(sc.problem, [&](const std::vector<int>& sol) {
      std::vector<int> g(16, 0);
      for (int o : sol) g[sc.optionCell[o]] = sc.optionValue[o];
      grids.insert(g);
      return checkSudoku(g, empty, 2, 2, diagonal);
    });
    EXPECT_EQ(n, diagonal ? 48u : 288u);
    EXPECT_EQ(grids.size(), n);
    SudokuCoverResult r = solveSudoku(empty, 2, 2, diagonal, 0, {});
    EXPECT_EQ(r.solutions, diagonal ? 48u : 288u);
    EXPECT_EQ(checkSudoku(r.first, empty, 2, 2, diagonal), "");
  }
}

TEST(Dlx, SudokuClashingGivensAndLimits) {
  std::vector<int> g(16, 0);
  g[0] = 1, g[3] = 1;  // two 1s in row 0
  EXPECT_EQ(solveSudoku(g, 2, 2, false, 0, {}).solutions, 0u);
  EXPECT_FALSE(ps12::solve(g, 2, 2, false, false).solved);
  std::vector<int> empty(81, 0);
  SudokuCoverResult r = solveSudoku(empty, 3, 3, false, 2, {});
  EXPECT_EQ(r.solutions, 2u);
  cp::Limits lim;
  lim.nodes = 10;
  SudokuCoverResult l = solveSudoku(empty, 3, 3, false, 0, lim);
  EXPECT_TRUE(l.limitHit);
  DlxOptions traced;
  traced.perDepth = true;
  traced.limits.solutions = 1;
  SudokuCoverResult t = solveSudoku(std::vector<int>(16, 0), 2, 2, false, traced);
  ASSERT_EQ(t.stats.depth.size(), 17u);
  EXPECT_EQ(t.stats.depth[0].updates, 37u);  // the paper's first trace row
  // 16x16 and a 2x3-box 6x6 grid: a first solution is valid
  for (auto [br, bc] : {std::pair{4, 4}, std::pair{2, 3}}) {
    std::vector<int> e(br * bc * br * bc, 0);
    SudokuCoverResult f = solveSudoku(e, br, bc, false, 1, {});
    EXPECT_EQ(checkSudoku(f.first, e, br, bc, false), "");
  }
}

TEST(Dlx, Langford) {
  const std::pair<int, uint64_t> known[] = {{3, 1}, {4, 1}, {5, 0}, {7, 26}, {8, 150}, {11, 17792}};
  for (const auto& [size, want] : known) {
    const int n = size;  // a variable the lambda can capture (clang 14: not a structured binding)
    langford::Cover c = langford::build(n, true);
    uint64_t got = countChecked(c.problem, [&](const std::vector<int>& sol) {
      return langford::check(n, langford::sequence(c, n, sol));
    });
    EXPECT_EQ(got, want) << "n=" << n;
  }
  langford::Cover both = langford::build(7, false);
  EXPECT_EQ(countChecked(both.problem), 52u);
  EXPECT_NE(langford::check(3, {2, 3, 1, 2, 3, 1}), "");
  EXPECT_EQ(langford::check(3, {2, 3, 1, 2, 1, 3}), "");
}

TEST(Dlx, PentominoSmallBoards) {
  // 3x20: 2 solutions up to symmetry, 8 in all (the 6x10 counts 9356/2339 are in `bench dlx`)
  pentomino::Cover c = pentomino::build(3, 20, false);
  EXPECT_EQ(countChecked(c.problem, [&](const std::vector<int>& sol) {
              return pentomino::check(pentomino::board(c, sol));
            }),
            8u);
  EXPECT_THROW(pentomino::build(5, 12, true), std::invalid_argument);
  EXPECT_NE(pentomino::check({"FFFFF"}), "");
}

TEST(Dlx, QueensAsSecondaryItems) {
  for (const auto& [size, want] : {std::pair{6, 4u}, std::pair{8, 92u}, std::pair{9, 352u}}) {
    const int n = size;  // a variable the lambda can capture (clang 14: not a structured binding)
    Problem p;
    for (int i = 0; i < n; ++i) p.addPrimary(name("r", i));
    for (int j = 0; j < n; ++j) p.addPrimary(name("c", j));
    for (int d = 0; d < 4 * n - 2; ++d) p.addSecondary(name("d", d));
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) p.addOption({i, n + j, 2 * n + i + j, 2 * n + (2 * n - 1) + (i - j + n - 1)});
    EXPECT_EQ(countChecked(p, [&](const std::vector<int>& sol) {
                std::vector<int> cols(n);
                for (int o : sol) cols[o / n] = o % n;
                return queens::check(n, cols);
              }),
              want);
  }
}

// Random problems with secondary and coloured items against brute force over option subsets.
TEST(Dlx, ColoursAgainstBruteForce) {
  std::mt19937_64 rng(42);
  for (int round = 0; round < 300; ++round) {
    Problem p;
    int np = 1 + int(rng() % 4), ns = int(rng() % 3), nc = 1 + int(rng() % 2);
    for (int i = 0; i < np; ++i) p.addPrimary(name("p", i));
    for (int i = 0; i < ns; ++i) p.addSecondary(name("s", i));
    for (int c = 0; c < nc; ++c) p.colourId(name("c", c));
    int nopt = 1 + int(rng() % 11);
    for (int o = 0; o < nopt; ++o) {
      std::vector<Problem::Entry> e;
      for (int i = 0; i < np + ns; ++i)
        if (rng() % 3 == 0 || (i == 0 && e.empty())) {
          int colour = i >= np && rng() % 2 ? 1 + int(rng() % nc) : 0;
          e.push_back({i, colour});
        }
      p.addOption(e);
    }
    std::set<std::vector<int>> brute;
    for (uint32_t m = 0; m < (1u << nopt); ++m) {
      std::vector<int> sel;
      for (int o = 0; o < nopt; ++o)
        if (m >> o & 1) sel.push_back(o);
      if (check(p, sel).empty()) brute.insert(sel);
    }
    std::set<std::vector<int>> found;
    Dlx d(p);
    d.run({}, [&](const std::vector<int>& sol) {
      std::vector<int> s = sol;
      std::sort(s.begin(), s.end());
      found.insert(s);
      return true;
    });
    ASSERT_EQ(found, brute) << "round " << round;
    // the matrix is restored: a second run finds the same
    d.run({}, nullptr);
    EXPECT_EQ(d.stats().solutions, brute.size());
    DlxOptions ro;
    ro.rule = ChooseRule::Random;
    ro.seed = round;
    d.run(ro, nullptr);
    EXPECT_EQ(d.stats().solutions, brute.size());
  }
}

TEST(Dlx, TraceTableAndLimits) {
  langford::Cover c = langford::build(8, true);
  Dlx d(c.problem);
  DlxOptions o;
  o.perDepth = true;
  d.run(o, nullptr);
  const DlxStats& st = d.stats();
  uint64_t nodes = 0, updates = 0, backtracks = 0;
  for (const auto& x : st.depth) nodes += x.nodes, updates += x.updates, backtracks += x.backtracks;
  EXPECT_EQ(nodes, st.nodes);
  EXPECT_EQ(updates, st.updates);
  EXPECT_EQ(backtracks, st.backtracks);
  EXPECT_NE(traceTable(st).find("Total"), std::string::npos);
  o.limits.solutions = 5;
  EXPECT_EQ(d.run(o, nullptr), cp::SearchStatus::SolutionCap);
  EXPECT_EQ(d.stats().solutions, 5u);
  DlxOptions all;
  d.run(all, nullptr);
  EXPECT_EQ(d.stats().solutions, 150u);  // restored after the early stop
}

// The update count is the paper's (and Knuth's) cost measure: the engine's data layout may
// change, the counts of nodes, updates and backtracks on these trees may not.
TEST(Dlx, CostCountsArePinned) {
  struct Want {
    uint64_t nodes, updates, solutions, maxDepth;
  };
  auto counts = [](const Problem& p, const DlxOptions& o = {}) {
    Dlx d(p);
    d.run(o, nullptr);
    const DlxStats& s = d.stats();
    EXPECT_EQ(s.backtracks, s.nodes - 1);
    return Want{s.nodes, s.updates, s.solutions, s.maxDepth};
  };
  auto expectEq = [](Want got, Want want, const char* what) {
    EXPECT_EQ(got.nodes, want.nodes) << what;
    EXPECT_EQ(got.updates, want.updates) << what;
    EXPECT_EQ(got.solutions, want.solutions) << what;
    EXPECT_EQ(got.maxDepth, want.maxDepth) << what;
  };
  expectEq(counts(langford::build(11, true).problem), {257778, 3249724, 17792, 11}, "langford 11");
  expectEq(counts(sudokuCover(std::vector<int>(16, 0), 2, 2, false).problem), {2157, 22545, 288, 16}, "sudoku 4x4");
  expectEq(counts(pentomino::build(3, 20, false).problem), {36242, 11301404, 8, 12}, "pentomino 3x20");
  Problem q;  // 8 queens, diagonals as secondary items
  for (int i = 0; i < 16; ++i) q.addPrimary(name("rc", i));
  for (int d = 0; d < 30; ++d) q.addSecondary(name("d", d));
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j) q.addOption({i, 8 + j, 16 + i + j, 16 + 15 + (i - j + 7)});
  Want qw = counts(q);
  EXPECT_EQ(qw.solutions, 92u);
  ParsedProblem colours = parseKnuth(readSource(std::string(DEDUCE_SOURCE_DIR) + "/data/exactcover/colours.dlx"));
  expectEq(counts(colours.problem), {4, 19, 1, 2}, "colours.dlx");
  DlxOptions random;
  random.rule = ChooseRule::Random;
  random.seed = 3;
  Want r = counts(langford::build(9, true).problem, random);
  EXPECT_EQ(r.solutions, 0u);
  EXPECT_EQ(r.nodes, 44956u);
  EXPECT_EQ(r.updates, 441358u);
}

TEST(Estimate, DlxMatchesExactCounts) {
  langford::Cover c = langford::build(8, true);
  Dlx d(c.problem);
  d.run({}, nullptr);
  double nodes = double(d.stats().nodes), updates = double(d.stats().updates);
  cp::EstimateResult e = d.estimate(20000, 7, ChooseRule::Mrv);
  EXPECT_NEAR(e.nodes, nodes, 0.1 * nodes);
  EXPECT_NEAR(e.cost, updates, 0.1 * updates);
  EXPECT_GT(e.nodesStddev, 0);
  d.run({}, nullptr);
  EXPECT_EQ(d.stats().solutions, 150u);  // the probes left the matrix intact
  // a tree that is a single path is estimated exactly
  Problem p;
  p.addPrimary("a");
  p.addPrimary("b");
  p.addOption(std::vector<int>{0});
  p.addOption(std::vector<int>{1});
  Dlx one(p);
  cp::EstimateResult e1 = one.estimate(10, 1, ChooseRule::Mrv);
  EXPECT_EQ(e1.nodes, 3);
  EXPECT_EQ(e1.nodesStddev, 0);
  EXPECT_EQ(e1.solutionLeaves, 10);
}

TEST(Estimate, CpSearchTree) {
  cp::Space s;
  queens::Model m = queens::build(s, 8, cp::Consistency::Value);
  cp::PhaseBrancher br(s, {{m.q, cp::VarSel::Input, cp::ValSel::Min}}, 1);
  cp::EstimateResult e = cp::estimateTreeSize(s, br, 20000, 3);
  cp::Search search(s, br);
  search.run(nullptr);
  EXPECT_EQ(s.stats.solutions, 92u);  // the probes restored the space
  double nodes = double(s.stats.nodes);
  EXPECT_NEAR(e.nodes, nodes, 0.1 * nodes);
}

TEST(ExactCoverFormat, ParsesKnuthFormat) {
  Source src{"t.dlx",
             "| a comment\n"
             "A B C | x y\n"
             "\n"
             "A x:red\n"
             "B x:red y\n"
             "C y\n"
             "A B\n"
             "C\n"};
  ParsedProblem pp = parseKnuth(src);
  EXPECT_EQ(pp.problem.numPrimary, 3);
  EXPECT_EQ(pp.problem.items.size(), 5u);
  EXPECT_EQ(pp.problem.options.size(), 5u);
  EXPECT_EQ(pp.optionText[1], "B x:red y");
  Dlx d(pp.problem);
  std::set<std::vector<int>> sols;
  d.run({}, [&](const std::vector<int>& s) {
    std::vector<int> v = s;
    std::sort(v.begin(), v.end());
    sols.insert(v);
    return true;
  });
  // {A x:red, B x:red y, C}, {A x:red, ... no}, {A B, C y}, {A B, C}, {A x:red, B x:red y, C}
  std::set<std::vector<int>> want = {{0, 1, 4}, {2, 3}, {3, 4}};
  EXPECT_EQ(sols, want);
}

TEST(ExactCoverFormat, ErrorsHaveFileLineColumn) {
  const std::pair<const char*, const char*> bad[] = {
      {"", "t.dlx:1:1: no item line"},
      {"A B\nA Q\n", "t.dlx:2:3: unknown item 'Q'"},
      {"A A\n", "t.dlx:1:3: duplicate item 'A'"},
      {"A | x\nA A\n", "t.dlx:2:3: item 'A' twice in one option"},
      {"A | x\nA:red\n", "t.dlx:2:2: colour on primary item 'A'"},
      {"A | x\nA x:\n", "t.dlx:2:5: bad colour in 'x:'"},
      {"A | x\n  x\n", "t.dlx:2:3: option without a primary item"},
      {"| x\n", "t.dlx:1:1: no item line"},
      {"A | x | y\n", "t.dlx:1:7: second '|' in the item line"},
      {"A:b C\n", "t.dlx:1:2: ':' in item name 'A:b'"},
  };
  for (auto [text, want] : bad) {
    try {
      parseKnuth(Source{"t.dlx", text});
      ADD_FAILURE() << "no error for: " << text;
    } catch (const InputError& e) {
      EXPECT_EQ(e.format(), want);
    }
  }
}

TEST(Ps12, PaperExample1) {
  auto lines = readPuzzles(std::string(DEDUCE_SOURCE_DIR) + "/data/exactcover/ps12-example1.txt", 1);
  ASSERT_EQ(lines.size(), 1u);
  std::vector<int> cells = parse81(lines[0]);
  ps12::Result r = ps12::solve(cells, 3, 3, false, true);
  EXPECT_TRUE(r.solved);
  EXPECT_EQ(checkSudoku(r.grid, cells, 3, 3, false), "");
  // our counts on the puzzle as printed (the paper reports 77 and 11; docs/results/ps12.md)
  EXPECT_EQ(r.operations, 69u);
  EXPECT_EQ(r.searches, 2u);
  EXPECT_NE(r.trace.find("Prop    Red     Srch    Tot. Prop       Tot. Srch"), std::string::npos);
  EXPECT_NE(r.trace.find("Grid: solved 1, blocked 0; in 69 operations"), std::string::npos);
  SudokuCoverResult d = solveSudoku(cells, 3, 3, false, 2, {});
  EXPECT_EQ(d.solutions, 1u);
  EXPECT_EQ(d.first, r.grid);
}

TEST(Ps12, FallbackWithoutPairs) {
  // an empty grid has no pair domain at first: the smallest-domain fallback still answers
  for (bool diagonal : {false, true}) {
    std::vector<int> empty(16, 0);
    ps12::Result r = ps12::solve(empty, 2, 2, diagonal, false);
    EXPECT_TRUE(r.solved);
    EXPECT_EQ(checkSudoku(r.grid, empty, 2, 2, diagonal), "");
    std::vector<int> e81(81, 0);
    ps12::Result r9 = ps12::solve(e81, 3, 3, diagonal, false);
    EXPECT_TRUE(r9.solved);
    EXPECT_EQ(checkSudoku(r9.grid, e81, 3, 3, diagonal), "");
  }
}

// PS-1-2 and DLX agree on 17-clue puzzles: 50 from the shared set, or the bundled sample.
TEST(Ps12, AgreesWithDlxOn17CluePuzzles) {
  auto puzzles = readPuzzles(std::string(DEDUCE_SHARED_DATA) + "/sudoku/17clue_royle.txt", 50);
  if (puzzles.empty()) puzzles = readPuzzles(std::string(DEDUCE_SOURCE_DIR) + "/data/exactcover/sudoku17-sample.txt", 50);
  ASSERT_FALSE(puzzles.empty());
  for (const auto& line : puzzles) {
    std::vector<int> cells = parse81(line);
    SudokuCoverResult d = solveSudoku(cells, 3, 3, false, 2, {});
    ASSERT_EQ(d.solutions, 1u) << line;
    EXPECT_EQ(checkSudoku(d.first, cells, 3, 3, false), "") << line;
    ps12::Result r = ps12::solve(cells, 3, 3, false, false);
    EXPECT_TRUE(r.solved) << line;
    EXPECT_EQ(r.grid, d.first) << line;
  }
}

TEST(Ps12, LimitsStopBigGrids) {
  std::vector<int> e(36 * 36, 0);
  cp::Limits lim;
  lim.nodes = 50;
  ps12::Result r = ps12::solve(e, 6, 6, false, false, lim);
  if (!r.solved) {
    EXPECT_TRUE(r.limitHit);
  }
  EXPECT_LE(r.searches, 50u);
  // 25x25: both engines find a valid grid
  std::vector<int> e25(625, 0);
  SudokuCoverResult d = solveSudoku(e25, 5, 5, false, 1, {});
  EXPECT_EQ(d.solutions, 1u);
  EXPECT_EQ(checkSudoku(d.first, e25, 5, 5, false), "");
}
