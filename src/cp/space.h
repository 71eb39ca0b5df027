// The constraint store: integer variables, the trail, and the propagation engine.
//
// Data layout (why it is fast for puzzle sizes)
// ---------------------------------------------
// * A variable is an index into `vars_` (struct VarData, 48 bytes: bounds, size, where its bits
//   live, its last-saved stamp). Everything hot for a domain operation sits in that one record.
// * Small-range domains are bitsets stored contiguously in one shared word pool (`words_`):
//   a Sudoku cell is one 64-bit word, a 100x100 Latin cell two. Membership, removal and
//   "next value" are one or two word operations plus a count-trailing-zeros.
// * Domains whose range exceeds kMaxBitsetRange (sums, objectives) are bounds-only intervals:
//   removing an interior value is ignored (sound, just weaker), so the search branches on
//   `x <= v | x > v` for them.
// * State restoration is by trailing, not copying. The first time a variable changes after a
//   checkpoint its whole record (and its few bitset words) is pushed on the trail; a stamp per
//   variable makes that happen at most once per checkpoint. Puzzle domains are 1-2 words, so a
//   save costs about as much as a copy of 48 bytes, and only variables that actually change
//   are saved — copying whole spaces (Gecode's approach) would copy every variable at every
//   node. On a 9x9 Sudoku node a few dozen of 81 cells change; on Latin 100, a few hundred of
//   10,000. docs/kernel.md records the measurement behind this choice.
// * Subscriptions are one flat array grouped by variable (CSR: subStart_[x] .. subStart_[x+1]),
//   not a vector per variable: a model posts hundreds of subscriptions at once, and one
//   allocation per variable was a tenth of the cost of building a Sudoku. Subscriptions made
//   since the last merge hang off their variable as a chain in one pool (`pending_`), visited
//   after the CSR range — the same order as merged. They are merged when the pool outgrows
//   half the model (so merging costs O(1) per subscription however posting and assignments
//   interleave) and at the first propagation of the root.
// * Propagators subscribe to a variable with an event mask (fixed / bounds / domain). Besides
//   the array of all subscriptions, the merge builds two filtered copies in the same CSR form:
//   the subscriptions that want bounds changes and those that want any domain change, each in
//   the order of the full array. An event walks only the list it concerns, so an interior
//   removal never visits the subscribers that wait for a fix (a queen of N-queens from
//   MiniZinc's decomposition has some 600 binary not-equal propagators, each waiting for its
//   variables to be fixed); since each list keeps the order of the full one, the propagators
//   are queued exactly as a walk of the full array testing each mask would queue them.
// * The engine keeps one FIFO per priority class (unary & binary, linear, global, expensive
//   global) and always runs the cheapest non-empty class first; a `queued` flag prevents
//   duplicates.
#pragma once

#include <bit>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace deduce::cp {

using Val = int64_t;
using VarId = int32_t;

// Event bits. A fix also changes the bounds and the domain; a bounds change also changes the
// domain. Subscriptions name the weakest event they need: kDom wakes on any change.
enum Event : uint8_t { kEvNone = 0, kEvDom = 1, kEvBnd = 2, kEvFix = 4 };
constexpr uint8_t kEvFixed = kEvFix | kEvBnd | kEvDom;
constexpr uint8_t kEvBounds = kEvBnd | kEvDom;

// Propagator cost classes, cheapest first.
enum Priority : uint8_t { kPrioUnary = 0, kPrioBinary = 0, kPrioLinear = 1, kPrioGlobal = 2, kPrioExpensive = 3 };
constexpr int kNumPriorities = 4;

class Space;

class Propagator {
 public:
  virtual ~Propagator() = default;
  // Establish the propagator's consistency. Return false on failure (a domain wiped out or a
  // constraint violated). May be called when none of its variables changed.
  virtual bool propagate(Space& s) = 0;
  // Called for every subscribed event when `wantsNotify` is set, with the index the
  // propagator gave at subscription. Return true to be scheduled.
  virtual bool notify(Space& /*s*/, int /*idx*/, uint8_t /*ev*/) { return true; }
  // Called when the propagator is removed from the queue without running (after a failure):
  // clear any pending per-event state collected in notify().
  virtual void cancel() {}
  virtual const char* name() const { return "propagator"; }

