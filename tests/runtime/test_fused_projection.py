"""An fc feeding an lstm, fused (kernels/lstm_projected.py; the plan's pass in paddle/core/
fusion_projection.py) against the unfused ops it replaces: mul, rowwise_add and lstm forward,
lstm_grad, rowwise_add_grad and mul_grad backward.

The kernels equal the unfused ops' kernels to rounding (float32 and float64, either direction,
initial states or none, an empty sequence, other activations, each gradient asked for alone), at
1 and 2 threads; a training net learns the same parameters fused and unfused, its plan ran the
pair as one step (and one gradient step), and the fused net's gradients are the numeric ones; an
inference run fuses the forward pair. Where
the fc's output is read elsewhere (fetched, or an activation in between), nothing is fused.
"""
import numpy as np
import pytest

import paddle
from paddle.generated import layers
from paddle.kernels import _native, _recurrence
from paddle.kernels.lstm_projected import lstm_projected, lstm_projected_grad
from paddle.model import backward, data, optimize

from .helpers import cpu_kernel, numeric_gradient

pytestmark = pytest.mark.skipif(not _native.rnn_blas_ready(), reason="no BLAS found to call from C++")

LENGTHS = [5, 0, 3, 7, 1, 7]
DEFAULT_ACTS = {"gate_act": "sigmoid", "candidate_act": "tanh", "state_act": "tanh"}


def _case(dtype, lengths=LENGTHS, width=6, units=9, seed=0, initial=True):
    rng = np.random.default_rng(seed)
    rows = sum(lengths)
    x = rng.normal(size=(rows, width)).astype(dtype)
    proj_weight = (rng.normal(size=(width, 4 * units)) * 0.5).astype(dtype)
    proj_bias = rng.normal(size=4 * units).astype(dtype)
    weight = (rng.normal(size=(units, 4 * units)) * 0.5).astype(dtype)
    bias = rng.normal(size=4 * units).astype(dtype)
    states = [rng.normal(size=(len(lengths), units)).astype(dtype) if initial else None for _ in range(2)]
    dhidden = rng.normal(size=(rows, units)).astype(dtype)
    lod = {"Input": [[int(v) for v in np.cumsum([0, *lengths])]]}
    return (x, proj_weight, proj_bias, weight, bias, *states), dhidden, lod


def _unfused(args, dhidden, lod, acts, reverse):
    """Forward outputs and the seven gradients, op by op."""
    x, proj_weight, proj_bias, weight, bias, h0, c0 = args
    kernel = lambda op: cpu_kernel(op, x.dtype)  # noqa: E731
    total = kernel("rowwise_add")(kernel("mul")(x, proj_weight), proj_bias)
    outs = kernel("lstm")(total, weight, bias, h0, c0, reverse=reverse, lod=lod, **acts)
    dtotal, dweight, dbias, dh0, dc0 = kernel("lstm_grad")(total, weight, bias, h0, c0, *outs, dhidden, None, None,
                                                           reverse=reverse, lod=lod, **acts)
    dmid, dproj_bias = kernel("rowwise_add_grad")(x @ proj_weight, proj_bias, dtotal)
    dx, dproj_weight = kernel("mul_grad")(x, proj_weight, dmid)
    return outs, (dx, dproj_weight, dproj_bias, dweight, dbias, dh0, dc0)


def _close(got, want, dtype):
    tol = 2e-5 if dtype == np.float32 else 1e-12
    for ours, theirs in zip(got, want):
        if theirs is None:
            assert ours is None
        else:
            assert ours.shape == theirs.shape and ours.dtype == theirs.dtype
            np.testing.assert_allclose(ours, theirs, rtol=tol, atol=tol * max(1.0, float(np.abs(theirs).max())))


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("initial", [False, True])
def test_forward_and_gradients_are_the_unfused_ops(dtype, reverse, initial):
    args, dhidden, lod = _case(dtype, initial=initial)
    want_outs, want_grads = _unfused(args, dhidden, lod, DEFAULT_ACTS, reverse)
    outs = lstm_projected(*args, reverse=reverse, lod=lod, **DEFAULT_ACTS)
    _close(outs, want_outs, dtype)
    grads = lstm_projected_grad(*args, *outs, dhidden, None, None, reverse=reverse, lod=lod, needed=(True,) * 7,
                                **DEFAULT_ACTS)
    _close(grads, want_grads, dtype)


