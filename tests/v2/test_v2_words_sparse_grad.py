"""Sparse gradients as sparse data: the embedding op with is_sparse gives W's gradient as a RowSparse
(the rows the ids picked and their summed gradients, never a [V, D] array), each optimizer applies it
row-wise, and the result is the dense path's: bitwise the same as the sparse update of the dense
gradient, and within 1e-6 of the optimizer's oracle (the dense update with untouched rows put back)."""
from __future__ import annotations

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.registry import RowSparse, complete_attrs, default_registry

V, D = 50, 4
OPTIMIZERS = ["sgd", "momentum", "adam", "adagrad", "rmsprop", "adamax"]


def _grad(is_sparse, ids, dout, padding_idx=-1):
    meta = default_registry().function("embedding_grad")
    w = np.zeros((V, D), np.float32)
    return meta.kernel_for("cpu")(w, ids, dout, padding_idx=padding_idx, is_sparse=is_sparse)


def test_the_embedding_gradient_is_the_rows_the_ids_picked():
    rng = np.random.default_rng(0)
    ids = np.array([[7], [3], [7], [0], [49], [3]], np.int64)
    dout = rng.normal(size=(6, D)).astype(np.float32)
    sparse = _grad(True, ids, dout)
    assert isinstance(sparse, RowSparse) and sparse.shape == (V, D)
    np.testing.assert_array_equal(sparse.rows, [0, 3, 7, 49])  # distinct, ascending: 4 rows, not 50
    want = np.zeros((V, D))
    for i, k in enumerate(ids[:, 0]):  # each id's gradient added into its row, one at a time
        want[k] += dout[i]
    np.testing.assert_allclose(sparse.dense(), want, rtol=1e-6)
    np.testing.assert_array_equal(np.asarray(sparse), _grad(False, ids, dout))
    padded = _grad(True, ids, dout, padding_idx=3)
    assert 3 not in padded.rows.tolist()


def _state(meta, name, rng):
    if name == "Step":
        return np.array([3], np.int64)
    if name in ("Beta1Pow", "Beta2Pow"):
        return np.array([0.5], np.float32)
    return np.abs(rng.normal(size=(V, D))).astype(np.float32)


@pytest.mark.parametrize("op", OPTIMIZERS)
def test_each_optimizer_applies_a_row_sparse_gradient_as_the_dense_one(op):
    meta = default_registry().function(op)
    rng = np.random.default_rng(1)
    ids = np.array([[5], [9], [5], [40]], np.int64)
    grad = _grad(True, ids, rng.normal(size=(4, D)).astype(np.float32))
    param = rng.normal(size=(V, D)).astype(np.float32)
    states = [_state(meta, t.name, rng) for t in meta.inputs[2:] if t.name != "LearningRate"]
    attrs = complete_attrs(meta, {"learning_rate": 0.1, "sparse_rows": True})
    kernel = meta.kernel_for("cpu")
    dense = kernel(param, grad.dense(), *[s.copy() for s in states], **attrs)
    got = kernel(param.copy(), grad, *[s.copy() for s in states], **attrs)  # writes its rows in place
    for a, b in zip(got if isinstance(got, tuple) else (got,), dense if isinstance(dense, tuple) else (dense,)):
        np.testing.assert_array_equal(a, b)  # bitwise the sparse update of the dense gradient
    want = meta.reference(param, grad.dense(), *states, **attrs)
    first = got[0] if isinstance(got, tuple) else got
    np.testing.assert_allclose(first, want[0] if isinstance(want, tuple) else want, rtol=1e-6, atol=1e-7)
    untouched = [r for r in range(V) if r not in (5, 9, 40)]
    np.testing.assert_array_equal(first[untouched], param[untouched])


def test_a_sparse_table_trains_with_a_row_sparse_gradient_in_the_scope():
    with paddle.Tape():
        words = paddle.layer.data(name="words", type=paddle.data_type.integer_value_sequence(V))
        emb = paddle.layer.embedding(input=words, size=D,
                                     param_attr=paddle.attr.Param(name="table", sparse_update=True))
        pooled = paddle.layer.pooling(input=emb, pooling_type=paddle.pooling.Sum())
        out = paddle.layer.fc(input=pooled, size=2, act=paddle.activation.Softmax())
        cost = paddle.layer.classification_cost(input=out, label=paddle.layer.data(
            name="label", type=paddle.data_type.integer_value(2)))
        parameters = paddle.parameters.create(cost)
        start = parameters.get("table").copy()
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters,
                                     update_equation=paddle.optimizer.Adam(learning_rate=0.1))
        trainer.train(lambda: iter([[([1, 4, 4], 0), ([6], 1)]]), num_passes=1)
        grad = trainer.model.root_scope().find_var("table@GRAD")
    assert grad is not None and isinstance(grad.tensor.array, RowSparse)
    assert grad.tensor.array.values.shape == (3, D)  # rows 1, 4, 6: not [V, D]
    moved = np.flatnonzero(np.any(parameters.get("table") != start, axis=1))
    np.testing.assert_array_equal(moved, [1, 4, 6])



def _shared_table(sparse):
    """Two lookups of one table (a word window, as word2vec's), trained a step: its gradient and table."""
    with paddle.Tape():
        first = paddle.layer.data(name="first", type=paddle.data_type.integer_value(V))
        second = paddle.layer.data(name="second", type=paddle.data_type.integer_value(V))
        table = paddle.attr.Param(name="table", sparse_update=sparse)
        embs = [paddle.layer.embedding(input=w, size=D, param_attr=table) for w in (first, second)]
        out = paddle.layer.fc(input=embs, size=2, act=paddle.activation.Softmax(),
                              param_attr=[paddle.attr.Param(name="w1"), paddle.attr.Param(name="w2")])
        cost = paddle.layer.classification_cost(input=out, label=paddle.layer.data(
            name="label", type=paddle.data_type.integer_value(2)))
        parameters = paddle.parameters.create(cost)
        rng = np.random.default_rng(5)
        for n in sorted(parameters.names()):
            parameters.set(n, rng.normal(size=parameters.get_shape(n)).astype(np.float32))
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters,
                                     update_equation=paddle.optimizer.Momentum(learning_rate=0.1, momentum=0.9))
        trainer.train(lambda: iter([[(3, 8, 0), (8, 3, 1), (3, 20, 1)]] * 2), num_passes=1)
        grad = trainer.model.root_scope().find_var("table@GRAD").tensor.array
    return grad, parameters.get("table")


def test_a_table_shared_by_two_lookups_keeps_a_row_sparse_gradient():
    grad, sparse = _shared_table(True)
    assert isinstance(grad, RowSparse)  # the two lookups' gradients merged, not densified
    np.testing.assert_array_equal(grad.rows, [3, 8, 20])
    _, dense = _shared_table(False)
    np.testing.assert_allclose(sparse[[3, 8, 20]], dense[[3, 8, 20]], rtol=1e-6)
