#include "puzzles/zebra/answer.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace deduce::zebra {

Table readAnswerText(const Puzzle& p, app::AnswerText& t) {
  const int n = p.houses();
  const Line& head = t.next("the table's header 'house ...'");
  const auto words = app::tokens(head.text);
  if (words.empty() || words[0].first != "house") throw t.at(head, 0, "expected the table's header 'house ...'");
  Table table;
  for (int h = 0; h < n; ++h) {
    const Line& ln = t.next("the row of house " + std::to_string(h + 1));
    const std::string& s = ln.text;
    const auto toks = app::tokens(s);
    if (toks.empty() || toks[0].first != std::to_string(h + 1))
      throw t.at(ln, toks.empty() ? 0 : toks[0].second, "expected the row of house " + std::to_string(h + 1));
    size_t i = toks[0].second + toks[0].first.size();
    std::vector<int> row;
    for (const Attribute& a : p.attrs) {
      while (i < s.size() && isBlank(s[i])) ++i;
      int best = -1;
      for (size_t v = 0; v < a.values.size(); ++v) {
        const std::string& name = a.values[v];
        const bool ends = i + name.size() >= s.size() || isBlank(s[i + name.size()]);
        if (s.compare(i, name.size(), name) == 0 && ends &&
            (best < 0 || name.size() > a.values[static_cast<size_t>(best)].size()))
          best = static_cast<int>(v);
      }
      if (best < 0) throw t.at(ln, std::min(i, s.size()), "expected a value of " + a.name);
      row.push_back(best);
      i += a.values[static_cast<size_t>(best)].size();
    }
    while (i < s.size() && isBlank(s[i])) ++i;
    if (i < s.size()) throw t.at(ln, i, "more values than attributes");
    table.push_back(std::move(row));
  }
  t.skipBlock();  // the answers to the questions
  return table;
}

Table readAnswerJson(const Puzzle& p, const nlohmann::json& rec) {
  const nlohmann::json& hs = app::arrayOf(app::member(rec, "houses"), p.houses(), "\"houses\"");
  Table table;
  for (size_t h = 0; h < hs.size(); ++h) {
    const std::string what = "house " + std::to_string(h + 1) + " of \"houses\"";
    if (!hs[h].is_object()) throw app::AnswerError(what + " is not an object");
    std::vector<int> row;
    for (const Attribute& a : p.attrs) {
      auto it = hs[h].find(a.name);
      if (it == hs[h].end()) throw app::AnswerError(what + " has no " + a.name);
      const std::string v = app::stringOf(*it, a.name + " of " + what);
      auto at = std::find(a.values.begin(), a.values.end(), v);
      if (at == a.values.end()) throw app::AnswerError(what + ": '" + v + "' is not a value of " + a.name);
      row.push_back(static_cast<int>(at - a.values.begin()));
    }
    table.push_back(std::move(row));
  }
  return table;
}

}  // namespace deduce::zebra
