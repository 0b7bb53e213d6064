"""Evaluation metrics: accuracy (top-1) and auc (ROC area from thresholded bucket counts, as
Paddle's auc op computed it). Neither is differentiable: they count."""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import INTEGERS, ROWS, DataType, Domain, Function, TensorInfo, require

from ._xp import xp_of
from .loss import _check_labels, check_unit_interval

COUNTS = "a count of rows is piecewise constant in the scores: its derivative is 0 wherever it exists"


# --- accuracy -------------------------------------------------------------------------------------
def _accuracy(out: Any, label: Any) -> tuple[Any, Any, Any]:
    """A row is correct when its label is the index of its largest score (the first of ties, as
    argmax). Accuracy = Correct / Total; 0 for an empty batch."""
    xp = xp_of(out)
    n, c = out.shape
    labels = _check_labels(label, c, "accuracy")
    hits = (out.argmax(axis=1) == labels).sum() if n else xp.zeros((), np.int64)
    correct = xp.asarray(hits, dtype=np.int64).reshape(1)
    accuracy = (correct / max(n, 1)).astype(out.dtype)
    return accuracy, correct, xp.full((1,), n, dtype=np.int64)


accuracy = (
    Function("accuracy", "Top-1 accuracy of a batch: the fraction of rows whose Label is the index of the "
             "row's largest score in Out (the first of ties); rows may be the steps of sequences (a "
             "tagger's per-token accuracy).")
    .input("Out", "an [N, C] matrix of scores or probabilities", shape=("N", "C"), seq_types=ROWS)
    .input("Label", "an [N, 1] matrix of class indexes in [0, C)", shape=("N", 1), dtypes=INTEGERS,
           type_var=None, no_grad=True, domain=Domain(0, "C", high_open=True), seq_types=ROWS)
    .output("Accuracy", "a [1] tensor: Correct / Total (0 for an empty batch)", shape=(1,))
    .output("Correct", "a [1] int64 tensor: the rows predicted right", shape=(1,), dtypes=(DataType.INT64,),
            type_var=None)
    .output("Total", "a [1] int64 tensor: the rows", shape=(1,), dtypes=(DataType.INT64,), type_var=None)
    .oracle("torch", "(torch.eq(torch.argmax(Out, 1, keepdim=True), Label).double().mean().reshape(1), "
            "torch.eq(torch.argmax(Out, 1, keepdim=True), Label).sum().reshape(1), torch.tensor([Label.size(0)]))")
    .kernel(_accuracy)
    .no_grad(COUNTS)
    .example("scores = data('scores', [None, 10])\n"
             "label = data('label', [None, 1], dtype='int64')\n"
             "acc, correct, total = layers.accuracy(scores, label)")
    .register()
)


# --- auc ------------------------------------------------------------------------------------------
MAX_THRESHOLDS = 1 << 20  # two count arrays of this size: bounded memory whatever the attribute


def _auc_shape(predict: TensorInfo, label: TensorInfo, *, num_thresholds: int) -> None:
    require(predict.shape[1] in (1, 2, None),
            f"Predict should be [N, 2] (probabilities of class 0 and 1) or [N, 1], got {tuple(predict.shape)}")


def _auc(predict: Any, label: Any, *, num_thresholds: int) -> Any:
    """Each prediction falls in bucket floor(p * num_thresholds); sweeping the threshold down
    the buckets traces the ROC curve, whose area is summed as trapezoids (a bucket holding
    positives and negatives at once counts half, as tied scores do). A batch without both classes
    has AUC 0."""
    xp = xp_of(predict)
    check_unit_interval("auc", "Predict", predict)
    check_unit_interval("auc", "Label", label)
    buckets = (predict[:, -1].astype(np.float64) * num_thresholds).astype(np.int64)
    positive = label.reshape(-1) != 0
    pos = xp.bincount(buckets[positive], minlength=num_thresholds + 1)[::-1].astype(np.float64)
    neg = xp.bincount(buckets[~positive], minlength=num_thresholds + 1)[::-1].astype(np.float64)
    tp, fp = xp.cumsum(pos), xp.cumsum(neg)
    area = (neg * (2 * tp - pos)).sum() / 2  # each step: width neg, heights tp - pos and tp
    total = tp[-1] * fp[-1]
    return xp.where(total > 0, area / xp.maximum(total, 1), 0.0).reshape(1).astype(predict.dtype)


def _auc_reference(predict: Any, label: Any, *, num_thresholds: int) -> Any:
    """Mann-Whitney U on the bucketed scores, pair by pair: the chance that a positive scores
    above a negative, ties counting half (written apart from the kernel's sweep)."""
    scores = np.floor(np.asarray(predict, np.float64)[:, -1] * num_thresholds)
    y = np.asarray(label).reshape(-1) != 0
    pos, neg = scores[y], scores[~y]
    if pos.size == 0 or neg.size == 0:
        return np.zeros(1)
    above = (pos[:, None] > neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum()
    return np.array([above / (pos.size * neg.size)])


def _auc_inputs(rng: Any, dtype: Any, *, num_thresholds: int) -> dict[str, Any]:
    """[N, 2] or [N, 1] probabilities: uniform, 0, 1 and exact bucket edges (ties), both labels."""
    n, k = int(rng.integers(1, 17)), int(rng.integers(1, 3))
    edges = rng.integers(0, num_thresholds + 1, n) / num_thresholds
    p = np.where(rng.random(n) < 0.3, edges, rng.uniform(0.0, 1.0, n))
    p[rng.random(n) < 0.1] = 0.0
    p[rng.random(n) < 0.1] = 1.0
    predict = np.stack([1 - p, p], axis=1)[:, 2 - k:]
    return {"Predict": predict.astype(dtype), "Label": rng.integers(0, 2, (n, 1)).astype(np.int64)}


auc = (
    Function("auc", "Area under the ROC curve of a batch, from the predictions counted in num_thresholds + 1 "
             "buckets (Paddle's auc op): equal to the exact AUC of the scores floor(p * num_thresholds).")
    .input("Predict", "an [N, 2] matrix of class probabilities (or [N, 1]: of class 1); its last column is read",
           shape=("N", "K"), domain=Domain(0.0, 1.0))
    .input("Label", "an [N, 1] matrix of labels: 0 negative, 1 positive", shape=("N", 1), dtypes=INTEGERS,
           type_var=None, no_grad=True, domain=Domain(0, 1))
    .output("AUC", "a [1] tensor: the area, 0 when the batch lacks a class", shape=(1,))
    .attribute("num_thresholds", int, "the number of buckets the probabilities are counted in (less one)")
    .default(200).in_range(1, MAX_THRESHOLDS)
    .shape(_auc_shape)
    .oracle("numpy").reference(_auc_reference)
    .kernel(_auc)
    .test_inputs(_auc_inputs)
    .no_grad(COUNTS + "; Label is an integer")
    .example("prob = data('prob', [None, 2])\n"
             "label = data('label', [None, 1], dtype='int64')\n"
             "area = layers.auc(prob, label, num_thresholds=100)")
    .register()
)
