// A CNF formula under construction: Boolean variables with optional names, clauses, and the
// clause encodings that puzzle models need (at-most-one, exactly-one, cardinality, small
// integers in the order encoding). The SAT back end's model layer: a genre's model builds a Cnf,
// sat::Solver (solver.h) solves it, and writeDimacs exports it for any other SAT solver.
//
// Literals are DIMACS literals: variable v >= 1 is the literal v, its negation -v. Clauses are
// kept in one flat vector, each clause's literals followed by a 0 (DIMACS order), which is what
// both the solver wrapper and the DIMACS writer walk.
//
// Encodings (each documented where it is declared):
//   at-most-one   pairwise (n(n-1)/2 binary clauses, no new variables), sequential counter
//                 (Sinz 2005: n-1 new variables, 3n-4 clauses), commander (Klieber & Kwon 2007:
//                 groups of 3 with pairwise inside, recursive over the commanders).
//   cardinality   totalizer (Bailleux & Boufkhad 2003): unary sum outputs o_1..o_n with
//                 o_i <=> (at least i inputs true), clauses in both directions, so one tree
//                 serves at-most-k, at-least-k and exactly-k.
//   integers      order encoding: x in [lo, hi] as hi-lo variables y_v <=> (x >= v).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <iosfwd>
#include <string>
#include <vector>

namespace deduce::sat {

using Lit = int;  // DIMACS literal: v or -v, v >= 1

enum class AmoEncoding {
  Auto,        // pairwise up to kPairwiseMax literals, else sequential counter
  Pairwise,
  Sequential,
  Commander,
};
// "auto", "pairwise", "sequential", "commander"; the parser throws std::invalid_argument.
const char* toString(AmoEncoding e);
AmoEncoding amoEncodingFromString(const std::string& name);

// An integer variable in the order encoding: the literal geq(v) is true iff x >= v.
struct OrderInt {
  int lo = 0, hi = 0;
  std::vector<Lit> ge;  // ge[i] <=> x >= lo + 1 + i, i = 0..hi-lo-1
};

class Cnf {
 public:
  static constexpr int kPairwiseMax = 6;

  // A fresh variable; `name` goes into the DIMACS comment header (empty: auxiliary).
  int newVar(std::string name = {});
  int numVars() const { return numVars_; }
  const std::string& name(int var) const;  // "" for auxiliary variables

  void addClause(std::initializer_list<Lit> lits);
  void addClause(const std::vector<Lit>& lits);
  size_t numClauses() const { return numClauses_; }
  // Every clause, each followed by 0 (the DIMACS body as integers).
  const std::vector<Lit>& flat() const { return flat_; }

  // A literal fixed to true (one variable and one unit clause, made on first use).
  Lit trueLit();

  void atLeastOne(const std::vector<Lit>& lits) { addClause(lits); }
  void atMostOne(const std::vector<Lit>& lits, AmoEncoding e = AmoEncoding::Auto);
  void exactlyOne(const std::vector<Lit>& lits, AmoEncoding e = AmoEncoding::Auto);

  // Totalizer over `lits`: returns o with o[i] <=> (at least i+1 of lits are true),
  // o.size() == lits.size(). Outputs above `cap` are not built (cap = 0: all); a caller that
  // only compares with k needs cap = k + 1.
  std::vector<Lit> totalizer(const std::vector<Lit>& lits, size_t cap = 0);
  void atMostK(const std::vector<Lit>& lits, size_t k);
  void atLeastK(const std::vector<Lit>& lits, size_t k);
  void exactlyK(const std::vector<Lit>& lits, size_t k);

  // x in [lo, hi] (lo <= hi) in the order encoding; names "name>=v" for each literal.
  OrderInt orderInt(int lo, int hi, const std::string& name = {});
  // x >= v and x <= v as literals (trueLit() / -trueLit() outside the range).
  Lit geq(const OrderInt& x, int v);
  Lit leq(const OrderInt& x, int v) { return -geq(x, v + 1); }

  // Header comments of the DIMACS file, one line each: what the variables mean, and where the
  // CNF is not the whole problem (clauses a solve adds lazily and a file lacks).
  std::vector<std::string> comments;

  // DIMACS: "c" comment lines (`extra`, then `comments`, one per line), then "c var <v> <name>"
  // for every named variable, "p cnf V C" and the clauses.
  void writeDimacs(std::ostream& out, const std::vector<std::string>& extra = {}) const;

 private:
  void amoPairwise(const std::vector<Lit>& lits);
  void amoSequential(const std::vector<Lit>& lits);
  void amoCommander(const std::vector<Lit>& lits);
  std::vector<Lit> totalizerNode(const std::vector<Lit>& lits, size_t from, size_t to, size_t cap);

  int numVars_ = 0;
  size_t numClauses_ = 0;
  std::vector<Lit> flat_;
  std::vector<std::string> names_;  // index var - 1
  Lit true_ = 0;
};

}  // namespace deduce::sat
