"""Kernel checks: shape rule vs kernel, kernel vs reference, numeric gradient, GPU vs CPU."""
from __future__ import annotations

import functools
import importlib
from typing import Any, Callable

import numpy as np

from paddle import registry as reg

from .. import support
from .inputs import Case, make_case

GRAD_EPS, GRAD_ATOL, GRAD_RTOL = 1e-6, 1e-5, 1e-3


def _tolerance(dtype: Any) -> dict[str, float]:
    return {"rtol": 1e-4, "atol": 1e-5} if np.dtype(dtype).itemsize < 8 else {"rtol": 1e-7, "atol": 1e-9}


def _outputs(meta: Any, result: Any) -> dict[str, Any]:
    """A kernel's return value (one array, or a tuple in output order) keyed by output slot."""
    values = [result] if len(meta.outputs) == 1 else list(result)
    assert len(values) == len(meta.outputs), f"{meta.name}: kernel returned {len(values)} outputs"
    return {o.name: v for o, v in zip(meta.outputs, values)}


def call(meta: Any, fn: Callable[..., Any], inputs: dict[str, Any], attrs: dict[str, Any]) -> dict[str, Any]:
    args = [inputs.get(t.name) for t in meta.inputs]
    return _outputs(meta, fn(*args, **attrs))


def run_kernel(case: Case, device: str = "cpu") -> dict[str, Any]:
    """The device's kernel on the case; on the cpu, the reference where no cpu kernel is declared."""
    meta = case.meta
    kernel = meta.kernels.get(device) or (meta.reference if device == "cpu" else None)
    assert kernel is not None, f"{meta.name} declares no {device} kernel"
    return call(meta, kernel, case.inputs, case.attrs)


def _each(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list) else [value]


def check_shape_rule(case: Case) -> None:
    """The shape rule's output infos are what the kernel produces, and match the output metas."""
    meta = case.meta
    reg.validate_inputs(meta, case.infos)  # the generated inputs respect the op's tensor metas
    inferred = reg.infer_shapes(meta, case.infos, case.attrs)
    outputs = run_kernel(case)
    for o in meta.outputs:
        got = [reg.TensorInfo.of(v) for v in _each(outputs[o.name])]
        for info in got:
            assert o.expected_rank is None or info.rank == o.expected_rank, f"{o.name}: rank {info.rank}"
            assert all(not isinstance(w, int) or w == d for w, d in zip(o.shape or (), info.shape)), \
                f"{o.name}: shape {info.shape} breaks pattern {o.shape}"
            assert info.dtype in o.dtypes, f"{o.name}: dtype {info.dtype.value} not declared"
        if inferred.get(o.name) is not None:
            want = [(i.shape, i.dtype) for i in _each(inferred[o.name])]
            assert [(i.shape, i.dtype) for i in got] == want, f"{o.name}: kernel gives {got}, shape rule says {want}"


def _assert_close(got: dict[str, Any], want: dict[str, Any], tol: dict[str, float] | None = None) -> None:
    for name in want:
        for g, w in zip(_each(got[name]), _each(want[name])):
            t = tol or _tolerance(np.asarray(w).dtype)
            np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=t["rtol"], atol=t["atol"],
                                       equal_nan=True, err_msg=f"output {name}")


def check_reference(case: Case) -> None:
    meta = case.meta
    _assert_close(run_kernel(case), call(meta, meta.reference, case.inputs, case.attrs))


def check_kernel_at(op: str, attrs: dict[str, Any]) -> None:
    """At a boundary value every kernel still runs, agrees with the reference and stays finite."""
    case = make_case(op, 0, None, attrs)
    got = run_kernel(case)
    check_reference(case)
    for name, value in got.items():
        for v in _each(value):
            assert np.all(np.isfinite(np.asarray(v, dtype=float))), \
                f"{op}: output {name} is not finite with {attrs}: {v}"


@functools.lru_cache(maxsize=1)
def gpu_usable() -> bool:
    """cupy imports without a GPU and fails on the first array, so make one."""
    try:
        cupy = importlib.import_module("cupy")  # optional: imported only where asked for
        return bool(cupy.asarray([1.0]).sum().get() == 1.0)
    except Exception:
        return False


