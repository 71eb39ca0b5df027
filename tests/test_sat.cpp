// The SAT back end: the CNF encodings against their definitions (projected model counts), the
// CaDiCaL wrapper's limits, and the genre models against known counts, the genres' checkers and
// the cp and dlx engines; DIMACS export read back by minisat.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>

#include "cp/branch.h"
#include "cp/search.h"
#include "exactcover/dlx.h"
#include "puzzles/battleship/battleship.h"
#include "puzzles/battleship/model_sat.h"
#include "puzzles/exactcover/format.h"
#include "puzzles/hashi/hashi.h"
#include "puzzles/hashi/model_sat.h"
#include "puzzles/exactcover/model_sat.h"
#include "puzzles/langford/langford.h"
#include "puzzles/latin/latin.h"
#include "puzzles/latin/model_sat.h"
#include "puzzles/pentomino/pentomino.h"
#include "puzzles/queens/model_sat.h"
#include "puzzles/queens/queens.h"
#include "puzzles/sudoku/model_sat.h"
#include "puzzles/sudoku/sudoku.h"
#include "puzzles/zebra/model_sat.h"
#include "puzzles/zebra/zebra.h"
#include "sat/cnf.h"
#include "sat/solver.h"
#include "sudoku_support.h"
#include "util/input.h"

using namespace deduce;

namespace {

// Number of assignments of `inputs` that extend to a model of `cnf`, every one checked by pred.
uint64_t projectedCount(const sat::Cnf& cnf, const std::vector<sat::Lit>& inputs,
                        const std::function<bool(const std::vector<bool>&)>& pred) {
  sat::Options o;
  o.maxSolutions = 0;
  uint64_t bad = 0;
  sat::Result r = sat::enumerate(cnf, inputs, o, [&](const std::vector<bool>& v) {
    if (!pred(v)) ++bad;
    return true;
  });
  EXPECT_EQ(r.search, cp::SearchStatus::Complete);
  EXPECT_EQ(bad, 0u);
  return r.solutions;
}

uint64_t binomialAtMost(int n, int k) {  // assignments of n Booleans with at most k true
  uint64_t total = 0, c = 1;
  for (int i = 0; i <= n; ++i) {
    if (i <= k) total += c;
    c = c * static_cast<uint64_t>(n - i) / static_cast<uint64_t>(i + 1);
  }
  return total;
}

int trues(const std::vector<bool>& v) {
  int t = 0;
  for (bool b : v) t += b;
  return t;
}

// Every solution through sudoku::check; returns the count.
uint64_t countSudoku(const sudoku::Instance& inst, grid::SatEncoding enc, uint64_t limit = 0) {
  grid::SolveOptions opt;
  opt.limits.solutions = limit;
  std::set<std::vector<int>> seen;
  opt.onSolution = [&](const std::vector<int>& g) {
    EXPECT_EQ(sudoku::check(inst, g), "");
    EXPECT_TRUE(seen.insert(g).second) << "a solution twice";
    return true;
  };
  grid::Result r = sudoku::solveSatWith(inst, opt, enc);
  EXPECT_EQ(r.count, seen.size());
  return r.count;
}

}  // namespace

// ---- encodings ----

TEST(SatCnf, AtMostOneEncodingsAllowExactlyTheRightAssignments) {
  for (sat::AmoEncoding e : {sat::AmoEncoding::Pairwise, sat::AmoEncoding::Sequential, sat::AmoEncoding::Commander,
                             sat::AmoEncoding::Auto})
    for (int n = 1; n <= 11; ++n) {
      sat::Cnf f;
      std::vector<sat::Lit> x;
      for (int i = 0; i < n; ++i) x.push_back(f.newVar(exactcover::name("x", i)));
      f.atMostOne(x, e);
      EXPECT_EQ(projectedCount(f, x, [](const std::vector<bool>& v) { return trues(v) <= 1; }), static_cast<uint64_t>(n + 1))
          << toString(e) << " n=" << n;
      sat::Cnf g;
      std::vector<sat::Lit> y;
      for (int i = 0; i < n; ++i) y.push_back(g.newVar());
      g.exactlyOne(y, e);
      EXPECT_EQ(projectedCount(g, y, [](const std::vector<bool>& v) { return trues(v) == 1; }), static_cast<uint64_t>(n))
          << toString(e) << " n=" << n;
    }
  EXPECT_EQ(sat::amoEncodingFromString("commander"), sat::AmoEncoding::Commander);
  EXPECT_THROW(sat::amoEncodingFromString("binary"), std::invalid_argument);
}

