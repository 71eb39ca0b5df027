// A group of alldifferent constraints at domain consistency in one propagator: every unit of a
// Sudoku (27 rows, columns and boxes), of a Latin square (2n rows and columns) or any other set
// of possibly overlapping alldifferent constraints whose values fit in one word (<= 64 values) or
// two (<= 128: Latin squares and Sudoku of orders 65..128, on regin::Word128, the same code).
// Each unit is filtered by the one-word Régin core (alldiff_regin64.h), exactly as the separate
// propagators (alldiff_domain64.cpp) would filter it, so the fixpoint — domain consistency on
// every unit — is the same, and so is every search tree.
//
// How a run goes. propagate() copies the group's domains out of the space into `dom_`, works
// on that copy, and writes back only the variables it narrowed, each with one Space::keepBits
// (one trail save, one event) however many times the run narrowed it. In between it
// alternates two rules until nothing is left to do:
//   1. the fixed-value cascade: a variable that became fixed (by the search, another
//      propagator, or this run) removes its value from its peers — the other variables of its
//      units — through a precomputed peer list; a wipe-out fails;
//   2. when no fixed value is left to spread, one Régin run on the first unit that changed since
//      its last Régin run (a `dirty_` bit per unit) — unless a short cut settles the unit
//      first (alldiff_small.h; x86-64-v3 builds, one-word domains, at most 128 variables: every
//      Sudoku up to 9x9, Latin squares up to 11x11). From the unit's variable mask and a mask
//      of the fixed variables (`fixed_`, rebuilt at each propagate() and kept up to date by
//      rule 1) it counts the unit's open variables k: k <= 2 has nothing to prune, k = 3 or 4
//      is filtered exactly by a table lookup, and for k = 5..8 a test of Hall's condition with
//      room to spare proves that nothing can be pruned; otherwise Régin runs. On the hardest
//      Sudoku set they settle 86% of the units that had a Régin run, and a short cut costs a
//      fraction of a run: -23% time (docs/results/alldiff.md, "Short cuts before the Régin runs").
// Rule 1 is implied by rule 2, so the fixpoint, and whether the node fails, are the Régin
// core's alone, whatever the order. Why this order pays (measured on the hardest Sudoku set,
// docs/results/alldiff.md, "The fixed-value cascade outside the Régin runs"): a node's work is mostly the cascade of fixed values, and
// most failures show up in it; doing the cascade at about five instructions per peer instead of
// through Régin runs (several hundred instructions each, most of which prune nothing) and
// through the kernel (a trail save and an event per removal) cut the instructions per node by
// a third. Tried and dropped: hidden singles as a third cheap rule, before the Régin runs
// (fewer Régin runs, but the scans cost more than they saved), and other orders of the Régin
// units (round robin, highest first: within 2%).
//
// Data layout: the distinct variables of all units are numbered 0..V-1 (`vars_`, with each
// variable's value shift as in alldiff_domain64.cpp); unit u is the span
// unitPos_[unitStart_[u] .. unitStart_[u+1]) of variable numbers, variable k belongs to the units
// varUnits_[varStart_[k] .. varStart_[k+1]) and has the peers peers_[peerStart_[k] ..
// peerStart_[k+1]) — flat arrays, no per-unit allocation. `dom_` is indexed by variable number,
// so a unit's domains are one indirection away. Each unit keeps its matching (regin::Matching:
// index arrays plus each position's matched value as a word, 640 bytes for one-word domains;
// kept between runs, not trailed, see alldiff_regin64.h); the scratch is shared by all units.
// The dirty mask has one bit per unit, in words. Branches whose outcome is a coin flip (was
// this variable touched before, did it become fixed, does a peer hold the value) are written
// as arithmetic: on the hardest Sudoku set every such branch removed cost 1.5-7% of the time
// (docs/results/alldiff.md, "Mispredicted branches, and two-word domains").
//
// Posted by alldifferentGroup at level 0 when every variable is a bitset of one or two words, the
// shifted values fit in 64 bits (one-word variables, units of at most 64) or in 128 bits (the
// two-word group); otherwise every unit gets its own alldifferentDomain.
#include <algorithm>
#include <bit>
#include <memory>
#include <span>
#include <type_traits>

#include "cp/constraints/alldiff_common.h"
#include "cp/constraints/alldiff_regin64.h"
#include "cp/constraints/alldiff_small.h"

