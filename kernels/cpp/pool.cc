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
#include <type_traits>
#include <vector>

#include "op_decl.h"
#include "thread_pool.h"

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

// The windows along one axis of `out` outputs over `n` pixels.
std::vector<Span> spans(Index out, Index k, Index s, Index p, Index n, bool exclusive) {
  std::vector<Span> all(static_cast<size_t>(out));
  for (Index o = 0; o < out; ++o) {
    const Index start = o * s - p;
    const Index end = std::min(start + k, n + p);
    const Index lo = std::max<Index>(start, 0), hi = std::min(end, n);
    all[size_t(o)] = {lo, hi, exclusive ? hi - lo : end - start};
  }
  return all;
}

template <typename T>
void require_dtype(const py::array& a, const char* who, const char* what) {
  if (!paddle::same_dtype(a.dtype(), py::dtype::of<T>()))
    throw std::invalid_argument(std::string(who) + ": " + what + " has dtype " +
                                std::string(py::str(a.dtype())) + ", expected " +
                                std::string(py::str(py::dtype::of<T>())));
}

Index elem_stride(const py::array& a, int axis, Index size, const char* who) {
  if (a.strides(axis) % size != 0) throw std::invalid_argument(std::string(who) + ": x is not aligned to its dtype");
  return a.strides(axis) / size;
}

// The index of a window tap, as wide as T: a select between taps then vectorises with T's compare.
template <typename T>
using Tap = std::conditional_t<sizeof(T) == 4, int32_t, int64_t>;

// The output columns xo whose pixel xo * s + off lies inside [0, n): [x0, x1).
void valid_range(Index off, Index s, Index n, Index out, Index* x0, Index* x1) {
  Index lo = off >= 0 ? 0 : (-off + s - 1) / s;
  Index hi = n - off <= 0 ? 0 : (n - off + s - 1) / s;
  lo = std::min(lo, out);
  *x0 = lo;
  *x1 = std::max(std::min(hi, out), lo);
}

// One output row of one image plane, visited window tap by window tap (i, j), each tap a run over
// the output columns (vectorisable): `visit(xo, flat pixel index, value)` in each window's
// row-major order (reversed with `Reverse`: then the last visit of a pixel is the first in order); with
// `ByTap`, visit(xo, tap, v) names the tap i * kw + j (narrow: the max backward selects it by T).
template <typename T, typename Visit, bool Reverse = false, bool ByTap = false>
void for_row(const T* plane, Index y, Index h, Index w, Index s2, Index s3, const Pool& g, Visit visit) {
  for (Index ii = 0; ii < g.kh; ++ii) {
    const Index i = Reverse ? g.kh - 1 - ii : ii;
    const Index iy = y * g.sh - g.ph + i;
    if (iy < 0 || iy >= h) continue;
    const T* line = plane + iy * s2;
    for (Index jj = 0; jj < g.kw; ++jj) {
      const Index j = Reverse ? g.kw - 1 - jj : jj;
      const Index off = j - g.pw;
      Index x0, x1;
      valid_range(off, g.sw, w, g.ow, &x0, &x1);
      for (Index xo = x0; xo < x1; ++xo) {
        const Index ix = xo * g.sw + off;
        if constexpr (ByTap) {
          visit(xo, Tap<T>(i * g.kw + j), line[ix * s3]);
        } else {
          visit(xo, iy * w + ix, line[ix * s3]);
        }
      }
    }
  }
}


// Max pooling over 2 x 2 windows 2 apart that all lie inside the image (LeNet's, VGG's): each
// output reads its four pixels directly, and the gradient writes all four (the first largest gets
// dOut, the others 0), so no tap loop, no scatter and no clearing pass over covered pixels.
template <typename T>
bool is_max2x2(const Pool& g, Index h, Index w) {
  return g.is_max && g.kh == 2 && g.kw == 2 && g.sh == 2 && g.sw == 2 && g.ph == 0 && g.pw == 0 &&
         2 * g.oh <= h && 2 * g.ow <= w;
}

template <typename T>
inline T max_nan(T a, T b) { return (b > a || b != b) ? b : a; }  // NaN wins, the first one stays

template <typename T>
void max2x2_forward(const T* src, const Index* s, Index p0, Index p1, Index c, const Pool& g, T* dst) {
  for (Index p = p0; p < p1; ++p) {
      const Index b = p / c, ch = p % c;
      const T* plane = src + b * s[0] + ch * s[1];
      T* o = dst + (b * c + ch) * g.oh * g.ow;
      for (Index y = 0; y < g.oh; ++y) {
        const T* r0 = plane + 2 * y * s[2];
        const T* r1 = r0 + s[2];
        T* oy = o + y * g.ow;
        const Index s3 = s[3];
        for (Index x = 0; x < g.ow; ++x) {
          T m = r0[2 * x * s3];
          m = max_nan(m, r0[(2 * x + 1) * s3]);
          m = max_nan(m, r1[2 * x * s3]);
          oy[x] = max_nan(m, r1[(2 * x + 1) * s3]);
        }
      }
    }
}

