// Paper 003, formulations (4.1) GBM and (4.2)-(4.3) CBM.
//
// Corrections to the paper (docs/results/paradigms.md):
//   GBM (4.1e) limits, per cell, the placements that cover the cell or one of its four
//        neighbours to one. That also forbids two ships one water cell apart (both touch the
//        cell between them) — legal in Battleship — so puzzles whose ships lie so have no
//        solution. Written here as: at most one placement meets each 2x2 window of cells.
//        Two ships overlap or touch (also diagonally) exactly when some window meets both.
//   CBM  as printed, (4.3h) has x_{i,j-1,1} - x_{i,j-1,5} (a '+'), (4.3k) applies to the last
//        row (it is for every row but the last), (4.3m) lacks x_{i-1,j,5}, (4.3q)-(4.3r)
//        ("x_ij6 = 1 - x_{i,j-1,6}") would make one-cell ships alternate with water along every
//        row; they are written as intended: a one-cell ship has water on its four sides. The
//        sum in (4.3a) runs over r = i+1..i+l-2 (printed j+1). Cells outside the grid are
//        water. One more row, the ship cells total sum_l l S_l, ties the ships that the
//        s_ijl count to all ship cells when some row or column count is not given.
#include "puzzles/battleship/model_mip.h"

#include <algorithm>

