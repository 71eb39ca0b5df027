// The FlatZinc reader: a hand-written lexer and recursive-descent parser of the FlatZinc 2
// grammar (items: predicate, parameter, variable, constraint, solve; expressions: Booleans,
// integers, floats, ranges, set literals, array literals, identifiers, array accesses,
// annotation calls, strings). Expressions nest only through arrays and annotation calls; the
// depth is capped so that hostile input cannot exhaust the stack.
#include "fzn/parser.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>

#include "util/input.h"

namespace deduce::fzn {

Ranges normalise(Ranges r) {
  std::sort(r.begin(), r.end());
  Ranges out;
  for (auto [lo, hi] : r) {
    if (lo > hi) continue;
    if (!out.empty() && lo <= out.back().second + 1) out.back().second = std::max(out.back().second, hi);
    else out.emplace_back(lo, hi);
  }
  return out;
}

bool contains(const Ranges& r, int64_t v) {
  auto it = std::upper_bound(r.begin(), r.end(), std::make_pair(v, INT64_MAX));
  return it != r.begin() && std::prev(it)->second >= v;
}

namespace {

enum class Tok { End, Ident, Int, Float, String, LParen, RParen, LBrack, RBrack, LBrace, RBrace, Comma, Colon,
                 ColonColon, Semi, DotDot, Eq };

struct Token {
  Tok kind = Tok::End;
  Loc loc;
  std::string text;  // Ident, String, and the literal's spelling
  int64_t i = 0;
  double f = 0;
};

const char* tokName(Tok t) {
  switch (t) {
    case Tok::End: return "end of file";
    case Tok::Ident: return "an identifier";
    case Tok::Int: return "an integer";
    case Tok::Float: return "a float";
    case Tok::String: return "a string";
    case Tok::LParen: return "'('";
    case Tok::RParen: return "')'";
    case Tok::LBrack: return "'['";
    case Tok::RBrack: return "']'";
    case Tok::LBrace: return "'{'";
    case Tok::RBrace: return "'}'";
    case Tok::Comma: return "','";
    case Tok::Colon: return "':'";
    case Tok::ColonColon: return "'::'";
    case Tok::Semi: return "';'";
    case Tok::DotDot: return "'..'";
    case Tok::Eq: return "'='";
  }
  return "?";
}

bool isIdStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isIdChar(char c) { return isIdStart(c) || isDigit(c); }

class Lexer {
 public:
  Lexer(std::string_view text, const std::string& file) : s_(text), file_(file) {}

  [[noreturn]] void error(Loc at, const std::string& msg) const { throw InputError(file_, at.line, at.col, msg); }

  Token next() {
    skipSpace();
    Token t;
    t.loc = {line_, col()};
    if (p_ >= s_.size()) return t;
    char c = s_[p_];
    if (isIdStart(c)) {
      size_t b = p_;
      while (p_ < s_.size() && isIdChar(s_[p_])) ++p_;
      t.kind = Tok::Ident;
      t.text = std::string(s_.substr(b, p_ - b));
      return t;
    }
    if (isDigit(c) || (c == '-' && p_ + 1 < s_.size() && isDigit(s_[p_ + 1]))) return number(t);
    if (c == '"') {
      ++p_;
      while (p_ < s_.size() && s_[p_] != '"' && s_[p_] != '\n') {
        if (s_[p_] == '\\' && p_ + 1 < s_.size() && s_[p_ + 1] != '\n') ++p_;
        t.text += s_[p_++];
      }
      if (p_ >= s_.size() || s_[p_] != '"') error(t.loc, "unterminated string");
      ++p_;
      t.kind = Tok::String;
      return t;
    }
    ++p_;
    switch (c) {
      case '(': t.kind = Tok::LParen; return t;
      case ')': t.kind = Tok::RParen; return t;
      case '[': t.kind = Tok::LBrack; return t;
      case ']': t.kind = Tok::RBrack; return t;
      case '{': t.kind = Tok::LBrace; return t;
      case '}': t.kind = Tok::RBrace; return t;
      case ',': t.kind = Tok::Comma; return t;
      case ';': t.kind = Tok::Semi; return t;
      case '=': t.kind = Tok::Eq; return t;
      case ':':
        if (p_ < s_.size() && s_[p_] == ':') ++p_, t.kind = Tok::ColonColon;
        else t.kind = Tok::Colon;
        return t;
      case '.':
        if (p_ < s_.size() && s_[p_] == '.') {
          ++p_;
          t.kind = Tok::DotDot;
          return t;
        }
        break;
      default: break;
    }
    std::string shown = (static_cast<unsigned char>(c) >= 32 && static_cast<unsigned char>(c) < 127)
                            ? std::string("'") + c + "'"
                            : "byte " + std::to_string(static_cast<unsigned char>(c));
    error(t.loc, "unexpected character " + shown);
  }

