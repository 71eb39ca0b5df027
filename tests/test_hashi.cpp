// Hashi: formats, the independent checker, and every bundled / shared puzzle solved with
// exactly one solution (search for 2), each answer accepted by the checker.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "cp/branch.h"
#include "cp/search.h"
#include "puzzles/hashi/hashi.h"

namespace deduce {
namespace {

struct Result {
  uint64_t solutions = 0;
  hashi::Solution first;
  uint64_t nodes = 0;
};

Result solve(const hashi::Instance& inst, bool hdc = false, uint64_t limit = 2) {
  cp::Space s;
  hashi::Model m = hashi::build(s, inst);
  if (hdc) hashi::applyHumanDeduced(s, inst, m);
  cp::PhaseBrancher br(s, {{m.x, cp::VarSel::MinDom, cp::ValSel::Max}}, 1);
  cp::SearchOptions so;
  so.limits.solutions = limit;
  Result r;
  cp::Search(s, br, so).run([&](cp::Space& sp) {
    hashi::Solution sol = hashi::extract(sp, m);
    EXPECT_EQ(hashi::check(inst, sol), "");
    if (r.solutions++ == 0) r.first = sol;
    return true;
  });
  r.nodes = s.stats.nodes;
  return r;
}

std::vector<hashi::Instance> loadFile(const std::string& path) {
  Source src = readSource(path);
  std::vector<hashi::Instance> out;
  bool ids = path.size() > 4 && path.substr(path.size() - 4) == ".txt";
  if (ids) {
    for (const Record& r : splitLines(src)) out.push_back(hashi::parseGameId(r.lines[0].text, r.file, r.line(), 1));
  } else {
    for (const Record& r : splitBlocks(src)) out.push_back(hashi::parseGrid(r));
  }
  return out;
}

hashi::Instance grid(const std::string& text) {
  Source src{"test", text};
  return hashi::parseGrid(splitBlocks(src).at(0));
}

TEST(Hashi, GameIdDecodesAsTheReadmeExample) {
  auto inst = hashi::parseGameId("7x7m2:3a5b3l1i2k1a2a6a4a1", "t", 1, 1);
  EXPECT_EQ(hashi::renderPuzzle(inst), "3.5..3.\n.......\n....1..\n.......\n2......\n.....1.\n2.6.4.1\n");
  EXPECT_EQ(hashi::toGameId(inst), "7x7m2:3a5b3l1i2k1a2a6a4a1");
  auto r = solve(inst);
  EXPECT_EQ(r.solutions, 1u);
}

// pzprjs's own test puzzle (its test/script/hashikake.js): the URL body and the board it shows.
TEST(Hashi, PuzzLinkDecodesPzprjsExample) {
  auto inst = hashi::parsePuzzLink("https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3", "t", 1, 1);
  EXPECT_EQ(hashi::renderPuzzle(inst), "4.2..\n.3..2\n3....\n.3.1.\n3.4.3\n");
  EXPECT_EQ(hashi::toPuzzLink(inst), "https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3");
  auto r = solve(inst);
  EXPECT_EQ(r.solutions, 1u);
  // COLS before ROWS; a short body leaves the remaining cells empty; other hosts are fine
  auto wide = hashi::parsePuzzLink("http://pzv.jp/p.html?hashikake/4/2/1h1", "t", 1, 1);
  EXPECT_EQ(wide.cols, 4);
  EXPECT_EQ(wide.rows, 2);
  EXPECT_EQ(hashi::renderPuzzle(wide), "1..1\n....\n");
  // a '/' ending the URL, and blanks after it, are not part of the body
  for (const char* tail : {"/", "/ \t", " \t"}) {
    auto same = hashi::parsePuzzLink("https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3" + std::string(tail), "t", 1, 1);
    EXPECT_EQ(same.grid, inst.grid) << '"' << tail << '"';
  }
  EXPECT_EQ(hashi::parsePuzzLink("hashikake/4/2/1h1/", "t", 1, 1).grid, wide.grid);
}

TEST(Hashi, PuzzLinkRoundTripsEverySample) {
  std::string dir = DEDUCE_SOURCE_DIR "/data/hashi";
  for (const char* f : {"/sample.txt", "/sample.grid"}) {
    for (const auto& inst : loadFile(dir + f)) {
      auto back = hashi::parsePuzzLink(hashi::toPuzzLink(inst), "t", 1, 1);
      EXPECT_EQ(back.grid, inst.grid);
      EXPECT_EQ(back.rows, inst.rows);
      EXPECT_EQ(back.cols, inst.cols);
    }
  }
}

TEST(Hashi, PuzzLinkErrors) {
  auto bad = [](const std::string& url, int col) {
    try {
      hashi::parsePuzzLink(url, "f", 4, 1);
      ADD_FAILURE() << url << " was accepted";
    } catch (const InputError& e) {
      EXPECT_EQ(e.col, col) << url << ": " << e.what();
      EXPECT_EQ(e.line, 4);
    }
  };
  bad("hashikake/5/5/4g2i3h23k3g1g3g4g3z", 33);  // runs past the last cell
  bad("hashikake/5/5/4g9", 17);                  // 9 is not an island number
  bad("hashikake/5/5/4g.", 17);                  // unknown-number island
  bad("hashikake/5/5/4g-1", 19);                 // '-' needs two hex digits
  bad("hashikake/5/5/4!", 16);                   // bad character
  bad("hashikake/5/x/4", 13);                    // rows missing
  bad("hashikake/5/5/ggg", 1);                   // no islands
  bad("hashikake/5/5/", 1);                      // no body: no islands
  bad("hashikake/5/5/4g2i3h23k3g1g3g4g3//", 33); // one '/' may end the URL, not two
  bad("hashikake/5/5/4g2/i3", 18);               // a '/' inside the body
}

TEST(Hashi, ParametersAndErrors) {
  auto inst = hashi::parseGameId("3x4i30e10m1Ld2:1a1f1a1", "t", 1, 1);
  EXPECT_EQ(inst.rows, 4);
  EXPECT_EQ(inst.cols, 3);
  EXPECT_EQ(inst.maxBridges, 1);
  EXPECT_TRUE(inst.noLoops);
  auto r = solve(inst);
  EXPECT_EQ(r.solutions, 0u);  // four 1-islands in a square cannot be connected by single bridges

  auto bad = [](const std::string& id, int col) {
    try {
      hashi::parseGameId(id, "f", 3, 1);
      ADD_FAILURE() << id << " was accepted";
    } catch (const InputError& e) {
      EXPECT_EQ(e.col, col) << id << ": " << e.what();
      EXPECT_EQ(e.line, 3);
    }
  };
  bad("7x7m2:3a5b3l1i2k1a2a6a4a", 25);   // too short
  bad("7x7m2:3a5b3l1i2k1a2a6a4a1b", 26);  // too long
  bad("7x7m2:3a5b3l1i2k1a2a6a4a!", 25);  // bad character
  bad("7x7q2:3a5b", 4);                   // unknown parameter
  bad("7x7m9:3a5b", 5);                   // m out of range
  bad("3x3:99g", 5);                      // touching islands
  bad("nonsense", 1);
}

TEST(Hashi, GridErrorsHavePositions) {
  try {
    grid("1.2\n.x.\n2.1\n");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.line, 2);
    EXPECT_EQ(e.col, 2);
  }
  try {
    grid("1.2\n...\n2.1.\n");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.line, 3);
  }
  EXPECT_THROW(grid("...\n...\n"), InputError);  // no islands
  EXPECT_THROW(grid("9.1\n...\n"), InputError);  // 9 > 4 x 2
}

