// `deduce bench sat`: the SAT back end on 9x9 Sudoku (paper 001's SAT formulation, Lynce and
// Ouaknine's encodings) beside the cp engine and dancing links, in one run, on evenly spread
// samples of the shared collections (../shared/data/sudoku: 17clue_royle, forum_hardest_1905;
// the bundled data/sudoku samples when that folder is absent).
//
// Per set and engine: puzzles, how many have exactly one solution (every engine is asked for
// two solutions: the uniqueness proof is part of the work), for SAT the share solved by unit
// propagation alone (no decision; our own propagator over the CNF, sat::solvedByUnitPropagation),
// mean decisions and conflicts per puzzle (SAT: CaDiCaL's counters; cp: enumerations and
// backtracks; dlx: nodes - 1 and backtracks), mean clauses of the CNF, and puzzles/s over the
// CPU time of building the model and solving (counters are read in a second, untimed run, since
// reading CaDiCaL's report costs a temporary file). Every solution goes through sudoku::check.
//
// With --counting: counts by SAT beside dancing links, three ways (sat::CountMethod: blocking
// clauses on one incremental CaDiCaL solver, the DPLL model counter of sat/count.h, cubes
// conquered by CaDiCaL): the 288 size-2 grids and 48 diagonal ones (paper 001), Latin squares of
// order 4 and 5, 8-queens, Langford n = 7..12 and the 6x10 pentomino tilings (2339: one of each
// symmetry class, as langford/pentomino::build break the symmetry), each within --time-limit
// (default 10 s here; a count cut short is marked '+').
//
// "<encoding>-batch" solves the whole set on one solver (grid::SatBatch: givens as assumptions;
// building the solver is counted in the time).
//
// Options: --limit N (puzzles per set, default 200; 0 = all), --sets a,b (17clue, hardest1905,
// hardest1106, top1465 or file paths), --engines list (naive, minimal, efficient, extended,
// each also as <name>-batch, cp, dlx; default the four, extended-batch, cp, dlx), --time-limit S (per puzzle, default 10), --amo pairwise|sequential|commander
// (the at-most-one encoding of the SAT encodings, default pairwise as in Lynce & Ouaknine).
#include <cstdio>
#include <iostream>
#include <memory>

#include "app/bench.h"
#include "numbers_common.h"
#include "exactcover/sudoku_cover.h"
#include "puzzles/exactcover/model_sat.h"
#include "puzzles/langford/langford.h"
#include "puzzles/latin/model_sat.h"
#include "puzzles/pentomino/pentomino.h"
#include "puzzles/queens/model_sat.h"
#include "puzzles/sudoku/model_sat.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce {
namespace {

// One counting row: DLX's count and CPU time, then each SAT counting method's (sat::CountMethod:
// blocking clauses on CaDiCaL, the DPLL model counter, cubes conquered by CaDiCaL) on the same
// problem, each within `seconds`.
void countRow(const std::string& what, const exactcover::Problem& cover, const std::function<sat::Result(const sat::Options&)>& bySat,
              double seconds) {
  auto mark = [](bool complete) { return complete ? " " : "+"; };
  exactcover::Dlx dlx(cover);
  exactcover::DlxOptions d;
  d.limits.timeSeconds = seconds;
  double t0 = benchutil::cpuMs();
  const cp::SearchStatus ds = dlx.run(d, nullptr);
  const double dlxMs = benchutil::cpuMs() - t0;
  std::printf("%-20s %9llu%s %9.1f", what.c_str(), (unsigned long long)dlx.stats().solutions, mark(ds == cp::SearchStatus::Complete),
              dlxMs);
  for (sat::CountMethod method : {sat::CountMethod::Blocking, sat::CountMethod::Dpll, sat::CountMethod::Cubes}) {
    sat::Options o;
    o.maxSolutions = 0;
    o.timeSeconds = seconds;
    o.counting = method;
    t0 = benchutil::cpuMs();
    sat::Result r = bySat(o);
    const double satMs = benchutil::cpuMs() - t0;
    std::printf(" | %9llu%s %9.1f %8.1f", (unsigned long long)r.solutions, mark(r.search == cp::SearchStatus::Complete), satMs,
                r.solutions ? static_cast<double>(r.stats.conflicts) / static_cast<double>(r.solutions) : 0.0);
  }
  std::printf("\n");
  std::fflush(stdout);
}

int runCounting(double seconds) {
  std::printf("# counts beside dancing links: SAT by blocking clauses (CaDiCaL), by the DPLL model counter, by cubes\n"
              "# (DPLL split at depth 3, CaDiCaL with blocking clauses per cube); CPU ms; conflicts per solution;\n"
              "# time limit %.0f s each, '+' marks a count cut short by it (a lower bound)\n",
              seconds);
  std::printf("%-20s %10s %9s | %10s %9s %8s | %10s %9s %8s | %10s %9s %8s\n", "problem", "dlx", "ms", "blocking", "ms",
              "confl/s", "dpll", "ms", "confl/s", "cubes", "ms", "confl/s");
  for (bool diagonal : {false, true}) {
    sudoku::Instance inst;
    inst.boxRows = inst.boxCols = 2;
    inst.diagonal = diagonal;
    inst.cells.assign(16, 0);
    grid::SatModel m = sudoku::buildSat(inst);
    countRow(diagonal ? "sudoku 4x4 diagonal" : "sudoku 4x4",
             exactcover::sudokuCover(inst.cells, 2, 2, diagonal).problem,
             [&](const sat::Options& o) {
               sat::Options oo = o;
               oo.blockTrueOnly = true;
               return sat::enumerate(m.cnf, m.projection, oo, {});
             },
             seconds);
  }
  for (int n : {4, 5}) {
    grid::SatModel m = latin::buildSat(n, {});
    exactcover::Problem p;  // Latin square of order n: cells, row-value and column-value items
    const int nn = n * n;
    for (int i = 0; i < nn; ++i) p.addPrimary(exactcover::name("p", i));
    for (int i = 0; i < nn; ++i) p.addPrimary(exactcover::name("r", i));
    for (int i = 0; i < nn; ++i) p.addPrimary(exactcover::name("c", i));
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c)
        for (int v = 0; v < n; ++v) p.addOption(std::vector<int>{r * n + c, nn + r * n + v, 2 * nn + c * n + v});
    countRow("latin " + std::to_string(n), p,
             [&](const sat::Options& o) {
               sat::Options oo = o;
               oo.blockTrueOnly = true;
               return sat::enumerate(m.cnf, m.projection, oo, {});
             },
             seconds);
  }
  {
    exactcover::Problem p;  // 8-queens: rows and columns primary, diagonals secondary
    const int n = 8;
    for (int i = 0; i < n; ++i) p.addPrimary(exactcover::name("r", i));
    for (int i = 0; i < n; ++i) p.addPrimary(exactcover::name("c", i));
    for (int i = 0; i < 2 * n - 1; ++i) p.addSecondary(exactcover::name("a", i));
    for (int i = 0; i < 2 * n - 1; ++i) p.addSecondary(exactcover::name("b", i));
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) p.addOption(std::vector<int>{r, n + c, 2 * n + r + c, 2 * n + 2 * n - 1 + r - c + n - 1});
    countRow("queens 8", p, [&](const sat::Options& o) { return queens::solveSat(n, o); }, seconds);
  }
  for (int n = 7; n <= 12; ++n) {
    langford::Cover c = langford::build(n, true);
    countRow("langford " + std::to_string(n), c.problem, [&](const sat::Options& o) { return exactcover::solveSat(c.problem, o); },
             seconds);
  }
  pentomino::Cover c = pentomino::build(6, 10, true);
  countRow("pentomino 6x10", c.problem, [&](const sat::Options& o) { return exactcover::solveSat(c.problem, o); }, seconds);
  return 0;
}

