"""Random valid inputs for an op, derived from its tensor metas: the one sampler of the
hand-written runtime tests and the generated tests.

Shapes come from each input's shape pattern (its symbols shared between inputs) or
rank. Inputs known only by rank get symbols from the first plan the op's own checks
accept: same shape per rank, trailing axes aligned, or every size equal. A grad op
gets the inputs its forward op would give it. An op whose inputs need more (labels in
a range, positive values) declares `.test_inputs(fn)`: fn(rng, dtype, **attrs) -> {slot: array}.
"""
from __future__ import annotations

import inspect
import weakref
from typing import Any

import numpy as np

from .. import registry as reg
from ..registry.errors import ConfigError
from ..registry.tensor import is_group
from .case import Case, Meta, run_kernel, seq_type

MAX_SIZE = 4


def tame_attrs(meta: Meta, given: dict[str, Any] | None = None) -> dict[str, Any]:
    """Validated attributes: `given`, defaults, and a valid value for each required one."""
    chosen = dict(given or {})
    for name, a in meta.attributes.items():
        if a.required and name not in chosen:
            candidates = [v for k in a.constraints for v in k.boundary(a.type).inside] + [a.type.sample()]
            chosen[name] = next(v for v in candidates if a.first_violation(a.type.coerce(v)) is None)
    return reg.validate_attrs(meta, chosen)


GROUP_RANK = 2  # a group of dimensions ("...S") stands for this many


def _pattern(t: reg.TensorMeta, plan: str) -> tuple[Any, ...]:
    """The input's shape pattern under `plan`: "rank" (symbols as declared, distinct per rank
    for rank-only inputs), "trailing" (rank-only inputs aligned at their last axes), "equal"
    (every symbol one size), each optionally with one symbol merged into another ("rank:H=batch")."""
    kind, _, merge = plan.partition(":")
    old, _, new = merge.partition("=")
    if t.shape is not None:
        dims = [d2 for d in t.shape for d2 in ([f"{d}.{i}" for i in range(GROUP_RANK)] if is_group(d) else [d])]
        dims = [new if merge and d == old else d for d in dims]
        return tuple("n" if kind == "equal" and isinstance(d, str) else d for d in dims)
    rank = t.expected_rank if t.expected_rank is not None else 2
    return tuple({"rank": f"r{rank}.{i}", "trailing": f"t{rank - 1 - i}", "equal": "n"}[kind]
                 for i in range(rank))


def _concrete(meta: Meta, plan: str, sizes: dict[str, int], count: int) -> dict[str, Any]:
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


def _plan(meta: Meta, registry: reg.Registry) -> str:
    """The first plan whose shapes (all symbols distinct) the op's validation and shape rule accept;
    found once per registry and op (weakly: mutation tests make many registries)."""
    plans = _PLANS.setdefault(registry, {})
    if meta.name not in plans:
        plans[meta.name] = _find_plan(meta)
    return plans[meta.name]


def _candidate_plans(meta: Meta) -> list[str]:
    """Plans from most to least varied: every symbol its own size first, then one pair of
    symbols merged (a shape rule such as "Y has the rows of X, or one row"), then fewer."""
    symbols = list(dict.fromkeys(d for t in meta.inputs for d in t.shape or () if isinstance(d, str)
                                 and not is_group(d)))
    merged = [f"rank:{a}={b}" for i, a in enumerate(symbols) for b in symbols[:i]]
    return ["rank", *merged, "trailing", "equal"]


def _find_plan(meta: Meta) -> str:
    attrs = tame_attrs(meta)
    for plan in _candidate_plans(meta):
        infos = _concrete(meta, plan, {}, 2)
        try:
            reg.validate_inputs(meta, infos)
            reg.infer_shapes(meta, infos, attrs)
            return plan
        except ConfigError:
            continue
    raise AssertionError(f"{meta.name}: no input shapes derived from its tensor metas pass its shape rule; "
                         f"declare .test_inputs(fn) on the op")


def _forward_of(op: str, registry: reg.Registry) -> reg.FunctionMeta | None:
    """The op whose standard gradient rule emits `op`, if any."""
    return next((m for m in registry.functions() if m.name == getattr(registry.get(op), "derived_from", None)), None)


