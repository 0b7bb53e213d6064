"""The gradient check and the oracle check, for hand-written and generated tests alike.

The gradient check builds the op and its gradient ops exactly as backward would (from the
op's registered gradient rule) and runs them through the runtime (Scope, Operator, PlainNet),
so it tests the rule, the grad ops and their kernels.
"""
from __future__ import annotations

import statistics
from typing import Any, Callable, Literal, Mapping

import numpy as np

from ..core.net import PlainNet
from ..core.operator import Operator, as_closure
from ..core.place import Context, CPUPlace, GPUPlace, Place, to_place
from ..registry import (ANY_DEVICE, EMPTY_VAR, DataType, FunctionMeta, LodArray, OpDesc, Registry, array_of,
                        default_registry, grad_var_name, validate_attrs)
from ..registry.checks import oracle_problem_of
from ..core.scope import Scope
from .case import call, each, first_dtype, kernel_or_reference, names
from .oracles import as_numpy, distribution, magnitude_outputs, oracle_outputs

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
    op = _operator(meta, inputs, _float64_outputs(meta, attrs), registry)
    scope = _scope(op.desc, inputs, place or CPUPlace())
    forward = as_closure(op.bind(scope, scope.place, _lod_from(meta, inputs)))
    forward()
    weights = _weights(scope, op.desc, seed)
    analytics = [(label, _analytic(meta, op.desc, scope, weights, variant))
                 for label, variant in _grad_kernel_variants(meta, op.desc, registry)]
    errors: dict[str, float] = {}
    for name in _differentiable(meta, op.desc, scope):
        numeric = _numeric(scope, name, forward, weights, eps)
        for label, analytic in analytics:
            got = analytic.get(name)
            assert got is not None, f"{meta.name}: no gradient computed for input '{name}'{label}"
            np.testing.assert_allclose(got, numeric, atol=atol, rtol=rtol,
                                       err_msg=f"{meta.name}: gradient of input '{name}'{label}")
            errors[name] = max(errors.get(name, 0.0), float(np.max(np.abs(got - numeric))) if numeric.size else 0.0)
    return errors


def _grad_kernel_variants(meta: FunctionMeta, desc: OpDesc, registry: Registry) -> list[tuple[str, Registry]]:
    """The registries whose grad kernels check_grad runs on the CPU: `registry` (each grad op's
    cpu kernel), and, where a grad op has a cpu kernel beside its array-generic one (C++ beside
    numpy), a copy without the cpu ones, so the array-generic kernel (the GPU's) is checked too."""
    both = {g.type: registry.function(g.type) for g in meta.grad_ops(desc)}
    both = {n: m for n, m in both.items() if "cpu" in m.kernels and ANY_DEVICE in m.kernels}
    if not both:
        return [("", registry)]
    twin = registry.copy()
    for m in both.values():
        twin.replace(m.replace(kernels={d: k for d, k in m.kernels.items() if d != "cpu"}))
    return [("", registry), (" (array-generic grad kernels)", twin)]


def check_oracle(meta: FunctionMeta | str, inputs: Inputs, attrs: Mapping[str, Any] | None = None, *,
                 device: str = "cpu", registry: Registry | None = None, atol: float | None = None,
                 rtol: float | None = None, finite: bool = False) -> list[str]:
    """Assert every kernel of `device` (on the cpu: the cpu-specific and the array-generic one, on
    numpy arrays) agrees with the op's declared oracle (float64; torch, ONNX or an independent
    numpy reference), within a tolerance for the kernel output's dtype unless one is given.
    `finite`: every output must also be finite (at a constraint's boundary a kernel may divide by
    zero). A random op's draws are tested against its distribution. Returns the kernels checked."""
    registry = default_registry(registry)
    meta = _meta(meta, registry)
    why = oracle_problem_of(meta)
    assert why is None, f"{meta.name}: {why}"
    attrs = _operator(meta, inputs, attrs, registry).attrs
    kernels = _kernels(meta, device, first_dtype(dict(inputs)))
    if meta.oracle is not None and meta.oracle.kind == "distribution":
        for label, kernel in kernels:
            _check_distribution(meta, kernel, inputs, attrs, f"{meta.name}: {label} kernel", finite)
        return [label for label, _ in kernels]
    want = oracle_outputs(meta, copy_inputs(inputs, CPUPlace()), attrs)
    magnitudes = magnitude_outputs(meta, copy_inputs(inputs, CPUPlace()), attrs)
    place = GPUPlace(0) if device == "gpu" else CPUPlace()
    for label, kernel in kernels:
        got = call(meta, kernel, copy_inputs(inputs, place), dict(attrs))
        _compare(meta, want, got, f"{label} kernel", attrs, (rtol, atol), finite, magnitudes)
    return [label for label, _ in kernels]


