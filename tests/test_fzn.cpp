// The FlatZinc front end (src/fzn/) and the kernel propagators it relies on
// (reified.cpp, nonlinear.cpp, parity.cpp): each propagator's solution set, found by search,
// equals brute-force enumeration on random small domains; the reader reports errors at their
// line and column; small FlatZinc models give their known solution counts and optima.
#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <set>
#include <sstream>

#include "cp/model.h"
#include "cp/search.h"
#include "fzn/fzn.h"
#include "util/input.h"

using namespace deduce;
using namespace deduce::cp;

namespace {

using Tuple = std::vector<Val>;

// A random domain inside [lo, hi]: the range with a few holes (never empty).
std::vector<Val> randomDomain(std::mt19937_64& rng, Val lo, Val hi) {
  std::vector<Val> d;
  for (Val v = lo; v <= hi; ++v)
    if (rng() % 4) d.push_back(v);
  if (d.empty()) d.push_back(lo + static_cast<Val>(rng() % (hi - lo + 1)));
  return d;
}

// Every solution of `post` over variables with the given domains, by search.
std::set<Tuple> bySearch(const std::vector<std::vector<Val>>& doms, const std::function<void(Space&, const VarIds&)>& post) {
  Space s;
  VarIds x;
  for (const auto& d : doms) x.push_back(s.newVar(d));
  post(s, x);
  PhaseBrancher b(s, {{x, VarSel::Input, ValSel::Min}}, 1);
  std::set<Tuple> out;
  Search(s, b).run([&](Space& sp) {
    Tuple t;
    for (VarId v : x) t.push_back(sp.value(v));
    EXPECT_TRUE(out.insert(t).second) << "a solution found twice";
    return true;
  });
  return out;
}

// Every tuple of the domains' product that satisfies `ok`.
std::set<Tuple> byEnumeration(const std::vector<std::vector<Val>>& doms, const std::function<bool(const Tuple&)>& ok) {
  std::set<Tuple> out;
  Tuple t(doms.size());
  std::function<void(size_t)> rec = [&](size_t i) {
    if (i == doms.size()) {
      if (ok(t)) out.insert(t);
      return;
    }
    for (Val v : doms[i]) t[i] = v, rec(i + 1);
  };
  rec(0);
  return out;
}

void differential(const char* what, int n, Val lo, Val hi, const std::function<void(Space&, const VarIds&)>& post,
                  const std::function<bool(const Tuple&)>& ok, int instances = 150) {
  std::mt19937_64 rng(12345);
  for (int k = 0; k < instances; ++k) {
    std::vector<std::vector<Val>> doms;
    for (int i = 0; i < n; ++i) doms.push_back(randomDomain(rng, lo, hi));
    ASSERT_EQ(bySearch(doms, post), byEnumeration(doms, ok)) << what << ", instance " << k;
  }
}

Val tdiv(Val a, Val b) { return a / b; }

}  // namespace

TEST(FznPropagators, Times) {
  differential("times", 3, -5, 5, [](Space& s, const VarIds& x) { times(s, x[0], x[1], x[2]); },
               [](const Tuple& t) { return t[0] * t[1] == t[2]; });
}

TEST(FznPropagators, DivideTruncates) {
  differential("divide", 3, -7, 7, [](Space& s, const VarIds& x) { divide(s, x[0], x[1], x[2]); },
               [](const Tuple& t) { return t[1] != 0 && tdiv(t[0], t[1]) == t[2]; });
}

TEST(FznPropagators, ModuloHasTheSignOfX) {
  differential("modulo", 3, -7, 7, [](Space& s, const VarIds& x) { modulo(s, x[0], x[1], x[2]); },
               [](const Tuple& t) { return t[1] != 0 && t[0] % t[1] == t[2]; });
}

TEST(FznPropagators, Square) {
  differential("square", 2, -6, 30, [](Space& s, const VarIds& x) { times(s, x[0], x[0], x[1]); },
               [](const Tuple& t) { return t[0] * t[0] == t[1]; });
}

