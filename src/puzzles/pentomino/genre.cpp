// `deduce solve|count|estimate pentomino [--rows R --cols C] [--no-symmetry]`.
#include <stdexcept>

#include "app/export.h"
#include "puzzles/exactcover/dlx_genre.h"
#include "puzzles/pentomino/answer.h"
#include "puzzles/pentomino/pentomino.h"
#include "puzzles/pentomino/svg.h"

namespace deduce {
namespace {

struct Instance {
  int rows = 6, cols = 10;
  pentomino::Cover cover;
};
using Board = std::vector<std::string>;  // a letter per cell: the piece covering it

const char* kUsage =
    "No input file. All solutions are counted by default (6x10: 9356); --no-symmetry keeps only\n"
    "the placements of X with its centre in the upper-left quarter, one solution per symmetry\n"
    "class (6x10: 2339; even, non-square boards only).\n"
    "examples:\n  deduce count pentomino --no-symmetry     # 2339\n  deduce solve pentomino --json\n";

app::Parts<Instance, Board> pentominoParts() {
  app::Parts<Instance, Board> parts;
  parts.prepare = [](const Options& opt) {
    if (!opt.positional().empty()) throw UsageError("pentomino takes no input files (use --rows/--cols)");
  };
  parts.fromOptions = [](const Options& opt) -> std::optional<Instance> {
    const int rows = static_cast<int>(opt.getInt("rows", 6, 1, 60));
    const int cols = static_cast<int>(opt.getInt("cols", 10, 1, 60));
    if (rows * cols != 60) throw UsageError("the board must have 60 cells (--rows x --cols)");
    try {
      return Instance{rows, cols, pentomino::build(rows, cols, opt.has("no-symmetry"))};
    } catch (const std::invalid_argument& e) {
      throw UsageError(e.what());
    }
  };
  parts.check = [](const Instance&, const Board& b) { return pentomino::check(b); };
  parts.svg = [](const Instance& inst, const Board* b) { return pentomino::svg(inst.rows, inst.cols, b); };
  parts.render = [](const Instance&, const Board& b) {
    std::string s;
    for (const auto& row : b) s += row + '\n';
    return s;
  };
  parts.jsonHead = [](json::Value& j, const Instance& inst) {
    j.set("rows", inst.rows);
    j.set("cols", inst.cols);
  };
  parts.jsonSolution = [](json::Value& j, const Instance&, const Board& b) { j.set("grid", b); };
  parts.answer = {
      [](const Instance& i, app::AnswerText& t) { return pentomino::readAnswerText(i.rows, i.cols, t); },
      [](const Instance& i, const nlohmann::json& j) { return pentomino::readAnswerJson(i.rows, i.cols, j); }};
  parts.estimate = [](RunContext& ctx, const Instance& inst) {
    json::Value head = json::Value::object();
    head.set("rows", inst.rows);
    head.set("cols", inst.cols);
    exactcover::dlxEstimate(ctx, inst.cover.problem, head);
  };
  parts.engines = {
      exactcover::dlxEngine<Instance, Board>(
          [](const Instance& inst) -> const exactcover::Problem& { return inst.cover.problem; },
          [](const Instance& inst, const std::vector<int>& options) { return pentomino::board(inst.cover, options); }),
      exactcover::satCoverEngine<Instance, Board>(
          [](const Instance& inst) -> const exactcover::Problem& { return inst.cover.problem; },
          [](const Instance& inst, const std::vector<int>& options) { return pentomino::board(inst.cover, options); })};
  parts.exportCommand = app::exportCommand<Instance, Board>(
      "pentomino", {}, [](const Instance& i, const Options&) { return exactcover::buildSat(i.cover.problem).cnf; });
  return parts;
}

std::vector<OptionSpec> pentominoOptions() {
  std::vector<OptionSpec> o = {
      {"rows", true, "R: board rows (default 6)"},
      {"cols", true, "C: board columns (default 10); R*C must be 60"},
      {"no-symmetry", false, "count each solution once up to the board's symmetries (X in one quarter)"}};
  for (const auto& s : exactcover::dlxOptions()) o.push_back(s);
  return o;
}

}  // namespace

std::unique_ptr<Genre> makePentominoGenre() {
  using G = app::PartsGenre<Instance, Board>;
  return std::make_unique<G>(
      G::Info{"pentomino", "the 12 pentominoes on a 60-cell board (6x10 by default)", kUsage, pentominoOptions()},
      pentominoParts());
}

}  // namespace deduce
