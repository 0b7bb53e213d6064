"""v2's evaluators (`paddle.evaluator.classification_error(input=prediction, label=label)`): metrics
kept in every topology that has their inputs, although no layer reads them (seed 000). The trainer
reports each as `event.metrics[name]`, averaged over a pass by batch size."""
from __future__ import annotations

from typing import Any

from paddle.tape import TapeItem, current_tape
from paddle.v2_support import input_expression


def _record(kind: str, name: str | None, build: Any, *inputs: tuple[str, Any]) -> TapeItem:
    read: list[TapeItem] = []
    exprs = [input_expression(kind, argument, value, read) for argument, value in inputs]
    tape = current_tape()
    return tape.record(kind, lambda: build(*exprs, name or tape.model.unique_name(kind)), read, keep=True)


def classification_error(input: Any, label: Any, name: str | None = None) -> TapeItem:
    """The fraction of rows whose largest score is not the label (1 - accuracy)."""
    from paddle.generated import layers

    def build(scores: Any, labels: Any, out: str) -> Any:
        accuracy, _, _ = layers.accuracy(scores, labels)
        return layers.scale(accuracy, scale=-1.0, bias=1.0, name=out)
    return _record("classification_error", name, build, ("input", input), ("label", label))


def auc(input: Any, label: Any, name: str | None = None) -> TapeItem:
    """The area under the ROC curve of the positive class's probability (the batch's)."""
    from paddle.generated import layers
    return _record("auc", name, lambda p, y, out: layers.auc(p, y, name=out), ("input", input), ("label", label))


def sum(input: Any, name: str | None = None) -> TapeItem:  # noqa: A001  (v2's name)
    """The sum of the input over the batch (and every other axis)."""
    from paddle.generated import layers
    return _record("sum", name, lambda x, out: layers.reduce_sum(x, name=out), ("input", input))


__all__ = ["classification_error", "auc", "sum"]
