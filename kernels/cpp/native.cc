// Native CPU kernels, compiled by the package build (pybind11).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "op_decl.h"

namespace py = pybind11;

namespace {

constexpr double kEps = 1e-12;  // same guard as the numpy reference

template <typename T>
py::array_t<T> cos_sim_forward(py::array_t<T, py::array::c_style | py::array::forcecast> x,
                               py::array_t<T, py::array::c_style | py::array::forcecast> y,
                               double scale) {
  if (x.ndim() != 2 || y.ndim() != 2) throw std::invalid_argument("cos_sim: X and Y must be rank 2");
  const auto h = x.shape(0), w = x.shape(1);
  const bool broadcast = y.shape(0) == 1 && h != 1;
  if (y.shape(1) != w || (!broadcast && y.shape(0) != h))
    throw std::invalid_argument("cos_sim: Y must have the shape of X or a single row");
  py::array_t<T> out({h, static_cast<py::ssize_t>(1)});
  auto xs = x.template unchecked<2>();
  auto ys = y.template unchecked<2>();
  auto os = out.template mutable_unchecked<2>();
  {
    py::gil_scoped_release release;
    for (py::ssize_t i = 0; i < h; ++i) {
      const py::ssize_t r = broadcast ? 0 : i;
      double xy = 0, xx = 0, yy = 0;
      for (py::ssize_t j = 0; j < w; ++j) {
        xy += double(xs(i, j)) * ys(r, j);
        xx += double(xs(i, j)) * xs(i, j);
        yy += double(ys(r, j)) * ys(r, j);
      }
      const double denom = std::max(std::sqrt(xx), kEps) * std::max(std::sqrt(yy), kEps);
      os(i, 0) = static_cast<T>(scale * xy / denom);
    }
  }
  return out;
}

}  // namespace

PADDLE_DEFINE_KERNELS(cos_sim) {
  m.def("cos_sim_f32", &cos_sim_forward<float>, py::arg("x"), py::arg("y"), py::arg("scale"));
  m.def("cos_sim_f64", &cos_sim_forward<double>, py::arg("x"), py::arg("y"), py::arg("scale"));
}

PYBIND11_MODULE(_native, m) {
  m.doc() = "Native CPU kernels for paddle ops";
  for (auto define : paddle::kernel_defs()) define(m);
  m.def("op_declarations", [] {
    py::list decls;
    for (auto factory : paddle::op_factories()) decls.append(factory().data());
    return decls;
  }, "The ops declared in C++ (PADDLE_REGISTER_OP), as data for the Python registry.");
}
