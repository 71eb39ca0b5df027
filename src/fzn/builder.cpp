// From a FlatZinc syntax tree to a kernel model: symbols, variables, the builtin table and the
// search annotations.
//
// Terms. Every FlatZinc expression is resolved to a Term: an integer or Boolean constant, a
// kernel variable, a constant set, or a float (which only annotations may use). Constants
// become shared fixed variables where a propagator needs a variable (one per value). An alias
// (`var int: x = y;`) names y's variable; a declared domain on an alias is imposed on it.
//
// Builtins. One table maps each constraint name to its arity and a handler. The integer and
// Boolean builtins of FlatZinc 2 are all here, with their _reif (b <=> C) and _imp (b -> C)
// forms; Boolean connectives become clauses (r <=> a /\ b is three clauses), so unit propagation
// does their work. Globals reach the kernel's propagators through the names the solver library
// share/minizinc/deduce/ declares (fzn_all_different_int, fzn_global_cardinality, ...,
// deduce_inverse, deduce_table_int, deduce_count_eq, deduce_circuit).
//
// Element constraints are 1-based in FlatZinc. The element on variables takes the offset; the
// kernel's element on constants is 0-based, so its array gets a copy of its first element in
// front (slot 0) and the index keeps 1..n: no offset variable is needed and slot 0 is never
// selectable. An array of variables that are all fixed at posting goes to the constant element.
#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <unordered_map>

#include "cp/constraints/circuit.h"
#include "cp/constraints/element_var.h"
#include "cp/model.h"
#include "fzn/fzn.h"
#include "util/input.h"

namespace deduce::fzn {

using cp::Rel;
using cp::Val;
using cp::VarId;
using cp::VarIds;

namespace {

// Unbounded `var int`: Gecode's integer limits, so that models that run there run here and
// sums of products stay far from 64-bit overflow.
constexpr Val kDefaultBound = (Val{1} << 31) - 2;

struct Term {
  enum Kind { Int, Var, Set, Float, None } kind = None;
  Val v = 0;
  VarId var = -1;
  bool isBool = false;
  Ranges set;
};

struct Symbol {
  bool isArray = false;
  Term scalar;
  std::vector<Term> elems;
};

class Builder {
 public:
  Builder(Instance& inst, const std::string& file) : in_(inst), s_(inst.space_), file_(file) {}

  void build(const Model& m, const LoadOptions& opt) {
    for (const Decl& d : m.decls) declare(d);
    in_.occurrences_.assign(s_.numVars(), 0);
    for (const ConstraintItem& c : m.constraints) {
      loc_ = c.loc;
      post(c);
    }
    solve(m.solve, opt);
    in_.numVars_ = s_.numVars();
    in_.occurrences_.resize(s_.numVars(), 0);
  }

 private:
  [[noreturn]] void error(Loc at, const std::string& msg) const { throw InputError(file_, at.line, at.col, msg); }
  [[noreturn]] void error(const std::string& msg) const { error(loc_, msg); }

  // ---- terms ----
  Term resolve(const Expr& e) {
    Term t;
    switch (e.kind) {
      case Expr::Bool: t.kind = Term::Int, t.v = e.i, t.isBool = true; return t;
      case Expr::Int: t.kind = Term::Int, t.v = e.i; return t;
      case Expr::Float: t.kind = Term::Float; return t;
      case Expr::Set: t.kind = Term::Set, t.set = e.set; return t;
      case Expr::Ident: {
        const Symbol& sym = lookup(e);
        if (sym.isArray) error(e.loc, "'" + e.name + "' is an array, a single value is expected here");
        return sym.scalar;
      }
      case Expr::Access: {
        const Symbol& sym = lookup(e);
        if (!sym.isArray) error(e.loc, "'" + e.name + "' is not an array");
        if (e.i < 1 || e.i > static_cast<int64_t>(sym.elems.size()))
          error(e.loc, "index " + std::to_string(e.i) + " out of range for '" + e.name + "'");
        return sym.elems[e.i - 1];
      }
      case Expr::Array: error(e.loc, "an array is not allowed here");
      case Expr::Call: error(e.loc, "an annotation is not allowed here");
      case Expr::String: error(e.loc, "a string is not allowed here");
    }
    return t;
  }
  const Symbol& lookup(const Expr& e) const {
    auto it = syms_.find(e.name);
    if (it == syms_.end()) error(e.loc, "undefined identifier '" + e.name + "'");
    return it->second;
  }
  std::vector<Term> resolveArray(const Expr& e) {
    if (e.kind == Expr::Ident) {
      const Symbol& sym = lookup(e);
      if (!sym.isArray) error(e.loc, "'" + e.name + "' is not an array");
      return sym.elems;
    }
    if (e.kind != Expr::Array) error(e.loc, "an array is expected here");
    std::vector<Term> out;
    out.reserve(e.args.size());
    for (const Expr& x : e.args) out.push_back(resolve(x));
    return out;
  }

