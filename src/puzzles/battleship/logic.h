// Battleship solved the way a person does: one named rule at a time, easiest first, each step
// written out (`deduce explain battleship`, `deduce hint battleship`):
//
//   ship part        a given part tells its neighbours: '<' continues right and has water on
//                    its other sides, 'o' is water all round, '#' runs on across a water side
//   water around     the diagonal neighbours of a ship cell are water (ships never touch)
//   line complete    a row or column with all its ship cells: the rest is water
//   line fill        a row or column whose unknown cells are all needed: they are ship
//   ship capped      a run of ship cells as long as the longest ship still missing: water at
//                    both ends
//   ship extends     every place a ship still missing can take through an unfinished ship cell
//                    covers a cell (ship) or has it in its halo (water)
//   no ship fits     no ship still missing fits through a cell: water (ship-count reasoning:
//                    lengths whose ships are all found no longer count)
//   only places      the ships of a length still missing have exactly as many places left
//                    (or one ship and every place shares cells): those cells are ship
//   contradiction    assuming a cell next to a ship is ship (or water) breaks the board by the
//                    rules above
//   nested contradiction  the last resort, a trial two levels deep: assuming a cell ship (or
//                    water) breaks the board by the rules above and contradictions
//
// A step decides cells: "placements" are cells found to be ship, "eliminations" cells found
// to be water, each [row, col] (0-based).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "puzzles/battleship/battleship.h"
#include "puzzles/logic_steps.h"

namespace deduce::battleship::logic {

enum class Technique {
  ShipPart,
  WaterAround,
  LineComplete,
  LineFill,
  ShipCapped,
  ShipExtends,
  NoShipFits,
  OnlyPlaces,
  Contradiction,
  NestedContradiction,
  Count
};
const char* techniqueName(Technique t);
// The technique's rating (docs/ratings.md): 1.0 ship part up to 6.0 contradiction; a puzzle
// rates as its hardest step.
double techniqueRating(Technique t);

using Cell = std::pair<int, int>;  // (row, col), 0-based

struct Step {
  Technique technique = Technique::ShipPart;
  std::vector<Cell> ship, water;
  std::string text;
};

enum class Status { Solved, Stuck, Invalid, Limit };

struct Outcome {
  Status status = Status::Stuck;
  std::vector<Step> steps;
  std::vector<std::string> grid;  // the position reached: '.' unknown, '~' water, '*' ship (parts when solved)
  Solution ships;                 // when solved
  std::string message;            // Invalid: what is broken
};

// Steps until solved or stuck; maxSteps (0: no limit) and timeLimit (seconds, 0: none) stop it
// with status Limit. toSteps: the outcome for the driver (logicsteps::commands in genre.cpp;
// JSON entries [row, col], the closing object has "grid").
Outcome explain(const Instance& inst, size_t maxSteps = 0, double timeLimit = 0);
logicsteps::Outcome toSteps(const Instance& inst, const Outcome& o);

}  // namespace deduce::battleship::logic
