// The part every dancing-links genre shares (exactcover, langford, pentomino, queens --engine
// dlx): options (--trace, --estimate K, --rule), the DLX engine for the batch driver, Monte Carlo
// estimates, and the DLX statistics as text and JSON.
#pragma once

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "app/driver.h"
#include "app/progress.h"
#include "app/sat_engine.h"
#include "cp/estimate.h"
#include "exactcover/dlx.h"
#include "exactcover/dlx_parallel.h"
#include "puzzles/exactcover/model_sat.h"
#include "puzzles/genre.h"

namespace deduce::exactcover {

// --trace, --estimate K, --rule mrv|random.
const std::vector<OptionSpec>& dlxOptions();

// The DLX search options of a request: limits, --rule, --seed, --trace.
DlxOptions dlxOptionsFrom(const app::Request& r);
// The report's statistics from a finished DLX run (and the trace table when asked for).
void fillReport(app::Report& rep, const DlxStats& st, bool trace);

// Dancing links as a driver engine: the genre's instance holds (or builds) the exact cover
// problem; every solution (its option indices, sorted) is decoded into the genre's solution
// type. --rule, --seed and --trace (the per-depth table) are read from the request; the report
// carries the DLX statistics in their own terms (link updates).
template <class Inst, class Sol>
app::Engine<Inst, Sol> dlxEngine(std::function<const Problem&(const Inst&)> problemOf,
                                 std::function<Sol(const Inst&, const std::vector<int>&)> decode) {
  return {"dlx",
          [problemOf, decode](const Inst& inst, const app::Request& r, const app::SolutionFn<Sol>& cb) {
            DlxOptions o = dlxOptionsFrom(r);
            std::vector<int> sol;
            auto handOver = [&](const std::vector<int>& chosen) {
              sol = chosen;
              std::sort(sol.begin(), sol.end());
              return cb(decode(inst, sol));
            };
            if ((r.threads != 1 || r.progress) && !o.perDepth) {  // the per-depth trace is one search's
              DlxParallelOptions po;
              po.threads = r.threads;
              po.dlx = o;
              // the ETA: Knuth's estimate of the whole tree, as `deduce estimate` computes it, on
              // a matrix of the display's own (the problem is read-only)
              const Problem& problem = problemOf(inst);
              app::Progress progress(r.progress, [&problem, o] { return Dlx(problem).estimate(200, o.seed, o.rule, 0.5).nodes; });
              po.live = progress.live();
              app::Report rep;
              DlxParallelResult res = parallelRun(problemOf(inst), po, handOver);  // called under a lock
              rep.status = res.status;
              fillReport(rep, res.stats, false);
              return rep;
            }
            Dlx dlx(problemOf(inst));
            app::Report rep;
            rep.status = dlx.run(o, handOver);
            fillReport(rep, dlx.stats(), o.perDepth);
            return rep;
          },
          {"trace", "rule", "threads", "progress"}};
}

// The same problem by SAT (model_sat.h: exactly one option per primary item, at most one per
// secondary item, colours as equalities), enumerated by blocking clauses.
template <class Inst, class Sol>
app::Engine<Inst, Sol> satCoverEngine(std::function<const Problem&(const Inst&)> problemOf,
                                      std::function<Sol(const Inst&, const std::vector<int>&)> decode) {
  return {"sat", [problemOf, decode](const Inst& inst, const app::Request& r, const app::SolutionFn<Sol>& cb) {
            return app::satReport(solveSat(problemOf(inst), app::satOptionsFrom(r),
                                           [&](const std::vector<int>& chosen) { return cb(decode(inst, chosen)); }));
          }};
}

// `deduce estimate` / --estimate K on the DLX search of `p`; `head` holds the instance's JSON
// fields.
void dlxEstimate(RunContext& ctx, const Problem& p, const json::Value& head);

// Number of probes for `deduce estimate` / --estimate K (default 1000).
int probesFrom(const Options& opt);
// Prints an estimate as text (estimateText) or one JSON line with `header`'s fields and
// "estimate": {probes, nodes, nodes_stddev, nodes_stderr, nodes_min, nodes_max, <cost>, ...}.
// Fewer probes than `asked` (--time-limit ran out) is noted as a limit (exit status 3).
void printEstimate(RunContext& ctx, const cp::EstimateResult& r, const char* costName, const json::Value& header,
                   int asked);

json::Value dlxStatsJson(const DlxStats& s);
std::string dlxStatsText(const DlxStats& s);

}  // namespace deduce::exactcover
