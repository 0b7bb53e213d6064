"""The Tape (seed 000): layer creations recorded in the order they were made.

Each layer is configured when it is created (into the tape's Model, so a mistake raises at the
line that made it) and recorded as a TapeItem. A topology can end at any item: it holds what
that item needs, plus the items kept although nothing reads them (evaluators; later memories and
recurrent groups) whose inputs are all there, minus the items the user skips.

    with paddle.Tape() as tape:          # a local tape; outside one, the global tape records
        ...
    topology = tape.topology(cost, skip=[d, e])
"""
from __future__ import annotations

import sys
from typing import Any, Callable, Iterable, Sequence

from .errors import ModelError
from .core.place import Place
from .model import Expression, Model
from .registry import ConfigError

class TapeItem:
    """One recorded layer creation: its output, the items it read, where the user made it."""

    __slots__ = ("tape", "index", "layer", "output", "inputs", "keep", "where")

    def __init__(self, tape: "Tape", index: int, layer: str, output: Any, inputs: tuple["TapeItem", ...],
                 keep: bool, where: str) -> None:
        self.tape, self.index, self.layer, self.output = tape, index, layer, output
        self.inputs, self.keep, self.where = inputs, keep, where

    @property
    def name(self) -> str:
        out = self.output[0] if isinstance(self.output, tuple) else self.output
        return str(out.name)

    def expressions(self) -> list[Expression]:
        return list(self.output) if isinstance(self.output, tuple) else [self.output]

    def __repr__(self) -> str:
        return f"TapeItem({self.index}, {self.layer!r}, {self.name!r})"


_DEFAULT_PLACE: list[Place | None] = [None]


class Tape:
    """Layer creations in order, configured into one Model (on the place `set_default_place`
    chose: `paddle.v2.init(use_gpu=True)` puts every tape made after it on the GPU)."""

    def __init__(self, model: Model | None = None) -> None:
        self.model = model or Model(place=_DEFAULT_PLACE[0])
        self.items: list[TapeItem] = []
        self.input_types: dict[str, Any] = {}  # data layer name -> what it holds per sample (v2)

    def __enter__(self) -> "Tape":
        _STACK.append(self)
        return self

    def __exit__(self, *exc: Any) -> None:
        _STACK.remove(self)

    def __len__(self) -> int:
        return len(self.items)

    def record(self, layer: str, build: Callable[[], Any], inputs: Iterable[Any] = (), *,
               keep: bool = False) -> TapeItem:
        """Configure a layer now (`build` adds its ops to the tape's model) and record it.
        A configuration error is raised as the same typed error, naming the user's file and
        line; `keep`: part of every topology that has its inputs (evaluators)."""
        read = tuple(self._own(i) for i in inputs)
        where = caller_location()
        try:
            with self.model:
                output = build()
        except ConfigError as err:
            raise _at(err, where) from None
        item = TapeItem(self, len(self.items), layer, output, read, keep, where)
        self.items.append(item)
        return item

    def topology(self, end: TapeItem | Sequence[TapeItem], skip: Iterable[TapeItem] = ()) -> list[TapeItem]:
        """The items a topology ending at `end` holds, in creation order."""
        ends = [end] if isinstance(end, TapeItem) else list(end)
        skipped = {self._own(s).index for s in skip}
        needed: set[int] = set()
        for e in ends:
            self._need(self._own(e), needed, skipped)
        kept = {i.index for i in self.items if i.keep and i.index not in skipped and i.index not in needed
                and all(r.index in needed for r in i.inputs)}
        return [i for i in self.items if i.index in needed | kept]

    def _need(self, item: TapeItem, needed: set[int], skipped: set[int]) -> None:
        if item.index in skipped:
            raise ModelError(f"layer '{item.name}' ({item.layer}, made at {item.where}) is skipped, "
                             f"but the topology needs it")
        if item.index not in needed:
            needed.add(item.index)
            for r in item.inputs:
                self._need(r, needed, skipped)

    def _own(self, item: Any) -> TapeItem:
        if not isinstance(item, TapeItem):
            raise ModelError(f"expected a layer of the tape, got {type(item).__name__} {item!r}")
        if item.tape is not self:
            raise ModelError(f"layer '{item.name}' was made on another tape (`with paddle.Tape():` blocks "
                             f"keep their layers apart)")
        return item


_GLOBAL = Tape()
_STACK: list[Tape] = []


def current_tape() -> Tape:
    """The innermost `with Tape():` block's tape, else the global one."""
    return _STACK[-1] if _STACK else _GLOBAL


def set_default_place(place: Place | None) -> None:
    """The place of the models of tapes made from now on, and of the global tape's model."""
    _DEFAULT_PLACE[0] = place
    if place is not None:
        current_tape().model.set_place(place)


def reset_global_tape() -> Tape:
    """A fresh global tape (a program that builds a second, separate network at top level)."""
    global _GLOBAL
    _GLOBAL = Tape()
    return _GLOBAL


def caller_location() -> str:
    """'file:line' of the innermost frame outside this package (by module name: the editable
    install keeps registry/, kernels/, generated/ outside paddle/'s folder): the user's line."""
    frame: Any = sys._getframe(1)
    while frame is not None and str(frame.f_globals.get("__name__", "")).partition(".")[0] == "paddle":
        frame = frame.f_back
    return f"{frame.f_code.co_filename}:{frame.f_lineno}" if frame is not None else "<unknown>"


def _at(err: ConfigError, where: str) -> ConfigError:
    """The same typed error, its message naming the user's line (once: a layer configured
    inside another's configuration, as a recurrent group's step layers are, names its own)."""
    if getattr(err, "where", None) is not None:
        return err
    located = type(err)(f"{err} (at {where})", layer=err.layer, argument=err.argument, rule=err.rule,
                        value=err.value)
    located.where = where  # type: ignore[attr-defined]
    return located
