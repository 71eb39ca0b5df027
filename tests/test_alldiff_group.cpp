// alldifferentGroup (one propagator for many alldifferent units) against the separate
// domain-consistent propagators it replaces: the same fixpoint on random overlapping unit
// systems (at the root and along random walks through checkpoints, so that the per-unit
// matchings kept across backtracks are exercised), the brute-force solution set, and on real
// puzzles the identical search: same nodes, backtracks and solutions on every puzzle of the
// hardest Sudoku collection, on Sudoku of other shapes and on Latin squares.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <numeric>

#include "cp/model.h"
#include "puzzles/latin/latin.h"
#include "puzzles/sudoku/sudoku.h"
#include "support.h"
#include "sudoku_support.h"

using namespace deduce;
using namespace deduce::cp;
using test::Tuple;

namespace {

using Doms = std::vector<std::vector<Val>>;

// A random system: 3..8 variables with random domains over at most 5 consecutive values (the
// window's start differs between systems and, by a small shift, between variables, so that
// variables have different bit bases), and 2..5 units of 2..5 distinct variables each,
// overlapping at random.
struct System {
  Doms doms;
  std::vector<std::vector<int>> units;  // variable indices
};

// A unit: distinct variables of 0..nv-1 in random order, as many as pickSize() says (drawn
// after the shuffle).
template <class F> std::vector<int> randomUnit(std::mt19937_64& rng, int nv, F pickSize) {
  std::vector<int> all(nv);
  std::iota(all.begin(), all.end(), 0);
  std::shuffle(all.begin(), all.end(), rng);
  all.resize(pickSize());
  return all;
}

// wide: some domains also hold a far value (lo + 70 or lo + 100), so that the group's values
// span more than 64 bits and it runs on two-word domains (regin::Word128).
System randomSystem(std::mt19937_64& rng, bool wide = false) {
  System sys;
  int nv = 3 + static_cast<int>(rng() % 6);
  int values = 2 + static_cast<int>(rng() % 4);
  Val lo = static_cast<Val>(rng() % 7) - 3;
  for (int i = 0; i < nv; ++i) {
    Val shift = static_cast<Val>(rng() % 2);
    auto d = test::randomDomains(rng, 1, lo + shift, lo + shift + values - 1, 0.75)[0];
    if (wide && rng() % 2) d.push_back(lo + 70);
    if (wide && i == 0) d.push_back(lo + 100);
    sys.doms.push_back(d);
  }
  int nu = 2 + static_cast<int>(rng() % 4);
  for (int u = 0; u < nu; ++u)
    sys.units.push_back(randomUnit(rng, nv, [&] { return 2 + static_cast<int>(rng() % std::min(4, nv - 1)); }));
  return sys;
}

// Larger units, for the group's short paths (alldiff_small.h: 3..8 open positions, the 4x4
// table and the Hall slack test): 6..10 variables over 5..8 consecutive values, 3..6 units of
// 5..9 variables; most units hold as many variables as there are values (as in a Sudoku or a
// Latin square, where the short paths apply), the others more values than variables.
System largeSystem(std::mt19937_64& rng) {
  System sys;
  const int nv = 6 + static_cast<int>(rng() % 5);
  const int values = 5 + static_cast<int>(rng() % 4);
  const Val lo = static_cast<Val>(rng() % 5) - 2;
  const double density = 0.55 + 0.1 * static_cast<double>(rng() % 4);
  for (int i = 0; i < nv; ++i) sys.doms.push_back(test::randomDomains(rng, 1, lo, lo + values - 1, density)[0]);
  const int nu = 3 + static_cast<int>(rng() % 4);
  for (int u = 0; u < nu; ++u)
    sys.units.push_back(randomUnit(rng, nv, [&] {
      return std::min(rng() % 4 != 0 ? values : 5 + static_cast<int>(rng() % 5), nv);
    }));
  return sys;
}

std::vector<VarIds> unitVars(const System& sys, const VarIds& x) {
  std::vector<VarIds> out;
  for (const auto& u : sys.units) {
    out.emplace_back();
    for (int i : u) out.back().push_back(x[i]);
  }
  return out;
}

// The system twice: `a` with alldifferentGroup, `b` with one alldifferentDomain per unit.
struct Pair {
  Space a, b;
  VarIds xa, xb;
  explicit Pair(const System& sys) : xa(test::makeVars(a, sys.doms)), xb(test::makeVars(b, sys.doms)) {
    alldifferentGroup(a, unitVars(sys, xa));
    for (const auto& u : unitVars(sys, xb)) alldifferentDomain(b, u);
  }
};

Doms current(Space& s, const VarIds& x) {
  Doms d;
  for (VarId v : x) d.push_back(s.values(v));
  return d;
}

// Tuples of the domains' product in which every unit is all different.
std::set<Tuple> bruteSolutions(const System& sys) {
  return test::bruteForce(sys.doms, [&](const Tuple& t) {
    for (const auto& u : sys.units)
      for (size_t a = 0; a < u.size(); ++a)
        for (size_t b = 0; b < a; ++b)
          if (t[u[a]] == t[u[b]]) return false;
    return true;
  });
}

void rootFixpointAndSolutions(bool wide) {
  std::mt19937_64 rng(wide ? 5 : 4);
  int consistent = 0, failed = 0;
  for (int it = 0; it < 1500; ++it) {
    System sys = randomSystem(rng, wide);
    Pair p(sys);
    Space &a = p.a, &b = p.b;
    const VarIds &xa = p.xa, &xb = p.xb;
    bool pa = a.propagate(), pb = b.propagate();
    ASSERT_EQ(pa, pb) << "system " << it;
    std::set<Tuple> brute = bruteSolutions(sys);
    if (!pa) {
      ASSERT_TRUE(brute.empty()) << "system " << it;
      ++failed;
      continue;
    }
    ++consistent;
    ASSERT_EQ(current(a, xa), current(b, xb)) << "system " << it;
    // every solution survives the pruning, and search finds exactly the brute-force set
    ASSERT_EQ(test::searchAll(a, xa), brute) << "system " << it;
  }
  EXPECT_GT(consistent, 300);
  EXPECT_GT(failed, wide ? 20 : 50);
}

TEST(AlldiffGroup, RootFixpointAndSolutionsMatchSeparatePropagators) { rootFixpointAndSolutions(false); }
TEST(AlldiffGroup, WideRootFixpointAndSolutionsMatchSeparatePropagators) { rootFixpointAndSolutions(true); }

// The large systems: the same root fixpoint as the separate propagators, and the same solutions
// by search (too many tuples for brute force).
TEST(AlldiffGroup, LargeUnitsRootFixpointAndSolutionsMatchSeparatePropagators) {
  std::mt19937_64 rng(6);
  int consistent = 0, failed = 0;
  for (int it = 0; it < 1500; ++it) {
    System sys = largeSystem(rng);
    Pair p(sys);
    bool pa = p.a.propagate(), pb = p.b.propagate();
    ASSERT_EQ(pa, pb) << "system " << it;
    if (!pa) {
      ++failed;
      continue;
    }
    ++consistent;
    ASSERT_EQ(current(p.a, p.xa), current(p.b, p.xb)) << "system " << it;
    ASSERT_EQ(test::searchAll(p.a, p.xa), test::searchAll(p.b, p.xb)) << "system " << it;
  }
  EXPECT_GT(consistent, 300);
  EXPECT_GT(failed, 50);
}

// A random walk through checkpoints on two spaces, one with the group and one with separate
// propagators, receiving the same decisions: after every propagation both have the same domains
// (or both failed), and after every backtrack both are back where they were.
void midSearch(bool wide, bool large = false) {
  std::mt19937_64 rng(large ? 46 : wide ? 45 : 44);
  int checked = 0;
  for (int it = 0; it < 400; ++it) {
    System sys = large ? largeSystem(rng) : randomSystem(rng, wide);
    Pair p(sys);
    Space &a = p.a, &b = p.b;
    const VarIds &xa = p.xa, &xb = p.xb;
    bool pa = a.propagate();
    ASSERT_EQ(pa, b.propagate());
    if (!pa) continue;
    std::vector<Doms> saved{current(a, xa)};
    for (int step = 0; step < 40; ++step) {
      bool deeper = saved.size() < 6 && rng() % 3 != 0;
      if (!deeper) {
        if (saved.size() == 1) continue;
        a.popCheckpoint();
        b.popCheckpoint();
        saved.pop_back();
        ASSERT_EQ(current(a, xa), saved.back());
        ASSERT_EQ(current(b, xb), saved.back());
        continue;
      }
      a.pushCheckpoint();
      b.pushCheckpoint();
      bool ok = true;
      int changes = 1 + static_cast<int>(rng() % 2);
      for (int k = 0; k < changes && ok; ++k) {
        size_t i = rng() % xa.size();
        if (a.fixed(xa[i])) continue;
        auto vals = a.values(xa[i]);
        Val val = vals[rng() % vals.size()];
        bool fix = rng() % 3 == 0;
        ok = fix ? a.assign(xa[i], val) : a.remove(xa[i], val);
        bool okb = fix ? b.assign(xb[i], val) : b.remove(xb[i], val);
        ASSERT_EQ(ok, okb);
      }
      bool prop = ok && a.propagate();
      ASSERT_EQ(prop, ok && b.propagate()) << "system " << it << " step " << step;
      if (!prop) {
        a.popCheckpoint();
        b.popCheckpoint();
        ASSERT_EQ(current(a, xa), saved.back());
        continue;
      }
      ASSERT_EQ(current(a, xa), current(b, xb)) << "system " << it << " step " << step;
      saved.push_back(current(a, xa));
      ++checked;
    }
  }
  EXPECT_GT(checked, 1000);
}

TEST(AlldiffGroup, MidSearchMatchesSeparatePropagators) { midSearch(false); }
TEST(AlldiffGroup, LargeUnitsMidSearchMatchesSeparatePropagators) { midSearch(false, true); }
TEST(AlldiffGroup, WideMidSearchMatchesSeparatePropagators) { midSearch(true); }

TEST(AlldiffGroup, RepeatedVariableFails) {
  Space s;
  VarIds x = intVars(s, 3, 1, 5);
  alldifferentGroup(s, {{x[0], x[1]}, {x[1], x[2], x[1]}});
  EXPECT_FALSE(s.propagate());
}

// 65..128 values: one group on two-word domains; more: every unit falls back to its own
// alldifferentDomain, same semantics.
TEST(AlldiffGroup, WideDomainsTwoWordsOrSeparatePropagators) {
  for (Val top : {99, 127, 128, 199}) {
    Space s;
    VarIds x = intVars(s, 3, 0, top);
    s.assign(x[0], 50);
    s.assign(x[2], top);
    VarIds y = intVars(s, 2, 1, top);  // a second bit base
    alldifferentGroup(s, {{x[0], x[1]}, {x[1], x[2]}, {x[1], y[0], y[1]}});
    ASSERT_TRUE(s.propagate()) << top;
    EXPECT_FALSE(s.contains(x[1], 50)) << top;
    EXPECT_FALSE(s.contains(x[1], top)) << top;
    EXPECT_TRUE(s.contains(x[2], top)) << top;
    EXPECT_TRUE(s.contains(y[0], 50)) << top;
    EXPECT_EQ(s.numPropagators(), top < 128 ? 1 : 3 * 2) << top;  // else value elim. + general per unit
    // narrow x[1] and y to {top - 2, top - 1}: three variables, two values
    for (VarId v : {x[1], y[0], y[1]}) {
      ASSERT_TRUE(s.setMin(v, top - 2));
      ASSERT_TRUE(s.setMax(v, top - 1));
    }
    EXPECT_FALSE(s.propagate()) << top;
  }
}

// ---- real puzzles: the same search with --alldiff domain and domain-separate ----

grid::Result solveSudoku(const sudoku::Instance& inst, Consistency c, uint64_t solutions) {
  grid::SolveOptions so;
  so.strategy.alldiff = c;
  so.limits.solutions = solutions;
  return sudoku::solveCp(inst, so);
}

void expectSameSearch(const sudoku::Instance& inst, uint64_t solutions, const std::string& what) {
  grid::Result g = solveSudoku(inst, Consistency::Domain, solutions);
  grid::Result sep = solveSudoku(inst, Consistency::DomainSeparate, solutions);
  ASSERT_EQ(g.count, sep.count) << what;
  EXPECT_EQ(g.stats.nodes, sep.stats.nodes) << what;
  EXPECT_EQ(g.stats.backtracks, sep.stats.backtracks) << what;
  EXPECT_EQ(g.stats.failures, sep.stats.failures) << what;
  EXPECT_EQ(g.first, sep.first) << what;
  if (g.count) {
    EXPECT_EQ(sudoku::check(inst, g.first), "") << what;
  }
}

sudoku::Instance fromLine(const std::string& line, int boxRows = 3, int boxCols = 3, bool diagonal = false) {
  sudoku::Instance inst;
  inst.boxRows = boxRows;
  inst.boxCols = boxCols;
  inst.diagonal = diagonal;
  for (char ch : line) inst.cells.push_back(std::max(0, grid::charValue(ch)));
  return inst;
}

// All 375 puzzles of the hardest collection (about 1 ms each in Release): first solution, the
// same nodes, backtracks, failures and solution; every 25th also proves uniqueness.
TEST(AlldiffGroup, HardestSudokuSameSearchAsSeparate) {
  auto lines = test::puzzleLines(test::sharedDataDir() + "/sudoku/forum_hardest_1106.txt");
  if (lines.empty()) lines = test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/hardest.txt");
  ASSERT_FALSE(lines.empty());
  for (size_t k = 0; k < lines.size(); ++k) {
    sudoku::Instance inst = fromLine(lines[k]);
    expectSameSearch(inst, 1, "hardest #" + std::to_string(k + 1));
    if (k % 25 == 0) expectSameSearch(inst, 2, "hardest #" + std::to_string(k + 1) + " (unique?)");
  }
}

TEST(AlldiffGroup, OtherShapesSameSearchAsSeparate) {
  const std::string dir = std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/";
  for (const auto& l : test::puzzleLines(dir + "6x6.txt")) expectSameSearch(fromLine(l, 2, 3), 2, l);
  for (const auto& l : test::puzzleLines(dir + "diagonal.txt")) expectSameSearch(fromLine(l, 3, 3, true), 2, l);
  for (const auto& l : test::puzzleLines(dir + "16x16.txt")) expectSameSearch(fromLine(l, 4, 4), 2, l);
  // every 4x4 grid, and every diagonal one
  expectSameSearch(fromLine(std::string(16, '.'), 2, 2), 0, "4x4 grids");
  expectSameSearch(fromLine(std::string(16, '.'), 2, 2, true), 0, "diagonal 4x4 grids");
}

// Sudoku of 81 values (9x9 boxes) runs on two-word domains (regin::Word128): a first solution
// of the empty grid passes the checker (the separate propagators take seconds here, so the
// same-search comparison is left to the Latin orders below and the random systems above).
TEST(AlldiffGroup, Sudoku81TwoWordDomainsSolvesAndChecks) {
  sudoku::Instance inst;
  inst.boxRows = inst.boxCols = 9;
  inst.cells.assign(81 * 81, 0);
  grid::Result g = solveSudoku(inst, Consistency::Domain, 1);
  ASSERT_EQ(g.count, 1u);
  EXPECT_EQ(sudoku::check(inst, g.first), "");
}

// Latin squares: all 161280 of order 5 by both, quasigroup completion problems (random givens
// taken from a cyclic square, then permuted) counted up to 200 solutions, and a first solution
// of orders 33 and 40 (more than 64 units).
TEST(AlldiffGroup, LatinSameSearchAsSeparate) {
  auto run = [](int n, const std::vector<int>& givens, Consistency c, uint64_t limit) {
    grid::SolveOptions so;
    so.strategy.alldiff = c;
    so.limits.solutions = limit;
    uint64_t bad = 0;
    so.onSolution = [&](const std::vector<int>& sol) {
      bad += !latin::check(n, givens, sol).empty();
      return true;
    };
    grid::Result r = latin::solve(n, givens, so);
    EXPECT_EQ(bad, 0u);
    return r;
  };
  {
    grid::Result g = run(5, std::vector<int>(25, 0), Consistency::Domain, 0);
    grid::Result sep = run(5, std::vector<int>(25, 0), Consistency::DomainSeparate, 0);
    EXPECT_EQ(g.count, 161280u);
    EXPECT_EQ(sep.count, 161280u);
    EXPECT_EQ(g.stats.nodes, sep.stats.nodes);
  }
  std::mt19937_64 rng(7);
  // a partial Latin square: cell (r, c) of the square value(r, c), kept with probability
  // percent / 100
  auto partial = [&rng](int n, int percent, auto value) {
    std::vector<int> givens(n * n, 0);
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c)
        if (static_cast<int>(rng() % 100) < percent) givens[r * n + c] = value(r, c);
    return givens;
  };
  for (int it = 0; it < 30; ++it) {
    int n = 6 + static_cast<int>(rng() % 5);
    std::vector<int> perm(n);
    for (int i = 0; i < n; ++i) perm[i] = i + 1;
    std::shuffle(perm.begin(), perm.end(), rng);
    std::vector<int> givens = partial(n, 35, [&](int r, int c) { return perm[(r + c) % n]; });
    grid::Result g = run(n, givens, Consistency::Domain, 200);
    grid::Result sep = run(n, givens, Consistency::DomainSeparate, 200);
    EXPECT_EQ(g.count, sep.count) << "instance " << it;
    EXPECT_GE(g.count, 1u);
    EXPECT_EQ(g.stats.nodes, sep.stats.nodes) << "instance " << it;
    EXPECT_EQ(g.first, sep.first) << "instance " << it;
  }
  // orders 33 and 40: more than 64 units, so the dirty mask spans two words
  for (int n : {33, 40}) {
    std::vector<int> givens(n * n, 0);
    for (int c = 0; c < n; ++c) givens[c] = (c * 7) % n + 1;  // a first row
    grid::Result g = run(n, givens, Consistency::Domain, 1);
    grid::Result sep = run(n, givens, Consistency::DomainSeparate, 1);
    EXPECT_EQ(g.count, 1u) << "order " << n;
    EXPECT_EQ(g.stats.nodes, sep.stats.nodes) << "order " << n;
    EXPECT_EQ(g.first, sep.first) << "order " << n;
  }
  // two-word domains (regin::Word128): quasigroup completion of order 66 against the separate
  // propagators (which are slow at this size: few free cells), first solutions of 100 and 128
  for (int it = 0; it < 2; ++it) {
    const int n = 66;
    std::vector<int> givens = partial(n, 80, [](int r, int c) { return (r * 5 + c) % n + 1; });
    grid::Result g = run(n, givens, Consistency::Domain, 3);
    grid::Result sep = run(n, givens, Consistency::DomainSeparate, 3);
    EXPECT_GE(g.count, 1u);
    EXPECT_EQ(g.count, sep.count);
    EXPECT_EQ(g.stats.nodes, sep.stats.nodes);
    EXPECT_EQ(g.first, sep.first);
  }
  {
    grid::Result g = run(100, std::vector<int>(100 * 100, 0), Consistency::Domain, 1);
    EXPECT_EQ(g.count, 1u);  // (run checks every solution)
  }
  {  // 128 values: the top bit of the two words; quasigroup completion with few holes
    const int n = 128;
    std::vector<int> givens = partial(n, 95, [](int r, int c) { return (r * 3 + c) % n + 1; });
    grid::Result g = run(n, givens, Consistency::Domain, 2);
    EXPECT_GE(g.count, 1u);
  }
}

}  // namespace
