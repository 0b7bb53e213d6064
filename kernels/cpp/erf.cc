// erf on the CPU: float32 by a vectorised polynomial, float64 by libm's erf (exact to double).
//
// numpy has no erf; a loop calling libm's erff runs one element at a time, which is most of a
// ViT's time (GELU is x/2 (1 + erf(x / sqrt 2))). The float32 loop is branch-free so it
// vectorises: both halves below are computed and one is selected.
//   |x| < 1:  erf(x) = x P(x^2), P of degree 6;
//   |x| >= 1: erf(x) = 1 - e^(-x^2) Q(1/x), Q of degree 10 (erfc(x) e^(x^2) is smooth in 1/x),
//             x clamped to 4, past which erf is 1 in float32.
// The polynomials live in fast_math.h (erf_fast; GELU's twice_normal_cdf shares them). The coefficients
// are a weighted least-squares fit (relative error) at Chebyshev nodes, made
// for this file; against math.erf over [0, 5] and magnitudes down to 1e-30 the result is
// within 2.5 ulp (tests/onnx_backend/test_speed_kernels.py checks it against torch.erf).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "fast_math.h"
#include "op_decl.h"

namespace py = pybind11;

namespace {

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-trapping-math")
#endif

using namespace paddle_math;

PADDLE_CLONES void erf_loop(const float* __restrict x, float* __restrict y, py::ssize_t n) {
  for (py::ssize_t i = 0; i < n; ++i) y[i] = erf_fast(x[i]);
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

void erf_loop(const double* x, double* y, py::ssize_t n) {
  for (py::ssize_t i = 0; i < n; ++i) y[i] = std::erf(x[i]);
}

template <typename T>
py::array erf_of(const py::array& x) {
  const auto c = py::array_t<T, py::array::c_style | py::array::forcecast>::ensure(x);
  if (!c) throw std::invalid_argument("erf: X could not be read as an array");
  py::array_t<T> out(std::vector<py::ssize_t>(x.shape(), x.shape() + x.ndim()));
  const T* a = c.data();
  T* o = out.mutable_data();
  const py::ssize_t n = out.size();
  {
    py::gil_scoped_release release;
    erf_loop(a, o, n);
  }
  return out;
}

py::array erf_kernel(const py::array& x) {
  const auto dt = x.dtype();
  if (dt.kind() == 'f' && dt.itemsize() == 4) return erf_of<float>(x);
  if (dt.kind() == 'f' && dt.itemsize() == 8) return erf_of<double>(x);
  throw std::invalid_argument("erf: X should be float32 or float64, got " + std::string(py::str(dt)));
}

}  // namespace

PADDLE_DEFINE_KERNELS(erf) {
  m.def("erf", &erf_kernel, py::arg("x"), "erf(X) (float32, float64)");
}
