#include "puzzles/exactcover/answer.h"

#include <map>
#include <nlohmann/json.hpp>

namespace deduce::exactcover {

namespace {
// An option's text with its blanks collapsed to one space, so that spacing does not matter.
std::string normalised(const std::string& s) {
  std::string out;
  for (const auto& tok : app::tokens(s)) out += (out.empty() ? "" : " ") + tok.first;
  return out;
}
}  // namespace

std::vector<int> readAnswerText(const ParsedProblem& pp, app::AnswerText& t) {
  std::multimap<std::string, int> byText;
  for (size_t o = 0; o < pp.optionText.size(); ++o) byText.emplace(normalised(pp.optionText[o]), static_cast<int>(o));
  const Problem& p = pp.problem;
  std::vector<char> covered(static_cast<size_t>(p.numPrimary), 0), chosen(p.options.size(), 0);
  int left = p.numPrimary;
  std::vector<int> out;
  while (left > 0) {
    const Line& ln = t.next(out.empty() ? "an option" : "an option covering the items still uncovered");
    auto [lo, hi] = byText.equal_range(normalised(ln.text));
    if (lo == hi) throw t.at(ln, 0, "not an option of the problem");
    int o = lo->second;  // of equal options, the first not taken yet
    for (auto it = lo; it != hi; ++it)
      if (!chosen[it->second]) {
        o = it->second;
        break;
      }
    chosen[o] = 1;
    out.push_back(o);
    for (const auto& e : p.options[o])
      if (e.item >= 0 && e.item < p.numPrimary && !covered[e.item]) covered[e.item] = 1, --left;
  }
  return out;
}

std::vector<int> readAnswerJson(const ParsedProblem& pp, const nlohmann::json& rec) {
  const nlohmann::json& a = app::arrayOf(app::member(rec, "options"), -1, "\"options\"");
  std::vector<int> out;
  const long long last = static_cast<long long>(pp.optionText.size()) - 1;
  for (size_t i = 0; i < a.size(); ++i)
    out.push_back(static_cast<int>(app::integer(a[i], 0, last, "option " + std::to_string(i + 1) + " of \"options\"")));
  return out;
}

}  // namespace deduce::exactcover
