// Sudoku: grid counts from paper 001 (288 4x4 grids, 48 diagonal ones), 17-clue puzzles with
// a unique solution, the independent checker, formats and malformed input.
#include <gtest/gtest.h>

#include "numbers_support.h"
#include "sudoku_support.h"

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

#include "puzzles/sudoku/sudoku.h"

namespace deduce {
namespace {

struct Collected {
  std::set<std::vector<int>> all;
  std::string firstError;
  uint64_t count = 0;
};

Collected enumerate(const sudoku::Instance& inst, Strategy st = {}, uint64_t limit = 0) {
  Collected c;
  grid::SolveOptions so;
  so.strategy = st;
  so.limits.solutions = limit;
  so.onSolution = [&](const std::vector<int>& sol) {
    std::string why = sudoku::check(inst, sol);
    if (!why.empty() && c.firstError.empty()) c.firstError = why;
    c.all.insert(sol);
    return true;
  };
  grid::Result r = sudoku::solveCp(inst, so);
  c.count = r.count;
  return c;
}

sudoku::Instance fromLine(const std::string& line, int boxRows = 3, int boxCols = 3, bool diagonal = false) {
  return test::sudokuFromLine(line, boxRows, boxCols, diagonal);
}

TEST(Sudoku, Counts288Grids4x4EachLevel) {
  for (auto c : {cp::Consistency::Value, cp::Consistency::Bounds, cp::Consistency::Domain}) {
    Strategy st;
    st.alldiff = c;
    Collected r = enumerate(fromLine(std::string(16, '.'), 2, 2), st);
    EXPECT_EQ(r.count, 288u);
    EXPECT_EQ(r.all.size(), 288u);
    EXPECT_EQ(r.firstError, "");
  }
}

TEST(Sudoku, Counts48Diagonal4x4) {
  Collected r = enumerate(fromLine(std::string(16, '.'), 2, 2, true));
  EXPECT_EQ(r.count, 48u);
  EXPECT_EQ(r.all.size(), 48u);
  EXPECT_EQ(r.firstError, "");
}

TEST(Sudoku, EveryStrategyCountsThe288) {
  for (int k = 1; k <= 12; ++k) {
    Strategy st = strategyNamed(sName(k));
    EXPECT_EQ(enumerate(fromLine(std::string(16, '.'), 2, 2), st).all.size(), 288u) << "S" << k;
  }
}

TEST(Sudoku, SixBySixBoxes2x3) {
  // The first 500 complete 6x6 grids: distinct, and every one passes the checker.
  Collected r = enumerate(fromLine(std::string(36, '.'), 2, 3), {}, 500);
  EXPECT_EQ(r.count, 500u);
  EXPECT_EQ(r.all.size(), 500u);
  EXPECT_EQ(r.firstError, "");
}

TEST(Sudoku, InferBox) {
  int r, c;
  ASSERT_TRUE(sudoku::inferBox(9, r, c));
  EXPECT_EQ(r * 10 + c, 33);
  ASSERT_TRUE(sudoku::inferBox(6, r, c));
  EXPECT_EQ(r * 10 + c, 23);
  ASSERT_TRUE(sudoku::inferBox(12, r, c));
  EXPECT_EQ(r * 10 + c, 34);
  ASSERT_TRUE(sudoku::inferBox(25, r, c));
  EXPECT_EQ(r * 10 + c, 55);
  EXPECT_FALSE(sudoku::inferBox(7, r, c));
}

TEST(Sudoku, CheckerRejectsBrokenGrids) {
  sudoku::Instance inst = fromLine(std::string(81, '.'));
  Collected one = enumerate(inst, {}, 1);
  ASSERT_EQ(one.all.size(), 1u);
  std::vector<int> sol = *one.all.begin();
  EXPECT_EQ(sudoku::check(inst, sol), "");
  // swapping two cells of a row keeps the row valid but breaks columns/boxes
  std::vector<int> bad = sol;
  std::swap(bad[0], bad[1]);
  EXPECT_NE(sudoku::check(inst, bad), "");
  bad = sol;
  bad[40] = 10;
  EXPECT_NE(sudoku::check(inst, bad), "");
  bad = sol;
  bad.pop_back();
  EXPECT_NE(sudoku::check(inst, bad), "");
  // a given that is not kept
  sudoku::Instance withGiven = inst;
  withGiven.cells[0] = sol[0] % 9 + 1;
  EXPECT_NE(sudoku::check(withGiven, sol), "");
  // a Latin square with cyclic rows is not a Sudoku (boxes repeat)
  std::vector<int> cyclic;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) cyclic.push_back((r + c) % 9 + 1);
  EXPECT_NE(sudoku::check(inst, cyclic), "");
  // the diagonal variant rejects a grid whose diagonal repeats
  sudoku::Instance diag = inst;
  diag.diagonal = true;
  std::vector<int> shifted;  // rows shifted by 3 within bands: valid Sudoku, diagonal 1,4,7,...
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) shifted.push_back((r * 3 + r / 3 + c) % 9 + 1);
  EXPECT_EQ(sudoku::check(inst, shifted), "");
  EXPECT_NE(sudoku::check(diag, shifted), "");
}

void expectUnique(const std::string& line, int boxRows, int boxCols, bool diagonal, cp::Consistency c) {
  sudoku::Instance inst = fromLine(line, boxRows, boxCols, diagonal);
  Strategy st;
  st.alldiff = c;
  Collected r = enumerate(inst, st, 2);
  EXPECT_EQ(r.count, 1u) << line;
  EXPECT_EQ(r.firstError, "") << line;
}