def _kernels(meta: FunctionMeta, device: str, dtype: DataType | None = None) -> list[tuple[str, Callable[..., Any]]]:
    """The kernels to check on `device` for inputs of `dtype` (a device kernel declared for fewer
    dtypes leaves the others to the generic one); on the cpu, the reference of an op with no cpu
    kernel (it then runs there), unless that reference is itself the oracle."""
    if device != "cpu":
        kernel = meta.kernel_for(device, dtype)
        assert kernel is not None, f"{meta.name} declares no {device} kernel"
        return [(device, kernel)]
    found = [(d, k) for d, k in meta.kernels.items() if d in ("cpu", ANY_DEVICE)
             and (dtype is None or d == ANY_DEVICE or meta.serves(d, dtype))]
    numpy_oracle = meta.oracle is not None and meta.oracle.kind == "numpy"
    if not found and meta.reference is not None and not numpy_oracle:
        found = [("reference", meta.reference)]
    return found


def _compare(meta: FunctionMeta, want: dict[str, Any], got: dict[str, Any], label: str, attrs: Mapping[str, Any],
             tolerance: tuple[float | None, float | None], finite: bool,
             magnitudes: Mapping[str, Any] | None = None) -> None:
    for slot, value in want.items():
        wants, gots = each(value), each(got[slot])
        where = f"{meta.name}: output {slot} of the {label} with {dict(attrs)}"
        assert len(wants) == len(gots), f"{where}: {len(gots)} arrays, the oracle gives {len(wants)}"
        for w, g in zip(wants, gots):
            if g is None:
                continue  # an output the kernel may skip
            if isinstance(g, LodArray):  # offsets the kernel made: the oracle's must be the same
                assert isinstance(w, LodArray) and w.lod == g.lod, \
                    f"{where}: offsets {g.lod}, the oracle's {getattr(w, 'lod', None)}"
            g, w = array_of(g), array_of(w)
            _agree(np.asarray(to_place(g, CPUPlace())), np.asarray(w), where, tolerance, (magnitudes or {}).get(slot))
            assert not finite or np.all(np.isfinite(np.asarray(to_place(g, CPUPlace()), dtype=float))), \
                f"{where} is not finite: {g}"


CANCELLATION_ROUNDINGS = 8  # float roundings of the terms' size a correct kernel may be off where they cancel


def _agree(got: np.ndarray, want: np.ndarray, where: str, tolerance: tuple[float | None, float | None],
           magnitude: Any = None) -> None:
    """Floats within the tolerance of the kernel's dtype, compared in float64; other dtypes
    exactly, the oracle's float64 values cast to the kernel's dtype (as the kernel casts). With
    the terms' `magnitude` (the op's declared one), also within a few roundings of it: where
    2.9e17 + 1000 - 2.9e17 cancels, float32 cannot give 1000 however it sums."""
    assert got.shape == want.shape, f"{where}: shape {got.shape}, the oracle gives {want.shape}"
    if not DataType.of(got.dtype).is_float:
        with np.errstate(invalid="ignore", over="ignore"):
            np.testing.assert_array_equal(got, want.astype(got.dtype), err_msg=where)
        return
    rtol, atol = _tolerance(got.dtype, *tolerance)
    with np.errstate(over="ignore"):  # the kernel's exact answer is the oracle's rounded to its dtype
        rounded = want.astype(got.dtype).astype(np.float64)
    if magnitude is not None:  # the oracle moved towards the kernel by at most the slack
        slack = CANCELLATION_ROUNDINGS * _eps(got.dtype) * np.asarray(magnitude, dtype=np.float64)
        with np.errstate(invalid="ignore"):
            rounded = rounded + np.clip(np.nan_to_num(got.astype(np.float64) - rounded), -slack, slack)
    np.testing.assert_allclose(got.astype(np.float64), rounded, rtol=rtol, atol=atol, equal_nan=True, err_msg=where)


