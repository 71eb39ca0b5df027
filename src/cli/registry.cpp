#include "cli/registry.h"

namespace deduce {

// Genre factories, one per src/puzzles/<genre>/.
std::unique_ptr<Genre> makeQueensGenre();

std::vector<std::unique_ptr<Genre>> allGenres() {
  std::vector<std::unique_ptr<Genre>> g;
  g.push_back(makeQueensGenre());
  return g;
}

// Benchmarks, one per bench/*.cpp.
BenchEntry kernelBench();
BenchEntry globalsBench();

std::vector<BenchEntry> allBenches() {
  std::vector<BenchEntry> b;
  b.push_back(kernelBench());
  b.push_back(globalsBench());
  return b;
}

}  // namespace deduce
