// The picture of a Battleship puzzle (src/render/svg.h): the grid with the row counts on the
// right and the column counts below (class "count"), the given cells (class "given": water, ship
// ends, middles, one-cell ships), the fleet under the grid (class "fleet"), and for a solution
// each ship as one shape (class "ship") on water.
#pragma once

#include <string>

#include "puzzles/battleship/battleship.h"
#include "render/svg.h"

namespace deduce::battleship {
// `sol`: the ships, or null for the puzzle alone.
std::string svg(const Instance& inst, const Solution* sol);
// A given cell drawn as on paper in the cs x cs square at (x, y): '~' water (a wave), '<' '>'
// '^' 'v' ship ends, '#' a middle, 'o' a one-cell ship (class "given").
void drawGiven(svg::Document& doc, char g, double x, double y, double cs);
}  // namespace deduce::battleship
