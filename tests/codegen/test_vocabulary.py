"""Every attribute type and constraint kind, optional and variadic inputs, several outputs and a
composed layer: generated, type-checked and passing their generated tests."""
from __future__ import annotations

import inspect

import pytest

from paddle.registry import ConstraintError


@pytest.fixture(scope="module")
def zoo(tmp_path_factory):
    from generation import Generated
    return Generated(tmp_path_factory.mktemp("zoo"), "zoo_ops:REGISTRY")


@pytest.fixture
def layers(zoo, monkeypatch):
    return zoo.import_layers(monkeypatch)


def test_signature_of_every_attribute_type(layers):
    params = inspect.signature(layers.zoo).parameters
    annotations = {n: str(p.annotation) for n, p in params.items()}
    assert list(params)[:4] == ["X", "Bias", "Xs", "Steps"]
    assert annotations["Bias"] == "Expression | None" and annotations["Xs"] == "Sequence[Expression]"
    assert annotations["mode"] == "Literal['sum', 'mean']" and annotations["level"] == "Literal[1, 2, 4]"
    assert annotations["color"] == "Literal['red', 'green']" and annotations["dtype"] == "DataType | str"
    assert annotations["sizes"] == "Sequence[int]" and annotations["weights"] == "Sequence[float] | None"
    assert annotations["scale"] == "float" and params["count"].default is inspect.Parameter.empty
    assert params["sizes"].default == (1, 2)  # an immutable default for a list attribute


def test_awkward_text_survives_docstrings_and_docs(zoo, layers):
    assert layers.zoo.__doc__.startswith('An op with every kind of attribute; its text has """quotes""", a \\ and')
    assert '"""quotes""", a \\ and a | pipe.' in (zoo.package / "docs" / "operators.md").read_text()


def test_layer_meta_gets_a_layer_function(layers):
    assert list(inspect.signature(layers.zoo_layer).parameters)[:3] == ["input", "units", "act"]
    with pytest.raises(ConstraintError, match="zoo_layer layer's act parameter should be one of"):
        layers.zoo_layer(None, units=1, act="gelu")


def test_generated_tests_pass_for_the_whole_vocabulary(zoo):
    run = zoo.pytest("test_zoo.py", "test_zoo_layer.py")
    assert run.returncode == 0, run.stdout[-4000:]


def test_generated_tests_hold_every_boundary(zoo):
    text = (zoo.package / "tests" / "test_zoo.py").read_text()
    for case in ["('count', 8)", "('count', 9, ConstraintError", "('ratio', 1.0)", "('eps', 0.0, ConstraintError",
                 "('sizes', [1, 1, 1])", "('sizes', [1, 1, 1, 1], ConstraintError", "('tag', '1a', ConstraintError",
                 "('color', 'abc', AttributeTypeError", "('level', 5, ConstraintError", "MISSING = [\n    ('count'"]:
        assert case in text, case


def test_generated_layers_pass_strict_mypy(zoo, tmp_path):
    from generation import mypy, shadow_tree
    run = mypy(shadow_tree(tmp_path), "--strict", "-p", "genpkg.layers", path=[zoo.root])
    assert [line for line in run.stdout.splitlines() if "genpkg/" in line] == [], run.stdout
