"""The C++ op declaration vocabulary (kernels/cpp/op_decl.h, replayed by kernels/native_ops.py).

A kernel developer writes only a .cc file (seed 002): its declaration must mean exactly what the
same words in the Python builder mean, a wrong declaration must be refused when the extension's
ops are registered (naming the .cc file and line), and the ops it declares get their layer,
tests, docs and JSON entry with no Python written for them.
"""
import json
from pathlib import Path

import numpy as np
import pytest

import paddle  # noqa: F401  (registers every op)
from paddle.kernels import _native, native_ops
from paddle.kernels.reduce import distinct_axes
from paddle.registry import (FLOATS, ROWS, ConstraintError, DataType, DeclarationError, Domain, Function, InputError,
                             Registry, array_of, default_registry, to_json, validate_attrs)
from paddle.testing.case import each
from paddle.testing.checks import check_grad

from .helpers import run_op

ROOT = Path(__file__).resolve().parents[2]
CPP_ONLY = ("hard_sigmoid", "softsign", "label_smooth")


# --- the vocabulary maps: each C++ declaration equals the Python builder calls it stands for --------

def _python_twin(name):
    """The Python builder calls equivalent to the C++ declaration of `name` (descriptions and kernels
    taken from the registered op: what is compared is the vocabulary, not the prose)."""
    meta, grad = default_registry().function(name), default_registry().get(f"{name}_grad")
    d = {t.name: t.description for t in meta.inputs + meta.outputs}
    a = {n: m.description for n, m in meta.attributes.items()}
    fn = Function(name, meta.description, source=meta.source)
    if name == "hard_sigmoid":
        (fn.input("X", d["X"], seq_types=ROWS).output("Out", d["Out"], like="X")
         .attribute("slope", float, a["slope"]).default(0.2)
         .attribute("offset", float, a["offset"]).default(0.5)
         .oracle("torch", "torch.clamp(X * slope + offset, 0, 1)")
         .example("out = layers.hard_sigmoid(data('x', [None, 8]), slope=0.25)"))
    elif name == "softsign":
        (fn.input("X", d["X"], dtypes=FLOATS, seq_types=ROWS).output("Out", d["Out"], like="X")
         .oracle("torch", "torch.nn.functional.softsign(X)")
         .example("out = layers.softsign(data('x', [None, 8]))"))
    elif name == "label_smooth":
        (fn.input("X", d["X"], shape=("N", "C"), dtypes=("float32", "float64"), type_var="T", seq_types=ROWS,
                  domain=Domain(0.0, 1.0))
         .input("PriorDist", d["PriorDist"], shape=(1, "C"), type_var="T", domain=Domain(0.0, 1.0), optional=True,
                no_grad=True)
         .output("Out", d["Out"], like="X")
         .attribute("epsilon", float, a["epsilon"]).default(0.0).in_range(0.0, 1.0)
         .oracle("torch", "X * (1 - epsilon) + epsilon * PriorDist")
         .example("out = layers.label_smooth(data('label', [None, 10]), epsilon=0.1)"))
    elif name == "scale":  # float16 and bfloat16 through its float32 kernel (native_ops.through_float32)
        (fn.input("X", d["X"], dtypes=("float16", "bfloat16", "float32", "float64")).output("Out", d["Out"], like="X")
         .attribute("scale", float, a["scale"]).default(1.0)
         .attribute("bias", float, a["bias"]).default(0.0)
         .oracle("torch", "torch.add(torch.mul(X, scale), bias)"))
    fn.kernel("cpu", meta.kernels["cpu"], dtypes=meta.kernel_dtypes.get("cpu") or None)
    fn.grad(grad.kernels["cpu"], reads=("X",), device="cpu")
    return fn


@pytest.mark.parametrize("name", (*CPP_ONLY, "scale"))
def test_cpp_declaration_replays_into_the_metas_of_the_python_builder_calls(name):
    built = _python_twin(name).build_all()
    registered = [default_registry().function(name), default_registry().function(f"{name}_grad")]
    assert built == registered
    twin, cpp = Registry(), Registry()
    _python_twin(name).register(twin)
    native_ops._declare(next(d for d in _native.op_declarations() if d["name"] == name)).register(cpp)
    assert json.loads(to_json(twin))["ops"] == json.loads(to_json(cpp))["ops"]


