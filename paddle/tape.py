"""The Tape (seed 000): layer creations recorded in the order they were made.

Each layer is configured when it is created (into the tape's Model, so a mistake raises at the
line that made it) and recorded as a TapeItem. A topology can end at any item: it holds what
that item needs, plus the items kept although nothing reads them (evaluators; later memories and
recurrent groups) whose inputs are all there, minus the items the user skips.

Several networks on one tape (v2 programs and notebook re-runs build one after another): a
data layer declared again under a name the current network already has starts a new
*network segment*, with a Model of its own (fresh unique names, parameter seeds and data
types), so the second network is built, trained and inferred exactly as it would be alone.
Layers of different segments cannot be mixed in one layer or topology (a typed error says
which data layer started the newer segment). A tape given a Model (a recurrent step's tape)
keeps that one model: re-declaring a data layer there is the model's usual error.

Unrunnable layers (paddle/v2_deferral.py): a configuration error of a kind v2's parser did not
check (it met it only when the network ran) is not raised where the layer is made; the tape
records the layer as *unrunnable* (its name, kind, inputs and v2 size; its error, naming the
line) and warns. A layer reading an unrunnable one is unrunnable too, without being configured.
Whatever runs a topology holding one (Topology.check_runnable) raises the kept error.

    with paddle.Tape() as tape:          # a local tape; outside one, the global tape records
        ...
    topology = tape.topology(cost, skip=[d, e])
"""
from __future__ import annotations

import sys
import warnings
from typing import Any, Callable, Iterable, Sequence

from .errors import ModelError
from .core.place import Place
from .model import Expression, Model
from .registry import ConfigError
from .v2_deferral import DeferredConfigWarning, UnrunnableInputError, declared_size, reads_unrunnable, run_time_check

class Segment:
    """One network of a tape: the Model its layers are configured into, its data layers' v2
    types, and where the data layer that started it was made (None: the tape's first)."""

    __slots__ = ("model", "input_types", "started_at")

    def __init__(self, model: Model, started_at: str | None = None) -> None:
        self.model, self.started_at = model, started_at
        self.input_types: dict[str, Any] = {}  # data layer name -> what it holds per sample (v2)

    def describe(self) -> str:
        return "the tape's first network" if self.started_at is None else \
            f"the network started by the data layer re-declared at {self.started_at}"


class TapeItem:
    """One recorded layer creation: its output, the items it read, where the user made it, and
    the network segment (Model) it belongs to."""

    __slots__ = ("tape", "index", "layer", "output", "inputs", "keep", "where", "segment", "unrunnable")

    def __init__(self, tape: "Tape", index: int, layer: str, output: Any, inputs: tuple["TapeItem", ...],
                 keep: bool, where: str, segment: Segment | None = None,
                 unrunnable: "Unrunnable | None" = None) -> None:
        self.tape, self.index, self.layer, self.output = tape, index, layer, output
        self.inputs, self.keep, self.where = inputs, keep, where
        self.segment = segment if segment is not None else tape.segment
        self.unrunnable = unrunnable  # set: the layer was not configured (see the module's docstring)

    @property
    def model(self) -> Model:
        return self.segment.model

    @property
    def input_types(self) -> dict[str, Any]:
        """The v2 types of the data layers of this item's network."""
        return self.segment.input_types

    @property
    def name(self) -> str:
        if self.unrunnable is not None:
            return self.unrunnable.name
        out = self.output[0] if isinstance(self.output, tuple) else self.output
        return str(out.name)

    def v2_size(self) -> int | None:
        """v2's size of the layer: a data layer's dim, else its values per sample (None: unknown)."""
        if self.unrunnable is not None:
            return self.unrunnable.size
        if self.layer == "data" and self.name in self.input_types:
            return int(self.input_types[self.name].dim)
        shape = self.expressions()[0].info.shape
        dims = shape[1:] if len(shape) > 1 else shape  # images [N, C, H, W]: v2's size is C * H * W
        size = 1
        for d in dims:
            if d is None:
                return None
            size *= int(d)
        return size if dims else None

    def expressions(self) -> list[Expression]:
        return list(self.output) if isinstance(self.output, tuple) else [self.output]

    def __repr__(self) -> str:
        return f"TapeItem({self.index}, {self.layer!r}, {self.name!r})"


