// Paper 003, formulation (3.1), with (3.1d) generalised to boxRows x boxCols boxes.
#include "puzzles/sudoku/model_mip.h"

namespace deduce::sudoku {

MipModel buildMip(const Instance& inst) {
  MipModel m;
  const int n = inst.size();
  m.n = n;
  m.ip.name = "sudoku";
  m.ip.comments = {"paper 003 (3.1): x_i_j_k = 1 iff the cell in row i, column j (1-based) holds k",
                   "rows col_j_k, row_i_k, box_p_q_k, cell_i_j" + std::string(inst.diagonal ? ", diag_k, antidiag_k" : "") +
                       "; the clues are fixed bounds; no objective (feasibility)"};
  // (3.1g) x[i,j,k] binary
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 1; k <= n; ++k) m.x.push_back(m.ip.binary(ip::name("x", {i + 1, j + 1, k})));
  // (3.1a) minimise 0: a feasibility problem (the default objective)
  // (3.1b) each value once per column
  for (int j = 0; j < n; ++j)
    for (int k = 1; k <= n; ++k) {
      ip::LinExpr e;
      for (int i = 0; i < n; ++i) e.add(m.at(i, j, k));
      m.ip.addEq(e, 1, ip::name("col", {j + 1, k}));
    }
  // (3.1c) each value once per row
  for (int i = 0; i < n; ++i)
    for (int k = 1; k <= n; ++k) {
      ip::LinExpr e;
      for (int j = 0; j < n; ++j) e.add(m.at(i, j, k));
      m.ip.addEq(e, 1, ip::name("row", {i + 1, k}));
    }
  // (3.1d) each value once per box (p, q)
  for (int p = 0; p < n / inst.boxRows; ++p)
    for (int q = 0; q < n / inst.boxCols; ++q)
      for (int k = 1; k <= n; ++k) {
        ip::LinExpr e;
        for (int i = p * inst.boxRows; i < (p + 1) * inst.boxRows; ++i)
          for (int j = q * inst.boxCols; j < (q + 1) * inst.boxCols; ++j) e.add(m.at(i, j, k));
        m.ip.addEq(e, 1, ip::name("box", {p + 1, q + 1, k}));
      }
  // (3.1e) one value per cell
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      ip::LinExpr e;
      for (int k = 1; k <= n; ++k) e.add(m.at(i, j, k));
      m.ip.addEq(e, 1, ip::name("cell", {i + 1, j + 1}));
    }
  // diagonal Sudoku (not in the paper): each value once on each main diagonal
  if (inst.diagonal)
    for (int k = 1; k <= n; ++k) {
      ip::LinExpr main, anti;
      for (int i = 0; i < n; ++i) main.add(m.at(i, i, k)), anti.add(m.at(i, n - 1 - i, k));
      m.ip.addEq(main, 1, ip::name("diag", {k}));
      m.ip.addEq(anti, 1, ip::name("antidiag", {k}));
    }
  // (3.1f) the clues: x[i,j,c_ij] = 1, as a bound (as the paper's implementation does for the
  // fixings of chapters 5 and 6)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      int c = inst.cells[static_cast<size_t>(i) * n + j];
      if (c >= 1 && c <= n) m.ip.fix(m.at(i, j, c), 1);
    }
  return m;
}

std::vector<int> decodeMip(const MipModel& m, const ip::Solution& s) {
  const int n = m.n;
  std::vector<int> g(static_cast<size_t>(n) * n, 0);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int k = 1; k <= n; ++k)
        if (s.isOne(m.at(i, j, k))) g[static_cast<size_t>(i) * n + j] = k;
  return g;
}

grid::Result solveMip(const Instance& inst, const grid::SolveOptions& opt) {
  MipModel m = buildMip(inst);
  ip::Options o = ip::optionsFrom(opt.limits);
  // CBC's cut generators stay off (the default): the root LP of (3.1) is integral on every
  // bundled puzzle (0 nodes), and root cut rounds cost about 4x the CPU time of the rest
  grid::Result r;
  o.onSolution = [&](const ip::Solution& s) {
    std::vector<int> g = decodeMip(m, s);
    if (r.first.empty()) r.first = g;
    return opt.onSolution ? opt.onSolution(g) : true;
  };
  ip::Result res = ip::solve(m.ip, o);
  r.status = res.status;
  r.count = res.solutions.size();
  r.stats = ip::cpStats(res);
  return r;
}

}  // namespace deduce::sudoku
