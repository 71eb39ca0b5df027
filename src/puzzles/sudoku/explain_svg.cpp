#include "puzzles/sudoku/explain_svg.h"

#include <algorithm>

#include "puzzles/logic_steps.h"
#include "render/svg.h"

namespace deduce::sudoku {

namespace {

using namespace logicsteps::panels;

// The position as the steps change it: values and candidate masks (bit v-1).
struct Position {
  int n = 0;
  std::vector<int> value;
  std::vector<uint32_t> cand;
  std::vector<std::vector<int>> unitsOf;  // cell -> the cells sharing a unit with it
};

Position start(const Instance& inst) {
  Position p;
  p.n = inst.size();
  const int cells = p.n * p.n;
  p.value = inst.cells;
  p.unitsOf.assign(static_cast<size_t>(cells), {});
  for (const auto& unit : units(inst))
    for (int a : unit)
      for (int b : unit)
        if (a != b) p.unitsOf[a].push_back(b);
  const uint32_t all = p.n >= 32 ? ~0u : (1u << p.n) - 1;
  p.cand.assign(static_cast<size_t>(cells), 0);
  for (int c = 0; c < cells; ++c) {
    if (p.value[c]) continue;
    p.cand[c] = all;
    for (int o : p.unitsOf[c])
      if (p.value[o] > 0) p.cand[c] &= ~(1u << (p.value[o] - 1));
  }
  return p;
}

void apply(Position& p, const logic::Step& st) {
  for (const logic::Cand& c : st.eliminations) p.cand[c.row * p.n + c.col] &= ~(1u << (c.value - 1));
  for (const logic::Cand& c : st.placements) {
    const int cell = c.row * p.n + c.col;
    p.value[cell] = c.value;
    p.cand[cell] = 0;
    for (int o : p.unitsOf[cell]) p.cand[o] &= ~(1u << (c.value - 1));
  }
}

}  // namespace

std::string explainSvg(const Instance& inst, const logic::Outcome& outcome) {
  const int n = inst.size();
  const double cs = n <= 9 ? 28 : std::max(8.0, 252.0 / n), side = cs * n, m = kMargin, gap = kGap;
  const double panelW = std::max(side, 7.0 * kCaptionChars), panelH = side + 8 + kCaptionLines * kLineHeight + gap;
  const size_t steps = std::min(outcome.steps.size(), kMaxPanels);
  const size_t panels = steps + 1, perRow = kPerRow, rows = (panels + perRow - 1) / perRow;
  svg::Document doc(m * 2 + perRow * panelW + (perRow - 1) * gap, m * 2 + rows * panelH, "Sudoku explained");
  const bool pencil = n <= 9 && cs >= 20;
  const int sub = n <= 4 ? 2 : 3;  // candidates in a sub x sub block of the cell
  Position pos = start(inst);
  const auto drawPanel = [&](size_t k, const logic::Step* st, const std::vector<std::string>& text) {
    const double x0 = m + (k % perRow) * (panelW + gap), y0 = m + (k / perRow) * panelH;
    doc.open({{"class", st ? "step" : "outcome"}});
    const auto cellX = [&](int c) { return x0 + c * cs; };
    const auto cellY = [&](int r) { return y0 + r * cs; };
    if (st)
      for (const logic::Cand& c : st->placements)
        doc.rect(cellX(c.col), cellY(c.row), cs, cs, {{"class", "placed-cell"}, {"fill", "#d9f2d0"}});
    doc.open({{"class", "lines"}, {"stroke", svg::colour::thin}, {"stroke-width", "0.7"}});
    for (int k2 = 1; k2 < n; ++k2) {
      doc.line(cellX(k2), y0, cellX(k2), y0 + side);
      doc.line(x0, cellY(k2), x0 + side, cellY(k2));
    }
    doc.close();
    doc.open({{"class", "boxes"}, {"stroke", svg::colour::ink}, {"stroke-width", "1.8"}, {"fill", "none"}});
    for (int c = inst.boxCols; c < n; c += inst.boxCols) doc.line(cellX(c), y0, cellX(c), y0 + side);
    for (int r = inst.boxRows; r < n; r += inst.boxRows) doc.line(x0, cellY(r), x0 + side, cellY(r));
    doc.rect(x0, y0, side, side);
    doc.close();
    for (int cell = 0; cell < n * n; ++cell) {
      const int r = cell / n, c = cell % n;
      if (pos.value[cell]) {
        const bool given = inst.cells[cell] != 0;
        doc.label(cellX(c) + cs / 2, cellY(r) + cs / 2, cs * 0.55, std::to_string(pos.value[cell]),
                  given ? svg::Attrs{{"class", "given"}, {"font-weight", "bold"}}
                        : svg::Attrs{{"class", "value"}, {"fill", svg::colour::solved}});
      } else if (pencil && !(st && std::any_of(st->placements.begin(), st->placements.end(),
                                                [&](const logic::Cand& x) { return x.row * n + x.col == cell; }))) {
        for (int v = 1; v <= n; ++v)
          if (pos.cand[cell] >> (v - 1) & 1)
            doc.label(cellX(c) + ((v - 1) % sub + 0.5) * cs / sub, cellY(r) + ((v - 1) / sub + 0.5) * cs / sub, cs / 4.2,
                      std::to_string(v), {{"fill", "#777777"}});
      }
    }
    if (st) {
      for (const logic::Cand& c : st->placements)
        doc.label(cellX(c.col) + cs / 2, cellY(c.row) + cs / 2, cs * 0.55, std::to_string(c.value),
                  {{"class", "placement"}, {"fill", "#2a8a1f"}, {"font-weight", "bold"}});
      for (const logic::Cand& c : st->eliminations) {
        const double x = cellX(c.col) + ((c.value - 1) % sub + 0.5) * cs / sub;
        const double y = cellY(c.row) + ((c.value - 1) / sub + 0.5) * cs / sub;
        doc.open({{"class", "elimination"}, {"stroke", svg::colour::accent}, {"stroke-width", "1.2"}});
        doc.circle(x, y, cs / 7, {{"fill", "none"}});
        doc.line(x - cs / 8, y + cs / 8, x + cs / 8, y - cs / 8);
        doc.close();
      }
    }
    drawCaption(doc, x0, y0 + side, text);
    doc.close();
  };
  for (size_t k = 0; k < steps; ++k) {
    const logic::Step& st = outcome.steps[k];
    drawPanel(k, &st, stepCaption(k, st.text));
    apply(pos, st);
  }
  std::string detail;
  if (outcome.hardest) detail += " (hardest: " + std::string(logic::techniqueName(*outcome.hardest)) + ")";
  if (outcome.status == logic::Status::Invalid && !outcome.message.empty()) detail += ": " + outcome.message;
  if (outcome.steps.size() == steps) pos.value = outcome.grid;  // the position reached
  drawPanel(steps, nullptr, endCaption(logic::statusName(outcome.status), outcome.steps.size(), steps, detail));
  return doc.str();
}

}  // namespace deduce::sudoku