template <typename T>
void max2x2_backward(const T* src, const Index* s, const T* gout, Index p0, Index p1, Index c, Index h, Index w,
                     const Pool& g, T* dst) {
  for (Index p = p0; p < p1; ++p) {
      const Index b = p / c, ch = p % c;
      const T* plane = src + b * s[0] + ch * s[1];
      const T* go = gout + (b * c + ch) * g.oh * g.ow;
      T* d = dst + (b * c + ch) * h * w;
      const Index s3 = s[3];
      for (Index y = 0; y < g.oh; ++y) {
        const T* r0 = plane + 2 * y * s[2];
        const T* r1 = r0 + s[2];
        T* d0 = d + 2 * y * w;
        T* d1 = d0 + w;
        const T* gy = go + y * g.ow;
        for (Index x = 0; x < g.ow; ++x) {
          const T a = r0[2 * x * s3], bb = r0[(2 * x + 1) * s3], cc = r1[2 * x * s3], dd = r1[(2 * x + 1) * s3];
          const T m = max_nan(max_nan(max_nan(a, bb), cc), dd);
          // the first tap holding the largest (or the first NaN): a, then b, c, d
          const bool mnan = m != m;  // bitwise logic: no branch on the data
          const bool ha = (a == m) | ((a != a) & mnan);
          const bool hb = !ha & ((bb == m) | ((bb != bb) & mnan));
          const bool hc = !(ha | hb) & ((cc == m) | ((cc != cc) & mnan));
          const bool hd = !(ha | hb | hc);
          const T gv = gy[x];
          d0[2 * x] = ha ? gv : T(0);
          d0[2 * x + 1] = hb ? gv : T(0);
          d1[2 * x] = hc ? gv : T(0);
          d1[2 * x + 1] = hd ? gv : T(0);
        }
        for (Index x = 2 * g.ow; x < w; ++x) d0[x] = d1[x] = T(0);  // columns no window covers
      }
      std::memset(d + 2 * g.oh * w, 0, sizeof(T) * size_t((h - 2 * g.oh) * w));  // rows no window covers
    }
}

// One window covering each whole image (global pooling): each plane reduced in one pass. An
// average sums a contiguous plane in 8 interleaved partial sums (a chain of dependent adds would
// wait on each add's latency), then adds those up; a maximum visits the pixels in the taps' order.
inline bool is_global(const Pool& g, Index h, Index w) {
  return g.oh == 1 && g.ow == 1 && g.ph == 0 && g.pw == 0 && g.kh == h && g.kw == w && h * w > 0;
}

template <typename T>
T plane_sum(const T* plane, const Index* s, Index h, Index w) {
  if (s[3] == 1 && s[2] == w) {  // contiguous
    constexpr int kLanes = 8;
    T part[kLanes] = {};
    const Index size = h * w, whole = size / kLanes * kLanes;
    for (Index i = 0; i < whole; i += kLanes)
      for (int l = 0; l < kLanes; ++l) part[l] += plane[i + l];
    T total = T(0);
    for (int l = 0; l < kLanes; ++l) total += part[l];
    for (Index i = whole; i < size; ++i) total += plane[i];
    return total;
  }
  T total = T(0);
  for (Index y = 0; y < h; ++y)
    for (Index x = 0; x < w; ++x) total += plane[y * s[2] + x * s[3]];
  return total;
}

