// `deduce solve|count|generate zebra`: the CLI adapter for zebra puzzles (docs/zebra.md).
#include <ostream>

#include "app/cp_engine.h"
#include "app/driver.h"
#include "app/export.h"
#include "app/mip_engine.h"
#include "app/sat_engine.h"
#include "puzzles/budget.h"
#include "puzzles/zebra/answer.h"
#include "puzzles/zebra/model_mip.h"
#include "puzzles/zebra/model_sat.h"
#include "puzzles/zebra/zebra.h"
#include "puzzles/zebra/svg.h"

namespace deduce {
namespace {

// A puzzle and the search options of the command line (the answers to its questions and the
// attributes its clues leave open are found by further searches with the same options).
struct Instance {
  zebra::Puzzle puzzle;
  zebra::SolveOptions so;
};

void generate(RunContext& ctx) {
  const Options& opt = ctx.opt;
  if (!opt.positional().empty()) throw UsageError("generate zebra takes no input files");
  zebra::GenerateOptions go;
  go.houses = static_cast<int>(opt.getInt("houses", 5, 2, 30));
  go.attributes = static_cast<int>(opt.getInt("attributes", 5, 1, 30));
  go.seed = static_cast<uint64_t>(opt.getInt("seed", 1));
  if (opt.has("node-limit")) go.nodeLimit = static_cast<uint64_t>(opt.getInt("node-limit", 0, 1));
  const int number = static_cast<int>(opt.getInt("number", 1, 1, 100000));
  // --node-limit bounds each check (above), so the run's budget is the time and Ctrl-C
  generating(ctx, number, Budget(opt.getDouble("time-limit", 0), 0), [&](int i, Budget& budget) {
    int unproven = 0;
    zebra::GenerateOptions one = go;
    one.seed += static_cast<uint64_t>(i);
    one.unproven = &unproven;
    one.within = &budget;
    zebra::Puzzle p = zebra::generate(one);
    if (i) ctx.out << "---\n";
    ctx.out << "# deduce generate zebra --houses " << go.houses << " --attributes " << go.attributes;
    if (opt.has("node-limit")) ctx.out << " --node-limit " << go.nodeLimit;
    ctx.out << " --seed " << one.seed << ": " << p.clues.size() << " clues, unique solution, ";
    if (unproven)
      ctx.out << unproven << " clue(s) not proven necessary within --node-limit " << go.nodeLimit << '\n';
    else
      ctx.out << "none redundant\n";
    ctx.out << zebra::format(p);
  });
}

json::Value housesJson(const zebra::Puzzle& p, const zebra::Table& t) {
  json::Value hs = json::Value::array();
  for (const auto& row : t) {
    json::Value h = json::Value::object();
    for (size_t a = 0; a < p.attrs.size(); ++a) h.set(p.attrs[a].name, p.attrs[a].values[row[a]]);
    hs.push(std::move(h));
  }
  return hs;
}

zebra::SolveOptions solveOptionsFrom(const Options& opt) {
  Strategy st = strategyFrom(opt, Strategy{Strategy::Var::Input, cp::ValSel::Min});
  zebra::SolveOptions so;
  if (opt.has("heuristics") && !zebra::parseHeuristic(opt.get("heuristics"), so.heuristic))
    throw UsageError("--heuristics must be given|1+2|1+2+3, got '" + opt.get("heuristics") + "'");
  so.alldiff = st.alldiff;
  so.var = toVarSel(st.var);
  so.val = st.val;
  so.seed = st.seed;
  so.restarts = st.restarts;
  so.restartScale = st.restartScale;
  return so;
}

void readZebra(const Source& src, const Options& opt, const app::ItemFn<Instance>& emit) {
  const zebra::SolveOptions so = solveOptionsFrom(opt);
  std::vector<app::Item<Instance>> items;
  for (zebra::Puzzle& p : zebra::parse(src, [&](const InputError& e) {
         app::Item<Instance> item;
         item.file = e.file;
         item.line = e.line;
         item.error = e;
         items.push_back(std::move(item));
       })) {
    app::Item<Instance> item;
    item.file = p.file;
    item.line = p.line;
    item.inst.emplace(Instance{std::move(p), so});
    items.push_back(std::move(item));
  }
  // the parser reports errors as it goes and returns the puzzles at the end: back in input order
  std::stable_sort(items.begin(), items.end(), [](const auto& a, const auto& b) { return a.line < b.line; });
  for (auto& item : items) emit(std::move(item));
}

// Paper 003's CP model (zebra.h) with its posting/search heuristics.
// The same split over threads (--threads) or for a progress line: every worker builds the model
// with the puzzle's heuristics; the first build's ids read every worker's solutions.
app::Report solveCpSplit(const Instance& inst, const app::Request& r, const app::SolutionFn<zebra::Table>& cb) {
  auto t0 = app::Clock::now();
  const zebra::SolveOptions& so = inst.so;
  std::shared_ptr<zebra::Model> first;
  const cp::ModelFactory factory = [&] {
    cp::WorkerModel w;
    w.space = std::make_unique<cp::Space>();
    auto m = std::make_shared<zebra::Model>(zebra::build(*w.space, inst.puzzle, so.heuristic, so.alldiff));
    w.brancher = std::make_unique<cp::PhaseBrancher>(*w.space, std::vector<cp::Phase>{{m->order, so.var, so.val}}, so.seed);
    if (!first) first = m;  // the first call is made before the workers start
    w.keep = m;
    return w;
  };
  const int n = inst.puzzle.houses(), na = static_cast<int>(inst.puzzle.attrs.size());
  return app::searchModelParallel<zebra::Table>(
      factory, r,
      [&](cp::Space& sp) {
        zebra::Table t(n, std::vector<int>(na, -1));
        for (int a = 0; a < na; ++a)
          for (int v = 0; v < n; ++v) t[sp.value(first->pos[a][v])][a] = v;
        return t;
      },
      cb, t0);
}

app::Report solveCp(const Instance& inst, const app::Request& r, const app::SolutionFn<zebra::Table>& cb) {
  if (app::splitSearch(r)) return solveCpSplit(inst, r, cb);
  zebra::SolveOptions so = inst.so;
  so.limits = r.limits;
  so.maxSolutions = r.limits.solutions;
  so.keep = r.cmd == Command::Solve && r.opt->has("all") ? (so.maxSolutions ? so.maxSolutions : UINT64_MAX) : 2;
  zebra::Result res = zebra::solve(inst.puzzle, so);
  for (const zebra::Table& t : res.solutions)
    if (!cb(t)) break;
  app::Report rep;
  rep.status = res.status;
  rep.stats = res.stats;
  rep.stats.solutions = res.found;
  return rep;
}

// The answers to the puzzle's questions in `t`; when the puzzle has several solutions, those the
// clues do not determine say so.
std::vector<std::string> answers(const Instance& inst, const zebra::Table& t, bool multiple) {
  std::vector<std::string> out;
  for (const zebra::Property& q : inst.puzzle.questions) {
    out.push_back(zebra::answer(inst.puzzle, t, q));
    if (multiple && !zebra::answerDetermined(inst.puzzle, t, q, inst.so))
      out.back() += " (in this solution only: the clues do not determine it)";
  }
  return out;
}

const char* kUsage =
    "input format (docs/zebra.md): attribute lines, then one clue per line:\n"
    "  color: red green ivory yellow blue        # one value per house\n"
    "  smoke \"smokes *\": \"Old Gold\" Kools ...     # optional answer phrase, quoted names\n"
    "  Englishman = red        Spaniard != dog     milk at middle   (1..N, first, middle, last)\n"
    "  green immediately-right-of ivory     Norwegian next-to blue     tea left-of milk\n"
    "  ? zebra                                   # question: who owns the zebra?\n"
    "puzzles of a batch are separated by lines of ---\n"
    "examples:\n"
    "  deduce solve zebra data/zebra/einstein-1962.txt\n"
    "  deduce solve zebra --json --max-solutions 2 puzzle.txt\n"
    "  deduce generate zebra --houses 8 --attributes 8 --seed 3 | deduce solve zebra -\n";

app::Parts<Instance, zebra::Table> zebraParts() {
  app::Parts<Instance, zebra::Table> parts;
  parts.prepare = [](const Options& opt) { solveOptionsFrom(opt); };
  parts.read = readZebra;
  parts.check = [](const Instance& inst, const zebra::Table& t) { return zebra::check(inst.puzzle, t); };
  parts.render = [](const Instance& inst, const zebra::Table& t) { return zebra::renderTable(inst.puzzle, t); };
  parts.svg = [](const Instance& inst, const zebra::Table* t) { return zebra::svg(inst.puzzle, t); };
  parts.printAnswer = [](std::ostream& out, const Instance& inst, const zebra::Table& t, bool multiple) {
    out << zebra::renderTable(inst.puzzle, t);
    for (const std::string& a : answers(inst, t, multiple)) out << a << '\n';
    if (multiple) {
      std::vector<int> unfixed = zebra::unfixedAttributes(inst.puzzle, t, inst.so);
      out << "multiple solutions: the clues do not fix";
      for (size_t i = 0; i < unfixed.size(); ++i) out << (i ? ", " : " ") << inst.puzzle.attrs[unfixed[i]].name;
      out << '\n';
    }
  };
  parts.jsonSolution = [](json::Value& j, const Instance& inst, const zebra::Table& t) {
    j.set("houses", housesJson(inst.puzzle, t));
  };
  parts.jsonRemarks = [](json::Value& j, const Instance& inst, const zebra::Table& t, Status status) {
    const bool multiple = status == Status::Multiple;
    j.set("answers", answers(inst, t, multiple));
    if (multiple) {
      std::vector<std::string> names;
      for (int a : zebra::unfixedAttributes(inst.puzzle, t, inst.so)) names.push_back(inst.puzzle.attrs[a].name);
      j.set("unfixed", names);
    }
  };
  parts.answer = {[](const Instance& i, app::AnswerText& t) { return zebra::readAnswerText(i.puzzle, t); },
                  [](const Instance& i, const nlohmann::json& j) { return zebra::readAnswerJson(i.puzzle, j); }};
  parts.noSolution = "no solution: the clues contradict each other";
  parts.blankLineBetween = true;
  parts.strategy = Strategy{Strategy::Var::Input, cp::ValSel::Min};
  parts.generate = generate;
  parts.engines = {{"cp", solveCp, app::withThreads(app::cpAlldiffOptions())},
                   {"mip",
                    [](const Instance& inst, const app::Request& r, const app::SolutionFn<zebra::Table>& cb) {
                      return app::mipReport(zebra::solveMip(inst.puzzle, app::mipOptionsFrom(r)), cb);
                    },
                    {},
                    app::mipRefuses()},
                   {"sat", [](const Instance& inst, const app::Request& r, const app::SolutionFn<zebra::Table>& cb) {
                      return app::satReport(zebra::solveSat(inst.puzzle, app::satOptionsFrom(r), cb));
                    }}};
  parts.exportCommand = app::exportCommand<Instance, zebra::Table>(
      "zebra", [](const Instance& i, const Options&) { return zebra::buildMip(i.puzzle).ip; },
      [](const Instance& i, const Options&) { return zebra::buildSat(i.puzzle).cnf; });
  return parts;
}

std::vector<OptionSpec> zebraOptions() {
  std::vector<OptionSpec> o = {
      {"heuristics", true, "H: the paper's posting/search order given|1+2|1+2+3 (default 1+2+3)"},
      {"houses", true, "N: generate: number of houses (default 5)"},
      {"attributes", true, "M: generate: number of attributes (default 5)"},
      {"number", true, "N: generate: how many puzzles (default 1; separated by ---)"},
  };
  for (const auto& s : strategyOptions()) o.push_back(s);
  return o;
}

}  // namespace

std::unique_ptr<Genre> makeZebraGenre() {
  using G = app::PartsGenre<Instance, zebra::Table>;
  return std::make_unique<G>(
      G::Info{"zebra", "Zebra (Einstein) puzzles: houses, attributes and clues", kUsage, zebraOptions()}, zebraParts());
}

}  // namespace deduce
