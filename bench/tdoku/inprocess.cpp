// Side by side in one process: tdoku's solver (TdokuSolverDpllTriadSimd from its static
// library) and the bitboard engine (bits::countSolutions) on the same puzzles, each timed by
// the thread's CPU time over whole passes of the file, alternating, best pass of each kept.
// CPU time and alternation make the ratio hold on a loaded machine, where wall-clock rates
// move by 20%. Built and run by bench/tdoku/inprocess.sh (never by CMake: it links tdoku).
//
// Usage: inprocess FILE LIMIT [ROUNDS] [MAX_PUZZLES]
// Prints puzzles/s of both, tdoku's guesses per puzzle, the ratio bits/tdoku and the engine's
// build (bitboard_kernel.h).
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "puzzles/sudoku/bitboard.h"
#include "puzzles/sudoku/bitboard_kernel.h"

extern "C" size_t TdokuSolverDpllTriadSimd(const char* puzzle, size_t limit, uint32_t configuration, char* solution,
                                           size_t* num_guesses);

namespace {

double threadSeconds() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: inprocess FILE LIMIT [ROUNDS] [MAX_PUZZLES]\n");
    return 2;
  }
  const int limit = std::atoi(argv[2]);
  const int rounds = argc > 3 ? std::atoi(argv[3]) : 3;
  const size_t most = argc > 4 ? static_cast<size_t>(std::atol(argv[4])) : 0;
  std::ifstream in(argv[1]);
  std::vector<std::string> text;  // tdoku's input: 81 characters, '.' for an empty cell
  std::vector<uint8_t> cells;     // ours: 81 values, 0 for an empty cell
  for (std::string line; std::getline(in, line) && (!most || text.size() < most);) {
    if (line.size() < 81) continue;
    std::string t = line.substr(0, 81);
    for (char& c : t) {
      if (c < '1' || c > '9') c = '.';
      cells.push_back(c == '.' ? 0 : static_cast<uint8_t>(c - '0'));
    }
    text.push_back(t);
  }
  const size_t n = text.size();
  if (n == 0) {
    std::fprintf(stderr, "inprocess: no puzzles in %s\n", argv[1]);
    return 2;
  }
  char solution[82];
  uint8_t grid[81];
  size_t tdokuCount = 0, bitsCount = 0, guesses = 0;
  double bestTdoku = 1e300, bestBits = 1e300;
  for (int r = 0; r < rounds; ++r) {
    size_t tc = 0, bc = 0;
    const double t0 = threadSeconds();
    for (size_t i = 0; i < n; ++i) {
      size_t g = 0;
      tc += TdokuSolverDpllTriadSimd(text[i].c_str(), static_cast<size_t>(limit), 0, solution, &g);
      if (r == 0) guesses += g;
    }
    const double t1 = threadSeconds();
    for (size_t i = 0; i < n; ++i)
      bc += static_cast<size_t>(deduce::sudoku::bits::countSolutions(&cells[i * 81], limit, grid));
    const double t2 = threadSeconds();
    bestTdoku = std::min(bestTdoku, t1 - t0);
    bestBits = std::min(bestBits, t2 - t1);
    tdokuCount = tc;
    bitsCount = bc;
  }
  if (tdokuCount != bitsCount) {
    std::fprintf(stderr, "inprocess: solution counts differ: tdoku %zu, bits %zu\n", tdokuCount, bitsCount);
    return 1;
  }
  std::string name = argv[1];
  name = name.substr(name.find_last_of('/') + 1);
  std::printf("%-28s %5d %7zu %10.0f %8.1f %10.0f %6.2f %s\n", name.c_str(), limit, n, n / bestTdoku,
              static_cast<double>(guesses) / n, n / bestBits, bestTdoku / bestBits,
              deduce::sudoku::bits::kernel().name);
  return 0;
}
