// Batch norm over a C-contiguous X [N, C, S] (S: the spatial positions flattened; 1 for a [N, C]
// matrix), per channel, with an activation ("tail") applied to Y in the same passes: Identity for
// the plain op (batch_norm.cc), the registry's per-element declarations for the fused
// batch_norm + activation kernels the code generator writes (generated/cpp/fused_batch_norm.cc).
//
// Forward: the statistics in two passes (the mean, then the centred squares: no cancellation as
// in E[x^2] - E[x]^2), each summed in 16 lanes of T over chunks of at most 64 values of a row (4
// terms a lane), widened into 16 double lanes that run across the whole channel and are added in
// a fixed order at the end; a third pass writes Out = tail(X * a + b), a = Scale / sqrt(var + eps),
// b = Bias - mean * a taken in double per channel and applied in T.
// Backward: G = the tail's gradient of (Out, Out@GRAD) (dY itself for Identity), kept in dX's
// place between the passes (in the cache, per channel); Out@GRAD may come as two addends (a
// gradient summed from two readers of Out, as a residual block's input has), added in T as the
// first pass reads them, as the sum op adds them. One pass sums G and G * (x - mean) as
// above, a second writes dX = a * (G - sum(G) / M - xhat * sum(G * xhat) / M), M = N * S
// (training), or a * G (is_test).
//
// Outputs not read back by the kernel (Out; dX where G is kept elsewhere) are stored past the cache.
//
// Channels are split across the pool's threads, and each thread's channels worked on in groups
// whose rows lie side by side (group_size: short rows read in longer runs); each channel is
// reduced by one thread in a fixed order, so the bits depend neither on the thread count nor on
// the groups. The per-channel loops are templates inlined into the callers' PADDLE_CLONES workers
// (fast_math.h), so each is compiled for AVX-512 and AVX2. The calls from Python: batch_norm_call.h.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include <immintrin.h>

#include <cstdint>

#include "fast_math.h"
#include "thread_pool.h"

// as activation.cc: no trapping math, so a tail's `?:` on floats vectorises as a select (the
// callers' workers carry the same option: always_inline needs it to match)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-trapping-math")
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"  // the 64-byte lanes stay inside inlined code: no ABI crossed
#endif

