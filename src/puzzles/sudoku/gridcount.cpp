// Counting completed Sudoku grids by band-1 classes (the method is described in gridcount.h).
//
// Data layout: a band's column sets are n bit masks (bit v for value v), stack k's column j at
// index k*C + j. A type tensor is packed into one 64-bit key, `bits` bits per type (each count
// is at most R), so that f is a hash-table look-up on a key built from the masks with one shift
// and add per value; at 9x9 (27 types, 2 bits) the key has 54 bits.
#include "puzzles/sudoku/gridcount.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <functional>
#include <numeric>
#include <stdexcept>
#include <thread>
#include <unordered_map>
#include <vector>

#include "cp/parallel.h"
#include "cp/search.h"

namespace deduce::sudoku {
namespace {

constexpr int kMaxN = 9;
using Mask = uint32_t;
using Sig = std::array<Mask, kMaxN>;  // a band's column sets, stack k's column j at k*C + j

struct Shape {
  int R = 3, C = 3, n = 9;  // R rows per box = stacks; C columns per box = bands
  int types = 27;           // C^R
  int bits = 2;             // per count in a key
  std::vector<int> pow;     // C^k

  Shape(int r, int c) : R(r), C(c), n(r * c) {
    types = 1;
    for (int k = 0; k < R; ++k) pow.push_back(types), types *= C;
    bits = 1;
    while ((1 << bits) <= R) ++bits;
  }
  int digit(int t, int k) const { return t / pow[k] % C; }
};

// The type tensor's key of a band's column sets.
uint64_t keyOf(const Shape& s, const Sig& sig) {
  std::array<int, kMaxN> type{};
  for (int k = 0; k < s.R; ++k)
    for (int j = 1; j < s.C; ++j)
      for (Mask m = sig[k * s.C + j]; m; m &= m - 1) type[__builtin_ctz(m)] += j * s.pow[k];
  uint64_t key = 0;
  for (int v = 0; v < s.n; ++v) key += uint64_t{1} << (s.bits * type[v]);
  return key;
}

int countOf(const Shape& s, uint64_t key, int t) {
  return static_cast<int>((key >> (s.bits * t)) & ((uint64_t{1} << s.bits) - 1));
}

// A representative signature of a tensor: values 0, 1, ... given the types in order.
Sig signatureOf(const Shape& s, uint64_t key) {
  Sig sig{};
  int v = 0;
  for (int t = 0; t < s.types; ++t)
    for (int c = countOf(s, key, t); c > 0; --c, ++v)
      for (int k = 0; k < s.R; ++k) sig[k * s.C + s.digit(t, k)] |= Mask{1} << v;
  return sig;
}

// f: the fillings of one band with the column sets `sig` (a depth-first search over the values
// of each column, stack by stack, the last stack forced: each value's last row is the one it
// has not used).
class BandFillings {
 public:
  BandFillings(const Shape& s, const Sig& sig) : s_(s) {
    for (int k = 0; k < s.R; ++k)
      for (int j = 0; j < s.C; ++j)
        for (Mask m = sig[k * s.C + j]; m; m &= m - 1) cls_[k * s.C + j].push_back(__builtin_ctz(m));
  }
  uint64_t count() { return place(0, 0, 0, 0); }

 private:
  // stack k, column j, its i-th value; `taken`: rows this column has given out
  uint64_t place(int k, int j, size_t i, Mask taken) {
    if (j == s_.C) return k + 2 == s_.R ? lastStack() : place(k + 1, 0, 0, 0);
    const std::vector<int>& col = cls_[k * s_.C + j];
    if (i == col.size()) return place(k, j + 1, 0, 0);
    const int v = col[i];
    uint64_t total = 0;
    for (int r = 0; r < s_.R; ++r) {
      const Mask bit = Mask{1} << r;
      if ((taken | used_[v]) & bit) continue;
      used_[v] |= bit;
      total += place(k, j, i + 1, taken | bit);
      used_[v] &= ~bit;
    }
    return total;
  }
  uint64_t lastStack() {
    const Mask all = (Mask{1} << s_.R) - 1;
    const int k = s_.R - 1;
    for (int j = 0; j < s_.C; ++j) {
      Mask rows = 0;
      for (int v : cls_[k * s_.C + j]) {
        const Mask r = all & ~used_[v];
        if (rows & r) return 0;
        rows |= r;
      }
    }
    return 1;
  }

