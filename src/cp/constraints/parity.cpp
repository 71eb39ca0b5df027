// Parity of Boolean variables: the number of true x_i is odd (or even) — FlatZinc's
// array_bool_xor, and the n-ary form of bool_xor. Forward checking, which is domain consistency
// for a parity constraint: nothing can be inferred while two or more variables are open; when
// one is left it is fixed to the value that gives the parity, and with none left the parity is
// checked. The open-variable count is found by a scan, at fix events only.
#include "cp/model.h"

namespace deduce::cp {
namespace {

class Parity : public Propagator {
 public:
  Parity(VarIds x, bool odd) : x_(std::move(x)), odd_(odd) {
    priority = kPrioLinear;
    idempotent = true;
  }
  const char* name() const override { return "parity"; }
  bool propagate(Space& s) override {
    int open = -1;
    bool odd = false;
    for (size_t i = 0; i < x_.size(); ++i) {
      if (!s.fixed(x_[i])) {
        if (open >= 0) return true;
        open = static_cast<int>(i);
      } else {
        odd ^= s.value(x_[i]) != 0;
      }
    }
    if (open < 0) return odd == odd_;
    return s.assign(x_[open], odd != odd_ ? 1 : 0);
  }

 private:
  VarIds x_;
  bool odd_;
};

}  // namespace

void parity(Space& s, const VarIds& x, bool odd) {
  for (VarId v : x)
    if (!s.setMin(v, 0) || !s.setMax(v, 1)) return;
  auto* p = s.emplace<Parity>(x, odd);
  for (VarId v : x) s.subscribe(v, p, kEvFix);
}

}  // namespace deduce::cp
