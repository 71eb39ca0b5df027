// `deduce solve|count|generate battleship`: Battleship solitaire with the placement model.
#include <ostream>
#include <stdexcept>

#include "app/cp_engine.h"
#include "app/export.h"
#include "app/mip_engine.h"
#include "app/sat_engine.h"
#include "puzzles/battleship/answer.h"
#include "puzzles/battleship/battleship.h"
#include "puzzles/budget.h"
#include "puzzles/battleship/logic.h"
#include "puzzles/battleship/model_mip.h"
#include "puzzles/battleship/model_sat.h"
#include "puzzles/battleship/explain_svg.h"
#include "puzzles/battleship/svg.h"

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

constexpr int kMaxGenerateSide = 40;

void generate(RunContext& ctx) {
  // Larger boards do not finish: every clue the generator reveals costs a uniqueness search over
  // the whole board (30x30 takes about a minute, 40x40 two).
  int rows = static_cast<int>(ctx.opt.getInt("rows", 10, 2, kMaxGenerateSide));
  int cols = static_cast<int>(ctx.opt.getInt("cols", rows, 2, kMaxGenerateSide));
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
  generating(ctx, n, Budget::fromOptions(ctx.opt), [&](int i, Budget& budget) {
    go.within = &budget;
    battleship::Instance inst;
    try {
      inst = battleship::generate(rows, cols, seed + i, go);
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("--fleet: ") + e.what());
    }
    if (i) ctx.out << '\n';
    ctx.out << "# deduce generate battleship --rows " << rows << " --cols " << cols << extra << " --seed " << seed + i
            << '\n'
            << battleship::format(inst);
  });
}

void readBattleship(const Source& src, const Options&, const app::ItemFn<battleship::Instance>& emit) {
  for (const Record& rec : battleship::splitPuzzles(src)) {
    app::Item<battleship::Instance> item;
    item.file = rec.file;
    item.line = rec.line();
    try {
      item.inst.emplace(battleship::parse(rec));
    } catch (const InputError& e) {
      item.error = e;
    }
    emit(std::move(item));
  }
}

// The placement model (battleship.h) with the fleet brancher, or the command line's strategy
// over the placement variables when --strategy/--var/--val is given.
std::unique_ptr<cp::Brancher> brancherFor(cp::Space& s, const battleship::Instance& inst, const battleship::Model& m,
                                          const app::Request& r) {
  const Options& opt = *r.opt;
  if (opt.has("var") || opt.has("val") || opt.has("strategy"))
    return std::make_unique<cp::PhaseBrancher>(
        s, std::vector<cp::Phase>{{m.y, toVarSel(r.strategy.var), r.strategy.val}}, r.strategy.seed);
  return battleship::defaultBrancher(inst, m);
}

app::Report solveCp(const battleship::Instance& inst, const app::Request& r,
                    const app::SolutionFn<battleship::Solution>& cb) {
  auto t0 = app::Clock::now();
  app::Report rep;
  std::shared_ptr<battleship::Model> first;
  if (app::splitSearch(r)) {
    // split over threads (--threads) or for a progress line: every worker builds the model and
    // its brancher; the first build's ids read every worker's solutions
    const cp::ModelFactory factory = [&] {
      cp::WorkerModel w;
      w.space = std::make_unique<cp::Space>();
      auto m = std::make_shared<battleship::Model>(battleship::build(*w.space, inst));
      w.brancher = brancherFor(*w.space, inst, *m, r);
      if (!first) first = m;  // the first call is made before the workers start
      w.keep = m;
      return w;
    };
    rep = app::searchModelParallel<battleship::Solution>(
        factory, r, [&](cp::Space& sp) { return battleship::extract(sp, *first); }, cb, t0);
  } else {
    cp::Space s;
    first = std::make_shared<battleship::Model>(battleship::build(s, inst));
    const std::unique_ptr<cp::Brancher> br = brancherFor(s, inst, *first, r);
    rep = app::searchModel<battleship::Solution>(
        s, *br, r, [&](cp::Space& sp) { return battleship::extract(sp, *first); }, cb, t0);
  }
  rep.info = json::Value::object();
  rep.info.set("placements", static_cast<int64_t>(first->y.size()));
  return rep;
}