  const Shape& s_;
  std::array<std::vector<int>, kMaxN> cls_;
  std::array<Mask, kMaxN> used_{};
};

// Every tensor (C^R counts, each stack's each column holding R values), depth-first over the
// types with each slice (stack k, column j) checked when its last type is set.
void forEachTensor(const Shape& s, const std::function<void(uint64_t)>& fn) {
  std::vector<std::vector<std::pair<int, int>>> closes(s.types);  // slices whose last type is t
  for (int k = 0; k < s.R; ++k)
    for (int j = 0; j < s.C; ++j) {
      int last = -1;
      for (int t = 0; t < s.types; ++t)
        if (s.digit(t, k) == j) last = t;
      closes[last].push_back({k, j});
    }
  std::vector<int> slice(static_cast<size_t>(s.R * s.C), 0);
  std::function<void(int, int, uint64_t)> dive = [&](int t, int left, uint64_t key) {
    if (t == s.types) {
      if (left == 0) fn(key);
      return;
    }
    for (int c = 0; c <= std::min(left, s.R); ++c) {
      bool ok = true;
      for (int k = 0; k < s.R; ++k) ok = ok && slice[k * s.C + s.digit(t, k)] + c <= s.R;
      if (!ok) break;
      for (int k = 0; k < s.R; ++k) slice[k * s.C + s.digit(t, k)] += c;
      for (auto [k, j] : closes[t]) ok = ok && slice[k * s.C + j] == s.R;
      if (ok) dive(t + 1, left - c, key + (uint64_t(c) << (s.bits * t)));
      for (int k = 0; k < s.R; ++k) slice[k * s.C + s.digit(t, k)] -= c;
    }
  };
  dive(0, s.n, 0);
}

// The permutations of the types that permuting the columns inside each stack and the stacks
// themselves induce; the smallest key over them names a tensor's class.
std::vector<std::vector<int>> typeSymmetries(const Shape& s) {
  std::vector<int> digits(s.C), stacks(s.R);
  std::iota(digits.begin(), digits.end(), 0);
  std::iota(stacks.begin(), stacks.end(), 0);
  std::vector<std::vector<int>> perC;
  do perC.push_back(digits);
  while (std::next_permutation(digits.begin(), digits.end()));
  std::vector<std::vector<int>> out;
  do {
    // every choice of a digit permutation per stack: a mixed-radix counter
    std::vector<size_t> pick(s.R, 0);
    for (;;) {
      std::vector<int> map(s.types);
      for (int t = 0; t < s.types; ++t) {
        int u = 0;
        for (int k = 0; k < s.R; ++k) u += perC[pick[k]][s.digit(t, k)] * s.pow[stacks[k]];
        map[t] = u;
      }
      out.push_back(std::move(map));
      int k = 0;
      while (k < s.R && ++pick[k] == perC.size()) pick[k++] = 0;
      if (k == s.R) break;
    }
  } while (std::next_permutation(stacks.begin(), stacks.end()));
  return out;
}

uint64_t canonical(const Shape& s, uint64_t key, const std::vector<std::vector<int>>& sym) {
  uint64_t best = key;
  for (const auto& map : sym) {
    uint64_t k2 = 0;
    for (int t = 0; t < s.types; ++t) k2 += uint64_t(countOf(s, key, t)) << (s.bits * map[t]);
    best = std::min(best, k2);
  }
  return best;
}

using FTable = std::unordered_map<uint64_t, uint64_t>;

// G: the completions of a first band, summed over the lower bands' column sets. A band's
// choices are independent per stack (each stack's columns take R of their remaining values,
// partitioning the stack's values), so they are listed per stack and combined.
class Completions {
 public:
  Completions(const Shape& s, const FTable& f, const std::atomic<bool>& stop) : s_(s), f_(f), stop_(stop) {}

  Count128 count(const Sig& first) {
    const Mask all = (Mask{1} << s_.n) - 1;
    Sig rem{};
    for (int c = 0; c < s_.n; ++c) rem[c] = all & ~first[c];
    return band(1, rem);
  }
  uint64_t signatures() const { return signatures_; }

 private:
  uint64_t f(const Sig& sig) { return f_.at(keyOf(s_, sig)); }

