"""Ops declared only in C++ (PADDLE_REGISTER_OP) reach the registry like Python ones."""
import json

import numpy as np
import pytest

import paddle  # noqa: F401
from paddle.kernels import native_ops
from paddle.registry import (ConstraintError, DeclarationError, KernelGrad, Registry, default_registry, to_json,
                             validate_attrs)


def test_cpp_declared_op_is_registered_with_its_metadata():
    meta = default_registry().function("scale")
    assert meta.source.file.endswith("kernels/cpp/scale_op.cc")
    assert [t.name for t in meta.inputs] == ["X"] and meta.output("Out").like == "X"
    assert {a: m.default for a, m in meta.attributes.items()} == {"scale": 1.0, "bias": 0.0}
    assert meta.grad == KernelGrad(op="scale_grad", reads=("X",), wrt=("X",), outputs=("Out",))
    assert meta.devices == ("cpu",)
    entry = next(op for op in json.loads(to_json(default_registry()))["ops"] if op["name"] == "scale")
    assert [{k: v for k, v in c.items() if v is not None} for c in entry["attributes"][0]["constraints"]] == \
        [{"kind": "default", "value": 1.0}]
    assert entry["gradient"]["rule"]["op"] == "scale_grad" and entry["shape_rule"] == "data"


def test_cpp_grad_op_is_derived_without_redeclaring_attributes():
    """scale_op.cc declares `.grad(kernel, {"X"})` only: scale_grad's slots, attributes (with their
    constraints) and device follow from scale's declaration."""
    forward, grad = default_registry().function("scale"), default_registry().function("scale_grad")
    assert grad.derived_from == "scale" and grad.role == "grad" and grad.devices == ("cpu",)
    assert all(grad.attributes[n] is forward.attributes[n] for n in ("scale", "bias"))
    assert [t.name for t in grad.inputs] == ["X", "Out@GRAD"] and grad.output("X@GRAD").like == "X"
    assert grad.source == forward.source


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_cpp_kernels_compute_affine_and_its_gradient(dtype):
    x = np.random.default_rng(0).standard_normal((3, 4)).astype(dtype)
    out = default_registry().function("scale").kernels["cpu"](x, scale=2.0, bias=-1.0)
    assert out.dtype == np.dtype(dtype)
    np.testing.assert_allclose(out, 2.0 * x - 1.0, rtol=1e-6)
    dx = default_registry().function("scale_grad").kernels["cpu"](x, np.ones_like(x), scale=2.0, bias=-1.0)
    np.testing.assert_allclose(dx, np.full_like(x, 2.0))


def _decl(**override):
    decl = {"name": "cpp_probe", "description": "d", "file": "probe.cc", "line": 7, "role": "layer",
            "inputs": [{"name": "X", "description": "", "meta": {"rank": 2}}],
            "outputs": [{"name": "Out", "description": "", "meta": {"like": "X"}}],
            "attributes": [{"name": "k", "description": "", "type": "int",
                            "constraints": [("default", (2,)), ("larger_than", (0.0,))]}],
            "grad": None, "grad_reads": None, "no_grad": "test", "kernel": lambda x, *, k: x}
    return {**decl, **override}


def test_cpp_constraints_replay_with_int_bounds_for_int_attributes():
    reg = Registry()
    meta = native_ops._declare(_decl()).register(reg)
    assert meta.attributes["k"].checks[0].value == 0 and isinstance(meta.attributes["k"].checks[0].value, int)
    with pytest.raises(ConstraintError, match="cpp_probe layer's k parameter should be larger than 0, got 0"):
        validate_attrs(meta, {"k": 0})


def test_bad_cpp_declaration_is_refused_naming_the_cc_file_and_line():
    bad = _decl(attributes=[{"name": "k", "description": "", "type": "int",
                             "constraints": [("default", (0,)), ("larger_than", (0.0,))]}])
    with pytest.raises(DeclarationError, match=r"^probe\.cc:7: cpp_probe: attribute 'k': default 0 violates"):
        native_ops._declare(bad).register(Registry())


def _grad_k(x, dout, *, k):
    return dout


def test_cpp_grad_replays_as_a_derived_grad_op():
    reg = Registry()
    native_ops._declare(_decl(grad=_grad_k, grad_reads=["X"], no_grad=None)).register(reg)
    grad = reg.function("cpp_probe_grad")
    assert grad.derived_from == "cpp_probe" and grad.kernels == {"cpu": _grad_k}
    assert grad.attributes["k"] is reg.function("cpp_probe").attributes["k"]


def test_cpp_grad_kernel_that_cannot_take_the_attributes_is_refused_naming_the_cc_file():
    with pytest.raises(DeclarationError, match=r"^probe\.cc:7: cpp_probe: gradient: cpu kernel .* "
                                               r"does not accept attribute 'k'"):
        native_ops._declare(_decl(grad=lambda x, dout: dout, grad_reads=["X"], no_grad=None)).register(Registry())
