#include "puzzles/battleship/answer.h"

#include <algorithm>
#include <cstring>
#include <nlohmann/json.hpp>

namespace deduce::battleship {

Solution readAnswerText(const Instance& inst, app::AnswerText& t) {
  const int R = inst.rows, C = inst.cols;
  std::vector<std::string> g;
  for (int r = 0; r < R; ++r) {
    const Line& ln = t.next("row " + std::to_string(r + 1) + " of the grid");
    const auto toks = app::tokens(ln.text);
    const std::string row = toks.empty() ? "" : toks[0].first;
    if (static_cast<int>(row.size()) != C)
      throw t.at(ln, 0,
                 "row " + std::to_string(r + 1) + " has " + std::to_string(row.size()) + " cells, expected " +
                     std::to_string(C));
    for (int c = 0; c < C; ++c)
      if (row[c] != '~' && !std::strchr("<>^v#o", row[c]))
        throw t.at(ln, toks[0].second + c, "'" + std::string(1, row[c]) + "' is neither water '~' nor a ship cell");
    g.push_back(row);
  }
  auto ship = [&](int r, int c) { return r < R && c < C && g[r][c] != '~'; };
  std::vector<char> seen(static_cast<size_t>(R) * C, 0);
  Solution sol;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      if (!ship(r, c) || seen[r * C + c]) continue;
      const bool vertical = !ship(r, c + 1) && ship(r + 1, c);
      int len = 0;
      while (ship(r + (vertical ? len : 0), c + (vertical ? 0 : len))) {
        seen[(r + (vertical ? len : 0)) * C + c + (vertical ? 0 : len)] = 1;
        ++len;
      }
      sol.push_back({r, c, len, vertical});
    }
  std::sort(sol.begin(), sol.end());
  return sol;
}

Solution readAnswerJson(const Instance& inst, const nlohmann::json& rec) {
  const nlohmann::json& a = app::arrayOf(app::member(rec, "ships"), -1, "\"ships\"");
  Solution sol;
  for (size_t i = 0; i < a.size(); ++i) {
    const std::string what = "ship " + std::to_string(i + 1);
    const nlohmann::json& s = app::arrayOf(a[i], 4, what);
    const std::string dir = app::stringOf(s[3], "the direction of " + what);
    if (dir != "H" && dir != "V") throw app::AnswerError("the direction of " + what + " is not \"H\" or \"V\"");
    sol.push_back({static_cast<int>(app::integer(s[0], 0, inst.rows - 1, "the row of " + what)),
                   static_cast<int>(app::integer(s[1], 0, inst.cols - 1, "the column of " + what)),
                   static_cast<int>(app::integer(s[2], 1, std::max(inst.rows, inst.cols), "the length of " + what)),
                   dir == "V"});
  }
  std::sort(sol.begin(), sol.end());
  return sol;
}

}  // namespace deduce::battleship
