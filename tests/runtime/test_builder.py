"""NetBuilder (seed 004): build with add_op, train with backward_from / add_optimization / run."""
import numpy as np
import pytest

from paddle import NetBuilder
from paddle.errors import ModelError
from paddle.registry import (ConstraintError, InputError, MissingAttributeError, UnknownArgumentError,
                             UnknownOpError)


def mnist_like(seed=0, n=64, d=20, classes=4):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    return x, x[:, :classes].argmax(axis=1).reshape(-1, 1).astype(np.int64)


def mlp(optimizer="adam", lr=1e-2):
    b = NetBuilder()
    image, label = b.data("image", [None, 20]), b.data("label", [None, 1], "int64")
    fc_out = b.add_op("fc", image, size=32, act="sigmoid")
    prediction = b.add_op("fc", fc_out, size=4, act="softmax")
    loss = b.add_op("cross_entropy", [prediction, label])
    avg_loss = b.add_op("mean", loss)
    b.backward_from(avg_loss)
    b.add_optimization(lr, optimizer)
    return b, prediction, avg_loss


@pytest.mark.parametrize("optimizer,lr", [("adam", 1e-2), ("sgd", 0.5), ("momentum", 0.2)])
def test_mlp_loss_falls(optimizer, lr):
    b, _, avg_loss = mlp(optimizer, lr)
    x, y = mnist_like()
    losses = []
    for _ in range(60):
        b.run(feed={"image": x, "label": y})
        losses.append(float(avg_loss.value[0]))
    assert losses[-1] < 0.5 * losses[0], losses[::10]
    assert avg_loss.label == "objective"


def test_forward_only_stops_at_the_last_forward_op():
    b, prediction, avg_loss = mlp()
    x, y = mnist_like()
    b.run(feed={"image": x, "label": y}, need_backward=False)
    w = b.scope.var("fc_0.w").value.copy()
    b.run(need_backward=False)
    np.testing.assert_array_equal(b.scope.var("fc_0.w").value, w)  # no update ran
    assert b.scope.find_var("fc_0.w@GRAD") is None or b.scope.var("fc_0.w@GRAD").value is None
    assert prediction.value.shape == (64, 4)
    b.run()
    assert not np.array_equal(b.scope.var("fc_0.w").value, w)


def test_adding_ops_after_running_rebuilds_backward():
    b, prediction, avg_loss = mlp("sgd", 0.1)
    x, y = mnist_like()
    b.run(feed={"image": x, "label": y})
    n_before = len(b.net)
    scaled = b.add_op("scale", avg_loss, scale=2.0)
    b.backward_from(scaled)
    b.run()
    assert len(b.net) > n_before and b.net[len(b.forward) - 1].type == "scale"
    assert b.net[len(b.forward)].type == "fill_like"  # backward starts right after the forward ops


def test_fc_layer_parameters_and_layers():
    b = NetBuilder()
    x = b.data("x", [None, 3])
    y = b.add_op("fc", {"input": x}, size=2, bias=False, name="dense")
    assert [v.name for v in b.params] == ["dense.w"] and y.name == "dense"
    b.run(feed={"x": np.ones((5, 3), np.float32)}, need_backward=False)
    np.testing.assert_allclose(y.value, np.ones((5, 3)) @ b.scope.var("dense.w").value, rtol=1e-6)


def test_configuration_errors_are_typed():
    b = NetBuilder()
    x = b.data("x", [None, 3])
    with pytest.raises(MissingAttributeError, match="fc layer's size parameter must be set"):
        b.add_op("fc", x)
    with pytest.raises(ConstraintError, match="fc layer's act parameter should be one of"):
        b.add_op("fc", x, size=2, act="gelu")
    with pytest.raises(UnknownArgumentError, match="fc layer got an unknown argument 'sise'; did you mean 'size'"):
        b.add_op("fc", x, sise=2)
    with pytest.raises(UnknownOpError, match="no op or layer named 'fcc' is registered; did you mean 'fc'"):
        b.add_op("fcc", x, size=2)
    w = b.parameter("w", [4, 2])
    with pytest.raises(InputError, match="mul layer's input Y dimension 0 should equal X dimension 1"):
        b.add_op("mul", [x, w])
    with pytest.raises(ModelError, match="no target"):
        b.run(feed={"x": np.ones((2, 3), np.float32)})


def test_gpu_training_matches_cpu():
    cupy = pytest.importorskip("cupy")
    if cupy.cuda.runtime.getDeviceCount() == 0:
        pytest.skip("no GPU")
    from paddle import GPUPlace
    from paddle.builder import NetBuilder as Builder
    x, y = mnist_like()
    losses = {}
    for place in (None, GPUPlace(0)):
        b = Builder(place=place)
        image, label = b.data("image", [None, 20]), b.data("label", [None, 1], "int64")
        p = b.add_op("fc", b.add_op("fc", image, size=32, act="sigmoid"), size=4, act="softmax")
        loss = b.add_op("mean", b.add_op("cross_entropy", [p, label]))
        b.backward_from(loss)
        b.add_optimization(0.01, "adam")
        trace = []
        for _ in range(5):
            b.run(feed={"image": x, "label": y})
            trace.append(float(loss.tensor.numpy()[0]))
        losses[place] = trace
    np.testing.assert_allclose(losses[None], losses[GPUPlace(0)], rtol=1e-4)


def test_initialisation_is_seeded_and_happens_once():
    first, second = mlp(), mlp()
    x, y = mnist_like()
    for b, _, _ in (first, second):
        b.run(feed={"image": x, "label": y}, need_backward=False)
    for name in ("fc_0.w", "fc_0.b", "fc_1.w"):
        np.testing.assert_array_equal(first[0].scope.var(name).value, second[0].scope.var(name).value)
    w0 = first[0].scope.var("fc_0.w").value
    assert not np.array_equal(w0, first[0].scope.var("fc_1.w").value[:4, :4])  # each its own seed
    first[0].add_op("tanh", first[1])  # the net is rebuilt: parameters keep their values
    first[0].run(need_backward=False)
    assert first[0].scope.var("fc_0.w").value is w0


def test_misuse_is_refused_when_made():
    from paddle.errors import BackwardError
    from paddle.registry import ConfigError
    b = NetBuilder()
    x = b.data("x", [None, 3])
    assert b.add_op("sum", [x]).name == "sum_0"  # one tensor for a variadic input is a list of one
    with pytest.raises(BackwardError, match="needs a Variable of this builder, got 'loss'"):
        b.backward_from("loss")
    with pytest.raises(ConfigError, match="'foo' is not an optimizer; optimizers: "
                       "\\['adagrad', 'adam', 'adamax', 'momentum', 'rmsprop', 'sgd'\\]"):
        b.add_optimization(0.1, "foo")
    with pytest.raises(ConstraintError, match="adam layer's learning_rate parameter should be larger than 0.0"):
        b.add_optimization(-1, "adam")
