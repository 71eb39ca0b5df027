#include "puzzles/enigma1225/svg.h"

#include <algorithm>

#include "puzzles/grid/svg.h"

namespace deduce::enigma1225 {

std::string svg(int n, const Board* board, int64_t total, const Partition& partition, bool proven) {
  constexpr int kMaxDrawn = 60;
  const bool draw = n <= kMaxDrawn;
  const bool full = board && static_cast<int>(board->size()) == n &&
                    std::all_of(board->begin(), board->end(), [n](const auto& row) { return static_cast<int>(row.size()) == n; });
  std::string caption = "Enigma 1225, n = " + std::to_string(n);
  if (full)
    caption += ": total " + std::to_string(total) + (proven ? " (optimal)" : " (best found)") + ", partition " +
               toString(partition);
  const double cs = draw ? grid::cellSize(n) : 0, m = grid::kMargin, side = cs * n;
  const double permW = draw && full ? 3 * std::max(cs, 14.0) : 0;
  svg::Document doc(std::max(side + permW + 2 * m, grid::captionWidth(caption)), side + 2 * m + 24, "Enigma 1225");
  if (draw) {
    if (full) {
      doc.open({{"class", "classes"}});
      for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
          const int64_t v = (*board)[r][c];
          doc.rect(m + c * cs, m + r * cs, cs, cs, {{"fill", svg::palette(static_cast<int>((v - 1) % 36))}});
        }
      doc.close();
    }
    grid::drawCellLines(doc, m, m, n, n, cs, 2);
    if (full && cs >= 10) {
      doc.open({{"class", "values"}, {"fill", svg::colour::ink}});
      for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
          doc.label(m + (c + 0.5) * cs, m + (r + 0.5) * cs, cs * (n > 9 ? 0.42 : 0.5), std::to_string((*board)[r][c]),
                    {{"class", "value"}});
      doc.close();
      // row r equals column j (j != r): the permutation, read off the board
      doc.open({{"class", "permutation"}, {"fill", svg::colour::solved}, {"font-style", "italic"}});
      for (int r = 0; r < n; ++r)
        for (int j = 0; j < n; ++j) {
          bool same = j != r;
          for (int k = 0; k < n && same; ++k) same = (*board)[r][k] == (*board)[k][j];
          if (!same) continue;
          doc.text(m + side + 6, m + (r + 0.5) * cs + std::min(cs * 0.45, 13.0) * 0.35,
                   "= c" + std::to_string(j + 1), {{"class", "perm"}, {"font-size", svg::num(std::min(cs * 0.45, 13.0))}});
          break;
        }
      doc.close();
    }
  }
  doc.text(m, side + 2 * m + 14, caption, {{"class", "caption"}, {"font-size", "14"}});
  return doc.str();
}

}  // namespace deduce::enigma1225
