#include "puzzles/langford/langford.h"

namespace deduce::langford {

Cover build(int n, bool breakSymmetry) {
  Cover c;
  for (int k = 1; k <= n; ++k) c.problem.addPrimary(std::to_string(k));
  for (int s = 1; s <= 2 * n; ++s) c.problem.addPrimary(exactcover::name("s", s));
  int m = n % 2 ? n : n - 1;  // the largest odd number: no placement is its own mirror image
  for (int k = 1; k <= n; ++k)
    for (int i = 0; i + k + 1 < 2 * n; ++i) {
      int j = i + k + 1;
      if (breakSymmetry && k == m && i + j >= 2 * n - 1) continue;  // keep the left-half placements
      c.problem.addOption({k - 1, n + i, n + j});
      c.number.push_back(k);
      c.position.push_back(i);
    }
  return c;
}

std::vector<int> sequence(const Cover& c, int n, const std::vector<int>& options) {
  std::vector<int> seq(2 * n, 0);
  for (int o : options) {
    seq[c.position[o]] = c.number[o];
    seq[c.position[o] + c.number[o] + 1] = c.number[o];
  }
  return seq;
}

std::string check(int n, const std::vector<int>& seq) {
  if (static_cast<int>(seq.size()) != 2 * n) return "wrong length";
  for (int k = 1; k <= n; ++k) {
    int first = -1, count = 0;
    for (int i = 0; i < 2 * n; ++i)
      if (seq[i] == k) {
        if (count == 0) first = i;
        else if (i - first != k + 1) return std::to_string(k) + "'s are not " + std::to_string(k) + " apart";
        ++count;
      }
    if (count != 2) return std::to_string(k) + " does not occur exactly twice";
  }
  return "";
}

}  // namespace deduce::langford
