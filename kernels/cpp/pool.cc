// pool2d forward and backward (kernels/pool.py): max or average over 2-D windows of [N, C, H, W].
//
// The window of output (y, x) covers rows y * sh - ph .. + kh and columns x * sw - pw .. + kw,
// clipped to the padded image [-ph, H + ph) x [-pw, W + pw). Max: the largest real pixel (NaN wins,
// as in torch); its gradient goes to the first largest. Average: the sum of the real pixels over
// their count (`exclusive`) or over the clipped window's size (the padding counted, as torch's
// count_include_pad).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <string>

#include "op_decl.h"

namespace {
namespace py = pybind11;
using Index = py::ssize_t;

struct Pool {
  Index kh, kw, sh, sw, ph, pw, oh, ow;
  bool is_max, exclusive;

  void check(const char* who) const {
    if (kh < 1 || kw < 1) throw std::invalid_argument(std::string(who) + ": ksize should be positive");
    if (sh < 1 || sw < 1) throw std::invalid_argument(std::string(who) + ": strides should be positive");
    if (ph < 0 || pw < 0) throw std::invalid_argument(std::string(who) + ": paddings should be at least 0");
    if (oh < 0 || ow < 0) throw std::invalid_argument(std::string(who) + ": output sizes should be at least 0");
  }
};

// One axis of a window: [lo, hi) of real pixels, and the divisor of an average.
struct Span {
  Index lo, hi, size;
};

Span span(Index o, Index k, Index s, Index p, Index n, bool exclusive) {
  const Index start = o * s - p;
  const Index end = std::min(start + k, n + p);
  const Index lo = std::max<Index>(start, 0), hi = std::min(end, n);
  return {lo, hi, exclusive ? hi - lo : end - start};
}

template <typename T>
void require_dtype(const py::array& a, const char* who, const char* what) {
  if (!a.dtype().is(py::dtype::of<T>()))
    throw std::invalid_argument(std::string(who) + ": " + what + " has dtype " +
                                std::string(py::str(a.dtype())) + ", expected " +
                                std::string(py::str(py::dtype::of<T>())));
}

Index elem_stride(const py::array& a, int axis, Index size, const char* who) {
  if (a.strides(axis) % size != 0) throw std::invalid_argument(std::string(who) + ": x is not aligned to its dtype");
  return a.strides(axis) / size;
}

// The flat offset (in x's strides) of the first largest pixel of a window, or -1 if it is empty.
template <typename T>
Index argmax(const T* plane, const Span& r, const Span& c, Index s2, Index s3) {
  Index best = -1;
  T top = T(0);
  for (Index y = r.lo; y < r.hi; ++y) {
    for (Index x = c.lo; x < c.hi; ++x) {
      const T v = plane[y * s2 + x * s3];
      if (best < 0 || v > top || std::isnan(v)) {
        best = y * s2 + x * s3;
        top = v;
        if (std::isnan(v)) return best;
      }
    }
  }
  return best;
}

template <typename T>
py::array_t<T> pool_forward(const py::array& x, Index kh, Index kw, Index sh, Index sw, Index ph, Index pw,
                            Index oh, Index ow, bool is_max, bool exclusive) {
  const char* who = "pool2d";
  require_dtype<T>(x, who, "x");
  if (x.ndim() != 4) throw std::invalid_argument("pool2d: x should have rank 4 [N, C, H, W]");
  const Pool g{kh, kw, sh, sw, ph, pw, oh, ow, is_max, exclusive};
  g.check(who);
  const Index n = x.shape(0), c = x.shape(1), h = x.shape(2), w = x.shape(3);
  const Index sz = sizeof(T);
  const Index s0 = elem_stride(x, 0, sz, who), s1 = elem_stride(x, 1, sz, who);
  const Index s2 = elem_stride(x, 2, sz, who), s3 = elem_stride(x, 3, sz, who);
  py::array_t<T> out({n, c, oh, ow});
  const T* src = static_cast<const T*>(x.data());
  T* dst = out.mutable_data();
  {
    py::gil_scoped_release release;
    for (Index b = 0; b < n; ++b) {
      for (Index ch = 0; ch < c; ++ch) {
        const T* plane = src + b * s0 + ch * s1;
        T* o = dst + (b * c + ch) * oh * ow;
        for (Index y = 0; y < oh; ++y) {
          const Span r = span(y, kh, sh, ph, h, exclusive);
          for (Index xo = 0; xo < ow; ++xo) {
            const Span cs = span(xo, kw, sw, pw, w, exclusive);
            if (is_max) {
              const Index at = argmax(plane, r, cs, s2, s3);
              o[y * ow + xo] = at < 0 ? -std::numeric_limits<T>::infinity() : plane[at];
            } else {
              T sum = T(0);
              for (Index yy = r.lo; yy < r.hi; ++yy)
                for (Index xx = cs.lo; xx < cs.hi; ++xx) sum += plane[yy * s2 + xx * s3];
              const Index count = r.size * cs.size;
              o[y * ow + xo] = count > 0 ? sum / T(count) : T(0);
            }
          }
        }
      }
    }
  }
  return out;
}

template <typename T>
py::array_t<T> pool_backward(const py::array& x, py::array_t<T, py::array::c_style | py::array::forcecast> dout,
                             Index kh, Index kw, Index sh, Index sw, Index ph, Index pw, Index oh, Index ow,
                             bool is_max, bool exclusive) {
  const char* who = "pool2d_grad";
  require_dtype<T>(x, who, "x");
  if (x.ndim() != 4) throw std::invalid_argument("pool2d_grad: x should have rank 4 [N, C, H, W]");
  const Pool g{kh, kw, sh, sw, ph, pw, oh, ow, is_max, exclusive};
  g.check(who);
  const Index n = x.shape(0), c = x.shape(1), h = x.shape(2), w = x.shape(3);
  if (dout.ndim() != 4 || dout.shape(0) != n || dout.shape(1) != c || dout.shape(2) != oh || dout.shape(3) != ow)
    throw std::invalid_argument("pool2d_grad: dout should have shape [" + std::to_string(n) + ", " +
                                std::to_string(c) + ", " + std::to_string(oh) + ", " + std::to_string(ow) + "]");
  const Index sz = sizeof(T);
  const Index s0 = elem_stride(x, 0, sz, who), s1 = elem_stride(x, 1, sz, who);
  const Index s2 = elem_stride(x, 2, sz, who), s3 = elem_stride(x, 3, sz, who);
  py::array_t<T> dx({n, c, h, w});
  const T* src = static_cast<const T*>(x.data());
  const T* gout = dout.data();
  T* dst = dx.mutable_data();
  {
    py::gil_scoped_release release;
    std::memset(dst, 0, sizeof(T) * size_t(n * c * h * w));
    for (Index b = 0; b < n; ++b) {
      for (Index ch = 0; ch < c; ++ch) {
        const T* plane = src + b * s0 + ch * s1;
        T* d = dst + (b * c + ch) * h * w;
        const T* go = gout + (b * c + ch) * oh * ow;
        for (Index y = 0; y < oh; ++y) {
          const Span r = span(y, kh, sh, ph, h, exclusive);
          for (Index xo = 0; xo < ow; ++xo) {
            const Span cs = span(xo, kw, sw, pw, w, exclusive);
            const T gv = go[y * ow + xo];
            if (is_max) {
              // the window's argmax in x's strides, then as a position in the contiguous dx
              Index best_y = -1, best_x = -1;
              T top = T(0);
              for (Index yy = r.lo; yy < r.hi && !(best_y >= 0 && std::isnan(top)); ++yy) {
                for (Index xx = cs.lo; xx < cs.hi; ++xx) {
                  const T v = plane[yy * s2 + xx * s3];
                  if (best_y < 0 || v > top || std::isnan(v)) {
                    best_y = yy, best_x = xx, top = v;
                    if (std::isnan(v)) break;
                  }
                }
              }
              if (best_y >= 0) d[best_y * w + best_x] += gv;
            } else {
              const Index count = r.size * cs.size;
              if (count <= 0) continue;
              const T share = gv / T(count);
              for (Index yy = r.lo; yy < r.hi; ++yy)
                for (Index xx = cs.lo; xx < cs.hi; ++xx) d[yy * w + xx] += share;
            }
          }
        }
      }
    }
  }
  return dx;
}

}  // namespace

