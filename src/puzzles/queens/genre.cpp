// `deduce solve|count|estimate queens --n N`: N-queens by constraint programming (three
// alldifferent constraints) or by dancing links (exact cover).
#include "app/cp_engine.h"
#include "app/export.h"
#include "app/sat_engine.h"
#include "cp/estimate.h"
#include "puzzles/exactcover/dlx_genre.h"
#include "puzzles/queens/answer.h"
#include "puzzles/queens/model_sat.h"
#include "puzzles/queens/queens.h"
#include "puzzles/queens/svg.h"

namespace deduce {
namespace {

struct Board {
  int n = 8;
  exactcover::Problem cover;  // built for --engine dlx only
};
using Columns = std::vector<int>;  // the queen's column in each row, 0-based

// With --threads or a progress line: embarrassingly parallel search over workers that each build
// the model (cp/parallel.h); the queens' variable ids are those of any build.
app::Report solveCpParallel(const Board& b, const app::Request& r, const app::SolutionFn<Columns>& cb) {
  auto t0 = app::Clock::now();
  cp::Space ids;
  const cp::VarIds q = queens::build(ids, b.n, r.strategy.alldiff).q;
  Columns cols(static_cast<size_t>(b.n));
  return app::searchModelParallel<Columns>(
      queens::factory(b.n, r.strategy.alldiff, toVarSel(r.strategy.var), r.strategy.val, r.strategy.seed), r,
      [&](cp::Space& sp) -> const Columns& {
        for (int i = 0; i < b.n; ++i) cols[i] = static_cast<int>(sp.value(q[i]));
        return cols;
      },
      cb, t0);
}

app::Report solveCp(const Board& b, const app::Request& r, const app::SolutionFn<Columns>& cb) {
  if (app::splitSearch(r)) return solveCpParallel(b, r, cb);
  auto t0 = app::Clock::now();
  cp::Space s;
  queens::Model m = queens::build(s, b.n, r.strategy.alldiff);
  cp::PhaseBrancher br(s, {{m.q, toVarSel(r.strategy.var), r.strategy.val}}, r.strategy.seed);
  Columns cols(static_cast<size_t>(b.n));
  return app::searchModel<Columns>(
      s, br, r,
      [&](cp::Space& sp) -> const Columns& {
        for (int i = 0; i < b.n; ++i) cols[i] = static_cast<int>(sp.value(m.q[i]));
        return cols;
      },
      cb, t0);
}

app::Report solveSat(const Board& b, const app::Request& r, const app::SolutionFn<Columns>& cb) {
  return app::satReport(queens::solveSat(b.n, app::satOptionsFrom(r), cb));
}

void estimate(RunContext& ctx, const Board& b) {
  json::Value head = json::Value::object();
  head.set("n", b.n);
  if (ctx.opt.get("engine") == "dlx") return exactcover::dlxEstimate(ctx, b.cover, head);
  Strategy st = strategyFrom(ctx.opt, Strategy{Strategy::Var::MinDom, cp::ValSel::Min});
  cp::Space s;
  queens::Model m = queens::build(s, b.n, st.alldiff);
  cp::PhaseBrancher br(s, {{m.q, toVarSel(st.var), st.val}}, st.seed);
  const int probes = exactcover::probesFrom(ctx.opt);
  exactcover::printEstimate(ctx, cp::estimateTreeSize(s, br, probes, st.seed, limitsFrom(ctx.opt).timeSeconds), nullptr,
                            head, probes);
}

const char* kUsage =
    "No input file: the instance is given by --n.\n"
    "examples:\n  deduce solve queens --n 8 --json --stats\n  deduce count queens --n 12   # 14200\n"
    "  deduce count queens --n 12 --engine dlx\n  deduce estimate queens --n 12 --estimate 1000\n";

app::Parts<Board, Columns> queensParts() {
  app::Parts<Board, Columns> parts;
  parts.prepare = [](const Options& opt) {
    if (!opt.positional().empty()) throw UsageError("queens takes no input files (use --n N)");
  };
  parts.fromOptions = [](const Options& opt) -> std::optional<Board> {
    Board b{static_cast<int>(opt.getInt("n", 8, 1, 1000)), {}};
    if (opt.get("engine") == "dlx") b.cover = queens::cover(b.n);
    return b;
  };
  parts.check = [](const Board& b, const Columns& cols) { return queens::check(b.n, cols); };
  parts.render = [](const Board&, const Columns& cols) { return queens::render(cols); };
  parts.svg = [](const Board& b, const Columns* cols) { return queens::svg(b.n, cols); };
  parts.jsonHead = [](json::Value& j, const Board& b) { j.set("n", b.n); };
  parts.jsonSolution = [](json::Value& j, const Board&, const Columns& cols) { j.set("solution", cols); };
  parts.estimate = estimate;
  parts.answer = {[](const Board& b, app::AnswerText& t) { return queens::readAnswerText(b.n, t); },
                  [](const Board& b, const nlohmann::json& j) { return queens::readAnswerJson(b.n, j); }};
  parts.strategy = Strategy{Strategy::Var::MinDom, cp::ValSel::Min};
  parts.engines = {
      {"cp", solveCp, app::withThreads(app::cpAlldiffOptions())},
      exactcover::dlxEngine<Board, Columns>([](const Board& b) -> const exactcover::Problem& { return b.cover; },
                                            [](const Board& b, const std::vector<int>& options) {
                                              Columns c(static_cast<size_t>(b.n), -1);
                                              for (int o : options) c[o / b.n] = o % b.n;
                                              return c;
                                            }),
      {"sat", solveSat}};
  parts.exportCommand = app::exportCommand<Board, Columns>(
      "queens", {}, [](const Board& b, const Options&) { return queens::buildSat(b.n).cnf; });
  return parts;
}

std::vector<OptionSpec> queensOptions() {
  std::vector<OptionSpec> o = {{"n", true, "N: board size (default 8)"}};
  for (const auto& s : strategyOptions()) o.push_back(s);
  for (const auto& s : exactcover::dlxOptions()) o.push_back(s);
  return o;
}

}  // namespace

std::unique_ptr<Genre> makeQueensGenre() {
  using G = app::PartsGenre<Board, Columns>;
  return std::make_unique<G>(G::Info{"queens", "N-queens: n queens, no two attacking (--n N)", kUsage, queensOptions()},
                             queensParts());
}

}  // namespace deduce
