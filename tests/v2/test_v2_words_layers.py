"""v2's word layers (issue 18): embedding keeps sequence offsets, fc sums one projection per
input, concat joins features (not rows), mixed with every projection, context projection and
sequence pooling: values against numpy written here, gradients against central differences in
float64 on a ragged batch with an empty and a length-1 sequence."""
from __future__ import annotations

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.registry import ConfigError, PaddleError
from paddle.core.tensor import Tensor
from paddle.v2_deferral import DeferredConfigWarning

from ._words_support import check_gradients, float64_tape, run_layer, sequence

RAGGED = [[3, 1, 4], [], [1], [5, 9, 2, 6]]  # an empty sequence and one of length 1
OFFSETS = [0, 3, 3, 4, 8]


def _table(tape: paddle.Tape, name: str) -> np.ndarray:
    return tape.model.root_scope().find_var(name).numpy()


def test_embedding_gives_the_rows_of_the_table_with_the_ids_offsets():
    with float64_tape() as tape:
        words = paddle.layer.data(name="words", type=paddle.data_type.integer_value_sequence(10))
        emb = paddle.layer.embedding(input=words, size=4, param_attr=paddle.attr.Param(name="table"))
    value, lod = run_layer(tape, emb, {"words": sequence(RAGGED)})
    ids = np.array([i for s in RAGGED for i in s])
    np.testing.assert_array_equal(value, _table(tape, "table")[ids])
    assert value.shape == (8, 4) and [list(level) for level in lod] == [OFFSETS]


def test_concat_joins_features_of_rows_and_of_sequences():
    with paddle.Tape() as tape:
        a = paddle.layer.data(name="a", type=paddle.data_type.dense_vector(2))
        b = paddle.layer.data(name="b", type=paddle.data_type.dense_vector(3))
        both = paddle.layer.concat(input=[a, b])
    xa, xb = np.arange(6, dtype=np.float32).reshape(3, 2), -np.arange(9, dtype=np.float32).reshape(3, 3)
    value, _ = run_layer(tape, both, {"a": xa, "b": xb})
    np.testing.assert_array_equal(value, np.hstack([xa, xb]))  # one row per sample, not two
    with paddle.Tape() as tape:
        words = paddle.layer.data(name="words", type=paddle.data_type.integer_value_sequence(10))
        e1 = paddle.layer.embedding(input=words, size=2)
        e2 = paddle.layer.embedding(input=words, size=3)
        joined = paddle.layer.concat(input=[e1, e2])
    value, lod = run_layer(tape, joined, {"words": sequence(RAGGED)})
    assert value.shape == (8, 5) and [list(level) for level in lod] == [OFFSETS]


def test_concat_of_sequences_with_other_offsets_is_refused():
    with paddle.Tape() as tape:
        s = paddle.layer.data(name="s", type=paddle.data_type.dense_vector_sequence(2))
        t = paddle.layer.data(name="t", type=paddle.data_type.dense_vector_sequence(2))
        joined = paddle.layer.concat(input=[s, t])
    rows = np.zeros((4, 2), dtype=np.float32)
    with pytest.raises(PaddleError, match="offsets"):
        run_layer(tape, joined, {"s": Tensor(rows, lod=[[0, 1, 4]]), "t": Tensor(rows, lod=[[0, 2, 4]])})


def test_fc_of_several_inputs_sums_a_product_per_input_with_its_own_param_attr():
    with float64_tape() as tape:
        a = paddle.layer.data(name="a", type=paddle.data_type.integer_value(7))
        b = paddle.layer.data(name="b", type=paddle.data_type.integer_value(7))
        ea = paddle.layer.embedding(input=a, size=3, param_attr=paddle.attr.Param(name="shared"))
        eb = paddle.layer.embedding(input=b, size=3, param_attr=paddle.attr.Param(name="shared"))
        out = paddle.layer.fc(input=[ea, eb], size=2, act=paddle.activation.Linear(), name="out",
                              param_attr=[paddle.attr.Param(name="wa"), paddle.attr.Param(name="wb", initial_std=2.0)])
    feed = {"a": np.array([[1], [4]]), "b": np.array([[6], [0]])}
    value, _ = run_layer(tape, out, feed)
    table = _table(tape, "shared")
    want = table[[1, 4]] @ _table(tape, "wa") + table[[6, 0]] @ _table(tape, "wb") + _table(tape, "out.b")
    np.testing.assert_allclose(value, want, rtol=1e-12)
    assert sorted(tape.model.param_names) == ["out.b", "shared", "wa", "wb"]
    with pytest.raises(ConfigError, match="one value or 2"):
        paddle.layer.fc(input=[ea, eb], size=2, param_attr=[paddle.attr.Param()] * 3)


