// hard_sigmoid: Out = min(1, max(0, slope * X + offset)), elementwise (Paddle's hard_sigmoid).
// Declared and implemented only in C++: its layer, validator, tests, docs and JSON entry come
// from this declaration.
#include <pybind11/numpy.h>

#include <cmath>
#include <limits>

#include "op_decl.h"

namespace {
namespace py = pybind11;

template <typename T>
py::array forward(const py::array& x, double slope, double offset) {
  return paddle::map_elements<T>(x, [slope, offset](double v) {
    const double y = slope * v + offset;
    return y < 0 ? 0.0 : (y > 1 ? 1.0 : y);  // NaN stays NaN
  });
}

// dX = slope * dOut on the linear piece (0 < slope * X + offset < 1), 0 on the flat ones. At a
// kink (y = 0 or 1, to within the rounding of y) the derivative does not exist: we take the mean of
// the one-sided derivatives, slope / 2 (what a central difference gives; any value in [0, slope] is
// a subgradient, Paddle's kernel takes 0).
template <typename T>
py::array backward(const py::array& x, const py::array& dout, double slope, double offset) {
  return paddle::map_elements<T>(x, dout, [slope, offset](double v, double g) {
    const double y = slope * v + offset;
    const double rounding =
        4 * std::numeric_limits<double>::epsilon() * (std::fabs(slope * v) + std::fabs(offset) + 1);
    if (std::fabs(y) <= rounding || std::fabs(y - 1) <= rounding) return 0.5 * slope * g;
    return (y > 0 && y < 1) ? slope * g : 0.0;
  });
}

py::array hard_sigmoid(const py::array& x, double slope, double offset) {
  return paddle::is_float32(x, "hard_sigmoid", "X") ? forward<float>(x, slope, offset)
                                                     : forward<double>(x, slope, offset);
}

py::array hard_sigmoid_grad(const py::array& x, const py::array& dout, double slope, double offset) {
  paddle::require_same(dout, x, "hard_sigmoid_grad", "Out@GRAD");
  return paddle::is_float32(x, "hard_sigmoid_grad", "X") ? backward<float>(x, dout, slope, offset)
                                                          : backward<double>(x, dout, slope, offset);
}

}  // namespace

PADDLE_REGISTER_OP(hard_sigmoid) {
  return PADDLE_OP("hard_sigmoid",
                   "A piecewise linear approximation of the sigmoid: "
                   "Out = min(1, max(0, slope * X + offset)), elementwise.")
      .input("X", "a float32 or float64 tensor of any shape").seq_types({"none", "sequence", "nested_sequence"})
      .output("Out", "shaped like X, each value in [0, 1]").like("X")
      .attribute<double>("slope", "the slope of the linear piece").default_value(0.2)
      .attribute<double>("offset", "the value at X = 0 before clipping").default_value(0.5)
      .oracle("torch", "torch.clamp(X * slope + offset, 0, 1)")
      .example("out = layers.hard_sigmoid(data('x', [None, 8]), slope=0.25)")
      .kernel(py::cpp_function(&hard_sigmoid, py::arg("x"), py::kw_only(), py::arg("slope"), py::arg("offset")))
      .grad(py::cpp_function(&hard_sigmoid_grad, py::arg("x"), py::arg("dout"), py::kw_only(), py::arg("slope"),
                             py::arg("offset")),
            {"X"});
}