def _every_word_twin(kernel, source):
    """Every word of the vocabulary, in Python: what decl_probe_op.cc's `every_word` declares."""
    unused = {"size": "sizes Out only", "alpha": "unused", "mode": "unused", "axes": "unused", "weights": "unused",
              "k": "unused", "dtype": "types Out only", "flag": "unused", "names": "unused"}
    return (Function("cpp_every_word", "Every word of the C++ declaration vocabulary.", role="layer", source=source)
            .input("X", "matrices of N rows", shape=("N", "...S"), variadic=True, seq_types=("none", "sequence"))
            .input("Index", "row indexes", rank=1, dtypes=("int64",), type_var=None,
                   domain=Domain(0, "N", high_open=True), no_grad=True)
            .input("Bias", "an optional [1] bias", shape=(1,), optional=True)
            .input("Y", "a matrix", rank=2, type_var="U")
            .input("Z", "a matrix broadcast with Y", rank=2, type_var="U", domain=Domain(None, 0.0, high_open=True))
            .output("Out", "an [N, size] matrix of the dtype attribute", shape=("N", "size"), dtype_from="dtype",
                    type_var=None, seq_from="Index")
            .output("B", "the broadcast of Y and Z", broadcast=("Y", "Z"), type_var="U")
            .output("Like", "shaped like Y", like="Y")
            .attribute("size", int, "the width of Out").must_set().at_least(1).at_most(64)
            .attribute("alpha", float, "a weight; NaN allowed", finite=False).default(0.5).larger_than(0.0)
            .smaller_than(1.0)
            .attribute("mode", str, "how rows combine").default("sum").one_of(["sum", "mean"])
            .attribute("axes", list[int], "distinct axes").default([0]).length(1, 3)
            .custom(distinct_axes, "a list of distinct axes", valid=([0, -1],), invalid=([1, 1],))
            .attribute("weights", list[float], "per-row weights").default([1.0]).length(1).in_range(0.0, 10.0)
            .attribute("k", int, "a power of two").default(2).one_of([1, 2, 4])
            .attribute("dtype", DataType, "the dtype of Out").default("float32")
            .attribute("flag", bool, "a switch").default(False)
            .attribute("names", list[str], "some names").default([])
            .oracle("torch", "torch.add(Y, Z)", unused=unused)
            .example("pass")
            .kernel("cpu", kernel)
            .no_grad("a probe"))


def test_every_word_of_the_cpp_vocabulary_means_what_the_python_builder_word_means():
    """Tensor words (shape, rank, dtypes, type_var, seq_types, optional, variadic, no_grad, like,
    dtype_from, seq_from, broadcast, domain with numeric, symbolic and open bounds), every attribute
    type (float, int, bool, str, dtype, list[int], list[float], list[str]) and every constraint kind
    (default, must_set, larger_than, at_least, smaller_than, at_most, in_range, one_of of strings and
    numbers, length, custom), the oracle with its unused attributes, examples and no_grad."""
    decl = _native.declaration_probes()["every_word"]
    cpp = native_ops._declare(decl).build()
    twin = _every_word_twin(decl["kernel"], cpp.source).build()
    assert cpp == twin
    assert cpp.input("Index").domain == Domain(0, "N", high_open=True)
    assert [type(k).__name__ for a in cpp.attributes.values() for k in a.constraints] == [
        "MustSet", "AtLeast", "AtMost", "Default", "LargerThan", "SmallerThan", "Default", "OneOf", "Default", "Length",
        "Custom", "Default", "Length", "InRange", "Default", "OneOf", "Default", "Default", "Default"]
    size = cpp.attributes["size"].checks[0]
    assert size.value == 1 and isinstance(size.value, int)  # C++ doubles become int bounds of an int attribute
    with pytest.raises(ConstraintError, match="a list of distinct axes"):
        validate_attrs(cpp, {"size": 2, "axes": [1, 1]})


