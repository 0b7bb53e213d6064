"""The memory plan (paddle.plan, flag reuse_buffers): a run drops each intermediate value and
gradient once its last reader has run. A net's results are bitwise those of the run keeping
every value; fetched values, parameters, optimizer state, fed data and state carried between
runs are never dropped."""
import numpy as np
import pytest

import paddle
from paddle import Model, Scope
from paddle.generated import layers
from paddle.model import backward, data, optimize, parameter
from paddle.core.net import PlainNet
from paddle.core.plan import dead_after
from paddle.registry import OpDesc


@pytest.fixture
def reuse():
    """The flags back as they were after each test."""
    before = paddle.get_flags()
    yield
    paddle.set_flags(reuse_buffers=before["reuse_buffers"], fuse_elementwise=before["fuse_elementwise"])


def _bn(x, channels, name):
    def p(part, value):
        return parameter(f"{name}.{part}", [channels], initializer=("fill_constant", {"value": value}))
    return layers.batch_norm(x, p("scale", 1.0), p("bias", 0.0), p("mean", 0.0), p("var", 1.0))[0]


def residual_model():
    """conv-bn-relu, a residual add, pool, fc: forward, backward and momentum updates."""
    model = Model(seed=3)
    with model:
        image, label = data("image", [None, 2, 6, 6]), data("label", [None, 1], dtype="int64")
        x = layers.relu(_bn(layers.img_conv(image, num_filters=4, filter_size=3, padding=1, bias=False), 4, "a"))
        y = _bn(layers.img_conv(x, num_filters=4, filter_size=3, padding=1, bias=False), 4, "b")
        hidden = layers.relu(layers.add(x, y))
        pooled = layers.flatten(layers.pool2d(hidden, pooling_type="avg", global_pooling=True), axis=1)
        _, loss = layers.softmax_with_cross_entropy(layers.fc(pooled, size=3), label)
        avg = layers.mean(loss)
        backward(avg)
        updates = optimize("momentum", learning_rate=0.1, momentum=0.9)
    return model, avg, hidden, updates


def feed():
    rng = np.random.default_rng(0)
    return {"image": rng.normal(size=(5, 2, 6, 6)).astype(np.float32), "label": rng.integers(0, 3, (5, 1))}


def train(reuse_buffers, steps=3):
    paddle.set_flags(reuse_buffers=reuse_buffers)
    model, avg, hidden, updates = residual_model()
    losses = [model.run(avg, feed=feed(), train=updates) for _ in range(steps)]
    scope = model.root_scope()
    state = {n: scope.var(n).value.copy() for n in scope.local_names() if scope.var(n).label != "intermediate"
             and scope.var(n).label != "gradient" and scope.var(n).value is not None}
    return model, losses, state, hidden


def test_results_are_bitwise_those_of_keeping_every_value(reuse):
    _, kept_losses, kept_state, _ = train(False)
    _, losses, state, _ = train(True)
    assert [x.tobytes() for x in losses] == [x.tobytes() for x in kept_losses]
    assert state.keys() == kept_state.keys() and any(n.endswith("@VELOCITY") for n in state)
    for name, value in kept_state.items():  # parameters, running statistics, velocities, fed data
        assert state[name].tobytes() == value.tobytes(), name


def test_only_the_fetched_and_the_persistable_values_stay(reuse):
    model, _, _, hidden = train(True, steps=1)
    scope = model.root_scope()
    dropped = [n for n in scope.local_names() if scope.var(n).value is None]
    assert hidden.name in dropped and any(n.endswith("@GRAD") for n in dropped)
    for name in scope.local_names():
        var = scope.var(name)
        if var.label in ("parameter", "optimizer_state", "input", "objective"):
            assert var.value is not None, name
    assert hidden.value().shape == (5, 4, 6, 6)  # a dropped value asked for is computed again


def test_off_every_value_stays(reuse):
    model, _, _, hidden = train(False, steps=1)
    scope = model.root_scope()
    assert scope.var(hidden.name).value is not None
    assert all(scope.var(n).value is not None for n in scope.local_names() if n.endswith("@GRAD"))


def test_a_run_computing_values_only_keeps_every_value(reuse):
    paddle.set_flags(reuse_buffers=True)
    model, avg, hidden, _ = residual_model()
    model.run(avg, feed=feed())  # no training: the scope keeps what the forward computed
    assert model.root_scope().var(hidden.name).value is not None


def test_an_inference_run_keeps_only_what_it_fetches(reuse):
    """Inference reads back its fetches only: the rest is dropped as it goes (and runs in place),
    giving the bits of the run keeping every value; an unfetched value asked for is computed again.
    (Fusion off: batch norm folded into its convolution rounds the scaled filters, other bits.)"""
    paddle.set_flags(reuse_buffers=False, fuse_elementwise=False)
    model, avg, hidden, _ = residual_model()
    kept = model.run(avg, feed=feed(), inference=True)
    paddle.set_flags(reuse_buffers=True)
    model, avg, hidden, _ = residual_model()
    got = model.run(avg, feed=feed(), inference=True)
    assert got.tobytes() == kept.tobytes()
    assert model.root_scope().var(hidden.name).value is None
    assert hidden.value().shape == (5, 4, 6, 6)


def _op(type_, inputs, outputs):
    return OpDesc(type=type_, inputs={k: [v] for k, v in inputs.items()}, outputs={k: [v] for k, v in outputs.items()})


def test_liveness_drops_after_the_last_reader_and_never_carried_state():
    net = PlainNet()
    net.add_op(_op("relu", {"X": "x"}, {"Out": "a"}))       # 0: a read by 1 and 2
    net.add_op(_op("tanh", {"X": "a"}, {"Out": "b"}))       # 1
    net.add_op(_op("add", {"X": "a", "Y": "b"}, {"Out": "c"}))  # 2: a and b die here
    net.add_op(_op("add", {"X": "c", "Y": "carried"}, {"Out": "out"}))  # 3: c dies
    net.add_op(_op("relu", {"X": "out"}, {"Out": "carried"}))  # 4: read (op 3) before written: state
    assert dead_after(net.ops, frozenset({"out"})) == {"a": 2, "b": 2, "c": 3}


def test_a_value_read_in_a_later_slice_lives_until_then(reuse):
    paddle.set_flags(reuse_buffers=True)
    net = PlainNet()
    net.add_op(_op("relu", {"X": "x"}, {"Out": "a"}))
    net.add_op(_op("tanh", {"X": "x"}, {"Out": "b"}))
    net.add_op(_op("add", {"X": "a", "Y": "b"}, {"Out": "out"}))
    net.release_after_use({"out"})
    scope = Scope()
    x = np.linspace(-1, 1, 6).reshape(2, 3)
    scope.new_var("x", "input").set(x)
    net.run(scope, begin=0, end=2)  # a, b are read by op 2, in the next slice
    assert scope.var("a").value is not None and scope.var("b").value is not None
    net.run(scope, begin=2, end=3)
    np.testing.assert_allclose(scope.var("out").value, np.maximum(x, 0) + np.tanh(x), rtol=1e-12)
    assert scope.var("a").value is None and scope.var("b").value is None and scope.var("x").value is not None


def test_the_nan_watch_loop_drops_the_same_values(reuse):
    _, kept_losses, _, _ = train(False, steps=2)
    paddle.set_flags(check_nan_inf=True)
    try:
        model, losses, _, hidden = train(True, steps=2)
    finally:
        paddle.set_flags(check_nan_inf=False)
    assert [x.tobytes() for x in losses] == [x.tobytes() for x in kept_losses]
    assert model.root_scope().var(hidden.name).value is None
