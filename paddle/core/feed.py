"""Checking a fed array against its data layer: a value that does not fit is refused naming
the data layer, instead of failing later inside whichever op reads it first."""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import ModelError
from ..registry import SequenceType, TensorInfo

_LEVELS = {SequenceType.NONE: 0, SequenceType.SEQUENCE: 1, SequenceType.NESTED: 2}


def check_feed(name: str, want: TensorInfo, value: Any, lod: Any) -> None:
    _check_sequence(name, want.seq_type, lod)
    shape, dtype = getattr(value, "shape", None), getattr(value, "dtype", None)
    if shape is None or dtype is None:
        return  # not an array: the tensor refuses it with its own typed error
    if len(shape) != want.rank or not all(w is None or w == d for w, d in zip(want.shape, shape)):
        expected = "(" + ", ".join("?" if d is None else str(d) for d in want.shape) + ")"
        raise ModelError(f"cannot feed '{name}': the data layer takes shape {expected}, got {tuple(shape)}")
    if dtype != want.dtype.numpy:
        got = np.dtype(dtype).name
        raise ModelError(f"cannot feed '{name}': the data layer takes {want.dtype.value}, got {got} "
                         f"(convert it with .astype('{want.dtype.value}'))")


def _check_sequence(name: str, want: SequenceType, lod: Any) -> None:
    levels = 0 if lod is None else len(lod)
    need = _LEVELS[want]
    if levels == need:
        return
    if need == 0:
        raise ModelError(f"cannot feed '{name}': the data layer takes no sequences, got {levels} level(s) "
                         f"of sequence offsets (declare it with data(..., seq_type='sequence'))")
    raise ModelError(f"cannot feed '{name}': the data layer takes {want.value} data, got {levels} level(s) "
                     f"of offsets; feed paddle.Tensor(array, lod=[[0, 3, 5]]) with {need} level(s)")
