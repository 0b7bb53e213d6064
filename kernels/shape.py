"""Shape operators that keep every element: reshape, flatten, transpose, squeeze, unsqueeze,
and expand (numpy's broadcast_to). Indexing ops (concat, split, slice, gather, pad) are in
kernels/indexing.py.

The output shapes of reshape, flatten, transpose, squeeze and unsqueeze depend on attribute
values and the input's rank together, so each has a shape rule (code) that refuses what does not
fit with a ShapeError naming the shapes; expand's output is the attribute `shape` (data). Their
kernels return views where numpy makes them (reshape, transpose), as Paddle's share memory.
Gradients: a reshape of the output's gradient back to X's shape (one grad kernel for the four
ops that only regroup elements), the inverse permutation for transpose, a sum over the
broadcast axes for expand.

Each op's test inputs come from a hook that fits X to the drawn attributes (a rank that every
named axis fits, a size that a reshape's target shape divides).
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from paddle.registry import ALL_TYPES, Function, TensorInfo, require
from paddle.registry.constraints import named_predicate
from paddle.registry.tensor import Dim, dim_mul, shape_text

from ._xp import xp_of
from .reduce import MAX_RANK, distinct_axes

SIZE = 3  # the largest size of a test input's free dims (most hold at most 64 elements)


# --- shared: axes, test shapes, the gradient of an op that only regroups elements ---------------
def normalized_axes(axes: list[int], rank: int, what: str) -> list[int]:
    """`axes` (negative from the end) as 0 .. rank-1, each named once; refused otherwise."""
    span = f"from {-rank} to {rank - 1}" if rank else "none: it has rank 0"
    require(all(-rank <= a < rank for a in axes), f"{what} {axes} should name axes of a rank-{rank} tensor ({span})")
    out = [a % rank for a in axes]
    require(len(set(out)) == len(out), f"{what} {axes} name one axis twice for a rank-{rank} tensor")
    return out


def rank_for(axes: list[int], rng: Any) -> int:
    """A rank that every axis of `axes` fits, each naming its own axis (positive axes below the
    negative ones: [1, -1] names two), at least a random 1..3."""
    need = max([a + 1 for a in axes if a >= 0] + [0]) + max([-a for a in axes if a < 0] + [0])
    return min(max(need, int(rng.integers(1, 4))), MAX_RANK)


def random_shape(rng: Any, rank: int, ones: float = 0.0) -> list[int]:
    """`rank` sizes of 1..SIZE, at most three of them above 1 (rank 40 stays small), each 1
    with probability `ones`."""
    shape = [1] * rank
    for a in rng.choice(rank, size=min(3, rank), replace=False) if rank else []:
        shape[a] = 1 if rng.random() < ones else int(rng.integers(1, SIZE + 1))
    return shape


def values(rng: Any, shape: Any, dtype: Any) -> Any:
    return rng.normal(0.0, 2.0, tuple(shape)).astype(dtype)


def restore_grad(x: Any, dout: Any, **_attrs: Any) -> Any:
    """The gradient of an op that only regroups X's elements: the output's gradient in X's shape."""
    return dout.reshape(x.shape)


def _known(dims: Any) -> bool:
    return all(d is not None for d in dims)


# --- reshape ------------------------------------------------------------------------------------
@named_predicate("count_at_most", item=-1, max=1)
def one_inferred(shape: list[int]) -> bool:
    """At most one size is -1 (inferred from the others)."""
    return list(shape).count(-1) <= 1