 private:
  int col() const { return static_cast<int>(p_ - lineStart_) + 1; }
  void skipSpace() {
    while (p_ < s_.size()) {
      char c = s_[p_];
      if (c == '\n') {
        ++p_;
        ++line_;
        lineStart_ = p_;
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
        ++p_;
      } else if (c == '%') {
        while (p_ < s_.size() && s_[p_] != '\n') ++p_;
      } else if (c == '/' && p_ + 1 < s_.size() && s_[p_ + 1] == '*') {
        p_ += 2;
        while (p_ < s_.size() && !(s_[p_] == '*' && p_ + 1 < s_.size() && s_[p_ + 1] == '/')) {
          if (s_[p_] == '\n') line_++, lineStart_ = p_ + 1;
          ++p_;
        }
        p_ = std::min(s_.size(), p_ + 2);
      } else {
        break;
      }
    }
  }
  Token& number(Token& t) {
    size_t b = p_;
    if (s_[p_] == '-') ++p_;
    bool isFloat = false;
    if (s_[p_] == '0' && p_ + 1 < s_.size() && (s_[p_ + 1] == 'x' || s_[p_ + 1] == 'o')) {
      p_ += 2;
      while (p_ < s_.size() && std::isxdigit(static_cast<unsigned char>(s_[p_]))) ++p_;
    } else {
      while (p_ < s_.size() && isDigit(s_[p_])) ++p_;
      if (p_ + 1 < s_.size() && s_[p_] == '.' && isDigit(s_[p_ + 1])) {
        isFloat = true;
        ++p_;
        while (p_ < s_.size() && isDigit(s_[p_])) ++p_;
      }
      if (p_ < s_.size() && (s_[p_] == 'e' || s_[p_] == 'E')) {
        size_t q = p_ + 1;
        if (q < s_.size() && (s_[q] == '+' || s_[q] == '-')) ++q;
        if (q < s_.size() && isDigit(s_[q])) {
          isFloat = true;
          p_ = q;
          while (p_ < s_.size() && isDigit(s_[p_])) ++p_;
        }
      }
    }
    t.text = std::string(s_.substr(b, p_ - b));
    if (p_ < s_.size() && isIdStart(s_[p_])) error(t.loc, "malformed number '" + t.text + s_[p_] + "'");
    if (isFloat) {
      t.kind = Tok::Float;
      t.f = std::strtod(t.text.c_str(), nullptr);
      return t;
    }
    t.kind = Tok::Int;
    bool neg = t.text[0] == '-';
    std::string digits = t.text.substr(neg ? 1 : 0);
    int base = 10;
    if (digits.size() > 1 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'o')) {
      base = digits[1] == 'x' ? 16 : 8;
      digits = digits.substr(2);
    }
    if (digits.empty()) error(t.loc, "malformed number '" + t.text + "'");
    errno = 0;
    char* end = nullptr;
    unsigned long long v = std::strtoull(digits.c_str(), &end, base);
    if (errno == ERANGE || *end != '\0' || v > static_cast<unsigned long long>(kMaxInt))
      error(t.loc, "integer '" + t.text + "' is outside the supported range +-2^40");
    t.i = neg ? -static_cast<int64_t>(v) : static_cast<int64_t>(v);
    return t;
  }

  std::string_view s_;
  const std::string& file_;
  size_t p_ = 0;
  size_t lineStart_ = 0;
  int line_ = 1;
};

class Parser {
 public:
  Parser(std::string_view text, const std::string& file) : lex_(text, file) { tok_ = lex_.next(); }