TEST(Hashi, UniquenessAndUnsolvable) {
  EXPECT_EQ(solve(grid("3.3\n...\n3.3\n")).solutions, 2u);
  EXPECT_EQ(solve(grid("2.2\n...\n2.2\n")).solutions, 1u);
  EXPECT_EQ(solve(grid("2.1\n")).solutions, 0u);
  // two 1-islands may be joined only when they are the whole puzzle
  EXPECT_EQ(solve(grid("1.1\n")).solutions, 1u);
  EXPECT_EQ(solve(grid("1.1\n...\n..2\n...\n2.2\n")).solutions, 1u);
}

TEST(Hashi, CheckerRejectsBrokenSolutions) {
  auto inst = grid("2.2\n...\n2.2\n");
  hashi::Solution good = {{0, 0, 0, 2, 1}, {0, 0, 2, 0, 1}, {0, 2, 2, 2, 1}, {2, 0, 2, 2, 1}};
  EXPECT_EQ(hashi::check(inst, good), "");
  hashi::Solution split = {{0, 0, 0, 2, 2}, {2, 0, 2, 2, 2}};
  EXPECT_NE(hashi::check(inst, split).find("connected"), std::string::npos);
  hashi::Solution missing(good.begin(), good.end() - 1);
  EXPECT_NE(hashi::check(inst, missing).find("needs 2"), std::string::npos);
  hashi::Solution twice = good;
  twice.push_back(good[0]);
  EXPECT_NE(hashi::check(inst, twice), "");
  hashi::Solution diagonal = {{0, 0, 2, 2, 1}};
  EXPECT_NE(hashi::check(inst, diagonal), "");
  auto cross = grid(".1.\n1.1\n.1.\n");
  EXPECT_NE(hashi::check(cross, {{1, 0, 1, 2, 1}, {0, 1, 2, 1, 1}}).find("cross"), std::string::npos);
  EXPECT_EQ(solve(cross).solutions, 0u);
}

TEST(Hashi, BundledSamplesHaveOneSolution) {
  std::string dir = std::string(DEDUCE_SOURCE_DIR) + "/data/hashi/";
  int n = 0;
  for (const char* f : {"sample.txt", "sample.grid"}) {
    for (const auto& inst : loadFile(dir + f)) {
      EXPECT_EQ(solve(inst).solutions, 1u) << f << " #" << n;
      ++n;
    }
  }
  EXPECT_EQ(n, 12);
}

// Every puzzle of ../shared/data/hashi (when present; DEDUCE_SHARED_DATA overrides the place):
// exactly one solution, the same with the paper's human-deduced fixings.
TEST(Hashi, SharedDataSetHasOneSolutionEach) {
  const char* env = std::getenv("DEDUCE_SHARED_DATA");
  std::filesystem::path dir = std::filesystem::path(env ? env : DEDUCE_SHARED_DATA) / "hashi";
  if (!std::filesystem::exists(dir)) GTEST_SKIP() << dir << " not present";
  int n = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    std::string p = entry.path().string();
    std::string ext = entry.path().extension().string();
    if (ext != ".txt" && ext != ".grid") continue;
    if (entry.path().filename() == "commands.txt") continue;
    for (const auto& inst : loadFile(p)) {
      Result plain = solve(inst);
      EXPECT_EQ(plain.solutions, 1u) << p;
      Result hdc = solve(inst, true);
      EXPECT_EQ(hdc.solutions, 1u) << p;
      EXPECT_EQ(hdc.first, plain.first) << p;
      ++n;
    }
  }
  EXPECT_EQ(n, 320);  // 160 puzzles, each as a game ID and as a grid
}

}  // namespace
}  // namespace deduce
