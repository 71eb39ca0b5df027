// Search for FlatZinc models: the variable and value choices of the int_search / bool_search
// annotations, as a kernel Brancher going through phases in order (seq_search).
//
// Variable choices (ties go to the earliest variable in the annotation's order):
//   input_order      the first unfixed variable
//   first_fail       smallest domain
//   anti_first_fail  largest domain
//   smallest         smallest minimum value
//   largest          largest maximum value
//   occurrence       most constraints of the model on the variable (counted when the model is read)
//   most_constrained smallest domain, ties to the most constraints
//   max_regret       largest difference between the two smallest values
//   dom_w_deg        smallest domain size / weighted degree (the kernel's failure weights;
//                    Gecode uses accumulated failure counts with decay, so trees differ)
// Value choices, each a binary choice:
//   indomain_min     x = min | x != min          indomain_max   x = max | x != max
//   indomain_median  x = m | x != m, m the value at position (size-1)/2 (Gecode's INT_VAL_MED)
//   indomain_middle  the same as indomain_median (as Gecode maps it)
//   indomain_split   x <= (min+max)/2 | x > (min+max)/2, rounded down like Gecode
//   indomain_reverse_split  mapped to indomain_split (the kernel's choices always try the
//                    lower half first); the same tree, mirrored
//   indomain_random  x = r | x != r, r uniform over the domain (seeded)
//   indomain, outdomain_*, indomain_interval and unknown names map to indomain_min.
// Variables with bounds-only (very large) domains are always split at the chosen value.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "cp/branch.h"

namespace deduce::fzn {

enum class VarChoice { InputOrder, FirstFail, AntiFirstFail, Smallest, Largest, Occurrence, MostConstrained,
                       MaxRegret, DomWDeg };
enum class ValChoice { Min, Max, Median, Split, Random };

VarChoice parseVarChoice(const std::string& name);  // unknown names: InputOrder
ValChoice parseValChoice(const std::string& name);  // unknown names: Min

struct SearchPhase {
  std::vector<cp::VarId> vars;
  VarChoice var = VarChoice::InputOrder;
  ValChoice val = ValChoice::Min;
  // Introduced variables (defined by the model's other variables): each is assigned its
  // smallest value at the node itself, without an alternative to come back to (Gecode's
  // "assign" branching for them). The kernel's choices are binary, so the choice returned is
  // x = v | x != v on the already assigned x: its right branch fails at once. Without this,
  // an introduced variable left free by half-reified constraints would repeat each solution.
  bool assignOnly = false;
};

class FznBrancher : public cp::Brancher {
 public:
  // occurrences[x]: the number of model constraints on variable x (occurrence, most_constrained)
  FznBrancher(cp::Space& s, std::vector<SearchPhase> phases, std::vector<int> occurrences, uint64_t seed);
  bool choose(cp::Space& s, cp::Choice& out) override;

 private:
  cp::VarId select(cp::Space& s, const SearchPhase& ph, int first);
  std::vector<SearchPhase> phases_;
  std::vector<int> occ_;
  std::vector<int> first_;  // trailed: first possibly unfixed variable of each phase
  std::mt19937_64 rng_;
};

}  // namespace deduce::fzn
