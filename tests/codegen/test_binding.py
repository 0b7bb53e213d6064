"""The binding in examples/binding, built from generated/registry.json alone, works for every op:
it accepts and rejects what the core does, with the core's messages."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paddle import codegen
from paddle.testing.strategies import any_attrs
from paddle.registry import ConfigError, OpDesc, load_plugins, validate_attrs
from paddle.registry.types import UNSET

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "examples" / "binding"))
import paddle_binding  # noqa: E402

JSON = codegen.DEFAULT_OUT / "registry.json"
BINDING = paddle_binding.load(JSON)
OPS = [op["name"] for op in json.loads(JSON.read_text())["ops"]]


def _core(meta, attrs):
    try:
        return ("ok", json.dumps(validate_attrs(meta, attrs), default=str))
    except ConfigError as err:
        return ("custom", "") if err.rule == "custom" else (type(err).__name__, str(err))


def _bound(op, attrs):
    try:
        return ("ok", json.dumps(BINDING.ops[op].validate_attrs(attrs), default=str))
    except paddle_binding.BindingError as err:
        return (err.kind, str(err))


def _agree(op, attrs):
    core = _core(load_plugins().get(op), attrs)
    if core[0] != "custom":  # a custom check is code: the binding leaves it to the core
        assert _bound(op, attrs) == core, attrs


def test_the_binding_imports_nothing_of_paddle():
    code = ("import sys; sys.path.insert(0, 'examples/binding'); import paddle_binding; "
            "ops = paddle_binding.load('generated/registry.json'); ops.cos_sim(X='x', Y='y', scale=2.0); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('paddle', 'registry', 'kernels')))")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"


def test_the_json_holds_every_registered_op():
    assert sorted(OPS) == sorted(m.name for m in load_plugins())


@pytest.mark.parametrize("op", OPS)
def test_boundary_values_and_wrong_types_agree_with_the_core(op):
    meta = load_plugins().get(op)
    for name, attr in meta.attributes.items():
        values = [attr.default, "abc", True, 1.5, 7, None, [1], ["abc"]]
        for k in attr.constraints:
            b = k.boundary(attr.type)
            values += b.inside + b.outside
        for v in values:
            _agree(op, {name: v})
    _agree(op, {"bogus": 1})


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_random_calls_agree_with_the_core(data):
    op = data.draw(st.sampled_from(OPS))
    _agree(op, data.draw(any_attrs(op, {})))


@pytest.mark.parametrize("op", OPS)
def test_a_valid_call_is_a_portable_op_description(op):
    meta = load_plugins().get(op)
    attrs = {n: a.type.sample() for n, a in meta.attributes.items()
             if a.required and a.first_violation(a.type.coerce(a.type.sample())) is None}
    if any(a.required and n not in attrs for n, a in meta.attributes.items()):
        attrs.update({n: b for n, a in meta.attributes.items() if a.required
                      for b in [next(v for k in a.constraints for v in k.boundary(a.type).inside)]})
    slots = {t.name: f"v_{t.name}" for t in meta.inputs + meta.outputs}
    desc = OpDesc.model_validate(BINDING.ops[op](**slots, **attrs))
    assert desc.type == op and json.dumps(desc.attrs, default=str) == _core(meta, attrs)[1]
    assert UNSET not in desc.attrs.values()


def test_missing_input_and_attribute_in_the_cores_words():
    with pytest.raises(paddle_binding.MissingAttributeError, match="cos_sim layer's input Y must be set"):
        BINDING.cos_sim(X="x")
    required = [(op["name"], a["name"]) for op in json.loads(JSON.read_text())["ops"]
                for a in op["attributes"] if a["required"]]
    for op, attr in required:
        with pytest.raises(paddle_binding.MissingAttributeError, match=f"{op} layer's {attr} parameter must be set"):
            BINDING.ops[op].validate_attrs({})
