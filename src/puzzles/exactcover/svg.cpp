#include "puzzles/exactcover/svg.h"

#include <algorithm>

#include "puzzles/grid/svg.h"

namespace deduce::exactcover {

std::string svg(const Problem& p, const std::vector<int>* chosen) {
  constexpr int kMaxRows = 300;
  std::vector<int> rows;
  if (chosen)
    rows = *chosen;
  else
    for (int o = 0; o < static_cast<int>(p.options.size()) && o < kMaxRows; ++o) rows.push_back(o);
  const int items = static_cast<int>(p.items.size());
  const double cs = std::max(6.0, std::min(18.0, 900.0 / std::max(1, items))), m = grid::kMargin;
  size_t longest = 1;
  for (const auto& name : p.items) longest = std::max(longest, name.size());
  const double head = cs >= 10 ? std::min(120.0, 7.0 * static_cast<double>(longest) + 8) : 0;
  const double left = 44, top = m + head;
  const std::string caption = "exact cover: " + std::to_string(items) + " items, " + std::to_string(p.options.size()) +
                              " options" +
                              (chosen ? ", " + std::to_string(chosen->size()) + " chosen"
                                      : p.options.size() > rows.size() ? ", the first " + std::to_string(rows.size()) +
                                                                             " shown"
                                                                       : std::string());
  const double width = std::max(m + left + items * cs + m, grid::captionWidth(caption));
  svg::Document doc(width, top + rows.size() * cs + m + 24, "exact cover");
  const double x0 = m + left;
  if (head > 0) {
    doc.open({{"class", "items"}, {"fill", svg::colour::ink}, {"font-size", svg::num(std::min(12.0, cs * 0.8))}});
    for (int i = 0; i < items; ++i) {
      const double x = x0 + (i + 0.7) * cs, y = top - 4;
      doc.text(x, y, p.items[i],
               {{"class", i < p.numPrimary ? "item" : "item secondary"},
                {"transform", "rotate(-90 " + svg::num(x) + ' ' + svg::num(y) + ')'}});
    }
    doc.close();
  }
  if (items <= 500) {  // beyond, the lines would be most of the document; the entries suffice
    doc.open({{"class", "grid"}, {"stroke", svg::colour::thin}, {"stroke-width", "0.5"}});
    for (int i = 0; i <= items; ++i) doc.line(x0 + i * cs, top, x0 + i * cs, top + rows.size() * cs);
    for (size_t r = 0; r <= rows.size(); ++r) doc.line(x0, top + r * cs, x0 + items * cs, top + r * cs);
    doc.close();
  }
  for (size_t r = 0; r < rows.size(); ++r) {
    const int o = rows[r];
    if (o < 0 || o >= static_cast<int>(p.options.size())) continue;
    doc.open({{"class", chosen ? "chosen" : "option"}});
    doc.text(x0 - 4, top + (r + 0.5) * cs + std::min(12.0, cs * 0.8) * 0.35, std::to_string(o + 1),
             {{"text-anchor", "end"}, {"font-size", svg::num(std::min(12.0, cs * 0.8))}, {"fill", svg::colour::ink}});
    for (const Problem::Entry& e : p.options[o]) {
      doc.rect(x0 + e.item * cs + 1, top + r * cs + 1, cs - 2, cs - 2,
               {{"class", "entry"}, {"fill", chosen ? svg::palette(static_cast<int>(r)) : svg::colour::solved}});
      if (e.colour > 0 && e.colour <= static_cast<int>(p.colours.size()) && cs >= 12)
        doc.label(x0 + (e.item + 0.5) * cs, top + (r + 0.5) * cs, cs * 0.55, p.colours[e.colour - 1].substr(0, 2),
                  {{"class", "colour"}, {"fill", svg::colour::ink}});
    }
    doc.close();
  }
  if (p.numPrimary > 0 && p.numPrimary < items)
    doc.line(x0 + p.numPrimary * cs, m, x0 + p.numPrimary * cs, top + rows.size() * cs,
             {{"class", "divider"}, {"stroke", svg::colour::ink}, {"stroke-dasharray", "4 3"}});
  doc.text(m, top + rows.size() * cs + m + 14, caption, {{"class", "caption"}, {"font-size", "14"}});
  return doc.str();
}

}  // namespace deduce::exactcover
