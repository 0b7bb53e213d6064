// The momentum and Adam updates of kernels/optimizer.py in one pass over the parameter, split across
// the runtime's pool (a training step updates every parameter: dozens of small numpy passes each).
//
//   momentum_f32 / _f64 (param, grad, velocity, learning_rate, momentum, use_nesterov) -> (param, velocity)
//       in the parameter's dtype, operation for operation as the numpy kernel (the same bits):
//       v = velocity * momentum + grad; step = v (Nesterov: v * momentum + grad);
//       param_out = step * -learning_rate + param
//   adam_f32 / _f64 (param, grad, m1, m2, lr, beta1, beta2, epsilon) -> (param, m1, m2)
//       in float64, as the reference's float64 path, rounded once to the dtype:
//       m1' = beta1 m1 + (1 - beta1) g; m2' = beta2 m2 + (1 - beta2) g g;
//       param_out = param - lr m1' / (sqrt(m2') + epsilon)   (lr: the bias-corrected step size)
//   in_place=True: the outputs are written over param and its state (velocity; m1, m2), which
//       must then be writeable C-contiguous arrays of the dtype (paddle/core/in_place.py hands
//       over only arrays nothing else holds); the same bits as into fresh arrays.
//
// No -ffast-math and no fused multiply-adds here (the loops are cloned for AVX2 without FMA, picked
// at load time): each product and sum rounds as numpy's does. Built with -fno-math-errno
// (CMakeLists.txt): a sqrt that need not set errno vectorises (a second moment is never negative).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cmath>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "op_decl.h"
#include "thread_pool.h"

namespace py = pybind11;