  Count128 band(int b, const Sig& rem) {
    ++signatures_;
    if (b == s_.C - 1) return f(rem);  // the last band takes what is left
    std::vector<std::vector<std::array<Mask, kMaxN>>> opts(s_.R);
    for (int k = 0; k < s_.R; ++k) {
      std::array<Mask, kMaxN> cur{};
      stackOptions(k, 0, 0, rem, cur, opts[k]);
    }
    Sig sig{};
    return combine(b, 0, rem, sig, opts);
  }

  Count128 combine(int b, int k, const Sig& rem, Sig& sig, const std::vector<std::vector<std::array<Mask, kMaxN>>>& opts) {
    if (k == s_.R) {
      if (stopped_ || ((++polls_ & 255) == 0 && (stopped_ = stop_.load(std::memory_order_relaxed)))) return 0;
      const uint64_t fb = f(sig);
      if (fb == 0) return 0;
      Sig next{};
      for (int c = 0; c < s_.n; ++c) next[c] = rem[c] & ~sig[c];
      return fb * band(b + 1, next);
    }
    Count128 total = 0;
    for (const auto& o : opts[k]) {
      if (stopped_) break;
      for (int j = 0; j < s_.C; ++j) sig[k * s_.C + j] = o[j];
      total += combine(b, k + 1, rem, sig, opts);
    }
    return total;
  }

  // Stack k's column j and on take R values each from what they have left, not taken by an
  // earlier column of the stack.
  void stackOptions(int k, int j, Mask taken, const Sig& rem, std::array<Mask, kMaxN>& cur,
                    std::vector<std::array<Mask, kMaxN>>& out) {
    if (j == s_.C) {
      out.push_back(cur);
      return;
    }
    const Mask avail = rem[k * s_.C + j] & ~taken;
    // the R-subsets of avail, by Gosper's hack over avail's bits
    std::array<int, 32> bit{};
    int m = 0;
    for (Mask a = avail; a; a &= a - 1) bit[m++] = __builtin_ctz(a);
    if (m < s_.R) return;
    for (uint32_t sub = (1u << s_.R) - 1; sub < (1u << m);) {
      Mask pick = 0;
      for (uint32_t x = sub; x; x &= x - 1) pick |= Mask{1} << bit[__builtin_ctz(x)];
      cur[j] = pick;
      stackOptions(k, j + 1, taken | pick, rem, cur, out);
      const uint32_t c = sub & -sub, r = sub + c;
      sub = (((r ^ sub) >> 2) / c) | r;
    }
  }

