"""Ops that select or join parts of tensors: concat, split, slice, gather, pad.

Shape rules refuse, at configuration, an axis outside the inputs' rank, concat inputs that
differ off the axis, split sections that do not add up, paddings that are not a pair per axis
(ShapeError, naming the shapes). gather's indices are data: its kernels check them (InputError).
Gradients: split's is a concat of the outputs' gradients (composed of the concat op); concat,
slice, gather and pad have grad kernels that put the output's gradient back where the elements
came from (gather's adds it up where an index repeats).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import NUMERIC, ALL_TYPES, AttrRef, DataType, Domain, Function, GradOp, TensorInfo, require
from paddle.registry.constraints import named_predicate
from paddle.registry.errors import input_error
from paddle.registry.tensor import MAX_DIM, Dim, dim_add, dims_equal, shape_text

from ._xp import xp_of
from .reduce import MAX_RANK, distinct_axes
from .shape import SIZE, normalized_axes, one_inferred, random_shape, rank_for, values


def _axis(axis: int, rank: int) -> int:
    (a,) = normalized_axes([axis], rank, "axis")
    return a


# --- concat -----------------------------------------------------------------------------------
def _concat_shape(xs: list[TensorInfo], *, axis: int) -> TensorInfo:
    first = xs[0]
    a = _axis(axis, first.rank)
    for i, x in enumerate(xs[1:], start=1):
        same = x.rank == first.rank and all(dims_equal(d, e) for k, (d, e) in enumerate(zip(x.shape, first.shape))
                                            if k != a)
        require(same, f"X[{i}] of shape {shape_text(x.shape)} should have the shape of X[0] "
                f"{shape_text(first.shape)} except along axis {axis}")
    return first.with_shape(tuple(dim_add(*(x.shape[a] for x in xs)) if k == a else d
                                  for k, d in enumerate(first.shape)))


def _concat(xs: list[Any], *, axis: int) -> Any:
    return xp_of(xs[0]).concatenate(xs, axis=axis)


def _concat_grad(xs: list[Any], dout: Any, *, axis: int) -> list[Any]:
    ends = np.cumsum([x.shape[axis] for x in xs])
    return list(xp_of(dout).split(dout, ends[:-1].tolist(), axis=axis))


def _concat_inputs(rng: Any, dtype: Any, *, axis: int) -> dict[str, Any]:
    """One to three tensors of one rank that `axis` fits, alike but along it."""
    shape = random_shape(rng, rank_for([axis], rng))
    xs = []
    for _ in range(int(rng.integers(1, 4))):
        shape[axis] = int(rng.integers(1, SIZE + 1))  # positive: the layer test feeds data layers
        xs.append(values(rng, shape, dtype))
    return {"X": xs}


concat = (
    Function("concat", "The tensors X joined along `axis`.")
    .input("X", "tensors of one rank, alike but along axis", variadic=True)
    .types(ALL_TYPES)
    .output("Out", "the joined tensor")
    .attribute("axis", int, "the axis to join along, negative from the end").default(0)
    .in_range(-MAX_RANK, MAX_RANK - 1)
    .shape(_concat_shape)
    .oracle("torch", "torch.cat(X, dim=axis)")
    .kernel(_concat)
    .grad(_concat_grad, reads=("X",))
    .test_inputs(_concat_inputs)
    .example("out = layers.concat([data('a', [None, 3]), data('b', [None, 2])], axis=1)")
    .register()
)


# --- split ------------------------------------------------------------------------------------
def _sizes(dim: Dim, num: int, sections: list[int] | None) -> list[Dim]:
    """The size of each part of an axis of size `dim` (None: unknown until run time)."""
    if sections:
        given = [s for s in sections if s != -1]
        if dim is None:
            return [None if s == -1 else s for s in sections]
        total = sum(given)
        if -1 not in sections:
            require(total == dim, f"sections {sections} should add up to the size of the axis, {dim}")
            return list(sections)
        require(total <= dim, f"sections {sections} add up to more than the size of the axis, {dim}")
        return [dim - total if s == -1 else s for s in sections]
    require(dim is None or dim % num == 0, f"the axis of size {dim} cannot be split into {num} equal parts")
    return [None if dim is None else dim // num] * num


def _split_shape(x: TensorInfo, *, axis: int, num: int, sections: list[int] | None) -> dict[str, Any]:
    a = _axis(axis, x.rank)
    return {"Out": [x.with_shape(tuple(s if k == a else d for k, d in enumerate(x.shape)))
                    for s in _sizes(x.shape[a], num, sections)]}


def _split(x: Any, *, axis: int, num: int, sections: list[int] | None) -> list[Any]:
    sizes = [int(s or 0) for s in _sizes(x.shape[axis], num, sections)]  # known: x is an array
    return list(xp_of(x).split(x, np.cumsum(sizes)[:-1].tolist(), axis=axis))


def _split_reference(x: Any, *, axis: int, num: int, sections: list[int] | None) -> list[Any]:
    """The definition, written apart: consecutive runs of indices along the axis, taken one by one."""
    x = np.asarray(x, np.float64)
    n = x.shape[axis]
    if sections:
        known = sum(s for s in sections if s != -1)
        counts = [n - known if s == -1 else s for s in sections]
    else:
        counts = [n // num] * num
    parts, start = [], 0
    for c in counts:
        parts.append(np.take(x, list(range(start, start + c)), axis=axis))
        start += c
    return parts


def _split_inputs(rng: Any, dtype: Any, *, axis: int, num: int, sections: list[int] | None) -> dict[str, Any]:
    shape = random_shape(rng, rank_for([axis], rng))
    if sections:
        shape[axis] = sum(s for s in sections if s != -1) + (int(rng.integers(0, SIZE + 1)) if -1 in sections else 0)
    else:
        shape[axis] = num * int(rng.integers(1, SIZE + 1))
    return {"X": values(rng, shape, dtype)}


split = (
    Function("split", "X cut along `axis` into `num` equal parts, or into parts of the sizes `sections`.")
    .input("X", "any tensor")
    .types(ALL_TYPES)
    .output("Out", "the parts, in order", variadic=True)
    .attribute("axis", int, "the axis to cut, negative from the end").default(0).in_range(-MAX_RANK, MAX_RANK - 1)
    .attribute("num", int, "the number of equal parts (when sections is not given)").default(2).at_least(1)
    .attribute("sections", list[int], "the size of each part; one -1 takes what the others leave; "
               "given, it decides the parts and num is not used").default(None).length(min=1).at_least(-1)
    .custom(one_inferred, "a list of sizes with at most one -1", valid=([1, -1],), invalid=([-1, -1],))
    .shape(_split_shape)
    .oracle("numpy").reference(_split_reference)
    .kernel(_split)
    .grad_ops(GradOp("concat", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("X@GRAD",)},
                     attrs={"axis": AttrRef("axis")}))
    .test_inputs(_split_inputs, sizes=("num", "sections"))
    .example("first, second = layers.split(data('x', [None, 4]), axis=1, sections=[1, 3])")
    .register()
)


# --- slice ------------------------------------------------------------------------------------
def _bounds(dim: int, start: int, end: int) -> tuple[int, int]:
    """start and end as indices in 0 .. dim (negative ones from the end, clamped): ONNX's Slice."""
    def clamp(i: int) -> int:
        return min(max(i + dim if i < 0 else i, 0), dim)
    lo = clamp(start)
    return lo, max(lo, clamp(end))


