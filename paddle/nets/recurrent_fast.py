"""The steps of a recurrent net (paddle/nets/recurrent.py) run with their per-step work resolved
once, not redone at every step of every batch.

The plain path (kept, `ENABLED = False`, as the oracle of tests/runtime/test_recurrent_fast.py)
does at each step: create the step's local variables (every variable the step writes, its
inputs, states, seeds), look up the step net's compiled plan for the step scope, set each input
through Tensor.set (dtype and offset checks), then read each result back by name. Here the
step scopes are the same kept ones (Scope.keep_scopes, reused from run to run), and each step
scope's `Bound` is built once and kept while the step net's plan for that scope stays fresh:
the plan (paddle/core/plan.py: re-checked only when the fed shapes change) and the step's
tensors by role. A step is then: put the input rows, the static rows and the previous state
into the bound tensors, run the plan, read the bound outputs. The arithmetic is the plain
path's, in the same order, so the results are bitwise the same.
"""
from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from ..core.flags import FLAGS
from ..errors import OpRunError
from ..kernels._xp import xp_of
from ..core.net import PlainNet, plan_key
from ..core.place import Context
from ..core.plan import Plan
from ..core.scope import Scope
from ..core.tensor import Tensor
from ..registry import EMPTY_VAR, GRAD_SUFFIX, grad_var_name
from . import recurrent_layout as rec
from .nested import add_rows, index, outer_grad_of, seed_name, value
from .recurrent_spec import GRAD_KIND, KIND

ENABLED = True  # False: the plain per-step path (tests compare the two bitwise)


@dataclass
class Bound:
    """One step scope's plan and tensors, resolved once (valid while the plan is fresh)."""

    plan: Plan
    version: int  # the step scope's version when bound: a variable created or deleted since rebinds
    given: list[Tensor]  # the tensors of the step's inputs, statics and states (or seeds), by role
    read: list[Tensor | None]  # the tensors read back after the step; None: the step does not write it
    seen: list[Tensor]  # the tensors of the forward step values the gradient step seeds (its targets)


def _bind(step: PlainNet, scope: Scope, place: Any, given: list[tuple[str, str]], read: list[str],
          seen: list[str]) -> Bound:
    """Create the step's locals once (what run_local and local() create at every plain step)."""
    written = step.written()
    for name in step.written():
        scope.new_var(name, "gradient" if GRAD_SUFFIX in name else "intermediate")
    tensors = [scope.new_var(name, label).tensor for name, label in given]
    plan = step.plan_for(scope, place)
    out = [scope.var(n).tensor if n in written else None for n in read]
    return Bound(plan, scope.version, tensors, out, [scope.var(n).tensor for n in seen])


def _bound(cache: weakref.WeakKeyDictionary[Scope, Bound], step: PlainNet, steps: list[Scope], place: Any,
           given: list[tuple[str, str]], read: list[str], seen: Sequence[str] = ()) -> list[Bound]:
    """Each step scope's binding: the kept one while its scope, plan and flags are unchanged, else a new one."""
    out, key, version = [], plan_key(-1, -1, place), step.version
    for s in steps:
        b = cache.get(s)
        if b is None or b.version != s.version or b.plan.key != key or not b.plan.fresh(version):
            b = cache[s] = _bind(step, s, place, given, read, list(seen))
            b.version = s.version  # binding compiles the plan, which may create variables
        out.append(b)
    return out


def _layout(net: Any, scope: Scope, kind: str) -> Any:
    """The steps' layout of the first input's offsets, built once per offsets (rec._layout checks)."""
    spec = net.spec
    lod = scope.var(spec.inputs[0].outer).tensor.lod
    layout = net.fast_layouts.get(lod) if lod else None
    if layout is None or any(scope.var(x.outer).tensor.lod != lod for x in spec.inputs[1:]):
        layout = rec._layout(spec, scope, kind)  # raises on bad offsets
        if len(net.fast_layouts) > 16:  # batches of many shapes: keep the cache small
            net.fast_layouts.clear()
        net.fast_layouts[lod] = layout
    return layout


