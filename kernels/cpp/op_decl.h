// The op declaration vocabulary in C++ (seed 002's REGISTER_FUNCTION story).
//
// A kernel developer who writes only a .cc file declares the op here, with the same
// words as the Python `Function` builder; the extension hands the declarations to
// Python (kernels/native_ops.py), which replays them into the builder, so the op gets
// its layer, validator, tests, docs and JSON entry with no Python written for it.
//
//   PADDLE_REGISTER_OP(label_smooth) {
//     return PADDLE_OP("label_smooth", "Out = (1 - epsilon) * X + epsilon * PriorDist.")
//         .input("X", "one-hot labels [N, C]").shape({"N", "C"}).domain(0.0, 1.0)
//         .input("PriorDist", "a prior [1, C]").shape({"1", "C"}).optional().no_grad()
//         .output("Out", "shaped like X").like("X")
//         .attribute<double>("epsilon", "the smoothing weight").default_value(0.0).in_range(0.0, 1.0)
//         .oracle("torch", "X * (1 - epsilon) + epsilon * PriorDist")
//         .kernel(py::cpp_function(&label_smooth, ...))
//         .grad(py::cpp_function(&label_smooth_grad, ...), {"X"});   // derives label_smooth_grad
//   }
//
// Tensor words (`.shape`, `.dtypes`, `.type_var`, `.like`, `.optional`, `.no_grad`, `.domain`, ...)
// apply to the tensor declared last, as constraint words (`.default_value`, `.in_range`, ...) apply
// to the attribute declared last. A word with nothing to apply to, an unknown type or dtype, or a
// constraint that does not fit its attribute is refused when the extension's ops are registered
// (a DeclarationError naming this file and line), never silently dropped.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace paddle {
namespace py = pybind11;

// The attribute type names the Python replay knows (kernels/native_ops.py, _TYPES).
template <typename T> constexpr const char* attr_type_name();
template <> constexpr const char* attr_type_name<double>() { return "float"; }
template <> constexpr const char* attr_type_name<int64_t>() { return "int"; }
template <> constexpr const char* attr_type_name<bool>() { return "bool"; }
template <> constexpr const char* attr_type_name<std::string>() { return "str"; }
template <> constexpr const char* attr_type_name<std::vector<int64_t>>() { return "list[int]"; }
template <> constexpr const char* attr_type_name<std::vector<double>>() { return "list[float]"; }
template <> constexpr const char* attr_type_name<std::vector<std::string>>() { return "list[str]"; }

