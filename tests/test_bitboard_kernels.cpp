// The builds of the bitboard engine (bitboard_kernel.h): the scalar build and, on a CPU with
// AVX-512, the AVX-512 build make the same deductions, so they must give the same counts, the
// same first solution, the same second solution and the same number of guesses on every
// puzzle; each solution passes sudoku::check. The other tests run whichever build the entries
// chose; this one runs both.
#include <gtest/gtest.h>

#include <fstream>
#include <random>

#include "puzzles/grid/grid.h"
#include "puzzles/sudoku/bitboard_kernel.h"
#include "puzzles/sudoku/sudoku.h"
#include "sudoku_support.h"

namespace deduce {
namespace {

using sudoku::bits::FullRun;
using sudoku::bits::Kernel;

std::vector<const Kernel*> kernels() {
  std::vector<const Kernel*> ks{&sudoku::bits::baseKernel()};
  if (const Kernel* k = sudoku::bits::avx512Kernel()) ks.push_back(k);
  return ks;
}

std::string checkGrid(const uint8_t g[81]) {
  sudoku::Instance inst;
  inst.cells.assign(81, 0);
  return sudoku::check(inst, std::vector<int>(g, g + 81));
}

struct Answer {
  int count = 0;
  std::vector<uint8_t> first, other;
  uint64_t guesses = 0, fullCount = 0;
};

Answer run(const Kernel& k, const uint8_t cells[81]) {
  Answer a;
  uint8_t sol[81] = {}, other[81] = {};
  a.count = k.count(cells, 2, sol, nullptr, nullptr);
  if (a.count) {
    a.first.assign(sol, sol + 81);
    EXPECT_EQ(checkGrid(sol), "") << k.name;
    if (k.count(cells, 2, nullptr, sol, other) == 2) {
      a.other.assign(other, other + 81);
      EXPECT_EQ(checkGrid(other), "") << k.name;
      EXPECT_NE(a.other, a.first) << k.name;
    }
  }
  FullRun r;
  r.limit = 3;
  k.solveFull(cells, r);
  a.guesses = r.guesses;
  a.fullCount = r.count;
  return a;
}

void expectSame(const uint8_t cells[81], const std::string& what) {
  auto ks = kernels();
  const Answer ref = run(*ks[0], cells);
  for (size_t i = 1; i < ks.size(); ++i) {
    const Answer a = run(*ks[i], cells);
    EXPECT_EQ(a.count, ref.count) << ks[i]->name << ": " << what;
    EXPECT_EQ(a.first, ref.first) << ks[i]->name << ": " << what;
    EXPECT_EQ(a.other, ref.other) << ks[i]->name << ": " << what;
    EXPECT_EQ(a.guesses, ref.guesses) << ks[i]->name << ": " << what;
    EXPECT_EQ(a.fullCount, ref.fullCount) << ks[i]->name << ": " << what;
  }
}

void toCells(const std::string& l, uint8_t cells[81]) {
  for (int i = 0; i < 81; ++i) cells[i] = static_cast<uint8_t>(std::max(0, grid::charValue(l[i])));
}

// Puzzles of every collection, with variants: two clues removed (often several solutions)
// and a clue added that contradicts the unique solution (no solution).
TEST(BitboardKernels, AgreeOnCollections) {
  std::vector<std::string> lines;
  for (const char* f : {"17clue.txt", "hardest.txt"})
    for (const auto& l : test::puzzleLines(std::string(DEDUCE_SOURCE_DIR) + "/data/sudoku/" + f)) lines.push_back(l);
  const std::string dir = test::sharedDataDir() + "/sudoku/";
  for (const char* f : {"17clue_royle.txt", "forum_hardest_1905_11plus.txt", "magictour_top1465.txt", "serg_benchmark.txt"}) {
    auto all = test::puzzleLines(dir + f);
    for (size_t i = 0; i < 300 && !all.empty(); ++i) lines.push_back(all[i * all.size() / 300]);
  }
  std::mt19937_64 rng(5);
  int unsolvable = 0, several = 0;
  for (const auto& l : lines) {
    uint8_t cells[81];
    toCells(l, cells);
    expectSame(cells, l);
    uint8_t sol[81];
    if (sudoku::bits::baseKernel().count(cells, 2, sol, nullptr, nullptr) != 1) continue;
    uint8_t fewer[81];
    std::copy(cells, cells + 81, fewer);
    for (int k = 0, removed = 0; k < 81 && removed < 2; ++k) {
      const int i = static_cast<int>((k + rng() % 81) % 81);
      if (fewer[i]) fewer[i] = 0, ++removed;
    }
    several += sudoku::bits::baseKernel().count(fewer, 2, nullptr, nullptr, nullptr) == 2;
    expectSame(fewer, "fewer clues: " + l);
    uint8_t wrong[81];
    std::copy(cells, cells + 81, wrong);
    for (int i = 0; i < 81; ++i)
      if (!wrong[i]) {
        wrong[i] = static_cast<uint8_t>(sol[i] % 9 + 1);
        break;
      }
    unsolvable += sudoku::bits::baseKernel().count(wrong, 2, nullptr, nullptr, nullptr) == 0;
    expectSame(wrong, "wrong clue: " + l);
  }
  EXPECT_GT(several, 10);
  EXPECT_GT(unsolvable, 10);
}

// Exact counts of sparse grids (all solutions) and the empty grid up to a limit.
TEST(BitboardKernels, AgreeOnCounts) {
  uint8_t empty[81] = {};
  for (const Kernel* k : kernels()) EXPECT_EQ(k->count(empty, 500, nullptr, nullptr, nullptr), 500) << k->name;
  uint8_t full[81];
  ASSERT_EQ(sudoku::bits::baseKernel().count(empty, 1, full, nullptr, nullptr), 1);
  std::mt19937_64 rng(9);
  for (int trial = 0; trial < 20; ++trial) {
    uint8_t cells[81];
    std::copy(full, full + 81, cells);
    std::vector<int> order(81);
    for (int i = 0; i < 81; ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    for (int k = 0; k < 52; ++k) cells[order[k]] = 0;
    const int ref = sudoku::bits::baseKernel().count(cells, 0, nullptr, nullptr, nullptr);
    EXPECT_GE(ref, 1);
    for (const Kernel* k : kernels()) EXPECT_EQ(k->count(cells, 0, nullptr, nullptr, nullptr), ref) << k->name;
  }
}

TEST(BitboardKernels, EntriesUseTheChosenKernel) {
  const Kernel& k = sudoku::bits::kernel();
  const Kernel* avx = sudoku::bits::avx512Kernel();
  const char* want = std::getenv("DEDUCE_BITS_KERNEL");
  if (want && std::string(want) == "base")
    EXPECT_EQ(&k, &sudoku::bits::baseKernel());
  else
    EXPECT_EQ(&k, avx ? avx : &sudoku::bits::baseKernel());
}

}  // namespace
}  // namespace deduce
