// @generated — DO NOT EDIT
// generator: python -m paddle.codegen (paddle.codegen.emit.fused)
// sources: kernels/activation.py, kernels/elementwise.py, kernels/math.py, kernels/norm.py
// Batch norm in training (and inference) mode then an activation, generated from the registry's
// per-element declarations of the activations (`.elementwise(...)`, registry/fusion.py) by
// codegen/emit/fused.py. Each tail's forward and gradient expressions become a functor that the
// per-channel loops of kernels/cpp/batch_norm.h (the plain batch_norm's own) apply inline:
//
//   fused_batch_norm_<tail>(X, Scale, Bias, Mean, Variance, momentum, epsilon, is_test)
//       -> (Out, MeanOut, VarianceOut, SavedMean, SavedVariance), Out = tail(batch_norm(X)): the
//          normalised value itself is never written;
//   fused_batch_norm_<tail>_grad(X, Scale, SavedMean, SavedVariance, Out, Out@GRAD, is_test, dout2=None)
//       -> (X@GRAD, Scale@GRAD, Bias@GRAD): the tail's gradient of (Out, Out@GRAD) computed in
//          batch norm's first backward pass and kept in X@GRAD's place for the second; Out@GRAD
//          is dout + dout2 where dout2 is given (a summed gradient the plan folds in, fusion_sum.py).
//   fused_batch_norm_<head>_<tail>(X, R, Scale, ...) -> as above, Out = tail(head(batch_norm(X), R)),
//          for a binary head whose gradient is Out@GRAD for both inputs (`add`: a residual block's
//          end), and its _grad(..., Out, Out@GRAD, is_test) -> (X@GRAD, Scale@GRAD, Bias@GRAD,
//          R@GRAD): G, the tail's gradient, written once as R@GRAD and batch norm's backward over it.
//
// The plan (paddle/core/fusion.py) runs them in place of batch_norm, the activation and their
// gradient ops. Channels are split across the thread pool; the bits do not depend on its size.
#include "../../kernels/cpp/batch_norm.h"
#include "../../kernels/cpp/op_decl.h"

