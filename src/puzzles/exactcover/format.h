// Knuth's text format for exact cover problems (the input of his DLX1/DLX2 programs):
//
//   | a comment: lines whose first non-blank character is '|' (or '#') are ignored, as are
//   | blank lines
//   A B C D | x y          <- the items: primary names, then '|' and the secondary names
//                             (a name may follow the '|' without a blank: "A B |x y")
//   A C x:red              <- one option per line: item names, "name:colour" on secondary items
//   B D y x:red
//
// Names are any run of non-blank characters without ':' and '|'. Errors (file:line:col): no
// item line, duplicate item, unknown item, an item twice in an option, a colour on a primary
// item, an empty colour, an option without primary items, no primary items at all.
#pragma once

#include <string>
#include <vector>

#include "exactcover/dlx.h"
#include "util/input.h"

namespace deduce::exactcover {

struct ParsedProblem {
  Problem problem;
  std::vector<std::string> optionText;  // each option's line as written (trimmed)
};

// Throws InputError at the first error.
ParsedProblem parseKnuth(const Source& src);

}  // namespace deduce::exactcover
