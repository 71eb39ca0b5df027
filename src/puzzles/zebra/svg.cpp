#include "puzzles/zebra/svg.h"

#include <algorithm>
#include <sstream>

#include "puzzles/grid/svg.h"

namespace deduce::zebra {

std::string svg(const Puzzle& p, const Table* table) {
  const int houses = p.houses(), attrs = static_cast<int>(p.attrs.size());
  const double rowH = 26, m = grid::kMargin, charW = 7.5;
  // column widths from the longest name in each column
  std::vector<double> width = {60};
  for (const Attribute& a : p.attrs) {
    size_t w = a.name.size();
    for (const auto& v : a.values) w = std::max(w, v.size());
    width.push_back(std::min(240.0, charW * static_cast<double>(w) + 16));
  }
  std::vector<double> x = {m};
  for (double w : width) x.push_back(x.back() + w);
  // what the clues fix: value -> house for `at` clues
  std::vector<std::vector<int>> given(static_cast<size_t>(houses), std::vector<int>(static_cast<size_t>(attrs), -1));
  for (const Clue& c : p.clues)
    if (c.rel == Rel::At && c.house >= 0 && c.house < houses && c.a.attr >= 0 && c.a.attr < attrs)
      given[c.house][c.a.attr] = c.a.value;
  // the lines below the table: answers, or the clues and questions as written
  std::vector<std::string> notes;
  const char* noteClass = table ? "answer" : "clue";
  if (table) {
    for (const Property& q : p.questions) notes.push_back(answer(p, *table, q));
  } else {
    std::istringstream in(format(p));
    std::string line;
    bool body = false;
    while (std::getline(in, line)) {
      if (body) notes.push_back(line);
      body = body || line.empty();
    }
  }
  const std::string caption = "Zebra: " + std::to_string(houses) + " houses, " + std::to_string(attrs) +
                              " attributes, " + std::to_string(p.clues.size()) + " clues";
  double textW = grid::captionWidth(caption);
  for (const auto& s : notes) textW = std::max(textW, grid::captionWidth(s));
  const double tableH = (houses + 1) * rowH, notesY = m + tableH + 12;
  svg::Document doc(std::max(x.back() + m, textW), notesY + notes.size() * 18 + 30, "Zebra puzzle");
  doc.rect(m, m, x.back() - m, rowH, {{"class", "header"}, {"fill", svg::colour::shade}});
  doc.open({{"class", "lines"}, {"stroke", svg::colour::thin}, {"stroke-width", "1"}});
  for (int h = 1; h <= houses; ++h) doc.line(m, m + h * rowH, x.back(), m + h * rowH);
  for (size_t k = 1; k + 1 < x.size(); ++k) doc.line(x[k], m, x[k], m + tableH);
  doc.close();
  doc.rect(m, m, x.back() - m, tableH,
           {{"class", "border"}, {"fill", "none"}, {"stroke", svg::colour::ink}, {"stroke-width", "1.5"}});
  const auto cellText = [&](int h, size_t col, const std::string& s, const svg::Attrs& a) {
    doc.text(x[col] + 8, m + (h + 0.5) * rowH + 5, s, a);
  };
  doc.open({{"class", "headings"}, {"font-size", "14"}, {"font-weight", "bold"}, {"fill", svg::colour::ink}});
  cellText(0, 0, "house", {});
  for (int a = 0; a < attrs; ++a) cellText(0, a + 1, p.attrs[a].name, {});
  for (int h = 0; h < houses; ++h) cellText(h + 1, 0, std::to_string(h + 1), {});
  doc.close();
  doc.open({{"class", "cells"}, {"font-size", "14"}});
  for (int h = 0; h < houses; ++h)
    for (int a = 0; a < attrs; ++a) {
      const int g = given[h][a];
      if (g >= 0)
        cellText(h + 1, a + 1, p.attrs[a].values[g],
                 {{"class", "given"}, {"fill", svg::colour::given}, {"font-weight", "bold"}});
      else if (table && h < static_cast<int>(table->size()) && a < static_cast<int>((*table)[h].size()))
        cellText(h + 1, a + 1, p.attrs[a].values[(*table)[h][a]], {{"class", "value"}, {"fill", svg::colour::solved}});
    }
  doc.close();
  doc.open({{"class", table ? "answers" : "clues"}, {"font-size", "13"}, {"fill", svg::colour::ink}});
  for (size_t i = 0; i < notes.size(); ++i) doc.text(m, notesY + 13 + i * 18, notes[i], {{"class", noteClass}});
  doc.close();
  doc.text(m, notesY + notes.size() * 18 + 20, caption, {{"class", "caption"}, {"font-size", "14"}});
  return doc.str();
}

}  // namespace deduce::zebra
