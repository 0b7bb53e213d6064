"""v2's vector layers with v2's signatures (paddle/v2/layers_misc.py, layers_extra.py) and v2's
activations, each in a small network against numpy written apart; gradients of the compositions
with weights or kinks numerically."""
from __future__ import annotations

import numpy as np
import pytest
import torch

import paddle.v2 as paddle
from paddle.registry import ConfigError, InputError

from .v2_layers_helpers import check_gradient, dense, integer, param, run

RNG = np.random.default_rng(11)
A = RNG.normal(size=(4, 3)).astype(np.float32)
B = RNG.normal(size=(4, 3)).astype(np.float32)
S = RNG.uniform(0.5, 2.0, size=(4, 1)).astype(np.float32)


def _two(layer, **kwargs):
    return run(lambda: layer(dense("a", 3), dense("b", 3), **kwargs), {"a": A, "b": B})[0]


def test_addto_sums_with_an_optional_bias_and_activation():
    got, model = run(lambda: paddle.layer.addto(input=[dense("a", 3), dense("b", 3)], act=paddle.activation.Tanh(),
                                                bias_attr=True, name="sum"), {"a": A, "b": B})
    np.testing.assert_allclose(got, np.tanh(A + B + param(model, "sum.b")), rtol=1e-5)
    got, model = run(lambda: paddle.layer.addto(input=[dense("a", 3), dense("b", 3)]), {"a": A, "b": B})
    np.testing.assert_allclose(got, A + B, rtol=1e-6)
    assert model.param_names == []  # v2's addto has no bias unless asked


def test_dropout_is_a_layer_of_its_own():
    big = np.ones((1, 4000), np.float32)
    dropped, _ = run(lambda: paddle.layer.dropout(input=dense("a", 4000), dropout_rate=0.25), {"a": big})
    assert abs(np.mean(dropped == 0) - 0.25) < 0.03
    kept, _ = run(lambda: paddle.layer.dropout(input=dense("a", 4000), dropout_rate=0.25), {"a": big},
                  inference=True)
    np.testing.assert_array_equal(kept, big)


def test_cos_sim_of_one_and_of_several_vectors():
    got = _two(lambda a, b, **k: paddle.layer.cos_sim(a=a, b=b, **k), scale=2.0)
    cos = torch.nn.functional.cosine_similarity(torch.tensor(A), torch.tensor(B), dim=1).numpy()
    np.testing.assert_allclose(got, 2.0 * cos.reshape(-1, 1), rtol=1e-5)
    many = RNG.normal(size=(4, 6)).astype(np.float32)
    got, _ = run(lambda: paddle.layer.cos_sim(a=dense("a", 3), b=dense("m", 6), size=2), {"a": A, "m": many})
    want = [torch.nn.functional.cosine_similarity(torch.tensor(A), torch.tensor(many[:, 3 * k:3 * k + 3]), dim=1)
            for k in range(2)]
    np.testing.assert_allclose(got, torch.stack(want, dim=1).numpy(), rtol=1e-5)
    with paddle.Tape(), pytest.raises(ConfigError, match="size"):
        paddle.layer.cos_sim(a=dense("a", 3), b=dense("m", 7), size=2)


def test_distances_and_products_of_pairs():
    np.testing.assert_allclose(_two(lambda a, b: paddle.layer.l2_distance(x=a, y=b)),
                               np.linalg.norm(A - B, axis=1, keepdims=True), rtol=1e-5)
    np.testing.assert_allclose(_two(lambda a, b: paddle.layer.dot_prod(input1=a, input2=b)),
                               (A * B).sum(axis=1, keepdims=True), rtol=1e-5)
    np.testing.assert_allclose(_two(lambda a, b: paddle.layer.out_prod(input1=a, input2=b)),
                               np.einsum("ni,nj->nij", A, B).reshape(4, 9), rtol=1e-6)


