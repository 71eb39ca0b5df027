// `deduce bench enigma1225`: paper 000's Table 2 (advanced model) with the paper's own figures
// beside ours, the sharp bound, the other models, and the conjecture check.
//
//   deduce bench enigma1225 --from 3 --to 55                 Table 2 rows (3..25, then every 5), paper bound
//   deduce bench enigma1225 --from 3 --to 55 --every         every n
//   deduce bench enigma1225 --bound sharp --from 100 --to 500 --step 100
//   deduce bench enigma1225 --model basic --from 3 --to 9 --every --time-limit 60   (paper's Table 1 beside)
//   deduce bench enigma1225 --model basic --basic-extra off --from 3 --to 6 --every --time-limit 60
//   deduce bench enigma1225 --conjecture --from 6 --to 300 --time-limit 60
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>

#include "app/bench.h"
#include "puzzles/enigma1225/enigma1225.h"

namespace deduce {
namespace {

struct PaperRow {
  double time;
  long nodes, backtracks, explored, total;
};
// Table 2 of paper 000 (Choco, 2 GHz MacBook): time s, nodes, backtracks, explored, total partitions.
const std::map<int, PaperRow> kPaper = {
    {3, {0.01, 1, 0, 1, 1}},          {4, {0.01, 2, 1, 2, 2}},           {5, {0.02, 2, 2, 2, 2}},
    {6, {0.06, 4, 4, 3, 4}},          {7, {0.04, 5, 6, 4, 4}},           {8, {0.09, 9, 12, 6, 7}},
    {9, {0.09, 9, 12, 7, 8}},         {10, {0.2, 15, 22, 7, 12}},        {11, {0.12, 18, 27, 12, 14}},
    {12, {0.15, 28, 43, 14, 21}},     {13, {0.19, 31, 49, 19, 24}},      {14, {0.28, 45, 71, 19, 34}},
    {15, {0.24, 52, 84, 29, 41}},     {16, {0.32, 72, 116, 28, 55}},     {17, {0.23, 78, 125, 41, 66}},
    {18, {0.25, 108, 174, 39, 88}},   {19, {0.35, 125, 204, 60, 105}},   {20, {0.46, 167, 274, 57, 137}},
    {21, {0.42, 175, 287, 76, 165}},  {22, {0.52, 229, 376, 70, 210}},   {23, {0.53, 244, 400, 100, 253}},
    {24, {0.87, 343, 572, 100, 320}}, {25, {1.08, 349, 583, 133, 383}},  {30, {3.38, 881, 1483, 204, 1039}},
    {35, {8.84, 1591, 2691, 446, 2573}}, {40, {30.44, 3600, 6170, 642, 6153}},
    {45, {66.24, 5688, 9750, 1230, 13959}}, {50, {208.89, 11865, 20540, 1672, 30701}},
    {55, {405.3, 17614, 30577, 3059, 65121}},
};

// Table 1 of paper 000: the basic model (explored/total partitions not reported).
const std::map<int, PaperRow> kPaperBasic = {
    {3, {0.01, 8, 10, 0, 0}}, {4, {0.43, 249, 588, 0, 0}}, {5, {0.88, 2407, 5824, 0, 0}}};

std::string shortPartition(const enigma1225::Partition& p) {
  if (p.size() <= 6) return enigma1225::toString(p);
  std::map<int, int> m;
  for (int k : p) ++m[k];
  std::string s = "{";
  for (auto [k, c] : m) {
    if (s.size() > 1) s += ", ";
    s += std::to_string(k);
    if (c > 1) {
      s += '^';
      s += std::to_string(c);
    }
  }
  return s + "}";
}

int runEnigmaBench(const Options& opt) {
  using namespace enigma1225;
  const int from = static_cast<int>(opt.getInt("from", 3, INT32_MIN, INT32_MAX));
  const int to = static_cast<int>(opt.getInt("to", 25, INT32_MIN, INT32_MAX));
  const int step = static_cast<int>(opt.getInt("step", 0, INT32_MIN, INT32_MAX));
  const bool every = opt.has("every"), conjecture = opt.has("conjecture");
  const bool basicExtra = opt.get("basic-extra", "on") == "on";
  const double timeLimit = opt.getDouble("time-limit", 0);
  const std::string m = opt.get("model", "advanced");
  const ModelKind model = m == "advanced" ? ModelKind::Advanced : m == "basic" ? ModelKind::Basic : ModelKind::Partitions;
  const BoundKind bound = opt.get("bound", "paper") == "paper" ? BoundKind::Paper : BoundKind::Sharp;
  if (from < 3 || to < from) throw UsageError("need 3 <= --from <= --to");
  if (model == ModelKind::Basic && to > kBasicMaxN)
    throw UsageError("--model basic handles n <= " + std::to_string(kBasicMaxN));
  auto wanted = [&](int n) {
    if (every) return true;
    if (step > 0) return (n - from) % step == 0;
    return n <= 25 || n % 5 == 0;
  };
  if (conjecture) {
    std::printf("%5s %14s %12s %10s  %s\n", "n", "optimum", "nodes", "time_s", "other partitions reaching it");
    for (int n = from; n <= to; ++n) {
      if (!wanted(n)) continue;
      auto t0 = std::chrono::steady_clock::now();
      uint64_t nodes = 0;
      int64_t hits = conjectureCheck(n, timeLimit, &nodes);
      double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      std::string verdict = hits == 0 ? "time-out" : hits == 1 ? "none (verified)" : std::to_string(hits - 1);
      std::printf("%5d %14lld %12llu %10.3f  %s\n", n, (long long)partitionTotal(conjecturedPartition(n)),
                  (unsigned long long)nodes, secs, verdict.c_str());
      std::fflush(stdout);
      if (hits == 0) return 3;
    }
    return 0;
  }
  cp::Limits limits;
  limits.timeSeconds = timeLimit;
  std::printf("%4s %12s %10s %9s %10s %8s %12s | %9s %7s %7s %6s %7s | %s\n", "n", "objective", "time_s", "nodes",
              "backtracks", "explored", "partitions", "paper_s", "nodes", "bt", "expl", "total", "optimal partition");
  int rc = 0;
  for (int n = from; n <= to; ++n) {
    if (!wanted(n)) continue;
    Result r = solve(n, model, bound, limits, basicExtra);
    std::string why = r.found ? check(n, r.board, r.total) : "no board";
    if (!why.empty()) {
      std::fprintf(stderr, "n=%d: checker: %s\n", n, why.c_str());
      rc = 1;
    }
    std::printf("%4d %12lld %10.3f %9llu %10llu %8llu %12llu |", n, (long long)r.total, r.stats.timeMs / 1000.0,
                (unsigned long long)r.stats.nodes, (unsigned long long)r.stats.backtracks, (unsigned long long)r.explored,
                (unsigned long long)r.partitions);
    const auto& paper = model == ModelKind::Basic ? kPaperBasic : kPaper;
    auto it = paper.find(n);
    if (it != paper.end())
      std::printf(" %9.2f %7ld %7ld %6ld %7ld |", it->second.time, it->second.nodes, it->second.backtracks,
                  it->second.explored, it->second.total);
    else
      std::printf(" %9s %7s %7s %6s %7s |", "-", "-", "-", "-", "-");
    std::printf(" %s%s\n", shortPartition(r.partition).c_str(), r.complete ? "" : " (limit: not proven)");
    std::fflush(stdout);
    if (!r.complete) {
      rc = rc ? rc : 3;
      break;
    }
  }
  return rc;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "enigma1225",
    "paper 000 Tables 2 and 1: the advanced, basic and partitions models beside the paper's figures",
    "",
    "Rows n = FROM..TO: all up to 25, then every 5th (--every: all; --step K: FROM, FROM+K, ...).\n"
    "examples:\n"
    "  deduce bench enigma1225 --from 3 --to 55 --every\n"
    "  deduce bench enigma1225 --bound sharp --from 100 --to 500 --step 100\n"
    "  deduce bench enigma1225 --model basic --from 3 --to 9 --every --time-limit 60\n"
    "  deduce bench enigma1225 --conjecture --from 6 --to 300 --time-limit 60\n",
    {
        {"from", true, "N: the smallest n, at least 3 (default 3)", OptionSpec::Kind::Integer},
        {"to", true, "N: the largest n (default 25)", OptionSpec::Kind::Integer},
        {"step", true, "K: every K-th n from FROM (default: all to 25, then every 5th)", OptionSpec::Kind::Integer},
        {"every", false, "every n from FROM to TO"},
        {"time-limit", true, "S: seconds per n (default 0: no limit)", OptionSpec::Kind::Number},
        {"model", true, "M: the model: advanced|basic|partitions (default advanced)", OptionSpec::Kind::Text, {"advanced", "basic", "partitions"}},
        {"bound", true, "B: the bound on the objective: paper|sharp (default paper)",
         OptionSpec::Kind::Text, {"paper", "sharp"}},
        {"basic-extra", true, "X: the basic model's extra constraints: on|off (default on)", OptionSpec::Kind::Text, {"on", "off"}},
        {"conjecture", false, "check that the conjectured partition is the only optimal one"},
    },
    runEnigmaBench,
});

}  // namespace

}  // namespace deduce
