"""The registry as JSON: versioned, structured, valid against the shipped schema; `python -m`."""
import json
import subprocess
import sys

import jsonschema
import pytest

from paddle.registry import FORMAT_VERSION, DataType, Function, Registry, document, json_schema, to_json


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
    return json.loads(to_json(reg))


def test_every_constraint_kind_is_structured_data(every_constraint):
    jsonschema.validate(every_constraint, json_schema())
    attrs = {a["name"]: a for a in every_constraint["ops"][0]["attributes"]}
    kinds = {c["kind"] for a in attrs.values() for c in a["constraints"]}
    assert kinds == {"default", "must_set", "larger_than", "smaller_than", "at_least", "at_most",
                     "in_range", "one_of", "length", "custom"}
    assert _given(attrs["c"]["constraints"][1]) == {"kind": "in_range", "low": 0.0, "high": 1.0}
    assert _given(attrs["f"]["constraints"][1]) == {"kind": "custom", "message": "an even number",
                                                     "ref": f"{__name__}:_even", "valid": [2], "invalid": [1]}
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
    assert FORMAT_VERSION == "1.1"
    assert document(Registry()) == {"format_version": "1.1", "generator": None, "ops": [], "topologies": []}
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
