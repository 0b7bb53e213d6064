// scale: Out = scale * X + bias. Declared and implemented only in C++: its layer,
// validator, tests, docs and JSON entry come from this declaration.
#include <pybind11/numpy.h>

#include "op_decl.h"

namespace {
namespace py = pybind11;

template <typename T>
py::array affine(py::array_t<T, py::array::c_style | py::array::forcecast> x, double a, double b) {
  py::array_t<T> out(std::vector<py::ssize_t>(x.shape(), x.shape() + x.ndim()));
  const T* src = x.data();
  T* dst = out.mutable_data();
  const py::ssize_t n = x.size();
  {
    py::gil_scoped_release release;
    for (py::ssize_t i = 0; i < n; ++i) dst[i] = static_cast<T>(a * src[i] + b);
  }
  return out;
}

py::array affine_any(const py::array& x, double a, double b) {
  if (paddle::same_dtype(x.dtype(), py::dtype::of<float>())) return affine<float>(x, a, b);
  return affine<double>(x, a, b);
}

py::array scale_kernel(const py::array& x, double scale, double bias) { return affine_any(x, scale, bias); }

// dX = scale * dOut: reads no forward slot but X, whose shape its gradient takes.
py::array scale_grad_kernel(const py::array& /*x*/, const py::array& dout, double scale, double /*bias*/) {
  return affine_any(dout, scale, 0.0);
}

}  // namespace

PADDLE_REGISTER_OP(scale) {
  return PADDLE_OP("scale", "Multiplies X by scale and adds bias: Out = scale * X + bias.")
      .input("X", "a float tensor of any shape (float16 and bfloat16 computed in float32)")
      .dtypes({"float16", "bfloat16", "float32", "float64"})
      .output("Out", "shaped like X", "X")
      .attribute<double>("scale", "the multiplier").default_value(1.0)
      .attribute<double>("bias", "added after scaling").default_value(0.0)
      .oracle("torch", "torch.add(torch.mul(X, scale), bias)")
      .kernel(py::cpp_function(&scale_kernel, py::arg("x"), py::kw_only(), py::arg("scale"), py::arg("bias")))
      .grad(py::cpp_function(&scale_grad_kernel, py::arg("x"), py::arg("dout"), py::kw_only(), py::arg("scale"),
                             py::arg("bias")),
            {"X"});
}
