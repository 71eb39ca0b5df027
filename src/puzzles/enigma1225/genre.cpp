// `deduce solve enigma1225 --n N [--model basic|advanced|partitions] [--bound paper|sharp]`:
// the optimal total, partition and board, each board verified by the independent checker.
#include "puzzles/genre.h"

#include <ostream>

#include "puzzles/enigma1225/enigma1225.h"

namespace deduce {
namespace {

class EnigmaGenre : public Genre {
 public:
  std::string name() const override { return "enigma1225"; }
  std::string summary() const override {
    return "Enigma 1225: n x n board, rows = columns permuted, maximise the total (--n N)";
  }
  std::vector<std::string> engines() const override { return {"cp"}; }
  std::vector<OptionSpec> options() const override {
    return {{"n", true, "N: board size (default 8)"},
            {"model", true, "M: advanced (default, paper's Figure 5) | basic (Figure 4) | partitions (enumeration)"},
            {"bound", true, "B: sharp (default) | paper (n^2 * UBNVAL) for the advanced model"},
            {"basic-extra", true,
             "on|off: the basic model's implied class bound on S, an addition to Figure 4 (default on; off = "
             "Figure 4's constraints only)"}};
  }
  std::string usage() const override {
    return "No input file: the instance is given by --n.\n"
           "examples:\n  deduce solve enigma1225 --n 8                 # total 544, partition {2, 2, 2, 2}\n"
           "  deduce solve enigma1225 --n 55 --json --bound paper\n"
           "  deduce solve enigma1225 --n 6 --model basic   # proves 180 (the basic model proves n <= 10)\n"
           "  deduce solve enigma1225 --n 6 --model basic --basic-extra off   # Figure 4 alone: no proof\n"
           "without --time-limit the basic model stops after 60 s from n = 11 (n = 6 with --basic-extra off)\n";
  }
  bool supports(Command c) const override { return c == Command::Solve; }

  void run(RunContext& ctx) override {
    using namespace enigma1225;
    const Options& opt = ctx.opt;
    if (!opt.positional().empty()) throw UsageError("enigma1225 takes no input files (use --n N)");
    int n = static_cast<int>(opt.getInt("n", 8, 1, 5000));
    std::string m = opt.get("model", "advanced"), b = opt.get("bound", "sharp");
    ModelKind model;
    if (m == "advanced")
      model = ModelKind::Advanced;
    else if (m == "basic")
      model = ModelKind::Basic;
    else if (m == "partitions")
      model = ModelKind::Partitions;
    else
      throw UsageError("--model must be basic|advanced|partitions, got '" + m + "'");
    BoundKind bound;
    if (b == "sharp")
      bound = BoundKind::Sharp;
    else if (b == "paper")
      bound = BoundKind::Paper;
    else
      throw UsageError("--bound must be paper|sharp, got '" + b + "'");

    std::string extra = opt.get("basic-extra", "on");
    if (extra != "on" && extra != "off") throw UsageError("--basic-extra must be on|off, got '" + extra + "'");
    if (model == ModelKind::Basic && n > kBasicMaxN)
      throw UsageError("--model basic handles n <= 12 (it proves n <= 10 within 60 s)");
    if (model == ModelKind::Partitions && n > 60)
      throw UsageError("--model partitions handles n <= 60 (65121 partitions at n = 55, 21 million at n = 100)");
    cp::Limits limits = limitsFrom(opt);
    if (model == ModelKind::Basic && n >= (extra == "on" ? 11 : 6) && limits.timeSeconds <= 0 && limits.nodes == 0 &&
        limits.failures == 0) {
      // Beyond what the basic model proves within a minute (docs/results/enigma1225.md): do not hang.
      limits.timeSeconds = 60;
      ctx.err << "note: basic model, n >= " << (extra == "on" ? 11 : 6)
              << " and no limit given: stopping after 60 s (--time-limit S to change)\n";
    }
    Result r = solve(n, model, bound, limits, extra == "on");
    if (r.found) {
      std::string why = check(n, r.board, r.total);
      if (!why.empty()) {
        ctx.err << "deduce: internal error: checker rejected the board: " << why << '\n';
        ctx.note(Status::Error);
        return;
      }
    }
    Status status = !r.complete ? Status::Limit : r.found ? Status::Solved : Status::Unsolvable;
    ctx.note(status);
    if (ctx.json()) {
      json::Value j = json::Value::object();
      j.set("status", toString(status));
      if (r.found) {
        j.set("total", r.total);
        j.set("partition", r.partition);
        json::Value rows = json::Value::array();
        for (const auto& row : r.board) rows.push(json::Value(row));
        j.set("board", rows);
      }
      j.set("n", n);
      j.set("model", m);
      if (model == ModelKind::Advanced) j.set("bound", b);
      if (model == ModelKind::Basic) j.set("basic_extra", extra);
      if (model != ModelKind::Basic) j.set("explored_partitions", r.explored);
      if (r.partitions) j.set("total_partitions", r.partitions);
      j.set("stats", statsJson(r.stats));
      ctx.out << j.dump() << '\n';
      return;
    }
    if (!r.found) {
      ctx.out << (status == Status::Limit ? "limit reached\n" : "no solution\n");
    } else {
      ctx.out << "total " << r.total << (status == Status::Limit ? " (best found, optimality not proven)" : "") << '\n';
      ctx.out << "partition " << toString(r.partition) << '\n';
      ctx.out << render(r.board);
    }
    if (model != ModelKind::Basic) {
      ctx.out << "explored partitions " << r.explored;
      if (r.partitions) ctx.out << " of " << r.partitions;
      ctx.out << '\n';
    }
    ctx.out << "stats: " << statsText(r.stats) << '\n';
  }
};

}  // namespace

std::unique_ptr<Genre> makeEnigma1225Genre() { return std::make_unique<EnigmaGenre>(); }

}  // namespace deduce
