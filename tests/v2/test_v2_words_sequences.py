"""v2's sequence layers and networks (issue 18): bidirectional LSTM/GRU, simple_gru2, seq_concat,
seq_reshape, expand, repeat, last_seq/first_seq, on a ragged batch."""
from __future__ import annotations

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.registry import ConfigError
from paddle.core.tensor import Tensor
from paddle.v2_deferral import DeferredConfigWarning

from ._words_support import run_layer

OFFSETS = [0, 3, 3, 4, 8]  # an empty sequence and one of length 1
XS = np.arange(16, dtype=np.float32).reshape(8, 2)


def _seq(name: str = "s", dim: int = 2):
    return paddle.layer.data(name=name, type=paddle.data_type.dense_vector_sequence(dim))


def test_bidirectional_networks_give_one_row_per_sequence_or_every_step():
    with paddle.Tape() as tape:
        s = _seq()
        last = paddle.networks.bidirectional_lstm(input=s, size=3)
        steps = paddle.networks.bidirectional_gru(input=s, size=2, return_seq=True)
        gru2 = paddle.networks.simple_gru2(input=s, size=4)
    feed = {"s": Tensor(XS, lod=[OFFSETS])}
    assert run_layer(tape, last, feed)[0].shape == (4, 6)
    value, lod = run_layer(tape, steps, feed)
    assert value.shape == (8, 4) and [list(level) for level in lod] == [OFFSETS]
    assert run_layer(tape, gru2, feed)[0].shape == (8, 4)


def test_bidirectional_lstm_joins_the_forward_last_step_and_the_backward_first():
    with paddle.Tape() as tape:
        s = _seq()
        both = paddle.networks.bidirectional_lstm(input=s, size=3, name="bi", return_seq=True)
        fw = tape.items[-1].inputs[0]  # concat's inputs: the forward and the backward LSTM
        bw = tape.items[-1].inputs[1]
        pair = paddle.layer.concat(input=[paddle.layer.last_seq(input=fw), paddle.layer.first_seq(input=bw)])
    feed = {"s": Tensor(XS, lod=[OFFSETS])}
    steps, _ = run_layer(tape, both, feed)
    ends, _ = run_layer(tape, pair, feed)
    present = np.array([[1], [0], [1], [1]])
    np.testing.assert_array_equal(ends[:, :3], steps[[2, 0, 3, 7], :3] * present)  # forward: the last step
    np.testing.assert_array_equal(ends[:, 3:], steps[[0, 0, 3, 4], 3:] * present)  # backward: the first


def test_seq_concat_reshape_expand_and_repeat():
    with paddle.Tape() as tape:
        s, t = _seq("s"), _seq("t")
        joined = paddle.layer.seq_concat(a=s, b=t)
        halves = paddle.layer.seq_reshape(input=s, reshape_size=1)
        firsts = paddle.layer.first_seq(input=s)
        spread = paddle.layer.expand(input=firsts, expand_as=t)
        rows = paddle.layer.repeat(input=firsts, num_repeats=2)
        cols = paddle.layer.repeat(input=firsts, num_repeats=2, as_row_vector=False)
    feed = {"s": Tensor(XS, lod=[OFFSETS]), "t": Tensor(-XS[:5], lod=[[0, 1, 2, 2, 5]])}
    value, lod = run_layer(tape, joined, feed)
    assert [list(level) for level in lod] == [[0, 4, 5, 6, 13]]
    np.testing.assert_array_equal(value[:4], np.vstack([XS[:3], -XS[:1]]))
    value, lod = run_layer(tape, halves, feed)
    assert value.shape == (16, 1) and [list(level) for level in lod] == [[0, 6, 6, 8, 16]]
    first = XS[[0, 0, 3, 4]] * np.array([[1], [0], [1], [1]])
    value, lod = run_layer(tape, spread, feed)
    np.testing.assert_array_equal(value, first[[0, 1, 3, 3, 3]])
    np.testing.assert_array_equal(run_layer(tape, rows, feed)[0], np.hstack([first, first]))
    np.testing.assert_array_equal(run_layer(tape, cols, feed)[0], first[:, [0, 0, 1, 1]])


