// `deduce bench zebra`: paper 003's Table 7.5 (the three posting / search-order heuristics on the
// 1962 puzzle) with our propagations, nodes and time beside the paper's Prolog inferences, and
// the scale study: generated 8x8 and 10x10 puzzles, generation time and solve + uniqueness proof.
// Times are in-process means over repeated runs (space construction, propagation and search for
// up to 2 solutions), so they measure the solver, not process start-up or parsing.
#include <chrono>
#include <ctime>
#include <cstdio>
#include <iostream>

#include "app/bench.h"
#include "puzzles/zebra/zebra.h"

namespace deduce {
namespace {

using Clock = std::chrono::steady_clock;

// Mean CPU time of one solve in microseconds. CPU time (std::clock), not wall time, so that the
// figure does not depend on how many other processes share the machine.
double meanMicros(const zebra::Puzzle& p, const zebra::SolveOptions& so, double budgetSeconds) {
  int runs = 0;
  auto t0 = Clock::now();
  std::clock_t c0 = std::clock();
  do {
    zebra::Result r = zebra::solve(p, so);
    if (r.found == 0) std::abort();
    ++runs;
  } while (std::chrono::duration<double>(Clock::now() - t0).count() < budgetSeconds || runs < 3);
  return (std::clock() - c0) * 1e6 / CLOCKS_PER_SEC / runs;
}

int runZebraBench(const Options& opt) {
  const int seeds = static_cast<int>(opt.getInt("seeds", 3, 0, 1000000));
  const double budget = opt.getDouble("budget", 0.2);
  zebra::Puzzle classic = zebra::parseOne(zebra::kEinstein1962, "einstein-1962");
  std::printf("The 1962 puzzle: solve + uniqueness proof (--max-solutions 2), in-process mean CPU time\n");
  std::printf("%-7s %-7s %6s %8s %11s %13s %9s   %s\n", "heur.", "alldiff", "nodes", "backtr.", "failures",
              "propagations", "cpu_us", "paper: Prolog inferences");
  const char* paper[3] = {"21,612 (0.005 s)", "5,174 (0.001 s)", "663 (<0.001 s)"};
  for (cp::Consistency c : {cp::Consistency::Domain, cp::Consistency::Bounds, cp::Consistency::Value}) {
    int k = 0;
    for (zebra::Heuristic h : {zebra::Heuristic::Given, zebra::Heuristic::H12, zebra::Heuristic::H123}) {
      zebra::SolveOptions so;
      so.heuristic = h;
      so.alldiff = c;
      zebra::Result r = zebra::solve(classic, so);
      if (r.found != 1 || zebra::check(classic, r.solutions[0]) != "") {
        std::fprintf(stderr, "deduce bench zebra: wrong answer for the 1962 puzzle\n");
        return 1;
      }
      double us = meanMicros(classic, so, budget);
      std::printf("%-7s %-7s %6llu %8llu %11llu %13llu %9.1f   %s\n", zebra::toString(h), cp::toString(c),
                  (unsigned long long)r.stats.nodes, (unsigned long long)r.stats.backtracks,
                  (unsigned long long)r.stats.failures, (unsigned long long)r.stats.propagations, us,
                  c == cp::Consistency::Domain ? paper[k] : "");
      ++k;
      std::fflush(stdout);
    }
  }
  std::printf("(paper: Gurobi IP 0.050 s)\n\n");

  std::printf("Generated puzzles: generation, then solve + uniqueness proof (heuristics 1+2+3, domain;\n nodes, backtracks, propagations with --var mid; CPU time with --var mid and --var input)\n");
  std::printf("%-6s %5s %6s %10s %6s %8s %13s %12s %12s\n", "size", "seed", "clues", "gen_ms", "nodes", "backtr.",
              "propagations", "cpu_us(mid)", "cpu_us(inp)");
  for (int n : {8, 10}) {
    for (int seed = 1; seed <= seeds; ++seed) {
      auto g0 = Clock::now();
      zebra::Puzzle p = zebra::generate({n, n, static_cast<uint64_t>(seed)});
      double genMs = std::chrono::duration<double, std::milli>(Clock::now() - g0).count();
      zebra::SolveOptions mid;
      mid.var = cp::VarSel::MinDom;
      zebra::Result r = zebra::solve(p, mid);
      if (r.found != 1 || r.status != cp::SearchStatus::Complete || zebra::check(p, r.solutions[0]) != "") {
        std::fprintf(stderr, "deduce bench zebra: generated puzzle %dx%d seed %d is not unique\n", n, n, seed);
        return 1;
      }
      zebra::SolveOptions input;
      double usMid = meanMicros(p, mid, budget / 2);
      double usInput = meanMicros(p, input, budget / 2);
      std::printf("%2dx%-3d %5d %6zu %10.1f %6llu %8llu %13llu %12.1f %12.1f\n", n, n, seed, p.clues.size(), genMs,
                  (unsigned long long)r.stats.nodes, (unsigned long long)r.stats.backtracks,
                  (unsigned long long)r.stats.propagations, usMid, usInput);
      std::fflush(stdout);
    }
  }
  return 0;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "zebra",
    "paper 003 Table 7.5 heuristics on the 1962 puzzle; generated 8x8 and 10x10 puzzles",
    "",
    "Times are in-process means over repeated runs (space construction, propagation and search\n"
    "for up to 2 solutions) within the budget, so they measure the solver, not start-up or parsing.\n",
    {
        {"seeds", true, "K: generated puzzles per size, seeds 1..K (default 3)", OptionSpec::Kind::Integer},
        {"budget", true, "S: seconds of repeated runs per time measured (default 0.2)", OptionSpec::Kind::Number},
    },
    runZebraBench,
});

}  // namespace

}  // namespace deduce
