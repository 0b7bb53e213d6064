"""Recurrent nets (paddle.nets.recurrent): steps over ragged sequences, backward through time,
the JSON round trip, malformed step nets refused at load, recurrent_group / memory layers.

`check_recurrent_gradient(step, ...)` is the reusable float64 numeric gradient check: give it
a function building one step (as for recurrent_group) and it checks the gradients of every
parameter, of the input sequence and of the memory's boot rows.
"""
from __future__ import annotations

import json
from typing import Any, Callable

import numpy as np
import pytest

import paddle
from paddle import Model, NetDesc, Net, Scope, Tensor
from paddle.errors import NetDescError
from paddle.recurrent_layers import memory, recurrent_group
from paddle.registry import ConfigError

LOD = [[0, 3, 4, 8]]  # lengths 3, 1, 4: unsorted, one of length 1, 4 steps
IN, HIDDEN = 3, 4


def plain_step(x_t: Any, h_size: int = HIDDEN, boot: Any = None) -> Any:
    """h_t = tanh(fc(x_t) + fc(h_{t-1}))."""
    h_pre = memory("h", h_size, boot_layer=boot)
    a = paddle.layer.fc(x_t, size=h_size)
    b = paddle.layer.fc(h_pre, size=h_size, bias=False)
    return paddle.layer.tanh(paddle.layer.elementwise_add(a, b), name="h")


def build_model(step: Callable[..., Any], *, lod: list[list[int]] = LOD, in_dim: int = IN, h_size: int = HIDDEN,
                boot: bool = True, seed: int = 0, reverse: bool = False) -> tuple[Model, Any, dict[str, Any]]:
    """A float64 model: loss = mean over sequences of sum_t |h_t - r_t|^2; returns it, the loss
    and the feed."""
    rng = np.random.default_rng(seed)
    rows, n_seq = lod[-1][-1], len(lod[-1]) - 1
    m = Model(dtype="float64", seed=seed)
    with m:
        x = paddle.layer.data("x", [None, in_dim], seq_type="sequence")
        h0 = paddle.layer.data("h0", [None, h_size]) if boot else None
        hs = recurrent_group(lambda x_t: step(x_t, h_size, h0), x, name="rnn", reverse=reverse)
        r = paddle.layer.data("r", [None, h_size], seq_type="sequence")
        err = paddle.layer.square_error(hs, r)
        loss = paddle.layer.mean(paddle.layer.sequence_pool(err, pool_type="sum"))
    feed = {"x": Tensor(rng.normal(size=(rows, in_dim)), lod=lod),
            "r": Tensor(rng.normal(size=(rows, h_size)), lod=lod)}
    if boot:
        feed["h0"] = rng.normal(size=(n_seq, h_size))
    return m, loss, feed


def check_recurrent_gradient(step: Callable[..., Any], *, lod: list[list[int]] = LOD, h_size: int = HIDDEN,
                             boot: bool = True, reverse: bool = False, eps: float = 1e-6, tol: float = 1e-6) -> None:
    """Backward through time against central differences, in float64: the gradient of every
    parameter, of the input sequence x and (with `boot`) of the boot rows h0. `step(x_t,
    h_size, boot_layer)` builds one step, its state a memory named after a layer of the step;
    `reverse`: the group steps each sequence from its end."""
    m, loss, feed = build_model(step, lod=lod, h_size=h_size, boot=boot, reverse=reverse)
    wrt = list(m.param_names) + ["x"] + (["h0"] if boot else [])
    grads = m.root_net().add_backward_ops(loss.name, wrt)
    assert set(grads) == set(wrt), f"no gradient for {set(wrt) - set(grads)}"
    m.run(feed=feed)
    scope = m.root_scope()
    analytic = {n: scope.var(g).numpy().copy() for n, g in grads.items()}

    def f() -> float:
        return float(m.run(loss, feed=feed)[0])

    for name in wrt:
        array = scope.var(name).value
        numeric = np.zeros_like(array)
        for i in np.ndindex(array.shape):
            keep = array[i].copy()
            array[i] = keep + eps
            up = f()
            array[i] = keep - eps
            down = f()
            array[i] = keep
            numeric[i] = (up - down) / (2 * eps)
        np.testing.assert_allclose(analytic[name], numeric, rtol=1e-4, atol=tol, err_msg=f"d loss / d {name}")


