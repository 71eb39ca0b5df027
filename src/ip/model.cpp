// The modelling layer's plain data: expressions, variables, merged rows, the objective.
#include "ip/model.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace deduce::ip {

LinExpr& LinExpr::operator+=(const LinExpr& o) {
  terms.insert(terms.end(), o.terms.begin(), o.terms.end());
  constant += o.constant;
  return *this;
}

LinExpr& LinExpr::operator-=(const LinExpr& o) {
  for (const Term& t : o.terms) terms.push_back({t.var, -t.coef});
  constant -= o.constant;
  return *this;
}

LinExpr& LinExpr::operator*=(double c) {
  for (Term& t : terms) t.coef *= c;
  constant *= c;
  return *this;
}

LinExpr operator+(LinExpr a, const LinExpr& b) { return a += b; }
LinExpr operator-(LinExpr a, const LinExpr& b) { return a -= b; }
LinExpr operator*(double c, LinExpr e) { return e *= c; }

LinExpr sum(const std::vector<VarId>& vars) {
  LinExpr e;
  for (VarId v : vars) e.add(v);
  return e;
}

std::string name(std::string_view base, std::initializer_list<long long> idx) {
  std::string s(base);
  for (long long i : idx) {
    s += '_';
    s += std::to_string(i);
  }
  return s;
}

VarId Model::addVar(VarType type, double lb, double ub, std::string name) {
  if (type == VarType::Binary) lb = std::max(lb, 0.0), ub = std::min(ub, 1.0);
  if (std::isnan(lb) || std::isnan(ub)) throw std::invalid_argument("ip: NaN bound for " + name);
  vars_.push_back({type, lb, ub, std::move(name)});
  obj_.push_back(0);
  return static_cast<VarId>(vars_.size() - 1);
}

void Model::fix(VarId v, double value) { setBounds(v, value, value); }

void Model::setBounds(VarId v, double lb, double ub) {
  vars_.at(v).lb = lb;
  vars_.at(v).ub = ub;
}

Row Model::makeRow(double lo, const LinExpr& e, double hi, std::string name) {
  Row r;
  r.terms = e.terms;
  std::sort(r.terms.begin(), r.terms.end(), [](const Term& a, const Term& b) { return a.var < b.var; });
  size_t k = 0;
  for (size_t i = 0; i < r.terms.size();) {
    Term t = r.terms[i++];
    while (i < r.terms.size() && r.terms[i].var == t.var) t.coef += r.terms[i++].coef;
    if (t.coef != 0) r.terms[k++] = t;
  }
  r.terms.resize(k);
  r.lo = lo - e.constant;
  r.hi = hi - e.constant;
  r.name = std::move(name);
  return r;
}

int Model::addRange(double lo, const LinExpr& e, double hi, std::string name) {
  for (const Term& t : e.terms)
    if (t.var < 0 || t.var >= numVars()) throw std::out_of_range("ip: unknown variable in row " + name);
  rows_.push_back(makeRow(lo, e, hi, std::move(name)));
  return numRows() - 1;
}

void Model::setObjective(const LinExpr& e, bool maximize) {
  std::fill(obj_.begin(), obj_.end(), 0.0);
  for (const Term& t : e.terms) obj_.at(t.var) += t.coef;
  objConst_ = e.constant;
  maximize_ = maximize;
}

bool Model::hasObjective() const {
  return std::any_of(obj_.begin(), obj_.end(), [](double c) { return c != 0; });
}

std::vector<VarId> Model::decisionVars() const {
  if (!decision_.empty()) return decision_;
  std::vector<VarId> out;
  for (VarId v = 0; v < numVars(); ++v)
    if (vars_[v].type == VarType::Binary) out.push_back(v);
  return out;
}

void addSingleSourceFlow(Model& m, int n, const std::vector<std::pair<int, int>>& edges,
                         const std::vector<std::pair<VarId, VarId>>& arcs) {
  std::vector<LinExpr> net(n);
  for (size_t e = 0; e < edges.size(); ++e) {
    auto [i, j] = edges[e];
    net[i].add(arcs[e].first, 1).add(arcs[e].second, -1);
    net[j].add(arcs[e].second, 1).add(arcs[e].first, -1);
  }
  for (int v = 0; v < n; ++v) m.addEq(net[v], v == 0 ? n - 1 : -1, name("flow", {v}));
}

double Model::value(const LinExpr& e, const std::vector<double>& x) {
  double s = e.constant;
  for (const Term& t : e.terms) s += t.coef * x.at(t.var);
  return s;
}

}  // namespace deduce::ip
