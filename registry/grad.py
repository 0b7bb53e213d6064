"""Gradient rules as frozen data, declared on the forward op.

- `KernelGrad`: one derived grad op (`<op>_grad`) whose metas, attributes and devices follow
  from the forward declaration; it reads the forward slots `reads` and the gradients of the
  forward outputs, and writes `<X>@GRAD` for each input in `wrt`. The gradients of the outputs
  in `zero_if_absent` may be missing (no path uses the output): the kernel then gets None and
  reads zeros, and backward writes no zero-filled array for it.
- `CompositeGrad`: the gradient as ops that exist already (a template over the forward op's
  slots), so the op needs no grad kernel at all (JAX's defjvp, tinygrad's gradient table).

Both `emit` the gradient ops of one forward OpDesc, and both are JSON data.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from .desc import GRAD_SUFFIX, OpDesc, grad_var_name

TEMP = "tmp:"  # a composite gradient's own intermediate variable: "tmp:name"


@dataclass(frozen=True)
class KernelGrad:
    kind = "kernel"
    op: str
    reads: tuple[str, ...]
    wrt: tuple[str, ...]
    outputs: tuple[str, ...]
    zero_if_absent: tuple[str, ...] = ()
    # the grad op's (output, input) pairs it may write in place (its JSON entry carries them)
    in_place: tuple[tuple[str, str], ...] = ()

    def emit(self, desc: OpDesc) -> list[OpDesc]:
        inputs = {slot: desc.input(slot) or desc.output(slot) for slot in self.reads}
        inputs.update({grad_var_name(o): _grads(desc.output(o)) for o in self.outputs})
        outputs = {grad_var_name(x): _grads(desc.input(x)) for x in self.wrt if desc.input(x)}
        return [OpDesc(type=self.op, inputs={k: v for k, v in inputs.items() if v}, outputs=outputs,
                       attrs=dict(desc.attrs))]

    @property
    def ops(self) -> tuple[str, ...]:
        return (self.op,)

    def to_data(self) -> dict[str, Any]:
        return {"kind": self.kind, "op": self.op, "reads": list(self.reads), "wrt": list(self.wrt),
                "outputs": list(self.outputs), "zero_if_absent": list(self.zero_if_absent), "template": None}


@dataclass(frozen=True)
class AttrRef:
    """In a composite gradient: the forward op's value of this attribute."""

    attr: str


@dataclass(frozen=True)
class GradOp:
    """One op of a composite gradient. Variables are refs: a forward slot ("X", "Out"), the
    gradient of one ("Out@GRAD", "X@GRAD"), or an intermediate ("tmp:name")."""

    type: str
    inputs: dict[str, tuple[str, ...]] = field(default_factory=dict)
    outputs: dict[str, tuple[str, ...]] = field(default_factory=dict)
    attrs: dict[str, Any] = field(default_factory=dict)

    def to_data(self) -> dict[str, Any]:
        attrs = {k: {"attr": v.attr} if isinstance(v, AttrRef) else v for k, v in self.attrs.items()}
        return {"type": self.type, "inputs": {k: list(v) for k, v in self.inputs.items()},
                "outputs": {k: list(v) for k, v in self.outputs.items()}, "attrs": attrs}


@dataclass(frozen=True)
class CompositeGrad:
    kind = "composite"
    zero_if_absent: ClassVar[tuple[str, ...]] = ()  # every gradient its template reads is filled (KernelGrad's)
    template: tuple[GradOp, ...]
    wrt: tuple[str, ...]

    def emit(self, desc: OpDesc) -> list[OpDesc]:
        return [OpDesc(type=g.type, inputs=_resolve_slots(g.inputs, desc), outputs=_resolve_slots(g.outputs, desc),
                       attrs={k: desc.attrs[v.attr] if isinstance(v, AttrRef) else v for k, v in g.attrs.items()})
                for g in self.template]

    @property
    def ops(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(g.type for g in self.template))

    def to_data(self) -> dict[str, Any]:
        return {"kind": self.kind, "op": None, "reads": [], "wrt": list(self.wrt), "outputs": [],
                "zero_if_absent": list(self.zero_if_absent), "template": [g.to_data() for g in self.template]}


GradRule = KernelGrad | CompositeGrad


def _grads(names: list[str]) -> list[str]:
    return [grad_var_name(n) for n in names]


def _resolve_slots(slots: dict[str, tuple[str, ...]], desc: OpDesc) -> dict[str, list[str]]:
    return {slot: [n for ref in refs for n in resolve_ref(ref, desc)] for slot, refs in slots.items()}


def resolve_ref(ref: str, desc: OpDesc) -> list[str]:
    """The variables a composite gradient's ref names for one forward op."""
    if ref.startswith(TEMP):
        anchor = (desc.output_names() or desc.input_names() or [desc.type])[0]
        return [f"{anchor}@{ref[len(TEMP):]}"]
    slot = ref[: -len(GRAD_SUFFIX)] if ref.endswith(GRAD_SUFFIX) else ref
    names = desc.input(slot) or desc.output(slot)
    return _grads(names) if ref.endswith(GRAD_SUFFIX) else list(names)