def _slice_axes(rank: int, axes: list[int], starts: list[int], ends: list[int]) -> list[int]:
    require(len(starts) == len(axes) and len(ends) == len(axes),
            f"starts {starts} and ends {ends} should have one entry per axis of axes {axes}")
    return normalized_axes(axes, rank, "axes")


def _slice_shape(x: TensorInfo, *, axes: list[int], starts: list[int], ends: list[int]) -> TensorInfo:
    dims = list(x.shape)
    for a, s, e in zip(_slice_axes(x.rank, axes, starts, ends), starts, ends):
        d = dims[a]
        if d is not None:
            lo, hi = _bounds(d, s, e)
            dims[a] = hi - lo
    return x.with_shape(tuple(dims))


def _index(shape: tuple[int, ...], axes: list[int], starts: list[int], ends: list[int]) -> tuple[slice, ...]:
    where = [slice(None)] * len(shape)
    for a, s, e in zip(axes, starts, ends):
        where[a % len(shape)] = slice(*_bounds(shape[a % len(shape)], s, e))
    return tuple(where)


def _slice(x: Any, *, axes: list[int], starts: list[int], ends: list[int]) -> Any:
    return x[_index(x.shape, axes, starts, ends)]


def _slice_grad(x: Any, dout: Any, *, axes: list[int], starts: list[int], ends: list[int]) -> Any:
    dx = xp_of(x).zeros_like(x)
    dx[_index(x.shape, axes, starts, ends)] = dout
    return dx


def _slice_inputs(rng: Any, dtype: Any, *, axes: list[int], starts: list[int], ends: list[int]) -> dict[str, Any]:
    return {"X": values(rng, random_shape(rng, rank_for(axes, rng)), dtype)}


_INDEX = (-MAX_DIM, MAX_DIM)  # an index beyond any size is clamped; larger ones are refused

slice_op = (
    Function("slice", "The part of X from starts to ends (exclusive) along axes; negative indices count "
             "from the end and every index is clamped to the axis, as ONNX's Slice and numpy's.")
    .input("X", "any tensor")
    .types(ALL_TYPES)
    .output("Out", "the slice")
    .attribute("axes", list[int], "the axes to slice, negative from the end").must_set().length(min=1)
    .in_range(-MAX_RANK, MAX_RANK - 1)
    # one axis in the valid example: the boundary tests give starts and ends one entry
    .custom(distinct_axes, "a list of distinct axes", valid=([-1],), invalid=([1, 1],))
    .attribute("starts", list[int], "the first index taken on each axis").must_set().length(min=1)
    .in_range(*_INDEX)
    .attribute("ends", list[int], "the index after the last one taken on each axis").must_set().length(min=1)
    .in_range(*_INDEX)
    .shape(_slice_shape)
    .oracle("onnx", "Slice(X, starts, ends, axes)")
    .kernel(_slice)
    .grad(_slice_grad, reads=("X",))
    .test_inputs(_slice_inputs)
    .example("out = layers.slice(data('x', [None, 5]), axes=[1], starts=[1], ends=[-1])")
    .register()
)


