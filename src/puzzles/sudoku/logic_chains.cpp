// Chains: X-chains, XY-chains and alternating inference chains (AIC), and forcing chains as
// the last resort.
//
// Chains are searched as a breadth-first search over (candidate, truth) states. A candidate is
// node cell*n + (v-1). Starting from "s is false", a strong link (the only two places for a
// value in a unit, or the only two values of a cell) makes the other end true, and a weak link
// (two candidates that cannot both hold: one value in two cells that see each other, or two
// values of one cell) makes the other end false. Reaching "e is true" proves that s or e holds,
// so every candidate in conflict with both s and e goes. Each link is a valid implication on
// its own, so the inference holds for any path the search takes; breadth first gives the
// shortest chain from each start, and the shortest over all starts is the step taken.
//
// Forcing chains try each candidate of a cell (or each place of a value in a unit), propagate
// singles on a copy of the board, and keep what all surviving branches agree on; a branch that
// ends in a contradiction removes its candidate.
#include <algorithm>
#include <climits>

#include "puzzles/sudoku/logic_internal.h"
#include "puzzles/sudoku/singles9.h"

namespace deduce::sudoku::logic::detail {

namespace {

enum class ChainKind { X, XY, AIC };

// Chains longer than this are not searched (nor readable); forcing chains cover the rest.
constexpr int kMaxChainLinks = 24;

class ChainSearch {
 public:
  ChainSearch(const Board& b, ChainKind kind) : b_(b), g_(b.g()), n_(b.n()), kind_(kind) {
    const int nodes = g_.cells * n_;
    strong_.assign(nodes, {});
    int pos[kMaxSide];
    if (kind_ != ChainKind::XY)
      for (int u = 0; u < static_cast<int>(g_.units.size()); ++u)
        for (int v = 1; v <= n_; ++v)
          if (b_.positions(u, v, pos) == 2) link(node(pos[0], v), node(pos[1], v));
    if (kind_ != ChainKind::X)
      for (int c = 0; c < g_.cells; ++c)
        if (!b_.value[c] && popcount(b_.cand[c]) == 2) {
          const int a = lowestValue(b_.cand[c]), z = lowestValue(b_.cand[c] & (b_.cand[c] - 1));
          link(node(c, a), node(c, z));
        }
    parent_.assign(2 * nodes, -1);
    depth_.assign(2 * nodes, -1);
  }

  bool find(Step& step) {
    int bestLen = kMaxChainLinks + 1;
    std::vector<int> bestPath;
    std::vector<int> elims, bestElims;
    for (int s = 0; s < static_cast<int>(strong_.size()); ++s) {
      if (strong_[s].empty()) continue;
      if ((s & 63) == 0 && b_.expired()) return false;
      int end = bfs(s, bestLen - 1, elims);
      if (end < 0) continue;
      bestLen = depth_[2 * end + 1];
      bestPath = path(end);
      bestElims = elims;
    }
    if (bestPath.empty()) return false;
    step.placements.clear();
    step.eliminations.clear();
    for (int z : bestElims) addElimination(b_, step, cellOf(z), valOf(z));
    step.technique = kind_ == ChainKind::X ? Technique::XChain : kind_ == ChainKind::XY ? Technique::XYChain : Technique::AIC;
    step.rating = techniqueRating(step.technique) + lengthBonus(bestLen);
    std::string chain;
    for (size_t i = 0; i < bestPath.size(); ++i) {
      if (i) chain += i % 2 ? "=" : "-";
      if (kind_ != ChainKind::X) chain.append("(").append(valueName(valOf(bestPath[i]))).append(")");
      chain += cellName(g_, cellOf(bestPath[i]));
    }
    step.text = std::string(techniqueName(step.technique)) +
                (kind_ == ChainKind::X ? " on " + valueName(valOf(bestPath[0])) : std::string()) + ": " + chain + " " +
                removesText(b_, step);
    return true;
  }

 private:
  int node(int cell, int v) const { return cell * n_ + v - 1; }
  int cellOf(int x) const { return x / n_; }
  int valOf(int x) const { return x % n_ + 1; }
  void link(int a, int z) {
    strong_[a].push_back(z);
    strong_[z].push_back(a);
  }
  bool conflict(int x, int y) const {
    if (x == y) return false;
    const int cx = cellOf(x), cy = cellOf(y);
    return cx == cy || (valOf(x) == valOf(y) && g_.sees(cx, cy));
  }

  // Candidates in conflict with both s and e (not s or e themselves).
  void eliminations(int s, int e, std::vector<int>& out) const {
    out.clear();
    const int cs = cellOf(s), vs = valOf(s);
    auto consider = [&](int z) {
      if (z != s && z != e && conflict(z, s) && conflict(z, e)) out.push_back(z);
    };
    for (int v = 1; v <= n_; ++v)
      if (v != vs && b_.has(cs, v)) consider(node(cs, v));
    for (int p : g_.peers[cs])
      if (b_.has(p, vs)) consider(node(p, vs));
  }

