// Enigma 1225 (New Scientist, 2003), generalised to an n x n board, after Cambazard, O'Sullivan
// and Smith, "A constraint-based approach to Enigma 1225" (paper 000).
//
// Put a positive integer in every cell so that (1) no two rows are identical, (2) each row equals
// some column, but not the column with the same index, and (3) if N is the largest number used
// then 1..N all appear. Maximise the total.
//
// Vocabulary used throughout this folder (0-based indices):
//   permutation  p[i] = j means "column i equals row j" (the paper's p_i); a derangement.
//   partition    the cycle lengths of p, non-decreasing, no part equal to 1.
//   classes      the cells forced equal by p: (i, j) -> (p[j], i) -> ... (the paper's eqc sets).
// The total of the best board for p depends only on the partition (Csenki): the classes of a
// cycle of length k are k/2 classes of 2k cells (k even) or (k-1)/2 of 2k plus one of k cells
// (k odd, Properties 1-2); two cycles of lengths k and l share gcd(k, l) classes of 2 lcm(k, l)
// cells. Giving the classes the values 1..c from the smallest to the biggest (Algorithm 1) is the
// best board, and it is a solution iff its rows are pairwise different, which fails exactly when
// the partition has one part 2 and every other part is odd (then the 2-cycle's two rows agree).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cp/model.h"
#include "cp/parallel.h"
#include "cp/search.h"

namespace deduce::enigma1225 {

using Partition = std::vector<int>;
using Board = std::vector<std::vector<int64_t>>;
// Class sizes with multiplicities, sorted by size: {size, count}.
using Histogram = std::vector<std::pair<int64_t, int64_t>>;

// ---- partitions and permutations ----
// The representative permutation of a partition: each cycle on consecutive elements, cycles in
// the given order, i -> i+1 inside a cycle and the last element back to the first (C9, C10).
std::vector<int> representative(const Partition& parts);
// Cycle lengths of a permutation, sorted non-decreasing.
Partition cycleType(const std::vector<int>& perm);
// Every partition of n without parts equal to 1, parts non-decreasing, in lexicographic order
// (the order in which the advanced model's search meets them: 2,2,... first).
void forEachPartition(int n, const std::function<void(const Partition&)>& visit);
uint64_t countPartitions(int n);  // partitions of n without 1s
std::string toString(const Partition& parts);  // "{2, 2, 3}"

// ---- Algorithm 1: the best board for a complete permutation ----
struct BestBoard {
  bool feasible = false;  // the most general board has pairwise different rows
  int64_t total = 0;
  int64_t classes = 0;    // N, the number of distinct values
  Board board;
};
BestBoard bestBoard(const std::vector<int>& perm);

// ---- closed forms from the partition ----
Histogram classHistogram(const Partition& parts);
// Total of the best board for the partition, or -1 when no board exists for it.
int64_t partitionTotal(const Partition& parts);
bool partitionFeasible(const Partition& parts);
// Algorithm 1's objective on a multiset of class sizes: sum of rank * size, smallest first.
// The sizes need not sum to `cells`: then it computes sum_{t < c} max(0, cells - P_t), P_t the
// t smallest sizes' sum, which equals rank*size when they do and upper-bounds the total of any
// multiset they dominate (see bounds in enigma1225.cpp).
int64_t rankedTotal(Histogram h, int64_t cells);

// ---- bounds on partial permutations (C12) ----
// What a partial assignment of p tells: closed cycles, open chains (paths of fixed p's), free
// elements (on no chain). `prefix` is true when the closed cycles are exactly the elements
// 0..sum(closed)-1, and `leadOpen` is then the length of the open chain starting right after
// them (0 if none): with the symmetry breaking of C9-C10 every later part is at least that long.
struct PartialPartition {
  Partition closed;
  std::vector<int> open;  // lengths (number of elements) of the open chains
  int freeCount = 0;
  bool prefix = false;
  int leadOpen = 0;
  bool complete() const { return open.empty() && freeCount == 0; }
};
// From domains: fixed[i] is p[i] when fixed, else -1.
PartialPartition analyse(const std::vector<int>& fixed);

// The paper's Algorithm 3.
int64_t ubnval(int n, Partition parts);
// Algorithm 2 on a partial partition: n^2 * UBNVAL(closed + open chains closed + 2,..,2 / 3,2,..,2).
int64_t paperBound(int n, const PartialPartition& pp);
// The sharp bound (docs/results/enigma1225.md): exact classes among the closed cycles, and for
// the rest the smallest classes the remaining elements could form given that every later part
// is >= q = max(2, largest closed part, leading open chain).
int64_t sharpBound(int n, const PartialPartition& pp);

// ---- the independent checker (shares nothing with the models) ----
// Checks the three rules on the board and that `total` is its sum. "" when valid.
// Rule 2 is read as the paper does: row i equals some column j != i, and not column i.
std::string check(int n, const Board& board, int64_t total);

std::string render(const Board& board);

// ---- solving ----
enum class ModelKind { Basic, Advanced, Partitions };
enum class BoundKind { Paper, Sharp };

struct Result {
  bool found = false;
  bool complete = false;   // optimality proven (or infeasibility)
  int64_t total = 0;
  Partition partition;
  std::vector<int> perm;
  Board board;
  cp::Stats stats;
  uint64_t explored = 0;    // complete partitions evaluated (Table 2 "explored partitions")
  uint64_t partitions = 0;  // partitions of n without 1s (Table 2 "total partitions"; 0 if not counted)
};

// Advanced model (Figure 5) on the kernel: p, q, S with C5, C6, C9, C10, C11, C12.
Result solveAdvanced(int n, BoundKind bound, const cp::Limits& limits);
// Basic model (Figure 4) on the kernel: p, x, o, N, S with C1..C8; `extra` adds the implied
// class bound on S (basic.cpp, `--basic-extra on|off`). n <= kBasicMaxN (std::invalid_argument).
constexpr int kBasicMaxN = 12;
Result solveBasic(int n, const cp::Limits& limits, bool extra = true);
// The basic model built into s (solveBasic's model; parallel search builds one per worker):
// maximise S by branch and bound with `brancher`.
struct BasicModel {
  cp::VarIds p;
  std::vector<cp::VarIds> x;  // the cells, row by row
  cp::VarId S = -1;
  std::unique_ptr<cp::Brancher> brancher;
};
BasicModel buildBasic(cp::Space& s, int n, bool extra = true);
Board basicBoard(const cp::Space& s, const BasicModel& m);  // the board of a solution
// The basic model for parallel search (cp/parallel.h): maximise S. When `first` is given, the
// first model built is stored there (its variable ids are every worker's: basicBoard on any
// worker's space); the first call is made before the workers start, so no lock is needed.
cp::ModelFactory basicFactory(int n, bool extra = true, std::shared_ptr<BasicModel>* first = nullptr);
// The basic model's implied class bound (basic.cpp; public for the tests). Classes of cells
// forced equal, class c with sizes[c] cells and domain masks[c] (bit v: value v allowed, v in
// 1..62). bound(N) is the largest total of a board where every class takes one value of its
// domain <= N and every value 1..N is taken by some class, -1 when there is none: C3, C4, C7
// and C8 on the classes, without C1.
class ClassBoardBound {
 public:
  static constexpr int64_t kForbidden = int64_t{1} << 40;
  // minFinal: the classes are still to be merged into final classes of at least minFinal cells
  // (3 in Enigma: see basic.cpp); used only when every class can take every value 1..N.
  void setClasses(const std::vector<int>& sizes, const std::vector<uint64_t>& masks, int minFinal = 1);
  int64_t bound(int N);
  // A board reaching bound(N) when minFinal is 1, a board of the classes as they are otherwise:
  // the value of every class (empty when bound(N) is -1).
  std::vector<int> board(int N);

