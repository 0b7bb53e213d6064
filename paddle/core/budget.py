"""The memory budget, checked when a layer is configured (`memory_budget` in paddle.flags).

`fc(x, size=2**40)` would otherwise be accepted and die in numpy's allocator at the first run;
here it is refused with a typed error naming the layer, the tensor and what it would need.
"""
from __future__ import annotations

import math

from .flags import FLAGS
from ..registry import MemoryBudgetError, TensorInfo


def nbytes(info: TensorInfo) -> int:
    """The bytes a tensor of this info takes; an unknown size (the batch) counts as 1."""
    return math.prod(d if isinstance(d, int) and d > 0 else 1 for d in info.shape) * info.dtype.numpy.itemsize


def human(size: int) -> str:
    for unit, scale in (("TiB", 2**40), ("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if size >= scale:
            return f"{size / scale:.1f} {unit}"
    return f"{size} B"


def check_tensor(layer: str, what: str, info: TensorInfo) -> None:
    """Refuse a tensor over the budget; `layer` ("fc layer 'fc_0'") and `what` name it in the user's words."""
    size = nbytes(info)
    if size > FLAGS.memory_budget:
        _refuse(layer, what, f"{what} of shape {tuple(info.shape)} ({info.dtype.value}) would take {human(size)}",
                size)


def check_total(layer: str, what: str, total: int) -> None:
    if total > FLAGS.memory_budget:
        _refuse(layer, what, f"with {what} the model's parameters would take {human(total)}", total)


def _refuse(layer: str, what: str, problem: str, size: int) -> None:
    raise MemoryBudgetError(
        f"{layer}: {problem}, over the memory budget of {human(FLAGS.memory_budget)} "
        f"(raise it with paddle.set_flags(memory_budget=...) if the machine has the memory)",
        layer=layer, argument=what, rule="memory_budget", value=size)
