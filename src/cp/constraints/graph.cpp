// Graph constraints: connected (with bridge forcing and, for degree-demand graphs, isolation
// reasoning), acyclic, tree, path, and the binary "not both chosen" used for crossings.
//
// connected — consistency: the constraint fails as soon as the *possible* graph (edges whose
// variable can still be > 0) does not connect the required vertices, where a vertex is required
// when the model says so or when one of its edges is chosen (min > 0). Every bridge of the
// possible graph whose removal separates two required vertices is forced (min >= 1); every
// possible edge outside the component of the required vertices is removed (max = 0). This is
// the classic filtering of a connectivity constraint (as in Dooms, Deville & Dupont's CP(Graph)
// or Fages & Lorca's tree constraints): Tarjan's bridge-finding DFS (disc/low numbers) with
// per-subtree counts of required vertices, one O(V + E) pass. It is not domain consistent
// in general for count edges (it says nothing about values other than 0), but for Boolean edges
// it removes exactly the values with no connected support.
//
// connectedDemand adds, for graphs whose vertices need an exact sum of incident edge values
// (Hashi), the isolation rule: group the vertices into components of the chosen edges; the
// residual demand of a component is the sum over its vertices of demand minus the minimum
// values already on their edges. A component with residual 0 that is not the whole graph can
// never be joined to the rest: fail. An edge value that would bring the residual of the
// component(s) it touches to exactly 0 while other vertices remain is removed (two 1-islands
// cannot be joined to each other, a 2-2 pair cannot take a double bridge, ...). Union-find,
// O(E α(V)).
//
// acyclic — a chosen edge joining two vertices already connected by chosen edges fails; an
// unchosen edge whose endpoints are already connected by chosen edges is removed. This is
// domain consistent for forests (an edge is supported iff it closes no cycle).
//
// Data layout: the graph is stored once in compressed rows (adjStart_/adj_ with the edge index
// next to the neighbour, so the DFS reads one contiguous array per vertex); the DFS stack, the
// disc/low/count arrays and the union-find are member buffers reused on every call, so a
// propagation allocates nothing. Hashi boards of 250 islands and 500 possible bridges take a
// few microseconds per call.
#include "cp/graph.h"

#include <algorithm>

#include "cp/constraints/graph_common.h"

namespace deduce::cp {
namespace {

using graph_detail::Adjacency;
using graph_detail::UnionFind;

class Connected : public Propagator {
 public:
  Connected(const Graph& g, VarIds x, std::vector<bool> required, std::vector<Val> demand)
      : g_(g), adj_(g), x_(std::move(x)), staticReq_(std::move(required)), demand_(std::move(demand)) {
    priority = kPrioExpensive;
    int n = g_.n;
    if (staticReq_.empty()) staticReq_.assign(n, true);
    // When every vertex is required and there is no demand, choosing an edge changes nothing
    // here (the filtering depends on the possible graph only): wake up on removals alone.
    onlyRemovals_ = demand_.empty() && std::find(staticReq_.begin(), staticReq_.end(), false) == staticReq_.end();
    wantsNotify = onlyRemovals_;
    req_.resize(n);
    disc_.resize(n);
    low_.resize(n);
    cnt_.resize(n);
  }
  const char* name() const override { return "connected"; }
  bool notify(Space& s, int idx, uint8_t /*ev*/) override { return !onlyRemovals_ || s.max(x_[idx]) <= 0; }

  bool propagate(Space& s) override {
    if (!demand_.empty() && !isolation(s)) return false;
    return bridges(s);
  }

 private:
  bool chosen(Space& s, int e) const { return s.min(x_[e]) > 0; }
  bool possible(Space& s, int e) const { return s.max(x_[e]) > 0; }