def test_other_activations_and_no_biases():
    args, dhidden, lod = _case(np.float64, seed=1)
    x, proj_weight, _, weight, _, h0, c0 = args
    acts = {"gate_act": "tanh", "candidate_act": "relu", "state_act": "sigmoid"}
    kernel = lambda op: cpu_kernel(op, x.dtype)  # noqa: E731
    total = x @ proj_weight
    want = kernel("lstm")(total, weight, None, h0, c0, reverse=False, lod=lod, **acts)
    got = lstm_projected(x, proj_weight, None, weight, None, h0, c0, reverse=False, lod=lod, **acts)
    _close(got, want, np.float64)
    dtotal, dweight, _, dh0, dc0 = kernel("lstm_grad")(total, weight, None, h0, c0, *want, dhidden, None, None,
                                                       reverse=False, lod=lod, **acts)
    grads = lstm_projected_grad(x, proj_weight, None, weight, None, h0, c0, *got, dhidden, None, None, reverse=False,
                                lod=lod, needed=(True,) * 7, **acts)
    _close(grads, (dtotal @ proj_weight.T, x.T @ dtotal, None, dweight, None, dh0, dc0), np.float64)


@pytest.mark.parametrize("asked", range(7))
def test_each_gradient_asked_alone_is_the_same_and_the_others_are_none(asked):
    args, dhidden, lod = _case(np.float32, seed=2)
    outs = lstm_projected(*args, reverse=False, lod=lod, **DEFAULT_ACTS)
    every = lstm_projected_grad(*args, *outs, dhidden, None, None, reverse=False, lod=lod, needed=(True,) * 7,
                                **DEFAULT_ACTS)
    needed = tuple(k == asked for k in range(7))
    alone = lstm_projected_grad(*args, *outs, dhidden, None, None, reverse=False, lod=lod, needed=needed,
                                **DEFAULT_ACTS)
    for k, (one, all_) in enumerate(zip(alone, every)):
        if k == asked:
            np.testing.assert_array_equal(one, all_)
        else:
            assert one is None


def test_two_threads_agree_with_one():
    """Big enough that the sequences split into a group a thread (kernels/cpp/rnn_loop.cc)."""
    args, dhidden, lod = _case(np.float32, lengths=[int(v) for v in np.random.default_rng(5).integers(0, 9, 160)],
                               width=12, units=64, seed=3)
    runs = []
    try:
        for threads in (1, 2):
            _native.set_threads(threads)
            outs = lstm_projected(*args, reverse=False, lod=lod, **DEFAULT_ACTS)
            runs.append([*outs, *lstm_projected_grad(*args, *outs, dhidden, None, None, reverse=False, lod=lod,
                                                     needed=(True,) * 7, **DEFAULT_ACTS)])
    finally:
        _native.set_threads(0)
    _close(runs[1], runs[0], np.float32)


# --- the plan's fusion ---------------------------------------------------------------------------
def _net(dtype="float32", fc_bias=True, stacked=False, between=None, seed=1):
    model = paddle.Model(seed=seed)
    with model:
        rows = data("rows", [None, 6], dtype=dtype, seq_type="sequence")
        h = rows
        for _ in range(2 if stacked else 1):
            fc = layers.fc(h, size=4 * 5, bias=fc_bias)
            h = layers.lstmemory(between(fc) if between else fc)
        loss = layers.mean(h)
        backward(loss)
        updates = optimize("sgd", learning_rate=0.5)
    return model, loss, updates, fc


def _feed(dtype="float32"):
    xs = np.random.default_rng(0).normal(size=(17, 6)).astype(dtype)
    return {"rows": paddle.Tensor(xs, lod=[[0, 5, 5, 12, 17]])}


def _ran(model, exprs):
    """The op types the last run's plan ran as their own steps (a fused pair runs as its lstm's)."""
    plan = model._subnets.get(model.root_net(), exprs)._last
    return [plan.ops[i - plan.begin].type for i in plan.run_index]