TEST(SatCnf, TotalizerCardinality) {
  for (int n = 1; n <= 8; ++n)
    for (int k = 0; k <= n + 1; ++k) {
      auto build = [&](int kind) {  // 0 at most, 1 at least, 2 exactly
        sat::Cnf f;
        std::vector<sat::Lit> x;
        for (int i = 0; i < n; ++i) x.push_back(f.newVar());
        if (kind == 0) f.atMostK(x, static_cast<size_t>(k));
        if (kind == 1) f.atLeastK(x, static_cast<size_t>(k));
        if (kind == 2) f.exactlyK(x, static_cast<size_t>(k));
        return std::make_pair(std::move(f), x);
      };
      uint64_t atMost = binomialAtMost(n, k), atMostBelow = k ? binomialAtMost(n, k - 1) : 0;
      auto [f0, x0] = build(0);
      EXPECT_EQ(projectedCount(f0, x0, [&](const std::vector<bool>& v) { return trues(v) <= k; }), atMost);
      auto [f1, x1] = build(1);
      EXPECT_EQ(projectedCount(f1, x1, [&](const std::vector<bool>& v) { return trues(v) >= k; }),
                (uint64_t{1} << n) - atMostBelow);
      auto [f2, x2] = build(2);
      EXPECT_EQ(projectedCount(f2, x2, [&](const std::vector<bool>& v) { return trues(v) == k; }), atMost - atMostBelow)
          << "n=" << n << " k=" << k;
    }
}

TEST(SatCnf, OrderEncodedIntegers) {
  sat::Cnf f;
  sat::OrderInt x = f.orderInt(2, 6, "x");
  sat::OrderInt y = f.orderInt(0, 3, "y");
  // x + y == 5 over the order literals: x >= v -> y <= 5 - v, x <= v -> y >= 5 - v
  for (int v = 2; v <= 7; ++v) {
    f.addClause({-f.geq(x, v), f.leq(y, 5 - v)});
    f.addClause({-f.leq(x, v), f.geq(y, 5 - v)});
  }
  std::vector<sat::Lit> proj = x.ge;
  proj.insert(proj.end(), y.ge.begin(), y.ge.end());
  // (2,3) (3,2) (4,1) (5,0)
  auto valueOf = [](const std::vector<bool>& v, size_t from, size_t to, int lo) {
    int x = lo;
    for (size_t i = from; i < to; ++i) x += v[i];
    return x;
  };
  EXPECT_EQ(projectedCount(f, proj,
                           [&](const std::vector<bool>& v) { return valueOf(v, 0, 4, 2) + valueOf(v, 4, 7, 0) == 5; }),
            4u);
  EXPECT_EQ(f.name(x.ge[0]), "x>=3");
}

TEST(SatCnf, DimacsHasNamesAndCounts) {
  sat::Cnf f;
  int a = f.newVar("r1c1=1"), b = f.newVar();
  f.addClause({a, -b});
  f.addClause({b});
  std::ostringstream out;
  f.writeDimacs(out, {"test"});
  EXPECT_EQ(out.str(), "c test\nc var 1 r1c1=1\np cnf 2 2\n1 -2 0\n2 0\n");
}

// ---- the solver wrapper ----

TEST(SatSolver, UnsatisfiableAndEmptyClause) {
  sat::Cnf f;
  int a = f.newVar();
  f.addClause({a});
  f.addClause({-a});
  sat::Result r = sat::enumerate(f, {a}, {}, {});
  EXPECT_EQ(r.status, sat::Status::Unsat);
  EXPECT_EQ(r.search, cp::SearchStatus::Complete);
  sat::Cnf g;
  g.atLeastK({g.newVar()}, 2);
  EXPECT_EQ(sat::enumerate(g, {}, {}, {}).status, sat::Status::Unsat);
}

TEST(SatSolver, TimeLimitAndStopRequest) {
  // all Latin squares of order 9: far too many to finish in 0.2 s
  grid::SatModel m = latin::buildSat(9, {});
  sat::Options o;
  o.maxSolutions = 0;
  o.blockTrueOnly = true;
  o.timeSeconds = 0.2;
  sat::Result r = sat::enumerate(m.cnf, m.projection, o, {});
  EXPECT_EQ(r.search, cp::SearchStatus::Limit);
  EXPECT_EQ(r.status, sat::Status::Sat);
  EXPECT_GT(r.solutions, 0u);
  EXPECT_LT(r.stats.timeMs, 2000.0);
  cp::g_stopRequested = true;
  o.timeSeconds = 0;
  sat::Result s = sat::enumerate(m.cnf, m.projection, o, {});
  cp::g_stopRequested = false;
  EXPECT_EQ(s.search, cp::SearchStatus::Interrupted);
  EXPECT_EQ(s.status, sat::Status::Limit);
  EXPECT_EQ(s.solutions, 0u);
}

