#include "app/bench.h"

#include <algorithm>

namespace deduce::app {

namespace {

// Constructed on first use: registerBench runs from other files' static initialisers, whose
// order relative to this file's is unspecified.
std::vector<Bench>& registry() {
  static std::vector<Bench> benches;
  return benches;
}

}  // namespace

bool registerBench(Bench bench) {
  registry().push_back(std::move(bench));
  return true;
}

std::vector<Bench> allBenches() {
  std::vector<Bench> out = registry();
  std::sort(out.begin(), out.end(), [](const Bench& a, const Bench& b) { return a.name < b.name; });
  return out;
}

}  // namespace deduce::app
