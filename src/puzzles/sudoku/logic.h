// Human-style Sudoku logic: a candidate grid, a step-by-step solver with named techniques
// ordered by difficulty, hints, difficulty ratings and true candidates, for any box shape (and
// the diagonal variant).
//
// A step is one application of one technique: the cells it fills (placements) and the
// candidates it removes (eliminations), as (row, col, value) with 0-based row and column and
// values 1..n, plus a sentence in the usual notation (1-based "r4c7"). Placing a value also
// removes it from the cell's peers; those implied removals are not listed in the step.
//
// The solver always applies the easiest step available (the technique order below, which is
// the order of their ratings), so a puzzle's rating is the rating of its hardest step, the
// scheme of Sudoku Explainer; docs/ratings.md gives the scale.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku::logic {

// The techniques, easiest first. Unique rectangles are used only when the puzzle is known to
// have one solution (Options::uniqueness).
enum class Technique : int {
  HiddenSingle,
  NakedSingle,
  Pointing,   // locked candidates: the value's cells in a box lie in one line
  Claiming,   // locked candidates: the value's cells in a line lie in one box
  NakedPair,
  XWing,
  HiddenPair,
  NakedTriple,
  Swordfish,
  HiddenTriple,
  XYWing,
  XYZWing,
  UniqueRectangle,
  WWing,
  NakedQuad,
  Jellyfish,
  HiddenQuad,
  SimpleColouring,
  XChain,
  XYChain,
  AIC,
  ForcingChain,
  NestedForcingChain,  // forcing chains whose branches use forcing-chain contradictions
  Count
};
constexpr int kTechniqueCount = static_cast<int>(Technique::Count);

// "hidden single", "X-wing", ... (for sentences and JSON).
const char* techniqueName(Technique t);
// "hidden-single", "x-wing", ... (for --techniques lists).
const char* techniqueKey(Technique t);
// The technique's base rating (the rating of its simplest instance).
double techniqueRating(Technique t);

// A set of techniques, one bit per Technique.
using TechniqueSet = uint32_t;
constexpr TechniqueSet kAllTechniques = (TechniqueSet{1} << kTechniqueCount) - 1;
inline bool has(TechniqueSet s, Technique t) { return (s >> static_cast<int>(t)) & 1u; }
// Parses a comma-separated list of keys (or display names; case and '-'/' '/'_' are not
// significant), "all" and the groups "singles", "subsets", "fish", "wings", "chains". Returns
// false with `error` set on an unknown name.
bool parseTechniques(const std::string& list, TechniqueSet& out, std::string& error);

struct Cand {
  int row = 0, col = 0, value = 0;  // 0-based row and column, value 1..n
  bool operator==(const Cand&) const = default;
};

struct Step {
  Technique technique = Technique::NakedSingle;
  std::vector<Cand> placements;
  std::vector<Cand> eliminations;
  std::string text;     // "r4c7 = 5: hidden single in box 6"
  double rating = 0.0;  // the technique's rating, with chains rated by their length
};

enum class Uniqueness {
  Check,   // find out with the CP solver whether the puzzle has one solution (the default)
  Assume,  // the caller knows it has one
  Never    // do not use uniqueness-based techniques
};

struct Options {
  TechniqueSet techniques = kAllTechniques;
  Uniqueness uniqueness = Uniqueness::Check;
  size_t maxSteps = 0;       // stop after this many steps (0: no limit); status Limit
  double timeLimit = 0.0;    // seconds (0: none); status Limit
  double stopAbove = 0.0;    // stop once a step rates above this (0: never); status Limit
};

enum class Status {
  Solved,   // every cell filled
  Stuck,    // no enabled technique applies: `grid` and `candidates` hold the position reached
  Invalid,  // the givens break a rule, or a cell lost every candidate (no solution)
  Limit     // maxSteps, timeLimit or stopAbove reached
};
const char* statusName(Status s);  // "solved", "stuck", "invalid", "limit"

struct Outcome {
  Status status = Status::Stuck;
  std::vector<Step> steps;
  std::vector<int> grid;               // n*n row-major, 0 = empty: the position reached
  std::vector<uint32_t> candidates;    // n*n: bit v-1 set when v is still a candidate (0 if filled)
  double rating = 0.0;                 // the hardest step's rating (0 without steps)
  std::optional<Technique> hardest;    // the technique of that step
  std::string message;                 // for Invalid: what is wrong
};

// The largest grid side the logic solver handles (candidates are 32-bit masks).
constexpr int kMaxSide = 32;

// Solves step by step from the givens. Candidates start as every value not seen by a given,
// intersected with inst.pencil when the instance is a position with pencil marks.
Outcome explain(const Instance& inst, const Options& opt = {});

// The easiest next step from a position: inst.cells holds the givens and the values filled so
// far; `pencil` (n*n masks, bit v-1 for v; default inst.pencil when that is not empty)
// optionally holds the player's candidates, which are intersected with what the filled cells
// allow. nullopt when no enabled technique applies or
// the position is invalid or the time limit passed (`why`, if given, then says which).
std::optional<Step> hint(const Instance& inst, const std::vector<uint32_t>* pencil = nullptr, const Options& opt = {},
                         std::string* why = nullptr);

struct Rating {
  Status status = Status::Stuck;
  double rating = 0.0;  // for Stuck: the hardest step before getting stuck (a lower bound)
  std::optional<Technique> hardest;
};
Rating rate(const Instance& inst, const Options& opt = {});

// True candidates: for each cell, the values it takes in at least one solution (bit v-1;
// givens have their own bit). Empty when the puzzle has no solution. Each value is decided
// by a solution search (generate.h's countSolutions); every solution found marks all its
// values, so few searches are needed. With a time limit (seconds, 0: none) the answer may be
// cut short: *complete is then false and the masks hold only the values proven so far.
std::vector<uint32_t> trueCandidates(const Instance& inst, double timeLimit = 0, bool* complete = nullptr);

// JSON for a step: {"technique":..., "placements":[[r,c,v]...], "eliminations":[...],
// "text":..., "rating":...}; for an outcome's closing object: {"status":..., "rating":...,
// "hardest":..., "steps":k, "grid":"..." (and "candidates" when stuck)}.
std::string stepJson(const Step& s);
std::string outcomeJson(const Instance& inst, const Outcome& o);
// {"status":..., "rating":..., "hardest":...} for `deduce rate`.
std::string ratingJson(const Rating& r);
// {"status":"ok", "complete":..., "candidates":[[row,col,[values]],...]} for the empty cells
// of inst, or {"status":"unsolvable",...} for empty masks, for `deduce candidates`.
std::string candidatesJson(const Instance& inst, const std::vector<uint32_t>& masks, bool complete = true);

// One position with pencil marks (for hints) in the forms of position.h: a value ("5", "A" for
// 10) for a filled cell, "." for an empty cell with no marks (every value), the marked values
// ("159", "{159}", ".159"), or the whole position as one 729-character candidate grid. inst's
// shape (box, diagonal) must be set; fills inst.cells and `pencil` (0 for filled cells). On
// failure `error` is "line:col: message".
bool parsePosition(const std::string& text, Instance& inst, std::vector<uint32_t>& pencil, std::string& error);

}  // namespace deduce::sudoku::logic
