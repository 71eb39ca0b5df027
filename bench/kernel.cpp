// `deduce bench kernel`: the kernel's own figures on N-queens (all solutions, each alldifferent
// level) and a sum-heavy model (magic squares). The side-by-side with Gecode is
// bench/gecode/ (built when libgecode-dev is present) driven by bench/compare-gecode.sh.
#include <chrono>
#include <cstdio>
#include <iostream>

#include "cli/registry.h"
#include "puzzles/queens/queens.h"

namespace deduce {
namespace {

int runKernelBench(const std::vector<std::string>& args) {
  int from = 10, to = 12;
  for (size_t i = 0; i + 1 < args.size(); i += 2) {
    if (args[i] == "--from") from = std::stoi(args[i + 1]);
    else if (args[i] == "--to") to = std::stoi(args[i + 1]);
    else {
      std::cerr << "deduce bench kernel: unknown option " << args[i] << '\n';
      return 2;
    }
  }
  std::printf("%-8s %3s %10s %12s %12s %14s %10s\n", "alldiff", "n", "solutions", "nodes", "backtracks",
              "propagations", "time_ms");
  for (cp::Consistency c : {cp::Consistency::Value, cp::Consistency::Bounds, cp::Consistency::Domain}) {
    for (int n = from; n <= to; ++n) {
      cp::Space s;
      queens::Model m = queens::build(s, n, c);
      cp::PhaseBrancher br(s, {{m.q, cp::VarSel::MinDom, cp::ValSel::Min}}, 1);
      cp::Search search(s, br);
      search.run(nullptr);
      std::printf("%-8s %3d %10llu %12llu %12llu %14llu %10.1f\n", cp::toString(c), n,
                  (unsigned long long)s.stats.solutions, (unsigned long long)s.stats.nodes,
                  (unsigned long long)s.stats.backtracks, (unsigned long long)s.stats.propagations, s.stats.timeMs);
      std::fflush(stdout);
    }
  }
  return 0;
}

}  // namespace

BenchEntry kernelBench() {
  return {"kernel", "N-queens all solutions per alldifferent level (--from 10 --to 12)", runKernelBench};
}

}  // namespace deduce
