"""Registers the ops declared in C++ (kernels/cpp, PADDLE_REGISTER_OP) into the registry.

The C++ declaration is data using the same vocabulary as the Python builder, so it
is replayed here call for call: a .cc file is all a kernel developer writes.
"""
from __future__ import annotations

from typing import Any

from paddle.registry import Function, Registry, SourceLocation

from . import _native

_TYPES = {"float": float, "int": int, "bool": bool, "str": str}

# The oracle of each C++ op, by op name: (kind, expression). The op itself is declared only in
# its .cc file; what checks it is test data and needs no C++ (torch computes it in float64).
ORACLES: dict[str, tuple[str, str]] = {
    "scale": ("torch", "torch.add(torch.mul(X, scale), bias)"),
}


def _constraint_args(py_type: type, args: tuple[Any, ...]) -> tuple[Any, ...]:
    # C++ passes numeric bounds as double; an int attribute takes int bounds.
    if py_type is int:
        return tuple(int(a) if isinstance(a, float) and a.is_integer() else a for a in args)
    return args


def _tensor_data(t: dict[str, Any]) -> dict[str, Any]:
    """Shape pattern (digits are sizes) and dtypes, where the C++ declaration gives them."""
    data: dict[str, Any] = {}
    if "shape" in t:
        data["shape"] = tuple(int(d) if d.isdigit() else d for d in t["shape"])
    if "dtypes" in t:
        data["dtypes"] = tuple(t["dtypes"])
    return data


def _declare(decl: dict[str, Any]) -> Function:
    fn = Function(decl["name"], decl["description"], role=decl["role"],
                  source=SourceLocation(file=decl["file"], line=decl["line"]))
    for t in decl["inputs"]:
        rank = {"rank": t["rank"]} if t["rank"] >= 0 else {}
        fn.input(t["name"], t["description"], no_grad=t["no_grad"], **rank, **_tensor_data(t))
    for t in decl["outputs"]:
        fn.output(t["name"], t["description"], like=t["like"], **_tensor_data(t))
    for a in decl["attributes"]:
        py_type = _TYPES[a["type"]]
        fn.attribute(a["name"], py_type, a["description"])
        for kind, args in a["constraints"]:
            getattr(fn, kind)(*_constraint_args(py_type, args))
    if decl["grad"] is not None:
        reads = tuple(decl["grad_reads"]) if decl["grad_reads"] is not None else None
        fn.grad(decl["grad"], reads=reads, device="cpu")
    if decl["no_grad"] is not None:
        fn.no_grad(decl["no_grad"])
    if decl["name"] in ORACLES:
        fn.oracle(*ORACLES[decl["name"]])  # type: ignore[arg-type]
    return fn.kernel("cpu", decl["kernel"])


def register_native_ops(registry: Registry | None = None) -> list[str]:
    """Register every C++-declared op; returns their names."""
    decls = _native.op_declarations()
    for decl in decls:
        _declare(decl).register(registry)
    return [d["name"] for d in decls]


NATIVE_OPS = register_native_ops()