def _numpy_rnn(x: np.ndarray, lod: list[list[int]], h0: np.ndarray, params: dict[str, np.ndarray],
               prefix: tuple[str, str], reverse: bool = False) -> np.ndarray:
    """The plain step written apart: one sequence at a time."""
    fx, fh = prefix
    out = np.zeros((len(x), h0.shape[1]))
    off = lod[-1]
    for s, (a, b) in enumerate(zip(off[:-1], off[1:])):
        h = h0[s]
        for t in (range(b - 1, a - 1, -1) if reverse else range(a, b)):
            h = np.tanh(x[t] @ params[f"{fx}.w"] + params[f"{fx}.b"] + h @ params[f"{fh}.w"])
            out[t] = h
    return out


# --- running ---------------------------------------------------------------------------------------
def test_forward_matches_a_loop_over_each_sequence() -> None:
    m, loss, feed = build_model(plain_step)
    hs = next(e for e in [m.root_net()[0]] if e)  # the recurrent op comes first
    assert hs.type == "recurrent"
    m.run(loss, feed=feed)
    params = {p: m.root_scope().var(p).numpy() for p in m.param_names}
    fcs = sorted({p.split(".")[0] for p in params}, key=lambda n: int(n.split("_")[-1]))
    expected = _numpy_rnn(feed["x"].array, LOD, feed["h0"], params, (fcs[0], fcs[1]))
    got = m.root_scope().var("rnn").tensor
    np.testing.assert_allclose(got.numpy(), expected, rtol=1e-12)
    assert got.lod == tuple(tuple(level) for level in LOD)


def test_reverse_steps_each_sequence_from_its_end() -> None:
    m, loss, feed = build_model(plain_step, reverse=True)
    m.run(loss, feed=feed)
    params = {p: m.root_scope().var(p).numpy() for p in m.param_names}
    fcs = sorted({p.split(".")[0] for p in params}, key=lambda n: int(n.split("_")[-1]))
    expected = _numpy_rnn(feed["x"].array, LOD, feed["h0"], params, (fcs[0], fcs[1]), reverse=True)
    np.testing.assert_allclose(m.root_scope().var("rnn").numpy(), expected, rtol=1e-12)


def test_reverse_gradient_through_time() -> None:
    check_recurrent_gradient(plain_step, reverse=True)


def test_memory_without_boot_starts_from_zeros() -> None:
    m, loss, feed = build_model(plain_step, boot=False)
    m.run(loss, feed=feed)
    params = {p: m.root_scope().var(p).numpy() for p in m.param_names}
    fcs = sorted({p.split(".")[0] for p in params}, key=lambda n: int(n.split("_")[-1]))
    expected = _numpy_rnn(feed["x"].array, LOD, np.zeros((3, HIDDEN)), params, (fcs[0], fcs[1]))
    np.testing.assert_allclose(m.root_scope().var("rnn").numpy(), expected, rtol=1e-12)


# --- backward through time -------------------------------------------------------------------------
def lstm_step(x_t: Any, size: int = HIDDEN, boot: Any = None) -> Any:
    """An LSTM cell as a step: the registered lstm_unit on fc([x_t, h_{t-1}]); its two outputs
    are the memories (`<layer>.<slot>`)."""
    c_pre = memory("cell.C", size)
    h_pre = memory("cell.H", size, boot_layer=boot)
    gates = paddle.layer.fc(paddle.layer.concat([x_t, h_pre], axis=1), size=4 * size)
    h, _ = paddle.layer.lstm_unit(gates, c_pre, forget_bias=0.5, name="cell")
    return h


def gru_step(x_t: Any, size: int = HIDDEN, boot: Any = None) -> Any:
    """A GRU cell as a step: the registered gru_unit with its hidden-to-hidden weight a parameter."""
    from paddle.model import parameter
    h_pre = memory("cell", size, boot_layer=boot)
    w = parameter("gru.w", [size, 3 * size], initializer=("uniform_random", {"min": -0.5, "max": 0.5}))
    return paddle.layer.gru_unit(paddle.layer.fc(x_t, size=3 * size), h_pre, w, name="cell")