// A bound of an input's value domain: a number, a symbol of the op's shape patterns ("C": a
// label below the class count), or Bound() for none (unbounded).
struct Bound {
  py::object value;
  Bound() : value(py::none()) {}
  Bound(double v) : value(py::float_(v)) {}        // NOLINT: implicit, as a literal reads
  Bound(int v) : value(py::int_(v)) {}             // NOLINT
  Bound(const char* symbol) : value(py::str(symbol)) {}  // NOLINT
};

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
    decl_["oracle"] = py::none();
    decl_["examples"] = examples_;
    decl_["errors"] = errors_;
  }

  OpDecl& role(const std::string& r) { decl_["role"] = r; return *this; }

  // --- tensors: each word below applies to the tensor declared last -----------------------------

  // `rank` (-1: any) and `no_grad` may be given here or by the words below.
  OpDecl& input(const std::string& name, const std::string& description, int rank = -1, bool no_grad = false) {
    start_tensor(inputs_, name, description);
    if (rank >= 0) meta_["rank"] = rank;
    if (no_grad) meta_["no_grad"] = true;
    return *this;
  }

  // An output `like` an input (its shape, dtype, sequence offsets), or a `.shape(pattern)`.
  OpDecl& output(const std::string& name, const std::string& description, const std::string& like = "") {
    start_tensor(outputs_, name, description);
    if (!like.empty()) meta_["like"] = like;
    return *this;
  }

  // A shape pattern: sizes ("1"), symbols ("N"), attribute names, a group of dimensions ("...S").
  OpDecl& shape(const std::vector<std::string>& pattern) { return tensor("shape", py::cast(pattern)); }
  OpDecl& rank(int r) { return tensor("rank", py::int_(r)); }
  // Dtype names ("float32", "int64", ...); the default is float32 and float64.
  OpDecl& dtypes(const std::vector<std::string>& names) { return tensor("dtypes", py::cast(names)); }
  // Tensors sharing a type variable share one dtype (the default variable is "T"); "" for none.
  OpDecl& type_var(const std::string& var) {
    return tensor("type_var", var.empty() ? py::object(py::none()) : py::object(py::str(var)));
  }
  // Sequence types: "none", "sequence", "nested_sequence" (the default: "none" only).
  OpDecl& seq_types(const std::vector<std::string>& names) { return tensor("seq_types", py::cast(names)); }
  OpDecl& optional() { return tensor("optional", py::bool_(true)); }
  OpDecl& variadic() { return tensor("variadic", py::bool_(true)); }
  OpDecl& no_grad() { return tensor("no_grad", py::bool_(true)); }
  OpDecl& like(const std::string& input) { return tensor("like", py::str(input)); }
  OpDecl& dtype_from(const std::string& attribute) { return tensor("dtype_from", py::str(attribute)); }
  OpDecl& seq_from(const std::string& input) { return tensor("seq_from", py::str(input)); }
  OpDecl& broadcast(const std::vector<std::string>& inputs) { return tensor("broadcast", py::cast(inputs)); }
  // The values an input may hold: [low, high], either end open; Bound() is unbounded.
  OpDecl& domain(Bound low, Bound high, bool low_open = false, bool high_open = false) {
    return tensor("domain", py::dict(py::arg("low") = low.value, py::arg("high") = high.value,
                                     py::arg("low_open") = low_open, py::arg("high_open") = high_open));
  }

  // --- attributes: each constraint applies to the attribute declared last -----------------------

  template <typename T>
  OpDecl& attribute(const std::string& name, const std::string& description, bool finite = true) {
    return attribute(name, attr_type_name<T>(), description, finite);
  }
  // By type name, for types no C++ type names: "dtype" (or any name _TYPES knows).
  OpDecl& attribute(const std::string& name, const char* type, const std::string& description, bool finite = true) {
    constraints_ = py::list();
    attributes_.append(py::dict(py::arg("name") = name, py::arg("description") = description,
                                py::arg("type") = type, py::arg("finite") = finite,
                                py::arg("constraints") = constraints_));
    has_attribute_ = true;
    return *this;
  }

  template <typename T> OpDecl& default_value(T v) { return constraint("default", py::make_tuple(v)); }
  OpDecl& default_value(std::initializer_list<int64_t> v) {
    return constraint("default", py::make_tuple(std::vector<int64_t>(v)));
  }
  OpDecl& must_set() { return constraint("must_set", py::make_tuple()); }
  // Numeric bounds are doubles; an int attribute gets them as ints (a fractional one is refused).
  OpDecl& larger_than(double v) { return constraint("larger_than", py::make_tuple(v)); }
  OpDecl& at_least(double v) { return constraint("at_least", py::make_tuple(v)); }
  OpDecl& smaller_than(double v) { return constraint("smaller_than", py::make_tuple(v)); }
  OpDecl& at_most(double v) { return constraint("at_most", py::make_tuple(v)); }
  OpDecl& in_range(double lo, double hi) { return constraint("in_range", py::make_tuple(lo, hi)); }
  OpDecl& one_of(const std::vector<std::string>& values) { return constraint("one_of", py::make_tuple(values)); }
  // Numeric choices name their type: .one_of<int64_t>({1, 2, 4}).
  template <typename T> OpDecl& one_of(const std::vector<T>& values) {
    return constraint("one_of", py::make_tuple(values));
  }
  // The length of a list attribute: min <= len <= max; -1 leaves that end open.
  OpDecl& length(int64_t min, int64_t max = -1) {
    return constraint("length", py::make_tuple(min < 0 ? py::object(py::none()) : py::object(py::int_(min)),
                                               max < 0 ? py::object(py::none()) : py::object(py::int_(max))));
  }
  // A check no word above says: a module-level predicate of this package, by name
  // ("paddle.kernels.reduce:distinct_axes"), with its message and boundary values.
  OpDecl& custom(const std::string& ref, const std::string& message) {
    return constraint("custom", py::make_tuple(ref, message, py::list(), py::list()));
  }
  template <typename T>
  OpDecl& custom(const std::string& ref, const std::string& message, const std::vector<T>& valid,
                 const std::vector<T>& invalid) {
    return constraint("custom", py::make_tuple(ref, message, valid, invalid));
  }

  // --- kernels, gradient, oracle, examples ---------------------------------------------------------

  // The gradient kernel: gets the forward slots `reads` (default: inputs, then outputs), then
  // the gradient of each output; the grad op's metas are derived from this declaration.
  OpDecl& grad(py::cpp_function fn, const std::vector<std::string>& reads = {}) {
    decl_["grad"] = std::move(fn);
    if (!reads.empty()) decl_["grad_reads"] = reads;
    return *this;
  }
  OpDecl& no_grad(const std::string& reason) { decl_["no_grad"] = reason; return *this; }
  OpDecl& kernel(py::cpp_function fn) { decl_["kernel"] = std::move(fn); return *this; }
  // The independent implementation the generated tests compare the kernel with
  // (registry/oracle.py): .oracle("torch", "torch.nn.functional.softsign(X)"); `unused` names each
  // attribute the expression does not read, with the reason it cannot change the compared values.
  OpDecl& oracle(const std::string& kind, const std::string& expression,
                 const std::map<std::string, std::string>& unused = {}) {
    decl_["oracle"] = py::make_tuple(kind, expression, unused);
    return *this;
  }
  // Usage shown in the docs and run by the tests (see Function.example).
  OpDecl& example(const std::string& code) { examples_.append(code); return *this; }

  py::dict data() const { return decl_; }

 private:
  void start_tensor(py::list& where, const std::string& name, const std::string& description) {
    meta_ = py::dict();
    where.append(py::dict(py::arg("name") = name, py::arg("description") = description, py::arg("meta") = meta_));
    has_tensor_ = true;
  }

  OpDecl& tensor(const char* key, py::object value) {
    if (!has_tensor_) errors_.append(std::string(".") + key + " given before any input or output was declared");
    meta_[key] = std::move(value);
    return *this;
  }

  OpDecl& constraint(const char* kind, py::tuple args) {
    if (!has_attribute_) errors_.append(std::string(kind) + " given before any attribute was declared");
    constraints_.append(py::make_tuple(kind, std::move(args)));
    return *this;
  }

  py::dict decl_, meta_;
  py::list inputs_, outputs_, attributes_, constraints_, examples_, errors_;
  bool has_tensor_ = false, has_attribute_ = false;
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