TEST(FznPropagators, DivideAndModuloByConstants) {
  for (Val c : {-4, -1, 1, 3}) {
    differential("divide by a constant", 2, -12, 12,
                 [c](Space& s, const VarIds& x) { divide(s, x[0], s.newVar(c, c), x[1]); },
                 [c](const Tuple& t) { return tdiv(t[0], c) == t[1]; }, 40);
    differential("modulo by a constant", 2, -12, 12,
                 [c](Space& s, const VarIds& x) { modulo(s, x[0], s.newVar(c, c), x[1]); },
                 [c](const Tuple& t) { return t[0] % c == t[1]; }, 40);
  }
}

TEST(FznPropagators, Absolute) {
  differential("absolute", 2, -6, 6, [](Space& s, const VarIds& x) { absolute(s, x[0], x[1]); },
               [](const Tuple& t) { return (t[0] < 0 ? -t[0] : t[0]) == t[1]; });
}

TEST(FznPropagators, Minimum) {
  differential("minimum", 4, -4, 4, [](Space& s, const VarIds& x) { minimum(s, {x[0], x[1], x[2]}, x[3]); },
               [](const Tuple& t) { return std::min({t[0], t[1], t[2]}) == t[3]; });
}

TEST(FznPropagators, Power) {
  differential("power", 3, -3, 9, [](Space& s, const VarIds& x) { power(s, x[0], x[1], x[2]); },
               [](const Tuple& t) {
                 // a negative exponent: 1 div x^-y (MiniZinc's int_pow), undefined for x = 0
                 if (t[1] < 0)
                   return t[0] == 1 ? t[2] == 1 : t[0] == -1 ? t[2] == ((-t[1]) % 2 ? -1 : 1) : t[0] != 0 && t[2] == 0;
                 Val p = 1;
                 for (Val i = 0; i < t[1]; ++i) p *= t[0];
                 return p == t[2];
               });
}

TEST(FznPropagators, ReifiedLinearEveryRelation) {
  const Rel rels[] = {Rel::EQ, Rel::NE, Rel::LE, Rel::GE, Rel::LT, Rel::GT};
  for (Rel r : rels)
    for (Reif mode : {Reif::Equiv, Reif::Imp}) {
      auto holds = [r](Val lhs, Val c) {
        switch (r) {
          case Rel::EQ: return lhs == c;
          case Rel::NE: return lhs != c;
          case Rel::LE: return lhs <= c;
          case Rel::GE: return lhs >= c;
          case Rel::LT: return lhs < c;
          case Rel::GT: return lhs > c;
        }
        return false;
      };
      differential(
          "reifLinear", 4, -3, 3,
          [r, mode](Space& s, const VarIds& x) {
            if (s.setMin(x[3], 0) && s.setMax(x[3], 1)) reifLinear(s, {2, -1, 3}, {x[0], x[1], x[2]}, r, 1, x[3], mode);
          },
          [&](const Tuple& t) {
            if (t[3] < 0 || t[3] > 1) return false;
            bool c = holds(2 * t[0] - t[1] + 3 * t[2], 1);
            return mode == Reif::Equiv ? (t[3] == 1) == c : (t[3] == 0 || c);
          },
          40);
    }
}

TEST(FznPropagators, SetMembership) {
  const ValRanges set = {{-3, -2}, {1, 1}, {4, 6}};
  auto in = [&](Val v) { return (v >= -3 && v <= -2) || v == 1 || (v >= 4 && v <= 6); };
  differential("inSet", 1, -5, 7, [&](Space& s, const VarIds& x) { inSet(s, x[0], set); },
               [&](const Tuple& t) { return in(t[0]); });
  for (Reif mode : {Reif::Equiv, Reif::Imp})
    differential(
        "reifInSet", 2, -5, 7,
        [&](Space& s, const VarIds& x) {
          if (s.setMin(x[1], 0) && s.setMax(x[1], 1)) reifInSet(s, x[1], x[0], set, mode);
        },
        [&](const Tuple& t) {
          if (t[1] < 0 || t[1] > 1) return false;
          return mode == Reif::Equiv ? (t[1] == 1) == in(t[0]) : (t[1] == 0 || in(t[0]));
        });
}

