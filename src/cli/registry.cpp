#include "cli/registry.h"

namespace deduce {

// Genre factories, one per src/puzzles/<genre>/.
std::unique_ptr<Genre> makeQueensGenre();
std::unique_ptr<Genre> makeExactCoverGenre();
std::unique_ptr<Genre> makeLangfordGenre();
std::unique_ptr<Genre> makePentominoGenre();

std::vector<std::unique_ptr<Genre>> allGenres() {
  std::vector<std::unique_ptr<Genre>> g;
  g.push_back(makeQueensGenre());
  g.push_back(makeExactCoverGenre());
  g.push_back(makeLangfordGenre());
  g.push_back(makePentominoGenre());
  return g;
}

// Benchmarks, one per bench/*.cpp.
BenchEntry kernelBench();
BenchEntry globalsBench();
BenchEntry dlxBench();

std::vector<BenchEntry> allBenches() {
  std::vector<BenchEntry> b;
  b.push_back(kernelBench());
  b.push_back(globalsBench());
  b.push_back(dlxBench());
  return b;
}

}  // namespace deduce
