// Claimed answers of pentomino for `deduce check`: the board's rows of piece letters (text), and
// JSON "grid" (the rows as strings).
#pragma once

#include <string>
#include <vector>

#include "app/answer.h"

namespace deduce::pentomino {

std::vector<std::string> readAnswerText(int rows, int cols, app::AnswerText& t);
std::vector<std::string> readAnswerJson(int rows, int cols, const nlohmann::json& rec);

}  // namespace deduce::pentomino