def check_gpu(case: Case) -> None:
    cupy = importlib.import_module("cupy")
    meta = case.meta
    moved = {k: (None if v is None else [cupy.asarray(x) for x in v] if isinstance(v, list) else cupy.asarray(v))
             for k, v in case.inputs.items()}
    got = call(meta, meta.kernels["gpu"], moved, case.attrs)
    host = {k: ([cupy.asnumpy(x) for x in v] if isinstance(v, list) else cupy.asnumpy(v)) for k, v in got.items()}
    _assert_close(host, run_kernel(case), {"rtol": 1e-4, "atol": 1e-5})


# --- gradient check -----------------------------------------------------------------------------

def _names(slot: str, value: Any) -> list[str]:
    return [f"{slot}.{i}" for i in range(len(value))] if isinstance(value, list) else [slot]


def _run_desc(desc: reg.OpDesc, scope: dict[str, Any]) -> None:
    """Run one op description over a dict scope: the smallest executor a gradient rule needs."""
    meta = support.registry().function(desc.type)
    args = {}
    for t in meta.inputs:
        values = [scope.get(n) for n in desc.input(t.name)]
        args[t.name] = values if t.variadic else (values[0] if values else None)
    outs = call(meta, meta.kernels.get("cpu") or meta.reference, args, reg.validate_attrs(meta, desc.attrs))
    for slot, value in outs.items():
        for n, v in zip(desc.output(slot), _each(value)):
            if n != reg.EMPTY_VAR:
                scope[n] = v


def _analytic(case: Case, weights: dict[str, Any]) -> dict[str, Any]:
    meta = case.meta
    outs = run_kernel(case)
    scope = {n: v for slot, value in {**case.inputs, **outs}.items() if value is not None
             for n, v in zip(_names(slot, value), _each(value))}
    scope.update({reg.grad_var_name(n): w for n, w in weights.items()})
    desc = reg.OpDesc(type=meta.name, attrs=case.attrs,
                      inputs={k: _names(k, v) for k, v in case.inputs.items() if v is not None},
                      outputs={k: _names(k, v) for k, v in outs.items()})
    for d in meta.grad_fn(desc):
        _run_desc(d, scope)
    return scope


def _loss(case: Case, weights: dict[str, Any]) -> float:
    outs = run_kernel(case)
    return sum(float((v * weights[n]).sum()) for slot, value in outs.items()
               for n, v in zip(_names(slot, value), _each(value)) if n in weights)


def _numeric(case: Case, array: np.ndarray, weights: dict[str, Any]) -> np.ndarray:
    grad = np.zeros_like(array)
    for i in np.ndindex(array.shape):
        keep = array[i]
        array[i] = keep + GRAD_EPS
        up = _loss(case, weights)
        array[i] = keep - GRAD_EPS
        down = _loss(case, weights)
        array[i] = keep
        grad[i] = (up - down) / (2 * GRAD_EPS)
    return grad


def check_gradient(case: Case) -> None:
    """The gradient rule's ops agree with central differences of a random weighting of the outputs."""
    meta = case.meta
    rng = np.random.default_rng(0)
    outs = run_kernel(case)
    weights = {n: rng.standard_normal(np.shape(v)) for slot, value in outs.items()
               for n, v in zip(_names(slot, value), _each(value)) if np.issubdtype(v.dtype, np.floating)}
    scope = _analytic(case, weights)
    for t in meta.inputs:
        value = case.inputs.get(t.name)
        if t.no_grad or value is None:
            continue
        for n, array in zip(_names(t.name, value), _each(value)):
            if np.issubdtype(array.dtype, np.floating):
                analytic = scope.get(reg.grad_var_name(n))
                assert analytic is not None, f"{meta.name}: the gradient rule gives no gradient for {n}"
                np.testing.assert_allclose(analytic, _numeric(case, array, weights), atol=GRAD_ATOL,
                                           rtol=GRAD_RTOL, err_msg=f"{meta.name}: gradient of {n}")
