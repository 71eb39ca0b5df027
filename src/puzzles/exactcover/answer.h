// Claimed answers of exactcover for `deduce check`: text as `deduce solve exactcover` prints it
// (the chosen options' lines, each as written in the problem, until every primary item is
// covered), and JSON "options" (0-based option indices in input order).
#pragma once

#include <vector>

#include "app/answer.h"
#include "puzzles/exactcover/format.h"

namespace deduce::exactcover {

std::vector<int> readAnswerText(const ParsedProblem& pp, app::AnswerText& t);
std::vector<int> readAnswerJson(const ParsedProblem& pp, const nlohmann::json& rec);

}  // namespace deduce::exactcover
