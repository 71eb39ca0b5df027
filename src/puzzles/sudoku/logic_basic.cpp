// The basic techniques of the logic solver: naked and hidden singles, locked candidates
// (pointing, claiming), naked and hidden subsets (pairs, triples, quads) and fish (X-wing,
// swordfish, jellyfish). Each finder scans the candidate masks of logic_internal.h.
#include <algorithm>

#include "puzzles/sudoku/logic_internal.h"

namespace deduce::sudoku::logic::detail {

// ---- singles ----

bool findHiddenSingle(const Board& b, Step& step) {
  const Geometry& g = b.g();
  const int nu = static_cast<int>(g.units.size());
  int pos[kMaxSide];
  // boxes first (the easiest to see), then rows, columns, diagonals
  for (int k = 0; k < nu; ++k) {
    const int u = k < g.n ? 2 * g.n + k : k < 3 * g.n ? k - g.n : k;
    Mask placed = 0;
    for (int c : g.units[u]) placed |= b.value[c] ? bit(b.value[c]) : 0;
    for (int v = 1; v <= g.n; ++v) {
      if (placed & bit(v)) continue;
      if (b.positions(u, v, pos) != 1) continue;
      step.technique = Technique::HiddenSingle;
      step.placements = {{g.row(pos[0]), g.col(pos[0]), v}};
      step.rating = g.unitKind(u) == 2 ? 1.2 : 1.5;
      step.text = cellName(g, pos[0]) + " = " + valueName(v) + ": hidden single in " + g.unitName(u);
      return true;
    }
  }
  return false;
}

bool findNakedSingle(const Board& b, Step& step) {
  const Geometry& g = b.g();
  for (int c = 0; c < g.cells; ++c)
    if (b.value[c] == 0 && popcount(b.cand[c]) == 1) {
      const int v = lowestValue(b.cand[c]);
      step.technique = Technique::NakedSingle;
      step.placements = {{g.row(c), g.col(c), v}};
      step.text = cellName(g, c) + " = " + valueName(v) + ": naked single";
      return true;
    }
  return false;
}

// ---- locked candidates ----

// Within unit `a` (a box for pointing, any other unit for claiming), the cells of v all lie in
// another unit: v is removed from the rest of that unit.
static bool findLocked(const Board& b, bool pointing, Step& step) {
  const Geometry& g = b.g();
  int pos[kMaxSide];
  for (int a = 0; a < static_cast<int>(g.units.size()); ++a) {
    if ((g.unitKind(a) == 2) != pointing) continue;
    for (int v = 1; v <= g.n; ++v) {
      const int k = b.positions(a, v, pos);
      if (k < 2) continue;
      for (int other : g.cellUnits[pos[0]]) {
        if (other == a) continue;
        if (!pointing && g.unitKind(other) != 2) continue;  // lines and diagonals claim boxes
        bool all = true;
        for (int i = 1; i < k && all; ++i)
          all = std::find(g.cellUnits[pos[i]].begin(), g.cellUnits[pos[i]].end(), other) != g.cellUnits[pos[i]].end();
        if (!all) continue;
        step.eliminations.clear();
        for (int c : g.units[other])
          if (std::find(g.units[a].begin(), g.units[a].end(), c) == g.units[a].end()) addElimination(b, step, c, v);
        if (step.eliminations.empty()) continue;
        step.technique = pointing ? Technique::Pointing : Technique::Claiming;
        step.placements.clear();
        step.text = std::string(pointing ? "pointing" : "claiming") + ": " + valueName(v) + " in " + g.unitName(a) +
                    " lies in " + g.unitName(other) + ", " + removesText(b, step);
        return true;
      }
    }
  }
  return false;
}

bool findPointing(const Board& b, Step& step) { return findLocked(b, true, step); }
bool findClaiming(const Board& b, Step& step) { return findLocked(b, false, step); }

// ---- naked and hidden subsets ----

namespace {

const char* subsetWord(int k) { return k == 2 ? "pair" : k == 3 ? "triple" : "quad"; }
Technique nakedTechnique(int k) {
  return k == 2 ? Technique::NakedPair : k == 3 ? Technique::NakedTriple : Technique::NakedQuad;
}
Technique hiddenTechnique(int k) {
  return k == 2 ? Technique::HiddenPair : k == 3 ? Technique::HiddenTriple : Technique::HiddenQuad;
}

std::string valueSet(Mask m) {
  std::string s = "{";
  for (int v = 1; m; ++v, m >>= 1)
    if (m & 1u) s.append((s.size() > 1 ? "," : "")).append(valueName(v));
  return s + "}";
}

// Calls f(chosen indices) for every k-subset of 0..m-1 whose running `acc` (or of masks[i])
// stays within k bits; stops when f returns true.
template <class F>
bool subsets(const std::vector<Mask>& masks, int k, F&& f) {
  std::vector<int> idx;
  auto rec = [&](auto&& self, int from, Mask acc) -> bool {
    if (static_cast<int>(idx.size()) == k) return f(idx, acc);
    for (int i = from; i < static_cast<int>(masks.size()); ++i) {
      Mask next = acc | masks[i];
      if (popcount(next) > k) continue;
      idx.push_back(i);
      if (self(self, i + 1, next)) return true;
      idx.pop_back();
    }
    return false;
  };
  return rec(rec, 0, 0);
}

}  // namespace

bool findNakedSubset(const Board& b, int k, Step& step) {
  const Geometry& g = b.g();
  for (int u = 0; u < static_cast<int>(g.units.size()); ++u) {
    std::vector<int> cells;
    std::vector<Mask> masks;
    int empty = 0;
    for (int c : g.units[u])
      if (b.value[c] == 0) {
        ++empty;
        if (popcount(b.cand[c]) <= k) {
          cells.push_back(c);
          masks.push_back(b.cand[c]);
        }
      }
    if (empty <= k) continue;
    bool found = subsets(masks, k, [&](const std::vector<int>& idx, Mask values) {
      if (popcount(values) != k) return false;
      std::vector<int> chosen;
      for (int i : idx) chosen.push_back(cells[i]);
      step.eliminations.clear();
      // every cell that sees all k cells loses the k values
      for (int c : g.peers[chosen[0]]) {
        if (b.value[c] != 0 || std::find(chosen.begin(), chosen.end(), c) != chosen.end()) continue;
        bool seesAll = true;
        for (size_t i = 1; i < chosen.size() && seesAll; ++i) seesAll = g.sees(c, chosen[i]);
        if (!seesAll) continue;
        for (int v = 1; v <= g.n; ++v)
          if (values & bit(v)) addElimination(b, step, c, v);
      }
      if (step.eliminations.empty()) return false;
      step.technique = nakedTechnique(k);
      step.placements.clear();
      step.text = std::string("naked ") + subsetWord(k) + " " + valueSet(values) + " in " + listCells(g, chosen) +
                  " (" + g.unitName(u) + ") " + removesText(b, step);
      return true;
    });
    if (found) return true;
  }
  return false;
}

bool findHiddenSubset(const Board& b, int k, Step& step) {
  const Geometry& g = b.g();
  int pos[kMaxSide];
  for (int u = 0; u < static_cast<int>(g.units.size()); ++u) {
    const auto& unit = g.units[u];
    std::vector<int> values;
    std::vector<Mask> where;  // bit i: the unit's i-th cell
    int open = 0;
    for (int v = 1; v <= g.n; ++v) {
      const int m = b.positions(u, v, pos);
      if (m == 0) continue;  // placed in the unit
      ++open;
      if (m > k) continue;
      Mask w = 0;
      for (int i = 0; i < static_cast<int>(unit.size()); ++i)
        if (b.has(unit[i], v)) w |= Mask{1} << i;
      values.push_back(v);
      where.push_back(w);
    }
    if (open <= k) continue;
    bool found = subsets(where, k, [&](const std::vector<int>& idx, Mask cellsMask) {
      if (popcount(cellsMask) != k) return false;
      Mask keep = 0;
      for (int i : idx) keep |= bit(values[i]);
      step.eliminations.clear();
      std::vector<int> chosen;
      for (int i = 0; i < static_cast<int>(unit.size()); ++i)
        if (cellsMask & (Mask{1} << i)) {
          chosen.push_back(unit[i]);
          for (int v = 1; v <= g.n; ++v)
            if (!(keep & bit(v))) addElimination(b, step, unit[i], v);
        }
      if (step.eliminations.empty()) return false;
      step.technique = hiddenTechnique(k);
      step.placements.clear();
      step.text = std::string("hidden ") + subsetWord(k) + " " + valueSet(keep) + " in " + listCells(g, chosen) +
                  " (" + g.unitName(u) + ") " + removesText(b, step);
      return true;
    });
    if (found) return true;
  }
  return false;
}

// ---- fish: k rows whose cells for v lie in k columns (or the transpose) ----

bool findFish(const Board& b, int k, Step& step) {
  const Geometry& g = b.g();
  const Technique t = k == 2 ? Technique::XWing : k == 3 ? Technique::Swordfish : Technique::Jellyfish;
  const char* name = techniqueName(t);
  for (int v = 1; v <= g.n; ++v)
    for (int byRows = 1; byRows >= 0; --byRows) {
      std::vector<int> lines;
      std::vector<Mask> masks;  // bit j: cross line j holds v
      int open = 0;
      for (int i = 0; i < g.n; ++i) {
        Mask m = 0;
        for (int j = 0; j < g.n; ++j) {
          const int c = byRows ? i * g.n + j : j * g.n + i;
          if (b.has(c, v)) m |= Mask{1} << j;
        }
        if (m) ++open;
        if (popcount(m) >= 2 && popcount(m) <= k) {
          lines.push_back(i);
          masks.push_back(m);
        }
      }
      if (open <= k) continue;
      bool found = subsets(masks, k, [&](const std::vector<int>& idx, Mask cover) {
        if (popcount(cover) != k) return false;
        std::vector<int> base, crossNums;
        for (int i : idx) base.push_back(lines[i]);
        step.eliminations.clear();
        for (int j = 0; j < g.n; ++j) {
          if (!(cover & (Mask{1} << j))) continue;
          crossNums.push_back(j + 1);
          for (int i = 0; i < g.n; ++i) {
            if (std::find(base.begin(), base.end(), i) != base.end()) continue;
            addElimination(b, step, byRows ? i * g.n + j : j * g.n + i, v);
          }
        }
        if (step.eliminations.empty()) return false;
        std::vector<int> baseNums;
        for (int i : base) baseNums.push_back(i + 1);
        step.technique = t;
        step.placements.clear();
        step.text = std::string(name) + " on " + valueName(v) + " in " + (byRows ? "rows " : "columns ") +
                    listNumbers(baseNums) + " / " + (byRows ? "columns " : "rows ") + listNumbers(crossNums) + " " +
                    removesText(b, step);
        return true;
      });
      if (found) return true;
    }
  return false;
}

}  // namespace deduce::sudoku::logic::detail
