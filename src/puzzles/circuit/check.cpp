// The independent Circuit Board checker, from the rules: segments join orthogonally adjacent
// points, the given segments are used, every point has degree 1 or 3, and the segments form one
// tree over all points (connected, points - 1 segments).
#include <set>

#include "puzzles/circuit/circuit.h"

namespace deduce::circuit {

std::string check(const Instance& inst, const Solution& sol) {
  const int R = inst.rows, C = inst.cols;
  auto isPoint = [&](int r, int c) { return r >= 0 && r < R && c >= 0 && c < C && inst.point[r * C + c]; };
  std::vector<int> degree(R * C, 0);
  std::vector<int> comp(R * C);
  for (int i = 0; i < R * C; ++i) comp[i] = i;
  auto root = [&](int v) {
    while (comp[v] != v) v = comp[v];
    return v;
  };
  std::set<std::pair<int, int>> used;
  for (const Segment& s : sol) {
    int dist = (s.r1 > s.r2 ? s.r1 - s.r2 : s.r2 - s.r1) + (s.c1 > s.c2 ? s.c1 - s.c2 : s.c2 - s.c1);
    if (!isPoint(s.r1, s.c1) || !isPoint(s.r2, s.c2) || dist != 1) return "a segment does not join two adjacent points";
    int a = s.r1 * C + s.c1, b = s.r2 * C + s.c2;
    if (!used.insert({std::min(a, b), std::max(a, b)}).second) return "a segment is used twice";
    ++degree[a];
    ++degree[b];
    int ra = root(a), rb = root(b);
    if (ra == rb) return "the segments form a closed loop";
    comp[ra] = rb;
  }
  int points = 0, roots = 0;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int i = r * C + c;
      if (!inst.point[i]) continue;
      ++points;
      roots += root(i) == i;
      if (degree[i] != 1 && degree[i] != 3)
        return "point (" + std::to_string(r) + "," + std::to_string(c) + ") has degree " + std::to_string(degree[i]);
      if (inst.givenRight[i] && !used.count({i, i + 1})) return "a given segment is missing";
      if (inst.givenDown[i] && !used.count({i, i + C})) return "a given segment is missing";
    }
  if (roots != 1) return "the points are not all connected";
  (void)points;
  return "";
}

}  // namespace deduce::circuit
