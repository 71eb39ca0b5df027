// jsonfield: the CLI tests' reader of JSON Lines (nlohmann-json), so that they compare values
// rather than substrings of the text.
//
//   deduce solve sudoku --json FILE | jsonfield status stats.solutions
//
// For each input line, the values at the given paths (keys joined by '.', array indices as
// numbers) on one line, separated by tabs: strings as they are, everything else as compact JSON,
// a missing path as `-`. A line that is not JSON is an error: exit 1 with its line number.
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace {

const nlohmann::json* at(const nlohmann::json& j, const std::string& path) {
  const nlohmann::json* cur = &j;
  std::stringstream ss(path);
  for (std::string key; std::getline(ss, key, '.');) {
    if (cur->is_object()) {
      auto it = cur->find(key);
      if (it == cur->end()) return nullptr;
      cur = &*it;
    } else if (cur->is_array() && !key.empty() && key.find_first_not_of("0123456789") == std::string::npos) {
      const size_t i = std::stoul(key);
      if (i >= cur->size()) return nullptr;
      cur = &(*cur)[i];
    } else {
      return nullptr;
    }
  }
  return cur;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> paths(argv + 1, argv + argc);
  std::string line;
  for (int no = 1; std::getline(std::cin, line); ++no) {
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(line);
    } catch (const nlohmann::json::parse_error& e) {
      std::cerr << "jsonfield: line " << no << " is not JSON: " << e.what() << '\n';
      return 1;
    }
    for (size_t k = 0; k < paths.size(); ++k) {
      const nlohmann::json* v = at(j, paths[k]);
      std::cout << (k ? "\t" : "") << (!v ? "-" : v->is_string() ? v->get<std::string>() : v->dump());
    }
    std::cout << '\n';
  }
  return 0;
}
