// Strided 1 x 1 convolutions without padding, one group (ResNet's stride-2 shortcuts; kernels/_pointwise.py):
// the forward and both gradients on the pool's threads, one image (or, for the filter gradient, a
// fixed group of images) per work item.
//
// An image's kept pixels (every s-th row and column) are gathered into planes of P lanes (the
// output's pixels, zero up to a whole vector), and then
//   forward:        out[m][p] = sum_c W[m][c] kept[c][p]        (the direct convolution's corr)
//   input gradient: dx[c][s y][s x] = sum_m W[m][c] dOut[m][p]  (corr again; zeros between)
//   filter grad.:   dW[m][c] = sum_images sum_p dOut[m][p] kept[c][p]  (its dots)
// numpy's per-image products ran on the calling thread only, and the strided views cost a copy
// each; here the gathers stay in L1 next to their products. The filter gradient sums groups of
// kImages images into blocks of their own, added in group order: the same bits at any thread count.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "conv_common.h"
#include "conv_direct_kernels.h"
#include "op_decl.h"
#include "thread_pool.h"

namespace paddle_conv {
namespace pointwise {

constexpr Index kImages = 4;  // images a filter-gradient block sums

template <typename T>
T* scratch(int slot, Index n) {  // the calling thread's buffers, kept between calls (no fresh pages)
  thread_local std::vector<T> bufs[2];
  constexpr size_t align = 64;
  std::vector<T>& b = bufs[slot];
  if (b.size() < size_t(n) + align / sizeof(T)) b.resize(size_t(n) + align / sizeof(T));
  const uintptr_t at = reinterpret_cast<uintptr_t>(b.data());
  return reinterpret_cast<T*>((at + align - 1) / align * align);
}

// The sizes of one call: x [N, C, H, W] (element strides xs), w [M, C, 1, 1], strides sh, sw.
struct Plan {
  Index n, c, h, w, m, sh, sw, oh, ow, lanes;  // lanes: the planes' length (oh * ow rounded up to a vector)
  Index pixels() const { return oh * ow; }
};

template <typename T>
void strides_of(const py::array& a, Index* s, const char* who) {
  for (int k = 0; k < 4; ++k) {
    if (a.strides(k) % Index(sizeof(T)) != 0) throw std::invalid_argument(std::string(who) + ": not aligned");
    s[k] = a.strides(k) / Index(sizeof(T));
  }
}

template <typename T>
Plan plan_of(const py::array& x, const py::array& w, Index sh, Index sw, Index vbytes, const char* who) {
  require_dtype<T>(x, who, "x");
  require_dtype<T>(w, who, "w");
  if (x.ndim() != 4 || w.ndim() != 4 || w.shape(1) != x.shape(1) || w.shape(2) != 1 || w.shape(3) != 1)
    throw std::invalid_argument(std::string(who) + ": x should be [N, C, H, W] and w [M, C, 1, 1]");
  if (sh < 1 || sw < 1) throw std::invalid_argument(std::string(who) + ": strides of at least 1");
  Plan p{x.shape(0), x.shape(1), x.shape(2), x.shape(3), w.shape(0), sh, sw, 0, 0, 0};
  p.oh = (p.h - 1) / sh + 1, p.ow = (p.w - 1) / sw + 1;
  const Index vl = vbytes / Index(sizeof(T));
  p.lanes = (p.pixels() + vl - 1) / vl * vl;
  checked_size({p.n, std::max(p.c, p.m), p.lanes}, who);
  return p;
}

// Rows [0, rows) of image b of a [N, rows, H, W] array `src` (element strides s), every sh-th row and
// sw-th column, to planes of p.lanes values (zero past the kept pixels) at `to`.
template <typename T>
void gather(const T* src, const Index* s, Index b, Index rows, Index sh, Index sw, const Plan& p, T* to) {
  const bool flat = sh == 1 && sw == 1 && s[3] == 1 && s[2] == p.ow;  // a whole plane in one copy (dOut)
  for (Index r = 0; r < rows; ++r) {
    T* dst = to + r * p.lanes;
    const T* plane = src + b * s[0] + r * s[1];
    if (flat) std::memcpy(dst, plane, sizeof(T) * size_t(p.pixels()));
    for (Index y = 0; y < p.oh && !flat; ++y) {
      const T* in = plane + y * sh * s[2];
      T* o = dst + y * p.ow;
      if (sw == 1 && s[3] == 1) {
        std::memcpy(o, in, sizeof(T) * size_t(p.ow));
      } else {
        for (Index x = 0; x < p.ow; ++x) o[x] = in[x * sw * s[3]];
      }
    }
    std::fill(dst + p.pixels(), dst + p.lanes, T(0));
  }
}

// out [N, M, oh, ow] = w [M, C] @ each image's kept pixels.
template <typename T>
py::array_t<T> forward(const py::array& x, py::array_t<T, py::array::c_style | py::array::forcecast> w, Index sh,
                       Index sw) {
  const char* who = "conv2d_pointwise";
  const direct::Kernels<T> kern = direct::kernels<T>();
  const Plan p = plan_of<T>(x, w, sh, sw, kern.isa.vbytes, who);
  Index s[4];
  strides_of<T>(x, s, who);
  py::array_t<T> out({p.n, p.m, p.oh, p.ow});
  const T* src = static_cast<const T*>(x.data());
  const T* wsrc = w.data();
  T* dst = out.mutable_data();
  {
    py::gil_scoped_release release;
    std::vector<T> wt(size_t(p.c * p.m));  // [C][M]: corr's taps by output channel
    for (Index m = 0; m < p.m; ++m)
      for (Index c = 0; c < p.c; ++c) wt[size_t(c * p.m + m)] = wsrc[m * p.c + c];
    std::vector<Index> off(size_t(p.c));
    for (Index c = 0; c < p.c; ++c) off[size_t(c)] = c * p.lanes;
    paddle::parallel_for(p.n, [&](Index b0, Index b1, int) {
      T* const kept = scratch<T>(0, p.c * p.lanes);
      T* const prod = scratch<T>(1, p.m * p.lanes);
      for (Index b = b0; b < b1; ++b) {
        gather(src, s, b, p.c, sh, sw, p, kept);
        const bool whole = p.lanes == p.pixels();  // write straight into the output
        T* o = dst + b * p.m * p.pixels();
        kern.corr(kept, off.data(), p.c, wt.data(), p.m, whole ? o : prod, whole ? p.pixels() : p.lanes, p.lanes);
        if (!whole)
          for (Index m = 0; m < p.m; ++m) std::memcpy(o + m * p.pixels(), prod + m * p.lanes, sizeof(T) * size_t(p.pixels()));
      }
    }, double(p.lanes * (p.c * p.m + p.c + p.m)));
  }
  return out;
}

// (dx or None, dw or None) of out = forward(x, w, sh, sw), given dOut [N, M, oh, ow].
template <typename T>
py::tuple backward(const py::array& x, py::array_t<T, py::array::c_style | py::array::forcecast> w,
                   const py::array& dout, Index sh, Index sw, bool need_dx, bool need_dw) {
  const char* who = "conv2d_pointwise_grad";
  const direct::Kernels<T> kern = direct::kernels<T>();
  const Plan p = plan_of<T>(x, w, sh, sw, kern.isa.vbytes, who);
  require_dtype<T>(dout, who, "dout");
  if (dout.ndim() != 4 || dout.shape(0) != p.n || dout.shape(1) != p.m || dout.shape(2) != p.oh ||
      dout.shape(3) != p.ow)
    throw std::invalid_argument(std::string(who) + ": dout should have shape [" + std::to_string(p.n) + ", " +
                                std::to_string(p.m) + ", " + std::to_string(p.oh) + ", " + std::to_string(p.ow) + "]");
  Index sx[4], sd[4];
  strides_of<T>(x, sx, who);
  strides_of<T>(dout, sd, who);
  const Index mpad = (p.m + kern.isa.mb - 1) / kern.isa.mb * kern.isa.mb;
  const Index kpad = (p.c + kern.isa.kb - 1) / kern.isa.kb * kern.isa.kb;
  const Index groups = (p.n + kImages - 1) / kImages, block = mpad * kpad;
  py::object dx = py::none(), dw = py::none();
  T* dxp = nullptr;
  T* dwp = nullptr;
  if (need_dx) {
    py::array_t<T> a({p.n, p.c, p.h, p.w});
    dxp = a.mutable_data();
    dx = a;
  }
  if (need_dw) {
    py::array_t<T> a({p.m, p.c, Index(1), Index(1)});
    dwp = a.mutable_data();
    dw = a;
  }
  const T* xsrc = static_cast<const T*>(x.data());
  const T* dsrc = static_cast<const T*>(dout.data());
  const T* wsrc = w.data();
  {
    py::gil_scoped_release release;
    std::vector<T> sums(size_t(need_dw ? groups * block : 0), T(0));
    std::vector<Index> doff(size_t(std::max(p.m, kpad)), 0), xoff(size_t(kpad), 0);
    for (Index m = 0; m < p.m; ++m) doff[size_t(m)] = m * p.lanes;
    for (Index c = 0; c < p.c; ++c) xoff[size_t(c)] = c * p.lanes;  // padded channels read row 0
    const Index image_d = mpad * p.lanes, image_x = p.c * p.lanes;
    paddle::parallel_for(groups, [&](Index g0, Index g1, int) {
      T* const dbuf = scratch<T>(0, kImages * image_d);  // the group's dOut planes, rows m >= M zero
      T* const kept = scratch<T>(1, std::max(kImages * image_x, p.c * p.lanes));
      for (Index g = g0; g < g1; ++g) {
        const Index b0 = g * kImages, nb = std::min(kImages, p.n - b0);
        for (Index i = 0; i < nb; ++i) {
          T* d = dbuf + i * image_d;
          gather(dsrc, sd, b0 + i, p.m, 1, 1, p, d);
          std::fill(d + p.m * p.lanes, d + image_d, T(0));
        }
        if (need_dw) {
          for (Index i = 0; i < nb; ++i) gather(xsrc, sx, b0 + i, p.c, sh, sw, p, kept + i * image_x);
          kern.dots(dbuf, p.lanes, image_d, kept, image_x, nb, xoff.data(), mpad, kpad, p.lanes,
                    sums.data() + g * block);
        }
        if (need_dx)
          for (Index i = 0; i < nb; ++i) {  // dx's kept pixels by corr, into kept's first planes, then spread
            kern.corr(dbuf + i * image_d, doff.data(), p.m, wsrc, p.c, kept, p.lanes, p.lanes);
            T* o = dxp + (b0 + i) * p.c * p.h * p.w;
            for (Index c = 0; c < p.c; ++c)
              for (Index y = 0; y < p.h; ++y) {  // each row written once: zeros between the kept pixels
                T* row = o + (c * p.h + y) * p.w;
                std::memset(row, 0, sizeof(T) * size_t(p.w));
                if (y % sh != 0) continue;
                const T* from = kept + c * p.lanes + y / sh * p.ow;
                for (Index xx = 0; xx < p.ow; ++xx) row[xx * sw] = from[xx];
              }
          }
      }
    }, double(kImages * p.lanes * (p.c * p.m * (int(need_dx) + int(need_dw)) + p.c + p.m)));
    if (need_dw)
      for (Index m = 0; m < p.m; ++m)
        for (Index c = 0; c < p.c; ++c) {
          T acc = T(0);
          for (Index g = 0; g < groups; ++g) acc += sums[size_t(g * block + m * kpad + c)];  // in group order
          dwp[m * p.c + c] = acc;
        }
  }
  return py::make_tuple(dx, dw);
}

}  // namespace pointwise
}  // namespace paddle_conv

