#include "sat/cnf.h"

#include <algorithm>
#include <ostream>
#include <stdexcept>

namespace deduce::sat {

namespace {
// A comment as one DIMACS line: line breaks become blanks.
std::string oneLine(std::string s) {
  std::replace(s.begin(), s.end(), '\n', ' ');
  std::replace(s.begin(), s.end(), '\r', ' ');
  return s;
}
}  // namespace

const char* toString(AmoEncoding e) {
  switch (e) {
    case AmoEncoding::Auto: return "auto";
    case AmoEncoding::Pairwise: return "pairwise";
    case AmoEncoding::Sequential: return "sequential";
    case AmoEncoding::Commander: return "commander";
  }
  return "?";
}

AmoEncoding amoEncodingFromString(const std::string& name) {
  for (AmoEncoding e : {AmoEncoding::Auto, AmoEncoding::Pairwise, AmoEncoding::Sequential, AmoEncoding::Commander})
    if (name == toString(e)) return e;
  throw std::invalid_argument("unknown at-most-one encoding '" + name + "' (auto, pairwise, sequential, commander)");
}

int Cnf::newVar(std::string name) {
  names_.push_back(std::move(name));
  return ++numVars_;
}

const std::string& Cnf::name(int var) const { return names_.at(static_cast<size_t>(var - 1)); }

void Cnf::addClause(std::initializer_list<Lit> lits) {
  for (Lit l : lits) flat_.push_back(l);
  flat_.push_back(0);
  ++numClauses_;
}

void Cnf::addClause(const std::vector<Lit>& lits) {
  flat_.insert(flat_.end(), lits.begin(), lits.end());
  flat_.push_back(0);
  ++numClauses_;
}

Lit Cnf::trueLit() {
  if (!true_) {
    true_ = newVar("true");
    addClause({true_});
  }
  return true_;
}

void Cnf::atMostOne(const std::vector<Lit>& lits, AmoEncoding e) {
  if (lits.size() <= 1) return;
  if (e == AmoEncoding::Auto) e = lits.size() <= kPairwiseMax ? AmoEncoding::Pairwise : AmoEncoding::Sequential;
  switch (e) {
    case AmoEncoding::Sequential: amoSequential(lits); break;
    case AmoEncoding::Commander: amoCommander(lits); break;
    default: amoPairwise(lits); break;
  }
}

void Cnf::exactlyOne(const std::vector<Lit>& lits, AmoEncoding e) {
  atLeastOne(lits);
  atMostOne(lits, e);
}

void Cnf::amoPairwise(const std::vector<Lit>& lits) {
  for (size_t i = 0; i < lits.size(); ++i)
    for (size_t j = i + 1; j < lits.size(); ++j) addClause({-lits[i], -lits[j]});
}

// Sinz's sequential counter for k = 1: s_i means "one of x_1..x_i is true".
void Cnf::amoSequential(const std::vector<Lit>& lits) {
  const size_t n = lits.size();
  Lit prev = 0;
  for (size_t i = 0; i + 1 < n; ++i) {
    Lit s = newVar();
    addClause({-lits[i], s});
    if (prev) {
      addClause({-prev, s});
      addClause({-lits[i], -prev});
    }
    prev = s;
  }
  addClause({-lits[n - 1], -prev});
}

// Klieber and Kwon's commander encoding: groups of three literals, pairwise inside a group,
// a commander c_g <=> (some literal of g), then at most one commander, recursively.
void Cnf::amoCommander(const std::vector<Lit>& lits) {
  if (lits.size() <= kPairwiseMax) {
    amoPairwise(lits);
    return;
  }
  std::vector<Lit> commanders;
  for (size_t g = 0; g < lits.size(); g += 3) {
    std::vector<Lit> group(lits.begin() + static_cast<long>(g),
                           lits.begin() + static_cast<long>(std::min(g + 3, lits.size())));
    amoPairwise(group);
    Lit c = newVar();
    std::vector<Lit> def{-c};
    for (Lit x : group) {
      addClause({-x, c});
      def.push_back(x);
    }
    addClause(def);
    commanders.push_back(c);
  }
  amoCommander(commanders);
}

std::vector<Lit> Cnf::totalizer(const std::vector<Lit>& lits, size_t cap) {
  if (lits.empty()) return {};
  if (cap == 0 || cap > lits.size()) cap = lits.size();
  return totalizerNode(lits, 0, lits.size(), cap);
}

// The node over lits[from, to): outputs r_1..r_m (m = min(to - from, cap)), r_s <=> sum >= s.
// Up:   a_i & b_j -> r_{i+j}        (sum of the halves at least i + j)
// Down: !a_{i+1} & !b_{j+1} -> !r_{i+j+1}  (sum at most i + j)
// where a_0 = b_0 = true and a_{p+1} = b_{q+1} = false drop out of the clauses. A truncated
// child (p < its input count) never needs a_{p+1}: that clause would name r above the cap.
std::vector<Lit> Cnf::totalizerNode(const std::vector<Lit>& lits, size_t from, size_t to, size_t cap) {
  if (to - from == 1) return {lits[from]};
  const size_t mid = from + (to - from) / 2;
  std::vector<Lit> a = totalizerNode(lits, from, mid, cap);
  std::vector<Lit> b = totalizerNode(lits, mid, to, cap);
  const size_t p = a.size(), q = b.size(), m = std::min(to - from, cap);
  std::vector<Lit> r(m);
  for (Lit& x : r) x = newVar();
  std::vector<Lit> cl;
  for (size_t i = 0; i <= p; ++i)
    for (size_t j = 0; j <= q; ++j) {
      if (i + j >= 1 && i + j <= m) {
        cl.clear();
        if (i) cl.push_back(-a[i - 1]);
        if (j) cl.push_back(-b[j - 1]);
        cl.push_back(r[i + j - 1]);
        addClause(cl);
      }
      if (i + j + 1 <= m) {
        cl.clear();
        if (i < p) cl.push_back(a[i]);
        if (j < q) cl.push_back(b[j]);
        cl.push_back(-r[i + j]);
        addClause(cl);
      }
    }
  return r;
}

void Cnf::atMostK(const std::vector<Lit>& lits, size_t k) {
  if (k >= lits.size()) return;
  std::vector<Lit> o = totalizer(lits, k + 1);
  addClause({-o[k]});
}

void Cnf::atLeastK(const std::vector<Lit>& lits, size_t k) {
  if (k == 0) return;
  if (k > lits.size()) {
    addClause(std::vector<Lit>{});  // the empty clause: unsatisfiable
    return;
  }
  std::vector<Lit> o = totalizer(lits, k);
  addClause({o[k - 1]});
}

void Cnf::exactlyK(const std::vector<Lit>& lits, size_t k) {
  if (k > lits.size()) {
    addClause(std::vector<Lit>{});
    return;
  }
  if (lits.empty()) return;
  std::vector<Lit> o = totalizer(lits, k + 1);
  if (k > 0) addClause({o[k - 1]});
  if (k < o.size()) addClause({-o[k]});
}

OrderInt Cnf::orderInt(int lo, int hi, const std::string& name) {
  if (hi < lo) throw std::invalid_argument("orderInt: empty range");
  OrderInt x;
  x.lo = lo;
  x.hi = hi;
  for (int v = lo + 1; v <= hi; ++v) {
    x.ge.push_back(newVar(name.empty() ? std::string() : name + ">=" + std::to_string(v)));
    if (x.ge.size() > 1) addClause({-x.ge.back(), x.ge[x.ge.size() - 2]});
  }
  return x;
}

Lit Cnf::geq(const OrderInt& x, int v) {
  if (v <= x.lo) return trueLit();
  if (v > x.hi) return -trueLit();
  return x.ge[static_cast<size_t>(v - x.lo - 1)];
}

void Cnf::writeDimacs(std::ostream& out, const std::vector<std::string>& extra) const {
  for (const auto* lines : {&extra, &comments})
    for (const std::string& c : *lines) out << "c " << oneLine(c) << '\n';
  for (int v = 1; v <= numVars_; ++v)
    if (!names_[static_cast<size_t>(v - 1)].empty()) out << "c var " << v << ' ' << names_[static_cast<size_t>(v - 1)] << '\n';
  out << "p cnf " << numVars_ << ' ' << numClauses_ << '\n';
  bool start = true;
  for (Lit l : flat_) {
    if (!start) out << ' ';
    out << l;
    start = l == 0;
    if (start) out << '\n';
  }
}

}  // namespace deduce::sat
