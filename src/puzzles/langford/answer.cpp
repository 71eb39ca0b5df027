#include "puzzles/langford/answer.h"

#include <nlohmann/json.hpp>

namespace deduce::langford {

std::vector<int> readAnswerText(int n, app::AnswerText& t) {
  const Line& ln = t.next("a sequence of " + std::to_string(2 * n) + " numbers");
  const auto toks = app::tokens(ln.text);
  if (static_cast<int>(toks.size()) != 2 * n)
    throw t.at(ln, 0,
               "the sequence has " + std::to_string(toks.size()) + " numbers, expected " + std::to_string(2 * n));
  std::vector<int> seq;
  for (const auto& tok : toks) seq.push_back(static_cast<int>(app::integerAt(t, ln, tok, 1, n, "number")));
  return seq;
}

std::vector<int> readAnswerJson(int n, const nlohmann::json& rec) {
  const nlohmann::json& a = app::arrayOf(app::member(rec, "sequence"), 2 * n, "\"sequence\"");
  std::vector<int> seq;
  for (size_t i = 0; i < a.size(); ++i)
    seq.push_back(static_cast<int>(app::integer(a[i], 1, n, "number " + std::to_string(i + 1) + " of \"sequence\"")));
  return seq;
}

}  // namespace deduce::langford
