"""What `backward` refuses before it adds a single op: a no_grad_set naming no variable of the
net, a second backward on a net that already has gradient ops, and a target that is not
known to hold exactly one value."""
from __future__ import annotations

import difflib
import math
from typing import TYPE_CHECKING, Any, Iterable

from ..errors import BackwardError
from ..registry import GRAD_SUFFIX, DataType, PaddleError, SequenceType, TensorInfo, infer_shapes

if TYPE_CHECKING:
    from .net import PlainNet
    from .operator import Operator


def blocked_names(net: "PlainNet", forward: list["Operator"], no_grad_set: Iterable[Any] | None) -> set[str]:
    """The variables no gradient flows through: names (`h` or `h@GRAD`) or expressions (their
    `.name`). A name the net does not know is refused: ignoring it would leave the gradient
    flowing where the user asked to stop it."""
    if no_grad_set is None:
        return set()
    if isinstance(no_grad_set, str) or not isinstance(no_grad_set, Iterable):
        raise BackwardError(f"no_grad_set should be a set of variable names, got {no_grad_set!r}",
                            argument="no_grad_set", value=no_grad_set)
    known = _variables(net, forward)
    blocked = set()
    for item in no_grad_set:
        name = _name_of(item).removesuffix(GRAD_SUFFIX)
        if name not in known:
            close = difflib.get_close_matches(name, sorted(known), n=3)
            hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
            raise BackwardError(f"no_grad_set names '{name}', which is no variable of the net{hint}",
                                argument="no_grad_set", value=name)
        blocked.add(name)
    return blocked


def _name_of(item: Any) -> str:
    name = item if isinstance(item, str) else getattr(item, "name", None)
    if not isinstance(name, str) or not name:
        raise BackwardError(f"no_grad_set should hold variable names (or expressions), got {item!r}",
                            argument="no_grad_set", value=item)
    return name


def _variables(net: "PlainNet", forward: list["Operator"]) -> set[str]:
    return {*net.vars, *(n for op in forward for n in (*op.input_names(), *op.output_names()))}


def refuse_second_backward(net: "PlainNet", target: str) -> None:
    """Gradients are named after their variables, so a second backward (same target or not)
    would write every `w@GRAD` a second time and the optimizer would read whichever ran last."""
    earlier = next((op for op in net.ops if any(n.endswith(GRAD_SUFFIX) for n in op.output_names())), None)
    if earlier is None:
        return
    seed = next((op for op in net.ops if op.type == "fill_like" and op.attrs.get("value") == 1.0
                 and any(n.endswith(GRAD_SUFFIX) for n in op.output_names())), None)
    of = f" of '{seed.input_names()[0]}'" if seed is not None and seed.input_names() else ""
    raise BackwardError(f"cannot add the gradient ops of '{target}': the net already has gradient ops{of} "
                        f"(backward was called before); a net takes one backward: to train several "
                        f"losses, add them into one target and call backward once", argument="target", value=target)


def refuse_non_scalar_target(net: "PlainNet", forward: list["Operator"], target: str) -> None:
    """The gradient seed is a single 1.0, so the target must hold one value. Its shape comes
    from shape inference over the declared variables (inputs, parameters) and each op's
    declared output shape; a shape that cannot be known to hold one element is refused now,
    at build time, rather than giving the gradient of the target's sum at run time."""
    info = _infer(net, forward).get(target)
    if info is not None and all(d is not None for d in info.shape) and math.prod(d or 0 for d in info.shape) == 1:
        return
    if info is None:
        raise BackwardError(f"backward needs a target holding one value (a loss reduced with mean or sum), "
                            f"but the shape of '{target}' cannot be known when the net is built; reduce it "
                            f"with mean, or declare the net's inputs with their shapes",
                            argument="target", value=target)
    shape = "(" + ", ".join("?" if d is None else str(d) for d in info.shape) + ("," if info.rank == 1 else "") + ")"
    raise BackwardError(f"backward needs a target holding one value (a loss reduced with mean or sum); "
                        f"'{target}' has shape {shape}", argument="target", value=target)


def _infer(net: "PlainNet", forward: list["Operator"]) -> dict[str, TensorInfo]:
    infos = {v.name: TensorInfo(tuple(v.shape), DataType.of(v.dtype), SequenceType(v.seq_type))
             for v in net.vars.values() if v.shape is not None}
    for op in forward:
        for name, info in _outputs(op, infos).items():
            infos.setdefault(name, info)
    return infos


def _outputs(op: "Operator", infos: dict[str, TensorInfo]) -> dict[str, TensorInfo]:
    """Output name -> info, for the outputs whose shape follows from what is known."""
    meta = op.meta
    given: dict[str, Any] = {}  # slot -> info, or a list of them (None where unknown)
    for t in meta.inputs:
        # the net's variables say no sequence type: each is taken as the kind its slot accepts
        bound = [_as_accepted(t, infos.get(n)) for n in op.desc.input(t.name)]
        given[t.name] = bound if t.variadic else (bound[0] if bound else None)
    by_slot: dict[str, Any] = {o.name: _without_inputs(o, given) for o in meta.outputs}
    if all(_known(given[t.name]) for t in meta.inputs if not t.optional):
        try:
            by_slot = infer_shapes(meta, given, op.attrs)
        except PaddleError:  # the run will refuse these inputs, naming the op
            pass
    out: dict[str, TensorInfo] = {}
    for slot, info in by_slot.items():  # a variadic output: one info per variable
        names = op.desc.output(slot)
        each = list(info) if isinstance(info, (list, tuple)) else [info] * len(names)
        out.update({n: i for n, i in zip(names, each) if isinstance(i, TensorInfo)})
    return out


def _as_accepted(t: Any, info: TensorInfo | None) -> TensorInfo | None:
    if info is None or info.seq_type in t.seq_types:
        return info
    return TensorInfo(info.shape, info.dtype, t.seq_types[0])


def _known(value: Any) -> bool:
    return value is not None and (not isinstance(value, list) or (bool(value) and None not in value))


def _without_inputs(meta: Any, given: dict[str, Any]) -> TensorInfo | None:
    """What an output's declaration says when some inputs are unknown: `like` a known input,
    or a declared shape of sizes only (mean's `(1,)`)."""
    like = getattr(meta, "like", None)
    if like is not None:
        return given.get(like) if isinstance(given.get(like), TensorInfo) else None
    shape = getattr(meta, "shape", None)
    if shape and all(isinstance(d, int) for d in shape):
        return TensorInfo(tuple(shape))
    return None
