// The benchmarks' registry (src/app/bench.h): registration from anywhere, listing sorted by name,
// and the options each bench declares parsed by the common parser.
#include <gtest/gtest.h>

#include <algorithm>

#include "app/bench.h"

namespace deduce {
namespace {

// Registered before main, as the benches do.
const bool registeredLate = app::registerBench({"test-zz", "a bench registered second", "", "", {}, [](const Options&) {
                                                  return 0;
                                                }});
const bool registeredEarly = app::registerBench(
    {"test-aa", "a bench with options", "", "",
     {{"n", true, "N: a count", OptionSpec::Kind::Integer}, {"mode", true, "M: a mode", OptionSpec::Kind::Text, {"x", "y"}}},
     [](const Options& o) { return static_cast<int>(o.getInt("n", 0)); }});

const app::Bench* find(const std::vector<app::Bench>& all, const std::string& name) {
  auto it = std::find_if(all.begin(), all.end(), [&](const app::Bench& b) { return b.name == name; });
  return it == all.end() ? nullptr : &*it;
}

TEST(BenchRegistry, StaticRegistrationsAreListedSortedByName) {
  EXPECT_TRUE(registeredLate);
  EXPECT_TRUE(registeredEarly);
  const auto all = app::allBenches();
  ASSERT_NE(find(all, "test-aa"), nullptr);
  ASSERT_NE(find(all, "test-zz"), nullptr);
  EXPECT_TRUE(std::is_sorted(all.begin(), all.end(), [](const app::Bench& a, const app::Bench& b) { return a.name < b.name; }));
  EXPECT_LT(find(all, "test-aa"), find(all, "test-zz"));
}

TEST(BenchRegistry, OptionsParsedWithTheBenchSpecs) {
  const auto all = app::allBenches();
  const app::Bench* b = find(all, "test-aa");
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(b->run(Options::parse({"--n", "7", "--mode", "y"}, b->options)), 7);
  EXPECT_THROW(Options::parse({"--n", "seven"}, b->options), UsageError);
  EXPECT_THROW(Options::parse({"--mode", "z"}, b->options), UsageError);
  EXPECT_THROW(Options::parse({"--bogus"}, b->options), UsageError);
}

}  // namespace
}  // namespace deduce
