"""v2's ctc (probabilities, blank last) and warp_ctc (unnormalised scores, blank given) against
torch.nn.functional.ctc_loss, on a ragged batch holding a sequence of one step; a label that no
alignment fits costs +inf, as torch's."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import paddle.v2 as paddle

torch = pytest.importorskip("torch")

C = 5  # 4 classes and the blank
STEPS = [4, 1, 6]
LABELS = [[1, 1], [2], [3, 1, 2]]


def _torch_loss(scores: list[np.ndarray], blank: int) -> np.ndarray:
    out = []
    for s, label in zip(scores, LABELS):
        logp = torch.log_softmax(torch.tensor(s, dtype=torch.float64), dim=1)[:, None, :]
        out.append(torch.nn.functional.ctc_loss(logp, torch.tensor([label]), [len(s)], [len(label)], blank=blank,
                                                reduction="none").item())
    return np.array(out)


def _run(make: Any, scores: list[np.ndarray]) -> np.ndarray:
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector_sequence(C))
        y = paddle.layer.data(name="y", type=paddle.data_type.integer_value_sequence(C))
        cost = make(x, y)
        params = paddle.parameters.create(cost)
        return np.asarray(paddle.infer(output_layer=cost, parameters=params,
                                       input=[(s, label) for s, label in zip(scores, LABELS)])).ravel()


def test_warp_ctc_is_torchs_ctc_loss() -> None:
    rng = np.random.default_rng(0)
    scores = [rng.normal(size=(n, C)).astype(np.float32) for n in STEPS]
    got = _run(lambda x, y: paddle.layer.warp_ctc(input=x, label=y, size=C, blank=0), scores)
    np.testing.assert_allclose(got, _torch_loss(scores, blank=0), rtol=1e-5)


def test_ctc_takes_probabilities_with_the_blank_last() -> None:
    rng = np.random.default_rng(1)
    logits = [rng.normal(size=(n, C)) for n in STEPS]
    probs = [(np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)).astype(np.float32) for z in logits]
    labels_blank_last = _torch_loss(logits, blank=C - 1)
    got = _run(lambda x, y: paddle.layer.ctc(input=x, label=y, size=C), probs)
    np.testing.assert_allclose(got, labels_blank_last, rtol=1e-5)
    normed = _run(lambda x, y: paddle.layer.ctc(input=x, label=y, size=C, norm_by_times=True), probs)
    np.testing.assert_allclose(normed, labels_blank_last / np.array(STEPS), rtol=1e-5)


def test_a_label_no_alignment_fits_costs_infinity() -> None:
    scores = [np.zeros((1, C), np.float32), np.zeros((2, C), np.float32), np.zeros((6, C), np.float32)]
    global LABELS
    saved, LABELS = LABELS, [[1, 2], [1, 1], [3]]  # two labels in one step; a repeat needs a blank between
    try:
        got = _run(lambda x, y: paddle.layer.warp_ctc(input=x, label=y, size=C), scores)
    finally:
        LABELS = saved
    assert np.isinf(got[0]) and np.isinf(got[1]) and np.isfinite(got[2])