  Model run() {
    Model m;
    bool haveSolve = false;
    while (tok_.kind != Tok::End) {
      if (haveSolve) error("nothing may follow the solve item");
      if (isKw("predicate")) {
        skipPredicate();
      } else if (isKw("constraint")) {
        m.constraints.push_back(constraint());
      } else if (isKw("solve")) {
        m.solve = solve();
        haveSolve = true;
      } else {
        m.decls.push_back(decl());
      }
    }
    if (!haveSolve) error("missing solve item");
    return m;
  }

 private:
  static constexpr int kMaxDepth = 64;

  [[noreturn]] void error(const std::string& msg) const { lex_.error(tok_.loc, msg); }
  bool isKw(const char* kw) const { return tok_.kind == Tok::Ident && tok_.text == kw; }
  void advance() { tok_ = lex_.next(); }
  void expect(Tok k) {
    if (tok_.kind != k) error(std::string("expected ") + tokName(k) + ", found " + describe());
    advance();
  }
  void expectKw(const char* kw) {
    if (!isKw(kw)) error(std::string("expected '") + kw + "', found " + describe());
    advance();
  }
  std::string describe() const {
    if (tok_.kind == Tok::Ident) return "'" + tok_.text + "'";
    if (tok_.kind == Tok::Int || tok_.kind == Tok::Float) return "'" + tok_.text + "'";
    return tokName(tok_.kind);
  }
  bool accept(Tok k) {
    if (tok_.kind != k) return false;
    advance();
    return true;
  }
  std::string ident() {
    if (tok_.kind != Tok::Ident) error("expected an identifier, found " + describe());
    std::string s = tok_.text;
    advance();
    return s;
  }
  int64_t intLit() {
    if (tok_.kind != Tok::Int) error("expected an integer, found " + describe());
    int64_t v = tok_.i;
    advance();
    return v;
  }

  void skipPredicate() {
    advance();
    ident();
    expect(Tok::LParen);
    int depth = 1;
    while (depth > 0) {
      if (tok_.kind == Tok::End) error("unterminated predicate declaration");
      if (tok_.kind == Tok::LParen) ++depth;
      if (tok_.kind == Tok::RParen) --depth;
      advance();
    }
    expect(Tok::Semi);
  }

  // The element type after `var` or in `array [..] of`: bool, int, float, set of int, a range
  // (int or float) or a set literal.
  void baseType(Type& t) {
    if (isKw("bool")) {
      t.base = Type::Bool;
      advance();
    } else if (isKw("int")) {
      t.base = Type::Int;
      advance();
    } else if (isKw("float")) {
      t.base = Type::Float;
      advance();
    } else if (isKw("set")) {
      advance();
      expectKw("of");
      t.base = Type::SetOfInt;
      if (isKw("int")) advance();
      else if (tok_.kind == Tok::LBrace) setLiteral();
      else {
        intLit();
        expect(Tok::DotDot);
        intLit();
      }
    } else if (tok_.kind == Tok::Int) {
      t.base = Type::Int;
      t.hasDomain = true;
      int64_t lo = intLit();
      expect(Tok::DotDot);
      int64_t hi = intLit();
      t.domain = normalise({{lo, hi}});
    } else if (tok_.kind == Tok::Float) {
      t.base = Type::Float;
      advance();
      expect(Tok::DotDot);
      if (tok_.kind != Tok::Float && tok_.kind != Tok::Int) error("expected a float bound, found " + describe());
      advance();
    } else if (tok_.kind == Tok::LBrace) {
      t.base = Type::Int;
      t.hasDomain = true;
      t.domain = setLiteral().set;
    } else {
      error("expected a type, found " + describe());
    }
  }

  Type type() {
    Type t;
    if (isKw("array")) {
      advance();
      t.isArray = true;
      expect(Tok::LBrack);
      if (isKw("int")) {
        advance();
      } else {
        int64_t lo = intLit();
        expect(Tok::DotDot);
        int64_t hi = intLit();
        if (lo != 1) error("array index sets must start at 1");
        t.arrayLen = std::max<int64_t>(0, hi);
      }
      expect(Tok::RBrack);
      expectKw("of");
    }
    if (isKw("var")) {
      t.isVar = true;
      advance();
    }
    baseType(t);
    return t;
  }

