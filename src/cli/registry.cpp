#include "cli/registry.h"

namespace deduce {

// Genre factories, one per src/puzzles/<genre>/.
std::unique_ptr<Genre> makeQueensGenre();
std::unique_ptr<Genre> makeHashiGenre();
std::unique_ptr<Genre> makeBattleshipGenre();
std::unique_ptr<Genre> makeCircuitGenre();

std::vector<std::unique_ptr<Genre>> allGenres() {
  std::vector<std::unique_ptr<Genre>> g;
  g.push_back(makeQueensGenre());
  g.push_back(makeHashiGenre());
  g.push_back(makeBattleshipGenre());
  g.push_back(makeCircuitGenre());
  return g;
}

// Benchmarks, one per bench/*.cpp.
BenchEntry kernelBench();
BenchEntry graphBench();

std::vector<BenchEntry> allBenches() {
  std::vector<BenchEntry> b;
  b.push_back(kernelBench());
  b.push_back(graphBench());
  return b;
}

}  // namespace deduce
