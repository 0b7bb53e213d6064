"""Valid inputs for an op, derived from its tensor metas: the one sampler of the hand-written
runtime tests and the generated tests.

Shapes come from each input's shape pattern (its symbols shared between inputs) or rank. Inputs
known only by rank get symbols from the first plan the op's own checks accept: same shape per
rank, trailing axes aligned, or every size equal. A grad op gets the inputs its forward op would
give it. Values stay inside each input's declared `domain` (bounds may be shape symbols: a label
below the class count). An input that takes sequences only is cut into sequences at random
offsets (a LodArray; empty sequences and ones of length 1 among them). An op whose inputs need
more declares `.test_inputs(fn)`:
fn(rng, dtype, **attrs) -> {slot: array}.

Values come from one of three regions (REGIONS):

- "whole": the whole declared domain: negative, zero, subnormal, large magnitude (up to `big`),
  the domain's own bounds (p = 0, a label of C-1) and 0, where the kinks of piecewise ops sit.
  What the forward checks get.
- "smooth": what a numeric gradient needs (central differences in float64): values at least
  SMOOTH_MARGIN away from 0 and from the domain's bounds, at most SMOOTH_MAX in magnitude, at
  most SMOOTH_ELEMENTS per input. The kinks of this library's ops sit exactly there (relu at 0;
  the clamps of cross_entropy's log and of cos_sim's norms at 0), and a central difference across
  a kink is wrong by design, not a bug; huge values drown a difference of step 1e-6 in rounding.
  This is a deliberate, named narrowing for the gradient check only: the forward checks get
  "whole". An op with a kink elsewhere needs it declared (see the report proposing `kinks=`).
- "extremes": only the values that test numerical stability (the bounds, 0, +-big, +-1,
  subnormals), cycled through each array so that every row of three mixes them (softmax of
  [-big, big, 0]; cross_entropy at p = 0). The kernel-at-boundary checks require finite outputs.

Every choice comes from a Source: a numpy generator (`sample_case(op, seed)`) or hypothesis
(`strategies.cases`), which then drives every size, value and attribute and shrinks a failure
to a small readable case.
"""
from __future__ import annotations

import inspect
import math
import weakref
from dataclasses import dataclass
from typing import Any, Callable, Protocol

import numpy as np

from .. import registry as reg
from ..registry.errors import ConfigError
from ..registry.tensor import is_group
from ..registry.validate import split_pattern
from .case import Case, Meta, run_kernel, seq_type

REGIONS = ("whole", "smooth", "extremes")
MAX_SIZE = 8          # the largest size of one symbol: sizes run from 1 to beyond 4
MAX_COUNT = 4         # the most tensors a variadic input gets
ELEMENTS = {"whole": 128, "smooth": 64, "extremes": 64}  # most elements per input (speed; a numeric
# gradient costs two runs of the op per element)
EXTREME_SIZE = 3      # every size in "extremes": rows of three mix big, 0 and the bounds
# >> the gradient check's step h = 1e-6: no central difference straddles a kink, and near a
# singular point at distance r (cos_sim's zero row, log at p = 0) its error ~ h^2 / r^3 stays
# ~1e-7 at r = 1e-2, inside the check's atol of 1e-5 (at r = 1e-3 it is not: cos_sim fails there)
SMOOTH_MARGIN = 1e-2
SMOOTH_MAX = 10.0


def tame_attrs(meta: Meta, given: dict[str, Any] | None = None) -> dict[str, Any]:
    """Validated attributes: `given`, defaults, and a valid value for each required one."""
    chosen = dict(given or {})
    for name, a in meta.attributes.items():
        if a.required and name not in chosen:
            candidates = [v for b in a.boundaries() for v in b.inside] + [a.type.sample()]
            chosen[name] = next(v for v in candidates if a.first_violation(a.type.coerce(v)) is None)
    return reg.validate_attrs(meta, chosen)


