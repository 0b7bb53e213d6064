// Row-wise forward kernels on the CPU, float32 and float64: layer_norm and softmax over the last
// axis, one pass over a row's statistics and one to write it.
//
// The numpy kernels (kernels/norm.py, kernels/activation.py) make a float64 copy of X and a
// temporary per step (mean, centred, square, divide, scale, shift: a dozen passes over memory);
// here a row stays in cache. Statistics are summed in double whatever the dtype (as the numpy
// layer_norm computes them); softmax's exponentials use exp_fast (fast_math.h), vectorised.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cmath>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "fast_math.h"
#include "op_decl.h"

namespace py = pybind11;

namespace {

template <typename T>
using Contig = py::array_t<T, py::array::c_style | py::array::forcecast>;

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-trapping-math")
#endif

using namespace paddle_math;

// Reductions in kLanes partial sums (a float sum is not reassociated by the compiler, so one
// accumulator would run one element at a time; independent lanes vectorise).
constexpr py::ssize_t kLanes = 8;

// The sum of f(j) for j < n, in double.
template <typename F>
inline double lane_sum(py::ssize_t n, F f) {
  double acc[kLanes] = {0, 0, 0, 0, 0, 0, 0, 0};
  py::ssize_t j = 0;
  for (; j + kLanes <= n; j += kLanes)
    for (py::ssize_t k = 0; k < kLanes; ++k) acc[k] += f(j + k);
  double sum = 0;
  for (; j < n; ++j) sum += f(j);
  for (py::ssize_t k = 0; k < kLanes; ++k) sum += acc[k];
  return sum;
}

// The largest of x[0..n) (n > 0); NaN-blind, as a NaN gives NaN in the exponentials anyway.
template <typename T>
inline T lane_max(const T* x, py::ssize_t n) {
  T acc[kLanes];
  for (py::ssize_t k = 0; k < kLanes; ++k) acc[k] = x[0];
  py::ssize_t j = 0;
  for (; j + kLanes <= n; j += kLanes)
    for (py::ssize_t k = 0; k < kLanes; ++k) acc[k] = x[j + k] > acc[k] ? x[j + k] : acc[k];
  T top = x[0];
  for (; j < n; ++j) top = x[j] > top ? x[j] : top;
  for (py::ssize_t k = 0; k < kLanes; ++k) top = acc[k] > top ? acc[k] : top;
  return top;
}

// y = (x - mean) / sqrt(var + eps) * scale + bias over each of `rows` rows of `width`.
template <typename T>
PADDLE_CLONES void layer_norm_rows(const T* __restrict x, const T* scale, const T* bias, T* __restrict y,
                                   T* __restrict mean_out, T* __restrict var_out, py::ssize_t rows,
                                   py::ssize_t width, double eps) {
  for (py::ssize_t r = 0; r < rows; ++r) {
    const T* row = x + r * width;
    const double mean = lane_sum(width, [row](py::ssize_t j) { return double(row[j]); }) / double(width);
    const double var = lane_sum(width, [row, mean](py::ssize_t j) {
      const double d = double(row[j]) - mean;
      return d * d;
    }) / double(width);
    const T inv = T(1.0 / std::sqrt(var + eps)), shift = T(mean);
    T* out = y + r * width;
    for (py::ssize_t j = 0; j < width; ++j) out[j] = (row[j] - shift) * inv;
    if (scale)
      for (py::ssize_t j = 0; j < width; ++j) out[j] *= scale[j];
    if (bias)
      for (py::ssize_t j = 0; j < width; ++j) out[j] += bias[j];
    mean_out[r] = T(mean);
    var_out[r] = T(var);
  }
}

// softmax of each row: e^(x - max) / sum, the sum in double.
template <typename T>
PADDLE_CLONES void softmax_rows(const T* __restrict x, T* __restrict y, py::ssize_t rows, py::ssize_t width) {
  for (py::ssize_t r = 0; r < rows; ++r) {
    const T* row = x + r * width;
    T* out = y + r * width;
    const T top = lane_max(row, width);
    for (py::ssize_t j = 0; j < width; ++j) out[j] = exp_fast(row[j] - top);
    const T inv = T(1.0 / lane_sum(width, [out](py::ssize_t j) { return double(out[j]); }));
    for (py::ssize_t j = 0; j < width; ++j) out[j] *= inv;
  }
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

std::vector<py::ssize_t> shape_of(const py::array& a) { return {a.shape(), a.shape() + a.ndim()}; }

template <typename T>
Contig<T> contiguous(const py::array& a, const char* op) {
  auto c = Contig<T>::ensure(a);
  if (!c) throw std::invalid_argument(std::string(op) + ": an input could not be read as an array");
  return c;
}

// Scale or Bias: absent (None), or `width` values of X's dtype.
template <typename T>
py::object optional_row(const py::object& a, py::ssize_t width, const char* slot) {
  if (a.is_none()) return a;
  auto c = contiguous<T>(a, "layer_norm");
  if (c.size() != width)
    throw std::invalid_argument(std::string("layer_norm: ") + slot + " should hold " + std::to_string(width) +
                                " values, got " + std::to_string(c.size()));
  return std::move(c);
}

template <typename T>
const T* data_or_null(const py::object& a) {
  return a.is_none() ? nullptr : a.cast<Contig<T>>().data();
}

template <typename T>
py::tuple layer_norm_of(const py::array& x, const py::object& scale, const py::object& bias, int64_t axis,
                        double eps) {
  if (axis < 1 || axis >= x.ndim())
    throw std::invalid_argument("layer_norm: begin_norm_axis should be in [1, rank of X)");
  py::ssize_t rows = 1, width = 1;
  for (py::ssize_t i = 0; i < x.ndim(); ++i) (i < axis ? rows : width) *= x.shape(i);
  const auto cx = contiguous<T>(x, "layer_norm");
  const py::object s = optional_row<T>(scale, width, "Scale"), b = optional_row<T>(bias, width, "Bias");
  py::array_t<T> y(shape_of(x)), mean(rows), var(rows);
  const T *px = cx.data(), *ps = data_or_null<T>(s), *pb = data_or_null<T>(b);
  T *py_ = y.mutable_data(), *pm = mean.mutable_data(), *pv = var.mutable_data();
  {
    py::gil_scoped_release release;
    layer_norm_rows<T>(px, ps, pb, py_, pm, pv, rows, width, eps);
  }
  return py::make_tuple(y, mean, var);
}

bool is_dtype(const py::array& a, int bytes) { return a.dtype().kind() == 'f' && a.dtype().itemsize() == bytes; }

py::tuple layer_norm(const py::array& x, const py::object& scale, const py::object& bias, int64_t begin_norm_axis,
                     double epsilon) {
  if (is_dtype(x, 4)) return layer_norm_of<float>(x, scale, bias, begin_norm_axis, epsilon);
  if (is_dtype(x, 8)) return layer_norm_of<double>(x, scale, bias, begin_norm_axis, epsilon);
  throw std::invalid_argument("layer_norm: X should be float32 or float64, got " + std::string(py::str(x.dtype())));
}

template <typename T>
py::array softmax_of(const py::array& x) {
  if (x.ndim() < 1 || x.shape(x.ndim() - 1) == 0) throw std::invalid_argument("softmax_last: X has no last axis");
  const py::ssize_t width = x.shape(x.ndim() - 1), rows = x.size() / width;
  const auto cx = contiguous<T>(x, "softmax");
  py::array_t<T> y(shape_of(x));
  const T* px = cx.data();
  T* out = y.mutable_data();
  {
    py::gil_scoped_release release;
    softmax_rows<T>(px, out, rows, width);
  }
  return y;
}

py::array softmax_last(const py::array& x) {
  if (is_dtype(x, 4)) return softmax_of<float>(x);
  if (is_dtype(x, 8)) return softmax_of<double>(x);
  throw std::invalid_argument("softmax: X should be float32 or float64, got " + std::string(py::str(x.dtype())));
}

}  // namespace

PADDLE_DEFINE_KERNELS(rows) {
  m.def("layer_norm", &layer_norm, py::arg("x"), py::arg("scale"), py::arg("bias"), py::kw_only(),
        py::arg("begin_norm_axis"), py::arg("epsilon"),
        "layer_norm's (Y, Mean, Variance) (float32, float64; statistics in double)");
  m.def("softmax_last", &softmax_last, py::arg("x"), "softmax over the last axis (float32, float64)");
}
