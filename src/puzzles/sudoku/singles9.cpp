// Singles on 9x9. Layout: one 9-bit candidate mask per cell (0 once filled) and one 9-bit
// "placed" mask per unit (rows, columns, boxes), a few hundred bytes on the stack; the unit and
// peer tables are constexpr. Placing a value clears it from the twenty peers (a table walk)
// and pushes every peer left with one candidate on a work list, so naked singles cost only the
// cells they touch. When the list is empty, one scan of the units counts each digit over the
// unit's cells with two masks (seen once, seen twice): a digit seen once and not placed is a
// hidden single, its cell narrowed to it and pushed. Only units where some cell changed since
// their last scan are scanned again (a 27-bit dirty mask). A scan that finds nothing ends it.
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

bool fills(const int cells[81], const int* targets, int count) {
  uint32_t placed[27] = {};
  uint16_t cand[81];
  bool target[81], filled[81];
  uint8_t work[512];  // a cell is pushed at most six times: at the start, at one and at no candidate, by three units
  int nWork = 0, open = 0;
  for (int c = 0; c < 81; ++c) {
    target[c] = count == 0;
    filled[c] = cells[c] != 0;
    if (!cells[c]) {
      ++open;
      continue;
    }
    const uint32_t b = 1u << (cells[c] - 1);
    const auto& u = kT.unitsOf[c];
    if ((placed[u[0]] | placed[u[1]] | placed[u[2]]) & b) return false;  // two equal givens in a unit
    placed[u[0]] |= b;
    placed[u[1]] |= b;
    placed[u[2]] |= b;
  }
  for (int c = 0; c < 81; ++c) {
    if (cells[c]) {
      cand[c] = 0;
      continue;
    }
    const auto& u = kT.unitsOf[c];
    cand[c] = static_cast<uint16_t>(kAll & ~(placed[u[0]] | placed[u[1]] | placed[u[2]]));
    if (!(cand[c] & (cand[c] - 1))) work[nWork++] = static_cast<uint8_t>(c);  // a single (or none)
  }
  int left = count == 0 ? open : 0;
  for (int i = 0; i < count; ++i)
    if (!cells[targets[i]] && !target[targets[i]]) {
      target[targets[i]] = true;
      ++left;
    }
  if (left == 0) return true;
  uint32_t dirty = (1u << 27) - 1;  // units whose cells changed since they were last scanned
  // Fills c with its only candidate: false on a contradiction.
  auto place = [&](int c) {
    const uint32_t b = cand[c];
    if (!b) return false;  // no candidate left
    filled[c] = true;
    cand[c] = 0;
    dirty |= kT.unitBits[c];
    const auto& u = kT.unitsOf[c];
    if ((placed[u[0]] | placed[u[1]] | placed[u[2]]) & b) return false;  // two hidden singles met
    placed[u[0]] |= b;
    placed[u[1]] |= b;
    placed[u[2]] |= b;
    if (target[c]) --left;
    for (int p : kT.peers[c])
      if (cand[p] & b) {
        cand[p] = static_cast<uint16_t>(cand[p] & ~b);
        dirty |= kT.unitBits[p];
        if (!(cand[p] & (cand[p] - 1))) work[nWork++] = static_cast<uint8_t>(p);
      }
    return true;
  };
  // The targets first, while one is a naked or hidden single at once: removals that singles
  // follow often end here, before any propagation.
  for (bool again = count > 0; again;) {
    again = false;
    for (int i = 0; i < count; ++i) {
      const int c = targets[i];
      if (filled[c]) continue;
      uint32_t m = cand[c];
      for (int k = 0; k < 3 && (m & (m - 1)); ++k) {
        uint32_t others = 0;
        for (int x : kT.unit[kT.unitsOf[c][k]])
          if (x != c) others |= cand[x];
        const uint32_t hidden = cand[c] & ~others & ~placed[kT.unitsOf[c][k]];
        if (hidden) m = hidden;
      }
      if (m & (m - 1)) continue;
      cand[c] = static_cast<uint16_t>(m);
      if (!place(c)) return false;
      if (left == 0) return true;
      again = true;
    }
  }
  for (;;) {
    while (nWork > 0) {
      const int c = work[--nWork];
      if (filled[c]) continue;
      if (!place(c)) return false;
      if (left == 0) return true;
    }
    bool found = false;
    for (; dirty; dirty &= dirty - 1) {
      const int u = std::countr_zero(dirty);
      if (placed[u] == kAll) continue;
      uint32_t once = 0, twice = 0;
      for (int c : kT.unit[u]) {
        twice |= once & cand[c];
        once |= cand[c];
      }
      if ((once | placed[u]) != kAll) return false;  // a digit without a place
      for (uint32_t single = once & ~twice; single; single &= single - 1) {
        const uint32_t b = single & (~single + 1);
        for (int c : kT.unit[u])
          if (cand[c] & b) {
            if (cand[c] != b) {
              cand[c] = static_cast<uint16_t>(b);
              work[nWork++] = static_cast<uint8_t>(c);
              found = true;
            }
            break;
          }
      }
    }
    if (!found) return false;
  }
}

}  // namespace deduce::sudoku::singles9