BAD = {
    "unknown_type": r"attribute 'k': unknown type 'complex' \(one of float, int, bool, str, dtype, list\[int\]",
    "unknown_dtype": r"tensor X: data type 'float33' not understood",
    "constraint_on_wrong_type": r"attribute 'mode': larger_than needs a numeric attribute, not a str",
    "default_violates_range": r"attribute 'p': default 2.0 violates its own constraint: should be in range",
    "fractional_int_bound": r"attribute 'k': at_least on an int attribute needs int bounds, got 0.5",
    "constraint_before_attribute": r"default given before any attribute was declared",
    "word_before_tensor": r"\.shape given before any input or output was declared",
    "foreign_custom": r"custom predicate 'os:system' must be named 'paddle\.<module>:<function>'",
    "unknown_oracle_kind": r"oracle kind 'tensorflow' is none of torch, onnx, numpy, distribution",
    "oracle_ignores_attribute": r"oracle expression 'torch.abs\(X\)' ignores attribute 'a'",
    "no_kernel": r"declares no kernel",
}


@pytest.mark.parametrize("probe", sorted(BAD))
def test_a_wrong_cpp_declaration_is_refused_at_registration_naming_the_cc_file_and_line(probe):
    decl = _native.declaration_probes()[probe]
    reg = Registry()
    with pytest.raises(DeclarationError, match=rf"kernels/cpp/decl_probe_op\.cc:\d+: cpp_bad: .*{BAD[probe]}"):
        native_ops._declare(decl).register(reg)
    assert "cpp_bad" not in reg


def test_probe_declarations_are_never_registered():
    assert not [m.name for m in default_registry() if m.name.startswith("cpp_")]


# --- the three ops declared only in C++ ----------------------------------------------------------

@pytest.mark.parametrize("name", CPP_ONLY)
def test_cpp_only_op_reaches_json_docs_and_generated_tests_with_no_python_written(name):
    meta = default_registry().function(name)
    assert meta.source.file.endswith(f"kernels/cpp/{name}_op.cc")
    assert meta.devices == ("cpu",) and meta.oracle is not None and meta.oracle.kind == "torch"
    assert default_registry().function(f"{name}_grad").derived_from == name
    # nothing in kernels/*.py declares it, gives its oracle or its layer; kernels/layers.py's list of the
    # activation ops a layer's `act` takes names it (a value of that attribute, not a declaration)
    python = [p for p in (ROOT / "kernels").rglob("*.py") if name in p.read_text() and p.name != "layers.py"]
    assert python == []
    entries = {op["name"]: op for op in json.loads((ROOT / "generated/registry.json").read_text())["ops"]}
    assert entries[name] == next(op for op in json.loads(to_json(default_registry()))["ops"] if op["name"] == name)
    assert entries[name]["oracle"]["expression"] == meta.oracle.expression
    docs = (ROOT / "generated/docs/operators.md").read_text()
    assert f"\n### {name}\n" in docs and meta.description in docs
    assert all((ROOT / f"generated/tests/test_{op}.py").exists() for op in (name, f"{name}_grad"))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_hard_sigmoid_and_softsign_compute_their_definitions(dtype):
    x = np.linspace(-6, 6, 25).astype(dtype).reshape(5, 5)
    out = run_op("hard_sigmoid", {"X": x}, slope=0.25, offset=0.5)
    assert out.dtype == np.dtype(dtype)
    np.testing.assert_allclose(out, np.clip(0.25 * x.astype(np.float64) + 0.5, 0, 1), rtol=1e-6)
    np.testing.assert_allclose(run_op("hard_sigmoid", {"X": x}), np.clip(0.2 * x.astype(np.float64) + 0.5, 0, 1),
                               rtol=1e-6)  # Paddle's defaults
    np.testing.assert_allclose(run_op("softsign", {"X": x}), x / (1 + np.abs(x)), rtol=1e-6)
    g = default_registry().function("hard_sigmoid_grad").kernels["cpu"]
    dx = g(x, np.ones_like(x), slope=0.25, offset=0.5)
    # 0.25 on the linear piece, 0 on the flat ones, the mean 0.125 at the kinks X = +-2
    np.testing.assert_array_equal(dx, np.select([np.abs(x) < 2, np.abs(x) == 2], [0.25, 0.125], 0.0).astype(dtype))


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_label_smooth_without_a_prior_spreads_epsilon_uniformly(dtype):
    x = np.eye(4, dtype=dtype)[[0, 2, 3]]
    out = run_op("label_smooth", {"X": x}, epsilon=0.1)
    assert out.dtype == np.dtype(dtype)
    np.testing.assert_allclose(out, 0.9 * x + 0.1 / 4, rtol=1e-6)
    prior = np.array([[0.4, 0.3, 0.2, 0.1]], dtype=dtype)
    np.testing.assert_allclose(run_op("label_smooth", {"X": x, "PriorDist": prior}, epsilon=0.1),
                               0.9 * x + 0.1 * prior, rtol=1e-6)


