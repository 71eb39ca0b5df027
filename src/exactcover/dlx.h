// Exact cover by Knuth's Algorithm X on a dancing-links matrix (Knuth, "Dancing links", 2000),
// with secondary items (covered at most once) and colours on secondary items (Knuth's DLX2 /
// Algorithm C: options may share a secondary item when they give it the same colour).
//
// Algorithm X finds every set of options that covers each primary item exactly once and each
// secondary item at most once (or only with one colour). It is a complete backtracking search:
// choose an uncovered primary item i, try in turn each option containing i, remove every
// conflicting option, recurse, and restore. No pruning beyond "an item with no options left is a
// dead end" (with the MRV rule that item is chosen at once, so a wipe-out fails the node).
//
// Problem is the matrix as the caller builds it (items by index, options as lists of items with
// an optional colour); Dlx turns it into the linked structure and searches it. check() is the
// independent checker, written from the definition and sharing no code with the search.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cp/estimate.h"
#include "cp/search.h"

namespace deduce::exactcover {

struct Problem {
  struct Entry {
    int item;
    int colour;  // 0: none; c > 0: colours[c - 1] (secondary items only)
  };
  std::vector<std::string> items;  // names; the first numPrimary are the primary items
  int numPrimary = 0;
  std::vector<std::string> colours;
  std::vector<std::vector<Entry>> options;

  // Primary items must all be added before the first secondary one (throws std::logic_error).
  int addPrimary(const std::string& name);
  int addSecondary(const std::string& name);
  int colourId(const std::string& name);  // interns a colour name, returns its id (> 0)
  // An option as a list of items (each at most once); returns its index.
  int addOption(std::vector<Entry> entries);
  int addOption(const std::vector<int>& items);
};

// prefix followed by the number, e.g. name("r", 3) == "r3" (a helper for building item names).
std::string name(const char* prefix, int i);

// Independent checker: `chosen` (option indices) covers every primary item exactly once and
// every secondary item at most once, or several times with one and the same colour. Returns ""
// when valid, else what is wrong.
std::string check(const Problem& p, const std::vector<int>& chosen);

enum class ChooseRule { Mrv, Random };  // shortest item (ties by order) | uniformly random item

struct DlxOptions {
  ChooseRule rule = ChooseRule::Mrv;
  uint64_t seed = 1;
  cp::Limits limits;      // solutions (0 = all), nodes (exact), failures (dead ends), timeSeconds
  bool perDepth = false;  // collect DlxStats::depth (the trace table)
  // Parallel workers (dlx_parallel.h): asked with the nodes and dead ends so far every 256
  // nodes; false stops the search with status Limit. Not owned.
  cp::SearchMonitor* monitor = nullptr;
};

// Per-depth statistics, the columns of the paper's trace table.
struct DepthStats {
  uint64_t nodes = 0;       // search nodes at this depth (calls of search(k))
  uint64_t updates = 0;     // link removals done by the nodes at this depth
  uint64_t backtracks = 0;  // options tried at this depth and taken back
  uint64_t degree = 0;      // sum of the branching degrees (options of the chosen item)
};

struct DlxStats {
  uint64_t nodes = 0;       // search nodes (the root and one per option tried)
  uint64_t updates = 0;     // link removals ("updates", the paper's and Knuth's cost measure)
  uint64_t backtracks = 0;  // options tried and taken back
  uint64_t failures = 0;    // dead ends: a primary item with no option left
  uint64_t solutions = 0;
  uint64_t maxDepth = 0;
  double timeMs = 0;
  std::vector<DepthStats> depth;  // filled when DlxOptions::perDepth
};

// The paper's trace table: Depth, Nodes, Updates, Backtracks, Degree, then a Total line.
std::string traceTable(const DlxStats& s);

class Dlx {
 public:
  explicit Dlx(const Problem& p);
  Dlx(const Dlx&) = delete;  // the nodes point into their own array
  Dlx& operator=(const Dlx&) = delete;
  // onSolution gets the chosen option indices (in choice order); returning false stops. With a
  // null callback solutions are only counted (the fast path).
  using SolutionFn = std::function<bool(const std::vector<int>& options)>;
  cp::SearchStatus run(const DlxOptions& o, const SolutionFn& onSolution);

  // Parallel search (dlx_parallel.h) splits the tree at the top into subproblems, each a prefix:
  // the options chosen at the first levels, in choice order. split() returns the prefixes at
  // `depth` (shorter ones for the solutions above it; dead ends are left out) in the order run()
  // meets them, with the statistics of the levels above them in `above` (nodes not including the
  // prefixes' own). `open` gets the number of prefixes of full depth (0: the tree ended above).
  std::vector<std::vector<int>> split(int depth, DlxStats& above, uint64_t& open);
  // run() on the subtree below a prefix of split(): its solutions include the prefix's options,
  // stats() counts the subtree (maxDepth from the root). The matrix is restored afterwards.
  cp::SearchStatus runBelow(const std::vector<int>& prefix, const DlxOptions& o, const SolutionFn& onSolution);
  // Knuth's Monte Carlo estimate of the tree of run() with the given rule: node count and
  // updates. The matrix is restored afterwards.
  cp::EstimateResult estimate(int probes, uint64_t seed, ChooseRule rule, double timeSeconds = 0);
  const DlxStats& stats() const { return st_; }

 private:
  // One 32-byte node of pointers (see the layout comment at the top of dlx.cpp).
  struct Node {
    Node* up;  // the item's list
    Node* down;
    union {
      Node* top;   // option node: its item's header
      size_t len;  // item header: the item's length
    };
    Node* next;  // option node: next node of its option (cyclic); header: next active item
  };
  struct View;  // the arrays' base pointers, held in registers by the search (dlx.cpp)
  View view();
  Node* chooseItem(const View& v);  // per rule; null when every primary item is covered
  template <bool Colours, bool Trace>
  void search();
  Node* optionNode(int option);  // the option's first node on a primary item
  void commitPrefix(const std::vector<int>& prefix);
  void retractPrefix();
  void splitRec(int depth, std::vector<std::vector<int>>& out, DlxStats& st, uint64_t& open);
  bool limitHit(uint64_t nodes);
  bool solution(int depth);  // report a solution; false: stop

  std::vector<Node> nd_;         // never reallocated after the constructor: nodes point into it
  std::vector<Node*> llink_;     // per item: previous active item (forward: Node::next)
  std::vector<Node*> prev_;      // per node: previous node of its option (cyclic)
  std::vector<int32_t> optOf_;   // per node: its option's index
  std::vector<int32_t> colour_;  // per node: 0 none, > 0 colour, -1 purified (known compatible)
  bool hasColours_ = false;
  int numItems_ = 0, numPrimary_ = 0;
  DlxStats st_;
  DlxOptions opt_;
  const SolutionFn* fn_ = nullptr;
  std::vector<Node*> choice_;  // node chosen at each depth
  int base_ = 0;               // levels fixed by a prefix (runBelow): the search starts below them
  std::vector<int> sol_;
  uint64_t rng_ = 1;
  std::chrono::steady_clock::time_point start_;
  cp::SearchStatus stop_ = cp::SearchStatus::Complete;
};

}  // namespace deduce::exactcover
