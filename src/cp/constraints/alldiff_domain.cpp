// PLACEHOLDER until the domain-consistent propagator lands: falls back to value elimination.
#include "cp/model.h"
namespace deduce::cp {
void alldifferentDomain(Space& s, const VarIds& x) { alldifferentValue(s, x); }
}  // namespace deduce::cp