  // Breadth first from "s is false", up to maxLen links. Returns the first end e reached as
  // true with eliminations (filling `elims`), or -1.
  int bfs(int s, int maxLen, std::vector<int>& elims) {
    for (int st : touched_) {
      parent_[st] = -1;
      depth_[st] = -1;
    }
    touched_.clear();
    std::vector<int>& queue = queue_;
    queue.clear();
    const int start = 2 * s;
    depth_[start] = 0;
    touched_.push_back(start);
    queue.push_back(start);
    auto visit = [&](int from, int to) {
      if (depth_[to] >= 0) return false;
      depth_[to] = depth_[from] + 1;
      parent_[to] = from;
      touched_.push_back(to);
      queue.push_back(to);
      return true;
    };
    for (size_t qi = 0; qi < queue.size(); ++qi) {
      const int st = queue[qi];
      if (depth_[st] >= maxLen) break;
      const int x = st / 2;
      if ((st & 1) == 0) {  // x false: strong links make their ends true
        for (int y : strong_[x])
          if (visit(st, 2 * y + 1)) {
            eliminations(s, y, elims);
            if (!elims.empty()) return y;
          }
      } else {  // x true: its conflicts are false
        const int cx = cellOf(x), vx = valOf(x);
        for (int p : g_.peers[cx])
          if (b_.has(p, vx) && !strong_[node(p, vx)].empty()) visit(st, 2 * node(p, vx));
        if (kind_ == ChainKind::AIC)
          for (int v = 1; v <= n_; ++v)
            if (v != vx && b_.has(cx, v) && !strong_[node(cx, v)].empty()) visit(st, 2 * node(cx, v));
      }
    }
    return -1;
  }

  std::vector<int> path(int end) const {
    std::vector<int> p;
    for (int st = 2 * end + 1; st >= 0; st = parent_[st]) p.push_back(st / 2);
    std::reverse(p.begin(), p.end());
    return p;
  }