# --- values -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Bounds:
    """An input's domain with its symbols resolved: numbers (+-inf where unbounded)."""

    low: float = -math.inf
    high: float = math.inf
    low_open: bool = False
    high_open: bool = False

    @classmethod
    def of(cls, domain: reg.Domain | None, sizes: dict[str, int]) -> "Bounds":
        if domain is None:
            return cls()

        def bound(b: Any, missing: float) -> float:
            return missing if b is None else float(sizes[b]) if isinstance(b, str) else float(b)
        return cls(bound(domain.low, -math.inf), bound(domain.high, math.inf), domain.low_open, domain.high_open)

    def int_range(self, dtype: Any = np.int64) -> tuple[int, int]:
        """The closed range of integers inside (an unbounded side: the dtype's limit)."""
        limits = np.iinfo(dtype)
        lo = limits.min if self.low == -math.inf else \
            math.floor(self.low) + 1 if self.low_open and self.low.is_integer() else math.ceil(self.low)
        hi = limits.max if self.high == math.inf else \
            math.ceil(self.high) - 1 if self.high_open and self.high.is_integer() else math.floor(self.high)
        return int(max(lo, limits.min)), int(min(hi, limits.max))


def big(dtype: Any) -> float:
    """The largest magnitude drawn: a product of two such values summed over a row of
    ELEMENTS still fits the dtype (mul, square_error, cos_sim's norms do exactly that)."""
    return float(np.dtype(dtype).type(math.sqrt(float(np.finfo(dtype).max)) / 64))


def _exact(v: float, dtype: Any) -> float:
    """`v` as the nearest value of `dtype`, back as a Python float."""
    return float(np.dtype(dtype).type(v))


def float_range(b: Bounds, dtype: Any) -> tuple[float, float]:
    """The closed range of `dtype` values inside `b`, within +-big."""
    t = np.dtype(dtype).type
    lo, hi = max(b.low, -big(dtype)), min(b.high, big(dtype))
    lo = float(np.nextafter(t(lo), t(math.inf))) if b.low_open and lo == b.low else _exact(lo, dtype)
    hi = float(np.nextafter(t(hi), t(-math.inf))) if b.high_open and hi == b.high else _exact(hi, dtype)
    return lo, hi


def extreme_values(b: Bounds, dtype: Any) -> list[float]:
    """The values that test numerical stability, inside `b`: its closed bounds (+-big where
    unbounded), 0 (the kink of piecewise ops), +-1, the smallest subnormal."""
    lo, hi = float_range(b, dtype)
    tiny = float(np.finfo(dtype).smallest_subnormal)
    wanted = [lo, hi, 0.0, 1.0, -1.0, tiny, -tiny]
    return list(dict.fromkeys(_exact(v, dtype) for v in wanted if lo <= v <= hi))


def special_values(b: Bounds, dtype: Any) -> list[float]:
    """The extremes, and -0.0, the smallest normal number and 1000 (softmax's [[1000, 0]])."""
    lo, hi = float_range(b, dtype)
    normal = float(np.finfo(dtype).tiny)
    more = [-0.0, normal, -normal, 1000.0, -1000.0, 0.5]
    return extreme_values(b, dtype) + [_exact(v, dtype) for v in more if lo <= v <= hi]


def smooth_range(b: Bounds, dtype: Any) -> tuple[float, float]:
    """Where "smooth" values lie: SMOOTH_MARGIN inside the bounds, at most SMOOTH_MAX away from
    the nearest bound (or from 0 where unbounded)."""
    lo = b.low + SMOOTH_MARGIN if b.low > -math.inf else -SMOOTH_MAX
    hi = b.high - SMOOTH_MARGIN if b.high < math.inf else max(SMOOTH_MAX, lo + SMOOTH_MAX)
    lo = max(lo, hi - 2 * SMOOTH_MAX) if b.low == -math.inf else lo
    assert lo <= hi, f"domain {b} is narrower than twice the gradient margin {SMOOTH_MARGIN}"
    return _exact(lo, dtype), _exact(hi, dtype)


def away_from_zero(v: float, lo: float, hi: float, dtype: Any) -> float:
    """`v`, or the nearest of +-SMOOTH_MARGIN (inside [lo, hi]) where it is closer to 0 (the kink
    of relu, the clamp of a norm) than that."""
    if abs(v) >= SMOOTH_MARGIN:
        return v
    side = [s for s in (math.copysign(SMOOTH_MARGIN, v), -math.copysign(SMOOTH_MARGIN, v)) if lo <= s <= hi]
    return _exact(side[0], dtype) if side else v


# --- where the choices come from ---------------------------------------------------------------

