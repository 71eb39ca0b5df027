#include "puzzles/grid/svg.h"

#include <algorithm>

namespace deduce::grid {

double cellSize(int n) { return n <= 20 ? 36 : std::max(4.0, 720.0 / n); }

void drawCellLines(svg::Document& doc, double x, double y, int rows, int cols, double cs, double border) {
  doc.open({{"class", "lines"}, {"stroke", svg::colour::thin}, {"stroke-width", "1"}});
  for (int c = 1; c < cols; ++c) doc.line(x + c * cs, y, x + c * cs, y + rows * cs);
  for (int r = 1; r < rows; ++r) doc.line(x, y + r * cs, x + cols * cs, y + r * cs);
  doc.close();
  doc.rect(x, y, cols * cs, rows * cs,
           {{"class", "border"}, {"fill", "none"}, {"stroke", svg::colour::ink}, {"stroke-width", svg::num(border)}});
}

svg::Document drawGrid(const GridPicture& p) {
  const int n = p.n;
  const double cs = cellSize(n), side = cs * n, m = kMargin;
  const double captionH = p.caption.empty() ? 0 : 24;
  const double width = std::max(side + 2 * m + p.extraRight * cs, captionWidth(p.caption));
  svg::Document doc(width, side + 2 * m + p.extraBelow * cs + captionH, p.title);
  if (!p.marked.empty()) {
    doc.open({{"class", "marks"}, {"fill", svg::colour::mark}});
    for (int i = 0; i < n * n; ++i)
      if (p.marked[i]) doc.rect(m + (i % n) * cs, m + (i / n) * cs, cs, cs, {{"class", "marked"}});
    doc.close();
  }
  // thin lines between cells, thick ones around boxes and the border
  drawCellLines(doc, m, m, n, n, cs, 2.5);
  if (p.boxRows > 0 && p.boxCols > 0) {
    doc.open({{"class", "boxes"}, {"stroke", svg::colour::ink}, {"stroke-width", "2.5"}});
    for (int k = p.boxCols; k < n; k += p.boxCols) doc.line(m + k * cs, m, m + k * cs, m + side);
    for (int k = p.boxRows; k < n; k += p.boxRows) doc.line(m, m + k * cs, m + side, m + k * cs);
    doc.close();
  }
  if (cs >= 8) {
    const double fs = cs * (n > 9 && cs >= 30 ? 0.45 : 0.55);
    doc.open({{"class", "givens"}, {"fill", svg::colour::given}, {"font-weight", "bold"}});
    for (int i = 0; i < n * n; ++i)
      if (p.givens[i])
        doc.label(m + (i % n + 0.5) * cs, m + (i / n + 0.5) * cs, fs, std::to_string(p.givens[i]), {{"class", "given"}});
    doc.close();
    if (p.solution) {
      doc.open({{"class", "values"}, {"fill", svg::colour::solved}});
      for (int i = 0; i < n * n && i < static_cast<int>(p.solution->size()); ++i)
        if (!p.givens[i])
          doc.label(m + (i % n + 0.5) * cs, m + (i / n + 0.5) * cs, fs, std::to_string((*p.solution)[i]),
                    {{"class", "value"}});
      doc.close();
    }
  }
  if (!p.caption.empty())
    doc.text(m, side + 2 * m + p.extraBelow * cs + 14, p.caption, {{"class", "caption"}, {"font-size", "14"}});
  return doc;
}

}  // namespace deduce::grid
