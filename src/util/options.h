// Command-line options after `deduce <command> <genre>` (and after `deduce bench NAME`): `--name
// value`, `--name=value`, flags, and positional arguments (files, `-` for stdin). The options a
// command takes are declared as OptionSpecs (the common ones + the genre's or bench's own); CLI11
// parses and validates them against the specs and formats their help. The map of values the
// commands read (Options) keeps the rest of the program independent of the parsing library.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace deduce {

struct OptionSpec {
  std::string name;  // without the leading dashes
  bool takesValue;   // --name VALUE
  std::string help;  // one line; "VALUE: text" style when takesValue
  // What the value must be, checked while parsing (a usage error names the option).
  enum class Kind { Text, Integer, Number } kind = Kind::Text;  // Number: a non-negative real
  std::vector<std::string> choices = {};                        // Text: one of these when not empty
};

// Thrown for bad command lines; the CLI prints "deduce: <what>" and exits 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Options {
 public:
  // Parse args against the specs; throws UsageError for unknown options or missing values.
  static Options parse(const std::vector<std::string>& args, const std::vector<OptionSpec>& specs);

  bool has(const std::string& name) const { return kv_.count(name) > 0; }
  std::string get(const std::string& name, const std::string& def = "") const;
  // Integer/real values; throw UsageError naming the option when malformed or out of range.
  int64_t getInt(const std::string& name, int64_t def, int64_t lo = INT64_MIN, int64_t hi = INT64_MAX) const;
  double getDouble(const std::string& name, double def) const;
  void set(const std::string& name, const std::string& value) { kv_[name] = value; }

  const std::vector<std::string>& positional() const { return pos_; }
  void setPositional(std::vector<std::string> files) { pos_ = std::move(files); }

 private:
  std::map<std::string, std::string> kv_;
  std::vector<std::string> pos_;
};

// The specs' help as an option list (the `--help` text), formatted by CLI11.
std::string optionsHelp(const std::vector<OptionSpec>& specs);

// The options every genre accepts (see docs/cli.md).
const std::vector<OptionSpec>& commonOptions();
// Search options shared by the CP genres: --strategy --var --val --alldiff --restarts.
const std::vector<OptionSpec>& strategyOptions();

}  // namespace deduce