  bool bridges(Space& s) {
    int n = g_.n;
    int total = 0, root = -1;
    for (int v = 0; v < n; ++v) req_[v] = staticReq_[v];
    for (size_t e = 0; e < g_.edges.size(); ++e)
      if (chosen(s, static_cast<int>(e))) req_[g_.edges[e].first] = req_[g_.edges[e].second] = true;
    for (int v = 0; v < n; ++v)
      if (req_[v]) {
        ++total;
        if (root < 0) root = v;
      }
    if (root < 0) return true;
    std::fill(disc_.begin(), disc_.end(), -1);
    // Iterative Tarjan DFS over the possible graph from a required vertex.
    stack_.clear();
    int timer = 0;
    disc_[root] = low_[root] = timer++;
    cnt_[root] = req_[root];
    stack_.push_back({root, -1, adj_.start[root]});
    int reached = req_[root] ? 1 : 0;
    while (!stack_.empty()) {
      Frame& f = stack_.back();
      int v = f.v;
      if (f.it < adj_.start[v + 1]) {
        auto [w, e] = adj_.adj[f.it++];
        if (e == f.parentEdge || !possible(s, e)) continue;
        if (disc_[w] < 0) {
          disc_[w] = low_[w] = timer++;
          cnt_[w] = req_[w];
          reached += req_[w];
          stack_.push_back({w, e, adj_.start[w]});
        } else {
          low_[v] = std::min(low_[v], disc_[w]);
        }
        continue;
      }
      int pe = f.parentEdge;
      stack_.pop_back();
      if (stack_.empty()) break;
      int p = stack_.back().v;
      low_[p] = std::min(low_[p], low_[v]);
      cnt_[p] += cnt_[v];
      // Tree edge p-v is a bridge when nothing below v reaches above it.
      if (low_[v] > disc_[p] && cnt_[v] > 0 && total - cnt_[v] > 0 && !s.setMin(x_[pe], 1)) return false;
    }
    if (reached < total) return false;
    // Possible edges outside the required component can never be chosen.
    for (size_t e = 0; e < g_.edges.size(); ++e) {
      if (disc_[g_.edges[e].first] < 0 && possible(s, static_cast<int>(e)) && !s.setMax(x_[e], 0)) return false;
    }
    return true;
  }

  bool isolation(Space& s) {
    int n = g_.n;
    uf_.reset(n);
    res_.assign(demand_.begin(), demand_.end());
    size_.assign(n, 1);
    for (size_t e = 0; e < g_.edges.size(); ++e) {
      Val lo = s.min(x_[e]);
      if (lo <= 0) continue;
      auto [u, v] = g_.edges[e];
      res_[u] -= lo;
      res_[v] -= lo;
      uf_.unite(u, v);
    }
    // Accumulate residual demand and size at the roots.
    compRes_.assign(n, 0);
    compSize_.assign(n, 0);
    for (int v = 0; v < n; ++v) {
      int r = uf_.find(v);
      compRes_[r] += res_[v];
      compSize_[r] += 1;
    }
    for (int v = 0; v < n; ++v)
      if (uf_.parent[v] == v && compRes_[v] <= 0 && compSize_[v] < n) return false;
    for (size_t e = 0; e < g_.edges.size(); ++e) {
      VarId xe = x_[e];
      if (s.fixed(xe)) continue;
      auto [u, v] = g_.edges[e];
      int ru = uf_.find(u), rv = uf_.find(v);
      Val total = compRes_[ru];
      int size = compSize_[ru];
      if (ru != rv) {
        total += compRes_[rv];
        size += compSize_[rv];
      }
      if (size >= n || total % 2 != 0) continue;
      // Raising x_e from its minimum by k uses 2k of the residual: k = total/2 closes the group.
      Val k = s.min(xe) + total / 2;
      if (k > s.min(xe) && !s.remove(xe, k)) return false;
    }
    return true;
  }

