// Hashi logic (logic.h). Data layout: the islands and possible bridges come from the model's
// graph (hashi::build); a board is two small arrays over the bridges, the lower and upper bound
// of each bridge count, so a rule scan is a pass over islands or bridges, and the costly rules
// (isolation, only way out, contradiction) are breadth-first searches over the placed bridges.
#include "puzzles/hashi/logic.h"

#include <algorithm>
#include <iterator>

namespace deduce::hashi::logic {
namespace {

struct Geo {
  int n = 0;
  std::vector<std::pair<int, int>> pos;    // (row, col) of island i
  std::vector<int> label;                  // its number
  std::vector<std::pair<int, int>> edges;  // the two islands of each possible bridge
  std::vector<std::vector<int>> inc;       // the bridges of each island
  std::vector<std::vector<int>> cross;     // the bridges crossing each bridge
};

Geo geometry(const Instance& inst) {
  cp::Space s;
  Model m = build(s, inst);
  Geo g;
  g.n = m.g.n;
  g.pos = m.island;
  for (auto [r, c] : m.island) g.label.push_back(inst.at(r, c));
  g.edges = m.g.edges;
  g.inc.assign(g.n, {});
  g.cross.assign(g.edges.size(), {});
  for (size_t e = 0; e < g.edges.size(); ++e) {
    g.inc[g.edges[e].first].push_back(static_cast<int>(e));
    g.inc[g.edges[e].second].push_back(static_cast<int>(e));
  }
  for (auto [a, b] : m.crossings) {
    g.cross[a].push_back(b);
    g.cross[b].push_back(a);
  }
  return g;
}

struct Board {
  const Geo* g = nullptr;
  std::vector<int> lo, hi;
  int sumLo(int a) const {
    int s = 0;
    for (int e : g->inc[a]) s += lo[e];
    return s;
  }
  int sumHi(int a) const {
    int s = 0;
    for (int e : g->inc[a]) s += hi[e];
    return s;
  }
  int other(int e, int a) const { return g->edges[e].first == a ? g->edges[e].second : g->edges[e].first; }
};

// A step on bridge indices: raise (e, k) makes lo[e] = k, lower (e, k) makes hi[e] = k.
struct RawStep {
  Technique t = Technique::IslandComplete;
  std::vector<std::pair<int, int>> raise, lower;
  std::string text;
};

std::string cellName(const Geo& g, int a) {
  return "r" + std::to_string(g.pos[a].first + 1) + "c" + std::to_string(g.pos[a].second + 1);
}
std::string islandName(const Geo& g, int a) { return "island " + std::to_string(g.label[a]) + " at " + cellName(g, a); }
std::string bridgeName(const Geo& g, int e) {
  return cellName(g, g.edges[e].first) + "-" + cellName(g, g.edges[e].second);
}
std::string bridges(int k) { return std::to_string(k) + (k == 1 ? " bridge" : " bridges"); }
std::string group(const Geo& g, const std::vector<int>& islands) {
  std::string s;
  for (size_t i = 0; i < islands.size() && i < 4; ++i) s += (i ? ", " : "") + cellName(g, islands[i]);
  if (islands.size() > 4) s += " and " + std::to_string(islands.size() - 4) + " more";
  return s;
}

// The islands joined to `a` by placed bridges (lo > 0).
std::vector<int> component(const Board& b, int a, std::vector<char>& seen) {
  std::vector<int> comp{a};
  seen[a] = 1;
  for (size_t i = 0; i < comp.size(); ++i)
    for (int e : b.g->inc[comp[i]])
      if (b.lo[e] > 0) {
        int o = b.other(e, comp[i]);
        if (!seen[o]) seen[o] = 1, comp.push_back(o);
      }
  return comp;
}

bool closedGroup(const Board& b, const std::vector<int>& comp) {
  if (static_cast<int>(comp.size()) == b.g->n) return false;
  for (int a : comp)
    if (b.sumLo(a) != b.g->label[a]) return false;
  return true;
}

// What is broken on the board ("" when nothing is).
std::string broken(const Board& b) {
  const Geo& g = *b.g;
  for (size_t e = 0; e < g.edges.size(); ++e) {
    if (b.lo[e] > b.hi[e]) return "no bridge count fits " + bridgeName(g, static_cast<int>(e));
    if (b.lo[e] > 0)
      for (int f : g.cross[e])
        if (b.lo[f] > 0) return "bridges " + bridgeName(g, static_cast<int>(e)) + " and " + bridgeName(g, f) + " cross";
  }
  for (int a = 0; a < g.n; ++a) {
    if (b.sumLo(a) > g.label[a]) return islandName(g, a) + " has too many bridges";
    if (b.sumHi(a) < g.label[a]) return islandName(g, a) + " cannot get its " + bridges(g.label[a]);
  }
  std::vector<char> seen(g.n, 0);
  for (int a = 0; a < g.n; ++a)
    if (!seen[a]) {
      std::vector<int> comp = component(b, a, seen);
      if (closedGroup(b, comp)) return "islands " + group(g, comp) + " are cut off from the rest";
    }
  return "";
}

bool findComplete(const Board& b, RawStep& s) {
  const Geo& g = *b.g;
  for (int a = 0; a < g.n; ++a) {
    if (b.sumLo(a) != g.label[a]) continue;
    std::string to;
    for (int e : g.inc[a])
      if (b.hi[e] > b.lo[e]) {
        s.lower.emplace_back(e, b.lo[e]);
        to += (to.empty() ? "" : ", ") + (b.lo[e] ? "just " + std::to_string(b.lo[e]) : std::string("none")) + " to " +
              cellName(g, b.other(e, a));
      }
    if (s.lower.empty()) continue;
    s.text = islandName(g, a) + " has its " + bridges(g.label[a]) + ": " + to;
    return true;
  }
  return false;
}

bool findForced(const Board& b, RawStep& s) {
  const Geo& g = *b.g;
  for (int a = 0; a < g.n; ++a) {
    const int sh = b.sumHi(a);
    std::string to;
    for (int e : g.inc[a]) {
      const int need = g.label[a] - (sh - b.hi[e]);
      if (need > b.lo[e]) {
        s.raise.emplace_back(e, need);
        to += (to.empty() ? "" : ", ") + std::to_string(need) + " to " + cellName(g, b.other(e, a));
      }
    }
    if (s.raise.empty()) continue;
    s.text = islandName(g, a) + " needs at least " + to + " (its other neighbours cannot take enough)";
    return true;
  }
  return false;
}

bool findLimit(const Board& b, RawStep& s) {
  const Geo& g = *b.g;
  for (int a = 0; a < g.n; ++a) {
    const int sl = b.sumLo(a);
    std::string to;
    for (int e : g.inc[a]) {
      const int cap = g.label[a] - (sl - b.lo[e]);
      if (cap < b.hi[e]) {
        s.lower.emplace_back(e, cap);
        to += (to.empty() ? "" : ", ") + std::to_string(cap) + " to " + cellName(g, b.other(e, a));
      }
    }
    if (s.lower.empty()) continue;
    s.text = islandName(g, a) + " has " + bridges(sl) + " placed: at most " + to;
    return true;
  }
  return false;
}

bool findCrossing(const Board& b, RawStep& s) {
  const Geo& g = *b.g;
  for (size_t e = 0; e < g.edges.size(); ++e) {
    if (b.lo[e] == 0) continue;
    std::string names;
    for (int f : g.cross[e])
      if (b.hi[f] > 0) {
        s.lower.emplace_back(f, 0);
        names += (names.empty() ? "" : ", ") + bridgeName(g, f);
      }
    if (s.lower.empty()) continue;
    s.text = "the bridge " + bridgeName(g, static_cast<int>(e)) + " crosses " + names + ": no bridge there";
    return true;
  }
  return false;
}

bool findIsolation(const Board& b, RawStep& s) {
  const Geo& g = *b.g;
  Board t = b;
  std::vector<char> seen(g.n);
  for (size_t e = 0; e < g.edges.size(); ++e) {
    for (int k = b.lo[e] + 1; k <= b.hi[e]; ++k) {
      t.lo[e] = k;
      std::fill(seen.begin(), seen.end(), 0);
      std::vector<int> comp = component(t, g.edges[e].first, seen);
      if (closedGroup(t, comp)) {
        t.lo[e] = b.lo[e];
        s.lower.emplace_back(static_cast<int>(e), k - 1);
        s.text = bridges(k) + " " + bridgeName(g, static_cast<int>(e)) + " would cut off " + group(g, comp) +
                 " from the rest: at most " + std::to_string(k - 1);
        return true;
      }
    }
    t.lo[e] = b.lo[e];
  }
  return false;
}

bool findWayOut(const Board& b, RawStep& s) {
  const Geo& g = *b.g;
  std::vector<char> seen(g.n, 0), in(g.n, 0);
  for (int a = 0; a < g.n; ++a) {
    if (seen[a]) continue;
    std::vector<int> comp = component(b, a, seen);
    if (static_cast<int>(comp.size()) == g.n) return false;
    for (int x : comp) in[x] = 1;
    int exit = -1, exits = 0;
    for (int x : comp)
      for (int e : g.inc[x])
        if (!in[b.other(e, x)] && b.hi[e] > 0) ++exits, exit = e;
    for (int x : comp) in[x] = 0;
    if (exits == 1 && b.lo[exit] == 0) {
      s.raise.emplace_back(exit, 1);
      s.text = (comp.size() == 1 ? islandName(g, a) : "the group " + group(g, comp)) +
               " can reach the other islands only through " + bridgeName(g, exit) + ": at least 1 bridge";
      return true;
    }
  }
  return false;
}

void apply(Board& b, const RawStep& s) {
  for (auto [e, k] : s.raise) b.lo[e] = std::max(b.lo[e], k);
  for (auto [e, k] : s.lower) b.hi[e] = std::min(b.hi[e], k);
}

bool findRule(const Board& b, Technique t, RawStep& s) {
  s = RawStep{};
  s.t = t;
  switch (t) {
    case Technique::IslandComplete:
      return findComplete(b, s);
    case Technique::ForcedBridges:
      return findForced(b, s);
    case Technique::DemandLimit:
      return findLimit(b, s);
    case Technique::Crossing:
      return findCrossing(b, s);
    case Technique::Isolation:
      return findIsolation(b, s);
    case Technique::OnlyWayOut:
      return findWayOut(b, s);
    default:
      return false;
  }
}

using logicsteps::Deadline;
using logicsteps::expired;

bool findContradiction(const Board& b, RawStep& s, const Deadline& deadline) {
  const Geo& g = *b.g;
  for (size_t e = 0; e < g.edges.size(); ++e) {
    if (b.lo[e] == b.hi[e]) continue;
    if (expired(deadline)) return false;
    for (int side = 0; side < 2; ++side) {
      Board t = b;
      if (side == 0)
        t.hi[e] = t.lo[e];
      else
        t.lo[e] = t.hi[e];
      const std::string why = logicsteps::propagate<RawStep>(t, Technique::Contradiction, broken, findRule, apply);
      if (why.empty()) continue;
      const std::string name = bridgeName(g, static_cast<int>(e));
      if (side == 0) {
        s.raise.emplace_back(static_cast<int>(e), b.lo[e] + 1);
        s.text = "with at most " + bridges(b.lo[e]) + " " + name + ", " + why + ": so at least " +
                 std::to_string(b.lo[e] + 1);
      } else {
        s.lower.emplace_back(static_cast<int>(e), b.hi[e] - 1);
        s.text = "with " + bridges(b.hi[e]) + " " + name + ", " + why + ": so at most " + std::to_string(b.hi[e] - 1);
      }
      return true;
    }
  }
  return false;
}

Bridge bridgeOf(const Geo& g, int e, int k) {
  auto [r1, c1] = g.pos[g.edges[e].first];
  auto [r2, c2] = g.pos[g.edges[e].second];
  return {r1, c1, r2, c2, k};
}

}  // namespace

double techniqueRating(Technique t) {
  static constexpr double kRating[] = {1.0, 1.5, 2.0, 2.5, 3.5, 4.0, 6.0};
  static_assert(std::size(kRating) == static_cast<size_t>(Technique::Count));
  return kRating[static_cast<int>(t)];
}

const char* techniqueName(Technique t) {
  switch (t) {
    case Technique::IslandComplete:
      return "island complete";
    case Technique::ForcedBridges:
      return "forced bridges";
    case Technique::DemandLimit:
      return "demand limit";
    case Technique::Crossing:
      return "crossing";
    case Technique::Isolation:
      return "isolation";
    case Technique::OnlyWayOut:
      return "only way out";
    case Technique::Contradiction:
      return "contradiction";
    case Technique::Count:
      break;
  }
  return "?";
}

Outcome explain(const Instance& inst, size_t maxSteps, double timeLimit) {
  const Geo g = geometry(inst);
  Board b;
  b.g = &g;
  b.lo.assign(g.edges.size(), 0);
  b.hi.resize(g.edges.size());
  for (size_t e = 0; e < g.edges.size(); ++e)
    b.hi[e] = std::min({inst.maxBridges, g.label[g.edges[e].first], g.label[g.edges[e].second]});
  const Deadline deadline = logicsteps::deadlineIn(timeLimit);
  Outcome o;
  o.status = logicsteps::runSteps<Status, RawStep>(
      b, o.message, maxSteps, deadline, broken, [](const Board& x) { return x.lo == x.hi; },
      [&](const Board& x, RawStep& s) {
        return logicsteps::findStep<Technique>(
            x, s, findRule, [&](const Board& y, RawStep& r) { return findContradiction(y, r, deadline); });
      },
      apply,
      [&](const RawStep& s) {
        Step st;
        st.technique = s.t;
        st.text = techniqueName(s.t) + std::string(": ") + s.text;
        for (auto [e, k] : s.raise) st.atLeast.push_back(bridgeOf(g, e, k));
        for (auto [e, k] : s.lower) st.atMost.push_back(bridgeOf(g, e, k));
        o.steps.push_back(std::move(st));
      });
  for (size_t e = 0; e < g.edges.size(); ++e) {
    if (b.lo[e] > 0) o.known.push_back(bridgeOf(g, static_cast<int>(e), b.lo[e]));
    if (b.lo[e] < b.hi[e]) o.open.push_back(bridgeOf(g, static_cast<int>(e), b.hi[e]));
  }
  return o;
}

logicsteps::Outcome toSteps(const Instance& inst, const Outcome& o) {
  auto list = [](const std::vector<Bridge>& bs) {
    json::Value a = json::Value::array();
    for (const Bridge& x : bs) a.push(std::vector<int>{x.r1, x.c1, x.r2, x.c2, x.k});
    return a;
  };
  logicsteps::Outcome out =
      logicsteps::fromGenre(o, techniqueName, techniqueRating, [&](const Step& s, json::Value& more, json::Value& fewer) {
        more = list(s.atLeast);
        fewer = list(s.atMost);
      });
  out.picture = render(inst, o.known);
  out.fields.set("bridges", list(o.known));
  if (o.status != Status::Solved) out.fields.set("open", list(o.open));
  return out;
}

}  // namespace deduce::hashi::logic
