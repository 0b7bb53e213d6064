"""layer_norm, batch_norm, dropout and lookup_table in a model: state that persists across runs,
masks that a seed and a step fix, typed errors, and the gradient checks the generic sampler
does not reach (no Scale/Bias, padding rows, repeated ids)."""
import math
import statistics

import numpy as np
import pytest
import torch

import paddle
from paddle.generated import layers
from paddle.model import append_op, backward, data, optimize, parameter
from paddle.registry import InputError
from paddle.testing import check_grad

rng = np.random.default_rng(0)


def _channels(name, c, value):
    return parameter(name, [c], "float64", ("fill_constant", {"value": value}))


def _bn_model(is_test=False, momentum=0.9):
    m = paddle.Model(dtype="float64")
    with m:
        x = data("x", [None, 3, 2])
        mean, var = _channels("bn.mean", 3, 0.0), _channels("bn.var", 3, 1.0)
        y, mean_out, var_out, saved_mean, saved_inv = layers.batch_norm(
            x, _channels("bn.scale", 3, 1.0), _channels("bn.bias", 3, 0.0), mean, var,
            momentum=momentum, is_test=is_test)
    return m, x, y, mean, var, mean_out, var_out


# --- batch_norm -------------------------------------------------------------------------------
def test_batch_norm_running_statistics_persist_across_runs():
    m, x, y, mean, var, mean_out, var_out = _bn_model()
    assert (mean_out.name, var_out.name) == (mean.name, var.name)  # MeanOut writes Mean's variable
    xs = rng.normal(3.0, 2.0, (4, 3, 2))
    batch_mean, batch_var = xs.mean(axis=(0, 2)), xs.var(axis=(0, 2))  # biased, as Paddle's
    for k in range(1, 4):
        m.run(y, feed={"x": xs})
        np.testing.assert_allclose(mean.value(), (1 - 0.9 ** k) * batch_mean, rtol=1e-12)
        np.testing.assert_allclose(var.value(), 0.9 ** k * 1.0 + (1 - 0.9 ** k) * batch_var, rtol=1e-12)


def test_batch_norm_in_inference_uses_and_keeps_the_running_statistics():
    m, x, y, mean, var, *_ = _bn_model(is_test=True)
    xs = rng.normal(3.0, 2.0, (4, 3, 2))
    out = m.run(y, feed={"x": xs})
    np.testing.assert_allclose(out, xs / np.sqrt(1.0 + 1e-5))  # running mean 0, variance 1
    np.testing.assert_array_equal(mean.value(), np.zeros(3))
    np.testing.assert_array_equal(var.value(), np.ones(3))


def test_batch_norm_matches_torch_training_step_and_our_momentum_convention():
    """torch's momentum is 1 - ours; its running variance is unbiased where ours (Paddle's) is not."""
    xs, scale, bias = rng.normal(size=(5, 3, 4)), rng.uniform(0.5, 2, 3), rng.normal(size=3)
    mean, var = rng.normal(size=3), rng.uniform(0.5, 2, 3)
    y, mean_out, var_out, _, _ = _run("batch_norm", {"X": xs, "Scale": scale, "Bias": bias, "Mean": mean,
                                                      "Variance": var}, momentum=0.8, epsilon=1e-3)
    t_mean, t_var = torch.tensor(mean), torch.tensor(var)
    want = torch.nn.functional.batch_norm(torch.tensor(xs), t_mean, t_var, torch.tensor(scale),
                                          torch.tensor(bias), training=True, momentum=0.2, eps=1e-3)
    np.testing.assert_allclose(y, want.numpy(), rtol=1e-10)
    np.testing.assert_allclose(mean_out, t_mean.numpy(), rtol=1e-10)
    count = xs.size // 3
    np.testing.assert_allclose(var_out, 0.8 * var + 0.2 * (t_var.numpy() - 0.8 * var) / 0.2 * (count - 1) / count,
                               rtol=1e-10)


def test_batch_norm_trains_scale_and_bias_not_its_statistics():
    m, x, y, mean, var, *_ = _bn_model()
    with m:
        loss = append_op("mean", {"X": append_op("elementwise_mul", {"X": y, "Y": y}, {})}, {})
        grads = backward(loss)
        updates = optimize("sgd", 0.1)
    assert set(grads) == {"bn.scale", "bn.bias"}
    xs = rng.normal(size=(4, 3, 2))
    before = m.run(loss, feed={"x": xs})
    for _ in range(5):
        m.run(train=updates)
    assert m.run(loss)[0] < before[0]  # mean(y^2) shrinks with the scale
    np.testing.assert_allclose(mean.value(), (1 - 0.9 ** 7) * xs.mean(axis=(0, 2)), rtol=1e-12)


