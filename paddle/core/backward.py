"""Reverse-mode autodiff over a net: gradient ops built from each op's registered rule.

From a target variable: find the ops on a path from a parameter to the target (the rest is
pruned), walk them backwards asking each op's gradient rule for its gradient ops, bind gradients
nobody needs to EMPTY_VAR, and sum the gradients of a variable read by several ops.

A net takes one backward: calling it again (for the same target or another) is refused, as
gradients are named after their variables and a second set would overwrite the first. The
target must be known, at build time, to hold one value (see backward_checks).
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .backward_checks import blocked_names, refuse_non_scalar_target, refuse_second_backward
from ..errors import BackwardError
from ..registry import EMPTY_VAR, GRAD_SUFFIX, OpDesc, grad_var_name

if TYPE_CHECKING:
    from .net import PlainNet
    from .operator import Operator

FORWARD_ROLES = ("layer", "internal")


def append_backward(net: "PlainNet", target: str, parameters: list[str] | None = None,
                    no_grad_set: set[Any] | None = None) -> dict[str, str]:
    """Append to `net` the ops computing d target / d parameter; returns param -> grad name.
    No gradient flows through the variables of `no_grad_set` (names or expressions)."""
    refuse_second_backward(net, target)
    forward = [op for op in net.ops if op.meta.role in FORWARD_ROLES]
    blocked = blocked_names(net, forward, no_grad_set)
    params = [p for p in (parameters if parameters is not None else _default_params(net, forward))
              if p not in blocked]
    requires = _requires_grad(forward, set(params), blocked)
    relevant = _relevant(forward, [target], requires)
    refuse_non_scalar_target(net, forward, target)
    _written_once(relevant)
    seed = OpDesc(type="fill_like", inputs={"X": [target]}, outputs={"Out": [grad_var_name(target)]},
                  attrs={"value": 1.0})
    descs = _grad_descs(relevant, [seed], requires)
    for d in _accumulate(descs):
        net.add_op(d)
    # a zero-filled gradient is no gradient: a parameter that is also an op's state output
    # (batch_norm's running mean, written in place) gets its zeros, not an optimizer update
    grads = {n for d in descs if not _is_zero_fill(d) for n in d.output_names()}
    return {p: grad_var_name(p) for p in params if grad_var_name(p) in grads}


def seeded_backward(forward: list["Operator"], targets: dict[str, str], wrt: list[str]) -> list[OpDesc]:
    """The gradient ops of a sub-net (a recurrent step, a branch) whose targets' gradients come
    from outside: `targets` maps each target to the variable its given gradient is fed in
    (`h` -> `h@GRAD@SEED`), copied into `h@GRAD` by a `sum` op, so a gradient that also flows
    from inside the sub-net (h read by a later op of the step) is added to it. The gradients
    of `wrt` (the sub-net's inputs, its states, the parameters it reads) are computed; a
    target not depending on any of them is skipped."""
    requires = _requires_grad(forward, set(wrt), set())
    reached = [t for t in targets if t in requires]
    if not reached:
        return []
    relevant = _relevant(forward, reached, requires)
    _written_once(relevant)
    seeds = [OpDesc(type="sum", inputs={"X": [targets[t]]}, outputs={"Out": [grad_var_name(t)]}) for t in reached]
    return _accumulate(_grad_descs(relevant, seeds, requires))


def _default_params(net: "PlainNet", forward: list["Operator"]) -> list[str]:
    """Declared parameters; without any, every variable the net reads but never writes."""
    declared = net.parameters()
    if declared:
        return declared
    written = {n for op in forward for n in op.output_names()}
    return list(dict.fromkeys(n for op in forward for n in op.input_names() if n not in written))


def _grad_inputs(op: "Operator") -> list[str]:
    """The op's inputs a gradient flows into (not those declared no_grad, e.g. labels)."""
    return [n for t in op.meta.inputs if not t.no_grad for n in op.desc.input(t.name)]


def _requires_grad(forward: list["Operator"], params: set[str], blocked: set[str]) -> set[str]:
    requires = set(params)
    for op in forward:
        if any(n in requires for n in _grad_inputs(op)):
            requires.update(n for n in op.output_names() if n not in blocked)
    return requires


def _relevant(forward: list["Operator"], targets: list[str], requires: set[str]) -> list["Operator"]:
    """Ops leading from a parameter to the targets, in reverse order."""
    writers = [i for i, op in enumerate(forward) if set(targets) & set(op.output_names())]
    for target in targets:
        if not any(target in op.output_names() for op in forward):
            raise BackwardError(f"cannot differentiate '{target}': no forward op of the net computes it")
        if target not in requires:
            raise BackwardError(f"'{target}' does not depend on any parameter; nothing to differentiate")
    needed, out = set(targets), []
    for op in reversed(forward[: writers[-1] + 1]):
        if any(n in needed for n in op.output_names()):
            ins = [n for n in _grad_inputs(op) if n in requires]
            if ins:
                out.append(op)
                needed.update(ins)
    return out


def _written_once(relevant: list["Operator"]) -> None:
    """Gradients are named after variables, so a variable the path writes twice (x = f(x))
    would mix the gradients of its two values: refused rather than silently wrong."""
    seen: dict[str, str] = {}
    for op in relevant:
        for n in op.output_names():
            if n in seen:
                raise BackwardError(f"variable '{n}' is written by both '{op.type}' and '{seen[n]}' on the way "
                                    f"to the target; give each result its own variable to differentiate")
            seen[n] = op.type


def _grad_descs(relevant: list["Operator"], seeds: list[OpDesc], requires: set[str]) -> list[OpDesc]:
    """The seeds (the ops giving the targets' gradients), then each relevant op's gradient ops."""
    descs, have = list(seeds), {n for d in seeds for n in d.output_names()}
    for op in relevant:
        if op.meta.grad is None:
            raise BackwardError(f"op '{op.type}' lies between a parameter and the target but has no "
                                f"gradient: {op.meta.no_grad_reason}")
        for d in op.meta.grad_ops(op.desc):
            d = _drop_absent(d, have, op.meta.grad.zero_if_absent)
            descs += _zero_fill(d, have)
            d = _drop_unneeded(d, requires)
            have.update(d.output_names())
            descs.append(d)
    return descs


def _drop_absent(d: OpDesc, have: set[str], zero_if_absent: tuple[str, ...]) -> OpDesc:
    """The gradient inputs nobody computed that the grad kernel takes as absent (zeros), left out."""
    absent = {grad_var_name(o) for o in zero_if_absent}
    inputs = {slot: names for slot, names in d.inputs.items()
              if slot not in absent or any(n in have for n in names)}
    return d if len(inputs) == len(d.inputs) else d.replace(inputs=inputs)


def _zero_fill(d: OpDesc, have: set[str]) -> list[OpDesc]:
    """Zeros for a gradient input nobody computed (an output of the op that no path uses)."""
    missing = [n for n in d.input_names() if n.endswith(GRAD_SUFFIX) and n not in have]
    have.update(missing)
    return [OpDesc(type="fill_like", inputs={"X": [n[: -len(GRAD_SUFFIX)]]}, outputs={"Out": [n]},
                   attrs={"value": 0.0}) for n in missing]


def _is_zero_fill(d: OpDesc) -> bool:
    return d.type == "fill_like" and d.attrs.get("value") == 0.0


def _drop_unneeded(d: OpDesc, requires: set[str]) -> OpDesc:
    def keep(n: str) -> str:
        base = n[: -len(GRAD_SUFFIX)] if n.endswith(GRAD_SUFFIX) else None
        return EMPTY_VAR if base is not None and base not in requires else n
    outputs = {s: [keep(n) for n in ns] for s, ns in d.outputs.items()}
    return d.replace(outputs=outputs)


def _accumulate(descs: list[OpDesc]) -> list[OpDesc]:
    """A gradient written by several ops: each writes its own copy, a `sum` op adds them up
    right after the last writer (every reader comes later, in reverse topological order)."""
    counts = Counter(n for d in descs for n in d.output_names() if n != EMPTY_VAR)
    multi = {n for n, c in counts.items() if c > 1}
    if not multi:
        return descs
    seen: Counter[str] = Counter()
    parts: dict[str, list[str]] = {n: [] for n in multi}
    out: list[OpDesc] = []
    for d in descs:
        outputs = {s: [_rename(n, multi, seen, parts) for n in ns] for s, ns in d.outputs.items()}
        out.append(d.replace(outputs=outputs))
        for n in sorted({n for n in d.output_names() if n in multi and seen[n] == counts[n]}):
            out.append(OpDesc(type="sum", inputs={"X": parts[n]}, outputs={"Out": [n]}))
    return out


def _rename(n: str, multi: set[str], seen: Counter[str], parts: dict[str, list[str]]) -> str:
    if n not in multi:
        return n
    new = f"{n}@RENAME@{seen[n]}"
    seen[n] += 1
    parts[n].append(new)
    return new
