// Counting by SAT (sat/count.h): the DPLL model counter and cube and conquer against blocking
// clauses, brute force and the known counts (paper 001's 288 and 48 grids, Langford 7 and 8,
// Latin squares, 8-queens), every solution through the genre's checker; limits and Ctrl-C.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "cp/search.h"
#include "puzzles/exactcover/model_sat.h"
#include "puzzles/langford/langford.h"
#include "puzzles/latin/model_sat.h"
#include "puzzles/queens/model_sat.h"
#include "puzzles/queens/queens.h"
#include "puzzles/sudoku/model_sat.h"
#include "puzzles/sudoku/sudoku.h"
#include "sat/count.h"
#include "sat/solver.h"

using namespace deduce;

namespace {

const sat::CountMethod kMethods[] = {sat::CountMethod::Blocking, sat::CountMethod::Dpll, sat::CountMethod::Cubes};

const char* name(sat::CountMethod m) {
  return m == sat::CountMethod::Blocking ? "blocking" : m == sat::CountMethod::Dpll ? "dpll" : "cubes";
}

sat::Options countAll(sat::CountMethod m, bool oneHot) {
  sat::Options o;
  o.maxSolutions = 0;
  o.counting = m;
  o.blockTrueOnly = oneHot;
  return o;
}

// Projected count by brute force: assignments of the projection that extend to a model.
uint64_t bruteForce(int numVars, const std::vector<std::vector<sat::Lit>>& clauses, int projected) {
  std::set<uint32_t> seen;
  for (uint32_t a = 0; a < (1u << numVars); ++a) {
    bool ok = true;
    for (const auto& c : clauses) {
      bool sat = false;
      for (sat::Lit l : c) sat |= ((a >> ((l > 0 ? l : -l) - 1)) & 1u) == (l > 0 ? 1u : 0u);
      ok &= sat;
    }
    if (ok) seen.insert(a & ((1u << projected) - 1));
  }
  return seen.size();
}

}  // namespace

TEST(SatCount, RandomFormulasAgainstBruteForce) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 4 + static_cast<int>(rng() % 8), projected = 1 + static_cast<int>(rng() % static_cast<unsigned>(n));
    const int numClauses = static_cast<int>(rng() % static_cast<unsigned>(3 * n));
    sat::Cnf cnf;
    for (int v = 0; v < n; ++v) cnf.newVar();
    std::vector<std::vector<sat::Lit>> clauses;
    for (int k = 0; k < numClauses; ++k) {
      std::vector<sat::Lit> c;
      const int len = 1 + static_cast<int>(rng() % 4);
      for (int j = 0; j < len; ++j) c.push_back((1 + static_cast<int>(rng() % static_cast<unsigned>(n))) * (rng() % 2 ? 1 : -1));
      clauses.push_back(c);
      cnf.addClause(c);
    }
    std::vector<sat::Lit> projection;
    for (int v = 1; v <= projected; ++v) projection.push_back(v);
    const uint64_t want = bruteForce(n, clauses, projected);
    for (sat::CountMethod m : kMethods) {
      std::set<std::vector<bool>> seen;
      sat::Result r = sat::enumerate(cnf, projection, countAll(m, false), [&](const std::vector<bool>& v) {
        EXPECT_TRUE(seen.insert(v).second) << name(m) << ": a solution twice";
        return true;
      });
      EXPECT_EQ(r.solutions, want) << name(m) << " trial " << trial;
      EXPECT_EQ(r.search, cp::SearchStatus::Complete);
      EXPECT_EQ(r.status, want ? sat::Status::Sat : sat::Status::Unsat);
    }
  }
}

