// `deduce bench globals`: figures for the global constraints of src/cp/constraints/ (element,
// count, gcc, inverse, max, Boolean, table) on classic models with known answers:
//   * magic series of length n (x_i = number of occurrences of i in x): one gcc with the
//     series as its own counts, versus n count constraints; both with the two redundant sums
//     sum x_i = n and sum i*x_i = n. Exactly one series exists for n >= 7.
//   * N-queens with each pair of queens as a binary table (STR), versus three alldifferent
//     (value elimination): same solution counts, nodes and time side by side.
//   * N-queens with the row and column permutations channelled by inverse.
#include <cstdio>
#include <iostream>
#include <stdexcept>

#include "app/bench.h"
#include "cp/model.h"
#include "cp/search.h"
#include "globals_models.h"

namespace deduce {
namespace {

using namespace cp;

void row(const char* model, int n, const Space& s) {
  std::printf("%-24s %4d %10llu %10llu %12llu %14llu %10.1f\n", model, n, (unsigned long long)s.stats.solutions,
              (unsigned long long)s.stats.nodes, (unsigned long long)s.stats.backtracks,
              (unsigned long long)s.stats.propagations, s.stats.timeMs);
  std::fflush(stdout);
}

void solveAll(Space& s, const VarIds& x) {
  PhaseBrancher b(s, {{x, VarSel::MinDom, ValSel::Min}}, 1);
  Search(s, b).run(nullptr);
}

void magicSeries(int n, bool useGcc) {
  Space s;
  VarIds x = models::magicSeries(s, n, useGcc, true);
  solveAll(s, x);
  row(useGcc ? "magic-series gcc" : "magic-series count", n, s);
}

void queens(int n, int kind) {
  Space s;
  VarIds q;
  const char* name = "";
  if (kind == 0) {
    q = intVars(s, n, 0, n - 1);
    name = "queens alldiff-value";
    alldifferentValue(s, q);
    VarIds d1, d2;
    for (int i = 0; i < n; ++i) {
      d1.push_back(offsetVar(s, q[i], i));
      d2.push_back(offsetVar(s, q[i], -i));
    }
    alldifferentValue(s, d1);
    alldifferentValue(s, d2);
  } else if (kind == 1) {
    name = "queens pairwise table";
    q = models::queensByPairwiseTables(s, n);
  } else {
    name = "queens inverse+diag";
    q = intVars(s, n, 0, n - 1);
    VarIds p = intVars(s, n, 0, n - 1);
    inverse(s, q, p);
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) {
        notEqual(s, q[i], q[j], j - i);
        notEqual(s, q[i], q[j], i - j);
      }
  }
  solveAll(s, q);
  row(name, n, s);
}

int runGlobalsBench(const Options& opt) {
  const int from = static_cast<int>(opt.getInt("from", 8, 1, 1000)), to = static_cast<int>(opt.getInt("to", 10, 1, 1000));
  const int series = static_cast<int>(opt.getInt("series", 100, 1, 1000));
  std::printf("%-24s %4s %10s %10s %12s %14s %10s\n", "model", "n", "solutions", "nodes", "backtracks",
              "propagations", "time_ms");
  for (int n = 10; n <= series; n += 10)
    for (bool g : {true, false}) magicSeries(n, g);
  for (int kind = 0; kind < 3; ++kind)
    for (int n = from; n <= to; ++n) queens(n, kind);
  return 0;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "globals",
    "global constraints: magic series (gcc vs count), queens by table and inverse",
    "",
    "Magic series of length 10, 20, ... up to --series, by one gcc and by n count constraints; then\n"
    "N-queens for n = FROM..TO by three alldifferent, by a pairwise table and by inverse.\n",
    {
        {"from", true, "N: the smallest queens n, 1..1000 (default 8)", OptionSpec::Kind::Integer},
        {"to", true, "N: the largest queens n, 1..1000 (default 10)", OptionSpec::Kind::Integer},
        {"series", true, "N: the longest magic series, 1..1000 (default 100)", OptionSpec::Kind::Integer},
    },
    runGlobalsBench,
});

}  // namespace

}  // namespace deduce