// Kernel helpers shared by the op files: the dtype a kernel runs in, checked before any work.
template <typename T> constexpr const char* dtype_name();
template <> constexpr const char* dtype_name<float>() { return "float32"; }
template <> constexpr const char* dtype_name<double>() { return "float64"; }

// An array a caller gives up for an output to be written over it (a kernel's in_place=True): it
// must be a writeable C-contiguous array of T, or writing into a converted copy would lose the
// result (std::invalid_argument naming the op and the slot otherwise).
template <typename T>
py::array_t<T> writable(const py::array& a, const char* op, const char* slot) {
  if (!py::array_t<T, py::array::c_style>::check_(a) || !a.writeable())
    throw std::invalid_argument(std::string(op) + ": in_place needs " + slot + " as a writeable C-contiguous " +
                                dtype_name<T>() + " array");
  return py::reinterpret_borrow<py::array_t<T>>(a);
}

// numpy's equivalence of dtypes, not identity: an array unpickled (or from another process) has
// a float32 dtype equal to numpy's but not the same object.
inline bool same_dtype(const py::dtype& a, const py::dtype& b) {
  return a.is(b) || py::detail::npy_api::get().PyArray_EquivTypes_(a.ptr(), b.ptr());
}

// True for float32, false for float64; anything else is refused (std::invalid_argument, which
// Python sees as ValueError) rather than silently cast.
inline bool is_float32(const py::array& x, const char* op, const char* slot) {
  if (same_dtype(x.dtype(), py::dtype::of<float>())) return true;
  if (same_dtype(x.dtype(), py::dtype::of<double>())) return false;
  throw std::invalid_argument(std::string(op) + ": " + slot + " must be float32 or float64, got " +
                              std::string(py::str(x.dtype())));
}

// Refuses two arrays of different shapes or dtypes (a gradient and the tensor it is the gradient of).
inline void require_same(const py::array& a, const py::array& b, const char* op, const char* what) {
  bool same = a.ndim() == b.ndim() && same_dtype(a.dtype(), b.dtype());
  for (py::ssize_t i = 0; same && i < a.ndim(); ++i) same = a.shape(i) == b.shape(i);
  if (!same) throw std::invalid_argument(std::string(op) + ": " + what + " must have the shape and dtype of X");
}

// Out[i] = f(X[i]) in X's dtype T (f computes in double), the GIL released while it runs.
template <typename T, typename F>
py::array map_elements(const py::array& x, F f) {
  auto in = py::array_t<T, py::array::c_style | py::array::forcecast>::ensure(x);
  if (!in) throw std::invalid_argument(std::string("expected a ") + dtype_name<T>() + " array");
  py::array_t<T> out(std::vector<py::ssize_t>(in.shape(), in.shape() + in.ndim()));
  const T* src = in.data();
  T* dst = out.mutable_data();
  const py::ssize_t n = in.size();
  {
    py::gil_scoped_release release;
    for (py::ssize_t i = 0; i < n; ++i) dst[i] = static_cast<T>(f(static_cast<double>(src[i])));
  }
  return std::move(out);
}

// Out[i] = f(X[i], Y[i]) for two arrays of one shape and dtype T (a gradient kernel's X and dOut).
template <typename T, typename F>
py::array map_elements(const py::array& x, const py::array& y, F f) {
  auto a = py::array_t<T, py::array::c_style | py::array::forcecast>::ensure(x);
  auto b = py::array_t<T, py::array::c_style | py::array::forcecast>::ensure(y);
  if (!a || !b) throw std::invalid_argument(std::string("expected ") + dtype_name<T>() + " arrays");
  py::array_t<T> out(std::vector<py::ssize_t>(a.shape(), a.shape() + a.ndim()));
  const T* pa = a.data();
  const T* pb = b.data();
  T* dst = out.mutable_data();
  const py::ssize_t n = a.size();
  {
    py::gil_scoped_release release;
    for (py::ssize_t i = 0; i < n; ++i)
      dst[i] = static_cast<T>(f(static_cast<double>(pa[i]), static_cast<double>(pb[i])));
  }
  return std::move(out);
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
