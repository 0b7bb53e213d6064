"""v2's step layers inside a recurrent_group: gru_step and lstm_step (with get_output's cell state),
StaticInput (a row per sequence, and a whole encoder sequence per sequence read by
simple_attention), memory(boot_layer=): float64 numeric gradients through time on a ragged batch
with an empty and a length-1 sequence; the attention against a numpy Bahdanau attention."""
from __future__ import annotations

from typing import Any, Callable

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle import Model, Tensor
from paddle.model import data as model_data

LOD = [[0, 3, 3, 4, 8]]  # lengths 3, 0, 1, 4
ENC_LOD = [[0, 2, 3, 5, 6]]  # the encoder's sequences, one per stepped sequence
IN, H, S, E = 2, 2, 2, 3


def _data(tape: Any, name: str, width: int, seq: bool) -> Any:
    return tape.record("data", lambda: model_data(name, [None, width], "float64", seq_type="sequence" if seq
                                                 else "none"))


def _linear(x: Any, size: int, bias: bool = True) -> Any:
    return paddle.layer.fc(input=x, size=size, act=paddle.activation.Linear(), bias_attr=None if bias else False)


def gru_cell(x_t: Any, s: Any, enc: Any, enc_proj: Any, h0: Any) -> Any:
    mem = paddle.layer.memory(name="dec", size=H, boot_layer=h0)
    context = paddle.networks.simple_attention(encoded_sequence=enc, encoded_proj=enc_proj, decoder_state=mem)
    gates = paddle.layer.elementwise_add(_linear(x_t, 3 * H), _linear(s, 3 * H, bias=False))
    gates = paddle.layer.elementwise_add(gates, _linear(context, 3 * H, bias=False))
    return paddle.layer.gru_step(input=gates, output_mem=mem, size=H, name="dec")


def lstm_cell(x_t: Any, s: Any, enc: Any, enc_proj: Any, h0: Any) -> Any:
    mem = paddle.layer.memory(name="dec", size=H, boot_layer=h0)
    cell = paddle.layer.memory(name="dec_state", size=H)
    context = paddle.networks.simple_attention(encoded_sequence=enc, encoded_proj=enc_proj, decoder_state=mem)
    gates = paddle.layer.elementwise_add(_linear(x_t, 4 * H), _linear(mem, 4 * H, bias=False))
    gates = paddle.layer.elementwise_add(gates, _linear(s, 4 * H, bias=False))
    gates = paddle.layer.elementwise_add(gates, _linear(context, 4 * H, bias=False))
    out = paddle.layer.lstm_step(input=gates, state=cell, size=H, name="dec")
    paddle.layer.get_output(input=out, arg_name="state", name="dec_state")
    return out


def build(cell: Callable[..., Any], seed: int = 0) -> tuple[Model, Any, dict[str, Any]]:
    """loss = sum over steps of |h_t - r_t|^2, in float64."""
    rng = np.random.default_rng(seed)
    model = Model(dtype="float64", seed=seed)
    with paddle.Tape(model) as tape:
        x, s, enc = _data(tape, "x", IN, True), _data(tape, "s", S, False), _data(tape, "enc", E, True)
        h0, r = _data(tape, "h0", H, False), _data(tape, "r", H, True)
        enc_proj = _linear(enc, H, bias=False)
        hs = paddle.layer.recurrent_group(
            step=lambda x_t, s_t, enc_t, proj_t: cell(x_t, s_t, enc_t, proj_t, h0), name="decoder",
            input=[x, paddle.layer.StaticInput(s), paddle.layer.StaticInput(enc, is_seq=True),
                   paddle.layer.StaticInput(enc_proj, is_seq=True)])
        err = paddle.layer.square_error(input=hs, label=r)
        loss = paddle.layer.mean(paddle.layer.sequence_pool(input=err, pool_type="sum"))
    rows, n = LOD[0][-1], len(LOD[0]) - 1
    feed = {"x": Tensor(rng.normal(size=(rows, IN)), lod=LOD), "s": rng.normal(size=(n, S)),
            "enc": Tensor(rng.normal(size=(ENC_LOD[0][-1], E)), lod=ENC_LOD), "h0": rng.normal(size=(n, H)),
            "r": Tensor(rng.normal(size=(rows, H)), lod=LOD)}
    return model, loss.output, feed


@pytest.mark.parametrize("cell", [gru_cell, lstm_cell], ids=["gru_step", "lstm_step"])
def test_step_layers_gradient_through_time_with_static_inputs(cell: Callable[..., Any]) -> None:
    model, loss, feed = build(cell)
    wrt = list(model.param_names) + ["x", "s", "enc", "h0"]
    grads = model.root_net().add_backward_ops(loss.name, wrt)
    assert set(grads) == set(wrt)
    model.run(feed=feed)
    scope = model.root_scope()
    analytic = {n: scope.var(g).numpy().copy() for n, g in grads.items()}
    for name in wrt:
        array = scope.var(name).value
        numeric = np.zeros_like(array)
        for i in np.ndindex(array.shape):
            keep = array[i].copy()
            array[i] = keep + 1e-6
            up = float(model.run(loss, feed=feed)[0])
            array[i] = keep - 1e-6
            down = float(model.run(loss, feed=feed)[0])
            array[i] = keep
            numeric[i] = (up - down) / 2e-6
        assert np.abs(numeric).max() > 0 or name == "x", f"{name}: the loss does not depend on it"
        np.testing.assert_allclose(analytic[name], numeric, rtol=1e-5, atol=1e-7, err_msg=f"d loss / d {name}")