class Source(Protocol):
    """Every choice the sampler makes. Sizes and counts are closed integer ranges."""

    region: str

    def integer(self, lo: int, hi: int) -> int: ...
    def floats(self, shape: tuple[int, ...], b: Bounds, dtype: Any) -> Any: ...
    def ints(self, shape: tuple[int, ...], lo: int, hi: int, dtype: Any) -> Any: ...
    def bools(self, shape: tuple[int, ...]) -> Any: ...


class RngSource:
    """Choices from a numpy generator (a seed)."""

    def __init__(self, rng: np.random.Generator, region: str) -> None:
        assert region in REGIONS, f"region should be one of {REGIONS}, got {region!r}"
        self.rng, self.region = rng, region

    def integer(self, lo: int, hi: int) -> int:
        return int(self.rng.integers(lo, hi + 1))

    def floats(self, shape: tuple[int, ...], b: Bounds, dtype: Any) -> Any:
        n = math.prod(shape)
        if self.region == "extremes":
            return latin(extreme_values(b, dtype), shape, self.integer(0, 6), dtype)
        if self.region == "smooth":
            lo, hi = smooth_range(b, dtype)
            values = [away_from_zero(_exact(v, dtype), lo, hi, dtype) for v in self.rng.uniform(lo, hi, n)]
            return np.asarray(values, dtype=dtype).reshape(shape)
        specials, (lo, hi) = special_values(b, dtype), float_range(b, dtype)
        picked = self.rng.choice(np.asarray(specials), n)
        # magnitudes spread over 1e-4 .. 1e4 with both signs, clipped into the domain
        spread = np.clip(self.rng.choice([-1.0, 1.0], n) * 10.0 ** self.rng.uniform(-4, 4, n), lo, hi)
        if math.isfinite(b.low) and math.isfinite(b.high):
            spread = self.rng.uniform(lo, hi, n)  # a bounded domain: uniform over it
        return np.where(self.rng.random(n) < 0.3, picked, spread).astype(dtype).reshape(shape)

    def ints(self, shape: tuple[int, ...], lo: int, hi: int, dtype: Any) -> Any:
        n = math.prod(shape)
        if self.region == "extremes":
            return latin(int_sweep(lo, hi), shape, 0, dtype)
        edges = self.rng.choice([lo, hi], n)
        values = np.where(self.rng.random(n) < 0.3, edges, self.rng.integers(lo, hi + 1, n))
        return values.astype(dtype).reshape(shape)

    def bools(self, shape: tuple[int, ...]) -> Any:
        return self.rng.random(shape) < 0.5


