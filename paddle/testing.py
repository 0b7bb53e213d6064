"""Test helpers any op can use from its meta alone (hand-written and generated tests).

    check_grad("mul", {"X": x, "Y": y})                  # numeric vs analytic gradients
    check_reference("mul", {"X": x, "Y": y})              # cpu kernel vs numpy reference

The gradient check builds the op and its gradient ops exactly as backward would (from the
op's registered gradient rule), so it tests the rule, the grad ops and their kernels.
"""
from __future__ import annotations

from typing import Any, Mapping

import numpy as np

from .net import PlainNet
from .operator import Operator, as_closure
from .place import Context, CPUPlace, GPUPlace, Place, to_place
from .registry import EMPTY_VAR, FunctionMeta, OpDesc, default_registry, grad_var_name
from .scope import Scope

Inputs = Mapping[str, Any]  # slot -> array, or a list of arrays for a variadic slot


def check_grad(meta: FunctionMeta | str, inputs: Inputs, attrs: Mapping[str, Any] | None = None, *,
               eps: float = 1e-6, atol: float = 1e-5, rtol: float = 1e-3, seed: int = 0,
               place: Place | None = None) -> dict[str, float]:
    """Assert the op's gradients match central differences in float64; returns the largest
    absolute error per checked input variable. Inputs declared no_grad are not checked."""
    meta = _meta(meta)
    if meta.grad_fn is None:
        raise ValueError(f"op '{meta.name}' declares no gradient: {meta.no_grad_reason}")
    scope, desc = _setup(meta, inputs, attrs or {}, place or CPUPlace(), to64=True)
    forward = as_closure(Operator(desc).bind(scope, scope.place))
    forward()
    rng = np.random.default_rng(seed)
    douts = {n: rng.uniform(0.5, 1.5, size=np.shape(scope.var(n).value)) for n in desc.output_names()}
    analytic = _analytic(meta, desc, scope, douts)
    errors = {}
    for name in _differentiable(meta, desc):
        numeric = _numeric(scope, name, forward, douts, eps)
        got = analytic.get(name)
        assert got is not None, f"{meta.name}: no gradient computed for input '{name}'"
        np.testing.assert_allclose(got, numeric, atol=atol, rtol=rtol,
                                   err_msg=f"{meta.name}: gradient of input '{name}'")
        errors[name] = float(np.max(np.abs(got - numeric))) if numeric.size else 0.0
    return errors


def check_reference(meta: FunctionMeta | str, inputs: Inputs, attrs: Mapping[str, Any] | None = None, *,
                    device: str = "cpu", atol: float = 1e-6, rtol: float = 1e-5) -> None:
    """Assert the device kernel (given numpy inputs, copied to the device) agrees with the
    numpy reference kernel."""
    meta = _meta(meta)
    scope, desc = _setup(meta, inputs, attrs or {}, CPUPlace(), to64=False)
    op = Operator(desc)
    args = [_arg(scope, desc.input(t.name), t.variadic) for t in meta.inputs]
    place = GPUPlace(0) if device == "gpu" else CPUPlace()
    want = _as_tuple(meta.reference(*[_copy(a) for a in args], **op.attrs))
    got = _as_tuple(meta.kernels[device](*[_to(_copy(a), place) for a in args], **op.attrs))
    for o, w, g in zip(meta.outputs, want, got):
        if g is None:
            continue
        np.testing.assert_allclose(_to(g, CPUPlace()), np.asarray(w), atol=atol, rtol=rtol,
                                   err_msg=f"{meta.name}: output {o.name} on {device}")


def _to(a: Any, place: Place) -> Any:
    if isinstance(a, list):
        return [to_place(x, place) for x in a]
    return to_place(a, place) if a is not None else None


def _meta(meta: FunctionMeta | str) -> FunctionMeta:
    return default_registry().function(meta) if isinstance(meta, str) else meta


