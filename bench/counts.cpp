// `deduce bench counts`: exhaustive searches on one thread and on every core, side by side in one
// run, with the speed-up (docs/results/counts.md).
//
//   deduce bench counts                              queens15 langford14 pentomino enigma9, 1 vs all cores
//   deduce bench counts --threads 4 --problems queens13,langford12
//   deduce bench counts --per-worker 100             subproblems per worker (default 30)
//   deduce bench counts --problems langford15,queens16 --no-single    the big counts, parallel only
//   deduce bench counts --grids [--shapes 2x2,2x3,3x3]   completed Sudoku grids (puzzles/sudoku/gridcount.h)
//   deduce bench counts --hw-baseline                 also N one-thread searches at once (hw_ovh)
//   deduce bench counts --repeat 5                    medians of 5 rounds, and the best of 5 (a noisy machine)
//
// Each problem is run with one thread (exactly the sequential engine) and then with N threads;
// the answers must agree with each other and with the known value (exit status 1 otherwise).
// Wall-clock and process CPU time are both printed: on a shared machine the wall-clock speed-up
// (speedup) is bounded by the cores the other processes leave, so the load average at the start
// is printed too. cpu_spdp is the speed-up on idle cores: one thread's CPU time over the parallel
// run's critical path (the split's CPU time plus the busiest worker's), i.e. load balance and
// overhead without the other processes; cpu_ovh is the parallel run's total CPU time over one
// thread's (the split and the replayed paths).
//
// cpu_ovh mixes what the parallel code adds with what the hardware costs when every core is
// busy (shared caches and memory bandwidth, a lower clock). --hw-baseline separates them: it
// also runs N copies of the one-thread search at once, each on the whole tree (no split, no
// shared state: the same work as N processes), and prints hw_ovh, their CPU time over N times
// one thread's, and sw_ovh = cpu_ovh / hw_ovh, the part of the overhead that is the parallel
// search's own.
//
// With --repeat K the columns are medians over the K rounds, and best_spd is the fastest
// one-thread run over the fastest N-thread run: on a shared or virtual machine the other
// tenants only ever add time, so the fastest of K runs is the usual estimate of the undisturbed
// time (both sides get the same treatment). The goal line reports both.
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "app/bench.h"
#include "cp/parallel.h"
#include "exactcover/dlx_parallel.h"
#include "puzzles/enigma1225/enigma1225.h"
#include "puzzles/langford/langford.h"
#include "puzzles/magic/magic.h"
#include "puzzles/pentomino/pentomino.h"
#include "puzzles/queens/queens.h"
#include "puzzles/sudoku/gridcount.h"

