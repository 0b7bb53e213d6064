"""Nested sequences as v2 had them (paddle.data_type.*_sub_sequence): each network on nested data is
compared with the flat network that computes the same thing (as Paddle's test_RecurrentGradientMachine
compared its sequence_nest_* configs with flat ones): equal outputs, and equal parameters after a
training step (equal gradients), on ragged batches with an empty and a length-1 sub-sequence."""
from __future__ import annotations

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.errors import ModelError
from paddle.registry import ConfigError
from paddle.v2.feeding import Feeder
from paddle.core.tensor import Tensor
from paddle.v2_deferral import DeferredConfigWarning

from ._words_support import check_gradients, float64_tape

L, AL = paddle.layer, paddle.layer.AggregateLevel
V, H = 10, 3
NESTED = [([[1, 2], [3]], 0), ([[4], [], [5, 6, 7]], 1), ([[2, 2, 2]], 1)]  # an empty and length-1 sub-sequences
JOINED = [([w for sub in s for w in sub], y) for s, y in NESTED]  # each sample's sub-sequences joined
# for the recurrent groups: an empty sub-sequence ends with no last state (last_seq gives zeros), so
# the outer memory would restart where the joined steps carry on
UNBROKEN = [([[1, 2], [3]], 0), ([[4], [5, 6, 7]], 1), ([[2, 2, 2]], 1)]
UNBROKEN_JOINED = [([w for sub in s for w in sub], y) for s, y in UNBROKEN]


def _words(nested: bool):
    kind = paddle.data_type.integer_value_sub_sequence if nested else paddle.data_type.integer_value_sequence
    return L.embedding(input=L.data(name="w", type=kind(V)), size=H, param_attr=paddle.attr.Param(name="emb"))


def _run(build, samples, outputs=None):
    """(the values of the network's outputs, its parameters after one SGD step on `samples`)."""
    with paddle.Tape():
        out = build()
        cost = L.classification_cost(input=L.fc(input=out, size=2, act=paddle.activation.Softmax(),
                                                param_attr=paddle.attr.Param(name="out.w"),
                                                bias_attr=paddle.attr.Param(name="out.b")),
                                     label=L.data(name="y", type=paddle.data_type.integer_value(2)))
        params = paddle.parameters.create(cost)
        rng = np.random.default_rng(0)
        for n in sorted(params.names()):
            params.set(n, (rng.normal(size=params.get_shape(n)) * 0.5).astype(np.float32))
        values = paddle.infer(output_layer=out, parameters=params, input=[(s,) for s, _ in samples])
        trainer = paddle.trainer.SGD(cost=cost, parameters=params,
                                     update_equation=paddle.optimizer.Momentum(learning_rate=0.5, momentum=0.0))
        trainer.train(lambda: iter([samples]), num_passes=1, feeding={"w": 0, "y": 1})
        return np.asarray(values), {n: params.get(n).copy() for n in params.names()}


def _same(nested, flat):
    np.testing.assert_allclose(nested[0], flat[0], rtol=1e-6, atol=1e-7)
    assert nested[1].keys() == flat[1].keys()
    for n in nested[1]:
        np.testing.assert_allclose(nested[1][n], flat[1][n], rtol=1e-6, atol=1e-7, err_msg=n)


def test_nested_samples_are_fed_with_two_levels_of_offsets():
    t = paddle.data_type.integer_value_sub_sequence(V)
    fed = Feeder(["w"], {"w": t})([(s,) for s, _ in NESTED])["w"]
    assert [list(level) for level in fed.lod] == [[0, 2, 5, 6], [0, 2, 3, 4, 4, 7, 10]]
    np.testing.assert_array_equal(fed.array.ravel(), [1, 2, 3, 4, 5, 6, 7, 2, 2, 2])
    same = paddle.data_type.integer_value(V, seq_type=paddle.data_type.SequenceType.SUB_SEQUENCE)
    assert same == t
    with pytest.raises(ModelError, match="sub-sequences"):
        Feeder(["w"], {"w": t})([([1, 2],)])
    sparse = paddle.data_type.sparse_binary_vector_sub_sequence(4)
    fed = Feeder(["s"], {"s": sparse})([([[[0, 2]], [[1], [3, 3]]],)])["s"]
    np.testing.assert_array_equal(fed.array, [[1, 0, 1, 0], [0, 1, 0, 0], [0, 0, 0, 2]])
    assert [list(level) for level in fed.lod] == [[0, 2], [0, 1, 3]]


@pytest.mark.parametrize("pooling", [paddle.pooling.Max(), paddle.pooling.Avg(), paddle.pooling.Sum()])
def test_pooling_a_nested_sequence_whole_is_pooling_its_joined_steps(pooling):
    nested = _run(lambda: L.pooling(input=_words(True), pooling_type=pooling), NESTED)
    flat = _run(lambda: L.pooling(input=_words(False), pooling_type=pooling), JOINED)
    _same(nested, flat)


