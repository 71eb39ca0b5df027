#include "puzzles/battleship/svg.h"

#include <algorithm>

#include "puzzles/grid/svg.h"

namespace deduce::battleship {

namespace {

constexpr int kFleetDrawn = 40;  // ships of one length drawn in the fleet below the grid (the count says all)

// A ship of `len` cells from (x, y), rounded at both ends.
void drawShip(svg::Document& doc, double x, double y, double cs, int len, bool vertical, const svg::Attrs& a) {
  const double inset = cs * 0.12, w = (vertical ? 1 : len) * cs - 2 * inset, h = (vertical ? len : 1) * cs - 2 * inset;
  svg::Attrs all = {{"rx", svg::num(cs * 0.38)}, {"ry", svg::num(cs * 0.38)}};
  all.insert(all.end(), a.begin(), a.end());
  doc.rect(x + inset, y + inset, w, h, all);
}

}  // namespace

void drawGiven(svg::Document& doc, char g, double x, double y, double cs) {
  const svg::Attrs a = {{"class", "given"}, {"fill", svg::colour::given}};
  const double s = cs * 0.38, cx = x + cs / 2, cy = y + cs / 2;
  switch (g) {
    case '~':
      doc.path(svg::Path()
                   .move(x + cs * 0.2, cy)
                   .curve(x + cs * 0.35, cy - s * 0.6, x + cs * 0.5, cy + s * 0.6, x + cs * 0.65, cy)
                   .curve(x + cs * 0.72, cy - s * 0.3, x + cs * 0.78, cy - s * 0.3, x + cs * 0.82, cy)
                   .str(),
               {{"class", "given"}, {"fill", "none"}, {"stroke", svg::colour::given}, {"stroke-width", "2"}});
      break;
    case 'o': doc.circle(cx, cy, s, a); break;
    case '#': doc.rect(cx - s, cy - s, 2 * s, 2 * s, a); break;
    case '<':  // the ship continues to the right: round on the left
      doc.path(svg::Path().move(cx + s, cy - s).line(cx, cy - s).curve(cx - s * 1.3, cy - s, cx - s * 1.3, cy + s, cx, cy + s).line(cx + s, cy + s).close().str(), a);
      break;
    case '>':
      doc.path(svg::Path().move(cx - s, cy - s).line(cx, cy - s).curve(cx + s * 1.3, cy - s, cx + s * 1.3, cy + s, cx, cy + s).line(cx - s, cy + s).close().str(), a);
      break;
    case '^':
      doc.path(svg::Path().move(cx - s, cy + s).line(cx - s, cy).curve(cx - s, cy - s * 1.3, cx + s, cy - s * 1.3, cx + s, cy).line(cx + s, cy + s).close().str(), a);
      break;
    case 'v':
      doc.path(svg::Path().move(cx - s, cy - s).line(cx - s, cy).curve(cx - s, cy + s * 1.3, cx + s, cy + s * 1.3, cx + s, cy).line(cx + s, cy - s).close().str(), a);
      break;
    default: break;
  }
}

std::string svg(const Instance& inst, const Solution* sol) {
  const int big = std::max(inst.rows, inst.cols);
  const double cs = big <= 20 ? 32 : std::max(8.0, 720.0 / big), m = grid::kMargin;
  const double gw = inst.cols * cs, gh = inst.rows * cs;
  int ships = 0, longest = 0;
  for (const auto& [len, k] : inst.fleet) ships += k, longest = std::max(longest, len);
  // the fleet: one row per length, longest first
  const double fs = std::min(cs, 20.0), fleetH = static_cast<double>(inst.fleet.size()) * (fs + 4);
  const std::string caption = "Battleship " + std::to_string(inst.rows) + "x" + std::to_string(inst.cols) + ", " +
                              std::to_string(ships) + " ships";
  double fleetW = 0;
  for (const auto& [len, k] : inst.fleet) fleetW = std::max(fleetW, (std::min(k, kFleetDrawn) * (len + 0.5)) * fs + 40);
  svg::Document doc(std::max({gw + cs + 2 * m, grid::captionWidth(caption), fleetW + 2 * m}),
                    gh + cs + 2 * m + fleetH + 12 + 24, "Battleship");
  if (sol) doc.rect(m, m, gw, gh, {{"class", "water"}, {"fill", svg::colour::water}});
  grid::drawCellLines(doc, m, m, inst.rows, inst.cols, cs, 2);
  const bool hasGivens = inst.givens.size() == static_cast<size_t>(inst.rows) * inst.cols;
  const auto eachGiven = [&](const auto& draw) {
    for (int r = 0; r < inst.rows && hasGivens; ++r)
      for (int c = 0; c < inst.cols; ++c)
        if (const char g = inst.givens[r * inst.cols + c]; g != '.') draw(g, m + c * cs, m + r * cs);
  };
  doc.open({{"class", "given-cells"}, {"fill", svg::colour::mark}});
  eachGiven([&](char, double x, double y) { doc.rect(x + 1, y + 1, cs - 2, cs - 2); });
  doc.close();
  if (sol) {
    doc.open({{"class", "ships"}, {"fill", "#555555"}});
    for (const Ship& s : *sol) drawShip(doc, m + s.c * cs, m + s.r * cs, cs, s.len, s.vertical, {{"class", "ship"}});
    doc.close();
  }
  doc.open({{"class", "givens"}});
  eachGiven([&](char g, double x, double y) { drawGiven(doc, g, x, y, cs); });
  doc.close();
  if (cs >= 10) {
    doc.open({{"class", "counts"}, {"fill", svg::colour::ink}});
    for (int r = 0; r < inst.rows; ++r)
      if (inst.rowCount[r] >= 0)
        doc.label(m + gw + cs * 0.5, m + (r + 0.5) * cs, cs * 0.5, std::to_string(inst.rowCount[r]), {{"class", "count"}});
    for (int c = 0; c < inst.cols; ++c)
      if (inst.colCount[c] >= 0)
        doc.label(m + (c + 0.5) * cs, m + gh + cs * 0.5, cs * 0.5, std::to_string(inst.colCount[c]), {{"class", "count"}});
    doc.close();
  }
  double y = m + gh + cs + 8;
  doc.open({{"class", "fleet"}, {"fill", "#777777"}});
  for (auto it = inst.fleet.rbegin(); it != inst.fleet.rend(); ++it) {
    const auto [len, k] = *it;
    doc.text(m, y + fs * 0.75, std::to_string(k) + "\u00d7", {{"font-size", svg::num(fs * 0.7)}, {"fill", svg::colour::ink}});
    for (int i = 0; i < k && i < kFleetDrawn; ++i) drawShip(doc, m + 30 + i * (len + 0.5) * fs, y, fs, len, false, {});
    y += fs + 4;
  }
  doc.close();
  doc.text(m, y + 18, caption, {{"class", "caption"}, {"font-size", "14"}});
  return doc.str();
}

}  // namespace deduce::battleship
