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

// Tiles [g0, g1) (tile g: chunk g / tiles, tile g % tiles) for one row I of the transformed tiles:
// channel c's plane rows from row0 on at `planes` + chunk * image + c * plane, Q x Q patches R
// apart in rows of `cols` (Q = R + 2: the input's patches, B^T; Q = R: dY's, A) to
// out[j][c][(g - g0) * 16 + lane], rows ldc apart, j < R + 2.
struct Tiles {
  Index g0, g1, tiles, tw, row0, channels, image, plane, cols, ldc;
};

template <typename T, int R, int Q, int I>
PW_INLINE void tile_rows(const double (&M)[R + 2][Q], const T* planes, const Tiles& a, T* out) {
  constexpr int A = R + 2;
  const Index lg = (a.g1 - a.g0) * kLanes;
  for (Index c = 0; c < a.channels; ++c)
    for (Index g = a.g0; g < a.g1; ++g) {
      const Index t = g % a.tiles, ty = t / a.tw, tx = t % a.tw;
      const T* patch = planes + g / a.tiles * a.image + c * a.plane + ((ty * R - a.row0) * a.cols + tx * R) * kLanes;
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

// dW[m][c] = G^T Z[.][m][c] G, Z the parts' sums (`parts` blocks of [e][mpad][kpad]) added in part
// order (the same bits at any thread count), in double, each output channel's input channels side
// by side (vectorised; one at a time took a tenth of a 64-channel layer).
template <typename T, int R>
void filter_from_sums(const Plan& p, const std::vector<T>& z, Index parts, Index mpad, Index kpad, T* dw) {
  constexpr int A = R + 2;
  const auto& G = Transforms<R>::G;
  const Index block = A * A * mpad * kpad;
  paddle::parallel_for(p.m, [&](Index m0, Index m1, int) {  // output channels across the pool's threads
    std::vector<double> half(size_t(3 * A * p.c)), out(size_t(p.c));  // half[k][j][c] = (G^T Z)[k][j]
    std::vector<T> zrow(size_t(p.c));
    for (Index m = m0; m < m1; ++m) {
      std::fill(half.begin(), half.end(), 0.0);
      for (int i = 0; i < A; ++i)
        for (int j = 0; j < A; ++j) {
          const T* row = z.data() + ((i * A + j) * mpad + m) * kpad;
          std::copy(row, row + p.c, zrow.begin());
          for (Index part = 1; part < parts; ++part)
            for (Index c = 0; c < p.c; ++c) zrow[size_t(c)] += row[part * block + c];
          for (int k = 0; k < 3; ++k) {
            if (G[i][k] == 0) continue;
            double* h = half.data() + (k * A + j) * p.c;
            for (Index c = 0; c < p.c; ++c) h[c] += G[i][k] * double(zrow[size_t(c)]);
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
  }, double(p.c * A * A * (8 + parts)));
}

// Where a call's transformed tiles come from and how its A x A sums are taken.
template <typename T, int R>
struct SumJob {
  static constexpr Index A = R + 2;
  const Plan& p;
  const direct::Kernels<T>& kern;
  const std::vector<RowsFn<T>>& rows;
  Index mpad, kpad, dwid, per;  // the sums' padded sizes; dY's plane width; tiles transformed at a time

  // Rows [i0, i1) of the A x A sums over the tiles [first, last) added to sum ([e][mpad][kpad]): the
  // input's planes at xp, dY's at dp (chunks ximage / dimage apart, channels xplane / dplane apart,
  // holding the plane rows from row0 on), `per` tiles at a time.
  void add(Index i0, Index i1, Index first, Index last, const T* xp, Index ximage, Index xplane, const T* dp,
           Index dimage, Index dplane, Index row0, T* sum) const {
    T* const work = scratch<T>(2, A * (p.c + mpad) * per * kLanes);
    std::vector<Index> off(size_t(kpad), 0);  // channel c's row of patches; padded channels read row 0
    for (Index g0 = first; g0 < last; g0 += per) {
      const Index g1 = std::min(g0 + per, last), lg = (g1 - g0) * kLanes;
      T* v = work;
      T* yt = v + A * p.c * lg;
      const Tiles xa{g0, g1, p.tiles(), p.tw, row0, p.c, ximage, xplane, p.wp, p.c};
      const Tiles da{g0, g1, p.tiles(), p.tw, row0, p.m, dimage, dplane, dwid, mpad};
      for (Index c = 0; c < p.c; ++c) off[size_t(c)] = c * lg;
      for (Index i = i0; i < i1; ++i) {
        // rows() writes dY's rows m < M; the padding rows m >= M are summed, then dropped: zeros
        // there (not the scratch's leftovers) keep those sums free of NaNs and denormals
        if (mpad > p.m)
          for (Index j = 0; j < A; ++j) std::memset(yt + (j * mpad + p.m) * lg, 0, sizeof(T) * size_t((mpad - p.m) * lg));
        rows[size_t(i)](xp, xa, v, dp, da, yt);
        for (Index j = 0; j < A; ++j)
          kern.dots(yt + j * mpad * lg, lg, 0, v + j * p.c * lg, 0, 1, off.data(), mpad, kpad, lg,
                    sum + (i * A + j) * mpad * kpad);
      }
    }
  }
};

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
    const Source<T> xs{xsrc, sx, p.n, p.h, p.w, p.ph, p.pw, p.wp}, ds{dsrc, sd, p.n, p.oh, p.ow, 0, 0, dwid};
    // a part's tiles go `per` at a time, so that one row's transformed tiles stay within item_kib
    const Index per = std::max<Index>(1, item_kib * 1024 / (A * (p.c + mpad) * kLanes * Index(sizeof(T))));
    const SumJob<T, R> job{p, kern, rows, mpad, kpad, dwid, per};
    const Index block = A * A * mpad * kpad, work_per_tile = kLanes * A * A * (p.c * p.m + 4 * (p.c + p.m));
    std::vector<T> sums;
    Index parts = 0;
    // The batch's tiles are summed in parts of at least part_tiles, each part into a block of its
    // own; the parts depend on the sizes only, so the blocks, added in part order, give the same
    // bits at any thread count. Parts of 16 tiles (256 lanes a sum) beat 8 (more horizontal sums).
    if (p.tiles() >= part_tiles) {
      // Images of a part or more: parts of whole tile rows of one chunk, each an item that lays out
      // its band of the input's and dY's chunk planes (the rows its tiles read) and runs the A rows
      // of the sums while the band is in L2. All the planes laid out first outgrew L2, and each row
      // read them back from L3 (ResNet-20's 16-channel layer at batch 64: 1.17x the time).
      const Index rows_per_part = std::min(p.th, std::max<Index>(1, part_tiles / p.tw));
      const Index parts_per_chunk = (p.th + rows_per_part - 1) / rows_per_part;
      const Index xplane = (rows_per_part * R + 2) * p.wp * kLanes, dplane = rows_per_part * R * dwid * kLanes;
      parts = p.chunks() * parts_per_chunk;
      sums.assign(size_t(parts * block), T(0));
      paddle::parallel_for(parts, [&](Index begin, Index end, int) {
        T* const xband = scratch<T>(0, p.c * xplane);
        T* const dband = scratch<T>(1, p.m * dplane);
        const RowToLanes<T> to_lanes = xs.rows();
        for (Index part = begin; part < end; ++part) {
          const Index k = part / parts_per_chunk, ty0 = part % parts_per_chunk * rows_per_part;
          const Index ty1 = std::min(ty0 + rows_per_part, p.th), r0 = ty0 * R;
          for (Index c = 0; c < p.c; ++c) xs.fill_rows(k, c, r0, ty1 * R + 2, to_lanes, xband + c * xplane);
          for (Index m = 0; m < p.m; ++m) ds.fill_rows(k, m, r0, ty1 * R, to_lanes, dband + m * dplane);
          job.add(0, A, ty0 * p.tw, ty1 * p.tw, xband, 0, xplane, dband, 0, dplane, r0, sums.data() + part * block);
        }
      }, double(rows_per_part * p.tw * work_per_tile));
    } else {
      // Small images (ResNet-20's 8 x 8: 4 tiles): all chunk planes laid out first, parts across
      // chunks, and each part's row i of the sums an item (parts of one chunk's 4 tiles took 1.26x
      // the time: short sums), so that the rows spread over the threads where there is one part.
      const Index image = p.c * p.hp * p.wp * kLanes, dimage = p.m * p.th * R * dwid * kLanes;
      T* xp = scratch<T>(0, p.chunks() * image);
      T* dp = scratch<T>(1, p.chunks() * dimage);
      chunk_planes(xs, p.c, p.hp, xp);
      chunk_planes(ds, p.m, p.th * R, dp);
      const Index total = p.chunks() * p.tiles();
      parts = std::max<Index>(1, total / std::max<Index>(1, part_tiles));
      sums.assign(size_t(parts * block), T(0));
      paddle::parallel_for(parts * A, [&](Index begin, Index end, int) {
        for (Index item = begin; item < end; ++item) {
          const Index part = item / A, i = item % A;
          job.add(i, i + 1, part * total / parts, (part + 1) * total / parts, xp, image, p.hp * p.wp * kLanes, dp,
                  dimage, p.th * R * dwid * kLanes, 0, sums.data() + part * block);
        }
      }, double(total / parts * work_per_tile / A));
    }
    filter_from_sums<T, R>(p, sums, parts, mpad, kpad, dst);
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
