"""From a minibatch of v2 samples (tuples) to the feed of the data layers."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

import numpy as np

from paddle.errors import ModelError
from paddle.core.tensor import Tensor
from paddle.v2_support import InputType

from .sparse_feed import sparse_rows


class FeedingError(ModelError, ValueError):
    """`feeding` or the samples do not match the network's data layers (an unknown layer, a
    position a sample does not have, a missing layer)."""


class Feeder:
    """`feeding`: data layer name -> position in a sample (v2's `feeding`); None: the data layers
    in the order they were made, at positions 0, 1, ..."""

    def __init__(self, names: Sequence[str], types: Mapping[str, InputType],
                 feeding: Mapping[str, int] | Sequence[str] | None = None) -> None:
        if feeding is None:
            feeding = {n: i for i, n in enumerate(names)}
        elif not isinstance(feeding, Mapping):
            feeding = {n: i for i, n in enumerate(feeding)}
        unknown = [n for n in feeding if n not in types]
        if unknown:
            raise FeedingError(f"feeding {dict(feeding)} names {unknown}, which {'is' if len(unknown) == 1 else 'are'} "
                               f"not a data layer of the network (its data layers: {list(types)})")
        bad = {n: p for n, p in feeding.items() if isinstance(p, bool) or not isinstance(p, int) or p < 0}
        if bad:
            raise FeedingError(f"feeding {dict(feeding)}: a data layer's position in a sample should be an int >= 0, "
                               f"got {bad}")
        missing = [n for n in names if n not in feeding]
        if missing:
            raise FeedingError(f"feeding {dict(feeding)} does not say where data layer(s) {missing} are in a sample")
        self.columns = [(n, int(feeding[n]), types[n]) for n in names]

    def __call__(self, batch: Sequence[Any]) -> dict[str, Any]:
        if not isinstance(batch, (list, tuple)) or not batch:
            raise ModelError(f"a minibatch should be a non-empty list of samples, got {type(batch).__name__}")
        return {name: _column(name, [_field(s, pos, name) for s in batch], t) for name, pos, t in self.columns}


def _field(sample: Any, pos: int, name: str) -> Any:
    fields = sample if isinstance(sample, (tuple, list)) else (sample,)
    if pos >= len(fields):
        raise FeedingError(f"data layer '{name}' reads field {pos} of each sample, but a sample has "
                         f"{len(fields)} field(s)")
    return fields[pos]


def _column(name: str, values: list[Any], t: InputType) -> Any:
    if t.seq_type == "nested_sequence":
        return _nested(name, values, t)
    if t.seq_type != "none":
        rows = [_rows(name, v, t) for v in values]
        offsets = np.cumsum([0] + [len(r) for r in rows]).tolist()
        return Tensor(np.concatenate(rows), lod=[offsets])
    return _rows(name, values, t)


def _nested(name: str, values: list[Any], t: InputType) -> Tensor:
    """Samples of sub-sequences as one tensor with two levels of offsets: level 0 says which
    sub-sequences each sample holds, level 1 which rows each sub-sequence holds."""
    subs = []
    for i, sample in enumerate(values):
        if not isinstance(sample, (list, tuple)) or any(not isinstance(s, (list, tuple, np.ndarray)) for s in sample):
            raise ModelError(f"data layer '{name}' holds a list of sub-sequences a sample (lists of steps); "
                             f"sample {i} is {sample!r:.80}")
        subs.append([_rows(name, list(s), t) for s in sample])
    outer = np.cumsum([0] + [len(s) for s in subs]).tolist()
    flat = [rows for sample in subs for rows in sample]
    inner = np.cumsum([0] + [len(r) for r in flat]).tolist()
    width = t.dim if t.kind != "integer" else 1
    dtype = np.int64 if t.kind == "integer" else np.float32
    array = np.concatenate(flat) if flat else np.zeros((0, width), dtype=dtype)
    return Tensor(array, lod=[outer, inner])


def _rows(name: str, values: Any, t: InputType) -> Any:
    """[n, dim] float32 (dense) or [n, 1] int64 (integer), checked."""
    if t.kind in ("sparse_binary", "sparse_float"):
        return sparse_rows(name, values, t)
    try:
        array = np.asarray(values, dtype=np.float32 if t.kind == "dense" else np.float64)
    except (TypeError, ValueError) as err:
        raise ModelError(f"cannot feed data layer '{name}': {err}") from None
    if t.kind == "dense":
        if array.size != len(values) * t.dim:
            raise ModelError(f"data layer '{name}' holds {t.dim} values a sample; got samples of shape "
                             f"{array.shape[1:] if array.ndim > 1 else ()}")
        return array.reshape(len(values), t.dim)
    whole = np.isfinite(array) & (np.mod(array, 1.0) == 0)
    if array.size != len(values) or not whole.all():
        raise ModelError(f"data layer '{name}' holds one int a sample; got {np.asarray(values).ravel()[:5]!r}...")
    ints = array.astype(np.int64).reshape(len(values), 1)
    if ints.size and (ints.min() < 0 or ints.max() >= t.dim):
        bad = int(ints.min()) if ints.min() < 0 else int(ints.max())
        raise ModelError(f"data layer '{name}' holds ints in [0, {t.dim}); got {bad}")
    return ints
