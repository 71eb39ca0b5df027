#include "puzzles/exactcover/model_sat.h"

#include <map>
#include <string>

namespace deduce::exactcover {

std::vector<int> SatModel::decode(const std::vector<bool>& values) const {
  std::vector<int> chosen;
  for (size_t k = 0; k < values.size(); ++k)
    if (values[k]) chosen.push_back(static_cast<int>(k));
  return chosen;
}

SatModel buildSat(const Problem& p, sat::AmoEncoding amo) {
  SatModel m;
  m.cnf.comments = {"variable o<k> <items> is true iff option k (0-based, input order) is chosen; <item>:<colour> "
                    "is true iff a chosen option gives that secondary item that colour"};
  const size_t numItems = p.items.size();
  std::vector<std::vector<sat::Lit>> uses(numItems);             // per item: plain option literals
  std::vector<std::map<int, std::vector<sat::Lit>>> coloured(numItems);  // per item: colour -> options
  for (size_t k = 0; k < p.options.size(); ++k) {
    std::string name = exactcover::name("o", static_cast<int>(k));
    bool hasPrimary = false;
    for (const Problem::Entry& e : p.options[k]) {
      name += ' ';
      name += p.items[static_cast<size_t>(e.item)];
      if (e.colour > 0) {
        name += ':';
        name += p.colours[static_cast<size_t>(e.colour - 1)];
      }
      hasPrimary |= e.item < p.numPrimary;
    }
    m.oneHot &= hasPrimary;
    const sat::Lit o = m.cnf.newVar(name);
    m.projection.push_back(o);
    for (const Problem::Entry& e : p.options[k]) {
      if (e.colour > 0)
        coloured[static_cast<size_t>(e.item)][e.colour].push_back(o);
      else
        uses[static_cast<size_t>(e.item)].push_back(o);
    }
  }
  for (size_t i = 0; i < numItems; ++i) {
    std::vector<sat::Lit>& u = uses[i];
    for (const auto& [colour, opts] : coloured[i]) {
      std::string name = p.items[i];
      name += ':';
      name += p.colours[static_cast<size_t>(colour - 1)];
      const sat::Lit c = m.cnf.newVar(std::move(name));
      for (sat::Lit o : opts) m.cnf.addClause({-o, c});
      u.push_back(c);
    }
    if (static_cast<int>(i) < p.numPrimary)
      m.cnf.exactlyOne(u, amo);  // an empty list gives the empty clause: no cover exists
    else
      m.cnf.atMostOne(u, amo);
  }
  return m;
}

sat::Result solveSat(const Problem& p, const sat::Options& opt,
                     const std::function<bool(const std::vector<int>&)>& onSolution) {
  SatModel m = buildSat(p);
  sat::Options o = opt;
  o.blockTrueOnly = m.oneHot;
  sat::SolutionFn fn;
  if (onSolution) fn = [&](const std::vector<bool>& values) { return onSolution(m.decode(values)); };
  return sat::enumerate(m.cnf, m.projection, o, fn);
}

}  // namespace deduce::exactcover
