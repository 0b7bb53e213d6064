"""The gradient check and the reference check, for hand-written and generated tests alike.

The gradient check builds the op and its gradient ops exactly as backward would (from the
op's registered gradient rule) and runs them through the runtime (Scope, Operator, PlainNet),
so it tests the rule, the grad ops and their kernels.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

import numpy as np

from ..net import PlainNet
from ..operator import Operator, as_closure
from ..place import Context, CPUPlace, GPUPlace, Place, to_place
from ..registry import (EMPTY_VAR, FunctionMeta, OpDesc, Registry, default_registry, grad_var_name,
                        validate_attrs)
from ..scope import Scope
from .case import call, each, kernel_or_reference, names

Inputs = Mapping[str, Any]  # slot -> array, a list of arrays for a variadic slot, or None


def check_grad(meta: FunctionMeta | str, inputs: Inputs, attrs: Mapping[str, Any] | None = None, *,
               registry: Registry | None = None, eps: float = 1e-6, atol: float = 1e-5, rtol: float = 1e-3,
               seed: int = 0, place: Place | None = None) -> dict[str, float]:
    """Assert the op's gradients match central differences in float64; returns the largest
    absolute error per checked input variable. Inputs declared no_grad, absent or not floats
    are not checked. Ops come from `registry` (the default one)."""
    registry = runnable(default_registry(registry))
    meta = _meta(meta, registry)
    if meta.grad is None:
        raise ValueError(f"op '{meta.name}' declares no gradient: {meta.no_grad_reason}")
    op = _operator(meta, inputs, attrs, registry)
    scope = _scope(op.desc, inputs, place or CPUPlace())
    forward = as_closure(op.bind(scope, scope.place))
    forward()
    weights = _weights(scope, op.desc, seed)
    analytic = _analytic(meta, op.desc, scope, weights, registry)
    errors = {}
    for name in _differentiable(meta, op.desc, scope):
        numeric = _numeric(scope, name, forward, weights, eps)
        got = analytic.get(name)
        assert got is not None, f"{meta.name}: no gradient computed for input '{name}'"
        np.testing.assert_allclose(got, numeric, atol=atol, rtol=rtol,
                                   err_msg=f"{meta.name}: gradient of input '{name}'")
        errors[name] = float(np.max(np.abs(got - numeric))) if numeric.size else 0.0
    return errors


def check_reference(meta: FunctionMeta | str, inputs: Inputs, attrs: Mapping[str, Any] | None = None, *,
                    device: str = "cpu", registry: Registry | None = None, atol: float | None = None,
                    rtol: float | None = None, finite: bool = False) -> None:
    """Assert the device kernel (given numpy inputs, copied to the device) agrees with the numpy
    reference kernel, within a tolerance for the output's dtype unless one is given. On the cpu
    an op without a cpu kernel runs its reference. `finite`: every output must also be finite
    (at a constraint's boundary a kernel may divide by zero, and so may its reference)."""
    registry = default_registry(registry)
    meta = _meta(meta, registry)
    attrs = _operator(meta, inputs, attrs, registry).attrs
    place = GPUPlace(0) if device == "gpu" else CPUPlace()
    want = call(meta, meta.reference, _copy(inputs, CPUPlace()), attrs)
    got = call(meta, kernel_or_reference(meta, device), _copy(inputs, place), attrs)
    for slot, value in want.items():
        for w, g in zip(each(value), each(got[slot])):
            if g is None:
                continue  # an output the kernel may skip
            g, w = to_place(g, CPUPlace()), np.asarray(w)
            rtol_, atol_ = _tolerance(w.dtype, rtol, atol)
            where = f"{meta.name}: output {slot}"
            np.testing.assert_allclose(g, w, rtol=rtol_, atol=atol_, equal_nan=True, err_msg=f"{where} on {device}")
            assert not finite or np.all(np.isfinite(np.asarray(g, dtype=float))), \
                f"{where} is not finite with {attrs}: {g}"


def runnable(registry: Registry) -> Registry:
    """`registry`, where every op runs on the cpu: one without a cpu kernel gets its reference
    there, in a copy (not cached: tests patch registries in place)."""
    missing = [m for m in registry.functions() if m.kernel_for("cpu") is None]
    if not missing:
        return registry
    twin = registry.copy()
    for m in missing:
        twin.replace(m.replace(kernels={**m.kernels, "cpu": m.reference}))
    return twin


def _tolerance(dtype: Any, rtol: float | None, atol: float | None) -> tuple[float, float]:
    """(rtol, atol): the given ones, else by dtype; a float32 kernel may sum in another order
    than numpy and lose more than a float64 one."""
    loose = np.dtype(dtype).itemsize < 8
    return (rtol if rtol is not None else 1e-4 if loose else 1e-7,
            atol if atol is not None else 1e-5 if loose else 1e-9)


def _meta(meta: FunctionMeta | str, registry: Registry) -> FunctionMeta:
    return registry.function(meta) if isinstance(meta, str) else meta


def _operator(meta: FunctionMeta, inputs: Inputs, attrs: Mapping[str, Any] | None,
              registry: Registry) -> Operator:
    """The op on variables named after its slots (`slot.i` for variadic ones); building it checks
    the slots and attributes. A variadic output gets as many names as the kernel gives arrays."""
    given = {k: v for k, v in inputs.items() if v is not None}
    checked = validate_attrs(meta, dict(attrs or {}))
    produced = call(meta, kernel_or_reference(meta, "cpu"), _copy(given, CPUPlace()), checked) \
        if any(o.variadic for o in meta.outputs) else {o.name: None for o in meta.outputs}
    desc = OpDesc(type=meta.name, attrs=checked, inputs={k: names(k, v) for k, v in given.items()},
                  outputs={k: names(k, v) for k, v in produced.items()})
    return Operator(desc, registry, validated=True)


def _scope(desc: OpDesc, inputs: Inputs, place: Place) -> Scope:
    """A scope holding the inputs on `place`, floats as float64 (central differences need it)."""
    scope = Scope(place)
    for slot, value in inputs.items():
        for n, v in zip(desc.input(slot), each(value) if value is not None else []):
            a = np.asarray(v)
            scope.new_var(n).set(to_place(a.astype(np.float64) if a.dtype.kind == "f" else a, place))
    return scope


def _weights(scope: Scope, desc: OpDesc, seed: int) -> dict[str, Any]:
    """The loss is a random weighting of the float outputs: random signs as well as sizes, so
    gradients that are wrong in sign or that cancel out in a plain sum are caught."""
    rng = np.random.default_rng(seed)
    outs = {n: scope.var(n).numpy() for n in desc.output_names()}
    return {n: rng.standard_normal(np.shape(v)) for n, v in outs.items() if v.dtype.kind == "f"}


def _differentiable(meta: FunctionMeta, desc: OpDesc, scope: Scope) -> list[str]:
    return [n for t in meta.inputs if not t.no_grad for n in desc.input(t.name)
            if scope.var(n).numpy().dtype.kind == "f"]


def _analytic(meta: FunctionMeta, desc: OpDesc, scope: Scope, weights: dict[str, Any],
              registry: Registry) -> dict[str, Any]:
    for n, w in weights.items():
        scope.new_var(grad_var_name(n)).set(to_place(w, scope.place))
    net = PlainNet(registry=registry)
    for g in meta.grad_ops(desc):
        net.add_op(g)
    net.run(scope, Context(scope.place))
    wanted = [n for op in net for n in op.desc.output_names() if n != EMPTY_VAR]
    return {n[: -len("@GRAD")]: scope.var(n).numpy() for n in wanted if n.endswith("@GRAD")}


def _loss(scope: Scope, weights: dict[str, Any]) -> float:
    return float(sum(np.sum(scope.var(n).numpy().astype(np.float64) * w) for n, w in weights.items()))


def _numeric(scope: Scope, name: str, forward: Callable[[], None], weights: dict[str, Any],
             eps: float) -> np.ndarray:
    x = scope.var(name).value  # perturbed in place: the bound forward op reads this very array
    grad = np.zeros(x.shape, dtype=np.float64)
    for i in np.ndindex(x.shape):
        saved = x[i]
        x[i] = saved + eps
        forward()
        up = _loss(scope, weights)
        x[i] = saved - eps
        forward()
        down = _loss(scope, weights)
        x[i] = saved
        grad[i] = (up - down) / (2 * eps)
    forward()
    return grad


def _copy(inputs: Inputs, place: Place) -> dict[str, Any]:
    """Kernels must not change their inputs; each call gets its own copies, on `place`."""
    return {k: None if v is None else [to_place(np.array(x), place) for x in v] if isinstance(v, list)
            else to_place(np.array(v), place) for k, v in inputs.items()}
