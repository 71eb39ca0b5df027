// Exact cover (Knuth's format: primary and secondary items, colours) as SAT, the SAT engine of
// the exactcover, langford and pentomino genres (they build an exactcover::Problem).
//
// One variable per option, named "o<k> <its items>" (k 0-based, colours as item:colour).
//   primary item     exactly one of the options containing it
//   secondary item   at most one "use" of it, where a use is either an option naming it without
//                    a colour, or a colour: a colour variable c(item, colour) implied by every
//                    option giving it that colour (o -> c). Options that agree on the colour may
//                    share the item; a second colour or an uncoloured option cannot join. This
//                    is "the item's colour is equal in every option that uses it" with one
//                    Boolean per (item, colour) pair instead of an integer colour variable.
// Every option has a primary item (the parser requires it), so a solution is fixed by its true
// option variables and blocking uses those only (an exact cover cannot contain another).
#pragma once

#include <functional>
#include <vector>

#include "exactcover/dlx.h"
#include "sat/cnf.h"
#include "sat/solver.h"

namespace deduce::exactcover {

struct SatModel {
  sat::Cnf cnf;
  std::vector<sat::Lit> projection;  // option k's variable at index k
  bool oneHot = true;                // every option has a primary item (see above)
  std::vector<int> decode(const std::vector<bool>& values) const;  // chosen options, ascending
};

SatModel buildSat(const Problem& p, sat::AmoEncoding amo = sat::AmoEncoding::Auto);

// Enumerate the exact covers under opt; onSolution gets the chosen option indices (ascending)
// and returns false to stop (null: count only).
sat::Result solveSat(const Problem& p, const sat::Options& opt,
                     const std::function<bool(const std::vector<int>&)>& onSolution = {});

}  // namespace deduce::exactcover
