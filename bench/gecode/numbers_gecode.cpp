// Gecode on the large Latin and magic instances with the strategy deduce uses for them: magic squares of
// order n and Latin squares of order n, first solution, smallest domain + random value with
// Luby restarts (scale 100 failures), alldifferent at bounds consistency, linear sums at bounds.
// Built and run by bench/compare-gecode-numbers.sh beside `deduce solve magic|latin`.
#include <gecode/int.hh>
#include <gecode/minimodel.hh>
#include <gecode/search.hh>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace Gecode;

class Grid : public Space {
 public:
  IntVarArray x;
  Grid(bool magic, int n, unsigned seed) : x(*this, n * n, 1, magic ? n * n : n) {
    Matrix<IntVarArray> g(x, n, n);
    if (magic) {
      int m = n * (n * n + 1) / 2;
      distinct(*this, x, IPL_BND);
      IntVarArgs d1, d2;
      for (int i = 0; i < n; ++i) {
        linear(*this, g.row(i), IRT_EQ, m);
        linear(*this, g.col(i), IRT_EQ, m);
        d1 << g(i, i);
        d2 << g(n - 1 - i, i);
      }
      linear(*this, d1, IRT_EQ, m);
      linear(*this, d2, IRT_EQ, m);
    } else {
      for (int i = 0; i < n; ++i) {
        distinct(*this, g.row(i), IPL_BND);
        distinct(*this, g.col(i), IPL_BND);
      }
    }
    branch(*this, x, INT_VAR_SIZE_MIN(), INT_VAL_RND(Rnd(seed)));
  }
  Grid(Grid& s) : Space(s) { x.update(*this, s.x); }
  Space* copy() override { return new Grid(*this); }
};

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: numbers_gecode magic|latin N [seconds]\n");
    return 2;
  }
  bool magic = !std::strcmp(argv[1], "magic");
  int n = std::atoi(argv[2]);
  double secs = argc > 3 ? std::atof(argv[3]) : 60;
  auto t0 = std::chrono::steady_clock::now();
  Grid* root = new Grid(magic, n, 1);
  Search::Options o;
  o.cutoff = Search::Cutoff::luby(100);
  o.stop = Search::Stop::time(static_cast<unsigned long>(secs * 1000));
  RBS<Grid, DFS> e(root, o);
  delete root;
  Grid* s = e.next();
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  Search::Statistics st = e.statistics();
  std::printf("gecode %s %d %s nodes %lu failures %lu restarts %lu time_ms %.1f\n", argv[1], n, s ? "solved" : "limit",
              st.node, st.fail, st.restart, ms);
  delete s;
  return 0;
}
