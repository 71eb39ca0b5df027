// `deduce bench paradigms [--only GENRE] [--time-limit S]`: paper 003's integer programs on CBC
// beside deduce's CP models, on the same instances, one run: the paper's Gurobi time where it
// prints one, our IP time, our CP time and their ratio. Tables: 3.1 (Sudoku by clue count),
// 4.3 (Battleship GBM and CBM, 6x6..15x15 easy and hard, and the 30x20 case), 7.5 (the 1962
// Zebra, IP row), A.1 and A.2 (Circuit CM1 and CM2, five boards per size 3x3..10x10), A.3 (LP
// relaxations of CM1 and CM2) and A.4 (Hashi with and without the human-deduced constraints,
// 5x5..30x30). The instances are the paper's where it prints them, else those of
// data/paradigms/ (README there). Times are CPU time per solve (first solution; for Circuit
// the optimum, |V| - 1, with its proof), model construction included; an IP run stopped by
// --time-limit (CPU seconds, default 10) is marked '>' (a lower bound), as the paper marks its
// 1800 s runs. Run from the source tree.
#include <algorithm>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <optional>

#include "app/bench.h"
#include "numbers_common.h"
#include "cp/branch.h"
#include "puzzles/battleship/model_mip.h"
#include "puzzles/circuit/model_mip.h"
#include "puzzles/hashi/model_mip.h"
#include "puzzles/sudoku/model_mip.h"
#include "puzzles/zebra/model_mip.h"