@pytest.mark.parametrize("step", [lstm_step, gru_step], ids=["lstm", "gru"])
def test_lstm_and_gru_steps_gradient_through_time(step: Callable[..., Any]) -> None:
    check_recurrent_gradient(step)  # lengths 3, 1, 4 in one batch


@pytest.mark.parametrize("step", [lstm_step, gru_step], ids=["lstm", "gru"])
def test_lstm_and_gru_steps_gradient_in_reverse_without_boot(step: Callable[..., Any]) -> None:
    check_recurrent_gradient(step, boot=False, reverse=True, lod=[[0, 1, 3, 6]])


def test_plain_step_gradient_through_time() -> None:
    check_recurrent_gradient(plain_step)


def test_gradient_without_boot_and_with_a_single_sequence_of_length_one() -> None:
    check_recurrent_gradient(plain_step, lod=[[0, 1, 4, 6]], boot=False)


def test_gradient_with_an_empty_sequence_in_the_batch() -> None:
    check_recurrent_gradient(plain_step, lod=[[0, 2, 2, 5, 6]])


def _step_reading_state_twice(x_t: Any, h_size: int, boot: Any) -> Any:
    """The memory's layer is also read by a later op of the step (its gradient flows both from
    the next step and from inside this one), and the output is not the memory."""
    h_pre = memory("h", h_size, boot_layer=boot)
    h = paddle.layer.tanh(paddle.layer.elementwise_add(paddle.layer.fc(x_t, size=h_size),
                                                        paddle.layer.fc(h_pre, size=h_size, bias=False)), name="h")
    return paddle.layer.fc(h, size=h_size, act="sigmoid")


def test_gradient_when_the_output_reads_the_state() -> None:
    check_recurrent_gradient(_step_reading_state_twice)


def test_training_reduces_the_loss_of_a_sequence_sum() -> None:
    """A tiny recurrent model learns the sum of a sequence of numbers (its last state)."""
    rng = np.random.default_rng(1)
    with Model(seed=3) as m:
        x = paddle.layer.data("x", [None, 1], seq_type="sequence")
        y = paddle.layer.data("y", [None, 1])

        def step(x_t: Any) -> Any:
            h_pre = memory("h", 8)
            return paddle.layer.fc(paddle.layer.concat([x_t, h_pre], axis=1), size=8, act="tanh", name="h")
        hs = recurrent_group(step, x)
        pred = paddle.layer.fc(paddle.layer.sequence_pool(hs, pool_type="last"), size=1)
        loss = paddle.layer.mean(paddle.layer.square_error(pred, y))
        paddle.model.backward(loss)
        train = paddle.model.optimize("adam", 0.02)

    def batch() -> dict[str, Any]:
        lengths = rng.integers(1, 6, size=16)
        xs = rng.uniform(-0.5, 0.5, size=(int(lengths.sum()), 1)).astype(np.float32)
        off = np.concatenate([[0], np.cumsum(lengths)])
        sums = np.array([[xs[a:b].sum()] for a, b in zip(off[:-1], off[1:])], np.float32)
        return {"x": Tensor(xs, lod=[off.tolist()]), "y": sums}
    held = batch()
    before = float(m.run(loss, feed=held)[0])
    for _ in range(300):
        m.run(train=train, feed=batch())
    after = float(m.run(loss, feed=held)[0])
    assert after < before / 5, (before, after)


def test_a_saved_model_with_a_recurrent_group_predicts_the_same_after_loading(tmp_path: Any) -> None:
    """paddle.io versions the ops inside the step net; the group's own entry is checked by its kind."""
    from paddle.io import load_inference_model, save_inference_model
    rng = np.random.default_rng(4)
    with Model(dtype="float64", seed=2) as m:
        x = paddle.layer.data("x", [None, IN], seq_type="sequence")
        hs = recurrent_group(lambda x_t: plain_step(x_t), x, name="rnn")
        last = paddle.layer.sequence_pool(hs, pool_type="last")
    feed = {"x": Tensor(rng.normal(size=(LOD[-1][-1], IN)), lod=LOD)}
    want = m.run(last, feed=feed)
    save_inference_model(tmp_path / "rnn", [last], model=m)
    saved = json.loads((tmp_path / "rnn" / "model.json").read_text())
    assert "recurrent" not in saved["op_versions"] and {"mul", "tanh"} <= set(saved["op_versions"])
    got = load_inference_model(tmp_path / "rnn").run(feed)
    np.testing.assert_array_equal(np.asarray(got[last.name]), np.asarray(want))