TEST(SatSolver, DetailedStatistics) {
  sudoku::Instance inst = test::sudokuFromLine(test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/hardest.txt")[0]);
  grid::SatModel m = sudoku::buildSat(inst, grid::SatEncoding::Minimal);
  sat::Options o;
  o.maxSolutions = 2;
  o.blockTrueOnly = true;
  o.detailedStats = true;
  sat::Result r = sat::enumerate(m.cnf, m.projection, o, {});
  EXPECT_EQ(r.solutions, 1u);
  EXPECT_EQ(r.search, cp::SearchStatus::Complete);
  EXPECT_GT(r.stats.decisions, 0);
  EXPECT_GT(r.stats.propagations, 0);
  EXPECT_GT(r.stats.conflicts, 0u);
  EXPECT_EQ(r.stats.solveCalls, 2u);
  o.detailedStats = false;
  sat::Result q = sat::enumerate(m.cnf, m.projection, o, {});
  EXPECT_EQ(q.stats.decisions, -1);
  EXPECT_GT(q.stats.conflicts, 0u);
}

TEST(SatSolver, UnitPropagationAlone) {
  // a full grid minus one cell is solved by propagation in every encoding; the empty grid not
  std::string full = "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
  for (grid::SatEncoding e : grid::allSatEncodings()) {
    std::string missing = full;
    missing[0] = '.';
    sudoku::Instance inst = test::sudokuFromLine(missing);
    EXPECT_EQ(sudoku::check(inst, test::sudokuFromLine(full).cells), "");
    EXPECT_TRUE(sat::solvedByUnitPropagation(sudoku::buildSat(inst, e).cnf, sudoku::buildSat(inst, e).projection));
    sudoku::Instance empty = test::sudokuFromLine(std::string(81, '.'));
    EXPECT_FALSE(sat::solvedByUnitPropagation(sudoku::buildSat(empty, e).cnf, sudoku::buildSat(empty, e).projection));
  }
}

// ---- genre models ----

TEST(SatSudoku, Size2GridsAndDiagonal) {
  for (grid::SatEncoding e : grid::allSatEncodings()) {
    EXPECT_EQ(countSudoku(test::sudokuFromLine(std::string(16, '.'), 2, 2), e), 288u) << toString(e);
    EXPECT_EQ(countSudoku(test::sudokuFromLine(std::string(16, '.'), 2, 2, true), e), 48u) << toString(e);
  }
  EXPECT_EQ(grid::satEncodingFromString("efficient"), grid::SatEncoding::Efficient);
}

TEST(SatSudoku, NaiveClauseCountIsThePapers) {
  // n(n+1)/2 disjunctions per alldifferent of size n; each x_i != x_j is n binary clauses
  sudoku::Instance inst = test::sudokuFromLine(std::string(16, '.'), 2, 2);
  grid::SatModel m = sudoku::buildSat(inst, grid::SatEncoding::Naive);
  const size_t n = 4, units = 12;
  EXPECT_EQ(m.cnf.numClauses(), units * (n * (n - 1) / 2 * n + n));
  EXPECT_EQ(m.cnf.numVars(), 64);
  EXPECT_EQ(m.cnf.name(1), "r1c1=1");
  EXPECT_EQ(m.cnf.name(64), "r4c4=4");
}

TEST(SatSudoku, AgreesWithCpOnBundledPuzzles) {
  struct Set {
    const char* file;
    int br, bc;
    bool diagonal;
  };
  for (Set s : {Set{"17clue.txt", 3, 3, false}, Set{"hardest.txt", 3, 3, false}, Set{"6x6.txt", 2, 3, false},
                Set{"diagonal.txt", 3, 3, true}, Set{"16x16.txt", 4, 4, false}})
    for (const auto& line : test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/" + s.file)) {
      sudoku::Instance inst = test::sudokuFromLine(line, s.br, s.bc, s.diagonal);
      grid::SolveOptions opt;
      opt.limits.solutions = 2;
      grid::Result cp = sudoku::solveCp(inst, opt);
      for (grid::SatEncoding e : grid::allSatEncodings()) {
        grid::Result r = sudoku::solveSatWith(inst, opt, e);
        EXPECT_EQ(r.count, cp.count) << s.file << " " << toString(e);
        EXPECT_EQ(r.first, cp.first) << s.file << " " << toString(e);
        EXPECT_EQ(r.status, cp.status) << s.file;
        EXPECT_EQ(sudoku::check(inst, r.first), "");
      }
    }
}

TEST(SatSudoku, MultipleAndUnsolvable) {
  // two 17-clue puzzles with clues removed (many solutions), a clash (none)
  std::string p = test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/17clue.txt")[0];
  std::string fewer = p;
  for (char& c : fewer)
    if (c != '.') {
      c = '.';
      break;
    }
  std::string clash = p;
  clash[0] = clash[clash.find_first_not_of('.', 1)] == '1' ? '2' : '1';
  clash[1] = clash[0];
  for (const std::string& line : {fewer, clash}) {
    sudoku::Instance inst = test::sudokuFromLine(line);
    grid::SolveOptions opt;
    opt.limits.solutions = 2;
    grid::Result cp = sudoku::solveCp(inst, opt);
    grid::Result r = sudoku::solveSat(inst, opt);
    EXPECT_EQ(r.count, cp.count) << line;
    EXPECT_EQ(r.status, cp.status) << line;
  }
}

// A few hundred puzzles of the shared collections: SAT and cp agree on the unique solution.
TEST(SatSudoku, AgreesWithCpOnSharedCollections) {
  int done = 0;
  for (const char* f : {"17clue_royle.txt", "forum_hardest_1905_11plus.txt", "serg_benchmark.txt"}) {
    auto all = test::puzzleLines(test::sharedDataDir() + "/sudoku/" + f);
    if (all.empty()) continue;
    const size_t step = all.size() / 100;
    for (size_t i = 0; i < all.size(); i += step) {
      sudoku::Instance inst = test::sudokuFromLine(all[i]);
      grid::SolveOptions opt;
      opt.limits.solutions = 2;
      grid::Result cp = sudoku::solveCp(inst, opt);
      grid::Result r = sudoku::solveSat(inst, opt);
      ASSERT_EQ(r.count, cp.count) << f << ":" << i;
      ASSERT_EQ(r.status, cp.status) << f << ":" << i;
      ASSERT_EQ(sudoku::check(inst, r.first), "") << f << ":" << i;
      if (cp.count == 1) {
        ASSERT_EQ(r.first, cp.first) << f << ":" << i;
      }
      ++done;
    }
  }
  if (!done) GTEST_SKIP() << test::sharedDataDir() << "/sudoku not present";
}

TEST(SatLatin, Counts) {
  for (grid::SatEncoding e : {grid::SatEncoding::Minimal, grid::SatEncoding::Extended}) {
    grid::SolveOptions opt;
    opt.limits.solutions = 0;
    uint64_t bad = 0;
    opt.onSolution = [&](const std::vector<int>& g) {
      bad += latin::check(4, std::vector<int>(16, 0), g) != "";
      return true;
    };
    EXPECT_EQ(latin::solveSat(4, {}, opt, e).count, 576u);
    EXPECT_EQ(bad, 0u);
  }
  // (n = 5, 161280 squares, takes minutes by blocking clauses: one clause per square found)
}

TEST(SatLatin, CompletionAgreesWithCp) {
  // a 5x5 with a few givens: every completion is counted alike by both engines
  std::vector<int> givens(25, 0);
  givens[0] = 1;
  givens[6] = 3;
  givens[12] = 5;
  givens[24] = 2;
  grid::SolveOptions opt;
  opt.limits.solutions = 0;
  grid::Result cp = latin::solve(5, givens, opt);
  grid::Result r = latin::solveSat(5, givens, opt);
  EXPECT_EQ(r.count, cp.count);
  EXPECT_GT(r.count, 0u);
  EXPECT_EQ(latin::check(5, givens, r.first), "");
}

TEST(SatLatin, ManyRandomPartialSquaresAgreeWithCp) {
  // 300 partial squares of order 4 and 5 with random givens (clashes left in: unsolvable),
  // uniqueness asked: the same count and status in every encoding's turn; every first
  // solution through latin::check. All three statuses occur.
  std::mt19937_64 rng(5);
  const std::vector<grid::SatEncoding> encs = grid::allSatEncodings();
  std::map<uint64_t, int> byCount;
  for (int t = 0; t < 300; ++t) {
    const int n = 4 + t % 2;
    std::vector<int> givens(static_cast<size_t>(n * n), 0);
    for (int g = 0; g < n + t % (2 * n); ++g) givens[rng() % givens.size()] = 1 + static_cast<int>(rng() % n);
    grid::SolveOptions opt;
    opt.limits.solutions = 2;
    grid::Result cp = latin::solve(n, givens, opt);
    grid::Result r = latin::solveSat(n, givens, opt, encs[static_cast<size_t>(t) % encs.size()]);
    EXPECT_EQ(r.count, cp.count) << t;
    EXPECT_EQ(r.status, cp.status) << t;
    if (r.count) {
      EXPECT_EQ(latin::check(n, givens, r.first), "") << t;
    }
    ++byCount[cp.count];
  }
  EXPECT_GE(byCount[0], 10);
  EXPECT_GE(byCount[1], 5);
  EXPECT_GE(byCount[2], 10);
}

TEST(SatQueens, Counts) {
  const uint64_t known[] = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352};
  for (int n = 1; n <= 9; ++n) {
    sat::Options o;
    o.maxSolutions = 0;
    uint64_t bad = 0;
    sat::Result r = queens::solveSat(n, o, [&](const std::vector<int>& cols) {
      bad += queens::check(n, cols) != "";
      return true;
    });
    EXPECT_EQ(r.solutions, known[n]) << n;
    EXPECT_EQ(r.status, known[n] ? sat::Status::Sat : sat::Status::Unsat);
    EXPECT_EQ(bad, 0u);
  }
}

