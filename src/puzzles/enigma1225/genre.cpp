// `deduce solve enigma1225 --n N [--model basic|advanced|partitions] [--bound paper|sharp]`:
// the optimal total, partition and board, each board verified by the independent checker.
#include <iostream>
#include <ostream>

#include "app/cp_engine.h"
#include "app/driver.h"
#include "puzzles/enigma1225/answer.h"
#include "puzzles/enigma1225/enigma1225.h"
#include "puzzles/enigma1225/svg.h"

namespace deduce {
namespace {

using namespace enigma1225;

struct Instance {
  int n = 8;
  ModelKind model = ModelKind::Advanced;
  BoundKind bound = BoundKind::Sharp;
  std::string modelName, boundName, extra;  // as given (for the JSON record)
};
// The best board found, with what the run knows of it.
struct Answer {
  int64_t total = 0;
  Partition partition;
  Board board;
  bool proven = false;
};

Answer fromClaim(Claim c) { return Answer{c.total, {}, std::move(c.board), false}; }

Instance instanceFrom(const Options& opt) {
  Instance in;
  in.n = static_cast<int>(opt.getInt("n", 8, 1, 5000));
  in.modelName = opt.get("model", "advanced");
  in.boundName = opt.get("bound", "sharp");
  in.extra = opt.get("basic-extra", "on");
  if (in.modelName == "advanced")
    in.model = ModelKind::Advanced;
  else if (in.modelName == "basic")
    in.model = ModelKind::Basic;
  else if (in.modelName == "partitions")
    in.model = ModelKind::Partitions;
  else
    throw UsageError("--model must be basic|advanced|partitions, got '" + in.modelName + "'");
  if (in.boundName == "sharp")
    in.bound = BoundKind::Sharp;
  else if (in.boundName == "paper")
    in.bound = BoundKind::Paper;
  else
    throw UsageError("--bound must be paper|sharp, got '" + in.boundName + "'");
  if (in.extra != "on" && in.extra != "off") throw UsageError("--basic-extra must be on|off, got '" + in.extra + "'");
  if (in.model != ModelKind::Basic && opt.has("threads"))
    throw UsageError("--threads splits the basic model's search only (--model basic)");
  if (in.model == ModelKind::Basic && in.n > kBasicMaxN)
    throw UsageError("--model basic handles n <= 12 (it proves n <= 10 within 60 s)");
  if (in.model == ModelKind::Partitions && in.n > 60)
    throw UsageError("--model partitions handles n <= 60 (65121 partitions at n = 55, 21 million at n = 100)");
  return in;
}

// The basic model proves n up to here within a minute (docs/results/enigma1225.md); beyond, a run
// without a limit stops after 60 s instead of hanging.
int basicProvenUpTo(const Instance& in) { return in.extra == "on" ? 10 : 5; }
bool basicNeedsLimit(const Instance& in) { return in.model == ModelKind::Basic && in.n > basicProvenUpTo(in); }

// The chosen model (enigma1225.h) on the kernel; the best board goes to the driver once the
// run ends (a proven optimum, or the best found within the limits).
// The basic model with --threads: branch and bound split over workers sharing the incumbent
// (cp/parallel.h); the improving boards arrive one at a time, the last is handed to the driver.
app::Report solveBasicSplit(const Instance& in, const app::Request& r, const app::SolutionFn<Answer>& cb) {
  const auto t0 = app::Clock::now();
  std::shared_ptr<BasicModel> vars;  // the first build's ids, every worker's
  const cp::ModelFactory factory = basicFactory(in.n, in.extra == "on", &vars);
  Answer best;
  std::vector<int> perm;
  bool found = false;
  app::Report rep = app::searchModelParallel<Answer>(
      factory, r,
      [&](cp::Space& sp) -> const Answer& {
        best.total = sp.value(vars->S);
        best.board = basicBoard(sp, *vars);
        perm.assign(vars->p.size(), 0);
        for (size_t i = 0; i < perm.size(); ++i) perm[i] = static_cast<int>(sp.value(vars->p[i]));
        return best;
      },
      [&](const Answer&) { return found = true; }, t0);
  if (found) {
    best.partition = cycleType(perm);
    best.proven = rep.status == cp::SearchStatus::Complete;
    cb(best);
  }
  return rep;
}

app::Report solveCp(const Instance& in, const app::Request& r, const app::SolutionFn<Answer>& cb) {
  cp::Limits limits = r.limits;
  limits.solutions = 0;
  if (basicNeedsLimit(in) && limits.timeSeconds <= 0 && limits.nodes == 0 && limits.failures == 0)
    limits.timeSeconds = 60;
  if (in.model == ModelKind::Basic && app::splitSearch(r)) {
    app::Request split = r;
    split.limits = limits;
    return solveBasicSplit(in, split, cb);
  }
  Result res = solve(in.n, in.model, in.bound, limits, in.extra == "on");
  if (res.found) cb(Answer{res.total, res.partition, res.board, res.complete});
  app::Report rep;
  rep.status = res.complete ? cp::SearchStatus::Complete : cp::SearchStatus::Limit;
  rep.stats = res.stats;
  if (!res.found) rep.stats.solutions = 0;  // improving solutions found (the last is the answer)
  if (in.model != ModelKind::Basic) {
    rep.info = json::Value::object();
    rep.info.set("explored_partitions", res.explored);
    rep.infoText = ", explored partitions " + std::to_string(res.explored);
    if (res.partitions) {
      rep.info.set("total_partitions", res.partitions);
      rep.infoText += " of " + std::to_string(res.partitions);
    }
  }
  return rep;
}

const char* kUsage =
    "No input file: the instance is given by --n.\n"
    "examples:\n  deduce solve enigma1225 --n 8                 # total 544, partition {2, 2, 2, 2}\n"
    "  deduce solve enigma1225 --n 55 --json --bound paper\n"
    "  deduce solve enigma1225 --n 6 --model basic   # proves 180 (the basic model proves n <= 10)\n"
    "  deduce solve enigma1225 --n 6 --model basic --basic-extra off   # Figure 4 alone: no proof\n"
    "without --time-limit the basic model stops after 60 s from n = 11 (n = 6 with --basic-extra off)\n";

app::Parts<Instance, Answer> enigmaParts() {
  app::Parts<Instance, Answer> parts;
  parts.prepare = [](const Options& opt) {
    if (!opt.positional().empty()) throw UsageError("enigma1225 takes no input files (use --n N)");
    const Instance in = instanceFrom(opt);
    const bool limited = opt.has("time-limit") || opt.has("node-limit") || opt.has("fail-limit");
    if (basicNeedsLimit(in) && !limited && !opt.has("quiet"))
      std::cerr << "note: basic model, n >= " << basicProvenUpTo(in) + 1
                << " and no limit given: stopping after 60 s (--time-limit S to change)\n";
  };
  parts.fromOptions = [](const Options& opt) -> std::optional<Instance> { return instanceFrom(opt); };
  parts.check = [](const Instance& in, const Answer& a) { return check(in.n, a.board, a.total); };
  parts.svg = [](const Instance& in, const Answer* a) {
    return a ? svg(in.n, &a->board, a->total, a->partition, a->proven) : svg(in.n, nullptr, 0, {}, false);
  };
  parts.render = [](const Instance&, const Answer& a) {
    return "total " + std::to_string(a.total) + (a.proven ? "" : " (best found, optimality not proven)") +
           "\npartition " + toString(a.partition) + "\n" + render(a.board);
  };
  parts.jsonHead = [](json::Value& j, const Instance& in) {
    j.set("n", in.n);
    j.set("model", in.modelName);
    if (in.model == ModelKind::Advanced) j.set("bound", in.boundName);
    if (in.model == ModelKind::Basic) j.set("basic_extra", in.extra);
  };
  parts.jsonSolution = [](json::Value& j, const Instance&, const Answer& a) {
    j.set("total", a.total);
    j.set("partition", a.partition);
    json::Value rows = json::Value::array();
    for (const auto& row : a.board) rows.push(json::Value(row));
    j.set("board", rows);
  };
  parts.answer = {[](const Instance& in, app::AnswerText& t) { return fromClaim(readAnswerText(in.n, t)); },
                  [](const Instance& in, const nlohmann::json& j) { return fromClaim(readAnswerJson(in.n, j)); }};
  parts.optimizes = [](const Instance&) { return true; };
  parts.countable = false;
  parts.engines = {{"cp", solveCp, app::withThreads({"model"})}};
  return parts;
}

}  // namespace

std::unique_ptr<Genre> makeEnigma1225Genre() {
  using G = app::PartsGenre<Instance, Answer>;
  return std::make_unique<G>(
      G::Info{"enigma1225",
              "Enigma 1225: n x n board, rows = columns permuted, maximise the total (--n N)",
              kUsage,
              {{"n", true, "N: board size (default 8)"},
               {"model", true, "M: advanced (default, paper's Figure 5) | basic (Figure 4) | partitions (enumeration)"},
               {"bound", true, "B: sharp (default) | paper (n^2 * UBNVAL) for the advanced model"},
               {"basic-extra", true,
                "on|off: the basic model's implied class bound on S, an addition to Figure 4 (default on; off = "
                "Figure 4's constraints only)"}}},
      enigmaParts());
}

}  // namespace deduce
