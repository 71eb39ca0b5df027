// Circuit Board: format, the tree model (see circuit.h), the generator and rendering. The
// checker (check.cpp) shares nothing with this file.
#include "puzzles/circuit/circuit.h"

#include <algorithm>
#include <random>
#include <stdexcept>

#include "cp/branch.h"
#include "puzzles/budget.h"

namespace deduce::circuit {
namespace {

bool blankLine(const std::string& s) { return s.find_first_not_of(" \t") == std::string::npos; }
// '#' also marks a blacked-out cell, so a comment is a '#' line with other text than a drawing
bool commentLine(const std::string& s) {
  size_t i = s.find_first_not_of(" \t");
  return i != std::string::npos && s[i] == '#' && s.find_first_not_of("o.#-| ") != std::string::npos;
}
bool connectorRow(const std::string& s) { return s.find_first_not_of(" |") == std::string::npos; }

}  // namespace

std::string pathEndsProblem(const Instance& inst, std::pair<int, int> from, std::pair<int, int> to) {
  for (const auto& [r, c] : {from, to}) {
    const std::string cell = "--path: (" + std::to_string(r) + "," + std::to_string(c) + ")";
    if (r < 0 || r >= inst.rows || c < 0 || c >= inst.cols)
      return cell + " is outside the " + std::to_string(inst.rows) + "x" + std::to_string(inst.cols) +
             " board (rows and columns count from 0)";
    if (!inst.point[r * inst.cols + c]) return cell + " is a blacked-out cell, not a point";
  }
  if (from == to) return "--path: the two ends must differ";
  return "";
}

std::vector<std::pair<Record, Instance>> readPuzzles(const Source& src, std::vector<InputError>& errors) {
  std::vector<std::pair<Record, Instance>> out;
  std::vector<Line> all = allLines(src);
  // trailing blanks and tabs mean nothing in a drawing (editors leave them)
  for (Line& l : all) l.text.erase(l.text.find_last_not_of(" \t") + 1);
  size_t i = 0;
  while (i < all.size()) {
    if (blankLine(all[i].text) || commentLine(all[i].text)) {
      ++i;
      continue;
    }
    Record rec{src.name, {all[i]}};
    // a connector row (possibly empty) followed by another point row continues the puzzle
    while (i + 2 < all.size() && connectorRow(all[i + 1].text) && !blankLine(all[i + 2].text) &&
           !commentLine(all[i + 2].text) && !connectorRow(all[i + 2].text)) {
      rec.lines.push_back(all[i + 1]);
      rec.lines.push_back(all[i + 2]);
      i += 2;
    }
    ++i;
    try {
      // the drawing goes on without a point row after a connector row, or without a connector
      // row (an empty line when it has no '|') between two point rows
      if (i < all.size() && !blankLine(all[i].text) && !commentLine(all[i].text)) {
        const bool connector = connectorRow(all[i].text);
        InputError e(src.name, all[i].line, 1,
                     connector ? "a connector row must be followed by a point row"
                               : "expected a connector row ('|' segments, or an empty line when there are none) "
                                 "between two point rows");
        // the rest of this drawing is skipped: up to two blank lines or a comment
        while (i < all.size() && !commentLine(all[i].text) &&
               !(blankLine(all[i].text) && i + 1 < all.size() && blankLine(all[i + 1].text)))
          ++i;
        throw e;
      }
      out.emplace_back(rec, parse(rec));
    } catch (const InputError& e) {
      errors.push_back(e);
    }
  }
  return out;
}

Instance parse(const Record& rec) {
  Instance inst;
  int n = static_cast<int>(rec.lines.size());
  inst.rows = (n + 1) / 2;
  for (int k = 0; k < n; k += 2) {
    std::string t = rec.lines[k].text;
    while (!t.empty() && t.back() == ' ') t.pop_back();
    int cols = (static_cast<int>(t.size()) + 1) / 2;
    if (k == 0) inst.cols = cols;
    if (cols != inst.cols || t.size() % 2 == 0)
      throw InputError(rec.file, rec.lines[k].line, static_cast<int>(t.size()),
                       "point row has " + std::to_string(t.size()) + " characters, expected " +
                           std::to_string(2 * inst.cols - 1));
  }
  if (inst.rows * inst.cols > 40000) throw InputError(rec.file, rec.line(), 1, "board too large");
  size_t cells = static_cast<size_t>(inst.rows) * inst.cols;
  inst.point.assign(cells, 0);
  inst.givenRight.assign(cells, 0);
  inst.givenDown.assign(cells, 0);
  for (int k = 0; k < n; ++k) {
    const Line& ln = rec.lines[k];
    int r = k / 2;
    for (size_t j = 0; j < ln.text.size(); ++j) {
      char ch = ln.text[j];
      int col = static_cast<int>(j) + 1;
      auto bad = [&](const char* want) {
        return InputError(rec.file, ln.line, col, std::string("unexpected '") + ch + "' (expected " + want + ")");
      };
      if (j >= static_cast<size_t>(2 * inst.cols - 1)) {
        if (ch != ' ') throw bad("nothing after the last column");
        continue;
      }
      int c = static_cast<int>(j / 2);
      if (k % 2 == 0 && j % 2 == 0) {
        if (ch == 'o' || ch == '.') inst.point[r * inst.cols + c] = 1;
        else if (ch != '#') throw bad("a point 'o' or a blacked-out cell '#'");
      } else if (k % 2 == 0) {
        if (ch == '-') inst.givenRight[r * inst.cols + c] = 1;
        else if (ch != ' ') throw bad("'-' or a blank between two cells");
      } else if (j % 2 == 0) {
        if (ch == '|') inst.givenDown[r * inst.cols + c] = 1;
        else if (ch != ' ') throw bad("'|' or a blank");
      } else if (ch != ' ') {
        throw bad("a blank");
      }
    }
  }
  for (int r = 0; r < inst.rows; ++r)
    for (int c = 0; c < inst.cols; ++c) {
      int i = r * inst.cols + c;
      if (inst.givenRight[i] && (!inst.point[i] || !inst.point[i + 1]))
        throw InputError(rec.file, rec.lines[2 * r].line, 2 * c + 2, "a given segment must join two points");
      if (inst.givenDown[i] && (r + 1 >= inst.rows || !inst.point[i] || !inst.point[i + inst.cols]))
        throw InputError(rec.file, rec.lines[2 * r + 1].line, 2 * c + 1, "a given segment must join two points");
    }
  return inst;
}

std::string format(const Instance& inst) { return render(inst, {}); }

std::string render(const Instance& inst, const Solution& sol) {
  const int R = inst.rows, C = inst.cols;
  std::vector<std::string> rows(2 * R - 1, std::string(2 * C - 1, ' '));
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int i = r * C + c;
      rows[2 * r][2 * c] = inst.point[i] ? 'o' : '#';
      if (inst.givenRight[i]) rows[2 * r][2 * c + 1] = '-';
      if (inst.givenDown[i]) rows[2 * r + 1][2 * c] = '|';
    }
  for (const Segment& s : sol) {
    if (s.r1 == s.r2) rows[2 * s.r1][2 * s.c1 + 1] = '-';
    else rows[2 * s.r1 + 1][2 * s.c1] = '|';
  }
  std::string out;
  for (auto& row : rows) {
    while (!row.empty() && row.back() == ' ') row.pop_back();
    out += row + '\n';
  }
  return out;
}

