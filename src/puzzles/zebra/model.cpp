// The CP model of paper 003, chapter 7 (after Gregor et al. 2015), and the paper's heuristics.
//
// Model: one position variable per property, pos[attr][value] in 0..n-1 (the house of that
// value); alldifferent per attribute (each house has one value of each attribute), at the
// chosen consistency (domain consistency, Regin's matching algorithm, by default). Clues, by the
// paper's categories (Table 7.3):
//   ACC  A = B                pos(A) == pos(B)              domain consistent (cp::equal)
//        A != B               pos(A) != pos(B)              forward checking (cp::notEqual)
//   DLC  A at K               pos(A) := K                   an assignment at posting time
//        A not-at K           K removed from pos(A)
//   ILC  A next-to B          |pos(A) - pos(B)| == 1        domain consistent (cp::distanceEq)
//        A imm.-right-of B    pos(A) == pos(B) + 1          domain consistent (cp::equal)
//        A imm.-left-of B     pos(A) == pos(B) - 1
//        A left-of B          pos(A) <= pos(B) - 1          bounds consistent (cp::lessEq)
//        A right-of B         pos(B) <= pos(A) - 1
//
// Heuristics (section 7.3.1). In the paper's Prolog model the constraint order *is* the search
// order (each clue is a `member/2` goal that generates house assignments). Here constraints
// propagate to a fixpoint whatever their order, so the heuristics act through the posting order
// (which sets the propagation queue order) and, mainly, through the static variable order
// searched with VarSel::Input:
//   Given  clues in file order; properties searched in order of first mention
//   H12    Heuristic 1: direct-location clues (DLC) first; Heuristic 2: indirect-location clues
//          (ILC) last; properties searched in order of first mention in that clue order
//   H123   and Heuristic 3: mutually exclusive elements together: the attributes in order of
//          first mention, all values of an attribute searched consecutively, so that every
//          decision on one value prunes its siblings through the attribute's alldifferent.
#include <algorithm>

#include "puzzles/zebra/zebra.h"

