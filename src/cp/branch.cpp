#include "cp/branch.h"

#include <sstream>

namespace deduce::cp {

std::optional<VarSel> parseVarSel(const std::string& s) {
  if (s == "input" || s == "static") return VarSel::Input;
  if (s == "mid" || s == "mindom" || s == "ff") return VarSel::MinDom;
  if (s == "mad" || s == "maxdom") return VarSel::MaxDom;
  if (s == "domwdeg") return VarSel::DomWdeg;
  return std::nullopt;
}

std::optional<ValSel> parseValSel(const std::string& s) {
  if (s == "min" || s == "sval") return ValSel::Min;
  if (s == "max" || s == "gval") return ValSel::Max;
  if (s == "mid" || s == "aval") return ValSel::Mid;
  if (s == "gav") return ValSel::Gav;
  if (s == "random" || s == "rand") return ValSel::Random;
  return std::nullopt;
}

const char* toString(VarSel v) {
  switch (v) {
    case VarSel::Input: return "input";
    case VarSel::MinDom: return "mid";
    case VarSel::MaxDom: return "mad";
    case VarSel::DomWdeg: return "domwdeg";
  }
  return "?";
}

const char* toString(ValSel v) {
  switch (v) {
    case ValSel::Min: return "min";
    case ValSel::Max: return "max";
    case ValSel::Mid: return "mid";
    case ValSel::Gav: return "gav";
    case ValSel::Random: return "random";
  }
  return "?";
}

bool applyChoice(Space& s, const Choice& c, bool right) {
  if (c.kind == Choice::Eq) return right ? s.remove(c.var, c.val) : s.assign(c.var, c.val);
  return right ? s.setMin(c.var, c.val + 1) : s.setMax(c.var, c.val);
}

std::string describeChoice(const Space&, const Choice& c, bool right) {
  std::ostringstream os;
  os << 'x' << c.var << (c.kind == Choice::Eq ? (right ? " != " : " = ") : (right ? " > " : " <= ")) << c.val;
  return os.str();
}

PhaseBrancher::PhaseBrancher(Space& s, std::vector<Phase> phases, uint64_t seed)
    : phases_(std::move(phases)), rng_(seed) {
  for (size_t i = 0; i < phases_.size(); ++i) first_.push_back(s.newTrailedInt(0));
}

Val PhaseBrancher::selectValue(const Space& s, VarId x, ValSel sel) {
  Val lo = s.min(x), hi = s.max(x);
  switch (sel) {
    case ValSel::Min: return lo;
    case ValSel::Max: return hi;
    case ValSel::Mid:
    case ValSel::Gav: {
      // Compare 2v with lo+hi to stay in integers. below: largest value with 2v <= lo+hi;
      // above: smallest value with 2v > lo+hi.
      Val t = lo + hi;
      Val floorHalf = t >= 0 ? t / 2 : -((-t + 1) / 2);
      Val above = s.next(x, floorHalf);
      if (sel == ValSel::Gav) return above > hi ? hi : above;
      Val below = s.prev(x, floorHalf + 1);
      if (below < lo) return above;
      if (above > hi) return below;
      return (t - 2 * below <= 2 * above - t) ? below : above;
    }
    case ValSel::Random: {
      if (s.boundsOnly(x)) return std::uniform_int_distribution<Val>(lo, hi)(rng_);
      uint64_t k = std::uniform_int_distribution<uint64_t>(0, s.size(x) - 1)(rng_);
      Val v = lo;
      while (k--) v = s.next(x, v);
      return v;
    }
  }
  return lo;
}

bool PhaseBrancher::choose(Space& s, Choice& out) {
  for (size_t p = 0; p < phases_.size(); ++p) {
    const Phase& ph = phases_[p];
    int n = static_cast<int>(ph.vars.size());
    int i = static_cast<int>(s.trailedInt(first_[p]));
    while (i < n && s.fixed(ph.vars[i])) ++i;
    s.setTrailedInt(first_[p], i);
    if (i == n) continue;
    VarId best = ph.vars[i];
    switch (ph.var) {
      case VarSel::Input: break;
      case VarSel::MinDom: {
        // key = size - 2, so that a fixed variable (size 1) wraps to the largest key and is never
        // taken; the comparison as a select, not a branch (which one is smaller is a coin flip
        // for the predictor); a size of 2 cannot be beaten
        uint64_t bk = s.size(best) - 2;
        for (int j = i + 1; j < n && bk > 0; ++j) {
          const VarId y = ph.vars[j];
          const uint64_t k = s.size(y) - 2;
          const bool better = k < bk;
          best = better ? y : best;
          bk = better ? k : bk;
        }
        break;
      }
      case VarSel::MaxDom: {
        uint64_t bs = s.size(best);
        for (int j = i + 1; j < n; ++j) {
          VarId y = ph.vars[j];
          uint64_t sz = s.size(y);
          if (sz > 1 && sz > bs) best = y, bs = sz;
        }
        break;
      }
      case VarSel::DomWdeg: {
        double bs = static_cast<double>(s.size(best)) / s.degreeWeight(best);
        for (int j = i + 1; j < n; ++j) {
          VarId y = ph.vars[j];
          if (s.fixed(y)) continue;
          double sc = static_cast<double>(s.size(y)) / s.degreeWeight(y);
          if (sc < bs) best = y, bs = sc;
        }
        break;
      }
    }
    out.var = best;
    out.val = selectValue(s, best, ph.val);
    out.kind = Choice::Eq;
    if (s.boundsOnly(best)) {
      // large domains: split at the chosen value (x <= v | x > v); keep v < max so both halves
      // are non-empty
      out.kind = Choice::Le;
      if (out.val >= s.max(best)) out.val = s.max(best) - 1;
    }
    return true;
  }
  return false;
}

}  // namespace deduce::cp
