#include "puzzles/queens/answer.h"

#include <nlohmann/json.hpp>

namespace deduce::queens {

std::vector<int> readAnswerText(int n, app::AnswerText& t) {
  std::vector<int> cols;
  for (int r = 0; r < n; ++r) {
    const Line& ln = t.next("row " + std::to_string(r + 1) + " of the board");
    const auto toks = app::tokens(ln.text);
    if (static_cast<int>(toks.size()) != n)
      throw t.at(ln, 0,
                 "row " + std::to_string(r + 1) + " has " + std::to_string(toks.size()) + " cells, expected " +
                     std::to_string(n));
    int col = -1;
    for (int c = 0; c < n; ++c) {
      const auto& [s, at] = toks[c];
      if (s != "Q" && s != ".") throw t.at(ln, at, "'" + s + "' is neither a queen 'Q' nor an empty cell '.'");
      if (s == "Q" && col >= 0) throw t.at(ln, at, "two queens in row " + std::to_string(r + 1));
      if (s == "Q") col = c;
    }
    if (col < 0) throw t.at(ln, 0, "no queen in row " + std::to_string(r + 1));
    cols.push_back(col);
  }
  return cols;
}

std::vector<int> readAnswerJson(int n, const nlohmann::json& rec) {
  const nlohmann::json& a = app::arrayOf(app::member(rec, "solution"), n, "\"solution\"");
  std::vector<int> cols;
  for (int r = 0; r < n; ++r)
    cols.push_back(static_cast<int>(app::integer(a[r], -1000000, 1000000, "row " + std::to_string(r) + "'s column")));
  return cols;
}

}  // namespace deduce::queens
