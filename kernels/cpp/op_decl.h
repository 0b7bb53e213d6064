// The op declaration vocabulary in C++ (seed 002's REGISTER_FUNCTION story).
//
// A kernel developer who writes only a .cc file declares the op here, with the same
// words as the Python `Function` builder; the extension hands the declarations to
// Python, which registers them, so the op gets its layer, tests and JSON entry.
//
//   PADDLE_REGISTER_OP(scale) {
//     return PADDLE_OP("scale", "Out = scale * X + bias.")
//         .input("X", "any tensor")
//         .output("Out", "shaped like X", /*like=*/"X")
//         .attribute<double>("scale", "the multiplier").default_value(1.0)
//         .kernel(py::cpp_function(&scale_kernel, ...))
//         .grad(py::cpp_function(&scale_grad_kernel, ...), {"X"});   // derives scale_grad
//
// `.shape({"M", "K"})` and `.dtypes({"float32"})` apply to the tensor declared last, as the
// constraint methods apply to the attribute declared last.
//   }
#pragma once

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace paddle {
namespace py = pybind11;

template <typename T> constexpr const char* attr_type_name();
template <> constexpr const char* attr_type_name<double>() { return "float"; }
template <> constexpr const char* attr_type_name<int64_t>() { return "int"; }
template <> constexpr const char* attr_type_name<bool>() { return "bool"; }
template <> constexpr const char* attr_type_name<std::string>() { return "str"; }

// Built only while the module initialises (it holds Python objects).
class OpDecl {
 public:
  OpDecl(std::string name, std::string description, const char* file, int line) {
    decl_["name"] = std::move(name);
    decl_["description"] = std::move(description);
    decl_["file"] = file;
    decl_["line"] = line;
    decl_["role"] = "layer";
    decl_["inputs"] = inputs_;
    decl_["outputs"] = outputs_;
    decl_["attributes"] = attributes_;
    decl_["grad"] = py::none();
    decl_["grad_reads"] = py::none();
    decl_["no_grad"] = py::none();
  }

  OpDecl& role(const std::string& r) { decl_["role"] = r; return *this; }

  OpDecl& input(const std::string& name, const std::string& description, int rank = -1, bool no_grad = false) {
    tensor_ = py::dict(py::arg("name") = name, py::arg("description") = description,
                       py::arg("rank") = rank, py::arg("no_grad") = no_grad);
    inputs_.append(tensor_);
    return *this;
  }

  // An output `like` an input (its shape, dtype, sequence offsets), or "" with .shape(pattern).
  OpDecl& output(const std::string& name, const std::string& description, const std::string& like = "") {
    tensor_ = py::dict(py::arg("name") = name, py::arg("description") = description,
                       py::arg("like") = like.empty() ? py::object(py::none()) : py::str(like));
    outputs_.append(tensor_);
    return *this;
  }

  // A shape pattern: sizes ("1"), symbols ("N"), a group of dimensions ("...S").
  OpDecl& shape(const std::vector<std::string>& pattern) { tensor_["shape"] = pattern; return *this; }
  OpDecl& dtypes(const std::vector<std::string>& names) { tensor_["dtypes"] = names; return *this; }

  template <typename T>
  OpDecl& attribute(const std::string& name, const std::string& description) {
    current_ = py::list();
    attributes_.append(py::dict(py::arg("name") = name, py::arg("description") = description,
                                py::arg("type") = attr_type_name<T>(), py::arg("constraints") = current_));
    return *this;
  }

  template <typename T> OpDecl& default_value(T v) { return constraint("default", py::make_tuple(v)); }
  OpDecl& must_set() { return constraint("must_set", py::make_tuple()); }
  OpDecl& larger_than(double v) { return constraint("larger_than", py::make_tuple(v)); }
  OpDecl& at_least(double v) { return constraint("at_least", py::make_tuple(v)); }
  OpDecl& smaller_than(double v) { return constraint("smaller_than", py::make_tuple(v)); }
  OpDecl& at_most(double v) { return constraint("at_most", py::make_tuple(v)); }
  OpDecl& in_range(double lo, double hi) { return constraint("in_range", py::make_tuple(lo, hi)); }
  OpDecl& one_of(const std::vector<std::string>& values) { return constraint("one_of", py::make_tuple(values)); }

  // The gradient kernel: gets the forward slots `reads` (default: inputs, then outputs), then
  // the gradient of each output; the grad op's metas are derived from this declaration.
  OpDecl& grad(py::cpp_function fn, const std::vector<std::string>& reads = {}) {
    decl_["grad"] = std::move(fn);
    if (!reads.empty()) decl_["grad_reads"] = reads;
    return *this;
  }
  OpDecl& no_grad(const std::string& reason) { decl_["no_grad"] = reason; return *this; }
  OpDecl& kernel(py::cpp_function fn) { decl_["kernel"] = std::move(fn); return *this; }

  py::dict data() const { return decl_; }

 private:
  // Constraints apply to the attribute declared last, as in the Python builder.
  OpDecl& constraint(const char* kind, py::tuple args) {
    current_.append(py::make_tuple(kind, std::move(args)));
    return *this;
  }

  py::dict decl_, tensor_;
  py::list inputs_, outputs_, attributes_, current_;
};

using OpFactory = OpDecl (*)();

inline std::vector<OpFactory>& op_factories() {
  static std::vector<OpFactory> factories;
  return factories;
}

inline bool add_op_factory(OpFactory f) {
  op_factories().push_back(f);
  return true;
}

// Kernels a .cc file exposes to Python (as `paddle.kernels._native.<name>`): each file adds its
// own definitions, so no shared list of m.def calls grows with every kernel.
using KernelDefs = void (*)(py::module_&);

inline std::vector<KernelDefs>& kernel_defs() {
  static std::vector<KernelDefs> defs;
  return defs;
}

inline bool add_kernel_defs(KernelDefs f) {
  kernel_defs().push_back(f);
  return true;
}

}  // namespace paddle

#define PADDLE_OP(name, description) ::paddle::OpDecl((name), (description), __FILE__, __LINE__)

#define PADDLE_REGISTER_OP(ident)                                                         \
  static ::paddle::OpDecl paddle_decl_##ident();                                          \
  [[maybe_unused]] static const bool paddle_registered_##ident =                          \
      ::paddle::add_op_factory(&paddle_decl_##ident);                                     \
  static ::paddle::OpDecl paddle_decl_##ident()

// PADDLE_DEFINE_KERNELS(conv) { m.def("im2col_f32", &im2col<float>, ...); }
#define PADDLE_DEFINE_KERNELS(ident)                                                      \
  static void paddle_kernels_##ident(::pybind11::module_& m);                             \
  [[maybe_unused]] static const bool paddle_kernels_registered_##ident =                  \
      ::paddle::add_kernel_defs(&paddle_kernels_##ident);                                 \
  static void paddle_kernels_##ident(::pybind11::module_& m)
