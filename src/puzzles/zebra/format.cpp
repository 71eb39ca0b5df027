// The zebra text format (docs/zebra.md): attribute lines `name: v1 v2 ...`, one clue per line
// (`A = B`, `A != B`, `A at K`, `A not-at K`, `A next-to B`, `A immediately-left-of B`,
// `A immediately-right-of B`, `A left-of B`, `A right-of B`), questions `? A`, `#` comments,
// "quoted words" for names with spaces, puzzles of a batch separated by `---` lines.
// Every problem is an InputError at file:line:col naming it.
#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

#include "puzzles/zebra/zebra.h"

namespace deduce::zebra {
namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

struct Token {
  std::string text;
  int col = 0;  // 1-based
  bool quoted = false;
  bool punct = false;  // ':', '=', '!=', '?'
};

// Split a line into tokens; `#` outside quotes starts a comment.
std::vector<Token> tokenize(const std::string& file, const Line& l) {
  std::vector<Token> out;
  const std::string& s = l.text;
  size_t i = 0;
  while (i < s.size()) {
    char c = s[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    if (c == '#') break;
    Token t;
    t.col = static_cast<int>(i) + 1;
    if (c == '"') {
      size_t close = s.find('"', i + 1);
      if (close == std::string::npos) throw InputError(file, l.line, t.col, "unterminated quoted name (missing '\"')");
      t.text = s.substr(i + 1, close - i - 1);
      t.quoted = true;
      if (t.text.empty()) throw InputError(file, l.line, t.col, "empty quoted name");
      i = close + 1;
    } else if (c == ':' || c == '=' || c == '?') {
      t.text = std::string(1, c);
      t.punct = true;
      ++i;
    } else if (c == '!' && i + 1 < s.size() && s[i + 1] == '=') {
      t.text = "!=";
      t.punct = true;
      i += 2;
    } else {
      size_t j = i;
      while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j])) && s[j] != ':' && s[j] != '=' &&
             s[j] != '#' && s[j] != '"' && !(s[j] == '!' && j + 1 < s.size() && s[j + 1] == '='))
        ++j;
      t.text = s.substr(i, j - i);
      i = j;
    }
    // Names are printed as written (the table, the answers, SVG): a control byte (ESC, BEL, a
    // tab inside quotes, ...) in one is refused here rather than passed to a terminal.
    const auto ctl = std::find_if(t.text.begin(), t.text.end(), [](char ch) {
      return static_cast<unsigned char>(ch) < 0x20 || ch == 0x7f;
    });
    if (ctl != t.text.end())
      throw InputError(file, l.line, t.col + (t.quoted ? 1 : 0) + static_cast<int>(ctl - t.text.begin()),
                       std::string("control character '") + *ctl + "' in a name (names are printable text)");
    out.push_back(std::move(t));
  }
  return out;
}

bool isSeparator(const std::string& s) {
  size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
  if (a == std::string::npos || b - a + 1 < 3) return false;
  for (size_t i = a; i <= b; ++i)
    if (s[i] != '-') return false;
  return true;
}

const char* kRelations = "=, !=, at, not-at, next-to, immediately-left-of, immediately-right-of, left-of, right-of";

bool relationOf(const Token& t, Rel& r) {
  static const std::pair<const char*, Rel> names[] = {
      {"=", Rel::Same},         {"!=", Rel::Different},
      {"at", Rel::At},          {"not-at", Rel::NotAt},
      {"next-to", Rel::NextTo}, {"immediately-left-of", Rel::ImmLeftOf},
      {"immediately-right-of", Rel::ImmRightOf}, {"left-of", Rel::LeftOf},
      {"right-of", Rel::RightOf}};
  if (t.quoted) return false;
  std::string k = lower(t.text);
  for (const auto& [name, rel] : names)
    if (k == name) {
      r = rel;
      return true;
    }
  return false;
}

struct Parser {
  std::string file;
  Puzzle p;
  std::map<std::string, Property> byName;  // lower-case value name -> property
  std::map<std::string, int> attrLine;

