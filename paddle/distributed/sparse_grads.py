"""Row-sparse gradients across ranks (RowSparse: an embedding's with is_sparse): each rank's rows and
values are gathered (Allgather) and summed row by row, instead of an Allreduce of the dense [V, D]
array they stand for; every rank then holds the same RowSparse, so the row-wise updates agree
bitwise. The gathered parts are concatenated in rank order and summed by one stable sort and a
segmented sum, the same on every rank."""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.core.net import PlainNet
from paddle.core.scope import Scope
from paddle.registry import RowSparse

from .comm import Communicator

SPARSE_GRAD_OPS = {"embedding_grad": "is_sparse"}  # op type -> the attribute that makes its gradient row-sparse


def sparse_grad_names(net: PlainNet, grads: list[str]) -> set[str]:
    """The gradients among `grads` whose last writer gives a row-sparse value."""
    last: dict[str, Any] = {}
    for op in net.ops:
        for name in op.output_names():
            if name in grads:
                last[name] = op
    return {n for n, op in last.items() if op.type in SPARSE_GRAD_OPS and op.attrs.get(SPARSE_GRAD_OPS[op.type])}


def gather_row_sparse(comm: Communicator, scope: Scope, name: str, *, weight: float, mean: bool) -> None:
    """Replace the gradient `name` by its sum over the ranks (each rank's scaled by `weight`;
    divided by the world size when `mean`), still row-sparse. A dense value (a rank's table
    reached another way) is reduced as the dense array it is."""
    tensor = scope.var(name).tensor
    value = tensor.array
    if not isinstance(value, RowSparse):
        raise TypeError(f"gradient '{name}' was expected row-sparse, got {type(value).__name__}")
    rows, values = _host(value.rows), _host(value.values)  # gathered through the host (mpi4py's pickles)
    if weight != 1.0:
        values = values * values.dtype.type(weight)
    parts = comm.allgather_object((rows, values))
    all_rows = np.concatenate([p[0] for p in parts])
    all_values = np.concatenate([p[1] for p in parts]).reshape(len(all_rows), *values.shape[1:])
    order = np.argsort(all_rows, kind="stable")
    sorted_rows = all_rows[order]
    if sorted_rows.size:
        starts = np.flatnonzero(np.concatenate([[True], sorted_rows[1:] != sorted_rows[:-1]]))
        summed = np.add.reduceat(all_values[order], starts, axis=0)
        sorted_rows = sorted_rows[starts]
    else:
        summed = all_values[:0]
    if mean:
        summed = summed / summed.dtype.type(comm.size)
    module = type(value.values).__module__.split(".")[0]
    back = np.asarray if module == "numpy" else __import__(module).asarray  # onto the values' device again
    tensor.array = RowSparse(back(sorted_rows), back(summed.astype(values.dtype)), value.height)


def _host(a: Any) -> np.ndarray:
    return np.asarray(a.get() if hasattr(a, "get") else a)
