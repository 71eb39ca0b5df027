// Paper 003, formulations (5.1) CM1, (5.2) CM2 and (5.3) CM3.
//
// Corrections to the paper (docs/results/paradigms.md):
//   (5.1e), (5.3e) the subtour elimination inequality of a vertex set N sums the edges with
//          both ends in N; the paper's index set {e = (i, j) in E | i in N} (one end in N)
//          would also count edges leaving N and cut off valid trees.
//   (5.2)  CM2 bounds the number of edges only through the objective: when the puzzle has no
//          tree solution but a connected graph with degrees 1 and 3 and a cycle exists, CM2's
//          optimum is that graph, not "no solution". One row sum z_e <= |V| - 1 (5.2j) makes
//          every feasible point a tree (connected, |V| - 1 edges); it is slack in the LP
//          relaxation, whose value (Table A.3) stays the paper's.
//   (5.2c), (5.2d) M = 99 as in the paper (it fixes the LP relaxation of Table A.3) but never
//          below |V| - 1, the most flow an edge can carry, so larger boards stay correct.
// Fixings (5.1b), (5.2f), (5.3b) are bounds, as in the paper's implementation (§5.3).
#include "puzzles/circuit/model_mip.h"

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "util/union_find.h"

namespace deduce::circuit {

bool parseMipFormulation(const std::string& text, MipFormulation& out) {
  if (text == "cm1") return out = MipFormulation::CM1, true;
  if (text == "cm2") return out = MipFormulation::CM2, true;
  if (text == "cm3") return out = MipFormulation::CM3, true;
  return false;
}

namespace {

// Subtour elimination (5.1e) for the components of the chosen segments that hold a cycle.
std::vector<ip::Row> violatedSubtours(int nv, const std::vector<std::pair<int, int>>& edge,
                                      const std::vector<ip::VarId>& x, const std::vector<double>& val) {
  util::UnionFind uf;
  uf.reset(nv);
  for (size_t e = 0; e < edge.size(); ++e)
    if (val[x[e]] > 0.5) uf.unite(edge[e].second, edge[e].first);
  std::vector<int> verts(nv, 0), chosen(nv, 0);
  for (int v = 0; v < nv; ++v) ++verts[uf.find(v)];
  for (size_t e = 0; e < edge.size(); ++e)
    if (val[x[e]] > 0.5) ++chosen[uf.find(edge[e].first)];
  std::vector<ip::Row> rows;
  for (int c = 0; c < nv; ++c) {
    if (uf.find(c) != c || chosen[c] < verts[c]) continue;  // a tree (or not a root)
    ip::LinExpr inside;
    for (size_t e = 0; e < edge.size(); ++e)
      if (uf.find(edge[e].first) == c && uf.find(edge[e].second) == c) inside.add(x[e]);
    rows.push_back(ip::Model::makeRow(-ip::kInf, inside, verts[c] - 1, ip::name("sei", {c, verts[c]})));
  }
  return rows;
}

// The rows of the connected components S of the segments with value above each threshold
// (each vertex set once, the whole board never): rowFor(member, |S|, inside) with S as
// membership flags and inside = the LP's sum over the segments with both ends in S returns S's
// row, or nullopt when the point does not violate it.
template <class RowFor>
std::vector<ip::Row> componentRows(int nv, const std::vector<std::pair<int, int>>& edge,
                                   const std::vector<ip::VarId>& x, const std::vector<double>& val,
                                   std::initializer_list<double> thresholds, RowFor rowFor) {
  std::vector<ip::Row> rows;
  std::vector<std::vector<char>> seen;  // vertex sets already cut, as membership flags
  std::vector<int> size(nv);
  util::UnionFind uf;
  for (double threshold : thresholds) {
    uf.reset(nv);
    for (size_t e = 0; e < edge.size(); ++e)
      if (val[x[e]] > threshold) uf.unite(edge[e].second, edge[e].first);
    std::vector<double> inside(nv, 0.0);
    std::fill(size.begin(), size.end(), 0);
    for (int v = 0; v < nv; ++v) ++size[uf.find(v)];
    for (size_t e = 0; e < edge.size(); ++e)
      if (uf.find(edge[e].first) == uf.find(edge[e].second)) inside[uf.find(edge[e].first)] += val[x[e]];
    for (int c = 0; c < nv; ++c) {
      if (uf.find(c) != c || size[c] == nv) continue;
      std::vector<char> member(nv, 0);
      for (int v = 0; v < nv; ++v) member[v] = uf.find(v) == c;
      if (std::find(seen.begin(), seen.end(), member) != seen.end()) continue;
      std::optional<ip::Row> row = rowFor(member, size[c], inside[c]);
      if (!row) continue;
      seen.push_back(std::move(member));
      rows.push_back(std::move(*row));
    }
  }
  return rows;
}

// The segments with both ends in S (membership flags).
ip::LinExpr insideSum(const std::vector<std::pair<int, int>>& edge, const std::vector<ip::VarId>& x,
                      const std::vector<char>& member) {
  ip::LinExpr sum;
  for (size_t e = 0; e < edge.size(); ++e)
    if (member[edge[e].first] && member[edge[e].second]) sum.add(x[e]);
  return sum;
}

// Subtour elimination (5.1e) at a fractional LP point: the connected components S of the
// segments with value above a threshold (0, then 0.5) whose inside carries more than |S| - 1.
// A heuristic separation (exact separation is a minimum cut per vertex): it finds the small
// dense groups that the LP forms around a cycle, so branch and cut meets far fewer integral
// points with cycles than with the lazy check alone.
std::vector<ip::Row> fractionalSubtours(int nv, const std::vector<std::pair<int, int>>& edge,
                                        const std::vector<ip::VarId>& x, const std::vector<double>& val) {
  return componentRows(nv, edge, x, val, {1e-6, 0.5},
                       [&](const std::vector<char>& member, int size, double inside) -> std::optional<ip::Row> {
                         if (size < 3 || inside <= size - 1 + 1e-4) return std::nullopt;
                         return ip::Model::makeRow(-ip::kInf, insideSum(edge, x, member), size - 1,
                                                   ip::name("sec", {size}));
                       });
}

// CM2's valid rows at a fractional LP point: CM1's subtour rows (5.1e) as above, and for the
// components S of the segments with value above 0.5, then 0.9, a connectivity row: every
// feasible z is a spanning tree, so some segment leaves S, z(delta(S)) >= 1. With the degree
// rows z(delta(S)) = |S| + 2 y(S) - 2 z(E(S)), so the row is z(E(S)) - y(S) <= (|S| - 1) / 2
// rounded down (both sides are integral on integer points: a Chvatal-Gomory cut, stronger for
// even |S|). CM2's big-M flow rows let the LP pay only 1/M per unit of flow on an edge, so its
// optimum is a near matching with hairline links; these rows are what it misses. Neither family
// is in the paper's CM2; the bench reports CM2 with them separately (cm2+).
std::vector<ip::Row> fractionalConnectivity(int nv, const std::vector<std::pair<int, int>>& edge,
                                            const std::vector<ip::VarId>& z, const std::vector<ip::VarId>& y,
                                            const std::vector<double>& val) {
  std::vector<ip::Row> rows = fractionalSubtours(nv, edge, z, val);
  for (ip::Row& r : componentRows(
           nv, edge, z, val, {0.5, 0.9},
           [&](const std::vector<char>& member, int size, double inside) -> std::optional<ip::Row> {
             const int rhs = (size - 1) / 2;
             double lhs = inside;
             for (int v = 0; v < nv; ++v)
               if (member[v]) lhs -= val[y[v]];
             if (lhs <= rhs + 1e-4) return std::nullopt;
             ip::LinExpr sum = insideSum(edge, z, member);
             for (int v = 0; v < nv; ++v)
               if (member[v]) sum.add(y[v], -1);
             return ip::Model::makeRow(-ip::kInf, sum, rhs, ip::name("conn", {size}));
           }))
    rows.push_back(std::move(r));
  return rows;
}

}  // namespace

MipModel buildMip(const Instance& inst, MipFormulation f, std::pair<int, int> from, std::pair<int, int> to) {
  MipModel m;
  m.formulation = f;
  const int R = inst.rows, C = inst.cols;
  m.ip.name = f == MipFormulation::CM1 ? "circuit_cm1" : f == MipFormulation::CM2 ? "circuit_cm2" : "circuit_cm3";
  if (f == MipFormulation::CM2)
    m.ip.comments = {"paper 003 CM2 (5.2): z_i_j = 1 iff the segment between points i and j is drawn (points "
                     "numbered from 0 in reading order); y_i = 1 iff point i has degree 3; f_i_j: flow from i to j"};
  else
    m.ip.comments = {
        std::string("paper 003 ") + (f == MipFormulation::CM1 ? "CM1 (5.1)" : "CM3 (5.3, shortest s-t path)") +
            ": x_i_j = 1 iff the segment between points i and j is drawn (points numbered from 0 in reading "
                         "order); y_i = 1 iff point i has degree 3" +
            (f == MipFormulation::CM3 ? "; p_i_j, u_i: segment / point on the path" : ""),
        std::string("RELAXATION: the subtour elimination rows (5.1e) are added lazily while solving and are not in "
                    "this file, so an optimum of this file may hold a cycle") +
            (f == MipFormulation::CM1 ? "; --model cm2 exports a complete model" : "")};
  std::vector<int> vertexAt(static_cast<size_t>(R) * C, -1);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      if (inst.point[r * C + c]) {
        vertexAt[r * C + c] = static_cast<int>(m.where.size());
        m.where.push_back({r, c});
      }
  const int nv = static_cast<int>(m.where.size());
  std::vector<char> given;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int v = vertexAt[r * C + c];
      if (v < 0) continue;
      if (c + 1 < C && vertexAt[r * C + c + 1] >= 0) {
        m.edge.push_back({v, vertexAt[r * C + c + 1]});
        given.push_back(inst.givenRight[r * C + c]);
      }
      if (r + 1 < R && vertexAt[(r + 1) * C + c] >= 0) {
        m.edge.push_back({v, vertexAt[(r + 1) * C + c]});
        given.push_back(inst.givenDown[r * C + c]);
      }
    }
  const int ne = static_cast<int>(m.edge.size());
  auto cellVertex = [&](std::pair<int, int> cell) {
    auto [r, c] = cell;
    return r >= 0 && r < R && c >= 0 && c < C ? vertexAt[r * C + c] : -1;
  };
  if (f == MipFormulation::CM3) {
    m.s = cellVertex(from);
    m.t = cellVertex(to);
    if (m.s < 0 || m.t < 0) throw std::invalid_argument("the path's ends must be points of the board");
    if (m.s == m.t) throw std::invalid_argument("the path's ends must be two different points");
  }
  std::vector<std::vector<int>> inc(nv);  // edges at each vertex
  for (int e = 0; e < ne; ++e) inc[m.edge[e].first].push_back(e), inc[m.edge[e].second].push_back(e);
  auto edgeName = [&](const char* base, int e) { return ip::name(base, {m.edge[e].first, m.edge[e].second}); };

