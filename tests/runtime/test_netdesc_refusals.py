"""Net descriptions that were accepted silently or refused with the wrong reason: each is refused
naming what is wrong."""
from __future__ import annotations

import json

import pytest

from paddle.core.desc import NetDesc
from paddle.errors import NetDescError


def _desc(**change):
    d = {"version": "1.1", "ops": [{"type": "relu", "inputs": {"X": ["x"]}, "outputs": {"Out": ["y"]}, "attrs": {}},
                                   {"type": "relu", "inputs": {"X": ["y"]}, "outputs": {"Out": ["z"]}, "attrs": {}}],
         "vars": [{"name": "x", "label": "input", "shape": [None, 3]}]}
    for key, value in change.items():
        value(d) if callable(value) else d.__setitem__(key, value)
    return d


def test_the_valid_net_is_accepted():
    assert len(NetDesc.from_dict(_desc()).ops) == 2


@pytest.mark.parametrize("dtype", ["banana", "float128", "complex64"])
def test_an_unknown_dtype_is_refused(dtype):
    with pytest.raises(NetDescError, match=f"dtype should be one of .*got '{dtype}'") as err:
        NetDesc.from_dict(_desc(v=lambda d: d["vars"][0].update(dtype=dtype)))
    assert err.value.rule == "one_of"


def test_a_shape_over_the_memory_budget_is_refused_at_load():
    with pytest.raises(NetDescError, match="memory budget") as err:
        NetDesc.from_dict(_desc(v=lambda d: d["vars"][0].update(shape=[2**62, 2**62])))
    assert err.value.rule == "memory_budget"


def test_an_op_writing_nothing_is_named_as_such():
    with pytest.raises(NetDescError, match=r"op #0 \(relu\) writes no variable") as err:
        NetDesc.from_dict(_desc(v=lambda d: d["ops"][0].update(outputs={})))
    assert err.value.rule == "must_set"


def test_two_ops_writing_one_variable_are_named_as_such():
    second = {"type": "sigmoid", "inputs": {"X": ["x"]}, "outputs": {"Out": ["y"]}, "attrs": {}}
    with pytest.raises(NetDescError, match=r"op #2 \(sigmoid\) writes 'y', which op #0 \(relu\) already") as err:
        NetDesc.from_dict(_desc(v=lambda d: d["ops"].append(second)))
    assert err.value.rule == "unique"


def test_an_in_place_update_is_not_a_second_writer():
    update = {"type": "scale", "inputs": {"X": ["y"]}, "outputs": {"Out": ["y"]}, "attrs": {"scale": 2.0}}
    NetDesc.from_dict(_desc(v=lambda d: d["ops"].insert(1, update)))


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000, '{"ops": ' * 50_000 + "[]" + "}" * 50_000])
def test_json_nested_past_recursion_is_a_typed_error(text):
    with pytest.raises(NetDescError, match="nested too deeply") as err:
        NetDesc.from_json(text)
    assert err.value.rule == "size"


def test_the_json_form_round_trips():
    d = NetDesc.from_dict(_desc())
    assert NetDesc.from_json(json.dumps(d.to_dict())).to_dict() == d.to_dict()