# --- descriptions -------------------------------------------------------------------------------------
def test_json_round_trip_computes_identical_results() -> None:
    m, loss, feed = build_model(plain_step)
    grads = m.root_net().add_backward_ops(loss.name, list(m.param_names))
    m.run(feed=feed)
    text = m.root_net().to_json()
    desc = NetDesc.from_json(text)
    assert desc.to_json() == NetDesc.from_json(desc.to_json()).to_json()
    net = Net.create(desc)
    scope = Scope()
    for p in m.param_names:
        scope.new_var(p, "parameter").set(m.root_scope().var(p).numpy().copy())
    for k, v in feed.items():
        scope.new_var(k, "input").set(v.array if isinstance(v, Tensor) else v, v.lod if isinstance(v, Tensor) else None)
    net.run(scope)
    for name in ["rnn", loss.name, *grads.values()]:
        np.testing.assert_array_equal(scope.var(name).numpy(), m.root_scope().var(name).numpy(), err_msg=name)
    kinds = [op["type"] for op in json.loads(text)["ops"]]
    assert "recurrent" in kinds and "recurrent_grad" in kinds


def _recurrent_desc(**changes: Any) -> dict[str, Any]:
    """A recurrent net's description as data: h = tanh(x_t @ w + h_pre)."""
    data: dict[str, Any] = {
        "kind": "recurrent",
        "ops": [{"type": "mul", "inputs": {"X": ["x_t"], "Y": ["w"]}, "outputs": {"Out": ["xw"]}},
                {"type": "elementwise_add", "inputs": {"X": ["xw"], "Y": ["h_pre"]}, "outputs": {"Out": ["a"]}},
                {"type": "tanh", "inputs": {"X": ["a"]}, "outputs": {"Out": ["h"]}}],
        "attrs": {"inputs": [{"outer": "x", "inner": "x_t"}],
                  "memories": [{"inner": "h", "pre": "h_pre", "boot": None, "size": 2}],
                  "outputs": [{"inner": "h", "outer": "hs"}], "params": ["w"]}}
    for path, v in changes.items():
        *keys, last = path.split("__")
        target = data
        for k in keys:
            target = target[int(k)] if isinstance(target, list) else target[k]
        if isinstance(target, list):
            target[int(last)] = v
        else:
            target[last] = v
    return data


def test_a_recurrent_net_runs_alone() -> None:
    net = Net.create(NetDesc.from_dict(_recurrent_desc()))
    scope = Scope()
    w = np.array([[0.5, -0.2], [0.1, 0.3]])
    scope.new_var("w").set(w)
    x = np.arange(8.0).reshape(4, 2) / 10
    scope.new_var("x").set(x, [[0, 1, 4]])
    net.run(scope)
    h, expected = np.zeros(2), np.zeros((4, 2))
    expected[0] = np.tanh(x[0] @ w)
    for t in range(1, 4):
        h = np.tanh(x[t] @ w + h)
        expected[t] = h
    np.testing.assert_allclose(scope.var("hs").numpy(), expected)


@pytest.mark.parametrize("changes, rule", [
    ({"attrs__memories__0__inner": "hh"}, "unknown_memory"),
    ({"attrs__outputs__0__inner": "nothing"}, "no_output"),
    ({"ops": []}, "unknown_memory"),
    ({"attrs__memories__0__size": None}, "format"),
    ({"attrs__params": []}, "dataflow"),
    ({"attrs__inputs": []}, "format"),
    ({"attrs__outputs": []}, "must_set"),
    ({"attrs__memories__0__pre": "x_t"}, "unique"),
    ({"attrs__extra": 1}, "unknown_key"),
    ({"ops__2__type": "no_such_op"}, "unknown_op"),
])
def test_malformed_step_nets_are_refused_at_load(changes: dict[str, Any], rule: str) -> None:
    with pytest.raises(NetDescError) as err:
        NetDesc.from_dict(_recurrent_desc(**changes))
    assert err.value.rule == rule, err.value


