// Elementwise activations on the CPU: forward and gradient kernels, float32 and float64.
//
// Each kernel takes any array (strided, or another float dtype is refused) and works on a
// C-contiguous copy where it is not one already; the loops run without the GIL. Arguments
// are named as the op's slots come (tensors positionally) and attributes (keywords), so the
// registry calls these exactly as it calls the array-generic kernels (kernels/activation.py).
//
// exp and tanh are written out (exp_fast, tanh_fast in fast_math.h: Cephes' range reduction and
// polynomials, branch-free) so the compiler vectorises the loops: a loop calling libm's expf runs one
// element at a time, slower than numpy's SIMD loops. The hot loops are compiled for AVX2
// too and picked at load time where the CPU has it (target_clones).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "fast_math.h"
#include "op_decl.h"
#include "thread_pool.h"

namespace py = pybind11;

namespace {

template <typename T>
using Contig = py::array_t<T, py::array::c_style | py::array::forcecast>;

// --- the loops' options, and the math that vectorises in them (fast_math.h) ---------------------
// Without trapping math the compiler may compute both sides of a `?:` on floats (a select),
// which a vectorised loop needs; nothing here reads the floating-point exception flags.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-trapping-math")
#endif

// abs_of, sign_of, exp_fast, tanh_fast: fast_math.h
using namespace paddle_math;

// e^x - 1: a Taylor series where |x| < 1/2 (e^x - 1 would cancel there), else e^x - 1.
template <typename T, int K>
inline T expm1_series(T x) {
  T p = T(1);
  for (int k = K; k >= 2; --k) p = T(1) + x * T(1.0 / k) * p;  // fully unrolled
  return x * p;
}

inline float expm1_fast(float x) {
  return abs_of(x) < 0.5f ? expm1_series<float, 9>(x) : exp_fast(x) - 1.0f;
}

inline double expm1_fast(double x) {
  return abs_of(x) < 0.5 ? expm1_series<double, 16>(x) : exp_fast(x) - 1.0;
}

// log(1 + e) for e in [0, 1] (softplus's): 2 atanh(s), s = e / (2 + e) <= 1/3, by its odd series
// to s^K (below half an ulp); no cancellation, and no libm call to stop vectorisation.
template <typename T, int K>
inline T log1p_unit(T e) {
  const T s = e / (T(2) + e);
  const T s2 = s * s;
  T p = T(1.0 / K);
  for (int k = K - 2; k >= 1; k -= 2) p = p * s2 + T(1.0 / k);  // fully unrolled
  return T(2) * s * p;
}

inline float log1p_unit(float e) { return log1p_unit<float, 15>(e); }
inline double log1p_unit(double e) { return log1p_unit<double, 33>(e); }

// --- the loops (plain pointers: the vectoriser's input) ---------------------------------------
// The ops that also run in place (sigmoid, tanh, relu and their gradients) have a second loop,
// `<name>_loop_over`, writing over its input (y[i] = f(y[i]); dx[i] = g(out[i], dx[i])): one
// pointer where the fresh loop has two, so each stays __restrict (aliased restrict pointers
// would be undefined) and vectorises alike. Their math per element:
template <typename T>
inline T sigmoid_of(T x) { return T(1) / (T(1) + exp_fast(-x)); }
template <typename T>
inline T sigmoid_grad_of(T out, T dout) { return dout * out * (T(1) - out); }
template <typename T>
inline T tanh_grad_of(T out, T dout) { return dout * (T(1) - out * out); }
template <typename T>
inline T relu_of(T x) { return x > T(0) ? x : (x != x ? x : T(0)); }
template <typename T>
inline T relu_grad_of(T out, T dout) { return out > T(0) ? dout : dout * T(0); }

#define PADDLE_UNARY_LOOPS(T, name, f)                                                               \
  PADDLE_CLONES void name##_loop(const T* __restrict x, T* __restrict y, py::ssize_t n) {            \
    for (py::ssize_t i = 0; i < n; ++i) y[i] = f(x[i]);                                               \
  }                                                                                                   \
  PADDLE_CLONES void name##_loop_over(T* __restrict y, py::ssize_t n) {                              \
    for (py::ssize_t i = 0; i < n; ++i) y[i] = f(y[i]);                                               \
  }
