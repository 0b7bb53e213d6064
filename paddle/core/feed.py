"""Checking a fed array against its data layer: a value that does not fit is refused naming
the data layer, instead of failing later inside whichever op reads it first."""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import ModelError
from ..registry import SequenceType, TensorInfo

_LEVELS = {SequenceType.NONE: 0, SequenceType.SEQUENCE: 1, SequenceType.NESTED: 2}


def python_numbers(want: TensorInfo, given: Any, array: Any) -> Any:
    """A fed list (or number) of Python numbers as the data layer's dtype: Python numbers carry
    no precision, so a list of floats fills a float32 layer as a float32 array would, and ints
    an int or float layer where each fits. Arrays, floats into an int layer and numbers the
    dtype cannot hold (1e300 in float32) are left for check_feed to refuse."""
    if hasattr(given, "dtype") or getattr(array, "dtype", None) is None:
        return array
    have, need = np.dtype(array.dtype), np.dtype(want.dtype.numpy)
    if have == need or have.kind not in "iuf" or need.kind not in "iuf" or (have.kind == "f" and need.kind != "f"):
        return array
    with np.errstate(over="ignore", invalid="ignore"):
        converted = array.astype(need)
    if have.kind == "f":
        fits = bool(np.array_equal(np.isfinite(converted), np.isfinite(array)))
    else:
        fits = bool(np.array_equal(converted.astype(have), array))
    return converted if fits else array


def _plain_kind(dtype: Any) -> str:
    kind = np.dtype(dtype).kind
    return {"f": "Python floats", "i": "Python ints", "u": "Python ints", "b": "Python bools"}.get(kind, "values")


def check_feed(name: str, want: TensorInfo, value: Any, lod: Any, given: Any = None) -> None:
    """`given`: what the user fed, where `value` is the array it was converted to (a plain list
    is then named as such in a refusal)."""
    _check_sequence(name, want.seq_type, lod)
    shape, dtype = getattr(value, "shape", None), getattr(value, "dtype", None)
    if shape is None or dtype is None:
        return  # not an array: the tensor refuses it with its own typed error
    if len(shape) != want.rank or not all(w is None or w == d for w, d in zip(want.shape, shape)):
        expected = "(" + ", ".join("?" if d is None else str(d) for d in want.shape) + ")"
        raise ModelError(f"cannot feed '{name}': the data layer takes shape {expected}, got {tuple(shape)}")
    if dtype != want.dtype.numpy:
        got = np.dtype(dtype).name
        if given is not None and not hasattr(given, "dtype"):
            raise ModelError(f"cannot feed '{name}': the data layer takes {want.dtype.value}, got a "
                             f"{type(given).__name__} of {_plain_kind(dtype)} (feed numbers of its kind, or "
                             f"an array: np.asarray(value, dtype='{want.dtype.value}'))")
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
