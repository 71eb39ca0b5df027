// degreeTree — Boolean edge variables x over a fixed graph must form a spanning tree in which
// every vertex v has a degree in its allowed set D(v) (the Circuit Board: D = {1, 3}). One
// staged propagator replaces the stack "degree sums + connected + treeDegrees + degreeParity":
// the stages share the per-vertex counts and the union-find, and the cheap stages run to their
// fixpoint before the O(V + E) graph passes run at all.
//
// Stage 1 — per vertex (worklist): c(v) chosen and u(v) unfixed incident edges; the feasible
//   degrees are D(v) ∩ [c, c+u] (0 excluded when n > 1): none fails; when only c+u is feasible
//   every unfixed edge is forced, when only c is feasible every unfixed edge is removed.
// Stage 2 — per component of the chosen edges (union-find): a chosen edge inside a component
//   fails and an unfixed one is removed (acyclicity). Group counting: v can gain at most one
//   edge towards each other component (two would close a cycle), so its feasible degrees are
//   D(v) ∩ [c, c+g] with g the number of distinct neighbouring components; when the largest
//   is c, every unfixed edge is removed; when the smallest needs all g, an edge alone in its
//   group is forced. Capacity: the capacity
//   of a component K is the sum over its vertices of (largest feasible degree - c); K ≠ V with
//   capacity 0 can never be joined: fail; an edge between components of capacities a + b <= 2
//   would close both off (two leaves joined): removed. Degree sum: the degrees of a spanning
//   tree add up to 2(n-1), so with lo/hi the smallest/largest feasible degrees, each v's degree
//   lies in [2(n-1) - (sum hi - hi(v)), 2(n-1) - (sum lo - lo(v))] (on the Circuit Board: once
//   (n-2)/2 points are sure to have degree 3, all others are leaves); n-1 chosen edges remove
//   the rest.
// Stage 3 — whole graph, two Tarjan bridge passes: (a) over the possible edges: not spanning
//   fails, a bridge is forced (every vertex is required); (b) over the unfixed edges, for the
//   vertices whose feasible degrees all have one parity: the GF(2) system "XOR of incident
//   edges = parity" (see graph_parity.cpp) — a component of unfixed edges with an odd residual
//   and no vertex of free parity fails, a bridge with a parity-determined side is forced to that
//   side's residual parity.
// Any change in stages 2-3 restarts from stage 1, so the propagator is idempotent.
//
// Data layout: compressed adjacency rows (neighbour, edge) built once; the counts c/u, the
// worklist, union-find, capacities, DFS stack and disc/low/subtree arrays are member buffers
// reused on every call (a propagation allocates nothing). Allowed sets are 64-bit masks (bit k:
// degree k allowed), so "feasible degrees" is a mask AND and the bounds are ctz/clz.
#include <algorithm>
#include <bit>
#include <stdexcept>

#include "cp/constraints/graph_bridges.h"
#include "cp/graph.h"

namespace deduce::cp {
namespace {

uint64_t rangeMask(int lo, int hi) {  // bits lo..hi (inclusive), empty when hi < lo
  if (hi < lo || lo > 63) return 0;
  hi = std::min(hi, 63);
  uint64_t top = hi == 63 ? ~0ULL : (1ULL << (hi + 1)) - 1;
  return top & ~((1ULL << lo) - 1);
}

class DegreeTree : public Propagator {
 public:
  DegreeTree(const Graph& g, VarIds x, std::vector<uint64_t> allowed)
      : g_(g), n_(g.n), x_(std::move(x)), allowed_(std::move(allowed)), rows_(g), start_(rows_.start), adj_(rows_.adj) {
    priority = kPrioExpensive;
    idempotent = true;
    if (n_ > 1)
      for (auto& a : allowed_) a &= ~1ULL;  // no isolated vertex in a spanning tree
    st_.resize(g_.edges.size());
    c_.resize(n_);
    u_.resize(n_);
    inList_.resize(n_);
    hiExtra_.resize(n_);
    loG_.resize(n_);
    parentEdge_.resize(n_);
    cap_.resize(n_);
    size_.resize(n_);
    sub_.resize(n_);
    subFree_.resize(n_);
    par_.resize(n_);
  }
  const char* name() const override { return "degree-tree"; }

