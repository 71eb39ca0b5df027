// element on an array of variables (element_var.cpp): array[idx - offset] == v, so idx ranges
// over offset .. offset + n - 1 (offset 1 for FlatZinc's array_var_int_element). Domain
// consistent on idx and v; once idx is fixed to i, array[i] == v is domain consistent on both.
// Like every post function it fails the space instead of throwing on infeasibility.
#pragma once

#include "cp/model.h"

namespace deduce::cp {

void elementVar(Space& s, const VarIds& array, VarId idx, VarId v, Val offset = 0);

}  // namespace deduce::cp
