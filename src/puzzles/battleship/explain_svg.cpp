#include "puzzles/battleship/explain_svg.h"

#include <algorithm>

#include "puzzles/battleship/svg.h"
#include "render/svg.h"

namespace deduce::battleship {

namespace {

using namespace logicsteps::panels;

}  // namespace

std::string explainSvg(const Instance& inst, const logic::Outcome& outcome) {
  const int R = inst.rows, C = inst.cols, big = std::max(R, C);
  const double cs = big <= 10 ? 24 : std::max(6.0, 240.0 / big), m = kMargin, gap = kGap, counts = cs * 1.2;
  const double gw = C * cs, gh = R * cs;
  const double panelW = std::max(gw + counts, 7.0 * kCaptionChars), panelH = gh + counts + 8 + kCaptionLines * kLineHeight + gap;
  const size_t steps = std::min(outcome.steps.size(), kMaxPanels);
  const size_t panels = steps + 1, perRow = kPerRow, rows = (panels + perRow - 1) / perRow;
  svg::Document doc(m * 2 + perRow * panelW + (perRow - 1) * gap, m * 2 + rows * panelH, "Battleship explained");
  // the position: '.' unknown, '~' water, '*' ship, as the outcome's grid writes it
  std::vector<std::string> pos(R, std::string(C, '.'));
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      const char g = inst.givens[r * C + c];
      if (g != '.') pos[r][c] = g == '~' ? '~' : '*';
    }
  const auto drawPanel = [&](size_t k, const logic::Step* st, const std::vector<std::string>& text) {
    const double x0 = m + (k % perRow) * (panelW + gap), y0 = m + (k / perRow) * panelH;
    doc.open({{"class", st ? "step" : "outcome"}});
    for (int r = 0; r < R; ++r)
      for (int c = 0; c < C; ++c) {
        const double x = x0 + c * cs, y = y0 + r * cs;
        const char g = inst.givens[r * C + c];
        if (pos[r][c] == '~') doc.rect(x, y, cs, cs, {{"class", "water"}, {"fill", svg::colour::water}});
        if (g != '.' && g != '~') {
          drawGiven(doc, g, x, y, cs);
        } else if (pos[r][c] != '.' && pos[r][c] != '~') {
          doc.rect(x + cs * 0.15, y + cs * 0.15, cs * 0.7, cs * 0.7,
                   {{"class", "ship"}, {"fill", svg::colour::ink}, {"rx", svg::num(cs * 0.1)}});
        }
      }
    if (st) {
      for (auto [r, c] : st->ship)
        doc.rect(x0 + c * cs + cs * 0.15, y0 + r * cs + cs * 0.15, cs * 0.7, cs * 0.7,
                 {{"class", "placement"}, {"fill", "#2a8a1f"}, {"rx", svg::num(cs * 0.1)}});
      for (auto [r, c] : st->water)
        doc.circle(x0 + c * cs + cs / 2, y0 + r * cs + cs / 2, cs * 0.3,
                   {{"class", "elimination"}, {"fill", "none"}, {"stroke", svg::colour::accent}, {"stroke-width", "1.5"}});
    }
    doc.open({{"class", "lines"}, {"stroke", svg::colour::thin}, {"stroke-width", "0.7"}});
    for (int c = 1; c < C; ++c) doc.line(x0 + c * cs, y0, x0 + c * cs, y0 + gh);
    for (int r = 1; r < R; ++r) doc.line(x0, y0 + r * cs, x0 + gw, y0 + r * cs);
    doc.close();
    doc.rect(x0, y0, gw, gh, {{"fill", "none"}, {"stroke", svg::colour::ink}, {"stroke-width", "1.5"}});
    const double fs = std::max(6.0, cs * 0.55);
    for (int r = 0; r < R; ++r)
      if (inst.rowCount[r] >= 0)
        doc.label(x0 + gw + counts / 2, y0 + r * cs + cs / 2, fs, std::to_string(inst.rowCount[r]), {{"class", "count"}});
    for (int c = 0; c < C; ++c)
      if (inst.colCount[c] >= 0)
        doc.label(x0 + c * cs + cs / 2, y0 + gh + counts / 2, fs, std::to_string(inst.colCount[c]), {{"class", "count"}});
    drawCaption(doc, x0, y0 + gh + counts, text);
    doc.close();
  };
  for (size_t k = 0; k < steps; ++k) {
    const logic::Step& st = outcome.steps[k];
    drawPanel(k, &st, stepCaption(k, st.text));
    for (auto [r, c] : st.ship) pos[r][c] = '*';
    for (auto [r, c] : st.water) pos[r][c] = '~';
  }
  static const char* const kStatus[] = {"solved", "stuck", "invalid", "limit"};
  const auto end = endCaption(kStatus[static_cast<int>(outcome.status)], outcome.steps.size(), steps,
                              outcome.message.empty() ? "" : ": " + outcome.message);
  if (outcome.steps.size() == steps && static_cast<int>(outcome.grid.size()) == R) pos = outcome.grid;
  drawPanel(steps, nullptr, end);
  return doc.str();
}

}  // namespace deduce::battleship
