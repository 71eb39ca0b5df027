#include "puzzles/hashi/svg.h"

#include <algorithm>

#include "puzzles/grid/svg.h"

namespace deduce::hashi {

std::string svg(const Instance& inst, const Solution* sol) {
  const int big = std::max(inst.rows, inst.cols);
  const double cs = big <= 20 ? 40 : std::max(8.0, 800.0 / big), m = grid::kMargin;
  const auto x = [&](int c) { return m + (c + 0.5) * cs; };
  const auto y = [&](int r) { return m + (r + 0.5) * cs; };
  int islands = 0;
  for (int v : inst.grid) islands += v != 0;
  std::string caption = "Hashi " + std::to_string(inst.cols) + "x" + std::to_string(inst.rows) + ", " +
                        std::to_string(islands) + " islands";
  if (inst.maxBridges != 2) caption += ", up to " + std::to_string(inst.maxBridges) + " bridges a pair";
  if (inst.noLoops) caption += ", no loops";
  svg::Document doc(std::max(inst.cols * cs + 2 * m, grid::captionWidth(caption)), inst.rows * cs + 2 * m + 24,
                    "Hashi");
  // faint dots where islands could be, as on paper
  if (cs >= 16) {
    doc.open({{"class", "dots"}, {"fill", svg::colour::thin}});
    for (int r = 0; r < inst.rows; ++r)
      for (int c = 0; c < inst.cols; ++c)
        if (!inst.at(r, c)) doc.circle(x(c), y(r), 1.2);
    doc.close();
  }
  if (sol) {
    doc.open({{"class", "bridges"}, {"stroke", svg::colour::solved}, {"stroke-width", svg::num(std::max(1.5, cs / 16))}});
    for (const Bridge& b : *sol) {
      doc.open({{"class", "bridge"}});
      const bool horizontal = b.r1 == b.r2;
      const double gap = b.k >= 2 ? cs * 0.09 : 0;
      for (int i = 0; i < std::min(b.k, 3); ++i) {
        const double off = b.k >= 2 ? (i - (std::min(b.k, 3) - 1) / 2.0) * 2 * gap : 0;
        if (horizontal)
          doc.line(x(b.c1), y(b.r1) + off, x(b.c2), y(b.r2) + off);
        else
          doc.line(x(b.c1) + off, y(b.r1), x(b.c2) + off, y(b.r2));
      }
      doc.close();
    }
    doc.close();
  }
  doc.open({{"class", "islands"}});
  for (int r = 0; r < inst.rows; ++r)
    for (int c = 0; c < inst.cols; ++c)
      if (int v = inst.at(r, c)) {
        doc.circle(x(c), y(r), cs * 0.36,
                   {{"class", "island"}, {"fill", svg::colour::paper}, {"stroke", svg::colour::ink},
                    {"stroke-width", "1.5"}});
        if (cs >= 12)
          doc.label(x(c), y(r), cs * 0.42, std::to_string(v),
                    {{"class", "given"}, {"fill", svg::colour::given}, {"font-weight", "bold"}});
      }
  doc.close();
  doc.text(m, inst.rows * cs + 2 * m + 14, caption, {{"class", "caption"}, {"font-size", "14"}});
  return doc.str();
}

}  // namespace deduce::hashi
