// LP and MPS writers for ip::Model, written directly from the model (no solver object), so
// that a model goes to any stream with the names it was built with.
//
// LP (CPLEX LP format, as CoinLpIO, Gurobi, HiGHS and SCIP read it): objective, `Subject To`
// with one named row per line, `Bounds` for every column, `Generals` and `Binaries`. Every
// coefficient is written explicitly so that no name can be read as part of a number.
// MPS (free MPS: names without blanks, fields separated by blanks): ROWS, COLUMNS with
// MARKER lines around integer columns, RHS, RANGES, BOUNDS (explicit for every column, since
// readers disagree on the default upper bound of integer columns). MPS has no portable
// objective sense (cbc ignores OBJSENSE), so a maximisation is written negated.
#include <cmath>
#include <map>
#include <ostream>
#include <set>
#include <sstream>

#include "ip/model.h"

namespace deduce::ip {

namespace {

std::string safeName(const std::string& raw, const std::string& fallback) {
  if (raw.empty()) return fallback;
  std::string s;
  for (char c : raw) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
    s += ok ? c : '_';
  }
  if ((s[0] >= '0' && s[0] <= '9') || s[0] == '.') s = "_" + s;
  return s;
}

// Safe and unique names: a repeated name gets _2, _3, ...
std::vector<std::string> uniqueNames(const std::vector<std::string>& raw, char prefix,
                                     std::set<std::string>& used) {
  std::vector<std::string> out;
  out.reserve(raw.size());
  for (size_t i = 0; i < raw.size(); ++i) {
    std::string fallback(1, prefix);
    fallback += std::to_string(i);
    std::string base = safeName(raw[i], fallback);
    std::string s = base;
    for (int k = 2; used.count(s); ++k) s = base + "_" + std::to_string(k);
    used.insert(s);
    out.push_back(s);
  }
  return out;
}

// A comment as one line of the file: line breaks become blanks.
std::string oneLine(std::string s) {
  for (char& c : s)
    if (c == '\n' || c == '\r') c = ' ';
  return s;
}

std::string num(double v) {
  std::ostringstream o;
  o.precision(15);
  o << v;
  return o.str();
}

struct Names {
  std::vector<std::string> cols, rows;
};

Names names(const Model& m) {
  std::set<std::string> used = {"obj"};
  std::vector<std::string> raw;
  for (const Variable& v : m.vars()) raw.push_back(v.name);
  Names n;
  n.cols = uniqueNames(raw, 'C', used);
  raw.clear();
  for (const Row& r : m.rows()) raw.push_back(r.name);
  n.rows = uniqueNames(raw, 'R', used);
  return n;
}

void writeTerms(std::ostream& out, const std::vector<Term>& terms, const std::vector<std::string>& cols) {
  int onLine = 0;
  for (const Term& t : terms) {
    if (onLine == 8) out << "\n   ", onLine = 0;
    out << (t.coef < 0 ? " - " : " + ") << num(std::fabs(t.coef)) << ' ' << cols[t.var];
    ++onLine;
  }
}

}  // namespace

std::vector<std::string> exportColumnNames(const Model& m) { return names(m).cols; }

void writeLp(const Model& m, std::ostream& out) {
  Names n = names(m);
  out << "\\ " << safeName(m.name, "deduce") << ": " << m.numVars() << " columns, " << m.numRows() << " rows\n";
  for (const std::string& c : m.comments) out << "\\ " << oneLine(c) << '\n';
  out << (m.maximizing() ? "Maximize\n" : "Minimize\n") << " obj:";
  std::vector<Term> obj;
  for (VarId v = 0; v < m.numVars(); ++v)
    if (m.objective()[v] != 0) obj.push_back({v, m.objective()[v]});
  if (obj.empty() && m.numVars() > 0) obj.push_back({0, 0.0});  // a feasibility problem: 0 x
  writeTerms(out, obj, n.cols);
  out << "\nSubject To\n";
  for (int i = 0; i < m.numRows(); ++i) {
    const Row& r = m.rows()[i];
    std::vector<Term> terms = r.terms;
    if (terms.empty() && m.numVars() > 0) terms.push_back({0, 0.0});  // an empty row: 0 x
    auto line = [&](const std::string& name, const char* op, double rhs) {
      out << ' ' << name << ':';
      writeTerms(out, terms, n.cols);
      out << ' ' << op << ' ' << num(rhs) << '\n';
    };
    bool lo = std::isfinite(r.lo), hi = std::isfinite(r.hi);
    if (lo && hi && r.lo == r.hi) {
      line(n.rows[i], "=", r.lo);
    } else if (lo && hi) {
      line(n.rows[i] + "_lo", ">=", r.lo);
      line(n.rows[i] + "_hi", "<=", r.hi);
    } else if (lo) {
      line(n.rows[i], ">=", r.lo);
    } else if (hi) {
      line(n.rows[i], "<=", r.hi);
    }  // a free row constrains nothing and is left out
  }
  out << "Bounds\n";
  for (VarId v = 0; v < m.numVars(); ++v) {
    const Variable& x = m.var(v);
    bool lo = std::isfinite(x.lb), hi = std::isfinite(x.ub);
    out << ' ';
    if (lo && hi && x.lb == x.ub)
      out << n.cols[v] << " = " << num(x.lb);
    else if (!lo && !hi)
      out << n.cols[v] << " free";
    else
      out << (lo ? num(x.lb) : "-inf") << " <= " << n.cols[v] << " <= " << (hi ? num(x.ub) : "+inf");
    out << '\n';
  }
  for (VarType t : {VarType::Integer, VarType::Binary}) {
    bool first = true;
    for (VarId v = 0; v < m.numVars(); ++v) {
      if (m.var(v).type != t) continue;
      if (first) out << (t == VarType::Integer ? "Generals\n" : "Binaries\n"), first = false;
      out << ' ' << n.cols[v] << '\n';
    }
  }
  out << "End\n";
}

