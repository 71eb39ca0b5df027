// `deduce bench graph`: the graph puzzles (hashi, battleship, circuit) per size — median and max time per puzzle
// (model construction + search for 2 solutions, i.e. including the uniqueness proof), search
// nodes, and whether every puzzle had exactly one solution.
//
//   Hashi: every file of ../shared/data/hashi (game IDs), with and without the paper's
//          human-deduced fixings (--hdc); found next to the working directory or the binary,
//          or given by --hashi DIR.
//   Battleship: generated puzzles (deduce generate battleship, seeds 1..--count) of 8x8 and
//   10x10, and the bundled data/battleship/gen-15x15.txt, gen-20x20.txt and gen-30x30.txt (15x15
//   generated on the fly when not found, the larger ones with --big); and the hard set
//   data/battleship/hard-*.txt (variant hard, one row per file).
//   Circuit: generated boards (deduce generate circuit) of 6x6 to 12x12, and the bundled
//   data/circuit/gen-20x20.txt and gen-30x30.txt (generated on the fly with --big when they are
//   not found); 10x10 also with the older propagator stack (variant decomposed).
// Each puzzle is solved --reps times (default 3) and its fastest run counts, which filters the
// noise of a shared machine; the median is over puzzles.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>

#include "app/bench.h"
#include "graph_bench.h"

namespace deduce {
namespace {

namespace fs = std::filesystem;

fs::path findHashiDir(const std::string& given) {
  if (!given.empty()) return given;
  std::vector<fs::path> cands = {"../shared/data/hashi", "../../shared/data/hashi", "../../../shared/data/hashi"};
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    for (fs::path p = exe.parent_path(); !p.empty() && p != p.root_path(); p = p.parent_path())
      cands.push_back(p / ".." / "shared" / "data" / "hashi");
  }
  for (const auto& c : cands)
    if (fs::exists(c / "README.md")) return c;
  return {};
}

// A file of the source tree, looked up from the working directory and the binary's folders.
fs::path findUp(const std::string& rel) {
  std::vector<fs::path> cands = {rel};
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec)
    for (fs::path p = exe.parent_path(); !p.empty() && p != p.root_path(); p = p.parent_path()) cands.push_back(p / rel);
  for (const auto& c : cands)
    if (fs::exists(c)) return c;
  return {};
}

void printRow(const char* genre, const std::string& size, const std::string& variant, const std::vector<bench::Run>& runs) {
  if (runs.empty()) return;
  std::vector<double> t;
  uint64_t nodesMax = 0, nodesSum = 0;
  int unique = 0;
  for (const auto& r : runs) {
    t.push_back(r.ms);
    nodesMax = std::max(nodesMax, r.nodes);
    nodesSum += r.nodes;
    unique += r.solutions == 1;
  }
  std::sort(t.begin(), t.end());
  std::printf("%-10s %-9s %-8s %5zu %10.3f %10.3f %10.1f %9llu %7d/%zu\n", genre, size.c_str(), variant.c_str(), runs.size(),
              t[t.size() / 2], t.back(), static_cast<double>(nodesSum) / runs.size(),
              static_cast<unsigned long long>(nodesMax), unique, runs.size());
  std::fflush(stdout);
}

