// A small integer-programming modelling layer: binary, integer and continuous variables with
// bounds and names, linear constraints lo <= sum(a_j x_j) <= hi with names, and a linear
// objective to minimise or maximise. Models read like the papers' formulations: one named
// variable per symbol, one named row per equation.
//
// The model is solver-neutral plain data; solve.h runs it on CBC (COIN-OR branch and cut),
// export.cpp writes it as an LP or MPS file with its row and column names, so that any other
// solver (Gurobi, HiGHS, SCIP, cbc's command line) can read the same model.
#pragma once

#include <initializer_list>
#include <iosfwd>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace deduce::ip {

using VarId = int;
inline constexpr double kInf = std::numeric_limits<double>::infinity();

enum class VarType { Binary, Integer, Continuous };

struct Term {
  VarId var;
  double coef;
};

// A linear expression sum(coef * var) + constant. Repeated variables are merged when the
// expression becomes a row or the objective.
struct LinExpr {
  std::vector<Term> terms;
  double constant = 0;

  LinExpr() = default;
  LinExpr(VarId v) : terms{{v, 1.0}} {}  // NOLINT: a variable is an expression
  LinExpr& add(VarId v, double coef = 1.0) {
    terms.push_back({v, coef});
    return *this;
  }
  LinExpr& operator+=(const LinExpr& o);
  LinExpr& operator-=(const LinExpr& o);
  LinExpr& operator+=(double c) {
    constant += c;
    return *this;
  }
  LinExpr& operator*=(double c);
};
LinExpr operator+(LinExpr a, const LinExpr& b);
LinExpr operator-(LinExpr a, const LinExpr& b);
LinExpr operator*(double c, LinExpr e);
// sum of the variables
LinExpr sum(const std::vector<VarId>& vars);

// Single-source flow conservation, the connectivity device of paper 003's network-flow
// models: for undirected edges (i, j) with arc flows (f_ij, f_ji), the rows
// out(v) - in(v) = n - 1 at the source vertex 0 and -1 at every other vertex, named flow_v.
class Model;
void addSingleSourceFlow(Model& m, int n, const std::vector<std::pair<int, int>>& edges,
                         const std::vector<std::pair<VarId, VarId>>& arcs);

// A column or row name from a base and indices: name("x", {1, 2, 3}) == "x_1_2_3".
std::string name(std::string_view base, std::initializer_list<long long> idx);

struct Variable {
  VarType type = VarType::Binary;
  double lb = 0, ub = 1;
  std::string name;
};

// lo <= sum(terms) <= hi; terms sorted by variable, no duplicates, no zero coefficients.
struct Row {
  std::vector<Term> terms;
  double lo = -kInf, hi = kInf;
  std::string name;
};

class Model {
 public:
  // Variables. Binary variables have bounds [0, 1] (narrowed by lb/ub to fix one).
  VarId addVar(VarType type, double lb, double ub, std::string name);
  VarId binary(std::string name) { return addVar(VarType::Binary, 0, 1, std::move(name)); }
  VarId integer(double lb, double ub, std::string name) { return addVar(VarType::Integer, lb, ub, std::move(name)); }
  VarId continuous(double lb, double ub, std::string name) {
    return addVar(VarType::Continuous, lb, ub, std::move(name));
  }
  // Tighten a variable's bounds (e.g. a clue fixing x = 1 as a bound, as paper 003 does).
  void fix(VarId v, double value);
  void setBounds(VarId v, double lb, double ub);

  // Constraints lo <= e <= hi (e's constant is moved to the bounds). Return the row index.
  int addRange(double lo, const LinExpr& e, double hi, std::string name);
  int addEq(const LinExpr& e, double rhs, std::string name) { return addRange(rhs, e, rhs, std::move(name)); }
  int addLe(const LinExpr& e, double rhs, std::string name) { return addRange(-kInf, e, rhs, std::move(name)); }
  int addGe(const LinExpr& e, double rhs, std::string name) { return addRange(rhs, e, kInf, std::move(name)); }

  // Objective (default: minimise 0, a feasibility problem).
  void minimize(const LinExpr& e) { setObjective(e, false); }
  void maximize(const LinExpr& e) { setObjective(e, true); }
  void setObjective(const LinExpr& e, bool maximize);

  // The decision variables whose values tell solutions apart (the no-good cuts of enumeration
  // range over them; they must be binary). Default: every binary variable.
  void setDecisionVars(std::vector<VarId> vars) { decision_ = std::move(vars); }
  std::vector<VarId> decisionVars() const;

  int numVars() const { return static_cast<int>(vars_.size()); }
  int numRows() const { return static_cast<int>(rows_.size()); }
  const Variable& var(VarId v) const { return vars_[v]; }
  const std::vector<Variable>& vars() const { return vars_; }
  const std::vector<Row>& rows() const { return rows_; }
  const std::vector<double>& objective() const { return obj_; }  // per variable
  double objectiveConstant() const { return objConst_; }
  bool maximizing() const { return maximize_; }
  bool hasObjective() const;
  std::string name = "deduce";  // the model's name in exported files
  // Header comments of exported files, one line each: what the variables mean, and where the
  // model is not the whole problem (rows that a solve adds lazily and a file lacks).
  std::vector<std::string> comments;

  // Value of an expression at x (one value per variable).
  static double value(const LinExpr& e, const std::vector<double>& x);
  // The row built from `e` (merged terms); exposed for the solver's cuts.
  static Row makeRow(double lo, const LinExpr& e, double hi, std::string name);

 private:
  std::vector<Variable> vars_;
  std::vector<Row> rows_;
  std::vector<double> obj_;
  double objConst_ = 0;
  bool maximize_ = false;
  std::vector<VarId> decision_;
};

// Export (export.cpp). Names are written as given where the format allows them and made
// safe otherwise (characters outside [A-Za-z0-9_.] become '_', a leading digit or '.' gets a
// '_' prefix, a repeated name a suffix _2, _3...); empty names become C<j> / R<i>. A ranged row becomes two rows
// NAME_lo and NAME_hi in LP files (a RANGES entry in MPS). MPS has no objective sense that
// every reader honours: a maximisation is written as minimise -f (a comment line says so). Both files load in cbc, Gurobi,
// HiGHS and SCIP.
void writeLp(const Model& m, std::ostream& out);
void writeMps(const Model& m, std::ostream& out);
// The names the export uses (safe, unique) for columns and rows.
std::vector<std::string> exportColumnNames(const Model& m);

}  // namespace deduce::ip
