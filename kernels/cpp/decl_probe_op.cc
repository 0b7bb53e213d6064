// Declarations that exercise the C++ vocabulary, for tests only: they are NOT registered (no
// PADDLE_REGISTER_OP); `_native.declaration_probes()` hands them to tests/runtime/test_native_ops.py,
// which replays them into a fresh registry: one uses every word (its metas must equal what the
// Python builder calls give), the others are wrong in one way each (each must be refused when it
// is registered, naming this file and line).
#include <pybind11/pybind11.h>

#include <cstdint>
#include <string>
#include <vector>

#include "op_decl.h"

namespace {
namespace py = pybind11;
using paddle::Bound;

py::cpp_function probe_kernel() {
  return py::cpp_function([](const py::args& args, const py::kwargs&) { return args.size(); });
}

paddle::OpDecl every_word() {
  return PADDLE_OP("cpp_every_word", "Every word of the C++ declaration vocabulary.")
      .role("layer")
      .input("X", "matrices of N rows").shape({"N", "...S"}).variadic().seq_types({"none", "sequence"})
      .input("Index", "row indexes", /*rank=*/1).dtypes({"int64"}).type_var("").domain(0, "N", false, true).no_grad()
      .input("Bias", "an optional [1] bias").shape({"1"}).optional()
      .input("Y", "a matrix").rank(2).type_var("U")
      .input("Z", "a matrix broadcast with Y").rank(2).type_var("U").domain(Bound(), 0.0, false, true)
      .output("Out", "an [N, size] matrix of the dtype attribute").shape({"N", "size"}).dtype_from("dtype")
      .type_var("").seq_from("Index")
      .output("B", "the broadcast of Y and Z").broadcast({"Y", "Z"}).type_var("U")
      .output("Like", "shaped like Y").like("Y")
      .attribute<int64_t>("size", "the width of Out").must_set().at_least(1).at_most(64)
      .attribute<double>("alpha", "a weight; NaN allowed", /*finite=*/false).default_value(0.5).larger_than(0.0)
      .smaller_than(1.0)
      .attribute<std::string>("mode", "how rows combine").default_value("sum").one_of({"sum", "mean"})
      .attribute<std::vector<int64_t>>("axes", "distinct axes").default_value({0}).length(1, 3)
      .custom<std::vector<int64_t>>("paddle.kernels.reduce:distinct_axes", "a list of distinct axes", {{0, -1}},
                                    {{1, 1}})
      .attribute<std::vector<double>>("weights", "per-row weights").default_value(std::vector<double>{1.0})
      .length(1).in_range(0.0, 10.0)
      .attribute<int64_t>("k", "a power of two").default_value(2).one_of<int64_t>({1, 2, 4})
      .attribute("dtype", "dtype", "the dtype of Out").default_value("float32")
      .attribute<bool>("flag", "a switch").default_value(false)
      .attribute<std::vector<std::string>>("names", "some names").default_value(std::vector<std::string>{})
      .oracle("torch", "torch.add(Y, Z)",
              {{"size", "sizes Out only"}, {"alpha", "unused"}, {"mode", "unused"}, {"axes", "unused"},
               {"weights", "unused"}, {"k", "unused"}, {"dtype", "types Out only"}, {"flag", "unused"},
               {"names", "unused"}})
      .example("pass")
      .kernel(probe_kernel())
      .no_grad("a probe");
}

// Minimal well-formed declaration that the bad ones below change in one way.
paddle::OpDecl base(const char* name) {
  return PADDLE_OP(name, "A probe.").input("X", "any").output("Out", "like X").like("X");
}

paddle::OpDecl finish(paddle::OpDecl d) {
  return d.oracle("torch", "torch.abs(X)", {}).kernel(probe_kernel()).no_grad("a probe");
}

}  // namespace

PADDLE_DEFINE_KERNELS(decl_probe) {
  m.def("declaration_probes", [] {
    py::dict d;
    d["every_word"] = every_word().data();
    d["unknown_type"] = finish(base("cpp_bad").attribute("k", "complex", "no such type")).data();
    d["unknown_dtype"] = finish(PADDLE_OP("cpp_bad", "A probe.").input("X", "").dtypes({"float33"})
                                    .output("Out", "").like("X")).data();
    d["constraint_on_wrong_type"] =
        finish(base("cpp_bad").attribute<std::string>("mode", "a string").larger_than(0.0)).data();
    d["default_violates_range"] =
        finish(base("cpp_bad").attribute<double>("p", "a probability").default_value(2.0).in_range(0.0, 1.0))
            .data();
    d["fractional_int_bound"] = finish(base("cpp_bad").attribute<int64_t>("k", "").at_least(0.5)).data();
    d["constraint_before_attribute"] = finish(base("cpp_bad").default_value(1.0)).data();
    d["word_before_tensor"] = finish(PADDLE_OP("cpp_bad", "A probe.").shape({"N"}).input("X", "")
                                         .output("Out", "").like("X")).data();
    d["foreign_custom"] = finish(base("cpp_bad").attribute<int64_t>("k", "").default_value(1)
                                     .custom("os:system", "runs a shell")).data();
    d["unknown_oracle_kind"] =
        base("cpp_bad").oracle("tensorflow", "tf.abs(X)").kernel(probe_kernel()).no_grad("a probe").data();
    d["oracle_ignores_attribute"] = finish(base("cpp_bad").attribute<double>("a", "").default_value(1.0)).data();
    d["no_kernel"] = base("cpp_bad").oracle("torch", "torch.abs(X)").no_grad("a probe").data();
    return d;
  }, "C++ declarations for the vocabulary tests (never registered).");
}
