// softmax_with_cross_entropy: the fused, numerically stable forward and backward kernels
// (the op is declared in kernels/loss.py; these are its "cpu" kernels).
//
// Per row: m = max(x), s = sum(exp(x - m)) accumulated in double, Softmax = exp(x - m) / s,
// Loss = log(s) - (x[label] - m): never exp of a large value, and no cancellation of two large
// numbers (lse - x[label] would lose everything below 1e-3 at logits of 1e4 in float32).
// Rows are read in place when contiguous (a strided row is copied first); the loops are written
// so that the compiler vectorises them. Preconditions are checked and refused by throwing
// (IndexError for a label out of range, ValueError for shapes), never undefined behaviour.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "op_decl.h"

namespace {
namespace py = pybind11;

template <typename T>
using In = py::array_t<T, py::array::forcecast>;  // any strides (see row_of)
using Labels = py::array_t<std::int64_t, py::array::forcecast>;

// The labels as one int64 per row, each in [0, classes) or equal to ignore_index.
std::vector<std::int64_t> checked_labels(const py::array& given, py::ssize_t rows, py::ssize_t classes,
                                         std::int64_t ignore_index) {
  const char kind = given.dtype().kind();
  if (kind != 'i' && kind != 'u')  // a float label would be truncated to some class silently
    throw py::type_error("softmax_with_cross_entropy: Label must hold integers, got dtype " +
                         std::string(py::str(given.dtype())));
  const auto label = Labels::ensure(given);  // as int64 (a uint64 beyond int64 turns negative: refused)
  if (label.ndim() != 2 || label.shape(0) != rows || label.shape(1) != 1)
    throw std::invalid_argument("softmax_with_cross_entropy: Label must be [N, 1] for Logits of " +
                                std::to_string(rows) + " rows");
  auto l = label.unchecked<2>();
  std::vector<std::int64_t> out(static_cast<std::size_t>(rows));
  for (py::ssize_t i = 0; i < rows; ++i) {
    const std::int64_t v = l(i, 0);
    if (v != ignore_index && (v < 0 || v >= classes))
      throw py::index_error("softmax_with_cross_entropy: Label should hold class indexes in [0, " +
                            std::to_string(classes) + "), got " + std::to_string(v));
    out[static_cast<std::size_t>(i)] = v;
  }
  return out;
}

// The loops below select on float comparisons (the max, exp's clamp); GCC vectorises such selects
// only if comparisons may not trap (the default -ftrapping-math forbids it). Nothing here reads the
// floating-point exception flags.
#if defined(__GNUC__) && !defined(__clang__)
#define PADDLE_VECTOR_SELECTS __attribute__((optimize("no-trapping-math")))
#else
#define PADDLE_VECTOR_SELECTS
#endif

constexpr int kLanes = 8;  // independent partial sums/maxima: the compiler vectorises them, and
                           // (unlike one running sum) they need no reassociation flag

// e^x for float, branch-free so that a loop of it vectorises (std::exp is a library call per
// element): Cephes' expf, x = n ln2 + r with |r| <= ln2/2, a degree-7 polynomial in r, times 2^n.
// About 1 ulp from expf (tests/runtime/test_losses.py); 0 below -87.3 (where expf is subnormal),
// the largest float above 88.3 (unused: every argument here is x - max(x) <= 0); NaN stays NaN.
PADDLE_VECTOR_SELECTS inline float exp_of(float x) {
  float clamped = x > -87.3f ? x : -87.3f;  // so that 2^n stays a normal float (no std::min:
  clamped = clamped < 88.3f ? clamped : 88.3f;  // it would not be inlined into this function)
  const float n = (clamped * 1.44269504088896341f + 12582912.0f) - 12582912.0f;  // round to nearest
  float r = clamped - n * 0.693359375f;
  r = r - n * -2.12194440e-4f;
  float y = ((((1.9875691500e-4f * r + 1.3981999507e-3f) * r + 8.3334519073e-3f) * r + 4.1665795894e-2f) * r +
             1.6666665459e-1f) * r + 5.0000001201e-1f;
  y = y * r * r + r + 1.0f;
  std::int32_t bits = (static_cast<std::int32_t>(n) + 127) << 23;
  float scale;
  std::memcpy(&scale, &bits, sizeof scale);
  y *= scale;
  y = x < -87.3f ? 0.0f : y;
  return x != x ? x : y;
}

PADDLE_VECTOR_SELECTS inline double exp_of(double x) { return std::exp(x); }

template <typename T>
PADDLE_VECTOR_SELECTS T row_max(const T* x, py::ssize_t c) {
  T lane[kLanes];
  for (int k = 0; k < kLanes; ++k) lane[k] = x[0];
  py::ssize_t j = 0;
  for (; j + kLanes <= c; j += kLanes)
    for (int k = 0; k < kLanes; ++k) lane[k] = x[j + k] > lane[k] ? x[j + k] : lane[k];
  T m = x[0];
  for (int k = 0; k < kLanes; ++k) m = lane[k] > m ? lane[k] : m;
  for (; j < c; ++j) m = x[j] > m ? x[j] : m;
  return m;
}

// p = exp(x - m) and their sum, in double
template <typename T>
PADDLE_VECTOR_SELECTS double exp_shifted(const T* x, T m, T* p, py::ssize_t c) {
  for (py::ssize_t j = 0; j < c; ++j) p[j] = exp_of(static_cast<T>(x[j] - m));
  double lane[kLanes] = {};
  py::ssize_t j = 0;
  for (; j + kLanes <= c; j += kLanes)
    for (int k = 0; k < kLanes; ++k) lane[k] += p[j + k];
  double s = 0;
  for (int k = 0; k < kLanes; ++k) s += lane[k];
  for (; j < c; ++j) s += p[j];
  return s;
}

template <typename T>
double row_dot(const T* a, const T* b, py::ssize_t c) {
  double lane[kLanes] = {};
  py::ssize_t j = 0;
  for (; j + kLanes <= c; j += kLanes)
    for (int k = 0; k < kLanes; ++k) lane[k] += static_cast<double>(a[j + k]) * b[j + k];
  double s = 0;
  for (int k = 0; k < kLanes; ++k) s += lane[k];
  for (; j < c; ++j) s += static_cast<double>(a[j]) * b[j];
  return s;
}

// Row i of a 2-D array as contiguous memory: itself when its elements are adjacent, else a copy
// into `buffer` (a column-strided or Fortran-ordered input).
template <typename T>
const T* row_of(const py::array_t<T, py::array::forcecast>& a, py::ssize_t i, std::vector<T>& buffer) {
  const auto* base = reinterpret_cast<const char*>(a.data()) + i * a.strides(0);
  if (a.strides(1) == static_cast<py::ssize_t>(sizeof(T))) return reinterpret_cast<const T*>(base);
  buffer.resize(static_cast<std::size_t>(a.shape(1)));
  for (py::ssize_t j = 0; j < a.shape(1); ++j) std::memcpy(&buffer[j], base + j * a.strides(1), sizeof(T));
  return buffer.data();
}

template <typename T>
std::tuple<py::array_t<T>, py::array_t<T>> forward(In<T> logits, const py::array& label, std::int64_t ignore_index) {
  if (logits.ndim() != 2) throw std::invalid_argument("softmax_with_cross_entropy: Logits must be [N, C]");
  const py::ssize_t n = logits.shape(0), c = logits.shape(1);
  if (c == 0 && n > 0) throw std::invalid_argument("softmax_with_cross_entropy: Logits has no classes");
  const auto labels = checked_labels(label, n, c, ignore_index);
  py::array_t<T> softmax({n, c});
  py::array_t<T> loss({n, static_cast<py::ssize_t>(1)});
  T* p = softmax.mutable_data();
  T* l = loss.mutable_data();
  {
    py::gil_scoped_release release;
    std::vector<T> buffer;
    for (py::ssize_t i = 0; i < n; ++i) {
      const T* x = row_of(logits, i, buffer);
      T* pi = p + i * c;
      const T m = row_max(x, c);
      const double s = exp_shifted(x, m, pi, c);
      const T inv = static_cast<T>(1.0 / s);
      for (py::ssize_t j = 0; j < c; ++j) pi[j] *= inv;
      const std::int64_t k = labels[static_cast<std::size_t>(i)];
      l[i] = k == ignore_index ? T(0) : static_cast<T>(std::log(s) - static_cast<double>(x[k] - m));
    }
  }
  return {softmax, loss};
}

// dLogits = (Softmax - onehot(Label)) * dLoss + Softmax * (dSoftmax - sum_j dSoftmax * Softmax).
template <typename T>
py::array_t<T> backward(In<T> softmax, const py::array& label, In<T> dsoftmax, In<T> dloss, std::int64_t ignore_index) {
  if (softmax.ndim() != 2) throw std::invalid_argument("softmax_with_cross_entropy_grad: Softmax must be [N, C]");
  const py::ssize_t n = softmax.shape(0), c = softmax.shape(1);
  if (dsoftmax.ndim() != 2 || dsoftmax.shape(0) != n || dsoftmax.shape(1) != c)
    throw std::invalid_argument("softmax_with_cross_entropy_grad: Softmax@GRAD must be shaped like Softmax");
  if (dloss.ndim() != 2 || dloss.shape(0) != n || dloss.shape(1) != 1)
    throw std::invalid_argument("softmax_with_cross_entropy_grad: Loss@GRAD must be [N, 1]");
  const auto labels = checked_labels(label, n, c, ignore_index);
  py::array_t<T> dlogits({n, c});
  auto dl = dloss.template unchecked<2>();
  T* dx = dlogits.mutable_data();
  {
    py::gil_scoped_release release;
    std::vector<T> pbuf, dpbuf;
    for (py::ssize_t i = 0; i < n; ++i) {
      const T* p = row_of(softmax, i, pbuf);
      const T* dp = row_of(dsoftmax, i, dpbuf);
      T* dxi = dx + i * c;
      const std::int64_t k = labels[static_cast<std::size_t>(i)];
      const T g = k == ignore_index ? T(0) : dl(i, 0);
      const T shift = static_cast<T>(g - static_cast<T>(row_dot(dp, p, c)));
      for (py::ssize_t j = 0; j < c; ++j) dxi[j] = p[j] * (dp[j] + shift);
      if (k != ignore_index) dxi[k] -= g;
    }
  }
  return dlogits;
}

}  // namespace

PADDLE_DEFINE_KERNELS(softmax_ce) {
  m.def("softmax_ce_f32", &forward<float>, py::arg("logits"), py::arg("label"), py::arg("ignore_index"));
  m.def("softmax_ce_f64", &forward<double>, py::arg("logits"), py::arg("label"), py::arg("ignore_index"));
  m.def("softmax_ce_grad_f32", &backward<float>, py::arg("softmax"), py::arg("label"), py::arg("dsoftmax"),
        py::arg("dloss"), py::arg("ignore_index"));
  m.def("softmax_ce_grad_f64", &backward<double>, py::arg("softmax"), py::arg("label"), py::arg("dsoftmax"),
        py::arg("dloss"), py::arg("ignore_index"));
}
