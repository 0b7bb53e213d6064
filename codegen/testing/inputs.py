"""Random valid inputs for an op, derived from its tensor metas.

Shapes come from each input's shape pattern (its symbols shared between inputs) or
rank. Inputs known only by rank get symbols from the first plan the op's own checks
accept: same shape per rank, trailing axes aligned, or every size equal. A grad op
gets the inputs its forward op would give it. An op whose inputs need more (labels in
a range, positive values) declares `.test_inputs(fn)`: fn(rng, dtype, **attrs) -> {slot: array}.
"""
from __future__ import annotations

import inspect
import weakref
from dataclasses import dataclass
from typing import Any

import numpy as np
from hypothesis import strategies as st

from paddle import registry as reg
from paddle.registry.errors import ConfigError

from .. import support

MAX_SIZE = 4


@dataclass
class Case:
    op: str
    inputs: dict[str, Any]  # slot -> array, list of arrays (variadic) or None
    attrs: dict[str, Any]   # validated

    @property
    def meta(self) -> Any:
        return support.meta(self.op)

    @property
    def infos(self) -> dict[str, Any]:
        return {t.name: _info(self.inputs.get(t.name), seq_type(t)) for t in self.meta.inputs}


def seq_type(t: reg.TensorMeta) -> reg.SequenceType:
    """Plain rows where the input takes them, else the first sequence type it declares."""
    return reg.SequenceType.NONE if reg.SequenceType.NONE in t.seq_types else t.seq_types[0]


def _info(value: Any, seq: reg.SequenceType) -> Any:
    if isinstance(value, list):
        return [reg.TensorInfo.of(v, seq) for v in value]
    return None if value is None else reg.TensorInfo.of(value, seq)


def tame_attrs(meta: Any, given: dict[str, Any] | None = None) -> dict[str, Any]:
    """Validated attributes: `given`, defaults, and a valid value for each required one."""
    chosen = dict(given or {})
    for name, a in meta.attributes.items():
        if a.required and name not in chosen:
            candidates = [v for k in a.constraints for v in k.boundary(a.type).inside] + [a.type.sample()]
            chosen[name] = next(v for v in candidates if a.first_violation(a.type.coerce(v)) is None)
    return reg.validate_attrs(meta, chosen)


def _pattern(t: reg.TensorMeta, plan: str) -> tuple[Any, ...]:
    if t.shape is not None:
        return tuple("n" if plan == "equal" and isinstance(d, str) else d for d in t.shape)
    rank = t.expected_rank if t.expected_rank is not None else 2
    return tuple({"rank": f"r{rank}.{i}", "trailing": f"t{rank - 1 - i}", "equal": "n"}[plan]
                 for i in range(rank))


def _concrete(meta: Any, plan: str, sizes: dict[str, int], count: int) -> dict[str, Any]:
    """Input infos under `plan`, symbols resolved to `sizes` (float64 for floats)."""
    infos: dict[str, Any] = {}
    for t in meta.inputs:
        shape = tuple(sizes.setdefault(d, len(sizes) + 2) if isinstance(d, str) else d
                      for d in _pattern(t, plan))
        dtype = reg.DataType.FLOAT64 if reg.DataType.FLOAT64 in t.dtypes else t.dtypes[0]
        info = reg.TensorInfo(shape, dtype, seq_type(t))
        infos[t.name] = [info] * count if t.variadic else info
    return infos


_PLANS: "weakref.WeakKeyDictionary[reg.Registry, dict[str, str]]" = weakref.WeakKeyDictionary()


def _plan(op: str) -> str:
    """The first plan whose shapes (all symbols distinct) the op's validation and shape rule accept;
    found once per registry and op."""
    plans = _PLANS.setdefault(support.registry(), {})
    if op not in plans:
        plans[op] = _find_plan(support.meta(op))
    return plans[op]


def _find_plan(meta: Any) -> str:
    attrs = tame_attrs(meta)
    for plan in ("rank", "trailing", "equal"):
        infos = _concrete(meta, plan, {}, 2)
        try:
            reg.validate_inputs(meta, infos)
            reg.infer_shapes(meta, infos, attrs)
            return plan
        except ConfigError:
            continue
    raise AssertionError(f"{meta.name}: no input shapes derived from its tensor metas pass its shape rule; "
                         f"declare .test_inputs(fn) on the op")


