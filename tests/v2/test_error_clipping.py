"""v2's error clipping (`layer_attr=paddle.attr.Extra(error_clipping_threshold=t)`, book chapter 08):
the gradient reaching a layer's output is clipped to [-t, t] before the layer's own backward.

One SGD step of a two-layer net against a numpy reference: the layer below the clipped output
gets the update computed with the clipped gradient, the layer above is unaffected, and a
threshold no gradient reaches trains bitwise as the unclipped net."""
from __future__ import annotations

import math

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.registry import AttributeTypeError, ConfigError, ConstraintError

LR = 0.1
THRESHOLD = 0.5  # engages on some elements of the hidden layer's gradient, not on all

RNG = np.random.default_rng(7)
X = RNG.normal(size=(4, 3)).astype(np.float32)
Y = RNG.normal(size=(4, 2)).astype(np.float32)
W1 = RNG.normal(size=(3, 5)).astype(np.float32)
W2 = (3.0 * RNG.normal(size=(5, 2))).astype(np.float32)


def _one_step(extra):
    """W1 and W2 after one SGD step (lr LR, batch X, Y) of x -> hidden (W1, layer_attr=extra) -> out (W2)
    -> mse."""
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(3))
        y = paddle.layer.data(name="y", type=paddle.data_type.dense_vector(2))
        hidden = paddle.layer.fc(input=x, size=5, act=paddle.activation.Linear(), bias_attr=False,
                                 name="hidden", layer_attr=extra)
        out = paddle.layer.fc(input=hidden, size=2, act=paddle.activation.Linear(), bias_attr=False, name="out")
        cost = paddle.layer.mse(input=out, label=y)
        params = paddle.parameters.create(cost)
        params.set("hidden.w", W1)
        params.set("out.w", W2)
        trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.SGD(learning_rate=LR))
        trainer.train(lambda: iter([list(zip(X, Y))]), num_passes=1)
        assert hidden.name == "hidden"  # the layer keeps its name: its output is the clip's
        return params.get("hidden.w"), params.get("out.w")


def _reference(threshold):
    """The step in float64: cost = sum over samples and outputs of (out - y)^2 (v2's mse, summed
    over the batch), the hidden layer's gradient clipped when `threshold` is given."""
    x, y, w1, w2 = (a.astype(np.float64) for a in (X, Y, W1, W2))
    hidden = x @ w1
    d_out = 2.0 * (hidden @ w2 - y)
    d_hidden = d_out @ w2.T
    if threshold is not None:
        d_hidden = np.clip(d_hidden, -threshold, threshold)
    return w1 - LR * x.T @ d_hidden, w2 - LR * hidden.T @ d_out, d_out @ w2.T


def test_the_reference_is_v2s_unclipped_step():
    w1, w2 = _one_step(None)
    want_w1, want_w2, _ = _reference(None)
    np.testing.assert_allclose(w1, want_w1, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(w2, want_w2, rtol=1e-5, atol=1e-5)


def test_the_layer_below_a_clipped_output_gets_the_clipped_gradient_and_the_layer_above_not():
    _, _, d_hidden = _reference(None)
    engaged = np.abs(d_hidden) > THRESHOLD
    assert 0 < engaged.sum() < engaged.size  # the clip matters here, and not everywhere
    w1, w2 = _one_step(paddle.attr.ExtraLayerAttribute(error_clipping_threshold=THRESHOLD))
    want_w1, _, _ = _reference(THRESHOLD)
    unclipped_w1, unclipped_w2 = _one_step(None)
    np.testing.assert_allclose(w1, want_w1, rtol=1e-5, atol=1e-5)
    assert np.abs(w1 - unclipped_w1).max() > 1e-2  # the clipped step is another step
    np.testing.assert_array_equal(w2, unclipped_w2)  # above the clip: unaffected, bitwise


def test_a_threshold_no_gradient_reaches_trains_bitwise_as_no_clipping():
    clipped = _one_step(paddle.attr.Extra(error_clipping_threshold=1e30))
    for got, want in zip(clipped, _one_step(None)):
        np.testing.assert_array_equal(got, want)


def test_error_clipping_after_dropout_keeps_the_layers_name_and_inference_unchanged():
    with paddle.Tape() as tape:
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(3))
        h = paddle.layer.fc(input=x, size=4, act=paddle.activation.Tanh(), name="h",
                            layer_attr=paddle.attr.Extra(drop_rate=0.5, error_clipping_threshold=1.0))
        params = paddle.parameters.create(h)
        ops = [op.type for op in tape.model.graph.cur_net().ops]
        assert h.name == "h" and ops[-2:] == ["dropout", "error_clip"]  # the clip sees the consumers' gradient
        inferred = paddle.infer(h, params, [(X[0],)])
        assert inferred.shape == (1, 4) and np.all(np.abs(inferred) <= 1.0)


