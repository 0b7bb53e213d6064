"""v2's recurrent layers with any of their activations (Linear, Sigmoid, Tanh, Relu): the lstm and
gru ops' kernels (C++ and array-generic) against a numpy reference written apart (whole batches of
one step each, per-gate weights), forwards and reversed, on a ragged batch with an empty and a
length-1 sequence; float64 numeric gradients; lstmemory/grumemory carrying v2's act, gate_act and
state_act onto the ops; lstm_step/gru_step with other activations against v2's cell math; and an
activation the ops do not have refused by name."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.registry import ConfigError, LodArray, default_registry
from paddle.testing import check_grad

from .test_v2_seqmodels_steps import H, _each_step, _linear, _run_cell

LOD = [0, 3, 3, 4, 8]  # lengths 3, 0, 1, 4
RNG = np.random.default_rng(3)
FUNCS = {"linear": lambda v: v, "sigmoid": lambda v: 1.0 / (1.0 + np.exp(-v)), "tanh": np.tanh,
         "relu": lambda v: np.maximum(v, 0.0)}
COMBOS = [("relu", "tanh", "relu"), ("sigmoid", "relu", "linear"), ("tanh", "linear", "sigmoid"),
          ("linear", "sigmoid", "tanh")]  # gate, candidate, state


def _sequences(reverse: bool) -> list[list[int]]:
    return [list(range(b - 1, a - 1, -1)) if reverse else list(range(a, b)) for a, b in zip(LOD[:-1], LOD[1:])]


def lstm_numpy(x, w, b, h0, c0, reverse, gate, cand, state):
    """All sequences advanced together, a mask for those that ended; per-gate weight blocks."""
    hdim = w.shape[0]
    f = {k: FUNCS[v] for k, v in (("gate", gate), ("cand", cand), ("state", state))}
    hidden, cells = np.zeros((len(x), hdim)), np.zeros((len(x), hdim))
    seqs = _sequences(reverse)
    h, c = h0.copy(), c0.copy()
    for t in range(max(len(s) for s in seqs)):
        for k, rows in enumerate(seqs):
            if t >= len(rows):
                continue
            r = rows[t]
            blocks = [x[r, j * hdim:(j + 1) * hdim] + h[k] @ w[:, j * hdim:(j + 1) * hdim] + b[j * hdim:(j + 1) * hdim]
                      for j in range(4)]
            i, fg, g, o = f["gate"](blocks[0]), f["gate"](blocks[1]), f["cand"](blocks[2]), f["gate"](blocks[3])
            c[k] = fg * c[k] + i * g
            h[k] = o * f["state"](c[k])
            hidden[r], cells[r] = h[k], c[k]
    return hidden, cells


def gru_numpy(x, w, b, h0, reverse, gate, cand):
    hdim = w.shape[0]
    hidden, h = np.zeros((len(x), hdim)), h0.copy()
    for k, rows in enumerate(_sequences(reverse)):
        for r in rows:
            xb = x[r] + b
            rg = FUNCS[gate](xb[:hdim] + h[k] @ w[:, :hdim])
            zg = FUNCS[gate](xb[hdim:2 * hdim] + h[k] @ w[:, hdim:2 * hdim])
            n = FUNCS[cand](xb[2 * hdim:] + rg * (h[k] @ w[:, 2 * hdim:]))
            h[k] = zg * h[k] + (1.0 - zg) * n
            hidden[r] = h[k]
    return hidden


def _inputs(gates: int) -> tuple[np.ndarray, ...]:
    n = len(LOD) - 1
    return (RNG.standard_normal((LOD[-1], gates * 3)) * 0.8, RNG.standard_normal((3, gates * 3)) * 0.5,
            RNG.standard_normal(gates * 3) * 0.5, RNG.standard_normal((n, 3)) * 0.5, RNG.standard_normal((n, 3)) * 0.5)


def _kernels(op: str) -> dict[str, Any]:
    meta = default_registry().function(op)
    return {"cpu": meta.kernels["cpu"], "array": meta.kernels["array"]}


@pytest.mark.parametrize("device", ["cpu", "array"])
@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("acts", COMBOS)
def test_lstm_kernels_compute_with_the_activations(device, reverse, acts):
    x, w, b, h0, c0 = _inputs(4)
    attrs = dict(zip(("gate_act", "candidate_act", "state_act"), acts))
    hidden, cells, _ = _kernels("lstm")[device](x, w, b, h0, c0, reverse=reverse, lod={"Input": [LOD]}, **attrs)
    want_h, want_c = lstm_numpy(x, w, b, h0, c0, reverse, *acts)
    np.testing.assert_allclose(hidden, want_h, atol=1e-12)
    np.testing.assert_allclose(cells, want_c, atol=1e-12)


@pytest.mark.parametrize("device", ["cpu", "array"])
@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("acts", [a[:2] for a in COMBOS])
def test_gru_kernels_compute_with_the_activations(device, reverse, acts):
    x, w, b, h0, _ = _inputs(3)
    hidden, _, _ = _kernels("gru")[device](x, w, b, h0, reverse=reverse, lod={"Input": [LOD]},
                                          gate_act=acts[0], candidate_act=acts[1])
    np.testing.assert_allclose(hidden, gru_numpy(x, w, b, h0, reverse, *acts), atol=1e-12)


@pytest.mark.parametrize("reverse", [False, True])
def test_numeric_gradients_with_relu_and_linear(reverse):
    """Relu's kink: inputs away from it are the generic case (a central difference across it is
    not a derivative), which these seeds give."""
    x, w, b, h0, c0 = _inputs(4)
    check_grad("lstm", {"Input": LodArray.of(x, LOD), "Weight": w, "Bias": b, "H0": h0, "C0": c0},
               {"reverse": reverse, "gate_act": "sigmoid", "candidate_act": "relu", "state_act": "linear"})
    x, w, b, h0, _ = _inputs(3)
    check_grad("gru", {"Input": LodArray.of(x, LOD), "Weight": w, "Bias": b, "H0": h0},
               {"reverse": reverse, "gate_act": "sigmoid", "candidate_act": "relu"})


def test_lstmemory_and_grumemory_carry_v2s_activations_onto_the_ops():
    with paddle.Tape():
        words = paddle.layer.data(name="w", type=paddle.data_type.dense_vector_sequence(8))
        proj = paddle.layer.fc(input=words, size=4 * 3, act=paddle.activation.Linear(), bias_attr=False)
        lstm = paddle.layer.lstmemory(input=proj, act=paddle.activation.Relu(), gate_act=paddle.activation.Tanh(),
                                      state_act=paddle.activation.Linear(), reverse=True)
        proj3 = paddle.layer.fc(input=words, size=3 * 3, act=paddle.activation.Linear(), bias_attr=False)
        gru = paddle.layer.grumemory(input=proj3, act=paddle.activation.Relu(), gate_act=paddle.activation.Sigmoid())
        both = paddle.layer.concat(input=[lstm, gru])
        paddle.parameters.create(both)
        ops = {op.type: op.attrs for op in both.model.root_net().ops if op.type in ("lstm", "gru")}
    assert {k: ops["lstm"][k] for k in ("candidate_act", "gate_act", "state_act", "reverse")} == \
        {"candidate_act": "relu", "gate_act": "tanh", "state_act": "linear", "reverse": True}
    assert {k: ops["gru"][k] for k in ("candidate_act", "gate_act")} == {"candidate_act": "relu", "gate_act": "sigmoid"}


def test_an_activation_the_ops_do_not_have_is_refused_by_name():
    with paddle.Tape():
        words = paddle.layer.data(name="w", type=paddle.data_type.dense_vector_sequence(8))
        proj = paddle.layer.fc(input=words, size=4 * 3, act=paddle.activation.Linear(), bias_attr=False)
        with pytest.raises(ConfigError, match="lstmemory layer.*state_act.*not supported") as err:
            paddle.layer.lstmemory(input=proj, state_act=paddle.activation.Softmax())
    assert err.value.rule == "unsupported" and err.value.argument == "state_act"


@pytest.mark.parametrize("act, gate_act", [(paddle.activation.Relu(), paddle.activation.Linear()),
                                           (paddle.activation.Linear(), paddle.activation.Tanh())])
def test_gru_step_with_other_activations_is_v2s_gru(act, gate_act):
    def cell(x_t: Any, h0: Any) -> Any:
        mem = paddle.layer.memory(name="g", size=H, boot_layer=h0)
        return paddle.layer.gru_step(input=_linear(x_t, 3 * H), output_mem=mem, size=H, name="g", act=act,
                                     gate_act=gate_act)
    got, p, feed = _run_cell(cell)
    fc = next(n[:-2] for n in p if n.startswith("fc") and n.endswith(".w"))
    w, b, fa, fg = p["g.w"], p["g.b"], FUNCS[act.name], FUNCS[gate_act.name]

    def step(x: np.ndarray, h: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        proj = x @ p[fc + ".w"] + p[fc + ".b"] + b
        z, r = fg(proj[:H] + h @ w[:, :H]), fg(proj[H:2 * H] + h @ w[:, H:2 * H])
        new = (1 - z) * h + z * fa(proj[2 * H:] + (r * h) @ w[:, 2 * H:])
        return new, new
    np.testing.assert_allclose(got, _each_step(feed, step, lambda i: feed["h0"][i]), rtol=1e-12, atol=1e-14)


def test_lstm_step_with_other_activations_is_v2s_lstm():
    act, gate_act, state_act = paddle.activation.Relu(), paddle.activation.Tanh(), paddle.activation.Linear()

    def cell(x_t: Any, h0: Any) -> Any:
        mem = paddle.layer.memory(name="h", size=H, boot_layer=h0)
        state = paddle.layer.memory(name="c", size=H)
        gates = paddle.layer.elementwise_add(_linear(x_t, 4 * H), _linear(mem, 4 * H, bias=False))
        out = paddle.layer.lstm_step(input=gates, state=state, size=H, name="h", act=act, gate_act=gate_act,
                                     state_act=state_act)
        paddle.layer.get_output(input=out, arg_name="state", name="c")
        return out
    got, p, feed = _run_cell(cell)
    fx, fh = sorted((n[:-2] for n in p if n.startswith("fc") and n.endswith(".w")), key=lambda n: int(n[3:]))
    peep = p["h.b"]

    def step(x: np.ndarray, hc: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, Any]:
        h, c = hc
        g = x @ p[fx + ".w"] + p[fx + ".b"] + h @ p[fh + ".w"]
        a = np.maximum(g[:H], 0.0)
        i, f = np.tanh(g[H:2 * H] + c * peep[:H]), np.tanh(g[2 * H:3 * H] + c * peep[H:2 * H])
        c = a * i + c * f
        h = np.tanh(g[3 * H:] + c * peep[2 * H:]) * c
        return h, (h, c)
    expected = _each_step(feed, step, lambda i: (feed["h0"][i], np.zeros(H)))
    np.testing.assert_allclose(got, expected, rtol=1e-12, atol=1e-14)


def stacked_lstm_net(input_dim: int, class_dim: int = 2, emb_dim: int = 16, hid_dim: int = 32,
                     stacked_num: int = 3) -> tuple[Any, Any]:
    """The book's chapter 06 stacked LSTM, in miniature: fc + lstmemory(act=Relu) layers, each fc
    reading the previous fc and lstm, every other lstmemory reversed, max pooling of the last two."""
    relu, linear = paddle.activation.Relu(), paddle.activation.Linear()
    data = paddle.layer.data("word", paddle.data_type.integer_value_sequence(input_dim))
    emb = paddle.layer.embedding(input=data, size=emb_dim)
    fc = paddle.layer.fc(input=emb, size=hid_dim, act=linear)
    inputs = [fc, paddle.layer.lstmemory(input=fc, act=relu)]
    for i in range(2, stacked_num + 1):
        fc = paddle.layer.fc(input=inputs, size=hid_dim, act=linear)
        inputs = [fc, paddle.layer.lstmemory(input=fc, reverse=(i % 2) == 0, act=relu)]
    pooled = [paddle.layer.pooling(input=x, pooling_type=paddle.pooling.Max()) for x in inputs]
    output = paddle.layer.fc(input=pooled, size=class_dim, act=paddle.activation.Softmax())
    label = paddle.layer.data("label", paddle.data_type.integer_value(2))
    return paddle.layer.classification_cost(input=output, label=label), output


def test_chapter_06_stacked_lstm_with_relu_learns_word_order():
    from .test_v2_words_programs import VOCAB, _ordered_sentences, _train
    rng = np.random.default_rng(1)
    train, test = _ordered_sentences(rng, 320), _ordered_sentences(rng, 200)
    with paddle.Tape():
        cost, output = stacked_lstm_net(VOCAB)
        costs, accuracy = _train(cost, output, train, test, passes=6)
    print(f"order task: stacked relu LSTM {accuracy:.3f}")
    assert costs[-1] < 0.5 * costs[0] and accuracy >= 0.9, (costs, accuracy)
