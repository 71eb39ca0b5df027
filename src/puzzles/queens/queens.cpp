#include "puzzles/queens/queens.h"

namespace deduce::queens {

Model build(cp::Space& s, int n, cp::Consistency c) {
  Model m;
  m.q = cp::intVars(s, n, 0, n - 1);
  std::vector<cp::Val> up, down;
  for (int i = 0; i < n; ++i) {
    up.push_back(i);
    down.push_back(-i);
  }
  cp::alldifferent(s, m.q, c);
  cp::alldifferent(s, m.q, up, c);    // q_i + i: one queen per diagonal
  cp::alldifferent(s, m.q, down, c);  // q_i - i: one queen per anti-diagonal
  return m;
}

cp::ModelFactory factory(int n, cp::Consistency c, cp::VarSel var, cp::ValSel val, uint64_t seed) {
  return [=] {
    cp::WorkerModel m;
    m.space = std::make_unique<cp::Space>();
    const cp::VarIds q = build(*m.space, n, c).q;
    m.brancher = std::make_unique<cp::PhaseBrancher>(*m.space, std::vector<cp::Phase>{{q, var, val}}, seed);
    return m;
  };
}

std::string check(int n, const std::vector<int>& cols) {
  if (static_cast<int>(cols.size()) != n) return "wrong number of rows";
  for (int i = 0; i < n; ++i) {
    if (cols[i] < 0 || cols[i] >= n) return "row " + std::to_string(i) + ": column out of range";
    for (int j = 0; j < i; ++j) {
      int dc = cols[i] - cols[j];
      if (dc == 0) return "rows " + std::to_string(j) + " and " + std::to_string(i) + " share a column";
      if (dc == i - j || dc == j - i) return "rows " + std::to_string(j) + " and " + std::to_string(i) + " share a diagonal";
    }
  }
  return "";
}

std::string render(const std::vector<int>& cols) {
  std::string out;
  int n = static_cast<int>(cols.size());
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      if (j) out += ' ';
      out += cols[i] == j ? 'Q' : '.';
    }
    out += '\n';
  }
  return out;
}

exactcover::Problem cover(int n) {
  exactcover::Problem p;
  for (int i = 0; i < n; ++i) p.addPrimary(exactcover::name("r", i));
  for (int j = 0; j < n; ++j) p.addPrimary(exactcover::name("c", j));
  for (int d = 0; d < 2 * n - 1; ++d) p.addSecondary(exactcover::name("a", d));
  for (int d = 0; d < 2 * n - 1; ++d) p.addSecondary(exactcover::name("b", d));
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) p.addOption({i, n + j, 2 * n + i + j, 4 * n - 1 + i - j + n - 1});
  return p;
}

}  // namespace deduce::queens
