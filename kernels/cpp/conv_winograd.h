// Winograd's F(R x R, 3 x 3) shared by the stride-1 3 x 3 convolution's forward and input gradient
// (conv_winograd.cc) and its filter gradient (conv_winograd_filter.cc): the transform matrices,
// the 16-image chunk layout of an input, and the input transform.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>

#include "conv_common.h"
#include "conv_direct_kernels.h"
#include "thread_pool.h"

namespace paddle_conv {
namespace winograd {

constexpr Index kLanes = 16;  // images per chunk: one per vector lane

// The transform matrices of F(R x R, 3 x 3) (Lavin & Gray, 2016): B^T [A][A], G [A][3], A^T [R][A],
// A = R + 2. F(4 x 4, 3 x 3) interpolates at 0, +-1, +-2 and infinity; its float32 error measured
// about 2e-6 of the output's largest value on ResNet shapes. F(2 x 2, 3 x 3) (4 x 4 patches) was
// slower on every ResNet-20 layer, so only R = 4 is built.
template <int R>
struct Transforms;

template <>
struct Transforms<4> {
  static constexpr double BT[6][6] = {{4, 0, -5, 0, 1, 0},  {0, -4, -4, 1, 1, 0}, {0, 4, -4, -1, 1, 0},
                                      {0, -2, -1, 2, 1, 0}, {0, 2, -1, -2, 1, 0}, {0, 4, 0, -5, 0, 1}};
  static constexpr double G[6][3] = {{1.0 / 4, 0, 0},
                                     {-1.0 / 6, -1.0 / 6, -1.0 / 6},
                                     {-1.0 / 6, 1.0 / 6, -1.0 / 6},
                                     {1.0 / 24, 1.0 / 12, 1.0 / 6},
                                     {1.0 / 24, -1.0 / 12, 1.0 / 6},
                                     {0, 0, 1}};
  static constexpr double AT[4][6] = {
      {1, 1, 1, 1, 1, 0}, {0, 1, -1, 2, -2, 0}, {0, 1, 1, 4, 4, 0}, {0, 1, -1, 8, -8, 1}};
  static constexpr double A[6][4] = {{1, 0, 0, 0}, {1, 1, 1, 1}, {1, -1, 1, -1},
                                     {1, 2, 4, 8},  {1, -2, 4, -8}, {0, 0, 0, 1}};  // AT's transpose
};

template <typename T>
using Lane = direct::Vec<T, int(kLanes * sizeof(T))>;  // 16 images' values

#define PW_INLINE inline __attribute__((always_inline))

// acc += coef * v with the table's constant folded: after unrolling, zeros vanish and +-1 are adds.
template <typename T>
PW_INLINE void axpy(Lane<T>& acc, double coef, const Lane<T>& v) {
  if (coef == 0) return;
  if (coef == 1) {
    acc += v;
  } else if (coef == -1) {
    acc -= v;
  } else {
    acc += T(coef) * v;
  }
}

// out[i][j] = sum_{r, u} M[i][r] in[r][u] M[j][u]  (M: [P][Q] constants; in: [Q][Q] -> out: [P][P])
template <typename T, int P, int Q>
PW_INLINE void sandwich(const double (&M)[P][Q], const Lane<T> (&in)[Q][Q], Lane<T> (&out)[P][P]) {
  Lane<T> half[P][Q];
#pragma GCC unroll 8
  for (int i = 0; i < P; ++i)
#pragma GCC unroll 8
    for (int u = 0; u < Q; ++u) {
      half[i][u] = Lane<T>{};
#pragma GCC unroll 8
      for (int r = 0; r < Q; ++r) axpy<T>(half[i][u], M[i][r], in[r][u]);
    }
#pragma GCC unroll 8
  for (int i = 0; i < P; ++i)
#pragma GCC unroll 8
    for (int j = 0; j < P; ++j) {
      out[i][j] = Lane<T>{};
#pragma GCC unroll 8
      for (int u = 0; u < Q; ++u) axpy<T>(out[i][j], M[j][u], half[i][u]);
    }
}

// F(4 x 4, 3 x 3)'s 1-D transforms with their shared sums (about half the operations of the
// table's rows one by one): B^T of 6 values, A^T of 6 values (to 4), A of 4 values (to 6).
template <typename T>
PW_INLINE void bt6(const Lane<T> (&d)[6], Lane<T> (&o)[6]) {
  const Lane<T> t0 = d[4] - T(4) * d[2], t1 = d[3] - T(4) * d[1], t2 = d[4] - d[2], t3 = d[3] - d[1];
  o[0] = T(4) * d[0] - T(5) * d[2] + d[4];
  o[1] = t0 + t1;
  o[2] = t0 - t1;
  o[3] = t2 + T(2) * t3;
  o[4] = t2 - T(2) * t3;
  o[5] = T(4) * d[1] - T(5) * d[3] + d[5];
}

template <typename T>
PW_INLINE void at6(const Lane<T> (&s)[6], Lane<T> (&y)[4]) {
  const Lane<T> a = s[1] + s[2], b = s[1] - s[2], c = s[3] + s[4], d = s[3] - s[4];
  y[0] = s[0] + a + c;
  y[1] = b + T(2) * d;
  y[2] = a + T(4) * c;
  y[3] = b + T(8) * d + s[5];
}

template <typename T>
PW_INLINE void a4(const Lane<T> (&v)[4], Lane<T> (&o)[6]) {
  const Lane<T> p = v[0] + v[2], q = v[1] + v[3], r = v[0] + T(4) * v[2], s = T(2) * v[1] + T(8) * v[3];
  o[0] = v[0];
  o[1] = p + q;
  o[2] = p - q;
  o[3] = r + s;
  o[4] = r - s;
  o[5] = v[3];
}

template <typename T>
struct Bt6 {
  static PW_INLINE void apply(const Lane<T> (&a)[6], Lane<T> (&b)[6]) { bt6<T>(a, b); }
};
template <typename T>
struct At6 {
  static PW_INLINE void apply(const Lane<T> (&a)[6], Lane<T> (&b)[4]) { at6<T>(a, b); }
};

// out = M in M^T for the 1-D transform F::apply (In values to Out): down every column, then along every row.
template <typename T, int In, int Out, typename F>
PW_INLINE void sandwich_by(const Lane<T> (&in)[In][In], Lane<T> (&out)[Out][Out]) {
  Lane<T> half[Out][In];
#pragma GCC unroll 8
  for (int u = 0; u < In; ++u) {
    Lane<T> col[In], h[Out];
#pragma GCC unroll 8
    for (int r = 0; r < In; ++r) col[r] = in[r][u];
    F::apply(col, h);
#pragma GCC unroll 8
    for (int i = 0; i < Out; ++i) half[i][u] = h[i];
  }
#pragma GCC unroll 8
  for (int i = 0; i < Out; ++i) F::apply(half[i], out[i]);
}

// The input's transform B^T d B and the output's A^T m A: by the shared sums for R = 4.
template <typename T, int R>
PW_INLINE void input_sandwich(const Lane<T> (&d)[R + 2][R + 2], Lane<T> (&out)[R + 2][R + 2]) {
  if constexpr (R == 4) {
    sandwich_by<T, 6, 6, Bt6<T>>(d, out);
  } else {
    sandwich<T, R + 2, R + 2>(Transforms<R>::BT, d, out);
  }
}

template <typename T, int R>
PW_INLINE void output_sandwich(const Lane<T> (&m)[R + 2][R + 2], Lane<T> (&y)[R][R]) {
  if constexpr (R == 4) {
    sandwich_by<T, 6, 4, At6<T>>(m, y);
  } else {
    sandwich<T, R, R + 2>(Transforms<R>::AT, m, y);
  }
}

// The sizes of one call: x [N, C, H, W] by w [M, C, 3, 3], paddings ph, pw, stride 1.
struct Plan {
  Index n, c, h, w, m, ph, pw, oh, ow;
  Index th, tw, hp, wp;  // tiles down and across; the padded chunk planes' rows and columns
  Index tiles() const { return th * tw; }
  Index chunks() const { return (n + kLanes - 1) / kLanes; }
};

// Transposes 16 vectors of 16 lanes in place (v[i][l] -> v[l][i]): four rounds of swapping the
// off-diagonal blocks of half 8, 4, 2, 1 (two-vector shuffles: AVX-512's vpermt2ps).
template <typename T>
PW_INLINE void transpose16(Lane<T> (&v)[kLanes]) {
  using Mask = direct::Vec<std::conditional_t<sizeof(T) == 4, int32_t, int64_t>, int(kLanes * sizeof(T))>;
#pragma GCC unroll 4
  for (int half = 8; half >= 1; half /= 2) {
    Mask lo, hi;
    for (int l = 0; l < kLanes; ++l) {
      lo[l] = (l & half) ? kLanes + l - half : l;
      hi[l] = (l & half) ? kLanes + l : l + half;
    }
#pragma GCC unroll 16
    for (int i = 0; i < kLanes; ++i) {
      if (i & half) continue;
      const Lane<T> a = v[i], b = v[i + half];
      v[i] = __builtin_shuffle(a, b, lo);
      v[i + half] = __builtin_shuffle(a, b, hi);
    }
  }
}

// One image row y of all 16 images of a chunk (rows in[b], x contiguous) to lanes: to[x * 16 + b]
// for x < w, 16 pixels at a time through a register transpose, the rest one by one.
template <typename T>
PW_INLINE void row_to_lanes(const T* const* in, Index w, T* to) {
  Index x = 0;
  for (; x + kLanes <= w; x += kLanes) {
    Lane<T> v[kLanes];
#pragma GCC unroll 16
    for (int b = 0; b < kLanes; ++b) std::memcpy(&v[b], in[b] + x, sizeof(Lane<T>));
    transpose16<T>(v);
#pragma GCC unroll 16
    for (int j = 0; j < kLanes; ++j) std::memcpy(to + (x + j) * kLanes, &v[j], sizeof(Lane<T>));
  }
  for (; x < w; ++x)
    for (int b = 0; b < kLanes; ++b) to[x * kLanes + b] = in[b][x];
}

template <typename T>
using RowToLanes = void (*)(const T* const*, Index, T*);
#if defined(__x86_64__) && defined(__GNUC__)
template <typename T>
__attribute__((target("avx512f,avx2,fma"))) void row_to_lanes_v4(const T* const* in, Index w, T* to) {
  row_to_lanes<T>(in, w, to);
}
#endif
template <typename T>
void row_to_lanes_base(const T* const* in, Index w, T* to) {
  for (Index x = 0; x < w; ++x)
    for (int b = 0; b < kLanes; ++b) to[x * kLanes + b] = in[b][x];
}

// Where the 16-image chunk planes come from: src [N, C, H, W] read through its element strides s,
// each image put at (ph, pw) in planes of wp columns (whole chunks of rows with unit x stride:
// transposed in registers where AVX-512 is).
template <typename T>
struct Source {
  const T* src;
  const Index* s;
  Index n, h, w, ph, pw, wp;

