"""Registers the ops declared in C++ (kernels/cpp, PADDLE_REGISTER_OP) into the registry.

The C++ declaration (kernels/cpp/op_decl.h) is data using the same vocabulary as the Python
builder, so it is replayed here call for call: tensor metas, attributes and their constraints,
the gradient rule, the oracle and the examples. A .cc file is all a kernel developer writes;
nothing here names a C++ op.
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from paddle.registry import FLOATS, DataType, DeclarationError, Domain, Function, Registry, SourceLocation
from paddle.registry.constraints import resolve
from paddle.registry.types import AttrType

from . import _native
from ._xp import NARROW_FLOATS

NATIVE_DTYPES = FLOATS  # what a C++ kernel takes; an op declared for more runs those on its generic kernel
# The attribute types a C++ declaration may name (op_decl.h's attr_type_name, or a type name).
_TYPES: dict[str, Any] = {"float": float, "int": int, "bool": bool, "str": str, "dtype": DataType,
                          "list[int]": list[int], "list[float]": list[float], "list[str]": list[str]}
_CONSTRAINTS = ("default", "must_set", "larger_than", "at_least", "smaller_than", "at_most", "in_range",
                "one_of", "length", "custom")
_NUMERIC = ("larger_than", "at_least", "smaller_than", "at_most", "in_range")
# A custom constraint names its predicate: a module-level function of this package, imported by name.
_PACKAGE = __name__.split(".")[0]


def _fail(decl: dict[str, Any], message: str) -> DeclarationError:
    return DeclarationError(f"{decl['file']}:{decl['line']}: {decl['name']}: {message}")


def _constraint_args(decl: dict[str, Any], attr: str, kind: str, t: AttrType,
                     args: tuple[Any, ...]) -> tuple[Any, ...]:
    """C++ passes numeric bounds as double; an int attribute takes int bounds (not fractions)."""
    if t.scalar_kind != "int" or kind not in _NUMERIC:
        return args
    fractional = [a for a in args if isinstance(a, float) and not (math.isfinite(a) and a.is_integer())]
    if fractional:
        raise _fail(decl, f"attribute '{attr}': {kind} on an int attribute needs int bounds, got {fractional[0]}")
    return tuple(int(a) if isinstance(a, float) else a for a in args)


def _custom(fn: Function, decl: dict[str, Any], attr: str, ref: str, message: str, valid: list[Any],
            invalid: list[Any]) -> None:
    """A custom check by the name of its predicate, resolved only inside this package."""
    module, _, qualname = ref.partition(":")
    if not qualname or not (module == _PACKAGE or module.startswith(f"{_PACKAGE}.")):
        raise _fail(decl, f"attribute '{attr}': custom predicate {ref!r} must be named "
                          f"'{_PACKAGE}.<module>:<function>' (a module-level function of this package)")
    try:
        predicate = resolve(ref)
    except (ImportError, AttributeError) as e:
        raise _fail(decl, f"attribute '{attr}': custom predicate {ref!r} cannot be found: {e}") from None
    if not callable(predicate) or isinstance(predicate, type):
        raise _fail(decl, f"attribute '{attr}': custom predicate {ref!r} is not a function")
    fn.custom(predicate, message, valid=tuple(valid), invalid=tuple(invalid))


def _attribute(fn: Function, decl: dict[str, Any], a: dict[str, Any]) -> None:
    if a["type"] not in _TYPES:
        raise _fail(decl, f"attribute '{a['name']}': unknown type {a['type']!r} (one of {', '.join(_TYPES)})")
    fn.attribute(a["name"], _TYPES[a["type"]], a["description"], finite=a.get("finite", True))
    t = AttrType.of(_TYPES[a["type"]])
    for kind, args in a["constraints"]:
        if kind not in _CONSTRAINTS:
            raise _fail(decl, f"attribute '{a['name']}': unknown constraint {kind!r}")
        if kind == "custom":
            _custom(fn, decl, a["name"], *args)
        else:
            getattr(fn, kind)(*_constraint_args(decl, a["name"], kind, t, tuple(args)))


def _tensor_meta(meta: dict[str, Any]) -> dict[str, Any]:
    """The keywords of Function.input/output: digits in a shape pattern are sizes, lists tuples."""
    kwargs = dict(meta)
    if "shape" in kwargs:
        kwargs["shape"] = tuple(int(d) if d.isdigit() else d for d in kwargs["shape"])
    for key in ("dtypes", "seq_types", "broadcast"):
        if key in kwargs:
            kwargs[key] = tuple(kwargs[key])
    if "domain" in kwargs:
        kwargs["domain"] = Domain(**kwargs["domain"])
    return kwargs


def _declare(decl: dict[str, Any]) -> Function:
    """The Python builder calls a C++ declaration stands for (not yet built or registered)."""
    errors = decl.get("errors") or []
    if errors:
        raise _fail(decl, errors[0])
    fn = Function(decl["name"], decl["description"], role=decl["role"],
                  source=SourceLocation(file=decl["file"], line=decl["line"]))
    for t in decl["inputs"]:
        fn.input(t["name"], t["description"], **_tensor_meta(t["meta"]))
    for t in decl["outputs"]:
        fn.output(t["name"], t["description"], **_tensor_meta(t["meta"]))
    for a in decl["attributes"]:
        _attribute(fn, decl, a)
    if decl["grad"] is not None:
        reads = tuple(decl["grad_reads"]) if decl["grad_reads"] is not None else None
        fn.grad(decl["grad"], reads=reads, device="cpu")
    if decl["no_grad"] is not None:
        fn.no_grad(decl["no_grad"])
    if decl.get("oracle") is not None:
        kind, expression, unused = decl["oracle"]
        fn.oracle(kind, expression, unused=dict(unused) or None)  # the kind is checked at build
    for code in decl.get("examples", ()):
        fn.example(code)
    if decl.get("kernel") is None:
        raise _fail(decl, "declares no kernel (.kernel(py::cpp_function(...)))")
    narrow = _narrow_dtypes(decl)
    if not narrow:
        return fn.kernel("cpu", decl["kernel"], dtypes=NATIVE_DTYPES)
    if decl["grad"] is not None:  # the gradient of a float16 X computed alike
        fn.grad(through_float32(decl["grad"]), reads=reads, device="cpu")
    return fn.kernel("cpu", through_float32(decl["kernel"]), dtypes=(*NATIVE_DTYPES, *sorted(narrow)))


def _narrow_dtypes(decl: dict[str, Any]) -> frozenset[DataType]:
    """The reduced-precision floats (float16, bfloat16) an op declared in C++ lists for its
    inputs: its C++ kernel computes them in float32 (a C++ kernel takes float32/float64)."""
    names = {n for t in decl["inputs"] for n in t["meta"].get("dtypes", ())}
    return frozenset(d for d in (DataType.of(n) for n in names) if d.numpy in NARROW_FLOATS)


def through_float32(kernel: Any) -> Any:
    """`kernel` (a C++ kernel of float32/float64 arrays) on arrays of a reduced float dtype:
    they are widened to float32, and its array results rounded back once."""
    def run(*args: Any, **kwargs: Any) -> Any:
        dtype = next((a.dtype for a in args if isinstance(a, np.ndarray)), None)
        if dtype not in NARROW_FLOATS:
            return kernel(*args, **kwargs)
        out = kernel(*(a.astype(np.float32) if isinstance(a, np.ndarray) and a.dtype == dtype else a
                       for a in args), **kwargs)
        if isinstance(out, tuple):
            return tuple(o.astype(dtype) if isinstance(o, np.ndarray) else o for o in out)
        return out.astype(dtype)
    return run


def register_native_ops(registry: Registry | None = None) -> list[str]:
    """Register every C++-declared op; returns their names."""
    decls = _native.op_declarations()
    for decl in decls:
        _declare(decl).register(registry)
    return [d["name"] for d in decls]


NATIVE_OPS = register_native_ops()
