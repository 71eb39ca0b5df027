// The picture of a Zebra puzzle (src/render/svg.h): the table of houses (one row per house, one
// column per attribute, as in paper 003's Table 7.4). Values fixed by an `at` clue are givens
// (class "given"), the solver's are blue (class "value"); below, the answers to the questions
// (class "answer") or, for the puzzle alone, its clues (class "clue").
#pragma once

#include <string>

#include "puzzles/zebra/zebra.h"

namespace deduce::zebra {
// `table`: the solution, or null for the puzzle alone.
std::string svg(const Puzzle& p, const Table* table);
}  // namespace deduce::zebra
