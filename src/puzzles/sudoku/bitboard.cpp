// The bitboard Sudoku engine's entries: the base build of the engine (bitboard_engine.h, which
// explains the layout and the deductions), the choice between it and the AVX-512 build
// (bitboard_avx512.cpp) once at start, and the sudoku::Engine glue.
#include "puzzles/sudoku/bitboard.h"

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <vector>

#include "cp/search.h"
#include "puzzles/sudoku/bitboard_kernel.h"

#define DEDUCE_BITS_VARIANT base
#define DEDUCE_BITS_AVX512 0
#include "puzzles/sudoku/bitboard_engine.h"
#undef DEDUCE_BITS_AVX512
#undef DEDUCE_BITS_VARIANT

namespace deduce::sudoku::bits {

bool supports(const Instance& inst) {
  if (inst.boxRows != 3 || inst.boxCols != 3 || inst.diagonal || inst.cells.size() != 81) return false;
  for (int v : inst.cells)
    if (v < 0 || v > 9) return false;
  return true;
}

const Kernel& baseKernel() {
  static const Kernel k{"base", base::count, base::solveFull};
  return k;
}

namespace {

const Kernel& chooseKernel() {
  const char* want = std::getenv("DEDUCE_BITS_KERNEL");
  if (want && std::strcmp(want, "base") == 0) return baseKernel();
  const Kernel* k = avx512Kernel();
  return k ? *k : baseKernel();
}

// What solve() keeps of the search: the first solution, the caller's callback, the limits that
// the poll checks.
struct SolveUser {
  std::vector<int> first;
  std::vector<int> scratch;
  SolutionFn fn = nullptr;
  void* user = nullptr;
  double seconds = 0;
  std::chrono::steady_clock::time_point start;
};

// The first solution goes straight into `first` (one allocation a puzzle), later ones through
// `scratch` to the caller's callback.
bool onSolution(const uint8_t g[81], void* p) {
  auto& u = *static_cast<SolveUser*>(p);
  if (u.first.empty()) {
    u.first.assign(g, g + 81);
    return !u.fn || u.fn(u.first, u.user);
  }
  if (!u.fn) return true;
  u.scratch.assign(g, g + 81);
  return u.fn(u.scratch, u.user);
}

Status poll(void* p) {
  const auto& u = *static_cast<const SolveUser*>(p);
  if (cp::g_stopRequested.load(std::memory_order_relaxed)) return Status::Interrupted;
  if (u.seconds > 0 && std::chrono::duration<double>(std::chrono::steady_clock::now() - u.start).count() >= u.seconds)
    return Status::Limit;
  return Status::Complete;
}

}  // namespace

const Kernel& kernel() {
  static const Kernel& k = chooseKernel();
  return k;
}

int countSolutions(const uint8_t cells[81], int limit, uint8_t* solution) {
  return kernel().count(cells, limit, solution, nullptr, nullptr);
}

int otherSolution(const uint8_t cells[81], const uint8_t known[81], uint8_t other[81]) {
  return kernel().count(cells, 2, nullptr, known, other);
}

Result solve(const uint8_t cells[81], const Limits& limits, SolutionFn onSolutionFn, void* user) {
  SolveUser u;
  u.start = std::chrono::steady_clock::now();
  u.fn = onSolutionFn;
  u.user = user;
  u.seconds = limits.seconds;
  Result r;
  for (int i = 0; i < 81; ++i)
    if (cells[i] > 9) {
      r.status = Status::Unsupported;
      return r;
    }
  FullRun run;
  run.limit = limits.solutions;
  run.guessLimit = limits.guesses;
  run.onSolution = onSolution;
  run.poll = poll;
  run.user = &u;
  kernel().solveFull(cells, run);
  r.status = run.stop;
  r.count = run.count;
  r.first = std::move(u.first);
  r.guesses = run.guesses;
  r.timeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - u.start).count();
  return r;
}

Result solve(const Instance& inst, const Limits& limits) {
  if (!supports(inst)) {
    Result r;
    r.status = Status::Unsupported;
    return r;
  }
  uint8_t cells[81];
  for (int i = 0; i < 81; ++i) cells[i] = static_cast<uint8_t>(inst.cells[i]);
  return solve(cells, limits);
}

grid::Result solveBits(const Instance& inst, const grid::SolveOptions& opt) {
  if (!supports(inst)) return solveCp(inst, opt);
  uint8_t cells[81];
  for (int i = 0; i < 81; ++i) cells[i] = static_cast<uint8_t>(inst.cells[i]);
  Limits lim;
  lim.solutions = opt.limits.solutions;
  lim.guesses = opt.limits.nodes;
  lim.seconds = opt.limits.timeSeconds;
  SolutionFn fn = nullptr;
  void* user = nullptr;
  if (opt.onSolution) {
    fn = [](const std::vector<int>& g, void* u) {
      return (*static_cast<const std::function<bool(const std::vector<int>&)>*>(u))(g);
    };
    user = const_cast<void*>(static_cast<const void*>(&opt.onSolution));
  }
  Result b = solve(cells, lim, fn, user);
  grid::Result r;
  switch (b.status) {
    case Status::Complete:
      r.status = cp::SearchStatus::Complete;
      break;
    case Status::SolutionCap:
      r.status = cp::SearchStatus::SolutionCap;
      break;
    case Status::Interrupted:
      r.status = cp::SearchStatus::Interrupted;
      break;
    default:
      r.status = cp::SearchStatus::Limit;
      break;
  }
  r.count = b.count;
  r.first = std::move(b.first);
  r.stats.nodes = b.guesses + 1;
  r.stats.enumerations = b.guesses;
  r.stats.solutions = b.count;
  r.stats.timeMs = b.timeMs;
  return r;
}

}  // namespace deduce::sudoku::bits
