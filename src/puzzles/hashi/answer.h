// Claimed answers of hashi for `deduce check`: the grid `deduce solve hashi` prints (islands as
// in the puzzle, '-' '=' for one or two horizontal lines, '|' '"' vertical, '#' three and '@' four
// in either direction), and JSON "bridges" ([r1, c1, r2, c2, k], 0-based).
#pragma once

#include "app/answer.h"
#include "puzzles/hashi/hashi.h"

namespace deduce::hashi {

Solution readAnswerText(const Instance& inst, app::AnswerText& t);
Solution readAnswerJson(const Instance& inst, const nlohmann::json& rec);

}  // namespace deduce::hashi