namespace {

using Index = py::ssize_t;
template <typename T>
using Contig = py::array_t<T, py::array::c_style | py::array::forcecast>;

template <typename T>
Contig<T> input(const py::array& x, const py::array& like, const char* op, const char* slot) {
  auto a = Contig<T>::ensure(x);
  if (!a) throw std::invalid_argument(std::string(op) + ": " + slot + " should be " + paddle::dtype_name<T>());
  paddle::require_same(like, a, op, slot);
  return a;
}

template <typename T>
py::array_t<T> like(const Contig<T>& a) {
  return py::array_t<T>(std::vector<Index>(a.shape(), a.shape() + a.ndim()));
}

// The loops, on restrict pointers so that they vectorise. In place, an output is its input: the
// loop is not given one array twice: the `_over` variants below read and write it through
// one pointer (two restrict pointers to one array would be undefined).
#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__) && !defined(__clang__)
#define UPDATE_CLONES __attribute__((target_clones("avx2", "default")))  // avx2 alone: no FMA contraction
#else
#define UPDATE_CLONES
#endif

template <typename T, bool Nesterov>
inline void momentum_one(T p, T g, T v, T& po, T& vo, T mu, T minus_lr) {
  T vn = v * mu;
  vn = vn + g;
  T step = vn;
  if (Nesterov) {
    step = vn * mu;
    step = step + g;
  }
  const T out = step * minus_lr;
  vo = vn;
  po = out + p;
}

template <typename T, bool Nesterov>
UPDATE_CLONES void momentum_range(const T* __restrict p, const T* __restrict g, const T* __restrict v, T* __restrict po,
                    T* __restrict vo, T mu, T minus_lr, Index begin, Index end) {
  for (Index i = begin; i < end; ++i) momentum_one<T, Nesterov>(p[i], g[i], v[i], po[i], vo[i], mu, minus_lr);
}

template <typename T, bool Nesterov>
UPDATE_CLONES void momentum_range_over(T* __restrict p, const T* __restrict g, T* __restrict v, T mu, T minus_lr,
                                       Index begin, Index end) {
  for (Index i = begin; i < end; ++i) momentum_one<T, Nesterov>(p[i], g[i], v[i], p[i], v[i], mu, minus_lr);
}

template <typename T>
inline void adam_one(T p, T g, T a, T b, T& po, T& ao, T& bo, double lr, double beta1, double beta2,
                     double epsilon) {
  const double gi = double(g);
  const double first = beta1 * double(a) + (1 - beta1) * gi;
  const double second = beta2 * double(b) + (1 - beta2) * gi * gi;
  const double update = lr * first / (std::sqrt(second) + epsilon);
  po = T(double(p) - update);
  ao = T(first);
  bo = T(second);
}

template <typename T>
UPDATE_CLONES void adam_range(const T* __restrict p, const T* __restrict g, const T* __restrict a, const T* __restrict b,
                T* __restrict po, T* __restrict ao, T* __restrict bo, double lr, double beta1, double beta2,
                double epsilon, Index begin, Index end) {
  for (Index i = begin; i < end; ++i)
    adam_one<T>(p[i], g[i], a[i], b[i], po[i], ao[i], bo[i], lr, beta1, beta2, epsilon);
}

template <typename T>
UPDATE_CLONES void adam_range_over(T* __restrict p, const T* __restrict g, T* __restrict a, T* __restrict b, double lr,
                                   double beta1, double beta2, double epsilon, Index begin, Index end) {
  for (Index i = begin; i < end; ++i) adam_one<T>(p[i], g[i], a[i], b[i], p[i], a[i], b[i], lr, beta1, beta2, epsilon);
}

// body(begin, end) over [0, n) split across the pool, without the GIL (`cost` as parallel_for's).
template <typename Body>
void split_updates(Index n, double cost, const Body& body) {
  py::gil_scoped_release release;
  paddle::parallel_for(n, [&](Index begin, Index end, int) { body(begin, end); }, cost);
}

template <typename T>
std::tuple<py::array, py::array> momentum(const py::array& param_in, const py::array& grad_in,
                                          const py::array& velocity_in, double learning_rate, double momentum,
                                          bool use_nesterov, bool in_place) {
  const char* op = "momentum";
  auto param = input<T>(param_in, param_in, op, "Param");
  auto grad = input<T>(grad_in, param, op, "Grad");
  auto velocity = input<T>(velocity_in, param, op, "Velocity");
  const T mu = T(momentum), minus_lr = T(-learning_rate);
  const T* g = grad.data();
  if (in_place) {
    auto p = paddle::writable<T>(param_in, op, "Param"), v = paddle::writable<T>(velocity_in, op, "Velocity");
    T* pd = p.mutable_data();
    T* vd = v.mutable_data();
    const auto range = use_nesterov ? momentum_range_over<T, true> : momentum_range_over<T, false>;
    split_updates(param.size(), 1.0, [&](Index begin, Index end) { range(pd, g, vd, mu, minus_lr, begin, end); });
    return {std::move(p), std::move(v)};
  }
  auto param_out = like(param), velocity_out = like(param);
  const T* p = param.data();
  const T* v = velocity.data();
  T* po = param_out.mutable_data();
  T* vo = velocity_out.mutable_data();
  const auto range = use_nesterov ? momentum_range<T, true> : momentum_range<T, false>;
  // memory-bound: split only past ~100k values (a wake-up costs more below)
  split_updates(param.size(), 1.0, [&](Index begin, Index end) { range(p, g, v, po, vo, mu, minus_lr, begin, end); });
  return {std::move(param_out), std::move(velocity_out)};
}

template <typename T>
std::tuple<py::array, py::array, py::array> adam(const py::array& param_in, const py::array& grad_in,
                                                 const py::array& m1_in, const py::array& m2_in, double lr,
                                                 double beta1, double beta2, double epsilon, bool in_place) {
  const char* op = "adam";
  auto param = input<T>(param_in, param_in, op, "Param");
  auto grad = input<T>(grad_in, param, op, "Grad");
  auto m1 = input<T>(m1_in, param, op, "Moment1");
  auto m2 = input<T>(m2_in, param, op, "Moment2");
  const T* g = grad.data();
  if (in_place) {
    auto p = paddle::writable<T>(param_in, op, "Param"), a = paddle::writable<T>(m1_in, op, "Moment1");
    auto b = paddle::writable<T>(m2_in, op, "Moment2");
    T* pd = p.mutable_data();
    T* ad = a.mutable_data();
    T* bd = b.mutable_data();
    split_updates(param.size(), 20.0, [&](Index begin, Index end) {
      adam_range_over<T>(pd, g, ad, bd, lr, beta1, beta2, epsilon, begin, end);
    });
    return {std::move(p), std::move(a), std::move(b)};
  }
  auto param_out = like(param), m1_out = like(param), m2_out = like(param);
  const T* p = param.data();
  const T* a = m1.data();
  const T* b = m2.data();
  T* po = param_out.mutable_data();
  T* ao = m1_out.mutable_data();
  T* bo = m2_out.mutable_data();
  split_updates(param.size(), 20.0, [&](Index begin, Index end) {
    adam_range<T>(p, g, a, b, po, ao, bo, lr, beta1, beta2, epsilon, begin, end);
  });
  return {std::move(param_out), std::move(m1_out), std::move(m2_out)};
}

}  // namespace

PADDLE_DEFINE_KERNELS(optimizer_update) {
  const auto in_place = py::arg("in_place") = false;
  m.def("momentum_f32", &momentum<float>, py::arg("param"), py::arg("grad"), py::arg("velocity"),
        py::arg("learning_rate"), py::arg("momentum"), py::arg("use_nesterov"), py::kw_only(), in_place);
  m.def("momentum_f64", &momentum<double>, py::arg("param"), py::arg("grad"), py::arg("velocity"),
        py::arg("learning_rate"), py::arg("momentum"), py::arg("use_nesterov"), py::kw_only(), in_place);
  m.def("adam_f32", &adam<float>, py::arg("param"), py::arg("grad"), py::arg("m1"), py::arg("m2"), py::arg("lr"),
        py::arg("beta1"), py::arg("beta2"), py::arg("epsilon"), py::kw_only(), in_place);
  m.def("adam_f64", &adam<double>, py::arg("param"), py::arg("grad"), py::arg("m1"), py::arg("m2"), py::arg("lr"),
        py::arg("beta1"), py::arg("beta2"), py::arg("epsilon"), py::kw_only(), in_place);
}