namespace {
uint64_t dlxCount(const exactcover::Problem& p) {
  exactcover::Dlx d(p);
  exactcover::DlxOptions o;
  d.run(o, nullptr);
  return d.stats().solutions;
}
}  // namespace

TEST(SatExactCover, BundledFilesAgreeWithDlx) {
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(DEDUCE_SOURCE_DIR) + "/data/exactcover")) {
    if (entry.path().extension() != ".dlx" || entry.path().filename() == "bad.dlx") continue;
    exactcover::ParsedProblem pp = exactcover::parseKnuth(readSource(entry.path().string()));
    sat::Options o;
    o.maxSolutions = 0;
    std::set<std::vector<int>> seen;
    sat::Result r = exactcover::solveSat(pp.problem, o, [&](const std::vector<int>& chosen) {
      EXPECT_EQ(exactcover::check(pp.problem, chosen), "") << entry.path();
      seen.insert(chosen);
      return true;
    });
    EXPECT_EQ(r.solutions, dlxCount(pp.problem)) << entry.path();
    EXPECT_EQ(seen.size(), r.solutions);
    ++files;
  }
  EXPECT_GE(files, 3);
}

TEST(SatExactCover, ColoursAgainstDlxOnRandomProblems) {
  // small random problems with secondary items and colours: the same covers as DLX
  uint64_t state = 7;
  auto rnd = [&](int k) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>((state >> 33) % static_cast<uint64_t>(k));
  };
  for (int trial = 0; trial < 200; ++trial) {
    exactcover::Problem p;
    const int prim = 2 + rnd(4), sec = 1 + rnd(3);
    for (int i = 0; i < prim; ++i) p.addPrimary(exactcover::name("p", i));
    for (int i = 0; i < sec; ++i) p.addSecondary(exactcover::name("s", i));
    p.colourId("a");
    p.colourId("b");
    const int opts = 3 + rnd(10);
    for (int k = 0; k < opts; ++k) {
      std::vector<exactcover::Problem::Entry> e;
      e.push_back({rnd(prim), 0});
      for (int i = 0; i < prim; ++i)
        if (i != e[0].item && rnd(4) == 0) e.push_back({i, 0});
      for (int i = 0; i < sec; ++i)
        if (rnd(2)) e.push_back({prim + i, rnd(3)});
      p.addOption(e);
    }
    std::set<std::vector<int>> viaDlx, viaSat;
    exactcover::Dlx d(p);
    exactcover::DlxOptions o;
    d.run(o, [&](const std::vector<int>& chosen) {
      std::vector<int> c = chosen;
      std::sort(c.begin(), c.end());
      viaDlx.insert(c);
      return true;
    });
    sat::Options so;
    so.maxSolutions = 0;
    exactcover::solveSat(p, so, [&](const std::vector<int>& chosen) {
      viaSat.insert(chosen);
      return true;
    });
    ASSERT_EQ(viaSat, viaDlx) << "trial " << trial;
  }
}

