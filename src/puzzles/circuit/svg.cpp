#include "puzzles/circuit/svg.h"

#include <algorithm>

#include "puzzles/grid/svg.h"

namespace deduce::circuit {

std::string svg(const Instance& inst, const Solution* tree, const std::vector<std::pair<int, int>>& path,
                std::pair<std::pair<int, int>, std::pair<int, int>> ends) {
  const int big = std::max(inst.rows, inst.cols);
  const double cs = big <= 20 ? 36 : std::max(8.0, 760.0 / big), m = grid::kMargin;
  const auto x = [&](int c) { return m + (c + 0.5) * cs; };
  const auto y = [&](int r) { return m + (r + 0.5) * cs; };
  const auto cell = [&](int r, int c) { return static_cast<size_t>(r) * inst.cols + c; };
  std::string caption = "Circuit Board " + std::to_string(inst.rows) + "x" + std::to_string(inst.cols);
  if (!path.empty()) caption += ", path length " + std::to_string(path.size() - 1);
  svg::Document doc(std::max(inst.cols * cs + 2 * m, grid::captionWidth(caption)), inst.rows * cs + 2 * m + 24,
                    "Circuit Board");
  doc.open({{"class", "blocks"}, {"fill", "#444444"}});
  for (int r = 0; r < inst.rows; ++r)
    for (int c = 0; c < inst.cols; ++c)
      if (!inst.point[cell(r, c)]) doc.rect(m + c * cs + 2, m + r * cs + 2, cs - 4, cs - 4, {{"class", "blocked"}});
  doc.close();
  const std::string width = svg::num(std::max(1.5, cs / 10));
  if (tree) {
    doc.open({{"class", "tree"}, {"stroke", svg::colour::solved}, {"stroke-width", width}, {"stroke-linecap", "round"}});
    for (const Segment& s : *tree) doc.line(x(s.c1), y(s.r1), x(s.c2), y(s.r2), {{"class", "segment"}});
    doc.close();
  }
  doc.open({{"class", "givens"}, {"stroke", svg::colour::given}, {"stroke-width", width}, {"stroke-linecap", "round"}});
  for (int r = 0; r < inst.rows; ++r)
    for (int c = 0; c < inst.cols; ++c) {
      if (inst.givenRight[cell(r, c)] && c + 1 < inst.cols) doc.line(x(c), y(r), x(c + 1), y(r), {{"class", "given"}});
      if (inst.givenDown[cell(r, c)] && r + 1 < inst.rows) doc.line(x(c), y(r), x(c), y(r + 1), {{"class", "given"}});
    }
  doc.close();
  if (path.size() > 1) {
    std::vector<std::pair<double, double>> pts;
    for (auto [r, c] : path) pts.emplace_back(x(c), y(r));
    doc.polyline(pts, {{"class", "path"}, {"fill", "none"}, {"stroke", svg::colour::accent},
                       {"stroke-width", svg::num(std::max(2.5, cs / 6))}, {"stroke-linejoin", "round"},
                       {"stroke-linecap", "round"}, {"stroke-opacity", "0.8"}});
  }
  doc.open({{"class", "points"}, {"fill", svg::colour::paper}, {"stroke", svg::colour::ink}, {"stroke-width", "1.5"}});
  for (int r = 0; r < inst.rows; ++r)
    for (int c = 0; c < inst.cols; ++c)
      if (inst.point[cell(r, c)]) doc.circle(x(c), y(r), std::max(2.0, cs * 0.12), {{"class", "point"}});
  doc.close();
  if (ends.first.first >= 0) {
    doc.open({{"class", "ends"}, {"fill", svg::colour::accent}});
    for (auto [r, c] : {ends.first, ends.second}) doc.circle(x(c), y(r), std::max(3.0, cs * 0.18), {{"class", "end"}});
    doc.close();
  }
  doc.text(m, inst.rows * cs + 2 * m + 14, caption, {{"class", "caption"}, {"font-size", "14"}});
  return doc.str();
}

}  // namespace deduce::circuit
