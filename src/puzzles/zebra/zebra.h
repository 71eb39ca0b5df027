// Zebra (Einstein) puzzles: houses in a row, attributes (colour, nationality, pet, ...) each with
// one value per house, and clues relating values. See docs/zebra.md for the text format.
//
//   classic.cpp   the 1962 puzzle of the paper, built in for the benchmark
//   format.cpp    parse the text format (file:line:col errors), print it back, answer sentences
//   model.cpp     the CP model of paper 003, chapter 7 (after Gregor et al. 2015), the paper's
//                 three posting / search-order heuristics, solving and uniqueness
//   check.cpp     the independent checker: evaluates every clue on a table of houses
//   generate.cpp  random puzzles with a unique solution and no redundant clue
//   genre.cpp     the `deduce solve|count|generate zebra` adapter
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cp/model.h"
#include "cp/search.h"
#include "util/input.h"

namespace deduce {
class Budget;
}

namespace deduce::zebra {

struct Attribute {
  std::string name;
  std::string phrase;  // answer template ("owns the *"); empty = default for the name
  std::vector<std::string> values;
};

// A value of an attribute ("the zebra" = pet #4).
struct Property {
  int attr = 0;
  int value = 0;
  bool operator==(const Property& o) const { return attr == o.attr && value == o.value; }
};

// Clue categories of the paper: ACC (Same, Different), DLC (At, NotAt), ILC (the others).
enum class Rel { Same, Different, At, NotAt, NextTo, ImmLeftOf, ImmRightOf, LeftOf, RightOf };
enum class Category { ACC, DLC, ILC };
Category categoryOf(Rel r);
const char* keyword(Rel r);  // "=", "!=", "at", "not-at", "next-to", "immediately-left-of", ...

struct Clue {
  Rel rel = Rel::Same;
  Property a, b;   // b unused for At / NotAt
  int house = 0;   // At / NotAt: 0-based house
  int line = 0;    // source line (0 when generated)
};

struct Puzzle {
  std::string file;
  int line = 0;  // first line of the puzzle in its file
  std::vector<Attribute> attrs;
  std::vector<Clue> clues;
  std::vector<Property> questions;
  int houses() const { return attrs.empty() ? 0 : static_cast<int>(attrs[0].values.size()); }
  // The attribute that names the people in answers: the first one called nationality, name,
  // person, owner or resident; otherwise the first attribute.
  int subject() const;
  const std::string& valueName(Property p) const { return attrs[p.attr].values[p.value]; }
};

// table[house][attr] = value index: the answer as the paper's Table 7.4 shows it.
using Table = std::vector<std::vector<int>>;

// ---- format.cpp ----
// Parse every puzzle of a source (puzzles separated by lines of `---`). A bad puzzle is
// reported through `onError` and skipped; the others are returned.
std::vector<Puzzle> parse(const Source& src, const std::function<void(const InputError&)>& onError);
// Parse one puzzle from text; throws InputError on the first problem.
Puzzle parseOne(const std::string& text, const std::string& file = "<text>");
// The puzzle in the text format (parse(format(p)) == p).
std::string format(const Puzzle& p);
// The table of houses, one row per house, as in Table 7.4.
std::string renderTable(const Puzzle& p, const Table& t);
// "The Japanese owns the zebra." for the question `? zebra`.
std::string answer(const Puzzle& p, const Table& t, Property q);

// The classic 1962 puzzle (the text of data/zebra/einstein-1962.txt), for benchmarks and tests.
extern const char* const kEinstein1962;

// ---- check.cpp ----
// Independent checker: every attribute is a permutation over the houses and every clue holds.
// Returns an empty string when valid, else the first violated rule.
std::string check(const Puzzle& p, const Table& t);
// Whether one clue holds in a table (a permutation per attribute).
bool clueHolds(const Clue& c, const Table& t);

// ---- model.cpp ----
// The paper's heuristics for the posting and search order (section 7.3.1):
//   Given  clues posted, and their properties searched, in the order of the file
//   H12    Heuristic 1 (direct-location clues first) + 2 (indirect-location clues last)
//   H123   and 3: the mutually exclusive elements (the values of one attribute) searched together
enum class Heuristic { Given, H12, H123 };
const char* toString(Heuristic h);
bool parseHeuristic(const std::string& s, Heuristic& out);

struct Model {
  std::vector<cp::VarIds> pos;  // pos[attr][value] = house (0-based)
  cp::VarIds order;             // the search order the heuristic chose
};
Model build(cp::Space& s, const Puzzle& p, Heuristic h, cp::Consistency c = cp::Consistency::Domain);

struct SolveOptions {
  Heuristic heuristic = Heuristic::H123;
  cp::Consistency alldiff = cp::Consistency::Domain;
  cp::VarSel var = cp::VarSel::Input;
  cp::ValSel val = cp::ValSel::Min;
  uint64_t seed = 1;
  cp::Restarts restarts = cp::Restarts::None;
  uint64_t restartScale = 100;
  uint64_t maxSolutions = 2;  // 0 = all
  uint64_t keep = 2;          // how many solutions to store
  cp::Limits limits;
};
struct Result {
  std::vector<Table> solutions;  // the first `keep` solutions found
  uint64_t found = 0;
  cp::SearchStatus status = cp::SearchStatus::Complete;
  cp::Stats stats;
};
Result solve(const Puzzle& p, const SolveOptions& o = {});

// For a puzzle with several solutions: the attributes whose values are not all fixed by the
// clues (some value can be in another house than in `first`). One small search per value.
std::vector<int> unfixedAttributes(const Puzzle& p, const Table& first, const SolveOptions& o);

// Whether every solution answers question `q` as `first` does (one search for a counterexample).
bool answerDetermined(const Puzzle& p, const Table& first, Property q, const SolveOptions& o);

// ---- generate.cpp ----
struct GenerateOptions {
  int houses = 5;
  int attributes = 5;
  uint64_t seed = 1;
  uint64_t nodeLimit = 100000;  // per uniqueness check
  int* unproven = nullptr;      // out: clues kept because a check hit the node limit
  // The run's budget (puzzles/budget.h): every check runs within what is left of it, and
  // Budget::Stopped is thrown once it is spent (time, Ctrl-C). Null: none.
  Budget* within = nullptr;
};
// A random puzzle whose clues determine a unique solution, none of them redundant (except the
// `unproven` ones, whose removal could not be decided within the node limit).
Puzzle generate(const GenerateOptions& o);

}  // namespace deduce::zebra
