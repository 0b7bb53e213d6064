"""Attribute types, data types and sequence types, as data.

An `AttrType` is what the JSON says an attribute holds; `coerce` turns what a user
passed into that type or says why it cannot (never silently narrowing a value).
"""
from __future__ import annotations

import enum
import math
import numbers
import typing
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np


class DataType(str, enum.Enum):
    """The dtypes a tensor holds: numpy's, and the reduced-precision ones of `ml_dtypes` (bfloat16,
    float8, int4: the numpy dtypes JAX uses), named as numpy names them."""

    FLOAT16 = "float16"
    FLOAT32 = "float32"
    FLOAT64 = "float64"
    INT32 = "int32"
    INT64 = "int64"
    UINT8 = "uint8"
    BOOL = "bool"
    INT8 = "int8"
    INT16 = "int16"
    UINT16 = "uint16"
    UINT32 = "uint32"
    UINT64 = "uint64"
    BFLOAT16 = "bfloat16"
    FLOAT8_E4M3FN = "float8_e4m3fn"
    FLOAT8_E4M3FNUZ = "float8_e4m3fnuz"
    FLOAT8_E5M2 = "float8_e5m2"
    FLOAT8_E5M2FNUZ = "float8_e5m2fnuz"
    INT4 = "int4"
    UINT4 = "uint4"
    INT2 = "int2"
    UINT2 = "uint2"
    FLOAT4_E2M1FN = "float4_e2m1fn"
    FLOAT8_E8M0FNU = "float8_e8m0fnu"  # a scale: powers of two, no sign, no zero

    @classmethod
    def of(cls, dtype: Any) -> "DataType":
        """The DataType of a numpy/cupy dtype, a name, or a DataType."""
        if isinstance(dtype, DataType):
            return dtype
        if isinstance(dtype, str) and dtype in _ML_DTYPES:
            return cls(dtype)
        return cls(np.dtype(dtype).name)

    @property
    def numpy(self) -> np.dtype:
        return _ML_DTYPES.get(self.value) or np.dtype(self.value)

    @property
    def is_float(self) -> bool:
        return self in FLOAT_TYPES or self in FLOAT8 or self in NARROW_FLOATS

    @property
    def is_integer(self) -> bool:
        return self in SIGNED or self in UNSIGNED or self in INT4_TYPES or self in INT2_TYPES

    @property
    def limits(self) -> tuple[float, float]:
        """The smallest and largest finite values of the dtype (ml_dtypes' finfo and iinfo know
        bfloat16, float8 and int4 too); (0, 1) for bool."""
        import ml_dtypes
        if self is DataType.BOOL:
            return (0, 1)
        if self.is_float:
            f = ml_dtypes.finfo(self.numpy)  # type: ignore[no-untyped-call]
            return (float(f.min), float(f.max))
        i = ml_dtypes.iinfo(self.numpy)  # type: ignore[no-untyped-call]
        return (int(i.min), int(i.max))

    @property
    def is_reduced(self) -> bool:
        """A dtype of `ml_dtypes` (numpy's kind 'V'): arithmetic goes through a wider type."""
        return self.value in _ML_DTYPES


def _ml_dtypes() -> dict[str, np.dtype]:
    """The reduced-precision dtypes by name (importing ml_dtypes registers them with numpy)."""
    import ml_dtypes
    names = ("bfloat16", "float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2", "float8_e5m2fnuz", "int4", "uint4",
             "int2", "uint2", "float4_e2m1fn", "float8_e8m0fnu")
    return {n: np.dtype(getattr(ml_dtypes, n)) for n in names}


_ML_DTYPES = _ml_dtypes()