KS_ALPHA = 1e-9  # a correct sampler fails one test in a billion: hypothesis may try many seeds


def _check_distribution(meta: FunctionMeta, kernel: Callable[..., Any], inputs: Inputs,
                        attrs: Mapping[str, Any], where: str, finite: bool) -> None:
    """A big draw (the oracle's `sample`: attribute overrides, and inputs of ones of the shapes it
    gives) passes a test against the oracle's distribution of each output it describes (a
    Kolmogorov-Smirnov test; for a discrete one, the frequency of each value); the case's own
    draw repeats for its seed and inputs and stays finite where asked."""
    assert meta.oracle is not None and meta.oracle.expression is not None
    sample = meta.oracle.sample
    big = validate_attrs(meta, {k: v for k, v in {**attrs, **sample}.items() if k in meta.attributes})
    drawn = call(meta, kernel, {t.name: _ones(t, sample[t.name]) for t in meta.inputs if t.name in sample},
                 dict(big))
    dists = distribution(meta, big)
    for o, dist in zip(meta.outputs, dists if isinstance(dists, tuple) else (dists,)):
        if dist is None:
            continue
        draw = np.sort(np.asarray(to_place(drawn[o.name], CPUPlace()), dtype=np.float64).ravel())
        what = f"{draw.size} draws of {o.name} with {dict(big)} do not follow {meta.oracle.expression}"
        if getattr(dist, "has_enumerate_support", False):
            _check_discrete(draw, dist, where, what)
        elif np.unique(draw).size < draw.size // 4:
            _check_quantized(draw, dist, where)
        else:
            _check_ks(draw, dist, where, what)
    first, again = (call(meta, kernel, copy_inputs(inputs, CPUPlace()), dict(attrs)) for _ in range(2))
    for slot, value in first.items():
        got = np.asarray(to_place(value, CPUPlace()))
        np.testing.assert_array_equal(got, np.asarray(to_place(again[slot], CPUPlace())),
                                      err_msg=f"{where}: one seed gave two different tensors ({slot})")
        assert not finite or np.all(np.isfinite(got.astype(float))), f"{where} is not finite: {slot} {got}"


def _ones(t: Any, shape: Any) -> np.ndarray:
    """A big draw's input: ones of `shape`, float64 where the input takes it."""
    dtype = DataType.FLOAT64 if DataType.FLOAT64 in t.dtypes else t.dtypes[0]
    return np.ones(shape, dtype=dtype.numpy)


def _check_discrete(draw: np.ndarray, dist: Any, where: str, what: str) -> None:
    """Every draw is a value of the support, and each value comes up as often as its probability
    says, within a two-sided binomial bound at KS_ALPHA (normal approximation, half a count slack)."""
    support = as_numpy(dist.enumerate_support(expand=False)).ravel().astype(np.float64)
    outside = draw[~np.isin(draw, support)]
    assert outside.size == 0, f"{where}: {what}: draws {outside[:5]} lie outside its support {support}"
    z = statistics.NormalDist().inv_cdf(1 - KS_ALPHA / 2)
    probs = np.exp(as_numpy(dist.log_prob(_torch_of(support.reshape(-1, *[1] * len(dist.batch_shape))))))
    n = draw.size
    for value, p in zip(support, probs.reshape(support.size, -1)[:, 0]):
        count = int(np.sum(draw == value))
        bound = z * np.sqrt(n * p * (1 - p)) + 0.5
        assert abs(count - n * p) <= bound, (f"{where}: {what}: value {value} came up {count} times, "
                                             f"expected {n * p:.1f} +- {bound:.1f}")