namespace deduce {
namespace {

// Times are the process's CPU time (CBC and the CP search are single-threaded), so that a
// loaded machine slows every column alike and the ratios stay meaningful; the time limit is
// CBC's, in CPU seconds too (ip::Options::cpuTime).
struct Clock {
  using time_point = std::clock_t;
  static time_point now() { return std::clock(); }
};

double msSince(Clock::time_point t) { return 1000.0 * static_cast<double>(std::clock() - t) / CLOCKS_PER_SEC; }

// One row; `stopped`: the IP run hit the time limit (its time is a lower bound).
void row(const std::string& what, const std::string& paper, double ipMs, double cpMs, bool stopped = false) {
  const double ratio = cpMs > 0 ? ipMs / cpMs : 0.0;
  std::printf("  %-34s %12s %c%9.1f ms %10.3f ms %9.*fx\n", what.c_str(), paper.c_str(), stopped ? '>' : ' ', ipMs,
              cpMs, ratio < 10 ? 2 : 0, ratio);
}

bool stoppedBy(cp::SearchStatus s) { return s == cp::SearchStatus::Limit || s == cp::SearchStatus::Interrupted; }

std::string seconds(double s) {
  char b[32];
  std::snprintf(b, sizeof b, "%.3g s", s);
  return b;
}

// A bundled file, or nullopt with a note (the bench runs from the source tree).
std::optional<Source> bundled(const char* path) {
  try {
    return readSource(path);
  } catch (const std::exception& e) {
    std::printf("  (skipped: %s)\n", e.what());
    return std::nullopt;
  }
}

void header(const char* title) {
  std::printf("\n%s\n  %-34s %12s %13s %13s %10s\n", title, "instance", "paper", "IP (CBC)", "CP", "IP/CP");
}

void sudokuTable() {
  header("Table 3.1  Sudoku (x[i,j,k], 3.1) by clue count, first solution");
  // the paper's times for its ten puzzles with 36, 32, 32, 31, 29, 26, 23, 23, 22, 22 clues
  const double paper[] = {0.02916, 0.03869, 0.04757, 0.04716, 0.01603, 0.03181, 0.01719, 0.03190, 0.03150, 0.03841};
  size_t k = 0;
  if (!bundled("data/paradigms/sudoku-3_1.txt")) return;
  for (const grid::Puzzle& p : benchutil::sudokuPuzzles("paradigms", "data/paradigms/sudoku-3_1.txt")) {
    sudoku::Instance inst;
    inst.cells = p.cells;
    grid::SolveOptions so;
    so.limits.solutions = 1;
    auto t = Clock::now();
    sudoku::solveMip(inst, so);
    double ip = msSince(t);
    t = Clock::now();
    sudoku::solveCp(inst, so);
    const long clues = std::count_if(p.cells.begin(), p.cells.end(), [](int v) { return v != 0; });
    row(std::to_string(clues) + " clues", k < 10 ? seconds(paper[k]) : "", ip, msSince(t));
    ++k;
  }
}

void battleshipTable(double limit) {
  header("Table 4.3  Battleship GBM (4.1) and CBM (4.2-4.3), first solution");
  // the paper's GBM and CBM times per size, easy then hard
  const double paper[4][2][2] = {{{0.01, 0.01}, {0.01, 0.12}},
                                 {{0.02, 0.08}, {0.02, 0.22}},
                                 {{0.01, 0.02}, {0.01, 0.05}},
                                 {{0.03, 0.21}, {0.03, 0.15}}};
  auto run = [&](const battleship::Instance& inst, const std::string& name, const double* paperTimes) {
    auto t = Clock::now();
    battleship::solve(inst, 1);
    const double cpMs = msSince(t);
    for (auto f : {battleship::MipFormulation::GBM, battleship::MipFormulation::CBM}) {
      const bool gbm = f == battleship::MipFormulation::GBM;
      ip::Options o;
      o.timeSeconds = limit;
      o.cpuTime = true;
      t = Clock::now();
      ip::Answers<battleship::Solution> a = battleship::solveMip(inst, f, o);
      const std::string paperTime = paperTimes ? seconds(paperTimes[gbm ? 0 : 1]) : gbm ? "" : "hours [19]";
      row(name + (gbm ? " GBM" : " CBM"), paperTime, msSince(t), cpMs, stoppedBy(a.status));
    }
  };
  std::optional<Source> src = bundled("data/paradigms/battleship-4_3.txt");
  if (!src) return;
  std::vector<Record> recs = battleship::splitPuzzles(*src);
  for (size_t i = 0; i < recs.size() && i < 8; ++i) {
    battleship::Instance inst = battleship::parse(recs[i]);
    const std::string name =
        std::to_string(inst.rows) + "x" + std::to_string(inst.cols) + (i % 2 ? " hard" : " easy");
    run(inst, name, paper[i / 2][i % 2]);
  }
  if (std::optional<Source> big = bundled("data/battleship/hard-30x20.txt")) {
    battleship::Instance inst = battleship::parse(battleship::splitPuzzles(*big).at(0));
    run(inst, "30x20 hard", nullptr);
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
  // The paper's times without and with HDC for its puzzles of the sizes of
  // data/paradigms/hashi-a4.txt, in its order (3 of 5x5, 5 of 7x7, 5 of 10x10, 4 of 15x15, 2 of
  // 25x25, 1 of 30x30).
  const double paper[][2] = {{0.00244, 0.00064}, {0.00261, 0.00206}, {0.01229, 0.00203}, {0.00259, 0.00432}, {0.01125, 0.00237}, {0.00842, 0.00237}, {0.00913, 0.00736},
                             {0.00388, 0.00337}, {0.01082, 0.00995}, {0.01315, 0.01003}, {0.01466, 0.03081},
                             {0.01138, 0.00949}, {0.01221, 0.00930}, {0.00648, 0.00358}, {0.00748, 0.00959},
                             {0.05117, 0.00592}, {0.01518, 0.00554}, {0.02206, 0.00852}, {0.06532, 0.01806},
                             {0.20876, 0.08316}};
  std::optional<Source> src = bundled("data/paradigms/hashi-a4.txt");
  if (!src) return;
  size_t k = 0;
  for (const Record& r : splitLines(*src)) {
    hashi::Instance inst = hashi::parseGameId(r.lines[0].text, r.file, r.line(), 1);
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
    const bool known = k < std::size(paper);
    row(name + " no HDC", known ? seconds(paper[k][0]) : "", ip[0], cpMs);
    row(name + " HDC (" + std::to_string(fixings) + " fixings)", known ? seconds(paper[k][1]) : "", ip[1], cpMs);
    ++k;
  }
}

// `formulations`: which of CM1 (0) and CM2 (1) run (a skipped one shows 0.0 ms); `validRows`: CM2
// with its separated valid rows (circuit::MipModel::validRows; not the paper's CM2 alone); boards
// outside minSize..maxSize are skipped.
void circuitTables(double limit, const bool formulations[2], bool validRows, int minSize, int maxSize) {
  std::printf("\nTables A.1 and A.2  Circuit CM1 (5.1, lazy subtour rows) and CM2 (5.2, flow%s): the optimum "
              "|V| - 1 and its proof\n  %-10s %4s %4s | %9s %12s | %9s %12s | %10s %9s\n",
              validRows ? ", with separated valid rows" : "", "board", "|V|", "|E|", "paper CM1", "CM1 (CBC)",
              "paper CM2", validRows ? "CM2+ (CBC)" : "CM2 (CBC)", "CP", "CM1/CP");
  // The paper's rows in its order (five boards per size 3x3 .. 10x10): |V| and the CM1 and CM2
  // times in seconds (1800: its time limit, hit).
  const int paperV[] = {4,  4,  6,  6,  8,  10, 12, 12, 14, 14, 20, 20, 22, 22, 22, 30, 30, 32, 34, 34,
                        42, 42, 44, 46, 48, 58, 58, 62, 62, 62, 76, 76, 78, 78, 78, 94, 94, 96, 98, 98};
  const double paperCm1[] = {0.000, 0.000, 0.016, 0.000, 0.000, 0.006, 0.000, 0.016, 0.000, 0.016,
                             0.000, 0.000, 0.000, 0.000, 0.006, 0.032, 0.031, 0.041, 0.047, 0.031,
                             0.071, 0.095, 0.104, 0.098, 0.158, 0.379, 0.251, 0.419, 0.648, 0.472,
                             1.631, 1.489, 1.040, 3.733, 0.917, 2.199, 4.164, 4.342, 10.957, 4.750};
  const double paperCm2[] = {0.000, 0.000, 0.000, 0.000, 0.000, 0.016, 0.016, 0.000,  0.016,   0.000,
                             0.047, 0.016, 0.080, 0.126, 0.132, 0.235, 0.189, 0.251,  0.691,   0.142,
                             14.106, 1.058, 0.646, 54.991, 61.646, 9.072, 359.293, 1800, 1800, 1800,
                             1800,  1800,  1800,  1800,  1800,  1800,  1800,   1800,  1800,    1800};
  std::optional<Source> src = bundled("data/paradigms/circuit-a1.txt");
  if (!src) return;
  std::vector<InputError> errors;
  size_t k = 0;
  for (auto& [rec, inst] : circuit::readPuzzles(*src, errors)) {
    (void)rec;
    if (inst.rows < minSize || inst.rows > maxSize) {
      ++k;
      continue;
    }
    double ms[2] = {0, 0};
    bool stopped[2] = {false, false};
    size_t vertices = 0, edges = 0;
    for (int f = 0; f < 2; ++f) {
      if (!formulations[f]) continue;
      const auto form = f ? circuit::MipFormulation::CM2 : circuit::MipFormulation::CM1;
      circuit::MipModel shape = circuit::buildMip(inst, form);
      vertices = shape.where.size();
      edges = shape.edge.size();
      ip::Options o;
      o.timeSeconds = limit;
      o.cpuTime = true;
      auto t = Clock::now();
      ip::Answers<circuit::Solution> a = circuit::solveMip(inst, form, {-1, -1}, {-1, -1}, o, nullptr, f == 1 && validRows);
      ms[f] = msSince(t);
      stopped[f] = stoppedBy(a.status);
    }
    auto t = Clock::now();
    cp::Space s;
    circuit::Model m = circuit::build(s, inst);
    circuit::Brancher br(s, m);
    cp::SearchOptions so;
    so.limits.solutions = 1;
    cp::Search(s, br, so).run([](cp::Space&) { return true; });
    const double cpMs = msSince(t);
    char paper1[24] = "", paper2[24] = "";
    if (k < 40) {
      std::snprintf(paper1, sizeof paper1, "%d: %.3f", paperV[k], paperCm1[k]);
      std::snprintf(paper2, sizeof paper2, paperCm2[k] >= 1800 ? ">%.0f" : "%.3f", paperCm2[k]);
    }
    const std::string board = std::to_string(inst.rows) + "x" + std::to_string(inst.cols);
    std::printf("  %-10s %4zu %4zu | %9s %c%8.1f ms | %9s %c%8.1f ms | %7.3f ms %8.0fx\n", board.c_str(), vertices, edges,
                paper1, stopped[0] ? '>' : ' ', ms[0], paper2, stopped[1] ? '>' : ' ', ms[1], cpMs,
                cpMs > 0 ? ms[0] / cpMs : 0.0);
    ++k;
  }
}

void lpTable() {
  std::printf("\nTable A.3  LP relaxations of CM1 and CM2 (generated boards, seed 1: the first of each size in "
              "data/paradigms/circuit-a1.txt)\n");
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

int runParadigms(const Options& opt) {
  const std::string only = opt.get("only");
  const double limit = opt.getDouble("time-limit", 10);
  if (!(limit > 0)) throw UsageError("--time-limit needs a positive number of seconds");
  std::printf("paper 003: IP on CBC beside CP (CPU time per solve, this machine, one run; IP limit %g s of CPU)\n",
              limit);
  if (only.empty() || only == "sudoku") sudokuTable();
  if (only.empty() || only == "battleship") battleshipTable(limit);
  if (only.empty() || only == "zebra") zebraTable();
  const std::string which = opt.get("circuit", "cm1,cm2");
  const bool formulations[2] = {which.find("cm1") != std::string::npos, which.find("cm2") != std::string::npos};
  if (!formulations[0] && !formulations[1]) throw UsageError("--circuit needs cm1, cm2, cm2+ or a list of them");
  const bool validRows = which.find("cm2+") != std::string::npos;
  const int minSize = static_cast<int>(opt.getInt("min-size", 3, 3));
  const int maxSize = static_cast<int>(opt.getInt("max-size", 10, 3));
  if (only.empty() || only == "circuit") circuitTables(limit, formulations, validRows, minSize, maxSize), lpTable();
  if (only.empty() || only == "hashi") hashiTable();
  return 0;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "paradigms",
    "paper 003's IP models on CBC beside the CP models: Tables 3.1, 4.3, 7.5, A.1-A.4",
    "",
    "",
    {{"only", true, "GENRE: one table only: sudoku|battleship|zebra|circuit|hashi", OptionSpec::Kind::Text,
      {"sudoku", "battleship", "zebra", "circuit", "hashi"}},
     {"circuit", true, "LIST: the Circuit formulations to run, cm1,cm2 (default both); cm2+: CM2 with separated valid rows"},
     {"min-size", true, "N: Circuit boards from N x N up only (default 3)", OptionSpec::Kind::Integer},
     {"max-size", true, "N: Circuit boards up to N x N only (default 10)", OptionSpec::Kind::Integer},
     {"time-limit", true, "S: the IP solver's limit per instance in CPU seconds (default 10; the paper's was 1800)", OptionSpec::Kind::Number}},
    runParadigms,
});

}  // namespace

}  // namespace deduce
