"""Row-sparse updates of the optimizer ops (their `sparse_rows` attribute, v2's sparse update of a
table): the kernel runs on the rows whose gradient is not all zeros; the oracle masks the dense
update instead, so the two share no code."""
from __future__ import annotations

from typing import Any

import numpy as np

from ._xp import xp_of


def touched_rows(grad: Any) -> Any:
    """The rows (first axis) of a gradient holding a nonzero value: those a sparse update touches."""
    xp = xp_of(grad)
    if grad.ndim == 0:
        return xp.zeros(1 if grad != 0 else 0, dtype=xp.int64)
    return xp.flatnonzero((grad != 0).reshape(grad.shape[0], -1).any(axis=1))


def on_rows(kernel: Any, inputs: tuple[Any, ...], **attrs: Any) -> Any:
    """`kernel` on the touched rows only: the inputs shaped like Param (Param, Grad, per-element
    state) cut to those rows, the others (a step counter) whole; each output shaped like Param is
    Param's (or its state's) copy with those rows replaced. Outputs are in the inputs' order
    (ParamOut for Param, then each state's), as every optimizer here declares them."""
    param = inputs[0]
    if param.ndim == 0:
        return kernel(*inputs, **attrs)
    rows = touched_rows(inputs[1])
    like = [a is not None and a.shape == param.shape for a in inputs]
    result = kernel(*[a[rows] if same else a for a, same in zip(inputs, like)], **attrs)
    outs = result if isinstance(result, tuple) else (result,)
    bases = (inputs[0], *inputs[2:])  # what each output replaces: Param, then each state
    full = []
    for out, base, same in zip(outs, bases, (like[0], *like[2:])):
        if same:
            whole = base.copy()
            whole[rows] = out
            out = whole
        full.append(out)
    return tuple(full) if isinstance(result, tuple) else full[0]


def sparse_aware(oracle: Any) -> Any:
    """The oracle of an update, taking `sparse_rows`: the dense update, then every row whose
    gradient is all zeros put back as it was (a mask over whole arrays, not the kernel's cut)."""
    def reference(*inputs: Any, sparse_rows: bool = False, **attrs: Any) -> Any:
        result = oracle(*inputs, **attrs)
        if not sparse_rows or np.ndim(inputs[0]) == 0:
            return result
        outs = list(result) if isinstance(result, tuple) else [result]
        grad = np.asarray(inputs[1])
        untouched = ~np.array([np.any(grad[i] != 0) for i in range(grad.shape[0])], dtype=bool)
        bases = (inputs[0], *inputs[2:])
        for k, (out, base) in enumerate(zip(outs, bases)):
            if base is not None and np.shape(base) == np.shape(inputs[0]):
                kept = np.array(out, dtype=np.float64, copy=True)
                kept[untouched] = np.asarray(base, dtype=np.float64)[untouched]
                outs[k] = kept
        return tuple(outs) if isinstance(result, tuple) else outs[0]
    reference.__name__ = reference.__qualname__ = oracle.__name__
    reference.__module__, reference.__doc__ = oracle.__module__, oracle.__doc__  # the JSON names the oracle's site
    return reference
