// Enigma 1225: partitions, Algorithm 1 (best board of a permutation), the closed forms of the
// class structure, the paper's bound (Algorithms 2-3) and the sharp bound, the partition
// enumeration baseline, the conjecture check, and the independent checker.
//
// Sharp bound (why it is valid)
// -----------------------------
// For a multiset S of class sizes s_1 <= ... <= s_c summing to n^2, Algorithm 1's total is
//   sum_k k * s_k = sum_{t=0}^{c-1} (n^2 - P_t),  P_t = s_1 + ... + s_t.
// If a multiset S' "dominates" S — for every v it has at least as many elements <= v — then its
// t-th smallest element is <= S's, so P_t(S') <= P_t(S) and sum_t max(0, n^2 - P_t(S')) >= the
// total of S (rankedTotal). Domination adds up over disjoint groups of cells, so a bound is built
// group by group: exact classes among the closed cycles; for each closed part c and the r
// remaining elements, at most floor(r / t0) classes of at least 2c*t0 cells (t0 = ceil(q/c), since
// a part d >= q meets c in gcd(c, d) = d / (lcm/c) classes of 2 lcm cells); among the remaining
// elements, at most floor(r / q') odd-cycle classes of >= q' cells (q' the least odd >= q) and
// the rest of the r^2 cells in classes of >= 2q. Here q is a lower bound on every remaining part:
// 2, and with the symmetry breaking of C9-C10 (cycles on consecutive elements, non-decreasing)
// also the largest closed part and the length of the open chain that follows them.
// The bound is exact for the all-2s completion, and a part >= 3 costs it about n^2 per class
// lost, which is what lets it prune the partitions the paper's n^2 * UBNVAL keeps.
#include "puzzles/enigma1225/enigma1225.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <numeric>
#include <sstream>

namespace deduce::enigma1225 {

// ---------------------------------------------------------------- partitions and permutations

std::vector<int> representative(const Partition& parts) {
  std::vector<int> p;
  int start = 0;
  for (int k : parts) {
    for (int e = 0; e < k; ++e) p.push_back(e + 1 < k ? start + e + 1 : start);
    start += k;
  }
  return p;
}

Partition cycleType(const std::vector<int>& perm) {
  Partition parts;
  std::vector<char> seen(perm.size(), 0);
  for (size_t i = 0; i < perm.size(); ++i) {
    if (seen[i]) continue;
    int len = 0;
    for (size_t j = i; !seen[j]; j = static_cast<size_t>(perm[j])) {
      seen[j] = 1;
      ++len;
    }
    parts.push_back(len);
  }
  std::sort(parts.begin(), parts.end());
  return parts;
}

static void partitionsRec(int rest, int minPart, Partition& cur, const std::function<void(const Partition&)>& visit) {
  if (rest == 0) {
    visit(cur);
    return;
  }
  for (int k = minPart; k <= rest; ++k) {
    if (rest - k != 0 && rest - k < k) continue;  // what is left must hold parts >= k
    cur.push_back(k);
    partitionsRec(rest - k, k, cur, visit);
    cur.pop_back();
  }
}

void forEachPartition(int n, const std::function<void(const Partition&)>& visit) {
  Partition cur;
  if (n >= 2) partitionsRec(n, 2, cur, visit);
}

uint64_t countPartitions(int n) {
  // a[m][k]: partitions of m into parts >= k, computed by the recurrence on the smallest part.
  if (n < 2) return 0;
  std::vector<std::vector<uint64_t>> a(n + 1, std::vector<uint64_t>(n + 2, 0));
  for (int k = n + 1; k >= 2; --k) {
    for (int m = 0; m <= n; ++m) {
      if (m == 0) a[m][k] = 1;
      else if (k > m) a[m][k] = 0;
      else a[m][k] = a[m - k][k] + a[m][k + 1];
    }
  }
  return a[n][2];
}

std::string toString(const Partition& parts) {
  std::string s = "{";
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(parts[i]);
  }
  return s + "}";
}

Partition conjecturedPartition(int n) {
  Partition p(static_cast<size_t>(n / 2), 2);
  if (n % 2 == 1 && !p.empty()) p.back() = 3;
  return p;
}

// ---------------------------------------------------------------- Algorithm 1