  const Board& b_;
  const Geometry& g_;
  int n_;
  ChainKind kind_;
  std::vector<std::vector<int>> strong_;
  std::vector<int> parent_, depth_, touched_, queue_;
};

// The propagation inside a branch of a nested forcing chain: singles, then every candidate
// whose placement leads by singles to a contradiction removed (a forcing chain's contradiction
// one level down), until neither changes anything. False on a contradiction; `count` grows by
// the cells filled and the candidates removed. Each trial works on two scratch arrays, so a
// pass costs one singles propagation per candidate.
bool propagateNested(const Board& b, Board& copy, int& count) {
  const Geometry& g = copy.g();
  if (!propagateSingles(g, copy.value.data(), copy.cand.data(), count)) return false;
  thread_local std::vector<int> value;
  thread_local std::vector<Mask> cand;
  // On 9x9 a trial only asks whether singles reach a contradiction, which does not depend on
  // the order they are applied in: singles9's board, loaded once per position and copied per
  // trial, answers it several times faster than the generic propagation.
  const bool classic = g.n == 9 && g.boxRows == 3 && !g.diagonal;
  singles9::Board position;
  bool loaded = false;
  for (bool changed = true; changed;) {
    changed = false;
    for (int c = 0; c < g.cells; ++c) {
      if (copy.value[c]) continue;
      for (Mask m = copy.cand[c]; m; m &= m - 1) {
        if (b.expired()) return true;
        const int v = lowestValue(m);
        if (classic && !loaded) loaded = position.load(copy.value.data(), copy.cand.data());
        if (classic && loaded) {
          singles9::Board trial = position;
          if (trial.place(c, v) && trial.propagate() != singles9::Board::Result::Contradiction) continue;
        } else {
          value = copy.value;
          cand = copy.cand;
          placeOn(g, value.data(), cand.data(), c, v);
          int filled = 0;
          if (propagateSingles(g, value.data(), cand.data(), filled)) continue;
        }
        loaded = false;  // the position changes
        copy.cand[c] &= ~bit(v);
        ++count;
        changed = true;
        if (!propagateSingles(g, copy.value.data(), copy.cand.data(), count)) return false;
        if (copy.value[c]) break;
      }
    }
  }
  return true;
}

// The branches of one forcing: each assigns (cell, value). Fills `step` when the branches
// prove something. Nested: the branches propagate with propagateNested instead of singles.
bool forcing(const Board& b, const std::vector<std::pair<int, int>>& branches, const std::string& what, Step& step,
             bool nested) {
  const Geometry& g = b.g();
  std::vector<Board> ok;
  std::vector<std::pair<int, int>> failed;
  int longest = 0;
  for (auto [cell, v] : branches) {
    Board copy = b;
    copy.place(cell, v);
    int count = 1;
    if (nested ? propagateNested(b, copy, count)
               : propagateSingles(copy.g(), copy.value.data(), copy.cand.data(), count))
      ok.push_back(std::move(copy));
    else
      failed.push_back({cell, v});
    longest = std::max(longest, count);
  }
  if (ok.empty()) return false;  // no branch survives: the position has no solution
  step.placements.clear();
  step.eliminations.clear();
  for (auto [cell, v] : failed) addElimination(b, step, cell, v);
  std::vector<int> placedCells;
  for (int c = 0; c < g.cells; ++c) {
    if (b.value[c] || !ok[0].value[c]) continue;
    const int v = ok[0].value[c];
    if (std::all_of(ok.begin(), ok.end(), [&](const Board& o) { return o.value[c] == v; })) {
      step.placements.push_back({g.row(c), g.col(c), v});
      placedCells.push_back(c);
    }
  }
  for (int c = 0; c < g.cells; ++c) {
    if (b.value[c] || std::find(placedCells.begin(), placedCells.end(), c) != placedCells.end()) continue;
    for (int v = 1; v <= g.n; ++v) {
      if (!b.has(c, v)) continue;
      if (!std::all_of(ok.begin(), ok.end(), [&](const Board& o) { return o.value[c] != v && !o.has(c, v); }))
        continue;
      // removals that the placements imply anyway are not listed
      bool implied = false;
      for (const auto& p : step.placements) implied = implied || (p.value == v && g.sees(c, p.row * g.n + p.col));
      if (!implied) addElimination(b, step, c, v);
    }
  }
  // a failed branch's removal is implied by a placement in its cell
  std::erase_if(step.eliminations, [&](const Cand& e) {
    return std::find(placedCells.begin(), placedCells.end(), e.row * g.n + e.col) != placedCells.end();
  });
  if (step.placements.empty() && step.eliminations.empty()) return false;
  step.technique = nested ? Technique::NestedForcingChain : Technique::ForcingChain;
  step.rating = techniqueRating(step.technique) + lengthBonus(longest);
  std::string text = std::string(nested ? "nested forcing chain: " : "forcing chain: ") + what;
  if (!failed.empty()) {
    text += "; ";
    for (size_t i = 0; i < failed.size(); ++i)
      text.append((i ? ", " : "")).append(cellName(g, failed[i].first) + "=" + valueName(failed[i].second));
    text += " lead" + std::string(failed.size() == 1 ? "s" : "") + " to a contradiction";
  }
  std::string outcome;
  for (const auto& p : step.placements)
    outcome.append((outcome.empty() ? "" : ", ")).append(cellName(g, p.row * g.n + p.col) + " = " + valueName(p.value));
  if (!step.eliminations.empty()) outcome.append((outcome.empty() ? "" : "; ")).append(removesText(b, step));
  step.text = text + ": " + outcome;
  return true;
}

}  // namespace

bool findXChain(const Board& b, Step& step) { return ChainSearch(b, ChainKind::X).find(step); }
bool findXYChain(const Board& b, Step& step) { return ChainSearch(b, ChainKind::XY).find(step); }
bool findAIC(const Board& b, Step& step) { return ChainSearch(b, ChainKind::AIC).find(step); }

namespace {

bool findForcing(const Board& b, Step& step, bool nested) {
  const Geometry& g = b.g();
  int pos[kMaxSide];
  // fewest branches first: bivalue cells and values with two places, then three, ...
  for (int k = 2; k <= g.n; ++k) {
    for (int c = 0; c < g.cells; ++c) {
      if (b.value[c] || popcount(b.cand[c]) != k) continue;
      if (b.expired()) return false;
      std::vector<std::pair<int, int>> br;
      std::string vals;
      for (int v = 1; v <= g.n; ++v)
        if (b.has(c, v)) {
          br.push_back({c, v});
          vals.append((vals.empty() ? "" : ",")).append(valueName(v));
        }
      if (forcing(b, br, "each value of " + cellName(g, c) + " (" + vals + ")", step, nested)) return true;
    }
    for (int u = 0; u < static_cast<int>(g.units.size()); ++u)
      for (int v = 1; v <= g.n; ++v) {
        if (b.positions(u, v, pos) != k) continue;
        if (b.expired()) return false;
        std::vector<std::pair<int, int>> br;
        std::vector<int> cells(pos, pos + k);
        for (int c : cells) br.push_back({c, v});
        if (forcing(b, br, "each place of " + valueName(v) + " in " + g.unitName(u) + " (" + listCells(g, cells) + ")",
                    step, nested))
          return true;
      }
  }
  return false;
}

}  // namespace

bool findForcingChain(const Board& b, Step& step) { return findForcing(b, step, false); }
bool findNestedForcingChain(const Board& b, Step& step) { return findForcing(b, step, true); }

}  // namespace deduce::sudoku::logic::detail
