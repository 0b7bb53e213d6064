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
    """v2's sum_evaluator: the sum of the input's values (every step of a sequence, e.g.
    crf_decoding's per-word errors) over the samples, reported per sample (the trainer divides
    a batch's total by its number of samples, paddle/v2/metrics.py)."""
    from paddle.generated import layers

    def build(x: Any, out: str) -> Any:
        if str(getattr(x.info.seq_type, "value", x.info.seq_type)) != "none":
            return layers.assign(x, name=out)  # the steps, summed by the trainer (no op sums an int sequence)
        return layers.reduce_sum(x, name=out)
    return _record("sum", name, build, ("input", input))


__all__ = ["classification_error", "auc", "sum"]


# --- v2's other evaluators (trainer_config_helpers/evaluators.py's names, less "_evaluator") ------
def column_sum(input: Any, name: str | None = None, weight: Any = None) -> TapeItem:
    """The sum of each column of the input over the batch (its mean over a pass is reported per
    batch, as the trainer averages every metric); v2's `column_sum_evaluator`."""
    _no_weight("column_sum", weight)
    from paddle.generated import layers
    return _record("column_sum", name, lambda x, out: layers.reduce_sum(x, dim=[0], name=out), ("input", input))


def value_printer(input: Any, name: str | None = None) -> TapeItem:
    """Prints the input layer's values after every batch, as v2's `value_printer_evaluator` did."""
    return _printer("value_printer", name, input)


def gradient_printer(input: Any, name: str | None = None) -> TapeItem:
    """Prints the gradient of the cost with respect to the input layer's output after every
    training batch, as v2's `gradient_printer_evaluator` did (nothing for a layer the cost does not
    depend on through a parameter: no gradient reaches it)."""
    return _printer("gradient_printer", name, input)


def chunk(input: Any, label: Any, chunk_scheme: str, num_chunk_types: int, name: str | None = None,
          excluded_chunk_types: Any = None) -> TapeItem:
    """v2's `chunk_evaluator` (precision/recall/F1 of chunks in tagged sequences): not supported yet."""
    raise _unsupported("chunk", "chunk evaluation (IOB/IOE/IOBES chunks of sequence labels) has no op yet")


def ctc_error(input: Any, label: Any, name: str | None = None) -> TapeItem:
    """v2's `ctc_error_evaluator`: not supported (there is no ctc layer)."""
    raise _unsupported("ctc_error", "there is no ctc layer to evaluate (warp_ctc/ctc are not built)")


def pnpair(input: Any, label: Any, query_id: Any, weight: Any = None, name: str | None = None) -> TapeItem:
    """v2's `pnpair_evaluator`: not supported."""
    raise _unsupported("pnpair", "positive-negative pair ranking evaluation has no op yet")


def precision_recall(input: Any, label: Any, positive_label: int | None = None, weight: Any = None,
                     name: str | None = None) -> TapeItem:
    """Precision, recall and F1 of the batch's predictions (the largest score's class):
    of class `positive_label`, or averaged over the classes (macro) when None. Reported as
    `<name>.precision`, `<name>.recall`, `<name>.F1-score` (each pass's figure is the batches'
    mean weighted by size, not v2's counts over the pass)."""
    _no_weight("precision_recall", weight)
    if positive_label is not None and (isinstance(positive_label, bool) or not isinstance(positive_label, int)
                                       or positive_label < 0):
        from paddle.registry import ConstraintError
        raise ConstraintError(f"precision_recall evaluator: positive_label should be an int >= 0 or None, got "
                              f"{positive_label!r}", layer="precision_recall", argument="positive_label",
                              rule="at_least", value=positive_label)

    def build(scores: Any, labels: Any, out: str) -> Any:
        from .evaluator_ops import precision_recall_f1
        return precision_recall_f1(scores, labels, positive_label, out)
    return _record("precision_recall", name, build, ("input", input), ("label", label))


def maxid_printer(input: Any, num_results: int | None = None, name: str | None = None) -> TapeItem:
    """Prints the index of each row's largest value after every batch (v2's
    `maxid_printer_evaluator`; `num_results` other than 1 is refused)."""
    if num_results not in (None, 1):
        raise _unsupported("maxid_printer", "only the top id (num_results=1) is printed")
    from paddle.generated import layers
    return _record("maxid_printer", name, lambda x, out: layers.argmax(x, axis=1, keep_dim=True, name=out),
                   ("input", input))


def maxframe_printer(input: Any, num_results: int | None = None, name: str | None = None) -> TapeItem:
    """v2's `maxframe_printer_evaluator`: not supported."""
    raise _unsupported("maxframe_printer", "printing the top frames of sequences is not supported")


def seqtext_printer(input: Any, result_file: str, id_input: Any = None, dict_file: str | None = None,
                    delimited: bool | None = None, name: str | None = None) -> TapeItem:
    """v2's `seqtext_printer_evaluator`: not supported."""
    raise _unsupported("seqtext_printer", "writing sequences as text to a file per batch is not supported")


def classification_error_printer(input: Any, label: Any, threshold: float = 0.5, name: str | None = None) -> TapeItem:
    """v2's `classification_error_printer_evaluator`: not supported (classification_error reports the rate)."""
    raise _unsupported("classification_error_printer", "use classification_error for the error rate")


def detection_map(input: Any, label: Any, overlap_threshold: float = 0.5, background_id: int = 0,
                  evaluate_difficult: bool = False, ap_type: str = "11point", name: str | None = None) -> TapeItem:
    """v2's `detection_map_evaluator`: not supported (there are no detection layers)."""
    raise _unsupported("detection_map", "there are no detection layers to evaluate")


def _printer(kind: str, name: str | None, input: Any) -> TapeItem:
    from paddle.generated import layers
    return _record(kind, name, lambda x, out: layers.scale(x, scale=1.0, bias=0.0, name=out), ("input", input))


PRINTERS = ("value_printer", "maxid_printer", "gradient_printer", "printer")  # what the trainer prints per batch


def _no_weight(kind: str, weight: Any) -> None:
    if weight is not None:
        raise _unsupported(kind, "a per-sample weight on an evaluator is not supported")


def _unsupported(kind: str, why: str) -> Exception:
    from paddle.registry import ConfigError
    return ConfigError(f"paddle.evaluator.{kind}: {why}", layer=f"{kind}_evaluator", argument="", rule="unsupported",
                       value=None)


def classification_error_evaluator(input: Any, label: Any, name: str | None = None, weight: Any = None,
                                   top_k: int | None = None, threshold: float | None = None) -> TapeItem:
    """v2's name as classification_cost attaches it: `classification_error`, checked for the
    arguments we do not support (weight, top_k > 1, threshold)."""
    _no_weight("classification_error", weight)
    if top_k not in (None, 1) or threshold is not None:
        raise _unsupported("classification_error", "only top-1 error without a threshold is supported")
    return classification_error(input, label, name=name)


__all__ += ["column_sum", "value_printer", "gradient_printer", "chunk", "ctc_error", "pnpair", "precision_recall",
            "maxid_printer", "maxframe_printer", "seqtext_printer", "classification_error_printer", "detection_map",
            "classification_error_evaluator"]