Model build(cp::Space& s, const Instance& inst, std::pair<int, int> from, std::pair<int, int> to, Engine engine) {
  Model m;
  const int R = inst.rows, C = inst.cols;
  m.vertexAt.assign(R * C, -1);
  for (int i = 0; i < R * C; ++i)
    if (inst.point[i]) {
      m.vertexAt[i] = static_cast<int>(m.where.size());
      m.where.emplace_back(i / C, i % C);
    }
  m.g.n = static_cast<int>(m.where.size());
  std::vector<char> given;
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int i = r * C + c;
      if (!inst.point[i]) continue;
      if (c + 1 < C && inst.point[i + 1]) m.g.addEdge(m.vertexAt[i], m.vertexAt[i + 1]), given.push_back(inst.givenRight[i]);
      if (r + 1 < R && inst.point[i + C]) m.g.addEdge(m.vertexAt[i], m.vertexAt[i + C]), given.push_back(inst.givenDown[i]);
    }
  m.x = cp::boolVars(s, static_cast<int>(m.g.edges.size()));
  for (size_t e = 0; e < given.size(); ++e)
    if (given[e] && !s.assign(m.x[e], 1)) s.fail();
  if (engine == Engine::DegreeTree) {
    cp::degreeTree(s, m.g, m.x, {{1, 3}});
  } else {
    std::vector<cp::VarIds> inc(m.g.n);
    for (size_t e = 0; e < m.g.edges.size(); ++e) {
      inc[m.g.edges[e].first].push_back(m.x[e]);
      inc[m.g.edges[e].second].push_back(m.x[e]);
    }
    for (int v = 0; v < m.g.n; ++v) {
      cp::VarId d = s.newVar(std::vector<cp::Val>{1, 3});
      m.d.push_back(d);
      cp::linearEqVar(s, std::vector<cp::Val>(inc[v].size(), 1), inc[v], d);
    }
    // spanning tree = connected + acyclic (rule 0 of treeDegrees); cp::tree's extra
    // sum(x) == n-1 removed no search node here and cost a fifth of the time
    cp::connected(s, m.g, m.x);
    // every degree is odd: the cut parities of the whole board (see constraints/graph_parity.cpp)
    cp::degreeParity(s, m.g, m.x, std::vector<char>(m.g.n, 1));
    // degrees against acyclicity: group counting and isolation (constraints/graph_treedeg.cpp)
    cp::treeDegrees(s, m.g, m.x, m.d);
  }
  if (from.first >= 0) {
    if (std::string bad = pathEndsProblem(inst, from, to); !bad.empty()) throw std::invalid_argument(bad);
    const int sv = m.vertexAt[from.first * C + from.second], tv = m.vertexAt[to.first * C + to.second];
    m.p = cp::boolVars(s, static_cast<int>(m.g.edges.size()));
    for (size_t e = 0; e < m.p.size(); ++e) cp::lessEq(s, m.p[e], m.x[e]);
    cp::path(s, m.g, m.p, sv, tv);
    m.length = s.newVar(0, static_cast<cp::Val>(m.p.size()));
    cp::linearEqVar(s, std::vector<cp::Val>(m.p.size(), 1), m.p, m.length);
  }
  return m;
}