namespace deduce::battleship {

bool parseMipFormulation(const std::string& text, MipFormulation& out) {
  if (text == "gbm") return out = MipFormulation::GBM, true;
  if (text == "cbm") return out = MipFormulation::CBM, true;
  return false;
}

namespace {

// Cell types k of Table 4.1.
enum : int { kWater = 0, kLeft = 1, kRight = 2, kTop = 3, kBottom = 4, kHull = 5, kBuoy = 6 };

int typeOf(char g) {
  switch (g) {
    case '~': return kWater;
    case '<': return kLeft;
    case '>': return kRight;
    case '^': return kTop;
    case 'v': return kBottom;
    case '#': return kHull;
    case 'o': return kBuoy;
    default: return -1;
  }
}

// The type of cell k (0-based along the ship) of a ship.
int partOf(const Ship& sh, int k) {
  if (sh.len == 1) return kBuoy;
  if (k == 0) return sh.vertical ? kTop : kLeft;
  if (k == sh.len - 1) return sh.vertical ? kBottom : kRight;
  return kHull;
}

void buildGbm(const Instance& inst, MipModel& m) {
  const int R = inst.rows, C = inst.cols;
  // A: every placement of every fleet length inside the grid; P_l by length
  for (auto [len, count] : inst.fleet) {
    (void)count;
    for (int vert = 0; vert < (len == 1 ? 1 : 2); ++vert)
      for (int r = 0; r + (vert ? len : 1) <= R; ++r)
        for (int c = 0; c + (vert ? 1 : len) <= C; ++c) {
          m.placement.push_back({r, c, len, vert == 1});
          m.y.push_back(m.ip.binary(ip::name(vert ? "yv" : "yh", {len, r, c})));  // (4.1g)
        }
  }
  // per cell: the placements covering it, with the part they show there
  std::vector<std::vector<std::pair<int, int>>> cover(static_cast<size_t>(R) * C);
  for (size_t a = 0; a < m.placement.size(); ++a) {
    const Ship& sh = m.placement[a];
    for (int k = 0; k < sh.len; ++k) {
      int r = sh.r + (sh.vertical ? k : 0), c = sh.c + (sh.vertical ? 0 : k);
      cover[r * C + c].push_back({static_cast<int>(a), partOf(sh, k)});
    }
  }
  // (4.1a) minimise 0
  // (4.1b) clues: sum_a A_ija y_a = T_ij (water: no placement covers the cell)
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      int t = typeOf(inst.givens[i * C + j]);
      if (t < 0) continue;
      ip::LinExpr e;
      for (auto [a, part] : cover[i * C + j]) e.add(m.y[a], part);
      m.ip.addEq(e, t, ip::name("clue", {i, j}));
    }
  // (4.1c) row counts, (4.1d) column counts
  for (int i = 0; i < R; ++i) {
    if (inst.rowCount[i] < 0) continue;
    ip::LinExpr e;
    for (int j = 0; j < C; ++j)
      for (auto [a, part] : cover[i * C + j]) e.add(m.y[a]);
    m.ip.addEq(e, inst.rowCount[i], ip::name("row", {i}));
  }
  for (int j = 0; j < C; ++j) {
    if (inst.colCount[j] < 0) continue;
    ip::LinExpr e;
    for (int i = 0; i < R; ++i)
      for (auto [a, part] : cover[i * C + j]) e.add(m.y[a]);
    m.ip.addEq(e, inst.colCount[j], ip::name("col", {j}));
  }
  // (4.1e), corrected: at most one placement meets each 2x2 window
  for (int i = 0; i < std::max(1, R - 1); ++i)
    for (int j = 0; j < std::max(1, C - 1); ++j) {
      std::vector<int> meet;
      for (int r = i; r < std::min(R, i + 2); ++r)
        for (int c = j; c < std::min(C, j + 2); ++c)
          for (auto [a, part] : cover[r * C + c]) meet.push_back(a);
      std::sort(meet.begin(), meet.end());
      meet.erase(std::unique(meet.begin(), meet.end()), meet.end());
      if (meet.size() < 2) continue;
      ip::LinExpr e;
      for (int a : meet) e.add(m.y[a]);
      m.ip.addLe(e, 1, ip::name("space", {i, j}));
    }
  // (4.1f) S_l ships of each length
  for (auto [len, count] : inst.fleet) {
    ip::LinExpr e;
    for (size_t a = 0; a < m.placement.size(); ++a)
      if (m.placement[a].len == len) e.add(m.y[a]);
    m.ip.addEq(e, count, ip::name("fleet", {len}));
  }
}

void buildCbm(const Instance& inst, MipModel& m) {
  const int R = inst.rows, C = inst.cols;
  // (4.3s) x_ijk binary
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j)
      for (int k = 0; k <= 6; ++k) m.x.push_back(m.ip.binary(ip::name("x", {i, j, k})));
  auto inside = [&](int i, int j) { return i >= 0 && i < R && j >= 0 && j < C; };
  // x_ijk as an expression: outside the grid every cell is water (the constant 1 for k = 0)
  auto X = [&](int i, int j, int k) {
    ip::LinExpr e;
    if (inside(i, j))
      e.add(m.x[(static_cast<size_t>(i) * C + j) * 7 + k]);
    else if (k == kWater)
      e += 1.0;
    return e;
  };
  auto ship = [&](int i, int j) {  // sum over k != 0 of x_ijk
    ip::LinExpr e;
    for (int k = 1; k <= 6; ++k) e += X(i, j, k);
    return e;
  };
  // (4.2a) minimise 0
  ip::LinExpr allShips;
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      // (4.2b) one type per cell
      ip::LinExpr one;
      for (int k = 0; k <= 6; ++k) one += X(i, j, k);
      m.ip.addEq(one, 1, ip::name("cell", {i, j}));
      // (4.2c) clues
      int t = typeOf(inst.givens[i * C + j]);
      if (t >= 0) m.ip.fix(m.x[(static_cast<size_t>(i) * C + j) * 7 + t], 1);
      allShips += ship(i, j);
    }
  // (4.2d) row counts, (4.2e) column counts
  for (int i = 0; i < R; ++i) {
    if (inst.rowCount[i] < 0) continue;
    ip::LinExpr e;
    for (int j = 0; j < C; ++j) e += ship(i, j);
    m.ip.addEq(e, inst.rowCount[i], ip::name("row", {i}));
  }
  for (int j = 0; j < C; ++j) {
    if (inst.colCount[j] < 0) continue;
    ip::LinExpr e;
    for (int i = 0; i < R; ++i) e += ship(i, j);
    m.ip.addEq(e, inst.colCount[j], ip::name("col", {j}));
  }
  // (4.3t) s_ijl binary; (4.2f) s_ij1 = x_ij6; (4.3a) l s_ijl <= the ship of length l from (i, j)
  int fleetCells = 0;
  for (auto [len, count] : inst.fleet) {
    fleetCells += len * count;
    ip::LinExpr total;
    for (int i = 0; i < R; ++i)
      for (int j = 0; j < C; ++j) {
        bool across = j + len <= C, down = i + len <= R;
        if (!across && !down) continue;
        ip::VarId s = m.ip.binary(ip::name("s", {i, j, len}));
        m.start.push_back({Ship{i, j, len, !across}, s});
        total.add(s);
        if (len == 1) {
          m.ip.addEq(ip::LinExpr(s) - X(i, j, kBuoy), 0, ip::name("buoy", {i, j}));
          continue;
        }
        ip::LinExpr parts;
        if (across) {
          parts += X(i, j, kLeft) + X(i, j + len - 1, kRight);
          for (int c = j + 1; c <= j + len - 2; ++c) parts += X(i, c, kHull);
        }
        if (down) {
          parts += X(i, j, kTop) + X(i + len - 1, j, kBottom);
          for (int r = i + 1; r <= i + len - 2; ++r) parts += X(r, j, kHull);
        }
        m.ip.addLe(len * ip::LinExpr(s) - parts, 0, ip::name("start", {i, j, len}));
      }
    // (4.3b) S_l ships of length l
    m.ip.addEq(total, count, ip::name("fleet", {len}));
  }
  // the correction: all ship cells belong to the counted ships
  m.ip.addEq(allShips, fleetCells, "cells");
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < C; ++j) {
      auto row = [&](const ip::LinExpr& lhs, const ip::LinExpr& rhs, const char* eq) {
        m.ip.addLe(lhs - rhs, 0, ip::name(eq, {i, j}));
      };
      // (4.3c), (4.3d) no diagonal neighbours
      if (inside(i + 1, j + 1)) m.ip.addLe(ship(i, j) + ship(i + 1, j + 1), 1, ip::name("diag", {i, j}));
      if (inside(i - 1, j + 1)) m.ip.addLe(ship(i, j) + ship(i - 1, j + 1), 1, ip::name("anti", {i, j}));
      // (4.3e) (4.3f) a left end: right, a hull or right end; left, water
      row(X(i, j, kLeft), X(i, j + 1, kRight) + X(i, j + 1, kHull), "left_e");
      row(X(i, j, kLeft), X(i, j - 1, kWater), "left_f");
      // (4.3g) (4.3h) a right end: right, water; left, a left end or hull
      row(X(i, j, kRight), X(i, j + 1, kWater), "right_g");
      row(X(i, j, kRight), X(i, j - 1, kLeft) + X(i, j - 1, kHull), "right_h");
      // (4.3i) (4.3j) a top end: below, a bottom end or hull; above, water
      row(X(i, j, kTop), X(i + 1, j, kBottom) + X(i + 1, j, kHull), "top_i");
      row(X(i, j, kTop), X(i - 1, j, kWater), "top_j");
      // (4.3k) (4.3l) a bottom end: below, water; above, a top end or hull
      row(X(i, j, kBottom), X(i + 1, j, kWater), "bottom_k");
      row(X(i, j, kBottom), X(i - 1, j, kTop) + X(i - 1, j, kHull), "bottom_l");
      // (4.3m)-(4.3p) a hull: a ship part on one horizontal and one vertical side of each pair
      ip::LinExpr up = X(i - 1, j, kTop) + X(i - 1, j, kHull), downE = X(i + 1, j, kBottom) + X(i + 1, j, kHull);
      ip::LinExpr leftE = X(i, j - 1, kLeft) + X(i, j - 1, kHull), rightE = X(i, j + 1, kRight) + X(i, j + 1, kHull);
      row(X(i, j, kHull), up + rightE, "hull_m");
      row(X(i, j, kHull), up + leftE, "hull_n");
      row(X(i, j, kHull), downE + leftE, "hull_o");
      row(X(i, j, kHull), downE + rightE, "hull_p");
      // (4.3q) (4.3r) a one-cell ship: water on its four sides
      row(X(i, j, kBuoy), X(i, j - 1, kWater), "buoy_q1");
      row(X(i, j, kBuoy), X(i, j + 1, kWater), "buoy_q2");
      row(X(i, j, kBuoy), X(i - 1, j, kWater), "buoy_r1");
      row(X(i, j, kBuoy), X(i + 1, j, kWater), "buoy_r2");
    }
  // the cell types tell solutions apart (s_ijl follow from them)
  m.ip.setDecisionVars(m.x);
}

}  // namespace

