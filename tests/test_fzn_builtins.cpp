// Every integer and Boolean builtin of FlatZinc that the reader accepts, one model each, against
// its definition: over x, y, z, w in -2..2 and Booleans b, c, d, e, the solutions that `deduce
// fzn -a` finds for `constraint C;` are exactly the assignments that satisfy C (brute force over
// the 10,000 assignments). Covers the comparisons, linear, arithmetic, element, Boolean,
// set-membership builtins with their _reif and _imp forms, and the reader's errors for the
// unsupported ones (float and set constraints) at their line and column.
#include <gtest/gtest.h>

#include <cstdlib>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "fzn/fzn.h"
#include "util/input.h"

using namespace deduce;

namespace {

// x y z w b c d e
using Assignment = std::vector<int64_t>;
struct V {
  const Assignment& t;
  int64_t x() const { return t[0]; }
  int64_t y() const { return t[1]; }
  int64_t z() const { return t[2]; }
  int64_t w() const { return t[3]; }
  bool b() const { return t[4]; }
  bool c() const { return t[5]; }
  bool d() const { return t[6]; }
  bool e() const { return t[7]; }
};
using Pred = std::function<bool(const V&)>;

const char* const kNames[] = {"x", "y", "z", "w", "b", "c", "d", "e"};
const char* const kDecls =
    "var -2..2: x; var -2..2: y; var -2..2: z; var -2..2: w;\n"
    "var bool: b; var bool: c; var bool: d; var bool: e;\n";

std::set<Assignment> bySolver(const std::string& constraint) {
  const std::string text = std::string(kDecls) + "constraint " + constraint + ";\nsolve satisfy;\n";
  auto inst = fzn::Instance::load(text, "builtin.fzn", {});
  fzn::SolveOptions all;
  all.allSolutions = true;
  std::set<Assignment> out;
  inst->solve(all, [&](const fzn::Instance& i) {
    Assignment t;
    for (const char* n : kNames) {
      int64_t v = 0;
      EXPECT_TRUE(i.value(n, v)) << n;
      t.push_back(v);
    }
    EXPECT_TRUE(out.insert(t).second) << constraint << ": a solution twice";
  });
  return out;
}

std::set<Assignment> byDefinition(const Pred& p) {
  std::set<Assignment> out;
  Assignment t(8);
  for (t[0] = -2; t[0] <= 2; ++t[0])
    for (t[1] = -2; t[1] <= 2; ++t[1])
      for (t[2] = -2; t[2] <= 2; ++t[2])
        for (t[3] = -2; t[3] <= 2; ++t[3])
          for (int bits = 0; bits < 16; ++bits) {
            for (int k = 0; k < 4; ++k) t[4 + k] = (bits >> k) & 1;
            if (p(V{t})) out.insert(t);
          }
  return out;
}

struct Case {
  std::string constraint;
  Pred holds;
};

std::vector<Case> cases() {
  std::vector<Case> cs;
  // comparisons with their reified and half-reified forms, on integers and on Booleans
  const std::pair<const char*, std::function<bool(int64_t, int64_t)>> rels[] = {
      {"eq", [](int64_t a, int64_t b) { return a == b; }},
      {"ne", [](int64_t a, int64_t b) { return a != b; }},
      {"le", [](int64_t a, int64_t b) { return a <= b; }},
      {"lt", [](int64_t a, int64_t b) { return a < b; }}};
  for (const auto& [n, r] : rels) {
    const std::string s = n;
    auto rel = r;
    cs.push_back({"int_" + s + "(x, y)", [rel](const V& v) { return rel(v.x(), v.y()); }});
    cs.push_back({"int_" + s + "_reif(x, y, b)", [rel](const V& v) { return v.b() == rel(v.x(), v.y()); }});
    cs.push_back({"int_" + s + "_imp(x, y, b)", [rel](const V& v) { return !v.b() || rel(v.x(), v.y()); }});
    cs.push_back({"int_" + s + "_reif(x, 1, b)", [rel](const V& v) { return v.b() == rel(v.x(), 1); }});
    cs.push_back({"int_" + s + "_reif(0, y, b)", [rel](const V& v) { return v.b() == rel(0, v.y()); }});
    cs.push_back({"bool_" + s + "(b, c)", [rel](const V& v) { return rel(v.b(), v.c()); }});
    cs.push_back({"bool_" + s + "_reif(b, c, d)", [rel](const V& v) { return v.d() == rel(v.b(), v.c()); }});
    cs.push_back({"bool_" + s + "_imp(b, c, d)", [rel](const V& v) { return !v.d() || rel(v.b(), v.c()); }});
  }
  // linear
  auto lin = [](const V& v) { return 2 * v.x() - v.y() + 3 * v.z(); };
  cs.push_back({"int_lin_eq([2, -1, 3], [x, y, z], 1)", [=](const V& v) { return lin(v) == 1; }});
  cs.push_back({"int_lin_ne([2, -1, 3], [x, y, z], 1)", [=](const V& v) { return lin(v) != 1; }});
  cs.push_back({"int_lin_le([2, -1, 3], [x, y, z], 1)", [=](const V& v) { return lin(v) <= 1; }});
  cs.push_back({"int_lin_eq_reif([2, -1, 3], [x, y, z], 1, b)", [=](const V& v) { return v.b() == (lin(v) == 1); }});
  cs.push_back({"int_lin_ne_reif([2, -1, 3], [x, y, z], 1, b)", [=](const V& v) { return v.b() == (lin(v) != 1); }});
  cs.push_back({"int_lin_le_reif([2, -1, 3], [x, y, z], 1, b)", [=](const V& v) { return v.b() == (lin(v) <= 1); }});
  cs.push_back({"int_lin_eq_imp([2, -1, 3], [x, y, z], 1, b)", [=](const V& v) { return !v.b() || lin(v) == 1; }});
  cs.push_back({"int_lin_ne_imp([2, -1, 3], [x, y, z], 1, b)", [=](const V& v) { return !v.b() || lin(v) != 1; }});
  cs.push_back({"int_lin_le_imp([2, -1, 3], [x, y, z], 1, b)", [=](const V& v) { return !v.b() || lin(v) <= 1; }});
  cs.push_back({"int_lin_ne([1, -1], [x, y], 2)", [](const V& v) { return v.x() - v.y() != 2; }});
  cs.push_back({"int_lin_le([-1, 1], [x, y], -1)", [](const V& v) { return v.y() - v.x() <= -1; }});
  cs.push_back({"bool_lin_eq([1, 2], [b, c], x)", [](const V& v) { return v.b() + 2 * v.c() == v.x(); }});
  cs.push_back({"bool_lin_le([1, 1, 1], [b, c, d], 1)", [](const V& v) { return v.b() + v.c() + v.d() <= 1; }});
  // arithmetic
  cs.push_back({"int_plus(x, y, z)", [](const V& v) { return v.x() + v.y() == v.z(); }});
  cs.push_back({"int_times(x, y, z)", [](const V& v) { return v.x() * v.y() == v.z(); }});
  cs.push_back({"int_times(x, x, z)", [](const V& v) { return v.x() * v.x() == v.z(); }});
  cs.push_back({"int_div(x, y, z)", [](const V& v) { return v.y() != 0 && v.x() / v.y() == v.z(); }});
  cs.push_back({"int_mod(x, y, z)", [](const V& v) { return v.y() != 0 && v.x() % v.y() == v.z(); }});
  cs.push_back({"int_abs(x, y)", [](const V& v) { return std::abs(v.x()) == v.y(); }});
  cs.push_back({"int_min(x, y, z)", [](const V& v) { return std::min(v.x(), v.y()) == v.z(); }});
  cs.push_back({"int_max(x, y, z)", [](const V& v) { return std::max(v.x(), v.y()) == v.z(); }});
  // x^y: a negative exponent gives 1 div x^-y (MiniZinc's int_pow), undefined for x = 0
  auto pow = [](int64_t x, int64_t n) -> std::pair<bool, int64_t> {
    if (n < 0) return {x != 0, x == 1 || (x == -1 && n % 2 == 0) ? 1 : x == -1 ? -1 : 0};
    int64_t r = 1;
    for (int64_t i = 0; i < n; ++i) r *= x;
    return {true, r};
  };
  cs.push_back({"int_pow(x, y, z)", [=](const V& v) {
                  auto [ok, r] = pow(v.x(), v.y());
                  return ok && r == v.z();
                }});
  cs.push_back({"int_pow_fixed(x, 2, z)", [=](const V& v) { return v.x() * v.x() == v.z(); }});
  cs.push_back({"array_int_maximum(z, [x, y, w])", [](const V& v) { return std::max({v.x(), v.y(), v.w()}) == v.z(); }});
  cs.push_back({"array_int_minimum(z, [x, y, w])", [](const V& v) { return std::min({v.x(), v.y(), v.w()}) == v.z(); }});
  // element, 1-based
  cs.push_back({"array_int_element(x, [2, 0, -1], z)", [](const V& v) {
                  const int64_t a[] = {2, 0, -1};
                  return v.x() >= 1 && v.x() <= 3 && a[v.x() - 1] == v.z();
                }});
  cs.push_back({"array_var_int_element(x, [y, z, 1], w)", [](const V& v) {
                  const int64_t a[] = {v.y(), v.z(), 1};
                  return v.x() >= 1 && v.x() <= 3 && a[v.x() - 1] == v.w();
                }});
  cs.push_back({"array_var_int_element(x, [y, x, z], y)", [](const V& v) {
                  const int64_t a[] = {v.y(), v.x(), v.z()};
                  return v.x() >= 1 && v.x() <= 3 && a[v.x() - 1] == v.y();
                }});
  cs.push_back({"array_bool_element(x, [true, false, true], b)", [](const V& v) {
                  return v.x() >= 1 && v.x() <= 3 && v.b() == (v.x() != 2);
                }});
  cs.push_back({"array_var_bool_element(x, [b, c, true], d)", [](const V& v) {
                  const bool a[] = {v.b(), v.c(), true};
                  return v.x() >= 1 && v.x() <= 3 && a[v.x() - 1] == v.d();
                }});
  // Boolean connectives
  cs.push_back({"bool2int(b, x)", [](const V& v) { return v.x() == v.b(); }});
  cs.push_back({"bool_not(b, c)", [](const V& v) { return v.b() != v.c(); }});
  cs.push_back({"bool_xor(b, c)", [](const V& v) { return v.b() != v.c(); }});
  cs.push_back({"bool_and(b, c, d)", [](const V& v) { return v.d() == (v.b() && v.c()); }});
  cs.push_back({"bool_or(b, c, d)", [](const V& v) { return v.d() == (v.b() || v.c()); }});
  cs.push_back({"bool_xor(b, c, d)", [](const V& v) { return v.d() == (v.b() != v.c()); }});
  cs.push_back({"bool_and_imp(b, c, d)", [](const V& v) { return !v.d() || (v.b() && v.c()); }});
  cs.push_back({"bool_or_imp(b, c, d)", [](const V& v) { return !v.d() || v.b() || v.c(); }});
  cs.push_back({"bool_xor_imp(b, c, d)", [](const V& v) { return !v.d() || v.b() != v.c(); }});
  cs.push_back({"bool_clause([b, c], [d])", [](const V& v) { return v.b() || v.c() || !v.d(); }});
  cs.push_back({"bool_clause_reif([b], [c, d], e)", [](const V& v) { return v.e() == (v.b() || !v.c() || !v.d()); }});
  cs.push_back({"bool_clause_imp([b], [c, d], e)", [](const V& v) { return !v.e() || v.b() || !v.c() || !v.d(); }});
  cs.push_back({"array_bool_and([b, c, d], e)", [](const V& v) { return v.e() == (v.b() && v.c() && v.d()); }});
  cs.push_back({"array_bool_or([b, c, d], e)", [](const V& v) { return v.e() == (v.b() || v.c() || v.d()); }});
  cs.push_back({"array_bool_and_imp([b, c, d], e)", [](const V& v) { return !v.e() || (v.b() && v.c() && v.d()); }});
  cs.push_back({"array_bool_or_imp([b, c, d], e)", [](const V& v) { return !v.e() || v.b() || v.c() || v.d(); }});
  cs.push_back({"array_bool_xor([b, c, d])", [](const V& v) { return (v.b() + v.c() + v.d()) % 2 == 1; }});
  // membership in constant sets
  cs.push_back({"set_in(x, {-2, 0, 1})", [](const V& v) { return v.x() == -2 || v.x() == 0 || v.x() == 1; }});
  cs.push_back({"set_in(x, 0..5)", [](const V& v) { return v.x() >= 0; }});
  cs.push_back({"set_in_reif(x, {-1, 2}, b)", [](const V& v) { return v.b() == (v.x() == -1 || v.x() == 2); }});
  cs.push_back({"set_in_imp(x, -1..1, b)", [](const V& v) { return !v.b() || (v.x() >= -1 && v.x() <= 1); }});
  return cs;
}

TEST(FznBuiltins, EachAgreesWithItsDefinition) {
  for (const Case& c : cases()) EXPECT_EQ(bySolver(c.constraint), byDefinition(c.holds)) << c.constraint;
}

// Unsupported constructs: the message names the construct, at its line and column.
TEST(FznBuiltins, UnsupportedOnesNameTheirLine) {
  const std::pair<const char*, const char*> bad[] = {
      {"var int: x;\nvar float: f;\nsolve satisfy;\n", "builtin.fzn:2:12: float variables are not supported ('f')"},
      {"var int: x;\nvar set of 1..3: s;\nsolve satisfy;\n", "builtin.fzn:2:18: set variables are not supported ('s')"},
      {"var 1..3: x;\nconstraint float_lin_eq([1.0], [2.5], 1.0);\nsolve satisfy;\n",
       "builtin.fzn:2:12: float constraints are not supported ('float_lin_eq')"},
      {"var 1..3: x;\nvar 1..3: y;\n  constraint set_union({1}, {2}, {1, 2});\nsolve satisfy;\n",
       "builtin.fzn:3:14: set constraints other than set_in on constant sets are not supported ('set_union')"},
      {"var 1..3: x;\nconstraint int_plus(x, x);\nsolve satisfy;\n", "builtin.fzn:2:12:"},
      {"var 1..3: x;\nconstraint int_le(x, 1.5);\nsolve satisfy;\n", "builtin.fzn:2:"},
  };
  for (const auto& [text, msg] : bad) {
    try {
      fzn::Instance::load(text, "builtin.fzn", {});
      ADD_FAILURE() << "accepted: " << text;
    } catch (const InputError& e) {
      EXPECT_EQ(e.format().rfind(msg, 0), 0u) << e.format() << " / expected " << msg;
    }
  }
}

}  // namespace
