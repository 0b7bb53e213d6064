// Helpers shared by the convolution kernels (conv.cc: im2col / col2im; conv_direct.cc).
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <initializer_list>
#include <limits>
#include <stdexcept>
#include <string>

#include "op_decl.h"

namespace paddle_conv {
namespace py = pybind11;
using Index = py::ssize_t;

// The product of sizes, refused when it would overflow (a caller's absurd output size).
inline Index checked_size(std::initializer_list<Index> dims, const char* who) {
  Index total = 1;
  for (Index d : dims) {
    if (d != 0 && total > std::numeric_limits<Index>::max() / d)
      throw std::invalid_argument(std::string(who) + ": the result would be too large");
    total *= d;
  }
  return total;
}

template <typename T>
void require_dtype(const py::array& a, const char* who, const char* what) {
  if (!paddle::same_dtype(a.dtype(), py::dtype::of<T>()))
    throw std::invalid_argument(std::string(who) + ": " + what + " has dtype " +
                                std::string(py::str(a.dtype())) + ", expected " +
                                std::string(py::str(py::dtype::of<T>())));
}

}  // namespace paddle_conv
