// The part every dancing-links genre shares (exactcover, langford, pentomino, queens --engine
// dlx): options (--trace, --estimate K, --rule), running solve/count/estimate on a Problem,
// checking every solution twice (the exact-cover checker and the genre's own rule checker), and
// the text/JSON output with the DLX statistics.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "cp/estimate.h"
#include "exactcover/dlx.h"
#include "puzzles/genre.h"

namespace deduce::exactcover {

// --trace, --estimate K, --rule mrv|random.
const std::vector<OptionSpec>& dlxOptions();

struct DlxGenreHooks {
  json::Value header = json::Value::object();  // fields put first in the JSON object (e.g. "n")
  // The genre's independent rule checker on a solution (option indices); "" when valid.
  std::function<std::string(const std::vector<int>&)> check;
  // The answer as text, and as JSON fields added to `out`.
  std::function<std::string(const std::vector<int>&)> render;
  std::function<void(json::Value& out, const std::vector<int>&)> json;
};

// Runs ctx.cmd on p: Solve (first / --max-solutions / --all), Count, Estimate (or --estimate K
// with solve/count: the estimate is printed before solving).
void runDlx(RunContext& ctx, const Problem& p, const DlxGenreHooks& hooks);

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