def _put(tensor: Tensor, array: Any, lod: Any) -> None:
    """Tensor.set without its checks where they cannot fail: the rows of a numpy array already held."""
    if lod is None and type(array) is np.ndarray:
        tensor.array, tensor.lod = array, None
    else:
        tensor.set(array, lod)


def _value(tensor: Tensor | None, scope: Scope, name: str) -> Any:
    return tensor.array if tensor is not None else scope.var(name).value


def _run(plan: Plan) -> None:
    plan.run_checked() if FLAGS.check_nan_inf else plan.run()


# --- forward ------------------------------------------------------------------------------------
def run_forward(net: Any, scope: Scope, context: Context) -> None:
    """RecurrentNet.run's loop (same arithmetic, same order) over bound step scopes."""
    spec = net.spec
    layout = _layout(net, scope, KIND)
    steps = scope.keep_scopes(spec.key, layout.steps)[: layout.steps]
    given = ([(x.inner, "intermediate") for x in spec.inputs] + [(x.inner, "intermediate") for x in spec.statics]
             + [(m.pre, "intermediate") for m in spec.memories])
    read = [m.inner for m in spec.memories] + [o.inner for o in spec.outputs]
    bound = _bound(net.fast_bound, net.step, steps, context.place, given, read)
    xs = [value(scope, x.outer, KIND) for x in spec.inputs]
    like = xs[0]
    statics = rec._statics(spec, scope, layout, KIND)
    nx, ns, nm = len(spec.inputs), len(spec.statics), len(spec.memories)
    for t, (rows, n) in enumerate(zip(layout.rows, layout.counts)):
        b, at, lod = bound[t], index(rows, like), layout.step_lods[t]
        for tensor, array in zip(b.given, xs):
            _put(tensor, array[at], lod)
        for tensor, (array, part) in zip(b.given[nx:], statics):
            srows, slod = part.at(n)
            _put(tensor, array[index(srows, array)], slod)
        for i, m in enumerate(spec.memories):
            prev = bound[t - 1].read[i] if t > 0 else None
            state = prev.array[:n] if prev is not None else net._state(scope, steps, m, t, n, layout, like)
            _put(b.given[nx + ns + i], state, None)
        _run(b.plan)
    for i, o in enumerate(spec.outputs):
        parts = [_value(bound[t].read[nm + i], steps[t], o.inner) for t in range(layout.steps)]
        if rec._per_sub(layout, steps[0], o.inner):
            out, olod = rec._gather(o, parts, layout.subs or [], layout.sub_count), layout.outer_lod
        else:
            out, olod = rec._gather(o, parts, layout.rows, len(like)), layout.lod
        (scope.find_var(o.outer) or scope.new_var(o.outer)).set(out, olod)


