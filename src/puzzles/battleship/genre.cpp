// `deduce solve|count|generate battleship`: Battleship solitaire with the placement model.
#include <chrono>
#include <ostream>
#include <stdexcept>

#include "puzzles/battleship/battleship.h"
#include "puzzles/genre.h"
#include "puzzles/puzzle_search.h"

namespace deduce {
namespace {

json::Value shipsJson(const battleship::Solution& sol) {
  json::Value arr = json::Value::array();
  for (const auto& s : sol) {
    json::Value one = json::Value::array();
    one.push(s.r);
    one.push(s.c);
    one.push(s.len);
    one.push(s.vertical ? "V" : "H");
    arr.push(one);
  }
  return arr;
}

class BattleshipGenre : public Genre {
 public:
  std::string name() const override { return "battleship"; }
  std::string summary() const override { return "Battleship solitaire: place the fleet from row/column counts"; }
  std::vector<std::string> engines() const override { return {"cp"}; }
  bool supports(Command c) const override {
    return c == Command::Solve || c == Command::Count || c == Command::Generate;
  }
  std::vector<OptionSpec> options() const override {
    std::vector<OptionSpec> o = {{"rows", true, "R: generate: number of rows (default 10)"},
                                 {"cols", true, "C: generate: number of columns (default = rows)"},
                                 {"number", true, "N: generate: how many puzzles (default 1)"},
                                 {"budget", true, "N: generate: search nodes per uniqueness check (default by size: "
                                                  "20000 up to 15x15, fewer on larger boards, at least 2000)"},
                                 {"fleet", true, "SPEC: generate: the fleet, as on a 'fleet' line: \"1:4 2:3 3:2 4:1\" "
                                                 "(default: the paper's Table 4.2)"}};
    for (const auto& s : strategyOptions()) o.push_back(s);
    return o;
  }
  std::string usage() const override {
    return "input: blocks separated by blank lines:\n"
           "  rows 3 1 6 0 1 5 0 1 1 2      ship cells per row ('?' = not given)\n"
           "  cols 5 0 3 2 1 2 3 1 3 0      ship cells per column\n"
           "  fleet 1:4 2:3 3:2 4:1         LENGTH:COUNT (default: the paper's Table 4.2)\n"
           "  ..........                    optional grid of clues: . unknown, ~ water,\n"
           "  ...                           < > ^ v ship ends, # middle, o one-cell ship\n"
           "'#' starts a comment line unless the line is a grid row ('#~~.' is one).\n"
           "output: the grid (with the row counts); JSON \"ships\": [[r, c, length, \"H\"|\"V\"]]\n"
           "(top-left cell, 0-based) and \"grid\" (rows of characters).\n"
           "examples:\n"
           "  deduce solve battleship data/battleship/fig4_1.txt\n"
           "  deduce generate battleship --rows 10 --cols 10 --seed 7 | deduce solve battleship -\n"
           "  deduce generate battleship --rows 20 --cols 30 --budget 2000000 --fleet \"1:6 2:5 3:4 6:2\"\n"
           "generate: a larger --budget proves uniqueness with fewer clues (harder puzzles, slower).\n";
  }

  void run(RunContext& ctx) override {
    if (ctx.cmd == Command::Generate) return generate(ctx);
    Strategy st = strategyFrom(ctx.opt, Strategy{Strategy::Var::Input, cp::ValSel::Max});
    std::vector<std::string> files = ctx.opt.positional();
    if (files.empty()) files.push_back("-");
    bool first = true;
    for (const std::string& f : files) {
      std::vector<Record> recs;
      try {
        recs = battleship::splitPuzzles(readSource(f));
      } catch (const InputError& e) {
        ctx.error(e);
        continue;
      }
      for (const Record& rec : recs) {
        battleship::Instance inst;
        try {
          inst = battleship::parse(rec);
        } catch (const InputError& e) {
          ctx.error(e);
          continue;
        }
        solveOne(ctx, st, rec, inst, first);
        first = false;
        if (cp::g_stopRequested.load()) return;
      }
    }
  }

