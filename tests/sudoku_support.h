// Helpers for the Sudoku tests: a puzzle from a line of cell characters, the lines of a
// puzzle file, and the place of the shared benchmark data.
#pragma once

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

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

// The non-empty, non-`#` lines of a file (CR stripped): the bundled and shared collections,
// one puzzle of cell characters a line (the tests know their files' format).
inline std::vector<std::string> puzzleLines(const std::string& path) {
  std::vector<std::string> out;
  std::ifstream in(path);
  std::string l;
  while (std::getline(in, l)) {
    if (!l.empty() && l.back() == '\r') l.pop_back();
    if (l.empty() || l[0] == '#') continue;
    out.push_back(l);
  }
  return out;
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
