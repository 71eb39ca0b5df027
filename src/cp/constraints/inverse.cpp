// inverse: p[i] == j + pOffset  <=>  q[j] == i + qOffset, for i, j in [0, n).
//
// Algorithm: channeling, made domain consistent on every binary constraint
// (p[i] == j + pOff) <=> (q[j] == i + qOff):
//   j + pOff leaves p[i] as soon as i + qOff leaves q[j] (and vice versa), and
//   p[i] fixed to j + pOff fixes q[j] to i + qOff (and vice versa).
// Together these imply value elimination (forward checking) alldifferent on p and on q: once
// p[i] = j, q[j] = i, so q[j] loses every other i', which removes j from every other p[i']. So
// no separate alldifferentValue is posted; a model that wants stronger pruning adds
// alldifferent(p, Consistency::Domain) itself. Both arrays must have the same size n (an
// inverse pair is a pair of permutations); otherwise the space fails.
//
// Implementation: incremental. notify() records which variable changed (0..n-1 for p, n..2n-1
// for q) in a pending list with a "listed" flag; a run re-checks only those, at O(n) each, and
// also drains the events its own changes cause, so it is idempotent. The pending list is empty
// at every fixpoint and cleared by cancel() after a failure, so nothing needs trailing.
#include "cp/model.h"

namespace deduce::cp {
namespace {

class Inverse : public Propagator {
 public:
  Inverse(VarIds p, VarIds q, Val pOff, Val qOff) : p_(std::move(p)), q_(std::move(q)), pOff_(pOff), qOff_(qOff) {
    priority = kPrioGlobal;
    wantsNotify = true;
    idempotent = true;
    listed_.assign(2 * p_.size(), 0);
    for (size_t k = 0; k < listed_.size(); ++k) push(static_cast<int>(k));
  }
  const char* name() const override { return "inverse"; }
  bool notify(Space&, int idx, uint8_t) override {
    push(idx);
    return true;
  }
  void cancel() override { clear(); }
  bool propagate(Space& s) override {
    const int n = static_cast<int>(p_.size());
    while (!pending_.empty()) {
      int k = pending_.back();
      pending_.pop_back();
      listed_[k] = 0;
      // channel from a = side[k] to b = other side: a[i] == j + aOff <=> b[j] == i + bOff
      bool fromP = k < n;
      int i = fromP ? k : k - n;
      const VarIds& a = fromP ? p_ : q_;
      const VarIds& b = fromP ? q_ : p_;
      Val aOff = fromP ? pOff_ : qOff_, bOff = fromP ? qOff_ : pOff_;
      VarId x = a[i];
      if (!s.setMin(x, aOff) || !s.setMax(x, aOff + n - 1)) return fail();
      if (s.fixed(x)) {
        if (!s.assign(b[s.value(x) - aOff], i + bOff)) return fail();
      }
      for (int j = 0; j < n; ++j)
        if (!s.contains(x, j + aOff) && !s.remove(b[j], i + bOff)) return fail();
    }
    return true;
  }

 private:
  void push(int k) {
    if (listed_[k]) return;
    listed_[k] = 1;
    pending_.push_back(k);
  }
  void clear() {
    for (int k : pending_) listed_[k] = 0;
    pending_.clear();
  }
  bool fail() {
    clear();
    return false;
  }

  VarIds p_, q_;
  Val pOff_, qOff_;
  std::vector<int> pending_;
  std::vector<char> listed_;
};

}  // namespace

void inverse(Space& s, const VarIds& p, const VarIds& q, Val pOffset, Val qOffset) {
  if (p.size() != q.size()) {
    s.fail();
    return;
  }
  if (p.empty()) return;
  auto* prop = s.emplace<Inverse>(p, q, pOffset, qOffset);
  const int n = static_cast<int>(p.size());
  for (int i = 0; i < n; ++i) s.subscribe(p[i], prop, kEvDom, i);
  for (int j = 0; j < n; ++j) s.subscribe(q[j], prop, kEvDom, n + j);
}

}  // namespace deduce::cp
