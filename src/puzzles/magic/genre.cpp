// `deduce solve|count magic --n N`: magic squares, paper 002's strategies, and randomised value
// choice with restarts for large orders.
#include "puzzles/genre.h"
#include "puzzles/grid/grid.h"
#include "puzzles/magic/magic.h"

namespace deduce {
namespace {

class MagicGenre : public Genre {
 public:
  std::string name() const override { return "magic"; }
  std::string summary() const override { return "magic squares of order n (--n N)"; }
  std::vector<std::string> engines() const override { return {"cp"}; }
  std::vector<OptionSpec> options() const override {
    std::vector<OptionSpec> o = {{"n", true, "N: order (default 3)"}};
    for (const auto& s : strategyOptions()) o.push_back(s);
    return o;
  }
  std::string usage() const override {
    return "No input file: the instance is given by --n. Rows, columns and both diagonals sum to\n"
           "n(n^2+1)/2; values 1..n^2 all different. --var opre: main diagonal, then the upper\n"
           "triangle, then the lower triangle (paper 002). Default --alldiff bounds. Large orders: --val random --restarts luby\n"
           "(random value choice, restart after 100*luby(i) failures; --restart-scale, --seed).\n"
           "examples:\n"
           "  deduce count magic --n 4                                  # 7040\n"
           "  deduce solve magic --n 5 --strategy S12 --stats\n"
           "  deduce solve magic --n 12 --var mid --val random --restarts luby --stats\n";
  }

  void run(RunContext& ctx) override {
    const Options& opt = ctx.opt;
    if (!opt.positional().empty()) throw UsageError("magic takes no input files (use --n N)");
    int n = static_cast<int>(opt.getInt("n", 3, 1, 100));
    // Bounds consistency by default: wide domains (1..n^2) where Regin's propagator prunes no more
    // than bounds reasoning but costs several times more per node (docs/results/strategies.md).
    Strategy st = strategyFrom(opt, Strategy{Strategy::Var::MinDom, cp::ValSel::Min, cp::Consistency::Bounds});
    grid::Answer a = grid::solveFor(
        ctx, st, n, grid::Format::Numbers, '.', [&](const grid::SolveOptions& so) { return magic::solve(n, so); },
        [&](const std::vector<int>& sol) { return magic::check(n, sol); });
    grid::report(ctx, a, ctx.solutionLimit());
  }
};

}  // namespace

std::unique_ptr<Genre> makeMagicGenre() { return std::make_unique<MagicGenre>(); }

}  // namespace deduce
