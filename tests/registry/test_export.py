"""The registry as JSON: versioned, structured, valid against the shipped schema; `python -m`."""
import json
import subprocess
import sys

import jsonschema
import pytest

from paddle.registry import FORMAT_VERSION, DataType, Function, Registry, document, json_schema, to_json
from paddle.registry.schema import expanded


def _ident(x, **_):
    return x


def _even(v):
    return v % 2 == 0


def _given(entry):
    """A JSON entry without the fields that do not apply (written as null)."""
    return {k: v for k, v in entry.items() if v is not None}


@pytest.fixture(scope="module")
def every_constraint():
    reg = Registry()
    (Function("every", "uses every constraint kind").input("X").output("Out", like="X")
     .attribute("a", float, "a").default(1.0).larger_than(0.0).smaller_than(5.0)
     .attribute("b", int, "b").must_set().at_least(1).at_most(9)
     .attribute("c", float, "c").default(0.5).in_range(0.0, 1.0)
     .attribute("d", str, "d").default("x").one_of(["x", "y"])
     .attribute("e", list[int], "e").default([1]).length(1, 4)
     .attribute("f", int, "f").default(2).custom(_even, "an even number", valid=(2,), invalid=(1,))
     .attribute("g", DataType, "g").default(DataType.FLOAT64)
     .no_grad("test").kernel("cpu", _ident).register(reg))
    return expanded(json.loads(to_json(reg)))  # absent fields as null (format 2.0 writes none)


def test_every_constraint_kind_is_structured_data(every_constraint):
    jsonschema.validate(every_constraint, json_schema())
    attrs = {a["name"]: a for a in every_constraint["ops"][0]["attributes"]}
    kinds = {c["kind"] for a in attrs.values() for c in a["constraints"]}
    assert kinds == {"default", "must_set", "larger_than", "smaller_than", "at_least", "at_most",
                     "in_range", "one_of", "length", "custom"}
    phrase = "in range [0.0, 1.0]"
    assert _given(attrs["c"]["constraints"][1]) == {
        "kind": "in_range", "low": 0.0, "high": 1.0, "phrase": phrase, "per_element": False, "number_type": "float",
        "template": f"{{layer}} layer's {{attr}} parameter should be {phrase}, got {{got}}",
        "low_inclusive": True, "high_inclusive": True}
    assert _given(attrs["f"]["constraints"][1]) == {
        "kind": "custom", "phrase": "an even number", "ref": f"{__name__}:_even", "valid": [2], "invalid": [1],
        "template": "{layer} layer's {attr} parameter should be an even number, got {got}", "per_element": False}
    assert attrs["b"]["required"] and not attrs["b"]["has_default"]
    assert attrs["g"]["default"] == "float64" and attrs["g"]["type"]["kind"] == "dtype"
    assert attrs["e"]["type"] == {"kind": "list", "element": {"kind": "int", "element": None, "choices": None,
                                                              "finite": True},
                                  "choices": None, "finite": True}


def test_schema_refuses_a_document_with_prose_or_missing_fields(every_constraint):
    broken = json.loads(json.dumps(every_constraint))
    broken["ops"][0]["attributes"][0]["constraints"][1] = "larger than 0.0"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, json_schema())
    del every_constraint["format_version"]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(every_constraint, json_schema())


def test_document_is_versioned_and_stamped():
    assert FORMAT_VERSION == "2.1"
    empty = document(Registry())
    assert {k: v for k, v in empty.items() if k != "type_sets"} == {"format_version": "2.1", "ops": [],
                                                                     "topologies": []}  # no nulls written
    assert empty["type_sets"]["numeric"][:4] == ["float16", "bfloat16", "float32", "float64"]
    assert "bool" in empty["type_sets"]["all"] and "int4" in empty["type_sets"]["all"]
    stamped = json.loads(to_json(Registry(), generator="paddle.codegen 0.1"))
    assert stamped["generator"] == "paddle.codegen 0.1"
    jsonschema.validate(stamped, json_schema())


def test_python_dash_m_prints_the_registry_and_the_schema():
    out = subprocess.run([sys.executable, "-m", "paddle.registry"], capture_output=True, text=True, check=True)
    doc = json.loads(out.stdout)
    assert "cos_sim" in {op["name"] for op in doc["ops"]}
    schema = subprocess.run([sys.executable, "-m", "paddle.registry", "--schema"], capture_output=True,
                            text=True, check=True)
    jsonschema.validate(doc, json.loads(schema.stdout))


# --- format 1.2: the default registry's rules as data -------------------------------------------

@pytest.fixture(scope="module")
def full():
    from paddle.registry import load_plugins
    return expanded(json.loads(to_json(load_plugins(), generator="tests")))


def _op(doc, name):
    return next(op for op in doc["ops"] if op["name"] == name)


