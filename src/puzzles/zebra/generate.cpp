// Random zebra puzzles with a unique solution and no redundant clue.
//
// Algorithm (counterexample-guided clue selection, then minimisation):
//  1. Draw a hidden solution: a random permutation of each attribute over the houses.
//  2. While the clues admit more than one solution: take a solution S' != hidden one that the
//     solver found, and add a random clue that is true of the hidden solution but false in S'.
//     Every added clue removes at least S', so the loop ends; it needs few solver calls because
//     each clue is chosen to cut off a known counterexample.
//  3. Minimise: try to delete each clue in random order; keep the deletion when the rest still
//     determine a unique solution. Uniqueness is monotone in the clue set (fewer clues, more
//     solutions), so after one pass every remaining clue is necessary: removing any one makes
//     the puzzle ambiguous.
// All randomness comes from one seeded std::mt19937_64 reduced with `% n`, so a seed gives the
// same puzzle everywhere. Uniqueness checks run the solver with --max-solutions 2.
#include <algorithm>
#include <random>

#include "puzzles/budget.h"
#include "puzzles/zebra/zebra.h"

namespace deduce::zebra {
namespace {

struct NamePool {
  const char* attr;
  std::vector<const char*> values;
};

const std::vector<NamePool>& pools() {
  static const std::vector<NamePool> p = {
      {"nationality", {"Englishman", "Spaniard", "Ukrainian", "Norwegian", "Japanese", "German", "Swede", "Dane",
                       "Italian", "Brazilian", "Canadian", "Indian"}},
      {"color", {"red", "green", "ivory", "yellow", "blue", "white", "black", "orange", "purple", "pink", "gray", "brown"}},
      {"pet", {"dog", "snails", "fox", "horse", "zebra", "cat", "bird", "fish", "hamster", "rabbit", "turtle", "ferret"}},
      {"drink", {"coffee", "tea", "milk", "orange juice", "water", "beer", "wine", "lemonade", "cocoa", "cider", "soda",
                 "kefir"}},
      {"smoke", {"Old Gold", "Kools", "Chesterfields", "Lucky Strike", "Parliaments", "Pall Mall", "Dunhill", "Blends",
                 "Blue Master", "Prince", "Marlboro", "Camel"}},
      {"car", {"Ford", "Fiat", "Volvo", "Toyota", "Skoda", "Audi", "Honda", "Mazda", "Tesla", "Renault", "Kia", "Saab"}},
      {"sport", {"tennis", "golf", "rugby", "cricket", "hockey", "chess", "karate", "rowing", "fencing", "skiing",
                 "archery", "judo"}},
      {"job", {"baker", "doctor", "pilot", "farmer", "lawyer", "painter", "nurse", "teacher", "chef", "miner", "sailor",
               "tailor"}},
      {"music", {"jazz", "blues", "rock", "opera", "folk", "reggae", "techno", "soul", "punk", "gospel", "salsa", "swing"}},
      {"flower", {"rose", "tulip", "lily", "daisy", "orchid", "iris", "poppy", "lotus", "violet", "peony", "aster",
                  "dahlia"}},
      {"food", {"bread", "rice", "pasta", "soup", "cheese", "salad", "curry", "sushi", "pizza", "tacos", "stew",
                "pie"}},
      {"hobby", {"reading", "knitting", "fishing", "hiking", "pottery", "gardening", "dancing", "singing", "camping",
                 "origami", "baking", "sewing"}},
  };
  return p;
}

struct Rng {
  std::mt19937_64 g;
  int below(int n) { return static_cast<int>(g() % static_cast<uint64_t>(n)); }
};

// A random clue true in the hidden solution `pos` (table `t`). Weights: 40% same-house,
// 12% different, 6% direct location, 16% next-to, 12% immediately-left/right, 14% left/right.
Clue randomClue(Rng& r, const std::vector<std::vector<int>>& pos, const Table& t, int n, int na) {
  Clue c;
  c.a = {r.below(na), r.below(n)};
  const int h = pos[c.a.attr][c.a.value];
  auto otherAttr = [&] {
    int b = r.below(na - 1);
    return b >= c.a.attr ? b + 1 : b;
  };
  auto at = [&](int house, int attr) { return Property{attr, t[house][attr]}; };
  int k = r.below(100);
  if (na == 1) k = 46 + r.below(54);  // only positional clues relate values of one attribute
  if (k < 40) {
    c.rel = Rel::Same;
    c.b = at(h, otherAttr());
  } else if (k < 52 && n > 1) {
    c.rel = Rel::Different;
    int other = (h + 1 + r.below(n - 1)) % n;
    c.b = at(other, otherAttr());
  } else if (k < 58 || n == 1) {
    c.rel = Rel::At;
    c.house = h;
  } else if (k < 74) {
    c.rel = Rel::NextTo;
    int o = (h == 0) ? 1 : (h == n - 1) ? n - 2 : (r.below(2) ? h + 1 : h - 1);
    c.b = at(o, r.below(na));
  } else if (k < 86) {
    if (h + 1 < n && (h == 0 || r.below(2))) {
      c.rel = Rel::ImmLeftOf;
      c.b = at(h + 1, r.below(na));
    } else {
      c.rel = Rel::ImmRightOf;
      c.b = at(h - 1, r.below(na));
    }
  } else {
    int o = (h + 1 + r.below(n - 1)) % n;
    c.rel = o > h ? Rel::LeftOf : Rel::RightOf;
    c.b = at(o, r.below(na));
  }
  return c;
}

}  // namespace

Puzzle generate(const GenerateOptions& o) {
  const int n = std::max(1, o.houses);
  const int na = std::max(1, o.attributes);
  Rng r{std::mt19937_64(o.seed * 0x9E3779B97F4A7C15ULL + 12345)};
  Puzzle p;
  p.file = "<generated>";
  const auto& pl = pools();
  for (int a = 0; a < na; ++a) {
    Attribute at;
    bool named = a < static_cast<int>(pl.size()) && n <= static_cast<int>(pl[a].values.size());
    at.name = named ? pl[a].attr : a < static_cast<int>(pl.size()) ? pl[a].attr : "attr" + std::to_string(a + 1);
    for (int v = 0; v < n; ++v)
      at.values.push_back(named ? std::string(pl[a].values[v]) : at.name + "-" + std::to_string(v + 1));
    p.attrs.push_back(std::move(at));
  }
  // 1. the hidden solution
  std::vector<std::vector<int>> pos(na, std::vector<int>(n));
  Table t(n, std::vector<int>(na));
  for (int a = 0; a < na; ++a) {
    std::vector<int> perm(n);
    for (int i = 0; i < n; ++i) perm[i] = i;
    for (int i = n - 1; i > 0; --i) std::swap(perm[i], perm[r.below(i + 1)]);
    for (int v = 0; v < n; ++v) {
      pos[a][v] = perm[v];
      t[perm[v]][a] = v;
    }
  }
  SolveOptions so;
  so.var = cp::VarSel::MinDom;
  so.maxSolutions = 2;
  so.keep = 2;
  // A node limit keeps each check short on large or loosely constrained instances: a check that
  // hits it counts as "not proven unique" (add a clue / keep the clue), never as unique.
  so.limits.nodes = o.nodeLimit;
  if (o.unproven) *o.unproven = 0;
  // every check within what is left of the run's budget, when there is one
  auto check = [&](const Puzzle& x) {
    if (!o.within) return solve(x, so);
    o.within->check();
    SolveOptions within = so;
    within.limits = o.within->limits(so.limits);
    Result res = solve(x, within);
    o.within->use(res.stats.nodes);
    return res;
  };
  // 2. add clues that cut off a known other solution
  while (true) {
    Result res = check(p);
    const Table* other = nullptr;
    for (const Table& s : res.solutions)
      if (s != t) other = &s;
    if (!other && res.status == cp::SearchStatus::Complete) break;
    if (!other) {  // limit hit before a second solution: any true clue narrows the search
      p.clues.push_back(randomClue(r, pos, t, n, na));
      continue;
    }
    Clue c;
    bool found = false;
    for (int tries = 0; tries < 2000 && !found; ++tries) {
      c = randomClue(r, pos, t, n, na);
      found = !clueHolds(c, *other);
    }
    if (!found) {  // fall back to a direct location clue on a value the two solutions place apart
      for (int a = 0; a < na && !found; ++a)
        for (int v = 0; v < n && !found; ++v)
          if ((*other)[pos[a][v]][a] != v) {
            c = Clue{};
            c.rel = Rel::At;
            c.a = {a, v};
            c.house = pos[a][v];
            found = true;
          }
    }
    p.clues.push_back(c);
  }
  // 3. drop redundant clues
  std::vector<int> idx(p.clues.size());
  for (size_t i = 0; i < idx.size(); ++i) idx[i] = static_cast<int>(i);
  for (int i = static_cast<int>(idx.size()) - 1; i > 0; --i) std::swap(idx[i], idx[r.below(i + 1)]);
  std::vector<char> keep(p.clues.size(), 1);
  Puzzle q = p;
  for (int i : idx) {
    keep[i] = 0;
    q.clues.clear();
    for (size_t j = 0; j < p.clues.size(); ++j)
      if (keep[j]) q.clues.push_back(p.clues[j]);
    Result res = check(q);
    if (res.found != 1 || res.status != cp::SearchStatus::Complete) keep[i] = 1;
    if (res.found < 2 && res.status != cp::SearchStatus::Complete && o.unproven) ++*o.unproven;
  }
  std::vector<Clue> kept;
  for (size_t j = 0; j < p.clues.size(); ++j)
    if (keep[j]) kept.push_back(p.clues[j]);
  for (int i = static_cast<int>(kept.size()) - 1; i > 0; --i) std::swap(kept[i], kept[r.below(i + 1)]);
  p.clues = std::move(kept);
  // A question about the last attribute, as in "who owns the zebra?"
  p.questions.push_back({na - 1, r.below(n)});
  return p;
}

}  // namespace deduce::zebra
