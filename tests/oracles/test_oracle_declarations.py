"""Every op names an independent oracle; registration refuses a reference that is a kernel and an
oracle that does not fit its op, naming the declaration's file and line."""
import inspect
import json
import re
import subprocess
import sys

import pytest
from paddle.registry import (
    DeclarationError,
    Function,
    Registry,
    default_registry,
    document,
)
from paddle.registry.checks import oracle_problem_of

import paddle  # noqa: F401  (registers the built-in ops)

HERE = __file__
FORWARD_OPS = sorted(m.name for m in default_registry().functions() if m.derived_from is None)


def _line() -> int:
    return inspect.currentframe().f_back.f_lineno


def _double(x, **_):
    return 2 * x


def _op(name="op"):
    return Function(name, "a test op").input("X").output("Out", like="X").no_grad("t")


@pytest.mark.parametrize("op", FORWARD_OPS)
def test_every_op_declares_an_independent_oracle(op):
    meta = default_registry().function(op)
    assert oracle_problem_of(meta) is None
    assert meta.reference is None or all(meta.reference is not k for k in meta.kernels.values())


def test_every_op_of_the_issue_is_covered():
    wanted = {"mul", "rowwise_add", "elementwise_add", "sum", "mean", "assign", "sigmoid", "relu", "tanh",
              "softmax", "cross_entropy", "square_error", "cos_sim", "scale", "fill_constant", "uniform_random",
              "gaussian_random", "fill_like", "sgd", "momentum", "adam"}
    assert wanted <= set(FORWARD_OPS)


@pytest.mark.parametrize("device", ["cpu", "array", "gpu"])
def test_a_reference_that_is_a_kernel_is_refused(device):
    line = _line() + 1
    fn = Function("op", "d").input("X").output("Out", like="X").no_grad("t").reference(_double).oracle("numpy")
    fn = fn.kernel(_double) if device == "array" else fn.kernel(device, _double)
    with pytest.raises(DeclarationError, match=rf"{HERE}:{line}: op: its reference _double is its {device} kernel"):
        fn.register(Registry())


def test_a_reference_with_the_kernels_code_is_refused():
    """A wrapper made by the same factory (same code object) is the kernel again."""
    def make():
        return lambda x: 2 * x
    with pytest.raises(DeclarationError, match="is its cpu kernel"):
        _op().kernel("cpu", make()).reference(make()).oracle("numpy").register(Registry())


@pytest.mark.parametrize("oracle, message", [
    (("torch", "torch.tanh(Z)"), "names 'Z', which is no input or attribute"),
    (("torch", "torch.mul(X, k)"), "ignores attribute 'alpha'"),
    (("torch", "torch.tanh(X"), "does not parse"),
    (("torch", "[v for v in X]"), "uses ListComp, outside its language"),
    (("torch", "X.__class__(k, alpha)"), "private name '__class__'"),
    (("torch", "torch.add(*X, k, alpha)"), "only a variadic input can be spread"),
    (("onnx", None), "needs an expression"),
    (("numpy", None), "declares .oracle('numpy') but no .reference"),
    (("jax", "jax.numpy.tanh(X)"), "oracle kind 'jax' is none of"),
])
def test_an_oracle_that_does_not_fit_its_op_is_refused(oracle, message):
    fn = (_op().attribute("k", float, "k").default(1.0).attribute("alpha", float, "a").default(1.0)
          .kernel("cpu", _double).oracle(*oracle))
    with pytest.raises(DeclarationError, match=rf"{HERE}:\d+: op: .*{re.escape(message)}"):
        fn.register(Registry())


def test_an_attribute_may_be_unused_with_a_reason():
    meta = (_op().attribute("k", float, "k").default(1.0).kernel("cpu", _double)
            .oracle("torch", "torch.mul(X, 2)", unused={"k": "k only names the op"}).register(Registry()))
    assert meta.oracle.unused == {"k": "k only names the op"}


def test_an_op_without_an_oracle_registers_but_its_tests_fail():
    """Probe ops of the tests register; the generated test_oracle_is_not_the_kernel names the gap."""
    meta = _op().kernel("cpu", _double).register(Registry())
    assert "declares no oracle" in oracle_problem_of(meta)


def test_the_json_names_every_ops_oracle():
    from paddle.registry.schema import expanded
    ops = {op["name"]: op for op in expanded(document(default_registry()))["ops"]}  # absent fields as null
    for name, op in ops.items():
        if op["kind"] == "layer":
            assert op["oracle"] is None  # composed of ops, each with its oracle
        elif op["derived_from"]:
            assert op["oracle"] == {"kind": "numeric_gradient", "expression": None, "unused": {}, "sample": {},
                                    "reference": None, "of": op["derived_from"], "magnitude": None}
        else:
            assert op["oracle"]["kind"] in {"torch", "onnx", "numpy", "distribution"}, name
    assert ops["softmax"]["oracle"]["expression"] == "torch.nn.functional.softmax(X, dim=axis)"
    assert ops["adam"]["oracle"]["reference"] == "paddle.kernels.optimizer:_adam_oracle"
    assert json.loads(json.dumps(ops["uniform_random"]["oracle"]))["sample"] == {"shape": [4096], "dtype": "float64"}


def test_the_package_never_imports_torch_or_onnx():
    code = ("import sys, numpy as np, paddle\n"
            "from paddle.registry import to_json, default_registry\n"
            "to_json(default_registry())\n"
            "import paddle.testing\n"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('torch', 'onnx'))\n"
            "print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
