#include "puzzles/hashi/answer.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "util/union_find.h"

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
// islands the bridges their numbers still lack. A search over their counts (pairs in reading
// order, most bridges first) gives each island its number exactly: it drops a choice that leaves
// an island, or a neighbour of its, lacking more than the pairs after it can still give, and one
// after which the islands can no longer all be joined (by the drawn bridges, the pairs given
// bridges so far and the pairs still to choose between islands that both lack bridges). Its
// first complete choice settles the answer: nothing else the checker asks depends on these
// bridges (they cross nothing), except, with no loops allowed (Tatham's L), their number, so
// there the search goes on to a valid choice. When there is none, a choice that only gives every
// island its number (the first a search without the joining test finds, or none at all) goes to
// the checker, which says what is wrong. The search is exponential at worst (a block of touching
// 2s asks for a Hamiltonian cycle); past its budget the answer is left undecided (false), never
// called invalid.
bool addTouching(const Instance& inst, Solution& sol) {
  const int R = inst.rows, C = inst.cols;
  std::vector<int> lack(inst.grid);
  for (const Bridge& b : sol) lack[b.r1 * C + b.c1] -= b.k, lack[b.r2 * C + b.c2] -= b.k;
  std::vector<std::pair<int, int>> pairs;  // cell indices, in reading order of the first
  for (int i = 0; i < R * C; ++i) {
    if (!inst.grid[i]) continue;
    if (i % C + 1 < C && inst.grid[i + 1]) pairs.emplace_back(i, i + 1);
    if (i / C + 1 < R && inst.grid[i + C]) pairs.emplace_back(i, i + C);
  }
  if (pairs.empty()) return true;
  std::vector<std::vector<int>> at(R * C);  // the pairs of each island
  for (size_t j = 0; j < pairs.size(); ++j)
    at[pairs[j].first].push_back(static_cast<int>(j)), at[pairs[j].second].push_back(static_cast<int>(j));
  for (int i = 0; i < R * C; ++i)
    if (lack[i] && at[i].empty()) return true;  // no choice can help: the checker reports the island
  // The islands the drawn bridges join, numbered 0..groups-1: the joining test unites groups.
  util::UnionFind drawn, joined;
  drawn.reset(R * C);
  for (const Bridge& b : sol) drawn.unite(b.r1 * C + b.c1, b.r2 * C + b.c2);
  std::vector<int> group(R * C, -1);
  int groups = 0;
  for (int i = 0; i < R * C; ++i)
    if (inst.grid[i] && drawn.find(i) == i) group[i] = groups++;
  for (int i = 0; i < R * C; ++i)
    if (inst.grid[i]) group[i] = group[drawn.find(i)];
  std::vector<int> k(pairs.size(), 0);
  const long kBudget = 20000000;  // steps (a union-find step, a cell checked): tenths of a second
  long budget = kBudget;
  bool joining = true, chosen = false;  // joining: the first search, not the checker's candidate
  // whether island x can still get the bridges it lacks from the pairs after j
  auto fits = [&](int x, int j) {
    int room = 0;
    for (int q : at[x])
      if (q > j) room += std::min(inst.maxBridges, lack[pairs[q].first ^ pairs[q].second ^ x]);
    budget -= static_cast<long>(at[x].size());
    return lack[x] <= room;
  };
  // after a choice on pair j: its islands and their neighbours over later pairs still fit
  auto fitsAround = [&](int j) {
    for (const int x : {pairs[j].first, pairs[j].second}) {
      if (!fits(x, j)) return false;
      for (int q : at[x])
        if (q > j && !fits(pairs[q].first ^ pairs[q].second ^ x, j)) return false;
    }
    return true;
  };
  // whether all groups can still be joined, pairs [0, j) as chosen and [j, ...) as still open
  auto joinable = [&](size_t j) {
    budget -= static_cast<long>(pairs.size()) + groups;
    joined.reset(groups);
    int parts = groups;
    for (size_t q = 0; q < pairs.size() && parts > 1; ++q) {
      const auto [a, b] = pairs[q];
      if (q < j ? !k[q] : !lack[a] || !lack[b]) continue;
      if (joined.unite(group[a], group[b])) --parts;
    }
    return parts == 1;
  };
  // A node of the search: pairs [0, j) chosen. Stop: a choice is taken, or the budget is spent;
  // Dead: nothing below it; Open: pair j's counts are to be tried, from next[j] down.
  enum class Node { Stop, Dead, Open };
  std::vector<int> next(pairs.size(), 0);
  auto open = [&](size_t j) {
    if (--budget <= 0) return Node::Stop;
    if (joining && !joinable(j)) return Node::Dead;
    if (j < pairs.size()) {
      next[j] = std::min({inst.maxBridges, lack[pairs[j].first], lack[pairs[j].second]});
      return Node::Open;
    }
    Solution s = sol;
    for (size_t q = 0; q < pairs.size(); ++q)
      if (k[q]) s.push_back({pairs[q].first / C, pairs[q].first % C, pairs[q].second / C, pairs[q].second % C, k[q]});
    if (joining && inst.noLoops) {
      budget -= static_cast<long>(R) * C + static_cast<long>(s.size());
      if (!check(inst, s).empty()) return Node::Dead;
    }
    sol = std::move(s);
    chosen = true;
    return Node::Stop;
  };
  // Depth first without recursion (a block of touching islands may hold a million pairs). True:
  // stopped (chosen, or out of budget); false: every choice tried, and k and lack as they were.
  auto search = [&]() {
    size_t j = 0;
    for (Node node = open(0);;) {
      if (node == Node::Stop) return true;
      if (node == Node::Dead) {
        if (j == 0) return false;
        --j;  // back to the pair before, for its next count
      }
      const auto [a, b] = pairs[j];
      lack[a] += k[j], lack[b] += k[j], k[j] = 0;
      bool placed = false;
      while (!placed && next[j] >= 0) {
        const int v = next[j]--;
        lack[a] -= v, lack[b] -= v, k[j] = v;
        placed = fitsAround(static_cast<int>(j));
        if (!placed) lack[a] += v, lack[b] += v, k[j] = 0;
      }
      node = placed ? open(++j) : Node::Dead;
    }
  };
  if (search() && !chosen) return false;
  if (!chosen) {
    joining = false;
    budget = kBudget;
    search();  // sol stays as drawn when this finds nothing
  }
  return true;
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
  if (!addTouching(inst, sol))
    throw app::AnswerUndecided(rows[0]->line, 1,
                               "cannot decide which bridges join the touching islands (a drawing does not show "
                               "them, and the search for them ran out of steps): give this answer as JSON "
                               "(deduce solve hashi --json)");
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
