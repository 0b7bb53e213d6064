"""Feeding v2's sparse vectors (paddle.data_type.sparse_binary_vector, sparse_float_vector): each
sample lists its nonzero entries, as ids (binary) or (id, value) pairs (float); the batch becomes
dense [n, dim] float32 rows (v2's data_feeder made a sparse matrix; here layers multiply dense)."""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from paddle.errors import ModelError


def sparse_rows(name: str, samples: Sequence[Any], t: Any) -> Any:
    """[len(samples), t.dim] float32: row i holds sample i's entries (an id listed twice: summed)."""
    out = np.zeros((len(samples), t.dim), dtype=np.float32)
    for i, sample in enumerate(samples):
        ids, values = _entries(name, sample, t.kind)
        if ids.size and (ids.min() < 0 or ids.max() >= t.dim):
            bad = int(ids.min()) if ids.min() < 0 else int(ids.max())
            raise ModelError(f"data layer '{name}' holds ids in [0, {t.dim}); sample {i} has id {bad}")
        np.add.at(out[i], ids, values)
    return out


def _entries(name: str, sample: Any, kind: str) -> tuple[np.ndarray, np.ndarray]:
    """(ids, values) of one sample: a list of ids, or a list of (id, value) pairs."""
    try:
        if kind == "sparse_binary":
            ids = np.asarray(list(sample), dtype=np.float64).reshape(-1)
            values = np.ones(ids.size)
        else:
            pairs = np.asarray([(p[0], p[1]) for p in sample], dtype=np.float64).reshape(-1, 2)
            ids, values = pairs[:, 0], pairs[:, 1]
    except (TypeError, ValueError, IndexError) as err:
        what = "a list of ids" if kind == "sparse_binary" else "a list of (id, value) pairs"
        raise ModelError(f"data layer '{name}' takes {what} a sample; got {sample!r:.80} ({err})") from None
    if not (np.isfinite(ids).all() and (np.mod(ids, 1.0) == 0).all()):
        raise ModelError(f"data layer '{name}': ids should be whole numbers, got {ids[:5]!r}")
    if not np.isfinite(values).all():
        raise ModelError(f"data layer '{name}': values should be finite, got {values[:5]!r}")
    return ids.astype(np.int64), values
