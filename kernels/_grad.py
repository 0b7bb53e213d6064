"""The grad op of the standard gradient rule, declared in one call next to its forward op."""
from __future__ import annotations

from typing import Any, Callable

from paddle.registry import Function, FunctionMeta, SequenceType, SourceLocation

# Row-wise ops treat each row alike, so rows may be the steps of sequences (any nesting).
ROWS = tuple(SequenceType)


def grad_op(forward: str, kernel: Callable[..., Any], inputs: dict[str, dict[str, Any]],
            grads: tuple[str, ...] = ("X",)) -> FunctionMeta:
    """Register `<forward>_grad`: it reads `inputs` (slot -> TensorMeta fields: the forward
    inputs, outputs and `Out@GRAD`) and writes `<slot>@GRAD` shaped like each of `grads`;
    `kernel` serves the CPU and, array-generic, the GPU."""
    # errors and generated stamps name the op module that called us, not this helper
    fn = Function(f"{forward}_grad", f"Gradients of {forward}.", role="grad",
                  source=SourceLocation.of_caller(depth=2))
    for slot, meta in inputs.items():
        fn.input(slot, **{"seq_types": ROWS, **meta})  # checked on the forward op already
    for slot in grads:
        variadic = inputs.get(slot, {}).get("variadic", False)
        fn.output(f"{slot}@GRAD", like=slot, variadic=variadic)
    return (fn.no_grad(f"second-order gradients of {forward} are not supported")
            .kernel("cpu", kernel).kernel("gpu", kernel).register())