using namespace paddle_conv;  // NOLINT: the definitions below name pointwise::

PADDLE_DEFINE_KERNELS(conv_pointwise) {
  m.def("conv2d_pointwise_f32", &pointwise::forward<float>, py::arg("x"), py::arg("w"), py::arg("sh"), py::arg("sw"),
        "a 1 x 1 conv2d without padding, strides sh, sw (float32)");
  m.def("conv2d_pointwise_f64", &pointwise::forward<double>, py::arg("x"), py::arg("w"), py::arg("sh"),
        py::arg("sw"), "a 1 x 1 conv2d without padding, strides sh, sw (float64)");
  m.def("conv2d_pointwise_grad_f32", &pointwise::backward<float>, py::arg("x"), py::arg("w"), py::arg("dout"),
        py::arg("sh"), py::arg("sw"), py::arg("need_dx"), py::arg("need_dw"),
        "(dx or None, dw or None) of a 1 x 1 conv2d without padding (float32)");
  m.def("conv2d_pointwise_grad_f64", &pointwise::backward<double>, py::arg("x"), py::arg("w"), py::arg("dout"),
        py::arg("sh"), py::arg("sw"), py::arg("need_dx"), py::arg("need_dw"),
        "(dx or None, dw or None) of a 1 x 1 conv2d without padding (float64)");
}
