// softsign: Out = X / (1 + |X|), elementwise. Declared and implemented only in C++.
#include <pybind11/numpy.h>

#include <cmath>

#include "op_decl.h"

namespace {
namespace py = pybind11;

py::array softsign(const py::array& x) {
  auto f = [](double v) { return v / (1.0 + std::fabs(v)); };
  return paddle::is_float32(x, "softsign", "X") ? paddle::map_elements<float>(x, f)
                                                 : paddle::map_elements<double>(x, f);
}

// dX = dOut / (1 + |X|)^2, computed in double (the square of a large float32 overflows float32).
py::array softsign_grad(const py::array& x, const py::array& dout) {
  paddle::require_same(dout, x, "softsign_grad", "Out@GRAD");
  auto f = [](double v, double g) {
    const double d = 1.0 + std::fabs(v);
    return g / d / d;
  };
  return paddle::is_float32(x, "softsign_grad", "X") ? paddle::map_elements<float>(x, dout, f)
                                                      : paddle::map_elements<double>(x, dout, f);
}

}  // namespace

PADDLE_REGISTER_OP(softsign) {
  return PADDLE_OP("softsign", "Out = X / (1 + |X|), elementwise: a sigmoid-shaped map onto (-1, 1).")
      .input("X", "a float32 or float64 tensor of any shape").dtypes({"float32", "float64"})
      .seq_types({"none", "sequence", "nested_sequence"})
      .output("Out", "shaped like X, each value in (-1, 1)").like("X")
      .oracle("torch", "torch.nn.functional.softsign(X)")
      .example("out = layers.softsign(data('x', [None, 8]))")
      .kernel(py::cpp_function(&softsign, py::arg("x")))
      .grad(py::cpp_function(&softsign_grad, py::arg("x"), py::arg("dout")), {"X"});
}
