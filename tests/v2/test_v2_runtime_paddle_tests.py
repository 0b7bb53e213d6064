"""Programs of the shape of Paddle's own v2 tests (python/paddle/v2/tests: test_topology,
test_parameters, test_layer's costs), written here: topology data types as v2's DataType,
parameters made from configs and round-tripped through tars, `paddle.attr.Param(initializer=)`,
init_from_tar in both directions, and classification_cost(weight=)."""
from __future__ import annotations

import io

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.v2.parameters import UnknownParameterWarning

L, DT = paddle.layer, paddle.data_type


def test_a_topologys_data_types_say_v2s_kind_and_dim():
    with paddle.Tape():
        pixel = L.data(name="pixel", type=DT.dense_vector(12))
        label = L.data(name="label", type=DT.integer_value(3))
        words = L.data(name="words", type=DT.sparse_binary_vector(7))
        out = L.fc(input=[pixel, words], size=3, act=paddle.activation.Softmax())
        topo = paddle.topology.Topology(L.classification_cost(input=out, label=label))
    kinds = {name: (t.type, t.dim) for name, t in topo.data_type()}
    assert kinds == {"pixel": (DT.DataType.Dense, 12), "words": (DT.DataType.SparseNonValue, 7),
                     "label": (DT.DataType.Index, 3)}


class _Config:
    """What v2's ParameterConfig protobuf carried for __append_config__: name, size, dims."""

    def __init__(self, name, size, dims=()):
        self.name, self.size, self.dims = name, size, list(dims)


def _own(configs, seed):
    params = paddle.parameters.Parameters()
    for conf in configs:
        params.__append_config__(conf)
    rng = np.random.default_rng(seed)
    for name in params.names():
        params.set(name, rng.uniform(-1, 1, size=params.get_shape(name)))
    return params


def _tar(params):
    buf = io.BytesIO()
    params.to_tar(buf)
    buf.seek(0)
    return buf


def test_parameters_of_their_own_round_trip_and_init_from_tar_either_way():
    small = _own([_Config("p0", 6, (2, 3)), _Config("p1", 4)], seed=1)
    assert small.get_shape("p1") == (1, 4)  # no dims: v2's [1, size] row
    dup = paddle.parameters.Parameters.from_tar(_tar(small))
    assert dup.names() == small.names() and all(np.array_equal(dup.get(n), small.get(n)) for n in small.names())
    big = _own([_Config("p0", 6, (2, 3)), _Config("p1", 4), _Config("p2", 5)], seed=2)
    p2 = big.get("p2")
    big.init_from_tar(_tar(small))  # the tar lacks p2: it keeps its values
    assert np.array_equal(big.get("p0"), small.get("p0")) and np.array_equal(big.get("p2"), p2)
    small2 = _own([_Config("p0", 6, (2, 3)), _Config("p1", 4)], seed=3)
    with pytest.warns(UnknownParameterWarning, match=r"\['p2'\]"):
        small2.init_from_tar(_tar(big))  # the network lacks p2: skipped, as v2
    assert np.array_equal(small2.get("p1"), big.get("p1"))


def test_param_initializer_gives_the_first_value_by_the_parameters_name():
    seen = []

    def initializer(name):
        seen.append(name)
        return np.arange(6, dtype=np.float32).reshape(3, 2)

    with paddle.Tape():
        x = L.data(name="x", type=DT.dense_vector(3))
        y = L.fc(x, size=2, bias_attr=False, param_attr=paddle.attr.Param(name="fc.w", initializer=initializer))
        params = paddle.parameters.create(y)
        got = paddle.infer(output_layer=y, parameters=params, input=[(np.ones(3, np.float32),)])
    assert seen == ["fc.w"] and np.array_equal(params["fc.w"], np.arange(6).reshape(3, 2))
    np.testing.assert_allclose(got, np.tanh([[6.0, 9.0]]), rtol=1e-6)


def test_classification_cost_weighs_each_sample():
    probs = np.array([[0.7, 0.3], [0.2, 0.8]], np.float32)
    with paddle.Tape() as tape:
        p = L.data(name="p", type=DT.dense_vector(2))
        label = L.data(name="label", type=DT.integer_value(2))
        weight = L.data(name="weight", type=DT.dense_vector(1))
        cost = L.classification_cost(input=p, label=label, weight=weight)
        got = tape.model.run(cost.output, feed={"p": probs, "label": np.array([[0], [0]]),
                                                "weight": np.array([[2.0], [0.5]], np.float32)})
    want = np.array([2.0 * -np.log(0.7), 0.5 * -np.log(0.2)])
    np.testing.assert_allclose(np.ravel(got), want, rtol=1e-5)
