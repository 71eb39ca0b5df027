// `deduce bench bitboard FILE...`: puzzles per second of the bitboard Sudoku engine
// (src/puzzles/sudoku/bitboard.h) in-process, on the 9x9 puzzles of the FILEs, read as `deduce
// solve sudoku` reads them (a malformed record is named by file:line:col and skipped). The
// puzzles are parsed once; the timed loop calls bits::countSolutions (first solution written
// out) over the whole file, repeated until --min-seconds have passed, on the wall clock like
// tdoku's run_benchmark (--cpu-time: the thread's CPU time instead). A first pass checks every
// answer: a solution must pass sudoku::check, both entries (countSolutions and solve) must
// agree, and the counts are reported (unique / several / none) with guesses per puzzle and the
// share of puzzles solved without a guess, tdoku's two search-effort columns.
//
// Options: --solutions K (1 = first solution, 2 = uniqueness check; default: both, one line
// each), --min-seconds S (default 3), --limit N (puzzles, spread evenly over the file; 0 = all),
// --cpu-time. bench/tdoku/run.sh runs this beside tdoku's own benchmark program.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "app/bench.h"
#include "numbers_common.h"
#include "puzzles/sudoku/bitboard.h"

namespace deduce {
namespace {

int runBitboard(const Options& opt) {
  std::vector<std::string> files = opt.positional();
  std::vector<int> modes = {1, 2};
  if (opt.has("solutions")) modes = {static_cast<int>(opt.getInt("solutions", 1, 1, 1000000))};
  const double minSeconds = opt.getDouble("min-seconds", 3);
  const size_t limit = static_cast<size_t>(opt.getInt("limit", 0, 0));
  const bool cpuClock = opt.has("cpu-time");
  if (files.empty()) {
    std::string dir = benchutil::sharedDataDir();
    files.push_back(dir.empty() ? "data/sudoku/17clue.txt" : dir + "/sudoku/17clue_royle.txt");
  }
  benchutil::requireReadable(files);
  std::printf("%-40s %9s %7s %9s %9s %9s %9s %9s %12s\n", "file", "solutions", "puzzles", "unique", "several", "none",
              "guesses", "no_guess", "puzzles/s");
  for (const auto& file : files) {
    std::vector<uint8_t> cells;
    for (const auto& p : benchutil::evenSample(benchutil::sudokuPuzzles("bitboard", file), limit))
      for (int v : p.cells) cells.push_back(static_cast<uint8_t>(v));
    const size_t n = cells.size() / 81;
    if (n == 0) {
      std::fprintf(stderr, "deduce bench bitboard: no 9x9 puzzles in %s\n", file.c_str());
      return 2;
    }
    for (int k : modes) {
      uint64_t counts[3] = {0, 0, 0};  // none, unique, several
      uint64_t guesses = 0, noGuess = 0;
      uint8_t sol[81];
      sudoku::bits::Limits lim;
      lim.solutions = static_cast<uint64_t>(k);
      for (size_t p = 0; p < n; ++p) {
        int c = sudoku::bits::countSolutions(&cells[p * 81], k, sol);
        sudoku::bits::Result full = sudoku::bits::solve(&cells[p * 81], lim);
        guesses += full.guesses;
        noGuess += full.guesses == 0;
        if (full.count != static_cast<uint64_t>(c)) {
          std::fprintf(stderr, "deduce bench bitboard: %s puzzle %zu: the two entries disagree\n", file.c_str(), p + 1);
          return 1;
        }
        counts[c == 0 ? 0 : c == 1 ? 1 : 2]++;
        if (c) {
          sudoku::Instance inst;
          inst.cells.assign(&cells[p * 81], &cells[p * 81] + 81);
          std::string why = sudoku::check(inst, std::vector<int>(sol, sol + 81));
          if (!why.empty()) {
            std::fprintf(stderr, "deduce bench bitboard: %s puzzle %zu: %s\n", file.c_str(), p + 1, why.c_str());
            return 1;
          }
        }
      }
      uint64_t solved = 0, sink = 0;
      auto now = [cpuClock] {
        return cpuClock ? benchutil::cpuMs()
                        : std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
      };
      double t0 = now(), ms = 0;
      do {
        for (size_t p = 0; p < n; ++p) sink += static_cast<uint64_t>(sudoku::bits::countSolutions(&cells[p * 81], k, sol));
        solved += n;
        ms = now() - t0;
      } while (ms < minSeconds * 1000);
      std::printf("%-40s %9d %7zu %9llu %9llu %9llu %9.2f %8.1f%% %12.0f\n", file.c_str(), k, n,
                  (unsigned long long)counts[1], (unsigned long long)counts[2], (unsigned long long)counts[0],
                  static_cast<double>(guesses) / n, 100.0 * noGuess / n, solved * 1000.0 / ms);
      std::fflush(stdout);
      if (sink == 0) std::printf("# no solutions at all\n");
    }
  }
  return 0;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "bitboard",
    "bitboard Sudoku engine puzzles/s, first solution and uniqueness",
    "[FILE]...",
    "FILEs of 9x9 puzzles, lines or grids of rows as `deduce solve sudoku` reads them (default\n"
    "../shared/data/sudoku/17clue_royle.txt, else the bundled data/sudoku/17clue.txt); a malformed\n"
    "record is named by file:line:col and skipped. A first pass checks every answer (sudoku::check,\n"
    "and the two entries agree) and counts unique / several / none, guesses per puzzle and the\n"
    "share solved without a guess; the timed loop then repeats the whole file until --min-seconds\n"
    "have passed.\n",
    {
        {"solutions", true, "K: 1 = first solution, 2 = uniqueness check (default: both, a line each)",
         OptionSpec::Kind::Integer},
        {"min-seconds", true, "S: time each file for at least S seconds (default 3)", OptionSpec::Kind::Number},
        {"limit", true, "N: puzzles per file, spread evenly over it (default 0 = all)", OptionSpec::Kind::Integer},
        {"cpu-time", false, "time by the thread's CPU time instead of the wall clock"},
    },
    runBitboard,
});

}  // namespace

}  // namespace deduce
