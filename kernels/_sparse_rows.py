"""Row-sparse updates of the optimizer ops (their `sparse_rows` attribute, v2's sparse update of a
table): the kernel runs on the rows whose gradient is not all zeros; the oracle masks the dense
update instead, so the two share no code. The gradient may be dense, or row-sparse (a RowSparse:
the embedding op's with is_sparse), whose rows are read without making the dense array."""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import RowSparse

from ._xp import xp_of


def touched_rows(grad: Any) -> Any:
    """The rows (first axis) of a gradient holding a nonzero value: those a sparse update touches."""
    xp = xp_of(grad)
    if grad.ndim == 0:
        return xp.zeros(1 if grad != 0 else 0, dtype=xp.int64)
    return xp.flatnonzero((grad != 0).reshape(grad.shape[0], -1).any(axis=1))


def dense(value: Any) -> Any:
    """A row-sparse gradient as the dense array it stands for (an optimizer updating every row)."""
    return value.dense() if isinstance(value, RowSparse) else value


def _cut(grad: Any) -> tuple[Any, Any]:
    """(the rows a sparse update touches, the gradient's values there): a row-sparse gradient's
    rows holding a nonzero value (its values as they are, no dense [V, D] array made); a dense
    gradient's nonzero rows."""
    if isinstance(grad, RowSparse):
        xp = xp_of(grad.values)
        keep = (grad.values != 0).reshape(len(grad.rows), -1).any(axis=1) if grad.values.size else \
            xp.zeros(len(grad.rows), dtype=bool)
        return grad.rows[keep], grad.values[keep]
    rows = touched_rows(grad)
    return rows, grad[rows]


def on_rows(kernel: Any, inputs: tuple[Any, ...], *, in_place: bool = False, **attrs: Any) -> Any:
    """`kernel` on the touched rows only: the inputs shaped like Param (Param, Grad, per-element
    state) cut to those rows, the others (a step counter) whole; each output shaped like Param is
    Param's (or its state's) copy with those rows replaced. Outputs are in the inputs' order
    (ParamOut for Param, then each state's), as every optimizer here declares them.

    A row-sparse gradient's rows are written into Param and its state in place (the op's outputs
    are those same variables), as Paddle's sparse updates did: copying a [V, D] table each step
    would cost what the sparse gradient saves. So does a dense gradient with `in_place` (the
    runtime found nothing else holds Param's and its state's arrays)."""
    param = inputs[0]
    if param.ndim == 0:
        return kernel(*(dense(a) for a in inputs), **attrs, **({"in_place": True} if in_place else {}))
    rows, grad = _cut(inputs[1])
    like = [a is not None and a.shape == param.shape for a in inputs]
    cut = [grad if i == 1 else a[rows] if same else a for i, (a, same) in enumerate(zip(inputs, like))]
    result = kernel(*cut, **attrs)  # on copies of the rows: written back below
    outs = result if isinstance(result, tuple) else (result,)
    bases = (inputs[0], *inputs[2:])  # what each output replaces: Param, then each state
    full = []
    for out, base, same in zip(outs, bases, (like[0], *like[2:])):
        if same:
            whole = base if isinstance(inputs[1], RowSparse) or in_place else base.copy()
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
