"""Two networks in one process (issue 17): a data layer declared again by name starts a new
network on the tape, so each network is built, trained and inferred as it would be alone, in
sequence or interleaved; several trainers on one network each have their own training net."""
from __future__ import annotations

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.errors import ModelError

RNG = np.random.default_rng(7)
DATA_A = [(RNG.normal(size=13).astype(np.float32), RNG.normal(size=1).astype(np.float32)) for _ in range(24)]
DATA_B = [(RNG.normal(size=4).astype(np.float32), int(RNG.integers(0, 3))) for _ in range(24)]


def build_a():
    x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(13))
    pred = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear())
    y = paddle.layer.data(name='y', type=paddle.data_type.dense_vector(1))
    return pred, paddle.layer.mse(input=pred, label=y)


def build_b():
    x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(4))  # same names, other types
    hidden = paddle.layer.fc(input=x, size=8, act=paddle.activation.Relu())
    pred = paddle.layer.fc(input=hidden, size=3, act=paddle.activation.Softmax())
    y = paddle.layer.data(name='y', type=paddle.data_type.integer_value(3))
    return pred, paddle.layer.classification_cost(input=pred, label=y)


class Net:
    def __init__(self, build, data):
        self.pred, self.cost = build()
        self.data = data
        self.params = paddle.parameters.create(self.cost)
        self.trainer = paddle.trainer.SGD(cost=self.cost, parameters=self.params,
                                          update_equation=paddle.optimizer.Momentum(momentum=0.9, learning_rate=0.01))

    def train(self):
        costs = []
        self.trainer.train(paddle.batch(lambda: iter(self.data), 8), num_passes=2,
                           event_handler=lambda e: costs.append(e.cost) if isinstance(e, paddle.event.EndIteration)
                           else None)
        return costs

    def infer(self):
        return paddle.infer(output_layer=self.pred, parameters=self.params, input=[(s[0],) for s in self.data[:5]])


def alone(build, data, steps):
    with paddle.Tape():
        net = Net(build, data)
        return [getattr(net, s)() for s in steps]


def same(a, b):
    assert len(a) == len(b)
    for u, v in zip(a, b):
        np.testing.assert_array_equal(np.asarray(u), np.asarray(v))


def test_two_networks_with_the_same_data_layer_names_build_train_and_infer_as_alone():
    want_a = alone(build_a, DATA_A, ["infer", "train", "infer", "train", "infer"])
    want_b = alone(build_b, DATA_B, ["infer", "train", "infer"])
    with paddle.Tape():
        a = Net(build_a, DATA_A)
        b = Net(build_b, DATA_B)  # re-declares x and y: a new network
        got_a0, got_b0 = a.infer(), b.infer()
        got_a1 = a.train()       # train A, infer B, train A again, ...
        got_b1 = b.infer()
        got_a2, got_a3 = a.infer(), a.train()
        got_b2, got_b3 = b.train(), b.infer()
        got_a4 = a.infer()
    same([got_a0, got_a1, got_a2, got_a3, got_a4], want_a)
    same([got_b0, got_b1, got_b2, got_b3], [want_b[0], want_b[0], want_b[1], want_b[2]])
    assert a.params.names() == ["___fc_layer_0__.w0", "___fc_layer_0__.wbias"] and "fc_0.w" in b.params  # fresh names
    assert a.pred.model is not b.pred.model


def test_a_second_network_built_after_the_first_trained_trains_as_alone():
    want_b = alone(build_b, DATA_B, ["train", "infer"])
    with paddle.Tape():
        Net(build_a, DATA_A).train()
        b = Net(build_b, DATA_B)
        same([b.train(), b.infer()], want_b)


def test_two_trainers_of_one_network_each_train_their_own_cost():
    """No BackwardError for a second cost: each trainer differentiates in its own net."""
    with paddle.Tape():
        x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(13))
        y = paddle.layer.data(name='y', type=paddle.data_type.dense_vector(1))
        pred = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear())
        cost1 = paddle.layer.mse(input=pred, label=y)
        cost2 = paddle.layer.mse(input=paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear()), label=y)
        params1 = paddle.parameters.create(cost1)
        t1 = paddle.trainer.SGD(cost=cost1, parameters=params1,
                                update_equation=paddle.optimizer.SGD(learning_rate=1e-3))
        t2 = paddle.trainer.SGD(cost=cost2, parameters=paddle.parameters.create(cost2),
                                update_equation=paddle.optimizer.SGD(learning_rate=1e-3))
        before = params1.get("fc_0.w")
        t2.train(paddle.batch(lambda: iter(DATA_A), 8), num_passes=1)
        np.testing.assert_array_equal(params1.get("fc_0.w"), before)  # t2 trains fc_1 only
        t1.train(paddle.batch(lambda: iter(DATA_A), 8), num_passes=1)
        assert not np.array_equal(params1.get("fc_0.w"), before)
        assert "fill_like" not in [op.type for op in pred.model.root_net().ops]  # no backward in the model


def test_layers_of_two_networks_cannot_be_mixed():
    with paddle.Tape():
        pred_a, _ = build_a()
        pred_b, _ = build_b()
        with pytest.raises(ModelError, match="reads layer 'fc_0' of an earlier network"):
            paddle.layer.fc(input=pred_a, size=2)
        with pytest.raises(ModelError, match="different networks"):
            paddle.topology.Topology(layers=[pred_a, pred_b])
