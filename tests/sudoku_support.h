// Helpers for the Sudoku logic and generator tests: a puzzle from a line of cell characters,
// and the place of the shared benchmark data.
#pragma once

#include <cstdlib>
#include <fstream>
#include <string>

#include "puzzles/sudoku/sudoku.h"

namespace deduce::test {

inline sudoku::Instance sudokuFromLine(const std::string& line, int boxRows = 3, int boxCols = 3,
                                       bool diagonal = false) {
  sudoku::Instance inst;
  inst.boxRows = boxRows;
  inst.boxCols = boxCols;
  inst.diagonal = diagonal;
  for (char ch : line) inst.cells.push_back(grid::charValue(ch));
  return inst;
}

// ../shared/data next to the repository (or to the directory holding the worktrees), or
// $DEDUCE_SHARED_DATA.
inline std::string sharedDataDir() {
  if (const char* e = std::getenv("DEDUCE_SHARED_DATA")) return e;
  for (std::string d : {std::string(DEDUCE_SHARED_DATA), std::string(DEDUCE_SOURCE_DIR) + "/../../shared/data"})
    if (std::ifstream(d + "/sudoku/README.md")) return d;
  return DEDUCE_SHARED_DATA;
}

}  // namespace deduce::test
