// Small helpers shared by the sudoku/latin/magic tests.
#pragma once

#include <string>

#include "puzzles/genre.h"

namespace deduce {

// "S" + to_string(k), appended (the + form trips g++ 12's -Wrestrict false positive).
inline std::string sName(int k) {
  std::string s("S");
  s += std::to_string(k);
  return s;
}

// Paper 002's strategy by name, as the CLI would parse it.
inline Strategy strategyNamed(const std::string& name) {
  Options o;
  o.set("strategy", name);
  return strategyFrom(o);
}

}  // namespace deduce
