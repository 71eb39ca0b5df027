// Langford pairs: arrange 1,1,2,2,...,n,n in a row so that the two k's have exactly k numbers
// between them (solutions exist iff n = 0 or 3 mod 4). As exact cover (Knuth): primary items
// the numbers 1..n and the positions 1..2n; one option "k s_i s_{i+k+1}" per placement.
//
// Symmetry: a solution reversed is a solution, and never the same one. With breakSymmetry the
// largest odd number m <= n keeps only its placements in the left half (i + (i+m+1) < 2n+1).
// Since m is odd no placement of m is its own mirror image, so exactly one of each solution and
// its reversal remains (n = 3 -> 1, 4 -> 1, 7 -> 26, 8 -> 150, 12 -> 108144).
#pragma once

#include <string>
#include <vector>

#include "exactcover/dlx.h"

namespace deduce::langford {

struct Cover {
  exactcover::Problem problem;
  std::vector<int> number, position;  // option k places number[k] at position[k] (0-based) and
                                      // position[k] + number[k] + 1
};
Cover build(int n, bool breakSymmetry);

// The sequence (2n numbers) of a solution given as option indices.
std::vector<int> sequence(const Cover& c, int n, const std::vector<int>& options);

// Independent checker: each k in 1..n occurs exactly twice, k numbers apart. "" when valid.
std::string check(int n, const std::vector<int>& seq);

}  // namespace deduce::langford
