#include "puzzles/exactcover/dlx_genre.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace deduce::exactcover {

const std::vector<OptionSpec>& dlxOptions() {
  static const std::vector<OptionSpec> specs = {
      {"trace", false, "print the per-depth trace table (nodes, updates, backtracks, degrees)"},
      {"estimate", true, "K: Knuth's Monte Carlo estimate of the tree size from K random probes"},
      {"rule", true, "R: item choice mrv (shortest, ties by order, default) | random (seeded)"},
  };
  return specs;
}

int probesFrom(const Options& opt) { return static_cast<int>(opt.getInt("estimate", 1000, 1, 100'000'000)); }

static ChooseRule ruleFrom(const Options& opt) {
  std::string r = opt.get("rule", "mrv");
  if (r == "mrv" || r == "shortest") return ChooseRule::Mrv;
  if (r == "random") return ChooseRule::Random;
  throw UsageError("--rule must be mrv|random, got '" + r + "'");
}

json::Value dlxStatsJson(const DlxStats& s) {
  json::Value j = json::Value::object();
  j.set("nodes", s.nodes);
  j.set("backtracks", s.backtracks);
  j.set("propagations", s.updates);  // DLX's unit of propagation work: one link removal
  j.set("updates", s.updates);
  j.set("solutions", s.solutions);
  j.set("max_depth", s.maxDepth);
  j.set("time_ms", s.timeMs);
  return j;
}

std::string dlxStatsText(const DlxStats& s) {
  std::ostringstream os;
  os << "nodes " << s.nodes << ", updates " << s.updates << ", backtracks " << s.backtracks << ", solutions "
     << s.solutions << ", max depth " << s.maxDepth << ", time " << std::fixed << std::setprecision(3) << s.timeMs
     << " ms";
  if (s.timeMs > 0) os << ", " << std::setprecision(1) << s.updates / s.timeMs / 1000.0 << " M updates/s";
  return os.str();
}

void printEstimate(RunContext& ctx, const cp::EstimateResult& r, const char* costName, const json::Value& header,
                   int asked) {
  if (r.probes < asked) ctx.note(Status::Limit);
  if (!ctx.json()) {
    ctx.out << cp::estimateText(r, costName);
    return;
  }
  json::Value j = header;
  json::Value e = json::Value::object();
  e.set("probes", r.probes);
  e.set("nodes", r.nodes);
  e.set("nodes_stddev", r.nodesStddev);
  e.set("nodes_stderr", r.nodesStderr());
  e.set("nodes_min", r.nodesMin);
  e.set("nodes_max", r.nodesMax);
  if (costName) {
    e.set(costName, r.cost);
    e.set(std::string(costName) + "_stddev", r.costStddev);
  }
  e.set("solution_leaves", r.solutionLeaves);
  e.set("time_ms", r.timeMs);
  j.set("estimate", e);
  ctx.out << j.dump() << '\n';
}

void runDlx(RunContext& ctx, const Problem& p, const DlxGenreHooks& hooks) {
  const Options& opt = ctx.opt;
  ChooseRule rule = ruleFrom(opt);
  uint64_t seed = static_cast<uint64_t>(opt.getInt("seed", 1));
  Dlx dlx(p);
  if (ctx.cmd == Command::Estimate || opt.has("estimate")) {
    int probes = probesFrom(opt);
    printEstimate(ctx, dlx.estimate(probes, seed, rule, limitsFrom(opt).timeSeconds), "updates", hooks.header, probes);
    if (ctx.cmd == Command::Estimate) return;
  }
  DlxOptions o;
  o.rule = rule;
  o.seed = seed;
  o.limits = limitsFrom(opt);
  uint64_t wanted = ctx.solutionLimit();
  o.limits.solutions = wanted;
  o.perDepth = opt.has("trace");
  bool counting = ctx.cmd == Command::Count;
  bool printAll = opt.has("all") && !counting;
  std::vector<int> first;
  std::string bad;
  cp::SearchStatus ss = dlx.run(o, [&](const std::vector<int>& chosen) {
    std::vector<int> sol = chosen;
    std::sort(sol.begin(), sol.end());
    if (bad.empty()) {
      std::string why = check(p, sol);
      if (why.empty() && hooks.check) why = hooks.check(sol);
      if (!why.empty()) bad = why;
    }
    if (first.empty()) first = sol;
    if (printAll) {
      if (ctx.json()) {
        json::Value j = json::Value::object();
        hooks.json(j, sol);
        ctx.out << j.dump() << '\n';
      } else {
        ctx.out << hooks.render(sol) << '\n';
      }
    }
    return true;
  });
  const DlxStats& st = dlx.stats();
  if (!bad.empty()) {
    ctx.err << "deduce: internal error: checker rejected a solution: " << bad << '\n';
    ctx.note(Status::Error);
    return;
  }
  uint64_t found = st.solutions;
  bool limited = ss == cp::SearchStatus::Limit || ss == cp::SearchStatus::Interrupted;
  Status status = counting ? (limited ? Status::Limit : (found ? Status::Solved : Status::Unsolvable))
                           : statusOf(ss, found, wanted);
  ctx.note(status);
  if (ctx.json()) {
    json::Value j = hooks.header;
    j.set("status", toString(status));
    if (counting) j.set("count", found);
    else if (!first.empty() && !printAll) hooks.json(j, first);
    j.set("stats", dlxStatsJson(st));
    ctx.out << j.dump() << '\n';
  } else {
    if (counting) {
      ctx.out << found << (limited ? " (limit reached: lower bound)" : "") << '\n';
    } else if (!printAll) {
      if (first.empty()) ctx.out << (limited ? "limit reached\n" : "no solution\n");
      else ctx.out << hooks.render(first);
      if (status == Status::Multiple) ctx.out << "multiple solutions\n";
    }
    if (ctx.stats()) ctx.out << "stats: " << dlxStatsText(st) << '\n';
  }
  if (o.perDepth) (ctx.json() ? ctx.err : ctx.out) << traceTable(st);
}

}  // namespace deduce::exactcover