def test_per_sample_weights_scaling_power_interpolation():
    got = run(lambda: paddle.layer.scaling(input=dense("a", 3), weight=dense("s", 1)), {"a": A, "s": S})[0]
    np.testing.assert_allclose(got, S * A, rtol=1e-6)
    positive = np.abs(A) + 0.1
    got = run(lambda: paddle.layer.power(input=dense("a", 3), weight=dense("s", 1)), {"a": positive, "s": S})[0]
    np.testing.assert_allclose(got, positive ** S, rtol=1e-5)
    w = S / 2
    got = run(lambda: paddle.layer.interpolation(input=[dense("a", 3), dense("b", 3)], weight=dense("s", 1)),
              {"a": A, "b": B, "s": w})[0]
    np.testing.assert_allclose(got, w * A + (1 - w) * B, rtol=1e-5, atol=1e-6)


def test_row_arithmetic():
    got = run(lambda: paddle.layer.slope_intercept(input=dense("a", 3), slope=-2.0, intercept=0.5), {"a": A})[0]
    np.testing.assert_allclose(got, -2.0 * A + 0.5, rtol=1e-6)
    positive = np.abs(A) + 0.1
    got = run(lambda: paddle.layer.sum_to_one_norm(input=dense("a", 3)), {"a": positive})[0]
    np.testing.assert_allclose(got, positive / positive.sum(axis=1, keepdims=True), rtol=1e-5)
    got = run(lambda: paddle.layer.row_l2_norm(input=dense("a", 3)), {"a": A})[0]
    np.testing.assert_allclose(got, A / np.linalg.norm(A, axis=1, keepdims=True), rtol=1e-5)
    got = run(lambda: paddle.layer.clip(input=dense("a", 3), min=-0.5, max=0.25), {"a": A})[0]
    np.testing.assert_array_equal(got, np.clip(A, -0.5, 0.25))
    got, model = run(lambda: paddle.layer.scale_shift(input=dense("a", 3), name="ss"), {"a": A})
    np.testing.assert_allclose(got, param(model, "ss.w") * A + param(model, "ss.b"), rtol=1e-6)


def test_prelu_shares_a_slope_per_partial_sum_values():
    x = RNG.normal(size=(2, 6)).astype(np.float32)
    got, model = run(lambda: paddle.layer.prelu(input=dense("x", 6), partial_sum=2, name="p"), {"x": x})
    slopes = param(model, "p.w")
    assert slopes.shape == (3,) and np.all(slopes == 0.25)
    np.testing.assert_allclose(got, np.where(x > 0, x, np.repeat(slopes, 2) * x), rtol=1e-6)


def test_linear_comb_conv_shift_and_multiplex():
    w = RNG.normal(size=(4, 2)).astype(np.float32)
    v = RNG.normal(size=(4, 6)).astype(np.float32)
    got = run(lambda: paddle.layer.linear_comb(weights=dense("w", 2), vectors=dense("v", 6), size=3),
              {"w": w, "v": v})[0]
    np.testing.assert_allclose(got, np.einsum("nm,nmk->nk", w, v.reshape(4, 2, 3)), rtol=1e-5)
    a = RNG.normal(size=(2, 5)).astype(np.float32)
    k = RNG.normal(size=(2, 3)).astype(np.float32)
    got = run(lambda: paddle.layer.conv_shift(a=dense("a", 5), b=dense("k", 3)), {"a": a, "k": k})[0]
    want = np.array([[sum(a[n, (i + j - 1) % 5] * k[n, j] for j in range(3)) for i in range(5)] for n in range(2)])
    np.testing.assert_allclose(got, want, rtol=1e-5)
    index = np.array([[1], [0], [1], [1]])
    got = run(lambda: paddle.layer.multiplex(input=[integer("i", 2), dense("a", 3), dense("b", 3)]),
              {"i": index, "a": A, "b": B})[0]
    np.testing.assert_array_equal(got, np.where(index == 0, A, B))


