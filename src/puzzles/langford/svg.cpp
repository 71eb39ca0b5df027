#include "puzzles/langford/svg.h"

#include <algorithm>

#include "puzzles/grid/svg.h"

namespace deduce::langford {

std::string svg(int n, const std::vector<int>* sequence) {
  const int len = 2 * n;
  const double cs = std::max(10.0, std::min(36.0, 1200.0 / std::max(1, len))), m = grid::kMargin;
  const double arcRoom = cs * std::min(n + 1.0, 8.0) * 0.5;  // the widest arc's height
  const double top = m + arcRoom, width = len * cs + 2 * m;
  const std::string title = "Langford pairs, n = " + std::to_string(n);
  const std::string caption = title + ": the two k's lie k places apart";
  svg::Document doc(std::max(width, grid::captionWidth(caption)), top + cs + m + 24, title);
  if (sequence && static_cast<int>(sequence->size()) == len) {
    const auto& seq = *sequence;
    doc.open({{"class", "pairs"}, {"fill", "none"}, {"stroke-width", "2.5"}});
    for (int k = 1; k <= n; ++k) {
      const auto a = std::find(seq.begin(), seq.end(), k);
      const auto b = a == seq.end() ? a : std::find(a + 1, seq.end(), k);
      if (b == seq.end()) continue;
      const double x1 = m + (a - seq.begin() + 0.5) * cs, x2 = m + (b - seq.begin() + 0.5) * cs;
      const double h = std::min(arcRoom - 2, (x2 - x1) * 0.5);
      doc.path(svg::Path().move(x1, top).curve(x1, top - h * 1.33, x2, top - h * 1.33, x2, top).str(),
               {{"class", "pair"}, {"stroke", svg::palette(k - 1 + 12)}});  // the darker shade
    }
    doc.close();
  }
  doc.open({{"class", "places"}, {"stroke", svg::colour::ink}});
  for (int i = 0; i < len; ++i) {
    const int v = sequence && static_cast<int>(sequence->size()) == len ? (*sequence)[i] : 0;
    doc.rect(m + i * cs, top, cs, cs, {{"class", "place"}, {"fill", v > 0 ? svg::palette(v - 1) : svg::colour::paper}});
  }
  doc.close();
  if (sequence && static_cast<int>(sequence->size()) == len) {
    doc.open({{"class", "numbers"}, {"fill", svg::colour::solved}});
    for (int i = 0; i < len; ++i)
      doc.label(m + (i + 0.5) * cs, top + cs * 0.5, cs * 0.5, std::to_string((*sequence)[i]), {{"class", "value"}});
    doc.close();
  }
  doc.text(m, top + cs + m + 14, caption, {{"class", "caption"}, {"font-size", "14"}});
  return doc.str();
}

}  // namespace deduce::langford
