// The filter gradient of a stride-1 3 x 3 conv2d by Winograd's F(R x R, 3 x 3) (kernels/conv.py).
//
// The forward is Y = A^T [(G g G^T) . (B^T d B)] A per tile (conv_winograd.cc), linear in g, so
//   dL/dg_mc = G^T [ sum_tiles (A dY_m A^T) . (B^T d_c B) ] G:
// the (R + 2)^2 sums over every tile of the batch are matrix products with the long side (tiles x
// 16 images) reduced, which run on the direct convolution's dot-product kernel (dots). Each 16-image
// chunk sums into its own block; the blocks are added in chunk order: the same bits at any thread
// count.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "conv_winograd.h"
#include "op_decl.h"

namespace paddle_conv {
namespace winograd {

// Row I of a sandwich: out[j] = sum_{r, u} M[I][r] in[r][u] M[j][u] (M: [P][Q] constants).
template <typename T, int P, int Q, int I>
PW_INLINE void sandwich_row(const double (&M)[P][Q], const Lane<T> (&in)[Q][Q], Lane<T> (&out)[P]) {
  Lane<T> half[Q];
#pragma GCC unroll 8
  for (int u = 0; u < Q; ++u) {
    half[u] = Lane<T>{};
#pragma GCC unroll 8
    for (int r = 0; r < Q; ++r) axpy<T>(half[u], M[I][r], in[r][u]);
  }
  if constexpr (P == 6 && Q == 6) {  // F(4 x 4)'s B^T and A by their shared sums
    bt6<T>(half, out);
  } else if constexpr (P == 6 && Q == 4) {
    a4<T>(half, out);
  } else {
#pragma GCC unroll 8
    for (int j = 0; j < P; ++j) {
      out[j] = Lane<T>{};
#pragma GCC unroll 8
      for (int u = 0; u < Q; ++u) axpy<T>(out[j], M[j][u], half[u]);
    }
  }
}

// Tiles [g0, g1) of the batch (tile g: chunk g / tiles, tile g % tiles) for one row I of the
// transformed tiles: channel c's planes `planes` + chunk * image + c * plane, Q x Q patches R
// apart in rows of `cols` (Q = R + 2: the input's patches, B^T; Q = R: dY's, A) to
// out[j][c][(g - g0) * 16 + lane], rows ldc apart, j < R + 2.
struct Tiles {
  Index g0, g1, tiles, tw, channels, image, plane, cols, ldc;
};

template <typename T, int R, int Q, int I>
PW_INLINE void tile_rows(const double (&M)[R + 2][Q], const T* planes, const Tiles& a, T* out) {
  constexpr int A = R + 2;
  const Index lg = (a.g1 - a.g0) * kLanes;
  for (Index c = 0; c < a.channels; ++c)
    for (Index g = a.g0; g < a.g1; ++g) {
      const Index t = g % a.tiles, ty = t / a.tw, tx = t % a.tw;
      const T* patch = planes + g / a.tiles * a.image + c * a.plane + (ty * R * a.cols + tx * R) * kLanes;
      Lane<T> d[Q][Q], row[A];
#pragma GCC unroll 8
      for (int r = 0; r < Q; ++r)
#pragma GCC unroll 8
        for (int u = 0; u < Q; ++u) std::memcpy(&d[r][u], patch + (r * a.cols + u) * kLanes, sizeof(Lane<T>));
      sandwich_row<T, A, Q, I>(M, d, row);
      T* to = out + c * lg + (g - a.g0) * kLanes;
#pragma GCC unroll 8
      for (int j = 0; j < A; ++j) std::memcpy(to + j * a.ldc * lg, &row[j], sizeof(Lane<T>));
    }
}

// Row I of the input's transform (B^T d B) and of dY's (A dY A^T).
template <typename T, int R, int I>
PW_INLINE void both_rows(const T* xp, const Tiles& xa, T* v, const T* dp, const Tiles& da, T* yt) {
  tile_rows<T, R, R + 2, I>(Transforms<R>::BT, xp, xa, v);
  tile_rows<T, R, R, I>(Transforms<R>::A, dp, da, yt);
}

template <typename T>
using RowsFn = void (*)(const T*, const Tiles&, T*, const T*, const Tiles&, T*);

#if defined(__x86_64__) && defined(__GNUC__)
template <typename T, int R, int I>
__attribute__((target("avx512f,avx2,fma"))) void rows_v4(const T* xp, const Tiles& xa, T* v, const T* dp,
                                                         const Tiles& da, T* yt) {
  both_rows<T, R, I>(xp, xa, v, dp, da, yt);
}
template <typename T, int R, int I>
__attribute__((target("avx2,fma"))) void rows_v3(const T* xp, const Tiles& xa, T* v, const T* dp, const Tiles& da,
                                                 T* yt) {
  both_rows<T, R, I>(xp, xa, v, dp, da, yt);
}
#endif
template <typename T, int R, int I>
void rows_base(const T* xp, const Tiles& xa, T* v, const T* dp, const Tiles& da, T* yt) {
  both_rows<T, R, I>(xp, xa, v, dp, da, yt);
}

// Row I's transforms compiled for this CPU's widest vectors.
template <typename T, int R, int I>
RowsFn<T> rows_here() {
#ifdef PD_MULTIVERSION
  if (direct::level() == 2) return &rows_v4<T, R, I>;
  if (direct::level() == 1) return &rows_v3<T, R, I>;
#endif
  return &rows_base<T, R, I>;
}

template <typename T, int R, int... I>
std::vector<RowsFn<T>> all_rows(std::integer_sequence<int, I...>) {
  return {rows_here<T, R, I>()...};
}

// dW[m][c] = G^T Z[.][m][c] G (Z: [e][mpad][kpad] sums), in double, each output channel's
// input channels side by side (vectorised; one at a time took a tenth of a 64-channel layer).
template <typename T, int R>
void filter_from_sums(const Plan& p, const std::vector<T>& z, Index mpad, Index kpad, T* dw) {
  constexpr int A = R + 2;
  const auto& G = Transforms<R>::G;
  paddle::parallel_for(p.m, [&](Index m0, Index m1, int) {  // output channels across the pool's threads
    std::vector<double> half(size_t(3 * A * p.c)), out(size_t(p.c));  // half[k][j][c] = (G^T Z)[k][j]
    for (Index m = m0; m < m1; ++m) {
      std::fill(half.begin(), half.end(), 0.0);
      for (int k = 0; k < 3; ++k)
        for (int i = 0; i < A; ++i) {
          if (G[i][k] == 0) continue;
          for (int j = 0; j < A; ++j) {
            const T* row = z.data() + ((i * A + j) * mpad + m) * kpad;
            double* h = half.data() + (k * A + j) * p.c;
            for (Index c = 0; c < p.c; ++c) h[c] += G[i][k] * double(row[c]);
          }
        }
      for (int k = 0; k < 3; ++k)
        for (int l = 0; l < 3; ++l) {
          std::fill(out.begin(), out.end(), 0.0);
          for (int j = 0; j < A; ++j) {
            if (G[j][l] == 0) continue;
            const double* h = half.data() + (k * A + j) * p.c;
            for (Index c = 0; c < p.c; ++c) out[size_t(c)] += h[c] * G[j][l];
          }
          for (Index c = 0; c < p.c; ++c) dw[((m * p.c + c) * 3 + k) * 3 + l] = T(out[size_t(c)]);
        }
    }
  }, double(p.c * A * A * 8));
}

template <typename T, int R>
py::array_t<T> filter_grad(const py::array& x, const py::array& dout, Index ph, Index pw, Index item_kib,
                           Index part_tiles) {
  const char* who = "conv2d_winograd_filter_grad";
  require_dtype<T>(x, who, "x");
  require_dtype<T>(dout, who, "dout");
  if (dout.ndim() != 4) throw std::invalid_argument(std::string(who) + ": dout should be [N, M, OH, OW]");
  const Plan p = plan_of(x, dout.shape(1), ph, pw, R, who);
  if (dout.shape(0) != p.n || dout.shape(2) != p.oh || dout.shape(3) != p.ow)
    throw std::invalid_argument(std::string(who) + ": dout should have shape [" + std::to_string(p.n) + ", M, " +
                                std::to_string(p.oh) + ", " + std::to_string(p.ow) + "]");
  Index sx[4], sd[4];
  elem_strides<T>(x, sx, who);
  elem_strides<T>(dout, sd, who);
  py::array_t<T> dw({p.m, p.c, Index(3), Index(3)});
  const T* xsrc = static_cast<const T*>(x.data());
  const T* dsrc = static_cast<const T*>(dout.data());
  T* dst = dw.mutable_data();
  {
    py::gil_scoped_release release;
    constexpr Index A = R + 2;
    const direct::Kernels<T> kern = direct::kernels<T>();
    const std::vector<RowsFn<T>> rows = all_rows<T, R>(std::make_integer_sequence<int, R + 2>());
    const Index mpad = (p.m + kern.isa.mb - 1) / kern.isa.mb * kern.isa.mb;
    const Index kpad = (p.c + kern.isa.kb - 1) / kern.isa.kb * kern.isa.kb;
    const Index dh = p.th * R, dwid = p.tw * R;  // dY's chunk planes: whole tiles, zero past the output
    const Index image = p.c * p.hp * p.wp * kLanes, dimage = p.m * dh * dwid * kLanes;
    T* xp = scratch<T>(0, p.chunks() * image);
    T* dp = scratch<T>(1, p.chunks() * dimage);
    chunk_planes(Source<T>{xsrc, sx, p.n, p.h, p.w, p.ph, p.pw, p.wp}, p.c, p.hp, xp);
    chunk_planes(Source<T>{dsrc, sd, p.n, p.oh, p.ow, 0, 0, dwid}, p.m, dh, dp);
    // The batch's tiles in parts of at least part_tiles, each part's row i of the A x A sums an item
    // of its own; a part's tiles go `per` at a time, so that one row's transformed tiles stay within
    // item_kib. The A items of a part read its planes A times: parts of 16 tiles (256 lanes a sum)
    // keep them in L2 between the items, where parts of 32 outgrew it on ResNet-20's 16- and
    // 32-channel layers (0.8x and 0.9x the time; parts of 8 or fewer: more horizontal sums).
    const Index total = p.chunks() * p.tiles(), parts = std::max<Index>(1, total / std::max<Index>(1, part_tiles));
    const Index per = std::max<Index>(1, item_kib * 1024 / (A * (p.c + mpad) * kLanes * Index(sizeof(T))));
    const Index block = A * A * mpad * kpad;
    std::vector<T> sums(size_t(parts * block), T(0));
    paddle::parallel_for(parts * A, [&](Index begin, Index end, int) {
      T* const work = scratch<T>(2, A * (p.c + mpad) * per * kLanes);
      std::vector<Index> off(size_t(kpad), 0);  // channel c's row of patches; padded channels read row 0
      for (Index item = begin; item < end; ++item) {
        const Index part = item / A, i = item % A;
        const Index first = part * total / parts, last = (part + 1) * total / parts;
        for (Index g0 = first; g0 < last; g0 += per) {
          const Index g1 = std::min(g0 + per, last), lg = (g1 - g0) * kLanes;
          T* v = work;
          T* yt = v + A * p.c * lg;
          std::memset(yt, 0, sizeof(T) * size_t(A * mpad * lg));  // rows m >= M are summed, then dropped
          const Tiles xa{g0, g1, p.tiles(), p.tw, p.c, image, p.hp * p.wp * kLanes, p.wp, p.c};
          const Tiles da{g0, g1, p.tiles(), p.tw, p.m, dimage, dh * dwid * kLanes, dwid, mpad};
          rows[size_t(i)](xp, xa, v, dp, da, yt);
          for (Index c = 0; c < p.c; ++c) off[size_t(c)] = c * lg;
          for (Index j = 0; j < A; ++j)
            kern.dots(yt + j * mpad * lg, lg, 0, v + j * p.c * lg, 0, 1, off.data(), mpad, kpad, lg,
                      sums.data() + part * block + (i * A + j) * mpad * kpad);
        }
      }
    }, double(total / parts * kLanes * A * (p.c * p.m + 4 * (p.c + p.m))));
    for (Index k = 1; k < parts; ++k)  // in part order: the same bits at any thread count
      for (Index e = 0; e < block; ++e) sums[size_t(e)] += sums[size_t(k * block + e)];
    filter_from_sums<T, R>(p, sums, mpad, kpad, dst);
  }
  return dw;
}

}  // namespace winograd
}  // namespace paddle_conv

using namespace paddle_conv;  // NOLINT: the definitions below name winograd::

PADDLE_DEFINE_KERNELS(conv_winograd_filter) {
  m.def("conv2d_winograd4_filter_grad_f32", &winograd::filter_grad<float, 4>, py::arg("x"), py::arg("dout"),
        py::arg("ph"), py::arg("pw"), py::arg("item_kib") = 512, py::arg("part_tiles") = 16,
        "the filter gradient of a stride-1 3 x 3 conv2d by Winograd's F(4 x 4, 3 x 3) (float32)");
  m.def("conv2d_winograd4_filter_grad_f64", &winograd::filter_grad<double, 4>, py::arg("x"), py::arg("dout"),
        py::arg("ph"), py::arg("pw"), py::arg("item_kib") = 512, py::arg("part_tiles") = 16,
        "the filter gradient of a stride-1 3 x 3 conv2d by Winograd's F(4 x 4, 3 x 3) (float64)");
}
