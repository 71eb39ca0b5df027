#include "puzzles/hashi/answer.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace deduce::hashi {

namespace {
char islandChar(int v) { return v < 10 ? static_cast<char>('0' + v) : static_cast<char>('A' + v - 10); }
// Lines drawn by a bridge character across (horizontal) or down (vertical); 0: not one.
int linesOf(char ch, bool horizontal) {
  if (ch == '#') return 3;
  if (ch == '@') return 4;
  if (horizontal) return ch == '-' ? 1 : ch == '=' ? 2 : 0;
  return ch == '|' ? 1 : ch == '"' ? 2 : 0;
}

// Bridges between touching islands have no cell to be drawn in: they are the ones that give the
// islands the bridges their numbers still lack. When several choices do (a square of touching
// islands), the first that makes the answer valid is taken; when none does, or a large block of
// touching islands outlasts the search's budget, the first that gives every island its number (or
// none at all), for the checker to report.
void addTouching(const Instance& inst, Solution& sol) {
  const int R = inst.rows, C = inst.cols;
  std::vector<int> lack(inst.grid);
  for (const Bridge& b : sol) lack[b.r1 * C + b.c1] -= b.k, lack[b.r2 * C + b.c2] -= b.k;
  std::vector<std::pair<int, int>> pairs;  // cell indices, in reading order of the first
  for (int i = 0; i < R * C; ++i) {
    if (!inst.grid[i]) continue;
    if (i % C + 1 < C && inst.grid[i + 1]) pairs.emplace_back(i, i + 1);
    if (i / C + 1 < R && inst.grid[i + C]) pairs.emplace_back(i, i + C);
  }
  if (pairs.empty()) return;
  std::vector<int> last(R * C, -1);  // the last pair that can still change a cell's count
  for (size_t j = 0; j < pairs.size(); ++j) last[pairs[j].first] = last[pairs[j].second] = static_cast<int>(j);
  std::vector<int> k(pairs.size(), 0);
  for (int i = 0; i < R * C; ++i)
    if (lack[i] && last[i] < 0) return;  // no choice can help: the checker reports the island
  Solution fallback = sol;
  bool fitted = false;
  long budget = 100000;  // steps of the search below (a tenth of a second); then the fallback
  auto candidate = [&] {
    Solution s = sol;
    for (size_t j = 0; j < pairs.size(); ++j)
      if (k[j]) s.push_back({pairs[j].first / C, pairs[j].first % C, pairs[j].second / C, pairs[j].second % C, k[j]});
    return s;
  };
  auto search = [&](auto&& self, size_t j) -> bool {
    if (--budget <= 0) return true;
    if (j == pairs.size()) {
      Solution s = candidate();
      if (!fitted) fallback = s, fitted = true;
      if (check(inst, s).empty()) return sol = std::move(s), true;
      return false;
    }
    const auto [a, b] = pairs[j];
    for (int v = std::min({inst.maxBridges, lack[a], lack[b]}); v >= 0; --v) {
      lack[a] -= v, lack[b] -= v, k[j] = v;
      const bool done = (last[a] != static_cast<int>(j) || !lack[a]) && (last[b] != static_cast<int>(j) || !lack[b]) &&
                        self(self, j + 1);
      lack[a] += v, lack[b] += v, k[j] = 0;
      if (done) return true;
    }
    return false;
  };
  if (!search(search, 0) || budget <= 0) sol = fallback;
}

}  // namespace

Solution readAnswerText(const Instance& inst, app::AnswerText& t) {
  const int R = inst.rows, C = inst.cols;
  std::vector<const Line*> rows;
  for (int r = 0; r < R; ++r) {
    const Line& ln = t.next("row " + std::to_string(r + 1) + " of the grid");
    if (static_cast<int>(ln.text.size()) != C)
      throw t.at(ln, 0,
                 "row " + std::to_string(r + 1) + " has " + std::to_string(ln.text.size()) + " cells, expected " +
                     std::to_string(C));
    for (int c = 0; c < C; ++c) {
      const char ch = ln.text[c];
      if (inst.at(r, c) && ch != islandChar(inst.at(r, c)))
        throw t.at(ln, c, std::string("the puzzle has the island ") + islandChar(inst.at(r, c)) + " here");
      if (!inst.at(r, c) && ch != '.' && !linesOf(ch, true) && !linesOf(ch, false))
        throw t.at(ln, c, "'" + std::string(1, ch) + "' is neither water '.' nor a bridge");
    }
    rows.push_back(&ln);
  }
  auto at = [&](int r, int c) { return rows[r]->text[c]; };
  std::vector<char> used(static_cast<size_t>(R) * C, 0);
  Solution sol;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      if (!inst.at(r, c)) continue;
      for (const bool horizontal : {true, false}) {
        const int dr = horizontal ? 0 : 1, dc = horizontal ? 1 : 0;
        int rr = r + dr, cc = c + dc;
        if (rr >= R || cc >= C || inst.at(rr, cc)) continue;
        const char ch = at(rr, cc);
        const int k = linesOf(ch, horizontal);
        if (!k || used[rr * C + cc]) continue;
        const int r0 = rr, c0 = cc;
        while (rr < R && cc < C && !inst.at(rr, cc) && at(rr, cc) == ch && !used[rr * C + cc]) rr += dr, cc += dc;
        if (rr >= R || cc >= C || !inst.at(rr, cc)) {
          // '#' and '@' are drawn the same across and down: a run that leads to no island may be
          // part of a bridge in the other direction (an island beside a bridge that passes it).
          if (k >= 3) continue;
          throw t.at(*rows[r], c,
                     std::string("the bridge going ") + (horizontal ? "right" : "down") +
                         " from this island ends in the water");
        }
        for (int i = r0, j = c0; i != rr || j != cc; i += dr, j += dc) used[i * C + j] = 1;
        sol.push_back({r, c, rr, cc, k});
      }
    }
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      if (!inst.at(r, c) && at(r, c) != '.' && !used[r * C + c])
        throw t.at(*rows[r], c, "a bridge piece that joins no two islands");
  addTouching(inst, sol);
  return sol;
}

Solution readAnswerJson(const Instance& inst, const nlohmann::json& rec) {
  const nlohmann::json& a = app::arrayOf(app::member(rec, "bridges"), -1, "\"bridges\"");
  Solution sol;
  for (size_t i = 0; i < a.size(); ++i) {
    const std::string what = "bridge " + std::to_string(i + 1);
    const nlohmann::json& b = app::arrayOf(a[i], 5, what);
    auto num = [&](int j, long long hi) { return static_cast<int>(app::integer(b[j], 0, hi, what)); };
    sol.push_back(
        {num(0, inst.rows - 1), num(1, inst.cols - 1), num(2, inst.rows - 1), num(3, inst.cols - 1), num(4, 99)});
  }
  return sol;
}

}  // namespace deduce::hashi