@pytest.mark.parametrize("is_test", [False, True])
@pytest.mark.parametrize("shape", [(2, 3), (3, 2, 4), (2, 2, 1, 3)])
def test_batch_norm_gradient(shape, is_test):
    c = shape[1]
    inputs = {"X": rng.normal(size=shape), "Scale": rng.uniform(0.5, 2, c), "Bias": rng.normal(size=c),
              "Mean": rng.normal(size=c), "Variance": rng.uniform(0.5, 2, c)}
    check_grad("batch_norm", inputs, {"is_test": is_test, "momentum": 0.7})


# --- layer_norm -------------------------------------------------------------------------------
@pytest.mark.parametrize("axis", [1, 2])
def test_layer_norm_without_scale_and_bias(axis):
    xs = rng.normal(size=(2, 3, 4))
    y, mean, var = _run("layer_norm", {"X": xs}, begin_norm_axis=axis)
    want = torch.nn.functional.layer_norm(torch.tensor(xs), xs.shape[axis:], eps=1e-5)
    np.testing.assert_allclose(y, want.numpy(), rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(mean, xs.reshape(math.prod(xs.shape[:axis]), -1).mean(axis=1))
    check_grad("layer_norm", {"X": xs}, {"begin_norm_axis": axis})
    check_grad("layer_norm", {"X": xs, "Scale": rng.normal(size=math.prod(xs.shape[axis:]))},
               {"begin_norm_axis": axis})


def test_layer_norm_refuses_what_does_not_fit():
    with paddle.Model():
        x = data("x", [None, 3, 4])
        with pytest.raises(paddle.registry.ConfigError, match="begin_norm_axis should be smaller"):
            layers.layer_norm(x, begin_norm_axis=3)
        with pytest.raises(paddle.registry.ConfigError, match="Scale should hold one value per normalised"):
            layers.layer_norm(x, parameter("s", [5]), begin_norm_axis=1)


# --- dropout ----------------------------------------------------------------------------------
def _dropout_model(seed, step=False, **attrs):
    m = paddle.Model()
    with m:
        x = data("x", [None, 64])
        s = parameter("drop.step", [1], "int64", ("fill_constant", {"value": 0.0})) if step else None
        out, mask, step_out = layers.dropout(x, s, seed=seed, **attrs)
    return m, out, mask


def test_dropout_same_seed_same_mask_and_upscale_in_train():
    xs = rng.normal(size=(8, 64)).astype(np.float32)
    (m1, out1, mask1), (m2, out2, mask2) = _dropout_model(5), _dropout_model(5)
    a, b = m1.run([out1, mask1], feed={"x": xs}), m2.run([out2, mask2], feed={"x": xs})
    np.testing.assert_array_equal(a[1], b[1])
    np.testing.assert_allclose(a[0], xs * a[1] / 0.5, rtol=1e-6)  # Out = X * Mask / (1 - p)
    np.testing.assert_array_equal(m1.run(mask1, feed={"x": xs}), a[1])  # no Step: the seed's mask every run
    m3, out3, mask3 = _dropout_model(6)
    assert not np.array_equal(m3.run(mask3, feed={"x": xs}), a[1])


def test_dropout_with_a_step_draws_a_new_mask_each_run_reproducibly():
    xs = np.ones((8, 64), np.float32)
    runs = []
    for _ in range(2):
        m, out, mask = _dropout_model(5, step=True)
        runs.append([m.run(mask, feed={"x": xs}) for _ in range(3)])
    assert not np.array_equal(runs[0][0], runs[0][1]) and not np.array_equal(runs[0][1], runs[0][2])
    for a, b in zip(*runs):
        np.testing.assert_array_equal(a, b)


def test_inference_between_steps_leaves_the_later_masks_alone():
    """An inference run draws no mask, so the Step count stays: a trainer's test pass between
    steps does not change the masks that follow (a resumed run stays bitwise the same)."""
    xs = np.ones((8, 64), np.float32)
    straight, _, mask = _dropout_model(5, step=True)
    want = [straight.run(mask, feed={"x": xs}) for _ in range(2)]
    tested, out, mask = _dropout_model(5, step=True)
    first = tested.run(mask, feed={"x": xs})
    assert np.array_equal(tested.run(out, feed={"x": xs}, inference=True), xs)
    np.testing.assert_array_equal([first, tested.run(mask, feed={"x": xs})], want)


def test_dropout_is_identity_in_inference():
    xs = rng.normal(size=(8, 64)).astype(np.float32)
    m, out, mask = _dropout_model(5, is_test=True, dropout_prob=0.9)
    np.testing.assert_array_equal(m.run(out, feed={"x": xs}), xs)


@pytest.mark.parametrize("p", [0.0, 0.1, 0.5, 0.9])
def test_dropout_kept_fraction(p):
    n = 20000
    _, mask, _ = _run("dropout", {"X": np.ones(n)}, dropout_prob=p, seed=11)
    z = statistics.NormalDist().inv_cdf(1 - 1e-9 / 2)
    assert abs(mask.sum() - n * (1 - p)) <= z * math.sqrt(n * p * (1 - p)) + 0.5


def test_dropout_gradient_uses_the_mask():
    xs = rng.normal(size=(3, 5))
    check_grad("dropout", {"X": xs, "Step": np.array([4])}, {"dropout_prob": 0.4, "seed": 3})
    check_grad("dropout", {"X": xs}, {"dropout_prob": 0.4, "is_test": True})


# --- lookup_table -----------------------------------------------------------------------------
def test_lookup_table_shapes_padding_and_repeated_ids():
    w, ids = rng.normal(size=(6, 3)), np.array([[1, 0, 1], [5, 1, 0]])
    out = _run("lookup_table", {"W": w, "Ids": ids}, padding_idx=0)
    assert out.shape == (2, 3, 3)
    np.testing.assert_array_equal(out[ids == 0], 0.0)
    np.testing.assert_array_equal(out[ids == 1], np.repeat(w[1:2], 3, axis=0))
    check_grad("lookup_table", {"W": w, "Ids": ids}, {"padding_idx": 0})  # id 1 three times: sums
    check_grad("lookup_table", {"W": w, "Ids": ids})


@pytest.mark.parametrize("bad", [6, -1])
def test_lookup_table_refuses_ids_out_of_range(bad):
    m = paddle.Model()
    with m:
        table = parameter("emb.w", [6, 3])
        ids = data("ids", [None, 2], "int64")
        out = layers.lookup_table(table, ids)
    with pytest.raises(InputError, match=rf"lookup_table.*Ids.*\[0, 6\), got {bad}"):
        m.run(out, feed={"ids": np.array([[0, bad]])})


def test_lookup_table_refuses_a_padding_idx_outside_the_table():
    with paddle.Model():
        with pytest.raises(paddle.registry.ConfigError, match="padding_idx should be -1"):
            layers.lookup_table(parameter("emb.w", [6, 3]), data("ids", [None, 2], "int64"), padding_idx=6)


def _run(op, inputs, **attrs):
    """The op's cpu kernel on these inputs, its outputs in declared order."""
    from paddle.testing.case import call, kernel_or_reference
    from paddle.registry import default_registry, validate_attrs
    meta = default_registry().function(op)
    out = call(meta, kernel_or_reference(meta, "cpu"), inputs, validate_attrs(meta, attrs))
    values = list(out.values())
    return values[0] if len(values) == 1 else values


def test_dropout_refuses_a_negative_step():
    with pytest.raises(InputError, match="dropout layer's input Step.*at least 0.*got -1"):
        _run("dropout", {"X": np.ones(4), "Step": np.array([-1])}, seed=1)


def test_inference_runs_dropout_and_batch_norm_in_inference_mode():
    """Model.run(inference=True): the ops declaring is_test run with it set, on the same model."""
    import paddle
    from paddle.generated import layers
    from paddle.model_methods import data, parameter
    with paddle.Model() as m:
        x = data("x", [None, 3])
        dropped = layers.dropout(x, dropout_prob=0.5, seed=3)[0]
        scale = parameter("s", [3], initializer=("fill_constant", {"value": 1.0}))
        bias = parameter("b", [3], initializer=("fill_constant", {"value": 0.0}))
        mean = parameter("m", [3], initializer=("fill_constant", {"value": 10.0}))
        var = parameter("v", [3], initializer=("fill_constant", {"value": 4.0}))
        y = layers.batch_norm(x, scale, bias, mean, var, epsilon=1e-12)[0]
    xs = np.arange(12, dtype=np.float32).reshape(4, 3)
    assert np.array_equal(m.run(dropped, feed={"x": xs}, inference=True), xs)  # every unit kept
    assert not np.array_equal(m.run(dropped, feed={"x": xs}), xs)  # training: some dropped
    np.testing.assert_allclose(m.run(y, feed={"x": xs}, inference=True), (xs - 10.0) / 2.0, rtol=1e-6)
    np.testing.assert_allclose(m.run(mean), 10.0)  # inference leaves the running mean alone
    m.run(y, feed={"x": xs})  # a training step moves it towards the batch mean
    assert not np.allclose(m.run(mean), 10.0)
    with pytest.raises(paddle.errors.ModelError, match="trains nothing"):
        m.run(y, train=[y], inference=True)
