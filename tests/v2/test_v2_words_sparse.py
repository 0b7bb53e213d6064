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


def test_a_sparse_update_is_refused_rather_than_done_densely():
    from paddle.registry import ConfigError
    with pytest.raises(ConfigError, match="sparse_update=True is not supported") as err:
        paddle.attr.Param(name="_proj", sparse_update=True)
    assert err.value.rule == "unsupported"
    assert paddle.attr.Param(sparse_update=False).sparse_update is False
