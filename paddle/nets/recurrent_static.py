"""Static inputs of a recurrent net (v2's StaticInput): an outer variable every step reads whole,
for the sequences still running at that step, in the running order (paddle.recurrent orders the
sequences longest first, so at step t they are the first n_t of that order).

A static input holds one row per stepped sequence (is_seq false: the step gets those rows) or one
sequence per stepped sequence (is_seq true: the step gets those sequences, with their offsets).
Its gradient is the sum over the steps of the step's gradient, scattered back to its rows.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import OpRunError


class StaticRows:
    """Which rows of a static input's value the steps running n sequences read, and their offsets."""

    def __init__(self, kind: str, name: str, is_seq: bool, value: Any, lod: Any, order: np.ndarray) -> None:
        self.is_seq, self.order = is_seq, order
        self._cache: dict[int, tuple[np.ndarray, Any]] = {}
        if is_seq:
            if not lod:
                raise OpRunError(f"{kind} net: static input '{name}' is declared a sequence (is_seq=True) but holds "
                                 f"no offsets")
            self.offsets = np.asarray(lod[-1], dtype=np.int64)
            count = len(self.offsets) - 1
        else:
            count = len(value)
        if count != len(order):
            what = "sequences" if is_seq else "rows"
            raise OpRunError(f"{kind} net: static input '{name}' should have one of its {what} per stepped sequence "
                             f"({len(order)}), got {count}")

    def at(self, n: int) -> tuple[np.ndarray, Any]:
        """(row indices, offsets or None) of the first n sequences of the running order."""
        if n not in self._cache:
            chosen = self.order[:n]
            if not self.is_seq:
                self._cache[n] = (chosen, None)
            else:
                starts, ends = self.offsets[chosen], self.offsets[chosen + 1]
                rows = (np.concatenate([np.arange(a, b) for a, b in zip(starts, ends)]) if n else
                        np.zeros(0, dtype=np.int64))
                self._cache[n] = (rows.astype(np.int64), [[0, *np.cumsum(ends - starts).tolist()]])
        return self._cache[n]
