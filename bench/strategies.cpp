// `deduce bench strategies latin|magic|sudoku`: paper 002's Tables 2-5 — enumerations (E),
// backtracks (B) and time (ms) of the first solution for every enumeration strategy and size.
//
//   latin   N = 3, 4, 5, 10, 15 (the paper's) and 20, 30, 50, 100; S1..S8
//   magic   N = 3, 4, 5, 7 (the paper's), then 6, 8, 9, ... up to the largest N each strategy
//           solves within the time limit (a strategy stops at its first failure); S1..S12
//   sudoku  a fixed selection from ../shared/data/sudoku (see docs/results/strategies.md); S1..S6
//
// Options: --time-limit S (per run, default 1; the paper allowed 10 minutes), --alldiff L
// (default value: Mozart's FD.distinct, which the paper used, propagates by value
// elimination), --max-n N (largest size tried), --sizes a,b,c (replace the size list).
// A run that hits the limit prints "-" as the paper does.
#include <cstdio>
#include <map>
#include <iostream>

#include "app/bench.h"
#include "numbers_common.h"
#include "puzzles/grid/grid.h"
#include "puzzles/latin/latin.h"
#include "puzzles/magic/magic.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce {
namespace {

struct Cell {
  bool solved = false;
  cp::Stats st;
};

Strategy strategyNo(int k, cp::Consistency c) {
  Options o;
  std::string name("S");
  name += std::to_string(k);
  o.set("strategy", name);
  Strategy st = strategyFrom(o);
  st.alldiff = c;
  return st;
}

grid::SolveOptions firstSolution(const Strategy& st, double seconds) {
  grid::SolveOptions so;
  so.strategy = st;
  so.limits.solutions = 1;
  so.limits.timeSeconds = seconds;
  return so;
}

Cell fromResult(const grid::Result& r, const std::string& checkError) {
  Cell c;
  c.solved = r.count > 0;
  c.st = r.stats;
  if (c.solved && !checkError.empty()) {
    std::cerr << "deduce bench: checker rejected a solution: " << checkError << '\n';
    c.solved = false;
  }
  return c;
}

std::string fmtCell(const Cell& c) {
  char buf[64];
  if (!c.solved) std::snprintf(buf, sizeof buf, "%9s %9s %8s", "-", "-", "-");
  else
    std::snprintf(buf, sizeof buf, "%9llu %9llu %8.1f", (unsigned long long)c.st.enumerations,
                  (unsigned long long)c.st.backtracks, c.st.timeMs);
  return buf;
}

// Rows = strategies, columns = sizes (or instances), in groups of `perTable` columns.
void printTable(const std::string& title, const std::vector<std::string>& colNames, const std::vector<int>& strategies,
                const std::vector<std::vector<Cell>>& cells, size_t perTable = 4) {
  for (size_t from = 0; from < colNames.size(); from += perTable) {
    size_t to = std::min(colNames.size(), from + perTable);
    std::printf("%s\n%-6s", title.c_str(), "");
    for (size_t c = from; c < to; ++c) std::printf(" | %-28s", colNames[c].c_str());
    std::printf("\n%-6s", "");
    for (size_t c = from; c < to; ++c) std::printf(" | %9s %9s %8s", "E", "B", "t(ms)");
    std::printf("\n");
    for (size_t s = 0; s < strategies.size(); ++s) {
      std::printf("S%-5d", strategies[s]);
      for (size_t c = from; c < to; ++c) std::printf(" | %s", fmtCell(cells[s][c]).c_str());
      std::printf("\n");
    }
    std::printf("\n");
    std::fflush(stdout);
  }
}

int runStrategies(const Options& opt) {
  const std::vector<std::string>& args = opt.positional();
  if (args.size() != 1 || (args[0] != "latin" && args[0] != "magic" && args[0] != "sudoku"))
    throw UsageError("expected one argument: latin, magic or sudoku");
  const std::string what = args[0];
  const double seconds = opt.getDouble("time-limit", 1);
  cp::Consistency cons = cp::Consistency::Value;
  if (opt.has("alldiff") && !cp::parseConsistency(opt.get("alldiff"), cons))
    throw UsageError("option --alldiff must be value|bounds|domain|domain-separate, got '" + opt.get("alldiff") + "'");
  const int maxN = static_cast<int>(opt.getInt("max-n", what == "latin" ? 100 : 30, 1, 1000));
  std::vector<int> sizes = benchutil::intList(opt, "sizes", {}, 1, 1000);
  std::printf("# first solution; E = enumerations, B = backtracks, t = ms; '-' = not solved in %.1f s; alldiff %s\n\n",
              seconds, cp::toString(cons));

  if (what == "latin") {
    if (sizes.empty())
      for (int n : {3, 4, 5, 10, 15, 20, 30, 50, 100})
        if (n <= maxN) sizes.push_back(n);
    std::vector<int> strategies = {1, 2, 3, 4, 5, 6, 7, 8};
    std::vector<std::vector<Cell>> cells(strategies.size());
    std::vector<std::string> cols;
    for (int n : sizes) cols.push_back("N=" + std::to_string(n));
    for (size_t s = 0; s < strategies.size(); ++s)
      for (int n : sizes) {
        std::vector<int> empty(static_cast<size_t>(n) * n, 0);
        grid::Result r = latin::solve(n, empty, firstSolution(strategyNo(strategies[s], cons), seconds));
        cells[s].push_back(fromResult(r, r.count ? latin::check(n, empty, r.first) : ""));
      }
    printTable("Latin squares (paper 002, Table 2)", cols, strategies, cells);
    return 0;
  }

  if (what == "magic") {
    bool custom = !sizes.empty();
    if (!custom) {
      sizes = {3, 4, 5, 7, 6};
      for (int n = 8; n <= maxN; ++n) sizes.push_back(n);
    }
    std::vector<int> strategies = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
    std::vector<std::vector<Cell>> cells(strategies.size(), std::vector<Cell>(sizes.size()));
    size_t used = 4;
    for (size_t s = 0; s < strategies.size(); ++s) {
      bool stopped = false;
      for (size_t k = 0; k < sizes.size(); ++k) {
        int n = sizes[k];
        if (stopped && (custom || k >= 4)) continue;  // beyond the paper's sizes: stop at the first failure
        grid::Result r = magic::solve(n, firstSolution(strategyNo(strategies[s], cons), seconds));
        cells[s][k] = fromResult(r, r.count ? magic::check(n, r.first) : "");
        if (!cells[s][k].solved && k >= 3) stopped = true;
        if (cells[s][k].solved) used = std::max(used, k + 1);
      }
    }
    sizes.resize(custom ? sizes.size() : used);
    std::vector<std::string> cols;
    for (int n : sizes) cols.push_back("N=" + std::to_string(n));
    for (auto& row : cells) row.resize(sizes.size());
    printTable("Magic squares (paper 002, Table 3; N=6 and N>=8 beyond the paper)", cols, strategies, cells);
    for (size_t s = 0; s < strategies.size(); ++s) {
      int best = 0;
      for (size_t k = 0; k < sizes.size(); ++k)
        if (cells[s][k].solved) best = std::max(best, sizes[k]);
      std::printf("S%-3d largest N solved within %.1f s: %d\n", strategies[s], seconds, best);
    }
    return 0;
  }

  // sudoku: a fixed, documented selection (docs/results/strategies.md)
  struct Pick {
    const char* label;
    const char* file;
    int index;  // 1-based among the file's puzzles
  };
  const Pick picks[] = {
      {"17clue#1", "17clue_royle.txt", 1},          {"17clue#2", "17clue_royle.txt", 2},
      {"17clue#1000", "17clue_royle.txt", 1000},    {"top1465#1", "magictour_top1465.txt", 1},
      {"top1465#2", "magictour_top1465.txt", 2},    {"hardest1106#1", "forum_hardest_1106.txt", 1},
  };
  std::string dir = benchutil::sharedDataDir();
  std::vector<std::string> cols;
  std::vector<sudoku::Instance> insts;
  auto add = [&](const std::string& label, const grid::Puzzle& p) {
    cols.push_back(label);
    insts.emplace_back();
    insts.back().cells = p.cells;
  };
  if (dir.empty()) {
    std::fprintf(stderr, "deduce bench: ../shared/data not found, using data/sudoku/17clue.txt and hardest.txt\n");
    for (const char* f : {"data/sudoku/17clue.txt", "data/sudoku/hardest.txt"}) {
      const auto l = benchutil::sudokuPuzzles("strategies", f);
      for (size_t i = 0; i < l.size(); ++i) add(std::string(f).substr(12) + "#" + std::to_string(i + 1), l[i]);
    }
  } else {
    std::map<std::string, std::vector<grid::Puzzle>> files;  // each file read once (three picks share one)
    for (const Pick& p : picks) {
      auto [at, fresh] = files.try_emplace(p.file);
      if (fresh) at->second = benchutil::sudokuPuzzles("strategies", dir + "/sudoku/" + p.file);
      if (static_cast<int>(at->second.size()) >= p.index) add(p.label, at->second[p.index - 1]);
    }
  }
  std::vector<int> strategies = {1, 2, 3, 4, 5, 6};
  std::vector<std::vector<Cell>> cells(strategies.size());
  for (size_t s = 0; s < strategies.size(); ++s)
    for (const sudoku::Instance& inst : insts) {
      grid::Result r = sudoku::solveCp(inst, firstSolution(strategyNo(strategies[s], cons), seconds));
      cells[s].push_back(fromResult(r, r.count ? sudoku::check(inst, r.first) : ""));
    }
  printTable("Sudoku (paper 002, Tables 4-5)", cols, strategies, cells, 3);
  return 0;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "strategies",
    "paper 002 Tables 2-5: strategies S1..S12 on latin|magic|sudoku",
    "latin|magic|sudoku",
    "Enumerations (E), backtracks (B) and time of the first solution for every strategy and size:\n"
    "  latin   N = 3, 4, 5, 10, 15 (the paper's) and 20, 30, 50, 100; S1..S8\n"
    "  magic   N = 3, 4, 5, 7 (the paper's), then 6, 8, 9, ... up to the largest N each strategy\n"
    "          solves within the time limit; S1..S12\n"
    "  sudoku  a fixed selection from ../shared/data/sudoku; S1..S6\n"
    "A run that hits the time limit prints \"-\" as the paper does.\n",
    {
        {"time-limit", true, "S: seconds per run (default 1; the paper allowed 10 minutes)", OptionSpec::Kind::Number},
        {"alldiff", true, "L: alldifferent level value|bounds|domain|domain-separate (default value, as the paper's FD.distinct)"},
        {"max-n", true, "N: the largest size tried (default 100 for latin, 30 for magic)", OptionSpec::Kind::Integer},
        {"sizes", true, "a,b,...: the sizes to run, in place of the list above"},
    },
    runStrategies,
});

}  // namespace

}  // namespace deduce
