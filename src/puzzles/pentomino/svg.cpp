#include "puzzles/pentomino/svg.h"

#include <algorithm>
#include <map>

#include "puzzles/grid/svg.h"

namespace deduce::pentomino {

std::string svg(int rows, int cols, const std::vector<std::string>* board) {
  const double cs = 36, m = grid::kMargin;
  const std::string title = "Pentominoes on " + std::to_string(rows) + "x" + std::to_string(cols);
  const std::string caption = title + ": the 12 pieces, each once";
  svg::Document doc(std::max(cols * cs + 2 * m, grid::captionWidth(caption)), rows * cs + 2 * m + 24, title);
  const auto at = [&](int r, int c) -> char {
    if (!board || r < 0 || c < 0 || r >= rows || c >= cols || r >= static_cast<int>(board->size()) ||
        c >= static_cast<int>((*board)[r].size()))
      return 0;
    return (*board)[r][c];
  };
  if (board) {
    // one path per piece: its cells as squares
    std::map<char, svg::Path> cells;
    std::map<char, std::pair<int, int>> first;
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        if (char p = at(r, c)) {
          cells[p].box(m + c * cs, m + r * cs, cs, cs);
          first.emplace(p, std::make_pair(r, c));
        }
    doc.open({{"class", "pieces"}});
    int k = 0;
    for (const auto& [p, d] : cells) doc.path(d.str(), {{"class", "piece"}, {"fill", svg::palette(k++)}});
    doc.close();
    doc.open({{"class", "letters"}, {"fill", svg::colour::ink}});
    for (const auto& [p, rc] : first)
      doc.label(m + (rc.second + 0.5) * cs, m + (rc.first + 0.5) * cs, 14, std::string(1, p), {{"class", "letter"}});
    doc.close();
  }
  // thin lines inside a piece, thick between pieces
  doc.open({{"class", "outlines"}, {"stroke", svg::colour::ink}, {"stroke-linecap", "square"}});
  for (int r = 0; r <= rows; ++r)
    for (int c = 0; c <= cols; ++c) {
      if (c < cols) {
        const bool edge = r == 0 || r == rows || at(r - 1, c) != at(r, c);
        doc.line(m + c * cs, m + r * cs, m + (c + 1) * cs, m + r * cs, {{"stroke-width", edge ? "3" : "0.5"}});
      }
      if (r < rows) {
        const bool edge = c == 0 || c == cols || at(r, c - 1) != at(r, c);
        doc.line(m + c * cs, m + r * cs, m + c * cs, m + (r + 1) * cs, {{"stroke-width", edge ? "3" : "0.5"}});
      }
    }
  doc.close();
  doc.text(m, rows * cs + 2 * m + 14, caption, {{"class", "caption"}, {"font-size", "14"}});
  return doc.str();
}

}  // namespace deduce::pentomino