  Decl decl() {
    Decl d;
    d.loc = tok_.loc;
    d.type = type();
    expect(Tok::Colon);
    d.loc = tok_.loc;
    d.name = ident();
    d.anns = annotations();
    if (accept(Tok::Eq)) {
      d.hasValue = true;
      d.value = expr(0);
    }
    expect(Tok::Semi);
    return d;
  }

  ConstraintItem constraint() {
    advance();
    ConstraintItem c;
    c.loc = tok_.loc;
    c.name = ident();
    expect(Tok::LParen);
    if (tok_.kind != Tok::RParen) {
      do c.args.push_back(expr(0));
      while (accept(Tok::Comma));
    }
    expect(Tok::RParen);
    c.anns = annotations();
    expect(Tok::Semi);
    return c;
  }

  SolveItem solve() {
    SolveItem s;
    s.loc = tok_.loc;
    advance();
    s.anns = annotations();
    if (isKw("satisfy")) {
      advance();
    } else if (isKw("minimize") || isKw("maximize")) {
      s.kind = isKw("minimize") ? SolveItem::Minimize : SolveItem::Maximize;
      advance();
      s.objective = expr(0);
    } else {
      error("expected 'satisfy', 'minimize' or 'maximize', found " + describe());
    }
    expect(Tok::Semi);
    return s;
  }

  std::vector<Expr> annotations() {
    std::vector<Expr> out;
    while (accept(Tok::ColonColon)) out.push_back(expr(0));
    return out;
  }

  Expr setLiteral() {
    Expr e;
    e.kind = Expr::Set;
    e.loc = tok_.loc;
    expect(Tok::LBrace);
    Ranges r;
    if (tok_.kind != Tok::RBrace) {
      do {
        int64_t v = intLit();
        r.emplace_back(v, v);
      } while (accept(Tok::Comma));
    }
    expect(Tok::RBrace);
    e.set = normalise(std::move(r));
    return e;
  }

  Expr expr(int depth) {
    if (depth > kMaxDepth) error("expressions nested too deeply");
    Expr e;
    e.loc = tok_.loc;
    switch (tok_.kind) {
      case Tok::Int: {
        e.kind = Expr::Int;
        e.i = intLit();
        if (accept(Tok::DotDot)) {
          e.kind = Expr::Set;
          e.set = normalise({{e.i, intLit()}});
          e.i = 0;
        }
        return e;
      }
      case Tok::Float:
        e.kind = Expr::Float;
        e.f = tok_.f;
        advance();
        if (accept(Tok::DotDot)) {
          if (tok_.kind != Tok::Float && tok_.kind != Tok::Int) error("expected a float bound, found " + describe());
          advance();
        }
        return e;
      case Tok::String:
        e.kind = Expr::String;
        e.name = tok_.text;
        advance();
        return e;
      case Tok::LBrace: return setLiteral();
      case Tok::LBrack:
        advance();
        e.kind = Expr::Array;
        while (tok_.kind != Tok::RBrack) {
          e.args.push_back(expr(depth + 1));
          if (!accept(Tok::Comma)) break;
        }
        expect(Tok::RBrack);
        return e;
      case Tok::Ident: {
        if (isKw("true") || isKw("false")) {
          e.kind = Expr::Bool;
          e.i = isKw("true");
          advance();
          return e;
        }
        e.name = ident();
        if (accept(Tok::LBrack)) {
          e.kind = Expr::Access;
          e.i = intLit();
          expect(Tok::RBrack);
        } else if (accept(Tok::LParen)) {
          e.kind = Expr::Call;
          if (tok_.kind != Tok::RParen) {
            do e.args.push_back(expr(depth + 1));
            while (accept(Tok::Comma));
          }
          expect(Tok::RParen);
        } else {
          e.kind = Expr::Ident;
        }
        return e;
      }
      default: error("expected an expression, found " + describe());
    }
  }

  Lexer lex_;
  Token tok_;
};

}  // namespace

Model parse(std::string_view text, const std::string& file) { return Parser(text, file).run(); }

}  // namespace deduce::fzn