# --- forward: v2's cell math and Bahdanau's attention, written apart in numpy ----------------------------
def _sigmoid(v: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-v))


def _run_cell(cell: Callable[..., Any]) -> tuple[np.ndarray, dict[str, np.ndarray], dict[str, Any]]:
    rng = np.random.default_rng(1)
    model = Model(dtype="float64", seed=1)
    with paddle.Tape(model) as tape:
        x, h0 = _data(tape, "x", IN, True), _data(tape, "h0", H, False)
        hs = paddle.layer.recurrent_group(step=lambda x_t: cell(x_t, h0), input=x, name="rnn")
    feed = {"x": Tensor(rng.normal(size=(LOD[0][-1], IN)), lod=LOD), "h0": rng.normal(size=(len(LOD[0]) - 1, H))}
    out = model.run(hs.output, feed=feed)
    params = {p: model.root_scope().var(p).numpy() for p in model.param_names}
    return np.asarray(out), params, feed


def _each_step(feed: dict[str, Any], step: Callable[[np.ndarray, Any], tuple[np.ndarray, Any]], state0: Any
               ) -> np.ndarray:
    """Run `step(x_t, state) -> (h_t, state)` over each sequence, from its boot row."""
    x, off = feed["x"].array, LOD[0]
    out = np.zeros((len(x), H))
    for i, (a, b) in enumerate(zip(off[:-1], off[1:])):
        state = state0(i)
        for t in range(a, b):
            out[t], state = step(x[t], state)
    return out


def test_gru_step_is_v2s_gru() -> None:
    def cell(x_t: Any, h0: Any) -> Any:
        mem = paddle.layer.memory(name="g", size=H, boot_layer=h0)
        return paddle.layer.gru_step(input=_linear(x_t, 3 * H), output_mem=mem, size=H, name="g")
    got, p, feed = _run_cell(cell)
    fc = next(n[:-2] for n in p if n.startswith("fc") and n.endswith(".w"))
    w, b = p["g.w"], p["g.b"]

    def step(x: np.ndarray, h: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        proj = x @ p[fc + ".w"] + p[fc + ".b"] + b
        z = _sigmoid(proj[:H] + h @ w[:, :H])  # update gate first, then reset, then candidate
        r = _sigmoid(proj[H:2 * H] + h @ w[:, H:2 * H])
        c = np.tanh(proj[2 * H:] + (r * h) @ w[:, 2 * H:])
        new = (1 - z) * h + z * c
        return new, new
    np.testing.assert_allclose(got, _each_step(feed, step, lambda i: feed["h0"][i]), rtol=1e-12)


def test_lstm_step_is_v2s_peephole_lstm() -> None:
    def cell(x_t: Any, h0: Any) -> Any:
        mem = paddle.layer.memory(name="h", size=H, boot_layer=h0)
        state = paddle.layer.memory(name="c", size=H)
        gates = paddle.layer.elementwise_add(_linear(x_t, 4 * H), _linear(mem, 4 * H, bias=False))
        out = paddle.layer.lstm_step(input=gates, state=state, size=H, name="h")
        paddle.layer.get_output(input=out, arg_name="state", name="c")
        return out
    got, p, feed = _run_cell(cell)
    fx, fh = sorted((n[:-2] for n in p if n.startswith("fc") and n.endswith(".w")), key=lambda n: int(n[3:]))
    peep = p["h.b"]

    def step(x: np.ndarray, hc: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, Any]:
        h, c = hc
        g = x @ p[fx + ".w"] + p[fx + ".b"] + h @ p[fh + ".w"]
        a = np.tanh(g[:H])  # candidate, input gate, forget gate, output gate
        i = _sigmoid(g[H:2 * H] + c * peep[:H])
        f = _sigmoid(g[2 * H:3 * H] + c * peep[H:2 * H])
        c = a * i + c * f
        o = _sigmoid(g[3 * H:] + c * peep[2 * H:])
        h = o * np.tanh(c)
        return h, (h, c)
    expected = _each_step(feed, step, lambda i: (feed["h0"][i], np.zeros(H)))
    np.testing.assert_allclose(got, expected, rtol=1e-12)


def test_simple_attention_is_bahdanau_attention() -> None:
    rng = np.random.default_rng(2)
    model = Model(dtype="float64", seed=2)
    with paddle.Tape(model) as tape:
        enc, state = _data(tape, "enc", E, True), _data(tape, "state", S, False)
        proj = _linear(enc, H, bias=False)
        context = paddle.networks.simple_attention(encoded_sequence=enc, encoded_proj=proj, decoder_state=state,
                                                   name="att")
    feed = {"enc": Tensor(rng.normal(size=(ENC_LOD[0][-1], E)), lod=ENC_LOD),
            "state": rng.normal(size=(len(ENC_LOD[0]) - 1, S))}
    got = model.run(context.output, feed=feed)
    p = {n: model.root_scope().var(n).numpy() for n in model.param_names}
    u = next(v for n, v in p.items() if n.startswith("fc"))
    h, off = feed["enc"].array, ENC_LOD[0]
    for i, (a, b) in enumerate(zip(off[:-1], off[1:])):
        e = np.tanh(feed["state"][i] @ p["att_transform.w"] + h[a:b] @ u) @ p["att_softmax.w"][:, 0]
        weights = np.exp(e) / np.exp(e).sum()
        np.testing.assert_allclose(got[i], weights @ h[a:b], rtol=1e-12)
