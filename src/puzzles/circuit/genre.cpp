// `deduce solve|count|generate circuit`: the Circuit Board game, plain and shortest-path.
#include <algorithm>
#include <optional>
#include <ostream>
#include <stdexcept>

#include "app/cp_engine.h"
#include "app/export.h"
#include "app/mip_engine.h"
#include "puzzles/circuit/answer.h"
#include "puzzles/budget.h"
#include "puzzles/circuit/circuit.h"
#include "puzzles/circuit/model_mip.h"
#include "puzzles/circuit/svg.h"

namespace deduce {
namespace {

// "r1,c1:r2,c2", four numbers 0..99999 (a negative row would mean "no path" to the model, and
// sscanf's %d overflows on long numbers).
std::pair<std::pair<int, int>, std::pair<int, int>> parsePathOption(const std::string& v) {
  int n[4] = {0, 0, 0, 0};
  size_t i = 0;
  for (int k = 0; k < 4; ++k) {
    size_t st = i;
    while (i < v.size() && i - st < 5 && v[i] >= '0' && v[i] <= '9') n[k] = n[k] * 10 + (v[i++] - '0');
    bool digits = i > st && (i >= v.size() || v[i] < '0' || v[i] > '9');
    bool follows = k < 3 ? i < v.size() && v[i] == ",:,"[k] : i == v.size();  // what ends the number
    if (!digits || !follows) throw UsageError("--path must be r1,c1:r2,c2 (0-based rows and columns), got '" + v + "'");
    ++i;
  }
  return {{n[0], n[1]}, {n[2], n[3]}};
}

// A board and, for the shortest-path variant (--path), the two points to join.
struct Board {
  circuit::Instance inst;
  std::pair<int, int> from{-1, -1}, to{-1, -1};
  std::string file;  // where the board starts (for a model that cannot be built)
  int line = 0;
  bool variant() const { return from.first >= 0; }
};
// The tree, and the path between the two points in the variant.
struct Answer {
  circuit::Solution edges;
  std::vector<std::pair<int, int>> path;
};

void generate(RunContext& ctx) {
  if (!ctx.opt.positional().empty()) throw UsageError("generate circuit takes no input files");
  int size = static_cast<int>(ctx.opt.getInt("size", 5, 2, 60));
  int n = static_cast<int>(ctx.opt.getInt("number", 1, 1, 100000));
  uint64_t seed = static_cast<uint64_t>(ctx.opt.getInt("seed", 1));
  generating(ctx, n, Budget::fromOptions(ctx.opt), [&](int i, Budget& budget) {
    const std::string board = circuit::format(circuit::generate(size, seed + i, &budget));
    if (i) ctx.out << '\n';
    ctx.out << "# deduce generate circuit --size " << size << " --seed " << seed + i << '\n' << board;
  });
}

// The --path ends checked against a board as it is read, so that every command (solve, check,
// export) reports a bad end as bad input, where the board shows it: at the end's cell in the
// drawing, or at the board's first line when the cell is outside it or the two ends are one.
std::optional<InputError> pathError(const Record& rec, const circuit::Instance& inst, std::pair<int, int> from,
                                    std::pair<int, int> to) {
  const std::string bad = circuit::pathEndsProblem(inst, from, to);
  if (bad.empty()) return std::nullopt;
  for (const auto& [r, c] : {from, to}) {
    if (r < 0 || r >= inst.rows || c < 0 || c >= inst.cols) break;
    if (!inst.point[r * inst.cols + c]) return InputError(rec.file, rec.lines[2 * r].line, 2 * c + 1, bad);
  }
  return InputError(rec.file, rec.line(), 1, bad);
}

void readCircuit(const Source& src, const Options& opt, const app::ItemFn<Board>& emit) {
  std::pair<int, int> from{-1, -1}, to{-1, -1};
  if (opt.has("path")) std::tie(from, to) = parsePathOption(opt.get("path"));
  std::vector<InputError> errors;
  std::vector<std::pair<Record, circuit::Instance>> items = circuit::readPuzzles(src, errors);
  // errors and puzzles back in input order
  size_t e = 0;
  auto flushErrorsBefore = [&](int line) {
    for (; e < errors.size() && (line < 0 || errors[e].line <= line); ++e) {
      app::Item<Board> item;
      item.file = errors[e].file;
      item.line = errors[e].line;
      item.error = errors[e];
      emit(std::move(item));
    }
  };
  for (auto& [rec, inst] : items) {
    flushErrorsBefore(rec.line());
    app::Item<Board> item;
    item.file = rec.file;
    item.line = rec.line();
    if (std::count(inst.point.begin(), inst.point.end(), 1) == 0)
      item.error = InputError(rec.file, rec.line(), 1, "the board has no points (every cell is blacked out)");
    else if (std::optional<InputError> e = from.first >= 0 ? pathError(rec, inst, from, to) : std::nullopt)
      item.error = *e;
    else
      item.inst.emplace(Board{std::move(inst), from, to, rec.file, rec.line()});
    emit(std::move(item));
  }
  flushErrorsBefore(-1);
}

// The tree model (circuit.h) with its brancher; in the variant, branch and bound on the path
// length.
// The same split over threads (--threads) or for a progress line: every worker builds the model
// and its brancher; the first build's ids read every worker's solutions. The --path variant is
// branch and bound with the incumbent shared.
app::Report solveCpSplit(const Board& b, const app::Request& r, const app::SolutionFn<Answer>& cb) {
  auto t0 = app::Clock::now();
  std::shared_ptr<circuit::Model> first;
  const cp::ModelFactory factory = [&] {
    cp::WorkerModel w;
    w.space = std::make_unique<cp::Space>();
    auto m = std::make_shared<circuit::Model>(circuit::build(*w.space, b.inst, b.from, b.to));
    w.brancher = std::make_unique<circuit::Brancher>(*w.space, *m);
    if (b.variant()) w.objective = m->length;
    if (!first) first = m;  // the first call is made before the workers start
    w.keep = m;
    return w;
  };
  return app::searchModelParallel<Answer>(
      factory, r,
      [&](cp::Space& sp) {
        Answer a{circuit::extract(sp, *first), {}};
        if (b.variant()) a.path = circuit::extractPath(sp, *first, b.from);
        return a;
      },
      cb, t0);
}

app::Report solveCp(const Board& b, const app::Request& r, const app::SolutionFn<Answer>& cb) {
  auto t0 = app::Clock::now();
  if (app::splitSearch(r)) {
    cp::Space probe;  // a malformed board is reported before the workers start
    try {
      circuit::build(probe, b.inst, b.from, b.to);
    } catch (const std::invalid_argument& e) {
      throw InputError(b.file, b.line, 1, e.what());
    }
    return solveCpSplit(b, r, cb);
  }
  cp::Space s;
  circuit::Model m;
  try {
    m = circuit::build(s, b.inst, b.from, b.to);
  } catch (const std::invalid_argument& e) {
    throw InputError(b.file, b.line, 1, e.what());
  }
  circuit::Brancher br(s, m);
  return app::searchModel<Answer>(
      s, br, r,
      [&](cp::Space& sp) {
        Answer a{circuit::extract(sp, m), {}};
        if (b.variant()) a.path = circuit::extractPath(sp, m, b.from);
        return a;
      },
      cb, t0, b.variant() ? m.length : -1);
}

// Paper 003's IP models (model_mip.h): CM1 (subtour elimination as lazy rows) or CM2 (flow);
// CM3 (shortest path) for the --path variant.
circuit::MipFormulation formulationOf(const Board& b, const Options& opt) {
  circuit::MipFormulation f = b.variant() ? circuit::MipFormulation::CM3 : circuit::MipFormulation::CM1;
  if (opt.has("model") && !circuit::parseMipFormulation(opt.get("model"), f))
    throw UsageError("--model must be cm1|cm2|cm3, got '" + opt.get("model") + "'");
  if (b.variant() != (f == circuit::MipFormulation::CM3))
    throw UsageError("--model cm3 is the shortest-path model: it goes with --path, and --path with it");
  return f;
}

app::Report solveMip(const Board& b, const app::Request& r, const app::SolutionFn<Answer>& cb) {
  const circuit::MipFormulation f = formulationOf(b, *r.opt);
  std::vector<std::vector<std::pair<int, int>>> paths;
  ip::Answers<circuit::Solution> a;
  try {
    a = circuit::solveMip(b.inst, f, b.from, b.to, app::mipOptionsFrom(r), &paths);
  } catch (const std::invalid_argument& e) {
    throw InputError(b.file, b.line, 1, e.what());
  }
  ip::Answers<Answer> out{{}, a.status, a.stats};
  for (size_t i = 0; i < a.solutions.size(); ++i)
    out.solutions.push_back(Answer{a.solutions[i], i < paths.size() ? paths[i] : std::vector<std::pair<int, int>>{}});
  return app::mipReport(out, cb);
}

const char* kUsage =
    "input: a drawing at double resolution: point rows with 'o' points, '#' blacked-out cells and\n"
    "'-' given segments between them; connector rows with '|' given segments (an empty line\n"
    "when there are none). Separate puzzles by two blank lines or a '# comment' line.\n"
    "  o-o o\n"
    "  |\n"
    "  o # o\n"
    "output: the completed drawing; JSON \"edges\": [[r1, c1, r2, c2], ...] and, with --path,\n"
    "\"path\": [[r, c], ...] and \"length\".\n"
    "examples:\n"
    "  deduce solve circuit data/circuit/sample.txt\n"
    "  deduce solve circuit --path 0,0:4,4 data/circuit/board5.txt\n"
    "  deduce generate circuit --size 8 --seed 3 | deduce solve circuit -\n";

app::Parts<Board, Answer> circuitParts() {
  app::Parts<Board, Answer> parts;
  parts.prepare = [](const Options& opt) {
    if (opt.has("path")) parsePathOption(opt.get("path"));
  };
  parts.read = readCircuit;
  parts.check = [](const Board& b, const Answer& a) { return circuit::check(b.inst, a.edges); };
  parts.svg = [](const Board& b, const Answer* a) {
    return circuit::svg(b.inst, a ? &a->edges : nullptr, a ? a->path : std::vector<std::pair<int, int>>{}, {b.from, b.to});
  };
  parts.render = [](const Board& b, const Answer& a) {
    std::string s = circuit::render(b.inst, a.edges);
    if (b.variant() && !a.path.empty()) s += "path length " + std::to_string(a.path.size() - 1) + "\n";
    return s;
  };
  parts.jsonHead = [](json::Value& j, const Board& b) {
    j.set("rows", b.inst.rows);
    j.set("cols", b.inst.cols);
  };
  parts.jsonSolution = [](json::Value& j, const Board& b, const Answer& a) {
    json::Value edges = json::Value::array();
    for (const auto& e : a.edges) edges.push(std::vector<int>{e.r1, e.c1, e.r2, e.c2});
    j.set("edges", edges);
    if (b.variant()) {
      json::Value p = json::Value::array();
      for (auto [r, c] : a.path) p.push(std::vector<int>{r, c});
      j.set("path", p);
      j.set("length", static_cast<int64_t>(a.path.size()) - 1);
    }
  };
  parts.answer = {
      [](const Board& b, app::AnswerText& t) { return Answer{circuit::readAnswerText(b.inst, t), {}}; },
      [](const Board& b, const nlohmann::json& j) { return Answer{circuit::readAnswerJson(b.inst, j), {}}; }};
  parts.optimizes = [](const Board& b) { return b.variant(); };
  parts.blankLineBetween = true;
  parts.generate = generate;
  parts.engines = {{"cp", solveCp, app::withThreads({})}, {"mip", solveMip, {"model"}, app::mipRefuses()}};
  parts.exportCommand = app::exportCommand<Board, Answer>(
      "circuit", [](const Board& b, const Options& o) { return circuit::buildMip(b.inst, formulationOf(b, o), b.from, b.to).ip; }, {});
  return parts;
}

}  // namespace

std::unique_ptr<Genre> makeCircuitGenre() {
  using G = app::PartsGenre<Board, Answer>;
  return std::make_unique<G>(
      G::Info{"circuit",
              "Circuit Board: join all points into a tree of degrees 1 and 3",
              kUsage,
              {{"model", true,
                "M: --engine mip: cm1 (spanning tree, lazy subtour cuts; default) | cm2 (flow); cm3 with --path"},
               {"path", true, "R1,C1:R2,C2: shortest-path variant: minimise the tree path between two points"},
               {"size", true, "N: generate: board size (default 5; 20x20 takes seconds, 30x30 minutes per board)"},
               {"number", true, "N: generate: how many boards (default 1)"}}},
      circuitParts());
}

}  // namespace deduce
