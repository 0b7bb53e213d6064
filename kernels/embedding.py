"""lookup_table (embedding): the rows of a table W picked by integer ids.

Ids may have any shape; the output is Ids.shape + [D] (ONNX's Gather on axis 0, torch's
embedding), so Paddle's [N, 1] ids give [N, 1, D]: reshape to [N, D] where needed. A sequence of
ids gives a sequence of rows (the output keeps the ids' offsets).
"""
from __future__ import annotations

import importlib
from typing import Any

import numpy as np

from paddle.registry import INTEGERS, ROWS, Domain, Function, RowSparse, TensorInfo, require
from paddle.registry.errors import input_error

from ._xp import xp_of

NO_PADDING = -1


def _check_ids(ids: Any, rows: int) -> Any:
    """Ids index rows of W; one out of range would read another row or raise in numpy."""
    flat = ids.reshape(-1)
    if flat.size == 0:
        return flat
    lo, hi = int(flat.min()), int(flat.max())
    if lo < 0 or hi >= rows:
        bad = lo if lo < 0 else hi
        raise input_error("lookup_table", "Ids", f"should hold row indexes of W in [0, {rows}), got {bad}", bad)
    return flat


def _shape(w: TensorInfo, ids: TensorInfo, *, padding_idx: int, is_sparse: bool = False) -> None:
    rows = w.shape[0]
    require(padding_idx == NO_PADDING or rows is None or padding_idx < rows,
            f"padding_idx should be -1 (none) or a row of W (below {rows}), got {padding_idx}")


def _lookup(w: Any, ids: Any, *, padding_idx: int) -> Any:
    flat = _check_ids(ids, w.shape[0])
    out = w[flat]
    if padding_idx != NO_PADDING:
        out[flat == padding_idx] = 0  # w[flat] is a copy: W is untouched
    return out.reshape(*ids.shape, w.shape[1])


def _scatter_add(xp: Any, table: Any, rows: Any, values: Any) -> None:
    """table[rows] += values, a repeated row receiving each of its values."""
    if xp is np:
        np.add.at(table, rows, values)
    else:  # cupy's scatter-add lives in cupyx (imported only when cupy arrays reach here)
        importlib.import_module("cupyx").scatter_add(table, rows, values)


def _lookup_grad(w: Any, ids: Any, dout: Any, *, padding_idx: int) -> Any:
    xp = xp_of(w)
    flat = _check_ids(ids, w.shape[0])
    dw = xp.zeros_like(w)
    _scatter_add(xp, dw, flat, dout.reshape(-1, w.shape[1]))
    if padding_idx != NO_PADDING:
        dw[padding_idx] = 0  # the padding row gave zeros: it gets no gradient
    return dw


def _inputs(rng: Any, dtype: Any, *, padding_idx: int) -> dict[str, Any]:
    """W with a row for every id drawn and for padding_idx; ids repeating (their gradients add up)
    and hitting the padding row."""
    # a padding_idx beyond a small table gives a case its shape rule refuses (and the test skips)
    rows = max(int(rng.integers(1, 6)), padding_idx + 1 if padding_idx < 16 else 1)
    ids = rng.integers(0, rows, size=tuple(int(d) for d in rng.integers(1, 4, size=int(rng.integers(1, 3)))))
    return {"W": rng.normal(0.0, 2.0, (rows, int(rng.integers(1, 4)))).astype(dtype), "Ids": ids.astype(np.int64)}


lookup_table = (
    Function("lookup_table", "Embedding: Out[i...] = W[Ids[i...]], the rows of W that Ids picks "
             "(Out has shape Ids.shape + [D]); rows picked by padding_idx come out as zeros.")
    .input("W", "[V, D]: a row of D values for each of V ids", shape=("V", "D"))
    .input("Ids", "integer ids in [0, V), any shape", shape=("...I",), dtypes=INTEGERS, type_var=None,
           no_grad=True, seq_types=ROWS, domain=Domain(0, "V", high_open=True))
    .output("Out", "Ids.shape + [D]: the picked rows", shape=("...I", "D"), seq_from="Ids")
    .attribute("padding_idx", int, "an id whose rows are zeros and give W no gradient; -1 for none")
    .default(NO_PADDING).at_least(NO_PADDING)
    .shape(_shape)
    # torch's padding_idx only stops the gradient (its forward reads the row): zeros are ours
    .oracle("torch", "torch.where(Ids.ne(padding_idx).unsqueeze(-1), torch.nn.functional.embedding(Ids, W), 0.0)")
    .kernel(_lookup)
    .grad(_lookup_grad, reads=("W", "Ids"))
    .test_inputs(_inputs)
    .example("ids = data('ids', [None, 5], dtype='int64')\n"
             "table = paddle.model.parameter('emb.w', [100, 16])\n"
             "vectors = layers.lookup_table(table, ids, padding_idx=0)  # [N, 5, 16]")
    .register()
)


# --- embedding: v2's table projection -------------------------------------------------------------
# Paddle's integer data is a column of ids ([N, 1], one a row; a sequence's steps are rows): the
# embedding gives one row of W per id, [N, D], keeping the ids' sequence offsets, so what follows
# (fc, context projection, sequence pooling) sees the rows of the same sequences.

