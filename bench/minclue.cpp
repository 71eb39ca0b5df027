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
// Times are the CPU time of the grid's search (the machine may be shared; --jobs N runs N grids
// at once, each on --threads T threads: N x T in all): the CPU clock of the thread that ran it
// plus its other workers' (Result::helperCpuMs), with the wall clock beside it; the summary
// gives the median and maximum CPU time.
#include <time.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <thread>

#include "app/bench.h"
#include "numbers_common.h"
#include "puzzles/grid/grid.h"
#include "puzzles/sudoku/bitboard.h"
#include "puzzles/sudoku/minclue.h"
#include "util/input.h"

namespace deduce {
namespace {

struct Grid {
  std::vector<uint8_t> cells, puzzle;  // the grid, and the file's puzzle (empty for random grids)
};

// The calling thread's CPU time in milliseconds.
double threadCpuMs() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int runMinclue(const Options& opt) {
  const std::vector<std::string> files = opt.positional();
  const size_t count = static_cast<size_t>(opt.getInt("grids", files.empty() ? 50 : 100, 1, 1000000));
  const uint64_t seed = static_cast<uint64_t>(opt.getInt("seed", 1, 0));
  const double seconds = opt.getDouble("time-limit", 60);
  const bool below = opt.has("below");
  const int fixedClues = static_cast<int>(opt.getInt("fixed", 0, 0, 81));
  const std::string method = opt.get("method", "hits");
  const int jobs = static_cast<int>(opt.getInt("jobs", 1, 1, 256));
  const int threads = static_cast<int>(opt.getInt("threads", 1, 0, 1024));
  if (jobs > 1 && method == "mip") throw UsageError("--jobs runs the hitting-set search only (--method hits)");
  if (threads != 1 && method == "mip") throw UsageError("--threads runs the hitting-set search only (--method hits)");
  if ((below || fixedClues) && files.empty()) throw UsageError("--below and --fixed take the puzzles of a FILE");
  std::vector<Grid> grids;
  // The FILEs' 9x9 puzzles as `deduce solve sudoku` reads them (benchutil::sudokuPuzzles); a
  // malformed record, or a puzzle without exactly one solution, is named (file:line:col) and
  // skipped.
  for (const auto& file : files)
    for (const grid::Puzzle& p : benchutil::sudokuPuzzles("minclue", file)) {
      if (grids.size() >= count) break;
      Grid g{std::vector<uint8_t>(81), std::vector<uint8_t>(p.cells.begin(), p.cells.end())};
      const int n = sudoku::bits::countSolutions(g.puzzle.data(), 2, g.cells.data());
      if (n == 1) grids.push_back(std::move(g));
      else
        std::fprintf(stderr, "deduce bench minclue: %s:%d:1: skipped: %s\n", p.file.c_str(), p.line,
                     n ? "several solutions" : "no solution");
    }
  if (!files.empty() && grids.empty())
    throw InputError(files[0], 0, 0, "no 9x9 puzzle with one solution in the FILEs");
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
  // Each grid on one of `jobs` threads (grids taken in turn from a shared counter); its CPU
  // time is its thread's CPU clock. The lines come out in grid order as they complete.
  struct Done {
    bool ready = false;
    sudoku::minclue::Result r;
    double cpu = 0;
  };
  std::vector<Done> done(grids.size());
  std::vector<double> times;
  int proven = 0;
  std::string error;
  size_t printed = 0;
  std::atomic<size_t> next{0};
  std::mutex mu;
  auto work = [&] {
    for (size_t k = next++; k < grids.size(); k = next++) {
      sudoku::minclue::Options o;
      o.seconds = seconds;
      o.threads = threads;
      o.method = method == "mip" ? sudoku::minclue::Method::Mip : sudoku::minclue::Method::Hits;
      if (below) o.start = grids[k].puzzle;
      if (fixedClues) {
        o.fixed.assign(81, 0);
        for (int i = 0, n = 0; i < 81 && n < fixedClues; ++i)
          if (grids[k].puzzle[i]) o.fixed[i] = grids[k].puzzle[i], ++n;
      }
      const double cpu0 = threadCpuMs();
      sudoku::minclue::Result r = sudoku::minclue::minclue(grids[k].cells.data(), o);
      const double cpu = threadCpuMs() - cpu0 + r.helperCpuMs;
      std::lock_guard<std::mutex> lock(mu);
      if (!r.error.empty() && error.empty()) error = "grid " + std::to_string(k + 1) + ": " + r.error;
      done[k] = {true, std::move(r), cpu};
      for (; printed < done.size() && done[printed].ready && error.empty(); ++printed) {
        const Done& d = done[printed];
        proven += d.r.proven;
        times.push_back(d.cpu);
        std::printf("%-4zu %-81s %5d %5d %6s %8llu %8llu %12llu %9.0f %9.0f\n", printed + 1, d.r.puzzle.c_str(),
                    d.r.clues, d.r.lowerBound, d.r.proven ? "yes" : "no", (unsigned long long)d.r.unavoidableSets,
                    (unsigned long long)d.r.hittingSetsChecked, (unsigned long long)d.r.nodes, d.cpu, d.r.timeMs);
        std::fflush(stdout);
      }
      if (!error.empty()) next = grids.size();
    }
  };
  std::vector<std::thread> pool;
  for (int j = 1; j < jobs; ++j) pool.emplace_back(work);
  work();
  for (auto& th : pool) th.join();
  if (!error.empty()) {
    std::fprintf(stderr, "deduce bench minclue: %s\n", error.c_str());
    return 1;
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
    "FILEs: the solutions of their first --grids 9x9 puzzles, read as `deduce solve sudoku` reads\n"
    "them (a record that is malformed, of another size, or not a puzzle with one solution is\n"
    "named on stderr as FILE:LINE:COL and skipped). One line per grid\n"
    "(the best puzzle, its clues, the lower bound, whether proven, unavoidable sets, uniqueness\n"
    "checks, search nodes, CPU and wall time), then the median and maximum CPU time. Examples:\n"
    "  deduce bench minclue --grids 50 --time-limit 600\n"
    "  deduce bench minclue --below --grids 100 --jobs 2 ../shared/data/sudoku/17clue_royle.txt\n"
    "  deduce bench minclue --fixed 6 --grids 3 data/sudoku/17clue.txt\n",
    {
        {"grids", true, "N: grids to run (default 50 random, or the first 100 of the FILEs)", OptionSpec::Kind::Integer},
        {"seed", true, "N: the first random grid's seed (default 1)", OptionSpec::Kind::Integer},
        {"time-limit", true, "S: seconds per grid (default 60; 0 = none)", OptionSpec::Kind::Number},
        {"method", true, "hits|mip: the hitting-set search (default) or the IP with lazy rows", OptionSpec::Kind::Text,
         {"hits", "mip"}},
        {"below", false, "start from the FILE's puzzle: prove that none has fewer clues"},
        {"fixed", true, "F: fix the first F clues of each FILE puzzle", OptionSpec::Kind::Integer},
        {"jobs", true, "N: grids searched at once, one thread each (default 1; hits only)", OptionSpec::Kind::Integer},
        {"threads", true, "T: threads per grid's search (0 = every core; default 1; hits only; times --jobs in all)",
         OptionSpec::Kind::Integer},
    },
    runMinclue,
});

}  // namespace
}  // namespace deduce