  struct Frame {
    int v, parentEdge, it;
  };
  Graph g_;
  Adjacency adj_;
  VarIds x_;
  std::vector<bool> staticReq_;
  std::vector<Val> demand_;
  bool onlyRemovals_ = false;
  // scratch, reused on every call
  std::vector<char> req_;
  std::vector<int> disc_, low_, cnt_;
  std::vector<Frame> stack_;
  UnionFind uf_;
  std::vector<Val> res_, compRes_;
  std::vector<int> size_, compSize_;
};

class Acyclic : public Propagator {
 public:
  Acyclic(const Graph& g, VarIds x) : g_(g), x_(std::move(x)) { priority = kPrioGlobal; }
  const char* name() const override { return "acyclic"; }
  bool propagate(Space& s) override {
    uf_.reset(g_.n);
    for (size_t e = 0; e < g_.edges.size(); ++e)
      if (s.min(x_[e]) > 0 && !uf_.unite(g_.edges[e].first, g_.edges[e].second)) return false;
    for (size_t e = 0; e < g_.edges.size(); ++e) {
      VarId xe = x_[e];
      if (s.min(xe) == 0 && s.max(xe) > 0 && uf_.find(g_.edges[e].first) == uf_.find(g_.edges[e].second) &&
          !s.setMax(xe, 0))
        return false;
    }
    return true;
  }

 private:
  Graph g_;
  VarIds x_;
  UnionFind uf_;
};

class AtMostOneChosen : public Propagator {
 public:
  AtMostOneChosen(VarId a, VarId b) : a_(a), b_(b) {
    priority = kPrioBinary;
    idempotent = true;
  }
  const char* name() const override { return "at-most-one-chosen"; }
  bool propagate(Space& s) override {
    if (s.min(a_) > 0) return s.setMax(b_, 0);
    if (s.min(b_) > 0) return s.setMax(a_, 0);
    return true;
  }

 private:
  VarId a_, b_;
};

void subscribeAll(Space& s, Propagator* p, const VarIds& x) {
  for (size_t i = 0; i < x.size(); ++i) s.subscribe(x[i], p, kEvBounds, static_cast<int>(i));
}

}  // namespace

void connected(Space& s, const Graph& g, const VarIds& x, const std::vector<bool>& required) {
  subscribeAll(s, s.emplace<Connected>(g, x, required, std::vector<Val>{}), x);
}

void connectedDemand(Space& s, const Graph& g, const VarIds& x, const std::vector<Val>& demand) {
  Adjacency adj(g);
  for (int v = 0; v < g.n; ++v) {
    VarIds inc;
    for (int i = adj.start[v]; i < adj.start[v + 1]; ++i) inc.push_back(x[adj.adj[i].second]);
    sum(s, inc, Rel::EQ, demand[v]);
  }
  subscribeAll(s, s.emplace<Connected>(g, x, std::vector<bool>{}, demand), x);
}

void acyclic(Space& s, const Graph& g, const VarIds& x) { subscribeAll(s, s.emplace<Acyclic>(g, x), x); }

void tree(Space& s, const Graph& g, const VarIds& x) {
  if (g.n > 0) sum(s, x, Rel::EQ, g.n - 1);
  acyclic(s, g, x);
  connected(s, g, x);
}

void path(Space& s, const Graph& g, const VarIds& x, int from, int to) {
  Adjacency adj(g);
  for (int v = 0; v < g.n; ++v) {
    VarIds inc;
    for (int i = adj.start[v]; i < adj.start[v + 1]; ++i) inc.push_back(x[adj.adj[i].second]);
    if (v == from || v == to) {
      sum(s, inc, Rel::EQ, from == to ? 0 : 1);
    } else {
      // degree 0 or 2: sum(inc) == 2 * on_v
      std::vector<Val> a(inc.size(), 1);
      a.push_back(-2);
      inc.push_back(s.newBool());
      linear(s, a, inc, Rel::EQ, 0);
    }
  }
  std::vector<bool> req(g.n, false);
  req[from] = req[to] = true;
  acyclic(s, g, x);
  connected(s, g, x, req);
}

void atMostOneChosen(Space& s, VarId a, VarId b) {
  auto* p = s.emplace<AtMostOneChosen>(a, b);
  s.subscribe(a, p, kEvBounds, 0);
  s.subscribe(b, p, kEvBounds, 1);
}

}  // namespace deduce::cp
