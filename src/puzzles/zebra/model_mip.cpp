// Paper 003, the Zebra IP model (7.1) with its clue categories.
//
// Correction (docs/results/paradigms.md): the paper writes "next to" (ILC) as
//   sum_{i>=2} x^a_i x^b_{i-1} + sum_{i>=2} x^b_i x^a_{i-1} = 1,
// a product of variables: not a linear constraint. Here every ILC is linear and exact given
// (7.1a)-(7.1b): a in house i forces b in a house the relation allows, x^a_i <= sum of x^b_k
// over those k (next to: i-1 and i+1; immediately left of: i+1; immediately right of: i-1).
// "Somewhere left/right of" compares the house numbers: sum_i i x^a_i + 1 <= sum_i i x^b_i.
#include "puzzles/zebra/model_mip.h"

namespace deduce::zebra {

MipModel buildMip(const Puzzle& p) {
  MipModel m;
  m.ip.name = "zebra";
  for (size_t a = 0; a < p.attrs.size(); ++a) {
    std::string values;
    for (size_t v = 0; v < p.attrs[a].values.size(); ++v)
      values += (v ? ", " : "") + std::to_string(v + 1) + " " + p.attrs[a].values[v];
    m.ip.comments.push_back("x_" + std::to_string(a) + "_i_j = 1 iff house i has " + p.attrs[a].name + " j: " + values);
  }
  const int n = p.houses(), na = static_cast<int>(p.attrs.size());
  m.houses = n;
  // x^attr_ij binary
  m.x.assign(na, std::vector<std::vector<ip::VarId>>(n, std::vector<ip::VarId>(n)));
  for (int a = 0; a < na; ++a)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) m.x[a][i][j] = m.ip.binary(ip::name("x", {a, i + 1, j + 1}));
  // minimise 0
  for (int a = 0; a < na; ++a)
    for (int k = 0; k < n; ++k) {
      ip::LinExpr house, value;
      for (int l = 0; l < n; ++l) house.add(m.x[a][k][l]), value.add(m.x[a][l][k]);
      m.ip.addEq(house, 1, ip::name("house", {a, k + 1}));  // (7.1a) one value per house
      m.ip.addEq(value, 1, ip::name("value", {a, k + 1}));  // (7.1b) one house per value
    }
  auto X = [&](Property q, int i) { return m.x[q.attr][i][q.value]; };
  auto position = [&](Property q) {
    ip::LinExpr e;
    for (int i = 0; i < n; ++i) e.add(X(q, i), i);
    return e;
  };
  for (size_t ci = 0; ci < p.clues.size(); ++ci) {
    const Clue& c = p.clues[ci];
    const long long id = static_cast<long long>(ci) + 1;
    switch (c.rel) {
      case Rel::Same:  // ACC: x^a_i - x^b_i = 0
        for (int i = 0; i < n; ++i) m.ip.addEq(ip::LinExpr(X(c.a, i)) - X(c.b, i), 0, ip::name("same", {id, i + 1}));
        break;
      case Rel::Different:  // x^a_i + x^b_i <= 1
        for (int i = 0; i < n; ++i) m.ip.addLe(ip::LinExpr(X(c.a, i)) + X(c.b, i), 1, ip::name("diff", {id, i + 1}));
        break;
      case Rel::At:  // DLC: x^a_h = 1
        if (c.house >= 0 && c.house < n) m.ip.setBounds(X(c.a, c.house), 1, m.ip.var(X(c.a, c.house)).ub);
        break;
      case Rel::NotAt:
        if (c.house >= 0 && c.house < n) m.ip.setBounds(X(c.a, c.house), m.ip.var(X(c.a, c.house)).lb, 0);
        break;
      case Rel::NextTo:
      case Rel::ImmLeftOf:
      case Rel::ImmRightOf:  // ILC: x^a_i <= sum of x^b_k over the allowed k
        for (int i = 0; i < n; ++i) {
          ip::LinExpr e(X(c.a, i));
          if (c.rel != Rel::ImmLeftOf && i > 0) e.add(X(c.b, i - 1), -1);
          if (c.rel != Rel::ImmRightOf && i + 1 < n) e.add(X(c.b, i + 1), -1);
          m.ip.addLe(e, 0, ip::name("near", {id, i + 1}));
        }
        break;
      case Rel::LeftOf:
        m.ip.addLe(position(c.a) - position(c.b), -1, ip::name("left", {id}));
        break;
      case Rel::RightOf:
        m.ip.addLe(position(c.b) - position(c.a), -1, ip::name("right", {id}));
        break;
    }
  }
  return m;
}

Table decodeMip(const MipModel& m, const ip::Solution& s) {
  const int n = m.houses, na = static_cast<int>(m.x.size());
  Table t(n, std::vector<int>(na, -1));
  for (int a = 0; a < na; ++a)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        if (s.isOne(m.x[a][i][j])) t[i][a] = j;
  return t;
}

ip::Answers<Table> solveMip(const Puzzle& p, const ip::Options& opt) {
  MipModel m = buildMip(p);
  return ip::solveAndDecode(m.ip, opt, [&](const ip::Solution& s) { return decodeMip(m, s); });
}

}  // namespace deduce::zebra
