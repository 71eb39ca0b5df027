// Branching: which variable to branch on and which value to try first.
//
// The heuristics are the ones paper 002 (Crawford et al.) compares plus the usual extras:
//   VarSel::Input    first unfixed variable in the given order (also "a user-given static order":
//                    pass the variables in the order wanted)
//   VarSel::MinDom   MiD: smallest domain, ties to the earliest in the order
//   VarSel::MaxDom   MaD: largest domain, ties to the earliest
//   VarSel::DomWdeg  smallest domain size / weighted degree (Boussemart et al. 2004)
//   ValSel::Min      SVal: smallest value
//   ValSel::Max      GVal: greatest value
//   ValSel::Mid      AVal: the value closest to (min+max)/2, ties to the smaller
//   ValSel::Gav      GAV: the smallest value strictly greater than (min+max)/2
//   ValSel::Random   uniformly random value of the domain (seeded)
// A choice is binary: x = v | x != v, or x <= v | x > v for bounds-only (large) domains.
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "cp/space.h"

namespace deduce::cp {

enum class VarSel { Input, MinDom, MaxDom, DomWdeg };
enum class ValSel { Min, Max, Mid, Gav, Random };

// Parse/print the command-line names: input|mid|mad|domwdeg (also opre handled by genres),
// min|max|mid|gav|random.
std::optional<VarSel> parseVarSel(const std::string& s);
std::optional<ValSel> parseValSel(const std::string& s);
const char* toString(VarSel v);
const char* toString(ValSel v);

struct Choice {
  enum Kind : uint8_t { Eq, Le } kind = Eq;  // Eq: x=v | x!=v.  Le: x<=v | x>v
  VarId var = -1;
  Val val = 0;
};

// Apply the left (first) or right (second) alternative of a choice.
bool applyChoice(Space& s, const Choice& c, bool right);
std::string describeChoice(const Space& s, const Choice& c, bool right);

// A group of decision variables searched with one strategy. Search goes through the phases in
// order: the first phase with an unfixed variable supplies the next choice.
struct Phase {
  std::vector<VarId> vars;
  VarSel var = VarSel::MinDom;
  ValSel val = ValSel::Min;
};

// A brancher produces the next choice, or returns false when every decision variable is fixed.
class Brancher {
 public:
  virtual ~Brancher() = default;
  virtual bool choose(Space& s, Choice& out) = 0;
};

class PhaseBrancher : public Brancher {
 public:
  PhaseBrancher(Space& s, std::vector<Phase> phases, uint64_t seed);
  bool choose(Space& s, Choice& out) override;
  Val selectValue(const Space& s, VarId x, ValSel sel);
  std::mt19937_64& rng() { return rng_; }

 private:
  std::vector<Phase> phases_;
  std::vector<int> first_;  // trailed: index of the first possibly-unfixed variable per phase
  std::mt19937_64 rng_;
};

}  // namespace deduce::cp
