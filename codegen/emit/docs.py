"""docs/operators.md: the operator reference, from the same views as the layers."""
from __future__ import annotations

from dataclasses import dataclass

from .. import rules
from ..views import OpView
from ..writer import Artifact
from . import artifact, render


@dataclass(frozen=True)
class Row:
    cells: tuple[str, ...]


@dataclass(frozen=True)
class OpDoc:
    op: OpView
    signature: str | None  # the layer function's, for user-facing ops
    inputs: tuple[Row, ...]
    outputs: tuple[Row, ...]
    attributes: tuple[Row, ...]
    gradient: str
    oracle: str


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _tensor_rows(op: OpView, outputs: bool) -> tuple[Row, ...]:
    tensors = op.outputs if outputs else op.inputs
    return tuple(Row((f"`{t.name}`", _cell("; ".join(rules.tensor_facts(t))), _cell(t.description)))
                 for t in tensors)


def _attr_rows(op: OpView) -> tuple[Row, ...]:
    return tuple(Row((f"`{a.name}`", f"`{rules.attr_annotation(a)}`",
                      "required" if a.required else f"`{rules.literal(a.default)}`",
                      _cell("; ".join(c.phrase for c in a.checks)) or "—", _cell(a.description)))
                 for a in op.attrs)


def _gradient(op: OpView) -> str:
    if op.kind == "layer":
        return "composed of ops; each op carries its own gradient"
    if op.derived_from:
        return f"the gradient of `{op.derived_from}`, derived from its declaration"
    if op.grad_kind == "kernel" and op.not_derivative:
        return f"a gradient op `{op.grad_ops[0]}` that is not the derivative: {op.not_derivative}"
    if op.grad_kind == "kernel":
        return f"differentiable (derived gradient op `{op.grad_ops[0]}`)"
    if op.grad_kind == "composite":
        return f"differentiable (gradient composed of {', '.join(f'`{o}`' for o in op.grad_ops)})"
    return f"not differentiable: {op.no_grad_reason}"


def _signature(op: OpView) -> str | None:
    if not op.user_facing:
        return None
    sig = rules.signature(op)
    params = [p.source for p in sig.positional] + ["*"] + [p.source for p in sig.keyword]
    params += ["name: str | None = None", "model: Model | None = None"]
    return f"paddle.layer.{rules.py_name(op.name)}({', '.join(params)}) -> {sig.returns}"


def op_doc(op: OpView) -> OpDoc:
    return OpDoc(op, _signature(op), _tensor_rows(op, False), _tensor_rows(op, True), _attr_rows(op),
                 _gradient(op), _cell(op.oracle_phrase))


def _oracle_rows(docs: list[OpDoc]) -> tuple[Row, ...]:
    """Which independent implementation checks each op's kernels (the generated tests run it)."""
    return tuple(Row((f"[`{d.op.name}`](#{d.op.name})", (d.op.oracle or {}).get("kind") or "—", d.oracle))
                 for d in docs if d.op.has_kernels)


def emit(ops: list[OpView]) -> Artifact:
    docs = [op_doc(op) for op in ops]
    groups = [("Layers", [d for d in docs if d.op.user_facing]),
              ("Internal ops", [d for d in docs if not d.op.user_facing])]
    body = render("operators.md.j2", groups=groups, oracles=_oracle_rows(docs))
    return artifact("docs/operators.md", __name__, [op.source for op in ops], body)
