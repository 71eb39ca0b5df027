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

DlxOptions dlxOptionsFrom(const app::Request& r) {
  DlxOptions o;
  o.rule = ruleFrom(*r.opt);
  o.seed = r.strategy.seed;
  o.limits = r.limits;
  o.perDepth = r.trace;
  return o;
}

void fillReport(app::Report& rep, const DlxStats& st, bool trace) {
  rep.stats.nodes = st.nodes;
  rep.stats.enumerations = st.nodes ? st.nodes - 1 : 0;
  rep.stats.backtracks = st.backtracks;
  rep.stats.propagations = st.updates;
  rep.stats.solutions = st.solutions;
  rep.stats.maxDepth = st.maxDepth;
  rep.stats.timeMs = st.timeMs;
  rep.statsJson = [st] { return dlxStatsJson(st); };
  rep.statsText = [st] { return dlxStatsText(st); };
  if (trace) rep.trace = traceTable(st);
}

void dlxEstimate(RunContext& ctx, const Problem& p, const json::Value& head) {
  Dlx dlx(p);
  const int probes = probesFrom(ctx.opt);
  const uint64_t seed = static_cast<uint64_t>(ctx.opt.getInt("seed", 1));
  printEstimate(ctx, dlx.estimate(probes, seed, ruleFrom(ctx.opt), limitsFrom(ctx.opt).timeSeconds), "updates", head,
                probes);
}

}  // namespace deduce::exactcover