#define PADDLE_GRAD_LOOPS(T, name, g)                                                                \
  PADDLE_CLONES void name##_loop(const T* __restrict out, const T* __restrict dout, T* __restrict dx, \
                                 py::ssize_t n) {                                                    \
    for (py::ssize_t i = 0; i < n; ++i) dx[i] = g(out[i], dout[i]);                                   \
  }                                                                                                   \
  PADDLE_CLONES void name##_loop_over(const T* __restrict out, T* __restrict dx, py::ssize_t n) {    \
    for (py::ssize_t i = 0; i < n; ++i) dx[i] = g(out[i], dx[i]);                                     \
  }

#define PADDLE_LOOPS(T)                                                                                   \
  PADDLE_UNARY_LOOPS(T, sigmoid, sigmoid_of<T>)                                                        \
  PADDLE_GRAD_LOOPS(T, sigmoid_grad, sigmoid_grad_of<T>)                                               \
  PADDLE_UNARY_LOOPS(T, tanh, tanh_fast)                                                               \
  PADDLE_GRAD_LOOPS(T, tanh_grad, tanh_grad_of<T>)                                                     \
  PADDLE_UNARY_LOOPS(T, relu, relu_of<T>)                                                              \
  PADDLE_GRAD_LOOPS(T, relu_grad, relu_grad_of<T>)                                                     \
  PADDLE_CLONES void leaky_relu_loop(const T* __restrict x, T* __restrict y, py::ssize_t n, T alpha) {   \
    for (py::ssize_t i = 0; i < n; ++i) y[i] = x[i] > T(0) ? x[i] : x[i] * alpha;                       \
  }                                                                                                     \
  PADDLE_CLONES void leaky_relu_grad_loop(const T* __restrict x, const T* __restrict dout,             \
                                          T* __restrict dx, py::ssize_t n, T alpha) {                   \
    for (py::ssize_t i = 0; i < n; ++i) dx[i] = x[i] > T(0) ? dout[i] : dout[i] * alpha;               \
  }                                                                                                     \
  /* elu (scale 1) and selu */                                                                         \
  PADDLE_CLONES void elu_loop(const T* __restrict x, T* __restrict y, py::ssize_t n, T scale, T alpha) {  \
    for (py::ssize_t i = 0; i < n; ++i) {                                                               \
      const T below = alpha * expm1_fast(x[i] < T(0) ? x[i] : T(0));                                    \
      y[i] = (x[i] > T(0) ? x[i] : below) * scale;                                                      \
    }                                                                                                   \
  }                                                                                                     \
  PADDLE_CLONES void elu_grad_loop(const T* __restrict x, const T* __restrict dout, T* __restrict dx,  \
                                   py::ssize_t n, T scale, T alpha) {                                   \
    for (py::ssize_t i = 0; i < n; ++i) {                                                               \
      const T below = dout[i] * (alpha * exp_fast(x[i] < T(0) ? x[i] : T(0)));                          \
      dx[i] = (x[i] > T(0) ? dout[i] : below) * scale;                                                  \
    }                                                                                                   \
  }                                                                                                     \
  /* gelu's tanh form, in the dtype as numpy computes it: 0.5 x (1 + tanh(k (x + c x^3))) */        \
  PADDLE_CLONES void gelu_tanh_loop(const T* __restrict x, T* __restrict y, py::ssize_t n) {           \
    for (py::ssize_t i = 0; i < n; ++i) {                                                               \
      const T v = x[i];                                                                                 \
      y[i] = T(0.5) * v * (T(1) + tanh_fast(T(0.79788456080286535588) * (v + T(0.044715) * v * v * v))); \
    }                                                                                                   \
  }                                                                                                     \
  PADDLE_CLONES void gelu_tanh_grad_loop(const T* __restrict x, const T* __restrict dout,              \
                                         T* __restrict dx, py::ssize_t n) {                             \
    for (py::ssize_t i = 0; i < n; ++i) {                                                               \
      const T v = x[i];                                                                                 \
      const T t = tanh_fast(T(0.79788456080286535588) * (v + T(0.044715) * v * v * v));                \
      const T near = v < T(-10) ? T(-10) : v > T(10) ? T(10) : v; /* beyond, 1 - t^2 is 0 */            \
      dx[i] = dout[i] * (T(0.5) * (T(1) + t) + T(0.5) * near * (T(1) - t * t) *                         \
                         T(0.79788456080286535588) * (T(1) + T(3) * T(0.044715) * near * near));        \
    }                                                                                                   \
  }                                                                                                     \
  PADDLE_CLONES void softplus_loop(const T* __restrict x, T* __restrict y, py::ssize_t n, T beta,      \
                                   T threshold) {                                                       \
    for (py::ssize_t i = 0; i < n; ++i) {                                                               \
      const T z = x[i] * beta;                                                                          \
      const T smooth = (log1p_unit(exp_fast(-abs_of(z))) + (z > T(0) ? z : T(0))) / beta;           \
      y[i] = z > threshold ? x[i] : smooth;                                                             \
    }                                                                                                   \
  }                                                                                                     \
  PADDLE_CLONES void softplus_grad_loop(const T* __restrict x, const T* __restrict dout,               \
                                        T* __restrict dx, py::ssize_t n, T beta, T threshold) {         \
    for (py::ssize_t i = 0; i < n; ++i) {                                                               \
      const T z = x[i] * beta;                                                                          \
      const T e = exp_fast(-abs_of(z));                                                              \
      const T s = z >= T(0) ? T(1) / (T(1) + e) : e / (T(1) + e);                                       \
      dx[i] = z > threshold ? dout[i] : dout[i] * s;                                                    \
    }                                                                                                   \
  }

