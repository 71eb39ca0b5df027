// `deduce solve|count|estimate exactcover FILE...`: any exact cover problem in Knuth's format
// (format.h), solved by dancing links. JSON: "options" = 0-based indices of the chosen options.
#include <ostream>

#include "puzzles/exactcover/dlx_genre.h"
#include "puzzles/exactcover/format.h"

namespace deduce {
namespace {

class ExactCoverGenre : public Genre {
 public:
  std::string name() const override { return "exactcover"; }
  std::string summary() const override { return "exact cover in Knuth's DLX format (items, options, colours)"; }
  std::vector<std::string> engines() const override { return {"dlx"}; }
  std::vector<OptionSpec> options() const override { return exactcover::dlxOptions(); }
  bool supports(Command c) const override {
    return c == Command::Solve || c == Command::Count || c == Command::Estimate;
  }
  std::string usage() const override {
    return "input: one problem per file, Knuth's format: the first line lists the primary items, then\n"
           "'|' and the secondary items; every further line is an option (item names, 'name:colour' on\n"
           "secondary items). Lines starting with '|' or '#' are comments.\n"
           "examples:\n  deduce count exactcover problem.dlx\n"
           "  deduce solve exactcover --all --json problem.dlx\n"
           "  deduce estimate exactcover --estimate 10000 problem.dlx\n";
  }

  void run(RunContext& ctx) override {
    std::vector<std::string> files = ctx.opt.positional();
    if (files.empty()) files.push_back("-");
    for (const std::string& f : files) {
      exactcover::ParsedProblem pp;
      try {
        pp = exactcover::parseKnuth(readSource(f));
      } catch (const InputError& e) {
        ctx.error(e);
        continue;
      }
      exactcover::DlxGenreHooks h;
      h.header.set("file", f == "-" ? "<stdin>" : f);
      h.render = [&](const std::vector<int>& sol) {
        std::string s;
        for (int o : sol) s += pp.optionText[o] + '\n';
        return s;
      };
      h.json = [](json::Value& j, const std::vector<int>& sol) { j.set("options", sol); };
      exactcover::runDlx(ctx, pp.problem, h);
    }
  }
};

}  // namespace

std::unique_ptr<Genre> makeExactCoverGenre() { return std::make_unique<ExactCoverGenre>(); }

}  // namespace deduce
