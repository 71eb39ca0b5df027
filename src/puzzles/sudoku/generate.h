// Sudoku generator: puzzles with one solution (proven by an exhaustive count), optionally
// minimal (every clue needed), with a symmetry of the clue pattern, rated by the logic solver
// within a difficulty range; reproducible from a seed.
//
// Method: a random complete grid (randomised search), then clues are removed one symmetry
// orbit at a time in random order, each removal kept only if the puzzle stays unique; with a
// symmetry and `minimal`, a clue that could still go alone has its orbit swapped for a removed
// one (the puzzle kept unique) and the removal pass repeated, a few times at most; the result
// is rated and kept if its rating is in range, else the next attempt starts.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "puzzles/sudoku/logic.h"
#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku {

enum class Symmetry { None, Rot180, Rot90, Mirror, Diagonal };
// "none", "rot180", "rot90", "mirror" (left-right), "diagonal" (main diagonal).
bool parseSymmetry(const std::string& s, Symmetry& out);
const char* symmetryName(Symmetry s);

// Difficulty names and their rating ranges (docs/ratings.md): easy 1.0-2.5, medium 2.6-3.9,
// hard 4.0-5.9, expert 6.0-7.9, extreme 8.0 and up (also puzzles beyond the solver). Also
// accepts "LO-HI" or "LO-" (open upper end) as numbers.
bool parseDifficulty(const std::string& s, double& lo, double& hi, std::string& error);

struct GenerateOptions {
  int boxRows = 3, boxCols = 3;
  bool diagonal = false;
  Symmetry symmetry = Symmetry::None;
  bool minimal = false;  // every clue needed (with a symmetry: also no single clue removable)
  double minRating = 0.0, maxRating = 1e9;
  logic::TechniqueSet techniques = logic::kAllTechniques;  // the solver that rates
  uint64_t maxAttempts = 100000;  // complete grids tried per puzzle
  double timeLimit = 0.0;         // seconds per puzzle (0: none), grid searches included
  uint64_t nodeLimit = 0;         // search nodes per puzzle (0: none); Ctrl-C also stops it
};

struct Generated {
  Instance puzzle;
  std::vector<int> solution;
  logic::Rating rating;
  uint64_t attempts = 0;  // grids tried for this puzzle
  uint64_t nodes = 0;     // search nodes spent on it
};

// One puzzle, drawing from `rng` (a batch passes the same engine on: seeded once, the whole
// batch is reproducible). nullopt when the attempts, the time or the nodes ran out, on Ctrl-C
// (`why` says which: "interrupted", "... limit reached ...") or when the options are impossible.
std::optional<Generated> generate(const GenerateOptions& opt, std::mt19937_64& rng, std::string* why = nullptr);

// Solutions of the puzzle, counted up to `limit` (0: all) by a bitmask search (naked and hidden singles,
// fewest-candidates branching); the first one found goes to `first` when given. With a time
// limit (seconds, 0: none) the count may stop short: then *timedOut is set.
uint64_t countSolutions(const Instance& inst, uint64_t limit, std::vector<int>* first = nullptr, double timeLimit = 0,
                        bool* timedOut = nullptr);

// Whether the puzzle has one solution and every clue is needed: removing any one leaves more
// than one solution.
bool isMinimal(const Instance& inst);

}  // namespace deduce::sudoku