def test_a_malformed_recurrent_op_inside_a_plain_net_is_refused_at_load() -> None:
    bad = _recurrent_desc(attrs__memories__0__inner="hh")
    parent = {"version": "1.0", "ops": [{"type": "recurrent", "inputs": {"X": ["x", "w"]},
                                         "outputs": {"Out": ["hs"]}, "attrs": {"net": bad}}]}
    with pytest.raises(NetDescError, match="memory 'hh'"):
        NetDesc.from_dict(parent)
    good = {**parent, "ops": [{**parent["ops"][0], "attrs": {"net": _recurrent_desc()}}]}
    NetDesc.from_dict(good)
    wrong_slots = {**good, "ops": [{**good["ops"][0], "inputs": {"X": ["x"]}}]}
    with pytest.raises(NetDescError, match="slots"):
        NetDesc.from_dict(wrong_slots)


# --- layers -------------------------------------------------------------------------------------------
def test_unknown_memory_is_a_config_error_naming_the_group() -> None:
    with Model():
        x = paddle.layer.data("x", [None, 2], seq_type="sequence")

        def step(x_t: Any) -> Any:
            h_pre = memory("hidden", 3)
            return paddle.layer.fc(paddle.layer.concat([x_t, h_pre], axis=1), size=3, name="h")
        with pytest.raises(ConfigError, match="recurrent_group 'grp': memory 'hidden' refers to no layer") as err:
            recurrent_group(step, x, name="grp")
    assert err.value.rule == "unknown_memory"


def test_memory_outside_a_group_and_non_sequence_input_are_config_errors() -> None:
    with Model():
        x = paddle.layer.data("x", [None, 2])
        with pytest.raises(ConfigError, match="inside a recurrent_group"):
            memory("h", 3)
        with pytest.raises(ConfigError, match="should be a sequence"):
            recurrent_group(lambda x_t: x_t, x)


def test_a_step_reading_an_outer_layer_is_a_config_error() -> None:
    with Model():
        x = paddle.layer.data("x", [None, 2], seq_type="sequence")
        with pytest.raises(ConfigError, match="the step reads 'x' from outside the group"):
            recurrent_group(lambda x_t: paddle.layer.elementwise_add(x_t, paddle.layer.fc(x, size=2)), x, name="g")


def test_memory_of_the_wrong_width_is_a_config_error() -> None:
    with Model():
        x = paddle.layer.data("x", [None, 2], seq_type="sequence")

        def step(x_t: Any) -> Any:
            memory("h", 5)
            return paddle.layer.fc(x_t, size=3, name="h")
        with pytest.raises(ConfigError, match="memory 'h'"):
            recurrent_group(step, x)


def test_v2_recurrent_group_is_one_item_of_the_tape() -> None:
    from paddle.v2 import layer as v2
    from paddle.v2 import data_type
    with paddle.Tape() as tape:
        x = v2.data("x", data_type.dense_vector_sequence(2))

        def step(x_t: Any) -> Any:
            h_pre = v2.memory(name="h", size=3)
            return v2.fc(input=v2.concat(input=[x_t, h_pre], axis=1), size=3, act=paddle.v2.activation.Tanh(),
                         name="h")
        hs = v2.recurrent_group(step=step, input=x, name="rnn")
        last = v2.last_seq(input=hs)
    items = tape.topology(last)
    assert [i.layer for i in items] == ["data", "recurrent_group", "last_seq"]
    out = tape.model.run(last.output, feed={"x": Tensor(np.ones((5, 2), np.float32), lod=[[0, 2, 5]])})
    assert out.shape == (2, 3)


