// The vectorised inner loops of the direct convolution (conv_direct.cc) and their run-time pick
// of AVX-512, AVX2 or the baseline.
#pragma once

#include <algorithm>
#include <cstring>

#include "conv_common.h"

namespace paddle_conv {
namespace direct {


#define PD_INLINE inline __attribute__((always_inline))

template <typename T, int VB>
struct VecOf {
  typedef T type __attribute__((vector_size(VB)));
};

template <typename T, int VB>
using Vec = typename VecOf<T, VB>::type;

template <typename T, int VB>
PD_INLINE void vload(Vec<T, VB>& v, const T* p) { std::memcpy(&v, p, VB); }

template <typename T, int VB>
PD_INLINE void vstore(T* p, const Vec<T, VB>& v) { std::memcpy(p, &v, VB); }

// The sum of a vector's lanes by halves (a tree: log2 lanes vector adds, not a serial chain of one
// add per lane; the order is fixed, so the bits are too).
template <typename T, int VB>
PD_INLINE T lanes_sum(const Vec<T, VB>& v) {
  if constexpr (VB == 2 * int(sizeof(T))) {
    return v[0] + v[1];
  } else {
    Vec<T, VB / 2> lo, hi;
    std::memcpy(&lo, &v, VB / 2);
    std::memcpy(&hi, reinterpret_cast<const char*>(&v) + VB / 2, VB / 2);
    return lanes_sum<T, VB / 2>(lo + hi);
  }
}

// out[mb * ldo + t0 + ...] = sum_k wt[k * ldw + mb] * in[off[k] + t0 + ...], MB rows x NV vectors.
template <typename T, int VB, int MB, int NV>
PD_INLINE void corr_block(const T* in, const Index* off, Index K, const T* wt, Index ldw, T* out, Index ldo,
                          Index t0) {
  constexpr Index VL = VB / Index(sizeof(T));
  using V = Vec<T, VB>;
  V acc[MB][NV];
#pragma GCC unroll 16
  for (int a = 0; a < MB; ++a)
#pragma GCC unroll 16
    for (int v = 0; v < NV; ++v) acc[a][v] = V{};
  for (Index k = 0; k < K; ++k) {
    const T* p = in + off[k] + t0;
    V x[NV];
#pragma GCC unroll 16
    for (int v = 0; v < NV; ++v) vload<T, VB>(x[v], p + v * VL);
    const T* wk = wt + k * ldw;
#pragma GCC unroll 16
    for (int a = 0; a < MB; ++a) {
      const V wv = V{} + wk[a];
#pragma GCC unroll 16
      for (int v = 0; v < NV; ++v) acc[a][v] += wv * x[v];
    }
  }
#pragma GCC unroll 16
  for (int a = 0; a < MB; ++a)
#pragma GCC unroll 16
    for (int v = 0; v < NV; ++v) vstore<T, VB>(out + a * ldo + t0 + v * VL, acc[a][v]);
}

template <typename T, int VB, int MB, int NV>
PD_INLINE void corr_rows(const T* in, const Index* off, Index K, const T* wt, Index ldw, T* out, Index ldo,
                         Index L) {
  constexpr Index VL = VB / Index(sizeof(T));
  Index t0 = 0;
  for (; t0 + NV * VL <= L; t0 += NV * VL) corr_block<T, VB, MB, NV>(in, off, K, wt, ldw, out, ldo, t0);
  // the rest two vectors at a time where it can (an 8 x 8 image's 80-wide rows: 3 + 2, not 3 + 1 + 1;
  // one vector a block reloads every filter value for a single vector of products)
  if constexpr (NV > 2) {
    if (t0 + 2 * VL <= L) {
      corr_block<T, VB, MB, 2>(in, off, K, wt, ldw, out, ldo, t0);
      t0 += 2 * VL;
    }
  }
  for (; t0 < L; t0 += VL) corr_block<T, VB, MB, 1>(in, off, K, wt, ldw, out, ldo, t0);
}

template <typename T, int VB, int MB, int NV>
PD_INLINE void corr_pick(Index mb, const T* in, const Index* off, Index K, const T* wt, Index ldw, T* out,
                         Index ldo, Index L) {
  if constexpr (MB >= 1) {
    if (mb == MB) return corr_rows<T, VB, MB, NV>(in, off, K, wt, ldw, out, ldo, L);
    corr_pick<T, VB, MB - 1, NV>(mb, in, off, K, wt, ldw, out, ldo, L);
  }
}

// out [M][ldo] (t < L, L a multiple of the vector length) = sum_k wt[k][m] * in[off[k] + t].
template <typename T, int VB, int MBMAX, int NV>
PD_INLINE void corr_impl(const T* in, const Index* off, Index K, const T* wt, Index M, T* out, Index ldo,
                         Index L) {
  for (Index m0 = 0; m0 < M; m0 += MBMAX)
    corr_pick<T, VB, MBMAX, NV>(std::min<Index>(MBMAX, M - m0), in, off, K, wt + m0, M, out + m0 * ldo, ldo, L);
}

// acc[m][k] += sum_b sum_{t < L} d[b][m][t] * x[b][off[k] + t] for m < M, k < K (both padded to the
// block sizes by the caller; d's rows ldd apart, images bd apart; x's images bx apart).
template <typename T, int VB, int MB, int KB>
PD_INLINE void dots_impl(const T* d, Index ldd, Index bd, const T* x, Index bx, Index nb, const Index* off,
                         Index M, Index K, Index L, T* acc_out) {
  constexpr Index VL = VB / Index(sizeof(T));
  using V = Vec<T, VB>;
  for (Index m0 = 0; m0 < M; m0 += MB) {
    for (Index k0 = 0; k0 < K; k0 += KB) {
      V acc[MB][KB];
#pragma GCC unroll 16
      for (int a = 0; a < MB; ++a)
#pragma GCC unroll 16
        for (int c = 0; c < KB; ++c) acc[a][c] = V{};
      for (Index b = 0; b < nb; ++b) {
        const T* db = d + b * bd + m0 * ldd;
        const T* xb = x + b * bx;
        const T* xk[KB];
#pragma GCC unroll 16
        for (int c = 0; c < KB; ++c) xk[c] = xb + off[k0 + c];
        for (Index t = 0; t < L; t += VL) {
          V dv[MB];
#pragma GCC unroll 16
          for (int a = 0; a < MB; ++a) vload<T, VB>(dv[a], db + a * ldd + t);
#pragma GCC unroll 16
          for (int c = 0; c < KB; ++c) {
            V xv;
            vload<T, VB>(xv, xk[c] + t);
#pragma GCC unroll 16
            for (int a = 0; a < MB; ++a) acc[a][c] += dv[a] * xv;
          }
        }
      }
#pragma GCC unroll 16
      for (int a = 0; a < MB; ++a)
#pragma GCC unroll 16
        for (int c = 0; c < KB; ++c) acc_out[(m0 + a) * K + k0 + c] += lanes_sum<T, VB>(acc[a][c]);
    }
  }
}

template <typename T>
using CorrFn = void (*)(const T*, const Index*, Index, const T*, Index, T*, Index, Index);
template <typename T>
using DotsFn = void (*)(const T*, Index, Index, const T*, Index, Index, const Index*, Index, Index, Index, T*);

struct Isa {
  Index vbytes, mb, kb;  // vector bytes; dots' block of rows x taps
};

#if defined(__x86_64__) && defined(__GNUC__)
#define PD_MULTIVERSION 1
template <typename T>
__attribute__((target("avx512f,avx2,fma"))) void corr_v4(const T* in, const Index* off, Index K, const T* wt,
                                                         Index M, T* out, Index ldo, Index L) {
  corr_impl<T, 64, 8, 3>(in, off, K, wt, M, out, ldo, L);
}
template <typename T>
__attribute__((target("avx2,fma"))) void corr_v3(const T* in, const Index* off, Index K, const T* wt, Index M,
                                                 T* out, Index ldo, Index L) {
  corr_impl<T, 32, 4, 3>(in, off, K, wt, M, out, ldo, L);
}
template <typename T>
__attribute__((target("avx512f,avx2,fma"))) void dots_v4(const T* d, Index ldd, Index bd, const T* x, Index bx,
                                                         Index nb, const Index* off, Index M, Index K, Index L,
                                                         T* acc) {
  dots_impl<T, 64, 4, 6>(d, ldd, bd, x, bx, nb, off, M, K, L, acc);
}
template <typename T>
__attribute__((target("avx2,fma"))) void dots_v3(const T* d, Index ldd, Index bd, const T* x, Index bx,
                                                 Index nb, const Index* off, Index M, Index K, Index L, T* acc) {
  dots_impl<T, 32, 2, 5>(d, ldd, bd, x, bx, nb, off, M, K, L, acc);
}
#endif
template <typename T>
void corr_base(const T* in, const Index* off, Index K, const T* wt, Index M, T* out, Index ldo, Index L) {
  corr_impl<T, 16, 4, 3>(in, off, K, wt, M, out, ldo, L);
}
template <typename T>
void dots_base(const T* d, Index ldd, Index bd, const T* x, Index bx, Index nb, const Index* off, Index M,
               Index K, Index L, T* acc) {
  dots_impl<T, 16, 2, 5>(d, ldd, bd, x, bx, nb, off, M, K, L, acc);
}

// The widest vectors this CPU (and its OS) runs: 64 (AVX-512), 32 (AVX2 + FMA) or 16 bytes.
inline int level() {
#ifdef PD_MULTIVERSION
  static const int lvl = __builtin_cpu_supports("avx512f") ? 2
                         : (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) ? 1
                                                                                              : 0;
  return lvl;
#else
  return 0;
#endif
}

template <typename T>
struct Kernels {
  CorrFn<T> corr;
  DotsFn<T> dots;
  Isa isa;
};

template <typename T>
Kernels<T> kernels() {
#ifdef PD_MULTIVERSION
  if (level() == 2) return {&corr_v4<T>, &dots_v4<T>, {64, 4, 6}};
  if (level() == 1) return {&corr_v3<T>, &dots_v3<T>, {32, 2, 5}};
#endif
  return {&corr_base<T>, &dots_base<T>, {16, 2, 5}};
}

}  // namespace direct
}  // namespace paddle_conv