  const Shape& s_;
  const FTable& f_;
  const std::atomic<bool>& stop_;
  uint64_t signatures_ = 0, polls_ = 0;
  bool stopped_ = false;  // stop_ was seen: unwind at once
};

}  // namespace

GridCountResult countGrids(int boxRows, int boxCols, int threads, double timeLimitSeconds) {
  if (boxRows < 2 || boxCols < 2 || boxRows * boxCols > kMaxN)
    throw std::invalid_argument("grid counts need boxes of at least 2x2 and at most 9 cells");
  const auto start = std::chrono::steady_clock::now();
  const Shape s(boxRows, boxCols);
  GridCountResult res;
  res.threads = cp::resolveThreads(threads);

  // f for every tensor, and the tensors by class with their weight sum M(T) f(T)
  const auto sym = typeSymmetries(s);
  FTable f;
  struct Class {
    uint64_t key;
    Count128 weight = 0;
  };
  std::unordered_map<uint64_t, size_t> classOf;
  std::vector<Class> classes;
  Count128 factorial = 1;
  for (int i = 2; i <= s.n; ++i) factorial *= static_cast<unsigned>(i);
  // f is unchanged by the permutations too: computed once per class
  std::vector<uint64_t> fOfClass;
  auto expired = [&] {
    return cp::g_stopRequested.load(std::memory_order_relaxed) ||
           (timeLimitSeconds > 0 &&
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >= timeLimitSeconds);
  };
  bool cut = false;  // the limit struck while the tensors were tabulated
  forEachTensor(s, [&](uint64_t key) {
    if (cut || (cut = expired())) return;
    const uint64_t canon = canonical(s, key, sym);
    auto [it, fresh] = classOf.emplace(canon, classes.size());
    if (fresh) {
      classes.push_back({canon});
      fOfClass.push_back(BandFillings(s, signatureOf(s, canon)).count());
    }
    const uint64_t fk = fOfClass[it->second];
    f[key] = fk;
    Count128 m = factorial;
    for (int t = 0; t < s.types; ++t)
      for (int c = countOf(s, key, t); c > 1; --c) m /= static_cast<unsigned>(c);
    const Count128 w = m * fk;
    res.bands += w;
    ++res.tensors;
    classes[it->second].weight += w;
  });
  res.classes = classes.size();
  if (cut) {
    res.complete = false;
    res.grids = 0;
    res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return res;
  }

  // G per class, the classes shared out over the threads
  std::atomic<bool> stop{false};
  std::atomic<size_t> next{0};
  std::vector<Count128> partial(res.threads, 0);
  std::vector<uint64_t> sigs(res.threads, 0), done(res.threads, 0);
  auto worker = [&](int w) {
    Completions comp(s, f, stop);
    for (;;) {
      if (expired()) stop = true;
      if (stop.load()) break;
      const size_t i = next.fetch_add(1);
      if (i >= classes.size()) break;
      if (classes[i].weight == 0) {
        ++done[w];
        continue;
      }
      const Count128 g = comp.count(signatureOf(s, classes[i].key));
      if (stop.load()) break;  // this class was cut short: not counted
      partial[w] += classes[i].weight * g;
      ++done[w];
    }
    sigs[w] = comp.signatures();
  };
  // a watchdog for the limits while every worker is inside a class
  std::atomic<bool> finished{false};
  std::thread watch([&] {
    while (!finished.load()) {
      if (expired()) stop = true;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  });
  std::vector<std::thread> pool;
  for (int w = 1; w < res.threads; ++w) pool.emplace_back(worker, w);
  worker(0);
  for (auto& t : pool) t.join();
  finished = true;
  watch.join();

  for (int w = 0; w < res.threads; ++w) {
    res.grids += partial[w];
    res.lowerBands += sigs[w];
    res.classesDone += done[w];
  }
  res.complete = res.classesDone == res.classes;
  res.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return res;
}

Count128 completionsOfBand(int boxRows, int boxCols, const std::vector<int>& band) {
  if (boxRows < 2 || boxCols < 2 || boxRows * boxCols > kMaxN)
    throw std::invalid_argument("grid counts need boxes of at least 2x2 and at most 9 cells");
  const Shape s(boxRows, boxCols);
  if (band.size() != static_cast<size_t>(s.R * s.n)) throw std::invalid_argument("a band has boxRows * n cells");
  Sig sig{};
  std::vector<Mask> rows(s.R, 0), boxes(s.R, 0);
  for (int r = 0; r < s.R; ++r)
    for (int c = 0; c < s.n; ++c) {
      const int v = band[r * s.n + c] - 1;
      if (v < 0 || v >= s.n) throw std::invalid_argument("a value outside 1..n");
      const Mask bit = Mask{1} << v;
      if ((rows[r] & bit) || (boxes[c / s.C] & bit)) throw std::invalid_argument("a value twice in a row or box");
      rows[r] |= bit;
      boxes[c / s.C] |= bit;
      sig[c] |= bit;
    }
  FTable f;
  forEachTensor(s, [&](uint64_t key) { f[key] = BandFillings(s, signatureOf(s, key)).count(); });
  std::atomic<bool> stop{false};
  return Completions(s, f, stop).count(sig);
}

Count128 knownGridCount(int boxRows, int boxCols) {
  const int a = std::min(boxRows, boxCols), b = std::max(boxRows, boxCols);
  if (a == 2 && b == 2) return 288;
  if (a == 2 && b == 3) return 28200960;
  if (a == 2 && b == 4) return Count128{29136487207403520ull};
  if (a == 3 && b == 3) return Count128{6670903752021ull} * 1000000000ull + 72936960ull;  // 6,670,903,752,021,072,936,960
  return 0;
}

std::string toDecimal(Count128 v, bool commas) {
  std::string s;
  int digits = 0;
  do {
    if (commas && digits && digits % 3 == 0) s += ',';
    s += static_cast<char>('0' + static_cast<int>(v % 10));
    v /= 10;
    ++digits;
  } while (v);
  std::reverse(s.begin(), s.end());
  return s;
}

}  // namespace deduce::sudoku
