// Battleship: the paper's Fig. 4.1, the generator's uniqueness, the bundled sets, the
// independent checker, and malformed input.
#include <gtest/gtest.h>

#include "puzzles/battleship/battleship.h"

namespace deduce {
namespace {

battleship::Instance parseText(const std::string& text) {
  Source src{"test", text};
  return battleship::parse(battleship::splitPuzzles(src).at(0));
}

const char* kFig41 = "rows 3 1 6 0 1 5 0 1 1 2\ncols 5 0 3 2 1 2 3 1 3 0\nfleet 1:4 2:3 3:2 4:1\n";
const std::vector<std::string> kFig41Solution = {"^~~~~<>~~~", "#~~~~~~~~~", "v~~o~<##>~", "~~~~~~~~~~", "~~~~~~~~^~",
                                                 "o~<#>~~~v~", "~~~~~~~~~~", "~~~~~~o~~~", "~~^~~~~~~~", "o~v~~~~~~~"};

TEST(Battleship, Figure41CountsOnlySolves) {
  auto inst = parseText(kFig41);
  auto res = battleship::solve(inst, 0);
  EXPECT_EQ(res.solutions.size(), 252u);  // the counts alone admit 252 fleets
  bool figure = false;
  for (const auto& sol : res.solutions) {
    EXPECT_EQ(battleship::check(inst, sol), "");
    figure |= battleship::grid(inst, sol) == kFig41Solution;
  }
  EXPECT_TRUE(figure);
}

TEST(Battleship, Figure41WithCluesIsUnique) {
  Source src = readSource(std::string(DEDUCE_SOURCE_DIR) + "/data/battleship/fig4_1_clued.txt");
  auto inst = battleship::parse(battleship::splitPuzzles(src).at(0));
  auto res = battleship::solve(inst, 2);
  ASSERT_EQ(res.solutions.size(), 1u);
  EXPECT_EQ(battleship::grid(inst, res.solutions[0]), kFig41Solution);
  EXPECT_EQ(battleship::check(inst, res.solutions[0]), "");
}

TEST(Battleship, GeneratedPuzzlesAreUniqueAndMinimal) {
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    for (int n : {6, 8, 10}) {
      auto inst = battleship::generate(n, n, seed);
      auto res = battleship::solve(inst, 2);
      ASSERT_EQ(res.solutions.size(), 1u) << n << " seed " << seed;
      EXPECT_EQ(battleship::check(inst, res.solutions[0]), "");
      // reparse what we print
      auto again = parseText(battleship::format(inst));
      EXPECT_EQ(again.givens, inst.givens);
      // removing any clue makes it ambiguous (the generator removed every unneeded clue)
      for (size_t i = 0; i < inst.givens.size(); ++i) {
        if (inst.givens[i] == '.') continue;
        auto less = inst;
        less.givens[i] = '.';
        EXPECT_EQ(battleship::solve(less, 2).solutions.size(), 2u) << n << " seed " << seed << " clue " << i;
        break;  // one per puzzle keeps the test fast
      }
    }
  }
}

// The bundled benchmark puzzles (the sets of `deduce bench graph`): with the default brancher
// each has exactly one solution, proven within no limit, accepted by the independent checker.
void expectUniqueSet(const std::string& name, size_t expected) {
  Source src = readSource(std::string(DEDUCE_SOURCE_DIR) + "/data/battleship/" + name);
  auto recs = battleship::splitPuzzles(src);
  ASSERT_EQ(recs.size(), expected) << name;
  for (const Record& rec : recs) {
    auto inst = battleship::parse(rec);
    auto res = battleship::solve(inst, 2);
    ASSERT_EQ(res.solutions.size(), 1u) << name << " line " << rec.line();
    EXPECT_FALSE(res.limitHit);
    EXPECT_EQ(battleship::check(inst, res.solutions[0]), "") << name << " line " << rec.line();
  }
}

TEST(Battleship, Bundled15x15PuzzlesAreUnique) { expectUniqueSet("gen-15x15.txt", 10); }
TEST(Battleship, Bundled20x20PuzzlesAreUnique) { expectUniqueSet("gen-20x20.txt", 10); }
TEST(Battleship, Bundled30x30PuzzlesAreUnique) { expectUniqueSet("gen-30x30.txt", 3); }
// the hard set (bench graph variant hard) but hard-30x20.txt: its first puzzle takes 0.56
// million nodes (6 s), which the bench checks
TEST(Battleship, BundledHardPuzzlesAreUnique) {
  expectUniqueSet("hard-15x15.txt", 4);
  expectUniqueSet("hard-20x20.txt", 4);
  expectUniqueSet("hard-20x30.txt", 2);
  expectUniqueSet("hard-12x25.txt", 1);
}

TEST(Battleship, CheckerRejects) {
  auto inst = parseText(std::string(kFig41));
  auto sol = battleship::solve(parseText(std::string(kFig41) + "^.........\n#.........\nv..o......\n..........\n........^.\n"
                                                                  "o.........\n..........\n......o...\n..^.......\no.v.......\n"),
                               1)
                 .solutions.at(0);
  EXPECT_EQ(battleship::check(inst, sol), "");
  auto moved = sol;
  moved[0].c += 1;
  EXPECT_NE(battleship::check(inst, moved), "");
  auto dropped = sol;
  dropped.pop_back();
  EXPECT_NE(battleship::check(inst, dropped), "");
  battleship::Instance tiny = parseText("rows 2 0\ncols 1 1\nfleet 1:2\n");
  EXPECT_NE(battleship::check(tiny, {{0, 0, 1, false}, {0, 1, 1, false}}).find("touch"), std::string::npos);
  EXPECT_EQ(battleship::solve(tiny, 2).solutions.size(), 0u);
  auto clued = parseText("rows 1 0\ncols 1 0\nfleet 1:1\n~.\n..\n");
  EXPECT_NE(battleship::check(clued, {{0, 0, 1, false}}).find("clue"), std::string::npos);
}

TEST(Battleship, ParseErrors) {
  auto err = [](const std::string& text, int line, int col) {
    try {
      parseText(text);
      ADD_FAILURE() << text;
    } catch (const InputError& e) {
      EXPECT_EQ(e.line, line) << text << ": " << e.what();
      EXPECT_EQ(e.col, col) << text << ": " << e.what();
    }
  };
  err("rows 1 x\ncols 1 1\n", 1, 8);
  err("rows 1 1\ncols 1 1\nfleet 1-2\n", 3, 7);
  err("rows 1 1\n", 1, 1);
  err("rows 1 1\ncols 1 1\n..\n.z\n", 4, 2);
  err("rows 1 1\ncols 1 1\n..\n...\n", 4, 3);
  err("rows 1 1\ncols 1 1\n..\n", 3, 1);
  auto inst = parseText("# a comment\nrows 1 ? 0\ncols 1 0 0\n#..\n...\n...\n");
  EXPECT_EQ(inst.rowCount[1], -1);
  EXPECT_EQ(inst.givens[0], '#');
  EXPECT_EQ(inst.fleet, battleship::defaultFleet(3, 3));
}

}  // namespace
}  // namespace deduce
