"""v2's sparse inputs (issue 18): sparse_binary_vector lists ids, sparse_float_vector (id, value)
pairs, and their sequence forms; fed as v2 fed them, they reach fc as the dense rows they stand for."""
from __future__ import annotations

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.errors import ModelError
from paddle.v2.feeding import Feeder


def _feed(kind, samples):
    return Feeder(["x"], {"x": kind})([(s,) for s in samples])["x"]


def test_sparse_samples_are_fed_as_the_dense_rows_they_stand_for():
    rows = _feed(paddle.data_type.sparse_binary_vector(5), [[0, 3], [], [4, 4]])
    np.testing.assert_array_equal(rows, [[1, 0, 0, 1, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 2]])
    rows = _feed(paddle.data_type.sparse_vector(4), [[(1, 0.5), (3, -2.0)], [(0, 1.5)]])
    np.testing.assert_array_equal(rows, [[0, 0.5, 0, -2.0], [1.5, 0, 0, 0]])
    seq = _feed(paddle.data_type.sparse_binary_vector_sequence(3), [[[0], [1, 2]], [[2]]])
    np.testing.assert_array_equal(seq.array, [[1, 0, 0], [0, 1, 1], [0, 0, 1]])
    assert [list(level) for level in seq.lod] == [[0, 2, 3]]


def test_bad_sparse_samples_are_refused_in_the_users_words():
    with pytest.raises(ModelError, match=r"ids in \[0, 5\); sample 1 has id 5"):
        _feed(paddle.data_type.sparse_binary_vector(5), [[0], [5]])
    with pytest.raises(ModelError, match=r"\(id, value\) pairs"):
        _feed(paddle.data_type.sparse_float_vector(5), [[3]])


def test_fc_over_a_sparse_input_is_the_product_with_its_rows():
    with paddle.Tape() as tape:
        x = paddle.layer.data(name="x", type=paddle.data_type.sparse_float_vector(6))
        y = paddle.layer.fc(input=x, size=2, act=paddle.activation.Linear(), bias_attr=False,
                            param_attr=paddle.attr.Param(name="w"))
    parameters = paddle.parameters.create(y)
    samples = [([(0, 2.0), (5, -1.0)],), ([(2, 1.0)],)]
    got = paddle.infer(output_layer=y, parameters=parameters, input=samples)
    w = parameters.get("w")
    np.testing.assert_allclose(got, [2.0 * w[0] - w[5], w[2]], rtol=1e-6)
    assert tape.input_types["x"].kind == "sparse_float"


def _train_table(sparse: bool, optimizer, batches):
    """The table of a small word model after training on `batches` (the same start either way)."""
    with paddle.Tape():
        words = paddle.layer.data(name="words", type=paddle.data_type.integer_value_sequence(12))
        emb = paddle.layer.embedding(input=words, size=3,
                                     param_attr=paddle.attr.Param(name="table", sparse_update=sparse))
        pooled = paddle.layer.pooling(input=emb, pooling_type=paddle.pooling.Sum())
        out = paddle.layer.fc(input=pooled, size=2, act=paddle.activation.Softmax())
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(2))
        cost = paddle.layer.classification_cost(input=out, label=label)
        parameters = paddle.parameters.create(cost)
        start = parameters.get("table").copy()
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters, update_equation=optimizer)
        trainer.train(lambda: iter(batches), num_passes=1)
        return start, parameters.get("table")


@pytest.mark.parametrize("name,make", [("momentum", lambda: paddle.optimizer.Momentum(momentum=0.9, learning_rate=0.5)),
                                       ("adam", lambda: paddle.optimizer.Adam(learning_rate=0.1)),
                                       ("adagrad", lambda: paddle.optimizer.AdaGrad(learning_rate=0.5))])
def test_a_sparse_update_moves_only_the_rows_the_batch_picked(name, make):
    every_step = [([1, 4, 4], 0), ([6], 1), ([4, 1], 1)]  # rows 1, 4 and 6
    first_only = every_step + [([9], 0)]  # row 9 in the first step only
    batches = [first_only, every_step, every_step]
    start, sparse = _train_table(True, make(), batches)
    same_start, dense = _train_table(False, make(), batches)
    np.testing.assert_array_equal(start, same_start)
    never = [r for r in range(12) if r not in (1, 4, 6, 9)]
    np.testing.assert_array_equal(sparse[never], start[never])  # bitwise as they were
    np.testing.assert_allclose(sparse[[1, 4, 6]], dense[[1, 4, 6]], rtol=1e-6)  # the dense update's values
    assert not np.allclose(sparse[[1, 4, 6, 9]], start[[1, 4, 6, 9]])
    if name != "adagrad":  # a dense momentum or adam step keeps moving row 9 after its gradient is gone
        assert not np.allclose(sparse[9], dense[9])
