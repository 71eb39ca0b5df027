// `deduce solve|count sudoku [--box RxC] [--diagonal] [--engine cp] FILE...`: batches of Sudoku
// of any box shape in the line or numbers-grid format (see grid.h), answered in input order.
#include "puzzles/genre.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce {
namespace {

class SudokuGenre : public Genre {
 public:
  std::string name() const override { return "sudoku"; }
  std::string summary() const override { return "Sudoku of any box shape, optionally diagonal (--box RxC, --diagonal)"; }
  std::vector<std::string> engines() const override { return sudoku::engineNames(); }
  std::vector<OptionSpec> options() const override {
    std::vector<OptionSpec> o = {
        {"box", true, "RxC: box shape (R rows x C columns; default: inferred from the size)"},
        {"diagonal", false, "both main diagonals must also be all different"},
        {"trace", false, "print the engine's trace (dlx: per-depth table; ps12: the paper's table)"},
    };
    for (const auto& s : strategyOptions()) o.push_back(s);
    return o;
  }
  std::string usage() const override {
    return "input: one puzzle per line (cells row by row: 1-9 then A-Z for 10..35, '.' or '0' empty),\n"
           "n lines of n such characters (one row per line, as in .sdk files), or a grid of\n"
           "whitespace-separated numbers or letters per puzzle (0 or '.' empty), blocks separated by\n"
           "blank lines; '#' starts a comment. No file: stdin. Output uses the input's alphabet.\n"
           "--format line|grid|json. Box shape: r x r for n = r^2, else the most square R x C (6: 2x3).\n"
           "--var opre: main diagonal, then the upper triangle, then the lower triangle (row by row).\n"
           "--alldiff domain (default): every row, column (and box) in one grouped propagator;\n"
           "domain-separate: one propagator per unit (the same search; also used with --var domwdeg).\n"
           "examples:\n"
           "  echo ................ | deduce count sudoku -              # 288\n"
           "  echo ................ | deduce count sudoku --diagonal -   # 48\n"
           "  deduce solve sudoku --json --max-solutions 2 --box 2x3 data/sudoku/6x6.txt\n"
           "  deduce solve sudoku --strategy S3 --stats ../shared/data/sudoku/17clue_royle.txt\n"
           "  echo ................ | deduce count sudoku --engine dlx -   # 288\n"
           "  deduce solve sudoku --engine ps12 --trace data/exactcover/ps12-example1.txt\n";
  }

  void run(RunContext& ctx) override {
    const Options& opt = ctx.opt;
    Strategy st = strategyFrom(opt, Strategy{Strategy::Var::MinDom, cp::ValSel::Min});
    grid::printerFor(opt, grid::Format::Line);  // validate --format early
    sudoku::Engine engine = sudoku::findEngine(opt.get("engine", sudoku::engineNames().front()));
    if (!engine) throw UsageError("unknown sudoku engine '" + opt.get("engine") + "'");
    int boxRows = 0, boxCols = 0;
    if (opt.has("box")) grid::parseShape(opt.get("box"), "box", boxRows, boxCols);
    bool diagonal = opt.has("diagonal");
    grid::Spec spec;
    spec.maxValue = [](int n) { return n; };
    spec.sideError = [&](int n) -> std::string {
      int r, c;
      if (boxRows && boxRows * boxCols != n)
        return "--box " + opt.get("box") + " needs " + std::to_string(boxRows * boxCols) + "x" +
               std::to_string(boxRows * boxCols) + " (" + std::to_string(boxRows * boxCols * boxRows * boxCols) +
               " cells)";
      if (!boxRows && !sudoku::inferBox(n, r, c)) return "no box shape to infer for this size: give --box RxC";
      return "";
    };
    grid::forEachPuzzle(ctx, spec, [&](grid::Puzzle& p) {
      sudoku::Instance inst;
      inst.diagonal = diagonal;
      inst.boxRows = boxRows;
      inst.boxCols = boxCols;
      if (!boxRows) sudoku::inferBox(p.n, inst.boxRows, inst.boxCols);
      inst.cells = p.cells;
      std::vector<std::string> names;
      grid::Units u = sudoku::units(inst, &names);
      if (auto clash = grid::clashingGiven(p.cells, p.n, u, names)) throw p.errorAt(clash->first, clash->second);
      grid::Answer a = grid::solveFor(
          ctx, st, p.n, p.format, p.empty,
          [&](const grid::SolveOptions& so) {
            grid::SolveOptions o = so;
            o.trace = opt.has("trace");
            return engine(inst, o);
          },
          [&](const std::vector<int>& sol) { return sudoku::check(inst, sol); });
      a.puzzle = &p;
      if (!a.result.trace.empty() && !ctx.json()) ctx.out << a.result.trace;
      grid::report(ctx, a, ctx.solutionLimit());
    });
  }
};

}  // namespace

std::unique_ptr<Genre> makeSudokuGenre() { return std::make_unique<SudokuGenre>(); }

}  // namespace deduce
