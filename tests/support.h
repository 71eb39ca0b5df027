// Helpers for differential tests: brute-force enumeration over small domains, and the solution
// set found by the kernel's search, so that a propagator can be compared with its definition.
#pragma once

#include <functional>
#include <random>
#include <set>
#include <vector>

#include "cp/branch.h"
#include "cp/model.h"
#include "cp/search.h"

namespace deduce::test {

using Tuple = std::vector<cp::Val>;

// A random non-empty subset of [lo, hi] for each of n variables.
inline std::vector<std::vector<cp::Val>> randomDomains(std::mt19937_64& rng, int n, cp::Val lo, cp::Val hi,
                                                        double density = 0.7) {
  std::vector<std::vector<cp::Val>> d(n);
  std::bernoulli_distribution keep(density);
  std::uniform_int_distribution<cp::Val> any(lo, hi);
  for (auto& dom : d) {
    for (cp::Val v = lo; v <= hi; ++v)
      if (keep(rng)) dom.push_back(v);
    if (dom.empty()) dom.push_back(any(rng));
  }
  return d;
}

inline cp::VarIds makeVars(cp::Space& s, const std::vector<std::vector<cp::Val>>& doms) {
  cp::VarIds x;
  for (const auto& d : doms) x.push_back(s.newVar(d));
  return x;
}

// Every tuple of the cartesian product of the domains that satisfies pred.
inline std::set<Tuple> bruteForce(const std::vector<std::vector<cp::Val>>& doms,
                                  const std::function<bool(const Tuple&)>& pred) {
  std::set<Tuple> out;
  Tuple t(doms.size());
  std::function<void(size_t)> rec = [&](size_t i) {
    if (i == doms.size()) {
      if (pred(t)) out.insert(t);
      return;
    }
    for (cp::Val v : doms[i]) {
      t[i] = v;
      rec(i + 1);
    }
  };
  rec(0);
  return out;
}

// All solutions of the space projected on x, by search (input order, min value).
inline std::set<Tuple> searchAll(cp::Space& s, const cp::VarIds& x) {
  std::set<Tuple> out;
  cp::PhaseBrancher b(s, {{x, cp::VarSel::Input, cp::ValSel::Min}}, 1);
  cp::Search(s, b).run([&](cp::Space& sp) {
    Tuple t;
    for (cp::VarId v : x) t.push_back(sp.value(v));
    out.insert(t);
    return true;
  });
  return out;
}

// After root propagation: the domains as sets of values (empty vector for a failed space).
inline std::vector<std::vector<cp::Val>> rootDomains(cp::Space& s, const cp::VarIds& x) {
  std::vector<std::vector<cp::Val>> d;
  if (!s.propagate()) return d;
  for (cp::VarId v : x) d.push_back(s.values(v));
  return d;
}

// The domains a domain-consistent propagator must leave: the values occurring in some solution.
inline std::vector<std::vector<cp::Val>> supportedValues(const std::set<Tuple>& sols, size_t n) {
  std::vector<std::set<cp::Val>> sup(n);
  for (const auto& t : sols)
    for (size_t i = 0; i < n; ++i) sup[i].insert(t[i]);
  std::vector<std::vector<cp::Val>> out;
  for (auto& s : sup) out.emplace_back(s.begin(), s.end());
  return out;
}

}  // namespace deduce::test