# --- gather: rows of X picked by Index -----------------------------------------------------------
def _check_index(index: Any, rows: int) -> Any:
    """Indices are data: one outside 0 .. rows-1 would read another row, or raise in numpy."""
    if index.size and (int(index.min()) < 0 or int(index.max()) >= rows):
        bad = int(index.min()) if int(index.min()) < 0 else int(index.max())
        raise input_error("gather", "Index", f"should hold row indexes of X in [0, {rows}), got {bad}", bad)
    return index


def _gather(x: Any, index: Any) -> Any:
    return xp_of(x).take(x, _check_index(index, x.shape[0]), axis=0)


def _gather_grad(x: Any, index: Any, dout: Any) -> Any:
    """Each row of the output's gradient added to the row of X it came from (repeats add up)."""
    xp = xp_of(x)
    dx = xp.zeros_like(x)
    xp.add.at(dx, _check_index(index, x.shape[0]), dout)
    return dx


gather = (
    Function("gather", "The rows of X that Index names, in its order (repeats allowed).")
    .input("X", "a tensor of N rows", shape=("N", "...R"))
    .input("Index", "row indexes of X, in [0, N)", shape=("K",), dtypes=(DataType.INT32, DataType.INT64),
           type_var=None, no_grad=True, domain=Domain(0, "N", high_open=True))
    .types(ALL_TYPES)
    .output("Out", "the K rows", shape=("K", "...R"))
    .oracle("torch", "torch.index_select(X, 0, Index)")
    .kernel(_gather)
    .grad(_gather_grad, reads=("X", "Index"))
    .example("out = layers.gather(data('x', [5, 3]), data('i', [None], dtype='int64'))")
    .register()
)


# --- pad ----------------------------------------------------------------------------------------
@named_predicate("length_multiple_of", of=2)
def is_pairs(paddings: list[int]) -> bool:
    """An even number of sizes: (before, after) per axis."""
    return len(paddings) % 2 == 0


def _pad_shape(x: TensorInfo, *, paddings: list[int], pad_value: float) -> TensorInfo:
    require(len(paddings) == 2 * x.rank, f"paddings {paddings} should hold a (before, after) pair per axis "
            f"of X: {2 * x.rank} sizes for shape {shape_text(x.shape)}")
    return x.with_shape(tuple(dim_add(d, paddings[2 * a], paddings[2 * a + 1]) for a, d in enumerate(x.shape)))


def _inner(x: Any, paddings: list[int]) -> tuple[slice, ...]:
    """Where X sits in the padded output."""
    return tuple(slice(paddings[2 * a], paddings[2 * a] + d) for a, d in enumerate(x.shape))


def _pad(x: Any, *, paddings: list[int], pad_value: float) -> Any:
    shape = [d + paddings[2 * a] + paddings[2 * a + 1] for a, d in enumerate(x.shape)]
    out = xp_of(x).full(shape, pad_value, dtype=x.dtype)
    out[_inner(x, paddings)] = x
    return out


def _pad_grad(x: Any, dout: Any, *, paddings: list[int], pad_value: float) -> Any:
    return dout[_inner(x, paddings)]


def _pad_inputs(rng: Any, dtype: Any, *, paddings: list[int], pad_value: float) -> dict[str, Any]:
    return {"X": values(rng, random_shape(rng, len(paddings) // 2), dtype)}


pad = (
    Function("pad", "X with pad_value added before and after each axis.")
    .input("X", "any tensor")
    .types(NUMERIC)
    .output("Out", "the padded tensor")
    .attribute("paddings", list[int], "a (before, after) pair of sizes per axis of X: [before_0, after_0, "
               "before_1, ...]").must_set().length(min=2).at_least(0)
    .custom(is_pairs, "an even number of sizes", valid=([0, 0], [1, 2, 0, 1]), invalid=([1], [1, 2, 3]))
    .attribute("pad_value", float, "the value of the added elements").default(0.0)
    .shape(_pad_shape)
    # torch lists (before, after) from the last axis back
    .oracle("torch", "torch.nn.functional.pad(X, torch.tensor(paddings).reshape(-1, 2).flip(0).reshape(-1)"
            ".tolist(), value=pad_value)")
    .kernel(_pad)
    .grad(_pad_grad, reads=("X",))
    .test_inputs(_pad_inputs, sizes=("paddings",))
    .example("out = layers.pad(data('x', [None, 3]), paddings=[0, 0, 1, 2], pad_value=-1.0)")
    .register()
)
