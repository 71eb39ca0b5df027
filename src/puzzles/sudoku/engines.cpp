// The sudoku genre's other engines, plugged into sudoku::Engine: dancing links (the paper's
// exact cover matrix, src/exactcover/sudoku_cover.h) and PS-1-2 (src/puzzles/ps12/). Both
// report through grid::Result so that printing, JSON, the checker and exit codes stay shared.
//
// Statistics mapping: dlx nodes/backtracks are the DLX search's; "propagations" is the number
// of link updates (Knuth's cost measure). PS-1-2: nodes = searches + 1, propagations = the
// paper's operation count.
#include <chrono>

#include "exactcover/sudoku_cover.h"
#include "puzzles/ps12/ps12.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku {

grid::Result solveDlx(const Instance& inst, const grid::SolveOptions& opt) {
  exactcover::SudokuCover cov = exactcover::sudokuCover(inst.cells, inst.boxRows, inst.boxCols, inst.diagonal);
  exactcover::Dlx dlx(cov.problem);
  exactcover::DlxOptions o;
  o.limits = opt.limits;
  o.seed = opt.strategy.seed;
  o.perDepth = opt.trace;
  grid::Result r;
  const int n = inst.size();
  cp::SearchStatus ss = dlx.run(o, [&](const std::vector<int>& options) {
    std::vector<int> g(static_cast<size_t>(n) * n, 0);
    for (int k : options) g[cov.optionCell[k]] = cov.optionValue[k];
    if (r.first.empty()) r.first = g;
    return opt.onSolution ? opt.onSolution(g) : true;
  });
  const exactcover::DlxStats& d = dlx.stats();
  r.status = ss;
  r.count = d.solutions;
  r.stats.nodes = d.nodes;
  r.stats.enumerations = d.nodes ? d.nodes - 1 : 0;
  r.stats.backtracks = d.backtracks;
  r.stats.propagations = d.updates;
  r.stats.solutions = d.solutions;
  r.stats.maxDepth = d.maxDepth;
  r.stats.timeMs = d.timeMs;
  if (opt.trace) r.trace = exactcover::traceTable(d);
  return r;
}

grid::Result solvePs12(const Instance& inst, const grid::SolveOptions& opt) {
  if (opt.limits.solutions != 1)
    throw UsageError("engine ps12 stops at the first solution: use --engine cp or dlx to count or check uniqueness");
  const auto start = std::chrono::steady_clock::now();
  ps12::Result p = ps12::solve(inst.cells, inst.boxRows, inst.boxCols, inst.diagonal, opt.trace, opt.limits);
  grid::Result r;
  r.stats.timeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  r.status = p.limitHit ? cp::SearchStatus::Limit : p.solved ? cp::SearchStatus::SolutionCap : cp::SearchStatus::Complete;
  if (p.solved) {
    r.first = p.grid;
    r.count = 1;
    if (opt.onSolution) opt.onSolution(p.grid);
  }
  r.stats.nodes = p.searches + 1;
  r.stats.enumerations = p.searches;
  r.stats.propagations = p.operations;
  r.stats.solutions = r.count;
  r.trace = p.trace;
  return r;
}

}  // namespace deduce::sudoku
