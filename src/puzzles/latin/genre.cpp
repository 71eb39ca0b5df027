// `deduce solve|count latin --n N` (empty square) or `deduce solve latin FILE...` (givens, in
// the sudoku formats): Latin squares / quasigroup completion.
#include "puzzles/genre.h"
#include "puzzles/grid/grid.h"
#include "puzzles/latin/latin.h"

namespace deduce {
namespace {

class LatinGenre : public Genre {
 public:
  std::string name() const override { return "latin"; }
  std::string summary() const override { return "Latin squares of order n, optionally with givens (--n N or FILE)"; }
  std::vector<std::string> engines() const override { return {"cp"}; }
  std::vector<OptionSpec> options() const override {
    std::vector<OptionSpec> o = {{"n", true, "N: order (no input file: the empty square of order N)"}};
    for (const auto& s : strategyOptions()) o.push_back(s);
    return o;
  }
  std::string usage() const override {
    return "With --n N and no file: the empty square of order N. With files: partial squares in the\n"
           "sudoku formats (one per line: 1-9, A-Z, '.' or '0'; rows of such characters; or grids of\n"
           "numbers), which must be N x N when --n is given.\n"
           "--var opre: diagonal, upper triangle, lower triangle.\n"
           "--alldiff domain (default): every row, column (and box) in one grouped propagator;\n"
           "domain-separate: one propagator per unit (the same search; also used with --var domwdeg).\n"
           "examples:\n"
           "  deduce count latin --n 5                       # 161280\n"
           "  deduce solve latin --n 100 --var mid --val random --restarts luby --alldiff bounds --stats\n"
           "  deduce solve latin data/latin/completion.txt\n";
  }

  void run(RunContext& ctx) override {
    const Options& opt = ctx.opt;
    Strategy st = strategyFrom(opt, Strategy{Strategy::Var::MinDom, cp::ValSel::Min});
    grid::printerFor(opt, grid::Format::Numbers);  // validate --format early
    int n = static_cast<int>(opt.getInt("n", 0, 1, 400));
    auto solveOne = [&](int side, const std::vector<int>& givens, grid::Format fmt, char empty, const grid::Puzzle* p) {
      grid::Answer a = grid::solveFor(
          ctx, st, side, fmt, empty, [&](const grid::SolveOptions& so) { return latin::solve(side, givens, so); },
          [&](const std::vector<int>& sol) { return latin::check(side, givens, sol); });
      a.puzzle = p;
      grid::report(ctx, a, ctx.solutionLimit());
    };
    if (opt.positional().empty() && n > 0) {
      solveOne(n, std::vector<int>(static_cast<size_t>(n) * n, 0), grid::Format::Numbers,
               '.', nullptr);
      return;
    }
    grid::Spec spec;
    spec.maxValue = [](int side) { return side; };
    spec.sideError = [&](int side) -> std::string {
      return n > 0 && side != n ? "--n " + std::to_string(n) + " needs " + std::to_string(n * n) + " cells" : "";
    };
    grid::forEachPuzzle(ctx, spec, [&](grid::Puzzle& p) {
      std::vector<std::string> names;
      for (int r = 0; r < p.n; ++r) names.push_back("row " + std::to_string(r + 1));
      for (int c = 0; c < p.n; ++c) names.push_back("column " + std::to_string(c + 1));
      if (auto clash = grid::clashingGiven(p.cells, p.n, grid::rowsAndColumns(p.n), names))
        throw p.errorAt(clash->first, clash->second);
      solveOne(p.n, p.cells, p.format, p.empty, &p);
    });
  }
};

}  // namespace

std::unique_ptr<Genre> makeLatinGenre() { return std::make_unique<LatinGenre>(); }

}  // namespace deduce