class Unrunnable:
    """What is known of a layer that could not be configured: its name, v2 size and the typed
    error (naming the line that made it) that running it raises."""

    __slots__ = ("name", "size", "error", "cause")

    def __init__(self, name: str, size: int | None, error: ConfigError, cause: TapeItem | None = None) -> None:
        self.name, self.size, self.error = name, size, error
        self.cause = cause  # the unrunnable layer whose own mistake this is (None: this one's)

    def raised(self, item: TapeItem) -> ConfigError:
        """The kept error, to raise now that a network holding the layer is used: the same
        class, message, fields and line."""
        e = self.error
        err = type(e)(str(e), layer=e.layer, argument=e.argument, rule=e.rule, value=e.value)
        err.where = getattr(e, "where", item.where)  # type: ignore[attr-defined]
        err.add_note(f"raised when the network was used: v2 accepted layer '{item.name}' ({item.layer}, made at "
                     f"{item.where}) but could not run it")
        return err


class UnrunnableOutput:
    """The output of an unrunnable layer: reading anything of it is an UnrunnableInputError
    naming the layer and why it cannot run (v2's layer functions turn it into an unrunnable
    layer of their own, paddle/v2/arguments.py)."""

    __slots__ = ("item",)

    def __init__(self, item: TapeItem) -> None:
        self.item = item

    def __getattr__(self, attr: str) -> Any:
        if attr.startswith("__"):
            raise AttributeError(attr)
        raise reading_unrunnable("a", self.item)

    def __repr__(self) -> str:
        return f"UnrunnableOutput({self.item.name!r})"


def reading_unrunnable(layer: str, item: TapeItem) -> UnrunnableInputError:
    """The error of layer `layer` reading the unrunnable `item`; `.unrunnable_item` says which."""
    assert item.unrunnable is not None
    root = item.unrunnable.cause or item
    assert root.unrunnable is not None
    err = reads_unrunnable(layer, item, root, root.unrunnable.error)
    err.unrunnable_item = item  # type: ignore[attr-defined]
    return err


_DEFAULT_PLACE: list[Place | None] = [None]


