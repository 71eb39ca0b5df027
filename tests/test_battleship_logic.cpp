// Battleship step-by-step logic (puzzles/battleship/logic.h): every step sound against the
// solution on the bundled puzzles and generated ones, solved boards equal to the solution,
// broken puzzles reported invalid, the sentences and JSON.
#include <gtest/gtest.h>

#include <algorithm>

#include "puzzles/battleship/battleship.h"
#include "puzzles/battleship/logic.h"

namespace deduce::battleship::logic {
namespace {

std::vector<Instance> loadFile(const std::string& path) {
  std::vector<Instance> out;
  for (const Record& r : splitPuzzles(readSource(path))) out.push_back(parse(r));
  return out;
}

Instance parseText(const std::string& text) { return parse(splitPuzzles(Source{"test", text}).at(0)); }

// Runs the logic and checks each step against every solution (up to 20); returns the outcome.
Outcome expectSound(const Instance& inst, const std::string& what) {
  const SolveResult res = solve(inst, 20);
  std::vector<std::vector<std::string>> grids;
  for (const Solution& sol : res.solutions) grids.push_back(grid(inst, sol));
  Outcome o = explain(inst);
  for (const Step& s : o.steps) {
    EXPECT_FALSE(s.ship.empty() && s.water.empty()) << what << ": " << s.text;
    for (const auto& g : grids) {
      for (auto [r, c] : s.ship) EXPECT_NE(g[r][c], '~') << what << ": " << s.text;
      for (auto [r, c] : s.water) EXPECT_EQ(g[r][c], '~') << what << ": " << s.text;
    }
  }
  if (o.status == Status::Solved) {
    EXPECT_EQ(check(inst, o.ships), "") << what;
    EXPECT_EQ(grids.size(), 1u) << what;
    if (!grids.empty()) {
      EXPECT_EQ(o.grid, grids[0]) << what;
    }
  }
  if (grids.empty()) {
    EXPECT_EQ(o.status, Status::Invalid) << what;
  }
  return o;
}

TEST(BattleshipLogic, BundledPuzzlesSoundly) {
  const std::string dir = std::string(DEDUCE_SOURCE_DIR) + "/data/battleship/";
  int solved = 0;
  for (const char* f : {"fig4_1.txt", "fig4_1_clued.txt", "hard-12x25.txt"}) {
    int k = 0;
    for (const Instance& inst : loadFile(dir + f))
      solved += expectSound(inst, std::string(f) + " #" + std::to_string(k++)).status == Status::Solved;
  }
  EXPECT_GE(solved, 2);
}

TEST(BattleshipLogic, NestedContradictionSolvesAFewestGivensPuzzle) {
  // the first generated 15x15 puzzle (fewest givens) needs trials two levels deep
  const auto puzzles = loadFile(std::string(DEDUCE_SOURCE_DIR) + "/data/battleship/gen-15x15.txt");
  ASSERT_FALSE(puzzles.empty());
  const Outcome o = expectSound(puzzles[0], "gen-15x15 #0");
  EXPECT_EQ(o.status, Status::Solved);
  EXPECT_TRUE(std::any_of(o.steps.begin(), o.steps.end(),
                          [](const Step& s) { return s.technique == Technique::NestedContradiction; }));
  EXPECT_EQ(techniqueRating(Technique::NestedContradiction), 7.5);
}

TEST(BattleshipLogic, GeneratedPuzzlesSoundly) {
  int solved = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    const int side = 6 + static_cast<int>(seed % 3) * 2;
    Outcome o = expectSound(generate(side, side, seed), "generated " + std::to_string(side) + " seed " + std::to_string(seed));
    solved += o.status == Status::Solved;
  }
  EXPECT_GE(solved, 1);
}

TEST(BattleshipLogic, TheRulesInWords) {
  const Instance inst = parseText("rows 2 0 1\ncols 1 1 0 1\nfleet 1:1 2:1\n<...\n....\n....\n");
  Outcome o = expectSound(inst, "small");
  ASSERT_FALSE(o.steps.empty());
  EXPECT_EQ(o.steps[0].text, "ship part: '<' at r1c1: ship at r1c2; water at r2c1");
  EXPECT_EQ(o.status, Status::Solved);
  logicsteps::Outcome j = toSteps(inst, o);
  EXPECT_EQ(j.steps[0].placements.dump(), "[[0,1]]");
  EXPECT_EQ(j.steps[0].eliminations.dump(), "[[1,0]]");
  EXPECT_EQ(j.status, "solved");
  EXPECT_EQ(j.fields.dump(), "{\"grid\":[\"<>~~\",\"~~~~\",\"~~~o\"]}");
}

TEST(BattleshipLogic, BrokenPuzzlesAreInvalid) {
  Outcome o = explain(parseText("rows 2 0\ncols 1 1\nfleet 1:1\n..\n..\n"));
  EXPECT_EQ(o.status, Status::Invalid);
  EXPECT_FALSE(o.message.empty());
}

// Counts given as '?' need not add up to the fleet: a board the rules fill with one ship of
// length 4 of the two the fleet has is no solution.
TEST(BattleshipLogic, ACompleteBoardWithoutTheWholeFleetIsInvalid) {
  Outcome o = explain(parseText("rows 0 1 1 ? 1\ncols 0 ?\nfleet 4:2\n"));
  EXPECT_EQ(o.status, Status::Invalid);
  EXPECT_EQ(o.message, "the fleet's ships of length 4 are not all placed");
}

}  // namespace
}  // namespace deduce::battleship::logic