  bool propagate(Space& s) override {
    if (n_ == 0) return true;
    std::fill(c_.begin(), c_.end(), 0);
    std::fill(u_.begin(), u_.end(), 0);
    for (size_t e = 0; e < g_.edges.size(); ++e) {
      auto [a, b] = g_.edges[e];
      st_[e] = s.fixed(x_[e]) ? (s.value(x_[e]) ? kChosen : kRemoved) : kOpen;
      int* arr = st_[e] == kOpen ? u_.data() : st_[e] == kChosen ? c_.data() : nullptr;
      if (arr) ++arr[a], ++arr[b];
    }
    list_.clear();
    for (int v = 0; v < n_; ++v) inList_[v] = 0;
    for (int v = 0; v < n_; ++v) push(v);  // later rounds: only the vertices fix() touched
    for (;;) {
      changed_ = false;
      if (!stage1(s) || !stage2(s)) return false;
      if (changed_) continue;
      if (!stage3(s)) return false;
      if (!changed_) return true;
    }
  }

 private:
  uint64_t feasible(int v, int extra) const { return allowed_[v] & rangeMask(c_[v], c_[v] + extra); }

  // Fix edge e (unfixed) to val and keep the counts and the worklist up to date.
  bool fix(Space& s, int e, int val) {
    if (!s.assign(x_[e], val)) return false;
    st_[e] = val ? kChosen : kRemoved;
    changed_ = true;
    for (int v : {g_.edges[e].first, g_.edges[e].second}) {
      --u_[v];
      c_[v] += val;
      push(v);
    }
    return true;
  }
  void push(int v) {
    if (!inList_[v]) inList_[v] = 1, list_.push_back(v);
  }

  bool fixAllUnfixed(Space& s, int v, int val) {
    for (int i = start_[v]; i < start_[v + 1]; ++i) {
      int e = adj_[i].second;
      if (st_[e] == kOpen && !fix(s, e, val)) return false;
    }
    return true;
  }

  bool stage1(Space& s) {
    for (size_t k = 0; k < list_.size(); ++k) {
      int v = list_[k];
      inList_[v] = 0;
      uint64_t f = feasible(v, u_[v]);
      if (!f) return false;
      if (!u_[v]) continue;
      int lo = std::countr_zero(f), hi = 63 - std::countl_zero(f);
      if (lo == c_[v] + u_[v] && !fixAllUnfixed(s, v, 1)) return false;
      if (hi == c_[v] && !fixAllUnfixed(s, v, 0)) return false;
    }
    list_.clear();
    return true;
  }

