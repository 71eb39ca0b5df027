#include "cli/registry.h"

namespace deduce {

// Genre factories, one per src/puzzles/<genre>/.
std::unique_ptr<Genre> makeQueensGenre();
std::unique_ptr<Genre> makeZebraGenre();

std::vector<std::unique_ptr<Genre>> allGenres() {
  std::vector<std::unique_ptr<Genre>> g;
  g.push_back(makeQueensGenre());
  g.push_back(makeZebraGenre());
  return g;
}

// Benchmarks, one per bench/*.cpp.
BenchEntry kernelBench();
BenchEntry zebraBench();

std::vector<BenchEntry> allBenches() {
  std::vector<BenchEntry> b;
  b.push_back(kernelBench());
  b.push_back(zebraBench());
  return b;
}

}  // namespace deduce