def _array(rng: np.random.Generator, info: reg.TensorInfo, dtype: str, high: int) -> Any:
    shape = tuple(int(d or 0) for d in info.shape)  # every size is known here
    if info.dtype.value.startswith(("int", "uint")):
        return rng.integers(0, max(high, 1), size=shape).astype(info.dtype.numpy)
    if info.dtype == reg.DataType.BOOL:
        return rng.random(shape) < 0.5
    # positive by default: logs, square roots and probabilities need it, and no kink sits there
    return rng.uniform(0.1, 1.0, size=shape).astype(dtype)


def _dtype(meta: Meta, dtype: str | None) -> str:
    floats = [d.value for t in meta.inputs for d in t.dtypes if d in reg.FLOATS]
    return dtype or (floats[0] if floats else "float64")


def _from_metas(meta: Meta, rng: np.random.Generator, attrs: dict[str, Any], dtype: str,
                registry: reg.Registry) -> dict[str, Any]:
    plan = _plan(meta, registry)
    sizes = {s: int(rng.integers(1, MAX_SIZE + 1)) for t in meta.inputs for s in _pattern(t, plan)
             if isinstance(s, str)}
    infos = _concrete(meta, plan, sizes, int(rng.integers(1, 4)))
    high = min(sizes.values(), default=1)  # int inputs (indexes) stay below every symbolic size
    return {k: ([_array(rng, i, dtype, high) for i in v] if isinstance(v, list) else _array(rng, v, dtype, high))
            for k, v in infos.items()}


def _from_hook(meta: Meta, rng: np.random.Generator, attrs: dict[str, Any], dtype: str,
               registry: reg.Registry) -> dict[str, Any]:
    """The op's own test inputs; it gets the attributes it names keyword-only (all, with **attrs).
    (`registry` unused: the signature is `_from_metas`'s, so `sample_case` picks either.)"""
    fn = meta.test_inputs_fn
    params = inspect.signature(fn).parameters.values()
    takes_all = any(p.kind is p.VAR_KEYWORD for p in params)
    wanted = {p.name for p in params if p.kind is p.KEYWORD_ONLY}
    return dict(fn(rng, np.dtype(dtype), **{k: v for k, v in attrs.items() if takes_all or k in wanted}))


def sample_case(op: Meta | str, seed: int = 0, *, dtype: str | None = None,
                attrs: dict[str, Any] | None = None, registry: reg.Registry | None = None) -> Case:
    """A valid case of `op` from `registry` (the default one): inputs from the op's tensor metas
    or its `test_inputs_fn`, a grad op's from its forward op; `attrs` validated, required ones
    filled in. Floats in [0.1, 1) of `dtype` (else the op's first float dtype); sizes from `seed`."""
    registry = reg.default_registry(registry)
    meta = registry.get(op) if isinstance(op, str) else op
    rng = np.random.default_rng(seed)
    forward = _forward_of(meta.name, registry)
    if forward is not None:
        return _grad_case(meta, forward, rng, seed, dtype, attrs, registry)
    checked = tame_attrs(meta, attrs)
    build = _from_hook if getattr(meta, "test_inputs_fn", None) else _from_metas
    return Case(meta.name, build(meta, rng, checked, _dtype(meta, dtype), registry), checked, registry)


def sample_inputs(op: Meta | str, seed: int = 0, *, dtype: str | None = None,
                  attrs: dict[str, Any] | None = None, registry: reg.Registry | None = None) -> dict[str, Any]:
    """The inputs of `sample_case`: slot -> array (a list of arrays for a variadic slot)."""
    return sample_case(op, seed, dtype=dtype, attrs=attrs, registry=registry).inputs


def _grad_case(meta: Meta, forward: reg.FunctionMeta, rng: np.random.Generator, seed: int, dtype: str | None,
               attrs: dict[str, Any] | None, registry: reg.Registry) -> Case:
    """A grad op's inputs: its forward op's inputs and outputs, and random output gradients."""
    fwd = sample_case(forward, seed, dtype=dtype, attrs=attrs, registry=registry)
    values = {**fwd.inputs, **run_kernel(fwd, "cpu")}
    for slot, v in list(values.items()):
        if v is not None and not isinstance(v, list):
            values[reg.grad_var_name(slot)] = rng.standard_normal(np.shape(v)).astype(v.dtype)
    inputs = {t.name: values.get(t.name) for t in meta.inputs}
    shared = {k: v for k, v in fwd.attrs.items() if k in meta.attributes}
    return Case(meta.name, inputs, tame_attrs(meta, shared), registry)