def test_pooling_types_over_ragged_sequences():
    xs = np.array([[1.0], [-2.0], [4.0], [3.0], [0.5], [0.5], [-1.0], [2.0]])
    want = {paddle.pooling.Max(): [4.0, 0.0, 3.0, 2.0], paddle.pooling.Avg(): [1.0, 0.0, 3.0, 0.5],
            paddle.pooling.Sum(): [3.0, 0.0, 3.0, 2.0],
            paddle.pooling.SquareRootN(): [3.0 / np.sqrt(3), 0.0, 3.0, 1.0]}
    for kind, expected in want.items():
        with paddle.Tape() as tape:
            s = paddle.layer.data(name="s", type=paddle.data_type.dense_vector_sequence(1))
            pooled = paddle.layer.pooling(input=s, pooling_type=kind)
        value, _ = run_layer(tape, pooled, {"s": Tensor(xs.astype(np.float32), lod=[OFFSETS])})
        np.testing.assert_allclose(value.ravel(), expected, rtol=1e-6, err_msg=repr(kind))
    with paddle.Tape():  # v2 accepted it and failed at run time: a warning now, its error when used
        s = paddle.layer.data(name="s", type=paddle.data_type.dense_vector_sequence(1))
        with pytest.warns(DeferredConfigWarning, match="TO_SEQUENCE"):
            pooled = paddle.layer.pooling(input=s, agg_level=paddle.layer.AggregateLevel.TO_SEQUENCE)
        with pytest.raises(ConfigError, match="TO_SEQUENCE"):
            paddle.parameters.create(pooled)


def test_context_projection_shifts_steps_within_each_sequence():
    with float64_tape() as tape:
        s = paddle.layer.data(name="s", type=paddle.data_type.dense_vector_sequence(1))
        ctx = paddle.layer.mixed(size=3, input=[paddle.layer.context_projection(input=s, context_len=3)])
    xs = np.arange(1, 9, dtype=np.float32).reshape(8, 1)
    value, lod = run_layer(tape, ctx, {"s": Tensor(xs, lod=[OFFSETS])})
    want = [[0, 1, 2], [1, 2, 3], [2, 3, 0], [0, 4, 0], [0, 5, 6], [5, 6, 7], [6, 7, 8], [7, 8, 0]]
    np.testing.assert_array_equal(value, want)  # never a neighbour sequence's step
    assert [list(level) for level in lod] == [OFFSETS]


def test_gradients_through_embedding_context_projection_fc_and_pooling():
    for kind in (paddle.pooling.Max(), paddle.pooling.Avg(), paddle.pooling.SquareRootN()):
        with float64_tape() as tape:
            words = paddle.layer.data(name="words", type=paddle.data_type.integer_value_sequence(10))
            emb = paddle.layer.embedding(input=words, size=3)
            conv = paddle.networks.sequence_conv_pool(input=emb, context_len=4, hidden_size=5, pool_type=kind,
                                                      context_proj_param_attr=paddle.attr.Param(initial_std=0.5))
            out = paddle.layer.fc(input=[conv, conv], size=2, act=paddle.activation.Tanh())
        checked = check_gradients(tape, out, {"words": sequence(RAGGED)})
        assert len(checked) == 7  # table, padding, conv weight and bias, two fc weights and a bias


def test_gradients_through_every_projection_of_mixed():
    with float64_tape() as tape:
        words = paddle.layer.data(name="words", type=paddle.data_type.integer_value_sequence(10))
        emb = paddle.layer.embedding(input=words, size=4)
        other = paddle.layer.embedding(input=words, size=4)
        with paddle.layer.mixed(size=4, act=paddle.activation.Tanh(), bias_attr=True) as m:
            m += paddle.layer.full_matrix_projection(input=emb)
            m += paddle.layer.trans_full_matrix_projection(input=other)
            m += paddle.layer.table_projection(input=words, param_attr=paddle.attr.Param(sparse_update=True))
            m += paddle.layer.dotmul_projection(input=emb)
            m += paddle.layer.scaling_projection(input=other)
            m += paddle.layer.dotmul_operator(a=emb, b=other, scale=0.5)
        sliced = paddle.layer.mixed(size=2, input=[paddle.layer.identity_projection(input=m, offset=1, size=2)])
        pooled = paddle.layer.pooling(input=sliced, pooling_type=paddle.pooling.Sum())
    checked = check_gradients(tape, pooled, {"words": sequence(RAGGED)})
    assert len(checked) == 8  # two tables, five projection weights, the bias


def test_unsupported_names_are_typed_errors():
    with paddle.Tape():
        s = paddle.layer.data(name="s", type=paddle.data_type.dense_vector_sequence(4))
        with pytest.raises(ConfigError, match="not supported") as err:
            paddle.layer.lstmemory(input=s, act=paddle.activation.Softmax())  # (Relu is v2's and ours)
        assert err.value.rule == "unsupported" and err.value.argument == "act"
