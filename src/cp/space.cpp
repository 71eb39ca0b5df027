#include "cp/space.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <sstream>
#include <stdexcept>

namespace deduce::cp {

Space::Space() = default;
Space::~Space() = default;

VarId Space::newVar(Val lo, Val hi) {
  if (lo > hi) throw std::invalid_argument("empty domain");
  VarData d{};
  d.min = lo;
  d.max = hi;
  d.size = static_cast<uint64_t>(hi - lo) + 1;
  d.base = lo;
  d.stamp = 0;
  if (hi - lo < kMaxBitsetRange) {
    d.nwords = static_cast<int32_t>((d.size + 63) / 64);
    d.off = static_cast<int32_t>(words_.size());
    words_.resize(words_.size() + d.nwords, ~uint64_t{0});
    uint64_t tail = d.size & 63;
    if (tail) words_[d.off + d.nwords - 1] = (uint64_t{1} << tail) - 1;
  } else {
    d.off = -1;
    d.nwords = 0;
  }
  vars_.push_back(d);
  pendHead_.push_back(-1);
  pendTail_.push_back(-1);
  return static_cast<VarId>(vars_.size() - 1);
}

void Space::reserve(int vars, int words) {
  vars_.reserve(static_cast<size_t>(vars));
  pendHead_.reserve(static_cast<size_t>(vars));
  pendTail_.reserve(static_cast<size_t>(vars));
  words_.reserve(static_cast<size_t>(words));
}

VarId Space::newVar(const std::vector<Val>& values) {
  if (values.empty()) throw std::invalid_argument("empty domain");
  auto [lo, hi] = std::minmax_element(values.begin(), values.end());
  VarId x = newVar(*lo, *hi);
  if (boundsOnly(x)) return x;
  VarData& d = vars_[x];
  std::fill(words_.begin() + d.off, words_.begin() + d.off + d.nwords, 0);
  for (Val v : values) {
    uint64_t b = static_cast<uint64_t>(v - d.base);
    words_[d.off + (b >> 6)] |= uint64_t{1} << (b & 63);
  }
  d.size = countRange(d, d.min, d.max);
  return x;
}

Val Space::scanUp(const VarData& d, Val from) const {
  uint64_t b = static_cast<uint64_t>(from - d.base);
  int32_t w = static_cast<int32_t>(b >> 6);
  uint64_t word = words_[d.off + w] & (~uint64_t{0} << (b & 63));
  while (true) {
    if (word) return d.base + (static_cast<Val>(w) << 6) + std::countr_zero(word);
    if (++w >= d.nwords) return d.max + 1;
    word = words_[d.off + w];
  }
}

Val Space::scanDown(const VarData& d, Val from) const {
  uint64_t b = static_cast<uint64_t>(from - d.base);
  int32_t w = static_cast<int32_t>(b >> 6);
  unsigned sh = 63 - static_cast<unsigned>(b & 63);
  uint64_t word = (words_[d.off + w] << sh) >> sh;
  while (true) {
    if (word) return d.base + (static_cast<Val>(w) << 6) + 63 - std::countl_zero(word);
    if (--w < 0) return d.min - 1;
    word = words_[d.off + w];
  }
}

// A word at a time: a bound that moves past many values (a square's bounds from a root, a
// sum's from its terms) costs one masked popcount per word, not a scan per value.
uint64_t Space::clearRange(const VarData& d, Val lo, Val hi) {
  const uint64_t a = static_cast<uint64_t>(lo - d.base), b = static_cast<uint64_t>(hi - d.base);
  const uint64_t wa = a >> 6, wb = b >> 6;
  uint64_t removed = 0;
  for (uint64_t w = wa; w <= wb; ++w) {
    uint64_t mask = ~uint64_t{0};
    if (w == wa) mask &= ~uint64_t{0} << (a & 63);
    if (w == wb && (b & 63) != 63) mask &= (uint64_t{1} << ((b & 63) + 1)) - 1;
    uint64_t& word = words_[d.off + w];
    removed += popcount64(word & mask);
    word &= ~mask;
  }
  return removed;
}

uint64_t Space::countRange(const VarData& d, Val lo, Val hi) const {
  if (lo > hi) return 0;
  uint64_t a = static_cast<uint64_t>(lo - d.base), b = static_cast<uint64_t>(hi - d.base);
  uint64_t wa = a >> 6, wb = b >> 6;
  uint64_t n = 0;
  for (uint64_t w = wa; w <= wb; ++w) {
    uint64_t word = words_[d.off + w];
    if (w == wa) word &= ~uint64_t{0} << (a & 63);
    if (w == wb && (b & 63) != 63) word &= (uint64_t{1} << ((b & 63) + 1)) - 1;
    n += std::popcount(word);
  }
  return n;
}

Val Space::next(VarId x, Val v) const {
  const VarData& d = vars_[x];
  if (v < d.min) return d.min;
  if (v >= d.max) return v + 1;  // strictly increasing even if the domain shrank meanwhile
  if (d.off < 0) return v + 1;
  return scanUp(d, v + 1);
}

Val Space::prev(VarId x, Val v) const {
  const VarData& d = vars_[x];
  if (v > d.max) return d.max;
  if (v <= d.min) return v - 1;
  if (d.off < 0) return v - 1;
  return scanDown(d, v - 1);
}

std::vector<Val> Space::values(VarId x) const {
  std::vector<Val> out;
  forEach(x, [&](Val v) { out.push_back(v); });
  return out;
}

std::string Space::domainString(VarId x) const {
  std::ostringstream os;
  if (fixed(x)) {
    os << min(x);
    return os.str();
  }
  if (boundsOnly(x)) {
    os << min(x) << ".." << max(x);
    return os.str();
  }
  os << '{';
  bool first = true;
  forEach(x, [&](Val v) {
    os << (first ? "" : ",") << v;
    first = false;
  });
  os << '}';
  return os.str();
}

void Space::saveSlow(VarId x) {
  ++trailSaves_;
  VarData& d = vars_[x];
  d.stamp = checkpoint_;
  trail_.push_back({x, d.min, d.max, d.size, wordTrail_.size()});
  if (d.nwords == 1) wordTrail_.push_back(words_[d.off]);  // the common case: no memmove call
  else if (d.off >= 0) wordTrail_.insert(wordTrail_.end(), words_.begin() + d.off, words_.begin() + d.off + d.nwords);
}

void Space::notifyVar(VarId x, uint8_t ev, const Propagator* skip) {
  auto wake = [&](const Sub& s) {
    if (!(s.mask & ev) || s.prop == skip) return;
    Propagator* p = s.prop;
    if (p->wantsNotify && !p->notify(*this, s.idx, ev)) return;
    if (p->queued || (p == current_ && p->idempotent)) return;
    p->queued = true;
    queue_[p->priority].push_back(p);
  };
  if (static_cast<size_t>(x) + 1 < subStart_.size()) {
    // the narrowest list holding every subscription the event concerns: a fix concerns them
    // all, a bounds change those of bndSubs_, a removal those of domSubs_ (indexed afresh at
    // each step, like forSubs, in case a notify() subscribes)
    const std::vector<Sub>* list = &subs_;
    const std::vector<int32_t>* start = &subStart_;
    if (!(ev & kEvFix)) {
      list = (ev & kEvBnd) ? &bndSubs_ : &domSubs_;
      start = (ev & kEvBnd) ? &bndStart_ : &domStart_;
    }
    for (int32_t i = (*start)[x], e = (*start)[x + 1]; i < e; ++i) wake(Sub((*list)[i]));
  }
  for (int32_t j = pendHead_[x]; j >= 0; j = pending_[j].next) wake(Sub(pending_[j].sub));
}

bool Space::setMin(VarId x, Val v) {
  VarData& d = vars_[x];
  if (v <= d.min) return true;
  if (v > d.max) {
    failed_ = true;
    return false;
  }
  save(x);
  if (d.off >= 0) {
    Val nv = scanUp(d, v);
    // clear the bits below the new minimum so that the bitset alone describes the domain
    d.size -= clearRange(d, d.min, nv - 1);
    d.min = nv;
  } else {
    d.size -= static_cast<uint64_t>(v - d.min);
    d.min = v;
  }
  notifyVar(x, d.min == d.max ? kEvFixed : kEvBounds);
  return true;
}

bool Space::setMax(VarId x, Val v) {
  VarData& d = vars_[x];
  if (v >= d.max) return true;
  if (v < d.min) {
    failed_ = true;
    return false;
  }
  save(x);
  if (d.off >= 0) {
    Val nv = scanDown(d, v);
    d.size -= clearRange(d, nv + 1, d.max);
    d.max = nv;
  } else {
    d.size -= static_cast<uint64_t>(d.max - v);
    d.max = v;
  }
  notifyVar(x, d.min == d.max ? kEvFixed : kEvBounds);
  return true;
}

bool Space::assign(VarId x, Val v) {
  VarData& d = vars_[x];
  if (!contains(x, v)) {
    failed_ = true;
    return false;
  }
  if (d.min == d.max) return true;
  save(x);
  if (d.off >= 0) {
    std::fill(words_.begin() + d.off, words_.begin() + d.off + d.nwords, 0);
    uint64_t b = static_cast<uint64_t>(v - d.base);
    words_[d.off + (b >> 6)] = uint64_t{1} << (b & 63);
  }
  d.min = d.max = v;
  d.size = 1;
  notifyVar(x, kEvFixed);
  return true;
}

bool Space::remove(VarId x, Val v) {
  VarData& d = vars_[x];
  if (v < d.min || v > d.max) return true;
  if (v == d.min) return setMin(x, v + 1);
  if (v == d.max) return setMax(x, v - 1);
  if (d.off < 0) return true;  // bounds-only: interior holes are not represented
  uint64_t b = static_cast<uint64_t>(v - d.base);
  uint64_t& w = words_[d.off + (b >> 6)];
  uint64_t bit = uint64_t{1} << (b & 63);
  if (!(w & bit)) return true;
  save(x);
  w &= ~bit;  // save() may not move words_ (it only appends to wordTrail_)
  --d.size;
  notifyVar(x, kEvDom);
  return true;
}

bool Space::keepBits2(VarId x, uint64_t keepLo, uint64_t keepHi, const Propagator* writer) {
  VarData& d = vars_[x];
  if (d.nwords == 1) return keepBits(x, keepLo, writer);
  const uint64_t w0 = words_[d.off], w1 = words_[d.off + 1];
  const uint64_t n0 = w0 & keepLo, n1 = w1 & keepHi;
  if (n0 == w0 && n1 == w1) return true;
  if (!n0 && !n1) {
    failed_ = true;
    return false;
  }
  save(x);
  words_[d.off] = n0;
  words_[d.off + 1] = n1;
  const Val lo = n0 ? d.base + std::countr_zero(n0) : d.base + 64 + std::countr_zero(n1);
  const Val hi = n1 ? d.base + 127 - std::countl_zero(n1) : d.base + 63 - std::countl_zero(n0);
  finishKeep(x, lo, hi, popcount64(w0 & ~keepLo) + popcount64(w1 & ~keepHi), writer);
  return true;
}

Propagator* Space::post(std::unique_ptr<Propagator> p) {
  Propagator* raw = p.get();
  raw->id = static_cast<int>(props_.size());
  props_.push_back(std::move(p));
  if (!raw->queued) {
    raw->queued = true;
    queue_[raw->priority].push_back(raw);
  }
  return raw;
}

void Space::subscribe(VarId x, Propagator* p, uint8_t mask, int idx) {
  pending_.push_back({{p, idx, mask}, -1});
  const auto j = static_cast<int32_t>(pending_.size() - 1);
  if (pendTail_[x] < 0) pendHead_[x] = j;
  else pending_[pendTail_[x]].next = j;
  pendTail_[x] = j;
  if (pending_.size() > (subs_.size() + vars_.size()) / 2 + 64) mergeSubs();
}

// Merge the pending subscriptions into the CSR array: a counting sort by variable, each
// variable's merged ones first, then its chain. O(variables + subscriptions).
void Space::mergeSubs() {
  const size_t nv = vars_.size();
  const size_t known = subStart_.empty() ? 0 : subStart_.size() - 1;
  std::vector<int32_t> start(nv + 1, 0);
  for (size_t x = 0; x < known; ++x) start[x + 1] = subStart_[x + 1] - subStart_[x];
  for (size_t x = 0; x < nv; ++x)
    for (int32_t j = pendHead_[x]; j >= 0; j = pending_[j].next) ++start[x + 1];
  for (size_t x = 0; x < nv; ++x) start[x + 1] += start[x];
  std::vector<Sub> merged(static_cast<size_t>(start[nv]));
  for (size_t x = 0; x < nv; ++x) {
    int32_t k = start[x];
    if (x < known)
      for (int32_t i = subStart_[x]; i < subStart_[x + 1]; ++i) merged[k++] = subs_[i];
    for (int32_t j = pendHead_[x]; j >= 0; j = pending_[j].next) merged[k++] = pending_[j].sub;
    pendHead_[x] = pendTail_[x] = -1;
  }
  subs_ = std::move(merged);
  subStart_ = std::move(start);
  pending_.clear();
  // the filtered lists, in the order of subs_
  auto filter = [&](uint8_t want, std::vector<Sub>& list, std::vector<int32_t>& listStart) {
    list.clear();
    listStart.assign(nv + 1, 0);
    for (size_t x = 0; x < nv; ++x) {
      for (int32_t i = subStart_[x]; i < subStart_[x + 1]; ++i)
        if (subs_[i].mask & want) list.push_back(subs_[i]);
      listStart[x + 1] = static_cast<int32_t>(list.size());
    }
  };
  filter(kEvBounds, bndSubs_, bndStart_);
  filter(kEvDom, domSubs_, domStart_);
}

double Space::degreeWeight(VarId x) const {
  double w = 0;
  forSubs(x, [&](const Sub& s) { w += s.prop->weight; });
  return w;
}

bool Space::propagate() {
  if (failed_) return false;
  if (!pending_.empty() && marks_.empty()) mergeSubs();  // the model is built: one array from here
  while (true) {
    int pr = 0;
    while (pr < kNumPriorities && head_[pr] == queue_[pr].size()) ++pr;
    if (pr == kNumPriorities) break;
    Propagator* p = queue_[pr][head_[pr]++];
    if (head_[pr] == queue_[pr].size()) {
      queue_[pr].clear();
      head_[pr] = 0;
    }
    p->queued = false;
    current_ = p;
    ++stats.propagations;
    bool ok = p->propagate(*this) && !failed_;
    current_ = nullptr;
    if (!ok) {
      failed_ = true;
      p->weight += 1;
      clearQueue();
      return false;
    }
  }
  return true;
}

int Space::newTrailedInt(int64_t v) {
  tints_.push_back(v);
  return static_cast<int>(tints_.size() - 1);
}

void Space::setTrailedInt(int i, int64_t v) {
  if (tints_[i] == v) return;
  if (!marks_.empty() && restore_ == Restore::Trail) intTrail_.emplace_back(i, tints_[i]);
  tints_[i] = v;
}

void Space::pushCheckpoint() {
  marks_.push_back({trail_.size(), wordTrail_.size(), intTrail_.size()});
  checkpoint_ = nextCheckpoint_++;
  if (restore_ == Restore::Copy) {
    if (snapshots_.size() < marks_.size()) snapshots_.resize(marks_.size());
    Snapshot& sn = snapshots_[marks_.size() - 1];
    sn.vars = vars_;  // reuses the snapshot's capacity after the first time at this depth
    sn.words = words_;
    sn.ints = tints_;
  }
}

void Space::clearQueue() {
  for (int q = 0; q < kNumPriorities; ++q) {
    for (size_t i = head_[q]; i < queue_[q].size(); ++i) {
      queue_[q][i]->queued = false;
      queue_[q][i]->cancel();
    }
    queue_[q].clear();
    head_[q] = 0;
  }
}

void Space::popCheckpoint() {
  assert(!marks_.empty());
  Mark m = marks_.back();
  marks_.pop_back();
  if (restore_ == Restore::Copy) {
    Snapshot& sn = snapshots_[marks_.size()];
    vars_ = sn.vars;
    words_ = sn.words;
    tints_ = sn.ints;
  }
  while (trail_.size() > m.trail) {
    const TrailEntry& e = trail_.back();
    VarData& d = vars_[e.var];
    d.min = e.min;
    d.max = e.max;
    d.size = e.size;
    if (d.nwords == 1) words_[d.off] = wordTrail_[e.wordPos];
    else if (d.off >= 0) std::copy(wordTrail_.begin() + e.wordPos, wordTrail_.begin() + e.wordPos + d.nwords, words_.begin() + d.off);
    d.stamp = 0;  // force a save at the next change, whatever checkpoint is current
    trail_.pop_back();
  }
  wordTrail_.resize(m.words);
  while (intTrail_.size() > m.ints) {
    tints_[intTrail_.back().first] = intTrail_.back().second;
    intTrail_.pop_back();
  }
  // The restored state belongs to the enclosing checkpoint; a fresh id guarantees that the
  // next change after this pop is saved again (the enclosing segment may be re-entered).
  checkpoint_ = marks_.empty() ? 0 : nextCheckpoint_++;
  failed_ = false;
  // Anything left queued from a successful-but-interrupted propagation is dropped.
  clearQueue();
}

}  // namespace deduce::cp
