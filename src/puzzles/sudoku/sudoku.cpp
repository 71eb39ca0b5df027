#include "puzzles/sudoku/sudoku.h"

#include <cmath>

namespace deduce::sudoku {

grid::Units units(const Instance& inst, std::vector<std::string>* names) {
  int n = inst.size();
  grid::Units u = grid::rowsAndColumns(n);
  if (names) {
    for (int r = 0; r < n; ++r) names->push_back("row " + std::to_string(r + 1));
    for (int c = 0; c < n; ++c) names->push_back("column " + std::to_string(c + 1));
  }
  for (int br = 0; br < n; br += inst.boxRows)
    for (int bc = 0; bc < n; bc += inst.boxCols) {
      u.emplace_back();
      for (int r = br; r < br + inst.boxRows; ++r)
        for (int c = bc; c < bc + inst.boxCols; ++c) u.back().push_back(r * n + c);
      if (names) names->push_back("box " + std::to_string(u.size() - 2 * n));
    }
  if (inst.diagonal) {
    u.emplace_back();
    for (int i = 0; i < n; ++i) u.back().push_back(i * n + i);
    u.emplace_back();
    for (int i = 0; i < n; ++i) u.back().push_back(i * n + (n - 1 - i));
    if (names) {
      names->emplace_back("the main diagonal");
      names->emplace_back("the anti-diagonal");
    }
  }
  return u;
}

namespace {

// The classic shape, 9x9 with 3x3 boxes: the per-puzzle tests below (the reader's clash test, the
// checker) have a path of their own for it.
bool classic(const Instance& inst) { return inst.boxRows == 3 && inst.boxCols == 3 && inst.cells.size() == 81; }

// givensMayClash for the classic shape. Each given is a power of two (its value's bit), an empty
// cell 0; a unit's givens are all different exactly when the sum of their bits equals their
// union (a repeated bit carries). So one loop without a branch makes the bits (the compiler
// vectorises it), and each unit is a sum and an OR: the columns as vector operations per row.
bool givensMayClash9(const int* cells, bool diagonal) {
  uint32_t bit[81], bad = 0;
  for (int i = 0; i < 81; ++i) {
    const uint32_t y = static_cast<uint32_t>(cells[i] - 1), given = cells[i] != 0;
    bad |= (y > 8u) & given;
    bit[i] = (1u << (y & 31u)) & (0u - given);
  }
  if (bad) return true;
  uint32_t colSum[9] = {}, colOr[9] = {}, clash = 0;
  for (int r = 0; r < 9; ++r) {
    uint32_t sum = 0, any = 0;
    for (int c = 0; c < 9; ++c) {
      const uint32_t b = bit[r * 9 + c];
      colSum[c] += b;
      colOr[c] |= b;
      sum += b;
      any |= b;
    }
    clash |= sum ^ any;
  }
  for (int c = 0; c < 9; ++c) clash |= colSum[c] ^ colOr[c];
  for (int b = 0; b < 9; ++b) {
    const uint32_t* x = bit + b / 3 * 27 + b % 3 * 3;
    const uint32_t sum = x[0] + x[1] + x[2] + x[9] + x[10] + x[11] + x[18] + x[19] + x[20];
    clash |= sum ^ (x[0] | x[1] | x[2] | x[9] | x[10] | x[11] | x[18] | x[19] | x[20]);
  }
  if (diagonal) {
    uint32_t sum0 = 0, or0 = 0, sum1 = 0, or1 = 0;
    for (int r = 0; r < 9; ++r) {
      sum0 += bit[r * 9 + r];
      or0 |= bit[r * 9 + r];
      sum1 += bit[r * 9 + 8 - r];
      or1 |= bit[r * 9 + 8 - r];
    }
    clash |= (sum0 ^ or0) | (sum1 ^ or1);
  }
  return clash != 0;
}

}  // namespace

bool givensMayClash(const Instance& inst) {
  if (classic(inst)) return givensMayClash9(inst.cells.data(), inst.diagonal);
  const int n = inst.size();
  if (n > 64 || inst.boxRows <= 0 || inst.boxCols <= 0 || inst.cells.size() != static_cast<size_t>(n) * n) return true;
  uint64_t row[64] = {}, col[64] = {}, box[64] = {}, diag[2] = {0, 0};
  const int boxesPerRow = n / inst.boxCols;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int v = inst.cells[r * n + c];
      if (v <= 0) continue;
      if (v > n) return true;
      const uint64_t bit = uint64_t{1} << (v - 1);
      uint64_t& b = box[(r / inst.boxRows) * boxesPerRow + c / inst.boxCols];
      if ((row[r] | col[c] | b) & bit) return true;
      row[r] |= bit;
      col[c] |= bit;
      b |= bit;
      if (inst.diagonal) {
        if (r == c && (diag[0] & bit)) return true;
        if (r + c == n - 1 && (diag[1] & bit)) return true;
        if (r == c) diag[0] |= bit;
        if (r + c == n - 1) diag[1] |= bit;
      }
    }
  return false;
}

