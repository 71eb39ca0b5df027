// `deduce solve|count sudoku [--box RxC] [--diagonal] [--engine cp] FILE...`:
// batches of Sudoku of any box shape in the line or numbers-grid format (see
// grid.h), answered in input order.
#include "puzzles/genre.h"

#include <algorithm>
#include <array>
#include <random>
#include <stdexcept>

#include "app/driver.h"
#include "app/progress.h"
#include "puzzles/budget.h"
#include "puzzles/grid/answer.h"
#include "app/export.h"
#include "app/mip_engine.h"
#include "puzzles/sudoku/bitboard.h"
#include "puzzles/sudoku/explain_svg.h"
#include "puzzles/sudoku/generate.h"
#include "puzzles/sudoku/logic.h"
#include "puzzles/sudoku/minclue.h"
#include "puzzles/sudoku/model_mip.h"
#include "puzzles/sudoku/model_sat.h"
#include "puzzles/sudoku/position.h"
#include "puzzles/sudoku/sudoku.h"
#include "puzzles/sudoku/svg.h"

namespace deduce {
namespace {

using Puzzle = grid::Shown<sudoku::Instance>;

std::vector<OptionSpec> sudokuOptions() {
  std::vector<OptionSpec> o = {
      {"techniques", true,
       "LIST: explain/hint/rate/generate: the techniques allowed (comma-separated keys, see docs/ratings.md)"},
      {"symmetry", true, "S: generate: none|rot180|rot90|mirror|diagonal (default none)"},
      {"difficulty", true, "D: generate: easy|medium|hard|expert|extreme or a rating range LO-HI"},
      {"minimal", false, "generate: every clue needed"},
      {"pencil", false,
       "explain/hint/rate: the input is positions with pencil marks (159 or {159} per cell, or 729-character "
       "candidate grids; docs/ratings.md)"},
      {"number", true, "N: generate: how many puzzles (default 1)"},
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

// Positions with pencil marks (position.h), 3x3 boxes unless --box says otherwise; the first
// malformed one ends the source with its error.
void readPencilPositions(const Source& src, int boxRows, int boxCols, bool diagonal, const app::ItemFn<Puzzle>& emit) {
  sudoku::Instance shape;
  if (boxRows) {
    shape.boxRows = boxRows;
    shape.boxCols = boxCols;
  }
  shape.diagonal = diagonal;
  const int n = shape.size();
  sudoku::PositionError err;
  const bool ok = sudoku::readPositions(
      src.text, shape,
      [&](sudoku::Position&& p) {
        app::Item<Puzzle> item;
        item.file = src.name;
        item.line = p.line;
        std::vector<std::string> names;
        grid::Units u = sudoku::units(p.inst, &names);
        if (auto clash = grid::clashingGiven(p.inst.cells, n, u, names))
          item.error = InputError(src.name, p.line, p.col, clash->second);
        else
          item.inst.emplace(Puzzle{std::move(p.inst), grid::Look{n, grid::Format::Line, grid::Format::Line, '.'}});
        emit(std::move(item));
      },
      err);
  if (!ok) throw InputError(src.name, err.line, err.col, err.message);
}

void readSudoku(const Source& src, const Options& opt, const app::ItemFn<Puzzle>& emit) {
  const Shape box = shapeFrom(opt);
  const bool diagonal = opt.has("diagonal");
  if (opt.has("pencil")) return readPencilPositions(src, box.rows, box.cols, diagonal, emit);
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
        if (!sudoku::givensMayClash(inst)) return inst;
        std::vector<std::string> names;
        grid::Units u = sudoku::units(inst, &names);
        if (auto clash = grid::clashingGiven(p.cells, p.n, u, names)) throw p.errorAt(clash->first, clash->second);
        return inst;
      },
      emit);
}

// The fast path of the 81-character line (app::Parts::lineReader): the cells straight into the
// reused instance, the clash test by bitmasks; a line with clashing givens, any other side or
// layout, and every error are left to readSudoku, which reads and reports them.
app::LineReader<Puzzle> sudokuLineReader(const Options& opt) {
  const Shape box = shapeFrom(opt);
  if (opt.has("pencil") || (box.rows && (box.rows != 3 || box.cols != 3))) return {};
  const bool diagonal = opt.has("diagonal");
  const grid::Format layout = grid::layoutFor(opt, grid::Format::Line);
  return [diagonal, layout](std::string_view line, app::Item<Puzzle>& item) {
    if (!item.inst) item.inst.emplace();
    Puzzle& p = *item.inst;
    char empty = '.';
    const app::LineKind kind = grid::readLineCells(line, 9, 9, p.inst.cells, empty);
    if (kind != app::LineKind::Record) return kind;
    p.inst.boxRows = p.inst.boxCols = 3;
    p.inst.diagonal = diagonal;
    if (sudoku::givensMayClash(p.inst)) return app::LineKind::Other;
    p.look = grid::Look{9, grid::Format::Line, layout, empty};
    return app::LineKind::Record;
  };
}

// ---- the setter's commands: explain, hint, rate, candidates, generate (logic.h, generate.h) ----

namespace logic = sudoku::logic;

logic::Options logicOptionsFrom(const Options& opt) {
  logic::Options o;
  if (opt.has("techniques")) {
    std::string err;
    if (!logic::parseTechniques(opt.get("techniques"), o.techniques, err)) throw UsageError("--techniques: " + err);
  }
  o.timeLimit = opt.getDouble("time-limit", 0);
  o.maxSteps = static_cast<size_t>(opt.getInt("node-limit", 0, 0));
  return o;
}

// The logic solver's commands take grids of side up to logic::kMaxSide (a candidate bit each);
// a larger one is the record's error (the driver gives it its place), not a grid without solution.
void needLogicSide(const Puzzle& p, const char* command) {
  if (p.inst.size() > logic::kMaxSide)
    throw std::invalid_argument(std::string(command) + " handles grids of side 1.." + std::to_string(logic::kMaxSide));
}

// A closing JSON object of the logic solver (a string from logic.h) with the record's place first.
std::string placed(const std::string& file, int line, const std::string& object) {
  std::string head = app::recordJson(nullptr, file, line).dump();
  head.pop_back();  // the closing brace
  return object.size() > 2 ? head + "," + object.substr(1) : head + "}";
}

// The status of a logic outcome as the exit status sees it: invalid = no solution, limit.
void noteLogic(RunContext& ctx, logic::Status s) {
  if (s == logic::Status::Invalid) ctx.note(Status::Unsolvable);
  if (s == logic::Status::Limit) ctx.note(Status::Limit);
}

void explainCommand(RunContext& ctx, const Puzzle& p, const std::string& file, int line) {
  needLogicSide(p, "explain");
  logic::Outcome o = logic::explain(p.inst, logicOptionsFrom(ctx.opt));
  noteLogic(ctx, o.status);
  if (ctx.json()) {
    for (const logic::Step& st : o.steps) ctx.out << placed(file, line, logic::stepJson(st)) << '\n';
    ctx.out << placed(file, line, logic::outcomeJson(p.inst, o)) << '\n';
    return;
  }
  for (const logic::Step& st : o.steps) ctx.out << st.text << '\n';
  ctx.out << logic::statusName(o.status);
  if (o.status == logic::Status::Stuck) ctx.out << ": " << grid::toLine(o.grid, p.look.empty);
  if (o.status == logic::Status::Invalid) ctx.out << ": " << o.message;
  if (o.hardest) ctx.out << " (hardest: " << logic::techniqueName(*o.hardest) << ", rating " << o.rating << ")";
  ctx.out << "\n\n";
}

void hintCommand(RunContext& ctx, const Puzzle& p, const std::string& file, int line) {
  needLogicSide(p, "hint");
  std::string why;
  std::optional<logic::Step> st = logic::hint(p.inst, nullptr, logicOptionsFrom(ctx.opt), &why);
  if (ctx.json()) {
    if (st) {
      ctx.out << placed(file, line, logic::stepJson(*st)) << '\n';
    } else {
      json::Value j = app::recordJson("none", file, line);
      j.set("message", why);
      ctx.out << j.dump() << '\n';
    }
    return;
  }
  ctx.out << (st ? st->text : "no hint: " + why) << '\n';
}

void rateCommand(RunContext& ctx, const Puzzle& p, const std::string& file, int line) {
  needLogicSide(p, "rate");
  logic::Rating r = logic::rate(p.inst, logicOptionsFrom(ctx.opt));
  noteLogic(ctx, r.status);
  if (ctx.json()) {
    ctx.out << placed(file, line, logic::ratingJson(r)) << '\n';
    return;
  }
  ctx.out << r.rating << ' ' << (r.hardest ? logic::techniqueName(*r.hardest) : "-") << ' '
          << logic::statusName(r.status) << '\n';
}

void candidatesCommand(RunContext& ctx, const Puzzle& p, const std::string& file, int line) {
  needLogicSide(p, "candidates");
  bool complete = true;
  std::vector<uint32_t> m = logic::trueCandidates(p.inst, ctx.opt.getDouble("time-limit", 0), &complete);
  if (m.empty()) ctx.note(Status::Unsolvable);
  if (!complete) ctx.note(Status::Limit);
  if (ctx.json()) {
    ctx.out << placed(file, line, logic::candidatesJson(p.inst, m, complete)) << '\n';
    return;
  }
  if (m.empty()) {
    ctx.out << "no solution\n";
    return;
  }
  const int n = p.inst.size();
  for (int i = 0; i < n * n; ++i) {
    if (p.inst.cells[i]) continue;
    ctx.out << 'r' << i / n + 1 << 'c' << i % n + 1 << ':';
    for (int v = 1; v <= n; ++v)
      if (m[i] >> (v - 1) & 1u) ctx.out << ' ' << grid::valueChar(v);
    ctx.out << '\n';
  }
  if (!complete) ctx.out << "(limit reached: the values proven so far)\n";
  ctx.out << '\n';
}

void generateSudoku(RunContext& ctx) {
  const Options& opt = ctx.opt;
  if (!opt.positional().empty()) throw UsageError("generate sudoku takes no input files");
  sudoku::GenerateOptions g;
  const Shape box = shapeFrom(opt);
  if (box.rows) {
    g.boxRows = box.rows;
    g.boxCols = box.cols;
  }
  if (g.boxRows * g.boxCols > logic::kMaxSide)
    throw UsageError("generate sudoku handles grids of side 1.." + std::to_string(logic::kMaxSide) + ", got --box " + box.text);
  g.diagonal = opt.has("diagonal");
  if (opt.has("symmetry") && !sudoku::parseSymmetry(opt.get("symmetry"), g.symmetry))
    throw UsageError("--symmetry must be none|rot180|rot90|mirror|diagonal, got '" + opt.get("symmetry") + "'");
  if (opt.has("difficulty")) {
    std::string err;
    if (!sudoku::parseDifficulty(opt.get("difficulty"), g.minRating, g.maxRating, err))
      throw UsageError("--difficulty: " + err);
  }
  g.minimal = opt.has("minimal");
  if (opt.has("techniques")) g.techniques = logicOptionsFrom(opt).techniques;
  const int number = static_cast<int>(opt.getInt("number", 1, 1, 1000000));
  const uint64_t seed = static_cast<uint64_t>(opt.getInt("seed", 1));
  std::mt19937_64 rng(seed);
  if (!ctx.json()) {
    ctx.out << "# deduce generate sudoku --box " << g.boxRows << 'x' << g.boxCols << (g.diagonal ? " --diagonal" : "")
            << " --symmetry " << sudoku::symmetryName(g.symmetry) << (g.minimal ? " --minimal" : "");
    for (const char* o : {"difficulty", "techniques"})
      if (opt.has(o)) ctx.out << " --" << o << ' ' << opt.get(o);
    ctx.out << " --seed " << seed << '\n';
  }
  generating(ctx, number, Budget::fromOptions(opt), [&](int, Budget& budget) {
    const cp::Limits left = budget.limits();
    g.timeLimit = left.timeSeconds;
    g.nodeLimit = left.nodes;
    std::string why;
    std::optional<sudoku::Generated> p = sudoku::generate(g, rng, &why);
    if (!p) throw Budget::Stopped(why);
    budget.use(p->nodes);
    std::string line;
    for (int v : p->puzzle.cells) line += grid::valueChar(v, '.');
    if (ctx.json()) {
      json::Value j = json::Value::object();
      j.set("puzzle", line);
      j.set("rating", p->rating.rating);
      j.set("hardest", p->rating.hardest ? logic::techniqueName(*p->rating.hardest) : "");
      j.set("attempts", p->attempts);
      j.set("seed", seed);
      ctx.out << j.dump() << '\n';
    } else {
      ctx.out << line << "  # rating " << p->rating.rating << ", "
              << (p->rating.hardest ? logic::techniqueName(*p->rating.hardest) : "givens only") << '\n';
    }
  });
}

// 9x9 cells as the bitboard tools take them; throws InputError for other shapes.
std::array<uint8_t, 81> cells81(const Puzzle& p, const std::string& file, int line, const char* what) {
  if (!sudoku::bits::supports(p.inst))
    throw InputError(file, line, 1, std::string(what) + " handles 9x9 Sudoku with 3x3 boxes (no diagonal)");
  std::array<uint8_t, 81> c{};
  for (int i = 0; i < 81; ++i) c[i] = static_cast<uint8_t>(p.inst.cells[i]);
  return c;
}

void minimalCommand(RunContext& ctx, const Puzzle& p, const std::string& file, int line) {
  const uint64_t seed = static_cast<uint64_t>(ctx.opt.getInt("seed", 0));
  std::string puzzle, err;
  if (sudoku::bits::supports(p.inst)) {
    std::array<uint8_t, 81> in = cells81(p, file, line, "minimal"), out{};
    err = sudoku::minclue::minimal(in.data(), out.data(), seed);
    puzzle = sudoku::minclue::toString(out.data());
  } else {  // other shapes: the exact-cover engine's checks
    std::vector<int> out;
    err = sudoku::minclue::minimal(p.inst, out, seed);
    for (int v : out) puzzle += grid::valueChar(v, '.');
  }
  if (!err.empty()) throw InputError(file, line, 1, err);
  const int clues = static_cast<int>(std::count_if(puzzle.begin(), puzzle.end(), [](char c) { return c != '.'; }));
  if (ctx.json()) {
    json::Value j = app::recordJson("solved", file, line);
    j.set("puzzle", puzzle);
    j.set("clues", clues);
    ctx.out << j.dump() << '\n';
  } else {
    ctx.out << puzzle << "  # " << clues << " clues\n";
  }
}

void minclueCommand(RunContext& ctx, const Puzzle& p, const std::string& file, int line) {
  sudoku::minclue::Options o;
  o.seconds = ctx.opt.getDouble("time-limit", 0);
  o.seed = static_cast<uint64_t>(ctx.opt.getInt("seed", 0));
  o.threads = static_cast<int>(ctx.opt.getInt("threads", 1, 0, 1024));
  // --engine bits (the default): the hitting-set search; mip: the IP with lazily added rows.
  const std::string engine = ctx.opt.get("engine", "bits");
  if (engine != "bits" && engine != "mip") throw UsageError("minclue takes --engine bits (hitting sets) or mip (the IP)");
  if (engine == "mip") o.method = sudoku::minclue::Method::Mip;
  const bool nine = sudoku::bits::supports(p.inst);  // else other shapes: the exact-cover engine's checks
  std::array<uint8_t, 81> g{};
  if (nine) {
    g = cells81(p, file, line, "minclue");
    if (std::count(g.begin(), g.end(), 0)) throw InputError(file, line, 1, "minclue takes a completed grid (81 values)");
  }
  sudoku::minclue::Result r;
  {
    // The progress line follows the hitting-set search (the IP's search is CBC's).
    sudoku::minclue::Live live;
    o.live = &live;
    app::Progress progress(o.method == sudoku::minclue::Method::Hits && app::progressWanted(ctx),
                           [&live](double seconds) { return sudoku::minclue::progressLine(live, seconds); });
    r = nine ? sudoku::minclue::minclue(g.data(), o) : sudoku::minclue::minclue(p.inst, o);
    if (!r.error.empty()) progress.dismiss();  // a rejected grid: its error alone
  }
  if (!r.error.empty()) throw InputError(file, line, 1, r.error);
  if (r.interrupted) ctx.note(Status::Limit);
  if (ctx.json()) {
    json::Value j = app::recordJson(r.proven ? "solved" : "limit", file, line);
    j.set("puzzle", r.puzzle);
    j.set("clues", r.clues);
    j.set("proven", r.proven);
    j.set("lower_bound", r.lowerBound);
    j.set("unavoidable_sets", r.unavoidableSets);
    j.set("hitting_sets_checked", r.hittingSetsChecked);
    j.set("nodes", r.nodes);
    j.set("time_ms", r.timeMs);
    ctx.out << j.dump() << '\n';
  } else {
    ctx.out << r.puzzle << "  # " << r.clues << " clues, "
            << (r.proven ? "minimum proven" : "not proven: at least " + std::to_string(r.lowerBound)) << '\n';
    if (ctx.stats())
      ctx.out << "stats: unavoidable sets " << r.unavoidableSets << ", hitting sets checked " << r.hittingSetsChecked
              << ", nodes " << r.nodes << ", time " << r.timeMs << " ms\n";
  }
}

app::Parts<Puzzle, std::vector<int>> sudokuParts() {
  app::Parts<Puzzle, std::vector<int>> parts;
  parts.prepare = [](const Options& opt) {
    grid::layoutFor(opt, grid::Format::Line);
    grid::layoutOption(opt);
    shapeFrom(opt);
  };
  parts.read = readSudoku;
  parts.standsAlone = grid::standsAlone;
  parts.lineReader = sudokuLineReader;
  parts.check = [](const Puzzle& p, const std::vector<int>& sol) { return sudoku::check(p.inst, sol); };
  grid::setGridOutput(parts);
  parts.svg = [](const Puzzle& p, const std::vector<int>* sol) { return sudoku::svg(p.inst, sol); };
  grid::setGridAnswer(parts);
  parts.strategy = Strategy{Strategy::Var::MinDom, cp::ValSel::Min};
  using sudoku::Instance;
  // The bitboard engine (bitboard.h) for 9x9, falling back to cp for other shapes; cp when a
  // CP option asks for it.
  parts.defaultEngine = [](const Options& opt) -> std::string {
    for (const char* o :
         {"strategy", "var", "val", "alldiff", "restarts", "restart-scale", "fail-limit", "threads", "progress"})
      if (opt.has(o)) return "cp";
    return "bits";
  };
  // The bitboard search and PS-1-2 have no failure count to stop at (nor has CBC).
  parts.engines = {
      grid::gridEngine<Instance>("bits", grid::plain(sudoku::bits::solveBits), {}, {"fail-limit"}),
      grid::gridEngine<Instance>("cp", grid::plain(sudoku::solveCp)),
      grid::gridEngine<Instance>("dlx", grid::plain(sudoku::solveDlx), {"trace"}),
      grid::gridEngine<Instance>("ps12", grid::plain(sudoku::solvePs12), {"trace"}, {"fail-limit"}),
      grid::gridEngine<Instance>("mip", grid::plain(sudoku::solveMip), {}, app::mipRefuses()),
      grid::gridEngine<Instance>("sat",
                                 [](const Instance& inst, const grid::SolveOptions& so, const app::Request& r) {
                                   return sudoku::solveSatWith(
                                       inst, so, grid::satEncodingFromString(r.opt->get("encoding", "extended")),
                                       r.opt->has("stats"));
                                 },
                                 {"encoding"})};
  parts.commands = {{Command::Explain, explainCommand}, {Command::Hint, hintCommand},
                    {Command::Rate, rateCommand},       {Command::Candidates, candidatesCommand},
                    {Command::Minimal, minimalCommand}, {Command::Minclue, minclueCommand}};
  parts.svgCommands = {{Command::Explain, [](RunContext& ctx, const Puzzle& p) {
                          needLogicSide(p, "explain");
                          logic::Outcome o = logic::explain(p.inst, logicOptionsFrom(ctx.opt));
                          noteLogic(ctx, o.status);
                          return std::pair<std::string, std::string>{sudoku::explainSvg(p.inst, o),
                                                                     logic::statusName(o.status)};
                        }}};
  parts.generate = generateSudoku;
  parts.exportCommand = app::exportCommand<Puzzle, std::vector<int>>(
      "sudoku", [](const Puzzle& p, const Options&) { return sudoku::buildMip(p.inst).ip; },
      [](const Puzzle& p, const Options& o) {
        return sudoku::buildSat(p.inst, grid::satEncodingFromString(o.get("encoding", "extended"))).cnf;
      });
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
