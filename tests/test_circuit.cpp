// Circuit Board: generated boards are unique and pass the checker; the shortest-path variant
// returns the tree path; malformed drawings give positions.
#include <gtest/gtest.h>

#include "cp/branch.h"
#include "puzzles/circuit/circuit.h"

namespace deduce {
namespace {

std::vector<circuit::Solution> solveAll(const circuit::Instance& inst, uint64_t limit,
                                        circuit::Engine engine = circuit::Engine::DegreeTree) {
  cp::Space s;
  circuit::Model m = circuit::build(s, inst, {-1, -1}, {-1, -1}, engine);
  cp::PhaseBrancher br(s, {{m.x, cp::VarSel::MinDom, cp::ValSel::Max}}, 1);
  cp::SearchOptions so;
  so.limits.solutions = limit;
  std::vector<circuit::Solution> out;
  cp::Search(s, br, so).run([&](cp::Space& sp) {
    out.push_back(circuit::extract(sp, m));
    return true;
  });
  return out;
}

std::vector<std::pair<Record, circuit::Instance>> read(const std::string& text, std::vector<InputError>& errors) {
  return circuit::readPuzzles(Source{"t", text}, errors);
}

TEST(Circuit, GeneratedBoardsAreUnique) {
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    for (int n : {4, 5, 6}) {
      auto inst = circuit::generate(n, seed);
      auto sols = solveAll(inst, 2);
      ASSERT_EQ(sols.size(), 1u) << n << " seed " << seed;
      EXPECT_EQ(circuit::check(inst, sols[0]), "");
      std::vector<InputError> errors;
      auto again = read(circuit::format(inst), errors);
      ASSERT_EQ(again.size(), 1u);
      EXPECT_EQ(again[0].second.point, inst.point);
      EXPECT_EQ(again[0].second.givenRight, inst.givenRight);
      EXPECT_EQ(again[0].second.givenDown, inst.givenDown);
    }
  }
}

// The uniqueness proof with the genre's brancher (circuit::Brancher, two solutions at most).
struct Proof {
  std::vector<circuit::Solution> sols;
  uint64_t nodes = 0;
  cp::SearchStatus status{};
};
Proof prove(const circuit::Instance& inst) {
  cp::Space s;
  circuit::Model m = circuit::build(s, inst);
  circuit::Brancher br(s, m);
  cp::SearchOptions so;
  so.limits.solutions = 2;
  Proof p;
  p.status = cp::Search(s, br, so).run([&](cp::Space& sp) {
    p.sols.push_back(circuit::extract(sp, m));
    return true;
  });
  p.nodes = s.stats.nodes;
  return p;
}

TEST(Circuit, FrontierBrancherProvesGeneratedBoardsUnique) {
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto inst = circuit::generate(8, seed);
    Proof p = prove(inst);
    EXPECT_EQ(p.status, cp::SearchStatus::Complete);
    ASSERT_EQ(p.sols.size(), 1u) << "seed " << seed;
    EXPECT_EQ(circuit::check(inst, p.sols[0]), "");
    // the two solvers agree
    EXPECT_EQ(solveAll(inst, 2), p.sols);
  }
}

// The staged cp::degreeTree against the decomposed stack (sums, connected, degreeParity,
// treeDegrees) on generated boards with part of their givens taken away, so that they have
// many solutions: same branching order, so the first solutions (or all) are the same.
TEST(Circuit, DegreeTreeAgreesWithDecomposedStack) {
  int compared = 0;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    for (int n : {5, 6, 7}) {
      auto inst = circuit::generate(n, seed);
      int k = 0;
      for (int i = 0; i < n * n; ++i) {
        if (inst.givenRight[i] && k++ % 2 == 0) inst.givenRight[i] = 0;
        if (inst.givenDown[i] && k++ % 2 == 0) inst.givenDown[i] = 0;
      }
      auto a = solveAll(inst, 300, circuit::Engine::DegreeTree);
      auto b = solveAll(inst, 300, circuit::Engine::Decomposed);
      EXPECT_EQ(a, b) << n << " seed " << seed;
      for (const auto& sol : a) EXPECT_EQ(circuit::check(inst, sol), "");
      compared += static_cast<int>(a.size());
    }
  }
  EXPECT_GT(compared, 50);
}

