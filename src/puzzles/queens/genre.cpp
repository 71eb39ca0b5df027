// `deduce solve|count queens --n N`: the first genre, exercising CLI, JSON and statistics.
#include <ostream>

#include "cp/estimate.h"
#include "puzzles/exactcover/dlx_genre.h"
#include "puzzles/genre.h"
#include "puzzles/queens/queens.h"

namespace deduce {
namespace {

// --engine dlx: rows and columns are primary items, the diagonals secondary (at most one queen);
// option i*n+j puts the queen of row i in column j.
exactcover::Problem queensCover(int n) {
  exactcover::Problem p;
  for (int i = 0; i < n; ++i) p.addPrimary(exactcover::name("r", i));
  for (int j = 0; j < n; ++j) p.addPrimary(exactcover::name("c", j));
  for (int d = 0; d < 2 * n - 1; ++d) p.addSecondary(exactcover::name("a", d));
  for (int d = 0; d < 2 * n - 1; ++d) p.addSecondary(exactcover::name("b", d));
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) p.addOption({i, n + j, 2 * n + i + j, 4 * n - 1 + i - j + n - 1});
  return p;
}

void runQueensDlx(RunContext& ctx, int n) {
  exactcover::DlxGenreHooks h;
  h.header.set("n", n);
  auto cols = [n](const std::vector<int>& sol) {
    std::vector<int> c(n, -1);
    for (int o : sol) c[o / n] = o % n;
    return c;
  };
  h.check = [&](const std::vector<int>& sol) { return queens::check(n, cols(sol)); };
  h.render = [&](const std::vector<int>& sol) { return queens::render(cols(sol)); };
  h.json = [&](json::Value& j, const std::vector<int>& sol) { j.set("solution", cols(sol)); };
  exactcover::runDlx(ctx, queensCover(n), h);
}

class QueensGenre : public Genre {
 public:
  std::string name() const override { return "queens"; }
  std::string summary() const override { return "N-queens: n queens, no two attacking (--n N)"; }
  std::vector<std::string> engines() const override { return {"cp", "dlx"}; }
  bool supports(Command c) const override {
    return c == Command::Solve || c == Command::Count || c == Command::Estimate;
  }
  std::vector<OptionSpec> options() const override {
    std::vector<OptionSpec> o = {{"n", true, "N: board size (default 8)"}};
    for (const auto& s : strategyOptions()) o.push_back(s);
    for (const auto& s : exactcover::dlxOptions()) o.push_back(s);
    return o;
  }
  std::string usage() const override {
    return "No input file: the instance is given by --n.\n"
           "examples:\n  deduce solve queens --n 8 --json --stats\n  deduce count queens --n 12   # 14200\n"
           "  deduce count queens --n 12 --engine dlx\n  deduce estimate queens --n 12 --estimate 1000\n";
  }

  void run(RunContext& ctx) override {
    const Options& opt = ctx.opt;
    if (!opt.positional().empty()) throw UsageError("queens takes no input files (use --n N)");
    int n = static_cast<int>(opt.getInt("n", 8, 1, 1000));
    if (opt.get("engine", "cp") == "dlx") return runQueensDlx(ctx, n);
    Strategy st = strategyFrom(opt, Strategy{Strategy::Var::MinDom, cp::ValSel::Min});
    cp::Space s;
    queens::Model m = queens::build(s, n, st.alldiff);
    cp::PhaseBrancher br(s, {{m.q, toVarSel(st.var), st.val}}, st.seed);
    if (ctx.cmd == Command::Estimate) {
      json::Value header = json::Value::object();
      header.set("n", n);
      int probes = exactcover::probesFrom(opt);
      exactcover::printEstimate(ctx, cp::estimateTreeSize(s, br, probes, st.seed, limitsFrom(opt).timeSeconds),
                                nullptr, header, probes);
      return;
    }
    cp::SearchOptions so;
    so.limits = limitsFrom(opt);
    uint64_t wanted = ctx.solutionLimit();
    so.limits.solutions = wanted;
    so.restarts = st.restarts;
    so.restartScale = st.restartScale;
    bool counting = ctx.cmd == Command::Count;
    bool printAll = opt.has("all");
    std::vector<int> first;
    std::string bad;
    cp::Search search(s, br, so);
    cp::SearchStatus ss = search.run([&](cp::Space& sp) {
      std::vector<int> cols;
      for (cp::VarId v : m.q) cols.push_back(static_cast<int>(sp.value(v)));
      std::string why = queens::check(n, cols);
      if (!why.empty() && bad.empty()) bad = why;
      if (first.empty()) first = cols;
      if (printAll && !counting) {
        if (ctx.json()) {
          json::Value j = json::Value::object();
          j.set("solution", cols);
          ctx.out << j.dump() << '\n';
        } else {
          ctx.out << queens::render(cols) << '\n';
        }
      }
      return true;
    });
    if (!bad.empty()) {
      ctx.err << "deduce: internal error: checker rejected a solution: " << bad << '\n';
      ctx.note(Status::Error);
      return;
    }
    uint64_t found = s.stats.solutions;
    Status status = counting ? (ss == cp::SearchStatus::Limit || ss == cp::SearchStatus::Interrupted
                                    ? Status::Limit
                                    : (found ? Status::Solved : Status::Unsolvable))
                             : statusOf(ss, found, wanted);
    ctx.note(status);
    if (ctx.json()) {
      json::Value j = json::Value::object();
      j.set("status", toString(status));
      j.set("n", n);
      if (counting) j.set("count", found);
      else if (!first.empty() && !printAll) j.set("solution", first);
      j.set("stats", statsJson(s.stats));
      ctx.out << j.dump() << '\n';
      return;
    }
    if (counting) {
      ctx.out << found << (status == Status::Limit ? " (limit reached: lower bound)" : "") << '\n';
    } else if (!printAll) {
      if (first.empty()) ctx.out << (status == Status::Limit ? "limit reached\n" : "no solution\n");
      else ctx.out << queens::render(first);
      if (status == Status::Multiple) ctx.out << "multiple solutions\n";
    }
    if (ctx.stats()) ctx.out << "stats: " << statsText(s.stats) << '\n';
  }
};

}  // namespace

std::unique_ptr<Genre> makeQueensGenre() { return std::make_unique<QueensGenre>(); }

}  // namespace deduce
