// The bitboard Sudoku engine: data layout, deductions and why it is fast.
//
// Layout. The grid is three horizontal bands of three rows. For every digit d (0..8) and band b
// (0..2) one 32-bit word F[d*3+b] holds the cells of that band where d is still possible: bit
// r*9+c for row r (0..2) of the band and column c (0..8), 27 bits used. Nine digits x three
// bands = 27 words, plus one 27-bit "unsolved cells" word per band and a 27-bit dirty mask (one
// bit per digit-band word that changed since it was last examined): the whole search state,
// 64-byte aligned so that its first 128 bytes (the words and unsolved cells) are two 16-lane
// vectors for the AVX-512 build. A guess copies it (three cache lines) instead of keeping a
// trail.
//
// Why bands. Within a band a digit occupies exactly one cell in each row and one in each box,
// so its placement is a 3x3 permutation matrix over the band's nine "mini-rows" (row r x box
// k). Folding a digit-band word into its 9-bit mini-row occupancy (three lookups in a 512-entry
// table) and keeping only the mini-rows that lie on some permutation inside the occupancy (one
// lookup in a second 512-entry table) performs, in four table reads, every box/line
// interaction inside the band: pointing pairs and triples along rows, claiming (box-line
// reduction), and the consequences of a row or box having one place left. An empty result is a
// contradiction. A row that keeps a single bit is a placed digit (hidden single in the row; a
// hidden single in a box becomes one in its row through the permutation table). Its
// consequences outside the word are two masks: the cell leaves the eight other digits' words
// of the band, and its column leaves the digit's words of the two other bands.
//
// Columns get the same treatment transposed: in each stack a digit's placement is a
// permutation of the 3x3 mini-columns (band x column), so folding a digit's three words into
// mini-column occupancy and one lookup in the 9-bit form of the same table gives locked
// candidates along columns (the "stack update", one per digit whose words changed). A hidden
// single in a column needs no rule of its own: once the other mini-columns of its stack are
// gone, the column's only cell is the only one of its box, which the band update places.
//
// Triads. Every mini-row and every mini-column (column x band) holds exactly three digits. The
// "triad update" of a band counts, bit-sliced over its nine digits, how many digits may lie in
// each of its 18 triads (the folded occupancies above) and how many must (the only triad left
// to the digit in its box): fewer than three possible or more than three required is a
// contradiction; exactly three possible makes each of them required (it leaves the rest of its
// box and line); exactly three required clears the triad's cells of every other digit. This is
// the cardinality reasoning of tdoku's triads, in one 64-bit counter pass per band.
//
// Propagation runs the band update on dirty words (lowest first) until none is dirty, then one
// bit-parallel pass per band finds naked singles and empty cells: with one = OR of the nine
// digit words and two = cells seen twice (two |= one & F; one |= F), unsolved & ~one are dead
// cells and unsolved & one & ~two the naked singles. A naked single only clears its row in its
// digit's word; the band update does the rest. When bands and singles are quiet, the stack
// updates run, then the triad updates of the bands that changed; anything they change starts
// the loop again.
//
// Branching (tdoku's choice of branch): a digit's placement in a band is one of the six
// permutations of its mini-rows, in a stack one of the six of its mini-columns. The solver picks
// the band or stack whose digits have the fewest combinations left (the product of their
// permutation counts, as a sum of rounded logarithms from one table), then the digit there with
// fewest permutations (usually two), and tries each permutation: all but the last on a copy of
// the state, the last in place. Branching on a digit's band placement instead of a bivalue cell
// halved the branches on the hardest collection (docs/results/bitboard.md).
//
// Everything is 32-bit scalar code but the placement, the stack updates and the branch scores
// of the AVX-512 build, which work on the whole state in two 16-lane vectors; the tables
// (about 13 KB, 17 KB with the AVX-512 lane table) stay in L1. With BMI2 (x86-64-v3, the
// default build, and the AVX-512 build) PEXT and PDEP gather and scatter mini-row and stack
// occupancies in one instruction each; other builds read the same values from the tables.
//
// Two builds of this file. It is included by bitboard.cpp, compiled for the project's target
// (x86-64-v3 by default: the scalar code), and by bitboard_avx512.cpp, compiled for AVX-512
// (F, VL, BW, DQ) where the compiler and architecture allow it; bitboard.cpp picks one once at
// start from the CPU (bitboard_kernel.h). The includer defines DEDUCE_BITS_VARIANT (the
// namespace of the build) and DEDUCE_BITS_AVX512 (0 or 1) and includes the standard headers
// before any target pragma: the engine itself instantiates no library template and uses
// compiler builtins only, so no inline library code is compiled for AVX-512 and shared with
// the other build by the linker.
//
// No include guard: each build includes it once, into its own namespace.

#include <cstdint>

#if defined(__BMI2__) || DEDUCE_BITS_AVX512
#define DEDUCE_BITS_PEXT 1
#else
#define DEDUCE_BITS_PEXT 0
#endif
#if DEDUCE_BITS_PEXT || DEDUCE_BITS_AVX512
#include <immintrin.h>
#endif

#include "puzzles/sudoku/bitboard_kernel.h"

