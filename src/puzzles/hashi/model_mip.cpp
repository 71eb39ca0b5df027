// Paper 003, formulation (6.1) and the human-deduced constraints (6.2)-(6.11).
//
// Corrections to the paper (docs/results/paradigms.md):
//   (6.1f) big M: the paper fixes M = 126 (its largest board has 127 islands). The flow over a
//          bridge is at most k - 1 in a tree, but (6.1g) asks for a unit of flow on every built
//          bridge, and on a bridge graph with cycles that needs circulation on top of the tree
//          flow: y_q + y_q' can reach k - 1 + |B|. M = k - 1 + |B| never cuts a solution.
//   (6.2)  two 1-islands may be joined when they are the whole puzzle (k = 2): the fixing is
//          applied only when k > 2.
//   (6.1d) is written with the islands' positions (a horizontal bridge at row i from column
//          j1 to j2 and a vertical one at column j from row i1 to i2 cross when j1 < j < j2 and
//          i1 < i < i2); the paper's index conditions say the same for its reading-order
//          numbering.
// The HDC are the paper's, valid for at most two bridges per pair; with Tatham's mN (N != 2)
// they are not applied.
#include "puzzles/hashi/model_mip.h"

#include <algorithm>

namespace deduce::hashi {

MipModel buildMip(const Instance& inst, bool hdc) {
  MipModel m;
  m.ip.name = "hashi";
  m.ip.comments = {std::string("paper 003 (6.1)") + (hdc ? " with the human-deduced fixings (6.2)-(6.11) as bounds" : "") +
                       ": x_n_a_b = 1 iff n bridges join islands a and b "
                       "(islands numbered from 0 in reading order); y_a_b: flow from a to b (connectivity)"};
  const int R = inst.rows, C = inst.cols, maxB = inst.maxBridges;
  std::vector<int> id(static_cast<size_t>(R) * C, -1);
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c)
      if (inst.at(r, c) > 0) {
        id[r * C + c] = static_cast<int>(m.island.size());
        m.island.push_back({r, c});
      }
  const int k = static_cast<int>(m.island.size());
  // B: the first island to the right of and below each island
  for (int a = 0; a < k; ++a) {
    auto [r, c] = m.island[a];
    for (int cc = c + 1; cc < C; ++cc)
      if (id[r * C + cc] >= 0) {
        m.bridge.push_back({a, id[r * C + cc]});
        break;
      }
    for (int rr = r + 1; rr < R; ++rr)
      if (id[rr * C + c] >= 0) {
        m.bridge.push_back({a, id[rr * C + c]});
        break;
      }
  }
  const int nb = static_cast<int>(m.bridge.size());
  std::vector<std::vector<int>> S(k);  // S_a: the possible bridges at island a
  for (int q = 0; q < nb; ++q) S[m.bridge[q].first].push_back(q), S[m.bridge[q].second].push_back(q);