TEST(Sudoku, BundledPuzzlesAreUnique) {
  for (const char* f : {"17clue.txt", "hardest.txt"})
    for (const auto& l : test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/" + f))
      expectUnique(l, 3, 3, false, cp::Consistency::Domain);
  for (const auto& l : test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/6x6.txt"))
    expectUnique(l, 2, 3, false, cp::Consistency::Domain);
  for (const auto& l : test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/diagonal.txt"))
    expectUnique(l, 3, 3, true, cp::Consistency::Domain);
}

TEST(Sudoku, Sample200Of17ClueRoyleAreUnique) {
  auto all = test::puzzleLines(test::sharedDataDir() + "/sudoku/17clue_royle.txt");
  if (all.empty()) GTEST_SKIP() << "../shared/data/sudoku/17clue_royle.txt not present";
  size_t step = all.size() / 200;
  int done = 0;
  for (size_t i = 0; i < all.size() && done < 200; i += step, ++done)
    expectUnique(all[i], 3, 3, false, cp::Consistency::Domain);
  EXPECT_EQ(done, 200);
}

TEST(Sudoku, TwoSolutionsAndContradiction) {
  // A solved grid with a 2x2 "deadly pattern" blanked: two solutions.
  Collected full = enumerate(fromLine(std::string(81, '.')), {}, 1);
  std::vector<int> sol = *full.all.begin();
  std::string line;
  for (int v : sol) line += grid::valueChar(v);
  // no clues at all: many solutions
  EXPECT_EQ(enumerate(fromLine(std::string(81, '.')), {}, 2).count, 2u);
  // the full grid: exactly one
  EXPECT_EQ(enumerate(fromLine(line), {}, 2).count, 1u);
  // contradiction without a clash among the givens: row 1 misses only 9, which column 9 has
  std::string bad(81, '.');
  for (int i = 0; i < 8; ++i) bad[i] = static_cast<char>('1' + i);
  bad[17] = '9';
  EXPECT_EQ(enumerate(fromLine(bad), {}, 2).count, 0u);
}

TEST(Grid, ParsesBothFormatsAndReportsErrors) {
  Source src{"t.txt",
             "# comment\n"
             "1...............   # four by four\n"
             "12.3\n"
             "..*.............\n"
             "\n"
             "1 0 0 0\n"
             "0 0 0 0\n"
             "0 0 ? 0\n"
             "0 0 0 2\n"
             "\n"
             "1 . . 0\n"
             "0 0 0 0\n"
             "0 0 0 0\n"
             "0 0 0 4\n"};
  std::vector<grid::Puzzle> got;
  std::vector<std::string> errors;
  grid::Spec spec;
  spec.maxValue = [](int n) { return n; };
  spec.sideError = [](int n) { return n == 2 ? std::string("too small") : std::string(); };
  grid::parse(src, spec, [&](grid::Puzzle& p) { got.push_back(p); },
              [&](const InputError& e) { errors.push_back(e.format()); });
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0].line, 2);
  EXPECT_EQ(got[0].format, grid::Format::Line);
  EXPECT_EQ(got[0].cells[0], 1);
  EXPECT_EQ(got[1].line, 11);
  EXPECT_EQ(got[1].format, grid::Format::Numbers);
  EXPECT_EQ(got[1].cells[15], 4);
  ASSERT_EQ(errors.size(), 3u);
  EXPECT_EQ(errors[0].rfind("t.txt:3:5: wrong length", 0), 0u) << errors[0];
  EXPECT_EQ(errors[1].rfind("t.txt:4:3: bad character", 0), 0u) << errors[1];
  EXPECT_EQ(errors[2].rfind("t.txt:8:5: bad cell '?'", 0), 0u) << errors[2];
}

TEST(Grid, ClashingGivenIsLocated) {
  sudoku::Instance inst = fromLine("1...1..........." , 2, 2);
  std::vector<std::string> names;
  grid::Units u = sudoku::units(inst, &names);
  auto clash = grid::clashingGiven(inst.cells, 4, u, names);
  ASSERT_TRUE(clash.has_value());
  EXPECT_EQ(clash->first, 4);
  EXPECT_NE(clash->second.find("column 1"), std::string::npos) << clash->second;
  EXPECT_FALSE(grid::clashingGiven(fromLine("12..34..........", 2, 2).cells, 4, u, names).has_value());
}

TEST(Grid, LineAndGridPrinting) {
  std::vector<int> cells = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
  EXPECT_EQ(grid::toLine(cells), "1234341221434321");
  EXPECT_EQ(grid::toGrid(cells, 4, grid::Format::Line).substr(0, 8), "1 2 3 4\n");
  EXPECT_EQ(grid::valueChar(10), 'A');
  EXPECT_EQ(grid::valueChar(35), 'Z');
  EXPECT_EQ(grid::charValue('z'), 35);
  EXPECT_EQ(grid::charValue('0'), 0);
  EXPECT_EQ(grid::charValue('!'), -1);
  std::vector<int> big = {1, 10, 100, 16};
  EXPECT_EQ(grid::toGrid(big, 2, grid::Format::Numbers), "  1  10\n100  16\n");
}

TEST(Grid, OpreOrderIsDiagonalThenUpperThenLower) {
  std::vector<int> o = grid::opreOrder(3);
  EXPECT_EQ(o, (std::vector<int>{0, 4, 8, 1, 2, 5, 3, 6, 7}));
}

}  // namespace
}  // namespace deduce