const char* kUsage =
    "input: blocks separated by blank lines:\n"
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

// --model gbm (the default) or cbm.
battleship::MipFormulation formulationOf(const Options& opt) {
  battleship::MipFormulation f = battleship::MipFormulation::GBM;
  if (opt.has("model") && !battleship::parseMipFormulation(opt.get("model"), f))
    throw UsageError("--model must be gbm|cbm, got '" + opt.get("model") + "'");
  return f;
}

app::Parts<battleship::Instance, battleship::Solution> battleshipParts() {
  app::Parts<battleship::Instance, battleship::Solution> parts;
  parts.read = readBattleship;
  parts.check = battleship::check;
  parts.render = battleship::render;
  parts.svg = battleship::svg;
  parts.jsonHead = [](json::Value& j, const battleship::Instance& inst) {
    j.set("rows", inst.rows);
    j.set("cols", inst.cols);
  };
  parts.jsonSolution = [](json::Value& j, const battleship::Instance& inst, const battleship::Solution& sol) {
    j.set("ships", shipsJson(sol));
    j.set("grid", battleship::grid(inst, sol));
  };
  parts.answer = {battleship::readAnswerText, battleship::readAnswerJson};
  parts.blankLineBetween = true;
  parts.strategy = Strategy{Strategy::Var::Input, cp::ValSel::Max};
  parts.generate = generate;
  parts.engines = {
      {"cp", solveCp, app::withThreads(app::cpSearchOptions())},
      {"mip",
       [](const battleship::Instance& inst, const app::Request& r, const app::SolutionFn<battleship::Solution>& cb) {
         return app::mipReport(battleship::solveMip(inst, formulationOf(*r.opt), app::mipOptionsFrom(r)), cb);
       },
       {"model"},
       app::mipRefuses()},
      {"sat",
       [](const battleship::Instance& inst, const app::Request& r, const app::SolutionFn<battleship::Solution>& cb) {
         return app::satReport(battleship::solveSat(inst, app::satOptionsFrom(r), cb));
       }}};
  parts.commands = logicsteps::commands<battleship::Instance>(battleship::logic::explain, battleship::logic::toSteps);
  parts.svgCommands = logicsteps::svgCommands<battleship::Instance>(battleship::logic::explain, battleship::logic::toSteps,
                                                                    battleship::explainSvg);
  parts.exportCommand = app::exportCommand<battleship::Instance, battleship::Solution>(
      "battleship", [](const battleship::Instance& i, const Options& o) { return battleship::buildMip(i, formulationOf(o)).ip; },
      [](const battleship::Instance& i, const Options&) { return battleship::buildSat(i).cnf; });
  return parts;
}

std::vector<OptionSpec> battleshipOptions() {
  std::vector<OptionSpec> o = {
      {"model", true, "M: --engine mip: gbm (placements, paper 003 4.2; default) | cbm (cell types, 4.3)"},
      {"rows", true, "R: generate: number of rows (default 10, at most 40; 30x30 takes about a minute)"},
      {"cols", true, "C: generate: number of columns (default = rows, at most 40)"},
      {"number", true, "N: generate: how many puzzles (default 1)"},
      {"budget", true,
       "N: generate: search nodes per uniqueness check (default by size: "
       "20000 up to 15x15, fewer on larger boards, at least 2000)"},
      {"fleet", true,
       "SPEC: generate: the fleet, as on a 'fleet' line: \"1:4 2:3 3:2 4:1\" "
       "(default: the paper's Table 4.2)"}};
  for (const auto& s : strategyOptions()) o.push_back(s);
  return o;
}

}  // namespace

std::unique_ptr<Genre> makeBattleshipGenre() {
  using G = app::PartsGenre<battleship::Instance, battleship::Solution>;
  return std::make_unique<G>(G::Info{"battleship", "Battleship solitaire: place the fleet from row/column counts",
                                     kUsage, battleshipOptions()},
                             battleshipParts());
}

}  // namespace deduce
