#include "puzzles/battleship/model_sat.h"

#include <algorithm>
#include <string>

#include "puzzles/grid/model_sat.h"

namespace deduce::battleship {

Solution SatModel::decode(const std::vector<bool>& values) const {
  Solution sol;
  for (size_t k = 0; k < values.size(); ++k)
    if (values[k]) sol.push_back(placement[k]);
  std::sort(sol.begin(), sol.end());
  return sol;
}

SatModel buildSat(const Instance& inst) {
  SatModel m;
  sat::Cnf& f = m.cnf;
  f.comments = {"variable r<row>c<col> is true iff that cell (1-based) is part of a ship; <len>H@r<row>c<col> / "
                "<len>V@r<row>c<col> is true iff a ship of that length lies horizontally / vertically from that cell"};
  const int R = inst.rows, C = inst.cols;
  std::vector<sat::Lit> cell(static_cast<size_t>(R) * C);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) cell[static_cast<size_t>(r) * C + c] = f.newVar(grid::cellName(r, c, 0));
  std::vector<std::vector<sat::Lit>> covering(cell.size());
  std::vector<std::vector<char>> shows(cell.size());  // the part each covering placement shows
  for (auto [len, count] : inst.fleet) {
    std::vector<sat::Lit> ofLength;
    for (int vert = 0; vert < (len == 1 ? 1 : 2); ++vert) {
      const int dr = vert, dc = 1 - vert;
      for (int r = 0; r + dr * (len - 1) < R; ++r)
        for (int c = 0; c + dc * (len - 1) < C; ++c) {
          const Ship sh{r, c, len, vert == 1};
          std::string name = std::to_string(len);
          name += vert ? "V@" : "H@";
          name += grid::cellName(r, c, 0);
          const sat::Lit y = f.newVar(std::move(name));
          m.placement.push_back(sh);
          m.projection.push_back(y);
          ofLength.push_back(y);
          for (int k = 0; k < len; ++k) {
            const size_t i = static_cast<size_t>(r + dr * k) * C + (c + dc * k);
            covering[i].push_back(y);
            shows[i].push_back(len == 1 ? 'o' : k == 0 ? (vert ? '^' : '<') : k == len - 1 ? (vert ? 'v' : '>') : '#');
          }
          for (int rr = r - 1; rr <= r + dr * (len - 1) + 1; ++rr)
            for (int cc = c - 1; cc <= c + dc * (len - 1) + 1; ++cc) {
              const bool inside = rr >= r && rr <= r + dr * (len - 1) && cc >= c && cc <= c + dc * (len - 1);
              if (!inside && rr >= 0 && rr < R && cc >= 0 && cc < C)
                f.addClause({-y, -cell[static_cast<size_t>(rr) * C + cc]});
            }
        }
    }
    f.exactlyK(ofLength, static_cast<size_t>(count));
  }
  std::vector<sat::Lit> lits;
  for (size_t i = 0; i < cell.size(); ++i) {
    for (sat::Lit y : covering[i]) f.addClause({-y, cell[i]});
    lits.assign(1, -cell[i]);
    lits.insert(lits.end(), covering[i].begin(), covering[i].end());
    f.addClause(lits);
    f.atMostOne(covering[i]);
    const char g = i < inst.givens.size() ? inst.givens[i] : '.';
    if (g == '.') continue;
    if (g == '~') {
      f.addClause({-cell[i]});
      continue;
    }
    lits.clear();
    for (size_t k = 0; k < covering[i].size(); ++k) {
      if (shows[i][k] == g)
        lits.push_back(covering[i][k]);
      else
        f.addClause({-covering[i][k]});
    }
    f.addClause(lits);  // empty when no placement shows that part: unsatisfiable
  }
  for (int r = 0; r < R && r < static_cast<int>(inst.rowCount.size()); ++r) {
    if (inst.rowCount[static_cast<size_t>(r)] < 0) continue;
    lits.clear();
    for (int c = 0; c < C; ++c) lits.push_back(cell[static_cast<size_t>(r) * C + c]);
    f.exactlyK(lits, static_cast<size_t>(inst.rowCount[static_cast<size_t>(r)]));
  }
  for (int c = 0; c < C && c < static_cast<int>(inst.colCount.size()); ++c) {
    if (inst.colCount[static_cast<size_t>(c)] < 0) continue;
    lits.clear();
    for (int r = 0; r < R; ++r) lits.push_back(cell[static_cast<size_t>(r) * C + c]);
    f.exactlyK(lits, static_cast<size_t>(inst.colCount[static_cast<size_t>(c)]));
  }
  return m;
}

sat::Result solveSat(const Instance& inst, const sat::Options& opt, const std::function<bool(const Solution&)>& onSolution) {
  SatModel m = buildSat(inst);
  sat::Options o = opt;
  o.blockTrueOnly = true;
  sat::SolutionFn fn;
  if (onSolution) fn = [&](const std::vector<bool>& values) { return onSolution(m.decode(values)); };
  return sat::enumerate(m.cnf, m.projection, o, fn);
}

}  // namespace deduce::battleship
