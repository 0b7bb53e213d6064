"""A recurrent net's attributes (paddle.recurrent), read strictly: its inputs, memories, outputs,
parameters, static inputs and direction, and the checks of a well-formed step net."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..core.desc import NetDesc
from .nested import check_sub_dataflow, fail, known_keys, list_of, name_of, names_of, unique

KIND = "recurrent"
GRAD_KIND = "recurrent_grad"  # the kind of its gradient net


@dataclass(frozen=True)
class Link:
    outer: str
    inner: str


@dataclass(frozen=True)
class Memory:
    inner: str  # the step's variable whose value the next step reads
    pre: str  # what the step reads: the previous step's `inner`
    boot: str | None  # the outer variable giving step 0's value (one row per sequence), or zeros
    size: int | None  # the width of the zeros when there is no boot


@dataclass(frozen=True)
class Static:
    outer: str  # read whole at every step, for the sequences running
    inner: str  # what the step reads
    is_seq: bool  # one sequence per stepped sequence (else one row)


@dataclass(frozen=True)
class Spec:
    """A recurrent net's attributes, read strictly."""

    inputs: tuple[Link, ...]
    memories: tuple[Memory, ...]
    outputs: tuple[Link, ...]
    params: tuple[str, ...]
    reverse: bool = False  # step from the end of each sequence to its start
    statics: tuple[Static, ...] = ()
    sub_sequences: bool = False  # nested inputs: a step takes one sub-sequence of each sequence (v2's SubsequenceInput)

    @classmethod
    def of(cls, attrs: Mapping[str, Any], kind: str = KIND, extra: Sequence[str] = ()) -> "Spec":
        known_keys(kind, attrs, "attrs", ("inputs", "memories", "outputs", "params"),
                   ("reverse", "statics", "sub_sequences", *extra))
        reverse, subs = attrs.get("reverse", False), attrs.get("sub_sequences", False)
        for key, flag in (("reverse", reverse), ("sub_sequences", subs)):
            if not isinstance(flag, bool):
                raise fail(kind, f"attrs.{key} should be true or false, got {flag!r}", f"attrs.{key}", flag)
        return cls(
            inputs=tuple(_link(kind, d, f"attrs.inputs[{i}]")
                         for i, d in enumerate(list_of(kind, attrs["inputs"], "attrs.inputs"))),
            memories=tuple(_memory(kind, d, f"attrs.memories[{i}]")
                           for i, d in enumerate(list_of(kind, attrs["memories"], "attrs.memories"))),
            outputs=tuple(_link(kind, d, f"attrs.outputs[{i}]")
                          for i, d in enumerate(list_of(kind, attrs["outputs"], "attrs.outputs"))),
            params=names_of(kind, attrs["params"], "attrs.params"), reverse=reverse,
            statics=tuple(_static(kind, d, f"attrs.statics[{i}]")
                          for i, d in enumerate(list_of(kind, attrs.get("statics", []), "attrs.statics"))),
            sub_sequences=subs)

    def to_attrs(self) -> dict[str, Any]:
        attrs = {"inputs": [dataclasses.asdict(x) for x in self.inputs],
                 "memories": [dataclasses.asdict(m) for m in self.memories],
                 "outputs": [dataclasses.asdict(o) for o in self.outputs], "params": list(self.params),
                 "reverse": self.reverse}
        if self.statics:  # written only when there are some: older descriptions stay as they were
            attrs["statics"] = [dataclasses.asdict(x) for x in self.statics]
        if self.sub_sequences:  # likewise
            attrs["sub_sequences"] = True
        return attrs

    def reads(self) -> list[str]:
        """The outer variables read, in the order of the op's slot X."""
        return ([x.outer for x in self.inputs] + [m.boot for m in self.memories if m.boot] + list(self.params)
                + [x.outer for x in self.statics])

    def writes(self) -> list[str]:
        return [o.outer for o in self.outputs]

    def given(self) -> list[str]:
        """What each step gets from outside: its inputs' rows, its states, the parameters."""
        return ([x.inner for x in self.inputs] + [m.pre for m in self.memories] + list(self.params)
                + [x.inner for x in self.statics])

    def targets(self) -> list[str]:
        """The step's variables whose gradients come from outside the step."""
        return list(dict.fromkeys([o.inner for o in self.outputs] + [m.inner for m in self.memories]))

    @property
    def key(self) -> str:
        """Where the step scopes are kept in the scope the net runs in."""
        return f"{KIND}:{self.outputs[0].outer}"


def _link(kind: str, data: Any, where: str) -> Link:
    d = known_keys(kind, data, where, ("outer", "inner"))
    return Link(name_of(kind, d["outer"], f"{where}.outer"), name_of(kind, d["inner"], f"{where}.inner"))


def _static(kind: str, data: Any, where: str) -> Static:
    d = known_keys(kind, data, where, ("outer", "inner", "is_seq"))
    if not isinstance(d["is_seq"], bool):
        raise fail(kind, f"{where}.is_seq should be true or false, got {d['is_seq']!r}", f"{where}.is_seq",
                   d["is_seq"])
    return Static(name_of(kind, d["outer"], f"{where}.outer"), name_of(kind, d["inner"], f"{where}.inner"),
                  d["is_seq"])


def _memory(kind: str, data: Any, where: str) -> Memory:
    d = known_keys(kind, data, where, ("inner", "pre"), ("boot", "size"))
    boot, size = d.get("boot"), d.get("size")
    if boot is None and not (isinstance(size, int) and not isinstance(size, bool) and size > 0):
        raise fail(kind, f"{where}: a memory without a boot variable starts from zeros and needs their width: "
                   f"'size' should be an int larger than 0, got {size!r}", f"{where}.size", size)
    return Memory(name_of(kind, d["inner"], f"{where}.inner"), name_of(kind, d["pre"], f"{where}.pre"),
                  None if boot is None else name_of(kind, boot, f"{where}.boot"), size)


def check_spec(kind: str, spec: Spec, desc: NetDesc, strict: bool = True) -> None:
    """A well-formed step: inputs and outputs given, every memory and output a variable the step
    writes, nothing written that comes from outside, every read accounted for."""
    if not spec.inputs:
        raise fail(kind, "it has no inputs: a recurrent net steps over at least one sequence", "attrs.inputs", [])
    if not spec.outputs:
        raise fail(kind, "it has no outputs", "attrs.outputs", [], rule="must_set")
    unique(kind, spec.given(), "the step's inputs, memories and parameters")
    unique(kind, spec.writes(), "the outer outputs")
    written = {n for op in desc.ops for n in op.output_names()}
    for m in spec.memories:
        if m.inner not in written:
            raise fail(kind, f"memory '{m.inner}' (read as '{m.pre}') is no variable of the step: no op of the "
                       f"step writes it (the step writes {sorted(written)})", "attrs.memories", m.inner,
                       rule="unknown_memory")
    for o in spec.outputs:
        if o.inner not in written:
            raise fail(kind, f"output '{o.outer}' takes the step's '{o.inner}', which no op of the step writes "
                       f"(the step writes {sorted(written)})", "attrs.outputs", o.inner, rule="no_output")
    clash = sorted(written & set(spec.given()))
    if clash:
        raise fail(kind, f"the step writes '{clash[0]}', which it gets from outside (an input, a memory's "
                   f"previous value or a parameter)", "ops", clash[0], rule="dataflow")
    check_sub_dataflow(kind, desc, spec.given(), strict)