namespace deduce::cp {
namespace {

using regin::Word;
using regin::Word128;

// What depends only on which positions the units hold, not on the space: shared by every
// model of one grid shape (a batch of Sudoku builds the same shape per puzzle; building it is
// most of the cost of posting the group, so the last one is cached per thread).
struct GroupShape {
  std::vector<int> unitStart;  // unit u = unitPos[unitStart[u] .. unitStart[u+1])
  std::vector<int> unitPos;    // variable numbers
  std::vector<int> varStart;   // variable k's units = varUnits[varStart[k] .. varStart[k+1])
  std::vector<int> varUnits;
  std::vector<Word> varMask;   // up to 64 units: variable k's units as a bit mask
  std::vector<int> peerStart;  // variable k's peers = peers[peerStart[k] .. peerStart[k+1])
  std::vector<int> peers;
  std::vector<Word128> unitMask;  // up to 128 variables: unit u's variables as a bit mask
  bool repeats = false;        // some unit holds a variable twice

  int numUnits() const { return static_cast<int>(unitStart.size()) - 1; }

  GroupShape(std::vector<int> start, std::vector<int> pos, int nv) : unitStart(std::move(start)), unitPos(std::move(pos)) {
    const int nu = numUnits();
    std::vector<int> count(nv + 1, 0);
    for (int p : unitPos) ++count[p + 1];
    for (int k = 0; k < nv; ++k) count[k + 1] += count[k];
    varStart = count;
    varUnits.resize(unitPos.size());
    for (int u = 0; u < nu; ++u)
      for (int j = unitStart[u]; j < unitStart[u + 1]; ++j) varUnits[count[unitPos[j]]++] = u;
    if (nu <= 64) {
      varMask.assign(nv, 0);
      for (int k = 0; k < nv; ++k)
        for (int j = varStart[k]; j < varStart[k + 1]; ++j) varMask[k] |= Word{1} << varUnits[j];
    }
    // peers: the other variables of a variable's units, each once; a unit meeting a variable
    // twice (seen[] already k within one unit) is a repeat
    peerStart.assign(nv + 1, 0);
    std::vector<int> seen(nv, -1), inUnit(nv, -1);
    for (int u = 0; u < nu; ++u)
      for (int j = unitStart[u]; j < unitStart[u + 1]; ++j) {
        if (inUnit[unitPos[j]] == u) repeats = true;
        inUnit[unitPos[j]] = u;
      }
    for (int k = 0; k < nv; ++k) {
      seen[k] = k;
      for (int j = varStart[k]; j < varStart[k + 1]; ++j)
        for (int q = unitStart[varUnits[j]]; q < unitStart[varUnits[j] + 1]; ++q)
          if (seen[unitPos[q]] != k) {
            seen[unitPos[q]] = k;
            peers.push_back(unitPos[q]);
          }
      peerStart[k + 1] = static_cast<int>(peers.size());
    }
    if (small::kShortCuts && nv <= 128) {  // (only the short cuts use it)
      unitMask.assign(nu, 0);
      for (int u = 0; u < nu; ++u)
        for (int j = unitStart[u]; j < unitStart[u + 1]; ++j) unitMask[u] |= Word128{1} << unitPos[j];
    }
  }
};

// W: the domain word, uint64_t (up to 64 values) or regin::Word128 (up to 128: variables of one
// or two words in the space's pool).
template <class W> class AlldiffGroup : public Propagator {
 public:
  AlldiffGroup(const Space& s, VarIds vars, std::vector<int> shift, std::shared_ptr<const GroupShape> shape)
      : vars_(std::move(vars)),
        shift_(std::move(shift)),
        shape_(std::move(shape)),
        unitStart_(shape_->unitStart),
        unitPos_(shape_->unitPos),
        varStart_(shape_->varStart),
        varUnits_(shape_->varUnits),
        varMask_(shape_->varMask),
        peerStart_(shape_->peerStart),
        peers_(shape_->peers),
        unitMask_(shape_->unitMask) {
    priority = kPrioExpensive;
    idempotent = true;
    wantsNotify = true;
    const int nu = numUnits();
    const int nv = static_cast<int>(vars_.size());
    for (int k = 0; k < nv; ++k) {
      word_.push_back(s.wordIndex(vars_[k]));
      twoWords_.push_back(static_cast<char>(s.numWords(vars_[k]) == 2));
    }
    anyShift_ = std::any_of(shift_.begin(), shift_.end(), [](int sh) { return sh != 0; });
    contiguous_ = !anyShift_;
    for (int k = 1; k < nv; ++k) contiguous_ = contiguous_ && word_[k] == word_[0] + k;
    dom_.assign(nv, 0);
    small_ = small::kShortCuts && std::is_same_v<W, Word> && !unitMask_.empty();
    touched_.assign(nv, 0);
    changed_.resize(nv + 1);  // (+1: narrow writes one entry past the end)
    fixq_.resize(nv + 1);
    match_.resize(nu);
    dirty_.assign((nu + 63) / 64, 0);
    for (int u = 0; u < nu; ++u) dirty_[u >> 6] |= Word{1} << (u & 63);
    for (int k = 0; k < nv; ++k)
      if (s.fixed(vars_[k])) fixq_[nfix_++] = k;
  }
  const char* name() const override { return "alldiff-group"; }

  bool notify(Space& /*s*/, int k, uint8_t ev) override {
    if (writingBack_) return false;  // this run's own results: already filtered
    if ((ev & kEvFix) && nfix_ < static_cast<int>(vars_.size())) fixq_[nfix_++] = k;
    markUnits(k);
    return true;
  }
  void cancel() override {
    nfix_ = 0;
    std::fill(dirty_.begin(), dirty_.end(), 0);
  }

  bool propagate(Space& s) override {
    const uint64_t* pool = s.wordPool();
    const int nv = static_cast<int>(vars_.size());
    if constexpr (!std::is_same_v<W, Word>) {
      for (int k = 0; k < nv; ++k) {
        const uint64_t* w = pool + word_[k];
        dom_[k] = (W{w[0]} | (twoWords_[k] ? W{w[1]} << 64 : W{0})) << shift_[k];
      }
    } else if (contiguous_) {  // a grid's cells: one block of the pool
      std::copy(pool + word_[0], pool + word_[0] + nv, dom_.begin());
    } else if (anyShift_) {
      for (int k = 0; k < nv; ++k) dom_[k] = pool[word_[k]] << shift_[k];
    } else {
      for (int k = 0; k < nv; ++k) dom_[k] = pool[word_[k]];
    }
    if (small_) loadFixed(nv);
    const bool ok = run();
    if (!ok) cancel();
    // Write the narrowed domains back (after a failure only the flags are reset: the space
    // is failed and will be restored).
    writingBack_ = true;
    for (int j = 0; j < nchanged_; ++j) {
      const int k = changed_[j];
      touched_[k] = 0;
      if (!ok) continue;
      const W d = dom_[k] >> shift_[k];
      if constexpr (std::is_same_v<W, Word>) s.keepBitsOwn(vars_[k], d);
      else s.keepBits2Own(vars_[k], static_cast<uint64_t>(d), static_cast<uint64_t>(d >> 64));
    }
    writingBack_ = false;
    nchanged_ = 0;
    return ok;
  }

 private:
  int numUnits() const { return static_cast<int>(unitStart_.size()) - 1; }

  // fixed_ = the variables fixed in dom_, one bit each (up to 128 variables)
  void loadFixed(int nv) {
    Word f[2] = {0, 0};
    int k = 0;
#ifdef DEDUCE_SHORT_CUTS
    const __m256i one = _mm256_set1_epi64x(1), zero = _mm256_setzero_si256();
    for (; k + 4 <= nv; k += 4) {
      const __m256i d = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(dom_.data() + k));
      const __m256i t = _mm256_cmpeq_epi64(_mm256_and_si256(d, _mm256_sub_epi64(d, one)), zero);
      f[k >> 6] |= static_cast<Word>(_mm256_movemask_pd(_mm256_castsi256_pd(t))) << (k & 63);
    }
#endif
    for (; k < nv; ++k) f[k >> 6] |= static_cast<Word>((dom_[k] & (dom_[k] - 1)) == 0) << (k & 63);
    fixed_ = f[0] | Word128{f[1]} << 64;
  }

