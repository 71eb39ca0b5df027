// degreeParity — every vertex v has an incident chosen-edge count of parity p[v] (Boolean edges).
//
// Algorithm: the constraint is the GF(2) linear system "for every vertex, the XOR of its
// incident edges = p[v]". Fixed edges move to the right-hand side: the residual parity r[v] =
// p[v] XOR (number of chosen incident edges mod 2). What the system still says about the
// unfixed edges depends only on the graph H of unfixed edges:
//   * summing the equations of one connected component K of H counts every edge inside K twice,
//     so sum(r[v], v in K) must be even — otherwise the constraint fails;
//   * an unfixed edge that is a bridge of H is the only unfixed edge leaving the vertex set S
//     on one side of it, so its value is sum(r[v], v in S) mod 2 — it is forced;
//   * an edge on a cycle of H can take either value (flip it and the rest of its cycle) as far
//     as the system is concerned.
// So one Tarjan bridge DFS over H with per-subtree residual sums gives the full consequences of
// the linear system (Gaussian elimination over GF(2) would give the same, at O(V^2 E) instead
// of O(V + E)): the propagator is domain consistent for the parity system alone. It does not
// reason jointly with other constraints (degree bounds, connectivity), which post their own.
//
// Used by the Circuit Board (every degree is 1 or 3, so every vertex is odd). In a grid that
// means: for any set S of points, the number of chosen segments leaving S has the parity of |S|;
// the propagator applies all those cut parities at once.
//
// Data layout: the graph in compressed rows (neighbour and edge index side by side), member
// buffers for the DFS stack, discovery/low numbers and subtree parities reused on every call, so
// a propagation allocates nothing and reads each adjacency row once.
#include <algorithm>

#include "cp/constraints/graph_common.h"
#include "cp/graph.h"

namespace deduce::cp {
namespace {

class DegreeParity : public Propagator {
 public:
  DegreeParity(const Graph& g, VarIds x, std::vector<char> parity)
      : n_(g.n), x_(std::move(x)), parity_(std::move(parity)), rows_(g), start_(rows_.start), adj_(rows_.adj) {
    priority = kPrioExpensive;
    idempotent = true;
    res_.resize(n_);
    disc_.resize(n_);
    low_.resize(n_);
    sub_.resize(n_);
  }
  const char* name() const override { return "degree-parity"; }

  bool propagate(Space& s) override {
    // residual parities
    for (int v = 0; v < n_; ++v) {
      char r = parity_[v];
      for (int i = start_[v]; i < start_[v + 1]; ++i) r ^= static_cast<char>(s.min(x_[adj_[i].second]) & 1);
      res_[v] = r;
    }
    std::fill(disc_.begin(), disc_.end(), -1);
    int timer = 0;
    for (int root = 0; root < n_; ++root) {
      if (disc_[root] >= 0) continue;
      disc_[root] = low_[root] = timer++;
      sub_[root] = res_[root];
      stack_.clear();
      stack_.push_back({root, -1, start_[root]});
      while (!stack_.empty()) {
        Frame& f = stack_.back();
        int v = f.v;
        if (f.it < start_[v + 1]) {
          auto [w, e] = adj_[f.it++];
          if (e == f.parentEdge || s.fixed(x_[e])) continue;
          if (disc_[w] < 0) {
            disc_[w] = low_[w] = timer++;
            sub_[w] = res_[w];
            stack_.push_back({w, e, start_[w]});
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
        sub_[p] ^= sub_[v];
        // bridge p-v of the unfixed graph: its value is the residual parity below v
        if (low_[v] > disc_[p] && !s.assign(x_[pe], sub_[v])) return false;
      }
      if (sub_[root]) return false;  // a component of odd residual parity
    }
    return true;
  }

 private:
  struct Frame {
    int v, parentEdge, it;
  };
  int n_;
  VarIds x_;
  std::vector<char> parity_;
  graph_detail::Adjacency rows_;
  const std::vector<int>& start_;
  const std::vector<std::pair<int, int>>& adj_;  // (neighbour, edge)
  std::vector<char> res_, sub_;
  std::vector<int> disc_, low_;
  std::vector<Frame> stack_;
};

}  // namespace

void degreeParity(Space& s, const Graph& g, const VarIds& x, const std::vector<char>& parity) {
  auto* p = s.emplace<DegreeParity>(g, x, parity);
  for (size_t i = 0; i < x.size(); ++i) s.subscribe(x[i], p, kEvFixed, static_cast<int>(i));
}

}  // namespace deduce::cp
