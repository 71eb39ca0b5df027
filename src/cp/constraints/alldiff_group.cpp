// A group of alldifferent constraints at domain consistency in one propagator: every unit of a
// Sudoku (27 rows, columns and boxes), of a Latin square (2n rows and columns) or any other set
// of possibly overlapping alldifferent constraints whose domains fit in one word (<= 64 values).
// Each unit is filtered by the one-word Régin core (alldiff_regin64.h), exactly as the separate
// propagators (alldiff_domain64.cpp) would filter it, so the fixpoint — domain consistency on
// every unit — is the same, and so is every search tree.
//
// Why one propagator: with one propagator per unit, every change of a cell wakes its three
// units through the kernel's queue, and each wake-up pays the dispatch (the queue, the virtual
// call, the propagation count) and reloads its domains. Here a change only sets the unit bits
// of the changed variable in a dirty mask (notify: one OR of the variable's unit mask); one
// propagate() call then runs the dirty units in rounds until none is dirty. A unit is cleared
// after its run (its own prunings mark it again, but the core is idempotent), so a round
// costs only the units whose variables changed since they last ran.
//
// Data layout: the distinct variables of all units are numbered 0..V-1 (`vars_`, with each
// variable's value shift as in alldiff_domain64.cpp); unit u is the span
// unitPos_[unitStart_[u] .. unitStart_[u+1]) of variable numbers, variable k belongs to the units
// varUnits_[varStart_[k] .. varStart_[k+1]) — flat arrays, no per-unit allocation. Each unit keeps
// its matching (Matching64, 128 bytes: kept between runs, not trailed, see alldiff_regin64.h);
// the scratch domains are shared by all units. The dirty mask has one bit per unit, in words.
//
// Posted by alldifferentGroup when every variable is a single-word bitset at level 0 and the
// shifted values fit in 64 bits; otherwise every unit gets its own alldifferentDomain.
#include <algorithm>
#include <bit>

#include "cp/constraints/alldiff_common.h"
#include "cp/constraints/alldiff_regin64.h"

namespace deduce::cp {
namespace {

using regin::Word;

class AlldiffGroup : public Propagator {
 public:
  AlldiffGroup(const Space& s, VarIds vars, std::vector<int> shift, std::vector<int> unitStart,
               std::vector<int> unitPos)
      : vars_(std::move(vars)),
        shift_(std::move(shift)),
        unitStart_(std::move(unitStart)),
        unitPos_(std::move(unitPos)) {
    priority = kPrioExpensive;
    idempotent = true;
    wantsNotify = true;
    const int nu = numUnits();
    const int nv = static_cast<int>(vars_.size());
    std::vector<int> count(nv + 1, 0);
    for (int p : unitPos_) ++count[p + 1];
    for (int k = 0; k < nv; ++k) count[k + 1] += count[k];
    varStart_ = count;
    varUnits_.resize(unitPos_.size());
    for (int u = 0; u < nu; ++u)
      for (int j = unitStart_[u]; j < unitStart_[u + 1]; ++j) varUnits_[count[unitPos_[j]]++] = u;
    for (int p : unitPos_) unitWord_.push_back(s.wordIndex(vars_[p]));
    anyShift_ = std::any_of(shift_.begin(), shift_.end(), [](int sh) { return sh != 0; });
    if (nu <= 64) {
      varMask_.assign(nv, 0);
      for (int k = 0; k < nv; ++k)
        for (int j = varStart_[k]; j < varStart_[k + 1]; ++j) varMask_[k] |= Word{1} << varUnits_[j];
    }
    match_.resize(nu);
    dirty_.assign((nu + 63) / 64, 0);
    markAll();
  }
  const char* name() const override { return "alldiff-group"; }

  bool notify(Space& /*s*/, int k, uint8_t /*ev*/) override {
    if (!varMask_.empty()) {  // up to 64 units: one OR
      dirty_[0] |= varMask_[k];
      return true;
    }
    for (int j = varStart_[k]; j < varStart_[k + 1]; ++j) {
      const int u = varUnits_[j];
      dirty_[u >> 6] |= Word{1} << (u & 63);
    }
    return true;
  }
  void cancel() override { std::fill(dirty_.begin(), dirty_.end(), 0); }

  bool propagate(Space& s) override {
    return anyShift_ ? run<true>(s) : run<false>(s);
  }

 private:
  int numUnits() const { return static_cast<int>(unitStart_.size()) - 1; }

