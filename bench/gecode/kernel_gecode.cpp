// The Gecode side of `bench/compare-gecode.sh`: the same models and strategies as
// `deduce bench kernel` (N-queens all solutions with three alldifferent levels; magic squares,
// a sum-heavy model), printing the same columns. Built only by the comparison script, never
// part of deduce (Gecode is a reference solver, not a dependency).
#include <gecode/int.hh>
#include <gecode/minimodel.hh>
#include <gecode/search.hh>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace Gecode;

class Queens : public Space {
 public:
  IntVarArray q;
  Queens(int n, IntPropLevel ipl) : q(*this, n, 0, n - 1) {
    IntArgs up(n), down(n);
    for (int i = 0; i < n; ++i) {
      up[i] = i;
      down[i] = -i;
    }
    distinct(*this, q, ipl);
    distinct(*this, up, q, ipl);
    distinct(*this, down, q, ipl);
    branch(*this, q, INT_VAR_SIZE_MIN(), INT_VAL_MIN());
  }
  Queens(Queens& s) : Space(s) { q.update(*this, s.q); }
  Space* copy() override { return new Queens(*this); }
};

class Magic : public Space {
 public:
  IntVarArray x;
  Magic(int n, IntPropLevel ipl) : x(*this, n * n, 1, n * n) {
    int m = n * (n * n + 1) / 2;
    distinct(*this, x, ipl);
    Matrix<IntVarArray> g(x, n, n);
    for (int i = 0; i < n; ++i) {
      linear(*this, g.row(i), IRT_EQ, m);
      linear(*this, g.col(i), IRT_EQ, m);
    }
    IntVarArgs d1, d2;
    for (int i = 0; i < n; ++i) {
      d1 << g(i, i);
      d2 << g(n - 1 - i, i);
    }
    linear(*this, d1, IRT_EQ, m);
    linear(*this, d2, IRT_EQ, m);
    branch(*this, x, INT_VAR_SIZE_MIN(), INT_VAL_MIN());
  }
  Magic(Magic& s) : Space(s) { x.update(*this, s.x); }
  Space* copy() override { return new Magic(*this); }
};

template <class S>
void runAll(const char* model, const char* level, int n, S* root, unsigned long long maxSols) {
  auto t0 = std::chrono::steady_clock::now();
  Search::Options o;
  DFS<S> e(root, o);
  delete root;
  unsigned long long sols = 0;
  while (S* s = e.next()) {
    ++sols;
    delete s;
    if (maxSols && sols >= maxSols) break;
  }
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  Search::Statistics st = e.statistics();
  std::printf("%-6s %-8s %3d %10llu %12lu %12lu %14lu %10.1f\n", model, level, n, sols, st.node, st.fail, st.propagate, ms);
  std::fflush(stdout);
}

int main(int argc, char** argv) {
  int from = 10, to = 12;
  std::string models = "queens,magic", levelNames = "value,bounds,domain";
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--from")) from = std::atoi(argv[i + 1]);
    if (!std::strcmp(argv[i], "--to")) to = std::atoi(argv[i + 1]);
    if (!std::strcmp(argv[i], "--models")) models = argv[i + 1];
    if (!std::strcmp(argv[i], "--levels")) levelNames = argv[i + 1];
  }
  bool doQueens = models.find("queens") != std::string::npos, doMagic = models.find("magic") != std::string::npos;
  std::printf("%-6s %-8s %3s %10s %12s %12s %14s %10s\n", "model", "alldiff", "n", "solutions", "nodes", "failures",
              "propagations", "time_ms");
  struct L {
    const char* name;
    IntPropLevel ipl;
  } all[] = {{"value", IPL_VAL}, {"bounds", IPL_BND}, {"domain", IPL_DOM}};
  std::vector<L> levels;
  for (const L& l : all)
    if (levelNames.find(l.name) != std::string::npos) levels.push_back(l);
  for (const L& l : levels)
    for (int n = from; n <= to && doQueens; ++n) runAll("queens", l.name, n, new Queens(n, l.ipl), 0);
  for (const L& l : levels)
    if (doMagic) runAll("magic", l.name, 4, new Magic(4, l.ipl), 0);
  for (const L& l : levels)
    if (doMagic) runAll("magic5", l.name, 5, new Magic(5, l.ipl), 1000);
  return 0;
}
