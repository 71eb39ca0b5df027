// `deduce solve|count magic --n N`: magic squares, paper 002's strategies, and
// randomised value choice with restarts for large orders.
#include "app/driver.h"
#include "puzzles/grid/answer.h"
#include "puzzles/grid/grid.h"
#include "puzzles/magic/magic.h"
#include "puzzles/magic/svg.h"

namespace deduce {
namespace {

struct Order {
  int n = 3;
};
using Puzzle = grid::Shown<Order>;

grid::Result solveOrder(const Order& o, const grid::SolveOptions& so) { return magic::solve(o.n, so); }

const char* kUsage =
    "No input file: the instance is given by --n. Rows, columns and both "
    "diagonals sum to\n"
    "n(n^2+1)/2; values 1..n^2 all different. --var opre: main diagonal, then "
    "the upper\n"
    "triangle, then the lower triangle (paper 002). Default --alldiff bounds. "
    "Large orders: --val random --restarts luby\n"
    "(random value choice, restart after 100*luby(i) failures; "
    "--restart-scale, --seed).\n"
    "examples:\n"
    "  deduce count magic --n 4                                  # 7040\n"
    "  deduce solve magic --n 5 --strategy S12 --stats\n"
    "  deduce solve magic --n 12 --var mid --val random --restarts luby "
    "--stats\n";

app::Parts<Puzzle, std::vector<int>> magicParts() {
  app::Parts<Puzzle, std::vector<int>> parts;
  parts.prepare = [](const Options& opt) {
    grid::layoutFor(opt, grid::Format::Numbers);
    if (!opt.positional().empty()) throw UsageError("magic takes no input files (use --n N)");
  };
  parts.fromOptions = [](const Options& opt) -> std::optional<Puzzle> {
    const int n = static_cast<int>(opt.getInt("n", 3, 1, 100));
    return Puzzle{Order{n}, grid::Look{n, grid::Format::Numbers, grid::layoutFor(opt, grid::Format::Numbers), '.'}};
  };
  parts.check = [](const Puzzle& p, const std::vector<int>& sol) { return magic::check(p.inst.n, sol); };
  grid::setGridOutput(parts);
  parts.svg = [](const Puzzle& p, const std::vector<int>* sol) { return magic::svg(p.inst.n, sol); };
  grid::setGridAnswer(parts);
  // Bounds consistency by default: wide domains (1..n^2) where Regin's
  // propagator prunes no more than bounds reasoning but costs several times
  // more per node (docs/results/strategies.md).
  parts.strategy = Strategy{Strategy::Var::MinDom, cp::ValSel::Min, cp::Consistency::Bounds};
  parts.engines = {grid::gridEngine<Order>("cp", grid::plain(solveOrder))};
  return parts;
}

std::vector<OptionSpec> magicOptions() {
  std::vector<OptionSpec> o = {{"n", true, "N: order (default 3)"}};
  for (const auto& s : strategyOptions()) o.push_back(s);
  return o;
}

}  // namespace

std::unique_ptr<Genre> makeMagicGenre() {
  using G = app::PartsGenre<Puzzle, std::vector<int>>;
  return std::make_unique<G>(G::Info{"magic", "magic squares of order n (--n N)", kUsage, magicOptions()},
                             magicParts());
}

}  // namespace deduce