  RowToLanes<T> rows() const {
#ifdef PD_MULTIVERSION
    if (direct::level() == 2) return &row_to_lanes_v4<T>;
#endif
    return &row_to_lanes_base<T>;
  }

  // Rows [r0, r1) of chunk k's padded plane of channel c: to[(r - r0) * wp + x][16] holds image
  // (k * 16 + lane)'s pixel (r - ph, x - pw), zero around the image and in the lanes past the batch.
  void fill_rows(Index k, Index c, Index r0, Index r1, RowToLanes<T> to_lanes, T* to) const {
    const Index images = std::min(kLanes, n - k * kLanes), row = wp * kLanes;
    const bool whole = images == kLanes && s[3] == 1;  // every pixel written: only the zeros around cleared
    for (Index r = r0; r < r1; ++r) {
      T* dst = to + (r - r0) * row;
      const Index y = r - ph;
      if (y < 0 || y >= h || !whole) {
        std::memset(dst, 0, sizeof(T) * size_t(row));
        if (y < 0 || y >= h) continue;
        for (Index b = 0; b < images; ++b) {
          const T* in = src + (k * kLanes + b) * s[0] + c * s[1] + y * s[2];
          for (Index x = 0; x < w; ++x) dst[(x + pw) * kLanes + b] = in[x * s[3]];
        }
        continue;
      }
      std::memset(dst, 0, sizeof(T) * size_t(pw * kLanes));
      std::memset(dst + (pw + w) * kLanes, 0, sizeof(T) * size_t((wp - pw - w) * kLanes));
      const T* in[kLanes];
      for (Index b = 0; b < kLanes; ++b) in[b] = src + (k * kLanes + b) * s[0] + c * s[1] + y * s[2];
      if (y + 1 < h)  // the next row's lines of the 16 images, which the prefetchers follow poorly
        for (Index b = 0; b < kLanes; ++b)
          for (Index x = 0; x < w; x += 64 / Index(sizeof(T))) __builtin_prefetch(in[b] + s[2] + x);
      to_lanes(in, w, dst + pw * kLanes);
    }
  }
};

// All chunks' planes of hp rows: to[chunk][c][hp][wp][16] (chunk, channel pairs across the pool's threads).
template <typename T>
void chunk_planes(const Source<T>& from, Index c_count, Index hp, T* to) {
  const Index plane = hp * from.wp * kLanes, chunks = (from.n + kLanes - 1) / kLanes;
  const RowToLanes<T> to_lanes = from.rows();
  paddle::parallel_for(chunks * c_count, [&](Index begin, Index end, int) {
    for (Index kc = begin; kc < end; ++kc) from.fill_rows(kc / c_count, kc % c_count, 0, hp, to_lanes, to + kc * plane);
  }, double(plane));
}

template <typename T>
T* scratch(int slot, Index n) {  // the calling thread's buffers, kept between calls (no fresh pages)
  thread_local std::vector<T> bufs[5];
  constexpr size_t align = 64;  // a cache line: the lanes' vectors do not straddle two lines
  std::vector<T>& b = bufs[slot];
  if (b.size() < size_t(n) + align / sizeof(T)) b.resize(size_t(n) + align / sizeof(T));
  const uintptr_t at = reinterpret_cast<uintptr_t>(b.data());
  return reinterpret_cast<T*>((at + align - 1) / align * align);
}

template <typename T>
void elem_strides(const py::array& a, Index* s, const char* who) {
  for (int k = 0; k < 4; ++k) {
    if (a.strides(k) % Index(sizeof(T)) != 0) throw std::invalid_argument(std::string(who) + ": not aligned");
    s[k] = a.strides(k) / Index(sizeof(T));
  }
}

// Tiles per work item: the item's transformed patches ((R + 2)^2 x C x tiles x 16) and products
// stay within `budget` bytes (half a Zen 4 L2 by default: measured 512 KiB beat 128, 256 and 1024
// on ResNet-20's layers). Whole rows of tiles where one row takes at most twice that, so that
// the output transform writes whole output rows (ResNet-20's 8 x 8 images: items of 2 tiles, not
// 3 and 1); else at least 3 tiles (48 lanes: one whole register block of corr's). At most the
// whole image.
template <typename T, int R>
Index tiles_per_item(const Plan& p, Index budget) {
  constexpr Index A2 = (R + 2) * (R + 2);
  const Index bytes = A2 * (p.c + p.m) * kLanes * Index(sizeof(T));
  if (p.tw * bytes <= 2 * budget) return std::min(std::max<Index>(budget / (p.tw * bytes), 1) * p.tw, p.tiles());
  return std::min(std::max<Index>(budget / bytes, 3), p.tiles());
}

// The distance between the transformed tiles' planes e (channels x lg values each) in a work item:
// one vector more than the plane, as a plane of a power-of-two size put all (R + 2)^2 planes' rows of
// a tile in one L1 cache set (ResNet-20's 16-channel layer in items of 8 tiles ran 1.4x slower).
inline Index e_stride(Index channels, Index lg) { return channels * lg + kLanes; }

// V[e][c][t * 16 + lane] = (B^T d B)[e] for the tiles [t0, t1) of one chunk (padded planes xp:
// [c][hp][wp][16], holding the plane rows from row0 on).
template <typename T, int R>
PW_INLINE void input_transform(const Plan& p, const T* xp, Index row0, Index t0, Index t1, T* v) {
  constexpr int A = R + 2;
  const Index lg = (t1 - t0) * kLanes;
  for (Index c = 0; c < p.c; ++c) {
    const T* plane = xp + c * p.hp * p.wp * kLanes;
    for (Index t = t0; t < t1; ++t) {
      const Index ty = t / p.tw, tx = t % p.tw;
      Lane<T> d[A][A], out[A][A];
#pragma GCC unroll 8
      for (int r = 0; r < A; ++r)
#pragma GCC unroll 8
        for (int u = 0; u < A; ++u)
          std::memcpy(&d[r][u], plane + ((ty * R + r - row0) * p.wp + tx * R + u) * kLanes, sizeof(Lane<T>));
      // the next channel's patch into L2 (the chunk planes outgrow it: loads stalled on L3 here);
      // the R columns a tile adds to its left neighbour's, one line each (prefetches never fault)
      if (c + 1 < p.c)
#pragma GCC unroll 8
        for (int r = 0; r < A; ++r)
#pragma GCC unroll 8
          for (int u = 0; u < R; ++u)
            __builtin_prefetch(plane + ((p.hp + ty * R + r - row0) * p.wp + tx * R + u + (tx == 0 ? 0 : 2)) * kLanes, 0, 2);
      input_sandwich<T, R>(d, out);
      T* to = v + c * lg + (t - t0) * kLanes;
#pragma GCC unroll 8
      for (int i = 0; i < A; ++i)
#pragma GCC unroll 8
        for (int j = 0; j < A; ++j) std::memcpy(to + (i * A + j) * e_stride(p.c, lg), &out[i][j], sizeof(Lane<T>));
    }
  }
}

template <typename T, int R>
using TransformIn = void (*)(const Plan&, const T*, Index, Index, Index, T*);

#if defined(__x86_64__) && defined(__GNUC__)
template <typename T, int R>
__attribute__((target("avx512f,avx2,fma"))) void input_v4(const Plan& p, const T* xp, Index row0, Index t0, Index t1,
                                                        T* v) {
  input_transform<T, R>(p, xp, row0, t0, t1, v);
}
template <typename T, int R>
__attribute__((target("avx2,fma"))) void input_v3(const Plan& p, const T* xp, Index row0, Index t0, Index t1, T* v) {
  input_transform<T, R>(p, xp, row0, t0, t1, v);
}
#endif
template <typename T, int R>
void input_base(const Plan& p, const T* xp, Index row0, Index t0, Index t1, T* v) {
  input_transform<T, R>(p, xp, row0, t0, t1, v);
}

// The input transform compiled for this CPU's widest vectors.
template <typename T, int R>
TransformIn<T, R> input_transform_here() {
#ifdef PD_MULTIVERSION
  if (direct::level() == 2) return &input_v4<T, R>;
  if (direct::level() == 1) return &input_v3<T, R>;
#endif
  return &input_base<T, R>;
}

// The plan of x [N, C, H, W] (C checked by the caller) with paddings ph, pw into `m` output channels.
inline Plan plan_of(const py::array& x, Index m, Index ph, Index pw, Index r, const char* who) {
  if (x.ndim() != 4) throw std::invalid_argument(std::string(who) + ": x should be [N, C, H, W]");
  if (ph < 0 || pw < 0 || ph > 2 || pw > 2) throw std::invalid_argument(std::string(who) + ": paddings 0 to 2");
  Plan p{x.shape(0), x.shape(1), x.shape(2), x.shape(3), m, ph, pw, 0, 0, 0, 0, 0, 0};
  p.oh = p.h + 2 * ph - 2, p.ow = p.w + 2 * pw - 2;
  if (p.oh < 1 || p.ow < 1) throw std::invalid_argument(std::string(who) + ": the output would be empty");
  p.th = (p.oh + r - 1) / r, p.tw = (p.ow + r - 1) / r;
  p.hp = p.th * r + 2, p.wp = p.tw * r + 2;
  checked_size({p.chunks() * kLanes, std::max(p.c, p.m), p.hp, p.wp}, who);
  return p;
}

}  // namespace winograd
}  // namespace paddle_conv
