// alldifferent by value elimination: what paper 001 calls the naive binary decomposition and
// paper 002's Mozart `distinct` without extra reasoning — forward checking. When a variable
// becomes fixed its value is removed from every other variable of the constraint. This is
// exactly the pruning of the n(n-1)/2 binary disequalities, done by one propagator.
//
// Implementation: the engine reports each fix event with the variable's position (notify);
// positions are queued in `pending_` and processed in one run, including the variables fixed
// by that run itself, so the propagator is idempotent. Cost O(n) per fixed variable.
#include "cp/model.h"

namespace deduce::cp {
namespace {

class AlldiffValue : public Propagator {
 public:
  explicit AlldiffValue(VarIds x) : x_(std::move(x)) {
    priority = kPrioBinary;
    wantsNotify = true;
    idempotent = true;
  }
  const char* name() const override { return "alldiff-value"; }
  bool notify(Space&, int idx, uint8_t) override {
    pending_.push_back(idx);
    return true;
  }
  void cancel() override { pending_.clear(); }
  bool propagate(Space& s) override {
    if (initial_) {
      initial_ = false;
      for (size_t i = 0; i < x_.size(); ++i)
        if (s.fixed(x_[i])) pending_.push_back(static_cast<int>(i));
    }
    while (!pending_.empty()) {
      int i = pending_.back();
      pending_.pop_back();
      Val v = s.value(x_[i]);
      for (size_t j = 0; j < x_.size(); ++j) {
        if (static_cast<int>(j) == i) continue;
        if (!s.remove(x_[j], v)) {
          pending_.clear();
          return false;
        }
      }
    }
    return true;
  }

 private:
  VarIds x_;
  std::vector<int> pending_;
  bool initial_ = true;
};

}  // namespace

void alldifferentValue(Space& s, const VarIds& x) {
  auto* p = s.emplace<AlldiffValue>(x);
  for (size_t i = 0; i < x.size(); ++i) s.subscribe(x[i], p, kEvFix, static_cast<int>(i));
}

}  // namespace deduce::cp
