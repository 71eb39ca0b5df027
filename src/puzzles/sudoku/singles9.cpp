// Singles on 9x9. Layout: one 9-bit candidate mask per cell (0 once filled) and one 9-bit
// "placed" mask per unit (rows, columns, boxes), a few hundred bytes on the stack; the unit and
// peer tables are constexpr. Placing a value clears it from the twenty peers (a table walk)
// and pushes every peer left with one candidate on a work list, so naked singles cost only the
// cells they touch. When the list is empty, one scan of the units counts each digit over the
// unit's cells with two masks (seen once, seen twice): a digit seen once and not placed is a
// hidden single, its cell narrowed to it and pushed. Only units where some cell changed since
// their last scan are scanned again (a 27-bit dirty mask). A scan that finds nothing ends it.
// The whole state is one Board, so a stalled board can be copied and continued.
#include "puzzles/sudoku/singles9.h"

#include <bit>
#include <cstdint>

namespace deduce::sudoku::singles9 {
namespace {

struct Tables {
  uint8_t unitsOf[81][3];  // the cell's row, column and box
  uint8_t unit[27][9];     // rows 0-8, columns 9-17, boxes 18-26
  uint8_t peers[81][20];
  uint32_t unitBits[81];   // the cell's three units as bits of a 27-bit mask
};

constexpr Tables makeTables() {
  Tables t{};
  for (int i = 0; i < 9; ++i)
    for (int j = 0; j < 9; ++j) {
      t.unit[i][j] = static_cast<uint8_t>(i * 9 + j);
      t.unit[9 + i][j] = static_cast<uint8_t>(j * 9 + i);
      t.unit[18 + i][j] = static_cast<uint8_t>((i / 3) * 27 + (i % 3) * 3 + (j / 3) * 9 + j % 3);
    }
  for (int c = 0; c < 81; ++c) {
    const int r = c / 9, k = c % 9, b = (r / 3) * 3 + k / 3;
    t.unitsOf[c][0] = static_cast<uint8_t>(r);
    t.unitsOf[c][1] = static_cast<uint8_t>(9 + k);
    t.unitsOf[c][2] = static_cast<uint8_t>(18 + b);
    t.unitBits[c] = (1u << r) | (1u << (9 + k)) | (1u << (18 + b));
    int n = 0;
    for (int p = 0; p < 81; ++p) {
      const int pr = p / 9, pk = p % 9, pb = (pr / 3) * 3 + pk / 3;
      if (p != c && (pr == r || pk == k || pb == b)) t.peers[c][n++] = static_cast<uint8_t>(p);
    }
  }
  return t;
}
constexpr Tables kT = makeTables();
constexpr uint32_t kAll = 0x1FF;

}  // namespace

bool Board::load(const int cells[81]) { return load(cells, nullptr); }

bool Board::load(const int cells[81], const uint32_t cand[81]) {
  for (uint32_t& p : placed_) p = 0;
  nWork_ = 0;
  dirty_ = (1u << 27) - 1;
  for (int c = 0; c < 81; ++c) {
    value_[c] = static_cast<uint8_t>(cells[c]);
    if (!cells[c]) continue;
    const uint32_t b = 1u << (cells[c] - 1);
    const auto& u = kT.unitsOf[c];
    if ((placed_[u[0]] | placed_[u[1]] | placed_[u[2]]) & b) return false;  // two equal givens in a unit
    placed_[u[0]] |= b;
    placed_[u[1]] |= b;
    placed_[u[2]] |= b;
  }
  for (int c = 0; c < 81; ++c) {
    if (value_[c]) {
      cand_[c] = 0;
      continue;
    }
    const auto& u = kT.unitsOf[c];
    cand_[c] = static_cast<uint16_t>((cand ? cand[c] & kAll : kAll) & ~(placed_[u[0]] | placed_[u[1]] | placed_[u[2]]));
    if (!(cand_[c] & (cand_[c] - 1))) work_[nWork_++] = static_cast<uint8_t>(c);  // a single (or none)
  }
  return true;
}

// Fills c with its only candidate: false on a contradiction.
bool Board::fill(int c) {
  const uint32_t b = cand_[c];
  if (!b) return false;  // no candidate left
  const auto& u = kT.unitsOf[c];
  if ((placed_[u[0]] | placed_[u[1]] | placed_[u[2]]) & b) return false;  // two hidden singles met
  value_[c] = static_cast<uint8_t>(std::countr_zero(b) + 1);
  cand_[c] = 0;
  dirty_ |= kT.unitBits[c];
  placed_[u[0]] |= b;
  placed_[u[1]] |= b;
  placed_[u[2]] |= b;
  if (target_[c >> 6] >> (c & 63) & 1) --left_;
  for (int p : kT.peers[c])
    if (cand_[p] & b) {
      cand_[p] = static_cast<uint16_t>(cand_[p] & ~b);
      dirty_ |= kT.unitBits[p];
      if (!(cand_[p] & (cand_[p] - 1))) work_[nWork_++] = static_cast<uint8_t>(p);
    }
  return true;
}

bool Board::place(int cell, int v) {
  const uint32_t b = 1u << (v - 1);
  if (value_[cell]) return value_[cell] == v;
  if (!(cand_[cell] & b)) return false;
  cand_[cell] = static_cast<uint16_t>(b);
  return fill(cell);
}

Board::Result Board::propagate(const int* targets, int count) {
  target_[0] = target_[1] = 0;
  left_ = 0;
  for (int i = 0; i < count; ++i) {
    const int c = targets[i];
    if (value_[c] || (target_[c >> 6] >> (c & 63) & 1)) continue;
    target_[c >> 6] |= uint64_t{1} << (c & 63);
    ++left_;
  }
  if (count == 0)
    for (int c = 0; c < 81; ++c)
      if (!value_[c]) {
        target_[c >> 6] |= uint64_t{1} << (c & 63);
        ++left_;
      }
  if (left_ == 0) return Result::Filled;
  // The targets first, while one is a naked or hidden single at once: removals that singles
  // follow often end here, before any propagation.
  for (bool again = count > 0; again;) {
    again = false;
    for (int i = 0; i < count; ++i) {
      const int c = targets[i];
      if (value_[c]) continue;
      uint32_t m = cand_[c];
      for (int k = 0; k < 3 && (m & (m - 1)); ++k) {
        uint32_t others = 0;
        for (int x : kT.unit[kT.unitsOf[c][k]])
          if (x != c) others |= cand_[x];
        const uint32_t hidden = cand_[c] & ~others & ~placed_[kT.unitsOf[c][k]];
        if (hidden) m = hidden;
      }
      if (m & (m - 1)) continue;
      cand_[c] = static_cast<uint16_t>(m);
      if (!fill(c)) return Result::Contradiction;
      if (left_ == 0) return Result::Filled;
      again = true;
    }
  }
  for (;;) {
    while (nWork_ > 0) {
      const int c = work_[--nWork_];
      if (value_[c]) continue;
      if (!fill(c)) return Result::Contradiction;
      if (left_ == 0) return Result::Filled;
    }
    bool found = false;
    for (; dirty_; dirty_ &= dirty_ - 1) {
      const int u = std::countr_zero(dirty_);
      if (placed_[u] == kAll) continue;
      uint32_t once = 0, twice = 0;
      for (int c : kT.unit[u]) {
        twice |= once & cand_[c];
        once |= cand_[c];
      }
      if ((once | placed_[u]) != kAll) return Result::Contradiction;  // a digit without a place
      for (uint32_t single = once & ~twice; single; single &= single - 1) {
        const uint32_t b = single & (~single + 1);
        for (int c : kT.unit[u])
          if (cand_[c] & b) {
            if (cand_[c] != b) {
              cand_[c] = static_cast<uint16_t>(b);
              work_[nWork_++] = static_cast<uint8_t>(c);
              found = true;
            }
            break;
          }
      }
    }
    if (!found) return Result::Stalled;
  }
}

bool fills(const int cells[81], const int* targets, int count) {
  Board board;
  return board.load(cells) && board.propagate(targets, count) == Board::Result::Filled;
}

}  // namespace deduce::sudoku::singles9
