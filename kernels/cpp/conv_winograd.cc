// Winograd's minimal filtering F(R x R, 3 x 3) for stride-1, 3 x 3 convolutions (kernels/conv.py):
// conv2d's forward and, with the filters flipped and transposed, its input gradient.
//
// The output is cut into R x R tiles; tile (ty, tx) of output channel m is
//   Y = A^T [ sum_c (G g_mc G^T) . (B^T d_c B) ] A
// where d_c is the (R + 2)^2 input patch of channel c and . the elementwise product: per tile, the
// (R + 2)^2 products over channels are (R + 2)^2 independent matrix products (filters x patches),
// which run on the direct convolution's register-blocked kernel (corr: broadcast one filter value,
// multiply a vector of patches). That is 36 multiplies per 16 outputs for R = 4 (the direct
// convolution: 144), at the price of the transforms (additions and small constants).
//
// The batch is taken 16 images at a time, one image per vector lane: the padded input is laid out
// [c][y][x][16 images], so a tile's patch is (R + 2)^2 contiguous vectors and every transform is
// plain vector arithmetic, with no tail of partial tiles. Work items are (16-image chunk, group of
// tiles) pairs, each writing its own outputs with a fixed order of sums: the same bits at any
// thread count.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "conv_epilogue.h"
#include "conv_winograd.h"
#include "op_decl.h"