namespace {
namespace py = pybind11;
using paddle_bn::BackwardArgs;
using paddle_bn::ForwardArgs;
using paddle_bn::Index;

// as batch_norm.h: no trapping math (a tail's `?:` vectorises as a select); its vectors stay inside
// the inlined loops
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC push_options
#pragma GCC optimize("no-trapping-math")
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

using namespace paddle_math;

// relu (kernels/activation.py), as declared in the registry
struct relu_tail {
  template <typename T>
  static T forward(T x) { return x > T(0) ? x : (x != x ? x : T(0)); }
  template <typename T>
  static T grad(T out, T dout) { (void)out; (void)dout; return out > T(0) ? dout : dout * T(0); }
  static constexpr bool reads_out = true;
};

PADDLE_CLONES void batch_norm_relu_forward_float(const ForwardArgs<float>& a, Index c0, Index c1) {
  paddle_bn::forward_channels<float, relu_tail>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_relu_backward_float(const BackwardArgs<float>& a, Index c0, Index c1) {
  paddle_bn::backward_channels<float, relu_tail>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_relu_forward_double(const ForwardArgs<double>& a, Index c0, Index c1) {
  paddle_bn::forward_channels<double, relu_tail>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_relu_backward_double(const BackwardArgs<double>& a, Index c0, Index c1) {
  paddle_bn::backward_channels<double, relu_tail>(a, c0, c1);
}

// sigmoid (kernels/activation.py), as declared in the registry
struct sigmoid_tail {
  template <typename T>
  static T forward(T x) { return T(1) / (T(1) + exp_fast(-x)); }
  template <typename T>
  static T grad(T out, T dout) { (void)out; (void)dout; return dout * out * (T(1) - out); }
  static constexpr bool reads_out = true;
};

PADDLE_CLONES void batch_norm_sigmoid_forward_float(const ForwardArgs<float>& a, Index c0, Index c1) {
  paddle_bn::forward_channels<float, sigmoid_tail>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_sigmoid_backward_float(const BackwardArgs<float>& a, Index c0, Index c1) {
  paddle_bn::backward_channels<float, sigmoid_tail>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_sigmoid_forward_double(const ForwardArgs<double>& a, Index c0, Index c1) {
  paddle_bn::forward_channels<double, sigmoid_tail>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_sigmoid_backward_double(const BackwardArgs<double>& a, Index c0, Index c1) {
  paddle_bn::backward_channels<double, sigmoid_tail>(a, c0, c1);
}

// tanh (kernels/activation.py), as declared in the registry
struct tanh_tail {
  template <typename T>
  static T forward(T x) { return tanh_fast(x); }
  template <typename T>
  static T grad(T out, T dout) { (void)out; (void)dout; return dout * (T(1) - out * out); }
  static constexpr bool reads_out = true;
};

PADDLE_CLONES void batch_norm_tanh_forward_float(const ForwardArgs<float>& a, Index c0, Index c1) {
  paddle_bn::forward_channels<float, tanh_tail>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_tanh_backward_float(const BackwardArgs<float>& a, Index c0, Index c1) {
  paddle_bn::backward_channels<float, tanh_tail>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_tanh_forward_double(const ForwardArgs<double>& a, Index c0, Index c1) {
  paddle_bn::forward_channels<double, tanh_tail>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_tanh_backward_double(const BackwardArgs<double>& a, Index c0, Index c1) {
  paddle_bn::backward_channels<double, tanh_tail>(a, c0, c1);
}

// add (kernels/elementwise.py), as declared in the registry: R@GRAD = Out@GRAD of the head = G
struct add_head {
  template <typename T>
  static T forward(T x, T y) { return x + y; }
  static constexpr bool reads_addend = true;
};

PADDLE_CLONES void batch_norm_add_relu_forward_float(const ForwardArgs<float>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<float, relu_tail, add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_add_relu_backward_float(const BackwardArgs<float>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<float, relu_tail, add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_add_relu_forward_double(const ForwardArgs<double>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<double, relu_tail, add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_add_relu_backward_double(const BackwardArgs<double>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<double, relu_tail, add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_add_sigmoid_forward_float(const ForwardArgs<float>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<float, sigmoid_tail, add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_add_sigmoid_backward_float(const BackwardArgs<float>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<float, sigmoid_tail, add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_add_sigmoid_forward_double(const ForwardArgs<double>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<double, sigmoid_tail, add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_add_sigmoid_backward_double(const BackwardArgs<double>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<double, sigmoid_tail, add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_add_tanh_forward_float(const ForwardArgs<float>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<float, tanh_tail, add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_add_tanh_backward_float(const BackwardArgs<float>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<float, tanh_tail, add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_add_tanh_forward_double(const ForwardArgs<double>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<double, tanh_tail, add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_add_tanh_backward_double(const BackwardArgs<double>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<double, tanh_tail, add_head>(a, c0, c1);
}
// elementwise_add (kernels/math.py), as declared in the registry: R@GRAD = Out@GRAD of the head = G
struct elementwise_add_head {
  template <typename T>
  static T forward(T x, T y) { return x + y; }
  static constexpr bool reads_addend = true;
};

PADDLE_CLONES void batch_norm_elementwise_add_relu_forward_float(const ForwardArgs<float>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<float, relu_tail, elementwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_elementwise_add_relu_backward_float(const BackwardArgs<float>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<float, relu_tail, elementwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_elementwise_add_relu_forward_double(const ForwardArgs<double>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<double, relu_tail, elementwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_elementwise_add_relu_backward_double(const BackwardArgs<double>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<double, relu_tail, elementwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_elementwise_add_sigmoid_forward_float(const ForwardArgs<float>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<float, sigmoid_tail, elementwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_elementwise_add_sigmoid_backward_float(const BackwardArgs<float>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<float, sigmoid_tail, elementwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_elementwise_add_sigmoid_forward_double(const ForwardArgs<double>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<double, sigmoid_tail, elementwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_elementwise_add_sigmoid_backward_double(const BackwardArgs<double>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<double, sigmoid_tail, elementwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_elementwise_add_tanh_forward_float(const ForwardArgs<float>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<float, tanh_tail, elementwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_elementwise_add_tanh_backward_float(const BackwardArgs<float>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<float, tanh_tail, elementwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_elementwise_add_tanh_forward_double(const ForwardArgs<double>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<double, tanh_tail, elementwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_elementwise_add_tanh_backward_double(const BackwardArgs<double>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<double, tanh_tail, elementwise_add_head>(a, c0, c1);
}
// rowwise_add (kernels/math.py), as declared in the registry: R@GRAD = Out@GRAD of the head = G
struct rowwise_add_head {
  template <typename T>
  static T forward(T x, T y) { return x + y; }
  static constexpr bool reads_addend = true;
};

PADDLE_CLONES void batch_norm_rowwise_add_relu_forward_float(const ForwardArgs<float>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<float, relu_tail, rowwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_rowwise_add_relu_backward_float(const BackwardArgs<float>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<float, relu_tail, rowwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_rowwise_add_relu_forward_double(const ForwardArgs<double>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<double, relu_tail, rowwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_rowwise_add_relu_backward_double(const BackwardArgs<double>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<double, relu_tail, rowwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_rowwise_add_sigmoid_forward_float(const ForwardArgs<float>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<float, sigmoid_tail, rowwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_rowwise_add_sigmoid_backward_float(const BackwardArgs<float>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<float, sigmoid_tail, rowwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_rowwise_add_sigmoid_forward_double(const ForwardArgs<double>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<double, sigmoid_tail, rowwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_rowwise_add_sigmoid_backward_double(const BackwardArgs<double>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<double, sigmoid_tail, rowwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_rowwise_add_tanh_forward_float(const ForwardArgs<float>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<float, tanh_tail, rowwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_rowwise_add_tanh_backward_float(const BackwardArgs<float>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<float, tanh_tail, rowwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_rowwise_add_tanh_forward_double(const ForwardArgs<double>& a, Index c0,
                                                                   Index c1) {
  paddle_bn::forward_channels<double, tanh_tail, rowwise_add_head>(a, c0, c1);
}
PADDLE_CLONES void batch_norm_rowwise_add_tanh_backward_double(const BackwardArgs<double>& a, Index c0,
                                                                    Index c1) {
  paddle_bn::backward_channels<double, tanh_tail, rowwise_add_head>(a, c0, c1);
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC pop_options
#endif

bool is_float32(const std::string& op, const py::array& x) {
  if (x.dtype().kind() == 'f' && (x.itemsize() == 4 || x.itemsize() == 8)) return x.itemsize() == 4;
  throw std::invalid_argument(op + ": X should be float32 or float64, got " + std::string(py::str(x.dtype())));
}

template <typename T>
py::tuple forward(paddle_bn::ForwardWorker<T> worker, const std::string& op, const py::array& x,
                  const py::array& scale, const py::array& bias, const py::array& mean, const py::array& variance,
                  double momentum, double epsilon, bool is_test, const py::object& addend = py::none()) {
  const paddle_bn::Contig<T> r = addend.is_none() ? paddle_bn::Contig<T>() : paddle_bn::Contig<T>::ensure(addend);
  return paddle_bn::forward<T>(worker, op, paddle_bn::Contig<T>::ensure(x), paddle_bn::Contig<T>::ensure(scale),
                               paddle_bn::Contig<T>::ensure(bias), paddle_bn::Contig<T>::ensure(mean),
                               paddle_bn::Contig<T>::ensure(variance), momentum, epsilon, is_test,
                               addend.is_none() ? nullptr : &r);
}

template <typename T>
py::tuple backward(paddle_bn::BackwardWorker<T> worker, const std::string& op, const py::array& x,
                   const py::array& scale, const py::array& saved_mean, const py::array& saved_inv,
                   const py::array& out, const py::array& dout, bool is_test, const py::object& dout2,
                   bool with_daddend = false) {
  const paddle_bn::Contig<T> d2 = dout2.is_none() ? paddle_bn::Contig<T>() : paddle_bn::Contig<T>::ensure(dout2);
  return paddle_bn::backward<T>(worker, op, paddle_bn::Contig<T>::ensure(x), paddle_bn::Contig<T>::ensure(scale),
                                paddle_bn::Contig<T>::ensure(saved_mean), paddle_bn::Contig<T>::ensure(saved_inv),
                                paddle_bn::Contig<T>::ensure(out), paddle_bn::Contig<T>::ensure(dout), is_test,
                                with_daddend, dout2.is_none() ? nullptr : &d2);
}

}  // namespace

PADDLE_DEFINE_KERNELS(fused_batch_norm) {
  m.def("fused_batch_norm_relu", [](const py::array& x, const py::array& scale, const py::array& bias,
                                             const py::array& mean, const py::array& variance, double momentum,
                                             double epsilon, bool is_test) {
    const char* op = "fused_batch_norm_relu";
    return is_float32(op, x)
        ? forward<float>(&batch_norm_relu_forward_float, op, x, scale, bias, mean, variance, momentum,
                         epsilon, is_test)
        : forward<double>(&batch_norm_relu_forward_double, op, x, scale, bias, mean, variance, momentum,
                          epsilon, is_test);
  }, py::arg("x"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"), py::arg("momentum"),
     py::arg("epsilon"), py::arg("is_test"),
     "(Out, MeanOut, VarianceOut, SavedMean, SavedVariance): Out = relu(batch_norm(X))");
  m.def("fused_batch_norm_relu_grad", [](const py::array& x, const py::array& scale,
                                                  const py::array& saved_mean, const py::array& saved_inv,
                                                  const py::array& out, const py::array& dout, bool is_test,
                                                  const py::object& dout2) {
    const char* op = "fused_batch_norm_relu_grad";
    return is_float32(op, x)
        ? backward<float>(&batch_norm_relu_backward_float, op, x, scale, saved_mean, saved_inv, out, dout,
                          is_test, dout2)
        : backward<double>(&batch_norm_relu_backward_double, op, x, scale, saved_mean, saved_inv, out,
                           dout, is_test, dout2);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("out"), py::arg("dout"),
     py::arg("is_test"), py::arg("dout2") = py::none(),
     "(X@GRAD, Scale@GRAD, Bias@GRAD) of relu(batch_norm(X)) from Out and Out@GRAD (dout + dout2 where given)");
  m.def("fused_batch_norm_sigmoid", [](const py::array& x, const py::array& scale, const py::array& bias,
                                             const py::array& mean, const py::array& variance, double momentum,
                                             double epsilon, bool is_test) {
    const char* op = "fused_batch_norm_sigmoid";
    return is_float32(op, x)
        ? forward<float>(&batch_norm_sigmoid_forward_float, op, x, scale, bias, mean, variance, momentum,
                         epsilon, is_test)
        : forward<double>(&batch_norm_sigmoid_forward_double, op, x, scale, bias, mean, variance, momentum,
                          epsilon, is_test);
  }, py::arg("x"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"), py::arg("momentum"),
     py::arg("epsilon"), py::arg("is_test"),
     "(Out, MeanOut, VarianceOut, SavedMean, SavedVariance): Out = sigmoid(batch_norm(X))");
  m.def("fused_batch_norm_sigmoid_grad", [](const py::array& x, const py::array& scale,
                                                  const py::array& saved_mean, const py::array& saved_inv,
                                                  const py::array& out, const py::array& dout, bool is_test,
                                                  const py::object& dout2) {
    const char* op = "fused_batch_norm_sigmoid_grad";
    return is_float32(op, x)
        ? backward<float>(&batch_norm_sigmoid_backward_float, op, x, scale, saved_mean, saved_inv, out, dout,
                          is_test, dout2)
        : backward<double>(&batch_norm_sigmoid_backward_double, op, x, scale, saved_mean, saved_inv, out,
                           dout, is_test, dout2);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("out"), py::arg("dout"),
     py::arg("is_test"), py::arg("dout2") = py::none(),
     "(X@GRAD, Scale@GRAD, Bias@GRAD) of sigmoid(batch_norm(X)) from Out and Out@GRAD (dout + dout2 where given)");
  m.def("fused_batch_norm_tanh", [](const py::array& x, const py::array& scale, const py::array& bias,
                                             const py::array& mean, const py::array& variance, double momentum,
                                             double epsilon, bool is_test) {
    const char* op = "fused_batch_norm_tanh";
    return is_float32(op, x)
        ? forward<float>(&batch_norm_tanh_forward_float, op, x, scale, bias, mean, variance, momentum,
                         epsilon, is_test)
        : forward<double>(&batch_norm_tanh_forward_double, op, x, scale, bias, mean, variance, momentum,
                          epsilon, is_test);
  }, py::arg("x"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"), py::arg("momentum"),
     py::arg("epsilon"), py::arg("is_test"),
     "(Out, MeanOut, VarianceOut, SavedMean, SavedVariance): Out = tanh(batch_norm(X))");
  m.def("fused_batch_norm_tanh_grad", [](const py::array& x, const py::array& scale,
                                                  const py::array& saved_mean, const py::array& saved_inv,
                                                  const py::array& out, const py::array& dout, bool is_test,
                                                  const py::object& dout2) {
    const char* op = "fused_batch_norm_tanh_grad";
    return is_float32(op, x)
        ? backward<float>(&batch_norm_tanh_backward_float, op, x, scale, saved_mean, saved_inv, out, dout,
                          is_test, dout2)
        : backward<double>(&batch_norm_tanh_backward_double, op, x, scale, saved_mean, saved_inv, out,
                           dout, is_test, dout2);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("out"), py::arg("dout"),
     py::arg("is_test"), py::arg("dout2") = py::none(),
     "(X@GRAD, Scale@GRAD, Bias@GRAD) of tanh(batch_norm(X)) from Out and Out@GRAD (dout + dout2 where given)");
  m.def("fused_batch_norm_add_relu", [](const py::array& x, const py::array& r,
                                                          const py::array& scale, const py::array& bias,
                                                          const py::array& mean, const py::array& variance,
                                                          double momentum, double epsilon, bool is_test) {
    const char* op = "fused_batch_norm_add_relu";
    return is_float32(op, x)
        ? forward<float>(&batch_norm_add_relu_forward_float, op, x, scale, bias, mean, variance,
                         momentum, epsilon, is_test, r)
        : forward<double>(&batch_norm_add_relu_forward_double, op, x, scale, bias, mean, variance,
                          momentum, epsilon, is_test, r);
  }, py::arg("x"), py::arg("r"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"),
     py::arg("momentum"), py::arg("epsilon"), py::arg("is_test"),
     "(Out, MeanOut, VarianceOut, SavedMean, SavedVariance): Out = relu(add(batch_norm(X), R))");
  m.def("fused_batch_norm_add_relu_grad", [](const py::array& x, const py::array& scale,
                                                               const py::array& saved_mean,
                                                               const py::array& saved_inv, const py::array& out,
                                                               const py::array& dout, bool is_test,
                                                               const py::object& dout2) {
    const char* op = "fused_batch_norm_add_relu_grad";
    return is_float32(op, x)
        ? backward<float>(&batch_norm_add_relu_backward_float, op, x, scale, saved_mean, saved_inv,
                          out, dout, is_test, dout2, true)
        : backward<double>(&batch_norm_add_relu_backward_double, op, x, scale, saved_mean,
                           saved_inv, out, dout, is_test, dout2, true);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("out"), py::arg("dout"),
     py::arg("is_test"), py::arg("dout2") = py::none(),
     "(X@GRAD, Scale@GRAD, Bias@GRAD, R@GRAD) of relu(add(batch_norm(X), R)) from Out and Out@GRAD");
  m.def("fused_batch_norm_add_sigmoid", [](const py::array& x, const py::array& r,
                                                          const py::array& scale, const py::array& bias,
                                                          const py::array& mean, const py::array& variance,
                                                          double momentum, double epsilon, bool is_test) {
    const char* op = "fused_batch_norm_add_sigmoid";
    return is_float32(op, x)
        ? forward<float>(&batch_norm_add_sigmoid_forward_float, op, x, scale, bias, mean, variance,
                         momentum, epsilon, is_test, r)
        : forward<double>(&batch_norm_add_sigmoid_forward_double, op, x, scale, bias, mean, variance,
                          momentum, epsilon, is_test, r);
  }, py::arg("x"), py::arg("r"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"),
     py::arg("momentum"), py::arg("epsilon"), py::arg("is_test"),
     "(Out, MeanOut, VarianceOut, SavedMean, SavedVariance): Out = sigmoid(add(batch_norm(X), R))");
  m.def("fused_batch_norm_add_sigmoid_grad", [](const py::array& x, const py::array& scale,
                                                               const py::array& saved_mean,
                                                               const py::array& saved_inv, const py::array& out,
                                                               const py::array& dout, bool is_test,
                                                               const py::object& dout2) {
    const char* op = "fused_batch_norm_add_sigmoid_grad";
    return is_float32(op, x)
        ? backward<float>(&batch_norm_add_sigmoid_backward_float, op, x, scale, saved_mean, saved_inv,
                          out, dout, is_test, dout2, true)
        : backward<double>(&batch_norm_add_sigmoid_backward_double, op, x, scale, saved_mean,
                           saved_inv, out, dout, is_test, dout2, true);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("out"), py::arg("dout"),
     py::arg("is_test"), py::arg("dout2") = py::none(),
     "(X@GRAD, Scale@GRAD, Bias@GRAD, R@GRAD) of sigmoid(add(batch_norm(X), R)) from Out and Out@GRAD");
  m.def("fused_batch_norm_add_tanh", [](const py::array& x, const py::array& r,
                                                          const py::array& scale, const py::array& bias,
                                                          const py::array& mean, const py::array& variance,
                                                          double momentum, double epsilon, bool is_test) {
    const char* op = "fused_batch_norm_add_tanh";
    return is_float32(op, x)
        ? forward<float>(&batch_norm_add_tanh_forward_float, op, x, scale, bias, mean, variance,
                         momentum, epsilon, is_test, r)
        : forward<double>(&batch_norm_add_tanh_forward_double, op, x, scale, bias, mean, variance,
                          momentum, epsilon, is_test, r);
  }, py::arg("x"), py::arg("r"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"),
     py::arg("momentum"), py::arg("epsilon"), py::arg("is_test"),
     "(Out, MeanOut, VarianceOut, SavedMean, SavedVariance): Out = tanh(add(batch_norm(X), R))");
  m.def("fused_batch_norm_add_tanh_grad", [](const py::array& x, const py::array& scale,
                                                               const py::array& saved_mean,
                                                               const py::array& saved_inv, const py::array& out,
                                                               const py::array& dout, bool is_test,
                                                               const py::object& dout2) {
    const char* op = "fused_batch_norm_add_tanh_grad";
    return is_float32(op, x)
        ? backward<float>(&batch_norm_add_tanh_backward_float, op, x, scale, saved_mean, saved_inv,
                          out, dout, is_test, dout2, true)
        : backward<double>(&batch_norm_add_tanh_backward_double, op, x, scale, saved_mean,
                           saved_inv, out, dout, is_test, dout2, true);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("out"), py::arg("dout"),
     py::arg("is_test"), py::arg("dout2") = py::none(),
     "(X@GRAD, Scale@GRAD, Bias@GRAD, R@GRAD) of tanh(add(batch_norm(X), R)) from Out and Out@GRAD");
  m.def("fused_batch_norm_elementwise_add_relu", [](const py::array& x, const py::array& r,
                                                          const py::array& scale, const py::array& bias,
                                                          const py::array& mean, const py::array& variance,
                                                          double momentum, double epsilon, bool is_test) {
    const char* op = "fused_batch_norm_elementwise_add_relu";
    return is_float32(op, x)
        ? forward<float>(&batch_norm_elementwise_add_relu_forward_float, op, x, scale, bias, mean, variance,
                         momentum, epsilon, is_test, r)
        : forward<double>(&batch_norm_elementwise_add_relu_forward_double, op, x, scale, bias, mean, variance,
                          momentum, epsilon, is_test, r);
  }, py::arg("x"), py::arg("r"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"),
     py::arg("momentum"), py::arg("epsilon"), py::arg("is_test"),
     "(Out, MeanOut, VarianceOut, SavedMean, SavedVariance): Out = relu(elementwise_add(batch_norm(X), R))");
  m.def("fused_batch_norm_elementwise_add_relu_grad", [](const py::array& x, const py::array& scale,
                                                               const py::array& saved_mean,
                                                               const py::array& saved_inv, const py::array& out,
                                                               const py::array& dout, bool is_test,
                                                               const py::object& dout2) {
    const char* op = "fused_batch_norm_elementwise_add_relu_grad";
    return is_float32(op, x)
        ? backward<float>(&batch_norm_elementwise_add_relu_backward_float, op, x, scale, saved_mean, saved_inv,
                          out, dout, is_test, dout2, true)
        : backward<double>(&batch_norm_elementwise_add_relu_backward_double, op, x, scale, saved_mean,
                           saved_inv, out, dout, is_test, dout2, true);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("out"), py::arg("dout"),
     py::arg("is_test"), py::arg("dout2") = py::none(),
     "(X@GRAD, Scale@GRAD, Bias@GRAD, R@GRAD) of relu(elementwise_add(batch_norm(X), R)) from Out and Out@GRAD");
  m.def("fused_batch_norm_elementwise_add_sigmoid", [](const py::array& x, const py::array& r,
                                                          const py::array& scale, const py::array& bias,
                                                          const py::array& mean, const py::array& variance,
                                                          double momentum, double epsilon, bool is_test) {
    const char* op = "fused_batch_norm_elementwise_add_sigmoid";
    return is_float32(op, x)
        ? forward<float>(&batch_norm_elementwise_add_sigmoid_forward_float, op, x, scale, bias, mean, variance,
                         momentum, epsilon, is_test, r)
        : forward<double>(&batch_norm_elementwise_add_sigmoid_forward_double, op, x, scale, bias, mean, variance,
                          momentum, epsilon, is_test, r);
  }, py::arg("x"), py::arg("r"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"),
     py::arg("momentum"), py::arg("epsilon"), py::arg("is_test"),
     "(Out, MeanOut, VarianceOut, SavedMean, SavedVariance): Out = sigmoid(elementwise_add(batch_norm(X), R))");
  m.def("fused_batch_norm_elementwise_add_sigmoid_grad", [](const py::array& x, const py::array& scale,
                                                               const py::array& saved_mean,
                                                               const py::array& saved_inv, const py::array& out,
                                                               const py::array& dout, bool is_test,
                                                               const py::object& dout2) {
    const char* op = "fused_batch_norm_elementwise_add_sigmoid_grad";
    return is_float32(op, x)
        ? backward<float>(&batch_norm_elementwise_add_sigmoid_backward_float, op, x, scale, saved_mean, saved_inv,
                          out, dout, is_test, dout2, true)
        : backward<double>(&batch_norm_elementwise_add_sigmoid_backward_double, op, x, scale, saved_mean,
                           saved_inv, out, dout, is_test, dout2, true);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("out"), py::arg("dout"),
     py::arg("is_test"), py::arg("dout2") = py::none(),
     "(X@GRAD, Scale@GRAD, Bias@GRAD, R@GRAD) of sigmoid(elementwise_add(batch_norm(X), R)) from Out and Out@GRAD");
  m.def("fused_batch_norm_elementwise_add_tanh", [](const py::array& x, const py::array& r,
                                                          const py::array& scale, const py::array& bias,
                                                          const py::array& mean, const py::array& variance,
                                                          double momentum, double epsilon, bool is_test) {
    const char* op = "fused_batch_norm_elementwise_add_tanh";
    return is_float32(op, x)
        ? forward<float>(&batch_norm_elementwise_add_tanh_forward_float, op, x, scale, bias, mean, variance,
                         momentum, epsilon, is_test, r)
        : forward<double>(&batch_norm_elementwise_add_tanh_forward_double, op, x, scale, bias, mean, variance,
                          momentum, epsilon, is_test, r);
  }, py::arg("x"), py::arg("r"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"),
     py::arg("momentum"), py::arg("epsilon"), py::arg("is_test"),
     "(Out, MeanOut, VarianceOut, SavedMean, SavedVariance): Out = tanh(elementwise_add(batch_norm(X), R))");
  m.def("fused_batch_norm_elementwise_add_tanh_grad", [](const py::array& x, const py::array& scale,
                                                               const py::array& saved_mean,
                                                               const py::array& saved_inv, const py::array& out,
                                                               const py::array& dout, bool is_test,
                                                               const py::object& dout2) {
    const char* op = "fused_batch_norm_elementwise_add_tanh_grad";
    return is_float32(op, x)
        ? backward<float>(&batch_norm_elementwise_add_tanh_backward_float, op, x, scale, saved_mean, saved_inv,
                          out, dout, is_test, dout2, true)
        : backward<double>(&batch_norm_elementwise_add_tanh_backward_double, op, x, scale, saved_mean,
                           saved_inv, out, dout, is_test, dout2, true);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("out"), py::arg("dout"),
     py::arg("is_test"), py::arg("dout2") = py::none(),
     "(X@GRAD, Scale@GRAD, Bias@GRAD, R@GRAD) of tanh(elementwise_add(batch_norm(X), R)) from Out and Out@GRAD");
  m.def("fused_batch_norm_rowwise_add_relu", [](const py::array& x, const py::array& r,
                                                          const py::array& scale, const py::array& bias,
                                                          const py::array& mean, const py::array& variance,
                                                          double momentum, double epsilon, bool is_test) {
    const char* op = "fused_batch_norm_rowwise_add_relu";
    return is_float32(op, x)
        ? forward<float>(&batch_norm_rowwise_add_relu_forward_float, op, x, scale, bias, mean, variance,
                         momentum, epsilon, is_test, r)
        : forward<double>(&batch_norm_rowwise_add_relu_forward_double, op, x, scale, bias, mean, variance,
                          momentum, epsilon, is_test, r);
  }, py::arg("x"), py::arg("r"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"),
     py::arg("momentum"), py::arg("epsilon"), py::arg("is_test"),
     "(Out, MeanOut, VarianceOut, SavedMean, SavedVariance): Out = relu(rowwise_add(batch_norm(X), R))");
  m.def("fused_batch_norm_rowwise_add_relu_grad", [](const py::array& x, const py::array& scale,
                                                               const py::array& saved_mean,
                                                               const py::array& saved_inv, const py::array& out,
                                                               const py::array& dout, bool is_test,
                                                               const py::object& dout2) {
    const char* op = "fused_batch_norm_rowwise_add_relu_grad";
    return is_float32(op, x)
        ? backward<float>(&batch_norm_rowwise_add_relu_backward_float, op, x, scale, saved_mean, saved_inv,
                          out, dout, is_test, dout2, true)
        : backward<double>(&batch_norm_rowwise_add_relu_backward_double, op, x, scale, saved_mean,
                           saved_inv, out, dout, is_test, dout2, true);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("out"), py::arg("dout"),
     py::arg("is_test"), py::arg("dout2") = py::none(),
     "(X@GRAD, Scale@GRAD, Bias@GRAD, R@GRAD) of relu(rowwise_add(batch_norm(X), R)) from Out and Out@GRAD");
  m.def("fused_batch_norm_rowwise_add_sigmoid", [](const py::array& x, const py::array& r,
                                                          const py::array& scale, const py::array& bias,
                                                          const py::array& mean, const py::array& variance,
                                                          double momentum, double epsilon, bool is_test) {
    const char* op = "fused_batch_norm_rowwise_add_sigmoid";
    return is_float32(op, x)
        ? forward<float>(&batch_norm_rowwise_add_sigmoid_forward_float, op, x, scale, bias, mean, variance,
                         momentum, epsilon, is_test, r)
        : forward<double>(&batch_norm_rowwise_add_sigmoid_forward_double, op, x, scale, bias, mean, variance,
                          momentum, epsilon, is_test, r);
  }, py::arg("x"), py::arg("r"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"),
     py::arg("momentum"), py::arg("epsilon"), py::arg("is_test"),
     "(Out, MeanOut, VarianceOut, SavedMean, SavedVariance): Out = sigmoid(rowwise_add(batch_norm(X), R))");
  m.def("fused_batch_norm_rowwise_add_sigmoid_grad", [](const py::array& x, const py::array& scale,
                                                               const py::array& saved_mean,
                                                               const py::array& saved_inv, const py::array& out,
                                                               const py::array& dout, bool is_test,
                                                               const py::object& dout2) {
    const char* op = "fused_batch_norm_rowwise_add_sigmoid_grad";
    return is_float32(op, x)
        ? backward<float>(&batch_norm_rowwise_add_sigmoid_backward_float, op, x, scale, saved_mean, saved_inv,
                          out, dout, is_test, dout2, true)
        : backward<double>(&batch_norm_rowwise_add_sigmoid_backward_double, op, x, scale, saved_mean,
                           saved_inv, out, dout, is_test, dout2, true);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("out"), py::arg("dout"),
     py::arg("is_test"), py::arg("dout2") = py::none(),
     "(X@GRAD, Scale@GRAD, Bias@GRAD, R@GRAD) of sigmoid(rowwise_add(batch_norm(X), R)) from Out and Out@GRAD");
  m.def("fused_batch_norm_rowwise_add_tanh", [](const py::array& x, const py::array& r,
                                                          const py::array& scale, const py::array& bias,
                                                          const py::array& mean, const py::array& variance,
                                                          double momentum, double epsilon, bool is_test) {
    const char* op = "fused_batch_norm_rowwise_add_tanh";
    return is_float32(op, x)
        ? forward<float>(&batch_norm_rowwise_add_tanh_forward_float, op, x, scale, bias, mean, variance,
                         momentum, epsilon, is_test, r)
        : forward<double>(&batch_norm_rowwise_add_tanh_forward_double, op, x, scale, bias, mean, variance,
                          momentum, epsilon, is_test, r);
  }, py::arg("x"), py::arg("r"), py::arg("scale"), py::arg("bias"), py::arg("mean"), py::arg("variance"),
     py::arg("momentum"), py::arg("epsilon"), py::arg("is_test"),
     "(Out, MeanOut, VarianceOut, SavedMean, SavedVariance): Out = tanh(rowwise_add(batch_norm(X), R))");
  m.def("fused_batch_norm_rowwise_add_tanh_grad", [](const py::array& x, const py::array& scale,
                                                               const py::array& saved_mean,
                                                               const py::array& saved_inv, const py::array& out,
                                                               const py::array& dout, bool is_test,
                                                               const py::object& dout2) {
    const char* op = "fused_batch_norm_rowwise_add_tanh_grad";
    return is_float32(op, x)
        ? backward<float>(&batch_norm_rowwise_add_tanh_backward_float, op, x, scale, saved_mean, saved_inv,
                          out, dout, is_test, dout2, true)
        : backward<double>(&batch_norm_rowwise_add_tanh_backward_double, op, x, scale, saved_mean,
                           saved_inv, out, dout, is_test, dout2, true);
  }, py::arg("x"), py::arg("scale"), py::arg("saved_mean"), py::arg("saved_inv"), py::arg("out"), py::arg("dout"),
     py::arg("is_test"), py::arg("dout2") = py::none(),
     "(X@GRAD, Scale@GRAD, Bias@GRAD, R@GRAD) of tanh(rowwise_add(batch_norm(X), R)) from Out and Out@GRAD");
}
