// The output of the human-style logic solvers of hashi and battleship for `deduce explain` and
// `deduce hint`, in the shape of Sudoku's steps (docs/ratings.md): text, one sentence per step
// and a closing line; --json, one object per step {"technique", "placements", "eliminations",
// "text"} and a closing object {"status", "steps", ...} per puzzle, each with "file" and "line".
// What a placement or elimination entry holds is the genre's (docs/logic.md).
#pragma once

#include <string>
#include <vector>

#include "puzzles/genre.h"
#include "util/json.h"

namespace deduce::logicsteps {

struct Step {
  std::string technique;
  std::string text;
  json::Value placements = json::Value::array();
  json::Value eliminations = json::Value::array();
};

struct Outcome {
  std::string status = "stuck";  // solved | stuck | invalid | limit
  std::vector<Step> steps;
  std::string message;  // invalid: what is wrong
  std::string picture;  // the position reached, as the genre draws it (text output)
  json::Value fields = json::Value::object();  // the position reached (JSON closing object)
};

// `deduce explain`: every step, then the status (with the picture unless solved).
void printExplain(RunContext& ctx, const Outcome& o, const std::string& file, int line);
// `deduce hint`: the first step of `o`, or "no hint" with the reason.
void printHint(RunContext& ctx, const Outcome& o, const std::string& file, int line);

}  // namespace deduce::logicsteps
