// Claimed answers of the grid genres (sudoku, latin, magic) for `deduce check`: text as the
// genres print it (one line of cell characters, or n rows of characters or numbers, with or
// without "multiple solutions") and JSON ("grid": rows of integers, else "solution": a line).
#pragma once

#include "app/answer.h"
#include "puzzles/grid/grid.h"

namespace deduce::grid {

std::vector<int> readAnswerText(int n, app::AnswerText& t);
std::vector<int> readAnswerJson(int n, const nlohmann::json& rec);

template <class I>
void setGridAnswer(app::Parts<Shown<I>, std::vector<int>>& parts) {
  parts.answer = {[](const Shown<I>& s, app::AnswerText& t) { return readAnswerText(s.look.n, t); },
                  [](const Shown<I>& s, const nlohmann::json& rec) { return readAnswerJson(s.look.n, rec); }};
}

}  // namespace deduce::grid