def test_the_full_registry_validates_against_the_strict_schema(full):
    jsonschema.validate(full, json_schema())
    assert full["format_version"] == "2.1" and full["generator"] == "tests"
    assert [op["name"] for op in full["ops"]] == sorted(op["name"] for op in full["ops"])


def test_most_ops_have_shape_rules_as_data(full):
    data = [op["name"] for op in full["ops"] if op["shape_rule"] == "data"]
    share = len(data) / len(full["ops"])
    print(f"\n{len(data)}/{len(full['ops'])} ops ({share:.0%}) have shape_rule 'data'; code: "
          f"{sorted(op['name'] for op in full['ops'] if op['shape_rule'] == 'code')}")
    # 231 of 291: issue 22 made lrn, trilu, row_conv and 3 sequence ops data; nce and the nested ops came as code
    assert share >= 0.82
    from paddle.registry import load_plugins
    for op in full["ops"]:  # "data": every output has a rule a binding evaluates, and no code refuses more
        rules = {t["rule"] for t in op["outputs"]}
        no_code = load_plugins().get(op["name"]).shape_fn is None
        data_rules = {"like", "pattern", "broadcast", "reduce"}
        assert (op["shape_rule"] == "data") == (rules <= data_rules and no_code), op["name"]


def test_patterns_type_variables_and_sequence_rules_are_data(full):
    mul = _op(full, "mul")
    assert [(t["name"], t["shape"], t["type_var"]) for t in mul["inputs"]] == [("X", ["M", "K"], "T"),
                                                                              ("Y", ["K", "N"], "T")]
    (out,) = mul["outputs"]
    assert (out["shape"], out["type_var"], out["rule"], out["seq_from"]) == (["M", "N"], "T", "pattern", "X")
    assert out["seq_types"] == ["none", "sequence", "nested_sequence"]
    assert _op(full, "sum")["inputs"][0]["shape"] == ["...S"] and _op(full, "sum")["inputs"][0]["variadic"]
    fill = _op(full, "fill_constant")["outputs"][0]
    assert (fill["shape"], fill["dtype_from"], fill["type_var"]) == (["...shape"], "dtype", None)
    assert _op(full, "fc")["outputs"][0]["shape"] == ["batch", "size"]
    label = _op(full, "cross_entropy")["inputs"][1]
    assert {k: v for k, v in label["domain"].items() if v is not None} == \
        {"low": 0, "high": "C", "low_open": False, "high_open": True}
    ctc_label = _op(full, "warpctc")["inputs"][1]  # a domain leaving out an attribute's value
    assert (ctc_label["domain"]["high"], ctc_label["domain"]["excluding"]) == ("C", "blank")
    assert label["type_var"] is None and label["no_grad"]
    assert _op(full, "relu")["outputs"][0]["like"] == "X"


def test_gradient_rules_and_derived_ops_are_data(full):
    mul = _op(full, "mul")
    assert mul["gradient"]["rule"] == {"kind": "kernel", "op": "mul_grad", "reads": ["X", "Y"], "wrt": ["X", "Y"],
                                       "outputs": ["Out"], "zero_if_absent": [], "template": None}
    grad = _op(full, "mul_grad")
    assert (grad["role"], grad["derived_from"], grad["gradient"]["differentiable"]) == ("grad", "mul", False)
    assert [t["name"] for t in grad["inputs"]] == ["X", "Y", "Out@GRAD"]
    assert grad["attributes"] == mul["attributes"]
    add = _op(full, "elementwise_add")["gradient"]["rule"]
    assert add["kind"] == "composite" and add["op"] is None and add["wrt"] == ["X", "Y"]
    assert add["template"] == [{"type": "assign", "inputs": {"X": ["Out@GRAD"]}, "outputs": {"Out": [f"{x}@GRAD"]},
                                "attrs": {}} for x in ("X", "Y")]
    for op in full["ops"]:
        assert (op["role"] == "grad") == (op["derived_from"] is not None), op["name"]


@pytest.mark.parametrize("where", ["top", "op", "tensor", "rule", "attribute", "constraint"])
def test_the_schema_refuses_an_extra_or_a_missing_key(full, where):
    def node(doc):
        mul = _op(doc, "mul")
        return {"top": doc, "op": mul, "tensor": mul["inputs"][0], "rule": mul["gradient"]["rule"],
                "attribute": _op(doc, "cos_sim")["attributes"][0],
                "constraint": _op(doc, "cos_sim")["attributes"][0]["constraints"][0]}[where]

    extra = json.loads(json.dumps(full))
    node(extra)["surprise"] = 1
    with pytest.raises(jsonschema.ValidationError, match="surprise"):
        jsonschema.validate(extra, json_schema())
    missing = json.loads(json.dumps(full))
    key = list(node(missing))[0]  # the first: always required (format 2.0 omits only null fields)
    del node(missing)[key]
    with pytest.raises(jsonschema.ValidationError, match=key):
        jsonschema.validate(missing, json_schema())