TEST(SatExactCover, Langford) {
  for (auto [order, count] : {std::pair{3, 1u}, std::pair{4, 1u}, std::pair{5, 0u}, std::pair{7, 26u}, std::pair{8, 150u}}) {
    const int n = order;
    langford::Cover c = langford::build(n, true);
    sat::Options o;
    o.maxSolutions = 0;
    uint64_t bad = 0;
    sat::Result r = exactcover::solveSat(c.problem, o, [&](const std::vector<int>& chosen) {
      bad += langford::check(n, langford::sequence(c, n, chosen)) != "";
      return true;
    });
    EXPECT_EQ(r.solutions, count) << n;
    EXPECT_EQ(bad, 0u);
  }
}

// A 6x10 tiling, valid (CDCL needs thousands of conflicts per tiling here, so counting all 2339
// by blocking clauses takes many minutes: a benchmark, not a test).
TEST(SatExactCover, Pentomino6x10) {
  pentomino::Cover c = pentomino::build(6, 10, true);
  sat::Options o;
  o.maxSolutions = 1;
  uint64_t bad = 0;
  std::set<std::vector<std::string>> boards;
  sat::Result r = exactcover::solveSat(c.problem, o, [&](const std::vector<int>& chosen) {
    std::vector<std::string> b = pentomino::board(c, chosen);
    bad += pentomino::check(b) != "";
    boards.insert(b);
    return true;
  });
  EXPECT_EQ(r.solutions, 1u);
  EXPECT_EQ(r.search, cp::SearchStatus::SolutionCap);
  EXPECT_EQ(boards.size(), 1u);
  EXPECT_EQ(bad, 0u);
}

// ---- DIMACS export read by a second solver ----