# --- backward -----------------------------------------------------------------------------------
def run_backward(net: Any, scope: Scope, context: Context) -> None:
    """RecurrentGradNet.run's loop (same arithmetic, same order) over bound step scopes."""
    spec = net.spec
    layout = _layout(net, scope, GRAD_KIND)
    kept = scope.kept_scopes(spec.key)
    if len(kept) < layout.steps:
        raise OpRunError(f"{GRAD_KIND} net: the recurrent net writing '{spec.outputs[0].outer}' has not "
                             f"run on these sequences in this scope: run the forward net first")
    steps, targets = kept[: layout.steps], spec.targets()
    given = [(seed_name(t), "gradient") for t in targets]
    read = ([grad_var_name(x.inner) for x in spec.inputs] + [grad_var_name(m.pre) for m in spec.memories]
            + [grad_var_name(st.inner) for st in spec.statics] + [grad_var_name(p) for p in spec.params])
    bound = _bound(net.fast_bound, net.step, steps, context.place, given, read, targets)
    xs = [value(scope, x.outer, GRAD_KIND) for x in spec.inputs]
    dys: dict[str, list[Any]] = {o.inner: [] for o in spec.outputs}
    for o, g in zip(spec.outputs, net.out_grads):
        dys[o.inner].append(value(scope, g, GRAD_KIND))
    nx, nm, ns = len(spec.inputs), len(spec.memories), len(spec.statics)
    # a gradient nobody reads (bound to @EMPTY@, as a data input's) is not scattered back at all
    wanted = [g != EMPTY_VAR for g in net.in_grads]
    dxs: list[Any] = [xp_of(x).zeros_like(x) if w else None for x, w in zip(xs, wanted)]
    dparams: dict[str, Any] = {p: None for p in spec.params}
    first_param = nx + sum(1 for m in spec.memories if m.boot)  # reads(): inputs, boots, params, statics
    wanted_params = wanted[first_param:first_param + len(spec.params)]
    carry: dict[str, Any] = {m.pre: None for m in spec.memories}
    statics = rec._statics(spec, scope, layout, GRAD_KIND)
    dstatics: list[Any] = [xp_of(a).zeros_like(a) if w else None
                           for (a, _), w in zip(statics, wanted[len(wanted) - len(statics):])]
    for t in reversed(range(layout.steps)):
        s, b = steps[t], bound[t]
        at = index(layout.rows[t], xs[0])
        for target, tensor, now in zip(targets, b.given, b.seen):
            _put(tensor, _seed(spec, layout, s, target, now.array, t, at, dys, carry), None)
        _run(b.plan)
        got = [r.array if r is not None else None for r in b.read]
        for i, dx in enumerate(got[:nx]):
            if dx is not None and dxs[i] is not None:
                add_rows(dxs[i], at, dx)
        for m, d in zip(spec.memories, got[nx:nx + nm]):
            carry[m.pre] = d
        for i, ((_, part), ds) in enumerate(zip(statics, got[nx + nm:nx + nm + ns])):
            if ds is not None and dstatics[i] is not None:
                add_rows(dstatics[i], index(part.at(layout.counts[t])[0], ds), ds)
        for p, dp, w in zip(spec.params, got[nx + nm + ns:], wanted_params):
            if dp is not None and w:
                dparams[p] = _accumulate(dparams[p], dp)
    grads = net._in_grads(scope, xs, dxs, dparams, carry, layout)
    grads += [(d, scope.var(x.outer).tensor.lod) for x, d in zip(spec.statics, dstatics)]
    for r, grad, (computed, lod) in zip(spec.reads(), net.in_grads, grads):
        outer_grad_of(scope, r, grad, computed, lod)


def _seed(spec: Any, layout: Any, s: Scope, target: str, now: Any, t: int, at: Any, dys: dict[str, list[Any]],
          carry: dict[str, Any]) -> Any:
    """The gradient given to the step's `target` (whose value is `now`): the outer outputs' rows plus the
    next step's memory; zeros + dy's rows as dy's rows + 0 (the same bits, -0 made +0) where alike."""
    where = index(layout.subs[t], now) if layout.subs is not None and rec._per_sub(layout, s, target) else at
    given = dys.get(target, [])
    if len(given) == 1 and type(now) is np.ndarray and type(given[0]) is np.ndarray \
            and given[0].dtype == now.dtype and now.dtype.kind == "f" and given[0].shape[1:] == now.shape[1:]:
        seed = given[0][where]
        if seed.shape != now.shape:
            seed = np.zeros_like(now) + seed  # broadcast as the plain sum does
        else:
            seed += 0.0
    else:
        seed = xp_of(now).zeros_like(now)
        for dy in given:
            seed = seed + dy[where]
    for m in spec.memories:
        if m.inner == target and carry[m.pre] is not None:
            seed[: len(carry[m.pre])] += carry[m.pre]
    return seed


def _accumulate(total: Any, part: Any) -> Any:
    """total + part, in place into the sum this loop owns where both are numpy arrays alike."""
    if total is None:
        return part.copy()
    if type(total) is np.ndarray and type(part) is np.ndarray and total.shape == part.shape \
            and total.dtype == part.dtype:
        return np.add(total, part, out=total)
    return total + part
