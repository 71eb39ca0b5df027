// Square number grids, shared by the sudoku, latin and magic genres: the two input formats,
// printing in the input's alphabet, the generic "alldifferent units" CP model and engine, the
// paper-002 static order (Opre), and the batch driver that turns parsed puzzles into answers.
//
// Input formats (one source may mix them, block by block):
//   line     one puzzle per line, cells in row order: `1`-`9` then `A`-`Z` (or `a`-`z`) for
//            10..35, `.` or `0` for an empty cell. The side is the square root of the length.
//            n lines of n such characters are one grid, a row per line (the .sdk layout), when
//            most of them are no line puzzles on their own (see parseLineRun in grid.cpp).
//   numbers  a block of lines (blocks separated by blank lines), each line a row of
//            whitespace-separated integers or single letters (10..35); `0`, `.` or `_` is an
//            empty cell.
// Consecutive lines with blanks between tokens form one numbers grid (a blank line ends it);
// every other line is a line puzzle or a row of characters. `#` starts a comment. Sides up to
// 400.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/cp_engine.h"
#include "app/driver.h"
#include "puzzles/genre.h"

namespace deduce::grid {

enum class Format { Line, Numbers };

struct Puzzle {
  std::string file;
  int line = 0;            // first line of the puzzle in its file
  int n = 0;               // side
  std::vector<int> cells;  // n*n, row-major, 0 = empty, else the value
  Format format = Format::Line;
  char empty = '.';                  // the empty-cell character of a line puzzle (output keeps it)
  std::vector<int> srcLine, srcCol;  // where each cell was written (for error messages)
  InputError errorAt(int cell, const std::string& msg) const;
};

// What a genre accepts: the largest value at side n, and (optionally) why a side is not
// acceptable ("" when it is), checked before the cells so that a line of the wrong length is
// reported as such.
// How runs of character lines are read (--layout). Auto: a run of k lines of w characters each
// is read as k/w grids of w rows when that is the only reading that fits the genre, as k line
// puzzles when that is, and is an error naming both readings when both fit (four lines `1...`
// are one 4x4 Latin square or four 2x2 ones); Lines or Rows settle it.
enum class Layout { Auto, Lines, Rows };
struct Spec {
  std::function<int(int)> maxValue;
  std::function<std::string(int)> sideError;
  Layout layout = Layout::Auto;
};
// --layout auto|lines|rows; throws UsageError.
Layout layoutOption(const Options& opt);
// Parse every puzzle of a source. Malformed records are passed to onError and skipped; the
// others go to onPuzzle in input order.
void parse(const Source& src, const Spec& spec, const std::function<void(Puzzle&)>& onPuzzle,
           const std::function<void(const InputError&)>& onError);

// The fast path of the line format (app::Parts::lineReader): `line` (no line end) as a one-line
// puzzle of side n, n*n >= 36 so that it stands alone: blanks, n*n cell characters of values up to
// maxValue, blanks, and at most a `#` comment, read into `cells` (resized to n*n, its buffer kept)
// and `empty` (the first empty-cell character, else '.'), exactly as parse() reads such a line.
// Nothing: a blank or comment line. Other: anything else (an error or another layout), left to
// parse().
app::LineKind readLineCells(std::string_view line, int n, int maxValue, std::vector<int>& cells, char& empty);

// Characters of the line alphabet: 1..35 -> '1'..'9','A'..'Z'. 0 -> `empty`.
char valueChar(int v, char empty = '.');
// -1 if not a cell character, 0 for empty.
constexpr int charValue(char c) {
  if (c == '.' || c == '0') return 0;
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  return -1;
}
// Whether a line is a one-line puzzle whatever surrounds it: more cell characters than a grid row
// written in characters can have (35), and nothing else but a comment. Streams of such lines are
// answered as they arrive (app::Parts::standsAlone).
bool standsAlone(const std::string& line);

// Printing. line: one line of characters (only for values <= 35). grid: one row per line,
// characters separated by blanks for a line-alphabet puzzle, right-aligned numbers otherwise.
std::string toLine(const std::vector<int>& cells, char empty = '.');
std::string toGrid(const std::vector<int>& cells, int n, Format alphabet, char empty = '.');
json::Value gridJson(const std::vector<int>& cells, int n);

// Units: groups of cells (indices into the row-major grid) whose values must all differ.
using Units = std::vector<std::vector<int>>;
Units rowsAndColumns(int n);
// The first given that repeats a value already given in one of its units: its cell index and
// a description ("5 repeats the given in row 3"); nullopt when the givens are consistent.
std::optional<std::pair<int, std::string>> clashingGiven(const std::vector<int>& cells, int n, const Units& units,
                                                         const std::vector<std::string>& unitNames);

// Opre (paper 002): the main diagonal, then the upper triangle row by row, then the lower
// triangle row by row. Defined for any square grid, so Latin squares and Sudoku get it too.
std::vector<int> opreOrder(int n);

// The CP model of "values 1..maxValue, each unit all different" plus the engine running it.
// With --alldiff domain (the default) all units are one alldifferentGroup propagator, unless
// the variable heuristic is dom/wdeg (it needs one weight per unit): then, and with --alldiff
// domain-separate, one alldifferentDomain propagator per unit.
struct Instance {
  int n = 0;
  int maxValue = 0;         // n for Latin/Sudoku
  std::vector<int> givens;  // n*n, 0 = empty
  // Shared and immutable: the genres build the units once per grid shape and cache them, so
  // that a batch of puzzles does not rebuild 27 vectors per puzzle.
  std::shared_ptr<const Units> units;
};
struct SolveOptions {
  Strategy strategy;
  cp::Limits limits;  // limits.solutions: stop after that many (0 = all)
  // Called with every solution (row-major values); return false to stop.
  std::function<bool(const std::vector<int>&)> onSolution;
  bool trace = false;  // engines with a trace (dlx, ps12) fill Result::trace
  int threads = 1;     // the cp engine: --threads (0: every core), searchCellsSplit
  bool progress = false;  // the cp engine: a progress line (app/progress.h)
};
struct Result {
  cp::SearchStatus status = cp::SearchStatus::Complete;
  cp::Stats stats;
  uint64_t count = 0;
  std::vector<int> first;  // the first solution found (empty if none)
  std::string trace;       // the engine's trace table (--trace), printed before the answer
};
// The branching order for a strategy: Opre's static order or the input (row-major) order, with
// the strategy's variable heuristic applied over it.
cp::Phase phaseFor(const Strategy& st, const cp::VarIds& cells, int n);
Result solveUnits(const Instance& inst, const SolveOptions& opt);
// Search a model whose decision variables are the n*n cells `x` (row-major) with the options'
// strategy, limits and restarts; collects the first solution and the count.
Result searchCells(cp::Space& s, const cp::VarIds& x, int n, const SolveOptions& opt);
// A model of the n*n cells built into a fresh space: the cell variables, row-major. Every call
// must make the same variables in the same order.
using CellModel = std::function<cp::VarIds(cp::Space&)>;
// The model searched as searchCells does, on one space (threads 1, no progress line) or split
// over threads each building its own (cp/parallel.h: the same count, solutions in an order that
// depends on the scheduling; with one thread and a progress line, the same tree cut into
// subproblems).
Result searchCellModel(const CellModel& build, int n, const SolveOptions& opt);

// ---- the parts the grid genres give the batch driver (src/app/driver.h) ----

// How a grid answer is printed: its side, the input's alphabet and empty character, and the
// output layout (--format line|grid, else the input's).
struct Look {
  int n = 0;
  Format alphabet = Format::Numbers;
  Format layout = Format::Numbers;
  char empty = '.';
};
// The layout --format asks for (line|grid|text|json), else `input`; throws UsageError.
Format layoutFor(const Options& opt, Format input);

// A grid genre's instance as it travels through the driver: the genre's own instance and how to
// print its answer.
template <class I>
struct Shown {
  I inst;
  Look look;
};

// The printing parts shared by the grid genres: text in the input's alphabet (a line, or a
// grid followed by a blank line; "multiple solutions" on the answer's line), JSON "n",
// "solution" (a line string, for values up to 35) and "grid" (rows of integers).
void printCells(std::ostream& out, const Look& look, const std::vector<int>& cells, bool multiple);
void jsonCells(json::Value& j, const Look& look, const std::vector<int>& cells);
template <class I>
void setGridOutput(app::Parts<Shown<I>, std::vector<int>>& parts) {
  parts.printAnswer = [](std::ostream& out, const Shown<I>& s, const std::vector<int>& cells, bool multiple) {
    printCells(out, s.look, cells, multiple);
  };
  parts.jsonHead = [](json::Value& j, const Shown<I>& s) { j.set("n", s.look.n); };
  parts.formats = {"line", "grid", "text", "json"};
  parts.jsonSolution = [](json::Value& j, const Shown<I>& s, const std::vector<int>& cells) {
    jsonCells(j, s.look, cells);
  };
}

// The items of a source read by parse(): each puzzle made into an instance by `make` (which may
// throw InputError, e.g. for clashing givens), or the error where a record is malformed.
template <class I>
void readGrids(const Source& src, const Options& opt, const Spec& spec, const std::function<I(const Puzzle&)>& make,
               const app::ItemFn<Shown<I>>& emit) {
  parse(
      src, spec,
      [&](Puzzle& p) {
        app::Item<Shown<I>> item;
        item.file = p.file;
        item.line = p.line;
        try {
          item.inst.emplace(Shown<I>{make(p), Look{p.n, p.format, layoutFor(opt, p.format), p.empty}});
        } catch (const InputError& e) {
          item.error = e;
        }
        emit(std::move(item));
      },
      [&](const InputError& e) {
        app::Item<Shown<I>> item;
        item.file = e.file;
        item.line = e.line;
        item.error = e;
        emit(std::move(item));
      });
}

// An engine of the grid genres: one function from the genre's instance, grid::SolveOptions (and
// the request, for engine options such as --encoding) to a grid::Result, wrapped as a driver
// engine (`refuses`: the common options it cannot honour). `plain` adapts the functions that
// need no more than the options.
template <class I>
std::function<Result(const I&, const SolveOptions&, const app::Request&)> plain(Result (*fn)(const I&,
                                                                                             const SolveOptions&)) {
  return [fn](const I& inst, const SolveOptions& so, const app::Request&) { return fn(inst, so); };
}
template <class I>
app::Engine<Shown<I>, std::vector<int>> gridEngine(
    std::string name, std::function<Result(const I&, const SolveOptions&, const app::Request&)> fn,
    std::vector<std::string> options = app::withThreads(app::cpAlldiffOptions()), std::vector<std::string> refuses = {}) {
  return {std::move(name),
          [fn](const Shown<I>& s, const app::Request& r, const app::SolutionFn<std::vector<int>>& cb) {
            SolveOptions so;
            so.strategy = r.strategy;
            so.limits = r.limits;
            so.trace = r.trace;
            so.onSolution = cb;
            so.threads = r.threads;
            so.progress = r.progress;
            Result res = fn(s.inst, so, r);
            app::Report rep;
            rep.status = res.status;
            rep.stats = res.stats;
            rep.stats.solutions = res.count;
            rep.trace = std::move(res.trace);
            return rep;
          },
          std::move(options), std::move(refuses)};
}

// "RxC" (also "R*C") into two positive integers; throws UsageError naming the option.
void parseShape(const std::string& text, const std::string& option, int& rows, int& cols);

}  // namespace deduce::grid
