// table: (x_1..x_k) is one of the given tuples (positive table), generalised arc consistency.
//
// Algorithm: simple tabular reduction (STR, Ullmann 2007, with STR2's skipping of variables
// whose values are all supported, Lecoutre 2011). The tuples still valid (every component in
// its variable's domain) form a sparse set: `pos_[0 .. limit)` lists them, and the limit is a
// trailed integer, so removing a tuple is one swap and a decrement and a backtrack restores the
// set for free (the tuples behind the limit are exactly the removed ones, in any order). A run
// walks the valid tuples, drops the invalid ones, and marks every component of the remaining
// ones as supported; then every value left unmarked is removed. That is GAC: a value stays iff
// some valid tuple contains it.
//
// Data layout: at posting, each column's values are numbered densely (value -> local index in
// `colVals_[k]`), each tuple is stored as k local indices in one flat array (tuple t at
// `tup_[t*k ..]`), and domains are first restricted to the column values; the support marks are
// per-column stamp arrays (a mark is valid when it equals the run's stamp), so nothing is
// cleared between runs. Cost per run O(valid tuples * k + sum of column sizes).
#include <algorithm>
#include <stdexcept>

#include "cp/model.h"

namespace deduce::cp {
namespace {

class Table : public Propagator {
 public:
  Table(Space& s, VarIds x, std::vector<std::vector<Val>> colVals, std::vector<int> tup, int ntuples)
      : x_(std::move(x)), colVals_(std::move(colVals)), tup_(std::move(tup)) {
    priority = kPrioExpensive;
    // a variable repeated in two columns can lose a value supported in one column only, which
    // invalidates tuples again: then let the engine rerun the propagator
    VarIds sorted = x_;
    std::sort(sorted.begin(), sorted.end());
    idempotent = std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
    pos_.resize(ntuples);
    for (int t = 0; t < ntuples; ++t) pos_[t] = t;
    limit_ = s.newTrailedInt(ntuples);
    mark_.resize(x_.size());
    for (size_t k = 0; k < x_.size(); ++k) mark_[k].assign(colVals_[k].size(), 0);
    unsupported_.resize(x_.size());
  }
  const char* name() const override { return "table-str"; }
  bool propagate(Space& s) override {
    const size_t k = x_.size();
    ++stamp_;
    int limit = static_cast<int>(s.trailedInt(limit_));
    // unsupported_[c]: values of column c in dom(x_c) not yet seen in a valid tuple
    for (size_t c = 0; c < k; ++c) unsupported_[c] = s.size(x_[c]);
    size_t open = k;  // columns with unsupported values left (STR2: the others are skipped)
    for (int p = 0; p < limit;) {
      const int* t = &tup_[static_cast<size_t>(pos_[p]) * k];
      bool valid = true;
      for (size_t c = 0; c < k && valid; ++c) valid = s.contains(x_[c], colVals_[c][t[c]]);
      if (!valid) {
        std::swap(pos_[p], pos_[--limit]);
        continue;
      }
      if (open > 0) {
        for (size_t c = 0; c < k; ++c) {
          if (mark_[c][t[c]] == stamp_) continue;
          mark_[c][t[c]] = stamp_;
          if (--unsupported_[c] == 0) --open;
        }
      }
      ++p;
    }
    s.setTrailedInt(limit_, limit);
    if (limit == 0) return false;
    for (size_t c = 0; c < k; ++c) {
      if (unsupported_[c] == 0) continue;
      for (size_t v = 0; v < colVals_[c].size(); ++v)
        if (mark_[c][v] != stamp_ && !s.remove(x_[c], colVals_[c][v])) return false;
    }
    return true;
  }

 private:
  VarIds x_;
  std::vector<std::vector<Val>> colVals_;  // per column: the distinct values, sorted
  std::vector<int> tup_;                   // tuples as local indices, flat, k per tuple
  std::vector<int> pos_;                   // sparse set of tuples; [0, limit) are valid
  int limit_;                              // trailed int id
  std::vector<std::vector<uint64_t>> mark_;
  std::vector<uint64_t> unsupported_;
  uint64_t stamp_ = 0;
};

}  // namespace

void table(Space& s, const VarIds& x, const std::vector<std::vector<Val>>& tuples) {
  const size_t k = x.size();
  for (const auto& t : tuples)
    if (t.size() != k) throw std::invalid_argument("table: a tuple's size differs from the number of variables");
  if (k == 0) {
    if (tuples.empty()) s.fail();
    return;
  }
  // keep the tuples that fit the current domains; number each column's values
  std::vector<const std::vector<Val>*> live;
  for (const auto& t : tuples) {
    bool ok = true;
    for (size_t c = 0; c < k && ok; ++c) ok = s.contains(x[c], t[c]);
    if (ok) live.push_back(&t);
  }
  if (live.empty()) {
    s.fail();
    return;
  }
  std::vector<std::vector<Val>> colVals(k);
  for (size_t c = 0; c < k; ++c) {
    for (const auto* t : live) colVals[c].push_back((*t)[c]);
    std::sort(colVals[c].begin(), colVals[c].end());
    colVals[c].erase(std::unique(colVals[c].begin(), colVals[c].end()), colVals[c].end());
    const auto& cv = colVals[c];
    if (!s.setMin(x[c], cv.front()) || !s.setMax(x[c], cv.back())) return;
    if (!s.boundsOnly(x[c]) && !s.filter(x[c], [&](Val w) { return std::binary_search(cv.begin(), cv.end(), w); }))
      return;
  }
  std::vector<int> tup;
  tup.reserve(live.size() * k);
  for (const auto* t : live)
    for (size_t c = 0; c < k; ++c)
      tup.push_back(static_cast<int>(std::lower_bound(colVals[c].begin(), colVals[c].end(), (*t)[c]) - colVals[c].begin()));
  auto* p = s.emplace<Table>(s, x, std::move(colVals), std::move(tup), static_cast<int>(live.size()));
  for (VarId xi : x) s.subscribe(xi, p, kEvDom);
}

}  // namespace deduce::cp