  [[noreturn]] void fail(int line, int col, const std::string& msg) { throw InputError(file, line, col, msg); }

  void attribute(const Line& l, const std::vector<Token>& t, size_t colon) {
    if (colon == 0) fail(l.line, t[0].col, "attribute line needs a name before ':' (e.g. 'color: red green blue')");
    if (colon > 2 || (colon == 2 && !t[1].quoted) || t[0].punct)
      fail(l.line, t[0].col, "malformed attribute line: expected 'NAME: values...' or 'NAME \"phrase\": values...'");
    Attribute a;
    a.name = t[0].text;
    if (colon == 2) a.phrase = t[1].text;
    if (attrLine.count(lower(a.name)))
      fail(l.line, t[0].col, "attribute '" + a.name + "' defined twice (first on line " +
                                 std::to_string(attrLine[lower(a.name)]) + ")");
    int ai = static_cast<int>(p.attrs.size());
    for (size_t i = colon + 1; i < t.size(); ++i) {
      if (t[i].punct) fail(l.line, t[i].col, "unexpected '" + t[i].text + "' in the values of '" + a.name + "'");
      std::string k = lower(t[i].text);
      if (auto it = byName.find(k); it != byName.end()) {
        if (it->second.attr == ai) fail(l.line, t[i].col, "value '" + t[i].text + "' listed twice under '" + a.name + "'");
        fail(l.line, t[i].col, "value '" + t[i].text + "' is listed under two attributes, '" +
                                   p.attrs[it->second.attr].name + "' and '" + a.name + "'");
      }
      byName[k] = {ai, static_cast<int>(a.values.size())};
      a.values.push_back(t[i].text);
    }
    if (a.values.empty()) fail(l.line, t[colon].col, "attribute '" + a.name + "' has no values");
    if (!p.attrs.empty() && a.values.size() != p.attrs[0].values.size())
      fail(l.line, t[colon + 1].col,
           "wrong number of values: attribute '" + a.name + "' has " + std::to_string(a.values.size()) + " but '" +
               p.attrs[0].name + "' has " + std::to_string(p.attrs[0].values.size()) + " (one value per house)");
    attrLine[lower(a.name)] = l.line;
    p.attrs.push_back(std::move(a));
  }

  Property value(const Line& l, const Token& t, const char* what) {
    if (t.punct) fail(l.line, t.col, std::string("malformed clue: expected ") + what + ", got '" + t.text + "'");
    auto it = byName.find(lower(t.text));
    if (it == byName.end()) fail(l.line, t.col, "unknown name '" + t.text + "' (not a value of any attribute)");
    return it->second;
  }

  int house(const Line& l, const Token& t) {
    int n = p.houses();
    std::string k = lower(t.text);
    if (k == "first") return 0;
    if (k == "last") return n - 1;
    if (k == "middle") {
      if (n % 2 == 0) fail(l.line, t.col, "'middle' needs an odd number of houses (there are " + std::to_string(n) + ")");
      return n / 2;
    }
    bool digits = !k.empty() && k.size() < 9 && std::all_of(k.begin(), k.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!digits) fail(l.line, t.col, "expected a house (1.." + std::to_string(n) + ", first, middle or last), got '" + t.text + "'");
    int h = std::stoi(k);
    if (h < 1 || h > n) fail(l.line, t.col, "house " + t.text + " out of range 1.." + std::to_string(n));
    return h - 1;
  }