Solution extract(const cp::Space& s, const Model& m) {
  Solution sol;
  for (size_t e = 0; e < m.x.size(); ++e) {
    if (!s.value(m.x[e])) continue;
    auto [r1, c1] = m.where[m.g.edges[e].first];
    auto [r2, c2] = m.where[m.g.edges[e].second];
    sol.push_back({r1, c1, r2, c2});
  }
  std::sort(sol.begin(), sol.end());
  return sol;
}

Brancher::Brancher(cp::Space& s, const Model& m)
    : m_(m), inc_(m.g.n), rest_(s, {{m.p, cp::VarSel::Input, cp::ValSel::Min}}, 1) {
  for (size_t e = 0; e < m.g.edges.size(); ++e) {
    inc_[m.g.edges[e].first].push_back(static_cast<int>(e));
    inc_[m.g.edges[e].second].push_back(static_cast<int>(e));
  }
}

bool Brancher::choose(cp::Space& s, cp::Choice& out) {
  // open (unfixed) and chosen segments per point, one pass over the segments
  const int n = m_.g.n;
  open_.assign(n, 0);
  chosen_.assign(n, 0);
  for (size_t e = 0; e < m_.x.size(); ++e) {
    auto [a, b] = m_.g.edges[e];
    if (!s.fixed(m_.x[e])) ++open_[a], ++open_[b];
    else if (s.value(m_.x[e])) ++chosen_[a], ++chosen_[b];
  }
  // the frontier point with the fewest open segments, then its open segment towards the
  // neighbour with the fewest open segments
  int best = -1, bestScore = 1 << 30;
  for (int v = 0; v < n; ++v) {
    if (!open_[v]) continue;
    int base = (chosen_[v] ? 0 : 64) + 8 * open_[v];
    if (base >= bestScore) continue;
    for (int e : inc_[v]) {
      if (s.fixed(m_.x[e])) continue;
      int w = m_.g.edges[e].first == v ? m_.g.edges[e].second : m_.g.edges[e].first;
      int score = base + open_[w];
      if (score < bestScore) bestScore = score, best = e;
    }
  }
  if (best < 0) return rest_.choose(s, out);
  out.kind = cp::Choice::Eq;
  if (!branched.empty()) ++branched[best];
  out.var = m_.x[best];
  out.val = prefer.empty() ? 1 : prefer[best];
  return true;
}

