// SEND + MORE = MONEY with the deduce modelling API: the example program of docs/modelling.md.
#include <iostream>

#include "cp/model.h"
#include "cp/search.h"

using namespace deduce::cp;

int main() {
  Space s;
  VarIds x = intVars(s, 8, 0, 9);  // S E N D M O R Y
  enum { S, E, N, D, M, O, R, Y };
  alldifferent(s, x, Consistency::Domain);
  notEqualConst(s, x[S], 0);
  notEqualConst(s, x[M], 0);
  //          SEND            +  MORE            = MONEY
  linear(s, {1000, 100, 10, 1, 1000, 100, 10, 1, -10000, -1000, -100, -10, -1},
         {x[S], x[E], x[N], x[D], x[M], x[O], x[R], x[E], x[M], x[O], x[N], x[E], x[Y]}, Rel::EQ, 0);
  PhaseBrancher brancher(s, {{x, VarSel::MinDom, ValSel::Min}}, /*seed=*/1);
  Search(s, brancher).run([&](Space& sp) {
    const char* names = "SENDMORY";
    for (int i = 0; i < 8; ++i) std::cout << names[i] << '=' << sp.value(x[i]) << ' ';
    std::cout << '\n';
    return true;  // look for more: the puzzle has exactly one solution
  });
  std::cout << "solutions: " << s.stats.solutions << ", nodes: " << s.stats.nodes << '\n';
}
