#include "puzzles/grid/answer.h"

#include <nlohmann/json.hpp>

namespace deduce::grid {

namespace {

// The largest number a cell of a claimed answer may hold (a magic square of order 100 needs
// 10000): larger ones are refused before they reach a checker's sums.
constexpr long long kMaxCell = 1000000;

// One cell token: a number, a cell character (1-9, A-Z, a-z), or '.', '_', '0' for empty.
int cellValue(const app::AnswerText& t, const Line& ln, const std::pair<std::string, size_t>& tok) {
  const std::string& s = tok.first;
  if (s.size() == 1 && (s[0] == '_' || charValue(s[0]) >= 0)) return s[0] == '_' ? 0 : charValue(s[0]);
  return static_cast<int>(app::integerAt(t, ln, tok, 0, kMaxCell, "cell"));
}

}  // namespace

std::vector<int> readAnswerText(int n, app::AnswerText& t) {
  const size_t cells = static_cast<size_t>(n) * n;
  const Line& first = t.next("a " + std::to_string(n) + "x" + std::to_string(n) + " grid");
  std::string s = app::trimmed(first.text);
  const std::string remark = "multiple solutions";
  if (s.size() > remark.size() && s.compare(s.size() - remark.size(), remark.size(), remark) == 0)
    s = app::trimmed(s.substr(0, s.size() - remark.size()));
  const size_t lead = first.text.find_first_not_of(" \t\f\v");
  std::vector<int> out;
  out.reserve(cells);
  if (s.find_first_of(" \t\f\v") == std::string::npos) {  // a line of cell characters
    for (size_t i = 0; i < s.size(); ++i)
      if (charValue(s[i]) < 0 && s[i] != '_')
        throw t.at(first, lead + i, "'" + std::string(1, s[i]) + "' is not a cell character");
    if (s.size() != cells && (s.size() != static_cast<size_t>(n) || n == 1))
      throw t.at(first, lead,
                 "the line has " + std::to_string(s.size()) + " cells, expected " + std::to_string(cells) +
                     " (a line) or " + std::to_string(n) + " (a row)");
    if (s.size() == cells) {
      for (char ch : s) out.push_back(ch == '_' ? 0 : charValue(ch));
      return out;
    }
  }
  for (int r = 0; r < n; ++r) {
    const Line& ln = r ? t.next("row " + std::to_string(r + 1) + " of the grid") : first;
    auto toks = app::tokens(ln.text);
    if (toks.size() == 1 && static_cast<int>(toks[0].first.size()) == n && n > 1) {  // a row of characters
      for (size_t i = 0; i < toks[0].first.size(); ++i)
        out.push_back(cellValue(t, ln, {toks[0].first.substr(i, 1), toks[0].second + i}));
      continue;
    }
    if (static_cast<int>(toks.size()) != n)
      throw t.at(ln, toks.empty() ? 0 : toks[0].second,
                 "row " + std::to_string(r + 1) + " has " + std::to_string(toks.size()) + " cells, expected " +
                     std::to_string(n) + (r ? "" : " (or one line of " + std::to_string(cells) + " characters)"));
    for (const auto& tok : toks) out.push_back(cellValue(t, ln, tok));
  }
  return out;
}

std::vector<int> readAnswerJson(int n, const nlohmann::json& rec) {
  std::vector<int> out;
  if (rec.contains("grid")) {
    const nlohmann::json& g = app::arrayOf(rec["grid"], n, "\"grid\"");
    for (int r = 0; r < n; ++r) {
      const nlohmann::json& row = app::arrayOf(g[r], n, "row " + std::to_string(r + 1) + " of \"grid\"");
      for (int c = 0; c < n; ++c)
        out.push_back(static_cast<int>(app::integer(
            row[c], 0, kMaxCell, "cell (" + std::to_string(r + 1) + "," + std::to_string(c + 1) + ") of \"grid\"")));
    }
    return out;
  }
  const std::string s = app::stringOf(app::member(rec, "solution"), "\"solution\"");
  if (s.size() != static_cast<size_t>(n) * n)
    throw app::AnswerError("\"solution\" has " + std::to_string(s.size()) + " cells, expected " +
                           std::to_string(n * n));
  for (size_t i = 0; i < s.size(); ++i) {
    const int v = charValue(s[i]);
    if (v < 0) throw app::AnswerError("\"solution\": character " + std::to_string(i + 1) + " is not a cell character");
    out.push_back(v);
  }
  return out;
}

}  // namespace deduce::grid
