// Claimed answers of langford for `deduce check`: the 2n numbers on one line, and JSON
// "sequence".
#pragma once

#include <vector>

#include "app/answer.h"

namespace deduce::langford {

std::vector<int> readAnswerText(int n, app::AnswerText& t);
std::vector<int> readAnswerJson(int n, const nlohmann::json& rec);

}  // namespace deduce::langford
