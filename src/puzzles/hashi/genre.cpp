// `deduce solve|count hashi [FILE|-]...`: Hashi from character grids or Simon Tatham game IDs.
#include "app/cp_engine.h"
#include "app/export.h"
#include "app/mip_engine.h"
#include "app/sat_engine.h"
#include "puzzles/hashi/answer.h"
#include "puzzles/hashi/hashi.h"
#include "puzzles/hashi/logic.h"
#include "puzzles/hashi/model_mip.h"
#include "puzzles/hashi/model_sat.h"
#include "puzzles/hashi/explain_svg.h"
#include "puzzles/hashi/svg.h"

namespace deduce {
namespace {

// A file holds one-line puzzles (Tatham game IDs or puzz.link URLs, mixed freely) when its first
// non-comment line has a ':' or a `hashikake/`.
bool looksLikeIds(const Source& src) {
  for (const Record& r : splitLines(src))
    return r.lines[0].text.find(':') != std::string::npos || hashi::isPuzzLink(r.lines[0].text);
  return false;
}

void readHashi(const Source& src, const Options&, const app::ItemFn<hashi::Instance>& emit) {
  const bool ids = looksLikeIds(src);
  for (Record& r : ids ? splitLines(src) : splitBlocks(src)) {
    app::Item<hashi::Instance> item;
    item.file = r.file;
    item.line = r.line();
    try {
      if (ids) {
        const Line& ln = r.lines[0];
        size_t st = ln.text.find_first_not_of(" \t");
        std::string text = ln.text.substr(st);
        int col = static_cast<int>(st) + 1;
        item.inst.emplace(hashi::isPuzzLink(text) ? hashi::parsePuzzLink(text, r.file, ln.line, col)
                                                  : hashi::parseGameId(text, r.file, ln.line, col));
      } else {
        item.inst.emplace(hashi::parseGrid(r));
      }
    } catch (const InputError& e) {
      item.error = e;
    }
    emit(std::move(item));
  }
}

json::Value bridgesJson(const hashi::Solution& sol) {
  json::Value arr = json::Value::array();
  for (const auto& b : sol) arr.push(std::vector<int>{b.r1, b.c1, b.r2, b.c2, b.k});
  return arr;
}

// The graph model (hashi.h): bridge counts per island pair, sums, no crossing, connected; with
// --hdc the paper's human-deduced fixings first.
// The same split over threads (--threads) or for a progress line: every worker builds the model
// (and the --hdc fixings) in its own space; the first build's ids read every worker's solutions.
app::Report solveCpSplit(const hashi::Instance& inst, const app::Request& r, const app::SolutionFn<hashi::Solution>& cb) {
  auto t0 = app::Clock::now();
  const bool hdc = r.opt->has("hdc");
  std::shared_ptr<hashi::Model> first;
  const cp::ModelFactory factory = [&] {
    cp::WorkerModel w;
    w.space = std::make_unique<cp::Space>();
    auto m = std::make_shared<hashi::Model>(hashi::build(*w.space, inst));
    if (hdc) hashi::applyHumanDeduced(*w.space, inst, *m);
    w.brancher = std::make_unique<cp::PhaseBrancher>(
        *w.space, std::vector<cp::Phase>{{m->x, toVarSel(r.strategy.var), r.strategy.val}}, r.strategy.seed);
    if (!first) first = m;  // the first call is made before the workers start
    w.keep = m;
    return w;
  };
  return app::searchModelParallel<hashi::Solution>(
      factory, r, [&](cp::Space& sp) { return hashi::extract(sp, *first); }, cb, t0);
}

app::Report solveCp(const hashi::Instance& inst, const app::Request& r, const app::SolutionFn<hashi::Solution>& cb) {
  if (app::splitSearch(r)) return solveCpSplit(inst, r, cb);
  auto t0 = app::Clock::now();
  cp::Space s;
  hashi::Model m = hashi::build(s, inst);
  int fixings = r.opt->has("hdc") ? hashi::applyHumanDeduced(s, inst, m) : -1;
  cp::PhaseBrancher br(s, {{m.x, toVarSel(r.strategy.var), r.strategy.val}}, r.strategy.seed);
  app::Report rep = app::searchModel<hashi::Solution>(
      s, br, r, [&](cp::Space& sp) { return hashi::extract(sp, m); }, cb, t0);
  rep.info = json::Value::object();
  rep.info.set("islands", m.g.n);
  rep.info.set("possible_bridges", static_cast<int64_t>(m.g.edges.size()));
  if (fixings >= 0) {
    rep.info.set("hdc_fixings", fixings);
    rep.infoText = ", hdc fixings " + std::to_string(fixings);
  }
  return rep;
}

const char* kUsage =
    "input: character grids ('1'-'8' islands, '.' empty; puzzles separated by blank lines) or\n"
    "one-line puzzles: Simon Tatham game IDs (7x7m2:3a5b3l1i2k1a2a6a4a1) or puzz.link URLs\n"
    "(https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3; COLS/ROWS, no '?' islands), mixed freely.\n"
    "output: the grid with - = (horizontal) and | \" (vertical) bridges, # for three and @ for four\n"
    "(m3, m4); JSON \"bridges\": [[r1, c1, r2, c2, k], ...] (0-based).\n"
    "examples:\n"
    "  deduce solve hashi --json --max-solutions 2 ../shared/data/hashi/30x30-d2.txt\n"
    "  deduce solve hashi data/hashi/sample.grid --stats --hdc\n";

app::Parts<hashi::Instance, hashi::Solution> hashiParts() {
  app::Parts<hashi::Instance, hashi::Solution> parts;
  parts.read = readHashi;
  parts.check = hashi::check;
  parts.render = hashi::render;
  parts.svg = hashi::svg;
  parts.jsonHead = [](json::Value& j, const hashi::Instance& inst) {
    j.set("rows", inst.rows);
    j.set("cols", inst.cols);
  };
  parts.jsonSolution = [](json::Value& j, const hashi::Instance&, const hashi::Solution& sol) {
    j.set("bridges", bridgesJson(sol));
  };
  parts.answer = {hashi::readAnswerText, hashi::readAnswerJson};
  parts.blankLineBetween = true;
  parts.strategy = Strategy{Strategy::Var::MinDom, cp::ValSel::Max};
  parts.engines = {
      {"cp", solveCp, app::withThreads(app::cpSearchOptions())},
      {"mip",
       [](const hashi::Instance& inst, const app::Request& r, const app::SolutionFn<hashi::Solution>& cb) {
         return app::mipReport(hashi::solveMip(inst, r.opt->has("hdc"), app::mipOptionsFrom(r)), cb);
       },
       {},
       app::mipRefuses()},
      {"sat", [](const hashi::Instance& inst, const app::Request& r, const app::SolutionFn<hashi::Solution>& cb) {
         hashi::SatResult res = hashi::solveSat(inst, app::satOptionsFrom(r), cb);
         return app::satReport(res.result, static_cast<int64_t>(res.cuts));
       }}};
  parts.commands = logicsteps::commands<hashi::Instance>(hashi::logic::explain, hashi::logic::toSteps);
  parts.svgCommands =
      logicsteps::svgCommands<hashi::Instance>(hashi::logic::explain, hashi::logic::toSteps, hashi::explainSvg);
  parts.exportCommand = app::exportCommand<hashi::Instance, hashi::Solution>(
      "hashi", [](const hashi::Instance& i, const Options& o) { return hashi::buildMip(i, o.has("hdc")).ip; },
      [](const hashi::Instance& i, const Options&) { return hashi::buildSat(i).cnf; });
  return parts;
}

std::vector<OptionSpec> hashiOptions() {
  std::vector<OptionSpec> o = {{"hdc", false, "add the paper's human-deduced fixings (6.2)-(6.11) before search"}};
  for (const auto& s : strategyOptions()) o.push_back(s);
  return o;
}

}  // namespace

std::unique_ptr<Genre> makeHashiGenre() {
  using G = app::PartsGenre<hashi::Instance, hashi::Solution>;
  return std::make_unique<G>(
      G::Info{"hashi", "Hashi (Bridges): connect numbered islands with bridges", kUsage, hashiOptions()}, hashiParts());
}

}  // namespace deduce
