// The solving loops timed by `deduce bench graph`: the same models and brancher as the genres'
// defaults, searching for 2 solutions (the uniqueness proof).
#include <chrono>

#include "cp/branch.h"
#include "cp/search.h"
#include "graph_bench.h"
#include "puzzles/battleship/battleship.h"
#include "puzzles/circuit/circuit.h"
#include "puzzles/hashi/hashi.h"
#include "util/input.h"

namespace deduce::bench {
namespace {

template <class F>
Run timed(int reps, F&& solveOnce) {
  Run best;
  for (int i = 0; i < reps; ++i) {
    auto t0 = std::chrono::steady_clock::now();
    Run r = solveOnce();
    r.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (i == 0 || r.ms < best.ms) best = r;
  }
  return best;
}

Run finish(cp::Space& s, cp::Brancher& br) {
  cp::SearchOptions so;
  so.limits.solutions = 2;
  cp::Search(s, br, so).run(nullptr);
  return {0, s.stats.nodes, s.stats.solutions};
}

}  // namespace

std::vector<Run> hashiRuns(const std::string& file, bool hdc, int reps) {
  std::vector<Run> out;
  for (const Record& r : splitLines(readSource(file))) {
    hashi::Instance inst = hashi::parseGameId(r.lines[0].text, r.file, r.line(), 1);
    out.push_back(timed(reps, [&] {
      cp::Space s;
      hashi::Model m = hashi::build(s, inst);
      if (hdc) hashi::applyHumanDeduced(s, inst, m);
      cp::PhaseBrancher br(s, {{m.x, cp::VarSel::MinDom, cp::ValSel::Max}}, 1);
      return finish(s, br);
    }));
  }
  return out;
}

// One Battleship puzzle with the genre's default model and brancher, fastest of reps.
static Run battleshipRun(const battleship::Instance& inst, int reps) {
  return timed(reps, [&] {
    cp::Space s;
    battleship::Model m = battleship::build(s, inst);
    auto br = battleship::defaultBrancher(inst, m);
    return finish(s, *br);
  });
}

std::vector<Run> battleshipRuns(int rows, int cols, int count, int reps) {
  std::vector<Run> out;
  for (int i = 0; i < count; ++i) {
    battleship::Instance inst = battleship::generate(rows, cols, static_cast<uint64_t>(i + 1));
    out.push_back(battleshipRun(inst, reps));
  }
  return out;
}

std::vector<Run> battleshipFileRuns(const std::string& file, int count, int reps) {
  std::vector<Run> out;
  for (const Record& rec : battleship::splitPuzzles(readSource(file))) {
    if (static_cast<int>(out.size()) >= count) break;
    battleship::Instance inst = battleship::parse(rec);
    out.push_back(battleshipRun(inst, reps));
  }
  return out;
}

// One Circuit Board with the genre's model (the given engine) and brancher, fastest of reps.
static Run circuitRun(const circuit::Instance& inst, int reps, circuit::Engine engine) {
  return timed(reps, [&] {
    cp::Space s;
    circuit::Model m = circuit::build(s, inst, {-1, -1}, {-1, -1}, engine);
    circuit::Brancher br(s, m);
    return finish(s, br);
  });
}

std::vector<Run> circuitRuns(int size, int count, int reps, circuit::Engine engine) {
  std::vector<Run> out;
  for (int i = 0; i < count; ++i)
    out.push_back(circuitRun(circuit::generate(size, static_cast<uint64_t>(i + 1)), reps, engine));
  return out;
}

std::vector<Run> circuitFileRuns(const std::string& file, int count, int reps, circuit::Engine engine) {
  std::vector<Run> out;
  std::vector<InputError> errors;
  for (const auto& [rec, inst] : circuit::readPuzzles(readSource(file), errors)) {
    if (static_cast<int>(out.size()) >= count) break;
    out.push_back(circuitRun(inst, reps, engine));
  }
  if (!errors.empty()) throw errors[0];
  return out;
}

}  // namespace deduce::bench
