"""In-place steps: an op declaring `.in_place(output, input)` (registry) writes that output over
the input's array where the plan knows the input's value is not needed after the op, and the
run finds nothing else holding that array.

The plan decides once per shape check (`in_place_op`): the input's variable dies at this op (the
memory plan drops it right after the op's step, in run order) or is the output's own variable
(an optimizer's ParamOut over Param: the old value is gone once the op has run either way), the
output has the input's shape and dtype, and the op reads that variable through no other slot.

The run decides per step (`sole_owner`), as numpy elides temporaries: the tensor's array is a
plain, writeable, C-contiguous numpy array that views no other, and no reference to it exists
beyond the tensor's own, so no other variable, view, fetched value or caller's name can see the
write. Where that fails the step runs out of place, as it would without the declaration.
"""
from __future__ import annotations

import sys
from typing import Any, Mapping

import numpy as np

from ..registry import EMPTY_VAR, TensorInfo
from .tensor import Tensor

_refcount = sys.getrefcount


def sole_owner(t: Tensor) -> bool:
    """Is `t`'s array a numpy array that only `t` refers to, owning its memory?"""
    x = t.array
    if type(x) is not np.ndarray or x.base is not None or _refcount(x) != _ALONE:
        return False
    flags = x.flags  # it refers to x: counted above, before it exists
    return bool(flags.writeable and flags.c_contiguous)


def _alone() -> int:
    """The reference count `sole_owner` sees for an array held by one tensor only: the tensor's,
    its local name's and the call's argument's (measured, as the count an interpreter gives for
    those differs between versions)."""
    t = Tensor()
    t.array = np.empty(1)
    x = t.array
    return _refcount(x)


_ALONE = _alone()


def in_place_op(op: Any, dropped: tuple[Tensor, ...], infos: Mapping[str, TensorInfo], scope: Any) -> bool:
    """May `op` run in place: does it declare pairs, each qualifying? `dropped`: the tensors the
    memory plan drops right after the op's step (in run order); `infos`: the checked shapes."""
    return bool(op.meta.in_place) and all(_pair_qualifies(op, out, inp, dropped, infos, scope)
                                          for out, inp in op.meta.in_place)


def _pair_qualifies(op: Any, output: str, input: str, dropped: tuple[Tensor, ...],
                    infos: Mapping[str, TensorInfo], scope: Any) -> bool:
    source, target = op.desc.input(input), op.desc.output(output)
    if len(source) != 1 or len(target) != 1 or target[0] == EMPTY_VAR:
        return False
    src, dst = source[0], target[0]
    if op.input_names().count(src) != 1 or (dst != src and dst in op.input_names()):
        return False  # the kernel would read the array it writes through another slot
    if dst != src:
        var = scope.find_var(src)
        if var is None or not any(t is var.tensor for t in dropped):
            return False
    a, b = infos.get(src), infos.get(dst)
    return a is not None and b is not None and tuple(a.shape) == tuple(b.shape) and a.dtype == b.dtype
