"""How a recurrent net's steps take the rows of its sequences (paddle/nets/recurrent.py): the steps'
layout, a static input's rows per step, the steps' outputs gathered back into sequences. Shared by the
plain step path (recurrent.py) and the fast one (recurrent_fast.py)."""
from __future__ import annotations

from typing import Any

import numpy as np

from ..core.scope import Scope
from ..errors import OpRunError
from ..kernels._xp import xp_of
from .nested import index, value
from .recurrent_spec import KIND, Link, Spec
from .recurrent_static import StaticRows


class Layout:
    """Which rows of the sequences each step takes: sequences ordered by length, longest first
    (stable), so the n_t sequences still running at step t come first. With `sub_sequences` (a
    nested input), a sequence's steps are its sub-sequences: step t takes the rows of sub-sequence
    t of each sequence running (`subs[t]`), given to the step as a sequence (`step_lods[t]`)."""

    def __init__(self, lod: Any, kind: str, name: str, reverse: bool = False, sub_sequences: bool = False) -> None:
        if not lod or (sub_sequences and len(lod) != 2):
            what = "a nested sequence: a tensor with two levels of offsets, as paddle.Tensor(array, lod=[[0, 2, 3], " \
                   "[0, 3, 5, 6]]) gives" if sub_sequences else "a sequence: a tensor with offsets, as " \
                   "paddle.Tensor(array, lod=[[0, 3, 5]]) gives"
            raise OpRunError(f"{kind} net: input '{name}' should be {what}")
        self.lod = lod
        off = np.asarray(lod[0] if sub_sequences else lod[-1], dtype=np.int64)
        lengths = np.diff(off)
        self.order = np.argsort(-lengths, kind="stable")
        self.starts = off[:-1][self.order]
        self.lengths = lengths[self.order]
        self.steps = int(self.lengths[0]) if len(self.lengths) else 0
        self.counts = [int((self.lengths > t).sum()) for t in range(self.steps)]
        ends = self.starts + self.lengths - 1  # step t of a reversed sequence: its t-th row from the end
        units = [ends[:n] - t if reverse else self.starts[:n] + t for t, n in enumerate(self.counts)]
        self.subs: list[Any] | None = None
        self.step_lods: list[Any] = [None] * self.steps
        self.rows = units
        if sub_sequences:
            inner = np.asarray(lod[1], dtype=np.int64)
            self.subs, self.rows = units, [_sub_rows(inner, u) for u in units]
            self.step_lods = [((0, *np.cumsum(inner[u + 1] - inner[u]).tolist()),) for u in units]
            self.sub_count, self.outer_lod = len(inner) - 1, (tuple(int(o) for o in lod[0]),)


def _sub_rows(inner: Any, subs: Any) -> Any:
    """The rows of sub-sequences `subs`, one after the other."""
    parts = [np.arange(inner[s], inner[s + 1]) for s in subs]
    return np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64)


def _per_sub(layout: Layout, step: Scope, inner: str) -> bool:
    """Does the step's `inner` hold one row per sub-sequence (not a sequence of its rows)?"""
    return layout.subs is not None and step.var(inner).tensor.lod is None


def _layout(spec: Spec, scope: Scope, kind: str) -> Layout:
    first = spec.inputs[0].outer
    layout = Layout(scope.var(first).tensor.lod, kind, first, spec.reverse, spec.sub_sequences)
    for x in spec.inputs[1:]:
        if scope.var(x.outer).tensor.lod != layout.lod:
            raise OpRunError(f"{kind} net: inputs '{first}' and '{x.outer}' should have the same sequence "
                             f"offsets, got {scope.var(first).tensor.lod} and {scope.var(x.outer).tensor.lod}")
    if layout.steps == 0:
        raise OpRunError(f"{kind} net: every sequence of input '{first}' is empty: there is no step to run")
    return layout


def _statics(spec: Spec, scope: Scope, layout: Layout, kind: str) -> list[tuple[Any, StaticRows]]:
    """Each static input's value and the rows each step reads of it."""
    out = []
    for x in spec.statics:
        array = value(scope, x.outer, kind)
        out.append((array, StaticRows(kind, x.outer, x.is_seq, array, scope.var(x.outer).tensor.lod,
                                      layout.order)))
    return out


def _gather(o: Link, parts: list[Any], step_rows: list[Any], total: int) -> Any:
    """The steps' values of output `o` as one tensor of `total` rows, step t's at `step_rows[t]`."""
    first = parts[0]
    out = xp_of(first).zeros((total, *first.shape[1:]), dtype=first.dtype)
    for t, (part, rows) in enumerate(zip(parts, step_rows)):
        if part.shape[:1] != (len(rows),) or part.shape[1:] != first.shape[1:]:
            raise OpRunError(f"{KIND} net: output '{o.outer}': the step's '{o.inner}' should have one row per "
                             f"running sequence ({len(rows)}) and the shape of step 0's, got {part.shape} at step {t}")
        out[index(rows, out)] = part
    return out