  VarId constVar(Val v) {
    auto it = consts_.find(v);
    if (it != consts_.end()) return it->second;
    VarId x = s_.newVar(v, v);
    consts_[v] = x;
    return x;
  }
  VarId asVar(const Term& t, Loc at) {
    if (t.kind == Term::Var) return t.var;
    if (t.kind == Term::Int) return constVar(t.v);
    if (t.kind == Term::Float) error(at, "float values are not supported");
    error(at, "an integer or Boolean is expected here");
  }
  VarId var(const Expr& e) { return asVar(resolve(e), e.loc); }
  VarIds vars(const Expr& e) {
    VarIds out;
    for (const Term& t : resolveArray(e)) out.push_back(asVar(t, e.loc));
    return out;
  }
  Val asInt(const Term& t, Loc at) {
    if (t.kind == Term::Int) return t.v;
    if (t.kind == Term::Var && s_.fixed(t.var)) return s_.value(t.var);
    if (t.kind == Term::Float) error(at, "float values are not supported");
    error(at, "a constant integer is expected here");
  }
  Val integer(const Expr& e) { return asInt(resolve(e), e.loc); }
  std::vector<Val> ints(const Expr& e) {
    std::vector<Val> out;
    for (const Term& t : resolveArray(e)) out.push_back(asInt(t, e.loc));
    return out;
  }
  bool isConst(const Expr& e) {
    Term t = resolve(e);
    return t.kind == Term::Int || (t.kind == Term::Var && s_.fixed(t.var));
  }
  cp::ValRanges set(const Expr& e) {
    Term t = resolve(e);
    if (t.kind != Term::Set) error(e.loc, "a constant set is expected here");
    return cp::ValRanges(t.set.begin(), t.set.end());
  }
  VarId neg(VarId b) {
    auto it = negs_.find(b);
    if (it != negs_.end()) return it->second;
    VarId nb = s_.newBool();
    cp::notEqual(s_, nb, b);
    negs_[b] = nb;
    return nb;
  }

  // ---- declarations ----
  void declare(const Decl& d) {
    loc_ = d.loc;
    if (syms_.count(d.name)) error(d.loc, "'" + d.name + "' is declared twice");
    if (d.type.isVar && d.type.base == Type::Float)
      error(d.loc, "float variables are not supported ('" + d.name + "')");
    if (d.type.isVar && d.type.base == Type::SetOfInt)
      error(d.loc, "set variables are not supported ('" + d.name + "')");
    Symbol sym;
    sym.isArray = d.type.isArray;
    if (d.type.isArray) {
      if (!d.hasValue) error(d.loc, "array '" + d.name + "' has no value");
      sym.elems = resolveArray(d.value);
      if (static_cast<int64_t>(sym.elems.size()) != d.type.arrayLen)
        error(d.value.loc, "array '" + d.name + "' has " + std::to_string(sym.elems.size()) + " elements, " +
                               std::to_string(d.type.arrayLen) + " declared");
      for (Term& t : sym.elems) {
        if (d.type.base == Type::Bool) t.isBool = true;
        if (d.type.isVar && t.kind == Term::Var && d.type.hasDomain) restrict(t.var, d.type.domain);
      }
      if (const Expr* a = d.ann("output_array")) output(d, *a, sym.elems);
    } else if (d.type.isVar) {
      if (d.hasValue) {
        sym.scalar = resolve(d.value);
        if (sym.scalar.kind != Term::Var && sym.scalar.kind != Term::Int)
          error(d.value.loc, "'" + d.name + "' must be an integer or Boolean");
        if (d.type.hasDomain) {
          if (sym.scalar.kind == Term::Var) restrict(sym.scalar.var, d.type.domain);
          else if (!contains(d.type.domain, sym.scalar.v)) s_.fail();
        }
      } else {
        sym.scalar.kind = Term::Var;
        sym.scalar.var = newVar(d.type);
        decisions_.push_back({sym.scalar.var, d.ann("is_defined_var") || d.ann("var_is_introduced")});
      }
      sym.scalar.isBool = d.type.base == Type::Bool;
      VarId x = asVar(sym.scalar, d.loc);
      in_.scalars_.emplace_back(d.name, x);
      if (d.ann("output_var")) {
        OutputItem o;
        o.name = d.name;
        o.isBool = sym.scalar.isBool;
        o.vars = {x};
        in_.outputs_.push_back(std::move(o));
      }
    } else {
      if (!d.hasValue) error(d.loc, "parameter '" + d.name + "' has no value");
      sym.scalar = resolve(d.value);
      if (d.type.base == Type::Bool) sym.scalar.isBool = true;
      if (sym.scalar.kind == Term::Int) in_.scalars_.emplace_back(d.name, constVar(sym.scalar.v));
    }
    syms_.emplace(d.name, std::move(sym));
  }

