// `deduce solve|count|estimate pentomino [--rows R --cols C] [--no-symmetry]`.
#include <ostream>
#include <stdexcept>

#include "puzzles/exactcover/dlx_genre.h"
#include "puzzles/pentomino/pentomino.h"

namespace deduce {
namespace {

class PentominoGenre : public Genre {
 public:
  std::string name() const override { return "pentomino"; }
  std::string summary() const override { return "the 12 pentominoes on a 60-cell board (6x10 by default)"; }
  std::vector<std::string> engines() const override { return {"dlx"}; }
  std::vector<OptionSpec> options() const override {
    std::vector<OptionSpec> o = {
        {"rows", true, "R: board rows (default 6)"},
        {"cols", true, "C: board columns (default 10); R*C must be 60"},
        {"no-symmetry", false, "count each solution once up to the board's symmetries (X in one quarter)"}};
    for (const auto& s : exactcover::dlxOptions()) o.push_back(s);
    return o;
  }
  bool supports(Command c) const override {
    return c == Command::Solve || c == Command::Count || c == Command::Estimate;
  }
  std::string usage() const override {
    return "No input file. All solutions are counted by default (6x10: 9356); --no-symmetry keeps only\n"
           "the placements of X with its centre in the upper-left quarter, one solution per symmetry\n"
           "class (6x10: 2339; even, non-square boards only).\n"
           "examples:\n  deduce count pentomino --no-symmetry     # 2339\n  deduce solve pentomino --json\n";
  }

  void run(RunContext& ctx) override {
    const Options& opt = ctx.opt;
    if (!opt.positional().empty()) throw UsageError("pentomino takes no input files (use --rows/--cols)");
    int rows = static_cast<int>(opt.getInt("rows", 6, 1, 60));
    int cols = static_cast<int>(opt.getInt("cols", 10, 1, 60));
    if (rows * cols != 60) throw UsageError("the board must have 60 cells (--rows x --cols)");
    pentomino::Cover c;
    try {
      c = pentomino::build(rows, cols, opt.has("no-symmetry"));
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
    exactcover::DlxGenreHooks h;
    h.header.set("rows", rows);
    h.header.set("cols", cols);
    h.check = [&](const std::vector<int>& sol) { return pentomino::check(pentomino::board(c, sol)); };
    h.render = [&](const std::vector<int>& sol) {
      std::string s;
      for (const auto& row : pentomino::board(c, sol)) s += row + '\n';
      return s;
    };
    h.json = [&](json::Value& j, const std::vector<int>& sol) { j.set("grid", pentomino::board(c, sol)); };
    exactcover::runDlx(ctx, c.problem, h);
  }
};

}  // namespace

std::unique_ptr<Genre> makePentominoGenre() { return std::make_unique<PentominoGenre>(); }

}  // namespace deduce