  uint8_t priority = kPrioGlobal;
  bool wantsNotify = false;
  // An idempotent propagator is not rescheduled by its own modifications.
  bool idempotent = false;
  bool queued = false;
  double weight = 1.0;  // dom/wdeg: number of failures this propagator caused (+1)
  int id = -1;
};

struct Stats {
  uint64_t nodes = 0;         // search nodes explored (root included), each followed by propagation
  uint64_t enumerations = 0;  // branching decisions taken: every x=v / x!=v / x<=v / x>v posted
  uint64_t backtracks = 0;    // decisions whose propagation failed (bad decisions)
  uint64_t failures = 0;      // all failures, including the root and bound-induced ones
  uint64_t propagations = 0;  // propagator executions
  uint64_t solutions = 0;
  uint64_t maxDepth = 0;
  uint64_t restarts = 0;
  double timeMs = 0;          // search time (propagation and branching), without the solution callbacks
};

class Space {
 public:
  static constexpr Val kMaxBitsetRange = 1 << 16;

  Space();
  ~Space();
  Space(const Space&) = delete;
  Space& operator=(const Space&) = delete;

  // ---- variables ----
  VarId newVar(Val lo, Val hi);
  // A variable whose domain is exactly `values` (must be non-empty).
  VarId newVar(const std::vector<Val>& values);
  VarId newBool() { return newVar(0, 1); }
  // Presize the storage for `vars` variables with `words` bitset words in all (a model that
  // knows its size avoids the vectors' regrowth: measurable when a batch builds a small model
  // per puzzle, as Sudoku does).
  void reserve(int vars, int words);
  int numVars() const { return static_cast<int>(vars_.size()); }

  Val min(VarId x) const { return vars_[x].min; }
  Val max(VarId x) const { return vars_[x].max; }
  uint64_t size(VarId x) const { return vars_[x].size; }
  bool fixed(VarId x) const { return vars_[x].min == vars_[x].max; }
  Val value(VarId x) const { return vars_[x].min; }
  bool boundsOnly(VarId x) const { return vars_[x].off < 0; }
  bool contains(VarId x, Val v) const {
    const VarData& d = vars_[x];
    if (v < d.min || v > d.max) return false;
    if (d.off < 0) return true;
    uint64_t b = static_cast<uint64_t>(v - d.base);
    return (words_[d.off + (b >> 6)] >> (b & 63)) & 1;
  }
  // Smallest value > v in the domain; a value > max(x) when there is none (v+1 if v >= max),
  // so `for (v = min(x); v <= max(x); v = next(x, v))` terminates even if the loop shrinks x.
  Val next(VarId x, Val v) const;
  // Largest value < v in the domain; a value < min(x) when there is none.
  Val prev(VarId x, Val v) const;
  template <class F> void forEach(VarId x, F&& f) const {
    Val hi = max(x);
    for (Val v = min(x); v <= hi; v = next(x, v)) f(v);
  }
  // Word-level access for bit-parallel propagators (alldiff_domain64.cpp). A variable whose
  // domain is one bitset word: bit j of bits(x) is value bitsBase(x) + j, and the word alone
  // describes the domain (min/max/size agree with it).
  bool singleWord(VarId x) const { return vars_[x].off >= 0 && vars_[x].nwords == 1; }
  int numWords(VarId x) const { return vars_[x].off >= 0 ? vars_[x].nwords : 0; }  // 0: bounds only
  Val bitsBase(VarId x) const { return vars_[x].base; }
  uint64_t bits(VarId x) const { return words_[vars_[x].off]; }
  // The same word read without going through the variable record, for propagators that read
  // many one-word domains per run (alldiff_group.cpp): bits(x) == wordPool()[wordIndex(x)].
  // wordIndex(x) never changes; the pool moves when variables are added, so take wordPool()
  // afresh at every run.
  int32_t wordIndex(VarId x) const { return vars_[x].off; }
  const uint64_t* wordPool() const { return words_.data(); }
  std::vector<Val> values(VarId x) const;
  std::string domainString(VarId x) const;