std::vector<std::pair<int, int>> extractPath(const cp::Space& s, const Model& m, std::pair<int, int> from) {
  std::vector<std::pair<int, int>> out = {from};
  int cur = -1;
  for (int v = 0; v < m.g.n; ++v)
    if (m.where[v] == from) cur = v;
  int prevEdge = -1;
  for (bool moved = true; moved;) {
    moved = false;
    for (size_t e = 0; e < m.p.size(); ++e) {
      if (static_cast<int>(e) == prevEdge || !s.value(m.p[e])) continue;
      auto [a, b] = m.g.edges[e];
      if (a != cur && b != cur) continue;
      cur = a == cur ? b : a;
      prevEdge = static_cast<int>(e);
      out.push_back(m.where[cur]);
      moved = true;
      break;
    }
  }
  return out;
}

namespace {

// A random tree whose degrees are all 1 or 3, grown on the free cells: start from a random
// segment, then repeatedly pick a random leaf with at least two free neighbouring cells and give
// it two new leaves there (it becomes a degree-3 point). Stops when no leaf can grow; the cells
// left over are the blacked-out ones (about 6-8% of the board).
Solution randomTree(int size, std::mt19937_64& rng, std::vector<char>& used) {
  used.assign(size * size, 0);
  std::vector<int> deg(size * size, 0), leaves;
  Solution tree;
  auto freeNeighbours = [&](int v) {
    std::vector<int> out;
    int r = v / size, c = v % size;
    if (r > 0 && !used[v - size]) out.push_back(v - size);
    if (r + 1 < size && !used[v + size]) out.push_back(v + size);
    if (c > 0 && !used[v - 1]) out.push_back(v - 1);
    if (c + 1 < size && !used[v + 1]) out.push_back(v + 1);
    return out;
  };
  auto join = [&](int v, int w) {
    used[w] = 1;
    ++deg[v];
    ++deg[w];
    leaves.push_back(w);
    int a = std::min(v, w), b = std::max(v, w);
    tree.push_back({a / size, a % size, b / size, b % size});
  };
  int root = static_cast<int>(rng() % (size * size));
  used[root] = 1;
  leaves.push_back(root);
  std::vector<int> f = freeNeighbours(root);
  join(root, f[rng() % f.size()]);
  for (;;) {
    std::vector<int> cand;
    for (int v : leaves)
      if (deg[v] == 1 && freeNeighbours(v).size() >= 2) cand.push_back(v);
    if (cand.empty()) break;
    int v = cand[rng() % cand.size()];
    f = freeNeighbours(v);
    std::shuffle(f.begin(), f.end(), rng);
    join(v, f[0]);
    join(v, f[1]);
  }
  std::sort(tree.begin(), tree.end());
  return tree;
}

}  // namespace

// A board counts as unique only when the search proves it within this many nodes; otherwise
// another segment is given (so generated boards are ones the solver can finish).
constexpr uint64_t kGenerateNodeLimit = 20000;
// Solutions collected per search while adding givens (see "separating segments" below). More
// than 2 gives several givens per search but costs more nodes per search and gives more
// segments than needed: 16 took 3x longer on a 20x20 board (34 s against 12 s).
constexpr uint64_t kGenerateSolutions = 2;

