"""Sub-net extraction (Model.run(expressions)): only the ops a value needs; asking for a value
never runs a gradient or an optimizer op, so it never trains the model."""
import numpy as np
import pytest

import paddle
from paddle.errors import VariableNotSetError
from paddle.generated import layers
from paddle.model_methods import backward, data, optimize, parameter
from paddle.nets.subnet import extract

from .helpers import op

RNG = np.random.default_rng(7)
X = RNG.normal(size=(5, 3)).astype(np.float32)
Y = RNG.normal(size=(5, 2)).astype(np.float32)
LABEL = RNG.integers(0, 4, size=(5, 1))


def two_heads():
    """A shared trunk, a classifier head (needs `label` for its loss), a similarity head
    (needs `anchor`) and a regression head (needs `y`); trained on the sum of two losses."""
    model = paddle.Model()
    with model:
        x, y, label = data("x", [None, 3]), data("y", [None, 2]), data("label", [None, 1], dtype="int64")
        trunk = layers.fc(x, size=4, act="tanh")
        prob = layers.fc(trunk, size=4, act="softmax")
        ce = layers.mean(layers.cross_entropy(prob, label))
        anchor = data("anchor", [None, 4])
        layers.cos_sim(trunk, anchor)  # a third head, reading the trunk and a feed of its own
        pred = layers.fc(trunk, size=2)  # built after the other heads, which need `label`, `anchor`
        se = layers.mean(layers.square_error(pred, y))
        loss = layers.elementwise_add(ce, se)
        backward(loss)
        updates = optimize("sgd", learning_rate=0.5)
    return model, dict(x=x, trunk=trunk, prob=prob, pred=pred, ce=ce, se=se, loss=loss, updates=updates)


def params(model):
    return {p: model.root_scope().var(p).numpy().copy() for p in model.param_names}


def assert_params_equal(before, after):
    assert before.keys() == after.keys()
    for p in before:
        np.testing.assert_array_equal(before[p], after[p], err_msg=p)


def sub_types(model, *exprs):
    return [o.type for o in model._subnets.get(model.root_net(), list(exprs))]


def test_one_head_needs_only_its_own_feed():
    model, e = two_heads()
    prob = model.run(e["prob"], feed={"x": X})  # neither y nor label fed
    assert prob.shape == (5, 4)
    np.testing.assert_allclose(prob.sum(axis=1), 1.0, rtol=1e-5)
    assert model.run(e["pred"], feed={"x": X}).shape == (5, 2)


def test_one_head_runs_only_its_own_ops():
    model, e = two_heads()
    assert sub_types(model, e["prob"]) == ["mul", "rowwise_add", "tanh", "mul", "rowwise_add", "softmax"]
    assert sub_types(model, e["se"]) == ["mul", "rowwise_add", "tanh", "mul", "rowwise_add",
                                         "square_error", "mean"]


def test_the_other_heads_loss_still_needs_its_feed():
    model, e = two_heads()
    with pytest.raises(VariableNotSetError, match="label"):
        model.run(e["ce"], feed={"x": X})


@pytest.mark.parametrize("asked", ["prob", "pred", "trunk", "loss", "param", "all"])
def test_asking_for_a_value_never_trains(asked):
    model, e = two_heads()
    model.run(e["prob"], feed={"x": X, "y": Y, "label": LABEL})  # initialises the parameters
    before = params(model)
    w = paddle.Expression(model.param_names[0], model, model.infos[model.param_names[0]])
    exprs = {"param": [w], "all": [e["prob"], e["pred"], e["loss"], w]}.get(asked, [e.get(asked)])
    model.run(exprs, feed={"x": X, "y": Y, "label": LABEL})
    assert not [t for t in sub_types(model, *exprs) if t.endswith("_grad") or t == "sgd"]
    assert_params_equal(before, params(model))


def test_a_head_added_after_the_optimizer_does_not_train():
    model, e = two_heads()
    with model:
        extra = layers.fc(e["trunk"], size=3)  # built after optimize(): its ops come last
    model.run(e["prob"], feed={"x": X})
    before = params(model)
    assert model.run(extra, feed={"x": X}).shape == (5, 3)
    assert_params_equal(before, {p: v for p, v in params(model).items() if p in before})
    assert "sgd" not in sub_types(model, extra)


def test_a_head_added_after_the_optimizer_reading_a_trained_parameter_does_not_train():
    model, e = two_heads()
    with model:
        w = parameter(model.param_names[0], [3, 4])  # the trunk's weight, trained by sgd
        extra = layers.mul(e["x"], w)
    model.run(e["prob"], feed={"x": X})
    before = params(model)
    np.testing.assert_allclose(model.run(extra, feed={"x": X}), X @ before[w.name], rtol=1e-5)
    assert_params_equal(before, params(model))
    assert sub_types(model, extra) == ["mul"]


def test_asking_for_the_updates_trains():
    model, e = two_heads()
    feed = {"x": X, "y": Y, "label": LABEL}
    first = model.run(e["loss"], feed=feed)[0]
    for _ in range(5):
        model.run(e["updates"], feed=feed)
    assert model.run(e["loss"], feed=feed)[0] < first


def test_asking_for_one_update_trains_only_that_parameter():
    model, e = two_heads()
    model.run(e["prob"], feed={"x": X})
    before = params(model)
    model.run(e["updates"][0], feed={"x": X, "y": Y, "label": LABEL})
    after = params(model)
    first = model.param_names[0]
    assert not np.array_equal(before[first], after[first])
    assert_params_equal({p: v for p, v in before.items() if p != first},
                        {p: v for p, v in after.items() if p != first})


def test_extract_keeps_writers_of_what_is_needed_not_readers():
    ops = [op("mul", {"X": "x", "Y": "w"}, {"Out": "t"}),
           op("tanh", {"X": "t"}, {"Out": "a"}),       # head a
           op("sigmoid", {"X": "t"}, {"Out": "b"}),    # head b, reads the same trunk
           op("elementwise_add", {"X": "b", "Y": "y"}, {"Out": "c"})]
    net = paddle.PlainNet(paddle.NetDesc(ops=tuple(ops)))
    assert [o.type for o in extract(net.ops, {"a"}, 1)] == ["mul", "tanh"]
    assert [o.type for o in extract(net.ops, {"a"}, 3)] == ["mul", "tanh"]
    assert [o.type for o in extract(net.ops, {"c", "a"}, 3)] == ["mul", "tanh", "sigmoid", "elementwise_add"]


def test_extract_stops_at_the_op_that_computed_the_value_asked_for():
    # `a` rewritten in place after op 0: the value asked for is the one op 0 computed
    ops = [op("tanh", {"X": "x"}, {"Out": "a"}), op("scale", {"X": "a"}, {"Out": "a"}, scale=2.0)]
    net = paddle.PlainNet(paddle.NetDesc(ops=tuple(ops)))
    assert [o.type for o in extract(net.ops, {"a"}, 0)] == ["tanh"]
    assert [o.type for o in extract(net.ops, {"a"}, 1)] == ["tanh", "scale"]
