// The independent checker for zebra answers. It shares nothing with the model: it reads the
// table of houses directly, checks that each attribute's row is a permutation of its values,
// then evaluates every clue by looking up the house numbers in the table.
#include "puzzles/zebra/zebra.h"

namespace deduce::zebra {

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
  auto where = [&](Property x) {
    for (int h = 0; h < n; ++h)
      if (t[h][x.attr] == x.value) return h;
    return -1;
  };
  for (const Clue& c : p.clues) {
    int a = where(c.a);
    int b = (c.rel == Rel::At || c.rel == Rel::NotAt) ? -1 : where(c.b);
    bool ok = false;
    switch (c.rel) {
      case Rel::Same: ok = a == b; break;
      case Rel::Different: ok = a != b; break;
      case Rel::At: ok = a == c.house; break;
      case Rel::NotAt: ok = a != c.house; break;
      case Rel::NextTo: ok = a - b == 1 || b - a == 1; break;
      case Rel::ImmLeftOf: ok = a + 1 == b; break;
      case Rel::ImmRightOf: ok = a == b + 1; break;
      case Rel::LeftOf: ok = a < b; break;
      case Rel::RightOf: ok = a > b; break;
    }
    if (!ok) {
      std::string what = p.valueName(c.a) + " " + keyword(c.rel) + " ";
      what += (c.rel == Rel::At || c.rel == Rel::NotAt) ? std::to_string(c.house + 1) : p.valueName(c.b);
      return "clue '" + what + "'" + (c.line ? " (line " + std::to_string(c.line) + ")" : "") + " is violated";
    }
  }
  return "";
}

}  // namespace deduce::zebra
