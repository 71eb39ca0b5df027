// `deduce solve|count|generate circuit`: the Circuit Board game, plain and shortest-path.
#include <chrono>
#include <ostream>
#include <stdexcept>

#include "puzzles/circuit/circuit.h"
#include "puzzles/genre.h"
#include "puzzles/puzzle_search.h"

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
    if (!digits || !follows)
      throw UsageError("--path must be r1,c1:r2,c2 (0-based rows and columns), got '" + v + "'");
    ++i;
  }
  return {{n[0], n[1]}, {n[2], n[3]}};
}

class CircuitGenre : public Genre {
 public:
  std::string name() const override { return "circuit"; }
  std::string summary() const override { return "Circuit Board: join all points into a tree of degrees 1 and 3"; }
  std::vector<std::string> engines() const override { return {"cp"}; }
  bool supports(Command c) const override {
    return c == Command::Solve || c == Command::Count || c == Command::Generate;
  }
  std::vector<OptionSpec> options() const override {
    return {{"path", true, "R1,C1:R2,C2: shortest-path variant: minimise the tree path between two points"},
            {"size", true, "N: generate: board size (default 5; 20x20 takes seconds, 30x30 minutes per board)"},
            {"number", true, "N: generate: how many boards (default 1)"}};
  }
  std::string usage() const override {
    return "input: a drawing at double resolution: point rows with 'o' points, '#' blacked-out cells and\n"
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
  }

  void run(RunContext& ctx) override {
    if (ctx.cmd == Command::Generate) {
      int size = static_cast<int>(ctx.opt.getInt("size", 5, 2, 60));
      int n = static_cast<int>(ctx.opt.getInt("number", 1, 1, 100000));
      uint64_t seed = static_cast<uint64_t>(ctx.opt.getInt("seed", 1));
      for (int i = 0; i < n; ++i) {
        if (i) ctx.out << '\n';
        ctx.out << "# deduce generate circuit --size " << size << " --seed " << seed + i << '\n'
                << circuit::format(circuit::generate(size, seed + i));
        ctx.out.flush();
      }
      return;
    }
    std::pair<int, int> from{-1, -1}, to{-1, -1};
    if (ctx.opt.has("path")) std::tie(from, to) = parsePathOption(ctx.opt.get("path"));
    std::vector<std::string> files = ctx.opt.positional();
    if (files.empty()) files.push_back("-");
    bool first = true;
    for (const std::string& f : files) {
      std::vector<InputError> errors;
      std::vector<std::pair<Record, circuit::Instance>> items;
      try {
        items = circuit::readPuzzles(readSource(f), errors);
      } catch (const InputError& e) {
        ctx.error(e);
        continue;
      }
      for (const auto& e : errors) ctx.error(e);
      for (auto& [rec, inst] : items) {
        solveOne(ctx, rec, inst, from, to, first);
        first = false;
        if (cp::g_stopRequested.load()) return;
      }
    }
  }

 private:
  void solveOne(RunContext& ctx, const Record& rec, const circuit::Instance& inst, std::pair<int, int> from,
                std::pair<int, int> to, bool first) {
    auto t0 = std::chrono::steady_clock::now();
    cp::Space s;
    circuit::Model m;
    try {
      m = circuit::build(s, inst, from, to);
    } catch (const std::invalid_argument& e) {
      ctx.error(InputError(rec.file, rec.line(), 1, e.what()));
      return;
    }
    bool variant = m.length >= 0;
    circuit::Brancher br(s, m);
    std::vector<std::pair<int, int>> path;
    auto out = searchPuzzle<circuit::Solution>(
        ctx, s, br,
        [&](cp::Space& sp) {
          if (variant) path = circuit::extractPath(sp, m, from);
          return circuit::extract(sp, m);
        },
        [&](const circuit::Solution& sol) { return circuit::check(inst, sol); }, variant ? m.length : -1);
    s.stats.timeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (!noteOutcome(ctx, rec, out)) return;
    if (ctx.json()) {
      json::Value j = outcomeJson(out, inst.rows, inst.cols, s.stats);
      if (!out.counting && !out.solutions.empty()) {
        json::Value edges = json::Value::array();
        for (const auto& e : out.solutions[0]) edges.push(std::vector<int>{e.r1, e.c1, e.r2, e.c2});
        j.set("edges", edges);
        if (variant) {
          json::Value p = json::Value::array();
          for (auto [r, c] : path) p.push(std::vector<int>{r, c});
          j.set("path", p);
          j.set("length", static_cast<int64_t>(path.size()) - 1);
        }
      }
      j.set("stats", statsJson(s.stats));
      ctx.out << j.dump() << '\n';
      return;
    }
    printOutcome(
        ctx, out, s.stats, first, [&](const circuit::Solution& sol) { return circuit::render(inst, sol); },
        variant && !path.empty() ? "path length " + std::to_string(path.size() - 1) + "\n" : "");
  }
};

}  // namespace

std::unique_ptr<Genre> makeCircuitGenre() { return std::make_unique<CircuitGenre>(); }

}  // namespace deduce