  // The short paths (small_ only; alldiff_small.h), taken before a Régin run on unit u:
  // 1 done (nothing to prune, or pruned through the 4x4 table), 0 failed, -1 run Régin.
  [[gnu::always_inline]] int shortPath(int u) {
    Word128 open = unitMask_[u] & ~fixed_;
    const int k = std::popcount(static_cast<Word>(open)) + std::popcount(static_cast<Word>(open >> 64));
    if (k <= 2) return 1;
    if (k > small::kSlackMax) return -1;
    Word rows[small::kSlackMax], vals = 0;
    for (Word128 o = open; Word& row : std::span(rows, k)) {
      row = dom_[regin::ctz(o)];
      vals |= row;
      o &= o - 1;
    }
    const int nvals = std::popcount(vals);
    if (nvals != k) return nvals < k ? 0 : -1;  // (more values than positions: a general unit)
    for (int j = 0; j < k; ++j) rows[j] = small::pext(rows[j], vals);
    if (k >= 5) return small::hallSlack(rows, k) ? 1 : -1;
    uint16_t in = k == 3 ? uint16_t{8 << 12} : uint16_t{0};  // three positions: row 3 = {3}
    for (int j = 0; j < k; ++j) in = static_cast<uint16_t>(in | rows[j] << (4 * j));
    const uint16_t out = small::hall4(in);
    if (!out) return 0;
    for (int j = 0; j < k; ++j, open &= open - 1)  // (rows of a nonzero entry are nonempty: no wipe-out)
      if (const Word row = (out >> (4 * j)) & 15; row != rows[j]) narrow(regin::ctz(open), small::pdep(row, vals));
    return 1;
  }