Instance generate(int size, uint64_t seed, Budget* budget) {
  if (size < 2) throw std::invalid_argument("a board needs at least 2x2 cells");
  std::mt19937_64 rng(seed);
  for (uint64_t attempt = 0;; ++attempt) {
    if (budget) budget->check();
    Instance inst;
    inst.rows = inst.cols = size;
    int cells = size * size;
    inst.givenRight.assign(cells, 0);
    inst.givenDown.assign(cells, 0);
    Solution hidden = randomTree(size, rng, inst.point);
    if (hidden.empty()) continue;
    // give segments of the hidden tree until it is the only solution
    for (;;) {
      if (budget) budget->check();
      cp::Space s;
      Model m = build(s, inst);
      Brancher br(s, m);
      // the hidden tree first: it is found in one dive, the rest of the search looks for another
      br.prefer.assign(m.x.size(), 0);
      for (size_t e = 0; e < m.x.size(); ++e) {
        auto [r1, c1] = m.where[m.g.edges[e].first];
        auto [r2, c2] = m.where[m.g.edges[e].second];
        br.prefer[e] = std::binary_search(hidden.begin(), hidden.end(), Segment{r1, c1, r2, c2});
      }
      // segments the givens so far do not already imply (after root propagation): only
      // those are worth giving
      s.propagate();
      std::vector<int> open;  // edges
      for (size_t e = 0; e < m.x.size(); ++e)
        if (br.prefer[e] && !s.fixed(m.x[e])) open.push_back(static_cast<int>(e));
      br.branched.assign(m.x.size(), 0);
      cp::SearchOptions so;
      so.limits.solutions = kGenerateSolutions;
      so.limits.nodes = kGenerateNodeLimit;
      if (budget) so.limits = budget->limits(so.limits);
      std::vector<Solution> found;
      cp::SearchStatus st = cp::Search(s, br, so).run([&](cp::Space& sp) {
        found.push_back(extract(sp, m));
        return true;
      });
      if (budget) budget->use(s.stats.nodes);
      if (found.size() == 1 && st != cp::SearchStatus::Limit) return inst;
      auto given = [&](const Segment& seg) {
        return seg.r1 == seg.r2 ? inst.givenRight[seg.r1 * size + seg.c1] : inst.givenDown[seg.r1 * size + seg.c1];
      };
      auto give = [&](const Segment& seg) {
        (seg.r1 == seg.r2 ? inst.givenRight : inst.givenDown)[seg.r1 * size + seg.c1] = 1;
      };
      if (found.size() < 2) {
        // No second solution within the budget: give the open segment where the search
        // thrashed — the most branched-on segments at its points (ties at random).
        if (open.empty()) break;  // should not happen; start over
        std::vector<uint64_t> atPoint(m.g.n, 0);
        for (size_t e = 0; e < m.x.size(); ++e) {
          atPoint[m.g.edges[e].first] += br.branched[e];
          atPoint[m.g.edges[e].second] += br.branched[e];
        }
        uint64_t bestScore = 0;
        std::vector<int> best;
        for (int e : open) {
          uint64_t score = atPoint[m.g.edges[e].first] + atPoint[m.g.edges[e].second];
          if (score > bestScore) bestScore = score, best.clear();
          if (score == bestScore) best.push_back(e);
        }
        int e = best[rng() % best.size()];
        auto [r1, c1] = m.where[m.g.edges[e].first];
        auto [r2, c2] = m.where[m.g.edges[e].second];
        give(Segment{r1, c1, r2, c2});
        continue;
      }
      // Separating segments: each other solution found (found[0] is the hidden tree, which the
      // steered search finds first) lacks some segment of the hidden tree; give, greedily, the
      // segment missing from most of the solutions not yet excluded, until every one is.
      std::vector<char> excluded(found.size(), 0);
      excluded[0] = 1;
      for (;;) {
        int bestCount = 0;
        std::vector<const Segment*> best;
        for (const Segment& seg : hidden) {
          if (given(seg)) continue;
          int count = 0;
          for (size_t k = 1; k < found.size(); ++k)
            count += !excluded[k] && !std::binary_search(found[k].begin(), found[k].end(), seg);
          if (count > bestCount) bestCount = count, best.clear();
          if (count == bestCount && count > 0) best.push_back(&seg);
        }
        if (best.empty()) break;
        Segment g = *best[rng() % best.size()];
        give(g);
        for (size_t k = 1; k < found.size(); ++k)
          excluded[k] |= !std::binary_search(found[k].begin(), found[k].end(), g);
      }
    }
    (void)attempt;
  }
}

}  // namespace deduce::circuit
