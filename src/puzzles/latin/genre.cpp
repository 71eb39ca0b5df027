// `deduce solve|count latin --n N` (empty square) or `deduce solve latin
// FILE...` (givens, in the sudoku formats): Latin squares / quasigroup
// completion.
#include "app/driver.h"
#include "puzzles/grid/answer.h"
#include "app/export.h"
#include "puzzles/grid/grid.h"
#include "puzzles/latin/latin.h"
#include "puzzles/latin/model_sat.h"
#include "puzzles/latin/svg.h"

namespace deduce {
namespace {

struct Square {
  int n = 0;
  std::vector<int> givens;  // n*n, 0 = empty
};
using Puzzle = grid::Shown<Square>;

grid::Result solveSquare(const Square& sq, const grid::SolveOptions& so) { return latin::solve(sq.n, sq.givens, so); }

const char* kUsage =
    "With --n N and no file: the empty square of order N. With files: partial "
    "squares in the\n"
    "sudoku formats (one per line: 1-9, A-Z, '.' or '0'; rows of such "
    "characters; or grids of\n"
    "numbers), which must be N x N when --n is given.\n"
    "--var opre: diagonal, upper triangle, lower triangle.\n"
    "--alldiff domain (default): every row, column (and box) in one grouped "
    "propagator;\n"
    "domain-separate: one propagator per unit (the same search; also used with "
    "--var domwdeg).\n"
    "examples:\n"
    "  deduce count latin --n 5                       # 161280\n"
    "  deduce solve latin --n 100 --var mid --val random --restarts luby "
    "--alldiff bounds --stats\n"
    "  deduce solve latin data/latin/completion.txt\n";

app::Parts<Puzzle, std::vector<int>> latinParts() {
  app::Parts<Puzzle, std::vector<int>> parts;
  parts.prepare = [](const Options& opt) {
    grid::layoutFor(opt, grid::Format::Numbers);
    grid::layoutOption(opt);
    opt.getInt("n", 0, 1, 400);
  };
  parts.fromOptions = [](const Options& opt) -> std::optional<Puzzle> {
    const int n = static_cast<int>(opt.getInt("n", 0, 1, 400));
    if (!opt.positional().empty() || n == 0) return std::nullopt;
    grid::Look look{n, grid::Format::Numbers, grid::layoutFor(opt, grid::Format::Numbers), '.'};
    return Puzzle{Square{n, std::vector<int>(static_cast<size_t>(n) * n, 0)}, look};
  };
  parts.standsAlone = grid::standsAlone;
  parts.read = [](const Source& src, const Options& opt, const app::ItemFn<Puzzle>& emit) {
    const int n = static_cast<int>(opt.getInt("n", 0, 1, 400));
    grid::Spec spec;
    spec.maxValue = [](int side) { return side; };
    spec.layout = grid::layoutOption(opt);
    spec.sideError = [n](int side) -> std::string {
      return n > 0 && side != n ? "--n " + std::to_string(n) + " needs " + std::to_string(n * n) + " cells" : "";
    };
    grid::readGrids<Square>(
        src, opt, spec,
        [](const grid::Puzzle& p) {
          std::vector<std::string> names;
          for (int r = 0; r < p.n; ++r) names.push_back("row " + std::to_string(r + 1));
          for (int c = 0; c < p.n; ++c) names.push_back("column " + std::to_string(c + 1));
          if (auto clash = grid::clashingGiven(p.cells, p.n, grid::rowsAndColumns(p.n), names))
            throw p.errorAt(clash->first, clash->second);
          return Square{p.n, p.cells};
        },
        emit);
  };
  parts.check = [](const Puzzle& p, const std::vector<int>& sol) { return latin::check(p.inst.n, p.inst.givens, sol); };
  grid::setGridOutput(parts);
  parts.svg = [](const Puzzle& p, const std::vector<int>* sol) { return latin::svg(p.inst.n, p.inst.givens, sol); };
  grid::setGridAnswer(parts);
  parts.strategy = Strategy{Strategy::Var::MinDom, cp::ValSel::Min};
  parts.engines = {grid::gridEngine<Square>("cp", grid::plain(solveSquare)),
                   grid::gridEngine<Square>("sat",
                                            [](const Square& sq, const grid::SolveOptions& so, const app::Request& r) {
                                              return latin::solveSat(
                                                  sq.n, sq.givens, so,
                                                  grid::satEncodingFromString(r.opt->get("encoding", "extended")),
                                                  r.opt->has("stats"));
                                            },
                                            {"encoding"})};
  parts.exportCommand = app::exportCommand<Puzzle, std::vector<int>>(
      "latin", {}, [](const Puzzle& p, const Options& o) {
        return latin::buildSat(p.inst.n, p.inst.givens, grid::satEncodingFromString(o.get("encoding", "extended"))).cnf;
      });
  return parts;
}

std::vector<OptionSpec> latinOptions() {
  std::vector<OptionSpec> o = {
      {"encoding", true, "E: SAT encoding naive|minimal|efficient|extended (default extended; --engine sat)"},
      {"layout", true,
       "L: auto|lines|rows: a run of k lines of w cells is k puzzles (lines) or k/w grids "
       "(rows); auto refuses to guess when both fit"},
      {"n", true, "N: order (no input file: the empty square of order N)"}};
  for (const auto& s : strategyOptions()) o.push_back(s);
  return o;
}

}  // namespace

std::unique_ptr<Genre> makeLatinGenre() {
  using G = app::PartsGenre<Puzzle, std::vector<int>>;
  return std::make_unique<G>(
      G::Info{"latin", "Latin squares of order n, optionally with givens (--n N or FILE)", kUsage, latinOptions()},
      latinParts());
}

}  // namespace deduce
