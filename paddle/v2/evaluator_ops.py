"""The ops behind evaluators with no op of their own (paddle/v2/evaluator.py)."""
from __future__ import annotations

from typing import Any

EPS = 1e-12


def precision_recall_f1(scores: Any, labels: Any, positive_label: int | None, out: str) -> tuple[Any, Any, Any]:
    """(precision, recall, F1) of the argmax predictions of `scores` [N, C] against `labels` [N, 1],
    for class `positive_label`, or the means over the classes; named `<out>.precision` etc."""
    from paddle.generated import layers as L
    ones = L.scale(scores, scale=0.0, bias=1.0)
    classes = L.cumsum(ones, axis=1, exclusive=True)  # each row 0, 1, ..., C-1
    predicted = L.cast(L.argmax(scores, axis=1, keep_dim=True), out_dtype=scores.info.dtype.value)
    truth = L.cast(labels, out_dtype=scores.info.dtype.value)
    pred_hot = L.cast(L.equal(classes, predicted), out_dtype=scores.info.dtype.value)
    true_hot = L.cast(L.equal(classes, truth), out_dtype=scores.info.dtype.value)
    tp = L.reduce_sum(L.elementwise_mul(pred_hot, true_hot), dim=[0])
    pp, ap = L.reduce_sum(pred_hot, dim=[0]), L.reduce_sum(true_hot, dim=[0])
    precision = L.div(tp, L.scale(pp, scale=1.0, bias=EPS))  # no prediction of a class: precision 0
    recall = L.div(tp, L.scale(ap, scale=1.0, bias=EPS))
    if positive_label is None:
        p, r = L.reduce_mean(precision, keep_dim=True), L.reduce_mean(recall, keep_dim=True)
    else:
        p = L.slice(precision, axes=[0], starts=[positive_label], ends=[positive_label + 1])
        r = L.slice(recall, axes=[0], starts=[positive_label], ends=[positive_label + 1])
    p = L.scale(p, scale=1.0, bias=0.0, name=f"{out}.precision")
    r = L.scale(r, scale=1.0, bias=0.0, name=f"{out}.recall")
    f1 = L.div(L.scale(L.elementwise_mul(p, r), scale=2.0, bias=0.0), L.scale(L.add(p, r), scale=1.0, bias=EPS),
               name=f"{out}.F1-score")
    return p, r, f1