namespace paddle_conv {
namespace winograd {

// Copies the staged tiles [tx0, tx1) of tile row ty (stage[lane][i][x], rows `sw` apart) of the
// chunk's first `lanes` images to out[b0 + lane][m], clipped at the output's edges: whole output
// rows at a time (16 images' tiles written one by one land in 16 images' lines that share cache
// sets, which evict each other before the next tile fills the rest of the line).
template <typename T, int R>
PW_INLINE void flush_stage(const Plan& p, const T* stage, Index sw, Index ty, Index tx0, Index tx1, Index lanes,
                           Index b0, Index m, T* out) {
  const Index rows = std::min<Index>(R, p.oh - ty * R), x0 = tx0 * R, x1 = std::min(tx1 * R, p.ow);
  for (Index b = 0; b < lanes; ++b) {
    T* o = out + ((b0 + b) * p.m + m) * p.oh * p.ow + ty * R * p.ow;
    const T* st = stage + b * R * sw;
    for (Index i = 0; i < rows; ++i)
      for (Index x = x0; x < x1; ++x) o[i * p.ow + x] = st[i * sw + x];  // short rows: no call of memcpy
  }
}

// out[b0 + lane][m][R ty + i][R tx + j] = (A^T Mo A)[i][j] for the tiles [t0, t1) (Mo: [e][m][t * 16 + lane]),
// through a staging row of tiles per output channel (`stage`: 16 x R x tw R values).
template <typename T, int R>
PW_INLINE void output_transform(const Plan& p, const T* mo, Index t0, Index t1, Index b0, T* out, T* stage) {
  constexpr int A = R + 2;
  const Index lg = (t1 - t0) * kLanes, lanes = std::min(kLanes, p.n - b0), sw = p.tw * R;
  for (Index m = 0; m < p.m; ++m) {
    Index row_start = t0;  // the first staged tile of the current tile row
    for (Index t = t0; t < t1; ++t) {
      const Index ty = t / p.tw, tx = t % p.tw;
      Lane<T> s[A][A], y[R][R];
#pragma GCC unroll 8
      for (int i = 0; i < A; ++i)
#pragma GCC unroll 8
        for (int j = 0; j < A; ++j)
          std::memcpy(&s[i][j], mo + (i * A + j) * e_stride(p.m, lg) + m * lg + (t - t0) * kLanes, sizeof(Lane<T>));
      output_sandwich<T, R>(s, y);
      if constexpr (R * R == kLanes) {  // 16 images' tiles transposed in registers: v[b] is image b's tile
        Lane<T> v[kLanes];
#pragma GCC unroll 16
        for (int e = 0; e < kLanes; ++e) v[e] = y[e / R][e % R];
        transpose16<T>(v);
#pragma GCC unroll 16
        for (int b = 0; b < kLanes; ++b)
#pragma GCC unroll 4
          for (int i = 0; i < R; ++i)
            std::memcpy(stage + (b * R + i) * sw + tx * R, reinterpret_cast<const T*>(&v[b]) + i * R, R * sizeof(T));
      } else {
        for (Index b = 0; b < lanes; ++b)
          for (int i = 0; i < R; ++i)
            for (int j = 0; j < R; ++j) stage[(b * R + i) * sw + tx * R + j] = y[i][j][b];
      }
      if (tx == p.tw - 1 || t == t1 - 1) {
        flush_stage<T, R>(p, stage, sw, ty, row_start % p.tw, tx + 1, lanes, b0, m, out);
        row_start = t + 1;
      }
    }
  }
}

template <typename T, int R>
using TransformOut = void (*)(const Plan&, const T*, Index, Index, Index, T*, T*);

#if defined(__x86_64__) && defined(__GNUC__)
template <typename T, int R>
__attribute__((target("avx512f,avx2,fma"))) void output_v4(const Plan& p, const T* mo, Index t0, Index t1, Index b0,
                                                           T* out, T* stage) {
  output_transform<T, R>(p, mo, t0, t1, b0, out, stage);
}
template <typename T, int R>
__attribute__((target("avx2,fma"))) void output_v3(const Plan& p, const T* mo, Index t0, Index t1, Index b0,
                                                   T* out, T* stage) {
  output_transform<T, R>(p, mo, t0, t1, b0, out, stage);
}
#endif
template <typename T, int R>
void output_base(const Plan& p, const T* mo, Index t0, Index t1, Index b0, T* out, T* stage) {
  output_transform<T, R>(p, mo, t0, t1, b0, out, stage);
}

template <typename T, int R>
TransformOut<T, R> output_transform_here() {
#ifdef PD_MULTIVERSION
  if (direct::level() == 2) return &output_v4<T, R>;
  if (direct::level() == 1) return &output_v3<T, R>;
#endif
  return &output_base<T, R>;
}

// U[e][c][m] = (G g_mc G^T)[e] for the input channels [c0, c1), computed in double, all output
// channels side by side (vectorised over m: one (m, c) pair at a time, 64 x 64 filters took a
// quarter of a ResNet-20 8 x 8 layer's time on one thread).
template <typename T, int R>
PW_INLINE void filter_transform_channels(const T* w, Index m_count, Index c_count, Index c0, Index c1, T* u) {
  constexpr int A = R + 2;
  const auto& G = Transforms<R>::G;
  std::vector<double> g(size_t(9 * m_count)), half(size_t(A * 3 * m_count));  // g[k][m], half[i][k][m]
  for (Index c = c0; c < c1; ++c) {
    for (Index m = 0; m < m_count; ++m)
      for (int k = 0; k < 9; ++k) g[size_t(k * m_count + m)] = double(w[(m * c_count + c) * 9 + k]);
    const double* gr = g.data();
    for (int i = 0; i < A; ++i)
      for (int k = 0; k < 3; ++k) {
        double* h = half.data() + (i * 3 + k) * m_count;
        const double a = G[i][0], b = G[i][1], e = G[i][2];
        for (Index m = 0; m < m_count; ++m)
          h[m] = a * gr[k * m_count + m] + b * gr[(3 + k) * m_count + m] + e * gr[(6 + k) * m_count + m];
      }
    for (int i = 0; i < A; ++i)
      for (int j = 0; j < A; ++j) {
        const double* h = half.data() + i * 3 * m_count;
        const double a = G[j][0], b = G[j][1], e = G[j][2];
        T* to = u + ((i * A + j) * c_count + c) * m_count;
        for (Index m = 0; m < m_count; ++m) to[m] = T(h[m] * a + h[m_count + m] * b + h[2 * m_count + m] * e);
      }
  }
}

template <typename T>
using FilterFn = void (*)(const T*, Index, Index, Index, Index, T*);

#if defined(__x86_64__) && defined(__GNUC__)
template <typename T, int R>
__attribute__((target("avx512f,avx2,fma"))) void filter_v4(const T* w, Index m_count, Index c_count, Index c0,
                                                           Index c1, T* u) {
  filter_transform_channels<T, R>(w, m_count, c_count, c0, c1, u);
}
template <typename T, int R>
__attribute__((target("avx2,fma"))) void filter_v3(const T* w, Index m_count, Index c_count, Index c0, Index c1,
                                                   T* u) {
  filter_transform_channels<T, R>(w, m_count, c_count, c0, c1, u);
}
#endif
template <typename T, int R>
void filter_base(const T* w, Index m_count, Index c_count, Index c0, Index c1, T* u) {
  filter_transform_channels<T, R>(w, m_count, c_count, c0, c1, u);
}

// The filters' transform U [A^2][C][M]; input channels across the pool's threads where there are
// many (about 8 vector operations per (m, c) pair: 64 x 64 filters stay on the calling thread).
template <typename T, int R>
std::vector<T> filter_transform(const T* w, Index m_count, Index c_count) {
  FilterFn<T> fn = &filter_base<T, R>;
#ifdef PD_MULTIVERSION
  if (direct::level() == 2) fn = &filter_v4<T, R>;
  if (direct::level() == 1) fn = &filter_v3<T, R>;
#endif
  std::vector<T> u(size_t((R + 2) * (R + 2) * c_count * m_count));
  paddle::parallel_for(c_count, [&](Index c0, Index c1, int) { fn(w, m_count, c_count, c0, c1, u.data()); },
                       double(m_count * 8));
  return u;
}

// The epilogue over what output_transform wrote for tiles [t0, t1) of the chunk's images from b0 on,
// still in cache: each tile row's stretch of every output channel.
template <typename T, int R>
void epilogue_over_tiles(const Plan& p, Index t0, Index t1, Index b0, const Epilogue<T>& epi, T* out) {
  const Index lanes = std::min(kLanes, p.n - b0);
  for (Index t = t0; t < t1;) {
    const Index ty = t / p.tw, tx0 = t % p.tw, tx1 = std::min(p.tw, tx0 + (t1 - t));
    const Index rows = std::min<Index>(R, p.oh - ty * R), x0 = tx0 * R, x1 = std::min(tx1 * R, p.ow);
    const bool whole_rows = x0 == 0 && x1 == p.ow;  // the tile rows' output rows lie end to end
    for (Index b = 0; b < lanes; ++b)
      for (Index m = 0; m < p.m; ++m) {
        T* o = out + ((b0 + b) * p.m + m) * p.oh * p.ow + ty * R * p.ow;
        if (whole_rows) {
          epi.apply(o, rows * p.ow, m);
          continue;
        }
        for (Index i = 0; i < rows; ++i) epi.apply(o + i * p.ow + x0, x1 - x0, m);
      }
    t += tx1 - tx0;
  }
}

template <typename T, int R>
py::array_t<T> conv3x3(const py::array& x, py::array_t<T, py::array::c_style | py::array::forcecast> w, Index ph,
                       Index pw, Index item_kib, const py::object& shift, int act) {
  const char* who = "conv2d_winograd";
  require_dtype<T>(x, who, "x");
  if (w.ndim() != 4 || x.ndim() != 4 || w.shape(1) != x.shape(1) || w.shape(2) != 3 || w.shape(3) != 3)
    throw std::invalid_argument(std::string(who) + ": x should be [N, C, H, W] and w [M, C, 3, 3]");
  const Plan p = plan_of(x, w.shape(0), ph, pw, R, who);
  ShiftArray<T> shift_kept;
  const Epilogue<T> epi = epilogue_of<T>(shift, act, p.m, who, shift_kept);
  Index s[4];
  elem_strides<T>(x, s, who);
  py::array_t<T> out({p.n, p.m, p.oh, p.ow});
  const T* src = static_cast<const T*>(x.data());
  const T* wsrc = w.data();
  T* dst = out.mutable_data();
  {
    py::gil_scoped_release release;
    constexpr Index A2 = (R + 2) * (R + 2);
    const direct::Kernels<T> kern = direct::kernels<T>();
    const TransformIn<T, R> tin = input_transform_here<T, R>();
    const TransformOut<T, R> tout = output_transform_here<T, R>();
    const std::vector<T> u = filter_transform<T, R>(wsrc, p.m, p.c);
    const Source<T> from{src, s, p.n, p.h, p.w, p.ph, p.pw, p.wp};
    const Index per = tiles_per_item<T, R>(p, item_kib * 1024), groups = (p.tiles() + per - 1) / per;
    // Items of whole tile rows lay out their own band of the chunk planes (the rows their tiles
    // read) just before transforming it, where it is still in L2: all chunk planes laid out first
    // outgrow L2, and the transform then waited on L3 (ResNet-20's 16-channel layer: 0.9x the time).
    const bool bands = per % p.tw == 0;
    const Index band_rows = per / p.tw * R + 2, image = p.c * p.hp * p.wp * kLanes;  // one chunk's planes
    T* xp = nullptr;
    if (!bands) {
      xp = scratch<T>(0, p.chunks() * image);
      chunk_planes(from, p.c, p.hp, xp);
    }
    // (chunk, group of tiles) items: transform the patches, A^2 products over the channels, transform back
    paddle::parallel_for(p.chunks() * groups, [&](Index begin, Index end, int) {
      T* const work = scratch<T>(2, A2 * ((p.c + p.m) * per + 2) * kLanes);
      T* const stage = scratch<T>(3, kLanes * R * p.tw * R);  // one row of output tiles, 16 images
      T* const band = bands ? scratch<T>(4, p.c * band_rows * p.wp * kLanes) : nullptr;
      const RowToLanes<T> to_lanes = from.rows();
      std::vector<Index> off(size_t(p.c));  // channel c's row of patches
      for (Index item = begin; item < end; ++item) {
        const Index k = item / groups, t0 = item % groups * per, t1 = std::min(t0 + per, p.tiles());
        const Index lg = (t1 - t0) * kLanes;
        T* v = work;
        T* mo = v + A2 * e_stride(p.c, lg);
        if (bands) {
          const Index r0 = t0 / p.tw * R, r1 = std::min(r0 + band_rows, p.hp);
          for (Index c = 0; c < p.c; ++c) from.fill_rows(k, c, r0, r1, to_lanes, band + c * band_rows * p.wp * kLanes);
          Plan in_band = p;
          in_band.hp = band_rows;  // the band's channel planes
          tin(in_band, band, r0, t0, t1, v);
        } else {
          tin(p, xp + k * image, 0, t0, t1, v);
        }
        for (Index c = 0; c < p.c; ++c) off[size_t(c)] = c * lg;
        for (Index e = 0; e < A2; ++e)
          kern.corr(v + e * e_stride(p.c, lg), off.data(), p.c, u.data() + e * p.c * p.m, p.m, mo + e * e_stride(p.m, lg),
                    lg, lg);
        tout(p, mo, t0, t1, k * kLanes, dst, stage);
        if (epi.active()) epilogue_over_tiles<T, R>(p, t0, t1, k * kLanes, epi, dst);
      }
    }, double(per * kLanes * A2 * (p.c * p.m + 4 * (p.c + p.m))));
  }
  return out;
}

}  // namespace winograd
}  // namespace paddle_conv

using namespace paddle_conv;  // NOLINT: the definitions below name winograd::

PADDLE_DEFINE_KERNELS(conv_winograd) {
  m.def("conv2d_winograd4_f32", &winograd::conv3x3<float, 4>, py::arg("x"), py::arg("w"), py::arg("ph"),
        py::arg("pw"), py::arg("item_kib") = 512, py::arg("shift") = py::none(), py::arg("act") = 0,
        "stride-1 3 x 3 conv2d by Winograd's F(4 x 4, 3 x 3) (float32); shift and act: an "
        "epilogue per output channel (conv_epilogue.h)");
  m.def("conv2d_winograd4_f64", &winograd::conv3x3<double, 4>, py::arg("x"), py::arg("w"), py::arg("ph"),
        py::arg("pw"), py::arg("item_kib") = 512, py::arg("shift") = py::none(), py::arg("act") = 0,
        "stride-1 3 x 3 conv2d by Winograd's F(4 x 4, 3 x 3) (float64); shift and act: an "
        "epilogue per output channel (conv_epilogue.h)");
}