TEST(FznPropagators, SetMembershipOnBoundsOnlyDomains) {
  // a domain wider than the bitset limit: holes of the set are kept out through the bounds
  Space s;
  VarId x = s.newVar(0, 1000000);
  inSet(s, x, {{10, 20}, {500000, 500000}});
  ASSERT_TRUE(s.propagate());
  EXPECT_EQ(s.min(x), 10);
  EXPECT_EQ(s.max(x), 500000);
  ASSERT_TRUE(s.setMin(x, 21));
  ASSERT_TRUE(s.propagate());
  EXPECT_TRUE(s.fixed(x));
  EXPECT_EQ(s.value(x), 500000);
}

TEST(FznPropagators, Parity) {
  for (bool odd : {true, false})
    differential("parity", 4, 0, 1, [odd](Space& s, const VarIds& x) { parity(s, x, odd); },
                 [odd](const Tuple& t) { return ((t[0] + t[1] + t[2] + t[3]) % 2 == 1) == odd; }, 20);
}

namespace {

std::string reject(const std::string& text) {
  try {
    fzn::Instance::load(text, "t.fzn", {});
  } catch (const InputError& e) {
    return e.format();
  }
  return "accepted";
}

struct FznRun {
  std::string out;
  fzn::Result r;
};

FznRun run(const std::string& text, fzn::SolveOptions o = {}) {
  auto inst = fzn::Instance::load(text, "t.fzn", {});
  std::ostringstream os;
  FznRun res;
  auto print = [&](const fzn::Instance& i) { i.printSolution(os); };
  res.r = o.threads == 1 ? inst->solve(o, print) : fzn::Instance::solveParallel(text, "t.fzn", {}, o, print);
  res.out = os.str();
  return res;
}

}  // namespace

TEST(FznReader, ErrorsNameLineAndColumn) {
  EXPECT_EQ(reject("var 1..3: x;\nconstraint int_le(x, 2)\nsolve satisfy;\n"), "t.fzn:3:1: expected ';', found 'solve'");
  EXPECT_EQ(reject("var 1..3: x;\n  constraint int_le(x, z);\nsolve satisfy;"), "t.fzn:2:24: undefined identifier 'z'");
  EXPECT_EQ(reject("var float: f;\nsolve satisfy;"), "t.fzn:1:12: float variables are not supported ('f')");
  EXPECT_EQ(reject("var 1..3: x;\nconstraint float_lin_eq([1.0], [x], 2.5);\nsolve satisfy;"),
            "t.fzn:2:12: float constraints are not supported ('float_lin_eq')");
  EXPECT_EQ(reject("var 1..3: x;\nconstraint int_le(x);\nsolve satisfy;"), "t.fzn:2:12: 'int_le' takes 2 arguments, 1 given");
  EXPECT_EQ(reject("var 1..3: x;\nvar 1..3: x;\nsolve satisfy;"), "t.fzn:2:11: 'x' is declared twice");
  EXPECT_EQ(reject("array [1..2] of var 1..3: a = [1, 2];\nvar 1..3: x;\nconstraint int_le(a[3], x);\nsolve satisfy;"),
            "t.fzn:3:19: index 3 out of range for 'a'");
  EXPECT_EQ(reject("var 1..3: x;\nsolve satisfy;\nvar 1..3: y;"), "t.fzn:3:1: nothing may follow the solve item");
  EXPECT_EQ(reject("var 1..3: x; $"), "t.fzn:1:14: unexpected character '$'");
  EXPECT_EQ(reject(""), "t.fzn:1:1: missing solve item");
  EXPECT_EQ(reject("var 1..3: x;\nsolve minimize 3.5;"), "t.fzn:2:16: float values are not supported");
}

