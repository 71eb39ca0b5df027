#include "puzzles/hashi/explain_svg.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "render/svg.h"

namespace deduce::hashi {

namespace {

using namespace logicsteps::panels;

using Pair = std::tuple<int, int, int, int>;  // the two islands, as in Bridge
Pair pairOf(const Bridge& b) { return {b.r1, b.c1, b.r2, b.c2}; }

}  // namespace

std::string explainSvg(const Instance& inst, const logic::Outcome& outcome) {
  const int big = std::max(inst.rows, inst.cols);
  const double cs = big <= 12 ? 24 : std::max(6.0, 288.0 / big), m = kMargin, gap = kGap;
  const double gw = inst.cols * cs, gh = inst.rows * cs;
  const double panelW = std::max(gw, 7.0 * kCaptionChars), panelH = gh + 8 + kCaptionLines * kLineHeight + gap;
  const size_t steps = std::min(outcome.steps.size(), kMaxPanels);
  const size_t panels = steps + 1, perRow = kPerRow, rows = (panels + perRow - 1) / perRow;
  svg::Document doc(m * 2 + perRow * panelW + (perRow - 1) * gap, m * 2 + rows * panelH, "Hashi explained");
  std::map<Pair, int> known;  // the certain bridges: at least this many
  const double stroke = std::max(1.2, cs / 14);
  const auto drawPanel = [&](size_t k, const logic::Step* st, const std::vector<std::string>& text) {
    const double x0 = m + (k % perRow) * (panelW + gap), y0 = m + (k / perRow) * panelH;
    const auto x = [&](int c) { return x0 + (c + 0.5) * cs; };
    const auto y = [&](int r) { return y0 + (r + 0.5) * cs; };
    const auto bridge = [&](const Bridge& b, int count, const svg::Attrs& a) {
      doc.open(a);
      const bool horizontal = b.r1 == b.r2;
      const int lines = std::clamp(count, 1, 3);
      for (int i = 0; i < lines; ++i) {
        const double off = (i - (lines - 1) / 2.0) * cs * 0.18;
        if (horizontal)
          doc.line(x(b.c1), y(b.r1) + off, x(b.c2), y(b.r2) + off);
        else
          doc.line(x(b.c1) + off, y(b.r1), x(b.c2) + off, y(b.r2));
      }
      doc.close();
    };
    doc.open({{"class", st ? "step" : "outcome"}});
    doc.rect(x0, y0, gw, gh, {{"fill", "none"}, {"stroke", svg::colour::thin}, {"stroke-width", "0.7"}});
    for (const auto& [p, lo] : known) {
      const auto [r1, c1, r2, c2] = p;
      if (lo > 0)
        bridge({r1, c1, r2, c2, lo}, lo,
               {{"class", "bridge"}, {"stroke", svg::colour::solved}, {"stroke-width", svg::num(stroke)}});
    }
    if (st) {
      for (const Bridge& b : st->atLeast)
        bridge(b, b.k, {{"class", "placement"}, {"stroke", "#2a8a1f"}, {"stroke-width", svg::num(stroke * 1.5)}});
      for (const Bridge& b : st->atMost) {
        bridge(b, 1,
               {{"class", "elimination"},
                {"stroke", svg::colour::accent},
                {"stroke-width", svg::num(stroke)},
                {"stroke-dasharray", svg::num(cs / 6)}});
        doc.label((x(b.c1) + x(b.c2)) / 2, (y(b.r1) + y(b.r2)) / 2 - cs * 0.25, cs * 0.4, "<=" + std::to_string(b.k),
                  {{"class", "elimination"}, {"fill", svg::colour::accent}});
      }
    }
    for (int r = 0; r < inst.rows; ++r)
      for (int c = 0; c < inst.cols; ++c)
        if (int v = inst.at(r, c)) {
          doc.circle(x(c), y(r), cs * 0.36,
                     {{"class", "island"}, {"fill", svg::colour::paper}, {"stroke", svg::colour::ink}, {"stroke-width", "1.2"}});
          if (cs >= 10) doc.label(x(c), y(r), cs * 0.42, std::to_string(v), {{"class", "given"}, {"font-weight", "bold"}});
        }
    drawCaption(doc, x0, y0 + gh, text);
    doc.close();
  };
  for (size_t k = 0; k < steps; ++k) {
    const logic::Step& st = outcome.steps[k];
    drawPanel(k, &st, stepCaption(k, st.text));
    for (const Bridge& b : st.atLeast) known[pairOf(b)] = std::max(known[pairOf(b)], b.k);
  }
  static const char* const kStatus[] = {"solved", "stuck", "invalid", "limit"};
  const auto end = endCaption(kStatus[static_cast<int>(outcome.status)], outcome.steps.size(), steps,
                              outcome.message.empty() ? "" : ": " + outcome.message);
  if (outcome.steps.size() == steps) {
    known.clear();
    for (const Bridge& b : outcome.known) known[pairOf(b)] = b.k;
  }
  drawPanel(steps, nullptr, end);
  return doc.str();
}

}  // namespace deduce::hashi