MipModel buildMip(const Instance& inst, MipFormulation f) {
  MipModel m;
  m.formulation = f;
  m.rows = inst.rows;
  m.cols = inst.cols;
  m.ip.name = f == MipFormulation::GBM ? "battleship_gbm" : "battleship_cbm";
  if (f == MipFormulation::GBM)
    m.ip.comments = {"paper 003 GBM (4.1): yh_l_r_c / yv_l_r_c = 1 iff a ship of length l lies horizontally / "
                     "vertically from row r, column c (0-based)"};
  else
    m.ip.comments = {"paper 003 CBM (4.2)-(4.3): x_i_j_k = 1 iff cell (i, j) (0-based) has type k (0 water, 1 left, "
                     "2 right, 3 top, 4 bottom end, 5 hull, 6 one-cell ship); s_i_j_l = 1 iff a ship of length l "
                     "starts there"};
  if (f == MipFormulation::GBM)
    buildGbm(inst, m);
  else
    buildCbm(inst, m);
  return m;
}

Solution decodeMip(const MipModel& m, const ip::Solution& s) {
  Solution out;
  if (m.formulation == MipFormulation::GBM) {
    for (size_t a = 0; a < m.placement.size(); ++a)
      if (s.isOne(m.y[a])) out.push_back(m.placement[a]);
  } else {
    const int C = m.cols;
    auto type = [&](int i, int j) {
      for (int k = 0; k <= 6; ++k)
        if (s.isOne(m.x[(static_cast<size_t>(i) * C + j) * 7 + k])) return k;
      return -1;
    };
    for (int i = 0; i < m.rows; ++i)
      for (int j = 0; j < C; ++j) {
        int t = type(i, j);
        if (t == kBuoy) out.push_back({i, j, 1, false});
        if (t == kLeft) {
          int len = 1;
          while (j + len < C && type(i, j + len) == kHull) ++len;
          out.push_back({i, j, len + 1, false});
        }
        if (t == kTop) {
          int len = 1;
          while (i + len < m.rows && type(i + len, j) == kHull) ++len;
          out.push_back({i, j, len + 1, true});
        }
      }
  }
  std::sort(out.begin(), out.end());
  return out;
}

ip::Answers<Solution> solveMip(const Instance& inst, MipFormulation f, const ip::Options& opt) {
  MipModel m = buildMip(inst, f);
  return ip::solveAndDecode(m.ip, opt, [&](const ip::Solution& s) { return decodeMip(m, s); });
}

}  // namespace deduce::battleship