struct Row {
  size_t puzzles = 0, unique = 0, byUp = 0;
  double decisions = 0, conflicts = 0, clauses = 0, cpuMs = 0;
};

int runSat(const Options& opt) {
  const size_t limit = static_cast<size_t>(opt.getInt("limit", 200, 0));
  const std::vector<std::string> sets = benchutil::splitComma(opt.get("sets", "17clue,hardest1905"));
  const std::vector<std::string> engines =
      benchutil::splitComma(opt.get("engines", "naive,minimal,efficient,extended,extended-batch,cp,dlx"));
  const double seconds = opt.getDouble("time-limit", 10);
  const sat::AmoEncoding amo = sat::amoEncodingFromString(opt.get("amo", "pairwise"));
  const bool counting = opt.has("counting");
  if (counting) return runCounting(seconds);
  for (const auto& e : engines) {
    const std::string base = e.size() > 6 && e.substr(e.size() - 6) == "-batch" ? e.substr(0, e.size() - 6) : e;
    if ((e != "cp" && e != "dlx" && base != "naive" && base != "minimal" && base != "efficient" && base != "extended") ||
        (base != e && (base == "cp" || base == "dlx"))) {
      throw UsageError("option --engines: unknown engine '" + e +
                       "' (naive, minimal, efficient, extended, each also with -batch; cp, dlx)");
    }
  }
  std::string dir = benchutil::sharedDataDir();
  if (dir.empty()) std::fprintf(stderr, "deduce bench: ../shared/data not found, using the bundled samples\n");
  std::printf("# two solutions asked (uniqueness proof included), time limit %.1f s per puzzle, at-most-one %s;\n"
              "# means per puzzle; decisions/conflicts: SAT CaDiCaL's, cp enumerations/backtracks, dlx nodes-1/backtracks\n",
              seconds, toString(amo));
  std::printf("%-12s %-14s %7s %7s %7s %11s %11s %9s %11s\n", "set", "engine", "puzzles", "unique", "by_UP%",
              "decisions", "conflicts", "clauses", "puzzles/s");
  int rc = 0;
  for (const auto& set : sets) {
    const auto puzzles = benchutil::evenSample(benchutil::sudokuPuzzles("sat", benchutil::sudokuSetPath(set, dir)), limit);
    if (puzzles.empty()) {
      std::fprintf(stderr, "deduce bench sat: no puzzles in set '%s'\n", set.c_str());
      rc = 2;
      continue;
    }
    for (const auto& engine : engines) {
      const bool isSat = engine != "cp" && engine != "dlx";
      const bool batched = engine.size() > 6 && engine.substr(engine.size() - 6) == "-batch";
      const grid::SatEncoding enc =
          isSat ? grid::satEncodingFromString(batched ? engine.substr(0, engine.size() - 6) : engine) : grid::SatEncoding::Extended;
      Row row;
      std::unique_ptr<grid::SatBatch> batch, batchForStats;  // one solver for the whole set (timed / counted runs)
      if (batched) {
        const double tb = benchutil::cpuMs();
        batch = std::make_unique<grid::SatBatch>(9, sudoku::units(sudoku::Instance{}), enc, amo);
        row.cpuMs += benchutil::cpuMs() - tb;
        batchForStats = std::make_unique<grid::SatBatch>(9, sudoku::units(sudoku::Instance{}), enc, amo);
      }
      for (size_t k = 0; k < puzzles.size(); ++k) {
        sudoku::Instance inst;
        inst.cells = puzzles[k].cells;
        grid::SolveOptions so;
        so.limits.solutions = 2;
        so.limits.timeSeconds = seconds;
        grid::Result r;
        const double t0 = benchutil::cpuMs();
        if (batched)
          r = batch->solve(inst.cells, so);
        else if (isSat)
          r = grid::solveSatModel(sudoku::buildSat(inst, enc, amo), so);
        else
          r = engine == "cp" ? sudoku::solveCp(inst, so) : sudoku::solveDlx(inst, so);
        row.cpuMs += benchutil::cpuMs() - t0;
        if (r.count) {
          std::string why = sudoku::check(inst, r.first);
          if (!why.empty()) {
            std::fprintf(stderr, "deduce bench sat: checker rejected %s puzzle %zu (%s): %s\n", set.c_str(), k + 1,
                         engine.c_str(), why.c_str());
            return 1;
          }
        }
        ++row.puzzles;
        row.unique += r.count == 1 && r.status == cp::SearchStatus::Complete;
        if (isSat) {
          grid::SatModel m = sudoku::buildSat(inst, enc, amo);
          row.byUp += sat::solvedByUnitPropagation(m.cnf, m.projection);
          row.clauses += static_cast<double>(m.cnf.numClauses());
          r = batched ? batchForStats->solve(inst.cells, so, true) : grid::solveSatModel(m, so, true);
        }
        row.decisions += static_cast<double>(r.stats.enumerations);
        row.conflicts += static_cast<double>(r.stats.backtracks);
      }
      const double np = static_cast<double>(row.puzzles);
      char up[16] = "-", clauses[24] = "-";
      if (isSat) {
        std::snprintf(up, sizeof up, "%.1f", 100.0 * static_cast<double>(row.byUp) / np);
        std::snprintf(clauses, sizeof clauses, "%.0f", row.clauses / np);
      }
      std::printf("%-12s %-14s %7zu %7zu %7s %11.1f %11.1f %9s %11.1f\n", set.c_str(), engine.c_str(), row.puzzles,
                  row.unique, up, row.decisions / np, row.conflicts / np, clauses,
                  row.cpuMs > 0 ? np * 1000.0 / row.cpuMs : 0.0);
      std::fflush(stdout);
    }
  }
  return rc;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "sat",
    "Sudoku by SAT encodings (naive, minimal, efficient, extended) beside cp and dlx",
    "",
    "Per set and engine, two solutions asked (the uniqueness proof is part of the work): puzzles,\n"
    "unique, the share solved by unit propagation alone, mean decisions and conflicts, clauses,\n"
    "puzzles/s (CPU time of model and solve). \"<encoding>-batch\" solves the whole set on one\n"
    "solver, the givens as assumptions. Every solution goes through sudoku::check.\n",
    {
        {"limit", true, "N: puzzles per set, spread evenly over the file (default 200; 0 = all)", OptionSpec::Kind::Integer},
        {"sets", true, "LIST: of 17clue, hardest1905, hardest1106, top1465 or file paths (default 17clue,hardest1905)"},
        {"engines", true,
         "LIST: of naive, minimal, efficient, extended (each also as NAME-batch), cp, dlx (default the four "
         "encodings, extended-batch, cp, dlx)"},
        {"time-limit", true, "S: seconds per puzzle, or per count with --counting (default 10)", OptionSpec::Kind::Number},
        {"amo", true, "E: the at-most-one encoding: auto|pairwise|sequential|commander (default pairwise, as Lynce and Ouaknine)", OptionSpec::Kind::Text,
         {"auto", "pairwise", "sequential", "commander"}},
        {"counting", false,
         "counts by SAT (blocking clauses, DPLL model counter, cubes) beside dancing links: grids, Latin squares, queens, Langford, pentomino"},
    },
    runSat,
});

}  // namespace

}  // namespace deduce
