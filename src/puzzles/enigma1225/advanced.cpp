// The advanced model of paper 000 (Figure 5) on the kernel:
//   p_i in 0..n-1 (column i equals row p_i), q its inverse, S the objective;
//   C5 alldifferent(p), C6 p_i != i, C9 p_i <= i+1, C10 p_i < i => q_{i+1} >= 2i+1-p_i,
//   C11 inverse(p, q), C12 S <= UPPERBOUNDONS(n, p) (Algorithm 2, with Algorithm 1 on complete
//   permutations and Algorithm 3 = UBNVAL, or the sharp bound).
// The board variables x, o, N of Figure 5 are not posted: the search is on p only and, once p is
// complete, C12 computes the exact optimum for p and Algorithm 1 gives the board (the paper
// assigns x the same way after search), so they would only add propagation work.
//
// Propagators written here (specific to this model):
//   InverseChannel  C11: p_i = j <=> q_j = i. One domain-consistent pass at the root; then each
//                   variable whose bounds moved is queued by notify, and only the values that left
//                   its bounds since the last visit (trailed copies of the bounds) are removed from
//                   the other side, plus q_j = i when p_i = j is fixed (and vice versa). Holes
//                   inside the bounds come only from alldifferent's value elimination, which is
//                   the image of a fix and so already channelled: this is domain consistency for
//                   this model at O(changed bounds) per call instead of O(n) per changed variable,
//                   which took 90% of the time at n = 600 (alldifferent touches every p_k).
//   CycleOrder      C10 for one i: bounds reasoning in both directions (and the contrapositive
//                   removes values v < i of p_i that would need q_{i+1} > max(q_{i+1})).
//   UpperBoundOnS   C12: reads the fixed p_i, builds the partial partition (closed cycles, open
//                   chains, free elements) in O(n), and bounds S; exact (S fixed) on complete p,
//                   failing when the best board for p repeats a row.
#include <memory>

#include "puzzles/enigma1225/enigma1225.h"

namespace deduce::enigma1225 {
namespace {

class InverseChannel : public cp::Propagator {
 public:
  InverseChannel(cp::Space& s, cp::VarIds p, cp::VarIds q) : p_(std::move(p)), q_(std::move(q)) {
    priority = cp::kPrioGlobal;
    wantsNotify = true;
    const int n = static_cast<int>(p_.size());
    queued_.assign(2 * n, 0);
    for (int k = 0; k < 2 * n; ++k) {
      lo_.push_back(s.newTrailedInt(0));
      hi_.push_back(s.newTrailedInt(n - 1));
    }
  }
  const char* name() const override { return "enigma-inverse"; }
  bool notify(cp::Space&, int idx, uint8_t) override {
    if (!queued_[idx]) {
      queued_[idx] = 1;
      pending_.push_back(idx);
    }
    return true;
  }
  void cancel() override { clear(); }
  bool propagate(cp::Space& s) override {
    const int n = static_cast<int>(p_.size());
    if (initial_) {  // full domain-consistent pass, once, at the root
      initial_ = false;
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
          bool inP = s.contains(p_[i], j), inQ = s.contains(q_[j], i);
          if (inP && !inQ && !s.remove(p_[i], j)) return fail();
          if (!inP && inQ && !s.remove(q_[j], i)) return fail();
        }
      clear();
      for (int k = 0; k < 2 * n; ++k) syncBounds(s, k);
      return true;
    }
    while (!pending_.empty()) {
      int idx = pending_.back();
      pending_.pop_back();
      queued_[idx] = 0;
      const cp::VarIds& a = idx < n ? p_ : q_;  // the changed side
      const cp::VarIds& b = idx < n ? q_ : p_;
      int i = idx < n ? idx : idx - n;
      cp::VarId x = a[i];
      // Values that left the bounds since the last visit: i leaves the other side's domain.
      for (cp::Val j = s.trailedInt(lo_[idx]); j < s.min(x); ++j)
        if (!s.remove(b[j], i)) return fail();
      for (cp::Val j = s.max(x) + 1; j <= s.trailedInt(hi_[idx]); ++j)
        if (!s.remove(b[j], i)) return fail();
      syncBounds(s, idx);
      if (s.fixed(x) && !s.assign(b[s.value(x)], i)) return fail();
    }
    return true;
  }

