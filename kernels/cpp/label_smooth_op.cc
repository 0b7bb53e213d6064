// label_smooth: Out = (1 - epsilon) * X + epsilon * PriorDist (or epsilon / C without a prior),
// Paddle's label_smooth. Declared and implemented only in C++; it exercises the optional,
// no_grad, shape-pattern, domain and range words of the vocabulary.
#include <pybind11/numpy.h>

#include <string>

#include "op_decl.h"

namespace {
namespace py = pybind11;

template <typename T>
py::array forward(const py::array& x, const py::object& prior, double epsilon) {
  auto in = py::array_t<T, py::array::c_style | py::array::forcecast>::ensure(x);
  const py::ssize_t n = in.shape(0), c = in.shape(1);
  py::array_t<T> out({n, c});
  py::array_t<T, py::array::c_style | py::array::forcecast> dist;
  if (!prior.is_none()) {
    dist = py::array_t<T, py::array::c_style | py::array::forcecast>::ensure(prior);
    if (!dist) throw std::invalid_argument("label_smooth: PriorDist must be an array");
  }
  const T* src = in.data();
  const T* p = prior.is_none() ? nullptr : dist.data();
  T* dst = out.mutable_data();
  {
    py::gil_scoped_release release;
    const double uniform = c > 0 ? epsilon / static_cast<double>(c) : 0.0;
    for (py::ssize_t i = 0; i < n; ++i)
      for (py::ssize_t j = 0; j < c; ++j) {
        const double smooth = p ? epsilon * static_cast<double>(p[j]) : uniform;
        dst[i * c + j] = static_cast<T>((1.0 - epsilon) * static_cast<double>(src[i * c + j]) + smooth);
      }
  }
  return std::move(out);
}

py::array label_smooth(const py::array& x, const py::object& prior, double epsilon) {
  if (x.ndim() != 2) throw std::invalid_argument("label_smooth: X must be an [N, C] matrix");
  const bool f32 = paddle::is_float32(x, "label_smooth", "X");
  if (!prior.is_none()) {
    auto p = py::array::ensure(prior);
    if (!p || p.ndim() != 2 || p.shape(0) != 1 || p.shape(1) != x.shape(1))
      throw std::invalid_argument("label_smooth: PriorDist must be a [1, C] matrix, C = X's columns (" +
                                  std::to_string(x.shape(1)) + ")");
    if (!paddle::same_dtype(p.dtype(), x.dtype())) throw std::invalid_argument("label_smooth: PriorDist must have X's dtype");
  }
  return f32 ? forward<float>(x, prior, epsilon) : forward<double>(x, prior, epsilon);
}

// dX = (1 - epsilon) * dOut; PriorDist is no_grad (Paddle's label_smooth_grad).
py::array label_smooth_grad(const py::array& x, const py::array& dout, double epsilon) {
  paddle::require_same(dout, x, "label_smooth_grad", "Out@GRAD");
  auto f = [epsilon](double, double g) { return (1.0 - epsilon) * g; };
  return paddle::is_float32(x, "label_smooth_grad", "X") ? paddle::map_elements<float>(x, dout, f)
                                                          : paddle::map_elements<double>(x, dout, f);
}

}  // namespace

PADDLE_REGISTER_OP(label_smooth) {
  return PADDLE_OP("label_smooth",
                   "Label smoothing: Out = (1 - epsilon) * X + epsilon * PriorDist, or epsilon / C in place "
                   "of PriorDist when no prior is given (the uniform distribution over the C classes).")
      .input("X", "[N, C] labels: one-hot rows or class probabilities").shape({"N", "C"})
      .dtypes({"float32", "float64"}).type_var("T").seq_types({"none", "sequence", "nested_sequence"})
      .domain(0.0, 1.0)
      .input("PriorDist", "a [1, C] prior distribution over the classes; uniform when not given")
      .shape({"1", "C"}).type_var("T").domain(0.0, 1.0).optional().no_grad()
      .output("Out", "the smoothed labels, shaped like X").like("X")
      .attribute<double>("epsilon", "the weight of the prior").default_value(0.0).in_range(0.0, 1.0)
      .oracle("torch", "X * (1 - epsilon) + epsilon * PriorDist")
      .example("out = layers.label_smooth(data('label', [None, 10]), epsilon=0.1)")
      .kernel(py::cpp_function(&label_smooth, py::arg("x"), py::arg("prior_dist") = py::none(), py::kw_only(),
                               py::arg("epsilon")))
      .grad(py::cpp_function(&label_smooth_grad, py::arg("x"), py::arg("dout"), py::kw_only(), py::arg("epsilon")),
            {"X"});
}
