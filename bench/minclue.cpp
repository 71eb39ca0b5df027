// `deduce bench minclue`: the minimum-clue search (src/puzzles/sudoku/minclue.h) on a set of
// grids, one line per grid and a summary, the tables of docs/results/minclue.md.
//
// Grids: minclue::randomGrid(seed), seed + 1, ... (--grids N, default 50; --seed, default 1),
// or with FILE arguments the solutions of the first --grids puzzles in them. With --below the
// file's puzzle is the starting upper bound, so the run is the proof that no puzzle with fewer
// clues exists (on the 17-clue collection: the "no 16" proof per grid). --fixed F fixes the
// file puzzle's first F clues (row-major): the minimum among the puzzles holding them.
// --method hits|mip picks the hitting-set search or the IP with lazily added rows.
//
// Times are the process's CPU time per grid (the machine may be shared; the search is one
// thread), with the wall clock beside it; the summary gives the median and maximum CPU time.
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "app/bench.h"
#include "numbers_common.h"
#include "puzzles/sudoku/bitboard.h"
#include "puzzles/sudoku/minclue.h"

namespace deduce {
namespace {

struct Grid {
  std::vector<uint8_t> cells, puzzle;  // the grid, and the file's puzzle (empty for random grids)
};

int runMinclue(const Options& opt) {
  const std::vector<std::string> files = opt.positional();
  const size_t count = static_cast<size_t>(opt.getInt("grids", files.empty() ? 50 : 100, 1, 1000000));
  const uint64_t seed = static_cast<uint64_t>(opt.getInt("seed", 1, 0));
  const double seconds = opt.getDouble("time-limit", 60);
  const bool below = opt.has("below");
  const int fixedClues = static_cast<int>(opt.getInt("fixed", 0, 0, 81));
  const std::string method = opt.get("method", "hits");
  if ((below || fixedClues) && files.empty()) throw UsageError("--below and --fixed take the puzzles of a FILE");
  std::vector<Grid> grids;
  for (const auto& file : files)
    for (const auto& l : grid::readPuzzleLines(file)) {
      if (grids.size() >= count || l.size() < 81) break;
      Grid g{std::vector<uint8_t>(81), std::vector<uint8_t>(81)};
      for (int i = 0; i < 81; ++i) g.puzzle[i] = static_cast<uint8_t>(std::max(0, grid::charValue(l[i])));
      if (sudoku::bits::countSolutions(g.puzzle.data(), 2, g.cells.data()) == 1) grids.push_back(g);
    }
  for (uint64_t k = 0; files.empty() && grids.size() < count; ++k) {
    Grid g{std::vector<uint8_t>(81), {}};
    sudoku::minclue::randomGrid(seed + k, g.cells.data());
    grids.push_back(g);
  }
  std::printf("# minimum-clue search (%s), time limit %.0f s per grid%s%s\n", method.c_str(), seconds,
              below ? ", the file's puzzle as the upper bound" : "",
              fixedClues ? (", the first " + std::to_string(fixedClues) + " clues fixed").c_str() : "");
  std::printf("%-4s %-81s %5s %5s %6s %8s %8s %12s %9s %9s\n", "grid", "puzzle", "clues", "lower", "proven", "sets",
              "checked", "nodes", "cpu_ms", "wall_ms");
  std::vector<double> times;
  int proven = 0;
  for (size_t k = 0; k < grids.size(); ++k) {
    sudoku::minclue::Options o;
    o.seconds = seconds;
    o.method = method == "mip" ? sudoku::minclue::Method::Mip : sudoku::minclue::Method::Hits;
    if (below) o.start = grids[k].puzzle;
    if (fixedClues) {
      o.fixed.assign(81, 0);
      for (int i = 0, n = 0; i < 81 && n < fixedClues; ++i)
        if (grids[k].puzzle[i]) o.fixed[i] = grids[k].puzzle[i], ++n;
    }
    const double cpu0 = benchutil::cpuMs();
    sudoku::minclue::Result r = sudoku::minclue::minclue(grids[k].cells.data(), o);
    const double cpu = benchutil::cpuMs() - cpu0;
    if (!r.error.empty()) {
      std::fprintf(stderr, "deduce bench minclue: grid %zu: %s\n", k + 1, r.error.c_str());
      return 1;
    }
    proven += r.proven;
    times.push_back(cpu);
    std::printf("%-4zu %-81s %5d %5d %6s %8llu %8llu %12llu %9.0f %9.0f\n", k + 1, r.puzzle.c_str(), r.clues,
                r.lowerBound, r.proven ? "yes" : "no", (unsigned long long)r.unavoidableSets,
                (unsigned long long)r.hittingSetsChecked, (unsigned long long)r.nodes, cpu, r.timeMs);
    std::fflush(stdout);
  }
  std::printf("# %d of %zu proven; CPU time per grid: median %.0f ms, max %.0f ms\n", proven, grids.size(),
              benchutil::median(times), times.empty() ? 0.0 : *std::max_element(times.begin(), times.end()));
  return 0;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "minclue",
    "the minimum-clue search on random grids or the grids of a puzzle file, with proof",
    "[FILE]...",
    "Without FILE: --grids random grids from minclue::randomGrid(--seed), --seed + 1, ... With\n"
    "FILEs: the solutions of their first --grids puzzles (81-character lines). One line per grid\n"
    "(the best puzzle, its clues, the lower bound, whether proven, unavoidable sets, uniqueness\n"
    "checks, search nodes, CPU and wall time), then the median and maximum CPU time. Examples:\n"
    "  deduce bench minclue --grids 50 --time-limit 600\n"
    "  deduce bench minclue --below --grids 100 ../shared/data/sudoku/17clue_royle.txt\n"
    "  deduce bench minclue --fixed 6 --grids 3 data/sudoku/17clue.txt\n",
    {
        {"grids", true, "N: grids to run (default 50 random, or the first 100 of the FILEs)", OptionSpec::Kind::Integer},
        {"seed", true, "N: the first random grid's seed (default 1)", OptionSpec::Kind::Integer},
        {"time-limit", true, "S: seconds per grid (default 60; 0 = none)", OptionSpec::Kind::Number},
        {"method", true, "hits|mip: the hitting-set search (default) or the IP with lazy rows", OptionSpec::Kind::Text,
         {"hits", "mip"}},
        {"below", false, "start from the FILE's puzzle: prove that none has fewer clues"},
        {"fixed", true, "F: fix the first F clues of each FILE puzzle", OptionSpec::Kind::Integer},
    },
    runMinclue,
});

}  // namespace
}  // namespace deduce