TEST(FznReader, AcceptsTheGrammar) {
  const char* text =
      "% comment\n"
      "predicate p(array [int] of var int: x, var bool: b);\n"
      "bool: t = true;\n"
      "float: f = 1.5e3;\n"
      "set of int: S = 1..4;\n"
      "array [1..3] of int: c = [1, -0x2, 0o7];\n"
      "var -5..5: x :: output_var;\n"
      "var {1, 3, 5}: y :: output_var;\n"
      "var bool: b :: output_var = t;\n"
      "var int: z :: is_defined_var :: var_is_introduced;\n"
      "constraint int_lin_eq(c, [x, y, z], 0) :: defines_var(z) :: domain;\n"
      "constraint set_in(x, S);\n"
      "solve :: seq_search([int_search([x, y], first_fail, indomain_split, complete), "
      "bool_search([b], input_order, indomain_max, complete)]) maximize z;\n";
  FznRun r = run(text);
  EXPECT_EQ(r.r.outcome, fzn::Outcome::Complete);
  // c = [1, -2, 7]: x - 2y + 7z = 0 with x in 1..4, y in {1, 3, 5}: the largest z is 1 (x 3, y 5)
  EXPECT_EQ(r.r.objective, 1);
  EXPECT_NE(r.out.find("x = 3;\ny = 5;\nb = true;\n----------"), std::string::npos);
}

TEST(FznModels, QueensCountAndOptimum) {
  std::ostringstream m;
  for (int i = 1; i <= 8; ++i) m << "var 1..8: q" << i << ";\n";
  m << "array [1..8] of var 1..8: q :: output_array([1..8]) = [q1, q2, q3, q4, q5, q6, q7, q8];\n";
  for (int i = 1; i <= 8; ++i)
    for (int j = i + 1; j <= 8; ++j) {
      m << "constraint int_ne(q" << i << ", q" << j << ");\n";
      m << "constraint int_lin_ne([1, -1], [q" << i << ", q" << j << "], " << j - i << ");\n";
      m << "constraint int_lin_ne([1, -1], [q" << i << ", q" << j << "], " << i - j << ");\n";
    }
  const std::string decls = m.str(), q, cons;
  fzn::SolveOptions all;
  all.allSolutions = true;
  FznRun r = run(decls + q + cons + "solve :: int_search(q, first_fail, indomain_min, complete) satisfy;\n", all);
  EXPECT_EQ(r.r.solutions, 92u);
  EXPECT_EQ(r.r.outcome, fzn::Outcome::Complete);
  FznRun best = run(decls + q + cons + "solve maximize q1;\n");
  EXPECT_EQ(best.r.outcome, fzn::Outcome::Complete);
  EXPECT_EQ(best.r.objective, 8);
  // -p: the same count, each solution once, and the same optimum
  for (int threads : {2, 3}) {
    fzn::SolveOptions par = all;
    par.threads = threads;
    FznRun p = run(decls + "solve :: int_search(q, first_fail, indomain_min, complete) satisfy;\n", par);
    EXPECT_EQ(p.r.solutions, 92u);
    EXPECT_EQ(p.r.outcome, fzn::Outcome::Complete);
    std::set<std::string> distinct;
    for (size_t at = 0, end; (end = p.out.find("----------\n", at)) != std::string::npos; at = end + 11)
      distinct.insert(p.out.substr(at, end - at));
    EXPECT_EQ(distinct.size(), 92u);
    fzn::SolveOptions opt;
    opt.threads = threads;
    FznRun pb = run(decls + "solve maximize q1;\n", opt);
    EXPECT_EQ(pb.r.outcome, fzn::Outcome::Complete);
    EXPECT_EQ(pb.r.objective, 8);
  }
}

TEST(FznModels, BooleanBuiltinsAndElement) {
  // r <=> (a /\ b), s <=> (a \/ b), t = a xor b, idx picks from [10, 20, 30]
  const char* text =
      "var bool: a :: output_var; var bool: b :: output_var;\n"
      "var bool: r; var bool: s; var bool: t;\n"
      "var 1..3: idx :: output_var; var 0..50: v :: output_var;\n"
      "constraint bool_and(a, b, r);\n"
      "constraint bool_or(a, b, s);\n"
      "constraint bool_xor(a, b, t);\n"
      "constraint array_bool_or([r, t], true);\n"
      "constraint array_int_element(idx, [10, 20, 30], v);\n"
      "constraint int_le_reif(v, 15, a);\n"
      "solve satisfy;\n";
  fzn::SolveOptions all;
  all.allSolutions = true;
  FznRun r = run(text, all);
  // (a, b) in {(1,1), (1,0), (0,1)}; a <=> idx = 1; so (1,1,1), (1,0,1), (0,1,2), (0,1,3)
  EXPECT_EQ(r.r.solutions, 4u);
}