def test_last_and_first_seq_of_a_nested_sequence_are_those_of_its_joined_steps():
    for layer in (L.last_seq, L.first_seq):
        _same(_run(lambda layer=layer: layer(input=_words(True)), NESTED),
              _run(lambda layer=layer: layer(input=_words(False)), JOINED))


def test_pooling_to_sequence_pools_each_sub_sequence():
    """TO_SEQUENCE gives a sequence of one row per sub-sequence; its rows are the pools of each
    sub-sequence fed as a sample of its own (an empty one: zeros), and its sequences the samples'."""
    def nested():
        per_sub = L.pooling(input=_words(True), pooling_type=paddle.pooling.Avg(), agg_level=AL.TO_SEQUENCE)
        return per_sub
    with paddle.Tape():
        out = nested()
        params = paddle.parameters.create(out)
        rows = np.asarray(paddle.infer(output_layer=out, parameters=params, input=[(s,) for s, _ in NESTED]))
        emb = params.get("emb")
    want = [emb[sub].mean(axis=0) if sub else np.zeros(H) for s, _ in NESTED for sub in s]
    np.testing.assert_allclose(rows, want, rtol=1e-6)
    # pooled again over each sample (last_seq of the sequence of sub-sequence pools) = the last sub-sequence's pool
    last = _run(lambda: L.last_seq(input=L.pooling(input=_words(True), pooling_type=paddle.pooling.Sum(),
                                                   agg_level=AL.TO_SEQUENCE)), NESTED)
    flat = [(s[-1], y) for s, y in NESTED]
    _same(last, _run(lambda: L.pooling(input=_words(False), pooling_type=paddle.pooling.Sum()), flat))


def test_expand_over_a_nested_sequence_matches_the_flat_expansion():
    """A row per sample expanded over every step of its sub-sequences (FROM_NO_SEQUENCE), then
    pooled whole: as over the joined steps."""
    def nested():
        words = _words(True)
        return L.pooling(input=L.expand(input=L.last_seq(input=words), expand_as=words),
                         pooling_type=paddle.pooling.Sum())

    def flat():
        words = _words(False)
        return L.pooling(input=L.expand(input=L.last_seq(input=words), expand_as=words),
                         pooling_type=paddle.pooling.Sum())
    _same(_run(nested, NESTED), _run(flat, JOINED))


def test_expand_from_sequence_repeats_each_sub_sequences_row_over_its_steps():
    with paddle.Tape():
        words = _words(True)
        per_sub = L.pooling(input=words, pooling_type=paddle.pooling.Max(), agg_level=AL.TO_SEQUENCE)
        out = L.expand(input=per_sub, expand_as=words, expand_level=L.ExpandLevel.FROM_SEQUENCE)
        assert out.output.info.seq_type.value == "nested_sequence"
        params = paddle.parameters.create(out)
        got = np.asarray(paddle.infer(output_layer=out, parameters=params, input=[(s,) for s, _ in NESTED]))
        emb = params.get("emb")
    want = [emb[sub].max(axis=0) for s, _ in NESTED for sub in s for _ in sub]
    np.testing.assert_allclose(got, want, rtol=1e-6)


def _cell(name, memory):
    return lambda y: L.fc(input=[y, memory()], size=H, act=paddle.activation.Tanh(), name=name,
                          param_attr=[paddle.attr.Param(name="wx"), paddle.attr.Param(name="wh")],
                          bias_attr=paddle.attr.Param(name="b"))


def _nested_rnn():
    """An outer group over the sub-sequences; each step runs an inner group over its sub-sequence,
    booted from the outer memory: the last state of the previous sub-sequence."""
    def outer_step(x):
        outer_mem = L.memory(name="outer_state", size=H)
        inner = L.recurrent_group(step=_cell("inner_state", lambda: L.memory(name="inner_state", size=H,
                                                                              boot_layer=outer_mem)),
                                  input=x, name="inner")
        L.last_seq(input=inner, name="outer_state")
        return inner
    return L.recurrent_group(step=outer_step, input=L.SubsequenceInput(_words(True)), name="outer")


def _flat_rnn():
    return L.recurrent_group(step=_cell("state", lambda: L.memory(name="state", size=H)), input=_words(False),
                             name="flat")


def test_recurrent_group_over_sub_sequences_equals_one_group_over_the_joined_steps():
    nested = _run(lambda: L.last_seq(input=_nested_rnn()), UNBROKEN)
    flat = _run(lambda: L.last_seq(input=_flat_rnn()), UNBROKEN_JOINED)
    _same(nested, flat)
    with paddle.Tape():
        out = _nested_rnn()
        assert out.output.info.seq_type.value == "nested_sequence"
    every = _run(lambda: L.pooling(input=_nested_rnn(), pooling_type=paddle.pooling.Avg()), UNBROKEN)
    _same(every, _run(lambda: L.pooling(input=_flat_rnn(), pooling_type=paddle.pooling.Avg()), UNBROKEN_JOINED))