  VarId newVar(const Type& t) {
    if (t.base == Type::Bool) return s_.newBool();
    if (!t.hasDomain) return s_.newVar(-kDefaultBound, kDefaultBound);
    if (t.domain.empty()) {
      s_.fail();
      return s_.newVar(0, 0);
    }
    VarId x = s_.newVar(t.domain.front().first, t.domain.back().second);
    if (t.domain.size() > 1) cp::inSet(s_, x, cp::ValRanges(t.domain.begin(), t.domain.end()));
    return x;
  }
  void restrict(VarId x, const Ranges& dom) { cp::inSet(s_, x, cp::ValRanges(dom.begin(), dom.end())); }

  void output(const Decl& d, const Expr& ann, const std::vector<Term>& elems) {
    OutputItem o;
    o.name = d.name;
    o.isArray = true;
    o.isBool = d.type.base == Type::Bool;
    if (ann.kind != Expr::Call || ann.args.size() != 1 || ann.args[0].kind != Expr::Array)
      error(ann.loc, "output_array expects one array of index ranges");
    for (const Expr& r : ann.args[0].args) {
      if (r.kind != Expr::Set) error(r.loc, "output_array expects index ranges");
      if (r.set.empty()) o.dims.emplace_back(1, 0);
      else o.dims.emplace_back(r.set.front().first, r.set.back().second);
    }
    for (const Term& t : elems) o.vars.push_back(asVar(t, d.loc));
    in_.outputs_.push_back(std::move(o));
  }

  // ---- constraints ----
  using Args = std::vector<Expr>;
  using Handler = std::function<void(Builder&, const Args&)>;
  struct Builtin {
    int arity;
    Handler fn;
  };

  void count(const ConstraintItem& c) {
    for (const Expr& a : c.args) {
      if (a.kind == Expr::Array) {
        for (const Expr& e : a.args) countTerm(e);
      } else if (a.kind == Expr::Ident && syms_.count(a.name) && syms_[a.name].isArray) {
        for (const Term& t : syms_[a.name].elems)
          if (t.kind == Term::Var && t.var < static_cast<VarId>(in_.occurrences_.size())) ++in_.occurrences_[t.var];
      } else {
        countTerm(a);
      }
    }
  }
  void countTerm(const Expr& e) {
    if (e.kind != Expr::Ident && e.kind != Expr::Access) return;
    auto it = syms_.find(e.name);
    if (it == syms_.end()) return;
    const Term* t = nullptr;
    if (e.kind == Expr::Ident && !it->second.isArray) t = &it->second.scalar;
    if (e.kind == Expr::Access && it->second.isArray && e.i >= 1 && e.i <= static_cast<int64_t>(it->second.elems.size()))
      t = &it->second.elems[e.i - 1];
    if (t && t->kind == Term::Var && t->var < static_cast<VarId>(in_.occurrences_.size())) ++in_.occurrences_[t->var];
  }

