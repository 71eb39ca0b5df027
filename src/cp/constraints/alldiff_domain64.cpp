// alldifferent at domain (hyper-arc) consistency for at most 64 values: Régin's algorithm
// (AAAI 1994) specialised to one machine word per domain. This is the propagator behind every
// 9x9 Sudoku unit, queens up to n = 32 with its diagonal offsets, Latin squares up to order 64.
//
// Consistency: domain consistency, as alldiff_domain.cpp (the general version, any number of
// values): afterwards every value left belongs to some solution of the constraint, reached in
// one run (idempotent).
//
// Algorithm, in the value graph. Every value bit b that is matched to a variable is a node of
// a directed graph; node b has an arc to node c when the domain of b's variable contains c
// (so a node's successor set IS its variable's domain word, restricted to matched values: no
// conversion between variable and value indices is needed). By Berge's theorem an edge
// (variable i, value v) belongs to some maximum matching iff v is i's matched value, or v is
// free or matched to a variable that reaches a free value (the set R), or v's node is in the
// same strongly connected component as i's matched value. So:
//   1. Matching: the previous call's matching is kept (not trailed: on backtracking domains only
//      grow, so a stored pair stays an edge); pairs whose value was removed are dropped, the
//      other variables keep theirs; each unmatched variable takes a free value of its domain if
//      it has one, else a breadth-first augmenting path over the words (`dom & ~visited` gives
//      a variable's unvisited values at once). No augmenting path: fail.
//   2. R: starting from the free values, add every matched value whose variable's domain meets
//      the reached set, until nothing changes. If every value is reached nothing can be pruned.
//   3. Components of the other nodes (fixed variables aside: each is its own component), one at
//      a time: the nodes reachable from the first remaining node (a breadth-first search whose
//      frontier is a word), intersected with the nodes from which it is reachable (grown until
//      stable). O(n) word operations per component in the common case of one big component.
//   4. Pruning: a variable of R keeps the reached values; the variable matched to b outside R
//      keeps its component's values and the reached ones; the values are removed in one
//      Space::keepBits call per variable that loses something.
//
// Data layout (why it is fast): a domain is read from the kernel as its one bitset word
// (Space::bits) shifted by a per-variable constant that accounts for the variable's own bit
// base and the offset c_i; all sets (matched values, visited, reached, rows of the closure) are
// uint64 words; the matching is two small index arrays. A Sudoku unit (9 variables, 9 values)
// runs in a few hundred instructions with no allocation and no per-value kernel call.
//
// The code is in alldiff_regin64.h, shared with the grouped propagator (alldiff_group.cpp).
//
// Posted by alldifferentDomain when every variable is a single-word bitset at level 0 and the
// shifted values fit in 64 bits; otherwise the general propagator is used.
#include <array>
#include <bit>

#include "cp/constraints/alldiff_common.h"
#include "cp/constraints/alldiff_regin64.h"

namespace deduce::cp {
namespace {

using regin::Word;

class AlldiffDomain64 : public Propagator {
 public:
  AlldiffDomain64(VarIds x, std::vector<int> shift) : x_(std::move(x)), shift_(std::move(shift)) {
    priority = kPrioExpensive;
    idempotent = true;
    n_ = static_cast<int>(x_.size());
  }
  const char* name() const override { return "alldiff-domain64"; }

  bool propagate(Space& s) override {
    return regin::regin64<false>(
        n_, m_, sc_, [&](int i) { return s.bits(x_[i]) << shift_[i]; },
        [&](int i, Word allowed) { return s.keepBits(x_[i], allowed >> shift_[i]); });
  }

 private:
  VarIds x_;
  std::vector<int> shift_;  // value bit of x_i's word bit j is j + shift_i
  int n_ = 0;
  // arrays, not vectors: building a Sudoku model allocates 27 of these propagators
  regin::Matching64 m_;
  regin::Scratch64 sc_;
};

}  // namespace

bool postAlldiffDomain64(Space& s, const VarIds& x, const std::vector<Val>& c) {
  if (x.size() > 64 || s.level() != 0) return false;
  Val base = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    if (!s.singleWord(x[i])) return false;
    Val b = s.bitsBase(x[i]) + c[i];
    if (i == 0 || b < base) base = b;
  }
  std::vector<int> shift(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    Val sh = s.bitsBase(x[i]) + c[i] - base;
    // the highest value ever in the domain (posted at level 0: domains only shrink from here)
    if (sh + 63 - std::countl_zero(s.bits(x[i])) > 63) return false;
    shift[i] = static_cast<int>(sh);
  }
  auto* p = s.emplace<AlldiffDomain64>(x, std::move(shift));
  for (VarId v : x) s.subscribe(v, p, kEvDom);
  return true;
}

}  // namespace deduce::cp
