#include "puzzles/zebra/model_sat.h"

#include <stdexcept>
#include <string>

namespace deduce::zebra {

Table SatModel::decode(const std::vector<bool>& values) const {
  Table t(static_cast<size_t>(houses), std::vector<int>(static_cast<size_t>(attrs), -1));
  for (size_t i = 0; i < values.size(); ++i)
    if (values[i]) {
      const size_t h = i % houses, av = i / houses;
      t[h][av / houses] = static_cast<int>(av % houses);
    }
  return t;
}

SatModel buildSat(const Puzzle& p) {
  SatModel m;
  const int n = p.houses();
  m.houses = n;
  m.attrs = static_cast<int>(p.attrs.size());
  for (const Attribute& a : p.attrs)
    if (static_cast<int>(a.values.size()) != n)
      throw std::invalid_argument("attribute " + a.name + " does not have one value per house");
  sat::Cnf& f = m.cnf;
  f.comments = {"variable <attribute>=<value>@<house> is true iff that house (1-based) has that value"};
  for (int a = 0; a < m.attrs; ++a)
    for (int v = 0; v < n; ++v)
      for (int h = 0; h < n; ++h) {
        std::string name = p.attrs[static_cast<size_t>(a)].name;
        name += '=';
        name += p.attrs[static_cast<size_t>(a)].values[static_cast<size_t>(v)];
        name += '@';
        name += std::to_string(h + 1);
        m.projection.push_back(f.newVar(std::move(name)));
      }
  auto lit = [&](Property x, int h) { return m.projection[(static_cast<size_t>(x.attr) * n + x.value) * n + h]; };
  std::vector<sat::Lit> lits;
  for (int a = 0; a < m.attrs; ++a) {
    for (int v = 0; v < n; ++v) {
      lits.clear();
      for (int h = 0; h < n; ++h) lits.push_back(lit({a, v}, h));
      f.exactlyOne(lits, sat::AmoEncoding::Pairwise);
    }
    for (int h = 0; h < n; ++h) {
      lits.clear();
      for (int v = 0; v < n; ++v) lits.push_back(lit({a, v}, h));
      f.exactlyOne(lits, sat::AmoEncoding::Pairwise);
    }
  }
  for (const Clue& c : p.clues) {
    for (int h = 0; h < n; ++h) {
      const sat::Lit a = lit(c.a, h);
      switch (c.rel) {
        case Rel::Same:
          f.addClause({-a, lit(c.b, h)});
          f.addClause({a, -lit(c.b, h)});
          break;
        case Rel::Different: f.addClause({-a, -lit(c.b, h)}); break;
        case Rel::At:
          if (h == c.house) f.addClause({a});
          break;
        case Rel::NotAt:
          if (h == c.house) f.addClause({-a});
          break;
        default: {
          lits.assign(1, -a);
          for (int g = 0; g < n; ++g) {
            const bool ok = (c.rel == Rel::NextTo && (g == h - 1 || g == h + 1)) ||
                            (c.rel == Rel::ImmLeftOf && g == h + 1) || (c.rel == Rel::ImmRightOf && g == h - 1) ||
                            (c.rel == Rel::LeftOf && g > h) || (c.rel == Rel::RightOf && g < h);
            if (ok) lits.push_back(lit(c.b, g));
          }
          f.addClause(lits);
        }
      }
    }
    if ((c.rel == Rel::At || c.rel == Rel::NotAt) && (c.house < 0 || c.house >= n)) {
      if (c.rel == Rel::At) f.addClause(std::vector<sat::Lit>{});  // no such house: unsatisfiable
    }
  }
  return m;
}

sat::Result solveSat(const Puzzle& p, const sat::Options& opt, const std::function<bool(const Table&)>& onSolution) {
  SatModel m = buildSat(p);
  sat::Options o = opt;
  o.blockTrueOnly = true;
  sat::SolutionFn fn;
  if (onSolution) fn = [&](const std::vector<bool>& values) { return onSolution(m.decode(values)); };
  return sat::enumerate(m.cnf, m.projection, o, fn);
}

}  // namespace deduce::zebra
