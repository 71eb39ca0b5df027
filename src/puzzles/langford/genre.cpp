// `deduce solve|count|estimate langford --n N`: Langford pairs by dancing links.
#include <ostream>

#include "puzzles/exactcover/dlx_genre.h"
#include "puzzles/langford/langford.h"

namespace deduce {
namespace {

class LangfordGenre : public Genre {
 public:
  std::string name() const override { return "langford"; }
  std::string summary() const override { return "Langford pairs: 1,1,...,n,n with k numbers between the k's (--n N)"; }
  std::vector<std::string> engines() const override { return {"dlx"}; }
  std::vector<OptionSpec> options() const override {
    std::vector<OptionSpec> o = {{"n", true, "N: number of pairs (default 7)"},
                                 {"reversals", false, "count a solution and its reversal separately"}};
    for (const auto& s : exactcover::dlxOptions()) o.push_back(s);
    return o;
  }
  bool supports(Command c) const override {
    return c == Command::Solve || c == Command::Count || c == Command::Estimate;
  }
  std::string usage() const override {
    return "No input file: the instance is given by --n. Each solution and its reversal count once\n"
           "(the largest odd number is kept in the left half) unless --reversals is given.\n"
           "examples:\n  deduce count langford --n 12     # 108144\n  deduce solve langford --n 7 --json\n"
           "  deduce estimate langford --n 16 --estimate 10000\n";
  }

  void run(RunContext& ctx) override {
    const Options& opt = ctx.opt;
    if (!opt.positional().empty()) throw UsageError("langford takes no input files (use --n N)");
    int n = static_cast<int>(opt.getInt("n", 7, 1, 200));
    langford::Cover c = langford::build(n, !opt.has("reversals"));
    exactcover::DlxGenreHooks h;
    h.header.set("n", n);
    h.check = [&](const std::vector<int>& sol) { return langford::check(n, langford::sequence(c, n, sol)); };
    h.render = [&](const std::vector<int>& sol) {
      std::string s;
      for (int v : langford::sequence(c, n, sol)) {
        if (!s.empty()) s += ' ';
        s += std::to_string(v);
      }
      return s + '\n';
    };
    h.json = [&](json::Value& j, const std::vector<int>& sol) { j.set("sequence", langford::sequence(c, n, sol)); };
    exactcover::runDlx(ctx, c.problem, h);
  }
};

}  // namespace

std::unique_ptr<Genre> makeLangfordGenre() { return std::make_unique<LangfordGenre>(); }

}  // namespace deduce