def _embedding(w: Any, ids: Any, *, padding_idx: int, is_sparse: bool = False) -> Any:
    flat = _check_ids_of("embedding", ids, w.shape[0])
    out = w[flat]
    if padding_idx != NO_PADDING:
        out[flat == padding_idx] = 0
    return out


def _check_ids_of(op: str, ids: Any, rows: int) -> Any:
    flat = ids.reshape(-1)
    if flat.size and (int(flat.min()) < 0 or int(flat.max()) >= rows):
        bad = int(flat.min()) if int(flat.min()) < 0 else int(flat.max())
        raise input_error(op, "Ids", f"should hold row indexes of W in [0, {rows}), got {bad}", bad)
    return flat


def row_sums(xp: Any, ids: Any, values: Any) -> tuple[Any, Any]:
    """(the distinct ids, the sum of the rows of `values` each id picked): a stable sort and one
    segmented sum, not a scatter-add element by element (np.add.at is ~50x slower)."""
    order = xp.argsort(ids, kind="stable")
    sorted_ids = ids[order]
    if sorted_ids.size == 0:
        return sorted_ids, values[:0]
    starts = xp.flatnonzero(xp.concatenate([xp.ones(1, dtype=bool), sorted_ids[1:] != sorted_ids[:-1]]))
    return sorted_ids[starts], xp.add.reduceat(values[order], starts, axis=0)


def _row_sums_device(xp: Any, ids: Any, values: Any) -> tuple[Any, Any]:
    """row_sums on a device array module without ufunc.reduceat (cupy): distinct ids, scatter-add."""
    rows, where = xp.unique(ids, return_inverse=True)
    sums = xp.zeros((len(rows), *values.shape[1:]), dtype=values.dtype)
    _scatter_add(xp, sums, where.reshape(-1), values)
    return rows, sums


def _embedding_grad(w: Any, ids: Any, dout: Any, *, padding_idx: int, is_sparse: bool = False) -> Any:
    xp = xp_of(w)
    flat = _check_ids_of("embedding", ids, w.shape[0])  # in the forward op's words
    if is_sparse:  # the rows the ids picked and their summed gradients: len(ids) rows at most, not V
        rows, sums = row_sums(np, flat, dout) if xp is np else _row_sums_device(xp, flat, dout)
        keep = rows != padding_idx  # the padding row gets no gradient
        return RowSparse(rows[keep], sums[keep], int(w.shape[0]))
    dw = xp.zeros_like(w)
    if xp is np:
        rows, sums = row_sums(np, flat, dout)
        dw[rows] = sums
    else:
        _scatter_add(xp, dw, flat, dout)
    if padding_idx != NO_PADDING:
        dw[padding_idx] = 0
    return dw


def _embedding_ref(w: np.ndarray, ids: np.ndarray, *, padding_idx: int, is_sparse: bool = False) -> np.ndarray:
    """A one-hot matrix times W: row i of Out is sum_v [Ids[i] == v] * W[v] (zero for padding)."""
    one_hot = (ids.reshape(-1, 1) == np.arange(w.shape[0])[None, :]).astype(np.float64)
    if padding_idx != NO_PADDING:
        one_hot[:, padding_idx] = 0.0
    out: np.ndarray = one_hot @ w
    return out


def _embedding_inputs(rng: Any, dtype: Any, *, padding_idx: int) -> dict[str, Any]:
    rows = max(int(rng.integers(1, 6)), padding_idx + 1 if padding_idx < 16 else 1)
    ids = rng.integers(0, rows, size=(int(rng.integers(0, 7)), 1)).astype(np.int64)
    return {"W": rng.normal(0.0, 2.0, (rows, int(rng.integers(1, 4)))).astype(dtype), "Ids": ids}


embedding = (
    Function("embedding", "v2's embedding (table projection): row i of Out is the row of W that id "
             "Ids[i] picks; Ids is a column of ids (a sequence's steps as rows) and Out keeps its "
             "offsets. Ids equal to padding_idx give zeros.")
    .input("W", "[V, D]: a row of D values for each of V ids", shape=("V", "D"))
    .input("Ids", "[N, 1]: one id in [0, V) a row", shape=("N", 1), dtypes=INTEGERS, type_var=None,
           no_grad=True, seq_types=ROWS, domain=Domain(0, "V", high_open=True))
    .output("Out", "[N, D]: the picked rows, with Ids' sequence offsets", shape=("N", "D"), seq_from="Ids")
    .attribute("padding_idx", int, "an id whose rows are zeros and give W no gradient; -1 for none")
    .default(NO_PADDING).at_least(NO_PADDING)
    .attribute("is_sparse", bool, "W's gradient is row-sparse (Paddle's SelectedRows: the rows Ids picked and "
               "their summed gradients) instead of a dense [V, D] array; the optimizers update those rows only")
    .default(False)
    .shape(_shape)
    .reference(_embedding_ref)
    .oracle("numpy")
    .kernel(_embedding)
    .grad(_embedding_grad, reads=("W", "Ids"))
    .test_inputs(_embedding_inputs)
    .example("words = data('words', [None, 1], dtype='int64', seq_type='sequence')\n"
             "table = paddle.model.parameter('emb.w', [100, 16])\n"
             "vectors = layers.embedding(table, words)  # [words, 16], the words' offsets")
    .register()
)
