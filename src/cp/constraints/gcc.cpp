// globalCardinality: for every j, |{i : x_i == values[j]}| == counts[j]; with `closed`, every x_i
// takes one of `values`.
//
// Algorithm: value-based counting (the count rule for every value at once, as in Régin's gcc
// before flow reasoning) plus bounds reasoning on the counts through their sum. Per run one
// pass over the x_i tallies, for every value j, F_j = #{x_i fixed to values[j]} and
// P_j = #{x_i that can take values[j]}, and over the whole set M = #{x_i whose domain lies
// inside `values`} and C = #{x_i that can take some value of `values`}. Then
//   counts[j] in [F_j, P_j]; counts[j].max == F_j removes values[j] from the undecided x_i;
//   counts[j].min == P_j fixes every x_i that can take values[j] to it;
//   sum_j counts[j] in [M, C] (== |x| when closed) with the usual linear bounds reasoning:
//   counts[j].max <= C - sum_{k!=j} counts[k].min, counts[j].min >= M - sum_{k!=j} counts[k].max.
// Closed: values outside `values` are removed from every x_i when the constraint is posted.
// This is value-based consistency (each count rule is domain consistent on its own); it is not
// the flow-based domain consistency of Régin 1996, which a later issue may add.
//
// Data layout: value -> index j through a dense table over [min value, max value] when that
// range is small (the common puzzle case: digits, pieces), else by binary search in the sorted
// values. Per x_i the tally iterates over the smaller of dom(x_i) and `values`. Cost per run
// O(sum_i min(|dom x_i|, |values|) + |values|), and the propagator reruns itself until no
// count bound or domain moves.
#include <algorithm>
#include <numeric>

#include "cp/model.h"

namespace deduce::cp {
namespace {

class Gcc : public Propagator {
 public:
  Gcc(VarIds x, std::vector<Val> values, VarIds counts, bool closed)
      : x_(std::move(x)), vals_(std::move(values)), cnt_(std::move(counts)), closed_(closed) {
    priority = kPrioGlobal;
    // values sorted with counts permuted alongside
    std::vector<size_t> ord(vals_.size());
    std::iota(ord.begin(), ord.end(), 0);
    std::sort(ord.begin(), ord.end(), [&](size_t a, size_t b) { return vals_[a] < vals_[b]; });
    std::vector<Val> v;
    VarIds c;
    for (size_t k : ord) {
      v.push_back(vals_[k]);
      c.push_back(cnt_[k]);
    }
    vals_ = std::move(v);
    cnt_ = std::move(c);
    if (!vals_.empty() && vals_.back() - vals_.front() < 4096) {
      base_ = vals_.front();
      dense_.assign(static_cast<size_t>(vals_.back() - base_ + 1), -1);
      for (size_t j = 0; j < vals_.size(); ++j) dense_[vals_[j] - base_] = static_cast<int>(j);
    }
    fixedCnt_.resize(vals_.size());
    possCnt_.resize(vals_.size());
  }
  const char* name() const override { return "gcc"; }

  // index of value w in vals_, or -1
  int indexOf(Val w) const {
    if (vals_.empty() || w < vals_.front() || w > vals_.back()) return -1;
    if (!dense_.empty()) return dense_[w - base_];
    auto it = std::lower_bound(vals_.begin(), vals_.end(), w);
    return (it != vals_.end() && *it == w) ? static_cast<int>(it - vals_.begin()) : -1;
  }