def _check_ks(draw: np.ndarray, dist: Any, where: str, what: str) -> None:
    inside = as_numpy(dist.support.check(_torch_of(draw)))
    assert inside.all(), f"{where}: {what}: draws {draw[~inside][:5]} lie outside its support {dist.support}"
    cdf = as_numpy(dist.cdf(_torch_of(draw)))
    n = draw.size
    d = max(float(np.max(np.arange(1, n + 1) / n - cdf)), float(np.max(cdf - np.arange(n) / n)))
    critical = np.sqrt(-0.5 * np.log(KS_ALPHA / 2)) / np.sqrt(n)
    assert d < critical, (f"{where}: {what} (Kolmogorov-Smirnov D = {d:.4f} >= {critical:.4f}; "
                          f"sample mean {draw.mean():.4g}, std {draw.std():.4g})")


def _check_quantized(draw: np.ndarray, dist: Any, where: str) -> None:
    """A distribution narrower than the float spacing (a std of 5e-324) gives a few distinct values,
    where a continuous test means nothing: every draw must lie within its central 1 - 2e-12 (whose
    ends the quantile function computes without dividing by the width), give or take one spacing."""
    lo, hi = (float(as_numpy(dist.icdf(_torch_of(np.array(p))))) for p in (1e-12, 1 - 1e-12))
    lo, hi = lo - np.spacing(abs(lo)), hi + np.spacing(abs(hi))
    outside = draw[(draw < lo) | (draw > hi)]
    assert outside.size == 0, f"{where}: draws {outside[:5]} outside [{lo}, {hi}], where the distribution lies"


def _torch_of(values: np.ndarray) -> Any:
    import torch  # test-only: a distribution oracle is torch's
    return torch.from_numpy(values)


def runnable(registry: Registry) -> Registry:
    """`registry`, where every op runs on the cpu: one without a cpu kernel gets its reference
    there, in a copy (not cached: tests patch registries in place)."""
    missing = [m for m in registry.functions() if m.kernel_for("cpu") is None and m.reference is not None]
    if not missing:
        return registry
    twin = registry.copy()
    for m in missing:
        twin.replace(m.replace(kernels={**m.kernels, "cpu": m.reference}))
    return twin


def _eps(dtype: Any) -> float:
    """The dtype's machine epsilon (ml_dtypes' finfo knows bfloat16 and float8 too)."""
    import ml_dtypes
    return float(ml_dtypes.finfo(dtype).eps)  # type: ignore[no-untyped-call]


def _tolerance(dtype: Any, rtol: float | None, atol: float | None) -> tuple[float, float]:
    """(rtol, atol): the given ones, else by dtype; a float32 kernel may sum in another order
    than numpy and lose more than a float64 one; a reduced-precision kernel (accumulating in
    float32) is within a couple of its roundings of the oracle rounded to its dtype."""
    size = np.dtype(dtype).itemsize
    default = (1e-3, 1e-3) if size <= 2 else (1e-4, 1e-5) if size < 8 else (1e-7, 1e-9)
    if DataType.of(dtype).is_reduced:
        default = (2 * _eps(dtype), 2 * _eps(dtype))
    return (rtol if rtol is not None else default[0], atol if atol is not None else default[1])


def _meta(meta: FunctionMeta | str, registry: Registry) -> FunctionMeta:
    return registry.function(meta) if isinstance(meta, str) else meta


