// A small JSON value for the machine interface (`--json`, JSON Lines). Objects keep their keys
// in insertion order so that output is stable and reads like docs/json.md.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace deduce::json {

class Value {
 public:
  using Array = std::vector<Value>;
  using Object = std::vector<std::pair<std::string, Value>>;

  Value() : v_(nullptr) {}
  Value(std::nullptr_t) : v_(nullptr) {}
  Value(bool b) : v_(b) {}
  Value(int i) : v_(static_cast<int64_t>(i)) {}
  Value(long i) : v_(static_cast<int64_t>(i)) {}
  Value(long long i) : v_(static_cast<int64_t>(i)) {}
  Value(unsigned i) : v_(static_cast<int64_t>(i)) {}
  Value(unsigned long i) : v_(static_cast<int64_t>(i)) {}
  Value(unsigned long long i) : v_(static_cast<int64_t>(i)) {}
  Value(double d) : v_(d) {}
  Value(const char* s) : v_(std::string(s)) {}
  Value(std::string s) : v_(std::move(s)) {}
  Value(Array a) : v_(std::move(a)) {}
  template <class T>
  Value(const std::vector<T>& xs) : v_(Array{}) {
    auto& a = std::get<Array>(v_);
    for (const auto& x : xs) a.emplace_back(x);
  }

  static Value object() {
    Value v;
    v.v_ = Object{};
    return v;
  }
  static Value array() {
    Value v;
    v.v_ = Array{};
    return v;
  }
  // Text already in JSON form, dumped as it stands: what a writer of its own makes faster than
  // a tree of values (the 81 numbers of a Sudoku grid, record after record).
  struct Raw {
    std::string text;
  };
  static Value raw(std::string jsonText) {
    Value v;
    v.v_ = Raw{std::move(jsonText)};
    return v;
  }

  // Object: set (replacing an existing key) and look up.
  Value& set(const std::string& key, Value val);
  const Value* find(const std::string& key) const;
  // Array: append.
  Value& push(Value val);

  bool isObject() const { return std::holds_alternative<Object>(v_); }
  bool isArray() const { return std::holds_alternative<Array>(v_); }
  bool isString() const { return std::holds_alternative<std::string>(v_); }
  bool isInt() const { return std::holds_alternative<int64_t>(v_); }
  int64_t asInt() const { return std::get<int64_t>(v_); }
  const std::string& asString() const { return std::get<std::string>(v_); }
  const Array& asArray() const { return std::get<Array>(v_); }
  const Object& asObject() const { return std::get<Object>(v_); }

  std::string dump() const;
  void dump(std::string& out) const;

 private:
  std::variant<std::nullptr_t, bool, int64_t, double, std::string, Array, Object, Raw> v_;
};

std::string escape(const std::string& s);

}  // namespace deduce::json