def test_shapes_max_id_trans_resize_repeat_crop():
    np.testing.assert_array_equal(run(lambda: paddle.layer.max_id(input=dense("a", 3)), {"a": A})[0],
                                  A.argmax(axis=1).reshape(-1, 1))
    np.testing.assert_array_equal(run(lambda: paddle.layer.trans(input=dense("a", 3)), {"a": A})[0], A.T)
    np.testing.assert_array_equal(run(lambda: paddle.layer.resize(input=dense("a", 3), size=6), {"a": A})[0],
                                  A.reshape(-1, 6))
    from paddle.v2.layers_extra import repeat  # paddle.op's (paddle.layer.repeat is issue 18's)
    np.testing.assert_array_equal(run(lambda: repeat(input=dense("a", 3), num_repeats=2), {"a": A})[0], np.tile(A, 2))
    np.testing.assert_array_equal(run(lambda: repeat(input=dense("a", 3), num_repeats=2, as_row_vector=False),
                                      {"a": A})[0], np.repeat(A, 2, axis=1))
    images = RNG.normal(size=(2, 1 * 4 * 4)).astype(np.float32)
    got = run(lambda: paddle.layer.crop(input=paddle.layer.img_pool(input=dense("x", 16), pool_size=1),
                                        offset=[1, 2], shape=[2, 2]), {"x": images})[0]
    np.testing.assert_array_equal(got, images.reshape(2, 1, 4, 4)[:, :, 1:3, 2:4])