  // ---- domain modification: return false on wipe-out (the space is then failed) ----
  bool setMin(VarId x, Val v);
  bool setMax(VarId x, Val v);
  bool assign(VarId x, Val v);
  bool remove(VarId x, Val v);
  // Single-word domains only: keep the values whose bits are set in `keep`, all in one update
  // (one trail save, one event: fixed, bounds or domain).
  bool keepBits(VarId x, uint64_t keep) { return keepBits(x, keep, nullptr); }
  // keepBits for the running propagator writing back what it has already filtered: the event
  // skips the writer itself (which must be idempotent and ignore its own events), and when
  // the writer is the variable's only subscriber — every cell of a Sudoku under the grouped
  // alldifferent — no subscriber list is walked at all.
  bool keepBitsOwn(VarId x, uint64_t keep) { return keepBits(x, keep, current_); }
  // keepBitsOwn for domains of one or two words (values base .. base + 127): bit j of keepLo,
  // then of keepHi, is value bitsBase(x) + j, then + 64 + j (keepHi is ignored for one word).
  bool keepBits2Own(VarId x, uint64_t keepLo, uint64_t keepHi) { return keepBits2(x, keepLo, keepHi, current_); }
  // Keep only the values in [lo, hi] that f(v) accepts. Used by bitset filters.
  template <class F> bool filter(VarId x, F&& keep) {
    for (Val v = min(x); v <= max(x); v = next(x, v))
      if (!keep(v) && !remove(x, v)) return false;
    return true;
  }

  // ---- propagators ----
  // Takes ownership; returns the propagator pointer. Schedules it once.
  Propagator* post(std::unique_ptr<Propagator> p);
  template <class P, class... A> P* emplace(A&&... args) {
    return static_cast<P*>(post(std::make_unique<P>(std::forward<A>(args)...)));
  }
  void subscribe(VarId x, Propagator* p, uint8_t mask, int idx = 0);
  int numPropagators() const { return static_cast<int>(props_.size()); }
  // Sum of weights of the propagators on x (dom/wdeg).
  double degreeWeight(VarId x) const;

  // Run propagators to fixpoint. Returns false if the space failed.
  bool propagate();
  bool failed() const { return failed_; }
  void fail() { failed_ = true; }

  // ---- trailed integers for propagator state ----
  int newTrailedInt(int64_t v);
  int64_t trailedInt(int i) const { return tints_[i]; }
  void setTrailedInt(int i, int64_t v);

  // ---- checkpoints ----
  void pushCheckpoint();
  void popCheckpoint();  // restores the state at the matching push; clears failure
  int level() const { return static_cast<int>(marks_.size()); }

  // Restoration strategy. Trail (the default) saves a variable the first time it changes after
  // a checkpoint; Copy snapshots every variable, bitset word and trailed integer at each
  // checkpoint. Copy exists to measure the choice (`deduce bench kernel --restore copy`,
  // docs/kernel.md); set it before the first checkpoint.
  enum class Restore { Trail, Copy };
  void setRestore(Restore r) { restore_ = r; }
  // Variable records saved on the trail so far (Trail mode): the cost side of the choice.
  uint64_t trailSaves() const { return trailSaves_; }

  Stats stats;

 private:
  struct VarData {
    Val min, max;
    uint64_t size;
    Val base;         // value of bit 0
    int32_t off;      // first word in words_, -1 for bounds-only
    int32_t nwords;
    uint64_t stamp;   // checkpoint id at which the record was last saved
  };
  struct Sub {
    Propagator* prop;
    int32_t idx;
    uint8_t mask;
  };
  struct TrailEntry {
    VarId var;
    Val min, max;
    uint64_t size;
    size_t wordPos;
  };
  struct Mark {
    size_t trail, words, ints;
  };
  struct Snapshot {
    std::vector<VarData> vars;
    std::vector<uint64_t> words;
    std::vector<int64_t> ints;
  };

  void save(VarId x) {
    VarData& d = vars_[x];
    if (d.stamp == checkpoint_ || marks_.empty() || restore_ == Restore::Copy) return;
    saveSlow(x);
  }
  void saveSlow(VarId x);
  void notifyVar(VarId x, uint8_t ev, const Propagator* skip = nullptr);  // all but `skip`
  bool keepBits(VarId x, uint64_t keep, const Propagator* writer);  // events skip `writer`
  bool keepBits2(VarId x, uint64_t keepLo, uint64_t keepHi, const Propagator* writer);
  // the end of a keep: new bounds, `removed` values fewer, the event (skipping `writer`)
  void finishKeep(VarId x, Val lo, Val hi, uint64_t removed, const Propagator* writer);
  Val scanUp(const VarData& d, Val from) const;    // first set bit value >= from
  Val scanDown(const VarData& d, Val from) const;  // last set bit value <= from
  uint64_t countRange(const VarData& d, Val lo, Val hi) const;
  // clear the bits of the values in [lo, hi] (lo <= hi, inside the bitset); returns how many were set
  uint64_t clearRange(const VarData& d, Val lo, Val hi);

