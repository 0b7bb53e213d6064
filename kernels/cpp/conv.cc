// im2col / col2im for conv2d and conv2d_transpose (kernels/conv.py): the copies around the
// matrix products, which numpy's BLAS does from Python.
//
// cols has shape [C * kh * kw, N, oh * ow]: row (c, i, j) holds, for every image n and output
// position (y, x), the input pixel (y * sh - ph + i * dh, x * sw - pw + j * dw) of channel c of
// image n, or 0 in the padding. The batch sits inside the rows so that one matrix product per group
// serves the whole batch: Filter [M, C*kh*kw] @ cols [C*kh*kw, N * oh * ow]. The group g of a
// grouped convolution is rows g * (C / groups) * kh * kw onwards (a reshape, no copy).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "op_decl.h"
#include "thread_pool.h"

namespace {
namespace py = pybind11;
using Index = py::ssize_t;

// A 2-D window walked over an image: sizes, strides, paddings, dilations and output size.
struct Window {
  Index kh, kw, sh, sw, ph, pw, dh, dw, oh, ow;

  void check(const char* who) const {
    if (kh < 1 || kw < 1) throw std::invalid_argument(std::string(who) + ": window sizes should be positive");
    if (sh < 1 || sw < 1) throw std::invalid_argument(std::string(who) + ": strides should be positive");
    if (dh < 1 || dw < 1) throw std::invalid_argument(std::string(who) + ": dilations should be positive");
    if (ph < 0 || pw < 0) throw std::invalid_argument(std::string(who) + ": paddings should be at least 0");
    if (oh < 0 || ow < 0) throw std::invalid_argument(std::string(who) + ": output sizes should be at least 0");
  }
};

// The product of sizes, refused when it would overflow (a caller's absurd output size).
Index checked_size(std::initializer_list<Index> dims, const char* who) {
  Index total = 1;
  for (Index d : dims) {
    if (d != 0 && total > std::numeric_limits<Index>::max() / d)
      throw std::invalid_argument(std::string(who) + ": the result would be too large");
    total *= d;
  }
  return total;
}

template <typename T>
void require_dtype(const py::array& a, const char* who, const char* what) {
  if (!paddle::same_dtype(a.dtype(), py::dtype::of<T>()))
    throw std::invalid_argument(std::string(who) + ": " + what + " has dtype " +
                                std::string(py::str(a.dtype())) + ", expected " +
                                std::string(py::str(py::dtype::of<T>())));
}

// x: [N, C, H, W] of any strides (a view is read in place) -> cols [C*kh*kw, N, oh*ow].
template <typename T>
py::array_t<T> im2col(const py::array& x, Index kh, Index kw, Index sh, Index sw, Index ph, Index pw,
                      Index dh, Index dw, Index oh, Index ow) {
  const char* who = "im2col";
  require_dtype<T>(x, who, "x");
  if (x.ndim() != 4) throw std::invalid_argument("im2col: x should have rank 4 [N, C, H, W]");
  const Window g{kh, kw, sh, sw, ph, pw, dh, dw, oh, ow};
  g.check(who);
  const Index n = x.shape(0), c = x.shape(1), h = x.shape(2), w = x.shape(3);
  const Index rows = checked_size({c, kh, kw}, who), cols_per = checked_size({oh, ow}, who);
  checked_size({n, rows, cols_per}, who);
  py::array_t<T> out({rows, n, cols_per});
  const T* src = static_cast<const T*>(x.data());
  T* dst = out.mutable_data();
  for (int k = 0; k < 4; ++k)
    if (x.strides(k) % Index(sizeof(T)) != 0) throw std::invalid_argument("im2col: x is not aligned to its dtype");
  const Index s0 = x.strides(0) / Index(sizeof(T)), s1 = x.strides(1) / Index(sizeof(T));
  const Index s2 = x.strides(2) / Index(sizeof(T)), s3 = x.strides(3) / Index(sizeof(T));
  {
    py::gil_scoped_release release;
    // channels split across the pool's threads: each writes its own rows
    paddle::parallel_for(c, [&](Index c_begin, Index c_end, int) {
    for (Index b = 0; b < n; ++b) {
      for (Index ch = c_begin; ch < c_end; ++ch) {
        const T* plane = src + b * s0 + ch * s1;
        for (Index i = 0; i < kh; ++i) {
          for (Index j = 0; j < kw; ++j) {
            T* row = dst + (((ch * kh + i) * kw + j) * n + b) * cols_per;
            // output columns x whose input column x * sw - pw + j * dw lies inside [0, w)
            const Index off = j * dw - pw;
            Index x0 = off >= 0 ? 0 : (-off + sw - 1) / sw;
            Index x1 = w - off <= 0 ? 0 : (w - off + sw - 1) / sw;  // first x with column >= w
            x0 = std::min(x0, ow);
            x1 = std::max(std::min(x1, ow), x0);
            for (Index y = 0; y < oh; ++y) {
              T* line = row + y * ow;
              const Index iy = y * sh - ph + i * dh;
              if (iy < 0 || iy >= h) {
                std::memset(line, 0, sizeof(T) * ow);
                continue;
              }
              const T* in = plane + iy * s2;
              for (Index xo = 0; xo < x0; ++xo) line[xo] = T(0);
              if (sw == 1 && s3 == 1) {
                std::memcpy(line + x0, in + (x0 + off), sizeof(T) * (x1 - x0));
              } else {
                for (Index xo = x0; xo < x1; ++xo) line[xo] = in[(xo * sw + off) * s3];
              }
              for (Index xo = x1; xo < ow; ++xo) line[xo] = T(0);
            }
          }
        }
      }
    }
    }, double(n * kh * kw * cols_per));
  }
  return out;
}

// cols [C*kh*kw, N, oh*ow] -> the image [N, C, h, w] whose im2col it is the adjoint of: each
// column value added to the pixel it was copied from (the padding's values are dropped).
template <typename T>
py::array_t<T> col2im(py::array_t<T, py::array::c_style | py::array::forcecast> cols, Index c, Index h,
                      Index w, Index kh, Index kw, Index sh, Index sw, Index ph, Index pw, Index dh, Index dw,
                      Index oh, Index ow) {
  const char* who = "col2im";
  const Window g{kh, kw, sh, sw, ph, pw, dh, dw, oh, ow};
  g.check(who);
  if (c < 0 || h < 0 || w < 0) throw std::invalid_argument("col2im: image sizes should be at least 0");
  if (cols.ndim() != 3) throw std::invalid_argument("col2im: cols should have rank 3 [C*kh*kw, N, oh*ow]");
  const Index n = cols.shape(1);
  const Index rows = checked_size({c, kh, kw}, who), cols_per = checked_size({oh, ow}, who);
  if (cols.shape(0) != rows || cols.shape(2) != cols_per)
    throw std::invalid_argument("col2im: cols should have shape [" + std::to_string(rows) + ", N, " +
                                std::to_string(cols_per) + "], got [" + std::to_string(cols.shape(0)) + ", " +
                                std::to_string(n) + ", " + std::to_string(cols.shape(2)) + "]");
  checked_size({n, c, h, w}, who);
  py::array_t<T> out({n, c, h, w});
  T* dst = out.mutable_data();
  const T* src = cols.data();
  {
    py::gil_scoped_release release;
    // channels split across the pool's threads: each adds into its own planes only
    paddle::parallel_for(c, [&](Index c_begin, Index c_end, int) {
    for (Index b = 0; b < n; ++b) {
      for (Index ch = c_begin; ch < c_end; ++ch) {
        T* plane = dst + (b * c + ch) * h * w;
        std::memset(plane, 0, sizeof(T) * size_t(h * w));
        for (Index i = 0; i < kh; ++i) {
          for (Index j = 0; j < kw; ++j) {
            const T* row = src + (((ch * kh + i) * kw + j) * n + b) * cols_per;
            const Index off = j * dw - pw;
            Index x0 = off >= 0 ? 0 : (-off + sw - 1) / sw;
            Index x1 = w - off <= 0 ? 0 : (w - off + sw - 1) / sw;
            x0 = std::min(x0, ow);
            x1 = std::max(std::min(x1, ow), x0);
            for (Index y = 0; y < oh; ++y) {
              const Index iy = y * sh - ph + i * dh;
              if (iy < 0 || iy >= h) continue;
              const T* line = row + y * ow;
              T* px = plane + iy * w;
              if (sw == 1) {
                for (Index xo = x0; xo < x1; ++xo) px[xo + off] += line[xo];
              } else {
                for (Index xo = x0; xo < x1; ++xo) px[xo * sw + off] += line[xo];
              }
            }
          }
        }
      }
    }
    }, double(n * kh * kw * cols_per));
  }
  return out;
}


// --- direct stride-1 convolution: no column matrix --------------------------------------------
//
// With stride 1, an image zero-padded to [Hp, Wp] and flattened makes every window tap (i, j) a
// plain shift of the whole plane: output (y, x) at t = y * Wp + x reads pixel t + i * dh * Wp + j * dw.
// So a convolution is out[m][t] = sum_k W[m][k] * in[off[k] + t] over "wide" rows of Wp outputs
// (the last Wp - ow of each row are junk, dropped on the copy out), computed in register blocks
// of output channels x pixels with the filter values broadcast: no im2col copy. conv2d's input
// gradient is the same sum over dOut (zero in its junk columns, zero-padded in front) with the
// filters transposed and flipped, and the filter gradient is dot products of dOut rows with
// shifted input planes. The blocks are compiled for AVX-512, AVX2 and the baseline and picked at
// run time (no -march flag: the extension stays portable).
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
        for (int c = 0; c < KB; ++c) {
          T s = 0;
          for (Index l = 0; l < VL; ++l) s += acc[a][c][l];
          acc_out[(m0 + a) * K + k0 + c] += s;
        }
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

Index round_up(Index a, Index b) { return (a + b - 1) / b * b; }

// Per-thread scratch buffers kept between calls: the large planes would otherwise be fresh pages
// (page faults) on every call. Contents are garbage: callers clear what they read.
template <typename T>
T* scratch(int slot, Index n) {
  thread_local std::vector<T> bufs[3];
  constexpr size_t align = 64;  // a cache line: aligned rows' vector loads do not split lines
  std::vector<T>& b = bufs[slot];
  if (b.size() < size_t(n) + align / sizeof(T)) b.resize(size_t(n) + align / sizeof(T));
  const uintptr_t at = reinterpret_cast<uintptr_t>(b.data());
  return reinterpret_cast<T*>((at + align - 1) / align * align);
}

// A 4-D array's element strides (checked against its dtype's size).
template <typename T>
void elem_strides(const py::array& a, Index* s, const char* who) {
  for (int k = 0; k < 4; ++k) {
    if (a.strides(k) % Index(sizeof(T)) != 0) throw std::invalid_argument(std::string(who) + ": not aligned");
    s[k] = a.strides(k) / Index(sizeof(T));
  }
}

// The sizes of a stride-1 convolution of x [N, C, H, W] by w [M, C / groups, kh, kw].
//
// A stride s > 1 splits each padded image into s_h * s_w phase planes, plane (r, q) holding the
// pixels (Y s_h + r, X s_w + q) at (Y, X) in rows of wq = ceil(wp / s_w): tap (i, j) of output
// (y, x) is then pixel (y + i dh / s_h, x + j dw / s_w) of phase plane (i dh % s_h, j dw % s_w), a
// plain shift again, and the same kernels serve every stride (stride 1: one phase, wq = wp).
struct Plan {
  Index n, c, h, w, m, kh, kw, ph, pw, dh, dw, groups, cg, mg, hp, wp, oh, ow, vl;
  Index sh = 1, sw = 1, hq = 0, wq = 0;
  Index kg() const { return cg * kh * kw; }
  Index phases() const { return sh * sw; }
  Index qi_max() const { return (kh - 1) * dh / sh; }  // the largest row shift of a tap
  Index qj_max() const { return (kw - 1) * dw / sw; }
  // tap (c, i, j)'s offset in an image's phase planes, each lp long
  Index tap(Index c, Index i, Index j, Index lp) const {
    return (c * phases() + (i * dh % sh) * sw + j * dw % sw) * lp + (i * dh / sh) * wq + j * dw / sw;
  }
};

template <typename T>
Plan plan_of(const py::array& x, const py::array& w, Index sh, Index sw, Index ph, Index pw, Index dh, Index dw,
             Index groups, Index vbytes, const char* who) {
  require_dtype<T>(x, who, "x");
  require_dtype<T>(w, who, "w");
  if (x.ndim() != 4 || w.ndim() != 4) throw std::invalid_argument(std::string(who) + ": x and w should have rank 4");
  if (sh < 1 || sw < 1 || ph < 0 || pw < 0 || dh < 1 || dw < 1 || groups < 1)
    throw std::invalid_argument(std::string(who) + ": bad strides, paddings, dilations or groups");
  Plan p{x.shape(0), x.shape(1), x.shape(2), x.shape(3), w.shape(0), w.shape(2), w.shape(3), ph, pw, dh, dw,
         groups, 0, 0, 0, 0, 0, 0, vbytes / Index(sizeof(T))};
  if (p.c % groups || p.m % groups || w.shape(1) * groups != p.c || p.kh < 1 || p.kw < 1)
    throw std::invalid_argument(std::string(who) + ": w does not fit x's channels in groups");
  p.cg = p.c / groups, p.mg = p.m / groups;
  p.hp = p.h + 2 * ph, p.wp = p.w + 2 * pw;
  p.sh = sh, p.sw = sw;
  p.hq = (p.hp + sh - 1) / sh, p.wq = (p.wp + sw - 1) / sw;
  p.oh = p.hp - (p.kh - 1) * dh, p.ow = p.wp - (p.kw - 1) * dw;
  if (p.oh < 1 || p.ow < 1) throw std::invalid_argument(std::string(who) + ": the output would be empty");
  p.oh = (p.oh - 1) / sh + 1, p.ow = (p.ow - 1) / sw + 1;
  checked_size({p.n, p.c, p.hp + p.kh * dh + 2, p.wp}, who);
  checked_size({p.n, p.m, p.hp + p.kh * dh + 2, p.wp}, who);
  return p;
}

// x [N, C, H, W] (strided) -> padded phase planes xp [N][C][phases][lp] (zero around and after
// the image).
template <typename T>
void pad_images(const T* src, const Index* s, const Plan& p, Index lp, T* xp) {
  const Index planes = p.phases();
  paddle::parallel_for(p.n * p.c, [&](Index begin, Index end, int) {
    std::memset(xp + begin * planes * lp, 0, sizeof(T) * size_t((end - begin) * planes * lp));
    for (Index bc = begin; bc < end; ++bc) {
      const Index b = bc / p.c, ch = bc % p.c;
      const T* plane = src + b * s[0] + ch * s[1];
      if (planes > 1) {
        T* dst = xp + bc * planes * lp;
        for (Index y = 0; y < p.h; ++y) {
          const Index r = y + p.ph;
          T* row = dst + (r % p.sh) * p.sw * lp + (r / p.sh) * p.wq;
          const T* in = plane + y * s[2];
          for (Index q = 0; q < p.sw; ++q) {  // phase column q: image columns x with (x + pw) % sw = q
            const Index x0 = ((q - p.pw) % p.sw + p.sw) % p.sw;
            T* out = row + q * lp + (x0 + p.pw) / p.sw;
            for (Index x = x0; x < p.w; x += p.sw) *out++ = in[x * s[3]];
          }
        }
        continue;
      }
      T* dst = xp + (b * p.c + ch) * lp + p.ph * p.wp + p.pw;
      for (Index y = 0; y < p.h; ++y) {
        if (s[3] == 1) {
          std::memcpy(dst + y * p.wp, plane + y * s[2], sizeof(T) * size_t(p.w));
        } else {
          for (Index x = 0; x < p.w; ++x) dst[y * p.wp + x] = plane[y * s[2] + x * s[3]];
        }
      }
    }
  }, double(planes * lp));
}

// The offsets of every tap (c, i, j) of one group, padded with tap 0 to `count` entries.
inline std::vector<Index> tap_offsets(const Plan& p, Index lp, Index count) {
  std::vector<Index> off(size_t(std::max(count, p.kg())), 0);
  for (Index c = 0; c < p.cg; ++c)
    for (Index i = 0; i < p.kh; ++i)
      for (Index j = 0; j < p.kw; ++j) off[size_t((c * p.kh + i) * p.kw + j)] = p.tap(c, i, j, lp);
  return off;
}

// The transposed filters of one group: wt[k][m] = w[g * mg + m][k], k = (c, i, j).
template <typename T>
std::vector<T> filters_t(const T* w, const Plan& p, Index g) {
  const Index kg = p.kg();
  std::vector<T> wt(size_t(kg * p.mg));
  for (Index m = 0; m < p.mg; ++m)
    for (Index k = 0; k < kg; ++k) wt[size_t(k * p.mg + m)] = w[(g * p.mg + m) * kg + k];
  return wt;
}

template <typename T>
py::array_t<T> conv_forward(const py::array& x, py::array_t<T, py::array::c_style | py::array::forcecast> w,
                            Index ph, Index pw, Index dh, Index dw, Index groups, Index sh, Index sw) {
  const char* who = "conv2d_direct";
  const Kernels<T> kern = kernels<T>();
  const Plan p = plan_of<T>(x, w, sh, sw, ph, pw, dh, dw, groups, kern.isa.vbytes, who);
  Index s[4];
  elem_strides<T>(x, s, who);
  const Index L = round_up(p.oh * p.wq, p.vl);
  const Index lp = round_up(std::max(L + p.qi_max() * p.wq + p.qj_max(), p.hq * p.wq) + p.vl, p.vl);
  py::array_t<T> out({p.n, p.m, p.oh, p.ow});
  const T* src = static_cast<const T*>(x.data());
  const T* wsrc = w.data();
  T* dst = out.mutable_data();
  {
    py::gil_scoped_release release;
    const Index image = p.c * p.phases() * lp;  // one image's phase planes
    T* xp = scratch<T>(0, p.n * image);
    pad_images(src, s, p, lp, xp);
    const std::vector<Index> off = tap_offsets(p, lp, p.kg());
    std::vector<std::vector<T>> wts;
    for (Index g = 0; g < groups; ++g) wts.push_back(filters_t(wsrc, p, g));
    // (group, image) pairs split across the pool's threads, each with its own wide rows
    paddle::parallel_for(groups * p.n, [&](Index begin, Index end, int) {
      T* wide = scratch<T>(1, p.mg * L);
      for (Index gb = begin; gb < end; ++gb) {
        const Index g = gb / p.n, b = gb % p.n;
        kern.corr(xp + b * image + g * p.cg * p.phases() * lp, off.data(), p.kg(), wts[size_t(g)].data(), p.mg,
                  wide, L, L);
        for (Index m = 0; m < p.mg; ++m) {
          T* o = dst + (b * p.m + g * p.mg + m) * p.oh * p.ow;
          const T* row = wide + m * L;
          for (Index y = 0; y < p.oh; ++y) std::memcpy(o + y * p.ow, row + y * p.wq, sizeof(T) * size_t(p.ow));
        }
      }
    }, double(p.kg() * p.mg * L));
  }
  return out;
}

// dx of a strided conv2d, one phase plane (r, q) of the padded image at a time: its pixel (Y, X)
// gets w[m][c][i][j] * dOut[m][Y - i dh / sh][X - j dw / sw] from the taps with i dh % sh = r and
// j dw % sw = q (none: zeros), a stride-1 correlation over dbuf's wide rows (dOut, F zeros in front,
// wq apart); then the image's pixels are picked out of the planes.
template <typename T>
void strided_input_grad(const Plan& p, const T* wsrc, const T* dbuf, Index lb, Index F, Index Lq, CorrFn<T> corr,
                        T* dxp) {
  struct Phase {
    std::vector<Index> off;             // per tap (m, i, j) of this phase
    std::vector<std::vector<T>> wts;    // per group: [tap][c]
  };
  std::vector<Phase> phases(size_t(p.phases()));
  for (Index r = 0; r < p.sh; ++r)
    for (Index q = 0; q < p.sw; ++q) {
      Phase& ph = phases[size_t(r * p.sw + q)];
      ph.wts.resize(size_t(p.groups));
      for (Index m = 0; m < p.mg; ++m)
        for (Index i = 0; i < p.kh; ++i)
          for (Index j = 0; j < p.kw; ++j) {
            if (i * p.dh % p.sh != r || j * p.dw % p.sw != q) continue;
            ph.off.push_back(m * lb + F - (i * p.dh / p.sh) * p.wq - j * p.dw / p.sw);
            for (Index g = 0; g < p.groups; ++g)
              for (Index c = 0; c < p.cg; ++c)
                ph.wts[size_t(g)].push_back(wsrc[(((g * p.mg + m) * p.cg + c) * p.kh + i) * p.kw + j]);
          }
    }
  paddle::parallel_for(p.groups * p.n, [&](Index begin, Index end, int) {
    T* wide = scratch<T>(2, p.cg * Lq);
    for (Index gb = begin; gb < end; ++gb) {
      const Index g = gb / p.n, b = gb % p.n;
      for (Index r = 0; r < p.sh; ++r)
        for (Index q = 0; q < p.sw; ++q) {
          const Phase& ph = phases[size_t(r * p.sw + q)];
          corr(dbuf + (b * p.m + g * p.mg) * lb, ph.off.data(), Index(ph.off.size()), ph.wts[size_t(g)].data(),
               p.cg, wide, Lq, Lq);
          // image pixel (y, x) is padded pixel (y + ph, x + pw): plane (r, q) holds those with
          // (y + ph) % sh = r and (x + pw) % sw = q
          const Index y0 = ((r - p.ph) % p.sh + p.sh) % p.sh, x0 = ((q - p.pw) % p.sw + p.sw) % p.sw;
          for (Index c = 0; c < p.cg; ++c) {
            T* o = dxp + (b * p.c + g * p.cg + c) * p.h * p.w;
            const T* plane = wide + c * Lq;
            for (Index y = y0; y < p.h; y += p.sh) {
              const T* in = plane + ((y + p.ph) / p.sh) * p.wq + (x0 + p.pw) / p.sw;
              for (Index x = x0; x < p.w; x += p.sw) o[y * p.w + x] = *in++;
            }
          }
        }
    }
  }, double(p.kg() * p.mg * Lq * p.phases()));
}

// (dx or None, dw or None) of a conv2d.
template <typename T>
py::tuple conv_backward(const py::array& x, py::array_t<T, py::array::c_style | py::array::forcecast> w,
                        const py::array& dout, Index ph, Index pw, Index dh, Index dw, Index groups, bool need_dx,
                        bool need_dw, Index sh, Index sw) {
  const char* who = "conv2d_direct_grad";
  const Kernels<T> kern = kernels<T>();
  const Plan p = plan_of<T>(x, w, sh, sw, ph, pw, dh, dw, groups, kern.isa.vbytes, who);
  require_dtype<T>(dout, who, "dout");
  if (dout.ndim() != 4 || dout.shape(0) != p.n || dout.shape(1) != p.m || dout.shape(2) != p.oh ||
      dout.shape(3) != p.ow)
    throw std::invalid_argument(std::string(who) + ": dout should have shape [" + std::to_string(p.n) + ", " +
                                std::to_string(p.m) + ", " + std::to_string(p.oh) + ", " + std::to_string(p.ow) +
                                "]");
  Index sx[4], sd[4];
  elem_strides<T>(x, sx, who);
  elem_strides<T>(dout, sd, who);
  const Index vl = p.vl;
  // dOut's zeros in front (dx reads back that far), whole vectors: rows stay aligned
  const Index F = round_up(p.qi_max() * p.wq + p.qj_max(), vl);
  const Index Ld = round_up(p.oh * p.wq, vl);  // dOut's wide rows (dw's sums)
  // dx's wide rows: stride 1, the unpadded image rows; else a whole phase plane
  const Index Lx = p.phases() == 1 ? round_up(p.h * p.wp, vl) : round_up(p.hq * p.wq, vl);
  const Index lb = round_up(F + std::max(p.ph * p.wp + Lx, Ld) + vl, vl);  // one dOut plane, front zeros included
  const Index lp = round_up(std::max(Ld + F, p.hq * p.wq) + vl, vl);         // one padded input (phase) plane
  py::object dx_obj = py::none(), dw_obj = py::none();
  py::array_t<T> dxa, dwa;
  if (need_dx) dxa = py::array_t<T>({p.n, p.c, p.h, p.w}), dx_obj = dxa;
  if (need_dw) dwa = py::array_t<T>({p.m, p.cg, p.kh, p.kw}), dw_obj = dwa;
  const T* xsrc = static_cast<const T*>(x.data());
  const T* dsrc = static_cast<const T*>(dout.data());
  const T* wsrc = w.data();
  T* dxp = need_dx ? dxa.mutable_data() : nullptr;
  T* dwp = need_dw ? dwa.mutable_data() : nullptr;
  {
    py::gil_scoped_release release;
    // dOut in wide rows: dbuf[b][m][F + y * wq + x] = dout[b, m, y, x] (x < ow), else 0
    const Index dsize = (p.n * p.m + 8) * lb;  // + spare zero rows
    T* dbuf = scratch<T>(0, dsize);
    std::memset(dbuf + p.n * p.m * lb, 0, sizeof(T) * size_t(dsize - p.n * p.m * lb));  // the spare rows
    paddle::parallel_for(p.n * p.m, [&](Index begin, Index end, int) {
      std::memset(dbuf + begin * lb, 0, sizeof(T) * size_t((end - begin) * lb));
      for (Index bm = begin; bm < end; ++bm) {
        const Index b = bm / p.m, m = bm % p.m;
        const T* plane = dsrc + b * sd[0] + m * sd[1];
        T* row = dbuf + (b * p.m + m) * lb + F;
        for (Index y = 0; y < p.oh; ++y) {
          if (sd[3] == 1) {
            std::memcpy(row + y * p.wq, plane + y * sd[2], sizeof(T) * size_t(p.ow));
          } else {
            for (Index xo = 0; xo < p.ow; ++xo) row[y * p.wq + xo] = plane[y * sd[2] + xo * sd[3]];
          }
        }
      }
    }, double(lb));
    if (need_dw) {
      const Index kg = p.kg(), mpad = round_up(p.mg, kern.isa.mb), kpad = round_up(kg, kern.isa.kb);
      const Index image = p.c * p.phases() * lp;  // one image's phase planes
      T* xp = scratch<T>(1, p.n * image);
      pad_images(xsrc, sx, p, lp, xp);
      const std::vector<Index> off = tap_offsets(p, lp, kpad);
      // a block of rows past mg reads the next group's or image's rows (or dbuf's spare zero rows
      // at the end), and padded taps read tap 0: their sums are dropped
      // each (group, chunk of images) sums into its own block, split across the pool's threads;
      // the chunks' sums are then added in chunk order: the same bits at any thread count
      constexpr Index chunk = 8;  // images per pass: their planes stay in cache
      const Index chunks = (p.n + chunk - 1) / chunk, block = mpad * kpad;
      std::vector<T> acc(size_t(groups * chunks * block), T(0));
      paddle::parallel_for(groups * chunks, [&](Index begin, Index end, int) {
        for (Index gc = begin; gc < end; ++gc) {
          const Index g = gc / chunks, b0 = gc % chunks * chunk;
          kern.dots(dbuf + (b0 * p.m + g * p.mg) * lb + F, lb, p.m * lb,
                    xp + b0 * image + g * p.cg * p.phases() * lp, image, std::min(chunk, p.n - b0), off.data(), mpad,
                    kpad, Ld, acc.data() + gc * block);
        }
      }, double(chunk * mpad * kpad * Ld));
      for (Index g = 0; g < groups; ++g)
        for (Index m = 0; m < p.mg; ++m)
          for (Index k = 0; k < kg; ++k) {
            T sum = 0;
            for (Index ch = 0; ch < chunks; ++ch) sum += acc[size_t((g * chunks + ch) * block + m * kpad + k)];
            dwp[(g * p.mg + m) * kg + k] = sum;
          }
    }
    if (need_dx && p.phases() > 1) {
      strided_input_grad(p, wsrc, dbuf, lb, F, Lx, kern.corr, dxp);
    } else if (need_dx) {
      // dx[c][s] = sum_{m, i, j} w[m][c][i][j] * dbuf[m][F + s - i dh wp - j dw], s over the image rows
      const Index km = p.mg * p.kh * p.kw;
      std::vector<Index> off(static_cast<size_t>(km));
      for (Index m = 0; m < p.mg; ++m)
        for (Index i = 0; i < p.kh; ++i)
          for (Index j = 0; j < p.kw; ++j)
            off[size_t((m * p.kh + i) * p.kw + j)] = m * lb + F - i * dh * p.wp - j * dw + p.ph * p.wp;
      std::vector<std::vector<T>> wts;  // wts[g][(m, i, j) * cg + c] = w[g mg + m][c][i][j]
      for (Index g = 0; g < groups; ++g) {
        std::vector<T> wt(size_t(km * p.cg));
        for (Index m = 0; m < p.mg; ++m)
          for (Index c = 0; c < p.cg; ++c)
            for (Index i = 0; i < p.kh; ++i)
              for (Index j = 0; j < p.kw; ++j)
                wt[size_t(((m * p.kh + i) * p.kw + j) * p.cg + c)] =
                    wsrc[(((g * p.mg + m) * p.cg + c) * p.kh + i) * p.kw + j];
        wts.push_back(std::move(wt));
      }
      // (group, image) pairs split across the pool's threads, each with its own wide rows
      paddle::parallel_for(groups * p.n, [&](Index begin, Index end, int) {
        T* wide = scratch<T>(2, p.cg * Lx);
        for (Index gb = begin; gb < end; ++gb) {
          const Index g = gb / p.n, b = gb % p.n;
          kern.corr(dbuf + (b * p.m + g * p.mg) * lb, off.data(), km, wts[size_t(g)].data(), p.cg, wide, Lx, Lx);
          for (Index c = 0; c < p.cg; ++c) {
            T* o = dxp + (b * p.c + g * p.cg + c) * p.h * p.w;
            const T* row = wide + c * Lx + p.pw;
            for (Index y = 0; y < p.h; ++y) std::memcpy(o + y * p.w, row + y * p.wp, sizeof(T) * size_t(p.w));
          }
        }
      }, double(km * p.cg * Lx));
    }
  }
  return py::make_tuple(dx_obj, dw_obj);
}

}  // namespace direct
}  // namespace

