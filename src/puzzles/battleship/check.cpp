// The independent Battleship checker, written from the rules: it labels every cell with the
// ship that occupies it and then checks the fleet, the counts, the clues and the spacing.
#include "puzzles/battleship/battleship.h"

namespace deduce::battleship {

std::string check(const Instance& inst, const Solution& sol) {
  const int R = inst.rows, C = inst.cols;
  std::vector<int> owner(R * C, -1);
  std::map<int, int> ships;
  for (size_t i = 0; i < sol.size(); ++i) {
    const Ship& s = sol[i];
    ships[s.len]++;
    for (int k = 0; k < s.len; ++k) {
      int r = s.vertical ? s.r + k : s.r, c = s.vertical ? s.c : s.c + k;
      if (r < 0 || r >= R || c < 0 || c >= C) return "ship " + std::to_string(i) + " leaves the grid";
      if (owner[r * C + c] >= 0) return "two ships overlap at row " + std::to_string(r) + " column " + std::to_string(c);
      owner[r * C + c] = static_cast<int>(i);
    }
  }
  for (auto [len, cnt] : inst.fleet)
    if (ships[len] != cnt)
      return "there are " + std::to_string(ships[len]) + " ships of length " + std::to_string(len) + ", not " +
             std::to_string(cnt);
  for (auto [len, cnt] : ships)
    if (!inst.fleet.count(len) && cnt) return "a ship of length " + std::to_string(len) + " is not in the fleet";
  for (int r = 0; r < R; ++r) {
    int n = 0;
    for (int c = 0; c < C; ++c) n += owner[r * C + c] >= 0;
    if (inst.rowCount[r] >= 0 && n != inst.rowCount[r]) return "row " + std::to_string(r) + " has " + std::to_string(n) + " ship cells";
  }
  for (int c = 0; c < C; ++c) {
    int n = 0;
    for (int r = 0; r < R; ++r) n += owner[r * C + c] >= 0;
    if (inst.colCount[c] >= 0 && n != inst.colCount[c]) return "column " + std::to_string(c) + " has " + std::to_string(n) + " ship cells";
  }
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int o = owner[r * C + c];
      // touching: a king-neighbour owned by a different ship
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          int rr = r + dr, cc = c + dc;
          if (o < 0 || rr < 0 || rr >= R || cc < 0 || cc >= C) continue;
          int p = owner[rr * C + cc];
          if (p >= 0 && p != o) return "two ships touch at row " + std::to_string(r) + " column " + std::to_string(c);
        }
      // the clue must match what the cell shows
      char g = inst.givens[r * C + c];
      if (g == '.') continue;
      char shown = '~';
      if (o >= 0) {
        bool up = r > 0 && owner[(r - 1) * C + c] == o, down = r + 1 < R && owner[(r + 1) * C + c] == o;
        bool left = c > 0 && owner[r * C + c - 1] == o, right = c + 1 < C && owner[r * C + c + 1] == o;
        shown = (up && down) || (left && right) ? '#' : down ? '^' : up ? 'v' : right ? '<' : left ? '>' : 'o';
      }
      if (shown != g)
        return "clue '" + std::string(1, g) + "' at row " + std::to_string(r) + " column " + std::to_string(c) + " shows '" + shown + "'";
    }
  return "";
}

}  // namespace deduce::battleship
