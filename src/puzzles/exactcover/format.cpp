#include "puzzles/exactcover/format.h"

#include <unordered_map>

namespace deduce::exactcover {
namespace {

struct Token {
  std::string text;
  int col;  // 1-based
};

std::vector<Token> tokens(const std::string& line) {
  std::vector<Token> out;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    if (i >= line.size()) break;
    size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t') ++j;
    out.push_back({line.substr(i, j - i), static_cast<int>(i) + 1});
    i = j;
  }
  return out;
}

}  // namespace

ParsedProblem parseKnuth(const Source& src) {
  ParsedProblem out;
  Problem& p = out.problem;
  std::unordered_map<std::string, int> index;
  bool haveItems = false;
  int lastLine = 0;
  for (const Line& l : allLines(src)) {
    lastLine = l.line;
    std::vector<Token> ts = tokens(l.text);
    if (ts.empty() || ts[0].text[0] == '|' || ts[0].text[0] == '#') continue;  // blank or comment
    if (!haveItems) {
      haveItems = true;
      bool secondary = false;
      for (Token t : ts) {
        // '|' starts the secondary items, also when a name follows it without a blank ("|x",
        // as Knuth's programs read it)
        if (t.text[0] == '|') {
          if (secondary) throw InputError(src.name, l.line, t.col, "second '|' in the item line");
          secondary = true;
          if (t.text.size() == 1) continue;
          t = {t.text.substr(1), t.col + 1};
        }
        size_t bad = t.text.find_first_of(":|");
        if (bad != std::string::npos)
          throw InputError(src.name, l.line, t.col + static_cast<int>(bad),
                           std::string("'") + t.text[bad] + "' in item name '" + t.text + "'");
        if (index.count(t.text)) throw InputError(src.name, l.line, t.col, "duplicate item '" + t.text + "'");
        index[t.text] = secondary ? p.addSecondary(t.text) : p.addPrimary(t.text);
      }
      if (p.numPrimary == 0) throw InputError(src.name, l.line, 1, "no primary items");
      continue;
    }
    std::vector<Problem::Entry> entries;
    std::vector<char> used(p.items.size(), 0);
    bool hasPrimary = false;
    for (const Token& t : ts) {
      size_t colon = t.text.find(':');
      std::string name = t.text.substr(0, colon);
      auto it = index.find(name);
      if (it == index.end()) throw InputError(src.name, l.line, t.col, "unknown item '" + name + "'");
      int item = it->second;
      if (used[item]) throw InputError(src.name, l.line, t.col, "item '" + name + "' twice in one option");
      used[item] = 1;
      int colour = 0;
      if (colon != std::string::npos) {
        int ccol = t.col + static_cast<int>(colon);
        if (item < p.numPrimary)
          throw InputError(src.name, l.line, ccol, "colour on primary item '" + name + "'");
        std::string c = t.text.substr(colon + 1);
        if (c.empty() || c.find_first_of(":|") != std::string::npos)
          throw InputError(src.name, l.line, ccol + 1, "bad colour in '" + t.text + "'");
        colour = p.colourId(c);
      }
      hasPrimary |= item < p.numPrimary;
      entries.push_back({item, colour});
    }
    if (!hasPrimary) throw InputError(src.name, l.line, ts[0].col, "option without a primary item");
    p.addOption(std::move(entries));
    std::string text;
    for (const Token& t : ts) text += (text.empty() ? "" : " ") + t.text;
    out.optionText.push_back(std::move(text));
  }
  if (!haveItems) throw InputError(src.name, lastLine ? lastLine : 1, 1, "no item line");
  return out;
}

}  // namespace deduce::exactcover