  // (5.1f) / (5.2h) / (5.3i) x_e (z_e) binary; (5.1b) / (5.2f) / (5.3b) given segments fixed
  for (int e = 0; e < ne; ++e) {
    m.x.push_back(m.ip.binary(edgeName(f == MipFormulation::CM2 ? "z" : "x", e)));
    if (given[e]) m.ip.fix(m.x.back(), 1);
  }
  // (5.1g) / (5.2i) / (5.3j) y_i binary
  for (int i = 0; i < nv; ++i) m.y.push_back(m.ip.binary(ip::name("y", {i})));
  m.ip.setDecisionVars(m.x);
  // (5.1a) / (5.2a) minimise the number of segments (CM3: plus the path's, below)
  ip::LinExpr edges = ip::sum(m.x);
  // (5.1c) / (5.2e) / (5.3c) degree 1 or 3: sum of x_e at i = 1 + 2 y_i
  for (int i = 0; i < nv; ++i) {
    ip::LinExpr deg;
    for (int e : inc[i]) deg.add(m.x[e]);
    deg.add(m.y[i], -2);
    m.ip.addEq(deg, 1, ip::name("degree", {i}));
  }
  if (f == MipFormulation::CM2) {
    // (5.2g) flows x_ij >= 0 on both arcs of each edge
    for (int e = 0; e < ne; ++e) {
      auto [i, j] = m.edge[e];
      m.flow.push_back({m.ip.continuous(0, ip::kInf, ip::name("f", {i, j})),
                        m.ip.continuous(0, ip::kInf, ip::name("f", {j, i}))});
    }
    // (5.2b) out - in = S_i: vertex 0 the source with |V| - 1, the others -1
    ip::addSingleSourceFlow(m.ip, nv, m.edge, m.flow);
    // (5.2c) x_ij + x_ji <= M z_ij, (5.2d) M (x_ij + x_ji) >= z_ij
    const double M = std::max(99, nv - 1);
    for (int e = 0; e < ne; ++e) {
      ip::LinExpr both = ip::LinExpr(m.flow[e].first) + m.flow[e].second;
      m.ip.addLe(both - M * ip::LinExpr(m.x[e]), 0, edgeName("cap", e));
      m.ip.addGe(M * both - ip::LinExpr(m.x[e]), 0, edgeName("use", e));
    }
    // (5.2j), the correction: at most |V| - 1 segments
    m.ip.addLe(edges, nv - 1, "tree");
    m.ip.minimize(edges);
    std::vector<std::pair<int, int>> edgeCopy = m.edge;
    std::vector<ip::VarId> z = m.x, y = m.y;
    m.validRows = [nv, edgeCopy, z, y](const std::vector<double>& val) {
      return fractionalConnectivity(nv, edgeCopy, z, y, val);
    };
    return m;
  }
  // (5.1d) / (5.3d) |V| - 1 segments
  m.ip.addEq(edges, nv - 1, "tree");
  // (5.1e) / (5.3e) subtour elimination: the inequalities of the unit squares of four points
  // from the start (most cycles a grid tree-search meets are small), the rest lazily
  for (int r = 0; r + 1 < R; ++r)
    for (int c = 0; c + 1 < C; ++c) {
      int a = vertexAt[r * C + c], b = vertexAt[r * C + c + 1], d = vertexAt[(r + 1) * C + c],
          e = vertexAt[(r + 1) * C + c + 1];
      if (a < 0 || b < 0 || d < 0 || e < 0) continue;
      ip::LinExpr square;
      for (int k = 0; k < ne; ++k) {
        auto [i, j] = m.edge[k];
        bool in = (i == a || i == b || i == d || i == e) && (j == a || j == b || j == d || j == e);
        if (in) square.add(m.x[k]);
      }
      m.ip.addLe(square, 3, ip::name("sei_square", {r, c}));
    }
  {
    std::vector<std::pair<int, int>> edge = m.edge;
    std::vector<ip::VarId> x = m.x;
    m.lazy = [nv, edge, x](const std::vector<double>& val) { return violatedSubtours(nv, edge, x, val); };
    m.separate = [nv, edge, x](const std::vector<double>& val) { return fractionalSubtours(nv, edge, x, val); };
  }
  if (f == MipFormulation::CM1) {
    m.ip.minimize(edges);
    return m;
  }
  // CM3: (5.3i) p_e, (5.3j) u_i binary
  for (int e = 0; e < ne; ++e) m.p.push_back(m.ip.binary(edgeName("p", e)));
  for (int i = 0; i < nv; ++i) m.u.push_back(m.ip.binary(ip::name("u", {i})));
  // (5.3f) p_e <= x_e
  for (int e = 0; e < ne; ++e) m.ip.addLe(ip::LinExpr(m.p[e]) - m.x[e], 0, edgeName("onpath", e));
  // (5.3g) one path segment at s and at t; (5.3h) 0 or 2 at every other vertex
  for (int i = 0; i < nv; ++i) {
    ip::LinExpr deg;
    for (int e : inc[i]) deg.add(m.p[e]);
    if (i == m.s || i == m.t) {
      m.ip.addEq(deg, 1, ip::name("pathend", {i}));
    } else {
      deg.add(m.u[i], -2);
      m.ip.addEq(deg, 0, ip::name("pathdeg", {i}));
    }
  }
  // (5.3a) minimise sum x_e + sum p_e
  m.ip.minimize(edges + ip::sum(m.p));
  return m;
}

