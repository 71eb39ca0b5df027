#include "puzzles/pentomino/pentomino.h"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <utility>

namespace deduce::pentomino {
namespace {

using Cells = std::vector<std::pair<int, int>>;

// The 12 pieces as drawn (rows of '#').
const struct {
  char name;
  std::vector<std::string> rows;
} kPieces[] = {
    {'F', {".##", "##.", ".#."}}, {'I', {"#####"}},       {'L', {"#...", "####"}},
    {'N', {"###.", "..##"}},      {'P', {"##", "##", "#."}}, {'T', {"###", ".#.", ".#."}},
    {'U', {"#.#", "###"}},        {'V', {"#..", "#..", "###"}}, {'W', {"#..", "##.", ".##"}},
    {'X', {".#.", "###", ".#."}}, {'Y', {".#..", "####"}}, {'Z', {"##.", ".#.", ".##"}},
};

Cells normalize(Cells s) {
  int mr = 1 << 20, mc = 1 << 20;
  for (auto [r, c] : s) mr = std::min(mr, r), mc = std::min(mc, c);
  for (auto& [r, c] : s) r -= mr, c -= mc;
  std::sort(s.begin(), s.end());
  return s;
}

// The distinct orientations: the 4 rotations of the shape and of its mirror image.
std::vector<Cells> orientations(const Cells& base) {
  std::set<Cells> out;
  Cells s = base;
  for (int m = 0; m < 2; ++m) {
    for (int k = 0; k < 4; ++k) {
      out.insert(normalize(s));
      for (auto& [r, c] : s) std::tie(r, c) = std::make_pair(c, -r);
    }
    for (auto& [r, c] : s) c = -c;
  }
  return {out.begin(), out.end()};
}

}  // namespace

Cover build(int rows, int cols, bool breakSymmetry) {
  if (breakSymmetry && (rows % 2 || cols % 2 || rows == cols))
    throw std::invalid_argument("symmetry breaking needs an even, non-square board (e.g. 6x10)");
  Cover cv;
  cv.rows = rows;
  cv.cols = cols;
  for (const auto& p : kPieces) cv.problem.addPrimary(std::string(1, p.name));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) cv.problem.addPrimary(std::to_string(r) + "," + std::to_string(c));
  for (int pi = 0; pi < 12; ++pi) {
    Cells base;
    for (int r = 0; r < static_cast<int>(kPieces[pi].rows.size()); ++r)
      for (int c = 0; c < static_cast<int>(kPieces[pi].rows[r].size()); ++c)
        if (kPieces[pi].rows[r][c] == '#') base.push_back({r, c});
    for (const Cells& o : orientations(base)) {
      int h = 0, w = 0;
      for (auto [r, c] : o) h = std::max(h, r + 1), w = std::max(w, c + 1);
      for (int dr = 0; dr + h <= rows; ++dr)
        for (int dc = 0; dc + w <= cols; ++dc) {
          // X's centre is its cell (1, 1): keep the upper-left quarter only
          if (breakSymmetry && kPieces[pi].name == 'X' && (dr + 1 >= rows / 2 || dc + 1 >= cols / 2)) continue;
          std::vector<int> its = {pi}, cells;
          for (auto [r, c] : o) {
            cells.push_back((r + dr) * cols + (c + dc));
            its.push_back(12 + cells.back());
          }
          cv.problem.addOption(its);
          cv.piece.push_back(kPieces[pi].name);
          cv.cells.push_back(cells);
        }
    }
  }
  return cv;
}

std::vector<std::string> board(const Cover& c, const std::vector<int>& options) {
  std::vector<std::string> b(c.rows, std::string(c.cols, '.'));
  for (int o : options)
    for (int x : c.cells[o]) b[x / c.cols][x % c.cols] = c.piece[o];
  return b;
}

std::string check(const std::vector<std::string>& b) {
  const int R = static_cast<int>(b.size());
  if (R == 0) return "empty board";
  const int C = static_cast<int>(b[0].size());
  std::vector<std::vector<std::pair<int, int>>> byLetter(256);
  for (int r = 0; r < R; ++r) {
    if (static_cast<int>(b[r].size()) != C) return "ragged board";
    for (int c = 0; c < C; ++c) {
      unsigned char ch = static_cast<unsigned char>(b[r][c]);
      if (ch == '.') return "cell " + std::to_string(r) + "," + std::to_string(c) + " is empty";
      byLetter[ch].push_back({r, c});
    }
  }
  std::set<std::vector<std::pair<int, int>>> shapes;
  int pieces = 0;
  for (int ch = 0; ch < 256; ++ch) {
    auto& cells = byLetter[ch];
    if (cells.empty()) continue;
    ++pieces;
    std::string who = std::string("piece ") + static_cast<char>(ch);
    if (cells.size() != 5) return who + " does not have 5 cells";
    // connected: grow from the first cell through edge neighbours
    std::vector<std::pair<int, int>> seen = {cells[0]};
    for (size_t k = 0; k < seen.size(); ++k)
      for (const auto& q : cells)
        if (std::find(seen.begin(), seen.end(), q) == seen.end() &&
            std::abs(q.first - seen[k].first) + std::abs(q.second - seen[k].second) == 1)
          seen.push_back(q);
    if (seen.size() != 5) return who + " is not connected";
    // canonical form under the 8 symmetries of the square: the smallest normalized cell list
    std::vector<std::pair<int, int>> best;
    for (int t = 0; t < 8; ++t) {
      std::vector<std::pair<int, int>> s;
      for (auto [r, c] : cells) {
        int x = (t & 1) ? -r : r, y = (t & 2) ? -c : c;
        s.push_back((t & 4) ? std::make_pair(y, x) : std::make_pair(x, y));
      }
      int mr = s[0].first, mc = s[0].second;
      for (auto [r, c] : s) mr = std::min(mr, r), mc = std::min(mc, c);
      for (auto& [r, c] : s) r -= mr, c -= mc;
      std::sort(s.begin(), s.end());
      if (best.empty() || s < best) best = s;
    }
    if (!shapes.insert(best).second) return who + " has the same shape as another piece";
  }
  if (pieces != 12) return "not 12 pieces";
  return "";
}

}  // namespace deduce::pentomino