def _train(fuse, **net):
    paddle.set_flags(fuse_elementwise=fuse)
    try:
        model, loss, updates, fc = _net(**net)
        losses = [float(model.run(loss, feed=_feed(), train=updates)[0]) for _ in range(4)]
        ran = _ran(model, [loss, *updates])
        params = {n: model.root_scope().find_var(n).numpy().copy() for n in model.param_names}
        return losses, params, ran, model, fc
    finally:
        paddle.set_flags(fuse_elementwise=True)


@pytest.mark.parametrize("fc_bias", [False, True])
@pytest.mark.parametrize("stacked", [False, True])  # the second fc's X is the first lstm's output: X@GRAD
def test_a_training_net_learns_the_same_fused_and_the_fc_output_is_never_written(fc_bias, stacked):
    losses, params, ran, model, fc = _train(True, fc_bias=fc_bias, stacked=stacked)
    other_losses, other_params, other_ran, _, _ = _train(False, fc_bias=fc_bias, stacked=stacked)
    for kind in ("mul", "rowwise_add", "mul_grad", "rowwise_add_grad"):
        assert kind not in ran and other_ran.count(kind) == (2 if stacked else 1) * (fc_bias or "rowwise" not in kind)
    assert ran.count("lstm") == ran.count("lstm_grad") == (2 if stacked else 1)
    np.testing.assert_allclose(losses, other_losses, rtol=1e-5)
    for name, value in params.items():
        np.testing.assert_allclose(value, other_params[name], rtol=1e-5, atol=1e-6, err_msg=name)


def test_the_fused_gradients_are_the_numeric_ones():
    """One SGD step of the fused training net moves each parameter by the learning rate times its
    gradient: that gradient against central differences of the loss (forward runs: unfused)."""
    model, loss, updates, _ = _net(dtype="float64", stacked=True, seed=4)
    feed = _feed("float64")
    model.run(loss, feed=feed)
    scope = model.root_scope()
    for name in ("fc_0.w", "fc_0.b", "fc_1.w", "lstmemory_0.w", "lstmemory_1.b"):
        before = {n: scope.var(n).value.copy() for n in model.param_names}
        model.run(loss, feed=feed, train=updates)
        step = (before[name] - scope.var(name).value) / 0.5
        for n, value in before.items():
            scope.var(n).value[...] = value
        np.testing.assert_allclose(step, numeric_gradient(model, loss, feed, name), rtol=1e-5, atol=1e-8,
                                   err_msg=name)
    assert "mul" not in _ran(model, [loss, *updates])


def test_a_kept_or_activated_fc_output_is_not_fused():
    feed = _feed()
    model, loss, updates, fc = _net()
    got_loss, got_fc = model.run([loss, fc], feed=feed, train=updates)  # the fc's output is asked for
    assert "mul" in _ran(model, [loss, fc, *updates])
    np.testing.assert_allclose(got_fc, model.value_of(fc), rtol=0)  # kept, not computed again
    model, loss, updates, _ = _net(between=layers.tanh)
    model.run(loss, feed=feed, train=updates)
    assert "mul" in _ran(model, [loss, *updates])


def test_without_the_whole_sequence_kernels_nothing_is_fused(monkeypatch):
    monkeypatch.setattr(_recurrence, "WHOLE_SEQUENCE", False)
    losses, _, ran, _, _ = _train(True)
    monkeypatch.setattr(_recurrence, "WHOLE_SEQUENCE", True)
    other_losses, _, _, _, _ = _train(False)
    np.testing.assert_allclose(losses, other_losses, rtol=1e-5)
    assert "mul" in ran and "mul_grad" in ran


def test_an_inference_run_fuses_the_forward_pair():
    model, loss, _, _ = _net(fc_bias=True, stacked=True)
    feed = _feed()
    paddle.set_flags(fuse_elementwise=False)
    try:
        want = model.run(loss, feed=feed, inference=True)
    finally:
        paddle.set_flags(fuse_elementwise=True)
    got = model.run(loss, feed=feed, inference=True)
    plan = model._subnets.get(model.root_net(), [loss], inference=True)._last
    ran = [plan.ops[i - plan.begin].type for i in plan.run_index]
    assert "mul" not in ran and "rowwise_add" not in ran and ran.count("lstm") == 2
    np.testing.assert_allclose(got, want, rtol=1e-6)