  bool propagate(Space& s) override {
    const size_t m = vals_.size();
    std::fill(fixedCnt_.begin(), fixedCnt_.end(), 0);
    std::fill(possCnt_.begin(), possCnt_.end(), 0);
    Val must = 0, can = 0;
    for (VarId x : x_) {
      uint64_t inside = 0;
      if (s.fixed(x)) {
        int j = indexOf(s.value(x));
        if (j >= 0) {
          ++fixedCnt_[j];
          ++possCnt_[j];
          inside = 1;
        } else if (closed_) {
          return false;  // only possible for bounds-only domains, whose holes are not kept
        }
      } else if (!s.boundsOnly(x) && s.size(x) <= m) {
        s.forEach(x, [&](Val w) {
          int j = indexOf(w);
          if (j >= 0) {
            ++possCnt_[j];
            ++inside;
          }
        });
      } else {
        auto lo = std::lower_bound(vals_.begin(), vals_.end(), s.min(x));
        auto hi = std::upper_bound(vals_.begin(), vals_.end(), s.max(x));
        for (auto it = lo; it != hi; ++it)
          if (s.contains(x, *it)) {
            ++possCnt_[it - vals_.begin()];
            ++inside;
          }
      }
      if (inside > 0) ++can;
      if (inside == s.size(x)) ++must;
    }
    if (closed_) must = static_cast<Val>(x_.size());
    // bounds of the counts: per value, then through their sum
    Val sumMin = 0, sumMax = 0;
    for (size_t j = 0; j < m; ++j) {
      if (!s.setMin(cnt_[j], fixedCnt_[j]) || !s.setMax(cnt_[j], possCnt_[j])) return false;
      sumMin += s.min(cnt_[j]);
      sumMax += s.max(cnt_[j]);
    }
    if (sumMin > can || sumMax < must) return false;
    for (size_t j = 0; j < m; ++j) {
      Val lo = s.min(cnt_[j]), hi = s.max(cnt_[j]);
      if (!s.setMax(cnt_[j], can - (sumMin - lo)) || !s.setMin(cnt_[j], must - (sumMax - hi))) return false;
    }
    // value pruning
    for (size_t j = 0; j < m; ++j) {
      if (fixedCnt_[j] == possCnt_[j]) continue;
      Val w = vals_[j];
      if (s.max(cnt_[j]) == fixedCnt_[j]) {
        for (VarId x : x_)
          if (!s.fixed(x) && !s.remove(x, w)) return false;
      } else if (s.min(cnt_[j]) == possCnt_[j]) {
        for (VarId x : x_)
          if (s.contains(x, w) && !s.assign(x, w)) return false;
      }
    }
    return true;
  }

 private:
  VarIds x_;
  std::vector<Val> vals_;
  VarIds cnt_;
  bool closed_;
  Val base_ = 0;
  std::vector<int> dense_;
  std::vector<Val> fixedCnt_, possCnt_;  // scratch tallies, rebuilt by every run
};

}  // namespace

void globalCardinality(Space& s, const VarIds& x, const std::vector<Val>& values, const VarIds& counts, bool closed) {
  if (values.size() != counts.size()) {
    s.fail();
    return;
  }
  // a repeated value: its counts are equal; keep the first occurrence
  std::vector<Val> vals;
  VarIds cnts;
  for (size_t j = 0; j < values.size(); ++j) {
    auto it = std::find(vals.begin(), vals.end(), values[j]);
    if (it == vals.end()) {
      vals.push_back(values[j]);
      cnts.push_back(counts[j]);
    } else {
      equal(s, cnts[it - vals.begin()], counts[j]);
    }
  }
  if (closed) {
    std::vector<Val> sorted = vals;
    std::sort(sorted.begin(), sorted.end());
    for (VarId xi : x) {
      auto lo = std::lower_bound(sorted.begin(), sorted.end(), s.min(xi));
      auto hi = std::upper_bound(sorted.begin(), sorted.end(), s.max(xi));
      if (lo == hi) {
        s.fail();
        return;
      }
      if (!s.setMin(xi, *lo) || !s.setMax(xi, *(hi - 1))) return;
      if (!s.boundsOnly(xi) && !s.filter(xi, [&](Val w) { return std::binary_search(lo, hi, w); })) return;
    }
  }
  auto* p = s.emplace<Gcc>(x, std::move(vals), std::move(cnts), closed);
  for (VarId xi : x) s.subscribe(xi, p, kEvDom);
  for (VarId c : counts) s.subscribe(c, p, kEvBnd);
}

}  // namespace deduce::cp