  std::vector<VarData> vars_;
  struct PendingSub {
    Sub sub;
    int32_t next;  // the variable's next pending subscription, -1 at the end
  };
  std::vector<Sub> subs_;                   // grouped by variable
  std::vector<int32_t> subStart_;           // variable x < subStart_.size() - 1: subs_[subStart_[x] .. subStart_[x+1])
  // the subscriptions of subs_ whose mask has kEvBnd or kEvDom (woken by a bounds change), and
  // those whose mask has kEvDom (woken by any removal), each grouped by variable as subs_ is
  std::vector<Sub> bndSubs_, domSubs_;
  std::vector<int32_t> bndStart_, domStart_;
  std::vector<PendingSub> pending_;         // made since the last merge
  std::vector<int32_t> pendHead_, pendTail_;  // per variable: its chain in pending_, -1 = none
  void mergeSubs();
  // f(sub) for every subscription of x, in the order they were made (f gets a copy: it may
  // subscribe)
  template <class F> void forSubs(VarId x, F&& f) const {
    if (static_cast<size_t>(x) + 1 < subStart_.size())
      for (int32_t i = subStart_[x], e = subStart_[x + 1]; i < e; ++i) f(Sub(subs_[i]));
    for (int32_t j = pendHead_[x]; j >= 0; j = pending_[j].next) f(Sub(pending_[j].sub));
  }
  std::vector<uint64_t> words_;
  std::vector<TrailEntry> trail_;
  std::vector<uint64_t> wordTrail_;
  std::vector<std::pair<int, int64_t>> intTrail_;
  std::vector<int64_t> tints_;
  std::vector<Mark> marks_;
  uint64_t checkpoint_ = 0;
  uint64_t nextCheckpoint_ = 1;
  std::vector<std::unique_ptr<Propagator>> props_;
  std::vector<Propagator*> queue_[kNumPriorities];
  size_t head_[kNumPriorities] = {0, 0, 0, 0};
  Propagator* current_ = nullptr;
  bool failed_ = false;
  Restore restore_ = Restore::Trail;
  std::vector<Snapshot> snapshots_;
  uint64_t trailSaves_ = 0;
  void clearQueue();
};

// ---- inline hot paths (the grouped propagators' write-back calls them per variable) ----
// The baseline x86-64 build has no POPCNT instruction (std::popcount becomes a libgcc call), and
// a loop over the removed bits ends with a mispredicted branch about every other call: this
// counts without branches, in a dozen instructions.
inline uint64_t popcount64(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return (x * 0x0101010101010101ULL) >> 56;
}

inline bool Space::keepBits(VarId x, uint64_t keep, const Propagator* writer) {
  VarData& d = vars_[x];
  uint64_t w = words_[d.off];
  uint64_t nw = w & keep;
  if (nw == w) return true;
  if (!nw) {
    failed_ = true;
    return false;
  }
  save(x);
  words_[d.off] = nw;
  finishKeep(x, d.base + std::countr_zero(nw), d.base + 63 - std::countl_zero(nw), popcount64(w & ~keep), writer);
  return true;
}

inline void Space::finishKeep(VarId x, Val lo, Val hi, uint64_t removed, const Propagator* writer) {
  VarData& d = vars_[x];
  // the event without branches (fixed implies bounds: the domain was wider before)
  const auto ev = static_cast<uint8_t>(kEvDom | (static_cast<int>((lo != d.min) | (hi != d.max)) << 1) |
                                       (static_cast<int>(lo == hi) << 2));
  d.min = lo;
  d.max = hi;
  d.size -= removed;
  // the writer as the only subscriber (a Sudoku cell under the grouped alldifferent): no one
  // to tell, no list to walk
  const bool onlyWriter = writer && static_cast<size_t>(x) + 1 < subStart_.size() && pendHead_[x] < 0 &&
                          subStart_[x + 1] - subStart_[x] == 1 && subs_[subStart_[x]].prop == writer;
  if (!onlyWriter) notifyVar(x, ev, writer);
}

}  // namespace deduce::cp