ip::Options mipOptions(const MipModel& m, ip::Options base, bool validRows) {
  base.lazy = m.lazy;
  base.separate = validRows && m.validRows ? m.validRows : m.separate;
  base.cuts = true;
  return base;
}

Solution decodeMip(const MipModel& m, const ip::Solution& s) {
  Solution out;
  for (size_t e = 0; e < m.edge.size(); ++e)
    if (s.isOne(m.x[e])) {
      auto [r1, c1] = m.where[m.edge[e].first];
      auto [r2, c2] = m.where[m.edge[e].second];
      out.push_back({r1, c1, r2, c2});
    }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::pair<int, int>> decodeMipPath(const MipModel& m, const ip::Solution& s) {
  std::vector<std::pair<int, int>> path;
  if (m.s < 0) return path;
  int v = m.s, prev = -1;
  path.push_back(m.where[v]);
  while (v != m.t) {
    int next = -1;
    for (size_t e = 0; e < m.edge.size() && next < 0; ++e) {
      if (!s.isOne(m.p[e])) continue;
      auto [i, j] = m.edge[e];
      if (i == v && j != prev) next = j;
      if (j == v && i != prev) next = i;
    }
    if (next < 0 || path.size() > m.where.size()) break;  // not a path: leave it short
    prev = v;
    v = next;
    path.push_back(m.where[v]);
  }
  return path;
}

ip::Answers<Solution> solveMip(const Instance& inst, MipFormulation f, std::pair<int, int> from,
                               std::pair<int, int> to, const ip::Options& base,
                               std::vector<std::vector<std::pair<int, int>>>* paths, bool validRows) {
  MipModel m = buildMip(inst, f, from, to);
  return ip::solveAndDecode(m.ip, mipOptions(m, base, validRows), [&](const ip::Solution& s) {
    if (paths && f == MipFormulation::CM3) paths->push_back(decodeMipPath(m, s));
    return decodeMip(m, s);
  });
}

}  // namespace deduce::circuit
