"""Sub-net extraction (seed 003): only the ops an expression needs, cached per request."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from .net import PlainNet

if TYPE_CHECKING:
    from .operator import Operator


def extract(ops: Sequence["Operator"], needed: set[str], last: int) -> list["Operator"]:
    """Walking back from op `last`, keep each op that writes a needed variable; its inputs
    become needed. Ops after `last` (e.g. optimizer updates of a needed parameter) are left
    out, so asking for a value never trains the model."""
    needed, kept = set(needed), []
    for op in reversed(ops[: last + 1]):
        if needed.intersection(op.output_names()):
            kept.append(op)
            needed.update(op.input_names())
    kept.reverse()
    return kept


class SubnetCache:
    def __init__(self) -> None:
        self._cache: dict[Any, PlainNet] = {}

    def get(self, net: PlainNet, exprs: Sequence[Any]) -> PlainNet:
        last = max(e.op_pos for e in exprs)
        key = (id(net), net.version, frozenset(e.name for e in exprs), last)
        sub = self._cache.get(key)
        if sub is None:
            if len(self._cache) > 64:  # stale versions of a net being built
                self._cache.clear()
            ops = extract(net.ops, {e.name for e in exprs}, last)
            sub = self._cache[key] = PlainNet.of_operators(ops, net.vars)
        return sub