  void clue(const Line& l, const std::vector<Token>& t) {
    if (t[0].text == "?" && t[0].punct) {
      if (t.size() < 2) fail(l.line, t[0].col, "question needs a value: '? zebra'");
      if (t.size() > 2) fail(l.line, t[2].col, "unexpected '" + t[2].text + "' after the question (one value per question)");
      p.questions.push_back(value(l, t[1], "a value after '?'"));
      return;
    }
    Clue c;
    c.line = l.line;
    c.a = value(l, t[0], "a value");
    if (t.size() < 2) fail(l.line, t[0].col + static_cast<int>(t[0].text.size()), std::string("incomplete clue: expected a relation after '") + t[0].text + "' (" + kRelations + ")");
    if (!relationOf(t[1], c.rel))
      fail(l.line, t[1].col, "unknown relation '" + t[1].text + "' (expected " + kRelations + ")");
    if (t.size() < 3) {
      bool at = c.rel == Rel::At || c.rel == Rel::NotAt;
      fail(l.line, t[1].col + static_cast<int>(t[1].text.size()),
           "incomplete clue: expected " + std::string(at ? "a house" : "a value") + " after '" + t[1].text + "'");
    }
    if (t.size() > 3) fail(l.line, t[3].col, "unexpected '" + t[3].text + "' after the clue (one clue per line)");
    if (c.rel == Rel::At || c.rel == Rel::NotAt) {
      c.house = house(l, t[2]);
    } else {
      c.b = value(l, t[2], "a value");
      if (c.a == c.b) fail(l.line, t[2].col, "clue relates '" + t[2].text + "' to itself");
    }
    p.clues.push_back(c);
  }

  Puzzle run(const std::vector<Line>& lines, int firstLine) {
    p.file = file;
    p.line = firstLine;
    std::vector<std::pair<const Line*, std::vector<Token>>> rest;
    for (const Line& l : lines) {
      std::vector<Token> t = tokenize(file, l);
      if (t.empty()) continue;
      size_t colon = t.size();
      for (size_t i = 0; i < t.size(); ++i)
        if (t[i].punct && t[i].text == ":") {
          colon = i;
          break;
        }
      if (colon < t.size()) attribute(l, t, colon);
      else rest.emplace_back(&l, std::move(t));
    }
    if (p.attrs.empty()) fail(firstLine, 1, "no attributes: expected lines like 'color: red green blue' before the clues");
    for (auto& [l, t] : rest) clue(*l, t);
    return std::move(p);
  }
};

std::string quote(const std::string& s) {
  bool plain = !s.empty() && s.find_first_of(" \t\"#:=!?") == std::string::npos;
  return plain ? s : "\"" + s + "\"";
}

std::string phraseFor(const Attribute& a) {
  if (!a.phrase.empty()) return a.phrase;
  static const std::pair<const char*, const char*> defaults[] = {
      {"pet", "owns the *"},          {"pets", "owns the *"},       {"animal", "owns the *"},
      {"drink", "drinks *"},          {"drinks", "drinks *"},       {"beverage", "drinks *"},
      {"smoke", "smokes *"},          {"smokes", "smokes *"},       {"cigarette", "smokes *"},
      {"cigarettes", "smokes *"},     {"cigar", "smokes *"},        {"color", "lives in the * house"},
      {"colour", "lives in the * house"}, {"car", "drives the *"}, {"sport", "plays *"},
      {"job", "works as a *"},        {"music", "listens to *"},    {"flower", "grows the *"},
      {"food", "eats *"},             {"hobby", "enjoys *"}};
  std::string k = lower(a.name);
  for (const auto& [name, phrase] : defaults)
    if (k == name) return phrase;
  return "'s " + a.name + " is *";
}

}  // namespace

Category categoryOf(Rel r) {
  switch (r) {
    case Rel::Same:
    case Rel::Different: return Category::ACC;
    case Rel::At:
    case Rel::NotAt: return Category::DLC;
    default: return Category::ILC;
  }
}

const char* keyword(Rel r) {
  switch (r) {
    case Rel::Same: return "=";
    case Rel::Different: return "!=";
    case Rel::At: return "at";
    case Rel::NotAt: return "not-at";
    case Rel::NextTo: return "next-to";
    case Rel::ImmLeftOf: return "immediately-left-of";
    case Rel::ImmRightOf: return "immediately-right-of";
    case Rel::LeftOf: return "left-of";
    case Rel::RightOf: return "right-of";
  }
  return "?";
}

int Puzzle::subject() const {
  for (const char* want : {"nationality", "name", "person", "owner", "resident"})
    for (size_t i = 0; i < attrs.size(); ++i)
      if (lower(attrs[i].name) == want) return static_cast<int>(i);
  return 0;
}