def test_layers_with_weights_tensor_selective_fc_factorization_machine_gated_unit():
    got, model = run(lambda: paddle.layer.tensor(a=dense("a", 3), b=dense("b", 3), size=2, name="t"),
                     {"a": A, "b": B})
    w = param(model, "t.w").reshape(3, 2, 3)
    np.testing.assert_allclose(got, np.einsum("ni,ikj,nj->nk", A, w, B) + param(model, "t.b"), rtol=1e-4, atol=1e-5)
    mask = (RNG.uniform(size=(4, 5)) > 0.5).astype(np.float32)
    got, model = run(lambda: paddle.layer.selective_fc(input=dense("a", 3), size=5, select=dense("m", 5), name="s"),
                     {"a": A, "m": mask})
    np.testing.assert_allclose(got, mask * np.tanh(A @ param(model, "s.w") + param(model, "s.b")), rtol=1e-5,
                               atol=1e-6)
    got, model = run(lambda: paddle.layer.factorization_machine(input=dense("a", 3), factor_size=4, name="fm"),
                     {"a": A})
    v = param(model, "fm.w")
    pairs = sum((v[i] @ v[j]) * A[:, i] * A[:, j] for i in range(3) for j in range(i + 1, 3))
    np.testing.assert_allclose(got, pairs.reshape(-1, 1), rtol=1e-4, atol=1e-5)
    got, model = run(lambda: paddle.layer.gated_unit(input=dense("a", 3), size=2, name="g"), {"a": A})
    proj = A @ param(model, "g_input_proj.w") + param(model, "g_input_proj.b")
    gate = 1 / (1 + np.exp(-(A @ param(model, "g_gate.w") + param(model, "g_gate.b"))))
    np.testing.assert_allclose(got, proj * gate, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("layer", ["tensor", "factorization_machine", "cos_sim_size", "conv_shift", "prelu"])
def test_gradients_of_compositions(layer):
    x = RNG.normal(size=(3, 4)).astype(np.float32)

    def make():
        h = paddle.layer.fc(input=dense("x", 4), size=6, act=paddle.activation.Linear(), name="h")
        if layer == "tensor":
            return paddle.layer.tensor(a=h, b=h, size=2)
        if layer == "factorization_machine":
            return paddle.layer.factorization_machine(input=h, factor_size=2)
        if layer == "cos_sim_size":
            part = paddle.layer.fc(input=h, size=3, act=paddle.activation.Linear())
            return paddle.layer.cos_sim(a=part, b=h, size=2)
        if layer == "conv_shift":
            return paddle.layer.conv_shift(a=h, b=paddle.layer.fc(input=h, size=3, act=paddle.activation.Tanh()))
        return paddle.layer.prelu(input=h, partial_sum=3)
    check_gradient(make, {"x": x}, "h.w", eps=1e-3 if layer == "prelu" else 1e-2)  # prelu: keep off its kink


ACTIVATIONS = {
    "Exp": np.exp, "Log": lambda x: np.log(np.abs(x) + 0.5), "Abs": np.abs, "Square": np.square,
    "Sqrt": lambda x: np.sqrt(np.abs(x) + 0.5), "Reciprocal": lambda x: 1 / (np.abs(x) + 0.5),
    "SoftSign": lambda x: x / (1 + np.abs(x)), "BRelu": lambda x: np.clip(x, 0, 24),
    "SoftRelu": lambda x: np.log1p(np.exp(np.clip(x, -40, 40))), "STanh": lambda x: 1.7159 * np.tanh(2 / 3 * x),
    "Relu": lambda x: np.maximum(x, 0), "Sigmoid": lambda x: 1 / (1 + np.exp(-x)), "Tanh": np.tanh,
    "Linear": lambda x: x, "Identity": lambda x: x,
}


@pytest.mark.parametrize("name", sorted(ACTIVATIONS))
def test_every_v2_activation_on_a_layer(name):
    x = (RNG.normal(size=(3, 4)) * 8).astype(np.float32)  # past brelu's 24 and softrelu's 40 too, in places
    x[0, 0], x[0, 1] = 30.0, -50.0
    positive_only = name in ("Log", "Sqrt", "Reciprocal")
    feed = np.abs(x) + 0.5 if positive_only else x
    got = run(lambda: paddle.layer.addto(input=[dense("x", 4)], act=getattr(paddle.activation, name)()),
              {"x": feed})[0]
    want = ACTIVATIONS[name](x) if not positive_only else ACTIVATIONS[name](x)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_sequence_softmax_activation_normalises_each_sequence():
    x = RNG.normal(size=(5, 1)).astype(np.float32)
    with paddle.Tape() as tape:
        seq = paddle.layer.data(name="s", type=paddle.data_type.dense_vector_sequence(1))
        out = paddle.layer.addto(input=[seq], act=paddle.activation.SequenceSoftmax())
        from paddle.core.tensor import Tensor
        got = tape.model.run(out.output, feed={"s": Tensor(x, lod=[[0, 2, 5]])})
    e = np.exp(x[:, 0])
    np.testing.assert_allclose(got[:, 0], np.concatenate([e[:2] / e[:2].sum(), e[2:] / e[2:].sum()]), rtol=1e-5)


def test_wrong_inputs_are_typed_errors_naming_the_layer():
    with paddle.Tape(), pytest.raises(InputError, match="interpolation layer: input should be 2 layers"):
        paddle.layer.interpolation(input=[dense("a", 3)], weight=dense("s", 1))
    with paddle.Tape(), pytest.raises(ConfigError, match="clip layer: min"):
        paddle.layer.clip(input=dense("a", 3), min=1.0, max=0.0)
    with paddle.Tape(), pytest.raises(ConfigError, match="cos_sim layer: size should be at least 1"):
        paddle.layer.cos_sim(a=dense("a", 3), b=dense("b", 3), size=0)


def test_row_conv_looks_ahead_within_each_sequence_and_trains():
    x = RNG.normal(size=(6, 2)).astype(np.float32)
    from paddle.core.tensor import Tensor
    with paddle.Tape() as tape:
        seq = paddle.layer.data(name="s", type=paddle.data_type.dense_vector_sequence(2))
        out = paddle.layer.row_conv(input=seq, context_len=3, name="rc")
        got = tape.model.run(out.output, feed={"s": Tensor(x, lod=[[0, 4, 6]])})
        w = param(tape.model, "rc.w")
    want = np.zeros_like(x)
    for a, b in ((0, 4), (4, 6)):
        for t in range(a, b):
            want[t] = sum(x[t + j] * w[j] for j in range(3) if t + j < b)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_sampling_id_draws_ids_as_often_as_their_probabilities_and_anew_each_run():
    probs = np.tile(np.array([[0.1, 0.6, 0.3]], np.float32), (3000, 1))
    with paddle.Tape() as tape:
        ids = paddle.layer.sampling_id(input=dense("p", 3), name="draw")
        first = tape.model.run(ids.output, feed={"p": probs})
        second = tape.model.run(ids.output, feed={"p": probs})
    counts = np.bincount(first.ravel(), minlength=3) / 3000
    np.testing.assert_allclose(counts, [0.1, 0.6, 0.3], atol=0.03)  # about 3.5 standard deviations
    assert first.shape == (3000, 1) and first.dtype == np.int64
    assert not np.array_equal(first, second)
    with paddle.Tape() as tape:
        again = tape.model.run(paddle.layer.sampling_id(input=dense("p", 3), name="draw").output, feed={"p": probs})
    np.testing.assert_array_equal(again, first)  # the same seed and step: the same draw
