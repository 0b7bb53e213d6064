"""NetDesc is read strictly: unknown keys, versions and types, and reads of variables nothing
declares or writes first, are refused at load with NetDescError naming what and where."""
import dataclasses
import json

import numpy as np
import pytest

from paddle import Net, NetDesc, Scope, VarDesc
from paddle.errors import NetDescError

from .helpers import mlp_desc, op


def good():
    """A 1.1 description: the fed input declared, the parameter declared with its init op."""
    return {"version": "1.1", "kind": "plain",
            "ops": [{"type": "mul", "inputs": {"X": ["x"], "Y": ["w"]}, "outputs": {"Out": ["y"]}, "attrs": {}},
                    {"type": "scale", "inputs": {"X": ["y"]}, "outputs": {"Out": ["z"]},
                     "attrs": {"scale": 2.0}}],
            "vars": [{"name": "x", "label": "input", "shape": [None, 3], "dtype": "float64", "initializer": None},
                     {"name": "w", "label": "parameter", "shape": [3, 1], "dtype": "float64",
                      "initializer": {"type": "fill_constant", "inputs": {}, "outputs": {"Out": ["w"]},
                                      "attrs": {"shape": [3, 1], "value": 1.0, "dtype": "float64"}}}],
            "attrs": {}}


def load(mutate=None, version=None):
    d = good()
    if version is not None:
        d["version"] = version
    if mutate is not None:
        mutate(d)
    return NetDesc.from_json(json.dumps(d))


def refused(mutate, match, version=None):
    with pytest.raises(NetDescError, match=match) as info:
        load(mutate, version)
    return info.value


def test_a_good_description_loads_and_runs():
    net = Net.create(load())
    scope = Scope()
    scope.new_var("x").set(np.ones((2, 3)))
    net.run(scope)
    np.testing.assert_array_equal(scope.var("z").value, np.full((2, 1), 6.0))  # the scale 2.0 was read


def test_round_trip_is_exact():
    desc = load()
    assert NetDesc.from_json(desc.to_json()) == desc
    assert json.loads(desc.to_json()) == good()
    mlp = mlp_desc()
    assert NetDesc.from_json(mlp.to_json()) == mlp


def test_descriptions_are_frozen_and_keep_their_api():
    desc = NetDesc(kind="plain", ops=[op("mean", {"X": "x"}, {"Out": "m"})], vars=[VarDesc(name="x", label="input")],
                   attrs={"a": 1})
    assert desc.ops[0].type == "mean" and isinstance(desc.ops, tuple) and desc.var("x").label == "input"
    assert desc.var("nope") is None and desc.version == "1.0"
    with pytest.raises(dataclasses.FrozenInstanceError):
        desc.kind = "other"
    with pytest.raises(NetDescError, match="label should be one of"):
        VarDesc(name="v", label="weights")


@pytest.mark.parametrize("mutate,where,key", [
    (lambda d: d.update(extra=1), "the top level", "extra"),
    (lambda d: d["ops"][1].update(atrs={"scale": 3.0}), r"ops\[1\] \(scale\)", "atrs"),
    (lambda d: d["ops"][0].update(output={}), r"ops\[0\] \(mul\)", "output"),
    (lambda d: d["vars"][0].update(shap=[1]), r"vars\[0\] \('x'\)", "shap"),
    (lambda d: d["vars"][1]["initializer"].update(seed=3), r"vars\[1\] \('w'\).initializer \(fill_constant\)", "seed"),
])
def test_unknown_keys_are_refused_at_every_level(mutate, where, key):
    err = refused(mutate, f"the net description is not valid: {where}: unknown key '{key}'")
    assert err.rule == "unknown_key" and err.value == key and err.argument.endswith(f".{key}")


def test_a_misspelt_attrs_key_is_refused_not_dropped():
    def misspell(d):
        d["ops"][1]["atrs"] = d["ops"][1].pop("attrs")
    refused(misspell, r"ops\[1\] \(scale\): unknown key 'atrs'; did you mean 'attrs'\? "
                      r"\(valid keys: type, inputs, outputs, attrs\)")


@pytest.mark.parametrize("version", ["9.9", "1", 1.0, None])
def test_an_unknown_version_is_refused(version):
    err = refused(lambda d: d.update(version=version), f"version {version!r} is not a format this paddle reads")
    assert err.argument == "version" and err.rule == "one_of"


