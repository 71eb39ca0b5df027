// circuit: succ[i] == j + offset means that node j follows node i, and the successors form one
// Hamiltonian cycle through all n nodes.
//
// Posted as a domain-consistent alldifferent on succ (each node has one predecessor) plus the
// Circuit propagator, which removes what the alldifferent cannot see, the cycles shorter than n:
//   * no loops: succ[i] != i (at posting);
//   * path ends (Caseau and Laburthe 1997, "no subtour"): the fixed successors form chains; a
//     chain from its start a to its end e that does not yet visit every node must not be closed,
//     so a leaves succ[e]; a chain through all n nodes must be closed, so succ[e] = a; a cycle of
//     fixed successors shorter than n fails;
//   * strong connectivity: every node must reach every other along the successors still
//     possible (the cycle does), so the space fails when a depth-first search from node 0 along
//     the domains, or along the domains reversed, misses a node.
// The path-end rule needs only the fixed variables; the connectivity check reads every domain.
// Both are recomputed from the domains at each run, O(n + sum of domain sizes): models with a
// circuit have tens to a few hundred nodes, and recomputing needs no trailed state.
#include <vector>

#include "cp/constraints/circuit.h"

namespace deduce::cp {
namespace {

class Circuit : public Propagator {
 public:
  Circuit(VarIds succ, Val offset) : x_(std::move(succ)), off_(offset) {
    priority = kPrioExpensive;
    const size_t n = x_.size();
    next_.resize(n);
    hasPred_.resize(n);
    seen_.resize(n);
    stack_.reserve(n);
    revStart_.resize(n + 1);
  }
  const char* name() const override { return "circuit"; }

  bool propagate(Space& s) override { return pathEnds(s) && connected(s); }

 private:
  bool pathEnds(Space& s) {
    const int n = static_cast<int>(x_.size());
    std::fill(hasPred_.begin(), hasPred_.end(), 0);
    for (int i = 0; i < n; ++i) {
      next_[i] = -1;
      if (!s.fixed(x_[i])) continue;
      const int j = static_cast<int>(s.value(x_[i]) - off_);
      if (hasPred_[j]) return false;  // two predecessors: the alldifferent fails too
      next_[i] = j;
      hasPred_[j] = 1;
    }
    std::fill(seen_.begin(), seen_.end(), 0);
    for (int a = 0; a < n; ++a) {
      if (hasPred_[a]) continue;
      // the chain starting at a: walk to its end
      int e = a, len = 1;
      seen_[a] = 1;
      while (next_[e] >= 0) {
        e = next_[e];
        seen_[e] = 1;
        ++len;
      }
      if (len == n) {
        if (!s.assign(x_[e], a + off_)) return false;
      } else if (len > 1 && !s.remove(x_[e], a + off_)) {
        return false;
      }
    }
    // nodes not on a chain lie on cycles of fixed successors: only one through all n is allowed
    for (int a = 0; a < n; ++a) {
      if (seen_[a]) continue;
      int len = 0;
      for (int e = a; !seen_[e]; e = next_[e]) {
        seen_[e] = 1;
        ++len;
      }
      if (len < n) return false;
    }
    return true;
  }

  // Depth-first reachability from node 0, forwards along the domains and backwards along the
  // reversed graph (built in revStart_/rev_, CSR by target node).
  bool connected(Space& s) {
    const int n = static_cast<int>(x_.size());
    std::fill(seen_.begin(), seen_.end(), 0);
    if (reach(n, [&](int i, auto&& visit) { s.forEach(x_[i], [&](Val v) { visit(static_cast<int>(v - off_)); }); }) < n)
      return false;
    std::fill(revStart_.begin(), revStart_.end(), 0);
    for (int i = 0; i < n; ++i) s.forEach(x_[i], [&](Val v) { ++revStart_[v - off_ + 1]; });
    for (int j = 0; j < n; ++j) revStart_[j + 1] += revStart_[j];
    rev_.resize(static_cast<size_t>(revStart_[n]));
    fill_.assign(revStart_.begin(), revStart_.end() - 1);
    for (int i = 0; i < n; ++i) s.forEach(x_[i], [&](Val v) { rev_[fill_[v - off_]++] = i; });
    std::fill(seen_.begin(), seen_.end(), 0);
    return reach(n, [&](int j, auto&& visit) {
             for (int k = revStart_[j]; k < revStart_[j + 1]; ++k) visit(rev_[k]);
           }) == n;
  }
  // Nodes reached from node 0 when edges(i, visit) calls visit(j) for each edge i -> j.
  template <class Edges> int reach(int n, Edges&& edges) {
    int count = 1;
    seen_[0] = 1;
    stack_.assign(1, 0);
    while (!stack_.empty() && count < n) {
      const int i = stack_.back();
      stack_.pop_back();
      edges(i, [&](int j) {
        if (seen_[j]) return;
        seen_[j] = 1;
        ++count;
        stack_.push_back(j);
      });
    }
    return count;
  }

  VarIds x_;
  Val off_;
  std::vector<int> next_, stack_, revStart_, rev_, fill_;
  std::vector<char> hasPred_, seen_;
};

}  // namespace

void circuit(Space& s, const VarIds& succ, Val offset) {
  const int n = static_cast<int>(succ.size());
  if (n == 0) return;
  for (int i = 0; i < n; ++i)
    if (!s.setMin(succ[i], offset) || !s.setMax(succ[i], offset + n - 1)) return;
  if (n == 1) return;  // the loop 0 -> 0 is the cycle
  for (int i = 0; i < n; ++i)
    if (!s.remove(succ[i], i + offset)) return;
  alldifferent(s, succ, Consistency::Domain);
  Propagator* p = s.emplace<Circuit>(succ, offset);
  for (VarId x : succ) s.subscribe(x, p, kEvDom);
}

}  // namespace deduce::cp
