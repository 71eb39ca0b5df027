// Per-genre runners of `deduce bench graph` (bench/graph.cpp): each returns one Run per puzzle.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "puzzles/circuit/circuit.h"

namespace deduce::bench {

struct Run {
  double ms = 0;        // fastest of the repetitions: build + search for 2 solutions
  uint64_t nodes = 0;
  uint64_t solutions = 0;
};

std::vector<Run> hashiRuns(const std::string& file, bool hdc, int reps);
std::vector<Run> battleshipRuns(int rows, int cols, int count, int reps);
// The first `count` puzzles of a Battleship file (data/battleship/gen-*.txt).
std::vector<Run> battleshipFileRuns(const std::string& file, int count, int reps);
// Generated boards (seeds 1..count), or the first `count` boards of a file
// (data/circuit/gen-*.txt), solved with the given engine.
std::vector<Run> circuitRuns(int size, int count, int reps, circuit::Engine engine);
std::vector<Run> circuitFileRuns(const std::string& file, int count, int reps, circuit::Engine engine);

}  // namespace deduce::bench