PADDLE_LOOPS(float)
PADDLE_LOOPS(double)

// gelu's exact form in float, vectorised: 0.5 x (1 + erf(x / sqrt 2)), 1 + erf taken as erfc
// below 0 (fast_math.h's twice_normal_cdf: no cancellation in the left tail, as erfc in double);
// its slope 0.5 (1 + erf(x / sqrt 2)) + x phi(x), the density 0 past |x| = 40
PADDLE_CLONES void gelu_exact_loop(const float* __restrict x, float* __restrict y, py::ssize_t n) {
  for (py::ssize_t i = 0; i < n; ++i) y[i] = 0.5f * x[i] * twice_normal_cdf(x[i]);
}

PADDLE_CLONES void gelu_exact_grad_loop(const float* __restrict x, const float* __restrict dout,
                                        float* __restrict dx, py::ssize_t n) {
  for (py::ssize_t i = 0; i < n; ++i) {
    const float v = x[i], near = v < -40.0f ? -40.0f : v > 40.0f ? 40.0f : v;
    const float slope = 0.5f * twice_normal_cdf(v) +
                        near * 0.39894228040143267794f * exp_fast(-0.5f * near * near);
    dx[i] = dout[i] * slope;
  }
}
#undef PADDLE_LOOPS
#undef PADDLE_UNARY_LOOPS
#undef PADDLE_GRAD_LOOPS

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

// --- dtype dispatch, preconditions, allocation ------------------------------------------------

enum class Dtype { F32, F64 };

Dtype dtype_of(const py::array& a, const char* op, const char* slot) {
  const auto dt = a.dtype();
  if (dt.kind() == 'f' && dt.itemsize() == 4) return Dtype::F32;
  if (dt.kind() == 'f' && dt.itemsize() == 8) return Dtype::F64;
  throw std::invalid_argument(std::string(op) + ": " + slot + " should be float32 or float64, got " +
                              std::string(py::str(dt)));
}

std::vector<py::ssize_t> shape_of(const py::array& a) { return {a.shape(), a.shape() + a.ndim()}; }

std::string shape_text(const py::array& a) {
  std::string s = "[";
  for (py::ssize_t i = 0; i < a.ndim(); ++i) s += (i ? ", " : "") + std::to_string(a.shape(i));
  return s + "]";
}

// The tensors of one call: one dtype, one shape (a grad kernel's X, Out and Out@GRAD).
Dtype check_same(const char* op, const std::vector<std::pair<const char*, const py::array*>>& given) {
  const Dtype d = dtype_of(*given[0].second, op, given[0].first);
  for (const auto& [slot, a] : given) {
    if (dtype_of(*a, op, slot) != d)
      throw std::invalid_argument(std::string(op) + ": " + slot + " should have the dtype of " + given[0].first);
    if (shape_of(*a) != shape_of(*given[0].second))
      throw std::invalid_argument(std::string(op) + ": " + slot + " should have the shape of " + given[0].first +
                                  " " + shape_text(*given[0].second) + ", got " + shape_text(*a));
  }
  return d;
}

