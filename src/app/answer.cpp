#include "app/answer.h"

#include <nlohmann/json.hpp>

namespace deduce::app {

namespace {
bool blankLine(const std::string& s) { return s.find_first_not_of(" \t\f\v") == std::string::npos; }
bool statsLine(const std::string& s) { return s.rfind("stats:", 0) == 0; }
}  // namespace

std::string trimmed(const std::string& s) {
  const size_t a = s.find_first_not_of(" \t\f\v");
  if (a == std::string::npos) return "";
  return s.substr(a, s.find_last_not_of(" \t\f\v") - a + 1);
}

const Line* AnswerText::peek() {
  while (pos_ < lines_.size() && (blankLine(lines_[pos_].text) || statsLine(lines_[pos_].text))) ++pos_;
  return pos_ < lines_.size() ? &lines_[pos_] : nullptr;
}

const Line& AnswerText::next(const std::string& what) {
  if (!peek()) throw InputError(file_, lineNumber(), 1, "the answers end here, " + what + " expected");
  return lines_[pos_++];
}

const Line& AnswerText::nextRaw(const std::string& what) {
  if (pos_ >= lines_.size()) throw InputError(file_, lineNumber(), 1, "the answers end here, " + what + " expected");
  return lines_[pos_++];
}

bool AnswerText::skipIf(const std::string& text) {
  const Line* ln = peek();
  if (!ln || trimmed(ln->text) != text) return false;
  ++pos_;
  return true;
}

void AnswerText::skipBlock() {
  while (pos_ < lines_.size() && !blankLine(lines_[pos_].text)) ++pos_;
}

InputError AnswerText::at(const Line& ln, size_t i, const std::string& msg) const {
  return InputError(file_, ln.line, ln.column(i), msg);
}

int AnswerText::lineNumber() const {
  return pos_ < lines_.size() ? lines_[pos_].line : (lines_.empty() ? 1 : lines_.back().line + 1);
}

Answers::Answers(const Source& src, const std::string& format) : text_(src.name, allLines(src)) {
  if (format == "json") {
    json_ = true;
  } else if (format.empty()) {
    const size_t i = src.text.find_first_not_of(" \t\r\n\f\v");
    json_ = i != std::string::npos && (src.text[i] == '{' || src.text[i] == '[');
  }
}

Answers::~Answers() = default;

std::optional<std::string> Answers::statedInText(const std::string& noSolution) {
  const Line* ln = text_.peek();
  if (!ln) return std::nullopt;
  const std::string t = trimmed(ln->text);
  for (const std::string& say :
       {std::string("error:"), noSolution, std::string("no solution"), std::string("limit reached")})
    if (!say.empty() && t.rfind(say, 0) == 0) {
      text_.next("");
      return t;
    }
  return std::nullopt;
}

const nlohmann::json* Answers::nextJson() {
  const Line* ln = text_.peek();
  if (!ln) return nullptr;
  const Line& line = text_.next("");
  jsonLine_ = line.line;
  try {
    cur_ = std::make_unique<nlohmann::json>(nlohmann::json::parse(line.text));
  } catch (const nlohmann::json::parse_error& e) {
    // e.byte: the 1-based byte where parsing failed (one past the end for a truncated line)
    const size_t col = e.byte ? e.byte - 1 : 0;
    throw text_.at(line, std::min(col, line.text.size()), "not a JSON object: the line is malformed or cut short");
  }
  if (!cur_->is_object()) throw text_.at(line, 0, "not a JSON object");
  return cur_.get();
}

std::string Answers::statusOf(const nlohmann::json& rec) {
  auto st = rec.find("status");
  return st != rec.end() && st->is_string() ? st->get<std::string>() : "";
}

std::string Answers::stated(const nlohmann::json& rec) {
  std::string what = "the answer has status \"" + statusOf(rec) + "\"";
  auto m = rec.find("message");
  if (m != rec.end() && m->is_string()) what += ": " + m->get<std::string>();
  return what;
}

int Answers::lineOf(const nlohmann::json& rec) {
  auto l = rec.find("line");
  return l != rec.end() && l->is_number_integer() ? l->get<int>() : 0;
}

int Answers::leftOver() {
  const Line* ln = text_.peek();
  return ln ? ln->line : 0;
}

const nlohmann::json& member(const nlohmann::json& rec, const char* key) {
  auto it = rec.find(key);
  if (it == rec.end()) throw AnswerError(std::string("the answer has no \"") + key + "\" field");
  return *it;
}

const nlohmann::json& arrayOf(const nlohmann::json& v, long size, const std::string& what) {
  if (!v.is_array()) throw AnswerError(what + " is not an array");
  if (size >= 0 && static_cast<long>(v.size()) != size)
    throw AnswerError(what + " has " + std::to_string(v.size()) + " elements, expected " + std::to_string(size));
  return v;
}

long long integer(const nlohmann::json& v, long long lo, long long hi, const std::string& what) {
  if (!v.is_number_integer()) throw AnswerError(what + " is not an integer");
  long long x = 0;
  if (v.is_number_unsigned()) {
    const auto u = v.get<unsigned long long>();
    if (u > static_cast<unsigned long long>(hi)) throw AnswerError(what + " is out of range");
    x = static_cast<long long>(u);
  } else {
    x = v.get<long long>();
  }
  if (x < lo || x > hi)
    throw AnswerError(what + " is " + std::to_string(x) + ", outside " + std::to_string(lo) + ".." +
                      std::to_string(hi));
  return x;
}

std::string stringOf(const nlohmann::json& v, const std::string& what) {
  if (!v.is_string()) throw AnswerError(what + " is not a string");
  return v.get<std::string>();
}

std::vector<std::pair<std::string, size_t>> tokens(const std::string& s) {
  std::vector<std::pair<std::string, size_t>> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && isBlank(s[i])) ++i;
    if (i >= s.size()) break;
    const size_t st = i;
    while (i < s.size() && !isBlank(s[i])) ++i;
    out.emplace_back(s.substr(st, i - st), st);
  }
  return out;
}

long long integerAt(const AnswerText& t, const Line& ln, const std::pair<std::string, size_t>& tok, long long lo,
                    long long hi, const std::string& what) {
  const std::string& s = tok.first;
  const size_t digits = s.find_first_not_of("0123456789", s[0] == '-' ? 1 : 0);
  if (s.empty() || s == "-" || digits != std::string::npos || s.size() > 18)
    throw t.at(ln, tok.second, what + ": '" + s + "' is not a number");
  const long long v = std::stoll(s);
  if (v < lo || v > hi)
    throw t.at(ln, tok.second, what + " " + s + " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
  return v;
}

}  // namespace deduce::app
