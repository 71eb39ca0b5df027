// PLACEHOLDER until the bounds-consistent propagator lands: falls back to value elimination.
#include "cp/model.h"
namespace deduce::cp {
void alldifferentBounds(Space& s, const VarIds& x) { alldifferentValue(s, x); }
}  // namespace deduce::cp