  // (6.1h) x^n_q binary, (6.1i) y_q >= 0
  for (int q = 0; q < nb; ++q) {
    auto [a, b] = m.bridge[q];
    std::vector<ip::VarId> xs;
    for (int n = 0; n <= maxB; ++n) xs.push_back(m.ip.binary(ip::name("x", {n, a, b})));
    m.x.push_back(xs);
    m.flow.push_back({m.ip.continuous(0, ip::kInf, ip::name("y", {a, b})),
                      m.ip.continuous(0, ip::kInf, ip::name("y", {b, a}))});
  }
  // the bridge variables tell solutions apart; the flows do not
  std::vector<ip::VarId> decision;
  for (const auto& xs : m.x) decision.insert(decision.end(), xs.begin(), xs.end());
  m.ip.setDecisionVars(decision);
  // (6.1a) minimise 0
  // (6.1b) island sums: sum over q in S_a of sum_n n x^n_q = L_a
  for (int a = 0; a < k; ++a) {
    ip::LinExpr e;
    for (int q : S[a])
      for (int n = 1; n <= maxB; ++n) e.add(m.x[q][n], n);
    m.ip.addEq(e, inst.at(m.island[a].first, m.island[a].second), ip::name("label", {a}));
  }
  // (6.1c) one bridge count per pair
  for (int q = 0; q < nb; ++q)
    m.ip.addEq(ip::sum(m.x[q]), 1, ip::name("count", {m.bridge[q].first, m.bridge[q].second}));
  // (6.1d) no crossing: x^0_q + x^0_r >= 1 for a horizontal q and a vertical r that cross
  for (int q = 0; q < nb; ++q) {
    auto [a, b] = m.bridge[q];
    if (m.island[a].first != m.island[b].first) continue;  // q horizontal
    const int i = m.island[a].first, j1 = m.island[a].second, j2 = m.island[b].second;
    for (int r = 0; r < nb; ++r) {
      auto [c, d] = m.bridge[r];
      if (m.island[c].second != m.island[d].second) continue;  // r vertical
      const int j = m.island[c].second, i1 = m.island[c].first, i2 = m.island[d].first;
      if (j1 < j && j < j2 && i1 < i && i < i2) {
        m.crossings.push_back({q, r});
        m.ip.addGe(ip::LinExpr(m.x[q][0]) + m.x[r][0], 1, ip::name("cross", {a, b, c, d}));
      }
    }
  }
  // (6.1e) flow conservation: out - in = S_a, S_0 = k - 1, S_a = -1 otherwise
  ip::addSingleSourceFlow(m.ip, k, m.bridge, m.flow);
  // (6.1f) y_q + y_q' <= M (1 - x^0_q) and (6.1g) y_q + y_q' >= 1 - x^0_q
  const double M = k - 1 + nb;
  for (int q = 0; q < nb; ++q) {
    auto [a, b] = m.bridge[q];
    ip::LinExpr both = ip::LinExpr(m.flow[q].first) + m.flow[q].second;
    m.ip.addLe(both + M * ip::LinExpr(m.x[q][0]), M, ip::name("bigM", {a, b}));
    m.ip.addGe(both + ip::LinExpr(m.x[q][0]), 1, ip::name("link", {a, b}));
  }
  // Tatham's L (no loops): the bridged pairs form a tree, k - 1 of them
  if (inst.noLoops) {
    ip::LinExpr built;
    for (int q = 0; q < nb; ++q) built.add(m.x[q][0], -1);
    m.ip.addEq(built, k - 1 - nb, "tree");
  }

  // (6.2)-(6.11): fixings as bounds (the paper's implementation, §6.3)
  if (hdc && maxB == 2) {
    auto fix = [&](int q, int n, double v) {
      const ip::Variable& var = m.ip.var(m.x[q][n]);
      if (var.lb == v && var.ub == v) return;
      if (v == 1)
        m.ip.setBounds(m.x[q][n], 1, var.ub);
      else
        m.ip.setBounds(m.x[q][n], var.lb, 0);
      ++m.hdcFixings;
    };
    auto label = [&](int a) { return inst.at(m.island[a].first, m.island[a].second); };
    for (int a = 0; a < k; ++a) {
      const int L = label(a), deg = static_cast<int>(S[a].size());
      for (int q : S[a]) {
        int other = m.bridge[q].first == a ? m.bridge[q].second : m.bridge[q].first;
        if (L == 1 && label(other) == 1 && k > 2) fix(q, 0, 1);  // (6.2)
      }
      if (deg == 1 && L == 1) fix(S[a][0], 1, 1);  // (6.3)
      if (deg == 1 && L == 2) fix(S[a][0], 2, 1);  // (6.4)
      if (deg == 2 && L == 2) {                    // (6.5)
        for (int t = 0; t < 2; ++t) {
          int q = S[a][t], r = S[a][1 - t];
          auto end = [&](int e) { return m.bridge[e].first == a ? m.bridge[e].second : m.bridge[e].first; };
          if (label(end(r)) == 1 && label(end(q)) != 1) fix(q, 0, 0);
        }
      }
      for (int q : S[a]) {
        if ((deg == 2 && L == 3) || (deg == 3 && L == 5) || L == 7) fix(q, 0, 0);  // (6.6) (6.8) (6.10)
        if ((deg == 2 && L == 4) || (deg == 3 && L == 6) || L == 8) fix(q, 2, 1);  // (6.7) (6.9) (6.11)
      }
    }
  }
  return m;
}

Solution decodeMip(const MipModel& m, const ip::Solution& s) {
  Solution out;
  for (size_t q = 0; q < m.bridge.size(); ++q)
    for (size_t n = 1; n < m.x[q].size(); ++n)
      if (s.isOne(m.x[q][n])) {
        auto [a, b] = m.bridge[q];
        out.push_back({m.island[a].first, m.island[a].second, m.island[b].first, m.island[b].second, static_cast<int>(n)});
      }
  return out;
}

ip::Answers<Solution> solveMip(const Instance& inst, bool hdc, const ip::Options& opt) {
  MipModel m = buildMip(inst, hdc);
  return ip::solveAndDecode(m.ip, opt, [&](const ip::Solution& s) { return decodeMip(m, s); });
}

}  // namespace deduce::hashi
