// softmax_with_cross_entropy: the fused, numerically stable forward and backward kernels
// (the op is declared in kernels/loss.py; these are its "cpu" kernels).
//
// Per row: m = max(x), s = sum(exp(x - m)) accumulated in double, Softmax = exp(x - m) / s,
// Loss = log(s) - (x[label] - m): never exp of a large value, and no cancellation of two large
// numbers (lse - x[label] would lose everything below 1e-3 at logits of 1e4 in float32).
// Inputs may be strided (read through unchecked views, no copy); preconditions are checked and
// refused by throwing (IndexError for a label out of range, ValueError for shapes), never UB.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "op_decl.h"

namespace {
namespace py = pybind11;

template <typename T>
using In = py::array_t<T, py::array::forcecast>;  // any strides: read through unchecked<2>
using Labels = py::array_t<std::int64_t, py::array::forcecast>;

// The labels as one int64 per row, each in [0, classes) or equal to ignore_index.
std::vector<std::int64_t> checked_labels(const Labels& label, py::ssize_t rows, py::ssize_t classes,
                                         std::int64_t ignore_index) {
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

template <typename T>
std::tuple<py::array_t<T>, py::array_t<T>> forward(In<T> logits, Labels label, std::int64_t ignore_index) {
  if (logits.ndim() != 2) throw std::invalid_argument("softmax_with_cross_entropy: Logits must be [N, C]");
  const py::ssize_t n = logits.shape(0), c = logits.shape(1);
  if (c == 0 && n > 0) throw std::invalid_argument("softmax_with_cross_entropy: Logits has no classes");
  const auto labels = checked_labels(label, n, c, ignore_index);
  py::array_t<T> softmax({n, c});
  py::array_t<T> loss({n, static_cast<py::ssize_t>(1)});
  auto x = logits.template unchecked<2>();
  auto p = softmax.template mutable_unchecked<2>();
  auto l = loss.template mutable_unchecked<2>();
  {
    py::gil_scoped_release release;
    for (py::ssize_t i = 0; i < n; ++i) {
      T m = x(i, 0);
      for (py::ssize_t j = 1; j < c; ++j) m = x(i, j) > m ? x(i, j) : m;
      double s = 0;
      for (py::ssize_t j = 0; j < c; ++j) {
        const T e = static_cast<T>(std::exp(static_cast<double>(x(i, j) - m)));
        p(i, j) = e;
        s += e;
      }
      const T inv = static_cast<T>(1.0 / s);
      for (py::ssize_t j = 0; j < c; ++j) p(i, j) *= inv;
      const std::int64_t k = labels[static_cast<std::size_t>(i)];
      l(i, 0) = k == ignore_index ? T(0) : static_cast<T>(std::log(s) - static_cast<double>(x(i, k) - m));
    }
  }
  return {softmax, loss};
}

// dLogits = (Softmax - onehot(Label)) * dLoss + Softmax * (dSoftmax - sum_j dSoftmax * Softmax).
template <typename T>
py::array_t<T> backward(In<T> softmax, Labels label, In<T> dsoftmax, In<T> dloss, std::int64_t ignore_index) {
  if (softmax.ndim() != 2) throw std::invalid_argument("softmax_with_cross_entropy_grad: Softmax must be [N, C]");
  const py::ssize_t n = softmax.shape(0), c = softmax.shape(1);
  if (dsoftmax.ndim() != 2 || dsoftmax.shape(0) != n || dsoftmax.shape(1) != c)
    throw std::invalid_argument("softmax_with_cross_entropy_grad: Softmax@GRAD must be shaped like Softmax");
  if (dloss.ndim() != 2 || dloss.shape(0) != n || dloss.shape(1) != 1)
    throw std::invalid_argument("softmax_with_cross_entropy_grad: Loss@GRAD must be [N, 1]");
  const auto labels = checked_labels(label, n, c, ignore_index);
  py::array_t<T> dlogits({n, c});
  auto p = softmax.template unchecked<2>();
  auto dp = dsoftmax.template unchecked<2>();
  auto dl = dloss.template unchecked<2>();
  auto dx = dlogits.template mutable_unchecked<2>();
  {
    py::gil_scoped_release release;
    for (py::ssize_t i = 0; i < n; ++i) {
      double dot = 0;
      for (py::ssize_t j = 0; j < c; ++j) dot += static_cast<double>(dp(i, j)) * p(i, j);
      const std::int64_t k = labels[static_cast<std::size_t>(i)];
      const T g = k == ignore_index ? T(0) : dl(i, 0);
      const T d = static_cast<T>(dot);
      for (py::ssize_t j = 0; j < c; ++j) dx(i, j) = p(i, j) * (g + dp(i, j) - d);
      if (k != ignore_index) dx(i, k) -= g;
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
