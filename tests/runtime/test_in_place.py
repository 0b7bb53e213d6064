"""In-place steps (paddle/core/in_place.py, flag in_place): an op declaring `.in_place(output,
input)` writes the output over the input's array where the input dies at the op (or is the
output's own variable) and nothing else holds that array. A run gives bitwise the results of the
run with every op out of place, and never changes an array anybody else can see."""
import numpy as np
import pytest

import paddle
from paddle import Model, Scope
from paddle.core.in_place import in_place_op, sole_owner
from paddle.core.operator import Operator
from paddle.core.tensor import Tensor
from paddle.generated import layers
from paddle.model import backward, data, optimize, parameter
from paddle.registry import OpDesc, TensorInfo


@pytest.fixture
def flags():
    """The flags back as they were after each test."""
    before = paddle.get_flags()
    yield
    paddle.set_flags(in_place=before["in_place"], reuse_buffers=before["reuse_buffers"])


def _held(array):
    t = Tensor()
    t.array = array
    return t


def test_a_fresh_array_held_by_one_tensor_is_its_sole_owner():
    t = _held(np.ones((3, 4), np.float32))  # not inside the assert: pytest would keep the array for its message
    owned = sole_owner(t)
    assert owned


@pytest.mark.parametrize("why", ["named", "viewed", "a view", "strided", "read-only", "a subclass", "a list"])
def test_an_array_seen_from_elsewhere_is_not(why):
    base = np.ones((4, 4), np.float32)
    keep = []
    if why == "named":
        t = _held(base)
    elif why == "viewed":
        t, keep = _held(np.ones((4, 4))), []
        keep.append(t.array[1:])
    elif why == "a view":
        t = _held(np.ones((4, 4))[1:])
    elif why == "strided":
        t = _held(np.ones((4, 4)).T.copy(order="F"))
    elif why == "read-only":
        t = _held(np.ones(4))
        t.array.flags.writeable = False
    elif why == "a subclass":
        t = _held(np.ones(4).view(np.recarray).copy())
    else:
        t = _held([1.0, 2.0])
    assert not sole_owner(t), why
    del keep


def test_a_native_kernel_refuses_an_array_it_cannot_write_as_it_stands():
    """In place into a converted copy would lose the result: a typed error names the slot instead."""
    from paddle.kernels import _native
    strided = np.ones((4, 4), np.float32)[:, :2]
    with pytest.raises(ValueError, match="relu: in_place needs X as a writeable C-contiguous float32 array"):
        _native.relu(strided, in_place=True)
    frozen = np.ones(4, np.float32)
    frozen.flags.writeable = False
    with pytest.raises(ValueError, match="relu_grad: in_place needs Out@GRAD"):
        _native.relu_grad(frozen, frozen.copy(), frozen, in_place=True)
    with pytest.raises(ValueError, match="momentum: in_place needs Param"):
        _native.momentum_f32(frozen, frozen.copy(), frozen.copy(), 0.1, 0.9, False, in_place=True)
    np.testing.assert_array_equal(_native.relu(strided), strided)  # out of place, any layout


# --- the plan's rule ---------------------------------------------------------------------------
def _relu_grad(scope, x="x", out="out", dout="dout", dx="dx"):
    for name in {x, out, dout, dx}:
        scope.new_var(name, "gradient" if "d" in name else "intermediate")
    return Operator(OpDesc(type="relu_grad", inputs={"X": [x], "Out": [out], "Out@GRAD": [dout]},
                           outputs={"X@GRAD": [dx]}))


def _infos(*names, shape=(2, 3), dtype="float32"):
    return {n: TensorInfo(shape, dtype) for n in names}


def test_an_op_runs_in_place_when_its_input_dies_there():
    scope = Scope()
    op = _relu_grad(scope)
    infos = _infos("x", "out", "dout", "dx")
    assert in_place_op(op, (scope.var("dout").tensor,), infos, scope)
    assert not in_place_op(op, (), infos, scope), "Out@GRAD is read after the op"
    assert not in_place_op(op, (scope.var("out").tensor,), infos, scope), "another input dies, not Out@GRAD"


def test_not_when_shapes_or_dtypes_differ():
    scope = Scope()
    op = _relu_grad(scope)
    dying = (scope.var("dout").tensor,)
    assert not in_place_op(op, dying, {**_infos("x", "out", "dout"), **_infos("dx", shape=(3, 2))}, scope)
    assert not in_place_op(op, dying, {**_infos("x", "out", "dout"), **_infos("dx", dtype="float64")}, scope)
    assert not in_place_op(op, dying, _infos("x", "out", "dout"), scope), "the output's shape is unknown"


def test_not_when_the_op_reads_the_array_through_another_slot():
    scope = Scope()
    op = _relu_grad(scope, out="g", dout="g")
    assert not in_place_op(op, (scope.var("g").tensor,), _infos("x", "g", "dx"), scope)