PADDLE_DEFINE_KERNELS(pool) {
  m.def("pool2d_f32", &pool_forward<float>, py::arg("x"), py::arg("kh"), py::arg("kw"), py::arg("sh"),
        py::arg("sw"), py::arg("ph"), py::arg("pw"), py::arg("oh"), py::arg("ow"), py::arg("is_max"),
        py::arg("exclusive"));
  m.def("pool2d_f64", &pool_forward<double>, py::arg("x"), py::arg("kh"), py::arg("kw"), py::arg("sh"),
        py::arg("sw"), py::arg("ph"), py::arg("pw"), py::arg("oh"), py::arg("ow"), py::arg("is_max"),
        py::arg("exclusive"));
  m.def("pool2d_grad_f32", &pool_backward<float>, py::arg("x"), py::arg("dout"), py::arg("kh"), py::arg("kw"),
        py::arg("sh"), py::arg("sw"), py::arg("ph"), py::arg("pw"), py::arg("oh"), py::arg("ow"),
        py::arg("is_max"), py::arg("exclusive"));
  m.def("pool2d_grad_f64", &pool_backward<double>, py::arg("x"), py::arg("dout"), py::arg("kh"), py::arg("kw"),
        py::arg("sh"), py::arg("sw"), py::arg("ph"), py::arg("pw"), py::arg("oh"), py::arg("ow"),
        py::arg("is_max"), py::arg("exclusive"));
}
