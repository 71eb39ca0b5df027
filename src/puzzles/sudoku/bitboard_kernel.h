// The builds of the bitboard engine (bitboard_engine.h) and the choice between them: the
// scalar build for the project's target and, on x86-64 with GCC or Clang, a build for AVX-512
// chosen at start when the CPU has AVX-512 F, VL, BW and DQ. DEDUCE_BITS_KERNEL=base or
// =avx512 in the environment forces one (a forced avx512 on a CPU without it gives base).
// Internal to the engine and its tests and benchmarks.
#pragma once

#include <cstdint>

#include "puzzles/sudoku/bitboard.h"

namespace deduce::sudoku::bits {

// One run of the search with every limit: the inputs, the callbacks and the results.
struct FullRun {
  uint64_t limit = 0;       // solutions (0 = all)
  uint64_t guessLimit = 0;  // guesses (0 = none)
  // Called with every solution (81 values 1..9); false stops the search (SolutionCap).
  bool (*onSolution)(const uint8_t grid[81], void* user) = nullptr;
  // Called every 1024 guesses: Complete to go on, else the status to stop with.
  Status (*poll)(void* user) = nullptr;
  void* user = nullptr;
  uint64_t count = 0;
  uint64_t guesses = 0;
  Status stop = Status::Complete;
};

struct Kernel {
  const char* name;
  // countSolutions (known == other == nullptr) and otherSolution (limit 2) in one.
  int (*count)(const uint8_t cells[81], int limit, uint8_t* solution, const uint8_t* known, uint8_t* other);
  void (*solveFull)(const uint8_t cells[81], FullRun& run);
};

const Kernel& baseKernel();
// The AVX-512 build, or null when it is not compiled in or the CPU lacks AVX-512.
const Kernel* avx512Kernel();
// The kernel the entries use, chosen once.
const Kernel& kernel();

namespace base {
int count(const uint8_t cells[81], int limit, uint8_t* solution, const uint8_t* known, uint8_t* other);
void solveFull(const uint8_t cells[81], FullRun& run);
}  // namespace base

}  // namespace deduce::sudoku::bits
