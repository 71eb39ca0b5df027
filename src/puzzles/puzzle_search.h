// The search loop shared by the grid genres of issue 6 (hashi, battleship, circuit): run the
// search with the command line's limits and solution count, pass every solution through the
// genre's independent checker, keep the first (or every, with --all) solution, and turn the
// outcome into a Status.
#pragma once

#include <string>
#include <vector>

#include "puzzles/genre.h"

namespace deduce {

template <class Sol>
struct PuzzleOutcome {
  Status status = Status::Unsolvable;
  std::vector<Sol> solutions;  // the first, or all found with --all
  std::string checkerError;    // non-empty if the checker rejected a solution (a bug)
  bool counting = false;
};

// extract(space) -> Sol, check(sol) -> "" or what is wrong.
template <class Sol, class Extract, class Check>
PuzzleOutcome<Sol> searchPuzzle(const RunContext& ctx, cp::Space& s, cp::Brancher& br, Extract extract, Check check,
                                cp::VarId objective = -1) {
  PuzzleOutcome<Sol> out;
  out.counting = ctx.cmd == Command::Count || ctx.opt.has("count");
  bool keepAll = ctx.opt.has("all") && !out.counting;
  cp::SearchOptions so;
  so.limits = limitsFrom(ctx.opt);
  uint64_t wanted = out.counting ? static_cast<uint64_t>(ctx.opt.getInt("max-solutions", 0, 0)) : ctx.solutionLimit();
  so.limits.solutions = objective >= 0 ? 0 : wanted;  // branch and bound needs every improvement
  so.objective = objective;
  cp::Search search(s, br, so);
  cp::SearchStatus ss = search.run([&](cp::Space& sp) {
    Sol sol = extract(sp);
    std::string why = check(sol);
    if (!why.empty() && out.checkerError.empty()) out.checkerError = why;
    if (objective >= 0) out.solutions.clear();  // keep the best
    if (keepAll || out.solutions.empty()) out.solutions.push_back(std::move(sol));
    return true;
  });
  uint64_t found = s.stats.solutions;
  bool stopped = ss == cp::SearchStatus::Limit || ss == cp::SearchStatus::Interrupted;
  if (out.counting) out.status = stopped ? Status::Limit : found ? Status::Solved : Status::Unsolvable;
  else if (objective >= 0) out.status = found ? (stopped ? Status::Limit : Status::Solved) : stopped ? Status::Limit : Status::Unsolvable;
  else out.status = statusOf(ss, found, wanted);
  if (!out.checkerError.empty()) out.status = Status::Error;
  return out;
}

}  // namespace deduce
