// The bitboard engine (bitboard_engine.h) compiled for AVX-512 (F, VL, BW, DQ, with AVX2 and
// BMI2) by target pragmas, so that no build flag is needed and every build of the project has
// it on x86-64 with GCC or Clang; bitboard.cpp uses it only on a CPU that has AVX-512. The
// standard headers come before the pragmas: nothing of the library is compiled for AVX-512.
#include "puzzles/sudoku/bitboard_kernel.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

#include <immintrin.h>

#include <cstdint>

#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,bmi,bmi2,popcnt,lzcnt,avx512f,avx512vl,avx512bw,avx512dq"))), \
                             apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,bmi,bmi2,popcnt,lzcnt,avx512f,avx512vl,avx512bw,avx512dq")
// GCC 12 takes the deliberately undefined source of the unmasked AVX-512 intrinsics
// (_mm512_undefined_epi32) for an uninitialised variable under a target pragma (GCC bug 105593).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif

#define DEDUCE_BITS_VARIANT avx512
#define DEDUCE_BITS_AVX512 1
#include "puzzles/sudoku/bitboard_engine.h"
#undef DEDUCE_BITS_AVX512
#undef DEDUCE_BITS_VARIANT

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC diagnostic pop
#pragma GCC pop_options
#endif

namespace deduce::sudoku::bits {

const Kernel* avx512Kernel() {
  static const Kernel k{"avx512", avx512::count, avx512::solveFull};
  static const bool has = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
                          __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq") &&
                          __builtin_cpu_supports("bmi2");
  return has ? &k : nullptr;
}

}  // namespace deduce::sudoku::bits

#else

namespace deduce::sudoku::bits {
const Kernel* avx512Kernel() { return nullptr; }
}  // namespace deduce::sudoku::bits

#endif