TEST(SatDimacs, MinisatAgreesOnSatisfiability) {
  if (std::system("command -v minisat >/dev/null 2>&1") != 0) GTEST_SKIP() << "minisat not installed";
  const std::filesystem::path dir = std::filesystem::temp_directory_path();
  auto minisat = [&](const sat::Cnf& f, const std::string& tag) {
    const std::string cnf = (dir / ("deduce_sat_" + tag + ".cnf")).string();
    const std::string out = (dir / ("deduce_sat_" + tag + ".out")).string();
    {
      std::ofstream o(cnf);
      f.writeDimacs(o, {"test " + tag});
    }
    const int rc = std::system(("minisat -verb=0 " + cnf + " " + out + " >/dev/null 2>&1").c_str());
    std::ifstream in(out);
    std::string first;
    in >> first;
    std::filesystem::remove(cnf);
    std::filesystem::remove(out);
    (void)rc;
    return first;  // "SAT" or "UNSAT"
  };
  auto lines = test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/17clue.txt");
  sudoku::Instance ok = test::sudokuFromLine(lines[0]);
  sudoku::Instance bad = ok;
  const size_t given = static_cast<size_t>(std::find_if(bad.cells.begin(), bad.cells.end(), [](int v) { return v; }) - bad.cells.begin());
  bad.cells[given == 0 ? 1 : 0] = bad.cells[given];  // the same value twice in row 1
  for (grid::SatEncoding e : grid::allSatEncodings()) {
    grid::SatModel a = sudoku::buildSat(ok, e);
    EXPECT_EQ(minisat(a.cnf, "ok"), "SAT") << toString(e);
    EXPECT_EQ(sat::enumerate(a.cnf, a.projection, {}, {}).status, sat::Status::Sat);
    grid::SatModel b = sudoku::buildSat(bad, e);
    EXPECT_EQ(minisat(b.cnf, "bad"), "UNSAT") << toString(e);
    EXPECT_EQ(sat::enumerate(b.cnf, b.projection, {}, {}).status, sat::Status::Unsat);
  }
  EXPECT_EQ(minisat(queens::buildSat(3).cnf, "q3"), "UNSAT");
  EXPECT_EQ(minisat(queens::buildSat(8).cnf, "q8"), "SAT");
}

// ---- zebra ----

TEST(SatZebra, EinsteinAndGeneratedPuzzlesAgreeWithCp) {
  std::vector<zebra::Puzzle> puzzles{zebra::parseOne(zebra::kEinstein1962)};
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    zebra::GenerateOptions g;
    g.houses = 4 + static_cast<int>(seed % 3);
    g.attributes = 4 + static_cast<int>(seed % 2);
    g.seed = seed;
    puzzles.push_back(zebra::generate(g));
    zebra::Puzzle fewer = puzzles.back();  // half the clues: usually several solutions
    fewer.clues.resize(fewer.clues.size() / 2);
    puzzles.push_back(fewer);
  }
  for (const zebra::Puzzle& p : puzzles) {
    zebra::SolveOptions co;
    co.maxSolutions = 20;
    co.keep = 20;
    zebra::Result cp = zebra::solve(p, co);
    std::set<zebra::Table> viaCp(cp.solutions.begin(), cp.solutions.end()), viaSat;
    sat::Options o;
    o.maxSolutions = 20;
    sat::Result r = zebra::solveSat(p, o, [&](const zebra::Table& t) {
      EXPECT_EQ(zebra::check(p, t), "");
      viaSat.insert(t);
      return true;
    });
    EXPECT_EQ(r.solutions, cp.found);
    if (cp.found < 20) {  // both enumerated everything: the same tables
      EXPECT_EQ(viaSat, viaCp);
    }
  }
}

// ---- battleship ----

namespace {
std::set<battleship::Solution> battleshipBySat(const battleship::Instance& inst, uint64_t limit, uint64_t* count) {
  std::set<battleship::Solution> out;
  sat::Options o;
  o.maxSolutions = limit;
  sat::Result r = battleship::solveSat(inst, o, [&](const battleship::Solution& s) {
    EXPECT_EQ(battleship::check(inst, s), "");
    out.insert(s);
    return true;
  });
  *count = r.solutions;
  return out;
}
}  // namespace

TEST(SatBattleship, BundledPuzzlesAgreeWithCp) {
  // (gen-20x20.txt too takes about 2 s of CPU by SAT: left to the benchmark)
  for (const char* f : {"fig4_1.txt", "fig4_1_clued.txt", "gen-15x15.txt", "hard-15x15.txt"}) {
    Source src = readSource(std::string(DEDUCE_SOURCE_DIR) + "/data/battleship/" + f);
    for (const Record& rec : battleship::splitPuzzles(src)) {
      battleship::Instance inst = battleship::parse(rec);
      battleship::SolveResult cp = battleship::solve(inst, 2);
      uint64_t count = 0;
      std::set<battleship::Solution> viaSat = battleshipBySat(inst, 2, &count);
      EXPECT_EQ(count, cp.solutions.size()) << f;
      if (cp.solutions.size() == 1) {
        EXPECT_EQ(*viaSat.begin(), cp.solutions[0]) << f;
      }
    }
  }
}

