"""Tensor metas (what an op accepts) and tensor infos (what shape inference carries)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from pydantic import BaseModel, ConfigDict, model_validator

from .errors import ShapeRuleError
from .types import FLOATS, DataType, SequenceType

BATCH = "batch"  # the symbolic batch dimension in a shape pattern
MAX_DIM = 2**62  # larger sizes are refused, so products of a few dims cannot overflow int64

Dim = int | None  # None: not known until run time (the batch size of a data layer)


class TensorMeta(BaseModel):
    """An input or output of an op: allowed dtypes and sequence types, rank or shape pattern.

    A shape pattern entry is a size (int) or a symbol (str). Inputs that share a
    symbol must agree on that size; `batch` is the batch dimension.
    `like` (outputs only) says the output has the shape, dtype and sequence type of
    that input: a shape rule given as data.
    """

    model_config = ConfigDict(frozen=True)
    name: str
    description: str = ""
    dtypes: tuple[DataType, ...] = FLOATS
    seq_types: tuple[SequenceType, ...] = (SequenceType.NONE,)
    rank: int | None = None
    shape: tuple[int | str, ...] | None = None
    optional: bool = False
    variadic: bool = False
    no_grad: bool = False
    like: str | None = None

    @model_validator(mode="after")
    def _rank_agrees_with_shape(self) -> "TensorMeta":
        if self.shape is not None and self.rank is not None and len(self.shape) != self.rank:
            raise ValueError(f"tensor {self.name}: rank {self.rank} but shape pattern {self.shape}")
        return self

    @property
    def expected_rank(self) -> int | None:
        return len(self.shape) if self.shape is not None else self.rank


@dataclass(frozen=True, slots=True)
class TensorInfo:
    """What shape inference knows of a tensor: shape (None for unknown dims), dtype, sequence type."""

    shape: tuple[Dim, ...]
    dtype: DataType = DataType.FLOAT32
    seq_type: SequenceType = SequenceType.NONE

    @property
    def rank(self) -> int:
        return len(self.shape)

    def with_shape(self, shape: tuple[Dim, ...]) -> "TensorInfo":
        return replace(self, shape=tuple(shape))

    @classmethod
    def of(cls, array: Any, seq_type: SequenceType = SequenceType.NONE) -> "TensorInfo":
        """The info of a concrete array (numpy or cupy)."""
        return cls(tuple(int(d) for d in array.shape), DataType.of(array.dtype), seq_type)


def require(condition: bool, message: str) -> None:
    """For shape rules: refuse the inputs with a message; the layer name is added for the user."""
    if not condition:
        raise ShapeRuleError(message)


def check_dim(d: Dim, what: str = "size", allow_zero: bool = False) -> Dim:
    """A size that is known must be positive (or zero where allowed) and not absurdly large."""
    if d is None:
        return None
    if not isinstance(d, int) or isinstance(d, bool):
        raise ShapeRuleError(f"{what} should be an int, got {d!r}")
    low = 0 if allow_zero else 1
    require(d >= low, f"{what} should be {'at least 0' if allow_zero else 'positive'}, got {d}")
    require(d <= MAX_DIM, f"{what} {d} is larger than the largest supported size {MAX_DIM}")
    return d


def dim_mul(*dims: Dim) -> Dim:
    """Product of sizes; unknown if any is unknown; refused on overflow."""
    product = 1
    for d in dims:
        if d is None:
            return None
        product *= d
        require(product <= MAX_DIM, f"size {product} overflows the largest supported size {MAX_DIM}")
    return product


def dim_add(*dims: Dim) -> Dim:
    """Sum of sizes; unknown if any is unknown; refused on overflow."""
    if any(d is None for d in dims):
        return None
    total = sum(d for d in dims if d is not None)
    require(total <= MAX_DIM, f"size {total} overflows the largest supported size {MAX_DIM}")
    return total


def dims_equal(a: Dim, b: Dim) -> bool:
    """Two sizes agree when equal or when either is not known yet."""
    return a is None or b is None or a == b