bool inferBox(int n, int& boxRows, int& boxCols) {
  int r = static_cast<int>(std::sqrt(static_cast<double>(n)));
  while (r > 1 && n % r != 0) --r;
  if (r <= 1 && n > 1) return false;
  boxRows = r < 1 ? 1 : r;
  boxCols = n / boxRows;
  return true;
}

namespace {

// quickValid for the classic shape. Every unit has nine cells: when each holds a value of 1..9,
// the unit is all different exactly when the union of its values' bits is all nine bits. So a
// first loop turns the 81 values into their bits and judges range and givens, without a branch
// or a scatter (the compiler vectorises it); the unions of the rows, columns and boxes follow
// from that array (the columns as one vector OR per row).
bool quickValid9(const Instance& inst, const int* v) {
  const int* given = inst.cells.data();
  uint32_t bit[81];
  uint32_t bad = 0;
  for (int i = 0; i < 81; ++i) {
    const uint32_t y = static_cast<uint32_t>(v[i] - 1);
    bad |= static_cast<uint32_t>(y > 8u) | static_cast<uint32_t>((given[i] != 0) & (given[i] != v[i]));
    bit[i] = 1u << (y & 31u);  // out of range: any bit, the cell is already bad
  }
  if (bad) return false;
  uint32_t col[9] = {}, all = 0x1FF;
  for (int r = 0; r < 9; ++r) {
    uint32_t row = 0;
    for (int c = 0; c < 9; ++c) {
      col[c] |= bit[r * 9 + c];
      row |= bit[r * 9 + c];
    }
    all &= row;
  }
  for (int c = 0; c < 9; ++c) all &= col[c];
  for (int b = 0; b < 9; ++b) {
    const uint32_t* x = bit + b / 3 * 27 + b % 3 * 3;
    all &= x[0] | x[1] | x[2] | x[9] | x[10] | x[11] | x[18] | x[19] | x[20];
  }
  if (inst.diagonal) {
    uint32_t diag0 = 0, diag1 = 0;
    for (int r = 0; r < 9; ++r) {
      diag0 |= bit[r * 9 + r];
      diag1 |= bit[r * 9 + 8 - r];
    }
    all &= diag0 & diag1;
  }
  return all == 0x1FF;
}

// The common case of check in one pass over bitmasks, no text: true when the solution (n*n
// values) is valid. Only for n <= 64; check itself says what is wrong otherwise.
bool quickValid(const Instance& inst, const std::vector<int>& sol, int n) {
  if (n == 9 && classic(inst) && sol.size() == 81) return quickValid9(inst, sol.data());
  if (n > 64 || inst.boxRows <= 0 || inst.boxCols <= 0 || inst.cells.size() != sol.size()) return false;
  uint64_t col[64] = {}, box[64] = {}, diag0 = 0, diag1 = 0, twice = 0;
  int boxOfCol[64];
  for (int c = 0; c < n; ++c) boxOfCol[c] = c / inst.boxCols;
  const int boxesPerRow = n / inst.boxCols;
  for (int r = 0; r < n; ++r) {
    const int* v = &sol[static_cast<size_t>(r) * n];
    const int* given = &inst.cells[static_cast<size_t>(r) * n];
    uint64_t* boxes = &box[(r / inst.boxRows) * boxesPerRow];
    uint64_t row = 0;
    for (int c = 0; c < n; ++c) {
      if (static_cast<unsigned>(v[c] - 1) >= static_cast<unsigned>(n)) return false;
      if (given[c] != 0 && given[c] != v[c]) return false;
      const uint64_t bit = uint64_t{1} << (v[c] - 1);
      uint64_t& b = boxes[boxOfCol[c]];
      twice |= (row | col[c] | b) & bit;
      row |= bit;
      col[c] |= bit;
      b |= bit;
    }
    if (inst.diagonal) {
      const uint64_t m = uint64_t{1} << (v[r] - 1), a = uint64_t{1} << (v[n - 1 - r] - 1);
      twice |= (diag0 & m) | (diag1 & a);
      diag0 |= m;
      diag1 |= a;
    }
  }
  return twice == 0;
}

}  // namespace

