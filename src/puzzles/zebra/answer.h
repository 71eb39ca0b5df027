// Claimed answers of zebra for `deduce check`: the table `deduce solve zebra` prints (a header
// line "house ...", then one row per house: its number and a value of each attribute; the
// answers to the questions after it are skipped up to the blank line that ends the record), and
// JSON "houses" (one object per house: attribute name -> value).
#pragma once

#include "app/answer.h"
#include "puzzles/zebra/zebra.h"

namespace deduce::zebra {

Table readAnswerText(const Puzzle& p, app::AnswerText& t);
Table readAnswerJson(const Puzzle& p, const nlohmann::json& rec);

}  // namespace deduce::zebra