 private:
  int64_t assignment(int R, int C);
  std::vector<int64_t> sizes_, sorted_, P_, sumP_, top_, cost_, u_, v_, minv_;
  std::vector<uint64_t> masks_;
  std::vector<int> match_, way_;
  std::vector<char> used_;
  int64_t cells_ = 0;
  uint64_t common_ = 0;
};

// Enumeration of every partition without 1s, Algorithm 1 on each representative (Csenki).
Result solvePartitions(int n, const cp::Limits& limits);
Result solve(int n, ModelKind model, BoundKind bound, const cp::Limits& limits, bool basicExtra = true);
// Shared by the two CP models: branch and bound maximising S. Each solution records S and p in
// `res` (and calls `more` for model-specific extras); sets found, complete and stats.
void maximise(cp::Space& s, cp::Brancher& br, cp::VarId S, const cp::VarIds& p, const cp::Limits& limits, Result& res,
              const std::function<void(cp::Space&)>& more = {});

// Conjecture check: does every partition other than {2,..,2} / {2,..,2,3} give a smaller total?
// Branch and bound over partitions with the sharp bound, pruning only when bound < optimum, so
// ties would be found. Returns the number of partitions reaching the conjectured optimum (1 when
// the conjecture holds for n), or 0 on a time-out; `nodes` counts the partial partitions visited.
int64_t conjectureCheck(int n, double timeSeconds, uint64_t* nodes = nullptr);
Partition conjecturedPartition(int n);

}  // namespace deduce::enigma1225