def _resolve(dims: tuple[Dim, ...], shape: list[int]) -> list[Dim]:
    """The target sizes: 0 copies X's size at that index, -1 is inferred (None until then);
    refused where a 0 has no size of X to copy, or where the element counts cannot agree."""
    zeros = [i for i, s in enumerate(shape) if s == 0]
    require(all(i < len(dims) for i in zeros), f"shape {shape} copies (0) axis {max(zeros, default=0)} of X, "
            f"which has rank {len(dims)}")
    out: list[Dim] = [dims[i] if s == 0 else s for i, s in enumerate(shape)]
    # a copied size is on both sides: compare what is left
    rest_x = [d for i, d in enumerate(dims) if i not in zeros]
    rest_out = [s for s in shape if s > 0]
    if any(dims[i] == 0 for i in zeros):  # no elements on either side
        require(-1 not in shape, f"X of shape {shape_text(dims)} cannot be reshaped to {shape}: -1 is "
                f"ambiguous beside a size 0")
        return out
    if not _known(rest_x):
        _require_divides(dims, shape, rest_x, rest_out)
        return [None if s == -1 else d for s, d in zip(shape, out)]
    total, known = dim_mul(*rest_x), dim_mul(*rest_out)
    assert total is not None and known is not None
    if -1 in shape:
        require(known > 0, f"X of shape {shape_text(dims)} cannot be reshaped to {shape}: -1 is ambiguous "
                f"beside a size 0")
        require(total % known == 0, f"X of shape {shape_text(dims)} cannot be reshaped to {shape}: "
                f"its {dim_mul(*dims)} elements do not fill whole rows of {known}")
        return [total // known if s == -1 else d for s, d in zip(shape, out)]
    require(total == known, f"X of shape {shape_text(dims)} cannot be reshaped to {shape}: the element "
            f"counts differ")
    return out


def _require_divides(dims: tuple[Dim, ...], shape: list[int], rest_x: list[Dim], rest_out: list[int]) -> None:
    """With X's sizes partly unknown (a batch of any size) and no -1, X's element count is a
    multiple of its known sizes' product: the target's count must be one too."""
    if -1 in shape:
        return
    known_x, target = math.prod(d for d in rest_x if d is not None), math.prod(rest_out)
    require(target == 0 if known_x == 0 else target % known_x == 0,
            f"X of shape {shape_text(dims)} cannot be reshaped to {shape}: the element count {target} is no "
            f"multiple of X's known sizes' product {known_x}")


def _reshape_shape(x: TensorInfo, *, shape: list[int]) -> TensorInfo:
    return x.with_shape(tuple(_resolve(x.shape, shape)))


def _reshape(x: Any, *, shape: list[int]) -> Any:
    return x.reshape([x.shape[i] if s == 0 else s for i, s in enumerate(shape)])


def _reshape_inputs(rng: Any, dtype: Any, *, shape: list[int]) -> dict[str, Any]:
    """X whose size fits `shape`: copied (0) axes of random size, a random size for -1, the other
    target sizes spread over X's free axes (one more axis when X has none)."""
    zeros = [i for i, s in enumerate(shape) if s == 0]
    rank = max([i + 1 for i in zeros] + [int(rng.integers(1, 4))])
    dims = [int(rng.integers(1, SIZE + 1)) if i in zeros else 1 for i in range(rank)]
    rest = math.prod(s for s in shape if s > 0) * (int(rng.integers(1, SIZE + 1)) if -1 in shape else 1)
    free = [i for i in range(rank) if i not in zeros] or [rank]
    dims += [1] * (free[-1] + 1 - len(dims))
    for i in free[:-1]:  # a random divisor of what is left on each free axis, the rest on the last
        d = int(rng.choice([k for k in range(1, rest + 1) if rest % k == 0]))
        dims[i], rest = d, rest // d
    dims[free[-1]] = rest
    return {"X": values(rng, dims, dtype)}


reshape = (
    Function("reshape", "X's elements, in order, in a new shape.")
    .input("X", "any tensor")
    .types(ALL_TYPES)
    .output("Out", "X in the shape `shape`")
    .attribute("shape", list[int], "the new shape: a size per axis; 0 copies X's size at that index, "
               "one -1 is inferred from the element count").must_set().length(min=1).at_least(-1)
    .custom(one_inferred, "a shape with at most one -1", valid=([0, -1], [2, -1, 1]), invalid=([-1, -1],))
    .shape(_reshape_shape)
    .oracle("onnx", "Reshape(X, shape)")  # ONNX's 0 copies the input's size too (allowzero=0)
    .kernel(_reshape)
    .grad(restore_grad, reads=("X",))
    .test_inputs(_reshape_inputs, sizes=("shape",))
    .example("out = layers.reshape(data('x', [None, 3, 4]), shape=[0, -1])")
    .register()
)


# --- flatten: a matrix [prod(dims[:axis]), prod(dims[axis:])] ----------------------------------
def _flat_dims(dims: tuple[Dim, ...], axis: int) -> tuple[Dim, Dim]:
    require(axis <= len(dims), f"axis {axis} should be at most X's rank {len(dims)}")
    return dim_mul(*dims[:axis]), dim_mul(*dims[axis:])


def _flatten_shape(x: TensorInfo, *, axis: int) -> TensorInfo:
    return x.with_shape(_flat_dims(x.shape, axis))


def _flatten(x: Any, *, axis: int) -> Any:
    return x.reshape(math.prod(x.shape[:axis]), math.prod(x.shape[axis:]))


def _flatten_inputs(rng: Any, dtype: Any, *, axis: int) -> dict[str, Any]:
    return {"X": values(rng, random_shape(rng, min(max(axis, int(rng.integers(1, 4))), MAX_RANK)), dtype)}


flatten = (
    Function("flatten", "X as a matrix: the axes before `axis` make its rows, the rest its columns.")
    .input("X", "any tensor")
    .types(ALL_TYPES)
    .output("Out", "the [prod(X.shape[:axis]), prod(X.shape[axis:])] matrix", rank=2)
    .attribute("axis", int, "the first axis of the columns, 0 .. rank(X)").default(1).in_range(0, MAX_RANK)
    .shape(_flatten_shape)
    .oracle("onnx", "Flatten(X, axis=axis)")
    .kernel(_flatten)
    .grad(restore_grad, reads=("X",))
    .test_inputs(_flatten_inputs)
    .example("out = layers.flatten(data('x', [None, 3, 4]), axis=1)")
    .register()
)


# --- transpose ----------------------------------------------------------------------------------
@named_predicate("permutation")
def is_permutation(perm: list[int]) -> bool:
    """Each of 0 .. len(perm)-1 once."""
    return sorted(perm) == list(range(len(perm)))


def _transpose_shape(x: TensorInfo, *, perm: list[int]) -> TensorInfo:
    require(len(perm) == x.rank, f"perm {perm} should name each axis of X once: X has rank {x.rank}")
    return x.with_shape(tuple(x.shape[a] for a in perm))


def _transpose(x: Any, *, perm: list[int]) -> Any:
    return x.transpose(perm)


def _transpose_grad(x: Any, dout: Any, *, perm: list[int]) -> Any:
    return dout.transpose(np.argsort(perm))  # the inverse permutation


def _transpose_inputs(rng: Any, dtype: Any, *, perm: list[int]) -> dict[str, Any]:
    return {"X": values(rng, random_shape(rng, len(perm)), dtype)}


transpose = (
    Function("transpose", "X with its axes permuted: axis i of the output is axis perm[i] of X.")
    .input("X", "any tensor")
    .types(ALL_TYPES)
    .output("Out", "X transposed")
    # the permutation first: a value that stands for the attribute (a binding's test) is its first valid one
    .attribute("perm", list[int], "a permutation of X's axes 0 .. rank-1").must_set()
    .custom(is_permutation, "a permutation of 0 .. n-1", valid=([1, 0], [0, 2, 1], [2, 0, 1], [3, 1, 0, 2]),
            invalid=([0, 0], [1, 2]))
    .length(min=1).in_range(0, MAX_RANK - 1)
    .shape(_transpose_shape)
    .oracle("torch", "torch.permute(X, perm)")
    .kernel(_transpose)
    .grad(_transpose_grad, reads=("X",))
    .test_inputs(_transpose_inputs)
    .example("out = layers.transpose(data('x', [None, 3, 4]), perm=[0, 2, 1])")
    .register()
)


# --- squeeze, unsqueeze -------------------------------------------------------------------------
def _squeezed(x: TensorInfo, axes: list[int] | None) -> list[int]:
    """The axes squeeze removes: those named (each of size 1), or every axis of size 1."""
    if not axes:
        return [a for a, d in enumerate(x.shape) if d == 1]
    named = normalized_axes(axes, x.rank, "axes")
    wide = next((a for a in named if x.shape[a] not in (1, None)), None)
    require(wide is None, f"axes {axes} should name axes of size 1: axis {wide} of X (shape "
            f"{shape_text(x.shape)}) has size {x.shape[wide] if wide is not None else 1}")
    return named


def _squeeze_shape(x: TensorInfo, *, axes: list[int] | None) -> TensorInfo:
    gone = _squeezed(x, axes)
    return x.with_shape(tuple(d for a, d in enumerate(x.shape) if a not in gone))


def _squeeze(x: Any, *, axes: list[int] | None) -> Any:
    return xp_of(x).squeeze(x, axis=tuple(axes) if axes else None)


def _squeeze_reference(x: Any, *, axes: list[int] | None) -> Any:
    """The definition: keep the sizes of the axes not removed, in float64."""
    gone = {a % x.ndim for a in axes} if axes else {a for a, d in enumerate(x.shape) if d == 1}
    return np.asarray(x, np.float64).reshape([d for a, d in enumerate(x.shape) if a not in gone])


def _squeeze_inputs(rng: Any, dtype: Any, *, axes: list[int] | None) -> dict[str, Any]:
    """X of a rank the axes fit, size 1 on each named axis; without axes, some sizes 1."""
    shape = random_shape(rng, rank_for(axes or [], rng), ones=0.0 if axes else 0.4)
    for a in axes or []:
        shape[a] = 1
    return {"X": values(rng, shape, dtype)}


squeeze = (
    Function("squeeze", "X without the axes of size 1 that `axes` names (all of them when it names none).")
    .input("X", "any tensor")
    .types(ALL_TYPES)
    .output("Out", "X with those axes removed")
    .attribute("axes", list[int], "the axes to remove, each of size 1, negative from the end; None or [] "
               "for every axis of size 1").default(None).in_range(-MAX_RANK, MAX_RANK - 1)
    .custom(distinct_axes, "a list of distinct axes", valid=([0, -1],), invalid=([1, 1],))
    .shape(_squeeze_shape)
    .oracle("numpy").reference(_squeeze_reference)
    .kernel(_squeeze)
    .grad(restore_grad, reads=("X",))
    .test_inputs(_squeeze_inputs)
    .example("out = layers.squeeze(data('x', [None, 1, 4]), axes=[1])")
    .register()
)


def _inserted(rank: int, axes: list[int]) -> list[int]:
    """Where unsqueeze puts its new axes: positions in the output (ONNX's Unsqueeze)."""
    out_rank = rank + len(axes)
    require(out_rank <= MAX_RANK, f"X of rank {rank} with {len(axes)} new axes would have rank {out_rank}, "
            f"above the most supported, {MAX_RANK}")
    return normalized_axes(axes, out_rank, "axes")


def _unsqueeze_shape(x: TensorInfo, *, axes: list[int]) -> TensorInfo:
    new = set(_inserted(x.rank, axes))
    dims = iter(x.shape)
    return x.with_shape(tuple(1 if a in new else next(dims) for a in range(x.rank + len(axes))))


def _unsqueeze(x: Any, *, axes: list[int]) -> Any:
    return xp_of(x).expand_dims(x, tuple(axes))


def _unsqueeze_inputs(rng: Any, dtype: Any, *, axes: list[int]) -> dict[str, Any]:
    rank = rank_for(axes, rng) - len(axes)  # at least 1 where the output's rank allows (data layers)
    return {"X": values(rng, random_shape(rng, rank + (rank == 0 and len(axes) < MAX_RANK)), dtype)}


unsqueeze = (
    Function("unsqueeze", "X with new axes of size 1 at the positions `axes` of the output.")
    .input("X", "any tensor")
    .types(ALL_TYPES)
    .output("Out", "X with the new axes")
    .attribute("axes", list[int], "where the new axes are in the output (of rank rank(X) + len(axes)), "
               "negative from its end").must_set().length(min=1).in_range(-MAX_RANK, MAX_RANK - 1)
    .custom(distinct_axes, "a list of distinct axes", valid=([0, -1],), invalid=([1, 1],))
    .shape(_unsqueeze_shape)
    .oracle("onnx", "Unsqueeze(X, axes)")
    .kernel(_unsqueeze)
    .grad(restore_grad, reads=("X",))
    .test_inputs(_unsqueeze_inputs)
    .example("out = layers.unsqueeze(data('x', [None, 4]), axes=[1])")
    .register()
)


# --- expand: numpy's broadcast_to -----------------------------------------------------------------
def _expand_check(x: TensorInfo, *, shape: list[int]) -> None:
    """X broadcasts to `shape`: aligned at the last axis, each size of X 1 or the target's."""
    require(x.rank <= len(shape), f"X of shape {shape_text(x.shape)} has more axes than shape {shape}")
    lead = len(shape) - x.rank
    bad = next((a for a, d in enumerate(x.shape) if d not in (1, None, shape[lead + a])), None)
    if bad is not None:
        require(False, f"X of shape {shape_text(x.shape)} does not broadcast to {shape}: axis {bad} "
                f"should be 1 or {shape[lead + bad]}")


def _expand(x: Any, *, shape: list[int]) -> Any:
    return xp_of(x).broadcast_to(x, shape).copy()  # a writable array, not a view of stride 0


def _expand_grad(x: Any, dout: Any, *, shape: list[int]) -> Any:
    """The output's gradient summed over the axes X was broadcast along."""
    lead = dout.ndim - x.ndim
    g = dout.sum(axis=tuple(range(lead))) if lead else dout
    wide = tuple(a for a, d in enumerate(x.shape) if d == 1 and g.shape[a] != 1)
    return (g.sum(axis=wide, keepdims=True) if wide else g).reshape(x.shape)


def _expand_inputs(rng: Any, dtype: Any, *, shape: list[int]) -> dict[str, Any]:
    """X of the target's last axes (some leading ones dropped, never all), some sizes 1."""
    kept = shape[int(rng.integers(0, len(shape))):]
    return {"X": values(rng, [1 if rng.random() < 0.4 else d for d in kept], dtype)}


expand = (
    Function("expand", "X broadcast to `shape` as numpy's broadcast_to (paddle.expand, torch's expand): "
             "aligned at the last axis, each axis of size 1 repeated.")
    .input("X", "a tensor that broadcasts to shape")
    .types(ALL_TYPES)
    .output("Out", "X broadcast", shape=("...shape",))
    .attribute("shape", list[int], "the shape of the output").must_set().length(min=1).at_least(0)
    .shape(_expand_check)
    .oracle("torch", "torch.broadcast_to(X, shape)")
    .kernel(_expand)
    .grad(_expand_grad, reads=("X",))
    .test_inputs(_expand_inputs)
    .example("out = layers.expand(data('x', [3, 1]), shape=[2, 3, 4])")
    .register()
)
