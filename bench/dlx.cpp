// `deduce bench dlx`: dancing links speed. Sudoku by exact cover on the 17-clue and the hardest
// sets of ../shared/data/sudoku (puzzles per second, updates per second), the Langford count
// (n = 15 by default) and the full 6x10 pentomino count: time, updates, updates per second.
//
//   deduce bench dlx [--data DIR] [--sudoku-limit N] [--langford N[,N...]] [--repeat R]
//                    [--skip-sudoku] [--skip-langford] [--skip-pentomino]
//
// "reference C-style DLX" rows run the same count with a plain pointer-based implementation of
// Knuth's 2000 paper (below), the yardstick for our updates per second; the "ratio" column is
// the reference's updates per CPU second over ours (the goal: at most 1.2). With
// --repeat R each count runs R times, ours and the reference alternately, and the fastest run
// of each is reported (the machine is shared: the minimum is the least disturbed run).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <string>

#include "app/bench.h"
#include "exactcover/dlx.h"
#include "exactcover/sudoku_cover.h"
#include "numbers_common.h"
#include "puzzles/langford/langford.h"
#include "puzzles/pentomino/pentomino.h"

namespace deduce {
namespace {

// Process CPU time in ms: the machine may be shared, so rates are per CPU second.
double cpuMs() { return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC; }

void report(const char* what, const exactcover::DlxStats& st, double cpu) {
  std::printf("%-32s %12llu %14llu %10.1f %10.1f %10.1f\n", what, (unsigned long long)st.solutions,
              (unsigned long long)st.updates, st.timeMs, cpu, cpu > 0 ? st.updates / cpu / 1000.0 : 0.0);
  std::fflush(stdout);
}

// A reference for "a careful C implementation": Knuth's 2000 dancing links as written in his
// paper — nodes with four pointers and a column pointer, headers with sizes, no colours — in
// plain C style, with the same item choice as Dlx and, like Dlx, no cover of an empty column (a
// dead end), so both walk the same tree and count the same updates; only the time per update
// differs.
struct RefNode {
  RefNode *l, *r, *u, *d;
  RefNode* c;
  long size;
};
struct RefDlx {
  std::vector<RefNode> nodes;
  RefNode* root;
  uint64_t updates = 0, solutions = 0;
  explicit RefDlx(const exactcover::Problem& p) {
    size_t total = 1 + p.items.size();
    for (const auto& o : p.options) total += o.size();
    nodes.resize(total);
    root = &nodes[0];
    root->l = root->r = root;
    for (size_t i = 1; i <= p.items.size(); ++i) {
      RefNode* h = &nodes[i];
      h->u = h->d = h->c = h;
      h->size = 0;
      if (static_cast<int>(i) <= p.numPrimary) h->l = root->l, h->r = root, root->l->r = h, root->l = h;
      else h->l = h->r = h;
    }
    size_t next = 1 + p.items.size();
    for (const auto& o : p.options) {
      RefNode* first = nullptr;
      for (const auto& e : o) {
        RefNode* x = &nodes[next++];
        RefNode* h = &nodes[e.item + 1];
        x->c = h, x->u = h->u, x->d = h, h->u->d = x, h->u = x, ++h->size;
        if (!first) first = x->l = x->r = x;
        else x->r = first, x->l = first->l, first->l->r = x, first->l = x;
      }
    }
  }
  void cover(RefNode* c) {
    c->r->l = c->l, c->l->r = c->r, ++updates;
    for (RefNode* i = c->d; i != c; i = i->d)
      for (RefNode* j = i->r; j != i; j = j->r) j->d->u = j->u, j->u->d = j->d, --j->c->size, ++updates;
  }
  void uncover(RefNode* c) {
    for (RefNode* i = c->u; i != c; i = i->u)
      for (RefNode* j = i->l; j != i; j = j->l) ++j->c->size, j->d->u = j, j->u->d = j;
    c->r->l = c, c->l->r = c;
  }
  void search() {
    if (root->r == root) {
      ++solutions;
      return;
    }
    RefNode* c = root->r;
    for (RefNode* j = c->r; j != root && c->size > 1; j = j->r)
      if (j->size < c->size) c = j;
    if (c->size == 0) return;
    cover(c);
    for (RefNode* r = c->d; r != c; r = r->d) {
      for (RefNode* j = r->r; j != r; j = j->r) cover(j->c);
      search();
      for (RefNode* j = r->l; j != r; j = j->l) uncover(j->c);
    }
    uncover(c);
  }
};

// Count p with our engine and, with `withRef`, with the reference, alternately, `repeat` times
// each; prints the fastest run of each and the ratio of their updates per CPU second.
void compare(const char* what, const exactcover::Problem& p, int64_t want, int repeat, bool withRef, int& rc) {
  exactcover::Dlx d(p);
  RefDlx ref(p);
  exactcover::DlxStats ours;
  double ourCpu = -1, refCpu = -1;
  for (int r = 0; r < repeat; ++r) {
    double c0 = cpuMs();
    d.run({}, nullptr);
    double cpu = cpuMs() - c0;
    if (ourCpu < 0 || cpu < ourCpu) ourCpu = cpu, ours = d.stats();
    if (!withRef) continue;
    ref.updates = ref.solutions = 0;
    c0 = cpuMs();
    ref.search();
    cpu = cpuMs() - c0;
    if (refCpu < 0 || cpu < refCpu) refCpu = cpu;
  }
  report(what, ours, ourCpu);
  if (want >= 0 && ours.solutions != static_cast<uint64_t>(want)) {
    std::printf("  WRONG COUNT: expected %lld\n", (long long)want);
    rc = 1;
  }
  if (!withRef) return;
  double refRate = refCpu > 0 ? ref.updates / refCpu / 1000.0 : 0.0;
  double ourRate = ourCpu > 0 ? ours.updates / ourCpu / 1000.0 : 0.0;
  std::printf("%-32s %12llu %14llu %10s %10.1f %10.1f %7.2f\n", "  reference C-style DLX",
              (unsigned long long)ref.solutions, (unsigned long long)ref.updates, "-", refCpu, refRate,
              ourRate > 0 ? refRate / ourRate : 0.0);
  if (ref.solutions != ours.solutions || ref.updates != ours.updates) {
    std::printf("  REFERENCE DISAGREES\n");
    rc = 1;
  }
  std::fflush(stdout);
}

int sudokuSet(const std::string& path, size_t limit) {
  std::ifstream in(path);
  if (!in) {
    std::printf("%-32s (missing: %s)\n", "sudoku", path.c_str());
    return 0;
  }
  std::string line;
  size_t n = 0, solved = 0;
  exactcover::DlxStats tot;
  auto t0 = std::chrono::steady_clock::now();
  double c0 = cpuMs();
  while (n < limit && std::getline(in, line)) {
    if (line.size() < 81 || line[0] == '#') continue;
    std::vector<int> cells(81);
    for (int i = 0; i < 81; ++i) cells[i] = (line[i] >= '1' && line[i] <= '9') ? line[i] - '0' : 0;
    auto r = exactcover::solveSudoku(cells, 3, 3, false, 2, {});
    ++n;
    solved += r.solutions == 1;
    tot.updates += r.stats.updates;
    tot.nodes += r.stats.nodes;
  }
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  double cpu = cpuMs() - c0;
  std::string name = path.substr(path.find_last_of('/') + 1);
  std::printf("%-28s %6zu puzzles (%zu unique), wall %.1f ms, cpu %.1f ms, %.0f puzzles/cpu-s, %.0f nodes and "
              "%.0f updates/puzzle, %.1f M updates/cpu-s\n",
              name.c_str(), n, solved, ms, cpu, n / (cpu / 1000.0), double(tot.nodes) / (n ? n : 1),
              double(tot.updates) / (n ? n : 1), cpu > 0 ? tot.updates / cpu / 1000.0 : 0.0);
  std::fflush(stdout);
  return solved == n ? 0 : 1;
}

int runDlxBench(const Options& opt) {
  // ../shared/data from the repository root (main), or ../../shared/data from a worktree
  std::string data = "../shared/data/sudoku";
  if (const char* env = std::getenv("DEDUCE_SHARED_DATA")) data = std::string(env) + "/sudoku";
  else if (!std::ifstream(data + "/README.md") && std::ifstream("../../shared/data/sudoku/README.md"))
    data = "../../shared/data/sudoku";
  data = opt.get("data", data);
  const size_t limit = static_cast<size_t>(opt.getInt("sudoku-limit", 10000, 1, 999999999));
  const std::vector<int> langs = benchutil::intList(opt, "langford", {15}, 1, 24);
  const int repeat = static_cast<int>(opt.getInt("repeat", 1, 1, 999999999));
  const bool skipSudoku = opt.has("skip-sudoku"), skipLang = opt.has("skip-langford"), skipPento = opt.has("skip-pentomino");
  int rc = 0;
  if (!skipSudoku) {
    std::printf("Sudoku by DLX (MRV rule, uniqueness check: up to 2 solutions)\n");
    rc |= sudokuSet(data + "/17clue_royle.txt", limit);
    rc |= sudokuSet(data + "/forum_hardest_1106.txt", limit);
    std::printf("\n");
  }
  std::printf("%-32s %12s %14s %10s %10s %10s %7s\n", "count", "solutions", "updates", "wall_ms", "cpu_ms",
              "M upd/s", "ratio");
  if (!skipPento) {
    compare("pentomino 6x10 (X in a quarter)", pentomino::build(6, 10, true).problem, 2339, repeat, true, rc);
    compare("pentomino 6x10 (all)", pentomino::build(6, 10, false).problem, 9356, 1, false, rc);
  }
  if (!skipLang) {
    // counts with each solution and its reversal once (OEIS A014552); none when n % 4 is 1 or 2
    const int64_t known[] = {-1, -1, -1, 1, 1, 0, 0, 26, 150, 0, 0, 17792, 108144, 0, 0, 39809640, 326721800};
    for (int n : langs) {
      std::string name = "langford n=" + std::to_string(n);
      int64_t want = n <= 16 ? known[n] : (n % 4 == 1 || n % 4 == 2 ? 0 : -1);
      compare(name.c_str(), langford::build(n, true).problem, want, repeat, true, rc);
    }
  }
  return rc;
}

[[maybe_unused]] const bool registered = app::registerBench({
    "dlx",
    "dancing links: Sudoku sets (puzzles/s), Langford n=15 and pentomino counts (updates/s)",
    "",
    "Sudoku by DLX on DIR/17clue_royle.txt and DIR/forum_hardest_1106.txt (the first N puzzles of\n"
    "each), then the pentomino 6x10 counts and the Langford counts (n = 15 takes minutes), each\n"
    "beside a reference C-style DLX; ratio = the reference's updates/s over ours (goal: <= 1.2).\n",
    {
        {"data", true, "DIR: the Sudoku sets' folder (default ../shared/data/sudoku)"},
        {"sudoku-limit", true, "N: the first N puzzles of each Sudoku set (default 10000)", OptionSpec::Kind::Integer},
        {"langford", true, "N[,N...]: the Langford counts to run, 1 <= n <= 24 (default 15)"},
        {"repeat", true, "R: run each count R times and keep the fastest (default 1)", OptionSpec::Kind::Integer},
        {"skip-sudoku", false, "no Sudoku sets"},
        {"skip-langford", false, "no Langford counts"},
        {"skip-pentomino", false, "no pentomino counts"},
    },
    runDlxBench,
});

}  // namespace

}  // namespace deduce
