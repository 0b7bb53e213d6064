"""Reductions over axes with keep-dims: reduce_sum, reduce_mean, reduce_max, reduce_min,
reduce_prod, logsumexp (attribute `dim`: a list of axes, None or [] for all), argmax, argmin (attribute
`axis`: one axis; int64 indices, no gradient).

The output shape is data (`reduce=Reduce("X", axes="dim", keep_dims="keep_dim")`): negative
axes count from the end, an axis named twice or outside X's rank is refused at configuration.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from paddle.registry import FLOAT_TYPES, FLOATS, INTEGERS, NUMERIC, DataType, Function, SourceLocation
from paddle.registry.constraints import named_predicate
from paddle.registry.tensor import Reduce

from ._xp import accumulating, xp_of

MAX_RANK = 64  # numpy's (and torch's) most axes: an axis beyond is an error whatever the tensor
NO_GRAD_INDEX = "an index is piecewise constant in X: its derivative is 0 wherever it exists"


@named_predicate("distinct")
def distinct_axes(dim: list[int]) -> bool:
    """No axis named twice as the same number ([1, -1] may still be one axis: the shape rule,
    which knows the rank, refuses that)."""
    return len(set(dim)) == len(dim)


def _axes(x: Any, dim: list[int] | None) -> tuple[int, ...]:
    """The axes `dim` names, as numpy takes them ([] is every axis)."""
    return tuple(range(x.ndim)) if not dim else tuple(a % x.ndim for a in dim)


def _inputs(values: Callable[[Any, tuple[int, ...]], Any]) -> Callable[..., dict[str, Any]]:
    """X of a rank that every drawn axis fits (the sampler of the metas gives rank 2 only), at
    most three axes longer than 1 (an axis of 40 needs rank 41). Axes that name one axis twice
    ([1, -1] at rank 2) stay refused by the shape rule, and the case with them."""
    def inputs(rng: Any, dtype: Any, *, dim: Any = None, axis: Any = None) -> dict[str, Any]:
        named = [axis] if axis is not None else list(dim or [])
        # positive axes below the negative ones: [1, -1] names two axes (at rank 2 it would not)
        rank = max([a + 1 for a in named if a >= 0] + [0]) + max([-a for a in named if a < 0] + [0])
        rank = max(rank, int(rng.integers(1, 4)))
        shape = [1] * min(rank, MAX_RANK)
        for a in rng.choice(len(shape), size=min(3, len(shape)), replace=False):
            shape[a] = int(rng.integers(1, 4))
        return {"X": np.asarray(values(rng, tuple(shape)), dtype=dtype)}
    return inputs


def _distinct(rng: Any, shape: tuple[int, ...]) -> Any:
    """No ties (max's kink, argmax's choice): a permutation, spaced 0.25 apart."""
    n = int(np.prod(shape))
    return (rng.permutation(n) * 0.25 - n * 0.125 + 0.0625).reshape(shape)  # never 0


def _normal(rng: Any, shape: tuple[int, ...]) -> Any:
    """Normal, but at least 0.1 from 0 (the gradient cases keep away from 0, as the sampler does)."""
    x = rng.normal(0.0, 2.0, shape)
    return np.where(np.abs(x) < 0.1, np.copysign(0.1, x), x)


def _near_one(rng: Any, shape: tuple[int, ...]) -> Any:
    """Magnitudes 0.5 .. 1.5 of either sign: a product of many stays finite, and no factor is 0."""
    return rng.uniform(0.5, 1.5, shape) * rng.choice([-1.0, 1.0], shape)


def _reduce(name: str, description: str, values: Callable[[Any, tuple[int, ...]], Any],
            nonempty: bool = False, dtypes: tuple[DataType, ...] = FLOATS) -> Function:
    """X reduced over the axes `dim`, keeping them as 1 when `keep_dim`; declared where called."""
    return (Function(name, description, source=SourceLocation.of_caller())
            .input("X", "a tensor").types(dtypes)
            .output("Out", "X without the reduced axes (size 1 with keep_dim)",
                    reduce=Reduce("X", axes="dim", keep_dims="keep_dim", nonempty=nonempty))
            .attribute("dim", list[int], "the axes to reduce, negative from the end; None or [] for all")
            .default(None)
            .in_range(-MAX_RANK, MAX_RANK - 1)
            .custom(distinct_axes, "a list of distinct axes", valid=([0, -1],), invalid=([1, 1],))
            .attribute("keep_dim", bool, "keep each reduced axis as size 1").default(False)
            .test_inputs(_inputs(values))
            .example(f"out = layers.{name}(data('x', [None, 3, 4]), dim=[-1], keep_dim=True)"))


def _expand(g: Any, x: Any, dim: list[int] | None, keep_dim: bool) -> Any:
    """A gradient of the reduced shape, with the reduced axes back as size 1 (it broadcasts to X)."""
    return g if keep_dim else xp_of(x).expand_dims(g, _axes(x, dim))


# --- sum, mean, prod --------------------------------------------------------------------------
def _sum(x: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    return x.sum(axis=_axes(x, dim), keepdims=keep_dim)


def _sum_grad(x: Any, dout: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    return xp_of(x).broadcast_to(_expand(dout, x, dim, keep_dim), x.shape).copy()


def _mean(x: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    return x.mean(axis=_axes(x, dim), keepdims=keep_dim).astype(x.dtype)


def _count(x: Any, dim: list[int] | None) -> int:
    return int(np.prod([x.shape[a] for a in _axes(x, dim)]))


def _mean_grad(x: Any, dout: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    return _sum_grad(x, dout, dim=dim, keep_dim=keep_dim) / _count(x, dim)


def _prod(x: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    return x.prod(axis=_axes(x, dim), keepdims=keep_dim)


def _prod_grad(x: Any, out: Any, dout: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    # out / x: exact for nonzero x (the test inputs have none; a zero factor needs the
    # product of the others, left for when an op needs it)
    return _expand(dout * out, x, dim, keep_dim) / x


def _prod_reference(x: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    """torch.prod takes one axis: the oracle multiplies the reduced elements one by one, in float64."""
    x = np.asarray(x, np.float64)
    axes = sorted(a % x.ndim for a in dim) if dim else list(range(x.ndim))
    kept = [a for a in range(x.ndim) if a not in axes]
    flat = np.transpose(x, kept + axes).reshape([x.shape[a] for a in kept] + [-1])
    out = np.ones(flat.shape[:-1])
    for k in range(flat.shape[-1]):
        out = out * flat[..., k]
    return out.reshape([1 if a in axes else d for a, d in enumerate(x.shape)]) if keep_dim else out


reduce_sum = (_reduce("reduce_sum", "The sum of X over the axes `dim`.", _normal, dtypes=NUMERIC)
              .oracle("torch", "torch.sum(X, dim=dim, keepdim=keep_dim)")
              .kernel(accumulating(_sum)).grad(_sum_grad, reads=("X",)).register())
reduce_mean = (_reduce("reduce_mean", "The mean of X over the axes `dim`.", _normal, nonempty=True,
                       dtypes=FLOAT_TYPES)
               .oracle("torch", "torch.mean(X, dim=dim, keepdim=keep_dim)")
               .kernel(accumulating(_mean)).grad(_mean_grad, reads=("X",)).register())
reduce_prod = (_reduce("reduce_prod", "The product of X over the axes `dim`.", _near_one, dtypes=NUMERIC)
               .oracle("numpy").reference(_prod_reference)
               .kernel(accumulating(_prod)).grad(_prod_grad, reads=("X", "Out")).register())


# --- max, min, logsumexp --------------------------------------------------------------------------
def _empty_identity(x: Any, dim: list[int] | None, keep_dim: bool, largest: bool) -> Any:
    """A max (min) over no elements: the identity of the reduction, as ONNX defines it: -inf (+inf)
    for floats, the dtype's smallest (largest) integer, False (True) for bools, shaped as the
    reduction's output. None where the reduced axes hold elements."""
    axes = _axes(x, dim)
    if all(x.shape[a] for a in axes):
        return None
    low, high = (-np.inf, np.inf) if DataType.of(x.dtype).is_float else DataType.of(x.dtype).limits
    shape = [1 if a in axes else d for a, d in enumerate(x.shape)] if keep_dim else \
        [d for a, d in enumerate(x.shape) if a not in axes]
    return xp_of(x).full(shape, high if largest else low, dtype=x.dtype)


