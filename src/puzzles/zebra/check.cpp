// The independent checker for zebra answers. It shares nothing with the model: it reads the
// table of houses directly, checks that each attribute's row is a permutation of its values,
// then evaluates every clue by looking up the house numbers in the table.
#include "puzzles/zebra/zebra.h"

namespace deduce::zebra {

bool clueHolds(const Clue& c, const Table& t) {
  const int n = static_cast<int>(t.size());
  auto where = [&](Property x) {
    for (int h = 0; h < n; ++h)
      if (t[h][x.attr] == x.value) return h;
    return -1;
  };
  int a = where(c.a);
  int b = (c.rel == Rel::At || c.rel == Rel::NotAt) ? -1 : where(c.b);
  switch (c.rel) {
    case Rel::Same: return a == b;
    case Rel::Different: return a != b;
    case Rel::At: return a == c.house;
    case Rel::NotAt: return a != c.house;
    case Rel::NextTo: return a - b == 1 || b - a == 1;
    case Rel::ImmLeftOf: return a + 1 == b;
    case Rel::ImmRightOf: return a == b + 1;
    case Rel::LeftOf: return a < b;
    case Rel::RightOf: return a > b;
  }
  return false;
}

std::string check(const Puzzle& p, const Table& t) {
  const int n = p.houses();
  const int m = static_cast<int>(p.attrs.size());
  if (static_cast<int>(t.size()) != n) return "the table has " + std::to_string(t.size()) + " houses, expected " + std::to_string(n);
  for (int h = 0; h < n; ++h)
    if (static_cast<int>(t[h].size()) != m) return "house " + std::to_string(h + 1) + " has the wrong number of attributes";
  for (int a = 0; a < m; ++a) {
    std::vector<int> seen(n, 0);
    for (int h = 0; h < n; ++h) {
      int v = t[h][a];
      if (v < 0 || v >= n) return "house " + std::to_string(h + 1) + ": no value for " + p.attrs[a].name;
      if (seen[v]++) return p.attrs[a].name + " '" + p.attrs[a].values[v] + "' appears in two houses";
    }
  }
  for (const Clue& c : p.clues) {
    bool ok = clueHolds(c, t);
    if (!ok) {
      std::string what = p.valueName(c.a) + " " + keyword(c.rel) + " ";
      what += (c.rel == Rel::At || c.rel == Rel::NotAt) ? std::to_string(c.house + 1) : p.valueName(c.b);
      return "clue '" + what + "'" + (c.line ? " (line " + std::to_string(c.line) + ")" : "") + " is violated";
    }
  }
  return "";
}

}  // namespace deduce::zebra
