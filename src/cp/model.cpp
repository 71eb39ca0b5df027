#include "cp/model.h"

namespace deduce::cp {

const char* toString(Consistency c) {
  switch (c) {
    case Consistency::Value: return "value";
    case Consistency::Bounds: return "bounds";
    case Consistency::Domain: return "domain";
    case Consistency::DomainSeparate: return "domain-separate";
  }
  return "?";
}

bool parseConsistency(const std::string& s, Consistency& out) {
  if (s == "value" || s == "naive" || s == "fc") out = Consistency::Value;
  else if (s == "bounds" || s == "bc") out = Consistency::Bounds;
  else if (s == "domain" || s == "dc" || s == "gac") out = Consistency::Domain;
  else if (s == "domain-separate") out = Consistency::DomainSeparate;
  else return false;
  return true;
}

VarIds intVars(Space& s, int n, Val lo, Val hi) {
  VarIds v;
  v.reserve(n);
  for (int i = 0; i < n; ++i) v.push_back(s.newVar(lo, hi));
  return v;
}

VarIds boolVars(Space& s, int n) { return intVars(s, n, 0, 1); }

VarId offsetVar(Space& s, VarId x, Val c) {
  VarId y = s.newVar(s.min(x) + c, s.max(x) + c);
  equal(s, y, x, c);
  return y;
}

void sum(Space& s, const VarIds& x, Rel rel, Val c) { linear(s, std::vector<Val>(x.size(), 1), x, rel, c); }

void alldifferent(Space& s, const VarIds& x, Consistency c) {
  switch (c) {
    case Consistency::Value: alldifferentValue(s, x); break;
    case Consistency::Bounds: alldifferentBounds(s, x); break;
    case Consistency::Domain:
    case Consistency::DomainSeparate: alldifferentDomain(s, x); break;
  }
}

void alldifferent(Space& s, const VarIds& x, const std::vector<Val>& offsets, Consistency c) {
  switch (c) {
    case Consistency::Value: alldifferentValue(s, x, offsets); break;
    case Consistency::Bounds: alldifferentBounds(s, x, offsets); break;
    case Consistency::Domain:
    case Consistency::DomainSeparate: alldifferentDomain(s, x, offsets); break;
  }
}

}  // namespace deduce::cp
