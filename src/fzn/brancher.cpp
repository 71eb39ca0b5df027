#include "fzn/brancher.h"

#include <limits>

namespace deduce::fzn {

using cp::Space;
using cp::Val;
using cp::VarId;

VarChoice parseVarChoice(const std::string& n) {
  if (n == "first_fail") return VarChoice::FirstFail;
  if (n == "anti_first_fail") return VarChoice::AntiFirstFail;
  if (n == "smallest") return VarChoice::Smallest;
  if (n == "largest") return VarChoice::Largest;
  if (n == "occurrence") return VarChoice::Occurrence;
  if (n == "most_constrained") return VarChoice::MostConstrained;
  if (n == "max_regret") return VarChoice::MaxRegret;
  if (n == "dom_w_deg") return VarChoice::DomWDeg;
  return VarChoice::InputOrder;
}

ValChoice parseValChoice(const std::string& n) {
  if (n == "indomain_max") return ValChoice::Max;
  if (n == "indomain_median" || n == "indomain_middle") return ValChoice::Median;
  if (n == "indomain_split" || n == "indomain_reverse_split") return ValChoice::Split;
  if (n == "indomain_random") return ValChoice::Random;
  return ValChoice::Min;
}

FznBrancher::FznBrancher(Space& s, std::vector<SearchPhase> phases, std::vector<int> occurrences, uint64_t seed)
    : phases_(std::move(phases)), occ_(std::move(occurrences)), rng_(seed) {
  for (size_t i = 0; i < phases_.size(); ++i) first_.push_back(s.newTrailedInt(0));
}

namespace {

// A score to minimise for each variable choice (the first variable with the least score wins).
// Returns a pair so that most_constrained can break ties by occurrence.
struct Score {
  double a = 0, b = 0;
  bool operator<(const Score& o) const { return a < o.a || (a == o.a && b < o.b); }
};

}  // namespace

VarId FznBrancher::select(Space& s, const SearchPhase& ph, int first) {
  auto occ = [&](VarId x) { return static_cast<double>(x < static_cast<VarId>(occ_.size()) ? occ_[x] : 0); };
  auto score = [&](VarId x) -> Score {
    switch (ph.var) {
      case VarChoice::InputOrder: return {};
      case VarChoice::FirstFail: return {static_cast<double>(s.size(x)), 0};
      case VarChoice::AntiFirstFail: return {-static_cast<double>(s.size(x)), 0};
      case VarChoice::Smallest: return {static_cast<double>(s.min(x)), 0};
      case VarChoice::Largest: return {-static_cast<double>(s.max(x)), 0};
      case VarChoice::Occurrence: return {-occ(x), 0};
      case VarChoice::MostConstrained: return {static_cast<double>(s.size(x)), -occ(x)};
      case VarChoice::MaxRegret: {
        Val second = s.next(x, s.min(x));
        return {-static_cast<double>(second - s.min(x)), 0};
      }
      case VarChoice::DomWDeg: return {static_cast<double>(s.size(x)) / s.degreeWeight(x), 0};
    }
    return {};
  };
  VarId best = ph.vars[first];
  if (ph.var == VarChoice::InputOrder) return best;
  Score bs = score(best);
  for (size_t j = first + 1; j < ph.vars.size(); ++j) {
    VarId y = ph.vars[j];
    if (s.fixed(y)) continue;
    Score sc = score(y);
    if (sc < bs) best = y, bs = sc;
  }
  return best;
}

bool FznBrancher::choose(Space& s, cp::Choice& out) {
  for (size_t p = 0; p < phases_.size(); ++p) {
    const SearchPhase& ph = phases_[p];
    int n = static_cast<int>(ph.vars.size());
    int i = static_cast<int>(s.trailedInt(first_[p]));
    while (i < n && s.fixed(ph.vars[i])) ++i;
    s.setTrailedInt(first_[p], i);
    if (i == n) continue;
    if (ph.assignOnly) {
      VarId y = ph.vars[i];
      out = {cp::Choice::Eq, y, s.min(y)};
      s.assign(y, out.val);
      return true;
    }
    VarId x = select(s, ph, i);
    Val lo = s.min(x), hi = s.max(x), v = lo;
    out.var = x;
    out.kind = cp::Choice::Eq;
    switch (ph.val) {
      case ValChoice::Min: v = lo; break;
      case ValChoice::Max: v = hi; break;
      case ValChoice::Median: {
        if (s.boundsOnly(x)) {
          v = lo + (hi - lo) / 2;
          break;
        }
        uint64_t k = (s.size(x) - 1) / 2;
        v = lo;
        while (k--) v = s.next(x, v);
        break;
      }
      case ValChoice::Split:
        v = lo + (hi - lo) / 2;
        out.kind = cp::Choice::Le;
        break;
      case ValChoice::Random: {
        if (s.boundsOnly(x)) {
          v = std::uniform_int_distribution<Val>(lo, hi)(rng_);
          break;
        }
        uint64_t k = std::uniform_int_distribution<uint64_t>(0, s.size(x) - 1)(rng_);
        v = lo;
        while (k--) v = s.next(x, v);
        break;
      }
    }
    if (s.boundsOnly(x)) {
      // interior values cannot be removed from a bounds-only domain: split at v (v < max so
      // that both halves are non-empty)
      out.kind = cp::Choice::Le;
      if (v >= hi) v = hi - 1;
    }
    out.val = v;
    return true;
  }
  return false;
}

}  // namespace deduce::fzn