// The search nodes of a uniqueness proof pin the propagator's fixpoint and the brancher: two
// 10x10 boards (`deduce generate circuit --size 10 --seed 4`, `--seed 6`) with the degreeTree model's
// counts. A weaker rule (a capacity or degree-sum threshold off by one, a missed wake-up) shows
// here even when every solution stays right.
TEST(Circuit, SearchNodesOnFixedBoards) {
  const std::pair<const char*, uint64_t> boards[] = {{R"(# # # # o o-o o o o
              |
o o o o o o-o o-o o
|
o o o-o o o o o o o

o o o-o-o o o-o o o
    | |       |
o o-o o o-o o o o o
|             |
o o o # o o o o o o
          |   |
o o o-o o-o o o-o o
  | | |   |   |   |
o o o o o o o o o o
        |
o o o o o o-o o o o
          |       |
# o o o o o-o o o o
)", 315}, {R"(o o o o o o o o # #

o o o o o o o o o o
    |     | |
o-o o o-o o o-o o o
        |
o o-o o-o o o o # o
    |     |   |
o o o o o o o o o o
        | |       |
o o-o o-o o-o o o o
  | |
o-o o o o o o-o o o
          |
o o o-o o o o o o o
            |
o o-o o o o o o o o
    |
o o o o # # o o o #
)", 135}};
  for (auto [text, nodes] : boards) {
    std::vector<InputError> errors;
    auto puzzles = read(text, errors);
    ASSERT_EQ(puzzles.size(), 1u);
    const circuit::Instance& inst = puzzles[0].second;
    Proof p = prove(inst);
    ASSERT_EQ(p.sols.size(), 1u);
    EXPECT_EQ(circuit::check(inst, p.sols[0]), "");
    EXPECT_EQ(p.nodes, nodes);
  }
}

TEST(Circuit, BruteForceCountOnTinyBoards) {
  // 2x2 all points: spanning trees of a 4-cycle = 4; degrees 1/3 allowed: the paths (degrees
  // 1,2,2,1) are not, and a 4-cycle has no star: 0 solutions. A 2x3 board: count by the checker.
  std::vector<InputError> errors;
  auto sq = read("o o\n\no o\n", errors);
  ASSERT_EQ(sq.size(), 1u);
  EXPECT_EQ(solveAll(sq[0].second, 0).size(), 0u);
  auto r = read("o o o\n\no o o\n", errors);
  ASSERT_EQ(r.size(), 1u);
  const auto& inst = r[0].second;
  // brute force over the 7 possible segments
  cp::Space s;
  circuit::Model m = circuit::build(s, inst);
  int brute = 0;
  for (int mask = 0; mask < (1 << m.g.edges.size()); ++mask) {
    circuit::Solution sol;
    for (size_t e = 0; e < m.g.edges.size(); ++e)
      if (mask >> e & 1) {
        auto [r1, c1] = m.where[m.g.edges[e].first];
        auto [r2, c2] = m.where[m.g.edges[e].second];
        sol.push_back({r1, c1, r2, c2});
      }
    brute += circuit::check(inst, sol).empty();
  }
  auto sols = solveAll(inst, 0);
  EXPECT_EQ(static_cast<int>(sols.size()), brute);
  EXPECT_GT(brute, 0);
  for (const auto& sol : sols) EXPECT_EQ(circuit::check(inst, sol), "");
  EXPECT_TRUE(errors.empty());
}

TEST(Circuit, ShortestPathVariant) {
  auto inst = circuit::generate(5, 3);
  cp::Space s;
  circuit::Model m = circuit::build(s, inst, {-1, -1}, {-1, -1});
  (void)m;
  // pick two points and compare with the path in the unique solution (BFS on its segments)
  auto sol = solveAll(inst, 1).at(0);
  std::pair<int, int> a{-1, -1}, b{-1, -1};
  for (int i = 0; i < 25; ++i)
    if (inst.point[i]) {
      if (a.first < 0) a = {i / 5, i % 5};
      b = {i / 5, i % 5};
    }
  std::vector<int> dist(25, -1);
  dist[a.first * 5 + a.second] = 0;
  for (int round = 0; round < 25; ++round)
    for (const auto& seg : sol) {
      int u = seg.r1 * 5 + seg.c1, v = seg.r2 * 5 + seg.c2;
      if (dist[u] >= 0 && dist[v] < 0) dist[v] = dist[u] + 1;
      if (dist[v] >= 0 && dist[u] < 0) dist[u] = dist[v] + 1;
    }
  cp::Space s2;
  circuit::Model m2 = circuit::build(s2, inst, a, b);
  std::vector<cp::Phase> ph = {{m2.x, cp::VarSel::MinDom, cp::ValSel::Max}, {m2.p, cp::VarSel::Input, cp::ValSel::Min}};
  cp::PhaseBrancher br(s2, ph, 1);
  cp::SearchOptions so;
  so.objective = m2.length;
  std::vector<std::pair<int, int>> path;
  cp::Search(s2, br, so).run([&](cp::Space& sp) {
    path = circuit::extractPath(sp, m2, a);
    EXPECT_EQ(circuit::check(inst, circuit::extract(sp, m2)), "");
    return true;
  });
  ASSERT_FALSE(path.empty());
  EXPECT_EQ(path.front(), a);
  EXPECT_EQ(path.back(), b);
  EXPECT_EQ(static_cast<int>(path.size()) - 1, dist[b.first * 5 + b.second]);
  EXPECT_THROW(circuit::build(s2, inst, a, a), std::invalid_argument);
}

TEST(Circuit, ParseErrors) {
  std::vector<InputError> errors;
  read("o o\n\no x\n", errors);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].line, 3);
  EXPECT_EQ(errors[0].col, 3);
  errors.clear();
  read("o-#\n\no o\n", errors);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].line, 1);
  errors.clear();
  auto two = read("# first\no o\n|\no o\n# second\no-o\n", errors);
  EXPECT_TRUE(errors.empty());
  ASSERT_EQ(two.size(), 2u);
  EXPECT_EQ(two[0].second.rows, 2);
  EXPECT_EQ(two[1].second.rows, 1);
  EXPECT_TRUE(two[0].second.givenDown[0]);
}

}  // namespace
}  // namespace deduce
