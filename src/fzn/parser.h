// FlatZinc: the syntax tree and the reader.
//
// The reader takes a whole FlatZinc file (MiniZinc 2.x output) and returns its items:
// predicate declarations (skipped), parameters and variables (with their domains, values and
// annotations, in file order), constraints (name, arguments, annotations) and the solve item.
// Errors are deduce::InputError (`file:line:col: message`); every input terminates (nesting is
// bounded, integers are range-checked), so bad bytes never crash the reader.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace deduce::fzn {

// Integer literals must lie within +-kMaxInt: products of two such values, and sums of a few
// thousand of those, stay inside 64 bits in the propagators.
constexpr int64_t kMaxInt = int64_t{1} << 40;

struct Loc {
  int line = 0, col = 0;
};

// A set of integers as sorted, disjoint, non-adjacent closed ranges.
using Ranges = std::vector<std::pair<int64_t, int64_t>>;
// Sort, merge and drop empty ranges.
Ranges normalise(Ranges r);
bool contains(const Ranges& r, int64_t v);

struct Expr {
  enum Kind { Bool, Int, Float, Set, Array, Ident, Access, Call, String };
  Kind kind = Int;
  Loc loc;
  int64_t i = 0;            // Bool (0/1), Int, Access (the 1-based index)
  double f = 0;             // Float
  Ranges set;               // Set
  std::string name;         // Ident, Access (the array), Call, String
  std::vector<Expr> args;   // Array elements, Call arguments
  bool isAnn(const char* n) const { return (kind == Ident || kind == Call) && name == n; }
};

struct Type {
  enum Base { Bool, Int, Float, SetOfInt };
  Base base = Int;
  bool isVar = false;
  bool isArray = false;
  int64_t arrayLen = 0;    // declared length (arrays are 1..n)
  bool hasDomain = false;  // var int with a range or set
  Ranges domain;
};

struct Decl {
  Type type;
  std::string name;
  Loc loc;
  std::vector<Expr> anns;
  bool hasValue = false;
  Expr value;
  const Expr* ann(const char* n) const {
    for (const Expr& a : anns)
      if (a.isAnn(n)) return &a;
    return nullptr;
  }
};

struct ConstraintItem {
  std::string name;
  Loc loc;
  std::vector<Expr> args;
  std::vector<Expr> anns;
};

struct SolveItem {
  enum Kind { Satisfy, Minimize, Maximize };
  Kind kind = Satisfy;
  Loc loc;
  Expr objective;
  std::vector<Expr> anns;
};

struct Model {
  std::vector<Decl> decls;  // parameters and variables in file order
  std::vector<ConstraintItem> constraints;
  SolveItem solve;
};

// Parse FlatZinc text; `file` names it in errors. Throws deduce::InputError.
Model parse(std::string_view text, const std::string& file);

}  // namespace deduce::fzn
