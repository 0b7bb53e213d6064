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
#include "conv_common.h"
#include "thread_pool.h"

namespace {
using namespace paddle_conv;  // NOLINT: Index, checked_size, require_dtype

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
}