template <typename T>
void global_forward(const T* src, const Index* s, Index p0, Index p1, Index c, Index h, Index w, bool is_max,
                    T* dst) {
  for (Index p = p0; p < p1; ++p) {
    const T* plane = src + (p / c) * s[0] + (p % c) * s[1];
    if (!is_max) {
      dst[p] = plane_sum(plane, s, h, w) / T(h * w);
      continue;
    }
    T acc = -std::numeric_limits<T>::infinity();
    for (Index y = 0; y < h; ++y)
      for (Index x = 0; x < w; ++x) {
        const T v = plane[y * s[2] + x * s[3]];
        acc = (v > acc || v != v) ? v : acc;  // NaN wins, and stays
      }
    dst[p] = acc;
  }
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
  if (is_global(g, h, w)) {
    const Index st[4] = {s0, s1, s2, s3};
    py::gil_scoped_release release;
    paddle::parallel_for(
        n * c, [&](Index p0, Index p1, int) { global_forward(src, st, p0, p1, c, h, w, is_max, dst); },
        double(h * w));
    return out;
  }
  if (is_max2x2<T>(g, h, w)) {
    const Index st[4] = {s0, s1, s2, s3};
    py::gil_scoped_release release;
    paddle::parallel_for(n * c, [&](Index p0, Index p1, int) { max2x2_forward(src, st, p0, p1, c, g, dst); },
                         double(h * w));
    return out;
  }
  {
    py::gil_scoped_release release;
    const std::vector<Span> rows = spans(oh, kh, sh, ph, h, exclusive), cols = spans(ow, kw, sw, pw, w, exclusive);
    const T start = is_max ? -std::numeric_limits<T>::infinity() : T(0);  // a window of no pixel stays so
    paddle::parallel_for(n * c, [&](Index p0, Index p1, int) {
      for (Index p = p0; p < p1; ++p) {
        const Index b = p / c, ch = p % c;
        const T* plane = src + b * s0 + ch * s1;
        T* o = dst + (b * c + ch) * oh * ow;
        for (Index y = 0; y < oh; ++y) {
          T* acc = o + y * ow;
          std::fill(acc, acc + ow, start);
          if (is_max) {
            for_row(plane, y, h, w, s2, s3, g, [acc](Index xo, Index, T v) {
              acc[xo] = (v > acc[xo] || v != v) ? v : acc[xo];  // NaN wins, and stays
            });
          } else {
            for_row(plane, y, h, w, s2, s3, g, [acc](Index xo, Index, T v) { acc[xo] += v; });
            const Index rs = rows[size_t(y)].size;
            for (Index xo = 0; xo < ow; ++xo) {
              const Index count = rs * cols[size_t(xo)].size;
              acc[xo] = count > 0 ? acc[xo] / T(count) : T(0);
            }
          }
        }
      }
    }, double(oh * ow * kh * kw + 8));
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
  if (is_global(g, h, w) && !is_max) {  // each pixel gets its image's gradient over the image's size
    py::gil_scoped_release release;
    paddle::parallel_for(
        n * c,
        [&](Index p0, Index p1, int) {
          for (Index p = p0; p < p1; ++p) std::fill(dst + p * h * w, dst + (p + 1) * h * w, gout[p] / T(h * w));
        },
        double(h * w));
    return dx;
  }
  if (is_max2x2<T>(g, h, w)) {
    const Index st[4] = {s0, s1, s2, s3};
    py::gil_scoped_release release;
    paddle::parallel_for(
        n * c, [&](Index p0, Index p1, int) { max2x2_backward(src, st, gout, p0, p1, c, h, w, g, dst); },
        double(2 * h * w));
    return dx;
  }
  {
    py::gil_scoped_release release;
    const std::vector<Span> rows = spans(oh, kh, sh, ph, h, exclusive), cols = spans(ow, kw, sw, pw, w, exclusive);
    std::vector<Index> tap_i(static_cast<size_t>(kh * kw)), tap_j(static_cast<size_t>(kh * kw));
    for (Index t = 0; t < kh * kw; ++t) tap_i[size_t(t)] = t / kw, tap_j[size_t(t)] = t % kw;
    paddle::parallel_for(n * c, [&](Index p0, Index p1, int) {
    std::memset(dst + p0 * h * w, 0, sizeof(T) * size_t((p1 - p0) * h * w));
    std::vector<T> top(static_cast<size_t>(ow)), share(static_cast<size_t>(ow));
    std::vector<Tap<T>> at(static_cast<size_t>(ow));
    T* tp = top.data();
    T* sp = share.data();
    Tap<T>* ap = at.data();
    auto match = [tp, ap](Index xo, Tap<T> tap, T v) {
      const T t = tp[xo];
      const Tap<T> hit = Tap<T>((v == t) | ((v != v) & (t != t)));
      ap[xo] += (tap - ap[xo]) * hit;
    };
    for (Index p = p0; p < p1; ++p) {
      {
        const Index b = p / c, ch = p % c;
        const T* plane = src + b * s0 + ch * s1;
        T* d = dst + (b * c + ch) * h * w;
        const T* go = gout + (b * c + ch) * oh * ow;
        for (Index y = 0; y < oh; ++y) {
          const T* gy = go + y * ow;
          if (is_max) {  // all of it to the first largest pixel (the first NaN, if any)
            // the largest value of each window (as the forward), then, visiting the taps backwards,
            // the last tap holding it is the first in order; no branch on the data, so both vectorise
            std::fill(tp, tp + ow, -std::numeric_limits<T>::infinity());
            for_row(plane, y, h, w, s2, s3, g, [tp](Index xo, Index, T v) {
              tp[xo] = (v > tp[xo] || v != v) ? v : tp[xo];
            });
            std::fill(ap, ap + ow, Tap<T>(-1));
            for_row<T, decltype(match), true, true>(plane, y, h, w, s2, s3, g, match);
            const Span& r = rows[size_t(y)];
            for (Index xo = 0; xo < ow; ++xo) {
              const Span& cs = cols[size_t(xo)];
              if (r.lo >= r.hi || cs.lo >= cs.hi) continue;
              const Tap<T> tap = ap[xo];
              d[tap >= 0 ? (y * sh - ph + tap_i[size_t(tap)]) * w + xo * sw - pw + tap_j[size_t(tap)]
                         : r.lo * w + cs.lo] += gy[xo];
            }
          } else {
            const Index rs = rows[size_t(y)].size;
            for (Index xo = 0; xo < ow; ++xo) {
              const Index count = rs * cols[size_t(xo)].size;
              sp[xo] = count > 0 ? gy[xo] / T(count) : T(0);
            }
            for_row(plane, y, h, w, s2, s3, g, [sp, d](Index xo, Index flat, T) { d[flat] += sp[xo]; });
          }
        }
      }
    }
    }, double(2 * oh * ow * kh * kw + h * w));
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