namespace deduce::zebra {

const char* toString(Heuristic h) {
  switch (h) {
    case Heuristic::Given: return "given";
    case Heuristic::H12: return "1+2";
    case Heuristic::H123: return "1+2+3";
  }
  return "?";
}

bool parseHeuristic(const std::string& s, Heuristic& out) {
  if (s == "given" || s == "none" || s == "0") out = Heuristic::Given;
  else if (s == "1+2" || s == "12" || s == "h12") out = Heuristic::H12;
  else if (s == "1+2+3" || s == "123" || s == "h123") out = Heuristic::H123;
  else return false;
  return true;
}

namespace {

std::vector<const Clue*> clueOrder(const Puzzle& p, Heuristic h) {
  std::vector<const Clue*> order;
  for (const Clue& c : p.clues) order.push_back(&c);
  if (h == Heuristic::Given) return order;
  auto rank = [](const Clue* c) {
    switch (categoryOf(c->rel)) {
      case Category::DLC: return 0;  // Heuristic 1
      case Category::ACC: return 1;
      case Category::ILC: return 2;  // Heuristic 2
    }
    return 1;
  };
  std::stable_sort(order.begin(), order.end(), [&](const Clue* a, const Clue* b) { return rank(a) < rank(b); });
  return order;
}

}  // namespace

Model build(cp::Space& s, const Puzzle& p, Heuristic h, cp::Consistency c) {
  Model m;
  const int n = p.houses();
  const int na = static_cast<int>(p.attrs.size());
  for (int a = 0; a < na; ++a) m.pos.push_back(cp::intVars(s, n, 0, n - 1));
  for (int a = 0; a < na; ++a) cp::alldifferent(s, m.pos[a], c);

  std::vector<const Clue*> order = clueOrder(p, h);
  auto var = [&](Property x) { return m.pos[x.attr][x.value]; };
  for (const Clue* cl : order) {
    cp::VarId x = var(cl->a);
    switch (cl->rel) {
      case Rel::Same: cp::equal(s, x, var(cl->b)); break;
      case Rel::Different: cp::notEqual(s, x, var(cl->b)); break;
      case Rel::At:
        if (!s.assign(x, cl->house)) s.fail();
        break;
      case Rel::NotAt:
        if (!s.remove(x, cl->house)) s.fail();
        break;
      case Rel::NextTo: cp::distanceEq(s, x, var(cl->b), 1); break;
      case Rel::ImmRightOf: cp::equal(s, x, var(cl->b), 1); break;
      case Rel::ImmLeftOf: cp::equal(s, x, var(cl->b), -1); break;
      case Rel::LeftOf: cp::lessEq(s, x, var(cl->b), -1); break;
      case Rel::RightOf: cp::lessEq(s, var(cl->b), x, -1); break;
    }
  }

  // The search order: properties (or, with Heuristic 3, whole attributes) by first mention.
  std::vector<Property> mentioned;
  for (const Clue* cl : order) {
    mentioned.push_back(cl->a);
    if (cl->rel != Rel::At && cl->rel != Rel::NotAt) mentioned.push_back(cl->b);
  }
  std::vector<char> taken(static_cast<size_t>(na) * n, 0);
  auto take = [&](Property x) {
    char& t = taken[static_cast<size_t>(x.attr) * n + x.value];
    if (!t) m.order.push_back(var(x));
    t = 1;
  };
  if (h == Heuristic::H123) {
    std::vector<char> attrTaken(na, 0);
    for (const Property& x : mentioned) {
      if (attrTaken[x.attr]) continue;
      attrTaken[x.attr] = 1;
      for (const Property& y : mentioned)
        if (y.attr == x.attr) take(y);
      for (int v = 0; v < n; ++v) take({x.attr, v});
    }
  } else {
    for (const Property& x : mentioned) take(x);
  }
  for (int a = 0; a < na; ++a)
    for (int v = 0; v < n; ++v) take({a, v});
  return m;
}

Result solve(const Puzzle& p, const SolveOptions& o) {
  Result r;
  cp::Space s;
  Model m = build(s, p, o.heuristic, o.alldiff);
  cp::PhaseBrancher br(s, {{m.order, o.var, o.val}}, o.seed);
  cp::SearchOptions so;
  so.limits = o.limits;
  so.limits.solutions = o.maxSolutions;
  so.restarts = o.restarts;
  so.restartScale = o.restartScale;
  cp::Search search(s, br, so);
  const int n = p.houses();
  const int na = static_cast<int>(p.attrs.size());
  r.status = search.run([&](cp::Space& sp) {
    if (r.solutions.size() < o.keep) {
      Table t(n, std::vector<int>(na, -1));
      for (int a = 0; a < na; ++a)
        for (int v = 0; v < n; ++v) t[sp.value(m.pos[a][v])][a] = v;
      r.solutions.push_back(std::move(t));
    }
    return true;
  });
  r.stats = s.stats;
  r.found = s.stats.solutions;
  return r;
}

bool answerDetermined(const Puzzle& p, const Table& first, Property q, const SolveOptions& o) {
  int h = 0;
  for (size_t i = 0; i < first.size(); ++i)
    if (first[i][q.attr] == q.value) h = static_cast<int>(i);
  const int subj = p.subject();
  Clue c;  // the answer differs: q elsewhere (q names a person) or q not with this person
  c.a = q;
  if (q.attr == subj) {
    c.rel = Rel::NotAt;
    c.house = h;
  } else {
    c.rel = Rel::Different;
    c.b = {subj, first[h][subj]};
  }
  Puzzle other = p;
  other.clues.push_back(c);
  SolveOptions one = o;
  one.maxSolutions = 1;
  one.keep = 0;
  Result r = solve(other, one);
  return r.found == 0 && r.status == cp::SearchStatus::Complete;
}

std::vector<int> unfixedAttributes(const Puzzle& p, const Table& first, const SolveOptions& o) {
  std::vector<int> out;
  const int n = p.houses();
  SolveOptions one = o;
  one.maxSolutions = 1;
  one.keep = 0;
  Puzzle q = p;
  for (int a = 0; a < static_cast<int>(p.attrs.size()); ++a) {
    // If all values but one are fixed, so is the last: n - 1 probes decide an attribute.
    for (int h = 0; h + 1 < n; ++h) {
      Clue c;
      c.rel = Rel::NotAt;
      c.a = {a, first[h][a]};
      c.house = h;
      q.clues.push_back(c);
      Result r = solve(q, one);
      q.clues.pop_back();
      if (r.found > 0 || r.status != cp::SearchStatus::Complete) {
        out.push_back(a);
        break;
      }
    }
  }
  return out;
}

}  // namespace deduce::zebra