def test_a_description_without_a_version_is_read_as_1_0():
    desc = load(lambda d: d.pop("version"))
    assert desc.version == "1.0"


@pytest.mark.parametrize("mutate,match", [
    (lambda d: d.update(ops={"type": "mul"}), "ops should be a list, got dict"),
    (lambda d: d["ops"][0]["inputs"].update(X="x"), r"ops\[0\] \(mul\).inputs.X should be a list, got str"),
    (lambda d: d["ops"][0]["inputs"].update(X=[3]), r"ops\[0\] \(mul\).inputs.X should be a non-empty string"),
    (lambda d: d["ops"][0].pop("type"), r"ops\[0\]: the op has no 'type'"),
    (lambda d: d["ops"][0].update(type=["mul"]), r"ops\[0\].type should be a non-empty string"),
    (lambda d: d["ops"][1].update(attrs=[2.0]), r"ops\[1\] \(scale\).attrs should be an object"),
    (lambda d: d["vars"][0].update(shape=[None, "3"]), r"vars\[0\] \('x'\).shape should list sizes"),
    (lambda d: d["vars"][0].update(shape=[-1, 3]), r"vars\[0\] \('x'\).shape should list sizes"),
    (lambda d: d["vars"][0].update(label="data"), r"vars\[0\] \('x'\): label should be one of"),
    (lambda d: d["vars"][0].pop("name"), r"vars\[0\]: the variable has no 'name'"),
    (lambda d: d["vars"].append(dict(d["vars"][0])), r"vars\[2\]: variable 'x' is declared twice"),
    (lambda d: d.update(kind=""), "kind should be a non-empty string"),
])
def test_values_of_the_wrong_type_are_refused_naming_where(mutate, match):
    refused(mutate, "the net description is not valid: " + match)


def test_an_op_the_registry_rejects_is_refused():
    refused(lambda d: d["ops"][1]["attrs"].update(scale="big"), r"op #1 \(scale\)")
    refused(lambda d: d["ops"][0].update(type="mull"), "op #0: no op or layer named 'mull'")


@pytest.mark.parametrize("version", ["1.0", "1.1"])
def test_a_cycle_is_refused(version):
    def cycle(d):  # mul reads z, which scale writes from mul's own output
        d["ops"][0]["inputs"]["X"] = ["z"]
    err = refused(cycle, r"op #0 \(mul\) reads 'z' \(input X\) before any op writes it: it is first written by "
                         r"op #1 \(scale\), which runs later \(a cycle, or ops out of order\)", version)
    assert (err.argument, err.rule, err.value) == ("ops[0] (mul).inputs.X", "dataflow", "z")


def test_an_op_reading_its_own_output_is_refused():
    refused(lambda d: d["ops"][1]["inputs"].update(X=["z"]), r"op #1 \(scale\) reads 'z' .* first written by itself")


def test_ops_out_of_order_are_refused():
    refused(lambda d: d["ops"].reverse(), r"op #0 \(scale\) reads 'y' \(input X\) before any op writes it")


def test_an_undeclared_fed_input_is_refused_in_1_1():
    err = refused(lambda d: d["vars"].pop(0), r"op #0 \(mul\) reads 'x' \(input X\), which no op writes and no "
                                              r"var declares: declare it as a var \(label 'input' if it is fed\)")
    assert err.value == "x"


def test_an_undeclared_fed_input_is_taken_as_fed_in_1_0():
    desc = load(lambda d: d["vars"].pop(0), version="1.0")
    assert [o.type for o in desc.ops] == ["mul", "scale"]


def test_declared_parameters_may_be_read_and_rewritten():
    net = Net.create(NetDesc(ops=mlp_desc().ops, vars=mlp_desc().vars))
    net.add_backward_ops("loss")
    net.add_optimizer_ops("sgd", learning_rate=0.1)  # reads w1, writes w1 after
    NetDesc.from_json(net.to_json())


def test_bad_json_is_refused():
    with pytest.raises(NetDescError, match="not valid JSON"):
        NetDesc.from_json("{not json")
    with pytest.raises(NetDescError, match="the top level should be an object"):
        NetDesc.from_json("[]")