def test_an_update_writes_over_its_own_variable_without_a_memory_plan():
    scope = Scope()
    for name in ("w", "g"):
        scope.new_var(name, "parameter" if name == "w" else "gradient")
    op = Operator(OpDesc(type="sgd", inputs={"Param": ["w"], "Grad": ["g"]}, outputs={"ParamOut": ["w"]},
                         attrs={"learning_rate": 0.1}))
    assert in_place_op(op, (), _infos("w", "g"), scope)


# --- whole runs --------------------------------------------------------------------------------
PARAMS = ("w", "v", "u")


def _net(optimizer):
    """relu(x @ w) + sigmoid(x @ v) + tanh(x @ u) and a loss on it: activations on no bias (no
    fused chain) whose gradients run in place, and updates of w, v and u in place."""
    model = Model(seed=5)
    with model:
        x, y = data("x", [None, 6]), data("y", [None, 4])
        w, v, u = (parameter(name, [6, 4]) for name in PARAMS)
        h = layers.add(layers.add(layers.relu(layers.mul(x, w)), layers.sigmoid(layers.mul(x, v))),
                       layers.tanh(layers.mul(x, u)))
        loss = layers.mean(layers.square_error(h, y))
        backward(loss)
        updates = optimize(optimizer, learning_rate=0.05)
    return model, loss, updates


def _batch():
    rng = np.random.default_rng(2)
    return {"x": rng.normal(size=(8, 6)).astype(np.float32), "y": rng.normal(size=(8, 4)).astype(np.float32)}


def _train(optimizer, in_place, steps=4):
    paddle.set_flags(in_place=in_place)
    model, loss, updates = _net(optimizer)
    losses = [model.run(loss, feed=_batch(), train=updates)[0] for _ in range(steps)]
    scope = model.root_scope()
    return losses, {n: scope.var(n).numpy().copy() for n in PARAMS}, model


@pytest.mark.parametrize("optimizer", ["sgd", "momentum", "adam"])
def test_training_in_place_gives_the_bits_of_training_out_of_place(flags, optimizer):
    losses, params, _ = _train(optimizer, True)
    want_losses, want_params, _ = _train(optimizer, False)
    assert losses == want_losses
    for name in params:
        np.testing.assert_array_equal(params[name], want_params[name])


def _in_place_ops(model):
    plans = [p for plans in model.root_net()._plans.values() for p in plans.values()]
    plans += [p for sub in model._subnets._cache.values() for plans in sub._plans.values() for p in plans.values()]
    return sorted(p.ops[i - p.begin].type for p in plans for s, i in zip(p.run_steps, p.run_index)
                  if getattr(s[1], "__name__", "") == "step_in_place")


def test_a_training_step_runs_the_gradients_and_updates_in_place(flags):
    _, _, model = _train("momentum", True, steps=1)
    assert _in_place_ops(model) == ["momentum", "momentum", "momentum", "relu_grad", "sigmoid_grad", "tanh_grad"]
    _, _, model = _train("momentum", False, steps=1)
    assert _in_place_ops(model) == []


def test_a_parameter_is_updated_in_its_own_array(flags):
    paddle.set_flags(in_place=True)
    model, loss, updates = _net("sgd")
    model.run(loss, feed=_batch(), train=updates)
    w = model.root_scope().var("w").tensor
    before = w.array.__array_interface__["data"][0]
    model.run(loss, feed=_batch(), train=updates)
    assert w.array.__array_interface__["data"][0] == before


def test_an_array_a_caller_holds_is_never_written(flags):
    """The parameter's array handed out (a Tensor's, as a binding or a test may read it) keeps its
    values through a training step: the update goes to a fresh array instead."""
    paddle.set_flags(in_place=True)
    model, loss, updates = _net("momentum")
    model.run(loss, feed=_batch(), train=updates)
    held = model.root_scope().var("w").tensor.array
    copy = held.copy()
    model.run(loss, feed=_batch(), train=updates)
    np.testing.assert_array_equal(held, copy)
    assert not np.array_equal(model.root_scope().var("w").numpy(), copy), "the step trained w"


def test_a_value_read_after_the_activation_keeps_its_input(flags):
    """h feeds relu and, after it, an add: relu's gradient may take its Out@GRAD, but h itself,
    read again later, is never written over; the loss is numpy's."""
    paddle.set_flags(in_place=True)
    model = Model(seed=1)
    with model:
        x = data("x", [None, 3])
        w = parameter("w", [3, 3])
        h = layers.mul(x, w)
        out = layers.add(layers.relu(h), h)
        loss = layers.mean(out)
        backward(loss)
        updates = optimize("sgd", learning_rate=0.1)
    feed = {"x": np.arange(6, dtype=np.float32).reshape(2, 3) - 2.5}
    model.init_params()
    hv = feed["x"] @ model.root_scope().var("w").numpy()  # the loss is computed before the update
    got = model.run(loss, feed=feed, train=updates)
    np.testing.assert_allclose(got, [np.mean(np.maximum(hv, 0) + hv)], rtol=1e-6)


def test_the_flag_is_a_switch(flags):
    with pytest.raises(paddle.registry.ConfigError, match="in_place"):
        paddle.set_flags(in_place="yes")