class Tape:
    """Layer creations in order, configured into the Model of the current network segment (on
    the place `set_default_place` chose: `paddle.v2.init(use_gpu=True)` puts every tape made
    after it on the GPU)."""

    def __init__(self, model: Model | None = None) -> None:
        self._owns_models = model is None
        self.segments = [Segment(model or Model(place=_DEFAULT_PLACE[0]))]
        self.items: list[TapeItem] = []

    @property
    def segment(self) -> Segment:
        """The network being built now (the newest segment)."""
        return self.segments[-1]

    @property
    def model(self) -> Model:
        """The Model the next layer is configured into (the current segment's)."""
        return self.segment.model

    @property
    def input_types(self) -> dict[str, Any]:
        """The v2 types of the current segment's data layers."""
        return self.segment.input_types

    def data(self, name: str, build: Callable[[], Any], input_type: Any = None) -> TapeItem:
        """Record a data layer named `name` (`build` adds it to the model); a name the current
        segment already has starts a new segment first (see the module's docstring)."""
        if self._owns_models and self.model.root_scope().find_var(name) is not None:
            self.segments.append(Segment(Model(place=_DEFAULT_PLACE[0] or self.model.place), caller_location()))
        item = self.record("data", build)
        if input_type is not None:
            item.segment.input_types[name] = input_type
        return item

    def __enter__(self) -> "Tape":
        _STACK.append(self)
        return self

    def __exit__(self, *exc: Any) -> None:
        _STACK.remove(self)

    def __len__(self) -> int:
        return len(self.items)

    def record(self, layer: str, build: Callable[[], Any], inputs: Iterable[Any] = (), *,
               keep: bool = False, name: str | None = None, size: Any = None) -> TapeItem:
        """Configure a layer now (`build` adds its ops to the tape's model) and record it.
        A configuration error is raised as the same typed error, naming the user's file and
        line, unless v2 met its kind only at run time: then the layer is recorded unrunnable
        (`name`, `size`: the user's, for its config). `keep`: part of every topology that has
        its inputs (evaluators)."""
        read = tuple(self._own(i) for i in inputs)
        where = caller_location()
        if keep and not self._owns_models:  # a step's tape: its kept items are never run nor printed
            raise ConfigError(f"{layer} (at {where}) inside a recurrent_group's step is not supported: the trainer "
                              f"runs evaluators and printers of the network only; make it on the group's output",
                              layer=layer, argument="input", rule="unsupported", value=layer)
        for r in read:
            self._same_segment(r, layer, where)
        blocked = next((r for r in read if r.unrunnable is not None), None)
        if blocked is not None:  # not configured: its inputs' values will never exist
            return self.unrunnable(layer, read, reading_unrunnable(layer, blocked), where=where, keep=keep,
                                   name=name, size=size)
        names = self.model.graph.names
        counts = dict(names.counts)
        try:
            with self.model:
                output = build()
        except ConfigError as err:
            located = _at(_in_layer(err, layer), where)
            if not self._owns_models or run_time_check(located) is None:
                raise located from None  # v2's parser refused it too (or a step's: its group decides)
            names.counts = counts  # the layer keeps the automatic name it would have had
            return self.unrunnable(layer, read, located, where=where, keep=keep, name=name, size=size)
        item = TapeItem(self, len(self.items), layer, output, read, keep, where, self.segment)
        if name is not None:  # an unrunnable layer made before holds no variable: its name is checked here
            self._name_free(item.name, where)
        self.items.append(item)
        return item

    def unrunnable(self, layer: str, read: Sequence[TapeItem], error: ConfigError, *, where: str,
                   keep: bool = False, name: str | None = None, size: Any = None) -> TapeItem:
        """Record layer `layer` reading `read` as unrunnable: `error` is raised when a network
        holding it is used; a DeferredConfigWarning says so now."""
        error = _at(error, where)
        own_name = name if isinstance(name, str) and name else self.model.graph.unique_name(layer)
        if isinstance(name, str) and name:
            self._name_free(own_name, where, self.model.root_scope().find_var(own_name) is not None)
        blocked = next((r for r in read if r.unrunnable is not None), None)
        cause = None if blocked is None or blocked.unrunnable is None else blocked.unrunnable.cause or blocked
        kept = Unrunnable(own_name, declared_size(layer, size, [r.v2_size() for r in read]), error, cause)
        item = TapeItem(self, len(self.items), layer, None, tuple(read), keep, where, self.segment, kept)
        item.output = UnrunnableOutput(item)
        self.items.append(item)
        file, _, line = where.rpartition(":")
        warnings.warn_explicit(f"{error}; v2 accepted this layer but could not run it, so a network holding it "
                               f"raises this error when it is trained, inferred or saved", DeferredConfigWarning,
                               file or where, int(line) if line.isdigit() else 0)
        return item

    def _name_free(self, name: str, where: str, taken: bool = False) -> None:
        """Refuse a user's layer name that a layer of this network holds already (`taken`: a
        variable has it), as the model refuses it for layers that run; v2 refused it too."""
        if taken or any(i.unrunnable is not None and i.segment is self.segment and i.name == name
                        for i in self.items):
            raise ModelError(f"cannot name the layer made at {where} '{name}': a layer of that name exists "
                             f"already in this network")

    def _same_segment(self, item: TapeItem, layer: str, where: str) -> None:
        if item.segment is not self.segment:
            raise ModelError(f"{layer} layer (at {where}) reads layer '{item.name}' of an earlier network "
                             f"({item.segment.describe()}); the layers made since belong to "
                             f"{self.segment.describe()}: a data layer declared again by name starts a "
                             f"new network, whose layers cannot read an older one's")

    def topology(self, end: TapeItem | Sequence[TapeItem], skip: Iterable[TapeItem] = ()) -> list[TapeItem]:
        """The items a topology ending at `end` holds, in creation order."""
        ends = [end] if isinstance(end, TapeItem) else list(end)
        skipped = {self._own(s).index for s in skip}
        needed: set[int] = set()
        for e in ends:
            self._need(self._own(e), needed, skipped)
        segments = {id(self.items[i].segment): self.items[i].segment for i in needed}
        if len(segments) > 1:
            described = "; ".join(s.describe() for s in segments.values())
            raise ModelError(f"a topology cannot end at layers of different networks ({described}): "
                             f"a data layer declared again by name starts a new network")
        kept = {i.index for i in self.items if i.keep and i.index not in skipped and i.index not in needed
                and i.segment is ends[0].segment and all(r.index in needed for r in i.inputs)
                and i.unrunnable is None}  # an evaluator that cannot run is left out, not raised
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


def _in_layer(err: ConfigError, layer: str) -> ConfigError:
    """An error of an op inside a v2 layer (addto's `sum`, mse_cost's `square_error`) names the
    layer the user called first: the op alone is not in the user's words."""
    if getattr(err, "where", None) is not None or not err.layer or err.layer == layer or str(err).startswith(layer):
        return err
    renamed = type(err)(f"{layer} layer: {err}", layer=layer, argument=err.argument, rule=err.rule, value=err.value)
    return renamed


def _at(err: ConfigError, where: str) -> ConfigError:
    """The same typed error, its message naming the user's line (once: a layer configured
    inside another's configuration, as a recurrent group's step layers are, names its own)."""
    if getattr(err, "where", None) is not None:
        return err
    located = type(err)(f"{err} (at {where})", layer=err.layer, argument=err.argument, rule=err.rule,
                        value=err.value)
    located.where = where  # type: ignore[attr-defined]
    return located