PADDLE_DEFINE_KERNELS(conv) {
  m.def("im2col_f32", &im2col<float>, py::arg("x"), py::arg("kh"), py::arg("kw"), py::arg("sh"), py::arg("sw"),
        py::arg("ph"), py::arg("pw"), py::arg("dh"), py::arg("dw"), py::arg("oh"), py::arg("ow"));
  m.def("im2col_f64", &im2col<double>, py::arg("x"), py::arg("kh"), py::arg("kw"), py::arg("sh"), py::arg("sw"),
        py::arg("ph"), py::arg("pw"), py::arg("dh"), py::arg("dw"), py::arg("oh"), py::arg("ow"));
  m.def("col2im_f32", &col2im<float>, py::arg("cols"), py::arg("c"), py::arg("h"), py::arg("w"), py::arg("kh"),
        py::arg("kw"), py::arg("sh"), py::arg("sw"), py::arg("ph"), py::arg("pw"), py::arg("dh"), py::arg("dw"),
        py::arg("oh"), py::arg("ow"));
  m.def("col2im_f64", &col2im<double>, py::arg("cols"), py::arg("c"), py::arg("h"), py::arg("w"), py::arg("kh"),
        py::arg("kw"), py::arg("sh"), py::arg("sw"), py::arg("ph"), py::arg("pw"), py::arg("dh"), py::arg("dw"),
        py::arg("oh"), py::arg("ow"));
  m.def("conv2d_direct_vector_bytes", [] { return direct::kernels<float>().isa.vbytes; },
        "the vector width the direct convolution runs with here: 64 (AVX-512), 32 (AVX2) or 16 bytes");
  m.def("conv2d_direct_f32", &direct::conv_forward<float>, py::arg("x"), py::arg("w"), py::arg("ph"), py::arg("pw"),
        py::arg("dh"), py::arg("dw"), py::arg("groups"), py::arg("sh") = 1, py::arg("sw") = 1);
  m.def("conv2d_direct_f64", &direct::conv_forward<double>, py::arg("x"), py::arg("w"), py::arg("ph"),
        py::arg("pw"), py::arg("dh"), py::arg("dw"), py::arg("groups"), py::arg("sh") = 1, py::arg("sw") = 1);
  m.def("conv2d_direct_grad_f32", &direct::conv_backward<float>, py::arg("x"), py::arg("w"), py::arg("dout"),
        py::arg("ph"), py::arg("pw"), py::arg("dh"), py::arg("dw"), py::arg("groups"), py::arg("need_dx"),
        py::arg("need_dw"), py::arg("sh") = 1, py::arg("sw") = 1);
  m.def("conv2d_direct_grad_f64", &direct::conv_backward<double>, py::arg("x"), py::arg("w"), py::arg("dout"),
        py::arg("ph"), py::arg("pw"), py::arg("dh"), py::arg("dw"), py::arg("groups"), py::arg("need_dx"),
        py::arg("need_dw"), py::arg("sh") = 1, py::arg("sw") = 1);
}
