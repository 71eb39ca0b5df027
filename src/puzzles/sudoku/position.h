// Sudoku positions with pencil marks: the input of `deduce hint|explain sudoku --pencil` and of
// logic::parsePosition. A position is the givens and the values filled so far plus, for each
// empty cell, the candidates the player has pencilled in (docs/ratings.md, "Positions").
//
// Accepted, mixed freely, n*n cells per position, positions one after another:
//   - one token of n*n*n characters (the 729-character candidate grid for 9x9): per cell n
//     characters, each a value (a candidate) or '.'/'0' (none);
//   - one token of n*n characters: a plain puzzle line (values, '.'/'0' empty, every value
//     pencilled);
//   - one token per cell: a value ("5", "A" for 10) for a filled cell; several values ("159")
//     or braces ("{159}") for an empty cell's marks; "." or "0" for an empty cell with every
//     value; ".159" (a dot, then the marks) for marks too.
// A cell of the candidate forms with a single value is a filled cell (as in the printed
// candidate grids of HoDoKu and Sudoku Explainer, where givens show as one digit). Frame lines
// (only '.', '-', '+', '=', '*', ':', '\'', '|' and blanks, with a '-' or '=') and '|' or '!'
// separators are skipped; '#' starts a comment to the end of the line.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "puzzles/sudoku/sudoku.h"

namespace deduce::sudoku {

struct Position {
  Instance inst;  // the shape of the template, cells and pencil filled
  int line = 1;   // where the position's first cell is (1-based)
  int col = 1;
};

// Reads the positions of `text` for the shape of `shape` (its boxRows, boxCols, diagonal),
// handing each complete one to `emit`. On the first malformed cell, or cells left over at the
// end, returns false with line, col and message set.
struct PositionError {
  int line = 0, col = 0;
  std::string message;
};
bool readPositions(const std::string& text, const Instance& shape, const std::function<void(Position&&)>& emit,
                   PositionError& error);

}  // namespace deduce::sudoku
