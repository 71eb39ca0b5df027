#include "puzzles/queens/svg.h"

#include <algorithm>

#include "puzzles/grid/svg.h"

namespace deduce::queens {

std::string svg(int n, const std::vector<int>* columns) {
  const double cs = grid::cellSize(n), m = grid::kMargin, side = cs * n;
  const std::string title = std::to_string(n) + "-queens";
  const std::string caption = title + (columns ? ": no two queens share a row, column or diagonal" : "");
  svg::Document doc(std::max(side + 2 * m, grid::captionWidth(caption)), side + 2 * m + 24, title);
  if (n <= 64) {  // beyond, the shading alone would make the picture megabytes long
    doc.open({{"class", "squares"}, {"fill", "#d9c9a8"}});
    for (int r = 0; r < n; ++r)
      for (int c = (r + 1) % 2; c < n; c += 2) doc.rect(m + c * cs, m + r * cs, cs, cs);
    doc.close();
  }
  doc.rect(m, m, side, side, {{"class", "border"}, {"fill", "none"}, {"stroke", svg::colour::ink}, {"stroke-width", "2"}});
  if (columns) {
    doc.open({{"class", "queens"}, {"fill", svg::colour::accent}, {"stroke", svg::colour::ink}});
    for (int r = 0; r < n && r < static_cast<int>(columns->size()); ++r) {
      const double x = m + ((*columns)[r] + 0.5) * cs, y = m + (r + 0.5) * cs, s = cs * 0.32;
      // a crown: a base and three points
      doc.path(svg::Path()
                   .move(x - s, y + s)
                   .line(x - s, y - s * 0.6)
                   .line(x - s * 0.5, y)
                   .line(x, y - s)
                   .line(x + s * 0.5, y)
                   .line(x + s, y - s * 0.6)
                   .line(x + s, y + s)
                   .close()
                   .str(),
               {{"class", "queen"}});
    }
    doc.close();
  }
  doc.text(m, side + 2 * m + 14, caption, {{"class", "caption"}, {"font-size", "14"}});
  return doc.str();
}

}  // namespace deduce::queens