BestBoard bestBoard(const std::vector<int>& perm) {
  const int n = static_cast<int>(perm.size());
  BestBoard r;
  std::vector<int> cls(static_cast<size_t>(n) * n, -1);
  std::vector<int64_t> size;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      if (cls[static_cast<size_t>(i) * n + j] >= 0) continue;
      int id = static_cast<int>(size.size());
      int64_t cnt = 0;
      int a = i, b = j;
      do {  // (a, b) -> (p(b), a): column b equals row p(b)
        cls[static_cast<size_t>(a) * n + b] = id;
        ++cnt;
        int na = perm[b];
        b = a;
        a = na;
      } while (a != i || b != j);
      size.push_back(cnt);
    }
  }
  // Values 1..c from the smallest class to the biggest.
  std::vector<int> order(size.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int u, int v) { return size[u] < size[v]; });
  std::vector<int64_t> value(size.size());
  for (size_t k = 0; k < order.size(); ++k) {
    value[order[k]] = static_cast<int64_t>(k) + 1;
    r.total += static_cast<int64_t>(k + 1) * size[order[k]];
  }
  r.classes = static_cast<int64_t>(size.size());
  r.board.assign(n, std::vector<int64_t>(n));
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) r.board[i][j] = value[cls[static_cast<size_t>(i) * n + j]];
  std::vector<std::vector<int64_t>> rows = r.board;
  std::sort(rows.begin(), rows.end());
  r.feasible = n > 0 && std::adjacent_find(rows.begin(), rows.end()) == rows.end();
  return r;
}

// ---------------------------------------------------------------- closed forms

// Histograms are built unsorted (a size may repeat); rankedTotal sorts them, and equal sizes
// next to each other give the same total as one merged entry.
static void addClasses(Histogram& h, int64_t size, int64_t count) {
  if (count > 0) h.push_back({size, count});
}

// Distinct part values with their multiplicities, in increasing order.
static std::vector<std::pair<int64_t, int64_t>> multiplicities(Partition parts) {
  std::sort(parts.begin(), parts.end());
  std::vector<std::pair<int64_t, int64_t>> m;
  for (int k : parts) {
    if (m.empty() || m.back().first != k) m.push_back({k, 0});
    ++m.back().second;
  }
  return m;
}

static void closedClasses(const Partition& parts, Histogram& h) {
  auto mult = multiplicities(parts);
  for (auto it = mult.begin(); it != mult.end(); ++it) {
    int64_t k = it->first, m = it->second;
    if (k % 2 == 0) {
      addClasses(h, 2 * k, m * (k / 2));
    } else {
      addClasses(h, 2 * k, m * ((k - 1) / 2));
      addClasses(h, k, m);
    }
    addClasses(h, 2 * k, m * (m - 1) / 2 * k);  // pairs of equal cycles: gcd = k, lcm = k
    for (auto jt = std::next(it); jt != mult.end(); ++jt) {
      int64_t l = jt->first, g = std::gcd(k, l);
      addClasses(h, 2 * (k / g) * l, m * jt->second * g);
    }
  }
}

Histogram classHistogram(const Partition& parts) {
  Histogram h;
  closedClasses(parts, h);
  std::sort(h.begin(), h.end());
  Histogram merged;
  for (auto [s, k] : h) {
    if (!merged.empty() && merged.back().first == s) merged.back().second += k;
    else merged.push_back({s, k});
  }
  return merged;
}

bool partitionFeasible(const Partition& parts) {
  if (parts.empty()) return false;
  int twos = 0;
  bool othersOdd = true;
  for (int k : parts) {
    if (k < 2) return false;
    if (k == 2) ++twos;
    else if (k % 2 == 0) othersOdd = false;
  }
  return !(twos == 1 && othersOdd);
}

int64_t rankedTotal(Histogram h, int64_t cells) {
  std::sort(h.begin(), h.end());
  int64_t total = 0, prefix = 0;
  for (auto [s, k] : h) {
    int64_t room = cells - prefix;
    if (room <= 0) break;
    int64_t terms = std::min(k, (room + s - 1) / s);  // terms room - i*s > 0
    total += terms * room - s * (terms * (terms - 1) / 2);
    prefix += s * k;
  }
  return total;
}

int64_t partitionTotal(const Partition& parts) {
  if (!partitionFeasible(parts)) return -1;
  int64_t n = std::accumulate(parts.begin(), parts.end(), int64_t{0});
  Histogram h;
  closedClasses(parts, h);
  return rankedTotal(std::move(h), n * n);
}

// ---------------------------------------------------------------- bounds

