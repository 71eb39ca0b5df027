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

#include "cli/registry.h"
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

int runGlobalsBench(const std::vector<std::string>& args) {
  int from = 8, to = 10, series = 100;
  if (args.size() % 2 != 0) {
    std::cerr << "deduce bench globals: option " << args.back() << " needs a value\n";
    return 2;
  }
  for (size_t i = 0; i + 1 < args.size(); i += 2) {
    int* target = args[i] == "--from" ? &from : args[i] == "--to" ? &to : args[i] == "--series" ? &series : nullptr;
    size_t used = 0;
    int value = 0;
    try {
      value = std::stoi(args[i + 1], &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (!target || used != args[i + 1].size() || value < 1 || value > 1000) {
      std::cerr << "deduce bench globals: bad option " << args[i] << ' ' << args[i + 1]
                << " (--from N --to N --series N, 1 <= N <= 1000)\n";
      return 2;
    }
    *target = value;
  }
  std::printf("%-24s %4s %10s %10s %12s %14s %10s\n", "model", "n", "solutions", "nodes", "backtracks",
              "propagations", "time_ms");
  for (int n = 10; n <= series; n += 10)
    for (bool g : {true, false}) magicSeries(n, g);
  for (int kind = 0; kind < 3; ++kind)
    for (int n = from; n <= to; ++n) queens(n, kind);
  return 0;
}

}  // namespace

BenchEntry globalsBench() {
  return {"globals", "global constraints: magic series (gcc vs count), queens by table and inverse (--from 8 --to 10 --series 100)",
          runGlobalsBench};
}

}  // namespace deduce