def _max(x: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    empty = _empty_identity(x, dim, keep_dim, largest=False)
    return x.max(axis=_axes(x, dim), keepdims=keep_dim) if empty is None else empty


def _min(x: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    empty = _empty_identity(x, dim, keep_dim, largest=True)
    return x.min(axis=_axes(x, dim), keepdims=keep_dim) if empty is None else empty


def _extreme_grad(x: Any, out: Any, dout: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    """The gradient goes to the elements equal to the max (min), shared evenly between ties."""
    hit = (x == _expand(out, x, dim, keep_dim)).astype(x.dtype)
    return hit * _expand(dout, x, dim, keep_dim) / hit.sum(axis=_axes(x, dim), keepdims=True)


def _logsumexp(x: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    empty = _empty_identity(x, dim, keep_dim, largest=False)  # log(0) = -inf
    if empty is not None:
        return empty
    xp, axes = xp_of(x), _axes(x, dim)
    top = x.max(axis=axes, keepdims=True)  # shifted by the max: exp never overflows
    top = xp.where(xp.isfinite(top), top, 0)
    out = xp.log(xp.exp(x - top).sum(axis=axes, keepdims=True)) + top
    return out if keep_dim else out.squeeze(axis=axes)


def _logsumexp_grad(x: Any, out: Any, dout: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    return xp_of(x).exp(x - _expand(out, x, dim, keep_dim)) * _expand(dout, x, dim, keep_dim)


def _logsumexp_reference(x: Any, *, dim: list[int] | None, keep_dim: bool) -> Any:
    """The definition in float64, unshifted (torch.logsumexp refuses dim=[]); the test inputs
    are far from exp's overflow in float64."""
    axes = tuple(dim or ()) or tuple(range(np.ndim(x)))
    return np.log(np.sum(np.exp(np.asarray(x, np.float64)), axis=axes, keepdims=bool(keep_dim)))


reduce_max = (_reduce("reduce_max", "The largest value of X over the axes `dim`; over no elements -inf "
                      "(an integer dtype's smallest value, False).", _distinct,
                      dtypes=(*NUMERIC, DataType.BOOL))
              .oracle("torch", "torch.amax(X, dim=dim, keepdim=keep_dim)")
              .kernel(_max).grad(_extreme_grad, reads=("X", "Out")).register())
reduce_min = (_reduce("reduce_min", "The smallest value of X over the axes `dim`; over no elements +inf "
                      "(an integer dtype's largest value, True).", _distinct,
                      dtypes=(*NUMERIC, DataType.BOOL))
              .oracle("torch", "torch.amin(X, dim=dim, keepdim=keep_dim)")
              .kernel(_min).grad(_extreme_grad, reads=("X", "Out")).register())
logsumexp = (_reduce("logsumexp", "log(sum(exp(X))) over the axes `dim`, computed without overflow; over "
                     "no elements -inf.", _normal)
             .oracle("numpy").reference(_logsumexp_reference)
             .kernel(_logsumexp).grad(_logsumexp_grad, reads=("X", "Out")).register())


# --- argmax, argmin: one axis, int64 indices -----------------------------------------------------
def _argmax(x: Any, *, axis: int, keep_dim: bool) -> Any:
    out = x.argmax(axis=axis)
    return (xp_of(x).expand_dims(out, axis) if keep_dim else out).astype(np.int64)


def _argmin(x: Any, *, axis: int, keep_dim: bool) -> Any:
    out = x.argmin(axis=axis)
    return (xp_of(x).expand_dims(out, axis) if keep_dim else out).astype(np.int64)


def _arg(name: str, description: str) -> Function:
    return (Function(name, description, source=SourceLocation.of_caller())
            .input("X", "a tensor", dtypes=(DataType.FLOAT32, DataType.FLOAT64, *INTEGERS))
            .output("Out", "int64 indices: X's shape without `axis` (size 1 with keep_dim)",
                    dtypes=(DataType.INT64,), type_var=None,
                    reduce=Reduce("X", axes="axis", keep_dims="keep_dim", nonempty=True))
            .attribute("axis", int, "the axis, negative from the end").default(-1).in_range(-MAX_RANK, MAX_RANK - 1)
            .attribute("keep_dim", bool, "keep the axis as size 1").default(False)
            .test_inputs(_inputs(_distinct))
            .example(f"out = layers.{name}(data('x', [None, 3, 4]), axis=1)")
            .no_grad(NO_GRAD_INDEX))


argmax = (_arg("argmax", "The index of the largest value of X along `axis` (the first of ties).")
          .oracle("torch", "torch.argmax(X, dim=axis, keepdim=keep_dim)").kernel(_argmax).register())
argmin = (_arg("argmin", "The index of the smallest value of X along `axis` (the first of ties).")
          .oracle("torch", "torch.argmin(X, dim=axis, keepdim=keep_dim)").kernel(_argmin).register())