TEST(SatCount, Size2SudokuGridsAndLatinSquares) {
  for (sat::CountMethod m : kMethods)
    for (bool diagonal : {false, true}) {
      sudoku::Instance inst;
      inst.boxRows = inst.boxCols = 2;
      inst.diagonal = diagonal;
      inst.cells.assign(16, 0);
      grid::SatModel model = sudoku::buildSat(inst);
      std::set<std::vector<int>> grids;
      sat::Result r = sat::enumerate(model.cnf, model.projection, countAll(m, true), [&](const std::vector<bool>& v) {
        std::vector<int> g = model.decode(v);
        EXPECT_EQ(sudoku::check(inst, g), "") << name(m);
        grids.insert(g);
        return true;
      });
      EXPECT_EQ(r.solutions, diagonal ? 48u : 288u) << name(m);
      EXPECT_EQ(grids.size(), r.solutions);
    }
  for (sat::CountMethod m : {sat::CountMethod::Dpll, sat::CountMethod::Cubes}) {
    grid::SatModel model = latin::buildSat(4, {});
    EXPECT_EQ(sat::enumerate(model.cnf, model.projection, countAll(m, true), {}).solutions, 576u) << name(m);
  }
  grid::SatModel five = latin::buildSat(5, {});  // 161,280: the count blocking clauses could not finish
  EXPECT_EQ(sat::countDpll(five.cnf, five.projection, countAll(sat::CountMethod::Dpll, true), {}).solutions, 161280u);
}

TEST(SatCount, LangfordAndQueens) {
  for (sat::CountMethod m : kMethods) {
    for (auto [order, count] : {std::pair{5, 0u}, std::pair{7, 26u}, std::pair{8, 150u}}) {
      const int n = order;  // a structured binding cannot be captured (clang 14)
      langford::Cover c = langford::build(n, true);
      uint64_t bad = 0;
      sat::Result r = exactcover::solveSat(c.problem, countAll(m, false), [&](const std::vector<int>& chosen) {
        bad += langford::check(n, langford::sequence(c, n, chosen)) != "";
        return true;
      });
      EXPECT_EQ(r.solutions, count) << name(m) << " langford " << n;
      EXPECT_EQ(r.search, cp::SearchStatus::Complete);
      EXPECT_EQ(bad, 0u);
    }
    EXPECT_EQ(queens::solveSat(8, countAll(m, true)).solutions, 92u) << name(m);
  }
}

TEST(SatCount, SolutionCapTimeLimitAndStopRequest) {
  grid::SatModel m = latin::buildSat(9, {});  // far too many squares to count
  for (sat::CountMethod method : {sat::CountMethod::Dpll, sat::CountMethod::Cubes}) {
    sat::Options o = countAll(method, true);
    o.maxSolutions = 5;
    sat::Result capped = sat::enumerate(m.cnf, m.projection, o, {});
    EXPECT_EQ(capped.solutions, 5u) << name(method);
    EXPECT_EQ(capped.search, cp::SearchStatus::SolutionCap);
    o.maxSolutions = 0;
    o.timeSeconds = 0.2;
    sat::Result r = sat::enumerate(m.cnf, m.projection, o, {});
    EXPECT_EQ(r.search, cp::SearchStatus::Limit) << name(method);
    EXPECT_GT(r.solutions, 0u);
    EXPECT_LT(r.stats.timeMs, 3000.0);
    o.timeSeconds = 0;
    cp::g_stopRequested = true;
    sat::Result s = sat::enumerate(m.cnf, m.projection, o, {});
    cp::g_stopRequested = false;
    EXPECT_EQ(s.search, cp::SearchStatus::Interrupted) << name(method);
    EXPECT_EQ(s.solutions, 0u);
  }
  sat::Options o = countAll(sat::CountMethod::Dpll, true);
  o.decisionLimit = 50;
  o.timeSeconds = 5;
  sat::Result d = sat::enumerate(m.cnf, m.projection, o, {});
  EXPECT_EQ(d.search, cp::SearchStatus::Limit);
  EXPECT_EQ(d.stats.decisions, 50);
}

TEST(SatCount, UnsatisfiableAtTheRoot) {
  sat::Cnf cnf;
  const sat::Lit a = cnf.newVar(), b = cnf.newVar();
  cnf.addClause({a});
  cnf.addClause({-a, b});
  cnf.addClause({-b});
  for (sat::CountMethod m : kMethods) {
    sat::Result r = sat::enumerate(cnf, {a, b}, countAll(m, false), {});
    EXPECT_EQ(r.status, sat::Status::Unsat) << name(m);
    EXPECT_EQ(r.solutions, 0u);
  }
  sat::Cnf empty;  // no variables: one (empty) solution
  EXPECT_EQ(sat::enumerate(empty, {}, countAll(sat::CountMethod::Dpll, false), {}).solutions, 1u);
}