TEST(SatBattleship, GeneratedBoardsWithFewerCluesAgreeWithCp) {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    battleship::Instance inst = battleship::generate(6 + static_cast<int>(seed % 3), 6 + static_cast<int>(seed % 3), seed);
    for (int drop = 0; drop < 2; ++drop) {
      battleship::SolveResult cp = battleship::solve(inst, 0);
      std::set<battleship::Solution> viaCp(cp.solutions.begin(), cp.solutions.end());
      uint64_t count = 0;
      EXPECT_EQ(battleshipBySat(inst, 0, &count), viaCp) << "seed " << seed << " drop " << drop;
      EXPECT_EQ(count, viaCp.size());
      for (char& g : inst.givens) g = '.';  // then the counts alone: usually several solutions
    }
  }
}

// Root simplification (the default) and the plain formula give the same solutions.
TEST(SatSolver, SimplifyKeepsTheSolutions) {
  for (bool simplify : {false, true}) {
    sudoku::Instance inst = test::sudokuFromLine(std::string(16, '.'), 2, 2);
    inst.cells[0] = 1;
    inst.cells[5] = 3;
    grid::SatModel m = sudoku::buildSat(inst, grid::SatEncoding::Extended);
    sat::Options o;
    o.maxSolutions = 0;
    o.blockTrueOnly = true;
    o.simplify = simplify;
    std::set<std::vector<int>> grids;
    sat::Result r = sat::enumerate(m.cnf, m.projection, o, [&](const std::vector<bool>& v) {
      std::vector<int> g = m.decode(v);
      EXPECT_EQ(sudoku::check(inst, g), "");
      grids.insert(g);
      return true;
    });
    EXPECT_EQ(r.solutions, 288u / 12u) << simplify;  // 12 = 4 values for r1c1 x 3 for r2c2
    EXPECT_EQ(grids.size(), r.solutions);
    // a complete grid: one solution, found without CaDiCaL search when simplifying
    grid::SatModel full = sudoku::buildSat(test::sudokuFromLine(std::string("1234341221434321"), 2, 2), grid::SatEncoding::Extended);
    EXPECT_EQ(sat::enumerate(full.cnf, full.projection, o, {}).solutions, 1u);
  }
}

// ---- hashi ----

namespace {
hashi::Solution sorted(hashi::Solution s) {
  std::sort(s.begin(), s.end(), [](const hashi::Bridge& a, const hashi::Bridge& b) {
    return std::tie(a.r1, a.c1, a.r2, a.c2, a.k) < std::tie(b.r1, b.c1, b.r2, b.c2, b.k);
  });
  return s;
}

// cp's answer: count (up to limit) and the first solution, as test_hashi.cpp searches.
std::pair<uint64_t, hashi::Solution> hashiByCp(const hashi::Instance& inst, uint64_t limit) {
  cp::Space s;
  hashi::Model m = hashi::build(s, inst);
  cp::PhaseBrancher br(s, {{m.x, cp::VarSel::MinDom, cp::ValSel::Max}}, 1);
  cp::SearchOptions so;
  so.limits.solutions = limit;
  std::pair<uint64_t, hashi::Solution> r{0, {}};
  cp::Search(s, br, so).run([&](cp::Space& sp) {
    if (r.first++ == 0) r.second = hashi::extract(sp, m);
    return true;
  });
  return r;
}

std::vector<hashi::Instance> hashiFile(const std::string& path) {
  Source src = readSource(path);
  std::vector<hashi::Instance> out;
  if (path.size() > 4 && path.substr(path.size() - 4) == ".txt") {
    for (const Record& r : splitLines(src)) out.push_back(hashi::parseGameId(r.lines[0].text, r.file, r.line(), 1));
  } else {
    for (const Record& r : splitBlocks(src)) out.push_back(hashi::parseGrid(r));
  }
  return out;
}
}  // namespace

TEST(SatHashi, AgreesWithCp) {
  std::vector<hashi::Instance> all;
  for (const char* f : {"sample.grid", "sample.txt", "ambiguous.grid"})
    for (auto& inst : hashiFile(std::string(DEDUCE_SOURCE_DIR) + "/data/hashi/" + f)) all.push_back(inst);
  for (const char* f : {"10x10-d0.txt", "10x10-d2.txt", "15x15-d2.txt"}) {
    const std::string path = test::sharedDataDir() + "/hashi/" + f;
    if (!std::filesystem::exists(path)) continue;
    auto v = hashiFile(path);
    for (size_t i = 0; i < v.size() && i < 10; ++i) all.push_back(v[i]);
  }
  uint64_t cuts = 0;
  for (const hashi::Instance& inst : all) {
    auto [count, first] = hashiByCp(inst, 2);
    sat::Options o;
    o.maxSolutions = 2;
    hashi::Solution satFirst;
    hashi::SatResult r = hashi::solveSat(inst, o, [&](const hashi::Solution& s) {
      EXPECT_EQ(hashi::check(inst, s), "");
      if (satFirst.empty()) satFirst = s;
      return true;
    });
    cuts += r.cuts;
    EXPECT_EQ(r.result.solutions, count) << hashi::toGameId(inst);
    if (count == 1) {
      EXPECT_EQ(sorted(satFirst), sorted(first)) << hashi::toGameId(inst);
    }
  }
  EXPECT_GT(all.size(), 2u);
  RecordProperty("cuts", static_cast<int>(cuts));
}

