"""The JavaScript binding that examples/binding/gen_js.py writes from registry.json alone
accepts and rejects, for every op, what the core does, with the core's messages."""
from __future__ import annotations

import enum
import json
import math
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from paddle.testing.strategies import any_attrs
from paddle.registry import ConfigError, load_plugins, schema_json, to_json, validate_attrs

ROOT = Path(__file__).resolve().parents[2]
BINDING = ROOT / "examples" / "binding"
sys.path.insert(0, str(BINDING))
import gen_js  # noqa: E402

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
OPS = sorted(m.name for m in load_plugins())


@pytest.fixture(scope="module")
def ops_module(tmp_path_factory) -> Path:
    """The module generated from the registry as it is now (not the checked-in registry.json)."""
    src = tmp_path_factory.mktemp("json")
    (src / "registry.json").write_text(to_json(load_plugins(), generator="tests"), encoding="utf-8")
    (src / "registry.schema.json").write_text(schema_json(), encoding="utf-8")
    return gen_js.generate(src / "registry.json", tmp_path_factory.mktemp("js"))


def _js(value, t):
    """`value` as a JavaScript caller passes it, in Python terms: JS has one number type, a float
    where the attribute type `t` holds floats, an int where integral elsewhere. None when JSON and
    JavaScript cannot say it."""
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        items = [_js(v, t.element if t is not None and t.kind == "list" else None) for v in value]
        return None if any(i is None for i in items) else items
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, (int, float)):
        if isinstance(value, float) and not math.isfinite(value) or abs(value) > 2**53:
            return None
        if t is not None and t.kind == "float":
            return float(value)
        return int(value) if float(value).is_integer() else value
    return value if isinstance(value, str) and value.isascii() and value.isprintable() else None


def _case(op, attrs):
    meta, converted = load_plugins().get(op), {}
    for name, value in attrs.items():
        converted[name] = _js(value, meta.attributes[name].type if name in meta.attributes else None)
        if value is not None and converted[name] is None:
            return None
    return {"op": op, "attrs": converted}


def _core(case):
    try:
        checked = validate_attrs(load_plugins().get(case["op"]), case["attrs"])
        return {"ok": json.loads(json.dumps(checked, default=str))}
    except ConfigError as err:
        return {"kind": type(err).__name__, "message": str(err)}


def _compare(ops_module, cases, tmp_path):
    cases = [c for c in cases if c is not None and _core(c) is not None]
    (tmp_path / "cases.json").write_text(json.dumps(cases))
    run = subprocess.run(["node", str(BINDING / "js" / "harness.mjs"), str(ops_module), str(tmp_path / "cases.json")],
                         capture_output=True, text=True, check=True, timeout=120)
    for case, got in zip(cases, json.loads(run.stdout), strict=True):
        assert got == _core(case), case
    return len(cases)


def test_boundary_values_and_wrong_types_for_every_op(ops_module, tmp_path):
    cases = [_case(op, {"bogus": 1}) for op in OPS]
    for op in OPS:
        for name, attr in load_plugins().get(op).attributes.items():
            values = [attr.default, "abc", True, 1.5, 7, None, [1], ["abc"]]
            values += [v for k in attr.constraints for b in [k.boundary(attr.type)] for v in b.inside + b.outside]
            values += [v for b in attr.boundaries() for v in b.inside + b.outside]  # at the attribute's length
            cases += [_case(op, {name: v}) for v in values]
    assert _compare(ops_module, cases, tmp_path) > 5 * len(OPS)


def test_random_calls_for_every_op(ops_module, tmp_path):
    """Hypothesis draws valid, invalid and junk calls; node checks them all in one run."""
    cases = []

    @settings(max_examples=600, deadline=None, database=None, derandomize=True, phases=[Phase.generate])
    @given(st.sampled_from(OPS).flatmap(lambda op: st.tuples(st.just(op), any_attrs(op, {}))))
    def collect(pair):
        cases.append(_case(*pair))
    collect()
    assert _compare(ops_module, cases, tmp_path) > 300


def test_python_float_repr_in_javascript(ops_module, tmp_path):
    values = [0.0, -0.0, 1.0, 0.1, 1e-05, 0.0001, 5e-324, 1e16, 1.5e16, 123456789.0, -2.5e-07, 1.7976931348623157e308]
    script = (f"import {{ pyFloat }} from {json.dumps((ops_module.parent / 'runtime.mjs').as_uri())};"
              f"console.log(JSON.stringify({json.dumps(values)}.map(pyFloat)))")
    run = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True, check=True)
    assert json.loads(run.stdout) == [repr(v) for v in values]


def test_demo_runs(ops_module):
    run = subprocess.run(["node", str(BINDING / "js" / "demo.mjs"), str(ops_module)], capture_output=True,
                         text=True, check=True)
    assert "cos_sim layer's scale parameter should be larger than 0.0, got -1.0" in run.stdout


def test_every_constraint_at_its_boundary_custom_ones_included(ops_module, tmp_path):
    """Each check of each op at its boundary values (of the length the attribute takes): the JS
    binding refuses what the core refuses, custom checks included (named predicates), in its words."""
    cases, customs = [], 0
    for op in OPS:
        for name, attr in load_plugins().get(op).attributes.items():
            for k, b in zip(attr.constraints, attr.boundaries()):
                if k.is_check:
                    cases += [_case(op, {name: v}) for v in b.inside + b.outside]
                    customs += k.kind == "custom"
    assert customs >= 25
    refused = [c for c in cases if c is not None and "kind" in (_core(c) or {})]
    assert sum("a list of distinct axes" in _core(c)["message"] for c in refused) >= 18
    assert _compare(ops_module, cases, tmp_path) > 500
