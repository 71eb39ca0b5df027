// `deduce bench kernel`: the kernel's own figures on N-queens (all solutions, each alldifferent
// level) and on magic squares, a sum-heavy model (order 4 all 7040 solutions, order 5 the first
// 1000), with the columns of bench/gecode/kernel_gecode.cpp so that bench/compare-gecode.sh can
// put the two side by side. Same models, same strategy (smallest domain, smallest value, binary
// x=v | x!=v choices) in both.
#include <cstdio>
#include <iostream>

#include "app/bench.h"
#include "puzzles/queens/queens.h"

namespace deduce {
namespace {

void row(const char* model, cp::Consistency c, int n, const cp::Space& s) {
  std::printf("%-6s %-8s %3d %10llu %12llu %12llu %14llu %10.1f\n", model, cp::toString(c), n,
              (unsigned long long)s.stats.solutions, (unsigned long long)s.stats.nodes,
              (unsigned long long)s.stats.failures, (unsigned long long)s.stats.propagations, s.stats.timeMs);
  std::fflush(stdout);
}

cp::Space::Restore g_restore = cp::Space::Restore::Trail;

void magic(int n, cp::Consistency c, uint64_t maxSols) {
  cp::Space s;
  s.setRestore(g_restore);
  cp::VarIds x = cp::intVars(s, n * n, 1, n * n);
  cp::alldifferent(s, x, c);
  cp::Val m = n * (n * n + 1) / 2;
  cp::VarIds d1, d2;
  for (int i = 0; i < n; ++i) {
    cp::VarIds r, col;
    for (int j = 0; j < n; ++j) {
      r.push_back(x[i * n + j]);
      col.push_back(x[j * n + i]);
    }
    cp::sum(s, r, cp::Rel::EQ, m);
    cp::sum(s, col, cp::Rel::EQ, m);
    d1.push_back(x[i * n + i]);
    d2.push_back(x[i * n + n - 1 - i]);
  }
  cp::sum(s, d1, cp::Rel::EQ, m);
  cp::sum(s, d2, cp::Rel::EQ, m);
  cp::PhaseBrancher br(s, {{x, cp::VarSel::MinDom, cp::ValSel::Min}}, 1);
  cp::SearchOptions so;
  so.limits.solutions = maxSols;
  cp::Search(s, br, so).run(nullptr);
  row(n == 4 ? "magic" : "magic5", c, n, s);
}

// Latin square of order n, first solution: many variables, few of which change per node —
// the case where trailing should beat copying.
void latin(int n, cp::Consistency c) {
  cp::Space s;
  s.setRestore(g_restore);
  std::vector<cp::VarIds> g(n);
  for (auto& r : g) r = cp::intVars(s, n, 1, n);
  for (int i = 0; i < n; ++i) {
    cp::VarIds col;
    for (int j = 0; j < n; ++j) col.push_back(g[j][i]);
    cp::alldifferent(s, g[i], c);
    cp::alldifferent(s, col, c);
  }
  cp::VarIds all;
  for (auto& r : g) all.insert(all.end(), r.begin(), r.end());
  cp::PhaseBrancher br(s, {{all, cp::VarSel::MinDom, cp::ValSel::Min}}, 1);
  cp::SearchOptions so;
  so.limits.solutions = 1;
  cp::Search(s, br, so).run(nullptr);
  row("latin", c, n, s);
}

int runKernelBench(const Options& opt) {
  const int from = static_cast<int>(opt.getInt("from", 10, 1, 1000)), to = static_cast<int>(opt.getInt("to", 12, 1, 1000));
  const std::string models = opt.get("models", "queens,magic"), levelNames = opt.get("levels", "value,bounds,domain");
  g_restore = opt.get("restore", "trail") == "copy" ? cp::Space::Restore::Copy : cp::Space::Restore::Trail;
  std::vector<cp::Consistency> levels;
  for (cp::Consistency c : {cp::Consistency::Value, cp::Consistency::Bounds, cp::Consistency::Domain})
    if (levelNames.find(cp::toString(c)) != std::string::npos) levels.push_back(c);
  std::printf("%-6s %-8s %3s %10s %12s %12s %14s %10s\n", "model", "alldiff", "n", "solutions", "nodes", "failures",
              "propagations", "time_ms");
  bool doQueens = models.find("queens") != std::string::npos, doMagic = models.find("magic") != std::string::npos;
  for (cp::Consistency c : levels) {
    for (int n = from; n <= to && doQueens; ++n) {
      cp::Space s;
      s.setRestore(g_restore);
      queens::Model m = queens::build(s, n, c);
      cp::PhaseBrancher br(s, {{m.q, cp::VarSel::MinDom, cp::ValSel::Min}}, 1);
      cp::Search(s, br).run(nullptr);
      row("queens", c, n, s);
    }
  }
  if (models.find("latin") != std::string::npos)
    for (cp::Consistency c : levels) latin(to, c);
  for (cp::Consistency c : levels)
    if (doMagic) magic(4, c, 0);
  for (cp::Consistency c : levels)
    if (doMagic) magic(5, c, 1000);
  return 0;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "kernel",
    "N-queens all solutions and magic squares per alldifferent level (the columns of bench/gecode)",
    "",
    "Queens n = FROM..TO, all solutions; magic squares of order 4 (all 7040) and 5 (the first 1000);\n"
    "with latin in --models, a Latin square of order TO. Smallest domain, smallest value.\n",
    {
        {"from", true, "N: the smallest queens n (default 10)", OptionSpec::Kind::Integer},
        {"to", true, "N: the largest queens n, and the Latin square's order (default 12)", OptionSpec::Kind::Integer},
        {"models", true, "LIST: of queens,magic,latin (default queens,magic)"},
        {"levels", true, "LIST: alldifferent levels of value,bounds,domain (default all three)"},
        {"restore", true, "R: how the search restores a node: trail|copy (default trail)", OptionSpec::Kind::Text,
         {"trail", "copy"}},
    },
    runKernelBench,
});

}  // namespace

}  // namespace deduce
