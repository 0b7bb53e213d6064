"""Sub-net extraction (seed 003): only the ops an expression needs, cached per request."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ..core.net import NetOp, PlainNet, map_op_desc
from ..registry import GRAD_SUFFIX, OpDesc

if TYPE_CHECKING:
    from ..core.operator import Operator

FORWARD_ROLES = ("layer", "internal")
INFERENCE_ATTR = "is_test"  # ops that behave differently in inference (batch_norm, dropout) declare it


def is_forward(op: "Operator") -> bool:
    """A layer's op, not a gradient op (grad seeds and sums are `internal` ops writing
    `@GRAD` variables) nor an optimizer update."""
    return op.meta.role in FORWARD_ROLES and not any(n.endswith(GRAD_SUFFIX) for n in op.output_names())


def extract(ops: Sequence["Operator"], needed: set[str], last: int, trains: bool = False) -> list["Operator"]:
    """Walking back from op `last`, keep each op that writes a needed variable; its inputs
    become needed. Unless `trains` (an optimizer update was asked for), only forward ops
    are kept: an optimizer op writes the parameter it updates, so a value reading that
    parameter would otherwise pull in the update and the whole backward, and asking for a
    value would train the model. Ops after `last` are never needed."""
    needed, kept = set(needed), []
    for op in reversed(ops[: last + 1]):
        if needed.intersection(op.output_names()) and (trains or is_forward(op)):
            kept.append(op)
            needed.update(op.input_names())
    kept.reverse()
    return kept


def for_inference(op: "Operator") -> "Operator":
    """`op` with is_test set, where it declares it (dropout keeps every unit, batch_norm uses its
    running statistics); a nested net's op (a recurrent group) with is_test set on the ops
    inside it; any other op as it is."""
    if isinstance(op, NetOp):
        return NetOp(map_op_desc(op.desc, lambda d: _inference_desc(d, op.registry)), op.registry)
    if INFERENCE_ATTR not in op.meta.attributes or op.attrs.get(INFERENCE_ATTR):
        return op
    from ..core.operator import Operator
    return Operator(op.desc.replace(attrs={**op.attrs, INFERENCE_ATTR: True}), op.registry, validated=True)


def _inference_desc(desc: OpDesc, registry: Any) -> OpDesc:
    if INFERENCE_ATTR not in registry.function(desc.type).attributes or desc.attrs.get(INFERENCE_ATTR):
        return desc
    return desc.replace(attrs={**desc.attrs, INFERENCE_ATTR: True})


class SubnetCache:
    def __init__(self) -> None:
        self._cache: dict[Any, PlainNet] = {}

    def get(self, net: PlainNet, exprs: Sequence[Any], inference: bool = False) -> PlainNet:
        """The ops `exprs` need; with `inference`, forward ops only and in inference mode."""
        last = max(e.op_pos for e in exprs)
        trains = any(not is_forward(net.ops[e.op_pos]) for e in exprs if e.op_pos >= 0)
        key = (id(net), net.version, frozenset(e.name for e in exprs), last, trains, inference)
        sub = self._cache.get(key)
        if sub is None:
            if len(self._cache) > 64:  # stale versions of a net being built
                self._cache.clear()
            ops = extract(net.ops, {e.name for e in exprs}, last, trains)
            if inference:
                ops = [for_inference(op) for op in ops]
            sub = self._cache[key] = PlainNet.of_operators(ops, net.vars)
            if trains or inference:  # the memory plan (paddle.plan): only the asked-for values stay
                sub.release_after_use(e.name for e in exprs)
        return sub
