// `deduce solve|count|estimate langford --n N`: Langford pairs by dancing links.
#include "app/export.h"
#include "puzzles/exactcover/dlx_genre.h"
#include "puzzles/langford/answer.h"
#include "puzzles/langford/langford.h"
#include "puzzles/langford/svg.h"

namespace deduce {
namespace {

struct Instance {
  int n = 7;
  langford::Cover cover;
};
using Sequence = std::vector<int>;  // 2n numbers

const char* kUsage =
    "No input file: the instance is given by --n. Each solution and its reversal count once\n"
    "(the largest odd number is kept in the left half) unless --reversals is given.\n"
    "examples:\n  deduce count langford --n 12     # 108144\n  deduce solve langford --n 7 --json\n"
    "  deduce estimate langford --n 16 --estimate 10000\n";

app::Parts<Instance, Sequence> langfordParts() {
  app::Parts<Instance, Sequence> parts;
  parts.prepare = [](const Options& opt) {
    if (!opt.positional().empty()) throw UsageError("langford takes no input files (use --n N)");
  };
  parts.fromOptions = [](const Options& opt) -> std::optional<Instance> {
    const int n = static_cast<int>(opt.getInt("n", 7, 1, 200));
    return Instance{n, langford::build(n, !opt.has("reversals"))};
  };
  parts.check = [](const Instance& inst, const Sequence& seq) { return langford::check(inst.n, seq); };
  parts.svg = [](const Instance& inst, const Sequence* seq) { return langford::svg(inst.n, seq); };
  parts.render = [](const Instance&, const Sequence& seq) {
    std::string s;
    for (int v : seq) {
      if (!s.empty()) s += ' ';
      s += std::to_string(v);
    }
    return s + '\n';
  };
  parts.jsonHead = [](json::Value& j, const Instance& inst) { j.set("n", inst.n); };
  parts.jsonSolution = [](json::Value& j, const Instance&, const Sequence& seq) { j.set("sequence", seq); };
  parts.answer = {[](const Instance& i, app::AnswerText& t) { return langford::readAnswerText(i.n, t); },
                  [](const Instance& i, const nlohmann::json& j) { return langford::readAnswerJson(i.n, j); }};
  parts.estimate = [](RunContext& ctx, const Instance& inst) {
    json::Value head = json::Value::object();
    head.set("n", inst.n);
    exactcover::dlxEstimate(ctx, inst.cover.problem, head);
  };
  parts.engines = {exactcover::dlxEngine<Instance, Sequence>(
                       [](const Instance& inst) -> const exactcover::Problem& { return inst.cover.problem; },
                       [](const Instance& inst, const std::vector<int>& options) {
                         return langford::sequence(inst.cover, inst.n, options);
                       }),
                   exactcover::satCoverEngine<Instance, Sequence>(
                       [](const Instance& inst) -> const exactcover::Problem& { return inst.cover.problem; },
                       [](const Instance& inst, const std::vector<int>& options) {
                         return langford::sequence(inst.cover, inst.n, options);
                       })};
  parts.exportCommand = app::exportCommand<Instance, Sequence>(
      "langford", {}, [](const Instance& i, const Options&) { return exactcover::buildSat(i.cover.problem).cnf; });
  return parts;
}

std::vector<OptionSpec> langfordOptions() {
  std::vector<OptionSpec> o = {{"n", true, "N: number of pairs (default 7)"},
                               {"reversals", false, "count a solution and its reversal separately"}};
  for (const auto& s : exactcover::dlxOptions()) o.push_back(s);
  return o;
}

}  // namespace

std::unique_ptr<Genre> makeLangfordGenre() {
  using G = app::PartsGenre<Instance, Sequence>;
  return std::make_unique<G>(G::Info{"langford", "Langford pairs: 1,1,...,n,n with k numbers between the k's (--n N)",
                                     kUsage, langfordOptions()},
                             langfordParts());
}

}  // namespace deduce