PartialPartition analyse(const std::vector<int>& fixed) {
  const int n = static_cast<int>(fixed.size());
  PartialPartition pp;
  std::vector<char> hasPred(n, 0), seen(n, 0);
  for (int i = 0; i < n; ++i)
    if (fixed[i] >= 0) hasPred[fixed[i]] = 1;
  // Chains start at elements without a fixed predecessor; what remains unseen are cycles.
  std::vector<std::pair<int, int>> openAt;  // (start, length)
  for (int i = 0; i < n; ++i) {
    if (hasPred[i]) continue;
    if (fixed[i] < 0) {
      ++pp.freeCount;  // no predecessor, no successor
      seen[i] = 1;
      continue;
    }
    int len = 0, j = i;
    while (j >= 0 && !seen[j]) {
      seen[j] = 1;
      ++len;
      j = fixed[j];
    }
    openAt.push_back({i, len});
    pp.open.push_back(len);
  }
  int closedEnd = -1;  // largest element on a closed cycle
  int closedCount = 0;
  for (int i = 0; i < n; ++i) {
    if (seen[i]) continue;
    int len = 0, j = i;
    while (!seen[j]) {
      seen[j] = 1;
      ++len;
      closedEnd = std::max(closedEnd, j);
      j = fixed[j];
    }
    pp.closed.push_back(len);
    closedCount += len;
  }
  std::sort(pp.closed.begin(), pp.closed.end());
  pp.prefix = closedEnd + 1 == closedCount;
  if (pp.prefix)
    for (auto [start, len] : openAt)
      if (start == closedCount) pp.leadOpen = len;
  return pp;
}

int64_t ubnval(int n, Partition parts) {
  std::sort(parts.rbegin(), parts.rend());
  int64_t u = 0, m = n;
  for (int k : parts) {
    u += (k % 2 == 0) ? m - k / 2 : m - (k - 1) / 2;
    m -= k;
  }
  return u;
}

int64_t paperBound(int n, const PartialPartition& pp) {
  Partition parts = pp.closed;
  parts.insert(parts.end(), pp.open.begin(), pp.open.end());
  int f = pp.freeCount;
  if (f % 2 == 1) {
    parts.push_back(f == 1 ? 1 : 3);
    f -= f == 1 ? 1 : 3;
  }
  for (; f > 0; f -= 2) parts.push_back(2);
  return static_cast<int64_t>(n) * n * ubnval(n, parts);
}

int64_t sharpBound(int n, const PartialPartition& pp) {
  Histogram h;
  closedClasses(pp.closed, h);
  int64_t used = std::accumulate(pp.closed.begin(), pp.closed.end(), int64_t{0});
  int64_t r = n - used;
  if (r > 0) {
    int64_t q = 2;
    if (pp.prefix) {
      if (!pp.closed.empty()) q = std::max<int64_t>(q, pp.closed.back());
      q = std::max<int64_t>(q, pp.leadOpen);
    }
    auto mult = multiplicities(pp.closed);
    for (auto [c, m] : mult) {
      int64_t t0 = (q + c - 1) / c;
      addClasses(h, 2 * c * t0, m * (r / t0));
    }
    int64_t qOdd = q % 2 ? q : q + 1;
    int64_t singles = r / qOdd;
    addClasses(h, qOdd, singles);
    addClasses(h, 2 * q, (r * r - singles * qOdd) / (2 * q));
  }
  return rankedTotal(std::move(h), static_cast<int64_t>(n) * n);
}

// ---------------------------------------------------------------- partitions model

Result solvePartitions(int n, const cp::Limits& limits) {
  Result res;
  auto start = std::chrono::steady_clock::now();
  bool stopped = false;
  forEachPartition(n, [&](const Partition& parts) {
    if (stopped) return;
    ++res.partitions;
    if ((limits.nodes && res.stats.nodes >= limits.nodes) || cp::g_stopRequested.load()) {
      stopped = true;
      return;
    }
    if (limits.timeSeconds > 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > limits.timeSeconds) {
      stopped = true;
      return;
    }
    ++res.stats.nodes;
    ++res.explored;
    BestBoard b = bestBoard(representative(parts));
    if (!b.feasible) {
      ++res.stats.failures;
      return;
    }
    if (!res.found || b.total > res.total) {
      res.found = true;
      res.total = b.total;
      res.partition = parts;
      ++res.stats.solutions;
    }
  });
  res.complete = !stopped;
  if (!stopped) res.partitions = countPartitions(n);
  else res.partitions = 0;
  if (res.found) {
    res.perm = representative(res.partition);
    res.board = bestBoard(res.perm).board;
  }
  res.stats.timeMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return res;
}

void maximise(cp::Space& s, cp::Brancher& br, cp::VarId S, const cp::VarIds& p, const cp::Limits& limits, Result& res,
              const std::function<void(cp::Space&)>& more) {
  cp::SearchOptions so;
  so.limits = limits;
  so.limits.solutions = 0;
  so.objective = S;
  so.maximize = true;
  cp::Search search(s, br, so);
  cp::SearchStatus st = search.run([&](cp::Space& sp) {
    res.found = true;
    res.total = sp.value(S);
    res.perm.assign(p.size(), 0);
    for (size_t i = 0; i < p.size(); ++i) res.perm[i] = static_cast<int>(sp.value(p[i]));
    if (more) more(sp);
    return true;
  });
  res.complete = st == cp::SearchStatus::Complete;
  res.stats = s.stats;
}