namespace deduce {
namespace {

struct Outcome {
  int64_t answer = -1;     // count, or optimum
  bool complete = false;
  uint64_t nodes = 0;
  uint64_t subproblems = 0;
  int depth = 0;
  double criticalCpu = 0;  // s: the split and the busiest worker (0 with one thread)
  double splitCpu = 0;     // s
};

double criticalPath(double splitMs, const std::vector<double>& workerMs) {
  double m = 0;
  for (double w : workerMs) m = std::max(m, w);
  return (splitMs + m) / 1000.0;
}

struct Problem {
  std::string name;
  std::string what;      // the equivalent command
  int64_t expected;      // the known answer
  std::function<Outcome(int threads, int perWorker)> run;
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double fastest(const std::vector<double>& v) { return v.empty() ? 0 : *std::min_element(v.begin(), v.end()); }

double cpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

Outcome fromCp(const cp::ParallelResult& r, bool optimise) {
  Outcome o;
  o.answer = optimise ? (r.hasBound ? r.best : -1) : static_cast<int64_t>(r.stats.solutions);
  o.complete = r.status == cp::SearchStatus::Complete;
  o.nodes = r.stats.nodes;
  o.subproblems = r.subproblems;
  o.depth = r.depth;
  o.criticalCpu = criticalPath(r.splitCpuMs, r.workerCpuMs);
  o.splitCpu = r.splitCpuMs / 1000.0;
  return o;
}

Outcome fromDlx(const exactcover::DlxParallelResult& r) {
  Outcome o;
  o.answer = static_cast<int64_t>(r.stats.solutions);
  o.complete = r.status == cp::SearchStatus::Complete;
  o.nodes = r.stats.nodes;
  o.subproblems = r.subproblems;
  o.depth = r.depth;
  o.criticalCpu = criticalPath(r.splitCpuMs, r.workerCpuMs);
  o.splitCpu = r.splitCpuMs / 1000.0;
  return o;
}

cp::ParallelOptions cpOptions(int threads, int perWorker) {
  cp::ParallelOptions o;
  o.threads = threads;
  o.subproblemsPerWorker = perWorker;
  return o;
}

// the genre's default model: domain-consistent alldifferent, smallest domain, smallest value
Problem queensCount(int n, int64_t expected) {
  return {"queens" + std::to_string(n), "deduce count queens --n " + std::to_string(n), expected,
          [n](int threads, int perWorker) {
            return fromCp(cp::parallelSearch(queens::factory(n, cp::Consistency::Domain, cp::VarSel::MinDom, cp::ValSel::Min),
                                             cpOptions(threads, perWorker)),
                          false);
          }};
}

Problem dlxCount(const std::string& name, const std::string& what, int64_t expected,
                 std::function<exactcover::Problem()> build) {
  auto problem = std::make_shared<exactcover::Problem>(build());
  return {name, what, expected, [problem](int threads, int perWorker) {
            exactcover::DlxParallelOptions o;
            o.threads = threads;
            o.subproblemsPerWorker = perWorker;
            return fromDlx(exactcover::parallelRun(*problem, o));
          }};
}

Problem langfordCount(int n, int64_t expected) {
  return dlxCount("langford" + std::to_string(n), "deduce count langford --n " + std::to_string(n), expected,
                  [n] { return langford::build(n, true).problem; });
}

Problem enigmaBasic(int n, int64_t expected) {
  return {"enigma" + std::to_string(n), "deduce solve enigma1225 --model basic --n " + std::to_string(n), expected,
          [n](int threads, int perWorker) {
            return fromCp(cp::parallelSearch(enigma1225::basicFactory(n), cpOptions(threads, perWorker)), true);
          }};
}

// magic squares with the genre's default model: bounds-consistent alldifferent, smallest domain
Problem magicCount(int n, int64_t expected) {
  return {"magic" + std::to_string(n), "deduce count magic --n " + std::to_string(n), expected,
          [n](int threads, int perWorker) {
            const cp::ModelFactory factory = [n] {
              cp::WorkerModel m;
              m.space = std::make_unique<cp::Space>();
              const cp::VarIds x = magic::build(*m.space, n, cp::Consistency::Bounds);
              m.brancher = std::make_unique<cp::PhaseBrancher>(
                  *m.space, std::vector<cp::Phase>{{x, cp::VarSel::MinDom, cp::ValSel::Min}}, 1);
              return m;
            };
            return fromCp(cp::parallelSearch(factory, cpOptions(threads, perWorker)), false);
          }};
}

// The problems by name, built on demand (a pentomino matrix takes a moment).
std::function<Problem()> problemByName(const std::string& name) {
  static const std::map<int, int64_t> queens = {{8, 92},          {10, 724},        {12, 14200},      {13, 73712},
                                                {14, 365596},     {15, 2279184},    {16, 14772512},   {17, 95815104}};
  // one of each solution and its reversal
  static const std::map<int, int64_t> langford = {{7, 26},         {8, 150},          {11, 17792},       {12, 108144},
                                                  {13, 0},         {14, 0},           {15, 39809640},    {16, 326721800}};
  static const std::map<int, int64_t> enigma = {{6, 180}, {7, 275}, {8, 544}, {9, 753}, {10, 1300}};
  auto num = [&](const std::string& prefix) -> int {
    if (name.rfind(prefix, 0) != 0 || name.size() == prefix.size()) return -1;
    try {
      return std::stoi(name.substr(prefix.size()));
    } catch (const std::exception&) {
      return -1;
    }
  };
  if (name == "pentomino")
    return [] {
      return dlxCount("pentomino", "deduce count pentomino", 9356, [] { return pentomino::build(6, 10, false).problem; });
    };
  if (int n = num("queens"); queens.count(n)) return [n] { return queensCount(n, queens.at(n)); };
  if (int n = num("langford"); langford.count(n)) return [n] { return langfordCount(n, langford.at(n)); };
  if (int n = num("enigma"); enigma.count(n)) return [n] { return enigmaBasic(n, enigma.at(n)); };
  if (name == "magic3") return [] { return magicCount(3, 8); };
  if (name == "magic4") return [] { return magicCount(4, 7040); };
  return {};
}

// --grids: the completed Sudoku grids of each shape by band-1 classes (puzzles/sudoku/gridcount.h),
// checked against the known counts.
int runGridCounts(const Options& opt, int threads) {
  std::vector<std::pair<int, int>> shapes;
  std::stringstream ss(opt.get("shapes", "2x2,2x3,3x2,3x3"));
  for (std::string s; std::getline(ss, s, ',');) {
    int r = 0, c = 0;
    char x = 0;
    std::stringstream one(s);
    if (!(one >> r >> x >> c) || x != 'x' || !one.eof() || r < 2 || c < 2 || r * c > 9)
      throw UsageError("option --shapes: '" + s + "' is not RxC with R, C >= 2 and R*C <= 9");
    shapes.push_back({r, c});
  }
  const double limit = opt.getDouble("time-limit", 0);
  std::printf("%-5s %33s %-5s %7s %7s %10s %7s %8s %8s\n", "box", "grids", "known", "tensors", "classes", "lower_sigs",
              "threads", "wall_s", "cpu_s");
  int rc = 0;
  for (auto [r, c] : shapes) {
    const double c0 = cpuSeconds();
    const sudoku::GridCountResult g = sudoku::countGrids(r, c, threads, limit);
    const sudoku::Count128 known = sudoku::knownGridCount(r, c);
    const char* verdict = !g.complete ? "limit" : known == 0 ? "?" : g.grids == known ? "yes" : "NO";
    if (g.complete && known && g.grids != known) rc = 1;
    if (!g.complete) rc = 3;
    std::printf("%dx%-3d %33s %-5s %7llu %7llu %10llu %7d %8.2f %8.2f\n", r, c, sudoku::toDecimal(g.grids, true).c_str(),
                verdict, (unsigned long long)g.tensors, (unsigned long long)g.classes,
                (unsigned long long)g.lowerBands, g.threads, g.seconds, cpuSeconds() - c0);
    std::fflush(stdout);
  }
  return rc;
}

// The speed-up goal for two threads, wall clock, side by side (docs/results/counts.md).
constexpr double kGoal = 1.85;

int runCountsBench(const Options& opt) {
  if (opt.has("grids")) return runGridCounts(opt, static_cast<int>(opt.getInt("threads", 0, 0, 4096)));
  if (opt.has("shapes")) throw UsageError("--shapes goes with --grids");
  int threads = static_cast<int>(opt.getInt("threads", 0, 0, 4096));
  const int perWorker = static_cast<int>(opt.getInt("per-worker", 30, 1, 1000000));
  const bool single = !opt.has("no-single");
  const bool hw = opt.has("hw-baseline");
  const int repeat = static_cast<int>(opt.getInt("repeat", 1, 1, 1000));
  if (hw && !single) throw UsageError("--hw-baseline compares with the one-thread run: not with --no-single");
  std::vector<std::string> names = {"queens15", "langford14", "pentomino", "enigma9"};
  if (opt.has("problems")) {
    names.clear();
    std::stringstream ss(opt.get("problems"));
    for (std::string s; std::getline(ss, s, ',');) names.push_back(s);
  }
  for (const auto& n : names)
    if (!problemByName(n))
      throw UsageError("option --problems: unknown problem '" + n +
                       "' (queensN, langfordN, enigmaN with the known answers, magic3, magic4, pentomino)");
  threads = cp::resolveThreads(threads);
  std::string load;
  std::getline(std::ifstream("/proc/loadavg"), load);
  std::printf("threads %d, %d subproblems per worker, %d round%s, load average at start: %s\n", threads, perWorker,
              repeat, repeat == 1 ? "" : "s (medians; best_spd from the fastest runs)", load.c_str());
  const bool best = repeat > 1 && single;
  std::printf("%-11s %12s %9s %9s %9s %9s %8s %s%8s %8s %s%7s %5s %7s  %s\n", "problem", "answer", "1t_wall_s",
              "1t_cpu_s", "Nt_wall_s", "Nt_cpu_s", "speedup", best ? "best_spd " : "", "cpu_spdp", "cpu_ovh",
              hw ? "  hw_ovh   sw_ovh " : "", "subpr", "depth", "split_s", "command");
  int rc = 0;
  // the goal, side by side: the lowest wall-clock and critical-path speed-ups of the run
  double lowWall = 1e300, lowCpu = 1e300, lowBest = 1e300;
  std::string lowWallName, lowCpuName, lowBestName;
  for (const auto& name : names) {
    const Problem p = problemByName(name)();
    auto timed = [&](int t, double& wall, double& cpu) {
      const double c0 = cpuSeconds();
      const auto w0 = std::chrono::steady_clock::now();
      Outcome o = p.run(t, perWorker);
      wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - w0).count();
      cpu = cpuSeconds() - c0;
      if (!o.complete || o.answer != p.expected) {
        std::fprintf(stderr, "%s with %d threads: %lld%s, expected %lld\n", name.c_str(), t, (long long)o.answer,
                     o.complete ? "" : " (incomplete)", (long long)p.expected);
        rc = 1;
      }
      return o;
    };
    // One round: the one-thread run, the N copies (--hw-baseline), the N-thread run. With
    // --repeat K every column is the median over K rounds (a ratio: the median of the rounds'
    // ratios, each from runs made one after the other).
    std::vector<double> W1, C1, WN, CN, speedup, spdp, ovh, hwOvh, swOvh;
    Outcome on;
    for (int round = 0; round < repeat; ++round) {
      double w1 = 0, c1 = 0, wn = 0, cn = 0, hwo = 0;
      if (single) timed(1, w1, c1);
      if (hw) {  // N one-thread searches at once: the hardware's share of the overhead
        const double c0 = cpuSeconds();
        std::vector<std::thread> copies;
        std::vector<Outcome> got(threads);
        for (int t = 0; t < threads; ++t) copies.emplace_back([&, t] { got[t] = p.run(1, perWorker); });
        for (auto& t : copies) t.join();
        hwo = (cpuSeconds() - c0) / (threads * c1);
        for (const Outcome& o : got)
          if (!o.complete || o.answer != p.expected) {
            std::fprintf(stderr, "%s, one of %d one-thread copies: %lld%s, expected %lld\n", name.c_str(), threads,
                         (long long)o.answer, o.complete ? "" : " (incomplete)", (long long)p.expected);
            rc = 1;
          }
      }
      on = timed(threads, wn, cn);
      W1.push_back(w1), C1.push_back(c1), WN.push_back(wn), CN.push_back(cn);
      speedup.push_back(w1 / wn), spdp.push_back(c1 / on.criticalCpu), ovh.push_back(cn / c1);
      hwOvh.push_back(hwo), swOvh.push_back(cn / c1 / hwo);
    }
    const double w1 = median(W1), c1 = median(C1), wn = median(WN), cn = median(CN);
    char hwCols[64] = "";
    if (hw) std::snprintf(hwCols, sizeof hwCols, "%7.2fx %7.2fx ", median(hwOvh), median(swOvh));
    const double bestSpeedup = fastest(W1) / fastest(WN);
    char bestCol[16] = "";
    if (best) std::snprintf(bestCol, sizeof bestCol, "%7.2fx ", bestSpeedup);
    if (best && bestSpeedup < lowBest) lowBest = bestSpeedup, lowBestName = name;
    if (single && median(speedup) < lowWall) lowWall = median(speedup), lowWallName = name;
    if (single && median(spdp) < lowCpu) lowCpu = median(spdp), lowCpuName = name;
    if (single)
      std::printf("%-11s %12lld %9.2f %9.2f %9.2f %9.2f %7.2fx %s%7.2fx %7.2fx %s%7llu %5d %7.2f  %s\n", name.c_str(),
                  (long long)on.answer, w1, c1, wn, cn, median(speedup), bestCol, median(spdp), median(ovh), hwCols,
                  (unsigned long long)on.subproblems, on.depth, on.splitCpu, p.what.c_str());
    else
      std::printf("%-11s %12lld %9s %9s %9.2f %9.2f %8s %8s %8s %7llu %5d %7.2f  %s\n", name.c_str(),
                  (long long)on.answer, "-", "-", wn, cn, "-", "-", "-", (unsigned long long)on.subproblems, on.depth,
                  on.splitCpu, p.what.c_str());
    std::fflush(stdout);
  }
  if (single && !names.empty()) {
    std::printf("goal %.2fx on %d threads: wall clock %s (lowest %.2fx, %s); on idle cores %s (lowest %.2fx, %s)\n",
                kGoal, threads, lowWall >= kGoal ? "met" : "not met", lowWall, lowWallName.c_str(),
                lowCpu >= kGoal ? "met" : "not met", lowCpu, lowCpuName.c_str());
    if (best)
      std::printf("goal %.2fx, the fastest of %d runs each: %s (lowest %.2fx, %s)\n", kGoal, repeat,
                  lowBest >= kGoal ? "met" : "not met", lowBest, lowBestName.c_str());
    std::string load2;
    std::getline(std::ifstream("/proc/loadavg"), load2);
    std::printf("load average at the end: %s\n", load2.c_str());
  }
  return rc;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "counts",
    "exhaustive counts and optima on 1 thread and on every core, with the speed-up",
    "",
    "Each problem runs on one thread (the sequential engine), then on N threads; the answers must\n"
    "agree with each other and with the known value (exit status 1 otherwise). speedup: wall-clock;\n"
    "cpu_spdp: one thread's CPU time over the parallel run's critical path; cpu_ovh: the parallel\n"
    "run's CPU time over one thread's. Problems: queensN, langfordN, enigmaN (those with known\n"
    "answers), magic3, magic4, pentomino. After the table a line says whether the 1.85x goal is met, by the wall clock "
    "and\n"
    "on idle cores (the critical path), with the load average at the end.\n"
    "--hw-baseline: between the two runs, N one-thread searches of the whole problem at once (what N\n"
    "processes would do); hw_ovh: their CPU time over N times one thread's, the cost of busy cores\n"
    "alone; sw_ovh = cpu_ovh / hw_ovh, what the parallel search itself adds.\n"
    "--repeat K: K rounds of the runs one after the other; every column is the median over the rounds,\n"
    "and best_spd is the fastest one-thread run over the fastest N-thread run (other tenants of a\n"
    "shared machine only add time, so the fastest of K is the undisturbed estimate).\n"
    "--grids: the completed Sudoku grids of each box shape by band-1 classes, against the known\n"
    "counts (9x9: 6,670,903,752,021,072,936,960).\n",
    {
        {"threads", true, "N: threads of the parallel run (default 0 = every core)", OptionSpec::Kind::Integer},
        {"per-worker", true, "N: subproblems per worker (default 30)", OptionSpec::Kind::Integer},
        {"problems", true, "LIST: the problems (default queens15,langford14,pentomino,enigma9)"},
        {"no-single", false, "the parallel run only (for the big counts)"},
        {"repeat", true, "K: K rounds of every run, the medians and the best printed (default 1)",
         OptionSpec::Kind::Integer},
        {"hw-baseline", false, "also N one-thread searches at once: hw_ovh (the hardware's share of cpu_ovh), sw_ovh"},
        {"grids", false, "count the completed Sudoku grids instead (band-1 classes; 9x9 in seconds)"},
        {"shapes", true, "LIST: box shapes RxC for --grids (default 2x2,2x3,3x2,3x3; R*C <= 9)"},
        {"time-limit", true, "S: stop --grids after S seconds (exit status 3)", OptionSpec::Kind::Number},
    },
    runCountsBench,
});

}  // namespace

}  // namespace deduce