  void post(const ConstraintItem& c) {
    static const std::unordered_map<std::string, std::vector<Builtin>> table = builtins();
    auto it = table.find(c.name);
    if (it == table.end()) {
      if (c.name.rfind("float_", 0) == 0 || c.name.find("_float_") != std::string::npos)
        error("float constraints are not supported ('" + c.name + "')");
      if (c.name.rfind("set_", 0) == 0 || c.name.find("_set_") != std::string::npos)
        error("set constraints other than set_in on constant sets are not supported ('" + c.name + "')");
      error("unsupported constraint '" + c.name + "'");
    }
    for (const Builtin& b : it->second)
      if (static_cast<int>(c.args.size()) == b.arity) {
        count(c);
        b.fn(*this, c.args);
        return;
      }
    error("'" + c.name + "' takes " + std::to_string(it->second.front().arity) + " arguments, " +
          std::to_string(c.args.size()) + " given");
  }

  // x rel y for integer/Boolean terms (constants folded)
  void rel(const Expr& a, const Expr& b, Rel r) {
    VarId x = var(a), y = var(b);
    switch (r) {
      case Rel::EQ: cp::equal(s_, x, y); break;
      case Rel::NE: cp::notEqual(s_, x, y); break;
      case Rel::LE: cp::lessEq(s_, x, y); break;
      case Rel::LT: cp::lessEq(s_, x, y, -1); break;
      case Rel::GE: cp::lessEq(s_, y, x); break;
      case Rel::GT: cp::lessEq(s_, y, x, -1); break;
    }
  }
  // b <=> x rel y (or b -> x rel y) for rel in EQ, NE, LE, LT
  void reifRel(const Expr& a, const Expr& c, const Expr& bb, Rel r, cp::Reif mode) {
    VarId b = var(bb), x = var(a), y = var(c);
    if (mode == cp::Reif::Equiv && (r == Rel::EQ || r == Rel::NE)) {
      VarId bt = r == Rel::EQ ? b : neg(b);
      if (isConst(c)) return cp::reifEqConst(s_, bt, x, integer(c));
      if (isConst(a)) return cp::reifEqConst(s_, bt, y, integer(a));
      return cp::reifEqVar(s_, bt, x, y);
    }
    if (mode == cp::Reif::Equiv && (r == Rel::LE || r == Rel::LT)) {
      Val shift = r == Rel::LT ? 1 : 0;  // x <= y - shift
      if (isConst(c)) return cp::reifLeConst(s_, b, x, integer(c) - shift);
      if (isConst(a)) return cp::reifLeConst(s_, neg(b), y, integer(a) + shift - 1);  // !b <=> y < a + shift
    }
    cp::reifLinear(s_, {1, -1}, {x, y}, r, 0, b, mode);
  }
  void clause(const VarIds& pos, const VarIds& neg) { cp::clause(s_, pos, neg); }

  // A name may have several arities (bool_xor(a, b) and bool_xor(a, b, r)).
  static void add(std::unordered_map<std::string, std::vector<Builtin>>& t, const std::string& n, int arity, Handler f) {
    t[n].push_back(Builtin{arity, std::move(f)});
  }

