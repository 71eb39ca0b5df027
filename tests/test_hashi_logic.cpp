// Hashi step-by-step logic (puzzles/hashi/logic.h): every step sound against every solution
// (the bundled and shared puzzles, and puzzles with several solutions), solved boards accepted
// by the independent checker, broken puzzles reported invalid, the sentences and JSON.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "cp/branch.h"
#include "cp/search.h"
#include "puzzles/hashi/hashi.h"
#include "puzzles/hashi/logic.h"

namespace deduce::hashi::logic {
namespace {

// Every solution (up to `limit`) by the CP model.
std::vector<Solution> solutions(const Instance& inst, uint64_t limit = 50) {
  cp::Space s;
  Model m = build(s, inst);
  cp::PhaseBrancher br(s, {{m.x, cp::VarSel::MinDom, cp::ValSel::Max}}, 1);
  cp::SearchOptions so;
  so.limits.solutions = limit;
  std::vector<Solution> out;
  cp::Search(s, br, so).run([&](cp::Space& sp) {
    out.push_back(extract(sp, m));
    return true;
  });
  return out;
}

int countIn(const Solution& sol, const Bridge& b) {
  for (const Bridge& x : sol)
    if (x.r1 == b.r1 && x.c1 == b.c1 && x.r2 == b.r2 && x.c2 == b.c2) return x.k;
  return 0;
}

// Runs the logic and checks each step against every solution; returns the outcome.
Outcome expectSound(const Instance& inst, const std::string& what) {
  const std::vector<Solution> sols = solutions(inst);
  Outcome o = explain(inst);
  for (const Step& s : o.steps) {
    EXPECT_FALSE(s.atLeast.empty() && s.atMost.empty()) << what << ": " << s.text;
    for (const Solution& sol : sols) {
      for (const Bridge& b : s.atLeast) EXPECT_GE(countIn(sol, b), b.k) << what << ": " << s.text;
      for (const Bridge& b : s.atMost) EXPECT_LE(countIn(sol, b), b.k) << what << ": " << s.text;
    }
  }
  if (o.status == Status::Solved) {
    EXPECT_EQ(check(inst, o.known), "") << what;
    EXPECT_EQ(sols.size(), 1u) << what;
    if (!sols.empty()) {
      EXPECT_EQ(o.known, sols[0]) << what;
    }
  }
  if (sols.empty()) {
    EXPECT_EQ(o.status, Status::Invalid) << what;
  }
  return o;
}

std::vector<Instance> loadFile(const std::string& path) {
  Source src = readSource(path);
  std::vector<Instance> out;
  if (path.size() > 4 && path.substr(path.size() - 4) == ".txt") {
    for (const Record& r : splitLines(src)) out.push_back(parseGameId(r.lines[0].text, r.file, r.line(), 1));
  } else {
    for (const Record& r : splitBlocks(src)) out.push_back(parseGrid(r));
  }
  return out;
}

Instance grid(const std::string& text) {
  Source src{"test", text};
  return parseGrid(splitBlocks(src).at(0));
}

TEST(HashiLogic, SolvesTheBundledSamplesSoundly) {
  const std::string dir = std::string(DEDUCE_SOURCE_DIR) + "/data/hashi/";
  for (const char* f : {"sample.txt", "sample.grid"}) {
    int k = 0;
    for (const Instance& inst : loadFile(dir + f))
      EXPECT_EQ(expectSound(inst, std::string(f) + " #" + std::to_string(k++)).status, Status::Solved);
  }
}

TEST(HashiLogic, SharedPuzzlesSolvedSoundly) {
  const char* env = std::getenv("DEDUCE_SHARED_DATA");
  std::filesystem::path dir = std::filesystem::path(env ? env : DEDUCE_SHARED_DATA) / "hashi";
  if (!std::filesystem::exists(dir)) GTEST_SKIP() << dir << " not present";
  int solved = 0, total = 0;
  for (const char* f : {"7x7-d2.txt", "10x10-d0.txt", "15x15-d2.txt", "25x25-d2.txt", "40x40-d2.txt"}) {
    if (!std::filesystem::exists(dir / f)) continue;
    int k = 0;
    for (const Instance& inst : loadFile((dir / f).string())) {
      ++total;
      solved += expectSound(inst, std::string(f) + " #" + std::to_string(k++)).status == Status::Solved;
    }
  }
  EXPECT_EQ(solved, total);
}

// Puzzles with several solutions: the logic never decides what the solutions disagree on, so
// it ends stuck, every step true in all of them.
TEST(HashiLogic, SeveralSolutionsEndStuck) {
  for (const char* text : {"3.3\n...\n3.3\n", "3.3.2\n.....\n3.3.2\n"}) {
    Outcome o = expectSound(grid(text), text);
    EXPECT_EQ(o.status, Status::Stuck) << text;
    EXPECT_FALSE(o.open.empty());
  }
  const std::string dir = std::string(DEDUCE_SOURCE_DIR) + "/data/hashi/";
  for (const Instance& inst : loadFile(dir + "ambiguous.grid")) EXPECT_EQ(expectSound(inst, "ambiguous").status, Status::Stuck);
}

TEST(HashiLogic, BrokenPuzzlesAreInvalid) {
  Outcome o = explain(grid("2.1\n"));
  EXPECT_EQ(o.status, Status::Invalid);
  EXPECT_EQ(o.message, "island 2 at r1c1 cannot get its 2 bridges");
  // two 1s alone: joined, they close off the third island
  Outcome cut = expectSound(grid("1.1\n...\n..1\n"), "cut");
  EXPECT_EQ(cut.status, Status::Invalid);
}

TEST(HashiLogic, TheRulesInWords) {
  // HDC (6.7): a 4 in a corner with two neighbours takes two bridges to each
  Outcome o = explain(grid("4.2\n...\n2..\n"));
  ASSERT_FALSE(o.steps.empty());
  EXPECT_EQ(o.steps[0].text,
            "forced bridges: island 4 at r1c1 needs at least 2 to r1c3, 2 to r3c1 (its other neighbours cannot take "
            "enough)");
  EXPECT_EQ(o.status, Status::Solved);
  // HDC (6.2): 1-1 never joins when there are other islands
  Outcome iso = explain(grid("1.1\n...\n2.2\n"));
  std::string isolation;
  for (const Step& s : iso.steps)
    if (s.technique == Technique::Isolation && isolation.empty()) isolation = s.text;
  EXPECT_EQ(isolation, "isolation: 1 bridge r1c1-r1c3 would cut off r1c1, r1c3 from the rest: at most 0");
  EXPECT_EQ(iso.status, Status::Solved);
  // the two pairs must cross: no solution
  EXPECT_EQ(explain(grid(".1.\n2.2\n.1.\n")).status, Status::Invalid);
  // JSON entries [r1,c1,r2,c2,k]
  logicsteps::Outcome j = toSteps(grid("4.2\n...\n2..\n"), o);
  EXPECT_EQ(j.status, "solved");
  EXPECT_EQ(j.steps[0].placements.dump(), "[[0,0,0,2,2],[0,0,2,0,2]]");
  EXPECT_EQ(j.fields.dump(), "{\"bridges\":[[0,0,0,2,2],[0,0,2,0,2]]}");
}

TEST(HashiLogic, LimitsStopIt) {
  const std::string dir = std::string(DEDUCE_SOURCE_DIR) + "/data/hashi/";
  Instance inst = loadFile(dir + "sample.grid").at(0);
  Outcome o = explain(inst, 3);
  EXPECT_EQ(o.status, Status::Limit);
  EXPECT_EQ(o.steps.size(), 3u);
}

}  // namespace
}  // namespace deduce::hashi::logic