def _forward_of(op: str) -> Any:
    """The op whose standard gradient rule emits `op`, if any."""
    return next((m for m in support.registry().functions() if m.grad_op == op), None)


def _array(rng: np.random.Generator, info: reg.TensorInfo, dtype: str, high: int) -> Any:
    shape = tuple(int(d or 0) for d in info.shape)  # every size is known here
    if info.dtype.value.startswith(("int", "uint")):
        return rng.integers(0, max(high, 1), size=shape).astype(info.dtype.numpy)
    if info.dtype == reg.DataType.BOOL:
        return rng.random(shape) < 0.5
    # positive by default: logs, square roots and probabilities need it, and no kink sits there
    return rng.uniform(0.1, 1.0, size=shape).astype(dtype)


def _dtype(meta: Any, dtype: str | None) -> str:
    floats = [d.value for t in meta.inputs for d in t.dtypes if d in reg.FLOATS]
    return dtype or (floats[0] if floats else "float64")


def _from_metas(meta: Any, rng: np.random.Generator, attrs: dict[str, Any], dtype: str) -> dict[str, Any]:
    plan = _plan(meta.name)
    sizes = {s: int(rng.integers(1, MAX_SIZE + 1)) for t in meta.inputs for s in _pattern(t, plan)
             if isinstance(s, str)}
    infos = _concrete(meta, plan, sizes, int(rng.integers(1, 4)))
    high = min(sizes.values(), default=1)  # int inputs (indexes) stay below every symbolic size
    return {k: ([_array(rng, i, dtype, high) for i in v] if isinstance(v, list) else _array(rng, v, dtype, high))
            for k, v in infos.items()}


def _from_hook(meta: Any, rng: np.random.Generator, attrs: dict[str, Any], dtype: str) -> dict[str, Any]:
    """The op's own test inputs; it gets the attributes it names keyword-only (all, with **attrs)."""
    fn = meta.test_inputs_fn
    params = inspect.signature(fn).parameters.values()
    takes_all = any(p.kind is p.VAR_KEYWORD for p in params)
    wanted = {p.name for p in params if p.kind is p.KEYWORD_ONLY}
    return dict(fn(rng, np.dtype(dtype), **{k: v for k, v in attrs.items() if takes_all or k in wanted}))


def make_case(op: str, seed: int, dtype: str | None = None, attrs: dict[str, Any] | None = None) -> Case:
    meta = support.meta(op)
    rng = np.random.default_rng(seed)
    forward = _forward_of(op)
    if forward is not None:
        return _grad_case(meta, forward, rng, seed, dtype, attrs)
    checked = tame_attrs(meta, attrs)
    build = _from_hook if getattr(meta, "test_inputs_fn", None) else _from_metas
    return Case(op, build(meta, rng, checked, _dtype(meta, dtype)), checked)


def _grad_case(meta: Any, forward: Any, rng: np.random.Generator, seed: int, dtype: str | None,
               attrs: dict[str, Any] | None) -> Case:
    """A grad op's inputs: its forward op's inputs and outputs, and random output gradients."""
    from .kernels import run_kernel
    fwd = make_case(forward.name, seed, dtype, attrs)
    values = {**fwd.inputs, **run_kernel(fwd, "cpu")}
    for slot, v in list(values.items()):
        if v is not None and not isinstance(v, list):
            values[reg.grad_var_name(slot)] = rng.standard_normal(np.shape(v)).astype(v.dtype)
    inputs = {t.name: values.get(t.name) for t in meta.inputs}
    shared = {k: v for k, v in fwd.attrs.items() if k in meta.attributes}
    return Case(meta.name, inputs, tame_attrs(meta, shared))


def cases(op: str, dtype: str | None = None) -> st.SearchStrategy[Case]:
    """Random valid cases; hypothesis shrinks the seed towards 0."""
    return st.integers(0, 2**32 - 1).map(lambda seed: make_case(op, seed, dtype))


def example_case(op: str, attrs: dict[str, Any] | None = None) -> Case:
    """One fixed case (seed 0): the inputs of the layer-level and boundary-value tests."""
    return make_case(op, 0, None, attrs)
