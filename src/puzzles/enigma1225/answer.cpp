#include "puzzles/enigma1225/answer.h"

#include <nlohmann/json.hpp>

namespace deduce::enigma1225 {

Claim readAnswerText(int n, app::AnswerText& t) {
  Claim c;
  const Line& head = t.next("'total T'");
  const auto words = app::tokens(head.text);
  if (words.size() < 2 || words[0].first != "total") throw t.at(head, 0, "expected 'total T'");
  c.total = app::integerAt(t, head, words[1], 0, INT64_MAX / 4, "total");
  if (const Line* p = t.peek(); p && app::trimmed(p->text).rfind("partition", 0) == 0) t.next("");
  const long long top = static_cast<long long>(n) * n;
  for (int r = 0; r < n; ++r) {
    const Line& ln = t.next("row " + std::to_string(r + 1) + " of the board");
    const auto toks = app::tokens(ln.text);
    if (static_cast<int>(toks.size()) != n)
      throw t.at(ln, 0,
                 "row " + std::to_string(r + 1) + " has " + std::to_string(toks.size()) + " numbers, expected " +
                     std::to_string(n));
    std::vector<int64_t> row;
    for (const auto& tok : toks) row.push_back(app::integerAt(t, ln, tok, 1, top, "number"));
    c.board.push_back(std::move(row));
  }
  return c;
}

Claim readAnswerJson(int n, const nlohmann::json& rec) {
  Claim c;
  c.total = app::integer(app::member(rec, "total"), 0, INT64_MAX / 4, "\"total\"");
  const nlohmann::json& b = app::arrayOf(app::member(rec, "board"), n, "\"board\"");
  const long long top = static_cast<long long>(n) * n;
  for (int r = 0; r < n; ++r) {
    const std::string what = "row " + std::to_string(r + 1) + " of \"board\"";
    const nlohmann::json& row = app::arrayOf(b[r], n, what);
    std::vector<int64_t> out;
    for (const auto& v : row) out.push_back(app::integer(v, 1, top, "a number in " + what));
    c.board.push_back(std::move(out));
  }
  return c;
}

}  // namespace deduce::enigma1225