def test_a_sub_sequence_level_of_a_plain_sequence_and_other_gates_are_refused():
    with paddle.Tape():
        s = _seq()
        with pytest.warns(DeferredConfigWarning):  # TO_SEQUENCE needs sub-sequences; v2 found out at run time
            last = paddle.layer.last_seq(input=s, agg_level=paddle.layer.AggregateLevel.TO_SEQUENCE)
        with pytest.raises(ConfigError) as err:
            paddle.parameters.create(last)
        assert err.value.rule == "nested"
        with pytest.raises(ConfigError) as err:
            paddle.layer.grumemory(input=s, gate_act=paddle.activation.Softmax())
        assert err.value.rule == "unsupported"


def test_sub_seq_seq_slice_and_kmax_seq_score():
    with paddle.Tape() as tape:
        s = _seq()
        offsets = paddle.layer.data(name="offsets", type=paddle.data_type.dense_vector(1))
        sizes = paddle.layer.data(name="sizes", type=paddle.data_type.dense_vector(1))
        cut = paddle.layer.sub_seq(input=s, offsets=offsets, sizes=sizes)
        sliced = paddle.layer.seq_slice(input=s, starts=offsets, ends=None)
        scores = paddle.layer.data(name="scores", type=paddle.data_type.dense_vector_sequence(1))
        best = paddle.layer.kmax_seq_score(input=scores, beam_size=2)
    feed = {"s": Tensor(XS, lod=[OFFSETS]), "offsets": np.array([[1], [0], [0], [2]], dtype=np.float32),
            "sizes": np.array([[2], [0], [1], [1]], dtype=np.float32),
            "scores": Tensor(np.array([[0.5], [2.0], [1.0], [3.0], [0.1], [0.4], [0.3], [0.2]], dtype=np.float32),
                             lod=[OFFSETS])}
    value, lod = run_layer(tape, cut, feed)
    np.testing.assert_array_equal(value, XS[[1, 2, 3, 6]])
    assert [list(level) for level in lod] == [[0, 2, 2, 3, 4]]
    value, lod = run_layer(tape, sliced, feed)
    np.testing.assert_array_equal(value, XS[[1, 2, 3, 6, 7]])
    np.testing.assert_array_equal(run_layer(tape, best, feed)[0], [[1, 2], [-1, -1], [0, -1], [1, 2]])


def test_simple_lstm_and_gru_take_v2s_activation_arguments():
    with paddle.Tape() as tape:
        s = _seq()
        lstm = paddle.networks.simple_lstm(input=s, size=3, act=paddle.activation.Tanh(),
                                           gate_act=paddle.activation.Sigmoid(), state_act=paddle.activation.Tanh())
        gru = paddle.networks.simple_gru(input=s, size=2, act=paddle.activation.Tanh(),
                                         gate_act=paddle.activation.Sigmoid())
        bi = paddle.networks.bidirectional_lstm(input=s, size=2, fwd_act=paddle.activation.Tanh(),
                                                bwd_gate_act=paddle.activation.Sigmoid())
        relu = paddle.networks.simple_lstm(input=s, size=3, act=paddle.activation.Relu())  # v2 had it too
        with pytest.raises(ConfigError, match="act=paddle.activation.Softmax"):
            paddle.networks.simple_lstm(input=s, size=3, act=paddle.activation.Softmax())
    feed = {"s": Tensor(XS, lod=[OFFSETS])}
    assert run_layer(tape, lstm, feed)[0].shape == (8, 3) and run_layer(tape, gru, feed)[0].shape == (8, 2)
    assert run_layer(tape, relu, feed)[0].min() >= -1.0  # o * tanh(c): bounded, whatever the candidate
    assert run_layer(tape, bi, feed)[0].shape == (4, 4)
