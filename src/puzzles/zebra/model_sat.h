// Zebra puzzles as SAT: p(attr, value, house) <=> "the house holds that value of the
// attribute", named "<attr>=<value>@<house>" (houses 1-based). Each value is in exactly one
// house and each house has exactly one value of each attribute (pairwise at-most-one: houses are
// few). The clues, for a = p(A, ., .) and b = p(B, ., .) over the houses h:
//   A = B          a_h <-> b_h             A != B       !a_h | !b_h
//   A at h         a_h                     A not-at h   !a_h
//   A next-to B    a_h -> b_{h-1} | b_{h+1}
//   A imm.-left-of B   a_h -> b_{h+1} (a is false in the last house)
//   A imm.-right-of B  a_h -> b_{h-1}
//   A left-of B    a_h -> OR of b_{h'} for h' > h      A right-of B   a_h -> OR for h' < h
// Solutions are one-hot per (attribute, house), so blocking uses the true literals only.
#pragma once

#include <functional>
#include <vector>

#include "puzzles/zebra/zebra.h"
#include "sat/cnf.h"
#include "sat/solver.h"

namespace deduce::zebra {

struct SatModel {
  int houses = 0, attrs = 0;
  sat::Cnf cnf;
  std::vector<sat::Lit> projection;  // p(attr, value, house) at (attr * houses + value) * houses + house
  Table decode(const std::vector<bool>& values) const;  // table[house][attr] = value
};

SatModel buildSat(const Puzzle& p);

// Enumerate under opt (up to opt.maxSolutions); onSolution gets each table and returns false to
// stop (null: count only).
sat::Result solveSat(const Puzzle& p, const sat::Options& opt, const std::function<bool(const Table&)>& onSolution = {});

}  // namespace deduce::zebra
