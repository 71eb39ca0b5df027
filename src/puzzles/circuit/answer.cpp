#include "puzzles/circuit/answer.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace deduce::circuit {

Solution readAnswerText(const Instance& inst, app::AnswerText& t) {
  const int R = inst.rows, C = inst.cols;
  Solution sol;
  for (int y = 0; y < 2 * R - 1; ++y) {
    std::string what = y % 2 ? "connector row " : "point row ";
    what += std::to_string(y / 2 + 1);
    const Line& ln = y ? t.nextRaw(what) : t.next(what);
    const std::string& s = ln.text;
    if (static_cast<int>(s.size()) > 2 * C - 1) throw t.at(ln, 2 * C - 1, what + " is longer than the board");
    for (size_t x = 0; x < s.size(); ++x) {
      const char ch = s[x];
      const int r = y / 2, c = static_cast<int>(x / 2);
      if (y % 2 == 0 && x % 2 == 0) {
        const char want = inst.point[r * C + c] ? 'o' : '#';
        if (ch != want) throw t.at(ln, x, std::string("the puzzle has '") + want + "' here");
      } else if (y % 2 == 0 && ch == '-') {
        sol.push_back({r, c, r, c + 1});
      } else if (y % 2 == 1 && x % 2 == 0 && ch == '|') {
        sol.push_back({r, c, r + 1, c});
      } else if (ch != ' ') {
        throw t.at(ln, x, "'" + std::string(1, ch) + "' does not belong here in a drawing");
      }
    }
    if (y % 2 == 0 && static_cast<int>(s.size()) < 2 * C - 1) throw t.at(ln, s.size(), what + " is cut short");
  }
  if (const Line* p = t.peek(); p && app::trimmed(p->text).rfind("path length", 0) == 0) t.next("");
  std::sort(sol.begin(), sol.end());
  return sol;
}

Solution readAnswerJson(const Instance& inst, const nlohmann::json& rec) {
  const nlohmann::json& a = app::arrayOf(app::member(rec, "edges"), -1, "\"edges\"");
  Solution sol;
  for (size_t i = 0; i < a.size(); ++i) {
    const std::string what = "edge " + std::to_string(i + 1);
    const nlohmann::json& e = app::arrayOf(a[i], 4, what);
    auto num = [&](int j, int hi) { return static_cast<int>(app::integer(e[j], 0, hi - 1, what)); };
    sol.push_back({num(0, inst.rows), num(1, inst.cols), num(2, inst.rows), num(3, inst.cols)});
  }
  std::sort(sol.begin(), sol.end());
  return sol;
}

}  // namespace deduce::circuit
