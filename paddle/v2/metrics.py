"""What a v2 trainer reports besides the cost: the metrics of the evaluators kept in its topology
(`event.metrics[name]`), and the value printers it prints each batch."""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.model import Expression, Model

from .topology import Topology


def metric_expressions(topology: Topology) -> list[tuple[str, Expression]]:
    """(metric name, expression) of each evaluator kept in the topology: an evaluator with
    several outputs (precision_recall) reports each under its own variable's name."""
    from .evaluator import PRINTERS
    metrics = []
    for item in topology.kept():
        if item.layer in PRINTERS:
            continue
        exprs = item.expressions()
        metrics.extend([(item.name, exprs[0])] if len(exprs) == 1 else [(str(e.name), e) for e in exprs])
    return metrics


def summed_per_sample(topology: Topology) -> set[str]:
    """The metrics reported as their batch's total over its number of samples (v2's
    sum_evaluator), not as a mean: those of the sum evaluators kept in the topology."""
    return {i.name for i in topology.kept() if i.layer == "sum"}


def printer_expressions(topology: Topology) -> list[tuple[str, Expression]]:
    """The value and max-id printers kept in the topology, printed before each batch."""
    return [(i.name, i.output) for i in topology.kept() if i.layer in ("value_printer", "maxid_printer")]


def gradient_printers(topology: Topology) -> list[tuple[str, str]]:
    """(printer name, the gradient variable it prints) of the gradient printers kept."""
    from paddle.registry import grad_var_name
    return [(i.name, grad_var_name(i.inputs[0].name)) for i in topology.kept() if i.layer == "gradient_printer"]


def print_values(model: Model, printers: list[tuple[str, Expression]], feed: dict[str, Any]) -> None:
    """Print each printer's layer values for the batch, as v2's value_printer_evaluator did."""
    values = model.run([e for _, e in printers], feed=feed, inference=True)
    for (name, _), value in zip(printers, values):
        print(f"{name}: {np.array2string(np.asarray(value), threshold=100)}")


def print_gradients(model: Model, printers: list[tuple[str, str]]) -> None:
    """After a training step: each gradient printer's gradient, where one reached its layer."""
    scope = model.root_scope()
    for name, grad in printers:
        var = scope.find_var(grad)
        if var is not None and var.value is not None:
            print(f"{name}: {np.array2string(np.asarray(var.numpy()), threshold=100)}")


def printer_layers(topology: Topology) -> list[Any]:
    """The printer layers (paddle.layer.printer) kept in the topology."""
    return [i for i in topology.kept() if i.layer == "printer"]


def print_layers(model: Model, printers: list[Any], feed: dict[str, Any]) -> None:
    """Print each printer layer's line for the batch: its format filled with its inputs' values."""
    for p in printers:
        print(p.line(model.run(list(p.printed), feed=feed, inference=True)))


__all__ = ["printer_layers", "print_layers", "metric_expressions", "summed_per_sample", "printer_expressions",
           "gradient_printers", "print_values", "print_gradients"]
