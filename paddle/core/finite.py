"""The NaN watch's check (paddle.flags `check_nan_inf`): an op's float outputs must be finite."""
from __future__ import annotations

from typing import Any

from .device import device_of
from ..errors import PaddleError
from .operator import Operator
from .scope import Scope


class NonFiniteError(PaddleError, FloatingPointError):
    """An op produced a NaN or an infinity while the NaN watch was on."""

    def __init__(self, message: str, *, op_index: int, op_type: str, output: str,
                 bad_input: str | None) -> None:
        super().__init__(message)
        self.op_index, self.op_type, self.output, self.bad_input = op_index, op_type, output, bad_input


def check_finite(op: Operator, index: int, scope: Scope) -> None:
    """Raise NonFiniteError if an output of `op` (the `index`-th op of its net) holds a NaN
    or an infinity, saying which input was non-finite already, if any."""
    for slot, name in _slots(op.desc.outputs, op.output_names()):
        kind = _non_finite(_value(scope, name))
        if kind is None:
            continue
        # an input the op also writes (an optimizer's Param) holds the new value: no witness
        inputs = [(s, n) for s, n in _slots(op.desc.inputs, op.input_names()) if n not in op.output_names()]
        bad = next(((s, n, k) for s, n in inputs if (k := _non_finite(_value(scope, n))) is not None), None)
        cause = (f"its input {bad[0]} '{bad[1]}' already held {bad[2]}" if bad else
                 "all its inputs were finite")
        raise NonFiniteError(f"op #{index} '{op.type}' wrote {kind} to its output {slot} '{name}'; {cause}",
                             op_index=index, op_type=op.type, output=name, bad_input=bad[1] if bad else None)


def _slots(by_slot: dict[str, list[str]], names: list[str]) -> list[tuple[str, str]]:
    keep = set(names)
    return [(slot, n) for slot, ns in by_slot.items() for n in ns if n in keep]


def _value(scope: Scope, name: str) -> Any:
    var = scope.find_var(name)
    return None if var is None else var.value


def _non_finite(array: Any) -> str | None:
    """'a NaN' / 'an infinity' for a float array holding one, else None."""
    if array is None or getattr(array, "dtype", None) is None or array.dtype.kind != "f":
        return None
    xp = device_of(array).xp()
    if bool(xp.isnan(array).any()):
        return "a NaN"
    return "an infinity" if bool(xp.isinf(array).any()) else None
