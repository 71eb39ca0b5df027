// `deduce bench dlx`: dancing links speed. Sudoku by exact cover on the 17-clue and the hardest
// sets of ../shared/data/sudoku (puzzles per second, updates per second), the Langford count
// (n = 15 by default) and the full 6x10 pentomino count: time, updates, updates per second.
//
//   deduce bench dlx [--data DIR] [--sudoku-limit N] [--langford N] [--skip-langford]
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include "cli/registry.h"
#include "exactcover/dlx.h"
#include "exactcover/sudoku_cover.h"
#include "puzzles/langford/langford.h"
#include "puzzles/pentomino/pentomino.h"

namespace deduce {
namespace {

void report(const char* what, uint64_t count, const exactcover::DlxStats& st, double ms) {
  std::printf("%-32s %12llu %14llu %10.1f %10.1f\n", what, (unsigned long long)count, (unsigned long long)st.updates,
              ms, ms > 0 ? st.updates / ms / 1000.0 : 0.0);
  std::fflush(stdout);
}

int sudokuSet(const std::string& path, size_t limit) {
  std::ifstream in(path);
  if (!in) {
    std::printf("%-32s (missing: %s)\n", "sudoku", path.c_str());
    return 0;
  }
  std::string line;
  size_t n = 0, solved = 0;
  exactcover::DlxStats tot;
  auto t0 = std::chrono::steady_clock::now();
  while (n < limit && std::getline(in, line)) {
    if (line.size() < 81 || line[0] == '#') continue;
    std::vector<int> cells(81);
    for (int i = 0; i < 81; ++i) cells[i] = (line[i] >= '1' && line[i] <= '9') ? line[i] - '0' : 0;
    auto r = exactcover::solveSudoku(cells, 3, 3, false, 2, {});
    ++n;
    solved += r.solutions == 1;
    tot.updates += r.stats.updates;
    tot.nodes += r.stats.nodes;
  }
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  std::string name = path.substr(path.find_last_of('/') + 1);
  std::printf("%-32s %zu puzzles (%zu unique), %.1f ms, %.0f puzzles/s, %.0f nodes/puzzle, %.1f M updates/s\n",
              name.c_str(), n, solved, ms, n / (ms / 1000.0), double(tot.nodes) / (n ? n : 1),
              ms > 0 ? tot.updates / ms / 1000.0 : 0.0);
  std::fflush(stdout);
  return solved == n ? 0 : 1;
}

int runDlxBench(const std::vector<std::string>& args) {
  std::string data = "../shared/data/sudoku";
  size_t limit = 10000;
  int lang = 15;
  bool skipLang = false;
  for (size_t i = 0; i < args.size(); ++i) {
    bool hasNext = i + 1 < args.size();
    if (args[i] == "--data" && hasNext) data = args[++i];
    else if (args[i] == "--sudoku-limit" && hasNext) limit = std::stoul(args[++i]);
    else if (args[i] == "--langford" && hasNext) lang = std::stoi(args[++i]);
    else if (args[i] == "--skip-langford") skipLang = true;
    else {
      std::cerr << "deduce bench dlx: unknown option " << args[i] << '\n';
      return 2;
    }
  }
  int rc = 0;
  std::printf("Sudoku by DLX (MRV rule, uniqueness check: up to 2 solutions)\n");
  rc |= sudokuSet(data + "/17clue_royle.txt", limit);
  rc |= sudokuSet(data + "/forum_hardest_1106.txt", limit);
  std::printf("\n%-32s %12s %14s %10s %10s\n", "count", "solutions", "updates", "time_ms", "M upd/s");
  {
    auto c = pentomino::build(6, 10, false);
    exactcover::Dlx d(c.problem);
    d.run({}, nullptr);
    report("pentomino 6x10 (all)", d.stats().solutions, d.stats(), d.stats().timeMs);
    rc |= d.stats().solutions == 9356 ? 0 : 1;
  }
  {
    auto c = pentomino::build(6, 10, true);
    exactcover::Dlx d(c.problem);
    d.run({}, nullptr);
    report("pentomino 6x10 (X in a quarter)", d.stats().solutions, d.stats(), d.stats().timeMs);
    rc |= d.stats().solutions == 2339 ? 0 : 1;
  }
  if (!skipLang) {
    auto c = langford::build(lang, true);
    exactcover::Dlx d(c.problem);
    d.run({}, nullptr);
    std::string name = "langford n=";
    name += std::to_string(lang);
    report(name.c_str(), d.stats().solutions, d.stats(), d.stats().timeMs);
  }
  return rc;
}

}  // namespace

BenchEntry dlxBench() {
  return {"dlx", "dancing links: Sudoku sets (puzzles/s), Langford n=15 and pentomino counts (updates/s)",
          runDlxBench};
}

}  // namespace deduce