  void markUnits(int k) {
    if (!varMask_.empty()) {  // up to 64 units: one OR
      dirty_[0] |= varMask_[k];
      return;
    }
    for (int j = varStart_[k]; j < varStart_[k + 1]; ++j) {
      const int u = varUnits_[j];
      dirty_[u >> 6] |= Word{1} << (u & 63);
    }
  }

  // Narrow the working copy of variable k to `keep`; false on a wipe-out.
  bool narrow(int k, W keep) {
    const W d = dom_[k];
    const W nd = d & keep;
    if (nd == d) return true;
    if (!nd) return false;
    dom_[k] = nd;
    // the bookkeeping without branches (whether k was touched before or is now fixed is a coin
    // flip for the predictor): k is written past the end, and the end moves if it counts
    changed_[nchanged_] = k;
    nchanged_ += 1 - touched_[k];
    touched_[k] = 1;
    markUnits(k);
    fixq_[nfix_] = k;  // (a variable becomes fixed once: at most nv entries)
    nfix_ += static_cast<int>((nd & (nd - 1)) == 0);
    return true;
  }

  // Rule 1: the value of fixed variable k leaves its peers.
  // The peers holding the value are collected as a bit mask first, 64 peers at a time, without
  // a branch per peer: whether a peer still has the value is a coin flip for the predictor
  // (measured: +6% instructions, -14% mispredicted branches, -6% time on the hardest set).
  Word holds(int k, W v) const { return static_cast<Word>((dom_[k] & v) != 0); }  // 1 if v in dom
  template <int M> Word scan(const int* p, W v) const {
    Word hits = 0;
#pragma GCC unroll 64
    for (int j = 0; j < M; ++j) hits |= holds(p[j], v) << j;
    return hits;
  }

  bool spreadFixed(int k) {
    const W v = dom_[k];
    if (small_) fixed_ |= Word128{1} << k;
    for (int base = peerStart_[k], end = peerStart_[k + 1]; base < end; base += 64) {
      const int* p = peers_.data() + base;
      const int m = std::min(64, end - base);
      Word hits = 0;
      if (m == 20) {  // a 9x9 Sudoku cell: fully unrolled, every shift by a constant
        hits = scan<20>(p, v);
      } else {
#pragma GCC unroll 4
        for (int j = 0; j < m; ++j) hits |= holds(p[j], v) << j;
      }
      for (; hits; hits &= hits - 1)
        if (!narrow(p[std::countr_zero(hits)], ~v)) return false;
    }
    return true;
  }

  bool run() {
    const int nw = static_cast<int>(dirty_.size());
    while (true) {
      while (nfix_ > 0) {
        const int k = fixq_[--nfix_];
        if (!spreadFixed(k)) return false;
      }
      int u = -1;
      for (int w = 0; w < nw && u < 0; ++w)
        if (dirty_[w]) u = w * 64 + std::countr_zero(dirty_[w]);
      if (u < 0) return true;
      // Rule 2. The unit's bit is cleared after the run: its own prunings set it again, but
      // the core is idempotent.
      if constexpr (std::is_same_v<W, Word>) {
        if (small_) {
          const int r = shortPath(u);
          if (r == 0) return false;
          if (r == 1) {
            dirty_[u >> 6] &= ~(Word{1} << (u & 63));
            continue;
          }
        }
      }
      const int* pos = unitPos_.data() + unitStart_[u];
      const int n = unitStart_[u + 1] - unitStart_[u];
      const bool ok = regin::regin64<true>(
          n, match_[u], sc_, [&](int i) { return dom_[pos[i]]; },
          [&](int i, W allowed) { return narrow(pos[i], allowed); });
      if (!ok) return false;
      dirty_[u >> 6] &= ~(Word{1} << (u & 63));
    }
  }