void check_finite(const char* op, const char* name, double v) {
  if (!std::isfinite(v)) throw std::invalid_argument(std::string(op) + ": " + name + " should be finite");
}

// A C-contiguous array of T holding `a` (a copy only where `a` is not one already).
template <typename T>
Contig<T> contiguous(const py::array& a) {
  auto c = Contig<T>::ensure(a);
  if (!c) throw std::invalid_argument("activation kernel: an input could not be read as an array");
  return c;
}

// body(i, k) over [0, n) in blocks of whole cache lines, split across the thread pool (thread_pool.h)
// where the array is large enough to pay for a wake-up: elementwise, so the same bits at any count.
template <typename Body>
void split(py::ssize_t n, const Body& body) {
  constexpr py::ssize_t block = 4096;
  paddle::parallel_for((n + block - 1) / block, [&](paddle::PoolIndex begin, paddle::PoolIndex end, int) {
    body(begin * block, std::min<py::ssize_t>(end * block, n) - begin * block);
  }, double(block) * 2);
}

// out = f(x, out, n) over contiguous data, without the GIL.
template <typename T, typename F>
py::array map(F f, const py::array& x) {
  const auto cx = contiguous<T>(x);
  py::array_t<T> out(shape_of(x));
  const T* a = cx.data();
  T* o = out.mutable_data();
  const py::ssize_t n = out.size();
  {
    py::gil_scoped_release release;
    split(n, [&](py::ssize_t i, py::ssize_t k) { f(a + i, o + i, k); });
  }
  return out;
}

// out = f(x, y, out, n); x and y of one shape (checked by the caller).
template <typename T, typename F>
py::array map(F f, const py::array& x, const py::array& y) {
  const auto cx = contiguous<T>(x);
  const auto cy = contiguous<T>(y);
  py::array_t<T> out(shape_of(x));
  const T* a = cx.data();
  const T* b = cy.data();
  T* o = out.mutable_data();
  const py::ssize_t n = out.size();
  {
    py::gil_scoped_release release;
    split(n, [&](py::ssize_t i, py::ssize_t k) { f(a + i, b + i, o + i, k); });
  }
  return out;
}

// y = f(y, n) over y's own data (in place), without the GIL.
template <typename T, typename F>
py::array map_over(F f, const py::array& y_in, const char* op, const char* slot) {
  auto y = paddle::writable<T>(y_in, op, slot);
  T* o = y.mutable_data();
  const py::ssize_t n = y.size();
  {
    py::gil_scoped_release release;
    split(n, [&](py::ssize_t i, py::ssize_t k) { f(o + i, k); });
  }
  return std::move(y);
}

// dx = f(x, dx, n) over dx's own data (in place); x and dx of one shape (checked by the caller).
template <typename T, typename F>
py::array map_over(F f, const py::array& x, const py::array& dx_in, const char* op, const char* slot) {
  const auto cx = contiguous<T>(x);
  auto dx = paddle::writable<T>(dx_in, op, slot);
  const T* a = cx.data();
  T* o = dx.mutable_data();
  const py::ssize_t n = dx.size();
  {
    py::gil_scoped_release release;
    split(n, [&](py::ssize_t i, py::ssize_t k) { f(a + i, o + i, k); });
  }
  return std::move(dx);
}

// --- kernels, one per op and direction: float32 and float64 --------------------------------

// A kernel of an op that may run in place, in X's dtype (float32 or float64): `fresh(x, y, n)`
// into a new array, or, in_place, `over(y, n)` over X's own array (map_over).
template <typename Fresh, typename Over>
py::array unary_kernel(const char* op, const py::array& x, bool in_place, Fresh fresh, Over over) {
  if (dtype_of(x, op, "X") == Dtype::F32) {
    if (in_place) return map_over<float>([&](float* y, py::ssize_t n) { over(y, n); }, x, op, "X");
    return map<float>([&](const float* a, float* y, py::ssize_t n) { fresh(a, y, n); }, x);
  }
  if (in_place) return map_over<double>([&](double* y, py::ssize_t n) { over(y, n); }, x, op, "X");
  return map<double>([&](const double* a, double* y, py::ssize_t n) { fresh(a, y, n); }, x);
}

py::array sigmoid(const py::array& x, bool in_place) {
  return unary_kernel("sigmoid", x, in_place, [](const auto* a, auto* y, py::ssize_t n) { sigmoid_loop(a, y, n); },
                      [](auto* y, py::ssize_t n) { sigmoid_loop_over(y, n); });
}

