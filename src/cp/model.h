// The modelling API: post constraints on a Space. A model reads like the mathematics:
//
//   Space s;
//   auto q = intVars(s, n, 0, n - 1);
//   alldifferent(s, q, Consistency::Domain);
//   alldifferent(s, offset(s, q, +1), ...);
//   PhaseBrancher b(s, {{q, VarSel::MinDom, ValSel::Min}}, seed);
//   Search(s, b).run([&](Space& s) { ...; return true; });
//
// Every constraint lives in its own file under cp/constraints/ with a comment naming the
// algorithm and the consistency it achieves. A post function never throws on infeasibility:
// it fails the space (s.failed() becomes true, and the next s.propagate() returns false).
#pragma once

#include <utility>
#include <vector>

#include "cp/space.h"

namespace deduce::cp {

using VarIds = std::vector<VarId>;

enum class Rel { EQ, NE, LE, GE, LT, GT };
// DomainSeparate: domain consistency as one propagator per alldifferent even where a model could
// group its units (alldifferentGroup); for a single constraint it is the same as Domain.
enum class Consistency { Value, Bounds, Domain, DomainSeparate };

const char* toString(Consistency c);
bool parseConsistency(const std::string& s, Consistency& out);

// ---- variables ----
VarIds intVars(Space& s, int n, Val lo, Val hi);
VarIds boolVars(Space& s, int n);
// A fresh variable constrained to x + c (domain-consistent equality).
VarId offsetVar(Space& s, VarId x, Val c);

// ---- arithmetic (constraints/arith.cpp) ----
void notEqual(Space& s, VarId x, VarId y, Val c = 0);  // x != y + c
void equal(Space& s, VarId x, VarId y, Val c = 0);     // x == y + c
void lessEq(Space& s, VarId x, VarId y, Val c = 0);    // x <= y + c
void notEqualConst(Space& s, VarId x, Val c);          // x != c
// |x - y| == c (c > 0)
void distanceEq(Space& s, VarId x, VarId y, Val c);

// ---- linear (constraints/linear.cpp): sum(a_i * x_i) rel c ----
void linear(Space& s, const std::vector<Val>& a, const VarIds& x, Rel rel, Val c);
void sum(Space& s, const VarIds& x, Rel rel, Val c);
// sum(a_i * x_i) == y
void linearEqVar(Space& s, const std::vector<Val>& a, const VarIds& x, VarId y);

// ---- alldifferent (constraints/alldiff_*.cpp) ----
void alldifferent(Space& s, const VarIds& x, Consistency c = Consistency::Domain);
// x_i + offsets_i pairwise different (N-queens diagonals without auxiliary variables).
void alldifferent(Space& s, const VarIds& x, const std::vector<Val>& offsets, Consistency c);
void alldifferentValue(Space& s, const VarIds& x);   // value elimination (forward checking)
void alldifferentValue(Space& s, const VarIds& x, const std::vector<Val>& offsets);
void alldifferentBounds(Space& s, const VarIds& x);  // bounds consistency, Lopez-Ortiz et al. 2003
void alldifferentBounds(Space& s, const VarIds& x, const std::vector<Val>& offsets);
void alldifferentDomain(Space& s, const VarIds& x);  // domain consistency, Regin 1994
void alldifferentDomain(Space& s, const VarIds& x, const std::vector<Val>& offsets);
// Domain consistency on every unit (possibly overlapping variable lists) as ONE propagator that
// re-filters only the units touched since their last run (constraints/alldiff_group.cpp): the
// same fixpoint as alldifferentDomain on each unit, at a fraction of the cost on Sudoku and
// Latin squares. Falls back to alldifferentDomain per unit when a unit has more than 64 values or
// a domain is not a one-word bitset. One propagator means one dom/wdeg weight for all its
// variables: models searched with dom/wdeg should post the units separately.
void alldifferentGroup(Space& s, const std::vector<VarIds>& units);

// ---- element (constraints/element.cpp): array[idx] == v, idx 0-based ----
void element(Space& s, const std::vector<Val>& array, VarId idx, VarId v);
void element(Space& s, const VarIds& array, VarId idx, VarId v);

// ---- counting (constraints/count.cpp, gcc.cpp) ----
// |{i : x_i == v}| == n
void count(Space& s, const VarIds& x, Val v, VarId n);
// for every j: |{i : x_i == values[j]}| == counts[j]; with `closed`, every x_i takes one of
// `values`.
void globalCardinality(Space& s, const VarIds& x, const std::vector<Val>& values, const VarIds& counts,
                       bool closed = false);

// ---- inverse (constraints/inverse.cpp): p[i] == j  <=>  q[j] == i (0-based + offsets) ----
void inverse(Space& s, const VarIds& p, const VarIds& q, Val pOffset = 0, Val qOffset = 0);

// ---- max (constraints/max.cpp): m == max(x) ----
void maximum(Space& s, const VarIds& x, VarId m);

// ---- Boolean (constraints/boolean.cpp); Boolean variables are 0/1 integer variables ----
// OR(pos) || OR(!neg)
void clause(Space& s, const VarIds& pos, const VarIds& neg);
void reifEqConst(Space& s, VarId b, VarId x, Val v);  // b <=> x == v
void reifLeConst(Space& s, VarId b, VarId x, Val v);  // b <=> x <= v
void reifEqVar(Space& s, VarId b, VarId x, VarId y);  // b <=> x == y

// ---- table (constraints/table.cpp): (x_1..x_k) is one of the tuples ----
void table(Space& s, const VarIds& x, const std::vector<std::vector<Val>>& tuples);

// ---- reification (constraints/reified.cpp) ----
// Equiv: b <=> condition; Imp: b -> condition (half reification: a false condition only forces
// b = 0, and b = 0 imposes nothing).
enum class Reif { Equiv, Imp };
// (b <=> / b ->) sum(a_i * x_i) rel c, any Rel.
void reifLinear(Space& s, const std::vector<Val>& a, const VarIds& x, Rel rel, Val c, VarId b,
                Reif mode = Reif::Equiv);
// A constant set of integers as sorted, disjoint closed ranges.
using ValRanges = std::vector<std::pair<Val, Val>>;
// x in set (exact on bounds-only domains too: their bounds are kept inside the ranges).
void inSet(Space& s, VarId x, const ValRanges& set);
// (b <=> / b ->) x in set.
void reifInSet(Space& s, VarId b, VarId x, const ValRanges& set, Reif mode = Reif::Equiv);

// ---- non-linear arithmetic (constraints/nonlinear.cpp); bounds consistency unless noted ----
void times(Space& s, VarId x, VarId y, VarId z);     // z == x * y
void divide(Space& s, VarId x, VarId y, VarId z);    // z == x div y (truncated towards zero)
void modulo(Space& s, VarId x, VarId y, VarId z);    // z == x mod y (x - y * (x div y))
void absolute(Space& s, VarId x, VarId z);           // z == |x| (domain consistent on bitsets)
void minimum(Space& s, const VarIds& x, VarId m);    // m == min(x)
void power(Space& s, VarId x, VarId y, VarId z);     // z == x ^ y; y < 0: z == 1 div x^-y, x != 0

// ---- parity (constraints/parity.cpp) ----
// The number of Boolean variables of x that are true is odd (odd = true) or even.
void parity(Space& s, const VarIds& x, bool odd);

// Integer helpers shared by propagators.
inline Val floorDiv(Val a, Val b) {
  Val q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
inline Val ceilDiv(Val a, Val b) {
  Val q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

}  // namespace deduce::cp
