// element: array[idx] == v, idx 0-based.
//
// Constant array (ElementConst): domain consistency on idx and v. idx keeps the indices i in
// [0, n) with array[i] in dom(v); v keeps the values array[i] for i in dom(idx). After these two
// passes every remaining value has a support, so one run reaches the fixpoint (a bounds-only v,
// whose holes are not represented, is handled by tightening its bounds and looping).
//
// Variable array: cp::elementVar (element_var.cpp), domain consistent on idx and v.
//
// Cost: O(|dom(idx)| + |dom(v)| log n) per run.
#include <algorithm>

#include "cp/constraints/element_var.h"
#include "cp/model.h"

namespace deduce::cp {
namespace {

// Restrict x to the values w with keep(w); `lo`/`hi` are the smallest/largest kept values (used
// for bounds-only domains, whose interior cannot be filtered).
template <class F> bool restrict(Space& s, VarId x, Val lo, Val hi, F&& keep) {
  if (!s.setMin(x, lo) || !s.setMax(x, hi)) return false;
  if (s.boundsOnly(x)) return true;
  return s.filter(x, keep);
}

class ElementConst : public Propagator {
 public:
  ElementConst(std::vector<Val> a, VarId idx, VarId v) : a_(std::move(a)), idx_(idx), v_(v) {
    priority = kPrioBinary;
    idempotent = idx != v;
  }
  const char* name() const override { return "element-const"; }
  bool propagate(Space& s) override {
    while (true) {
      uint64_t before = s.size(idx_) + s.size(v_);
      if (!s.setMin(idx_, 0) || !s.setMax(idx_, static_cast<Val>(a_.size()) - 1)) return false;
      if (!s.filter(idx_, [&](Val i) { return s.contains(v_, a_[i]); })) return false;
      sup_.clear();
      s.forEach(idx_, [&](Val i) { sup_.push_back(a_[i]); });
      std::sort(sup_.begin(), sup_.end());
      if (!restrict(s, v_, sup_.front(), sup_.back(),
                    [&](Val w) { return std::binary_search(sup_.begin(), sup_.end(), w); }))
        return false;
      if (s.size(idx_) + s.size(v_) == before) return true;
    }
  }

 private:
  std::vector<Val> a_;
  VarId idx_, v_;
  std::vector<Val> sup_;  // scratch: the values array[i], i in dom(idx), sorted
};

}  // namespace

void element(Space& s, const std::vector<Val>& array, VarId idx, VarId v) {
  if (array.empty()) {
    s.fail();
    return;
  }
  auto* p = s.emplace<ElementConst>(array, idx, v);
  s.subscribe(idx, p, kEvDom);
  s.subscribe(v, p, kEvDom);
}

void element(Space& s, const VarIds& array, VarId idx, VarId v) { elementVar(s, array, idx, v, 0); }

}  // namespace deduce::cp