// Gradients that need only Out and Out@GRAD (sigmoid, tanh, relu); X is checked, not read.
// `fresh(out, dout, dx, n)`, or, in_place, `over(out, dx, n)` over Out@GRAD's own array.
template <typename Fresh, typename Over>
py::array out_grad(const char* op, const py::array& x, const py::array& out, const py::array& dout, bool in_place,
                   Fresh fresh, Over over) {
  const Dtype d = check_same(op, {{"X", &x}, {"Out", &out}, {"Out@GRAD", &dout}});
  if (d == Dtype::F32) {
    if (in_place)
      return map_over<float>([&](const float* o, float* dx, py::ssize_t n) { over(o, dx, n); }, out, dout, op,
                             "Out@GRAD");
    return map<float>([&](const float* o, const float* g, float* dx, py::ssize_t n) { fresh(o, g, dx, n); }, out,
                      dout);
  }
  if (in_place)
    return map_over<double>([&](const double* o, double* dx, py::ssize_t n) { over(o, dx, n); }, out, dout, op,
                            "Out@GRAD");
  return map<double>([&](const double* o, const double* g, double* dx, py::ssize_t n) { fresh(o, g, dx, n); }, out,
                     dout);
}

#define PADDLE_OUT_GRAD(name)                                                                               \
  py::array name(const py::array& x, const py::array& out, const py::array& dout, bool in_place) {          \
    return out_grad(#name, x, out, dout, in_place,                                                          \
                    [](const auto* o, const auto* g, auto* dx, py::ssize_t n) { name##_loop(o, g, dx, n); }, \
                    [](const auto* o, auto* dx, py::ssize_t n) { name##_loop_over(o, dx, n); });            \
  }
PADDLE_OUT_GRAD(sigmoid_grad)
PADDLE_OUT_GRAD(tanh_grad)
PADDLE_OUT_GRAD(relu_grad)
#undef PADDLE_OUT_GRAD

py::array tanh_fwd(const py::array& x, bool in_place) {
  return unary_kernel("tanh", x, in_place, [](const auto* a, auto* y, py::ssize_t n) { tanh_loop(a, y, n); },
                      [](auto* y, py::ssize_t n) { tanh_loop_over(y, n); });
}

py::array relu(const py::array& x, bool in_place) {
  return unary_kernel("relu", x, in_place, [](const auto* a, auto* y, py::ssize_t n) { relu_loop(a, y, n); },
                      [](auto* y, py::ssize_t n) { relu_loop_over(y, n); });
}

// Ops with attributes: the loop body is a lambda over one element (T x[, T dout]).
template <typename T, typename F>
py::array unary(const py::array& x, F f) {
  return map<T>([f](const T* a, T* y, py::ssize_t n) { for (py::ssize_t i = 0; i < n; ++i) y[i] = f(a[i]); }, x);
}

template <typename T, typename F>
py::array binary(const py::array& x, const py::array& dout, F f) {
  return map<T>([f](const T* a, const T* g, T* y, py::ssize_t n) {
    for (py::ssize_t i = 0; i < n; ++i) y[i] = f(a[i], g[i]);
  }, x, dout);
}

// A unary kernel in float32 or float64, as X's dtype says; F is a generic lambda over T.
template <typename F>
py::array unary_any(const char* op, const py::array& x, F f) {
  if (dtype_of(x, op, "X") == Dtype::F32) return unary<float>(x, [f](float v) { return f(v); });
  return unary<double>(x, [f](double v) { return f(v); });
}

template <typename F>
py::array grad_any(const char* op, const py::array& x, const py::array& dout, F f) {
  if (check_same(op, {{"X", &x}, {"Out@GRAD", &dout}}) == Dtype::F32)
    return binary<float>(x, dout, [f](float v, float g) { return f(v, g); });
  return binary<double>(x, dout, [f](double v, double g) { return f(v, g); });
}

// --- leaky_relu, elu, selu: the attributes in the dtype, as numpy takes a Python float -----
template <typename L32, typename L64>
py::array attr_forward(const char* op, const py::array& x, L32 l32, L64 l64) {
  if (dtype_of(x, op, "X") == Dtype::F32) return map<float>(l32, x);
  return map<double>(l64, x);
}

template <typename L32, typename L64>
py::array attr_grad(const char* op, const py::array& x, const py::array& dout, L32 l32, L64 l64) {
  if (check_same(op, {{"X", &x}, {"Out@GRAD", &dout}}) == Dtype::F32) return map<float>(l32, x, dout);
  return map<double>(l64, x, dout);
}

py::array leaky_relu(const py::array& x, double alpha) {
  check_finite("leaky_relu", "alpha", alpha);
  return attr_forward("leaky_relu", x,
      [=](const float* a, float* y, py::ssize_t n) { leaky_relu_loop(a, y, n, float(alpha)); },
      [=](const double* a, double* y, py::ssize_t n) { leaky_relu_loop(a, y, n, alpha); });
}

py::array leaky_relu_grad(const py::array& x, const py::array& dout, double alpha) {
  check_finite("leaky_relu_grad", "alpha", alpha);
  return attr_grad("leaky_relu_grad", x, dout,
      [=](const float* a, const float* g, float* d, py::ssize_t n) { leaky_relu_grad_loop(a, g, d, n, float(alpha)); },
      [=](const double* a, const double* g, double* d, py::ssize_t n) { leaky_relu_grad_loop(a, g, d, n, alpha); });
}

py::array elu_like(const char* op, const py::array& x, double scale, double alpha) {
  check_finite(op, "scale", scale);
  check_finite(op, "alpha", alpha);
  return attr_forward(op, x,
      [=](const float* a, float* y, py::ssize_t n) { elu_loop(a, y, n, float(scale), float(alpha)); },
      [=](const double* a, double* y, py::ssize_t n) { elu_loop(a, y, n, scale, alpha); });
}

py::array elu_like_grad(const char* op, const py::array& x, const py::array& dout, double scale, double alpha) {
  check_finite(op, "scale", scale);
  check_finite(op, "alpha", alpha);
  return attr_grad(op, x, dout,
      [=](const float* a, const float* g, float* d, py::ssize_t n) {
        elu_grad_loop(a, g, d, n, float(scale), float(alpha));
      },
      [=](const double* a, const double* g, double* d, py::ssize_t n) { elu_grad_loop(a, g, d, n, scale, alpha); });
}

py::array elu(const py::array& x, double alpha) { return elu_like("elu", x, 1.0, alpha); }

py::array elu_grad(const py::array& x, const py::array& dout, double alpha) {
  return elu_like_grad("elu_grad", x, dout, 1.0, alpha);
}

py::array selu(const py::array& x, double scale, double alpha) { return elu_like("selu", x, scale, alpha); }

py::array selu_grad(const py::array& x, const py::array& dout, double scale, double alpha) {
  return elu_like_grad("selu_grad", x, dout, scale, alpha);
}

// --- gelu: float32 vectorised (gelu_exact_loop), float64 by erfc in double; the tanh form in the dtype -----
constexpr double kSqrtHalf = 0.70710678118654752440;
constexpr double kInvSqrt2Pi = 0.39894228040143267794;

double gelu_of(double x) { return 0.5 * x * std::erfc(-x * kSqrtHalf); }  // erfc: exact far below 0

double gelu_slope(double x) {
  const double near = x < -40.0 ? -40.0 : x > 40.0 ? 40.0 : x;  // the density is 0 beyond
  return 0.5 * std::erfc(-x * kSqrtHalf) + near * kInvSqrt2Pi * std::exp(-0.5 * near * near);
}

py::array gelu(const py::array& x, bool approximate) {
  if (approximate)
    return attr_forward("gelu", x, [](const float* a, float* y, py::ssize_t n) { gelu_tanh_loop(a, y, n); },
                        [](const double* a, double* y, py::ssize_t n) { gelu_tanh_loop(a, y, n); });
  if (dtype_of(x, "gelu", "X") == Dtype::F32)  // float: the vectorised form; double: erfc in double
    return map<float>([](const float* a, float* y, py::ssize_t n) { gelu_exact_loop(a, y, n); }, x);
  return unary<double>(x, [](double v) { return gelu_of(v); });
}

py::array gelu_grad(const py::array& x, const py::array& dout, bool approximate) {
  if (approximate)
    return attr_grad("gelu_grad", x, dout,
        [](const float* a, const float* g, float* d, py::ssize_t n) { gelu_tanh_grad_loop(a, g, d, n); },
        [](const double* a, const double* g, double* d, py::ssize_t n) { gelu_tanh_grad_loop(a, g, d, n); });
  if (check_same("gelu_grad", {{"X", &x}, {"Out@GRAD", &dout}}) == Dtype::F32)
    return map<float>(
        [](const float* a, const float* g, float* d, py::ssize_t n) { gelu_exact_grad_loop(a, g, d, n); }, x, dout);
  return binary<double>(x, dout, [](double v, double g) { return g * gelu_slope(v); });
}

// --- softplus ---------------------------------------------------------------------------------
void check_softplus(const char* op, double beta, double threshold) {
  check_finite(op, "beta", beta);
  check_finite(op, "threshold", threshold);
  if (!(beta > 0)) throw std::invalid_argument(std::string(op) + ": beta should be larger than 0");
}

py::array softplus(const py::array& x, double beta, double threshold) {
  check_softplus("softplus", beta, threshold);
  if (dtype_of(x, "softplus", "X") == Dtype::F32)
    return map<float>([=](const float* a, float* y, py::ssize_t n) {
      softplus_loop(a, y, n, float(beta), float(threshold));
    }, x);
  return map<double>([=](const double* a, double* y, py::ssize_t n) { softplus_loop(a, y, n, beta, threshold); }, x);
}

py::array softplus_grad(const py::array& x, const py::array& dout, double beta, double threshold) {
  check_softplus("softplus_grad", beta, threshold);
  if (check_same("softplus_grad", {{"X", &x}, {"Out@GRAD", &dout}}) == Dtype::F32)
    return map<float>([=](const float* a, const float* g, float* dx, py::ssize_t n) {
      softplus_grad_loop(a, g, dx, n, float(beta), float(threshold));
    }, x, dout);
  return map<double>([=](const double* a, const double* g, double* dx, py::ssize_t n) {
    softplus_grad_loop(a, g, dx, n, beta, threshold);
  }, x, dout);
}

}  // namespace

PADDLE_DEFINE_KERNELS(activation) {
  // in_place: the output is written over X (forward) or Out@GRAD (gradient), as the registry declares
  const auto in_place = py::arg("in_place") = false;
  m.def("sigmoid", &sigmoid, py::arg("x"), py::kw_only(), in_place, "sigmoid(X) (float32, float64)");
  m.def("sigmoid_grad", &sigmoid_grad, py::arg("x"), py::arg("out"), py::arg("dout"), py::kw_only(), in_place);
  m.def("tanh", &tanh_fwd, py::arg("x"), py::kw_only(), in_place, "tanh(X) (float32, float64)");
  m.def("tanh_grad", &tanh_grad, py::arg("x"), py::arg("out"), py::arg("dout"), py::kw_only(), in_place);
  m.def("relu", &relu, py::arg("x"), py::kw_only(), in_place, "max(X, 0) (float32, float64)");
  m.def("relu_grad", &relu_grad, py::arg("x"), py::arg("out"), py::arg("dout"), py::kw_only(), in_place);
  m.def("leaky_relu", &leaky_relu, py::arg("x"), py::kw_only(), py::arg("alpha"));
  m.def("leaky_relu_grad", &leaky_relu_grad, py::arg("x"), py::arg("dout"), py::kw_only(), py::arg("alpha"));
  m.def("elu", &elu, py::arg("x"), py::kw_only(), py::arg("alpha"));
  m.def("elu_grad", &elu_grad, py::arg("x"), py::arg("dout"), py::kw_only(), py::arg("alpha"));
  m.def("selu", &selu, py::arg("x"), py::kw_only(), py::arg("scale"), py::arg("alpha"));
  m.def("selu_grad", &selu_grad, py::arg("x"), py::arg("dout"), py::kw_only(), py::arg("scale"), py::arg("alpha"));
  m.def("gelu", &gelu, py::arg("x"), py::kw_only(), py::arg("approximate"));
  m.def("gelu_grad", &gelu_grad, py::arg("x"), py::arg("dout"), py::kw_only(), py::arg("approximate"));
  m.def("softplus", &softplus, py::arg("x"), py::kw_only(), py::arg("beta"), py::arg("threshold"));
  m.def("softplus_grad", &softplus_grad, py::arg("x"), py::arg("dout"), py::kw_only(), py::arg("beta"),
        py::arg("threshold"));
}
