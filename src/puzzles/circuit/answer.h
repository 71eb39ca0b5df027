// Claimed answers of circuit for `deduce check`: the drawing `deduce solve circuit` prints (point
// rows with 'o' points, '#' blacked-out cells and '-' segments; connector rows with '|'), and
// JSON "edges" ([r1, c1, r2, c2], 0-based). With --path the path follows from the tree and is
// not read.
#pragma once

#include "app/answer.h"
#include "puzzles/circuit/circuit.h"

namespace deduce::circuit {

Solution readAnswerText(const Instance& inst, app::AnswerText& t);
Solution readAnswerJson(const Instance& inst, const nlohmann::json& rec);

}  // namespace deduce::circuit
