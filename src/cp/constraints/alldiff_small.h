// Short cuts for an alldifferent unit with few open positions, used by the grouped propagator
// (alldiff_group.cpp) before it would run the Régin core (alldiff_regin64.h) on a unit.
//
// The setting: k open (unfixed) positions whose domains together hold exactly k values, no
// fixed position's value left in them. Compress each domain to a k-bit row over those k values
// (pext). Then
//   * k <= 2: nothing to prune, no failure (two positions with two values or more each);
//   * k = 3 or 4: the filtered rows come from one table lookup (`hall4`), which answers
//     exactly what Régin's algorithm would;
//   * 5 <= k <= 8: `hallSlack` tests Hall's condition with room to spare. When it holds, the
//     unit is domain consistent and nothing is pruned; when it does not, the caller runs Régin.
// On the hardest Sudoku set 78% of the Régin runs with 5..8 open positions pass the test, and
// the test costs a fraction of a run (docs/results/alldiff.md, "Short cuts before the Régin runs").
//
// They need AVX2, BMI2 (pext, pdep) and POPCNT, all part of x86-64-v3, which the build targets
// when the machine has it (CMake's DEDUCE_ARCH). Without them (a baseline build, another
// architecture) `kShortCuts` is false and the group runs Régin on every unit, as before:
// portable stand-ins (a pext loop, a software popcount, the 2^k unions one by one) measured
// slower than Régin itself (same section).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#if defined(__AVX2__) && defined(__BMI2__) && defined(__POPCNT__)
#include <immintrin.h>
#define DEDUCE_SHORT_CUTS 1
#endif

namespace deduce::cp::small {

// Domain consistency of alldifferent on 4 positions and 4 values. Entry `rows` (row 0 | row 1
// << 4 | row 2 << 8 | row 3 << 12, row i the 4-bit domain of position i) holds the rows after
// filtering: value j stays in row i iff some permutation p with p(i) = j has p(i') in row i'
// for every i'. 0 when no permutation fits (failure). Three positions use it with row 3 = {3}.
// Built when the program starts: every permutation's 16-bit mask is ORed into each of its
// supersets (24 x 4096 steps, about 0.1 ms; as a compile-time constant it exceeded clang's
// constexpr step limit); 128 KB. Plain C++: every build has it, and the tests check it.
struct Hall4Table {
  std::array<uint16_t, 1 << 16> filtered{};
  Hall4Table() {
    int p[4] = {0, 1, 2, 3};
    do {
      uint16_t m = 0;
      for (int i = 0; i < 4; ++i) m = static_cast<uint16_t>(m | (1u << (4 * i + p[i])));
      const uint16_t free = static_cast<uint16_t>(~m);
      // every superset of m: m | s for s running over the subsets of the other 12 bits
      for (uint32_t s = 0;; s = (s - free) & free) {
        filtered[m | s] = static_cast<uint16_t>(filtered[m | s] | m);
        if (s == free) break;
      }
    } while (std::next_permutation(p, p + 4));
  }
};
inline const Hall4Table kHall4{};
inline uint16_t hall4(uint16_t rows) { return kHall4.filtered[rows]; }

#ifndef DEDUCE_SHORT_CUTS
inline constexpr bool kShortCuts = false;
inline constexpr int kSlackMax = 4;
inline uint64_t pext(uint64_t, uint64_t) { return 0; }  // (never called)
inline uint64_t pdep(uint64_t, uint64_t) { return 0; }
inline bool hallSlack(const uint64_t*, int) { return false; }
#else
inline constexpr bool kShortCuts = true;
inline constexpr int kSlackMax = 8;  // rows in byte lanes

// The bits of x at the set bits of m, packed low, and back.
inline uint64_t pext(uint64_t x, uint64_t m) { return _pext_u64(x, m); }
inline uint64_t pdep(uint64_t x, uint64_t m) { return _pdep_u64(x, m); }

// True when every set S of positions with 1 <= |S| <= k-1 holds more than |S| values in its
// rows (rows[0 .. k), 5 <= k <= 8, each at most k bits, all k together holding all k values).
// Then every value of every row lies on a perfect matching: drop row i and value v, and every
// set S of the others still holds at least |S| of the remaining values (Hall). A false answer
// only means "run Régin" (a fixed row, one value, answers false).
//
// One byte lane per set S, 32 sets per AVX2 register. Lane l of chunk c is S = 32c + l; the OR
// of the rows in S is the OR of rows 0..4 picked by l's bits (the same in every chunk) and rows
// 5..7 picked by c's bits (the same in every lane of the chunk), its popcount is a nibble table
// lookup (vpshufb), and it is compared with |S| = |l| + |c|. 2^(k-5) chunks of about a dozen
// instructions each, no branch per set.
struct SubsetLanes {
  alignas(32) uint8_t bit[5][32];  // bit[j][l] = 0xff when l has bit j
  alignas(32) uint8_t size1[32];   // |l| + 1
  constexpr SubsetLanes() : bit{}, size1{} {
    for (int l = 0; l < 32; ++l) {
      for (int j = 0; j < 5; ++j) bit[j][l] = (l >> j & 1) ? 0xff : 0;
      size1[l] = static_cast<uint8_t>(std::popcount(static_cast<unsigned>(l)) + 1);
    }
  }
};
inline constexpr SubsetLanes kSubsetLanes{};

inline bool hallSlack(const uint64_t* rows, int k) {
  const SubsetLanes& t = kSubsetLanes;
  const auto ld = [](const uint8_t* p) { return _mm256_load_si256(reinterpret_cast<const __m256i*>(p)); };
  __m256i low = _mm256_setzero_si256();
  for (int j = 0; j < 5; ++j)
    low = _mm256_or_si256(low, _mm256_and_si256(_mm256_set1_epi8(static_cast<char>(rows[j])), ld(t.bit[j])));
  const __m256i nib = _mm256_set1_epi8(0x0f);
  const __m256i cnt =
      _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
  const __m256i size1 = ld(t.size1);
  const int chunks = 1 << (k - 5);
  uint64_t high[8] = {0};  // chunk c: the OR of rows 5.. picked by c's bits
  for (int c = 1; c < chunks; ++c) high[c] = high[c & (c - 1)] | rows[5 + std::countr_zero(static_cast<unsigned>(c))];
  for (int c = 0; c < chunks; ++c) {
    const __m256i u = _mm256_or_si256(low, _mm256_set1_epi8(static_cast<char>(high[c])));
    const __m256i pop = _mm256_add_epi8(_mm256_shuffle_epi8(cnt, _mm256_and_si256(u, nib)),
                                        _mm256_shuffle_epi8(cnt, _mm256_and_si256(_mm256_srli_epi16(u, 4), nib)));
    const __m256i sz1 = _mm256_add_epi8(size1, _mm256_set1_epi8(static_cast<char>(std::popcount(static_cast<unsigned>(c)))));
    auto tight = static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpgt_epi8(sz1, pop)));  // |S| >= |N(S)|
    if (c == 0) tight &= ~1u;                     // S = {}
    if (c == chunks - 1) tight &= ~(1u << 31);    // S = every position
    if (tight) return false;
  }
  return true;
}
#endif

}  // namespace deduce::cp::small