std::vector<Puzzle> parse(const Source& src, const std::function<void(const InputError&)>& report) {
  std::vector<Puzzle> out;
  const auto& onError = report;
  std::vector<Line> chunk;
  int first = 1;
  auto flush = [&](bool last) {
    bool empty = std::all_of(chunk.begin(), chunk.end(), [&](const Line& l) {
      size_t i = l.text.find_first_not_of(" \t\f\v");
      return i == std::string::npos || l.text[i] == '#';
    });
    if (!(empty && (last || out.empty()))) {
      try {
        Parser ps{src.name, {}, {}, {}};
        out.push_back(ps.run(chunk, first));
      } catch (const InputError& e) {
        onError(e);
      }
    }
    chunk.clear();
  };
  for (Line& l : allLines(src)) {
    if (isSeparator(l.text)) {
      flush(false);
      first = l.line + 1;
      continue;
    }
    chunk.push_back(std::move(l));
  }
  flush(true);
  return out;
}

Puzzle parseOne(const std::string& text, const std::string& file) {
  Source src{file, text};
  Parser ps{file, {}, {}, {}};
  return ps.run(allLines(src), 1);
}

std::string format(const Puzzle& p) {
  std::ostringstream os;
  for (const Attribute& a : p.attrs) {
    os << quote(a.name);
    if (!a.phrase.empty()) os << " \"" << a.phrase << '"';
    os << ':';
    for (const std::string& v : a.values) os << ' ' << quote(v);
    os << '\n';
  }
  os << '\n';
  for (const Clue& c : p.clues) {
    os << quote(p.valueName(c.a)) << ' ' << keyword(c.rel) << ' ';
    if (c.rel == Rel::At || c.rel == Rel::NotAt) os << c.house + 1;
    else os << quote(p.valueName(c.b));
    os << '\n';
  }
  for (const Property& q : p.questions) os << "? " << quote(p.valueName(q)) << '\n';
  return os.str();
}

std::string renderTable(const Puzzle& p, const Table& t) {
  std::vector<size_t> width;
  width.push_back(5);  // "house"
  for (size_t a = 0; a < p.attrs.size(); ++a) {
    size_t w = p.attrs[a].name.size();
    for (const auto& v : p.attrs[a].values) w = std::max(w, v.size());
    width.push_back(w);
  }
  std::ostringstream os;
  auto cell = [&](const std::string& s, size_t col, bool last) {
    os << s;
    if (!last) os << std::string(width[col] - s.size() + 2, ' ');
  };
  cell("house", 0, p.attrs.empty());
  for (size_t a = 0; a < p.attrs.size(); ++a) cell(p.attrs[a].name, a + 1, a + 1 == p.attrs.size());
  os << '\n';
  for (size_t h = 0; h < t.size(); ++h) {
    cell(std::to_string(h + 1), 0, p.attrs.empty());
    for (size_t a = 0; a < p.attrs.size(); ++a) cell(p.attrs[a].values[t[h][a]], a + 1, a + 1 == p.attrs.size());
    os << '\n';
  }
  return os.str();
}

std::string answer(const Puzzle& p, const Table& t, Property q) {
  int h = 0;
  for (size_t i = 0; i < t.size(); ++i)
    if (t[i][q.attr] == q.value) h = static_cast<int>(i);
  int s = p.subject();
  std::string who = p.attrs[s].values[t[h][s]];
  std::string k = lower(p.attrs[s].name);
  if (k != "name" && k != "person") who = "The " + who;
  if (q.attr == s) return who + " lives in house " + std::to_string(h + 1) + ".";
  std::string phrase = phraseFor(p.attrs[q.attr]);
  const std::string& v = p.valueName(q);
  size_t star = phrase.find('*');
  if (star == std::string::npos) phrase += " " + v;
  else phrase.replace(star, 1, v);
  return who + (phrase[0] == '\'' ? "" : " ") + phrase + ".";
}

}  // namespace deduce::zebra
