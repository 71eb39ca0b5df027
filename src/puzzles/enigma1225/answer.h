// Claimed answers of enigma1225 for `deduce check`: text as `deduce solve enigma1225` prints it
// ("total T", "partition {...}", then the board's n rows), and JSON "total" and "board". The
// checker judges the board's rules and its total; that no larger total exists is not checked.
#pragma once

#include "app/answer.h"
#include "puzzles/enigma1225/enigma1225.h"

namespace deduce::enigma1225 {

struct Claim {
  int64_t total = 0;
  Board board;
};
Claim readAnswerText(int n, app::AnswerText& t);
Claim readAnswerJson(int n, const nlohmann::json& rec);

}  // namespace deduce::enigma1225
