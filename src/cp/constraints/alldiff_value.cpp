// alldifferent by value elimination: what paper 001 calls the naive binary decomposition and
// paper 002's Mozart `distinct` without extra reasoning — forward checking. When a variable
// becomes fixed its value is removed from every other variable of the constraint. This is
// exactly the pruning of the n(n-1)/2 binary disequalities, done by one propagator.
//
// With offsets c_i the constraint is x_i + c_i pairwise different: a fixed x_i = v removes
// v + c_i - c_j from x_j (N-queens diagonals need no auxiliary variables this way).
//
// Implementation: the engine reports each fix event with the variable's position (notify);
// positions are queued in `pending_` and processed in one run, including the variables fixed
// by that run itself, so the propagator is idempotent. Cost O(n) per fixed variable. When every
// domain is a single bitset word (Sudoku, queens, small Latin squares) the removal is one
// Space::keepBits per other variable, which returns at once when the bit is already clear.
#include "cp/model.h"

namespace deduce::cp {
namespace {

class AlldiffValue : public Propagator {
 public:
  AlldiffValue(const Space& s, VarIds x, std::vector<Val> c) : x_(std::move(x)), c_(std::move(c)) {
    priority = kPrioBinary;
    wantsNotify = true;
    idempotent = true;
    bool words = true;
    for (VarId v : x_) words = words && s.singleWord(v);
    if (words)
      for (size_t j = 0; j < x_.size(); ++j) wordBase_.push_back(s.bitsBase(x_[j]) + c_[j]);
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
      Val v = s.value(x_[i]) + c_[i];
      if (!wordBase_.empty()) {  // one-word domains: clear the bit, no call when it is not set
        for (size_t j = 0; j < x_.size(); ++j) {
          Val b = v - wordBase_[j];
          if (static_cast<int>(j) == i || b < 0 || b > 63) continue;
          if (!s.keepBits(x_[j], ~(uint64_t{1} << b))) {
            pending_.clear();
            return false;
          }
        }
        continue;
      }
      for (size_t j = 0; j < x_.size(); ++j) {
        if (static_cast<int>(j) == i) continue;
        if (!s.remove(x_[j], v - c_[j])) {
          pending_.clear();
          return false;
        }
      }
    }
    return true;
  }

 private:
  VarIds x_;
  std::vector<Val> c_;
  std::vector<Val> wordBase_;  // when every domain is one word: value of bit 0 of x_j, plus c_j
  std::vector<int> pending_;
  bool initial_ = true;
};

}  // namespace

void alldifferentValue(Space& s, const VarIds& x) { alldifferentValue(s, x, std::vector<Val>(x.size(), 0)); }

void alldifferentValue(Space& s, const VarIds& x, const std::vector<Val>& offsets) {
  auto* p = s.emplace<AlldiffValue>(s, x, offsets);
  for (size_t i = 0; i < x.size(); ++i) s.subscribe(x[i], p, kEvFix, static_cast<int>(i));
}

}  // namespace deduce::cp