  bool stage2(Space& s) {
    uf_.reset(n_);
    int chosenEdges = 0;
    for (size_t e = 0; e < g_.edges.size(); ++e) {
      if (st_[e] != kChosen) continue;
      ++chosenEdges;
      if (!uf_.unite(g_.edges[e].first, g_.edges[e].second)) return false;  // a cycle
    }
    if (chosenEdges == n_ - 1) {  // the tree is complete: nothing else can be chosen
      for (size_t e = 0; e < g_.edges.size(); ++e)
        if (st_[e] == kOpen && !fix(s, static_cast<int>(e), 0)) return false;
      return true;
    }
    // Group counting per vertex; an edge forced here joins its components at once.
    long sumLo = 0, sumHi = 0;
    for (int v = 0; v < n_; ++v) {
      groups_.clear();
      int own = uf_.find(v);
      for (int i = start_[v]; i < start_[v + 1]; ++i) {
        auto [w, e] = adj_[i];
        if (st_[e] != kOpen) continue;
        int r = uf_.find(w);
        if (r == own) {  // would close a cycle
          if (!fix(s, e, 0)) return false;
          continue;
        }
        bool seen = false;
        for (auto& [root, edge] : groups_)
          if (root == r) {
            seen = true;
            edge = -1;  // more than one edge into this group
          }
        if (!seen) groups_.push_back({r, e});
      }
      int g = static_cast<int>(groups_.size());
      uint64_t f = feasible(v, g);
      if (!f) return false;
      int lo = std::countr_zero(f), hi = 63 - std::countl_zero(f);
      if (hi == c_[v] && u_[v] && !fixAllUnfixed(s, v, 0)) return false;  // no room for any edge
      if (lo - c_[v] == g && g > 0) {
        for (auto [root, edge] : groups_)
          if (edge >= 0 && st_[edge] == kOpen) {
            if (!fix(s, edge, 1)) return false;
            uf_.unite(g_.edges[edge].first, g_.edges[edge].second);
          }
      }
      hiExtra_[v] = hi - c_[v];
      loG_[v] = lo;
      sumLo += lo;
      sumHi += hi;
    }
    if (changed_) return true;  // counts moved: stage 1 first
    // Degree sum of a spanning tree: 2(n-1).
    const long total = 2L * (n_ - 1);
    if (sumLo > total || sumHi < total) return false;
    for (int v = 0; v < n_; ++v) {
      if (!u_[v]) continue;
      // the group-counted feasible degrees, as summed above
      uint64_t f = feasible(v, hiExtra_[v]);
      long maxDeg = total - (sumLo - loG_[v]), minDeg = total - (sumHi - (c_[v] + hiExtra_[v]));
      uint64_t keep = f & rangeMask(static_cast<int>(std::max<long>(minDeg, 0)), static_cast<int>(std::min<long>(maxDeg, 63)));
      if (!keep) return false;
      if (keep == f) continue;
      int nlo = std::countr_zero(keep), nhi = 63 - std::countl_zero(keep);
      if (nlo == c_[v] + u_[v] && !fixAllUnfixed(s, v, 1)) return false;
      if (nhi == c_[v] && !fixAllUnfixed(s, v, 0)) return false;
      if (changed_) return true;  // sums moved: recompute from stage 1
    }
    // Capacity isolation.
    for (int v = 0; v < n_; ++v) cap_[v] = 0, size_[v] = 0;
    for (int v = 0; v < n_; ++v) {
      int r = uf_.find(v);
      cap_[r] += hiExtra_[v];
      size_[r] += 1;
    }
    for (int v = 0; v < n_; ++v)
      if (uf_.parent[v] == v && cap_[v] <= 0 && size_[v] < n_) return false;
    for (size_t e = 0; e < g_.edges.size(); ++e) {
      if (st_[e] != kOpen) continue;
      int a = uf_.find(g_.edges[e].first), b = uf_.find(g_.edges[e].second);
      if (size_[a] + size_[b] < n_ && cap_[a] + cap_[b] <= 2 && !fix(s, static_cast<int>(e), 0)) return false;
    }
    return true;
  }

  // Tarjan over the possible (unfixed or chosen) edges from vertex 0: spanning, bridges forced.
  // Then Tarjan over the unfixed edges with residual parities.
  bool stage3(Space& s) {
    dfs_.reset(n_);
    int reached = 0;
    bridges_.clear();
    dfs_.run(
        rows_, 0, [&](int e) { return st_[e] != kRemoved; }, [&](int, int) { ++reached; },
        [&](int, int, int e, bool bridge) {
          if (bridge && st_[e] == kOpen) bridges_.push_back(e);
        });
    if (reached < n_) return false;
    for (int e : bridges_)
      if (st_[e] == kOpen && !fix(s, e, 1)) return false;
    if (changed_) return true;
    return parity(s);
  }