  VarIds vars_;                 // the distinct variables of the group
  std::vector<int> shift_;      // value bit of vars_[k]'s word bit j is j + shift_[k]
  std::shared_ptr<const GroupShape> shape_;
  // the shape's arrays, named here for the hot loops
  const std::vector<int>& unitStart_;
  const std::vector<int>& unitPos_;
  const std::vector<int>& varStart_;
  const std::vector<int>& varUnits_;
  const std::vector<Word>& varMask_;
  const std::vector<int>& peerStart_;
  const std::vector<int>& peers_;
  const std::vector<Word128>& unitMask_;
  bool small_ = false;  // one-word domains, up to 128 variables: units with few open variables take the short paths
  Word128 fixed_ = 0;  // (with unitMask_) the variables fixed in dom_, kept up to date by loadFixed and spreadFixed
  std::vector<int32_t> word_;   // variable k's (first) word index in the space's pool
  std::vector<char> twoWords_;  // W = Word128: variable k's domain has a second word
  bool anyShift_ = false;
  bool contiguous_ = false;     // no shifts, and variable k's word is word_[0] + k
  std::vector<W> dom_;          // working copy of the domains during a run (value bits)
  std::vector<char> touched_;   // dom_[k] narrowed in this run (then k is in changed_)
  std::vector<int> changed_;    // changed_[0 .. nchanged_)
  int nchanged_ = 0;
  // fixed variables whose value has not yet left their peers, a stack fixq_[0 .. nfix_): a
  // variable becomes fixed once between two runs (by an event or by this run), so nv entries hold
  // them all
  std::vector<int> fixq_;
  int nfix_ = 0;
  bool writingBack_ = false;
  std::vector<regin::Matching<W>> match_;  // per unit
  regin::Scratch<W> sc_;
  std::vector<Word> dirty_;  // one bit per unit: variables changed since the unit's last Régin run
};

}  // namespace

void alldifferentGroup(Space& s, const std::vector<VarIds>& units) {
  // Number the distinct variables; check that the group qualifies for the one-word core.
  bool fits = s.level() == 0, singleWords = true;
  size_t longest = 0;
  VarId maxId = 0;
  for (const VarIds& u : units) {
    longest = std::max(longest, u.size());
    for (VarId v : u) {
      maxId = std::max(maxId, v);
      if (s.numWords(v) < 1 || s.numWords(v) > 2) fits = false;
      singleWords = singleWords && s.singleWord(v);
    }
  }
  if (longest > 128) fits = false;
  auto separate = [&] {
    for (const VarIds& u : units)
      if (u.size() >= 2) alldifferentDomain(s, u);
  };
  if (!fits) return separate();  // (alldifferentDomain fails a unit holding a variable twice)
  std::vector<int> number(static_cast<size_t>(maxId) + 1, -1);
  VarIds vars;
  std::vector<int> unitStart{0}, unitPos;
  Val base = 0;
  for (const VarIds& u : units) {
    if (u.size() < 2) continue;
    for (VarId v : u) {
      if (number[v] < 0) {
        number[v] = static_cast<int>(vars.size());
        if (vars.empty() || s.bitsBase(v) < base) base = s.bitsBase(v);
        vars.push_back(v);
      }
      unitPos.push_back(number[v]);
    }
    unitStart.push_back(static_cast<int>(unitPos.size()));
  }
  if (vars.empty()) return;
  static thread_local std::shared_ptr<const GroupShape> last;
  if (!last || last->unitStart != unitStart || last->unitPos != unitPos)
    last = std::make_shared<const GroupShape>(std::move(unitStart), std::move(unitPos), static_cast<int>(vars.size()));
  if (last->repeats) {
    s.fail();
    return;
  }
  std::vector<int> shift(vars.size());
  Val top = 0;  // the highest value bit, over all variables
  for (size_t k = 0; k < vars.size(); ++k) {
    Val sh = s.bitsBase(vars[k]) - base;
    // the highest value ever in the domain (posted at level 0: domains only shrink from here)
    top = std::max(top, sh + s.max(vars[k]) - s.bitsBase(vars[k]));
    shift[k] = static_cast<int>(std::min<Val>(sh, 128));
  }
  // the positions of a unit and the values index arrays of 64 or 128 entries
  Propagator* p = nullptr;
  if (top < 64 && longest <= 64 && singleWords) {
    p = s.emplace<AlldiffGroup<Word>>(s, vars, std::move(shift), last);
  } else if (top < 128) {
    p = s.emplace<AlldiffGroup<regin::Word128>>(s, vars, std::move(shift), last);
  } else {
    return separate();
  }
  for (size_t k = 0; k < vars.size(); ++k) s.subscribe(vars[k], p, kEvDom, static_cast<int>(k));
}

}  // namespace deduce::cp