std::string check(const Instance& inst, const std::vector<int>& sol) {
  const int n = inst.boxRows * inst.boxCols;
  if (static_cast<int>(sol.size()) != n * n) return "wrong number of cells";
  if (quickValid(inst, sol, n)) return "";
  // Values seen per unit, kinds 0 row, 1 column, 2 box, 3 diagonals (group 0 main, 1 anti):
  // up to 64 values a bitmask per unit on the stack, else seen[(kind * n + group) * (n + 1) +
  // value]. No allocation and no text until something is wrong: the checker runs on every
  // solution of a batch.
  uint64_t bits[3 * 64 + 2] = {};
  std::vector<char> seen(n > 64 ? static_cast<size_t>(4) * n * (n + 1) : 0, 0);
  auto mark = [&](int kind, int group, int v) {
    if (n <= 64) {
      uint64_t& w = bits[kind * 64 + group];
      const uint64_t bit = uint64_t{1} << (v - 1);
      const bool twice = (w & bit) != 0;
      w |= bit;
      return twice;
    }
    return seen[(static_cast<size_t>(kind) * n + group) * (n + 1) + v]++ != 0;
  };
  const char* kindName[4] = {"row", "column", "box", "diagonal"};
  const int boxesPerRow = n / inst.boxCols;
  for (int r = 0; r < n; ++r) {
    const int boxRow = (r / inst.boxRows) * boxesPerRow;
    // the box column counted along the row (no division per cell)
    for (int c = 0, boxCol = 0, inBox = 0; c < n; ++c, inBox == inst.boxCols - 1 ? (inBox = 0, ++boxCol) : ++inBox) {
      const int v = sol[r * n + c];
      auto where = [&] { return "cell (" + std::to_string(r + 1) + "," + std::to_string(c + 1) + ")"; };
      if (v < 1 || v > n) return where() + " holds " + std::to_string(v) + ", outside 1.." + std::to_string(n);
      if (inst.cells[r * n + c] != 0 && inst.cells[r * n + c] != v) return where() + " does not keep its given";
      const int group[3] = {r, c, boxRow + boxCol};
      for (int k = 0; k < 3; ++k)
        if (mark(k, group[k], v))
          return where() + ": " + std::to_string(v) + " twice in " + kindName[k] + " " + std::to_string(group[k] + 1);
      if (inst.diagonal) {
        if (r == c && mark(3, 0, v)) return where() + ": " + std::to_string(v) + " twice on the main diagonal";
        if (r + c == n - 1 && mark(3, 1, v)) return where() + ": " + std::to_string(v) + " twice on the anti-diagonal";
      }
    }
  }
  return "";
}

grid::Result solveCp(const Instance& inst, const grid::SolveOptions& opt) {
  grid::Instance gi;
  gi.n = inst.size();
  gi.maxValue = gi.n;
  gi.givens = inst.cells;
  // the units of the last shape solved (a batch repeats one shape)
  static thread_local std::shared_ptr<const grid::Units> cached;
  static thread_local int cachedRows = 0, cachedCols = 0;
  static thread_local bool cachedDiagonal = false;
  if (!cached || cachedRows != inst.boxRows || cachedCols != inst.boxCols || cachedDiagonal != inst.diagonal) {
    cached = std::make_shared<const grid::Units>(units(inst));
    cachedRows = inst.boxRows;
    cachedCols = inst.boxCols;
    cachedDiagonal = inst.diagonal;
  }
  gi.units = cached;
  return grid::solveUnits(gi, opt);
}

}  // namespace deduce::sudoku