def test_v2_memory_boot_layer_is_read_by_the_group() -> None:
    from paddle.v2 import layer as v2
    from paddle.v2 import data_type
    with paddle.Tape() as tape:
        x = v2.data("x", data_type.dense_vector_sequence(2))
        h0 = v2.data("h0", data_type.dense_vector(3))

        def step(x_t: Any) -> Any:
            h_pre = v2.memory(name="h", size=3, boot_layer=h0)
            xw = v2.fc(input=x_t, size=3, bias_attr=False, act=paddle.v2.activation.Linear())
            return v2.elementwise_add(input=xw, y=h_pre, name="h")
        hs = v2.recurrent_group(step=step, input=x, reverse=True)
    group = tape.topology(hs)[-1]
    assert {i.name for i in group.inputs} == {"x", "h0"}
    feed = {"x": Tensor(np.zeros((5, 2), np.float32), lod=[[0, 2, 5]]),
            "h0": np.array([[1, 2, 3], [4, 5, 6]], np.float32)}
    out = tape.model.run(hs.output, feed=feed)
    np.testing.assert_array_equal(out, [[1, 2, 3]] * 2 + [[4, 5, 6]] * 3)  # zero input: the boot carried


def test_v2_unknown_memory_names_the_group_and_the_users_line() -> None:
    from paddle.v2 import layer as v2
    from paddle.v2 import data_type
    with paddle.Tape():
        x = v2.data("x", data_type.dense_vector_sequence(2))

        def step(x_t: Any) -> Any:
            v2.memory(name="nope", size=3)
            return v2.fc(input=x_t, size=3, name="h")
        with pytest.raises(ConfigError, match="recurrent_group 'rnn': memory 'nope'.*test_recurrent.py"):
            v2.recurrent_group(step=step, input=x, name="rnn")


def test_docstring_examples() -> None:
    import doctest

    import paddle.nets.recurrent
    import paddle.recurrent_layers
    for module in (paddle.nets.recurrent, paddle.recurrent_layers):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0
    assert result.attempted > 0  # recurrent_group's example ran


def test_an_if_else_inside_a_step_differentiates_through_time() -> None:
    """Nested nets compose: each step scope keeps its own if_else branch scopes."""
    from paddle.nets.if_else import if_else
    rng = np.random.default_rng(0)
    m = Model(dtype="float64", seed=0)
    with m:
        x = paddle.layer.data("x", [None, 3], seq_type="sequence")
        c = paddle.layer.data("c", [None, 1], dtype="bool", seq_type="sequence")

        def step(x_t: Any, c_t: Any) -> Any:
            z = paddle.layer.concat([x_t, memory("h", 4)], axis=1)
            y = if_else(c_t, z, lambda v: paddle.layer.fc(v, size=4, act="tanh"),
                        lambda v: paddle.layer.fc(v, size=4, act="sigmoid"))
            return paddle.layer.scale(y, scale=1.0, name="h")
        hs = recurrent_group(step, [x, c], name="rnn")
        r = paddle.layer.data("r", [None, 4], seq_type="sequence")
        loss = paddle.layer.mean(paddle.layer.sequence_pool(paddle.layer.square_error(hs, r), pool_type="sum"))
    feed = {"x": Tensor(rng.normal(size=(8, 3)), lod=LOD), "c": Tensor(rng.random((8, 1)) > 0.5, lod=LOD),
            "r": Tensor(rng.normal(size=(8, 4)), lod=LOD)}
    wrt = list(m.param_names) + ["x"]
    grads = m.root_net().add_backward_ops(loss.name, wrt)
    m.run(feed=feed)
    scope = m.root_scope()
    for name in wrt:
        analytic, array = scope.var(grads[name]).numpy().copy(), scope.var(name).value
        numeric = np.zeros_like(array)
        for i in np.ndindex(array.shape):
            keep = array[i].copy()
            array[i] = keep + 1e-6
            up = float(m.run(loss, feed=feed)[0])
            array[i] = keep - 1e-6
            numeric[i] = (up - float(m.run(loss, feed=feed)[0])) / 2e-6
            array[i] = keep
        np.testing.assert_allclose(analytic, numeric, rtol=1e-4, atol=1e-7, err_msg=name)


