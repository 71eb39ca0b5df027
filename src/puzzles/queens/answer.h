// Claimed answers of queens for `deduce check`: n rows of `Q` and `.` (a queen per row), and
// JSON "solution": the queen's column in each row (0-based).
#pragma once

#include <vector>

#include "app/answer.h"

namespace deduce::queens {

std::vector<int> readAnswerText(int n, app::AnswerText& t);
std::vector<int> readAnswerJson(int n, const nlohmann::json& rec);

}  // namespace deduce::queens
