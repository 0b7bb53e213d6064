"""Tensor metas (what an op accepts and produces) and tensor infos (what shape inference carries).

A shape pattern is data: each entry a size (int), a symbol (str) or a group of dimensions
(a str starting with "...", any number of them). Inputs that share a symbol agree on its size;
an output's pattern is filled in from the symbols the inputs bound, or from an int attribute of
that name (a list of ints for a group). The dtype of tensors sharing a type variable (ONNX's
`T`) is one; an output takes its variable's dtype, or the dtype attribute it names.

Two output rules need no pattern: `broadcast=("X", "Y")`, the numpy broadcast of those inputs'
shapes, and `reduce=Reduce("X", axes="dim", keep_dims="keep_dim")`, an input reduced over the axes an
attribute names.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any

from .errors import ShapeRuleError
from .types import FLOATS, DataType, SequenceType

BATCH = "batch"  # the symbolic batch dimension in a shape pattern
GROUP = "..."  # prefix of a symbol standing for any number of dimensions
RUN_TIME = "?"  # in an output pattern: a size known at run time only (the number of sequences of an input)
MAX_DIM = 2**62  # larger sizes are refused, so products of a few dims cannot overflow int64
ROWS = tuple(SequenceType)  # row-wise ops treat each row alike: rows may be the steps of sequences

Dim = int | None  # None: not known until run time (the batch size of a data layer)
Bound = int | float | str | None


@dataclass(frozen=True)
class Domain:
    """The values an input may hold: low/high are numbers, or symbols of the op's shape patterns
    (a label below the class count: `Domain(0, "C", high_open=True)`). None: unbounded.
    `excluding`: an int attribute of the op whose value lies outside the domain even between the
    bounds (a CTC label is a class in [0, C) other than `blank`: `excluding="blank"`)."""

    low: Bound = None
    high: Bound = None
    low_open: bool = False
    high_open: bool = False
    excluding: str | None = None

    def to_data(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        if self.excluding is None:
            del data["excluding"]  # most domains: the JSON stays as it was
        return data

    def describe(self, sizes: dict[str, Any] | None = None) -> str:
        def bound(b: Bound) -> str:
            return str((sizes or {}).get(b, b)) if isinstance(b, str) else repr(b)
        lo = "-inf" if self.low is None else bound(self.low)
        hi = "inf" if self.high is None else bound(self.high)
        text = f"{'(' if self.low_open else '['}{lo}, {hi}{')' if self.high_open else ']'}"
        if self.excluding is None:
            return text
        value = (sizes or {}).get(self.excluding)
        return f"{text} other than {self.excluding}" + ("" if value is None else f" = {value}")

    def excludes(self, value: Any, attrs: dict[str, Any]) -> bool:
        """`value` is the excluded attribute's value (outside the domain although between the bounds)."""
        return self.excluding is not None and attrs.get(self.excluding) == value


@dataclass(frozen=True)
class Reduce:
    """An output that is input `input` reduced over the axes named by the attribute `axes`: an int
    (one axis) or a list of ints, negative ones counted from the end; an empty list or None means
    every axis (ONNX's ReduceSum with no axes). The bool attribute `keep_dims` (if named) keeps
    each reduced axis as size 1. `nonempty`: a reduced axis may not have size 0 (the max or the
    mean of nothing is undefined)."""

    input: str
    axes: str
    keep_dims: str | None = None
    nonempty: bool = False

    def to_data(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True)
class SizeLimit:
    """An int attribute at most the size that symbol `at_most` of an input's shape pattern binds
    (top_k's k at most X's last axis, "N")."""

    attribute: str
    at_most: str

    def to_data(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True)