namespace paddle_bn {
namespace py = pybind11;
using Index = py::ssize_t;

#define PADDLE_BN_INLINE inline __attribute__((always_inline))

// The plain op's tail.
struct Identity {
  template <typename T>
  static T forward(T x) { return x; }
  template <typename T>
  static T grad(T out, T dout) { (void)out; return dout; }
  static constexpr bool reads_out = false;
};

// The plain op's head: no second input added to Y before the tail. A fused head (`add`: Out =
// tail(Y + R), R the residual shortcut) adds R per element; its gradient (dout for both inputs)
// is G itself, written once into dR's place.
struct NoAddend {
  template <typename T>
  static T forward(T y, T r) { (void)r; return y; }
  static constexpr bool reads_addend = false;
};

constexpr int kLanes = 16;  // two registers of 8 doubles: independent chains of additions

struct Shape {
  Index n, c, s;
  Index at(Index b, Index ch) const { return (b * c + ch) * s; }
};

template <typename T>
struct ForwardArgs {
  Shape sh;
  const T *x, *scale, *bias, *mean_run, *var_run;
  T *out, *mean_out, *var_out, *saved_mean, *saved_inv;
  const T* addend;  // R of a fused head, shaped like X (nullptr: NoAddend)
  double momentum, epsilon;
  bool is_test;
  bool stream;  // outputs stored past the cache (write_row): X of kStreamBytes or more
};

template <typename T>
struct BackwardArgs {
  Shape sh;
  const T *x, *scale, *saved_mean, *saved_inv;
  const T *out, *dout;  // out: the tail's output (unread by Identity); dout: Out@GRAD
  const T* dout2;       // a second addend of Out@GRAD (nullptr: none): G = grad(Out, dout + dout2)
  T *dx, *dscale, *dbias;
  T* daddend;  // dR of a fused head: G (nullptr: NoAddend)
  bool is_test;
  bool stream;  // outputs stored past the cache (write_row): X of kStreamBytes or more
};

// The statistics' sums, as GCC vectors (the loop vectoriser keeps a reduction in order, one
// element at a time, without -ffast-math): 16 lanes of T summed over a chunk of at most 64 values
// of a row (4 terms a lane), then widened into 16 lanes of double running over the whole channel;
// a row's last values (fewer than 16) go to one double. The order is fixed by the shape alone.
template <typename T>
struct Block;  // 16 values of T
template <>
struct Block<float> {
  typedef float type __attribute__((vector_size(64)));
};
template <>
struct Block<double> {
  typedef double type __attribute__((vector_size(128)));
};
typedef double Half __attribute__((vector_size(64)));  // 8 doubles: one AVX-512 register

constexpr Index kChunk = 64;  // a chunk's values: 4 blocks

template <typename T>
PADDLE_BN_INLINE typename Block<T>::type load_block(const T* p) {
  typename Block<T>::type v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}

// The 16 double lanes as two registers of 8 (a 16-wide GCC vector went through the stack at every
// chunk); lanes 0-7 in `lo`, 8-15 in `hi`.
struct Sum {
  Half lo = {}, hi = {};
  double rest = 0;
  double total() const {
    double s = rest;
    for (int j = 0; j < kLanes / 2; ++j) s += lo[j];
    for (int j = 0; j < kLanes / 2; ++j) s += hi[j];
    return s;
  }
};

template <typename T>
PADDLE_BN_INLINE void widen_into(Sum& sum, typename Block<T>::type v) {
  if constexpr (sizeof(T) == 4) {
    typedef float Part __attribute__((vector_size(32)));
    Part a, b;
    __builtin_memcpy(&a, &v, sizeof a);
    __builtin_memcpy(&b, reinterpret_cast<const char*>(&v) + sizeof a, sizeof b);
    sum.lo += __builtin_convertvector(a, Half);
    sum.hi += __builtin_convertvector(b, Half);
  } else {
    Half a, b;
    __builtin_memcpy(&a, &v, sizeof a);
    __builtin_memcpy(&b, reinterpret_cast<const char*>(&v) + sizeof a, sizeof b);
    sum.lo += a;
    sum.hi += b;
  }
}

// Adds f(i) (a block of 16 values at offset i) over a chunk of n <= kChunk values: the blocks'
// sum in T, then in the double lanes; the last n % 16 values one by one (g(i): one value).
template <typename T, typename F, typename G>
PADDLE_BN_INLINE void add_chunk(Sum& sum, Index n, F f, G g) {
  const Index blocks = n / kLanes;
  if (blocks > 0) {
    typename Block<T>::type part = f(0);
    for (Index k = 1; k < blocks; ++k) part += f(k * kLanes);
    widen_into<T>(sum, part);
  }
  for (Index i = blocks * kLanes; i < n; ++i) sum.rest += g(i);
}

// A row: channel c's S values of sample b, added chunk by chunk into `sum` (the order of
// channel_sum: rows in sample order, chunks in row order).
template <typename T>
PADDLE_BN_INLINE void add_row(Sum& sum, const T* p, Index s) {
  for (Index i = 0; i < s; i += kChunk)
    add_chunk<T>(sum, std::min(kChunk, s - i), [&](Index k) { return load_block(p + i + k); },
                 [&](Index k) { return double(p[i + k]); });
}

// (x - mu)^2 over a row (x - mu in T: mu rounded to T moves the centre by less than T's
// precision, which adds its square, not its size, to the variance).
template <typename T>
PADDLE_BN_INLINE void add_row_squares(Sum& sum, const T* p, Index s, double mu) {
  const T tmu = T(mu);
  for (Index i = 0; i < s; i += kChunk)
    add_chunk<T>(sum, std::min(kChunk, s - i), [&](Index k) {
      const typename Block<T>::type d = load_block(p + i + k) - tmu;
      return d * d;
    }, [&](Index k) {
      const double d = double(p[i + k]) - mu;
      return d * d;
    });
}

// Channels are worked on in groups whose rows lie side by side in memory (channels [c0, c1) of
// sample b are one stretch of (c1 - c0) * S values): where rows are short (a late stage's 8 x 8
// maps: 256 bytes, C * S values apart), a group is read in runs of kRunBytes or more, which the
// hardware prefetchers follow, while the group stays small enough (kGroupBytes of each array) to
// be in the cache for the next pass. Each channel's sums still run over its rows in sample order:
// the bits do not depend on the grouping (nor on the thread count).
constexpr Index kRunBytes = 2048;
constexpr Index kGroupBytes = 256 << 10;
constexpr Index kMaxGroup = 16;

inline Index group_size(const Shape& sh, Index item) {
  const Index row = std::max<Index>(1, sh.s * item), channel = std::max<Index>(1, sh.n * row);
  if (row >= kRunBytes / 2) return 1;  // rows of 1 KiB or more: the prefetchers follow them already
  const Index by_run = (kRunBytes + row - 1) / row, by_cache = std::max<Index>(1, kGroupBytes / channel);
  return std::min({by_run, by_cache, kMaxGroup});
}

// q[i] = f(i) for i < n, stored past the cache (non-temporal stores, 16 bytes at a time, from a
// chunk computed into a buffer in L1): the output is not read back by this kernel, and a cached
// store would first read each line of q from memory. Only for outputs of kStreamBytes or more (a
// smaller one, read by the next op from the cache, is stored as usual); where q's alignment allows.
constexpr Index kStreamBytes = 1 << 20;
template <typename T, typename F>
PADDLE_BN_INLINE void write_row(bool stream, T* q, Index n, F f) {
  Index i = 0;
  if (!stream) {  // a small output, read next from the cache
    for (; i < n; ++i) q[i] = f(i);
    return;
  }
  for (; i < n && (reinterpret_cast<std::uintptr_t>(q + i) & 15) != 0; ++i) q[i] = f(i);
  alignas(64) T part[kChunk];
  for (; i + kChunk <= n; i += kChunk) {
    for (Index k = 0; k < kChunk; ++k) part[k] = f(i + k);
    if constexpr (sizeof(T) == 4) {
      for (Index k = 0; k < kChunk; k += 4)
        _mm_stream_ps(reinterpret_cast<float*>(q + i + k), _mm_load_ps(reinterpret_cast<const float*>(part + k)));
    } else {
      for (Index k = 0; k < kChunk; k += 2)
        _mm_stream_pd(reinterpret_cast<double*>(q + i + k), _mm_load_pd(reinterpret_cast<const double*>(part + k)));
    }
  }
  for (; i < n; ++i) q[i] = f(i);
}

// G: the most channels of a group (1: the arrays below are single values the compiler keeps in registers)
template <typename T, typename Tail, typename Head, Index G>
PADDLE_BN_INLINE void forward_group(const ForwardArgs<T>& a, Index c0, Index c1) {
  const Shape& sh = a.sh;
  const double count = double(sh.n * sh.s);
  double mu[G], var[G];
  for (Index c = c0; c < c1; ++c) mu[c - c0] = a.mean_run[c], var[c - c0] = a.var_run[c];
  if (!a.is_test) {
    Sum sums[G];
    for (Index b = 0; b < sh.n; ++b)
      for (Index c = c0; c < c1; ++c) add_row(sums[c - c0], a.x + sh.at(b, c), sh.s);
    for (Index c = c0; c < c1; ++c) mu[c - c0] = sums[c - c0].total() / count;
    Sum squares[G];
    for (Index b = 0; b < sh.n; ++b)
      for (Index c = c0; c < c1; ++c) add_row_squares(squares[c - c0], a.x + sh.at(b, c), sh.s, mu[c - c0]);
    for (Index c = c0; c < c1; ++c) var[c - c0] = squares[c - c0].total() / count;
  }
  T tk[G], tb[G];
  double k[G];
  bool in_t[G];
  for (Index c = c0; c < c1; ++c) {
    const Index j = c - c0;
    const double inv = 1.0 / std::sqrt(var[j] + a.epsilon);
    k[j] = inv * double(a.scale[c]);
    const double shift = double(a.bias[c]) - mu[j] * k[j];
    // X * k + shift in T, unless k or shift is past what T holds well (a tiny epsilon over a
    // constant channel): then (X - mean) * k + Bias in double, as the reference computes it
    in_t[j] = std::abs(k[j]) < 1e30 && std::abs(shift) < 1e30;
    tk[j] = T(k[j]), tb[j] = T(shift);
    a.mean_out[c] = a.is_test ? a.mean_run[c] : T(a.momentum * double(a.mean_run[c]) + (1.0 - a.momentum) * mu[j]);
    a.var_out[c] = a.is_test ? a.var_run[c] : T(a.momentum * double(a.var_run[c]) + (1.0 - a.momentum) * var[j]);
    a.saved_mean[c] = T(mu[j]);
    a.saved_inv[c] = T(inv);
  }
  for (Index b = 0; b < sh.n; ++b) {
    for (Index c = c0; c < c1; ++c) {
      const Index j = c - c0;
      const T* p = a.x + sh.at(b, c);
      T* q = a.out + sh.at(b, c);
      const T* r = Head::reads_addend ? a.addend + sh.at(b, c) : p;
      const T ck = tk[j], cb = tb[j];
      if (in_t[j]) {
        write_row(a.stream, q, sh.s, [&](Index i) { return Tail::forward(Head::forward(T(p[i] * ck + cb), r[i])); });
      } else {
        const double dk = k[j], dm = mu[j], bias = double(a.bias[c]);
        for (Index i = 0; i < sh.s; ++i) q[i] = Tail::forward(Head::forward(T((double(p[i]) - dm) * dk + bias), r[i]));
      }
    }
  }
}

template <typename T, typename Tail, typename Head = NoAddend>
PADDLE_BN_INLINE void forward_channels(const ForwardArgs<T>& a, Index c0, Index c1) {
  const Index group = group_size(a.sh, Index(sizeof(T)));
  if (group == 1) {
    for (Index c = c0; c < c1; ++c) forward_group<T, Tail, Head, 1>(a, c, c + 1);
  } else {
    for (Index g = c0; g < c1; g += group) forward_group<T, Tail, Head, kMaxGroup>(a, g, std::min(c1, g + group));
  }
  _mm_sfence();  // the non-temporal stores (write_row) visible before the pool reports this part done
}

// f(k) for k < n <= kChunk: a loop of known length for a whole chunk (no remainder to branch on)
template <typename F>
PADDLE_BN_INLINE void each(Index n, F f) {
  if (n == kChunk) {
    for (Index k = 0; k < kChunk; ++k) f(k);
  } else {
    for (Index k = 0; k < n; ++k) f(k);
  }
}

// sum(G) and sum(G * (x - mu)) over channel c's row of sample b, G = the tail's gradient, written
// into dX's place (a loop that vectorises; the second pass reads it back from the cache instead
// of reading Out and Out@GRAD again from memory); Identity's G is Out@GRAD itself.
template <typename T, typename Tail, typename Head>
PADDLE_BN_INLINE void row_grad_sums(const BackwardArgs<T>& a, Index b, Index c, Sum& sum_g, Sum& sum_gx) {
  const Shape& sh = a.sh;
  const T tmu = T(a.saved_mean[c]);
  const Index at = sh.at(b, c);
  const T *x = a.x + at, *o = a.out + at, *d = a.dout + at;
  T* kept = (Head::reads_addend ? a.daddend : a.dx) + at;  // dR is G itself: kept there
  const T* d2 = a.dout2 != nullptr ? a.dout2 + at : nullptr;
  for (Index i = 0; i < sh.s; i += kChunk) {
    const Index n = std::min(kChunk, sh.s - i);
    const T* g = d + i;
    if (d2 != nullptr) {  // Out@GRAD as two addends: their sum first, as the sum op computes it
      each(n, [&](Index k) { kept[i + k] = Tail::grad(o[i + k], T(d[i + k] + d2[i + k])); });
      g = kept + i;
    } else if (Tail::reads_out || Head::reads_addend) {
      each(n, [&](Index k) { kept[i + k] = Tail::grad(o[i + k], d[i + k]); });
      g = kept + i;
    }
    add_chunk<T>(sum_g, n, [&](Index k) { return load_block(g + k); }, [&](Index k) { return double(g[k]); });
    add_chunk<T>(sum_gx, n, [&](Index k) { return load_block(g + k) * (load_block(x + i + k) - tmu); },
                 [&](Index k) { return double(g[k]) * (double(x[i + k]) - double(tmu)); });
  }
}

template <typename T, typename Tail, typename Head, Index G>
PADDLE_BN_INLINE void backward_group(const BackwardArgs<T>& a, Index c0, Index c1) {
  const Shape& sh = a.sh;
  const double count = double(sh.n * sh.s);
  Sum sum_g[G], sum_gx[G];
  for (Index b = 0; b < sh.n; ++b)
    for (Index c = c0; c < c1; ++c) row_grad_sums<T, Tail, Head>(a, b, c, sum_g[c - c0], sum_gx[c - c0]);
  T tk[G], tmg[G], tmu[G], tkx[G];
  double k[G], mean_g[G], kx[G];
  bool in_t[G];
  for (Index c = c0; c < c1; ++c) {
    const Index j = c - c0;
    const double inv = a.saved_inv[c];
    const double g = sum_g[j].total(), gx = sum_gx[j].total() * inv;  // sum(G), sum(G * xhat)
    a.dscale[c] = T(gx);
    a.dbias[c] = T(g);
    k[j] = double(a.scale[c]) * inv;
    mean_g[j] = a.is_test ? 0.0 : g / count;
    kx[j] = a.is_test ? 0.0 : gx / count * inv;  // xhat * sum/M = (x - mu) * inv * sum/M
    // applied in T from the per-channel constants taken in double: x - mean first, so a mean far
    // from zero costs no precision
    tk[j] = T(k[j]), tmg[j] = T(mean_g[j]), tmu[j] = T(a.saved_mean[c]), tkx[j] = T(kx[j]);
    in_t[j] = std::abs(k[j]) < 1e30 && std::abs(kx[j]) < 1e30;
  }
  for (Index b = 0; b < sh.n; ++b) {
    for (Index c = c0; c < c1; ++c) {
      const Index j = c - c0, at = sh.at(b, c);
      const T* x = a.x + at;
      T* q = a.dx + at;
      // G kept by the first pass in dR's place (a fused head) or dX's
      const T* g = Head::reads_addend ? a.daddend + at : Tail::reads_out || a.dout2 != nullptr ? q : a.dout + at;
      if (in_t[j]) {
        const T ck = tk[j], cmg = tmg[j], cmu = tmu[j], ckx = tkx[j];
        if (g != q) {  // dX not read before: stored past the cache
          write_row(a.stream, q, sh.s, [&](Index i) { return T(ck * (g[i] - cmg - (x[i] - cmu) * ckx)); });
        } else {
          for (Index i = 0; i < sh.s; ++i) q[i] = ck * (g[i] - cmg - (x[i] - cmu) * ckx);
        }
      } else {
        const double dk = k[j], dmg = mean_g[j], dmu = a.saved_mean[c], dkx = kx[j];
        for (Index i = 0; i < sh.s; ++i) q[i] = T(dk * (double(g[i]) - dmg - (double(x[i]) - dmu) * dkx));
      }
    }
  }
}

template <typename T, typename Tail, typename Head = NoAddend>
PADDLE_BN_INLINE void backward_channels(const BackwardArgs<T>& a, Index c0, Index c1) {
  const Index group = group_size(a.sh, Index(sizeof(T)));
  if (group == 1) {
    for (Index c = c0; c < c1; ++c) backward_group<T, Tail, Head, 1>(a, c, c + 1);
  } else {
    for (Index g = c0; g < c1; g += group) backward_group<T, Tail, Head, kMaxGroup>(a, g, std::min(c1, g + group));
  }
  _mm_sfence();  // as forward_channels
}


#undef PADDLE_BN_INLINE

}  // namespace paddle_bn

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#pragma GCC pop_options
#endif

#include "batch_norm_call.h"  // the calls from Python: after the loops they run