@pytest.mark.parametrize("threshold, error, rule", [
    (-1.0, ConstraintError, "at_least"), ("big", AttributeTypeError, "type"), (True, AttributeTypeError, "type"),
    (math.nan, AttributeTypeError, "type"), (math.inf, AttributeTypeError, "type"),
])
def test_a_bad_threshold_is_a_typed_error_naming_layer_and_argument(threshold, error, rule):
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(3))
        with pytest.raises(error, match="error_clipping_threshold") as err:
            paddle.layer.fc(input=x, size=2, layer_attr=paddle.attr.Extra(error_clipping_threshold=threshold))
    assert (err.value.layer, err.value.argument, err.value.rule) == ("fc", "error_clipping_threshold", rule)


@pytest.mark.parametrize("off", [0, 0.0, None])
def test_zero_or_none_means_no_clipping(off):
    with paddle.Tape() as tape:
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(3))
        paddle.layer.fc(input=x, size=2, layer_attr=paddle.attr.Extra(error_clipping_threshold=off))
        assert "error_clip" not in [op.type for op in tape.model.graph.cur_net().ops]


def test_a_step_layer_refuses_error_clipping_rather_than_ignoring_it():
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector_sequence(6))

        def step(x_t):
            memory = paddle.layer.memory(name="state", size=2)
            return paddle.layer.gru_step(input=x_t, output_mem=memory, size=2, name="state",
                                         layer_attr=paddle.attr.Extra(error_clipping_threshold=1.0))
        with pytest.raises(ConfigError, match="error_clipping_threshold is not supported on a step layer"):
            paddle.layer.recurrent_group(step=step, input=x)


def test_the_registry_json_says_the_gradient_is_not_the_derivative_and_where_it_is():
    import json
    from pathlib import Path
    entries = json.loads((Path(__file__).parents[2] / "generated" / "registry.json").read_text(encoding="utf-8"))
    ops = entries["ops"] if isinstance(entries, dict) else entries
    entry = next(e for e in ops if e["name"] == "error_clip")
    assert entry["gradient"]["not_derivative"] and entry["gradient"]["derivative_at"] == {"threshold": 1e30}
    clip = next(e for e in ops if e["name"] == "clip")
    assert clip["gradient"].get("not_derivative") is None  # an ordinary gradient says nothing (no nulls)


def _decoder_step(threshold, start=None):
    """Chapter 08's shape: an fc with error clipping inside a recurrent_group's step, feeding a
    gru_step; one SGD step over two sentences. Returns the parameters before and after."""
    L, DT, ACT = paddle.layer, paddle.data_type, paddle.activation
    extra = paddle.attr.ExtraLayerAttribute(error_clipping_threshold=threshold)
    with paddle.Tape():
        words = L.data(name="words", type=DT.integer_value_sequence(6))
        labels = L.data(name="labels", type=DT.integer_value_sequence(5))
        embedded = L.embedding(input=words, size=4, name="emb")

        def step(word):
            state = L.memory(name="state", size=3)
            inputs = L.fc(input=[word, state], size=9, act=ACT.Linear(), bias_attr=False, name="proj",
                          layer_attr=extra)
            return L.gru_step(name="state", input=inputs, output_mem=state, size=3)
        decoded = L.recurrent_group(step=step, input=embedded, name="decoder")
        probs = L.fc(input=decoded, size=5, act=ACT.Softmax(), name="probs")
        cost = L.classification_cost(input=probs, label=labels)
        params = paddle.parameters.create(cost)
        for name, value in (start or {}).items():
            params.set(name, value)
        before = {n: params.get(n).copy() for n in params.names()}
        trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.SGD(learning_rate=1.0))
        trainer.train(lambda: iter([[([1, 2, 3], [0, 4, 2]), ([5, 1], [3, 3])]]), num_passes=1)
        return before, {n: params.get(n) for n in params.names()}


def test_error_clipping_inside_a_recurrent_groups_step_clips_what_reaches_the_layers_below():
    start, unclipped = _decoder_step(None)
    _, clipped = _decoder_step(1e-4, start)
    _, never = _decoder_step(1e30, start)
    assert unclipped.keys() == clipped.keys() == never.keys() and "_emb.w0" in clipped
    for name in unclipped:
        np.testing.assert_array_equal(never[name], unclipped[name], err_msg=name)
    np.testing.assert_array_equal(clipped["_probs.w0"], unclipped["_probs.w0"])  # above the step: unaffected
    # below the clipped fc, every step's gradient is at most 1e-4 per element: the embedding barely moves
    moved = np.abs(clipped["_emb.w0"] - start["_emb.w0"]).max()
    assert 0 < moved < 1e-3 < np.abs(unclipped["_emb.w0"] - start["_emb.w0"]).max()
