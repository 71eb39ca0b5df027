#include "util/json.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace deduce::json {

Value& Value::set(const std::string& key, Value val) {
  if (!isObject()) v_ = Object{};
  auto& o = std::get<Object>(v_);
  for (auto& kv : o)
    if (kv.first == key) {
      kv.second = std::move(val);
      return kv.second;
    }
  o.emplace_back(key, std::move(val));
  return o.back().second;
}

const Value* Value::find(const std::string& key) const {
  if (!isObject()) return nullptr;
  for (const auto& kv : std::get<Object>(v_))
    if (kv.first == key) return &kv.second;
  return nullptr;
}

Value& Value::push(Value val) {
  if (!isArray()) v_ = Array{};
  auto& a = std::get<Array>(v_);
  a.push_back(std::move(val));
  return a.back();
}

namespace {
// Appends s to out as the inside of a JSON string. The common case, nothing to escape, is one
// scan and one append; no string is built per value.
struct Plain {  // the bytes a JSON string holds as they are
  bool ok[256];
  constexpr Plain() : ok() {
    for (int c = 0; c < 256; ++c) ok[c] = c >= 0x20 && c != '"' && c != '\\';
  }
};
constexpr Plain kPlain;

void escapeInto(std::string& out, const std::string& s) {
  size_t i = 0;
  while (i < s.size() && kPlain.ok[static_cast<unsigned char>(s[i])]) ++i;
  out.append(s, 0, i);
  for (; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
}
}  // namespace

std::string escape(const std::string& s) {
  std::string out;
  out.reserve(s.size() + 2);
  escapeInto(out, s);
  return out;
}

void Value::dump(std::string& out) const {
  struct V {
    std::string& out;
    void operator()(std::nullptr_t) { out += "null"; }
    void operator()(bool b) { out += b ? "true" : "false"; }
    void operator()(int64_t i) {
      char buf[24];
      out.append(buf, static_cast<size_t>(std::to_chars(buf, buf + sizeof buf, i).ptr - buf));
    }
    void operator()(double d) {
      if (!std::isfinite(d)) {
        out += "null";
        return;
      }
      char buf[32];  // "%.6g", without printf's format parsing
      out.append(buf, static_cast<size_t>(std::to_chars(buf, buf + sizeof buf, d, std::chars_format::general, 6).ptr - buf));
    }
    void operator()(const std::string& s) {
      out += '"';
      escapeInto(out, s);
      out += '"';
    }
    void operator()(const Array& a) {
      out += '[';
      for (size_t i = 0; i < a.size(); ++i) {
        if (i) out += ',';
        a[i].dump(out);
      }
      out += ']';
    }
    void operator()(const Raw& r) { out += r.text; }
    void operator()(const Object& o) {
      out += '{';
      for (size_t i = 0; i < o.size(); ++i) {
        if (i) out += ',';
        out += '"';
        escapeInto(out, o[i].first);
        out += "\":";
        o[i].second.dump(out);
      }
      out += '}';
    }
  };
  std::visit(V{out}, v_);
}

std::string Value::dump() const {
  std::string s;
  dump(s);
  return s;
}

}  // namespace deduce::json
