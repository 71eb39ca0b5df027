// `deduce bench paradigms [--only GENRE]`: paper 003's integer programs on CBC beside deduce's
// CP models, on the same instances, one run: the paper's Gurobi time where it prints one, our
// IP time, our CP time and their ratio. Tables so far: 3.1 (Sudoku, the bundled 17-clue
// puzzles), 7.5 (the 1962 Zebra, IP row), A.3 (LP relaxations of CM1 and CM2 on generated
// boards) and A.4 (Hashi with and without the human-deduced constraints, the bundled puzzles up
// to 30x30). Times are wall clock per solve (first solution), model construction included.
// Run from the source tree (it reads data/sudoku/17clue.txt and data/hashi/sample.txt).
#include <chrono>
#include <cstdio>
#include <iostream>

#include "app/bench.h"
#include "cp/branch.h"
#include "puzzles/circuit/model_mip.h"
#include "puzzles/hashi/model_mip.h"
#include "puzzles/sudoku/model_mip.h"
#include "puzzles/zebra/model_mip.h"

namespace deduce {
namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

void row(const std::string& what, const std::string& paper, double ipMs, double cpMs) {
  std::printf("  %-34s %12s %10.1f ms %10.3f ms %9.0fx\n", what.c_str(), paper.c_str(), ipMs, cpMs,
              cpMs > 0 ? ipMs / cpMs : 0.0);
}

void header(const char* title) {
  std::printf("\n%s\n  %-34s %12s %13s %13s %10s\n", title, "instance", "paper", "IP (CBC)", "CP", "IP/CP");
}

void sudokuTable() {
  header("Table 3.1  Sudoku (x[i,j,k], 3.1), first solution");
  for (const std::string& l : grid::readPuzzleLines("data/sudoku/17clue.txt")) {
    sudoku::Instance inst;
    for (char c : l) inst.cells.push_back(c == '.' ? 0 : grid::charValue(c));
    grid::SolveOptions so;
    so.limits.solutions = 1;
    auto t = Clock::now();
    sudoku::solveMip(inst, so);
    double ip = msSince(t);
    t = Clock::now();
    sudoku::solveCp(inst, so);
    row("17 clues", "0.02-0.05 s", ip, msSince(t));
  }
}

void zebraTable() {
  header("Table 7.5  Zebra 1962 (7.1), first solution");
  zebra::Puzzle p = zebra::parseOne(zebra::kEinstein1962);
  auto t = Clock::now();
  zebra::MipModel m = zebra::buildMip(p);
  ip::solve(m.ip);
  double ip = msSince(t);
  t = Clock::now();
  zebra::SolveOptions so;
  so.maxSolutions = 1;
  zebra::solve(p, so);
  row("einstein-1962", "0.050 s", ip, msSince(t));
}

void hashiTable() {
  header("Table A.4  Hashi (6.1) without / with HDC, first solution");
  Source src;
  try {
    src = readSource("data/hashi/sample.txt");
  } catch (const std::exception& e) {
    std::printf("  (skipped: %s)\n", e.what());
    return;
  }
  for (const Record& r : splitLines(src)) {
    hashi::Instance inst = hashi::parseGameId(r.lines[0].text, r.file, r.line(), 1);
    if (inst.rows > 30) continue;
    double ip[2];
    int fixings = 0;
    for (int hdc = 0; hdc < 2; ++hdc) {
      auto t = Clock::now();
      hashi::MipModel m = hashi::buildMip(inst, hdc == 1);
      ip::solve(m.ip);
      ip[hdc] = msSince(t);
      fixings = m.hdcFixings;
    }
    auto t = Clock::now();
    cp::Space s;
    hashi::Model m = hashi::build(s, inst);
    cp::PhaseBrancher br(s, {{m.x, cp::VarSel::MinDom, cp::ValSel::Max}}, 1);
    cp::SearchOptions so;
    so.limits.solutions = 1;
    cp::Search(s, br, so).run([](cp::Space&) { return true; });
    double cpMs = msSince(t);
    std::string name = std::to_string(inst.rows) + "x" + std::to_string(inst.cols);
    row(name + " no HDC", "", ip[0], cpMs);
    row(name + " HDC (" + std::to_string(fixings) + " fixings)", "", ip[1], cpMs);
  }
}

void lpTable() {
  std::printf("\nTable A.3  LP relaxations of CM1 and CM2 (generated boards, seed 1)\n");
  std::printf("  %-8s %5s %5s %9s %9s %7s\n", "board", "|V|", "|E|", "z_CM1", "z_CM2", "ratio");
  for (int n = 3; n <= 10; ++n) {
    circuit::Instance inst = circuit::generate(n, 1);
    circuit::MipModel m1 = circuit::buildMip(inst, circuit::MipFormulation::CM1);
    circuit::MipModel m2 = circuit::buildMip(inst, circuit::MipFormulation::CM2);
    double z1 = 0, z2 = 0;
    if (!ip::lpRelaxation(m1.ip, z1) || !ip::lpRelaxation(m2.ip, z2)) continue;
    std::printf("  %2dx%-5d %5zu %5zu %9.3f %9.3f %7.3f\n", n, n, m1.where.size(), m1.edge.size(), z1, z2, z2 / z1);
  }
  std::printf("  paper (its own boards): |V| = 6: 5.000 3.020 0.604 ... |V| = 98: 97.000 49.480 0.510\n");
}

int runParadigms(const std::vector<std::string>& args) {
  std::string only;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--only" && i + 1 < args.size()) {
      only = args[++i];
    } else {
      std::cerr << "deduce bench paradigms: unknown option " << args[i] << " (--only sudoku|zebra|hashi|circuit)\n";
      return 2;
    }
  }
  std::printf("paper 003: IP on CBC beside CP (wall clock per solve, this machine, one run)\n");
  if (only.empty() || only == "sudoku") sudokuTable();
  if (only.empty() || only == "zebra") zebraTable();
  if (only.empty() || only == "hashi") hashiTable();
  if (only.empty() || only == "circuit") lpTable();
  return 0;
}

// Registered with the options runParadigms reads; the parsed values are handed back to it as
// arguments.
[[maybe_unused]] const bool registered = app::registerBench({
    "paradigms",
    "paper 003's IP models on CBC beside the CP models: Tables 3.1, 7.5, A.3, A.4",
    "",
    "",
    {{"only", true, "GENRE: one table only: sudoku|zebra|hashi|circuit", OptionSpec::Kind::Text, {"sudoku", "zebra", "hashi", "circuit"}}},
    [](const Options& opt) {
      return runParadigms(opt.has("only") ? std::vector<std::string>{"--only", opt.get("only")} : std::vector<std::string>{});
    },
});

}  // namespace

}  // namespace deduce