  bool parity(Space& s) {
    // residual parity per vertex; free (2) when the feasible degrees have both parities
    const uint64_t odd = 0xAAAAAAAAAAAAAAAAULL;
    for (int v = 0; v < n_; ++v) {
      uint64_t f = feasible(v, u_[v]);
      bool free = (f & odd) && (f & ~odd);
      par_[v] = free ? 2 : static_cast<char>(((f & odd) ? 1 : 0) ^ (c_[v] & 1));
    }
    dfs_.reset(n_);
    bridges_.clear();
    bridgeVal_.clear();
    auto enter = [&](int w, int e) {
      sub_[w] = par_[w] & 1;
      subFree_[w] = par_[w] >> 1;
      parentEdge_[w] = e;
    };
    auto leave = [&](int p, int v, int, bool bridge) {
      sub_[p] ^= sub_[v];
      subFree_[p] += subFree_[v];
      if (bridge) bridges_.push_back(v);  // the bridge above v
    };
    for (int root = 0; root < n_; ++root) {
      if (dfs_.seen(root) || !u_[root]) continue;
      size_t firstBridge = bridges_.size();
      dfs_.run(rows_, root, [&](int e) { return st_[e] == kOpen; }, enter, leave);
      int totFree = subFree_[root];
      char totPar = sub_[root];
      if (!totFree && totPar) return false;  // odd residual, nothing to absorb it
      // a bridge whose lower or upper side is parity-determined takes that side's parity
      for (size_t k = firstBridge; k < bridges_.size(); ++k) {
        int v = bridges_[k], val = -1;
        if (!subFree_[v]) val = sub_[v];
        else if (totFree == subFree_[v]) val = sub_[v] ^ totPar;
        bridgeVal_.push_back(val);
      }
    }
    // applied after the passes (fixing changes the unfixed graph the DFS walked); every value
    // is a consequence of the same state, so applying them together is sound
    for (size_t k = 0; k < bridges_.size(); ++k) {
      int val = bridgeVal_[k], e = parentEdge_[bridges_[k]];
      if (val >= 0 && st_[e] == kOpen && !fix(s, e, val)) return false;
    }
    return true;
  }

  Graph g_;
  int n_;
  VarIds x_;
  std::vector<uint64_t> allowed_;
  graph_detail::Adjacency rows_;
  const std::vector<int>& start_;
  const std::vector<std::pair<int, int>>& adj_;  // (neighbour, edge)
  bool changed_ = false;
  // Per-edge state, read once from the variables per propagation and kept by fix(): the stages
  // walk edges many times, and a byte array of E entries stays in L1 where the 48-byte
  // variable records of the Space do not (profiled: those lookups were a third of stage 2).
  enum : uint8_t { kOpen, kChosen, kRemoved };
  std::vector<uint8_t> st_;
  // scratch, reused on every call
  std::vector<int> c_, u_, list_, hiExtra_, loG_, cap_, size_, subFree_, bridges_, bridgeVal_, parentEdge_;
  std::vector<char> inList_, sub_, par_;
  graph_detail::UnionFind uf_;
  std::vector<std::pair<int, int>> groups_;  // (component root, its only edge or -1)
  graph_detail::BridgeDfs dfs_;
};

}  // namespace

void degreeTree(Space& s, const Graph& g, const VarIds& x, const std::vector<std::vector<int>>& allowed) {
  if (allowed.size() != 1 && allowed.size() != static_cast<size_t>(g.n))
    throw std::invalid_argument("degreeTree: one allowed-degree set, or one per vertex");
  std::vector<uint64_t> masks(g.n, 0);
  for (int v = 0; v < g.n; ++v)
    for (int k : allowed[allowed.size() == 1 ? 0 : v])
      if (k >= 0 && k < 64) masks[v] |= 1ULL << k;
  auto* p = s.emplace<DegreeTree>(g, x, std::move(masks));
  for (size_t i = 0; i < x.size(); ++i) s.subscribe(x[i], p, kEvFixed, static_cast<int>(i));
}

}  // namespace deduce::cp