  // Rounds: each round runs, in unit order, the units dirty when the round reaches their word
  // of the mask; units dirtied again meanwhile wait for the next round, until a round ends
  // with none dirty. Order measured on 60 hardest Sudoku (callgrind): a round robin over the
  // unit numbers 290k unit runs; a FIFO of the dirty units 281k (the separate propagators'
  // count) but its queueing in notify cost more than it saved (268.4M instructions, 3.18M
  // mispredicted branches); rounds 262.5M and 3.03M; last in, first out 355k runs. A unit's
  // dirty bit stays set while it runs (its own prunings do not mark it again: the core is
  // idempotent) and is cleared after. A unit's domains are read straight from the word pool
  // through the unit's precomputed word indices (no variable record on the way: the load
  // loop is most of a run); Shifted = some variable's values need a shift (never for Sudoku
  // and Latin, whose variables all start at 1).
  template <bool Shifted> bool run(Space& s) {
    const uint64_t* pool = s.wordPool();
    const int nw = static_cast<int>(dirty_.size());
    for (bool again = true; again;) {
      again = false;
      for (int w = 0; w < nw; ++w) {
        for (Word round = dirty_[w]; round; round &= round - 1) {
          const int u = w * 64 + std::countr_zero(round);
          const int start = unitStart_[u];
          const int* pos = unitPos_.data() + start;
          const int32_t* word = unitWord_.data() + start;
          const int n = unitStart_[u + 1] - start;
          const bool ok = regin::regin64<true>(
              n, match_[u], sc_,
              [&](int i) {
                if constexpr (Shifted) return pool[word[i]] << shift_[pos[i]];
                else return pool[word[i]];
              },
              [&](int i, Word allowed) { return s.keepBits(vars_[pos[i]], allowed >> shift_[pos[i]]); });
          if (!ok) {
            cancel();
            return false;
          }
          dirty_[w] &= ~(Word{1} << (u & 63));
        }
      }
      for (Word d : dirty_) again |= d != 0;
    }
    return true;
  }
  void markAll() {
    for (int u = 0; u < numUnits(); ++u) dirty_[u >> 6] |= Word{1} << (u & 63);
  }

  VarIds vars_;                 // the distinct variables of the group
  std::vector<int> shift_;      // value bit of vars_[k]'s word bit j is j + shift_[k]
  std::vector<int> unitStart_;  // unit u = unitPos_[unitStart_[u] .. unitStart_[u+1])
  std::vector<int> unitPos_;    // variable numbers (indices into vars_)
  std::vector<int> varStart_;   // variable k's units = varUnits_[varStart_[k] .. varStart_[k+1])
  std::vector<int> varUnits_;
  std::vector<Word> varMask_;     // up to 64 units: variable k's units as a bit mask
  std::vector<int32_t> unitWord_;  // as unitPos_, the variable's word index in the space's pool
  bool anyShift_ = false;
  std::vector<regin::Matching64> match_;  // per unit
  regin::Scratch64 sc_;
  std::vector<Word> dirty_;  // one bit per unit: variables changed since the unit last ran
};

}  // namespace

void alldifferentGroup(Space& s, const std::vector<VarIds>& units) {
  std::vector<const VarIds*> kept;
  for (const VarIds& u : units) {
    if (hasRepeatedVariable(u)) {
      s.fail();
      return;
    }
    if (u.size() >= 2) kept.push_back(&u);
  }
  if (kept.empty()) return;
  // Number the distinct variables; check that the group qualifies for the one-word core.
  bool oneWord = s.level() == 0;
  VarId maxId = 0;
  for (const VarIds* u : kept)
    for (VarId v : *u) {
      maxId = std::max(maxId, v);
      if (u->size() > 64 || !s.singleWord(v)) oneWord = false;
    }
  if (!oneWord) {
    for (const VarIds* u : kept) alldifferentDomain(s, *u);
    return;
  }
  std::vector<int> number(static_cast<size_t>(maxId) + 1, -1);
  VarIds vars;
  std::vector<int> unitStart{0}, unitPos;
  Val base = 0;
  for (const VarIds* u : kept) {
    for (VarId v : *u) {
      if (number[v] < 0) {
        number[v] = static_cast<int>(vars.size());
        if (vars.empty() || s.bitsBase(v) < base) base = s.bitsBase(v);
        vars.push_back(v);
      }
      unitPos.push_back(number[v]);
    }
    unitStart.push_back(static_cast<int>(unitPos.size()));
  }
  std::vector<int> shift(vars.size());
  for (size_t k = 0; k < vars.size(); ++k) {
    Val sh = s.bitsBase(vars[k]) - base;
    // the highest value ever in the domain (posted at level 0: domains only shrink from here)
    if (sh + 63 - std::countl_zero(s.bits(vars[k])) > 63) {
      for (const VarIds* u : kept) alldifferentDomain(s, *u);
      return;
    }
    shift[k] = static_cast<int>(sh);
  }
  auto* p = s.emplace<AlldiffGroup>(s, vars, std::move(shift), std::move(unitStart), std::move(unitPos));
  for (size_t k = 0; k < vars.size(); ++k) s.subscribe(vars[k], p, kEvDom, static_cast<int>(k));
}

}  // namespace deduce::cp