def test_recurrent_group_over_sub_sequences_runs_an_empty_sub_sequence():
    """An empty sub-sequence gives no rows and its step's last state is zeros: the next sub-sequence
    starts from zeros, as the flat group over the remaining steps does."""
    # (a step where every sub-sequence is empty is refused: the recurrent net has no step to run)
    nested = _run(lambda: L.last_seq(input=_nested_rnn()), [([[4], [], [5, 6, 7]], 1), ([[1], [2]], 0)])
    flat = _run(lambda: L.last_seq(input=_flat_rnn()), [([5, 6, 7], 1), ([1, 2], 0)])
    _same(nested, flat)


def test_an_outer_step_giving_a_row_per_sub_sequence_gives_a_sequence_of_them():
    def nested():
        def outer_step(x):
            return L.pooling(input=x, pooling_type=paddle.pooling.Sum())
        per_sub = L.recurrent_group(step=outer_step, input=L.SubsequenceInput(_words(True)), name="outer")
        assert per_sub.output.info.seq_type.value == "sequence"
        return L.last_seq(input=per_sub)
    _same(_run(nested, NESTED), _run(lambda: L.pooling(input=_words(False), pooling_type=paddle.pooling.Sum()),
                                      [(s[-1], y) for s, y in NESTED]))


def test_nested_layers_refuse_plain_sequences_in_the_users_words():
    with paddle.Tape():
        words = _words(False)
        # v2 accepted these and failed at run time: a warning now, the typed error when used
        with pytest.warns(DeferredConfigWarning, match="TO_SEQUENCE pools each sub-sequence"):
            pooled = L.pooling(input=words, agg_level=AL.TO_SEQUENCE)
        with pytest.raises(ConfigError, match="TO_SEQUENCE pools each sub-sequence") as err:
            paddle.parameters.create(pooled)
        assert err.value.argument == "agg_level"
        with pytest.warns(DeferredConfigWarning, match="FROM_SEQUENCE"):
            expanded = L.expand(input=L.last_seq(input=words), expand_as=words,
                                expand_level=L.ExpandLevel.FROM_SEQUENCE)
        with pytest.raises(ConfigError, match="FROM_SEQUENCE"):
            paddle.parameters.create(expanded)
        with pytest.warns(DeferredConfigWarning, match="nested sequence"):
            group = L.recurrent_group(step=lambda x: x, input=L.SubsequenceInput(words))
        with pytest.raises(ConfigError, match="nested sequence"):
            paddle.parameters.create(group)
        with pytest.raises(ConfigError, match="all be SubsequenceInputs or none"):
            L.recurrent_group(step=lambda x, y: x, input=[L.SubsequenceInput(words), words])


def _nested_feed(samples):
    """Samples of sub-sequences of ids as the feed of an integer_value_sub_sequence data layer."""
    subs = [sub for s in samples for sub in s]
    outer = np.cumsum([0] + [len(s) for s in samples]).tolist()
    inner = np.cumsum([0] + [len(sub) for sub in subs]).tolist()
    ids = np.array([i for sub in subs for i in sub], dtype=np.int64).reshape(-1, 1)
    return Tensor(ids, lod=[outer, inner])


def test_numeric_gradients_through_nested_layers_in_float64():
    """The outer group over sub-sequences with its inner group, pooling of each sub-sequence and
    expand from them, over a row-sparse table: every parameter's gradient against central
    differences (an empty and a length-1 sub-sequence among them)."""
    feed = {"w": _nested_feed([[[1, 2], [3]], [[4], [], [5, 6, 7]], [[2, 2]]])}
    with float64_tape() as tape:
        words = L.embedding(input=L.data(name="w", type=paddle.data_type.integer_value_sub_sequence(V)), size=H,
                            param_attr=paddle.attr.Param(name="emb", sparse_update=True))

        def outer_step(x):
            outer_mem = L.memory(name="outer_state", size=H)
            inner = L.recurrent_group(step=_cell("inner_state", lambda: L.memory(name="inner_state", size=H,
                                                                                  boot_layer=outer_mem)),
                                      input=x, name="inner")
            L.last_seq(input=inner, name="outer_state")
            return inner
        rnn = L.recurrent_group(step=outer_step, input=L.SubsequenceInput(words), name="outer")
        per_sub = L.pooling(input=rnn, pooling_type=paddle.pooling.Avg(), agg_level=AL.TO_SEQUENCE)
        spread = L.expand(input=per_sub, expand_as=words, expand_level=L.ExpandLevel.FROM_SEQUENCE)
        out = L.fc(input=[L.last_seq(input=per_sub), L.pooling(input=spread, pooling_type=paddle.pooling.Max())],
                   size=2, act=paddle.activation.Tanh())
    checked = check_gradients(tape, out, feed, per_param=4)
    assert {"emb", "wx", "wh", "b"} <= set(checked)
