// The output of the human-style logic solvers of hashi and battleship for `deduce explain` and
// `deduce hint`, in the shape of Sudoku's steps (docs/ratings.md): text, one sentence per step
// and a closing line; --json, one object per step {"technique", "placements", "eliminations",
// "text"} and a closing object {"status", "steps", ...} per puzzle, each with "file" and "line".
// What a placement or elimination entry holds is the genre's (docs/ratings.md, "Hashi and
// Battleship").
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/genre.h"
#include "render/svg.h"
#include "util/json.h"

namespace deduce::logicsteps {

struct Step {
  std::string technique;
  std::string text;
  double rating = 0.0;  // the technique's rating (docs/ratings.md)
  json::Value placements = json::Value::array();
  json::Value eliminations = json::Value::array();
};

struct Outcome {
  std::string status = "stuck";  // solved | stuck | invalid | limit
  std::vector<Step> steps;
  std::string message;                         // invalid: what is wrong
  std::string picture;                         // the position reached, as the genre draws it (text output)
  json::Value fields = json::Value::object();  // the position reached (JSON closing object)
};

// A step's sentence cut into lines of at most `lineChars` characters at blanks, at most
// `maxLines` of them (the last ending " ..." when cut short).
std::vector<std::string> wrap(const std::string& text, size_t lineChars, size_t maxLines);

// The layout the explain pictures (`--format svg`) share: a panel per step, at most kMaxPanels,
// three a row, each with its sentence under it in kCaptionLines lines of kCaptionChars.
namespace panels {
constexpr size_t kMaxPanels = 300, kPerRow = 3, kCaptionChars = 44, kCaptionLines = 4;
constexpr double kMargin = 12, kGap = 18, kLineHeight = 13;
// "k+1. sentence" for step k (0-based), wrapped.
std::vector<std::string> stepCaption(size_t k, const std::string& sentence);
// The last panel's caption: the status, after "N more steps, then " when `drawn` of `steps`
// steps have a panel, followed by `detail` (e.g. ": what is broken").
std::vector<std::string> endCaption(const std::string& status, size_t steps, size_t drawn, const std::string& detail);
// The caption lines under a panel whose picture ends at y.
void drawCaption(svg::Document& doc, double x, double y, const std::vector<std::string>& lines);
}  // namespace panels

// Notes the outcome's status for the exit code: invalid (1), limit (3).
void noteStatus(RunContext& ctx, const Outcome& o);

// `deduce explain`: every step, then the status (with the picture unless solved).
void printExplain(RunContext& ctx, const Outcome& o, const std::string& file, int line);
// `deduce hint`: the first step of `o`, or "no hint" with the reason.
void printHint(RunContext& ctx, const Outcome& o, const std::string& file, int line);
// `deduce rate`: the rating of the hardest step and its technique, as Sudoku's rate prints them
// (text "RATING HARDEST STATUS"; JSON {"status", "rating", "hardest", "steps"}); unless solved
// the rating is a lower bound.
void printRate(RunContext& ctx, const Outcome& o, const std::string& file, int line);

// A time limit for a logic solver: `seconds` from now (none when seconds <= 0).
using Clock = std::chrono::steady_clock;
using Deadline = std::optional<Clock::time_point>;
inline Deadline deadlineIn(double seconds) {
  if (seconds <= 0) return std::nullopt;
  return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}
inline bool expired(const Deadline& d) { return d && Clock::now() > *d; }

// The rules of a rule-based solver in the order of their enum, those before `upto`, applied to
// `b` until none applies or the board breaks; returns what broke ("" if nothing did).
// `broken(b)` says what is broken ("" if nothing), `findRule(b, technique, step)` finds a step of
// one rule, `apply(b, step)` makes it.
template <class RawStep, class Technique, class Board, class Broken, class FindRule, class Apply>
std::string propagate(Board& b, Technique upto, Broken broken, FindRule findRule, Apply apply) {
  for (;;) {
    if (std::string why = broken(b); !why.empty()) return why;
    RawStep s;
    bool found = false;
    for (int t = 0; t < static_cast<int>(upto) && !found; ++t) found = findRule(b, static_cast<Technique>(t), s);
    if (!found) return "";
    apply(b, s);
  }
}

// The step loop of a rule-based solver: a step at a time (`next(b, step)`, false when none
// applies; `apply(b, step)` makes it, `record(step)` writes it down) until the board breaks
// (Invalid, `message` says why), is complete (`complete(b)`: Solved), `maxSteps` steps are made
// (0: no limit) or the deadline passes (Limit), or no step applies (Stuck). `Status` is an enum of
// Solved, Stuck, Invalid, Limit.
template <class Status, class RawStep, class Board, class Broken, class Complete, class Next, class Apply, class Record>
Status runSteps(Board& b, std::string& message, size_t maxSteps, const Deadline& deadline, Broken broken,
                Complete complete, Next next, Apply apply, Record record) {
  for (size_t taken = 0;; ++taken) {
    if (std::string why = broken(b); !why.empty()) {
      message = why;
      return Status::Invalid;
    }
    if (complete(b)) return Status::Solved;
    if ((maxSteps && taken >= maxSteps) || expired(deadline)) return Status::Limit;
    RawStep s;
    if (!next(b, s)) return expired(deadline) ? Status::Limit : Status::Stuck;
    apply(b, s);
    record(s);
  }
}

// An Outcome from a genre's: `o.status` an enum of Solved, Stuck, Invalid, Limit in that order,
// `o.message`, and `o.steps`, each with `technique` (named by `name`, rated by `rating`) and `text`;
// `entries(step, placements, eliminations)` fills the two JSON lists of a step.
// The next step of a rule-based solver (hashi, battleship): the first technique, in the order of
// its enum up to Contradiction, whose rule applies (`findRule(board, technique, step)`), else a
// one-level contradiction (`findContradiction(board, step)`); false when neither gives a step.
template <class Technique, class Board, class RawStep, class FindRule, class FindContradiction>
bool findStep(const Board& b, RawStep& s, FindRule findRule, FindContradiction findContradiction) {
  for (int t = 0; t < static_cast<int>(Technique::Contradiction); ++t)
    if (findRule(b, static_cast<Technique>(t), s)) return true;
  s = RawStep{};
  s.t = Technique::Contradiction;
  return findContradiction(b, s);
}

template <class GenreOutcome, class Name, class Rating, class Entries>
Outcome fromGenre(const GenreOutcome& o, Name name, Rating rating, Entries entries) {
  static const char* const names[] = {"solved", "stuck", "invalid", "limit"};
  Outcome out;
  out.status = names[static_cast<int>(o.status)];
  out.message = o.message;
  for (const auto& s : o.steps) {
    Step t;
    t.technique = name(s.technique);
    t.rating = rating(s.technique);
    t.text = s.text;
    entries(s, t.placements, t.eliminations);
    out.steps.push_back(std::move(t));
  }
  return out;
}

// The Parts::commands entries of a genre's logic solver: explain (--node-limit: the most steps,
// --time-limit), hint (one step) and rate (--time-limit). `explain(inst, maxSteps, seconds)` returns the genre's
// outcome, `toSteps(inst, outcome)` makes it an Outcome.
double timeLimit(const RunContext& ctx);
size_t stepLimit(const RunContext& ctx);
template <class Inst, class Explain, class ToSteps>
std::map<Command, std::function<void(RunContext&, const Inst&, const std::string&, int)>> commands(Explain explain,
                                                                                                   ToSteps toSteps) {
  return {{Command::Explain,
           [=](RunContext& ctx, const Inst& inst, const std::string& file, int line) {
             printExplain(ctx, toSteps(inst, explain(inst, stepLimit(ctx), timeLimit(ctx))), file, line);
           }},
          {Command::Hint,
           [=](RunContext& ctx, const Inst& inst, const std::string& file, int line) {
             printHint(ctx, toSteps(inst, explain(inst, 1, timeLimit(ctx))), file, line);
           }},
          {Command::Rate, [=](RunContext& ctx, const Inst& inst, const std::string& file, int line) {
             printRate(ctx, toSteps(inst, explain(inst, 0, timeLimit(ctx))), file, line);
           }}};
}

// The Parts::svgCommands entry of explain (`--format svg`): `draw(inst, outcome)` draws the
// genre's outcome; the status sets the exit code as for the text output.
template <class Inst, class Explain, class ToSteps, class Draw>
std::map<Command, std::function<std::pair<std::string, std::string>(RunContext&, const Inst&)>> svgCommands(
    Explain explain, ToSteps toSteps, Draw draw) {
  return {{Command::Explain, [=](RunContext& ctx, const Inst& inst) {
             const auto o = explain(inst, stepLimit(ctx), timeLimit(ctx));
             const Outcome steps = toSteps(inst, o);
             noteStatus(ctx, steps);
             return std::pair<std::string, std::string>{draw(inst, o), steps.status};
           }}};
}

}  // namespace deduce::logicsteps
