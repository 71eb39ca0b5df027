// `deduce bench alldiff`: paper 001's comparison of alldifferent consistency levels (value
// elimination, bounds, domain) on 9x9 Sudoku, over samples of the collections in
// ../shared/data/sudoku: nodes, backtracks, propagations and time, per level and set (and per
// puzzle with --per-puzzle). Every solution goes through the independent checker.
//
// Options: --limit N (puzzles per set, spread evenly over the file; default 40; 0 = all),
// --sets a,b (17clue, hardest, top1465, or file paths; default 17clue,hardest), --levels
// value,bounds,domain-separate,domain (domain: all 27 units in one alldifferentGroup propagator;
// domain-separate: one propagator per unit, the same search), --time-limit S (per puzzle,
// default 10), --strategy Sk (default S1), --per-puzzle. Time per puzzle includes building the model; it is the thread's CPU time, so
// that other processes on a shared machine do not inflate it. search_ms is the median of the
// search alone (the kernel's wall-clock time_ms: root propagation and search, no model
// building), the figure comparable with Gecode's solveTime.
#include <cstdio>
#include <iostream>

#include "app/bench.h"
#include "numbers_common.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce {
namespace {

int runAlldiff(const Options& opt) {
  const size_t limit = static_cast<size_t>(opt.getInt("limit", 40, 0));
  const std::vector<std::string> sets = benchutil::splitComma(opt.get("sets", "17clue,hardest"));
  const std::vector<std::string> levels = benchutil::splitComma(opt.get("levels", "value,bounds,domain-separate,domain"));
  const double seconds = opt.getDouble("time-limit", 10);
  const bool perPuzzle = opt.has("per-puzzle");
  Options o;
  o.set("strategy", opt.get("strategy", "S1"));
  const Strategy base = strategyFrom(o);
  std::vector<cp::Consistency> cons;
  for (const auto& l : levels) {
    cp::Consistency c;
    if (!cp::parseConsistency(l, c)) throw UsageError("option --levels: unknown level '" + l + "'");
    cons.push_back(c);
  }
  std::string dir = benchutil::sharedDataDir();
  if (dir.empty()) std::fprintf(stderr, "deduce bench: ../shared/data not found, using the bundled samples\n");
  std::printf("# strategy %s, first solution, time limit %.1f s per puzzle; means are per puzzle\n",
              base.name().c_str(), seconds);
  std::printf("%-14s %-15s %6s %6s %10s %10s %12s %10s %10s %11s %10s\n", "set", "alldiff", "puzzles", "solved",
              "nodes", "backtr.", "propag.", "median_ms", "mean_ms", "puzzles/s", "search_ms");
  int rc = 0;
  for (const auto& set : sets) {
    const auto puzzles = benchutil::evenSample(benchutil::sudokuPuzzles("alldiff", benchutil::sudokuSetPath(set, dir)), limit);
    if (puzzles.empty()) {
      std::fprintf(stderr, "deduce bench alldiff: no puzzles in set '%s'\n", set.c_str());
      rc = 2;
      continue;
    }
    for (cp::Consistency c : cons) {
      Strategy st = base;
      st.alldiff = c;
      uint64_t nodes = 0, back = 0, props = 0, solved = 0;
      std::vector<double> times, searchTimes;
      double total = 0;
      for (size_t k = 0; k < puzzles.size(); ++k) {
        sudoku::Instance inst;
        inst.cells = puzzles[k].cells;
        grid::SolveOptions so;
        so.strategy = st;
        so.limits.solutions = 1;
        so.limits.timeSeconds = seconds;
        double t0 = benchutil::cpuMs();
        grid::Result r = sudoku::solveCp(inst, so);
        double ms = benchutil::cpuMs() - t0;
        if (r.count) {
          std::string why = sudoku::check(inst, r.first);
          if (!why.empty()) {
            std::fprintf(stderr, "deduce bench alldiff: checker rejected puzzle %zu: %s\n", k + 1, why.c_str());
            return 1;
          }
          ++solved;
        }
        nodes += r.stats.nodes;
        back += r.stats.backtracks;
        props += r.stats.propagations;
        times.push_back(ms);
        searchTimes.push_back(r.stats.timeMs);
        total += ms;
        if (perPuzzle)
          std::printf("  %-12s %-15s #%-5zu %s nodes %llu backtracks %llu propagations %llu %.3f ms\n", set.c_str(),
                      cp::toString(c), k + 1, r.count ? "solved" : "limit", (unsigned long long)r.stats.nodes,
                      (unsigned long long)r.stats.backtracks, (unsigned long long)r.stats.propagations, ms);
      }
      double np = static_cast<double>(times.size());
      std::printf("%-14s %-15s %6zu %6llu %10.1f %10.1f %12.1f %10.3f %10.3f %11.1f %10.3f\n", set.c_str(),
                  cp::toString(c), times.size(), (unsigned long long)solved, nodes / np, back / np, props / np,
                  benchutil::median(times), total / np, total > 0 ? np * 1000.0 / total : 0.0,
                  benchutil::median(searchTimes));
      std::fflush(stdout);
    }
  }
  return rc;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "alldiff",
    "alldifferent value|bounds|domain-separate|domain on Sudoku sets (paper 001)",
    "",
    "Per set and level: puzzles, solved, mean nodes, backtracks and propagations, median and mean\n"
    "CPU ms per puzzle (model building included), puzzles/s, and search_ms, the median of the\n"
    "search alone (comparable with Gecode's solveTime). Every solution goes through the checker.\n",
    {
        {"limit", true, "N: puzzles per set, spread evenly over the file (default 40; 0 = all)", OptionSpec::Kind::Integer},
        {"sets", true, "LIST: of 17clue, hardest, top1465 or file paths (default 17clue,hardest)"},
        {"levels", true,
         "LIST: of value, bounds, domain-separate (one propagator per unit), domain (all 27 units in one "
         "alldifferentGroup) (default all four)"},
        {"time-limit", true, "S: seconds per puzzle (default 10)", OptionSpec::Kind::Number},
        {"strategy", true, "Sk: the enumeration strategy S1..S12 (default S1)"},
        {"per-puzzle", false, "a line per puzzle as well"},
    },
    runAlldiff,
});

}  // namespace

}  // namespace deduce