  static std::unordered_map<std::string, std::vector<Builtin>> builtins() {
    std::unordered_map<std::string, std::vector<Builtin>> t;
    using B = Builder;
    using R = cp::Reif;
    // integer comparisons and their reified / half-reified forms; Booleans share them
    const std::pair<const char*, Rel> rels[] = {{"eq", Rel::EQ}, {"ne", Rel::NE}, {"le", Rel::LE}, {"lt", Rel::LT}};
    for (const char* ty : {"int_", "bool_"})
      for (auto [n, r] : rels) {
        Rel rr = r;
        std::string base = std::string(ty) + n;
        add(t, base, 2, [rr](B& b, const Args& a) { b.rel(a[0], a[1], rr); });
        add(t, base + "_reif", 3, [rr](B& b, const Args& a) { b.reifRel(a[0], a[1], a[2], rr, R::Equiv); });
        add(t, base + "_imp", 3, [rr](B& b, const Args& a) { b.reifRel(a[0], a[1], a[2], rr, R::Imp); });
      }
    add(t, "int_ge", 2, [](B& b, const Args& a) { b.rel(a[0], a[1], Rel::GE); });
    add(t, "int_gt", 2, [](B& b, const Args& a) { b.rel(a[0], a[1], Rel::GT); });
    // linear
    const std::pair<const char*, Rel> lins[] = {{"eq", Rel::EQ}, {"ne", Rel::NE}, {"le", Rel::LE},
                                                {"lt", Rel::LT}, {"ge", Rel::GE}, {"gt", Rel::GT}};
    for (auto [n, r] : lins) {
      Rel rr = r;
      std::string base = std::string("int_lin_") + n;
      add(t, base, 3, [rr](B& b, const Args& a) { b.linear(a, rr); });
      add(t, base + "_reif", 4, [rr](B& b, const Args& a) {
        b.lengths(a[0], a[1], &a[2]);
        cp::reifLinear(b.s_, b.ints(a[0]), b.vars(a[1]), rr, b.integer(a[2]), b.var(a[3]), R::Equiv);
      });
      add(t, base + "_imp", 4, [rr](B& b, const Args& a) {
        b.lengths(a[0], a[1], &a[2]);
        cp::reifLinear(b.s_, b.ints(a[0]), b.vars(a[1]), rr, b.integer(a[2]), b.var(a[3]), R::Imp);
      });
    }
    add(t, "bool_lin_eq", 3, [](B& b, const Args& a) {
      b.lengths(a[0], a[1]);
      cp::linearEqVar(b.s_, b.ints(a[0]), b.vars(a[1]), b.var(a[2]));
    });
    add(t, "bool_lin_le", 3, [](B& b, const Args& a) { b.linear(a, Rel::LE); });
    // arithmetic
    add(t, "int_plus", 3, [](B& b, const Args& a) { cp::linear(b.s_, {1, 1, -1}, {b.var(a[0]), b.var(a[1]), b.var(a[2])}, Rel::EQ, 0); });
    add(t, "int_minus", 3, [](B& b, const Args& a) { cp::linear(b.s_, {1, -1, -1}, {b.var(a[0]), b.var(a[1]), b.var(a[2])}, Rel::EQ, 0); });
    add(t, "int_negate", 2, [](B& b, const Args& a) { cp::linear(b.s_, {1, 1}, {b.var(a[0]), b.var(a[1])}, Rel::EQ, 0); });
    add(t, "int_times", 3, [](B& b, const Args& a) { cp::times(b.s_, b.var(a[0]), b.var(a[1]), b.var(a[2])); });
    add(t, "int_div", 3, [](B& b, const Args& a) { cp::divide(b.s_, b.var(a[0]), b.var(a[1]), b.var(a[2])); });
    add(t, "int_mod", 3, [](B& b, const Args& a) { cp::modulo(b.s_, b.var(a[0]), b.var(a[1]), b.var(a[2])); });
    add(t, "int_pow", 3, [](B& b, const Args& a) { cp::power(b.s_, b.var(a[0]), b.var(a[1]), b.var(a[2])); });
    add(t, "int_pow_fixed", 3, [](B& b, const Args& a) { cp::power(b.s_, b.var(a[0]), b.constVar(b.integer(a[1])), b.var(a[2])); });
    add(t, "int_abs", 2, [](B& b, const Args& a) { cp::absolute(b.s_, b.var(a[0]), b.var(a[1])); });
    add(t, "int_max", 3, [](B& b, const Args& a) { cp::maximum(b.s_, {b.var(a[0]), b.var(a[1])}, b.var(a[2])); });
    add(t, "int_min", 3, [](B& b, const Args& a) { cp::minimum(b.s_, {b.var(a[0]), b.var(a[1])}, b.var(a[2])); });
    add(t, "array_int_maximum", 2, [](B& b, const Args& a) { b.nonEmpty(a[1]), cp::maximum(b.s_, b.vars(a[1]), b.var(a[0])); });
    add(t, "array_int_minimum", 2, [](B& b, const Args& a) { b.nonEmpty(a[1]), cp::minimum(b.s_, b.vars(a[1]), b.var(a[0])); });
    // element (1-based)
    for (const char* n : {"array_int_element", "array_bool_element"})
      add(t, n, 3, [](B& b, const Args& a) { b.element(a, false); });
    for (const char* n : {"array_var_int_element", "array_var_bool_element"})
      add(t, n, 3, [](B& b, const Args& a) { b.element(a, true); });
    // Boolean connectives as clauses
    add(t, "bool2int", 2, [](B& b, const Args& a) { cp::equal(b.s_, b.var(a[1]), b.var(a[0])); });
    add(t, "bool_not", 2, [](B& b, const Args& a) { cp::notEqual(b.s_, b.var(a[0]), b.var(a[1])); });
    add(t, "bool_xor", 2, [](B& b, const Args& a) { cp::notEqual(b.s_, b.var(a[0]), b.var(a[1])); });
    add(t, "bool_clause", 2, [](B& b, const Args& a) { b.clause(b.vars(a[0]), b.vars(a[1])); });
    add(t, "array_bool_xor", 1, [](B& b, const Args& a) { cp::parity(b.s_, b.vars(a[0]), true); });
    for (R m : {R::Equiv, R::Imp}) {
      const std::string sfx = m == R::Equiv ? "" : "_imp";
      const std::string rsfx = m == R::Equiv ? "_reif" : "_imp";
      const bool eq = m == R::Equiv;
      add(t, "bool_and" + sfx, 3, [eq](B& b, const Args& a) {
        VarId x = b.var(a[0]), y = b.var(a[1]), r = b.var(a[2]);
        b.clause({x}, {r}), b.clause({y}, {r});
        if (eq) b.clause({r}, {x, y});
      });
      add(t, "bool_or" + sfx, 3, [eq](B& b, const Args& a) {
        VarId x = b.var(a[0]), y = b.var(a[1]), r = b.var(a[2]);
        b.clause({x, y}, {r});
        if (eq) b.clause({r}, {x}), b.clause({r}, {y});
      });
      add(t, "bool_xor" + sfx, 3, [eq](B& b, const Args& a) {
        VarId x = b.var(a[0]), y = b.var(a[1]), r = b.var(a[2]);
        b.clause({x, y}, {r}), b.clause({}, {r, x, y});
        if (eq) b.clause({r, y}, {x}), b.clause({r, x}, {y});
      });
      add(t, "array_bool_and" + sfx, 2, [eq](B& b, const Args& a) {
        VarIds xs = b.vars(a[0]);
        VarId r = b.var(a[1]);
        for (VarId x : xs) b.clause({x}, {r});
        if (eq) b.clause({r}, xs);
      });
      add(t, "array_bool_or" + sfx, 2, [eq](B& b, const Args& a) {
        VarIds xs = b.vars(a[0]);
        VarId r = b.var(a[1]);
        VarIds neg = {r};
        b.clause(xs, neg);
        if (eq)
          for (VarId x : xs) b.clause({r}, {x});
      });
      add(t, "bool_clause" + rsfx, 3, [eq](B& b, const Args& a) {
        VarIds pos = b.vars(a[0]), ng = b.vars(a[1]);
        VarId r = b.var(a[2]);
        VarIds ng2 = ng;
        ng2.push_back(r);
        b.clause(pos, ng2);
        if (eq) {
          for (VarId x : pos) b.clause({r}, {x});
          for (VarId x : ng) b.clause({r, x}, {});
        }
      });
      add(t, "set_in" + rsfx, 3, [m](B& b, const Args& a) { cp::reifInSet(b.s_, b.var(a[2]), b.var(a[0]), b.set(a[1]), m); });
    }
    add(t, "set_in", 2, [](B& b, const Args& a) { cp::inSet(b.s_, b.var(a[0]), b.set(a[1])); });
    // globals of the solver library (share/minizinc/deduce/)
    for (const char* n : {"fzn_all_different_int", "deduce_all_different_int"})
      add(t, n, 1, [](B& b, const Args& a) { cp::alldifferent(b.s_, b.vars(a[0]), cp::Consistency::Domain); });
    add(t, "fzn_global_cardinality", 3, [](B& b, const Args& a) { b.gcc(a, false); });
    add(t, "fzn_global_cardinality_closed", 3, [](B& b, const Args& a) { b.gcc(a, true); });
    add(t, "deduce_inverse", 4, [](B& b, const Args& a) {
      VarIds f = b.vars(a[0]), g = b.vars(a[1]);
      if (f.size() != g.size()) b.error("deduce_inverse: the two arrays differ in length");
      cp::inverse(b.s_, f, g, b.integer(a[3]), b.integer(a[2]));
    });
    for (const char* n : {"deduce_table_int", "deduce_table_bool"})
      add(t, n, 2, [](B& b, const Args& a) { b.table(a); });
    add(t, "deduce_circuit", 2, [](B& b, const Args& a) { cp::circuit(b.s_, b.vars(a[0]), b.integer(a[1])); });
    add(t, "deduce_count_eq", 3, [](B& b, const Args& a) { cp::count(b.s_, b.vars(a[0]), b.integer(a[1]), b.var(a[2])); });
    return t;
  }

