"""The fused elementwise kernels on the GPU: generated/cuda/fused_ops.cu (codegen/emit/fused.py,
from the ops' per-element declarations), compiled by cupy (NVRTC) on first use, once per process.

The plan (paddle/core/fusion.py) calls these in place of a head op and its activation, as it calls
the C++ kernels of generated/cpp/fused_ops.cc on the CPU. Each takes X viewed [outer, m, inner]
(`m`, `inner` from fusion.tiling) and launches one grid-stride kernel; the gradient's per-element
DY is summed per block of Y by cupy's reduction.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from ._xp import xp_of

# the same relative place in the repository and in an installed package (paddle/generated/...)
SOURCE = Path(__file__).resolve().parent.parent / "generated" / "cuda" / "fused_ops.cu"
THREADS = 256
MAX_BLOCKS = 4096  # a grid-stride loop covers the rest: enough blocks to fill any current GPU
_TYPES = {np.dtype(np.float32): "float", np.dtype(np.float64): "double"}


def source() -> str:
    return SOURCE.read_text(encoding="utf-8")


@lru_cache(maxsize=None)
def _module(xp: Any) -> Any:
    return xp.RawModule(code=source(), options=("--std=c++14",))


def _kernel(xp: Any, name: str, dtype: Any) -> Any:
    return _module(xp).get_function(f"{name}_{_TYPES[np.dtype(dtype)]}")


def _launch(xp: Any, name: str, dtype: Any, n: int, args: tuple[Any, ...]) -> None:
    blocks = max(1, min(MAX_BLOCKS, -(-n // THREADS)))
    _kernel(xp, name, dtype)((blocks,), (THREADS,), args)


def forward(name: str, x: Any, y: Any, m: int, inner: int) -> Any:
    """Out = tail(head(X, Y)): `name` is fused_<head>_<tail>."""
    xp = xp_of(x)
    x, y = xp.ascontiguousarray(x), xp.ascontiguousarray(y, dtype=x.dtype)
    out = xp.empty_like(x)
    _launch(xp, name, x.dtype, x.size, (x, y, out, np.int64(x.size), np.int64(m), np.int64(inner)))
    return out


def backward(name: str, x: Any, y: Any, out: Any, dout: Any, m: int, inner: int) -> tuple[Any, Any]:
    """(X@GRAD, Y@GRAD), Y@GRAD of Y's shape: the head's gradient of Y summed per block."""
    xp = xp_of(x)
    x, y = xp.ascontiguousarray(x), xp.ascontiguousarray(y, dtype=x.dtype)
    out, dout = xp.ascontiguousarray(out), xp.ascontiguousarray(dout, dtype=x.dtype)
    dx, dy = xp.empty_like(x), xp.empty_like(x)
    _launch(xp, name + "_grad", x.dtype, x.size,
            (x, y, out, dout, dx, dy, np.int64(x.size), np.int64(m), np.int64(inner)))
    summed = dy.reshape(-1, m, inner).sum(axis=(0, 2)) if dy.size != y.size else dy
    return dx, summed.reshape(y.shape)


def affine(name: str, x: Any, a: Any, b: Any, m: int, inner: int) -> Any:
    """tail(X * a + b) per block of X, a and b (float64, m values) computed in double: `name` is
    fused_affine_<tail>."""
    xp = xp_of(x)
    x = xp.ascontiguousarray(x)
    a, b = xp.ascontiguousarray(a, dtype=np.float64), xp.ascontiguousarray(b, dtype=np.float64)
    out = xp.empty_like(x)
    _launch(xp, name, x.dtype, x.size, (x, a, b, out, np.int64(x.size), np.int64(m), np.int64(inner)))
    return out