 private:
  void generate(RunContext& ctx) {
    int rows = static_cast<int>(ctx.opt.getInt("rows", 10, 2, 200));
    int cols = static_cast<int>(ctx.opt.getInt("cols", rows, 2, 200));
    int n = static_cast<int>(ctx.opt.getInt("number", 1, 1, 100000));
    uint64_t seed = static_cast<uint64_t>(ctx.opt.getInt("seed", 1));
    battleship::GenerateOptions go;
    go.budget = static_cast<uint64_t>(ctx.opt.getInt("budget", 0, 0));
    std::string extra;  // the options that shape the puzzle, for the comment line
    if (go.budget) extra += " --budget " + std::to_string(go.budget);
    if (ctx.opt.has("fleet")) {
      std::string spec = ctx.opt.get("fleet");
      try {
        go.fleet = battleship::parseFleet(Line{spec, 1}, 0, "--fleet");
      } catch (const InputError& e) {
        throw UsageError("--fleet: " + std::string(e.what()) + " (expected LENGTH:COUNT ...)");
      }
      std::erase_if(go.fleet, [](const auto& ship) { return ship.second == 0; });
      if (go.fleet.empty()) throw UsageError("--fleet: no ships given (expected LENGTH:COUNT ...)");
      extra += " --fleet \"" + spec + "\"";
    }
    for (int i = 0; i < n; ++i) {
      if (i) ctx.out << '\n';
      battleship::Instance inst;
      try {
        inst = battleship::generate(rows, cols, seed + i, go);
      } catch (const std::invalid_argument& e) {
        throw UsageError(std::string("--fleet: ") + e.what());
      }
      ctx.out << "# deduce generate battleship --rows " << rows << " --cols " << cols << extra << " --seed " << seed + i
              << '\n' << battleship::format(inst);
      ctx.out.flush();
    }
  }

  void solveOne(RunContext& ctx, const Strategy& st, const Record& rec, const battleship::Instance& inst, bool first) {
    auto t0 = std::chrono::steady_clock::now();
    cp::Space s;
    battleship::Model m = battleship::build(s, inst);
    bool custom = ctx.opt.has("var") || ctx.opt.has("val") || ctx.opt.has("strategy");
    std::unique_ptr<cp::Brancher> br;
    if (custom) br = std::make_unique<cp::PhaseBrancher>(s, std::vector<cp::Phase>{{m.y, toVarSel(st.var), st.val}}, st.seed);
    else br = battleship::defaultBrancher(inst, m);
    auto out = searchPuzzle<battleship::Solution>(
        ctx, s, *br, [&](cp::Space& sp) { return battleship::extract(sp, m); },
        [&](const battleship::Solution& sol) { return battleship::check(inst, sol); });
    s.stats.timeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (!noteOutcome(ctx, rec, out)) return;
    if (ctx.json()) {
      json::Value j = outcomeJson(out, inst.rows, inst.cols, s.stats);
      j.set("placements", static_cast<int64_t>(m.y.size()));
      if (!out.counting && !out.solutions.empty()) {
        j.set("ships", shipsJson(out.solutions[0]));
        j.set("grid", battleship::grid(inst, out.solutions[0]));
        if (out.solutions.size() > 1) {
          json::Value all = json::Value::array();
          for (const auto& sol : out.solutions) all.push(shipsJson(sol));
          j.set("solutions", all);
        }
      }
      j.set("stats", statsJson(s.stats));
      ctx.out << j.dump() << '\n';
      return;
    }
    printOutcome(ctx, out, s.stats, first, [&](const battleship::Solution& sol) { return battleship::render(inst, sol); });
  }
};

}  // namespace

std::unique_ptr<Genre> makeBattleshipGenre() { return std::make_unique<BattleshipGenre>(); }

}  // namespace deduce