def _operator(meta: FunctionMeta, inputs: Inputs, attrs: Mapping[str, Any] | None,
              registry: Registry) -> Operator:
    """The op on variables named after its slots (`slot.i` for variadic ones); building it checks
    the slots and attributes. A variadic output gets as many names as the kernel gives arrays."""
    given = {k: v for k, v in inputs.items() if v is not None}
    checked = validate_attrs(meta, dict(attrs or {}))
    produced = call(meta, kernel_or_reference(meta, "cpu"), copy_inputs(given, CPUPlace()), checked) \
        if any(o.variadic for o in meta.outputs) else {o.name: None for o in meta.outputs}
    desc = OpDesc(type=meta.name, attrs=checked, inputs={k: names(k, v) for k, v in given.items()},
                  outputs={k: names(k, v) for k, v in produced.items()})
    return Operator(desc, registry, validated=True)


def _scope(desc: OpDesc, inputs: Inputs, place: Place) -> Scope:
    """A scope holding the inputs on `place`, floats as float64 (central differences need it)."""
    scope = Scope(place)
    for slot, value in inputs.items():
        for n, v in zip(desc.input(slot), each(value) if value is not None else []):
            a = np.asarray(array_of(v))
            lod = v.lod if isinstance(v, LodArray) else None
            scope.new_var(n).set(to_place(a.astype(np.float64) if a.dtype.kind == "f" else a, place), lod)
    return scope


def _lod_from(meta: FunctionMeta, inputs: Inputs) -> dict[str, str] | None:
    """Where sequences are given, each output takes the offsets its meta says (`like`, `seq_from`),
    as in a net: the grad ops check them (plain tensors in, None: as before)."""
    if not any(isinstance(v, LodArray) for v in inputs.values()):
        return None
    single = {t.name for t in meta.inputs if not t.variadic}
    return {o.name: src for o in meta.outputs if not o.variadic and (src := o.like or o.seq_from) in single}


def _float64_outputs(meta: FunctionMeta, attrs: Mapping[str, Any] | None) -> dict[str, Any]:
    """`attrs`, where an attribute that gives an output a float dtype (cast's out_dtype) gives it
    float64: central differences need float64 throughout, as for the inputs (`_scope`)."""
    checked = validate_attrs(meta, dict(attrs or {}))
    for o in meta.outputs:
        if o.dtype_from is not None and DataType.of(checked[o.dtype_from]).is_float:
            checked[o.dtype_from] = DataType.FLOAT64
    return checked


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
    for n in desc.output_names():  # an integer output (a counter) has zeros, as backward gives it
        if n not in weights and n != EMPTY_VAR:
            scope.new_var(grad_var_name(n)).set(to_place(np.zeros_like(scope.var(n).numpy()), scope.place))
    net = PlainNet(registry=registry)
    for g in meta.grad_ops(desc):
        net.add_op(g)
    net.run(scope, Context(scope.place))
    wanted = [n for op in net for n in op.desc.output_names() if n != EMPTY_VAR]
    return {n[: -len("@GRAD")]: np.array(scope.var(n).numpy()) for n in wanted if n.endswith("@GRAD")}


def _loss(scope: Scope, weights: dict[str, Any]) -> float:
    return float(sum(np.sum(scope.var(n).numpy().astype(np.float64) * w) for n, w in weights.items()))


def _numeric(scope: Scope, name: str, forward: Callable[[], None], weights: dict[str, Any],
             eps: float) -> np.ndarray:
    x = scope.var(name).value  # perturbed in place: the bound forward op reads this very array
    grad = np.zeros(x.shape, dtype=np.float64)
    for i in np.ndindex(x.shape):
        saved = x[i].item()  # a number: cupy's x[i] is a view that the next line would change
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


def copy_inputs(inputs: Inputs, place: Place, order: Literal["K", "C"] = "K") -> dict[str, Any]:
    """Kernels must not change their inputs; each call gets its own copies, on `place`, in the
    inputs' layout (`order="C"`: C-contiguous, as the runtime hands an in-place kernel)."""
    def copy(v: Any) -> Any:
        if isinstance(v, LodArray):
            return LodArray(copy(v.array), v.lod)
        return to_place(np.array(v, order=order), place)
    return {k: None if v is None else [copy(x) for x in v] if isinstance(v, list) else copy(v)
            for k, v in inputs.items()}