def _setup(meta: FunctionMeta, inputs: Inputs, attrs: Mapping[str, Any], place: Place,
           to64: bool) -> tuple[Scope, OpDesc]:
    scope = Scope(place)
    names: dict[str, list[str]] = {}
    for slot, value in inputs.items():
        values = value if isinstance(value, (list, tuple)) else [value]
        names[slot] = [f"{slot}_{i}" if isinstance(value, (list, tuple)) else slot for i in range(len(values))]
        for n, v in zip(names[slot], values):
            a = np.asarray(v)
            a = a.astype(np.float64) if to64 and a.dtype.kind == "f" else a
            scope.new_var(n).set(to_place(a, place))
    outputs = {o.name: [o.name] for o in meta.outputs}
    return scope, OpDesc(type=meta.name, inputs=names, outputs=outputs, attrs=dict(attrs))


def _differentiable(meta: FunctionMeta, desc: OpDesc) -> list[str]:
    return [n for t in meta.inputs if not t.no_grad for n in desc.input(t.name)]


def _analytic(meta: FunctionMeta, desc: OpDesc, scope: Scope, douts: dict[str, Any]) -> dict[str, Any]:
    for n, d in douts.items():
        scope.new_var(grad_var_name(n)).set(to_place(d, scope.place))
    net = PlainNet()
    for g in meta.grad_fn(desc):  # type: ignore[misc]
        net.add_op(g)
    net.run(scope, Context(scope.place))
    wanted = [n for op in net for n in op.desc.output_names() if n != EMPTY_VAR]
    return {n[: -len("@GRAD")]: scope.var(n).numpy() for n in wanted if n.endswith("@GRAD")}


def _loss(scope: Scope, douts: dict[str, Any]) -> float:
    return float(sum(np.sum(scope.var(n).numpy().astype(np.float64) * d) for n, d in douts.items()))


def _numeric(scope: Scope, name: str, forward: Any, douts: dict[str, Any], eps: float) -> np.ndarray:
    x = scope.var(name).value  # perturbed in place: the bound forward op reads this very array
    grad = np.zeros(x.shape, dtype=np.float64)
    for i in np.ndindex(x.shape):
        saved = x[i]
        x[i] = saved + eps
        forward()
        up = _loss(scope, douts)
        x[i] = saved - eps
        forward()
        down = _loss(scope, douts)
        x[i] = saved
        grad[i] = (up - down) / (2 * eps)
    forward()
    return grad


def _arg(scope: Scope, names: list[str], variadic: bool) -> Any:
    if variadic:
        return [scope.var(n).value for n in names]
    return scope.var(names[0]).value if names else None


def _copy(a: Any) -> Any:
    """Kernels must not change their inputs; each call gets its own copies to be sure."""
    if isinstance(a, list):
        return [x.copy() for x in a]
    return a.copy() if a is not None else None


def _as_tuple(r: Any) -> tuple[Any, ...]:
    return r if isinstance(r, tuple) else (r,)


def sample_inputs(meta: FunctionMeta | str, seed: int = 0) -> dict[str, Any]:
    """Inputs the op accepts, from its meta: shape patterns honoured (a symbol gets one size
    across inputs), floats in [0.5, 1.5) (inside every domain: log, relu's kink, ...), integers
    in {0, 1} (valid class indexes for any class count of at least 2)."""
    meta = _meta(meta)
    rng = np.random.default_rng(seed)
    sizes: dict[str, int] = {}
    out: dict[str, Any] = {}
    for t in meta.inputs:
        if t.optional:
            continue
        shape = _sample_shape(t, sizes)
        make = lambda: (rng.integers(0, 2, size=shape).astype(t.dtypes[0].numpy)  # noqa: E731
                        if t.dtypes[0].numpy.kind in "iu" else rng.uniform(0.5, 1.5, size=shape))
        out[t.name] = [make() for _ in range(3)] if t.variadic else make()
    return out


def _sample_shape(t: Any, sizes: dict[str, int]) -> tuple[int, ...]:
    if t.shape is None:
        return (3, 4, 2, 2)[: t.rank if t.rank is not None else 2]
    dims = []
    for d in t.shape:
        if isinstance(d, str):
            d = sizes.setdefault(d, 3 + len(sizes))
        dims.append(d)
    return tuple(dims)