  // Linear terms must keep their sums inside 64 bits: sum |a_i| * max |x_i| + |c| < 2^62.
  void lengths(const Expr& a, const Expr& b, const Expr* c = nullptr) {
    if (resolveArray(a).size() != resolveArray(b).size()) error("coefficient and variable arrays differ in length");
    std::vector<Val> coef = ints(a);
    VarIds x = vars(b);
    __int128 total = c ? std::abs(integer(*c)) : 0;
    for (size_t i = 0; i < x.size(); ++i)
      total += __int128(std::abs(coef[i])) * std::max(std::abs(s_.min(x[i])), std::abs(s_.max(x[i])));
    if (total >= (__int128(1) << 62)) error("the linear constraint's terms are too large for 64-bit arithmetic");
  }
  void nonEmpty(const Expr& a) {
    if (resolveArray(a).empty()) error("empty array");
  }
  // Two variables with opposite unit coefficients (a - b rel c, the bulk of decomposed
  // alldifferent and precedence constraints) go to the binary propagators, which prune the same
  // values as the n-ary linear ones (!= by forward checking, <= by bounds) at a fraction of the
  // cost per wake-up.
  void linear(const Args& a, Rel r) {
    lengths(a[0], a[1], &a[2]);
    std::vector<Val> coef = ints(a[0]);
    VarIds x = vars(a[1]);
    Val c = integer(a[2]);
    if (x.size() == 2 && x[0] != x[1] && coef[0] == -coef[1] && (coef[0] == 1 || coef[0] == -1) &&
        (r == Rel::NE || r == Rel::LE)) {
      VarId p = coef[0] == 1 ? x[0] : x[1], q = coef[0] == 1 ? x[1] : x[0];  // p - q rel c
      if (r == Rel::NE) cp::notEqual(s_, p, q, c);
      else cp::lessEq(s_, p, q, c);
      return;
    }
    cp::linear(s_, coef, x, r, c);
  }
  void element(const Args& a, bool varArray) {
    VarId idx = var(a[0]), z = var(a[2]);
    const std::vector<Term> elems = resolveArray(a[1]);
    // an array of variables all fixed at posting is an array of constants
    if (varArray && !std::all_of(elems.begin(), elems.end(), [&](const Term& t) {
          return t.kind == Term::Int || (t.kind == Term::Var && s_.fixed(t.var));
        })) {
      cp::elementVar(s_, vars(a[1]), idx, z, 1);
    } else {
      std::vector<Val> arr = ints(a[1]);
      if (arr.empty()) return s_.fail();
      arr.insert(arr.begin(), arr.front());
      if (!s_.setMin(idx, 1) || !s_.setMax(idx, static_cast<Val>(arr.size()) - 1)) return;
      cp::element(s_, arr, idx, z);
    }
  }
  void gcc(const Args& a, bool closed) {
    VarIds x = vars(a[0]), counts = vars(a[2]);
    std::vector<Val> cover = ints(a[1]);
    if (cover.size() != counts.size()) error("cover and counts differ in length");
    cp::globalCardinality(s_, x, cover, counts, closed);
  }
  void table(const Args& a) {
    VarIds x = vars(a[0]);
    std::vector<Val> flat = ints(a[1]);
    if (x.empty()) error("table over no variables");
    if (flat.size() % x.size()) error("the table's size is not a multiple of the number of variables");
    std::vector<std::vector<Val>> tuples;
    for (size_t i = 0; i < flat.size(); i += x.size())
      tuples.emplace_back(flat.begin() + static_cast<long>(i), flat.begin() + static_cast<long>(i + x.size()));
    cp::table(s_, x, tuples);
  }

