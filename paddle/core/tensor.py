"""Tensor: an ndarray (numpy on CPU, cupy on GPU) with its place and sequence offsets.

A Variable owns one Tensor for its whole life and nets hold on to it, so a new value is
set into the tensor (`set`) rather than replacing the tensor object.
"""
from __future__ import annotations

import operator
from typing import Any, Sequence

import numpy as np

from ..errors import PlaceError, PaddleError
from .device import is_device_array
from .place import CPUPlace, Place, place_of, to_place
from ..registry import DataType, RowSparse, SequenceType, TensorInfo

Lod = tuple[tuple[int, ...], ...]  # one tuple of offsets per nesting level


class SequenceError(PaddleError, ValueError):
    """Sequence offsets that do not describe the tensor they are attached to."""


def check_lod(lod: Sequence[Sequence[int]] | None, rows: int) -> Lod | None:
    """Offsets as tuples, checked: each level starts at 0, never decreases, and the last
    level ends at the tensor's row count; each upper level indexes into the next one."""
    if lod is None:
        return None
    try:
        levels = tuple(tuple(operator.index(o) for o in level) for level in lod)
    except TypeError:
        raise SequenceError(f"sequence offsets should be lists of ints (one per level), got {lod!r}") from None
    if not levels:
        return None
    for i, level in enumerate(levels):
        end = rows if i == len(levels) - 1 else len(levels[i + 1]) - 1
        if len(level) < 2 or level[0] != 0 or level[-1] != end:
            raise SequenceError(f"sequence offsets level {i} should run from 0 to {end}, got {list(level)}")
        if any(b < a for a, b in zip(level, level[1:])):
            raise SequenceError(f"sequence offsets level {i} should not decrease, got {list(level)}")
    return levels


_HELD = frozenset(d.numpy for d in DataType)  # a set lookup: DataType.of is slow per feed


def _check_dtype(array: Any) -> None:
    if array.dtype not in _HELD:
        kinds = ", ".join(d.value for d in DataType)
        raise TensorTypeError(f"a tensor holds one of {kinds}; got an array of {array.dtype}")


class TensorTypeError(PaddleError, TypeError):
    """An array of a dtype no tensor can hold (strings, objects, complex numbers)."""


class TensorValueError(PaddleError, ValueError):
    """A value that is no array at all: nested lists of unequal lengths (ragged)."""


def as_array(value: Any) -> np.ndarray:
    """`value` (nested lists, scalars) as a numpy array, or a typed error saying why not."""
    try:
        return np.asarray(value)
    except ValueError:  # numpy refuses ragged nesting ("inhomogeneous shape")
        raise TensorValueError(f"a tensor holds a rectangular array; got nested lists of unequal lengths "
                               f"(ragged): {_clip(value)}") from None


def _clip(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


class Tensor:
    __slots__ = ("array", "lod")

    def __init__(self, array: Any = None, lod: Sequence[Sequence[int]] | None = None) -> None:
        self.array: Any = None
        self.lod: Lod | None = None
        if array is not None:
            self.set(array, lod)

    def set(self, array: Any, lod: Sequence[Sequence[int]] | None = None) -> "Tensor":
        """Hold `array` (numpy arrays and anything numpy can convert; cupy arrays as they are)."""
        if not is_device_array(array) and not isinstance(array, RowSparse):  # a row-sparse gradient stays one
            array = as_array(array)
        _check_dtype(array)
        self.lod = check_lod(lod, int(array.shape[0]) if array.ndim else 0)
        self.array = array
        return self

    @property
    def is_set(self) -> bool:
        return self.array is not None

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(self._value().shape)

    @property
    def dtype(self) -> DataType:
        return DataType.of(self._value().dtype)

    @property
    def place(self) -> Place:
        return place_of(self._value()) if self.array is not None else CPUPlace()

    @property
    def seq_type(self) -> SequenceType:
        if self.lod is None:
            return SequenceType.NONE
        return SequenceType.SEQUENCE if len(self.lod) == 1 else SequenceType.NESTED

    def info(self) -> TensorInfo:
        """What shape inference sees of this tensor."""
        return TensorInfo.of(self._value(), self.seq_type)

    def numpy(self) -> np.ndarray:
        """The value as a numpy array (copied from the GPU when it lives there)."""
        value = self._value()
        if isinstance(value, RowSparse):  # a row-sparse gradient: the dense array it stands for
            value = value.dense()
        return np.asarray(to_place(value, CPUPlace()))

    def to(self, place: Place) -> "Tensor":
        """A copy of this tensor on `place` (explicit: nothing moves between places silently)."""
        if not isinstance(place, Place):
            raise PlaceError(f"Tensor.to needs a CPUPlace or GPUPlace, got {place!r}")
        copy = to_place(self._value(), place)
        return Tensor(copy.copy() if copy is self.array else copy, self.lod)

    def _value(self) -> Any:
        if self.array is None:
            raise PaddleError("the tensor holds no value yet")
        return self.array

    def __repr__(self) -> str:
        if self.array is None:
            return "Tensor(<unset>)"
        seq = f", lod={[list(level) for level in self.lod]}" if self.lod else ""
        return f"Tensor(shape={self.shape}, dtype={self.dtype.value}, place={self.place!r}{seq})"