void writeMps(const Model& m, std::ostream& out) {
  Names n = names(m);
  out << "NAME " << safeName(m.name, "deduce") << '\n';
  for (const std::string& c : m.comments) out << "* " << oneLine(c) << '\n';
  // CoinMpsIO (cbc) ignores OBJSENSE MAX, so a maximisation is written as the minimisation of
  // the negated objective: its optimum is the negated maximum.
  const double sense = m.maximizing() ? -1.0 : 1.0;
  if (m.maximizing()) out << "* maximise: the objective row is negated (minimise -f)\n";
  out << "ROWS\n N obj\n";
  // per row: its type and, for ranges, the range width
  std::vector<char> type(m.numRows(), 'N');
  for (int i = 0; i < m.numRows(); ++i) {
    const Row& r = m.rows()[i];
    bool lo = std::isfinite(r.lo), hi = std::isfinite(r.hi);
    type[i] = lo && hi ? (r.lo == r.hi ? 'E' : 'G') : lo ? 'G' : hi ? 'L' : 'N';
    if (type[i] != 'N') out << ' ' << type[i] << ' ' << n.rows[i] << '\n';
  }
  // the columns, column-wise
  std::vector<std::vector<std::pair<int, double>>> col(m.numVars());
  for (int i = 0; i < m.numRows(); ++i)
    if (type[i] != 'N')
      for (const Term& t : m.rows()[i].terms) col[t.var].push_back({i, t.coef});
  out << "COLUMNS\n";
  bool inInt = false;
  int marker = 0;
  for (VarId v = 0; v < m.numVars(); ++v) {
    bool isInt = m.var(v).type != VarType::Continuous;
    if (isInt != inInt) {
      out << " MARKER" << marker++ << " 'MARKER' " << (isInt ? "'INTORG'" : "'INTEND'") << '\n';
      inInt = isInt;
    }
    out << ' ' << n.cols[v] << " obj " << num(sense * m.objective()[v] + 0.0) << '\n';
    for (auto [i, a] : col[v]) out << ' ' << n.cols[v] << ' ' << n.rows[i] << ' ' << num(a) << '\n';
  }
  if (inInt) out << " MARKER" << marker++ << " 'MARKER' 'INTEND'\n";
  out << "RHS\n";
  if (m.objectiveConstant() != 0) out << " RHS obj " << num(-sense * m.objectiveConstant()) << '\n';
  for (int i = 0; i < m.numRows(); ++i) {
    const Row& r = m.rows()[i];
    double rhs = type[i] == 'L' ? r.hi : r.lo;
    if (type[i] != 'N' && rhs != 0) out << " RHS " << n.rows[i] << ' ' << num(rhs) << '\n';
  }
  bool anyRange = false;
  for (int i = 0; i < m.numRows(); ++i) {
    const Row& r = m.rows()[i];
    if (type[i] != 'G' || !std::isfinite(r.hi)) continue;
    if (!anyRange) out << "RANGES\n", anyRange = true;
    out << " RNG " << n.rows[i] << ' ' << num(r.hi - r.lo) << '\n';
  }
  out << "BOUNDS\n";
  for (VarId v = 0; v < m.numVars(); ++v) {
    const Variable& x = m.var(v);
    const std::string& c = n.cols[v];
    bool lo = std::isfinite(x.lb), hi = std::isfinite(x.ub);
    if (lo && hi && x.lb == x.ub) {
      out << " FX BND " << c << ' ' << num(x.lb) << '\n';
      continue;
    }
    if (!lo && !hi) {
      out << " FR BND " << c << '\n';
      continue;
    }
    if (lo)
      out << " LO BND " << c << ' ' << num(x.lb) << '\n';
    else
      out << " MI BND " << c << '\n';
    if (hi)
      out << " UP BND " << c << ' ' << num(x.ub) << '\n';
    else
      out << " PL BND " << c << '\n';
  }
  out << "ENDATA\n";
}

}  // namespace deduce::ip
