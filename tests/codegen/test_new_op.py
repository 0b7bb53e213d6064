"""Declaring a new op at one site gives its layer, validator, tests, docs entry and JSON entry,
with no other hand-written code, and its generated tests pass."""
from __future__ import annotations

import inspect
import json
import typing

import pytest

from paddle.registry import ConstraintError, UnknownArgumentError


@pytest.fixture(scope="module")
def softplus(tmp_path_factory):
    from generation import Generated
    return Generated(tmp_path_factory.mktemp("new_op"), "softplus_op:REGISTRY")


def test_every_artifact_has_an_entry(softplus):
    pkg = softplus.package
    assert "def softplus(" in (pkg / "layers.py").read_text()
    assert "def validate_softplus_attrs(" in (pkg / "validators.py").read_text()
    assert (pkg / "tests" / "test_softplus.py").is_file()
    assert (pkg / "tests" / "test_softplus_grad.py").is_file()
    assert "### softplus" in (pkg / "docs" / "operators.md").read_text()
    ops = {op["name"]: op for op in json.loads((pkg / "registry.json").read_text())["ops"]}
    in_range = ops["softplus"]["attributes"][0]["constraints"][-1]
    assert {k: in_range[k] for k in ("kind", "low", "high")} == {"kind": "in_range", "low": 0.1, "high": 20.0}
    assert in_range["template"] == "{layer} layer's {attr} parameter should be in range [0.1, 20.0], got {got}"


def test_generated_layer_has_the_declared_signature(softplus, monkeypatch):
    layers = softplus.import_layers(monkeypatch)
    sig = inspect.signature(layers.softplus)
    assert list(sig.parameters) == ["X", "beta", "name", "model"]
    assert sig.parameters["beta"].default == 1.0
    hints = typing.get_type_hints(layers.softplus, {**vars(layers), "Expression": object, "Model": object})
    assert hints["beta"] is float
    assert "in range [0.1, 20.0]" in layers.softplus.__doc__
    with pytest.raises(ConstraintError, match="softplus layer's beta parameter should be in range"):
        layers.softplus(None, beta=0.0)
    with pytest.raises(UnknownArgumentError, match="did you mean 'beta'"):
        layers.softplus(None, bet=1.0)


def test_its_generated_tests_pass(softplus):
    run = softplus.pytest("test_softplus.py", "test_softplus_grad.py", "test_artanh.py", "test_artanh_grad.py")
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert " passed" in run.stdout and "failed" not in run.stdout


def test_an_op_with_declared_test_inputs_gets_them(softplus):
    """artanh declares inputs in (-1, 1): its generated gradient check runs there and passes."""
    run = softplus.pytest("test_artanh.py", "-k", "gradient or reference", "-rA")
    assert run.returncode == 0 and "PASSED genpkg/tests/test_artanh.py::test_numeric_gradient" in run.stdout
