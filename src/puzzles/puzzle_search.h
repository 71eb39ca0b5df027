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

// After the search: a checker rejection is reported (file:line) and false returned; otherwise
// the status is noted for the exit code.
template <class Sol>
bool noteOutcome(RunContext& ctx, const Record& rec, const PuzzleOutcome<Sol>& out) {
  if (out.status == Status::Error) {
    ctx.err << rec.file << ':' << rec.line() << ": internal error: checker rejected a solution: " << out.checkerError
            << '\n';
    ctx.note(Status::Error);
    return false;
  }
  ctx.note(out.status);
  return true;
}

// The head of a puzzle's JSON object: status, rows, cols, and count when counting.
template <class Sol>
json::Value outcomeJson(const PuzzleOutcome<Sol>& out, int rows, int cols, const cp::Stats& st) {
  json::Value j = json::Value::object();
  j.set("status", toString(out.status));
  j.set("rows", rows);
  j.set("cols", cols);
  if (out.counting) j.set("count", st.solutions);
  return j;
}

// Text output: a blank line between puzzles, then the count, "no solution"/"limit reached", or
// the solution(s) drawn by render(sol) followed by `after`, then "multiple solutions" and stats.
template <class Sol, class Render>
void printOutcome(RunContext& ctx, const PuzzleOutcome<Sol>& out, const cp::Stats& st, bool first, Render render,
                  const std::string& after = "", const std::string& statsExtra = "") {
  if (!first) ctx.out << '\n';
  if (out.counting) {
    ctx.out << st.solutions << (out.status == Status::Limit ? " (limit reached: lower bound)" : "") << '\n';
  } else if (out.solutions.empty()) {
    ctx.out << (out.status == Status::Limit ? "limit reached\n" : "no solution\n");
  } else {
    for (size_t i = 0; i < out.solutions.size(); ++i) ctx.out << (i ? "\n" : "") << render(out.solutions[i]);
    ctx.out << after;
    if (out.status == Status::Multiple) ctx.out << "multiple solutions\n";
  }
  if (ctx.stats()) ctx.out << "stats: " << statsText(st) << statsExtra << '\n';
}

}  // namespace deduce