namespace deduce::sudoku::bits::DEDUCE_BITS_VARIANT {
namespace {


constexpr uint32_t kBand27 = (1u << 27) - 1;

struct Tables {
  uint8_t mini[512];       // 9-bit row -> 3-bit box occupancy
  uint32_t perm[512];      // 9-bit mini-row occupancy -> 27-bit mask of the mini-rows on a permutation
  uint16_t perm9[512];     // the same as a 9-bit mask of mini-rows
  uint32_t rowMask[27];    // bit position -> its row's nine bits in the band
  uint16_t aloneBox[512];  // 9-bit mini-row set (bit r*3+k) -> the mini-rows alone in their box k
  uint16_t aloneRun[512];  // 9-bit column set -> the columns alone in their stack (bits 3s..3s+2)
  uint32_t cellsH[512];    // 9-bit mini-row set -> its 27 cells
  uint32_t forceH[512];    // mini-row set -> cells of the other rows of their boxes and other boxes of their rows
  uint32_t forceV[512];    // column set -> cells of the other columns of their stacks
  uint8_t fits[512];       // 9-bit 3x3 occupancy -> the permutations (bit i: kPerms[i]) inside it
  uint8_t logFits[512];    // 10 * log2 of their number, rounded (0 for one or none)
  uint32_t permCells[6];   // permutation -> the 27 cells of its three mini-rows
  uint32_t permMini[6];    // permutation -> bit 9r+3k of each of its mini-rows (r, k)
  uint32_t permCols[6];    // permutation -> bit 9b+j of each of its mini-columns (band b, column j of stack 0)
  uint8_t digit[27], band[27];
#if DEDUCE_BITS_AVX512
  alignas(64) uint32_t sel[27][32];  // word x -> per lane what a placement by x clears (see bandUpdate)
#endif
};

constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

constexpr Tables makeTables() {
  Tables t{};
  for (int i = 0; i < 6; ++i)
    for (int r = 0; r < 3; ++r) {
      t.permCells[i] |= 7u << (r * 9 + kPerms[i][r] * 3);
      t.permMini[i] |= 1u << (r * 9 + kPerms[i][r] * 3);
      t.permCols[i] |= 1u << (r * 9 + kPerms[i][r]);
    }
  for (int x = 0; x < 512; ++x) {
    t.mini[x] = static_cast<uint8_t>((x & 7 ? 1 : 0) | (x & 070 ? 2 : 0) | (x & 0700 ? 4 : 0));
    uint32_t keep = 0, keep9 = 0;
    for (int i = 0; i < 6; ++i) {
      const auto& p = kPerms[i];
      bool fits = true;
      for (int r = 0; r < 3; ++r)
        if (!(x >> (r * 3 + p[r]) & 1)) fits = false;
      if (fits) {
        t.fits[x] |= static_cast<uint8_t>(1 << i);
        for (int r = 0; r < 3; ++r) {
          keep |= 7u << (r * 9 + p[r] * 3);
          keep9 |= 1u << (r * 3 + p[r]);
        }
      }
    }
    constexpr uint8_t kLog[7] = {0, 0, 10, 16, 20, 23, 26};
    t.logFits[x] = kLog[__builtin_popcount(static_cast<unsigned>(t.fits[x]))];
    t.perm[x] = keep;
    t.perm9[x] = static_cast<uint16_t>(keep9);
    uint32_t alone = 0, run = 0, cells = 0, force = 0, forceV = 0;
    for (int i = 0; i < 9; ++i) {
      if (!(x >> i & 1)) continue;
      const int r = i / 3, k = i % 3;
      const int boxGroup = (1 << k) | (1 << (k + 3)) | (1 << (k + 6));
      const int runGroup = 7 << (i / 3 * 3);
      if ((x & boxGroup) == (1 << i)) alone |= 1u << i;
      if ((x & runGroup) == (1 << i)) run |= 1u << i;
      cells |= 7u << (r * 9 + k * 3);
      for (int rr = 0; rr < 3; ++rr)
        for (int c = 0; c < 9; ++c)
          if ((rr != r && c / 3 == k) || (rr == r && c / 3 != k)) force |= 1u << (rr * 9 + c);
      for (int c = i / 3 * 3; c < i / 3 * 3 + 3; ++c)
        if (c != i) forceV |= 0x40201u << c;
    }
    t.aloneBox[x] = static_cast<uint16_t>(alone);
    t.aloneRun[x] = static_cast<uint16_t>(run);
    t.cellsH[x] = cells;
    t.forceH[x] = force;
    t.forceV[x] = forceV;
  }
  for (int p = 0; p < 27; ++p) {
    t.rowMask[p] = 0x1FFu << (p / 9 * 9);
    t.digit[p] = static_cast<uint8_t>(p / 3);
    t.band[p] = static_cast<uint8_t>(p % 3);
#if DEDUCE_BITS_AVX512
    for (int y = 0; y < 27; ++y) t.sel[p][y] = y == p ? 3 : y % 3 == p % 3 ? 1 : y / 3 == p / 3 ? 2 : 0;
    t.sel[p][27 + p % 3] = 1;
#endif
  }
  return t;
}

constexpr Tables T = makeTables();

// A digit-band word's 9-bit mini-row occupancy (bit r*3+k: row r has a cell in box k). With
// BMI2 one PEXT gathers the OR of each three-cell mini-row; else three table reads.
inline uint32_t miniRows(uint32_t f) {
#if DEDUCE_BITS_PEXT
  return _pext_u32(f | f >> 1 | f >> 2, 01111111111u);
#else
  return T.mini[f & 0x1FF] | T.mini[(f >> 9) & 0x1FF] << 3 | T.mini[f >> 18] << 6;
#endif
}
inline uint32_t columns(uint32_t f) { return (f | f >> 9 | f >> 18) & 0x1FF; }
// A digit's columns in its three words f[0..2]: band b in bits 9b..9b+8.
inline uint32_t digitColumns(const uint32_t* f) { return columns(f[0]) | columns(f[1]) << 9 | columns(f[2]) << 18; }

// A digit's 3x3 occupancy of stack st (bit b*3+j: band b, column st*3+j) from its columns in
// all bands (band b in bits 9b..9b+8), and back.
constexpr uint32_t kStack0 = 0x1C0E07;
inline uint32_t stackOccupancy(uint32_t w, int st) {
#if DEDUCE_BITS_PEXT
  return _pext_u32(w, kStack0 << (st * 3));
#else
  const uint32_t x = w >> (st * 3) & kStack0;
  return (x & 7) | (x >> 6 & 0x38) | (x >> 12 & 0x1C0);
#endif
}
inline uint32_t stackDeposit(uint32_t k, int st) {
#if DEDUCE_BITS_PEXT
  return _pdep_u32(k, kStack0 << (st * 3));
#else
  return ((k & 7) | (k & 0x38) << 6 | (k & 0x1C0) << 12) << (st * 3);
#endif
}

// The first 128 bytes are the vector view of the AVX-512 build: lanes 0..26 the digit-band
// words, 27..29 the unsolved cells, 30..31 unused; dirty lies outside it, so that the scalar
// updates of dirty never overlap a vector load (a store that cannot be forwarded stalls it).
struct alignas(64) State {
  uint32_t F[27];  // F[d*3+b]: band b cells where digit d is possible
  uint32_t unsolved[3];
  uint32_t unused[2];
  uint32_t dirty;  // bit d*3+b: F[d*3+b] changed since its last band update
};

inline void clearBits(State& s, int x, uint32_t mask) {
  uint32_t o = s.F[x];
  uint32_t n = o & ~mask;
  s.F[x] = n;
  s.dirty |= static_cast<uint32_t>(n != o) << x;
}

// The band update of digit-band word x (see the top of the file). False on contradiction.
inline bool bandUpdate(State& s, int x) {
  uint32_t f = s.F[x];
  uint32_t m = miniRows(f);
  f &= T.perm[m];
  if (!f) return false;
  const int b = T.band[x];
  // Rows with one cell left, without table reads: every row of f is non-empty now (a
  // permutation keeps one mini-row per row), so f - 1 per 9-bit row borrows within the row, and
  // f & (f - 1) is zero exactly in the single-cell rows; adding 0xFF to each row's low eight
  // bits carries into its ninth bit when they are non-zero (no carry leaves the row).
  constexpr uint32_t kLow8 = 0x3FDFEFF, kHigh = 0x4020100;
  const uint32_t more = f & (f - 0x40201);
  const uint32_t multi = ((((more & kLow8) + kLow8) | more) & kHigh) >> 8;
  uint32_t placed = f & ~(multi * 0x1FF) & s.unsolved[b];
#if DEDUCE_BITS_AVX512
  // The placement as one operation over the whole state (two 16-lane vectors): every lane
  // loses a mask chosen by the table sel[x] from (0, placed, its columns, ~f): the band's
  // other words and unsolved[b] lose the placed cells, the digit's words in the other bands
  // their columns, x itself keeps f; the lanes that changed are the new dirty words. About 15
  // instructions against some 70 for the nine-word loop below. The branch stays: a vector
  // load after the scalar stores of the other updates waits for them (no store forwarding
  // from narrower stores), so the vectors run only when there is a placement.
  if (!placed) {
    s.F[x] = f;
    return true;
  }
  const __m512i v = _mm512_zextsi128_si512(
      _mm_setr_epi32(0, static_cast<int>(placed), static_cast<int>(columns(placed) * 0x40201), static_cast<int>(~f)));
  char* const base = reinterpret_cast<char*>(&s);
  const __m512i lo = _mm512_load_si512(base), hi = _mm512_load_si512(base + 64);
  const __m512i nlo = _mm512_andnot_si512(_mm512_permutexvar_epi32(_mm512_load_si512(T.sel[x]), v), lo);
  const __m512i nhi = _mm512_andnot_si512(_mm512_permutexvar_epi32(_mm512_load_si512(T.sel[x] + 16), v), hi);
  const uint32_t changed = static_cast<uint32_t>(_mm512_cmpneq_epi32_mask(nhi, hi)) << 16 | _mm512_cmpneq_epi32_mask(nlo, lo);
  _mm512_store_si512(base, nlo);
  _mm512_store_si512(base + 64, nhi);
  s.dirty |= changed & kBand27 & ~(1u << x);
#else
  s.F[x] = f;
  if (placed) {
    s.unsolved[b] &= ~placed;
    // All nine words of the band lose the placed cells, x too (no data-dependent branch in the
    // loop), then x gets them back: nothing else touched x since its update began.
    for (int y = b; y < 27; y += 3) clearBits(s, y, placed);
    s.F[x] = f;
    s.dirty &= ~(1u << x);
    uint32_t c = (placed | placed >> 9 | placed >> 18) & 0x1FF;
    c |= c << 9 | c << 18;
    const int base = x - b;
    clearBits(s, base + (b == 0 ? 1 : 0), c);
    clearBits(s, base + (b == 2 ? 1 : 2), c);
  }
#endif
  return true;
}

// Place digit d in band b at bit position p (used for clues and guesses).
inline void place(State& s, int d, int b, int p) {
  const uint32_t bit = 1u << p;
  for (int y = b; y < 27; y += 3)
    if (y != d * 3 + b) clearBits(s, y, bit);
  clearBits(s, d * 3 + b, T.rowMask[p] ^ bit);
}

// The stack update of digit d: the transposed band update over its three bands at once. In each
// stack (three columns) the digit's placement is a permutation of the 3x3 mini-columns (band x
// column); mini-columns on no permutation go (locked candidates along columns). False on
// contradiction.
inline bool stackUpdate(State& s, int d) {
  uint32_t* f = &s.F[d * 3];
  const uint32_t w = digitColumns(f);
  uint32_t kw = 0;
  for (int st = 0; st < 3; ++st) {
    const uint32_t k = T.perm9[stackOccupancy(w, st)];
    if (!k) return false;
    kw |= stackDeposit(k, st);
  }
  uint32_t n[3] = {f[0] & (kw & 0x1FF) * 0x40201, f[1] & (kw >> 9 & 0x1FF) * 0x40201, f[2] & (kw >> 18) * 0x40201};
  for (int b = 0; b < 3; ++b) {
    s.dirty |= static_cast<uint32_t>(n[b] != f[b]) << (d * 3 + b);
    f[b] = n[b];
  }
  return true;
}

// The triad update of band b: every mini-row (row x box) and mini-column (column x band) of the
// band holds exactly three digits. Per digit, the mini-rows it may occupy (9 bits) and those it
// must occupy (the only one left in its box), the same for mini-columns; bit-sliced counts
// over the nine digits give, per mini-row and mini-column, how many digits may and must be
// there. Fewer than three possible or more than three required is a contradiction. Exactly
// three possible: each is required there (its box and line lose it elsewhere). Exactly three
// required: the other digits leave its cells. False on contradiction.
inline bool triadUpdate(State& s, int b) {
  uint64_t one = 0, two = 0, three = 0, four = 0;
  uint32_t mh[9], mv[9];
  for (int d = 0; d < 9; ++d) {
    const uint32_t f = s.F[d * 3 + b];
    const uint32_t h = miniRows(f);
    const uint32_t v = (f | f >> 9 | f >> 18) & 0x1FF;
    mh[d] = h;
    mv[d] = v;
    const uint64_t x = h | v << 9 | uint64_t(T.aloneBox[h]) << 18 | uint64_t(T.aloneRun[v]) << 27;
    four |= three & x;
    three |= two & x;
    two |= one & x;
    one |= x;
  }
  if (~three & 0x3FFFF) return false;
  if (four >> 18) return false;
  const uint64_t exact = three & ~four;
  const uint32_t poss = static_cast<uint32_t>(exact & 0x3FFFF), req = static_cast<uint32_t>(exact >> 18);
  const uint32_t naked = poss & ~req, hidden = req & ~poss;
  if (!(naked | hidden)) return true;
  const uint32_t nH = naked & 0x1FF, nV = naked >> 9, hH = hidden & 0x1FF, hV = hidden >> 9;
  for (int d = 0; d < 9; ++d) {
    const uint32_t h = mh[d] & ~uint32_t(T.aloneBox[mh[d]]), v = mv[d] & ~uint32_t(T.aloneRun[mv[d]]);
    const uint32_t clear = T.cellsH[hH & h] | (hV & v) * 0x40201 | T.forceH[nH & h] | T.forceV[nV & v];
    if (clear) clearBits(s, d * 3 + b, clear);
  }
  return true;
}

#if DEDUCE_BITS_AVX512
// The 27-bit form (bit 9b + c) of a digit's columns moved one column to the left inside
// every stack (c -> c - 1, the first column taking the third), and one band up (b -> b - 1).
inline __m512i columnDown(__m512i x) {
  const __m512i m011 = _mm512_set1_epi32(0x36DB6DB), m100 = _mm512_set1_epi32(0x4924924);
  return _mm512_ternarylogic_epi32(_mm512_srli_epi32(x, 1), m011, _mm512_and_si512(_mm512_slli_epi32(x, 2), m100), 0xEA);
}
inline __m512i bandDown(__m512i x) {
  return _mm512_ternarylogic_epi32(_mm512_srli_epi32(x, 9), _mm512_slli_epi32(x, 18), _mm512_set1_epi32(kBand27), 0xA8);
}
// x | x << 9 | x << 18: a 9-bit column set on the three rows of a band.
inline __m512i threeRows(__m512i x) {
  return _mm512_ternarylogic_epi32(x, _mm512_slli_epi32(x, 9), _mm512_slli_epi32(x, 18), 0xFE);
}

// The stack updates of the digits in `digits` at once: the update of one digit changes only its
// own words, so all of them together give what one after another does. Lane d holds digit d's
// columns (bit 9b + c); a mini-column (b, c) stays when the 2x2 minor of the other bands and
// columns of its stack holds a permutation (bit logic on the lanes moved by columnDown and
// bandDown, no table); the kept columns go back to the digit's words.
inline bool stackUpdates(State& s, uint32_t digits) {
  if (!digits) return true;
  char* const base = reinterpret_cast<char*>(&s);
  const __m512i lo = _mm512_load_si512(base), hi = _mm512_load_si512(base + 64);
  const __m512i hiz = _mm512_maskz_mov_epi32(0x07FF, hi);
  const __m512i mask9 = _mm512_set1_epi32(0x1FF);
  const __m512i wlo = _mm512_ternarylogic_epi32(_mm512_or_si512(lo, _mm512_srli_epi32(lo, 9)), _mm512_srli_epi32(lo, 18), mask9, 0xA8);
  const __m512i whi = _mm512_ternarylogic_epi32(_mm512_or_si512(hiz, _mm512_srli_epi32(hiz, 9)), _mm512_srli_epi32(hiz, 18), mask9, 0xA8);
  const __m512i idx0 = _mm512_setr_epi32(0, 3, 6, 9, 12, 15, 18, 21, 24, 31, 31, 31, 31, 31, 31, 31);
  const __m512i idx1 = _mm512_add_epi32(idx0, _mm512_maskz_set1_epi32(0x1FF, 1));
  const __m512i idx2 = _mm512_add_epi32(idx0, _mm512_maskz_set1_epi32(0x1FF, 2));
  const __m512i w = _mm512_ternarylogic_epi32(_mm512_permutex2var_epi32(wlo, idx0, whi),
                                              _mm512_slli_epi32(_mm512_permutex2var_epi32(wlo, idx1, whi), 9),
                                              _mm512_slli_epi32(_mm512_permutex2var_epi32(wlo, idx2, whi), 18), 0xFE);
  const __m512i c1 = columnDown(w), c2 = columnDown(c1);
  const __m512i a = bandDown(c1), d = bandDown(a), c = bandDown(c2), b = bandDown(c);
  const __m512i keep = _mm512_and_si512(w, _mm512_ternarylogic_epi32(_mm512_and_si512(a, b), c, d, 0xF8));
  const __mmask16 kd = static_cast<__mmask16>(digits);
  if (_mm512_mask_testn_epi32_mask(kd, keep, _mm512_set1_epi32(static_cast<int>(kStack0))) |
      _mm512_mask_testn_epi32_mask(kd, keep, _mm512_set1_epi32(static_cast<int>(kStack0 << 3))) |
      _mm512_mask_testn_epi32_mask(kd, keep, _mm512_set1_epi32(static_cast<int>(kStack0 << 6))))
    return false;
  // back to the words: lane y = 3d + b takes band b's columns of digit d, on all three rows
  const __m512i spreadLo = _mm512_setr_epi32(0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5);
  const __m512i spreadHi = _mm512_setr_epi32(5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8, 15, 15, 15, 15, 15);
  const __m512i shiftLo = _mm512_setr_epi32(0, 9, 18, 0, 9, 18, 0, 9, 18, 0, 9, 18, 0, 9, 18, 0);
  const __m512i shiftHi = _mm512_setr_epi32(9, 18, 0, 9, 18, 0, 9, 18, 0, 9, 18, 0, 0, 0, 0, 0);
  const uint32_t words = _pdep_u32(digits, 01111111111u) * 7;
  const __mmask16 klo = static_cast<__mmask16>(words), khi = static_cast<__mmask16>(words >> 16);
  const __m512i rlo = threeRows(_mm512_and_si512(_mm512_srlv_epi32(_mm512_permutexvar_epi32(spreadLo, keep), shiftLo), mask9));
  const __m512i rhi = threeRows(_mm512_and_si512(_mm512_srlv_epi32(_mm512_permutexvar_epi32(spreadHi, keep), shiftHi), mask9));
  const __m512i nlo = _mm512_mask_and_epi32(lo, klo, lo, rlo), nhi = _mm512_mask_and_epi32(hi, khi, hi, rhi);
  const uint32_t changed = (static_cast<uint32_t>(_mm512_cmpneq_epi32_mask(nhi, hi)) << 16 | _mm512_cmpneq_epi32_mask(nlo, lo)) & kBand27;
  _mm512_store_si512(base, nlo);
  _mm512_store_si512(base + 64, nhi);
  s.dirty |= changed;
  return true;
}
#else
inline bool stackUpdates(State& s, uint32_t digits) {
  for (; digits; digits &= digits - 1)
    if (!stackUpdate(s, __builtin_ctz(digits))) return false;
  return true;
}
#endif

bool propagate(State& s) {
  uint32_t touched = 0;  // digit-band words changed since their digit's stack update
  uint32_t bands = 0;    // bands whose words changed since their last triad update
  for (;;) {
    while (s.dirty) {
      touched |= s.dirty;
      int x = __builtin_ctz(s.dirty);
      s.dirty &= s.dirty - 1;
      if (!bandUpdate(s, x)) return false;
    }
    // digit d's words are bits 3d..3d+2 of touched, band b's are bits b, b+3, ...
    constexpr uint32_t kBand0 = 01111111111u;
    bands |= (touched & kBand0 ? 1u : 0u) | (touched & kBand0 << 1 ? 2u : 0u) | (touched & kBand0 << 2 ? 4u : 0u);
#if DEDUCE_BITS_PEXT
    uint32_t stacks = _pext_u32(touched | touched >> 1 | touched >> 2, kBand0);
#else
    uint32_t stacks = 0;
    for (int d = 0; d < 9; ++d) stacks |= (touched >> (d * 3) & 7 ? 1u : 0u) << d;
#endif
    if (!(s.unsolved[0] | s.unsolved[1] | s.unsolved[2])) return true;
    for (int b = 0; b < 3; ++b) {
      uint32_t u = s.unsolved[b];
      if (!u) continue;
      uint32_t one = 0, two = 0;
      for (int y = b; y < 27; y += 3) {
        two |= one & s.F[y];
        one |= s.F[y];
      }
      if (u & ~one) return false;
      uint32_t singles = u & ~two;
      if (!singles) continue;
      for (int y = b; y < 27; y += 3) {
        uint32_t t = s.F[y] & singles;
        while (t) {
          int p = __builtin_ctz(t);
          t &= t - 1;
          clearBits(s, y, T.rowMask[p] ^ (1u << p));
        }
      }
    }
    if (s.dirty) continue;
    touched = 0;
    if (!stackUpdates(s, stacks)) return false;
    if (s.dirty) continue;
    for (; bands; bands &= bands - 1) {
      const int b = __builtin_ctz(bands);
      if (s.unsolved[b] && !triadUpdate(s, b)) return false;
    }
    if (!s.dirty) return true;
  }
}

// The cell to branch on when no band or stack has a digit with two placements or more left (a
// fallback that propagation makes all but unreachable): band in *band, bit position in *pos. A
// bivalue cell when there is one (the last one of the band with most bivalue cells), else the
// unsolved cell with fewest candidates. Returns the cell's candidate digits (bit d).
uint32_t cellDigits(const State& s, int b, int p) {
  uint32_t digits = 0;
  for (int d = 0; d < 9; ++d) digits |= (s.F[d * 3 + b] >> p & 1) << d;
  return digits;
}

uint32_t chooseCell(const State& s, int* band, int* pos) {
  int most = 0;
  uint32_t bestCells = 0;
  for (int b = 0; b < 3; ++b) {
    uint32_t u = s.unsolved[b];
    if (!u) continue;
    uint32_t one = 0, two = 0, three = 0;
    for (int y = b; y < 27; y += 3) {
      three |= two & s.F[y];
      two |= one & s.F[y];
      one |= s.F[y];
    }
    uint32_t bi = u & two & ~three;
    if (__builtin_popcount(bi) > most) {
      most = __builtin_popcount(bi);
      bestCells = bi;
      *band = b;
    }
  }
  if (most) {
    *pos = 31 - __builtin_clz(bestCells);
    return cellDigits(s, *band, *pos);
  }
  int best = 10;
  for (int b = 0; b < 3; ++b)
    for (uint32_t u = s.unsolved[b]; u; u &= u - 1) {
      int p = __builtin_ctz(u);
      int n = 0;
      for (int y = b; y < 27; y += 3) n += s.F[y] >> p & 1;
      if (n < best) {
        best = n;
        *band = b;
        *pos = p;
      }
    }
  return cellDigits(s, *band, *pos);
}

// A branching decision: a cell and its digits, or a digit's placement in a band (which mini-row
// of each box, one of the six permutations) or in a stack (which mini-column of each box).
struct Branch {
  int kind = 0;       // 0 cell, 1 band, 2 stack
  int d = 0;          // digit (band, stack)
  int where = 0;      // band * 27 + bit position (cell), band or stack
  uint32_t alts = 0;  // digits (cell) or permutations (band, stack)
};


// The branch (tdoku's choice, with its product rule) from the scores of the three bands and
// three stacks: the one whose digits have the fewest combinations of placements left (the
// product of their permutation counts, summed as logarithms; about 3% fewer branches on the
// hardest collection than tdoku's sum of counts), then the digit there with fewest
// permutations (count(kind, where, d)). A cell only when no band or stack is open.
template <class Count>
Branch pickBranch(const State& s, const int score[6], const Count& count) {
  Branch br;
  int best = -1, bestScore = 1 << 30;
  for (int i = 0; i < 6; ++i)
    if (score[i] > 0 && score[i] < bestScore) bestScore = score[i], best = i;
  if (best >= 0) {
    const int kind = best / 3, where = best % 3;
    int bestN = 7;
    for (int d = 0; d < 9; ++d) {
      const int n = count(kind, where, d);
      if (n >= 2 && n < bestN) {
        bestN = n;
        br.kind = kind + 1;
        br.d = d;
        br.where = where;
        if (n == 2) break;
      }
    }
    if (br.kind) {
      const uint32_t* f = &s.F[br.d * 3];
      br.alts = T.fits[kind ? stackOccupancy(digitColumns(f), where) : miniRows(f[where])];
      return br;
    }
  }
  int b = 0, p = 0;
  br.alts = chooseCell(s, &b, &p);
  br.where = b * 27 + p;
  return br;
}

#if DEDUCE_BITS_AVX512
// The permutation counts of every digit in every band and stack, and the six scores, over the
// whole state in vector registers (the scalar form below does the same word by word: some 370
// instructions a branch, a tenth of the search). Bands: per lane (digit-band word) the
// mini-rows that are empty (NOR of the word shifted by 0, 1, 2: bit 9r+3k), and a permutation
// fits when none of its three mini-rows is empty (one VPTESTNMD each). Stacks: the digit's
// columns in its three bands gathered into one lane per digit (bit 9b+c, two-source permutes),
// a permutation of stack st fits when its three mini-columns are not empty; the three stacks'
// counts share a lane as bytes. The logarithms come from a register table (VPERMD, VPSHUFB),
// the scores are lane sums (shifts across lanes by VALIGND). `bandCount` gets the count of
// word x in lane x, `stackCount` the count of digit d's stack st in byte st of lane d.
inline void branchScores(const State& s, int score[6], uint32_t bandCount[32], uint32_t stackCount[16]) {
  const char* base = reinterpret_cast<const char*>(&s);
  const __m512i lo = _mm512_load_si512(base), hi = _mm512_maskz_loadu_epi32(0x07FF, base + 64);
  const __m512i one = _mm512_set1_epi32(1), zero = _mm512_setzero_si512();
  __m512i clo = zero, chi = zero;
  {
    const __m512i elo = _mm512_ternarylogic_epi32(lo, _mm512_srli_epi32(lo, 1), _mm512_srli_epi32(lo, 2), 0x01);
    const __m512i ehi = _mm512_ternarylogic_epi32(hi, _mm512_srli_epi32(hi, 1), _mm512_srli_epi32(hi, 2), 0x01);
    for (int i = 0; i < 6; ++i) {
      const __m512i p = _mm512_set1_epi32(static_cast<int>(T.permMini[i]));
      clo = _mm512_mask_add_epi32(clo, _mm512_testn_epi32_mask(elo, p), clo, one);
      chi = _mm512_mask_add_epi32(chi, _mm512_testn_epi32_mask(ehi, p), chi, one);
    }
  }
  _mm512_storeu_si512(bandCount, clo);
  _mm512_storeu_si512(bandCount + 16, chi);
  const __m512i logs = _mm512_setr_epi32(0, 0, 10, 16, 20, 23, 26, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  const __m512i llo = _mm512_permutexvar_epi32(clo, logs), lhi = _mm512_permutexvar_epi32(chi, logs);
  // lane j (< 15) + lane j + 15 (same band: j mod 3), then lanes 0..8 + 9..14, then three to lanes 0..2
  const __m512i a = _mm512_maskz_add_epi32(0x7FFF, llo, _mm512_alignr_epi32(lhi, llo, 15));
  const __m512i a9 = _mm512_add_epi32(a, _mm512_alignr_epi32(zero, a, 9));
  const __m512i a3 = _mm512_add_epi32(_mm512_add_epi32(a9, _mm512_alignr_epi32(zero, a9, 6)), _mm512_alignr_epi32(zero, a9, 3));
  const __m128i bands = _mm512_castsi512_si128(a3);
  score[0] = _mm_cvtsi128_si32(bands);
  score[1] = _mm_extract_epi32(bands, 1);
  score[2] = _mm_extract_epi32(bands, 2);
  // columns per word, then digit d's three bands into lane d (lanes 9..15 read the zero lane 31)
  const __m512i mask9 = _mm512_set1_epi32(0x1FF);
  const __m512i wlo = _mm512_ternarylogic_epi32(_mm512_or_si512(lo, _mm512_srli_epi32(lo, 9)), _mm512_srli_epi32(lo, 18), mask9, 0xA8);
  const __m512i whi = _mm512_ternarylogic_epi32(_mm512_or_si512(hi, _mm512_srli_epi32(hi, 9)), _mm512_srli_epi32(hi, 18), mask9, 0xA8);
  const __m512i idx0 = _mm512_setr_epi32(0, 3, 6, 9, 12, 15, 18, 21, 24, 31, 31, 31, 31, 31, 31, 31);
  const __m512i b0 = _mm512_permutex2var_epi32(wlo, idx0, whi);
  const __m512i b1 = _mm512_permutex2var_epi32(wlo, _mm512_add_epi32(idx0, _mm512_maskz_set1_epi32(0x1FF, 1)), whi);
  const __m512i b2 = _mm512_permutex2var_epi32(wlo, _mm512_add_epi32(idx0, _mm512_maskz_set1_epi32(0x1FF, 2)), whi);
  const __m512i ew = _mm512_ternarylogic_epi32(b0, _mm512_slli_epi32(b1, 9), _mm512_slli_epi32(b2, 18), 0x01);
  __m512i cs = zero;
  for (int st = 0; st < 3; ++st) {
    const __m512i inc = _mm512_set1_epi32(1 << (8 * st));
    for (int i = 0; i < 6; ++i)
      cs = _mm512_mask_add_epi32(cs, _mm512_testn_epi32_mask(ew, _mm512_set1_epi32(static_cast<int>(T.permCols[i] << (3 * st)))), cs, inc);
  }
  _mm512_storeu_si512(stackCount, cs);
  // logarithms bytewise (bytes 0..2 of lanes 0..8; the count 0 of every other byte gives 0)
  const __m512i logBytes = _mm512_broadcast_i32x4(_mm_setr_epi8(0, 0, 10, 16, 20, 23, 26, 0, 0, 0, 0, 0, 0, 0, 0, 0));
  __m512i ls = _mm512_shuffle_epi8(logBytes, cs);
  ls = _mm512_add_epi32(ls, _mm512_alignr_epi32(zero, ls, 8));
  ls = _mm512_add_epi32(ls, _mm512_alignr_epi32(zero, ls, 4));
  ls = _mm512_add_epi32(ls, _mm512_alignr_epi32(zero, ls, 2));
  ls = _mm512_add_epi32(ls, _mm512_alignr_epi32(zero, ls, 1));
  const uint32_t stacks = static_cast<uint32_t>(_mm_cvtsi128_si32(_mm512_castsi512_si128(ls)));
  score[3] = static_cast<int>(stacks & 0xFF);
  score[4] = static_cast<int>(stacks >> 8 & 0xFF);
  score[5] = static_cast<int>(stacks >> 16 & 0xFF);
}

// Digit d's permutation count in band or stack `where` (kind 0 band, 1 stack), from the vectors.
struct VectorCount {
  const uint32_t* bandCount;
  const uint32_t* stackCount;
  int operator()(int kind, int where, int d) const {
    return static_cast<int>(kind ? stackCount[d] >> (8 * where) & 0xFF : bandCount[d * 3 + where]);
  }
};

Branch chooseBranch(const State& s) {
  int score[6];
  alignas(64) uint32_t bandCount[32];
  alignas(64) uint32_t stackCount[16];
  branchScores(s, score, bandCount, stackCount);
  return pickBranch(s, score, VectorCount{bandCount, stackCount});
}
#else
// Digit d's permutation count in band or stack `where` (kind 0 band, 1 stack), from the words.
struct ScalarCount {
  const State& s;
  const uint32_t* cols;
  int operator()(int kind, int where, int d) const {
    return __builtin_popcount(T.fits[kind ? stackOccupancy(cols[d], where) : miniRows(s.F[d * 3 + where])]);
  }
};

Branch chooseBranch(const State& s) {
  int score[6] = {0, 0, 0, 0, 0, 0};
  uint32_t cols[9];  // digit d's columns, band b in bits 9b..9b+8
  for (int b = 0; b < 3; ++b)
    for (int d = 0; d < 9; ++d) score[b] += T.logFits[miniRows(s.F[d * 3 + b])];
  for (int d = 0; d < 9; ++d) {
    const uint32_t w = digitColumns(&s.F[d * 3]);
    cols[d] = w;
    score[3] += T.logFits[stackOccupancy(w, 0)];
    score[4] += T.logFits[stackOccupancy(w, 1)];
    score[5] += T.logFits[stackOccupancy(w, 2)];
  }
  return pickBranch(s, score, ScalarCount{s, cols});
}
#endif

inline void applyBranch(State& s, const Branch& br, int alt) {
  if (br.kind == 0) {
    place(s, alt, br.where / 27, br.where % 27);
  } else if (br.kind == 1) {
    clearBits(s, br.d * 3 + br.where, kBand27 & ~T.permCells[alt]);
  } else {
    const uint32_t stack = 7u << (br.where * 3);
    for (int b = 0; b < 3; ++b)
      clearBits(s, br.d * 3 + b, (stack & ~(1u << (br.where * 3 + kPerms[alt][b]))) * 0x40201);
  }
}

void extract(const State& s, uint8_t out[81]) {
  for (int x = 0; x < 27; ++x)
    for (uint32_t f = s.F[x]; f; f &= f - 1)
      out[T.band[x] * 27 + __builtin_ctz(f)] = static_cast<uint8_t>(T.digit[x] + 1);
}

bool initial(const uint8_t cells[81], State& s) {
  for (int x = 0; x < 27; ++x) s.F[x] = kBand27;
  s.unused[0] = s.unused[1] = 0;
  s.unsolved[0] = s.unsolved[1] = s.unsolved[2] = kBand27;
  s.dirty = kBand27;
  for (int i = 0; i < 81; ++i) {
    int v = cells[i];
    if (v < 1 || v > 9) continue;
    int b = i / 27, p = i % 27;
    if (!(s.F[(v - 1) * 3 + b] >> p & 1)) return false;  // a clue clashing with a clue of its row
    place(s, v - 1, b, p);
  }
  return true;
}

// The depth-first search, shared by both entries through a context policy: onSolved(state) at
// each solution, guess() before each branch (false stops), done() after each child.
template <class Ctx>
void search(State& s, Ctx& c) {
  for (;;) {
    if (!propagate(s)) return;
    if (!(s.unsolved[0] | s.unsolved[1] | s.unsolved[2])) {
      c.onSolved(s);
      return;
    }
    const Branch br = chooseBranch(s);
    uint32_t alts = br.alts;
    while (alts & (alts - 1)) {
      int a = __builtin_ctz(alts);
      alts &= alts - 1;
      if (!c.guess()) return;
      State t = s;
      applyBranch(t, br, a);
      search(t, c);
      if (c.done()) return;
    }
    if (!c.guess()) return;
    applyBranch(s, br, __builtin_ctz(alts));
  }
}

// Only a solution limit: the hot path of countSolutions.
struct FastCtx {
  int limit;
  int count = 0;
  uint8_t* solution = nullptr;     // receives the first solution when not null
  const uint8_t* known = nullptr;  // with `other`: the first solution unlike `known` goes there
  uint8_t* other = nullptr;
  void onSolved(const State& s) {
    if (count++ == 0 && solution) extract(s, solution);
    if (other) {
      uint8_t g[81];
      extract(s, g);
      if (__builtin_memcmp(g, known, 81) != 0) {
        __builtin_memcpy(other, g, 81);
        other = nullptr;
      }
    }
  }
  static bool guess() { return true; }
  bool done() const { return count >= limit; }
};

// Every limit and the solution callback: the state of FullRun (bitboard_kernel.h).
struct FullCtx {
  FullRun& run;
  void onSolved(const State& s) {
    ++run.count;
    if (run.onSolution) {
      uint8_t g[81];
      extract(s, g);
      if (!run.onSolution(g, run.user)) run.stop = Status::SolutionCap;
    }
    if (run.limit && run.count >= run.limit) run.stop = Status::SolutionCap;
  }
  bool done() const { return run.stop != Status::Complete; }
  // Counts the guess; the caller's poll (stop flag, clock) runs every 1024 guesses.
  bool guess() {
    ++run.guesses;
    if (run.guessLimit && run.guesses > run.guessLimit) {
      run.guesses = run.guessLimit;
      run.stop = Status::Limit;
      return false;
    }
    if ((run.guesses & 1023) == 0 && run.poll) {
      run.stop = run.poll(run.user);
      if (run.stop != Status::Complete) return false;
    }
    return true;
  }
};

}  // namespace

int count(const uint8_t cells[81], int limit, uint8_t* solution, const uint8_t* known, uint8_t* other) {
  State s;
  if (!initial(cells, s)) return 0;
  FastCtx c;
  c.limit = limit > 0 ? limit : INT32_MAX;
  c.solution = solution;
  c.known = known;
  c.other = other;
  search(s, c);
  return c.count;
}

void solveFull(const uint8_t cells[81], FullRun& run) {
  State s;
  if (!initial(cells, s)) return;
  FullCtx c{run};
  search(s, c);
}

}  // namespace deduce::sudoku::bits::DEDUCE_BITS_VARIANT

#undef DEDUCE_BITS_PEXT
