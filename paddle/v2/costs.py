"""v2's `classification_cost`: the cross-entropy cost of the class probabilities `input` against
`label`, with the evaluators v2 attached to it (by default `classification_error_evaluator`,
reported as `event.metrics['classification_error_evaluator']` in the trainer's events and
`trainer.test()` results). `evaluator=[]` attaches none."""
from __future__ import annotations

import inspect
from typing import Any

from paddle.registry import ConfigError
from paddle.tape import TapeItem

DEFAULT_EVALUATOR_NAME = "classification_error_evaluator"


def classification_cost(input: Any, label: Any, weight: Any = None, name: str | None = None,
                        evaluator: Any = None, layer_attr: Any = None, coeff: float = 1.0,
                        **kwargs: Any) -> TapeItem:
    from paddle.generated import v2_layers

    from . import evaluator as evaluators
    if evaluator is None:
        evaluator = evaluators.classification_error_evaluator
    given = {k: v for k, v in (("weight", weight), ("coeff", coeff if coeff != 1.0 else None)) if v is not None}
    accepted = inspect.signature(v2_layers.cross_entropy).parameters
    if any(argument not in accepted for argument in given) and not kwargs:
        # a per-sample weight or a coefficient: v2's cross_entropy_cost computes the same, weighted
        from .layers_cost import cross_entropy_cost
        cost = cross_entropy_cost(input=input, label=label, name=name, coeff=coeff, weight=weight,
                                  layer_attr=layer_attr)
    else:
        for argument, value in given.items():
            if argument not in accepted:
                raise ConfigError(f"classification_cost: {argument}={value!r} is not supported with {sorted(kwargs)}",
                                  layer="classification_cost", argument=argument, rule="unsupported", value=value)
        cost = v2_layers.cross_entropy(input=input, label=label, name=name, layer_attr=layer_attr, **given, **kwargs)
    for each in evaluator if isinstance(evaluator, (list, tuple)) else [evaluator]:
        each(input=input, label=label, name=_evaluator_name(getattr(each, "__name__", "evaluator")))
    return cost


def _evaluator_name(kind: str) -> str:
    """v2 named the attached evaluator after its function; a second cost in one network gets a
    numbered name (the first keeps the plain one programs read)."""
    from paddle.tape import current_tape
    scope = current_tape().model.root_scope()
    if scope.find_var(kind) is None:
        return kind
    return current_tape().model.unique_name(kind)


__all__ = ["classification_cost"]
