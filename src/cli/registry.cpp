#include "cli/registry.h"

namespace deduce {

// Genre factories, one per src/puzzles/<genre>/.
std::unique_ptr<Genre> makeQueensGenre();
std::unique_ptr<Genre> makeEnigma1225Genre();

std::vector<std::unique_ptr<Genre>> allGenres() {
  std::vector<std::unique_ptr<Genre>> g;
  g.push_back(makeQueensGenre());
  g.push_back(makeEnigma1225Genre());
  return g;
}

// Benchmarks, one per bench/*.cpp.
BenchEntry kernelBench();
BenchEntry enigma1225Bench();

std::vector<BenchEntry> allBenches() {
  std::vector<BenchEntry> b;
  b.push_back(kernelBench());
  b.push_back(enigma1225Bench());
  return b;
}

}  // namespace deduce