def test_v2_trainer_trains_a_recurrent_group() -> None:
    """v2 end to end: a recurrent group learns the sum of a sequence (the trainer's backward
    infers the cost's shape through the group, from the sequence data layer's declaration)."""
    import paddle.v2 as v2
    rng = np.random.default_rng(0)
    with paddle.Tape():
        x = v2.layer.data(name="x", type=v2.data_type.dense_vector_sequence(1))
        y = v2.layer.data(name="y", type=v2.data_type.dense_vector(1))

        def step(x_t: Any) -> Any:
            h = v2.layer.memory(name="h", size=8)
            return v2.layer.fc(input=v2.layer.concat(input=[x_t, h], axis=1), size=8, act=v2.activation.Tanh(),
                               name="h")
        last = v2.layer.last_seq(input=v2.layer.recurrent_group(step=step, input=x))
        cost = v2.layer.mse(input=v2.layer.fc(input=last, size=1, act=v2.activation.Linear()), label=y)
        trainer = v2.trainer.SGD(cost, v2.parameters.create(cost), v2.optimizer.Adam(learning_rate=0.01))

        def reader() -> Any:
            for _ in range(160):
                xs = rng.uniform(-0.5, 0.5, size=(int(rng.integers(1, 6)), 1)).astype(np.float32)
                yield [list(xs), np.array([xs.sum()], np.float32)]
        costs: list[float] = []
        trainer.train(v2.batch(reader, 16), num_passes=4,
                      event_handler=lambda e: costs.append(e.cost) if hasattr(e, "cost") else None)
    assert np.mean(costs[-5:]) < np.mean(costs[:5]) / 5, costs


def test_inference_mode_reaches_the_ops_of_a_step() -> None:
    """Model.run(inference=True): dropout inside a step keeps every unit, as outside one."""
    with Model(seed=0) as m:
        x = paddle.layer.data("x", [None, 2], seq_type="sequence")

        def step(x_t: Any) -> Any:
            h_pre = memory("h", 4)
            z = paddle.layer.fc(paddle.layer.concat([x_t, h_pre], axis=1), size=4, act="tanh")
            return paddle.layer.scale(paddle.layer.dropout(z, dropout_prob=0.5)[0], scale=1.0, name="h")
        hs = recurrent_group(step, x)
    feed = {"x": Tensor(np.ones((5, 2), np.float32), lod=[[0, 2, 5]])}
    inferred = [m.run(hs, feed=feed, inference=True) for _ in range(2)]
    np.testing.assert_array_equal(inferred[0], inferred[1])
    assert np.all(inferred[0] != 0)  # nothing dropped
    trained = m.run(hs, feed=feed)
    assert np.any(trained == 0)  # training mode drops


def test_gpu_recurrent_and_if_else_match_cpu() -> None:
    """The same model on a GPU (cupy arrays, row indices copied to the device) and on the CPU:
    forward values and gradients through time and through the branches agree."""
    cupy = pytest.importorskip("cupy")
    if cupy.cuda.runtime.getDeviceCount() == 0:
        pytest.skip("no GPU")
    from paddle import GPUPlace
    from paddle.nets.if_else import if_else
    results = []
    feed = build_model(plain_step)[2]
    for place in (None, GPUPlace(0)):
        m = Model(place=place, dtype="float64", seed=0)
        with m:
            x = paddle.layer.data("x", [None, IN], seq_type="sequence")
            c = paddle.layer.data("c", [None, 1], dtype="bool", seq_type="sequence")

            def step(x_t: Any, c_t: Any) -> Any:
                z = paddle.layer.concat([x_t, memory("h", HIDDEN)], axis=1)
                return paddle.layer.scale(if_else(c_t, z, lambda v: paddle.layer.fc(v, size=HIDDEN, act="tanh"),
                                                  lambda v: paddle.layer.fc(v, size=HIDDEN)), scale=1.0, name="h")
            hs = recurrent_group(step, [x, c])
            loss = paddle.layer.mean(paddle.layer.sequence_pool(hs, pool_type="sum"))
            grads = paddle.model.backward(loss)
        flags = Tensor(np.array([[1], [0], [1], [1], [0], [0], [1], [0]], bool), lod=LOD)
        m.run(feed={"x": feed["x"], "c": flags})
        results.append([m.root_scope().var(n).numpy() for n in [hs.name, *grads.values()]])
    for cpu, gpu in zip(*results):
        np.testing.assert_allclose(cpu, gpu, rtol=1e-9)