  // ---- solve item and search annotations ----
  void solve(const SolveItem& si, const LoadOptions& opt) {
    loc_ = si.loc;
    in_.goal_ = si.kind;
    if (si.kind != SolveItem::Satisfy) in_.objective_ = var(si.objective);
    if (!opt.freeSearch)
      for (const Expr& a : si.anns) annotation(a);
    // everything else: the model's own and the output variables by search, then the
    // introduced ones by assignment (SearchPhase::assignOnly)
    std::vector<bool> isOutput(s_.numVars(), false);
    for (const OutputItem& o : in_.outputs_)
      for (VarId x : o.vars) isOutput[x] = true;
    SearchPhase rest, introduced;
    rest.var = VarChoice::DomWDeg;
    introduced.assignOnly = true;
    for (auto [x, intro] : decisions_) (intro && !isOutput[x] ? introduced : rest).vars.push_back(x);
    in_.phases_.push_back(std::move(rest));
    in_.phases_.push_back(std::move(introduced));
  }
  void annotation(const Expr& a) {
    if (a.isAnn("seq_search") || a.isAnn("warm_start_array")) {
      if (a.kind != Expr::Call || a.args.size() != 1 || a.args[0].kind != Expr::Array) return;
      for (const Expr& e : a.args[0].args) annotation(e);
      return;
    }
    if ((a.isAnn("int_search") || a.isAnn("bool_search")) && a.kind == Expr::Call && a.args.size() >= 3) {
      SearchPhase ph;
      for (const Term& t : resolveArray(a.args[0]))
        if (t.kind == Term::Var) ph.vars.push_back(t.var);
      if (a.args[1].kind == Expr::Ident) ph.var = parseVarChoice(a.args[1].name);
      if (a.args[2].kind == Expr::Ident) ph.val = parseValChoice(a.args[2].name);
      if (!ph.vars.empty()) in_.phases_.push_back(std::move(ph));
    }
    // restart_luby(scale), restart_geometric(base, scale), restart_constant(scale),
    // restart_linear(scale): the kernel's restarts with those failure budgets (cp::Restarts);
    // the kernel restarts first-solution and optimisation searches only. restart_none and a
    // malformed annotation leave the search without restarts.
    if (a.kind == Expr::Call && !a.args.empty() && a.args.back().kind == Expr::Int && a.args.back().i > 0) {
      const Expr& scale = a.args.back();
      cp::Restarts r = cp::Restarts::None;
      if (a.isAnn("restart_luby") && a.args.size() == 1) r = cp::Restarts::Luby;
      else if (a.isAnn("restart_constant") && a.args.size() == 1) r = cp::Restarts::Constant;
      else if (a.isAnn("restart_linear") && a.args.size() == 1) r = cp::Restarts::Linear;
      else if (a.isAnn("restart_geometric") && a.args.size() == 2) {
        const Expr& base = a.args[0];
        const double b = base.kind == Expr::Float ? base.f : base.kind == Expr::Int ? double(base.i) : 0;
        if (b >= 1 && b <= 1e6) {
          r = cp::Restarts::Geometric;
          in_.restartBase_ = b;
        }
      }
      if (r != cp::Restarts::None) {
        in_.restarts_ = r;
        in_.restartScale_ = static_cast<uint64_t>(scale.i);
      }
    }
    // other annotations (float/set search, solver-specific ones) are ignored
  }

  Instance& in_;
  cp::Space& s_;
  const std::string& file_;
  Loc loc_;
  std::unordered_map<std::string, Symbol> syms_;
  std::map<Val, VarId> consts_;
  std::unordered_map<VarId, VarId> negs_;
  std::vector<std::pair<VarId, bool>> decisions_;  // declared variables, and whether introduced
};

}  // namespace

std::unique_ptr<Instance> Instance::load(std::string_view text, const std::string& file, const LoadOptions& opt) {
  Model m = parse(text, file);
  auto inst = std::make_unique<Instance>();
  Builder(*inst, file).build(m, opt);
  return inst;
}

}  // namespace deduce::fzn
