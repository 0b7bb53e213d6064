"""Static inputs of recurrent nets (paddle.recurrent_static, v2's StaticInput): a recurrent net
described as data runs alone with one row, or one whole sequence, of a static input per running
sequence; the description round-trips through JSON and a saved model; malformed entries are
refused at load."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import paddle
from paddle import Model, Net, NetDesc, Scope, Tensor
from paddle.errors import NetDescError
from paddle.recurrent_layers import StaticInput, memory, recurrent_group


def _desc(**attrs: Any) -> dict[str, Any]:
    """h = tanh(x_t + h_pre + s + sum of the running sequence's e)."""
    return {"kind": "recurrent",
            "ops": [{"type": "elementwise_add", "inputs": {"X": ["x_t"], "Y": ["h_pre"]}, "outputs": {"Out": ["a"]}},
                    {"type": "elementwise_add", "inputs": {"X": ["a"], "Y": ["s_t"]}, "outputs": {"Out": ["b"]}},
                    {"type": "sequence_pool", "inputs": {"X": ["e_t"]}, "outputs": {"Out": ["pooled"]},
                     "attrs": {"pool_type": "sum"}},
                    {"type": "elementwise_add", "inputs": {"X": ["b"], "Y": ["pooled"]}, "outputs": {"Out": ["c"]}},
                    {"type": "tanh", "inputs": {"X": ["c"]}, "outputs": {"Out": ["h"]}}],
            "attrs": {"inputs": [{"outer": "x", "inner": "x_t"}],
                      "memories": [{"inner": "h", "pre": "h_pre", "boot": None, "size": 2}],
                      "outputs": [{"inner": "h", "outer": "hs"}], "params": [],
                      "statics": [{"outer": "s", "inner": "s_t", "is_seq": False},
                                  {"outer": "e", "inner": "e_t", "is_seq": True}], **attrs}}


def test_each_running_sequence_reads_its_own_static_row_and_sequence() -> None:
    net = Net.create(NetDesc.from_dict(_desc()))
    scope = Scope()
    rng = np.random.default_rng(0)
    lod, e_lod = [[0, 1, 1, 4]], [[0, 2, 5, 6]]  # lengths 1, 0, 3: run in the order 2, 0
    x, s, e = rng.normal(size=(4, 2)), rng.normal(size=(3, 2)), rng.normal(size=(6, 2))
    scope.new_var("x").set(x, lod)
    scope.new_var("s").set(s)
    scope.new_var("e").set(e, e_lod)
    net.run(scope)
    expected = np.zeros((4, 2))
    for i, (a, b) in enumerate(zip(lod[0][:-1], lod[0][1:])):
        h = np.zeros(2)
        for t in range(a, b):
            h = np.tanh(x[t] + h + s[i] + e[e_lod[0][i]:e_lod[0][i + 1]].sum(axis=0))
            expected[t] = h
    np.testing.assert_allclose(scope.var("hs").numpy(), expected, rtol=1e-12)
    assert NetDesc.from_json(NetDesc.from_dict(_desc()).to_json()).attrs["statics"] == _desc()["attrs"]["statics"]


@pytest.mark.parametrize("statics, rule", [
    ([{"outer": "s", "inner": "s_t", "is_seq": "no"}, {"outer": "e", "inner": "e_t", "is_seq": True}], "format"),
    ([{"outer": "s", "inner": "s_t"}, {"outer": "e", "inner": "e_t", "is_seq": True}], "must_set"),
    ([{"outer": "s", "inner": "x_t", "is_seq": False}, {"outer": "e", "inner": "e_t", "is_seq": True}], "unique"),
    ([{"outer": "e", "inner": "e_t", "is_seq": True}], "dataflow"),
])
def test_malformed_static_inputs_are_refused_at_load(statics: list[Any], rule: str) -> None:
    with pytest.raises(NetDescError) as err:
        NetDesc.from_dict(_desc(statics=statics))
    assert err.value.rule == rule, err.value


def test_a_saved_model_with_a_static_input_predicts_the_same_after_loading(tmp_path: Any) -> None:
    from paddle.io import load_inference_model, save_inference_model
    rng = np.random.default_rng(1)
    with Model(dtype="float64", seed=1) as m:
        x = paddle.layer.data("x", [None, 2], seq_type="sequence")
        s = paddle.layer.data("s", [None, 2])

        def step(x_t: Any, s_t: Any) -> Any:
            h_pre = memory("h", 2)
            total = paddle.layer.elementwise_add(paddle.layer.elementwise_add(x_t, s_t), h_pre)
            return paddle.layer.tanh(paddle.layer.fc(total, size=2), name="h")
        hs = recurrent_group(step, [x, StaticInput(s)], name="rnn")
        last = paddle.layer.sequence_pool(hs, pool_type="last")
    feed = {"x": Tensor(rng.normal(size=(5, 2)), lod=[[0, 2, 5]]), "s": rng.normal(size=(2, 2))}
    want = m.run(last, feed=feed)
    save_inference_model(tmp_path / "rnn", [last], model=m)
    got = load_inference_model(tmp_path / "rnn").run(feed)
    np.testing.assert_array_equal(np.asarray(got[last.name]), np.asarray(want))


def test_a_static_input_that_does_not_match_the_sequences_is_refused() -> None:
    net = Net.create(NetDesc.from_dict(_desc()))
    scope = Scope()
    scope.new_var("x").set(np.zeros((3, 2)), [[0, 1, 3]])
    scope.new_var("s").set(np.zeros((3, 2)))  # three rows for two sequences
    scope.new_var("e").set(np.zeros((2, 2)), [[0, 1, 2]])
    with pytest.raises(Exception, match="static input 's' should have one of its rows per stepped sequence"):
        net.run(scope)
