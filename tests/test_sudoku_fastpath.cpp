// The per-record tests of the 9x9 fast path against slower definitions written here: the checker
// (sudoku::check, whose first pass judges units by bit unions) against a brute-force validity
// test on mutated solutions, the reader's clash test (sudoku::givensMayClash, sums against unions)
// against grid::clashingGiven, and the line reader (grid::readLineCells) against grid::parse.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "puzzles/grid/grid.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce {
namespace {

// Every cell 1..9, the givens kept, no value twice in a unit: each unit checked as a set.
bool bruteValid(const sudoku::Instance& inst, const std::vector<int>& sol) {
  for (int i = 0; i < 81; ++i) {
    if (sol[i] < 1 || sol[i] > 9) return false;
    if (inst.cells[i] != 0 && inst.cells[i] != sol[i]) return false;
  }
  for (const auto& unit : sudoku::units(inst)) {
    std::set<int> seen;
    for (int cell : unit)
      if (!seen.insert(sol[cell]).second) return false;
  }
  return true;
}

std::vector<int> shiftedGrid() {  // rows shifted by 3 within bands: a valid Sudoku
  std::vector<int> g;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) g.push_back((r * 3 + r / 3 + c) % 9 + 1);
  return g;
}

TEST(SudokuFastPath, CheckerAgreesWithBruteForceOnMutatedSolutions) {
  std::mt19937 rng(7);
  const std::vector<int> good = shiftedGrid();
  int valid = 0, invalid = 0;
  for (int round = 0; round < 4000; ++round) {
    sudoku::Instance inst;
    inst.cells.assign(81, 0);
    inst.diagonal = round % 4 == 3;
    std::vector<int> sol = good;
    // relabel the digits (still valid), then break it in one of several ways, or not
    std::vector<int> perm = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    std::shuffle(perm.begin(), perm.end(), rng);
    for (int& v : sol) v = perm[v - 1];
    const int kind = static_cast<int>(rng() % 7);
    const int a = static_cast<int>(rng() % 81), b = static_cast<int>(rng() % 81);
    if (kind == 1) std::swap(sol[a], sol[b]);
    if (kind == 2) sol[a] = static_cast<int>(rng() % 12) - 1;  // -1..10
    if (kind == 3) inst.cells[a] = static_cast<int>(rng() % 9) + 1;
    if (kind == 4) sol[a] = sol[b];
    if (kind == 5) inst.cells[a] = sol[a];  // a kept given
    const bool want = bruteValid(inst, sol);
    const std::string why = sudoku::check(inst, sol);
    EXPECT_EQ(why.empty(), want) << "round " << round << ": " << why;
    (want ? valid : invalid)++;
  }
  EXPECT_GT(valid, 500);
  EXPECT_GT(invalid, 500);
}

TEST(SudokuFastPath, ClashTestAgreesWithTheNamedClash) {
  std::mt19937 rng(11);
  int clashing = 0, clean = 0;
  for (int round = 0; round < 4000; ++round) {
    sudoku::Instance inst;
    inst.diagonal = round % 3 == 2;
    inst.cells.assign(81, 0);
    const int givens = static_cast<int>(rng() % 30);
    for (int k = 0; k < givens; ++k) inst.cells[rng() % 81] = static_cast<int>(rng() % 9) + 1;
    std::vector<std::string> names;
    const grid::Units u = sudoku::units(inst, &names);
    const bool clash = grid::clashingGiven(inst.cells, 9, u, names).has_value();
    EXPECT_EQ(sudoku::givensMayClash(inst), clash) << "round " << round;
    (clash ? clashing : clean)++;
  }
  EXPECT_GT(clashing, 500);
  EXPECT_GT(clean, 500);
}

TEST(SudokuFastPath, LineReaderReadsWhatTheParserReads) {
  std::mt19937 rng(5);
  const std::string alphabet = "..........0123456789 \t#xA";
  grid::Spec spec;
  spec.maxValue = [](int n) { return n; };
  int records = 0;
  for (int round = 0; round < 3000; ++round) {
    std::string line;
    const int lead = static_cast<int>(rng() % 3);
    line.append(static_cast<size_t>(lead), round % 2 ? ' ' : '\t');
    for (int i = 0; i < 81; ++i) line += "123456789.0"[rng() % 11];
    if (round % 3 == 0) line[rng() % line.size()] = alphabet[rng() % alphabet.size()];
    if (round % 5 == 0) line += round % 10 ? "  # note" : "7";
    if (round % 7 == 0) line = round % 14 ? "  # a comment" : " \t ";
    std::vector<int> cells;
    char empty = '?';
    const app::LineKind kind = grid::readLineCells(line, 9, 9, cells, empty);
    std::vector<grid::Puzzle> got;
    int errors = 0;
    grid::parse(Source{"t", line + "\n"}, spec, [&](grid::Puzzle& p) { got.push_back(p); },
                [&](const InputError&) { ++errors; });
    if (kind == app::LineKind::Record) {
      ++records;
      ASSERT_EQ(got.size(), 1u) << line;
      EXPECT_EQ(errors, 0) << line;
      EXPECT_EQ(got[0].n, 9);
      EXPECT_EQ(got[0].cells, cells) << line;
      EXPECT_EQ(got[0].empty, empty) << line;
    } else if (kind == app::LineKind::Nothing) {
      EXPECT_TRUE(got.empty() && errors == 0) << line;
    }
  }
  EXPECT_GT(records, 1000);
}

}  // namespace
}  // namespace deduce