def latin(values: list[Any], shape: tuple[int, ...], start: int, dtype: Any) -> Any:
    """`values` laid out as a Latin square over (row, last axis): element (r, c) is
    values[(start + r + c) % len], so a row mixes them (softmax's big beside 0) and, given as
    many rows as values, every column holds each (whichever class a label picks)."""
    cols = shape[-1] if shape else 1
    flat = [values[(start + i // cols + i % cols) % len(values)] for i in range(math.prod(shape))]
    return np.asarray(flat, dtype=dtype).reshape(shape)


def int_sweep(lo: int, hi: int) -> list[int]:
    """The edges first (a label of C-1, then 0), then the values between (at most 8 in all)."""
    return list(dict.fromkeys([hi, lo, *range(lo + 1, min(hi, lo + 7))]))


# --- shapes ---------------------------------------------------------------------------------

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


def _concrete(meta: Meta, plan: str, sizes: dict[str, int], count: int, dtype: str | None = None) -> dict[str, Any]:
    """Input infos under `plan`, symbols resolved to `sizes`: float64 for floats, or `dtype` for
    the inputs of a type variable that takes it (a case drawn for each declared dtype)."""
    infos: dict[str, Any] = {}
    for t in meta.inputs:
        shape = tuple(sizes.setdefault(d, len(sizes) + 2) if isinstance(d, str) else d
                      for d in _pattern(t, plan))
        dtype_of_t = _typed(t, dtype)
        info = reg.TensorInfo(shape, dtype_of_t, seq_type(t))
        infos[t.name] = [info] * count if t.variadic else info
    return infos


def _typed(t: reg.TensorMeta, dtype: str | None) -> reg.DataType:
    """The dtype a case gives input `t`: `dtype` where its type variable takes it (float32 and
    float64 cases draw floats of that dtype from a float64 info), else float64 or its first."""
    if dtype is not None and t.type_var is not None and dtype not in ("float32", "float64") \
            and reg.DataType.of(dtype) in t.dtypes:
        return reg.DataType.of(dtype)
    return reg.DataType.FLOAT64 if reg.DataType.FLOAT64 in t.dtypes else t.dtypes[0]


SMALL_INT = 8  # integers of a type variable's case: small, so sums and products stay in range


def _typed_ints(source: "Source", t: reg.TensorMeta, shape: tuple[int, ...], b: "Bounds", dtype: reg.DataType) -> Any:
    """Integers of a type variable (not indexes): small, of either sign where the dtype has one."""
    low, high = dtype.limits  # int4 holds -8 .. 7, int2 -2 .. 1
    lo = max(b.int_range()[0] if b.low != -math.inf else -SMALL_INT, -SMALL_INT, int(low))
    hi = min(b.int_range()[1] if b.high != math.inf else SMALL_INT, SMALL_INT, int(high))
    return source.ints(shape, lo, hi, np.int64).astype(dtype.numpy)


def _reduced_floats(source: "Source", shape: tuple[int, ...], b: "Bounds", dtype: reg.DataType) -> Any:
    """Floats of a reduced-precision dtype (bfloat16, float8): float32 draws inside [-8, 8] (float8
    e4m3 holds 448 at most) and the domain, rounded to the dtype."""
    low, high = dtype.limits  # float4 e2m1 holds +-6; float8 e8m0 only positive powers of two
    narrow = Bounds(max(b.low, -SMALL_INT, low), min(b.high, SMALL_INT, high), b.low_open, b.high_open)
    return np.asarray(source.floats(shape, narrow, np.float32)).astype(dtype.numpy)


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


def _sizes(meta: Meta, plan: str, source: Source) -> dict[str, int]:
    """A size per symbol, then the largest halved until every input holds at most the region's
    ELEMENTS (halving keeps what hypothesis chose recognisable when it shrinks)."""
    patterns = [_pattern(t, plan) for t in meta.inputs]
    symbols = list(dict.fromkeys(d for p in patterns for d in p if isinstance(d, str)))
    fixed = source.region == "extremes"
    sizes = {s: EXTREME_SIZE if fixed else source.integer(1, MAX_SIZE) for s in symbols}
    budget = ELEMENTS[source.region]

    def elements(p: tuple[Any, ...]) -> int:
        return math.prod(sizes[d] if isinstance(d, str) else d for d in p)
    while any(elements(p) > budget for p in patterns):
        largest = max((d for p in patterns if elements(p) > budget for d in p if isinstance(d, str)),
                      key=lambda d: sizes[d])
        sizes[largest] = max(1, sizes[largest] // 2)
    return sizes


def _declared_sizes(meta: Meta, infos: dict[str, Any]) -> dict[str, int]:
    """Each symbol of the declared shape patterns -> its size in `infos` (domains name them)."""
    found: dict[str, int] = {}
    for t in meta.inputs:
        info = infos[t.name][0] if isinstance(infos[t.name], list) else infos[t.name]
        if t.shape is not None and info is not None:  # a group covers the axes the other entries leave
            found.update({d: int(info.shape[axes[0]]) for d, axes in split_pattern(t.shape, info.rank)
                          if isinstance(d, str) and not is_group(d)})
    return found


# --- cases --------------------------------------------------------------------------------------

def _forward_of(op: str, registry: reg.Registry) -> reg.FunctionMeta | None:
    """The op whose standard gradient rule emits `op`, if any."""
    return next((m for m in registry.functions() if m.name == getattr(registry.get(op), "derived_from", None)), None)


def _array(source: Source, t: reg.TensorMeta, info: reg.TensorInfo, dtype: str, sizes: dict[str, int]) -> Any:
    shape = tuple(int(d or 0) for d in info.shape)  # every size is known here
    if t.type_var is not None and info.dtype.is_integer:
        return _typed_ints(source, t, shape, Bounds.of(t.domain, sizes), info.dtype)
    if info.dtype.is_reduced and info.dtype.is_float:
        return _reduced_floats(source, shape, Bounds.of(t.domain, sizes), info.dtype)
    if info.dtype.value.startswith(("int", "uint")):
        if t.domain is None:  # an index with no declared domain stays below every size
            return source.ints(shape, 0, max(min(sizes.values(), default=1), 1) - 1, info.dtype.numpy)
        lo, hi = Bounds.of(t.domain, sizes).int_range()
        return source.ints(shape, lo, hi, info.dtype.numpy)
    if info.dtype == reg.DataType.BOOL:
        return source.bools(shape)
    return source.floats(shape, Bounds.of(t.domain, sizes), dtype)


def _dtype(meta: Meta, dtype: str | None) -> str:
    floats = [d.value for t in meta.inputs for d in t.dtypes if d in reg.FLOATS]
    return dtype or (floats[0] if floats else "float64")


def _from_metas(meta: Meta, source: Source, attrs: dict[str, Any], dtype: str,
                registry: reg.Registry) -> dict[str, Any]:
    plan = _plan(meta, registry)
    count = 2 if source.region == "extremes" else source.integer(1, MAX_COUNT)
    infos = _concrete(meta, plan, _sizes(meta, plan, source), count, dtype)
    sizes = _declared_sizes(meta, infos)
    return {t.name: [_ragged(source, t, _array(source, t, i, dtype, sizes)) for i in infos[t.name]] if t.variadic
            else _ragged(source, t, _array(source, t, infos[t.name], dtype, sizes)) for t in meta.inputs}


def _ragged(source: Source, t: reg.TensorMeta, array: Any) -> Any:
    """An input that must be a sequence, as sequences of random lengths (a LodArray): empty
    ones, ones of length 1 and longer ones; a nested one gets one outer sequence around them."""
    if reg.SequenceType.NONE in t.seq_types:
        return array
    offsets = random_offsets(source, len(array))
    outer = ((0, len(offsets) - 1),) if seq_type(t) is reg.SequenceType.NESTED else ()
    return reg.LodArray(array, (*outer, offsets))


def random_offsets(source: Source, rows: int, max_sequences: int = 4) -> tuple[int, ...]:
    """Offsets cutting `rows` rows into 1 to `max_sequences` sequences at random points (so some
    are empty or of length 1 when a point repeats or two lie side by side)."""
    cuts = sorted(source.integer(0, rows) for _ in range(source.integer(0, max_sequences - 1)))
    return (0, *cuts, rows)


def _from_hook(meta: Meta, source: Source, attrs: dict[str, Any], dtype: str,
               registry: reg.Registry) -> dict[str, Any]:
    """The op's own test inputs; it gets the attributes it names keyword-only (all, with **attrs),
    and a generator seeded from `source`. (`registry` unused: the signature is `_from_metas`'s.)"""
    fn = meta.test_inputs_fn
    params = inspect.signature(fn).parameters.values()
    takes_all = any(p.kind is p.VAR_KEYWORD for p in params)
    wanted = {p.name for p in params if p.kind is p.KEYWORD_ONLY}
    rng = np.random.default_rng(source.integer(0, 2**32 - 1))
    typed = reg.DataType.of(dtype)
    drawn = np.dtype(dtype) if typed in (reg.DataType.FLOAT16, *reg.FLOATS) else np.dtype(np.float64)
    made = dict(fn(rng, drawn, **{k: v for k, v in attrs.items() if takes_all or k in wanted}))
    if drawn == typed.numpy:
        return made
    # another dtype of the type variable: the hook's float values (its shapes, its domain) in it
    return {t.name: _converted(made.get(t.name), typed) if t.type_var is not None and typed in t.dtypes
            else made.get(t.name) for t in meta.inputs if t.name in made}


def _converted(value: Any, dtype: reg.DataType) -> Any:
    """A hook's float values as `dtype`: integers rounded (inside [-8, 8], unsigned ones their
    magnitudes), bools where positive, reduced floats rounded to the dtype."""
    if isinstance(value, (list, tuple)):
        return [_converted(v, dtype) for v in value]
    array = reg.array_of(value)
    if array is None or np.dtype(array.dtype).kind not in "fiu" or array.dtype == dtype.numpy:
        return value
    array = array.astype(np.float64)
    if dtype is reg.DataType.BOOL:
        out = array > 0
    elif dtype.is_integer:
        signed = dtype.value.startswith("int")
        low, high = max(-SMALL_INT, int(dtype.limits[0])), min(SMALL_INT, int(dtype.limits[1]))
        finite = np.nan_to_num(array, nan=0.0, posinf=high, neginf=low)  # an integer holds no NaN
        rounded = np.round(finite if signed else np.abs(finite))
        # a nonzero value stays nonzero (a divisor)
        rounded = np.where((rounded == 0) & (finite != 0), np.sign(finite if signed else 1.0), rounded)
        out = np.clip(rounded, low, high).astype(dtype.numpy)
    else:
        bottom, top = dtype.limits  # float8 e4m3fnuz holds 240 at most, float4 e2m1 6
        narrow = np.clip(array, max(-SMALL_INT * 16, bottom), min(SMALL_INT * 16, top))
        out = np.where(np.isfinite(array), narrow, array).astype(dtype.numpy)  # infinities and NaN kept
    return reg.LodArray(out, value.lod) if isinstance(value, reg.LodArray) else out


def build_case(op: Meta | str, source: Source, *, dtype: str | None = None,
               attrs: dict[str, Any] | None = None, registry: reg.Registry | None = None) -> Case:
    """A valid case of `op` whose every choice comes from `source`."""
    registry = reg.default_registry(registry)
    meta = registry.get(op) if isinstance(op, str) else op
    forward = _forward_of(meta.name, registry)
    if forward is not None:
        return _grad_case(meta, forward, source, dtype, attrs, registry)
    checked = tame_attrs(meta, attrs)
    build: Callable[..., dict[str, Any]] = _from_hook if getattr(meta, "test_inputs_fn", None) else _from_metas
    return Case(meta.name, build(meta, source, checked, _dtype(meta, dtype), registry), checked, registry)


def sample_case(op: Meta | str, seed: int = 0, *, dtype: str | None = None,
                attrs: dict[str, Any] | None = None, registry: reg.Registry | None = None,
                region: str = "smooth") -> Case:
    """A valid case of `op` from `registry` (the default one), its choices from `seed`: inputs
    from the op's tensor metas or its `test_inputs_fn`, a grad op's from its forward op; `attrs`
    validated, required ones filled in, the rest defaults. Floats of `dtype` (else the op's first
    float dtype) from `region` (see REGIONS): "smooth" by default, what check_grad needs."""
    return build_case(op, RngSource(np.random.default_rng(seed), region), dtype=dtype, attrs=attrs,
                      registry=registry)


def sample_inputs(op: Meta | str, seed: int = 0, *, dtype: str | None = None,
                  attrs: dict[str, Any] | None = None, registry: reg.Registry | None = None,
                  region: str = "smooth") -> dict[str, Any]:
    """The inputs of `sample_case`: slot -> array (a list of arrays for a variadic slot; a LodArray,
    the array and its random offsets, for an input that takes sequences only)."""
    return sample_case(op, seed, dtype=dtype, attrs=attrs, registry=registry, region=region).inputs


def _gradient_of(source: Source, v: Any) -> Any:
    """A gradient for output `v`: floats of its dtype; zeros for an int slot (a label: never read)."""
    t = reg.DataType.of(v.dtype)
    if t.is_reduced and t.is_float:
        return _reduced_floats(source, np.shape(v), Bounds(), t)
    return source.floats(np.shape(v), Bounds(), v.dtype) if t.is_float else np.zeros_like(v)


def _grad_case(meta: Meta, forward: reg.FunctionMeta, source: Source, dtype: str | None,
               attrs: dict[str, Any] | None, registry: reg.Registry) -> Case:
    """A grad op's inputs: its forward op's inputs and outputs, and output gradients from `source`."""
    fwd = build_case(forward, source, dtype=dtype, attrs=attrs, registry=registry)
    reg.infer_shapes(forward, fwd.infos, fwd.attrs)  # attributes no input fits: a ConfigError, not a kernel's
    values = {**fwd.inputs, **run_kernel(fwd, "cpu")}
    for slot, v in list(values.items()):
        v = reg.array_of(v)
        if v is not None and not isinstance(v, list):
            values[reg.grad_var_name(slot)] = _gradient_of(source, v)
    inputs = {t.name: values.get(t.name) for t in meta.inputs}
    shared = {k: v for k, v in fwd.attrs.items() if k in meta.attributes}
    return Case(meta.name, inputs, tame_attrs(meta, shared), registry)
