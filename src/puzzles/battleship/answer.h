// Claimed answers of battleship for `deduce check`: the grid `deduce solve battleship` prints
// ('~' water; '<' '>' '^' 'v' '#' 'o' ship cells; a row's count after it is ignored), read as
// ships (maximal runs of ship cells), and JSON "ships" ([r, c, length, "H"|"V"], 0-based).
#pragma once

#include "app/answer.h"
#include "puzzles/battleship/battleship.h"

namespace deduce::battleship {

Solution readAnswerText(const Instance& inst, app::AnswerText& t);
Solution readAnswerJson(const Instance& inst, const nlohmann::json& rec);

}  // namespace deduce::battleship
