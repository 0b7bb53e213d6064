// batch_norm forward and backward (kernels/norm.py): the per-channel loops of batch_norm.h with
// the identity tail, float32 and float64. The fused batch_norm + activation kernels share them
// (generated/cpp/fused_batch_norm.cc).
#include "batch_norm.h"

#include "op_decl.h"

namespace {
namespace py = pybind11;
using paddle_bn::BackwardArgs;
using paddle_bn::ForwardArgs;
using paddle_bn::Identity;
using paddle_bn::Index;

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-trapping-math")
#pragma GCC diagnostic ignored "-Wpsabi"  // batch_norm.h's vectors stay inside the inlined loops
#endif

PADDLE_CLONES void forward_f32(const ForwardArgs<float>& a, Index c0, Index c1) {
  paddle_bn::forward_channels<float, Identity>(a, c0, c1);
}
PADDLE_CLONES void forward_f64(const ForwardArgs<double>& a, Index c0, Index c1) {
  paddle_bn::forward_channels<double, Identity>(a, c0, c1);
}
PADDLE_CLONES void backward_f32(const BackwardArgs<float>& a, Index c0, Index c1) {
  paddle_bn::backward_channels<float, Identity>(a, c0, c1);
}
PADDLE_CLONES void backward_f64(const BackwardArgs<double>& a, Index c0, Index c1) {
  paddle_bn::backward_channels<double, Identity>(a, c0, c1);
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

template <typename T>
using Contig = paddle_bn::Contig<T>;

template <typename T>
py::tuple forward(paddle_bn::ForwardWorker<T> worker, Contig<T> x, Contig<T> scale, Contig<T> bias, Contig<T> mean,
                  Contig<T> variance, double momentum, double epsilon, bool is_test) {
  return paddle_bn::forward<T>(worker, "batch_norm", x, scale, bias, mean, variance, momentum, epsilon, is_test);
}

// dY is Out@GRAD of the identity tail; X stands in for the tail's Out (unread)
template <typename T>
py::tuple backward(paddle_bn::BackwardWorker<T> worker, Contig<T> x, Contig<T> scale, Contig<T> saved_mean,
                   Contig<T> saved_inv, Contig<T> dy, bool is_test) {
  return paddle_bn::backward<T>(worker, "batch_norm_grad", x, scale, saved_mean, saved_inv, x, dy, is_test);
}

}  // namespace

PADDLE_DEFINE_KERNELS(batch_norm) {
  using F32 = paddle_bn::Contig<float>;
  using F64 = paddle_bn::Contig<double>;
  m.def("batch_norm_f32", [](F32 x, F32 scale, F32 bias, F32 mean,
                             F32 variance, double momentum, double epsilon, bool is_test) {
    return forward<float>(&forward_f32, x, scale, bias, mean, variance, momentum, epsilon, is_test);
  }, py::arg("x"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"), py::arg("momentum"),
     py::arg("epsilon"), py::arg("is_test"));
  m.def("batch_norm_f64", [](F64 x, F64 scale, F64 bias, F64 mean,
                             F64 variance, double momentum, double epsilon, bool is_test) {
    return forward<double>(&forward_f64, x, scale, bias, mean, variance, momentum, epsilon, is_test);
  }, py::arg("x"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"), py::arg("momentum"),
     py::arg("epsilon"), py::arg("is_test"));
  m.def("batch_norm_grad_f32", [](F32 x, F32 scale, F32 saved_mean,
                                  F32 saved_inv, F32 dy, bool is_test) {
    return backward<float>(&backward_f32, x, scale, saved_mean, saved_inv, dy, is_test);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("dy"), py::arg("is_test"));
  m.def("batch_norm_grad_f64", [](F64 x, F64 scale, F64 saved_mean,
                                  F64 saved_inv, F64 dy, bool is_test) {
    return backward<double>(&backward_f64, x, scale, saved_mean, saved_inv, dy, is_test);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("dy"), py::arg("is_test"));
}