 private:
  void syncBounds(cp::Space& s, int idx) {
    cp::VarId x = idx < static_cast<int>(p_.size()) ? p_[idx] : q_[idx - p_.size()];
    if (s.trailedInt(lo_[idx]) != s.min(x)) s.setTrailedInt(lo_[idx], s.min(x));
    if (s.trailedInt(hi_[idx]) != s.max(x)) s.setTrailedInt(hi_[idx], s.max(x));
  }
  void clear() {
    for (int idx : pending_) queued_[idx] = 0;
    pending_.clear();
  }
  bool fail() {
    clear();
    return false;
  }
  cp::VarIds p_, q_;
  std::vector<int> lo_, hi_;  // trailed: the bounds already channelled
  std::vector<int> pending_;
  std::vector<char> queued_;
  bool initial_ = true;
};

class CycleOrder : public cp::Propagator {
 public:
  CycleOrder(int i, cp::VarId p, cp::VarId qNext) : i_(i), p_(p), q_(qNext) {
    priority = cp::kPrioBinary;
  }
  const char* name() const override { return "enigma-C10"; }
  bool propagate(cp::Space& s) override {
    // p_i < i  =>  q_{i+1} >= 2i + 1 - p_i
    if (s.max(p_) < i_ && !s.setMin(q_, 2 * i_ + 1 - s.max(p_))) return false;
    cp::Val limit = 2 * i_ + 1 - s.max(q_);  // values v < i of p_i need v >= limit
    for (cp::Val v = s.min(p_); v < i_ && v < limit; v = s.next(p_, v))
      if (!s.remove(p_, v)) return false;
    return true;
  }

 private:
  cp::Val i_;
  cp::VarId p_, q_;
};

class UpperBoundOnS : public cp::Propagator {
 public:
  UpperBoundOnS(cp::VarIds p, cp::VarId S, BoundKind bound, uint64_t* explored)
      : p_(std::move(p)), S_(S), bound_(bound), explored_(explored), fixed_(p_.size()) {
    priority = cp::kPrioUnary;
  }
  const char* name() const override { return "enigma-C12"; }
  bool propagate(cp::Space& s) override {
    const int n = static_cast<int>(p_.size());
    for (int i = 0; i < n; ++i) fixed_[i] = s.fixed(p_[i]) ? static_cast<int>(s.value(p_[i])) : -1;
    PartialPartition pp = analyse(fixed_);
    if (pp.complete()) {
      ++*explored_;
      int64_t total = partitionTotal(pp.closed);  // Algorithm 1's value, from the partition
      if (total < 0) return false;
      return s.setMin(S_, total) && s.setMax(S_, total);
    }
    int64_t ub = bound_ == BoundKind::Paper ? paperBound(n, pp) : sharpBound(n, pp);
    return s.setMax(S_, ub);
  }

 private:
  cp::VarIds p_;
  cp::VarId S_;
  BoundKind bound_;
  uint64_t* explored_;
  std::vector<int> fixed_;
};

}  // namespace

Result solveAdvanced(int n, BoundKind bound, const cp::Limits& limits) {
  Result res;
  cp::Space s;
  cp::VarIds p, q;
  for (int i = 0; i < n; ++i) p.push_back(s.newVar(0, std::min(i + 1, n - 1)));  // C9
  q = cp::intVars(s, n, 0, n - 1);
  Partition best = conjecturedPartition(n);
  int64_t ubS = static_cast<int64_t>(n) * n * std::max<int64_t>(1, ubnval(n, best));
  cp::VarId S = s.newVar(0, ubS);
  // C5 by value elimination (forward checking), fixed so that InverseChannel's reasoning on
  // holes holds whatever consistency the kernel's default alldifferent gets.
  cp::alldifferentValue(s, p);                               // C5
  cp::alldifferentValue(s, q);
  for (int i = 0; i < n; ++i) cp::notEqualConst(s, p[i], i);  // C6
  auto* inv = s.emplace<InverseChannel>(s, p, q);            // C11
  for (int i = 0; i < n; ++i) {
    s.subscribe(p[i], inv, cp::kEvBounds, i);
    s.subscribe(q[i], inv, cp::kEvBounds, n + i);
  }
  for (int i = 0; i + 1 < n; ++i) {                          // C10
    auto* c = s.emplace<CycleOrder>(i, p[i], q[i + 1]);
    s.subscribe(p[i], c, cp::kEvBounds);
    s.subscribe(q[i + 1], c, cp::kEvBounds);
  }
  auto* ub = s.emplace<UpperBoundOnS>(p, S, bound, &res.explored);  // C12
  for (int i = 0; i < n; ++i) s.subscribe(p[i], ub, cp::kEvFix);

  cp::PhaseBrancher br(s, {{p, cp::VarSel::MinDom, cp::ValSel::Min}}, 1);
  maximise(s, br, S, p, limits, res);
  if (n <= 200) res.partitions = countPartitions(n);
  if (res.found) {
    res.partition = cycleType(res.perm);
    res.board = bestBoard(res.perm).board;
  }
  return res;
}

}  // namespace deduce::enigma1225