int runGraphBench(const Options& opt) {
  const std::string hashiDir = opt.get("hashi"), only = opt.get("only");
  const int reps = static_cast<int>(std::max<int64_t>(1, opt.getInt("reps", 3, INT32_MIN, INT32_MAX)));
  const int count = static_cast<int>(std::max<int64_t>(1, opt.getInt("count", 10, INT32_MIN, INT32_MAX)));
  const bool big = opt.has("big");
  std::printf("%-10s %-9s %-8s %5s %10s %10s %10s %9s %9s\n", "genre", "size", "variant", "n", "median_ms", "max_ms",
              "avg_nodes", "max_nodes", "unique");
  if (only.empty() || only == "hashi") {
    fs::path dir = findHashiDir(hashiDir);
    if (dir.empty()) {
      std::printf("hashi: ../shared/data/hashi not found (use --hashi DIR); bundled sample only\n");
      dir = "data/hashi";
    }
    // files sorted by size then difficulty: 7x7-d0 ... 50x50-d2
    std::vector<std::pair<std::pair<int, std::string>, fs::path>> files;
    for (const auto& e : fs::directory_iterator(dir)) {
      if (e.path().extension() != ".txt" || e.path().filename() == "commands.txt") continue;
      std::string stem = e.path().stem().string();
      files.push_back({{std::atoi(stem.c_str()), stem}, e.path()});
    }
    std::sort(files.begin(), files.end());
    for (const auto& [key, path] : files) {
      for (bool hdc : {false, true}) printRow("hashi", key.second, hdc ? "hdc" : "plain", bench::hashiRuns(path.string(), hdc, reps));
    }
  }
  if (only.empty() || only == "battleship") {
    // puzzles from the generator, seeds 1..count (generation is not timed); 15x15 to 30x30
    // from the bundled data/battleship/gen-NxN.txt (the same generator, seeds 1..10: fixed
    // puzzles, so a change of the solver does not change the benchmark set, and large grids
    // take minutes to generate), generated when the file is not found (from 20x20 with --big)
    for (int n : {8, 10, 15, 20, 30}) {
      std::string size = std::to_string(n) + "x" + std::to_string(n);
      fs::path file = n < 15 ? fs::path() : findUp("data/battleship/gen-" + size + ".txt");
      if (!file.empty()) printRow("battleship", size, "gbm", bench::battleshipFileRuns(file.string(), count, reps));
      else if (n <= 15 || big) printRow("battleship", size, "gbm", bench::battleshipRuns(n, n, count, reps));
    }
    // the hard set: data/battleship/hard-SIZE.txt, generated with a large --budget (fewer
    // clues, uniqueness proven), one row per file, variant "hard"
    if (fs::path dir = findUp("data/battleship"); !dir.empty()) {
      std::vector<fs::path> hard;
      for (const auto& e : fs::directory_iterator(dir))
        if (e.path().extension() == ".txt" && e.path().stem().string().rfind("hard-", 0) == 0) hard.push_back(e.path());
      std::sort(hard.begin(), hard.end());
      for (const auto& f : hard)
        printRow("battleship", f.stem().string().substr(5), "hard", bench::battleshipFileRuns(f.string(), count, reps));
    }
  }
  if (only.empty() || only == "circuit") {
    // boards from the generator, seeds 1..count (generation is not timed); 20x20 and 30x30
    // from the bundled data/circuit/gen-NxN.txt (the same generator, seeds 1..5 and 1..3:
    // 5-20 s and 2-3 min per board), with --big generated when the file is not found. The
    // decomposed row is the older propagator stack (circuit::Engine::Decomposed) on the same boards.
    for (int n : {6, 8, 10, 12, 20, 30}) {
      std::string size = std::to_string(n) + "x" + std::to_string(n);
      fs::path file = n < 20 ? fs::path() : findUp("data/circuit/gen-" + size + ".txt");
      if (!file.empty()) printRow("circuit", size, "tree", bench::circuitFileRuns(file.string(), count, reps, circuit::Engine::DegreeTree));
      else if (n < 20 || big) printRow("circuit", size, "tree", bench::circuitRuns(n, count, reps, circuit::Engine::DegreeTree));
      if (n == 10) printRow("circuit", size, "decomposed", bench::circuitRuns(n, count, reps, circuit::Engine::Decomposed));
    }
  }
  return 0;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "graph",
    "Hashi, Battleship, Circuit Board: median/max ms per puzzle with uniqueness proof",
    "",
    "Per genre, size and variant: puzzles, median and max ms per puzzle (model construction and\n"
    "search for 2 solutions), mean and max nodes, puzzles with exactly one solution. Hashi: every\n"
    "file of ../shared/data/hashi, plain and with the paper's fixings (hdc). Battleship and\n"
    "Circuit: generated puzzles (seeds 1..COUNT) and the bundled data/*/gen-NxN.txt files.\n",
    {
        {"only", true, "G: one genre only: hashi|battleship|circuit", OptionSpec::Kind::Text, {"hashi", "battleship", "circuit"}},
        {"hashi", true, "DIR: the Hashi files (default: ../shared/data/hashi near the working directory or the binary)"},
        {"reps", true, "N: solve each puzzle N times and keep the fastest (default 3)", OptionSpec::Kind::Integer},
        {"count", true, "N: puzzles per size (default 10)", OptionSpec::Kind::Integer},
        {"big", false, "generate the large grids when their files are not found"},
    },
    runGraphBench,
});

}  // namespace

}  // namespace deduce
