// `deduce solve|count|estimate exactcover FILE...`: any exact cover problem in Knuth's format
// (format.h), solved by dancing links. JSON: "options" = 0-based indices of the chosen options.
#include "puzzles/exactcover/answer.h"
#include "app/export.h"
#include "puzzles/exactcover/dlx_genre.h"
#include "puzzles/exactcover/format.h"
#include "puzzles/exactcover/svg.h"

namespace deduce {
namespace {

using Sol = std::vector<int>;  // the chosen options, 0-based, in input order

// One problem per source.
void readProblem(const Source& src, const Options&, const app::ItemFn<exactcover::ParsedProblem>& emit) {
  app::Item<exactcover::ParsedProblem> item;
  item.file = src.name;
  item.line = 1;
  try {
    item.inst.emplace(exactcover::parseKnuth(src));
  } catch (const InputError& e) {
    if (e.what() == std::string("no item line")) return;  // nothing but comments: no record
    item.error = e;
  }
  emit(std::move(item));
}

const char* kUsage =
    "input: one problem per file, Knuth's format: the first line lists the primary items, then\n"
    "'|' and the secondary items; every further line is an option (item names, 'name:colour' on\n"
    "secondary items). Lines starting with '|' or '#' are comments.\n"
    "examples:\n  deduce count exactcover problem.dlx\n"
    "  deduce solve exactcover --all --json problem.dlx\n"
    "  deduce estimate exactcover --estimate 10000 problem.dlx\n";

app::Parts<exactcover::ParsedProblem, Sol> exactCoverParts() {
  app::Parts<exactcover::ParsedProblem, Sol> parts;
  parts.read = readProblem;
  parts.check = [](const exactcover::ParsedProblem& pp, const Sol& sol) { return exactcover::check(pp.problem, sol); };
  parts.render = [](const exactcover::ParsedProblem& pp, const Sol& sol) {
    std::string s;
    for (int o : sol) s += pp.optionText[o] + '\n';
    return s;
  };
  parts.jsonSolution = [](json::Value& j, const exactcover::ParsedProblem&, const Sol& sol) { j.set("options", sol); };
  parts.svg = [](const exactcover::ParsedProblem& pp, const Sol* sol) { return exactcover::svg(pp.problem, sol); };
  parts.answer = {exactcover::readAnswerText, exactcover::readAnswerJson};
  parts.estimate = [](RunContext& ctx, const exactcover::ParsedProblem& pp) {
    exactcover::dlxEstimate(ctx, pp.problem, json::Value::object());
  };
  parts.engines = {exactcover::dlxEngine<exactcover::ParsedProblem, Sol>(
                       [](const exactcover::ParsedProblem& pp) -> const exactcover::Problem& { return pp.problem; },
                       [](const exactcover::ParsedProblem&, const Sol& options) { return options; }),
                   exactcover::satCoverEngine<exactcover::ParsedProblem, Sol>(
                       [](const exactcover::ParsedProblem& pp) -> const exactcover::Problem& { return pp.problem; },
                       [](const exactcover::ParsedProblem&, const Sol& options) { return options; })};
  parts.exportCommand = app::exportCommand<exactcover::ParsedProblem, Sol>(
      "exactcover", {}, [](const exactcover::ParsedProblem& pp, const Options&) { return exactcover::buildSat(pp.problem).cnf; });
  return parts;
}

}  // namespace

std::unique_ptr<Genre> makeExactCoverGenre() {
  using G = app::PartsGenre<exactcover::ParsedProblem, Sol>;
  return std::make_unique<G>(G::Info{"exactcover", "exact cover in Knuth's DLX format (items, options, colours)",
                                     kUsage, exactcover::dlxOptions()},
                             exactCoverParts());
}

}  // namespace deduce