Result solve(int n, ModelKind model, BoundKind bound, const cp::Limits& limits, bool basicExtra) {
  switch (model) {
    case ModelKind::Basic: return solveBasic(n, limits, basicExtra);
    case ModelKind::Advanced: return solveAdvanced(n, bound, limits);
    case ModelKind::Partitions: return solvePartitions(n, limits);
  }
  return {};
}

// ---------------------------------------------------------------- conjecture

namespace {
struct ConjectureSearch {
  int n;
  int64_t target;
  double limit;
  std::chrono::steady_clock::time_point start;
  uint64_t nodes = 0;
  int64_t hits = 0;
  bool timedOut = false;
  Partition cur;

  void rec(int rest) {
    ++nodes;
    if ((nodes & 1023) == 0 && limit > 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > limit)
      timedOut = true;
    if (timedOut) return;
    if (rest == 0) {
      if (partitionTotal(cur) >= target) ++hits;
      return;
    }
    int minPart = cur.empty() ? 2 : cur.back();
    for (int k = minPart; k <= rest; ++k) {
      if (rest - k != 0 && rest - k < k) continue;
      // Bound on every completion whose next part is k: the prefix is closed, k leads.
      PartialPartition pp;
      pp.closed = cur;
      pp.prefix = true;
      pp.leadOpen = k;
      if (sharpBound(n, pp) < target) continue;
      cur.push_back(k);
      rec(rest - k);
      cur.pop_back();
      if (timedOut) return;
    }
  }
};
}  // namespace

int64_t conjectureCheck(int n, double timeSeconds, uint64_t* nodes) {
  ConjectureSearch cs;
  cs.n = n;
  cs.target = partitionTotal(conjecturedPartition(n));
  cs.limit = timeSeconds;
  cs.start = std::chrono::steady_clock::now();
  cs.rec(n);
  if (nodes) *nodes = cs.nodes;
  return cs.timedOut ? 0 : cs.hits;
}

// ---------------------------------------------------------------- checker

std::string check(int n, const Board& board, int64_t total) {
  if (static_cast<int>(board.size()) != n) return "board has " + std::to_string(board.size()) + " rows, expected " + std::to_string(n);
  int64_t sum = 0, top = 0;
  for (int i = 0; i < n; ++i) {
    if (static_cast<int>(board[i].size()) != n) return "row " + std::to_string(i + 1) + " has the wrong length";
    for (int64_t v : board[i]) {
      if (v < 1) return "row " + std::to_string(i + 1) + " holds a non-positive number";
      sum += v;
      top = std::max(top, v);
    }
  }
  // Rule 3 needs top distinct values in n^2 cells.
  if (top > static_cast<int64_t>(n) * n) return "rule 3: not every number 1.." + std::to_string(top) + " appears";
  std::vector<char> seen(static_cast<size_t>(top) + 1, 0);
  int64_t distinct = 0;
  for (const auto& row : board)
    for (int64_t v : row) distinct += seen[v] ? 0 : (seen[v] = 1);
  // Rule 1: no two rows identical.
  std::map<std::vector<int64_t>, int> rowIndex;
  for (int i = 0; i < n; ++i)
    if (!rowIndex.emplace(board[i], i).second)
      return "rule 1: rows " + std::to_string(rowIndex[board[i]] + 1) + " and " + std::to_string(i + 1) + " are identical";
  // Rule 2: row i equals some column j != i, and not column i.
  std::map<std::vector<int64_t>, std::vector<int>> columns;
  for (int j = 0; j < n; ++j) {
    std::vector<int64_t> col(n);
    for (int i = 0; i < n; ++i) col[i] = board[i][j];
    columns[col].push_back(j);
  }
  for (int i = 0; i < n; ++i) {
    auto it = columns.find(board[i]);
    if (it == columns.end()) return "rule 2: row " + std::to_string(i + 1) + " equals no column";
    for (int j : it->second)
      if (j == i) return "rule 2: row " + std::to_string(i + 1) + " equals the column with the same index";
  }
  // Rule 3: 1..N all appear.
  if (distinct != top) return "rule 3: not every number 1.." + std::to_string(top) + " appears";
  if (sum != total) return "total is " + std::to_string(sum) + ", reported " + std::to_string(total);
  return "";
}

std::string render(const Board& board) {
  size_t w = 1;
  for (const auto& row : board)
    for (int64_t v : row) w = std::max(w, std::to_string(v).size());
  std::ostringstream os;
  for (const auto& row : board) {
    for (size_t j = 0; j < row.size(); ++j) {
      std::string s = std::to_string(row[j]);
      os << (j ? " " : "") << std::string(w - s.size(), ' ') << s;
    }
    os << '\n';
  }
  return os.str();
}

}  // namespace deduce::enigma1225
