// maximum: m == max(x_1..x_n).
//
// Algorithm: the interval reasoning of Gecode's max propagator, giving bounds(Z) consistency
// (every bound is supported when each domain is relaxed to its interval):
//   m in [max_i min(x_i), max_i max(x_i)];  every x_i <= max(m);
//   if exactly one x_i can reach min(m) (max(x_i) >= min(m)), then x_i >= min(m).
// Holes are respected where they appear (setMin/setMax move to the next value in the
// domain), so the rules are repeated until no bound moves, which makes a run idempotent.
// Cost O(n) per pass; stateless.
#include <algorithm>
#include <limits>

#include "cp/model.h"

namespace deduce::cp {
namespace {

class Maximum : public Propagator {
 public:
  Maximum(VarIds x, VarId m) : x_(std::move(x)), m_(m) {
    priority = kPrioLinear;
    // m among the x: a change of m is a change of some x_i the loop does not track
    idempotent = std::find(x_.begin(), x_.end(), m_) == x_.end();
  }
  const char* name() const override { return "max"; }
  bool propagate(Space& s) override {
    while (true) {
      Val maxMin = std::numeric_limits<Val>::min(), maxMax = std::numeric_limits<Val>::min();
      for (VarId x : x_) {
        maxMin = std::max(maxMin, s.min(x));
        maxMax = std::max(maxMax, s.max(x));
      }
      if (!s.setMin(m_, maxMin) || !s.setMax(m_, maxMax)) return false;
      Val hi = s.max(m_), lo = s.min(m_);
      int reach = -1, reachers = 0;
      bool moved = false;
      for (size_t i = 0; i < x_.size(); ++i) {
        VarId x = x_[i];
        if (s.max(x) > hi) {
          if (!s.setMax(x, hi)) return false;
          moved = true;
        }
        if (s.max(x) >= lo) {
          reach = static_cast<int>(i);
          ++reachers;
        }
      }
      if (reachers == 0) return false;
      if (reachers == 1 && s.min(x_[reach]) < lo) {
        if (!s.setMin(x_[reach], lo)) return false;
        moved = true;
      }
      if (!moved && s.min(m_) == lo && s.max(m_) == hi) return true;
    }
  }

 private:
  VarIds x_;
  VarId m_;
};

}  // namespace

void maximum(Space& s, const VarIds& x, VarId m) {
  if (x.empty()) {
    s.fail();
    return;
  }
  auto* p = s.emplace<Maximum>(x, m);
  for (VarId xi : x) s.subscribe(xi, p, kEvBnd);
  s.subscribe(m, p, kEvBnd);
}

}  // namespace deduce::cp