# Named type sets, as ONNX's type constraints name them ("T: all numeric types"): an op's tensor
# meta takes one of these, so which dtypes a family of ops takes is said once, here.
FLOATS = (DataType.FLOAT32, DataType.FLOAT64)  # the default: ops computing in float32/float64
INTEGERS = (DataType.INT32, DataType.INT64)  # indexes and labels
FLOAT_TYPES = (DataType.FLOAT16, DataType.BFLOAT16, DataType.FLOAT32, DataType.FLOAT64)
SIGNED = (DataType.INT8, DataType.INT16, DataType.INT32, DataType.INT64)
UNSIGNED = (DataType.UINT8, DataType.UINT16, DataType.UINT32, DataType.UINT64)
FLOAT8 = (DataType.FLOAT8_E4M3FN, DataType.FLOAT8_E4M3FNUZ, DataType.FLOAT8_E5M2, DataType.FLOAT8_E5M2FNUZ)
INT4_TYPES = (DataType.INT4, DataType.UINT4)
INT2_TYPES = (DataType.INT2, DataType.UINT2)
NARROW_FLOATS = (DataType.FLOAT4_E2M1FN, DataType.FLOAT8_E8M0FNU)  # ONNX's float4 and the e8m0 scale
NUMERIC = (*FLOAT_TYPES, *SIGNED, *UNSIGNED)  # ONNX's "all numeric types" (Add, MatMul, ReduceSum)
SIGNED_NUMERIC = (*FLOAT_TYPES, *SIGNED)  # Neg, Abs's signed half, Sign
# data movement: Reshape, Gather, Concat, Where
ALL_TYPES = (*NUMERIC, DataType.BOOL, *FLOAT8, *INT4_TYPES, *INT2_TYPES, *NARROW_FLOATS)

TYPE_SETS: dict[str, tuple[DataType, ...]] = {
    "floats": FLOATS, "integers": INTEGERS, "float_types": FLOAT_TYPES, "signed": SIGNED, "unsigned": UNSIGNED,
    "float8": FLOAT8, "int4": INT4_TYPES, "int2": INT2_TYPES, "narrow_floats": NARROW_FLOATS, "numeric": NUMERIC,
    "signed_numeric": SIGNED_NUMERIC, "all": ALL_TYPES,
}


def type_set_of(dtypes: tuple[DataType, ...]) -> str | None:
    """The name of the type set `dtypes` is, if it is one (the JSON names it)."""
    return next((name for name, members in TYPE_SETS.items() if set(members) == set(dtypes)), None)


class SequenceType(str, enum.Enum):
    NONE = "none"
    SEQUENCE = "sequence"
    NESTED = "nested_sequence"


class _Unset:
    """Marks a value that could not be coerced (distinct from None, a valid default)."""

    def __repr__(self) -> str:
        return "UNSET"


UNSET: Any = _Unset()

AttrKind = Literal["bool", "int", "float", "str", "list", "dtype", "enum"]


@dataclass(frozen=True)
class AttrType:
    """The type of an attribute: a scalar kind, a list of a kind, a dtype or an enum.
    A float is finite unless declared otherwise (`finite=False`): NaN and infinity are refused."""

    kind: AttrKind
    element: "AttrType | None" = None
    choices: tuple[str, ...] | None = None
    finite: bool = True

    @classmethod
    def of(cls, py_type: Any, finite: bool = True) -> "AttrType":
        """The AttrType for a Python annotation: float, int, bool, str, list[int], DataType, an Enum."""
        if isinstance(py_type, AttrType):
            return py_type
        scalar: dict[Any, AttrKind] = {bool: "bool", int: "int", float: "float", str: "str"}
        if py_type in scalar:
            return cls(kind=scalar[py_type], finite=finite)
        if py_type is DataType:
            return cls(kind="dtype")
        if isinstance(py_type, type) and issubclass(py_type, enum.Enum):
            return cls(kind="enum", choices=tuple(str(m.value) for m in py_type))
        if typing.get_origin(py_type) in (list, tuple):
            (element,) = set(typing.get_args(py_type)) - {Ellipsis}
            return cls(kind="list", element=cls.of(element, finite))
        raise TypeError(f"unsupported attribute type {py_type!r}")

    @property
    def scalar_kind(self) -> str:
        """The kind of each value: the element kind of a list, else the kind."""
        return self.element.kind if self.kind == "list" and self.element is not None else self.kind

    def describe(self) -> str:
        """How an error message names the type: 'a float', 'a list of int'."""
        if self.kind == "list":
            assert self.element is not None
            finite = "finite " if self.element.kind == "float" and self.element.finite else ""
            return f"a list of {finite}{self.element.kind}"
        if self.kind == "enum":
            return f"one of {list(self.choices or ())}"
        if self.kind == "float":
            return "a finite float" if self.finite else "a float"
        return {"int": "an int", "dtype": "a dtype"}.get(self.kind, f"a {self.kind}")

    def annotation(self) -> str:
        """The Python type hint for this attribute, as source text."""
        if self.kind == "list":
            assert self.element is not None
            return f"list[{self.element.annotation()}]"
        if self.kind == "enum":
            return "Literal[" + ", ".join(repr(c) for c in self.choices or ()) + "]"
        return {"dtype": "DataType | str"}.get(self.kind, self.kind)

    def coerce(self, value: Any) -> Any:
        """`value` as this type, or UNSET when it is not one."""
        return _COERCE[self.kind](self, value)

    def sample(self) -> Any:
        """A plain valid value of this type, used to build boundary lists."""
        samples = {"bool": True, "int": 1, "float": 1.0, "str": "a", "dtype": DataType.FLOAT32}
        if self.kind == "enum":
            return (self.choices or ("",))[0]
        if self.kind == "list":
            assert self.element is not None
            return [self.element.sample()]
        return samples[self.kind]

    def to_data(self) -> dict[str, Any]:
        return {"kind": self.kind, "element": self.element.to_data() if self.element else None,
                "choices": list(self.choices) if self.choices is not None else None,
                "finite": self.finite}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> "AttrType":
        element = data.get("element")
        choices = data.get("choices")
        return cls(kind=data["kind"], element=cls.from_data(element) if element else None,
                   choices=tuple(choices) if choices is not None else None, finite=data.get("finite", True))


