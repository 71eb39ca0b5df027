// The independent Hashi checker, written from the rules and sharing no code with the model:
// it draws every bridge on a fresh copy of the grid, cell by cell, and then counts and walks.
#include <string>

#include "puzzles/hashi/hashi.h"

namespace deduce::hashi {

std::string check(const Instance& inst, const Solution& sol) {
  const int R = inst.rows, C = inst.cols;
  auto where = [](int r, int c) {
    std::string w = "(";
    w += std::to_string(r);
    w += ',';
    w += std::to_string(c);
    w += ')';
    return w;
  };
  auto island = [&](int r, int c) { return r >= 0 && r < R && c >= 0 && c < C && inst.grid[r * C + c] > 0; };
  // cell marks: 0 none, 1 horizontal bridge, 2 vertical bridge
  std::vector<int> mark(R * C, 0);
  std::vector<int> got(R * C, 0);
  std::vector<std::vector<int>> nb(R * C);
  for (const Bridge& b : sol) {
    std::string name = where(b.r1, b.c1) + "-" + where(b.r2, b.c2);
    if (!island(b.r1, b.c1) || !island(b.r2, b.c2)) return "bridge " + name + " does not join two islands";
    if (b.k < 1 || b.k > inst.maxBridges) return "bridge " + name + " has " + std::to_string(b.k) + " lines";
    if ((b.r1 == b.r2) == (b.c1 == b.c2)) return "bridge " + name + " is not horizontal or vertical";
    int dr = b.r2 > b.r1 ? 1 : b.r2 < b.r1 ? -1 : 0, dc = b.c2 > b.c1 ? 1 : b.c2 < b.c1 ? -1 : 0;
    int m = dr ? 2 : 1;
    for (int r = b.r1 + dr, c = b.c1 + dc; r != b.r2 || c != b.c2; r += dr, c += dc) {
      if (inst.grid[r * C + c]) return "bridge " + name + " passes over the island at " + where(r, c);
      if (mark[r * C + c] == m) return "bridge " + name + " overlaps another bridge at " + where(r, c);
      if (mark[r * C + c]) return "bridge " + name + " crosses another bridge at " + where(r, c);
      mark[r * C + c] = m;
    }
    for (int w : nb[b.r1 * C + b.c1])
      if (w == b.r2 * C + b.c2) return "bridge " + name + " is given twice";
    got[b.r1 * C + b.c1] += b.k;
    got[b.r2 * C + b.c2] += b.k;
    nb[b.r1 * C + b.c1].push_back(b.r2 * C + b.c2);
    nb[b.r2 * C + b.c2].push_back(b.r1 * C + b.c1);
  }
  int islands = 0, start = -1;
  for (int i = 0; i < R * C; ++i) {
    if (!inst.grid[i]) continue;
    ++islands;
    start = i;
    if (got[i] != inst.grid[i])
      return "island " + where(i / C, i % C) + " has " + std::to_string(got[i]) + " bridges, needs " +
             std::to_string(inst.grid[i]);
  }
  // walk from one island over the bridges
  std::vector<char> seen(R * C, 0);
  std::vector<int> todo = {start};
  seen[start] = 1;
  int reached = 0;
  while (!todo.empty()) {
    int v = todo.back();
    todo.pop_back();
    ++reached;
    for (int w : nb[v])
      if (!seen[w]) seen[w] = 1, todo.push_back(w);
  }
  if (reached != islands) return "the islands are not all connected";
  if (inst.noLoops && static_cast<int>(sol.size()) != islands - 1) return "the bridges form a loop";
  return "";
}

}  // namespace deduce::hashi