// Islands that satisfy their numbers only as two separate groups: the cuts prove it unsolvable.
TEST(SatHashi, DisconnectedOnlyIsUnsolvable) {
  Source src{"test", "1.1\n...\n1.1\n"};
  hashi::Instance inst = hashi::parseGrid(splitBlocks(src).at(0));
  sat::Options o;
  o.maxSolutions = 2;
  hashi::SatResult r = hashi::solveSat(inst, o);
  EXPECT_EQ(r.result.status, sat::Status::Unsat);
  EXPECT_EQ(hashiByCp(inst, 2).first, 0u);
  EXPECT_GT(r.cuts, 0u);
}

// The cp-style limits of grid::SolveOptions reach CaDiCaL: failures -> conflicts, nodes ->
// decisions; a given outside the values is refused.
TEST(SatSudoku, LimitsAndBadGivens) {
  sudoku::Instance inst = test::sudokuFromLine(test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/hardest.txt")[0]);
  grid::SolveOptions opt;
  opt.limits.solutions = 2;
  opt.limits.failures = 3;
  grid::Result r = sudoku::solveSatWith(inst, opt, grid::SatEncoding::Minimal);
  EXPECT_EQ(r.status, cp::SearchStatus::Limit);
  EXPECT_EQ(r.count, 0u);
  opt.limits.failures = 0;
  opt.limits.nodes = 5;
  EXPECT_EQ(sudoku::solveSatWith(inst, opt, grid::SatEncoding::Minimal).status, cp::SearchStatus::Limit);
  opt.limits.nodes = 0;
  EXPECT_EQ(sudoku::solveSatWith(inst, opt, grid::SatEncoding::Minimal).count, 1u);
  inst.cells[0] = 10;
  EXPECT_THROW(sudoku::buildSat(inst), std::invalid_argument);
}

// One solver for a batch: the same answers as a solver per puzzle, in any order of unique,
// multiple and unsolvable puzzles (each puzzle's blocking clauses are retired after it).
TEST(SatSudoku, BatchAgreesWithOneSolverPerPuzzle) {
  std::vector<std::string> lines;
  for (const char* f : {"17clue.txt", "hardest.txt"})
    for (const auto& l : test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/" + f)) lines.push_back(l);
  auto shared = test::puzzleLines(test::sharedDataDir() + "/sudoku/forum_hardest_1905_11plus.txt");
  for (size_t i = 0; i < shared.size(); i += shared.size() / 30 + 1) lines.push_back(shared[i]);
  std::string fewer = lines[0];
  fewer[fewer.find_first_not_of('.')] = '.';
  std::string clash = lines[1];
  const size_t g = clash.find_first_not_of('.');
  clash[g == 0 ? 1 : 0] = clash[g];
  lines.insert(lines.begin() + 1, fewer);
  lines.insert(lines.begin() + 3, clash);
  lines.push_back(std::string(81, '.'));
  for (grid::SatEncoding e : {grid::SatEncoding::Minimal, grid::SatEncoding::Extended}) {
    sudoku::Instance shape = test::sudokuFromLine(lines[0]);
    grid::SatBatch batch = sudoku::satBatch(shape, e);
    for (const std::string& line : lines) {
      sudoku::Instance inst = test::sudokuFromLine(line);
      grid::SolveOptions opt;
      opt.limits.solutions = 2;
      grid::Result one = sudoku::solveSatWith(inst, opt, e);
      grid::Result b = batch.solve(inst.cells, opt);
      ASSERT_EQ(b.count, one.count) << line;
      ASSERT_EQ(b.status, one.status) << line;
      if (one.count == 1) {
        ASSERT_EQ(b.first, one.first) << line;
      }
      if (b.count) {
        ASSERT_EQ(sudoku::check(inst, b.first), "") << line;
      }
    }
  }
  sudoku::Instance small = test::sudokuFromLine(std::string(16, '.'), 2, 2);
  grid::SatBatch batch = sudoku::satBatch(small);
  grid::SolveOptions all;
  all.limits.solutions = 0;
  EXPECT_EQ(batch.solve(small.cells, all).count, 288u);
  EXPECT_EQ(batch.solve(small.cells, all).count, 288u);  // the first count's clauses are retired
  EXPECT_THROW(batch.solve(std::vector<int>(81, 0), all), std::invalid_argument);
}
