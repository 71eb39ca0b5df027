// `deduce solve|count sudoku [--box RxC] [--diagonal] [--engine cp] FILE...`:
// batches of Sudoku of any box shape in the line or numbers-grid format (see
// grid.h), answered in input order.
#include "puzzles/genre.h"

#include "app/driver.h"
#include "puzzles/sudoku/model_sat.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce {
namespace {

using Puzzle = grid::Shown<sudoku::Instance>;

std::vector<OptionSpec> sudokuOptions() {
  std::vector<OptionSpec> o = {
      {"encoding", true,
       "E: SAT encoding naive (paper 001) | minimal | efficient | extended (Lynce & Ouaknine; default extended)"},
      {"layout", true,
       "L: auto|lines|rows: a run of k lines of w cells is k puzzles (lines) or k/w grids (rows); auto refuses to "
       "guess when both fit"},
      {"box", true, "RxC: box shape (R rows x C columns; default: inferred from the size)"},
      {"diagonal", false, "both main diagonals must also be all different"},
      {"trace", false,
       "print the engine's trace (dlx: per-depth table; ps12: the paper's "
       "table)"},
  };
  for (const auto& s : strategyOptions()) o.push_back(s);
  return o;
}

const char* kUsage =
    "input: one puzzle per line (cells row by row: 1-9 then A-Z for 10..35, "
    "'.' or '0' empty),\n"
    "n lines of n such characters (one row per line, as in .sdk files), or a "
    "grid of\n"
    "whitespace-separated numbers or letters per puzzle (0 or '.' empty), "
    "blocks separated by\n"
    "blank lines; '#' starts a comment. No file: stdin. Output uses the "
    "input's alphabet.\n"
    "--format line|grid|json. Box shape: r x r for n = r^2, else the most "
    "square R x C (6: 2x3).\n"
    "--var opre: main diagonal, then the upper triangle, then the lower "
    "triangle (row by row).\n"
    "--alldiff domain (default): every row, column (and box) in one grouped "
    "propagator;\n"
    "domain-separate: one propagator per unit (the same search; also used with "
    "--var domwdeg).\n"
    "examples:\n"
    "  echo ................ | deduce count sudoku -              # 288\n"
    "  echo ................ | deduce count sudoku --diagonal -   # 48\n"
    "  deduce solve sudoku --json --max-solutions 2 --box 2x3 "
    "data/sudoku/6x6.txt\n"
    "  deduce solve sudoku --strategy S3 --stats "
    "../shared/data/sudoku/17clue_royle.txt\n"
    "  echo ................ | deduce count sudoku --engine dlx -   # 288\n"
    "  deduce solve sudoku --engine ps12 --trace "
    "data/exactcover/ps12-example1.txt\n";

// The box shape of the command line (0x0: inferred per grid).
struct Shape {
  int rows = 0, cols = 0;
  std::string text;
};
Shape shapeFrom(const Options& opt) {
  Shape s;
  if (opt.has("box")) grid::parseShape(s.text = opt.get("box"), "box", s.rows, s.cols);
  return s;
}

void readSudoku(const Source& src, const Options& opt, const app::ItemFn<Puzzle>& emit) {
  const Shape box = shapeFrom(opt);
  const bool diagonal = opt.has("diagonal");
  grid::Spec spec;
  spec.maxValue = [](int n) { return n; };
  spec.layout = grid::layoutOption(opt);
  spec.sideError = [&](int n) -> std::string {
    int r, c;
    const int side = box.rows * box.cols;
    if (box.rows && side != n)
      return "--box " + box.text + " needs " + std::to_string(side) + "x" + std::to_string(side) + " (" +
             std::to_string(side * side) + " cells)";
    if (!box.rows && !sudoku::inferBox(n, r, c)) return "no box shape to infer for this size: give --box RxC";
    return "";
  };
  grid::readGrids<sudoku::Instance>(
      src, opt, spec,
      [&](const grid::Puzzle& p) {
        sudoku::Instance inst;
        inst.diagonal = diagonal;
        inst.boxRows = box.rows;
        inst.boxCols = box.cols;
        if (!box.rows) sudoku::inferBox(p.n, inst.boxRows, inst.boxCols);
        inst.cells = p.cells;
        std::vector<std::string> names;
        grid::Units u = sudoku::units(inst, &names);
        if (auto clash = grid::clashingGiven(p.cells, p.n, u, names)) throw p.errorAt(clash->first, clash->second);
        return inst;
      },
      emit);
}

app::Parts<Puzzle, std::vector<int>> sudokuParts() {
  app::Parts<Puzzle, std::vector<int>> parts;
  parts.prepare = [](const Options& opt) {
    grid::layoutFor(opt, grid::Format::Line);
    grid::layoutOption(opt);
    shapeFrom(opt);
  };
  parts.read = readSudoku;
  parts.check = [](const Puzzle& p, const std::vector<int>& sol) { return sudoku::check(p.inst, sol); };
  grid::setGridOutput(parts);
  parts.strategy = Strategy{Strategy::Var::MinDom, cp::ValSel::Min};
  using sudoku::Instance;
  parts.engines = {
      grid::gridEngine<Instance>("cp", grid::plain(sudoku::solveCp)),
      grid::gridEngine<Instance>("dlx", grid::plain(sudoku::solveDlx), {"trace"}),
      grid::gridEngine<Instance>("ps12", grid::plain(sudoku::solvePs12), {"trace"}),
      grid::gridEngine<Instance>("sat",
                                 [](const Instance& inst, const grid::SolveOptions& so, const app::Request& r) {
                                   return sudoku::solveSatWith(
                                       inst, so, grid::satEncodingFromString(r.opt->get("encoding", "extended")),
                                       r.opt->has("stats"));
                                 },
                                 {"encoding"})};
  return parts;
}

}  // namespace

std::unique_ptr<Genre> makeSudokuGenre() {
  return std::make_unique<app::PartsGenre<Puzzle, std::vector<int>>>(
      app::PartsGenre<Puzzle, std::vector<int>>::Info{"sudoku",
                                                      "Sudoku of any box shape, optionally diagonal (--box RxC, "
                                                      "--diagonal)",
                                                      kUsage, sudokuOptions()},
      sudokuParts());
}

}  // namespace deduce