def _coerce_bool(_t: AttrType, v: Any) -> Any:
    return bool(v) if isinstance(v, (bool, np.bool_)) else UNSET


def _coerce_int(_t: AttrType, v: Any) -> Any:
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, numbers.Integral):
        return UNSET
    return int(v)


def _coerce_float(t: AttrType, v: Any) -> Any:
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, numbers.Real):
        return UNSET
    try:
        x = float(v)
    except OverflowError:  # an int too large for a float
        return UNSET
    return x if math.isfinite(x) or not t.finite else UNSET


def _coerce_str(_t: AttrType, v: Any) -> Any:
    return v if isinstance(v, str) else UNSET


def _coerce_dtype(_t: AttrType, v: Any) -> Any:
    if isinstance(v, DataType):
        return v
    try:
        return DataType.of(v) if isinstance(v, (str, np.dtype, type)) else UNSET
    except (TypeError, ValueError):
        return UNSET


def _coerce_enum(t: AttrType, v: Any) -> Any:
    if isinstance(v, enum.Enum):
        v = v.value
    return v if isinstance(v, str) and v in (t.choices or ()) else UNSET


def _coerce_list(t: AttrType, v: Any) -> Any:
    if not isinstance(v, (list, tuple)):
        return UNSET
    assert t.element is not None
    items = [t.element.coerce(x) for x in v]
    return UNSET if any(x is UNSET for x in items) else items


_COERCE = {"bool": _coerce_bool, "int": _coerce_int, "float": _coerce_float, "str": _coerce_str,
           "dtype": _coerce_dtype, "enum": _coerce_enum, "list": _coerce_list}


def py_literal(value: Any) -> str:
    """`value` as Python source that evaluates back to it (constraints emit checks with it)."""
    if isinstance(value, float):
        if math.isnan(value):
            return "math.nan"
        return ("-math.inf" if value < 0 else "math.inf") if math.isinf(value) else repr(value)
    if isinstance(value, enum.Enum):
        return f"DataType.{value.name}" if isinstance(value, DataType) else repr(value.value)
    if isinstance(value, list):
        return "[" + ", ".join(py_literal(v) for v in value) + "]"
    if isinstance(value, tuple):
        items = [py_literal(v) for v in value]
        return "(" + (items[0] + ",)" if len(items) == 1 else ", ".join(items) + ")")
    if isinstance(value, dict):
        return "{" + ", ".join(f"{py_literal(k)}: {py_literal(v)}" for k, v in value.items()) + "}"
    if value is None or isinstance(value, (bool, int, str)):
        return repr(value)
    raise TypeError(f"cannot write {value!r} ({type(value).__name__}) as a Python literal")