TEST(FznModels, RestartAnnotation) {
  // 20-queens first solution under each kind of restarts with random values: a solution, checked
  std::ostringstream m;
  for (int i = 1; i <= 20; ++i) m << "var 1..20: q" << i << " :: output_var;\n";
  m << "array [1..20] of var int: q = [";
  for (int i = 1; i <= 20; ++i) m << (i > 1 ? ", " : "") << "q" << i;
  m << "];\nconstraint fzn_all_different_int(q);\n";
  for (int i = 1; i <= 20; ++i)
    for (int j = i + 1; j <= 20; ++j)
      m << "constraint int_lin_ne([1, -1], [q" << i << ", q" << j << "], " << j - i << ");\n"
        << "constraint int_lin_ne([1, -1], [q" << i << ", q" << j << "], " << i - j << ");\n";
  const std::string body = m.str();
  for (const char* restart : {"restart_luby(10)", "restart_geometric(2.0, 5)", "restart_linear(4)", "restart_constant(50)"}) {
    SCOPED_TRACE(restart);
    auto inst = fzn::Instance::load(
        body + "solve :: int_search(q, first_fail, indomain_random, complete) :: " + restart + " satisfy;\n", "t.fzn", {});
    EXPECT_NE(inst->restarts_, cp::Restarts::None);
    std::vector<int64_t> q;
    fzn::Result r = inst->solve({}, [&](const fzn::Instance& in) {
      for (int i = 1; i <= 20; ++i) {
        int64_t v = 0;
        std::string name = "q";
        name += std::to_string(i);
        EXPECT_TRUE(in.value(name, v));
        q.push_back(v);
      }
    });
    ASSERT_EQ(r.solutions, 1u);
    ASSERT_EQ(q.size(), 20u);
    for (size_t i = 0; i < q.size(); ++i)
      for (size_t j = i + 1; j < q.size(); ++j) {
        EXPECT_NE(q[i], q[j]);
        EXPECT_NE(q[i] - q[j], static_cast<int64_t>(j - i));
        EXPECT_NE(q[i] - q[j], static_cast<int64_t>(i) - static_cast<int64_t>(j));
      }
  }
}

TEST(FznModels, UnsatisfiableAndLimits) {
  FznRun r = run("var 1..3: x;\nconstraint int_lt(x, 1);\nsolve satisfy;\n");
  EXPECT_EQ(r.r.outcome, fzn::Outcome::Unsatisfiable);
  fzn::SolveOptions two;
  two.maxSolutions = 2;
  FznRun r2 = run("var 1..9: x :: output_var;\nsolve satisfy;\n", two);
  EXPECT_EQ(r2.r.solutions, 2u);
  EXPECT_EQ(r2.r.outcome, fzn::Outcome::Satisfied);
  EXPECT_EQ(r2.out, "x = 1;\n----------\nx = 2;\n----------\n");
}

TEST(FznModels, CircuitFromTheSolverLibrary) {
  // fzn_circuit posts deduce_circuit(x, first index): the directed Hamiltonian cycles of K5 (4!)
  std::string text;
  for (int i = 1; i <= 5; ++i) text += "var 1..5: x" + std::to_string(i) + ";\n";
  text += "array [1..5] of var int: x :: output_array([1..5]) = [x1, x2, x3, x4, x5];\n"
          "constraint deduce_circuit(x, 1);\nsolve satisfy;\n";
  fzn::SolveOptions all;
  all.allSolutions = true;
  FznRun r = run(text, all);
  EXPECT_EQ(r.r.solutions, 24u);
  EXPECT_EQ(r.r.outcome, fzn::Outcome::Complete);
  EXPECT_EQ(r.out.find("x = array1d(1..5, [1,"), std::string::npos);  // no node is its own successor
}
