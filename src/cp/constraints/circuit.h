// circuit (circuit.cpp): succ[i] == j + offset means that node j follows node i, and the
// successors form one cycle through all the nodes (a Hamiltonian circuit). Posts a
// domain-consistent alldifferent on succ and the circuit propagator; like every post function
// it fails the space instead of throwing on infeasibility.
#pragma once

#include "cp/model.h"

namespace deduce::cp {

void circuit(Space& s, const VarIds& succ, Val offset = 0);

}  // namespace deduce::cp
