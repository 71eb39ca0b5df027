// Battleship logic (logic.h). Data layout: a board is one byte per cell (unknown, water, ship)
// and the givens' part characters; a rule scan is a pass over cells or lines, and the ship-count
// rules enumerate the placements of the lengths still missing (at most rows x cols x 2 per
// length, each checked against its cells, its halo and the line counts), which is also how
// the board is found broken.
#include "puzzles/battleship/logic.h"

#include <algorithm>
#include <iterator>

namespace deduce::battleship::logic {
namespace {

enum : char { Unknown = 0, Water = 1, ShipCell = 2 };

struct Board {
  const Instance* inst = nullptr;
  int R = 0, C = 0;
  std::vector<char> s;
  bool in(int r, int c) const { return r >= 0 && c >= 0 && r < R && c < C; }
  char at(int r, int c) const { return s[r * C + c]; }
  bool ship(int r, int c) const { return in(r, c) && at(r, c) == ShipCell; }
  bool unknown(int r, int c) const { return in(r, c) && at(r, c) == Unknown; }
  bool waterOrEdge(int r, int c) const { return !in(r, c) || at(r, c) == Water; }
  char given(int r, int c) const { return inst->givens[r * C + c]; }
};

std::string cellName(int r, int c) { return "r" + std::to_string(r + 1) + "c" + std::to_string(c + 1); }
std::string cellList(const std::vector<Cell>& cells) {
  std::string s;
  for (size_t i = 0; i < cells.size(); ++i) s += (i ? ", " : "") + cellName(cells[i].first, cells[i].second);
  return s;
}
std::string lineName(bool col, int i) { return (col ? "column " : "row ") + std::to_string(i + 1); }

char partOf(const Ship& sh, int k) {
  if (sh.len == 1) return 'o';
  if (k == 0) return sh.vertical ? '^' : '<';
  if (k == sh.len - 1) return sh.vertical ? 'v' : '>';
  return '#';
}

// The ships already complete (a straight run of ship cells closed by water or the edge at both
// ends; a single cell closed on all four sides), counted by length, and the longest run.
struct Runs {
  std::map<int, int> complete;
  std::vector<Ship> ships;  // the complete ones
  int longest = 0;
};

Runs runs(const Board& b) {
  Runs out;
  for (int r = 0; r < b.R; ++r)
    for (int c = 0; c < b.C; ++c) {
      if (!b.ship(r, c)) continue;
      const bool h = b.ship(r, c + 1) || b.ship(r, c - 1), v = b.ship(r + 1, c) || b.ship(r - 1, c);
      if (!h && !v) {
        out.longest = std::max(out.longest, 1);
        if (b.waterOrEdge(r - 1, c) && b.waterOrEdge(r + 1, c) && b.waterOrEdge(r, c - 1) && b.waterOrEdge(r, c + 1)) {
          ++out.complete[1];
          out.ships.push_back({r, c, 1, false});
        }
        continue;
      }
      for (int vert = 0; vert < 2; ++vert) {
        const int dr = vert, dc = 1 - vert;
        if (!b.ship(r + dr, c + dc) || b.ship(r - dr, c - dc)) continue;  // not the start of a run this way
        int len = 1;
        while (b.ship(r + dr * len, c + dc * len)) ++len;
        out.longest = std::max(out.longest, len);
        if (b.waterOrEdge(r - dr, c - dc) && b.waterOrEdge(r + dr * len, c + dc * len)) {
          ++out.complete[len];
          out.ships.push_back({r, c, len, vert == 1});
        }
      }
    }
  return out;
}

int remaining(const Instance& inst, const Runs& rs, int len) {
  auto f = inst.fleet.find(len);
  auto k = rs.complete.find(len);
  return (f == inst.fleet.end() ? 0 : f->second) - (k == rs.complete.end() ? 0 : k->second);
}

// Ship cells and unknown cells per row and column.
struct Lines {
  std::vector<int> rowShips, colShips, rowUnknown, colUnknown;
};
Lines lines(const Board& b) {
  Lines l{std::vector<int>(b.R), std::vector<int>(b.C), std::vector<int>(b.R), std::vector<int>(b.C)};
  for (int r = 0; r < b.R; ++r)
    for (int c = 0; c < b.C; ++c) {
      if (b.at(r, c) == ShipCell) ++l.rowShips[r], ++l.colShips[c];
      if (b.at(r, c) == Unknown) ++l.rowUnknown[r], ++l.colUnknown[c];
    }
  return l;
}

// Whether a ship can lie at `p` on the board: no water under it, the givens' parts match, no
// ship cell in its halo, and the lines can take its unknown cells.
bool fits(const Board& b, const Lines& l, const Ship& p) {
  const int dr = p.vertical ? 1 : 0, dc = p.vertical ? 0 : 1;
  const int r2 = p.r + dr * (p.len - 1), c2 = p.c + dc * (p.len - 1);
  if (!b.in(p.r, p.c) || !b.in(r2, c2)) return false;
  int unknownCells = 0;
  for (int k = 0; k < p.len; ++k) {
    const int r = p.r + dr * k, c = p.c + dc * k;
    if (b.at(r, c) == Water) return false;
    const char g = b.given(r, c);
    if (g != '.' && g != partOf(p, k)) return false;
    if (b.at(r, c) == Unknown) {
      ++unknownCells;
      const int line = p.vertical ? b.inst->rowCount[r] : b.inst->colCount[c];
      if (line >= 0 && line - (p.vertical ? l.rowShips[r] : l.colShips[c]) < 1) return false;
    }
  }
  const int along = p.vertical ? b.inst->colCount[p.c] : b.inst->rowCount[p.r];
  if (along >= 0 && along - (p.vertical ? l.colShips[p.c] : l.rowShips[p.r]) < unknownCells) return false;
  for (int r = p.r - 1; r <= r2 + 1; ++r)
    for (int c = p.c - 1; c <= c2 + 1; ++c) {
      const bool on = r >= p.r && r <= r2 && c >= p.c && c <= c2;
      if (!on && b.ship(r, c)) return false;
    }
  return true;
}

bool isComplete(const Runs& rs, const Ship& p) {
  return std::find(rs.ships.begin(), rs.ships.end(), p) != rs.ships.end();
}

// Every place where a ship of length `len` still missing can lie, complete ships left out.
std::vector<Ship> places(const Board& b, const Lines& l, const Runs& rs, int len) {
  std::vector<Ship> out;
  for (int r = 0; r < b.R; ++r)
    for (int c = 0; c < b.C; ++c)
      for (int vert = 0; vert < (len == 1 ? 1 : 2); ++vert) {
        Ship p{r, c, len, vert == 1};
        if (fits(b, l, p) && !isComplete(rs, p)) out.push_back(p);
      }
  return out;
}

std::vector<Cell> cellsOf(const Ship& p) {
  std::vector<Cell> out;
  for (int k = 0; k < p.len; ++k) out.emplace_back(p.r + (p.vertical ? k : 0), p.c + (p.vertical ? 0 : k));
  return out;
}

// What is broken ("" when nothing is).
std::string broken(const Board& b) {
  const Instance& inst = *b.inst;
  const Lines l = lines(b);
  int fleetCells = 0;
  for (const auto& [len, k] : inst.fleet) fleetCells += len * k;
  for (const auto* counts : {&inst.rowCount, &inst.colCount}) {
    int total = 0;
    for (int x : *counts) total = x < 0 || total < 0 ? -1 : total + x;
    if (total >= 0 && total != fleetCells)
      return "the " + std::string(counts == &inst.rowCount ? "row" : "column") + " counts add up to " +
             std::to_string(total) + ", the fleet has " + std::to_string(fleetCells) + " ship cells";
  }
  for (int col = 0; col < 2; ++col)
    for (int i = 0; i < (col ? b.C : b.R); ++i) {
      const int want = col ? inst.colCount[i] : inst.rowCount[i];
      const int ships = col ? l.colShips[i] : l.rowShips[i], unknown = col ? l.colUnknown[i] : l.rowUnknown[i];
      if (want < 0) continue;
      if (ships > want) return lineName(col, i) + " has more than " + std::to_string(want) + " ship cells";
      if (ships + unknown < want) return lineName(col, i) + " cannot get its " + std::to_string(want) + " ship cells";
    }
  for (int r = 0; r + 1 < b.R; ++r)
    for (int c = 0; c < b.C; ++c)
      if (b.ship(r, c) && (b.ship(r + 1, c - 1) || b.ship(r + 1, c + 1)))
        return "ships touch diagonally at " + cellName(r, c);
  const Runs rs = runs(b);
  const int longestShip = inst.fleet.empty() ? 0 : inst.fleet.rbegin()->first;
  if (rs.longest > longestShip) return "a run of " + std::to_string(rs.longest) + " ship cells is longer than any ship";
  for (const auto& [len, k] : rs.complete)
    if (remaining(inst, rs, len) < 0) return "more ships of length " + std::to_string(len) + " than the fleet has";
  std::vector<char> covered(b.s.size(), 0);
  for (const Ship& sh : rs.ships)
    for (auto [r, c] : cellsOf(sh)) covered[r * b.C + c] = 1;
  for (const auto& [len, k] : inst.fleet)
    if (remaining(inst, rs, len) > 0)
      for (const Ship& p : places(b, l, rs, len))
        for (auto [r, c] : cellsOf(p)) covered[r * b.C + c] = 1;
  for (int r = 0; r < b.R; ++r)
    for (int c = 0; c < b.C; ++c)
      if (b.ship(r, c) && !covered[r * b.C + c]) return "no ship still missing fits through " + cellName(r, c);
  // a complete board must hold the whole fleet (counts given as '?' do not add up to it)
  if (std::find(b.s.begin(), b.s.end(), Unknown) == b.s.end())
    for (const auto& [len, k] : inst.fleet)
      if (remaining(inst, rs, len) > 0) return "the fleet's ships of length " + std::to_string(len) + " are not all placed";
  return "";
}

struct RawStep {
  Technique t = Technique::ShipPart;
  std::vector<Cell> ship, water;
  std::string text;
};

void addIf(const Board& b, std::vector<Cell>& to, int r, int c) {
  if (b.unknown(r, c) && std::find(to.begin(), to.end(), Cell{r, c}) == to.end()) to.emplace_back(r, c);
}

std::string decided(const RawStep& s) {
  std::string t;
  if (!s.ship.empty()) t += "ship at " + cellList(s.ship);
  if (!s.water.empty()) t += (t.empty() ? "" : "; ") + std::string("water at ") + cellList(s.water);
  return t;
}

bool findShipPart(const Board& b, RawStep& s) {
  for (int r = 0; r < b.R; ++r)
    for (int c = 0; c < b.C; ++c) {
      const char g = b.given(r, c);
      if (g == '.' || g == '~') continue;
      const int dirs[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};  // right left down up
      int shipDir = -1;                                           // '<' '>' '^' 'v': the one side the ship continues on
      if (g == '<') shipDir = 0;
      if (g == '>') shipDir = 1;
      if (g == '^') shipDir = 2;
      if (g == 'v') shipDir = 3;
      if (g == '#') {
        // a middle runs on across from a water side (or an edge), and along a ship side
        const bool vertWater =
            b.waterOrEdge(r - 1, c) || b.waterOrEdge(r + 1, c) || b.ship(r, c - 1) || b.ship(r, c + 1);
        const bool horWater =
            b.waterOrEdge(r, c - 1) || b.waterOrEdge(r, c + 1) || b.ship(r - 1, c) || b.ship(r + 1, c);
        if (vertWater == horWater) continue;  // unknown orientation, or broken (found elsewhere)
        for (int d = 0; d < 4; ++d) {
          const bool along = (d < 2) == vertWater;
          addIf(b, along ? s.ship : s.water, r + dirs[d][0], c + dirs[d][1]);
        }
      } else {
        for (int d = 0; d < 4; ++d) addIf(b, d == shipDir ? s.ship : s.water, r + dirs[d][0], c + dirs[d][1]);
      }
      if (s.ship.empty() && s.water.empty()) continue;
      s.text = std::string("'") + g + "' at " + cellName(r, c) + ": " + decided(s);
      return true;
    }
  return false;
}

bool findWaterAround(const Board& b, RawStep& s) {
  for (int r = 0; r < b.R; ++r)
    for (int c = 0; c < b.C; ++c) {
      if (!b.ship(r, c)) continue;
      for (int dr : {-1, 1})
        for (int dc : {-1, 1}) addIf(b, s.water, r + dr, c + dc);
      if (s.water.empty()) continue;
      s.text = "the ship cell " + cellName(r, c) + " touches nothing diagonally: " + decided(s);
      return true;
    }
  return false;
}

bool findLine(const Board& b, bool fill, RawStep& s) {
  const Lines l = lines(b);
  for (int col = 0; col < 2; ++col)
    for (int i = 0; i < (col ? b.C : b.R); ++i) {
      const int want = col ? b.inst->colCount[i] : b.inst->rowCount[i];
      const int ships = col ? l.colShips[i] : l.rowShips[i], unknown = col ? l.colUnknown[i] : l.rowUnknown[i];
      if (want < 0 || unknown == 0 || (fill ? ships + unknown != want : ships != want)) continue;
      for (int k = 0; k < (col ? b.R : b.C); ++k) addIf(b, fill ? s.ship : s.water, col ? k : i, col ? i : k);
      s.text = fill ? lineName(col, i) + " needs all its " + std::to_string(unknown) + " unknown cells: " + decided(s)
                    : lineName(col, i) + " has its " + std::to_string(want) + " ship cells: " + decided(s);
      return true;
    }
  return false;
}

int longestMissing(const Instance& inst, const Runs& rs) {
  int best = 0;
  for (const auto& [len, k] : inst.fleet)
    if (remaining(inst, rs, len) > 0) best = len;
  return best;
}

bool findCapped(const Board& b, RawStep& s) {
  const Runs rs = runs(b);
  const int m = longestMissing(*b.inst, rs);
  if (m == 0) return false;
  for (int r = 0; r < b.R; ++r)
    for (int c = 0; c < b.C; ++c) {
      if (!b.ship(r, c)) continue;
      const bool h = b.ship(r, c + 1) || b.ship(r, c - 1), v = b.ship(r + 1, c) || b.ship(r - 1, c);
      if (!h && !v) {
        if (m != 1) continue;
        addIf(b, s.water, r - 1, c), addIf(b, s.water, r + 1, c), addIf(b, s.water, r, c - 1),
            addIf(b, s.water, r, c + 1);
      } else {
        const int dr = v ? 1 : 0, dc = v ? 0 : 1;
        if (b.ship(r - dr, c - dc)) continue;
        int len = 1;
        while (b.ship(r + dr * len, c + dc * len)) ++len;
        if (len != m) continue;
        addIf(b, s.water, r - dr, c - dc), addIf(b, s.water, r + dr * len, c + dc * len);
      }
      if (s.water.empty()) continue;
      s.text = "the ship at " + cellName(r, c) + " is as long as the longest ship still missing (" + std::to_string(m) +
               "): " + decided(s);
      return true;
    }
  return false;
}

// The places of the ships still missing through an unfinished ship cell: the cells they all
// cover are ship, the cells all their halos cover are water.
bool findExtends(const Board& b, RawStep& s) {
  const Lines l = lines(b);
  const Runs rs = runs(b);
  std::vector<std::vector<Ship>> byLen;
  for (const auto& [len, k] : b.inst->fleet)
    if (remaining(*b.inst, rs, len) > 0) byLen.push_back(places(b, l, rs, len));
  std::vector<char> done(b.s.size(), 0);
  for (const Ship& sh : rs.ships)
    for (auto [r, c] : cellsOf(sh)) done[r * b.C + c] = 1;
  std::vector<int> cover(b.s.size()), halo(b.s.size());
  for (int r0 = 0; r0 < b.R; ++r0)
    for (int c0 = 0; c0 < b.C; ++c0) {
      if (!b.ship(r0, c0) || done[r0 * b.C + c0]) continue;
      std::fill(cover.begin(), cover.end(), 0);
      std::fill(halo.begin(), halo.end(), 0);
      int through = 0;
      for (const auto& ps : byLen)
        for (const Ship& p : ps) {
          const int dr = p.vertical ? 1 : 0, dc = p.vertical ? 0 : 1;
          const int r2 = p.r + dr * (p.len - 1), c2 = p.c + dc * (p.len - 1);
          if (r0 < p.r || r0 > r2 || c0 < p.c || c0 > c2) continue;
          ++through;
          for (int r = p.r - 1; r <= r2 + 1; ++r)
            for (int c = p.c - 1; c <= c2 + 1; ++c)
              if (b.in(r, c)) ++((r >= p.r && r <= r2 && c >= p.c && c <= c2) ? cover : halo)[r * b.C + c];
        }
      if (through == 0) continue;
      for (int r = 0; r < b.R; ++r)
        for (int c = 0; c < b.C; ++c) {
          if (cover[r * b.C + c] == through) addIf(b, s.ship, r, c);
          if (halo[r * b.C + c] == through) addIf(b, s.water, r, c);
        }
      if (s.ship.empty() && s.water.empty()) continue;
      s.text = "every ship still missing that can pass through " + cellName(r0, c0) + " gives " + decided(s);
      return true;
    }
  return false;
}

bool findNoFit(const Board& b, RawStep& s) {
  const Lines l = lines(b);
  const Runs rs = runs(b);
  std::vector<char> covered(b.s.size(), 0);
  for (const auto& [len, k] : b.inst->fleet)
    if (remaining(*b.inst, rs, len) > 0)
      for (const Ship& p : places(b, l, rs, len))
        for (auto [r, c] : cellsOf(p)) covered[r * b.C + c] = 1;
  for (int r = 0; r < b.R; ++r)
    for (int c = 0; c < b.C; ++c)
      if (b.unknown(r, c) && !covered[r * b.C + c]) s.water.emplace_back(r, c);
  if (s.water.empty()) return false;
  s.text = "no ship still missing fits through " + cellList(s.water) + ": water";
  return true;
}

bool findOnlyPlaces(const Board& b, RawStep& s) {
  const Lines l = lines(b);
  const Runs rs = runs(b);
  for (auto it = b.inst->fleet.rbegin(); it != b.inst->fleet.rend(); ++it) {
    const int len = it->first, left = remaining(*b.inst, rs, len);
    if (left <= 0) continue;
    const std::vector<Ship> ps = places(b, l, rs, len);
    if (static_cast<int>(ps.size()) == left) {
      for (const Ship& p : ps)
        for (auto [r, c] : cellsOf(p)) addIf(b, s.ship, r, c);
      if (s.ship.empty()) continue;
      s.text = std::to_string(left) + (left == 1 ? " ship" : " ships") + " of length " + std::to_string(len) +
               " still missing, and as many places: " + decided(s);
      return true;
    }
    if (left == 1 && !ps.empty()) {
      std::vector<Cell> common = cellsOf(ps[0]);
      for (const Ship& p : ps) {
        const std::vector<Cell> cs = cellsOf(p);
        std::erase_if(common, [&](const Cell& x) { return std::find(cs.begin(), cs.end(), x) == cs.end(); });
      }
      for (auto [r, c] : common) addIf(b, s.ship, r, c);
      if (s.ship.empty()) continue;
      s.text =
          "every place left for the ship of length " + std::to_string(len) + " covers " + cellList(s.ship) + ": ship";
      return true;
    }
  }
  return false;
}

bool findRule(const Board& b, Technique t, RawStep& s) {
  s = RawStep{};
  s.t = t;
  switch (t) {
    case Technique::ShipPart:
      return findShipPart(b, s);
    case Technique::WaterAround:
      return findWaterAround(b, s);
    case Technique::LineComplete:
      return findLine(b, false, s);
    case Technique::LineFill:
      return findLine(b, true, s);
    case Technique::ShipCapped:
      return findCapped(b, s);
    case Technique::ShipExtends:
      return findExtends(b, s);
    case Technique::NoShipFits:
      return findNoFit(b, s);
    case Technique::OnlyPlaces:
      return findOnlyPlaces(b, s);
    default:
      return false;
  }
}

void apply(Board& b, const RawStep& s) {
  for (auto [r, c] : s.ship) b.s[r * b.C + c] = ShipCell;
  for (auto [r, c] : s.water) b.s[r * b.C + c] = Water;
}

std::string propagate(Board& b) {
  return logicsteps::propagate<RawStep>(b, Technique::Contradiction, broken, findRule, apply);
}

using logicsteps::Deadline;
using logicsteps::expired;

// The cells to try, unknown ones next to a ship cell first (where a person looks), then on
// boards up to 30x30 the rest (on larger ones a full round of trials would take minutes).
std::vector<Cell> trialOrder(const Board& b, bool nearShipsOnly = false) {
  std::vector<Cell> order, rest;
  for (int r = 0; r < b.R; ++r)
    for (int c = 0; c < b.C; ++c)
      if (b.unknown(r, c))
        (b.ship(r - 1, c) || b.ship(r + 1, c) || b.ship(r, c - 1) || b.ship(r, c + 1) ? order : rest)
            .emplace_back(r, c);
  if (b.R * b.C <= 900 && !nearShipsOnly) order.insert(order.end(), rest.begin(), rest.end());
  return order;
}

// A trial: a cell assumed ship or water, then `follow` (which says why the board broke, or "")
// until one assumption breaks the board; its cell is then the other thing.
template <class Follow>
bool findTrial(const Board& b, RawStep& s, const Deadline& deadline, bool nearShipsOnly, Follow follow) {
  for (auto [r, c] : trialOrder(b, nearShipsOnly))
    for (char guess : {ShipCell, Water}) {
      if (expired(deadline)) return false;
      Board t = b;
      t.s[r * b.C + c] = guess;
      const std::string why = follow(t);
      if (why.empty()) continue;
      (guess == ShipCell ? s.water : s.ship).emplace_back(r, c);
      s.text =
          "if " + cellName(r, c) + " were " + (guess == ShipCell ? "ship" : "water") + ", " + why + ": " + decided(s);
      return true;
    }
  return false;
}

bool findContradiction(const Board& b, RawStep& s, const Deadline& deadline, bool nearShipsOnly = false) {
  return findTrial(b, s, deadline, nearShipsOnly, [](Board& t) { return propagate(t); });
}

// Trials two levels deep, on boards with at most kNestedUnknown unknown cells: each assumption
// is followed by the rules and one-level contradictions on the cells next to a ship (where a
// person would look; all cells would cost about the square of their number in propagations)
// until nothing applies.
constexpr int kNestedUnknown = 150;
bool findNestedContradiction(const Board& b, RawStep& s, const Deadline& deadline) {
  if (std::count(b.s.begin(), b.s.end(), Unknown) > kNestedUnknown) return false;
  return findTrial(b, s, deadline, false, [&](Board& t) {
    for (;;) {
      if (std::string why = propagate(t); !why.empty()) return why;
      RawStep inner;
      if (!findContradiction(t, inner, deadline, true)) return std::string();
      apply(t, inner);
    }
  });
}

}  // namespace

double techniqueRating(Technique t) {
  static constexpr double kRating[] = {1.0, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 6.0, 7.5};
  static_assert(std::size(kRating) == static_cast<size_t>(Technique::Count));
  return kRating[static_cast<int>(t)];
}

const char* techniqueName(Technique t) {
  switch (t) {
    case Technique::ShipPart:
      return "ship part";
    case Technique::WaterAround:
      return "water around ships";
    case Technique::LineComplete:
      return "line complete";
    case Technique::LineFill:
      return "line fill";
    case Technique::ShipCapped:
      return "ship capped";
    case Technique::ShipExtends:
      return "ship extends";
    case Technique::NoShipFits:
      return "no ship fits";
    case Technique::OnlyPlaces:
      return "only places";
    case Technique::Contradiction:
      return "contradiction";
    case Technique::NestedContradiction:
      return "nested contradiction";
    case Technique::Count:
      break;
  }
  return "?";
}

Outcome explain(const Instance& inst, size_t maxSteps, double timeLimit) {
  Board b;
  b.inst = &inst;
  b.R = inst.rows;
  b.C = inst.cols;
  b.s.assign(static_cast<size_t>(b.R) * b.C, Unknown);
  for (size_t i = 0; i < b.s.size(); ++i)
    if (inst.givens[i] != '.') b.s[i] = inst.givens[i] == '~' ? Water : ShipCell;
  const Deadline deadline = logicsteps::deadlineIn(timeLimit);
  Outcome o;
  o.status = logicsteps::runSteps<Status, RawStep>(
      b, o.message, maxSteps, deadline, broken,
      [](const Board& x) { return std::find(x.s.begin(), x.s.end(), Unknown) == x.s.end(); },
      [&](const Board& x, RawStep& s) {
        if (logicsteps::findStep<Technique>(
                x, s, findRule, [&](const Board& y, RawStep& r) { return findContradiction(y, r, deadline); }))
          return true;
        s = RawStep{Technique::NestedContradiction, {}, {}, {}};
        return findNestedContradiction(x, s, deadline);
      },
      apply,
      [&](const RawStep& s) {
        o.steps.push_back({s.t, s.ship, s.water, techniqueName(s.t) + std::string(": ") + s.text});
      });
  if (o.status == Status::Solved) {
    o.ships = runs(b).ships;
    std::sort(o.ships.begin(), o.ships.end());
    o.grid = grid(inst, o.ships);
  } else {
    o.grid.assign(b.R, std::string(b.C, '.'));
    for (int r = 0; r < b.R; ++r)
      for (int c = 0; c < b.C; ++c) o.grid[r][c] = b.at(r, c) == Water ? '~' : b.at(r, c) == ShipCell ? '*' : '.';
  }
  return o;
}

logicsteps::Outcome toSteps(const Instance&, const Outcome& o) {
  auto list = [](const std::vector<Cell>& cs) {
    json::Value a = json::Value::array();
    for (auto [r, c] : cs) a.push(std::vector<int>{r, c});
    return a;
  };
  logicsteps::Outcome out =
      logicsteps::fromGenre(o, techniqueName, techniqueRating, [&](const Step& s, json::Value& ship, json::Value& water) {
        ship = list(s.ship);
        water = list(s.water);
      });
  for (const std::string& row : o.grid) out.picture += row + '\n';
  out.fields.set("grid", o.grid);
  return out;
}

}  // namespace deduce::battleship::logic