def test_label_smooth_refuses_bad_configuration_in_the_users_words():
    with pytest.raises(ConstraintError, match="label_smooth layer's epsilon parameter should be in range"):
        validate_attrs(default_registry().function("label_smooth"), {"epsilon": 1.5})
    x, prior = np.eye(4)[:3], np.full((1, 3), 1 / 3)
    with pytest.raises(InputError, match="PriorDist"):
        run_op("label_smooth", {"X": x, "PriorDist": prior}, epsilon=0.1)


KERNEL_MISUSE = [
    ("hard_sigmoid", lambda k: k(np.arange(4), slope=0.2, offset=0.5), "X must be float32 or float64, got int64"),
    ("hard_sigmoid_grad", lambda k: k(np.zeros(3), np.zeros(4), slope=0.2, offset=0.5),
     "Out@GRAD must have the shape and dtype of X"),
    ("softsign", lambda k: k(np.zeros(3, np.float16)), "X must be float32 or float64, got float16"),
    ("softsign_grad", lambda k: k(np.zeros(3), np.zeros(3, np.float32)), "Out@GRAD must have the shape and dtype"),
    ("label_smooth", lambda k: k(np.zeros(3), None, epsilon=0.1), r"X must be an \[N, C\] matrix"),
    ("label_smooth", lambda k: k(np.zeros((2, 3)), np.zeros((1, 4)), epsilon=0.1),
     r"PriorDist must be a \[1, C\] matrix, C = X's columns \(3\)"),
    ("label_smooth", lambda k: k(np.zeros((2, 3)), np.zeros((1, 3), np.float32), epsilon=0.1),
     "PriorDist must have X's dtype"),
    ("label_smooth_grad", lambda k: k(np.zeros((2, 3)), np.zeros((3, 2)), epsilon=0.1),
     "Out@GRAD must have the shape and dtype of X"),
]


@pytest.mark.parametrize("op,call,message", KERNEL_MISUSE)
def test_cpp_kernel_checks_its_preconditions_with_a_python_exception_not_a_crash(op, call, message):
    with pytest.raises(ValueError, match=message):
        call(default_registry().function(op).kernels["cpu"])


@pytest.mark.parametrize("x, attrs", [([[-1.0]], {"slope": 1.0, "offset": 1.0}),  # hypothesis found this one
                                      ([[2.5, -2.5, 1.0]], {}), ([[3.0]], {"slope": 1 / 3, "offset": 0.0})])
def test_hard_sigmoid_gradient_at_a_kink_is_the_mean_of_its_one_sided_derivatives(x, attrs):
    """Nice values put X exactly on a kink (to within the rounding of slope * X + offset): the
    gradient there is slope / 2, what the numeric gradient's central difference measures."""
    check_grad("hard_sigmoid", {"X": np.array(x)}, attrs)


CPU_KERNEL_OPS = sorted(m.name for m in default_registry().functions() if "cpu" in m.kernels)


@pytest.mark.parametrize("op", CPU_KERNEL_OPS)
def test_cpp_kernels_take_arrays_whose_dtype_is_equal_not_identical(op):
    """An unpickled float32 array (from a file, another process) has a dtype equal to numpy's float32
    but not the same object: the C++ kernels compare dtypes as numpy does, not by identity."""
    import pickle

    from paddle.testing import sample_case
    from paddle.testing.case import call
    case = sample_case(op, 0, dtype="float32")
    kernel = case.meta.kernels["cpu"]
    unpickled = pickle.loads(pickle.dumps(case.inputs))
    want = call(case.meta, kernel, case.inputs, dict(case.attrs))
    got = call(case.meta, kernel, unpickled, dict(case.attrs))
    for slot, value in want.items():
        for w, g in zip(each(value), each(got[slot])):
            if w is not None:
                np.testing.assert_array_equal(np.asarray(array_of(g)), np.asarray(array_of(w)), err_msg=f"{op} {slot}")
