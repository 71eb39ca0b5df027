// Wings (XY, XYZ, W), simple colouring and unique rectangles: small patterns of bivalue cells
// and conjugate pairs. Each finder scans the candidate masks of logic_internal.h directly.
#include <algorithm>

#include "puzzles/sudoku/logic_internal.h"

namespace deduce::sudoku::logic::detail {

namespace {

std::string maskText(Mask m) {
  std::string s;
  for (int v = 1; m; ++v, m >>= 1)
    if (m & 1u) s += valueName(v);
  return s;
}

// v leaves every empty cell that sees all of `cells` (and is not one of them).
void eliminateSeenByAll(const Board& b, Step& step, const std::vector<int>& cells, int v) {
  const Geometry& g = b.g();
  for (int c : g.peers[cells[0]]) {
    if (std::find(cells.begin(), cells.end(), c) != cells.end()) continue;
    bool all = true;
    for (size_t i = 1; i < cells.size() && all; ++i) all = g.sees(c, cells[i]);
    if (all) addElimination(b, step, c, v);
  }
}

// "XY-wing: pivot r8c8 {16}, pincers r8c3 {12} and r9c7 {26} removes 2 from r8c9"
std::string wingText(const Board& b, const Step& step, int pivot, int p1, int p2) {
  const Geometry& g = b.g();
  return std::string(techniqueName(step.technique)) + ": pivot " + cellName(g, pivot) + " {" +
         maskText(b.cand[pivot]) + "}, pincers " + cellName(g, p1) + " {" + maskText(b.cand[p1]) + "} and " +
         cellName(g, p2) + " {" + maskText(b.cand[p2]) + "} " + removesText(b, step);
}

}  // namespace

bool findXYWing(const Board& b, Step& step) {
  const Geometry& g = b.g();
  for (int pivot = 0; pivot < g.cells; ++pivot) {
    const Mask pm = b.cand[pivot];
    if (b.value[pivot] || popcount(pm) != 2) continue;
    for (int p1 : g.peers[pivot]) {
      const Mask m1 = b.cand[p1];
      if (b.value[p1] || popcount(m1) != 2 || popcount(m1 & pm) != 1) continue;
      const Mask z = m1 & ~pm;  // the value the pincers share
      const Mask want = (pm & ~m1) | z;
      for (int p2 : g.peers[pivot]) {
        if (p2 <= p1 || b.value[p2] || b.cand[p2] != want) continue;
        step.eliminations.clear();
        eliminateSeenByAll(b, step, {p1, p2}, lowestValue(z));
        step.eliminations.erase(
            std::remove_if(step.eliminations.begin(), step.eliminations.end(),
                           [&](const Cand& e) { return e.row * g.n + e.col == pivot; }),
            step.eliminations.end());
        if (step.eliminations.empty()) continue;
        step.technique = Technique::XYWing;
        step.text = wingText(b, step, pivot, p1, p2);
        return true;
      }
    }
  }
  return false;
}

bool findXYZWing(const Board& b, Step& step) {
  const Geometry& g = b.g();
  for (int pivot = 0; pivot < g.cells; ++pivot) {
    const Mask pm = b.cand[pivot];
    if (b.value[pivot] || popcount(pm) != 3) continue;
    for (int p1 : g.peers[pivot]) {
      const Mask m1 = b.cand[p1];
      if (b.value[p1] || popcount(m1) != 2 || (m1 & ~pm)) continue;
      for (int p2 : g.peers[pivot]) {
        const Mask m2 = b.cand[p2];
        if (p2 <= p1 || b.value[p2] || popcount(m2) != 2 || (m2 & ~pm) || m2 == m1) continue;
        const Mask z = m1 & m2;
        step.eliminations.clear();
        eliminateSeenByAll(b, step, {pivot, p1, p2}, lowestValue(z));
        if (step.eliminations.empty()) continue;
        step.technique = Technique::XYZWing;
        step.text = wingText(b, step, pivot, p1, p2);
        return true;
      }
    }
  }
  return false;
}

bool findWWing(const Board& b, Step& step) {
  const Geometry& g = b.g();
  int pos[kMaxSide];
  for (int x = 0; x < g.cells; ++x) {
    const Mask m = b.cand[x];
    if (b.value[x] || popcount(m) != 2) continue;
    for (int y = x + 1; y < g.cells; ++y) {
      if (b.value[y] || b.cand[y] != m || g.sees(x, y)) continue;
      for (int vi = 0; vi < 2; ++vi) {
        // a strong link on `link` whose ends see x and y: one of x, y holds `other`
        const int link = vi == 0 ? lowestValue(m) : lowestValue(m & (m - 1));
        const int other = lowestValue(m & ~bit(link));
        for (int u = 0; u < static_cast<int>(g.units.size()); ++u) {
          if (b.positions(u, link, pos) != 2) continue;
          for (int flip = 0; flip < 2; ++flip) {
            const int p = pos[flip], q = pos[1 - flip];
            if (p == x || p == y || q == x || q == y || !g.sees(p, x) || !g.sees(q, y)) continue;
            step.eliminations.clear();
            eliminateSeenByAll(b, step, {x, y}, other);
            if (step.eliminations.empty()) continue;
            step.technique = Technique::WWing;
            step.text = "W-wing: " + cellName(g, x) + " and " + cellName(g, y) + " {" + maskText(m) +
                        "} joined by the strong link on " + valueName(link) + " " + cellName(g, p) + "=" +
                        cellName(g, q) + " (" + g.unitName(u) + ") " + removesText(b, step);
            return true;
          }
        }
      }
    }
  }
  return false;
}

bool findSimpleColouring(const Board& b, Step& step) {
  const Geometry& g = b.g();
  int pos[kMaxSide];
  for (int v = 1; v <= g.n; ++v) {
    // conjugate pairs on v: the graph to colour
    std::vector<std::vector<int>> adj(g.cells);
    for (int u = 0; u < static_cast<int>(g.units.size()); ++u)
      if (b.positions(u, v, pos) == 2) {
        adj[pos[0]].push_back(pos[1]);
        adj[pos[1]].push_back(pos[0]);
      }
    std::vector<int> colour(g.cells, -1);
    for (int root = 0; root < g.cells; ++root) {
      if (adj[root].empty() || colour[root] >= 0) continue;
      std::vector<int> comp{root};
      colour[root] = 0;
      for (size_t i = 0; i < comp.size(); ++i)
        for (int nb : adj[comp[i]])
          if (colour[nb] < 0) {
            colour[nb] = 1 - colour[comp[i]];
            comp.push_back(nb);
          }
      if (comp.size() < 3) continue;  // a lone pair says nothing
      std::vector<int> side[2];
      for (int c : comp) side[colour[c]].push_back(c);
      // colour wrap: two cells of one colour see each other, so that colour is false
      for (int k = 0; k < 2; ++k) {
        bool wrap = false;
        for (size_t i = 0; i < side[k].size() && !wrap; ++i)
          for (size_t j = i + 1; j < side[k].size() && !wrap; ++j) wrap = g.sees(side[k][i], side[k][j]);
        if (!wrap) continue;
        step.eliminations.clear();
        for (int c : side[k]) addElimination(b, step, c, v);
        step.technique = Technique::SimpleColouring;
        step.text = "simple colouring on " + valueName(v) + ": " + listCells(g, side[k]) +
                    " share a colour and two of them see each other (colour wrap); the other colour " +
                    listCells(g, side[1 - k]) + " is true, " + removesText(b, step);
        return true;
      }
      // colour trap: a cell outside the chain seeing both colours
      step.eliminations.clear();
      for (int c = 0; c < g.cells; ++c) {
        if (!b.has(c, v) || colour[c] >= 0) continue;
        bool sees[2] = {false, false};
        for (int k = 0; k < 2; ++k)
          for (int d : side[k]) sees[k] = sees[k] || g.sees(c, d);
        if (sees[0] && sees[1]) addElimination(b, step, c, v);
      }
      if (!step.eliminations.empty()) {
        step.technique = Technique::SimpleColouring;
        step.text = "simple colouring on " + valueName(v) + ": colours " + listCells(g, side[0]) + " / " +
                    listCells(g, side[1]) + " (colour trap) " + removesText(b, step);
        return true;
      }
    }
  }
  return false;
}

// Unique rectangles: four empty cells in two rows, two columns and two boxes all holding a and
// b. If the puzzle has one solution, those four cannot end as {a,b} alone (the two values
// could be swapped), so at least one extra candidate is true.
bool findUniqueRectangle(const Board& b, Step& step) {
  const Geometry& g = b.g();
  const int n = g.n;
  int pos[kMaxSide];
  for (int r1 = 0; r1 < n; ++r1)
    for (int r2 = r1 + 1; r2 < n; ++r2)
      for (int c1 = 0; c1 < n; ++c1)
        for (int c2 = c1 + 1; c2 < n; ++c2) {
          const int cell[4] = {r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2};
          const bool sameBand = r1 / g.boxRows == r2 / g.boxRows, sameStack = c1 / g.boxCols == c2 / g.boxCols;
          if (sameBand == sameStack) continue;  // not exactly two boxes
          if (g.diagonal) {
            // a diagonal through the rectangle could tell the swapped values apart
            bool onDiagonal = false;
            for (int c : cell) onDiagonal = onDiagonal || g.row(c) == g.col(c) || g.row(c) + g.col(c) == n - 1;
            if (onDiagonal) continue;
          }
          Mask common = ~Mask{0};
          bool empty = true;
          for (int c : cell) {
            empty = empty && b.value[c] == 0;
            common &= b.cand[c];
          }
          if (!empty || popcount(common) < 2) continue;
          for (Mask rest = common; rest; rest &= rest - 1) {
            const int a = lowestValue(rest);
            for (Mask rest2 = rest & (rest - 1); rest2; rest2 &= rest2 - 1) {
              const int bv = lowestValue(rest2);
              const Mask ab = bit(a) | bit(bv);
              std::vector<int> floor, roof;
              for (int c : cell) (b.cand[c] == ab ? floor : roof).push_back(c);
              if (floor.size() < 2 || roof.empty()) continue;
              const std::string head = "unique rectangle on {" + valueName(a) + "," + valueName(bv) + "} in " +
                                       listCells(g, {cell[0], cell[1], cell[2], cell[3]});
              step.placements.clear();
              step.eliminations.clear();
              step.technique = Technique::UniqueRectangle;
              if (roof.size() == 1) {  // type 1
                addElimination(b, step, roof[0], a);
                addElimination(b, step, roof[0], bv);
                step.rating = 4.5;
                step.text = head + " (type 1) " + removesText(b, step);
                return true;
              }
              if (roof.size() != 2 || (g.row(roof[0]) != g.row(roof[1]) && g.col(roof[0]) != g.col(roof[1])))
                continue;  // the roof must be one side of the rectangle
              step.rating = 4.6;
              const Mask extra0 = b.cand[roof[0]] & ~ab, extra1 = b.cand[roof[1]] & ~ab;
              // type 2: one extra value c in both roof cells; c is true in one of them
              if (extra0 == extra1 && popcount(extra0) == 1) {
                eliminateSeenByAll(b, step, roof, lowestValue(extra0));
                if (!step.eliminations.empty()) {
                  step.text = head + " (type 2) " + removesText(b, step);
                  return true;
                }
              }
              // the units holding both roof cells
              std::vector<int> shared;
              for (int u : g.cellUnits[roof[0]])
                if (std::find(g.units[u].begin(), g.units[u].end(), roof[1]) != g.units[u].end()) shared.push_back(u);
              // type 4: a (or b) is confined to the roof in a shared unit, so the other leaves both
              for (int u : shared)
                for (int k = 0; k < 2; ++k) {
                  const int locked = k ? bv : a, gone = k ? a : bv;
                  if (b.positions(u, locked, pos) != 2) continue;
                  step.eliminations.clear();
                  addElimination(b, step, roof[0], gone);
                  addElimination(b, step, roof[1], gone);
                  step.text = head + " (type 4: " + valueName(locked) + " only in the roof in " + g.unitName(u) +
                              ") " + removesText(b, step);
                  return true;
                }
              // type 3: the roof's extras act as one cell; with other cells of a shared unit they
              // form a naked subset
              const Mask extra = extra0 | extra1;
              for (int u : shared) {
                std::vector<int> others;
                for (int c : g.units[u])
                  if (!b.value[c] && c != roof[0] && c != roof[1] && popcount(b.cand[c] | extra) <= 4)
                    others.push_back(c);
                const int m = static_cast<int>(others.size());
                for (int mask = 1; mask < (1 << std::min(m, 12)); ++mask) {
                  const int k = std::popcount(static_cast<unsigned>(mask));
                  if (k > 3) continue;
                  Mask vals = extra;
                  std::vector<int> part;
                  for (int i = 0; i < m; ++i)
                    if (mask & (1 << i)) {
                      vals |= b.cand[others[i]];
                      part.push_back(others[i]);
                    }
                  if (popcount(vals) != k + 1) continue;
                  step.eliminations.clear();
                  for (int c : g.units[u]) {
                    if (c == roof[0] || c == roof[1] || std::find(part.begin(), part.end(), c) != part.end()) continue;
                    for (int v = 1; v <= n; ++v)
                      if (vals & bit(v)) addElimination(b, step, c, v);
                  }
                  if (step.eliminations.empty()) continue;
                  step.text = head + " (type 3: the roof's extras with " + listCells(g, part) + " in " +
                              g.unitName(u) + ") " + removesText(b, step);
                  return true;
                }
              }
            }
          }
        }
  return false;
}

}  // namespace deduce::sudoku::logic::detail
