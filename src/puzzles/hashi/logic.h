// Hashi solved the way a person does: one named rule at a time, easiest first, each step
// written out (`deduce explain hashi`, `deduce hint hashi`). The rules are those paper 003
// turns into human-deduced constraints (HDC, §6.2.4: an island whose demand its neighbours can
// only just meet forces bridges; two islands must not close themselves off) in the general form
// a solver applies them to a partly solved board, plus the other rules of hand solving:
//
//   island complete   an island with all its bridges gets no more
//   forced bridges    the other neighbours cannot take enough: at least k to this one (HDC
//                     (6.3)-(6.11) are its first-glance cases)
//   demand limit      the bridges already placed leave room for at most k more to a neighbour
//   crossing          a placed bridge forbids the bridges that cross it
//   isolation         k bridges would close off a group of islands from the rest (HDC (6.2):
//                     1-1, and 2=2, never join)
//   only way out      a group of joined islands with one possible bridge left to the rest
//   contradiction     assuming a bridge count leads, by the rules above, to a broken board
//
// A step narrows the number of bridges between two neighbouring islands: "placements" raise
// its lower bound (at least k), "eliminations" lower its upper bound (at most k).
#pragma once

#include <string>
#include <vector>

#include "puzzles/hashi/hashi.h"
#include "puzzles/logic_steps.h"

namespace deduce::hashi::logic {

enum class Technique { IslandComplete, ForcedBridges, DemandLimit, Crossing, Isolation, OnlyWayOut, Contradiction, Count };
const char* techniqueName(Technique t);  // "island complete", ...
// The technique's rating (docs/ratings.md): 1.0 island complete up to 6.0 contradiction; a
// puzzle rates as its hardest step.
double techniqueRating(Technique t);

struct Step {
  Technique technique = Technique::IslandComplete;
  std::vector<Bridge> atLeast;  // (r1,c1,r2,c2,k): at least k bridges between the two islands
  std::vector<Bridge> atMost;   // (r1,c1,r2,c2,k): at most k
  std::string text;             // "island 3 at r1c1 is complete: no more bridges to r1c5"
};

enum class Status { Solved, Stuck, Invalid, Limit };

struct Outcome {
  Status status = Status::Stuck;
  std::vector<Step> steps;
  Solution known;          // the bridges certain so far (the lower bounds)
  std::vector<Bridge> open;  // undecided pairs: k = the upper bound (the lower bound in `known`)
  std::string message;     // Invalid: what is broken
};

// Steps until solved or stuck; maxSteps (0: no limit) and timeLimit (seconds, 0: none) stop it
// with status Limit.
Outcome explain(const Instance& inst, size_t maxSteps = 0, double timeLimit = 0);

// For the driver: the outcome as logicsteps output (JSON entries [r1,c1,r2,c2,k]; the closing
// object has "bridges", the certain ones, and unless solved "open", the undecided pairs with
// their upper bound).
logicsteps::Outcome toSteps(const Instance& inst, const Outcome& o);

}  // namespace deduce::hashi::logic