class TensorMeta:
    """An input or output of an op.

    Inputs: allowed dtypes, type variable, sequence types, rank or shape pattern, value domain,
    optional / variadic / no_grad. Outputs: `like` an input (its shape, dtype and sequence
    offsets), or a shape pattern filled in from the inputs and attributes, its dtype from the
    type variable, a fixed dtype or `dtype_from` an attribute, its sequence offsets `seq_from`
    an input. An op whose outputs no data rule describes has a shape function (code).
    """

    name: str
    description: str = ""
    dtypes: tuple[DataType, ...] = FLOATS
    type_var: str | None = "T"
    seq_types: tuple[SequenceType, ...] = (SequenceType.NONE,)
    rank: int | None = None
    shape: tuple[int | str, ...] | None = None
    optional: bool = False
    variadic: bool = False
    no_grad: bool = False
    like: str | None = None
    dtype_from: str | None = None
    seq_from: str | None = None
    domain: Domain | None = None
    broadcast: tuple[str, ...] | None = None  # output: the numpy broadcast of these inputs' shapes
    reduce: Reduce | None = None  # output: an input reduced over the axes an attribute names
    axis_attr: str | None = None  # input: the int attribute that names one of its axes (softmax's axis)
    seq_type: SequenceType | None = None  # output: its sequence type, whatever the inputs' (sequence_unnest)
    nonempty: bool = False  # input: refused with a size-0 dimension (the mean of nothing is undefined)
    size_limit: SizeLimit | None = None  # input: an attribute at most a size its pattern binds

    def __post_init__(self) -> None:
        object.__setattr__(self, "dtypes", tuple(DataType.of(d) for d in self.dtypes))
        object.__setattr__(self, "seq_types", tuple(SequenceType(s) for s in self.seq_types))
        if self.seq_type is not None:
            object.__setattr__(self, "seq_type", SequenceType(self.seq_type))
        if self.shape is not None:
            object.__setattr__(self, "shape", tuple(self.shape))
        if self.broadcast is not None:
            object.__setattr__(self, "broadcast", tuple(self.broadcast))
        groups = [d for d in self.shape or () if is_group(d)]
        if len(groups) > 1:
            raise ValueError(f"tensor {self.name}: a shape pattern has at most one group, got {groups}")
        if self.shape is not None and self.rank is not None and not groups and len(self.shape) != self.rank:
            raise ValueError(f"tensor {self.name}: rank {self.rank} but shape pattern {self.shape}")

    @property
    def expected_rank(self) -> int | None:
        if self.shape is not None and not any(is_group(d) for d in self.shape):
            return len(self.shape)
        return self.rank

    @property
    def min_rank(self) -> int:
        return len([d for d in self.shape or () if not is_group(d)])

    def replace(self, **changes: Any) -> "TensorMeta":
        return replace(self, **changes)

    def to_data(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["dtypes"] = [d.value for d in self.dtypes]
        data["seq_types"] = [s.value for s in self.seq_types]
        data["shape"] = list(self.shape) if self.shape is not None else None
        data["domain"] = self.domain.to_data() if self.domain else None
        data["broadcast"] = list(self.broadcast) if self.broadcast is not None else None
        data["reduce"] = self.reduce.to_data() if self.reduce else None
        data["size_limit"] = self.size_limit.to_data() if self.size_limit else None
        for rare in ("axis_attr", "seq_type", "nonempty", "size_limit"):  # rare: most tensors keep their data
            if not data[rare]:
                del data[rare]
        if self.seq_type is not None:
            data["seq_type"] = self.seq_type.value
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> "TensorMeta":
        kwargs = dict(data)
        kwargs["dtypes"] = tuple(kwargs.get("dtypes", FLOATS))
        kwargs["seq_types"] = tuple(kwargs.get("seq_types", ("none",)))
        if kwargs.get("shape") is not None:
            kwargs["shape"] = tuple(kwargs["shape"])
        if kwargs.get("domain") is not None:
            kwargs["domain"] = Domain(**kwargs["domain"])
        if kwargs.get("reduce") is not None:
            kwargs["reduce"] = Reduce(**kwargs["reduce"])
        if kwargs.get("size_limit") is not None:
            kwargs["size_limit"] = SizeLimit(**kwargs["size_limit"])
        return cls(**kwargs)


def is_group(d: Any) -> bool:
    return isinstance(d, str) and d.startswith(GROUP)


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
        """The info of a concrete array (numpy or cupy); of a LodArray, a sequence (nested with two
        levels of offsets) unless `seq_type` says otherwise."""
        if isinstance(array, LodArray):
            nested = SequenceType.NESTED if len(array.lod) > 1 else SequenceType.SEQUENCE
            array, seq_type = array.array, seq_type if seq_type is not SequenceType.NONE else nested
        return cls(tuple(int(d) for d in array.shape), DataType.of(array.dtype), seq_type)


@dataclass(frozen=True)
class LodArray:
    """An array whose rows are sequences, and its offsets (one tuple per level, the last level
    indexing rows): what a kernel that reads offsets (a keyword `lod`) returns for an output whose
    offsets it computes (sequence_concat), and how test inputs carry offsets."""

    array: Any
    lod: tuple[tuple[int, ...], ...]

    @classmethod
    def of(cls, array: Any, *levels: Any) -> "LodArray":
        return cls(array, tuple(tuple(int(o) for o in level) for level in levels))


@dataclass(frozen=True)
class RowSparse:
    """A row-sparse value (Paddle's SelectedRows): the [height, ...] array that is zero except at
    `rows` (distinct, ascending), which hold `values` ([len(rows), ...]). The gradient of a big
    table that a batch's ids touched a few rows of: the optimizers update those rows only. Where
    an array is needed (numpy's functions, adding two of them) it is the dense array it stands for."""

    rows: Any
    values: Any
    height: int

    @property
    def shape(self) -> tuple[int, ...]:
        return (self.height, *(int(d) for d in self.values.shape[1:]))

    @property
    def dtype(self) -> Any:
        return self.values.dtype

    @property
    def ndim(self) -> int:
        return int(self.values.ndim)

    @property
    def size(self) -> int:
        size = self.height
        for d in self.values.shape[1:]:
            size *= int(d)
        return size

    def dense(self) -> Any:
        """The dense array (numpy or cupy, as the values)."""
        out = _zeros_like_values(self)
        out[self.rows] = self.values
        return out

    def copy(self) -> "RowSparse":
        return RowSparse(self.rows.copy(), self.values.copy(), self.height)

    def reshape(self, *shape: Any) -> Any:
        return self.dense().reshape(*shape)

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        import numpy as np
        dense = np.asarray(self.dense())
        return dense if dtype is None else dense.astype(dtype)

    def __add__(self, other: Any) -> Any:
        """Two row-sparse values of one table (a table shared by several lookups): row-sparse,
        their rows merged and summed; with a dense array: the dense sum."""
        if isinstance(other, RowSparse) and other.height == self.height:
            return _merged(self, other)
        return self.dense() + (other.dense() if isinstance(other, RowSparse) else other)

    def __radd__(self, other: Any) -> Any:
        return other + self.dense()


def _merged(a: RowSparse, b: RowSparse) -> RowSparse:
    """a + b: both rows and values side by side, then each row's values summed (a stable sort and
    a segmented sum: the same on every device and run)."""
    xp = _module_of(a)
    rows = xp.concatenate([a.rows, b.rows])
    values = xp.concatenate([a.values, b.values])
    if rows.size == 0:
        return RowSparse(rows, values, a.height)
    if not hasattr(xp.add, "reduceat"):  # cupy: distinct rows, then a scatter-add into them
        distinct, where = xp.unique(rows, return_inverse=True)
        sums = xp.zeros((len(distinct), *values.shape[1:]), dtype=values.dtype)
        __import__("importlib").import_module("cupyx").scatter_add(sums, where.reshape(-1), values)
        return RowSparse(distinct, sums, a.height)
    order = xp.argsort(rows, kind="stable")
    rows, values = rows[order], values[order]
    starts = xp.flatnonzero(xp.concatenate([xp.ones(1, dtype=bool), rows[1:] != rows[:-1]]))
    return RowSparse(rows[starts], xp.add.reduceat(values, starts, axis=0), a.height)


def _module_of(value: RowSparse) -> Any:
    import importlib
    return importlib.import_module(type(value.values).__module__.split(".")[0])


def _zeros_like_values(value: RowSparse) -> Any:
    """Zeros of the value's dense shape, in its values' array module (numpy or cupy)."""
    return _module_of(value).zeros(value.shape, dtype=value.dtype)


def array_of(value: Any) -> Any:
    """The array of a kernel value: itself, or a LodArray's array."""
    return value.array if isinstance(value, LodArray) else value


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


def shape_text(shape: tuple[Any, ...]) -> str:
    return "(" + ", ".join("?" if d is None else str(d) for d in shape) + ("," if len(shape) == 1 else "") + ")"


@dataclass
class Bindings:
    """What the inputs said so far: symbol -> (slot, axis, size); group -> (slot, dims);
    type variable -> (slot, dtype)."""

    sizes: dict[str, tuple[str, int, Dim]] = field(default_factory=dict)
    groups: dict[str, tuple[str, tuple[Dim, ...]]] = field(default_factory=dict)
    dtypes: dict[str, tuple[str, DataType]] = field(default_factory=dict)

    def size(self, symbol: str) -> Dim:
        return self.sizes[symbol][2] if symbol in self.sizes else None
