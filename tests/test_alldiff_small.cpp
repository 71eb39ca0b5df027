// The short cuts of alldiff_small.h against brute force: the 4x4 filtering table entry by entry,
// and the Hall slack test against its definition and against what it promises (nothing to
// prune) on random rows of 5..8 positions. (Builds without AVX2/BMI2 have no short cuts: the
// tests that need them skip.)
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <numeric>
#include <random>
#include <vector>

#include "cp/constraints/alldiff_small.h"

using namespace deduce::cp;

namespace {

// Every position-to-value permutation that fits the rows (k rows of k bits), as value lists.
std::vector<std::vector<int>> fittingPermutations(const std::vector<uint64_t>& rows) {
  const int k = static_cast<int>(rows.size());
  std::vector<int> p(k);
  std::iota(p.begin(), p.end(), 0);
  std::vector<std::vector<int>> out;
  do {
    bool fits = true;
    for (int i = 0; i < k && fits; ++i) fits = (rows[i] >> p[i]) & 1;
    if (fits) out.push_back(p);
  } while (std::next_permutation(p.begin(), p.end()));
  return out;
}

// The rows after domain-consistent filtering; empty when no permutation fits.
std::vector<uint64_t> bruteFilter(const std::vector<uint64_t>& rows) {
  auto perms = fittingPermutations(rows);
  if (perms.empty()) return {};
  std::vector<uint64_t> out(rows.size(), 0);
  for (const auto& p : perms)
    for (size_t i = 0; i < rows.size(); ++i) out[i] |= uint64_t{1} << p[i];
  return out;
}

// The definition: every S with 1 <= |S| <= k-1 holds more than |S| values.
bool slackByDefinition(const std::vector<uint64_t>& rows) {
  const int k = static_cast<int>(rows.size());
  for (unsigned s = 1; s + 1 < (1u << k); ++s) {
    uint64_t u = 0;
    for (int i = 0; i < k; ++i)
      if (s >> i & 1) u |= rows[i];
    if (std::popcount(u) <= std::popcount(s)) return false;
  }
  return true;
}

}  // namespace

TEST(AlldiffSmall, Hall4TableMatchesBruteForceOnEveryEntry) {
  int failures = 0, pruned = 0;
  for (uint32_t in = 0; in < (1u << 16); ++in) {
    std::vector<uint64_t> rows(4);
    for (int i = 0; i < 4; ++i) rows[i] = (in >> (4 * i)) & 15;
    auto want = bruteFilter(rows);
    uint16_t expect = 0;
    for (int i = 0; i < static_cast<int>(want.size()); ++i) expect = static_cast<uint16_t>(expect | want[i] << (4 * i));
    ASSERT_EQ(small::hall4(static_cast<uint16_t>(in)), expect) << "rows " << in;
    failures += expect == 0;
    pruned += expect != 0 && expect != in;
  }
  EXPECT_GT(failures, 1000);
  EXPECT_GT(pruned, 1000);
}

TEST(AlldiffSmall, PextAndPdepInvertEachOther) {
  if (!small::kShortCuts) GTEST_SKIP() << "built without AVX2/BMI2";
  std::mt19937_64 rng(11);
  for (int it = 0; it < 10000; ++it) {
    const uint64_t m = rng() & rng(), x = rng();
    const uint64_t packed = small::pext(x, m);
    ASSERT_EQ(small::pdep(packed, m), x & m);
    ASSERT_EQ(packed >> std::popcount(m) >> 1, 0u);
  }
}

// Random rows of k = 5..8 positions holding exactly k values together, dense and sparse, so
// that both answers are common.
TEST(AlldiffSmall, HallSlackMatchesDefinitionAndPrunesNothing) {
  if (!small::kShortCuts) GTEST_SKIP() << "built without AVX2/BMI2";
  std::mt19937_64 rng(12);
  int slack[9] = {0}, tight[9] = {0};
  for (int it = 0; it < 40000; ++it) {
    const int k = 5 + static_cast<int>(rng() % 4);
    const int density = 35 + static_cast<int>(rng() % 50);  // percent
    std::vector<uint64_t> rows(k);
    for (auto& r : rows) {
      for (int v = 0; v < k; ++v)
        if (static_cast<int>(rng() % 100) < density) r |= uint64_t{1} << v;
      if (std::popcount(r) < 2) r |= uint64_t{3} << (rng() % (k - 1));  // open: two values or more
    }
    uint64_t all = 0;
    for (auto r : rows) all |= r;
    if (std::popcount(all) != k) continue;
    const bool want = slackByDefinition(rows);
    ASSERT_EQ(small::hallSlack(rows.data(), k), want) << "iteration " << it;
    if (want && k <= 7) {
      ASSERT_EQ(bruteFilter(rows), rows) << "iteration " << it;  // nothing to prune
    }
    (want ? slack : tight)[k]++;
  }
  for (int k = 5; k <= 8; ++k) {
    EXPECT_GT(slack[k], 200) << k;
    EXPECT_GT(tight[k], 200) << k;
  }
}
