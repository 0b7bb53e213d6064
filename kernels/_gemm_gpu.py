"""Matrix products that a CUDA graph can record (paddle/core/graph_replay.py).

cupy refuses every cuBLAS call while its stream is capturing (it cannot vouch for the library's
state there), so a net's products would break each recorded stretch in two. cuBLAS itself
supports capture, so while the current stream captures, `matmul` calls cuBLAS's strided batched
GEMM directly (through ctypes, on cupy's own handle, set to the capturing stream). Any other time,
and for numpy arrays, it is the array module's `matmul`.

The products of `mul`, `mul_grad` and the convolutions' GPU path go through `matmul`. The batch
dims broadcast as numpy's do; under capture each operand is first made C-contiguous over the
broadcast batch (copies a capture records like any kernel).
"""
from __future__ import annotations

import ctypes
from functools import lru_cache
from typing import Any

import numpy as np

from ._xp import xp_of

_OP_N = 0                 # cublasOperation_t: no transpose
_POINTER_MODE_HOST = 0    # alpha and beta read from host memory (a capture records their values)
_SONAMES = ("libcublas.so.13", "libcublas.so.12", "libcublas.so.11", "libcublas.so")


def matmul(a: Any, b: Any) -> Any:
    """a @ b with numpy's broadcasting of the batch dims; recordable while a stream captures."""
    xp = xp_of(a)
    if xp is np or not _capturing(xp):
        return xp.matmul(a, b)
    return _captured_matmul(xp, a, b)


def _capturing(xp: Any) -> bool:
    return bool(xp.cuda.get_current_stream().is_capturing())


@lru_cache(maxsize=1)
def _cublas() -> Any:
    """The cuBLAS library cupy loaded (found by its soname among the process's libraries)."""
    import cupy_backends.cuda.libs.cublas  # noqa: F401  (loads the library first)
    for name in _SONAMES:
        try:
            lib = ctypes.CDLL(name, mode=ctypes.RTLD_GLOBAL)
        except OSError:
            continue
        for fn in (lib.cublasSgemmStridedBatched, lib.cublasDgemmStridedBatched):
            fn.restype = ctypes.c_int
        return lib
    raise RuntimeError(f"no cuBLAS library among {_SONAMES}")


def _captured_matmul(xp: Any, a: Any, b: Any) -> Any:
    if a.ndim < 2 or b.ndim < 2 or a.dtype != b.dtype or a.dtype not in (np.float32, np.float64):
        return xp.matmul(a, b)  # cupy refuses it under capture: the step then runs outside the graphs
    m, k = a.shape[-2:]
    n = b.shape[-1]
    if b.shape[-2] != k:
        return xp.matmul(a, b)  # numpy's shape error, worded by the array module
    batch = tuple(np.broadcast_shapes(a.shape[:-2], b.shape[:-2]))
    count = int(np.prod(batch, dtype=np.int64))
    a3 = xp.ascontiguousarray(xp.broadcast_to(a, (*batch, m, k))).reshape(count, m, k)
    b3 = xp.ascontiguousarray(xp.broadcast_to(b, (*batch, k, n))).reshape(count, k, n)
    out = xp.empty((count, m, n), dtype=a.dtype)
    if count and m and n:
        _gemm(xp, a3, b3, out, m, n, k, count)
    return out.reshape(*batch, m, n)


def _gemm(xp: Any, a: Any, b: Any, out: Any, m: int, n: int, k: int, count: int) -> None:
    """out[i] = a[i] @ b[i], row-major: as cuBLAS's column-major product out^T = b^T a^T."""
    if k == 0:
        out[...] = 0
        return
    lib = _cublas()
    handle = xp.cuda.device.get_cublas_handle()
    _check(lib.cublasSetStream_v2(ctypes.c_void_p(handle), ctypes.c_void_p(xp.cuda.get_current_stream().ptr)))
    _check(lib.cublasSetPointerMode_v2(ctypes.c_void_p(handle), ctypes.c_int(_POINTER_MODE_HOST)))
    scalar = ctypes.c_float if a.dtype == np.float32 else ctypes.c_double
    gemm = lib.cublasSgemmStridedBatched if a.dtype == np.float32 else lib.cublasDgemmStridedBatched
    one, zero = scalar(1.0), scalar(0.0)
    _check(gemm(ctypes.c_void_p(handle), ctypes.c_int(_OP_N), ctypes.c_int(_OP_N),
                ctypes.c_int(n), ctypes.c_int(m), ctypes.c_int(k), ctypes.byref(one),
                ctypes.c_void_p(b.data.ptr), ctypes.c_int(n), ctypes.c_longlong(k * n),
                ctypes.c_void_p(a.data.ptr), ctypes.c_int(k), ctypes.c_longlong(m * k),
                ctypes.byref(zero), ctypes.c_void_p(out.data.ptr), ctypes.c_int(n), ctypes.c_longlong(m * n),
                ctypes.c_int(count)))


def _check(status: int) -> None:
    if status != 0:
        raise RuntimeError(f"cuBLAS returned status {status}")
