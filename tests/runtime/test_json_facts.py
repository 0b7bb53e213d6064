"""Every fact registry.json states about an op holds at run time: a binding that trusts the
JSON (dtypes, sequence types, shapes, devices, gradients, defaults) is never surprised."""
from __future__ import annotations

import json

import numpy as np
import pytest

from paddle import Scope, Tensor
from paddle.core.net import PlainNet
from paddle.registry.schema import expanded
from paddle.registry import LodArray, OpDesc, SequenceType, default_registry, to_json, validate_attrs
from paddle.testing import sample_case
from paddle.testing.case import run_kernel

DOC = expanded(json.loads(to_json(default_registry())))  # absent fields as nulls (format 2.0 omits them)
ENTRIES = {e["name"]: e for e in DOC["ops"]}
FUNCTIONS = sorted(n for n, e in ENTRIES.items() if e["kind"] == "function" and e["role"] != "init")
ROW_OPS = sorted(n for n in FUNCTIONS if any(o["seq_from"] for o in ENTRIES[n]["outputs"]))


def _dtypes(case_value):
    return [a.dtype.name for a in (case_value if isinstance(case_value, list) else [case_value])]


@pytest.mark.parametrize("op", FUNCTIONS)
def test_declared_float_dtypes_run_and_give_the_declared_output_dtypes(op):
    entry = ENTRIES[op]
    floats = [d for d in entry["inputs"][0]["dtypes"] if d.startswith("float")] if entry["inputs"] else []
    for dtype in floats or [None]:
        case = sample_case(op, 0, dtype=dtype)
        outputs = run_kernel(case)
        for o in entry["outputs"]:
            value = outputs[o["name"]]
            if value is None:
                continue  # an output the kernel may skip
            for got in _dtypes(value):
                assert got in o["dtypes"], f"{op}.{o['name']}: {got} not in the JSON's {o['dtypes']}"


@pytest.mark.parametrize("op", FUNCTIONS)
def test_declared_defaults_are_what_an_absent_attribute_takes(op):
    meta = default_registry().function(op)
    required = {a["name"] for a in ENTRIES[op]["attributes"] if a["required"]}
    if required:
        pytest.skip(f"{op} has required attributes")
    taken = validate_attrs(meta, {})
    for a in ENTRIES[op]["attributes"]:
        value = taken[a["name"]]
        assert getattr(value, "value", value) == a["default"], a["name"]


@pytest.mark.parametrize("op", FUNCTIONS)
def test_every_declared_device_has_a_kernel(op):
    meta = default_registry().function(op)
    assert ENTRIES[op]["devices"], f"{op} lists no device"
    for device in ENTRIES[op]["devices"]:
        assert meta.kernel_for(device) is not None


@pytest.mark.parametrize("op", FUNCTIONS)
def test_gradient_facts(op):
    gradient = ENTRIES[op]["gradient"]
    assert gradient["differentiable"] == (gradient["rule"] is not None)
    if gradient["rule"] is None:
        assert gradient["no_grad_reason"]
        return
    rule = gradient["rule"]
    if rule["kind"] == "kernel":
        assert ENTRIES[rule["op"]]["derived_from"] == op and ENTRIES[rule["op"]]["role"] == "grad"
    else:
        assert all(g["type"] in ENTRIES for g in rule["template"])


@pytest.mark.parametrize("op", ROW_OPS)
def test_outputs_said_to_carry_sequences_carry_the_offsets(op):
    """An output whose JSON says it takes its rows (and sequence types) from an input has
    the input's sequence offsets when that input is fed as sequences."""
    entry = ENTRIES[op]
    case = sample_case(op, 0)
    scope, net = Scope(), PlainNet()
    inputs, outputs = {}, {o["name"]: [f"out.{o['name']}"] for o in entry["outputs"]}
    sources = {o["seq_from"] for o in entry["outputs"] if o["seq_from"]}
    for t in entry["inputs"]:
        value = case.inputs.get(t["name"])
        if value is None or isinstance(value, list):
            continue
        if isinstance(value, LodArray):  # an input that takes sequences only: sampled with its offsets
            value, lod = value.array, value.lod
        else:
            takes_sequences = t["name"] in sources and "sequence" in t["seq_types"] and len(value) > 1
            lod = [[0, 1, len(value)]] if takes_sequences else None
        scope.new_var(t["name"]).set(value, lod)
        inputs[t["name"]] = [t["name"]]
    net.add_op(OpDesc(type=op, inputs=inputs, outputs=outputs, attrs=case.attrs))
    net.run(scope)
    for o in entry["outputs"]:
        if not o["seq_from"]:
            continue
        source = next(t for t in entry["inputs"] if t["name"] == o["seq_from"])
        assert o["seq_types"] == source["seq_types"], f"{op}.{o['name']}: its rows are {source['name']}'s"
        fed = scope.var(o["seq_from"]).tensor
        got = scope.var(f"out.{o['name']}").tensor
        if fed.lod is not None:
            assert got.seq_type == fed.seq_type and got.lod == fed.lod, f"{op}.{o['name']}"


def test_a_layer_lists_the_devices_and_gradients_of_its_ops():
    fc = ENTRIES["fc"]
    assert fc["kind"] == "layer" and fc["outputs"][0]["seq_from"] == "input"
    np.testing.assert_equal(sorted(fc["outputs"][0]["seq_types"]), sorted(s.value for s in SequenceType))


def test_tensor_of_a_sequence_reports_it():
    assert Tensor(np.zeros((3, 2)), lod=[[0, 1, 3]]).seq_type == SequenceType.SEQUENCE


LAYERS = sorted(n for n, e in ENTRIES.items() if e["kind"] == "layer")


@pytest.mark.parametrize("layer", LAYERS)
def test_a_traced_composition_is_what_the_layer_builds(layer):
    """The composition the registry traces (and the JSON states) is what the layer adds to a
    real model for the same configuration: the same ops with the same attributes, the same
    parameters with the same shapes, dtypes and initializers."""
    import paddle

    entry, composition = ENTRIES[layer], ENTRIES[layer]["composition"]
    with paddle.Model() as model:
        inputs = [paddle.layer.data(t["name"], composition["example_inputs"][t["name"]], t["dtypes"][0],
                                    seq_type=t["seq_types"][0]) for t in entry["inputs"]]
        getattr(paddle.layer, layer)(*inputs, **composition["example_attrs"])
    built = [op for op in model.root_net().ops]
    assert [op.type for op in built] == [op["type"] for op in composition["ops"]]
    for op, traced in zip(built, composition["ops"]):
        assert {k: getattr(v, "value", v) for k, v in op.attrs.items()} == traced["attrs"], op.type
        assert entry["devices"] and all(op.meta.kernel_for(d) for d in entry["devices"])
        assert op.meta.differentiable or not entry["gradient"]["differentiable"]
    params = {v.name.split(".", 1)[1]: v for v in model.root_net().vars.values() if v.label == "parameter"}
    for p in composition["parameters"]:
        declared = params[p["name"]]
        assert list(declared.shape) == p["shape"] and declared.dtype == p["dtype"]
        init = declared.initializer
        assert init.type == p["initializer"]["type"]
        for k, v in p["initializer"]["attrs"].items():
            assert init.attrs[k] == pytest.approx(v), (p["name"], k)
