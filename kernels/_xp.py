"""Array-module dispatch: one kernel body serves numpy (CPU) and cupy (GPU) arrays."""
from __future__ import annotations

import sys
from types import ModuleType
from typing import Any

import numpy as np


def xp_of(array: Any) -> ModuleType:
    """The array module an array belongs to: numpy for numpy arrays, cupy for cupy arrays (the
    top-level module of its type; no device library is named or imported here)."""
    if type(array) is np.ndarray:  # the common case, checked first: this runs once per kernel call
        return np
    return sys.modules.get(type(array).__module__.partition(".")[0], np)


def _narrow_floats() -> frozenset[np.dtype[Any]]:
    import ml_dtypes  # registers bfloat16 and float8 with numpy
    names = ("bfloat16", "float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2", "float8_e5m2fnuz")
    return frozenset([np.dtype(np.float16), *(np.dtype(getattr(ml_dtypes, n)) for n in names)])


NARROW_FLOATS = _narrow_floats()  # computed in float32: their own roundings would pile up in a sum


def accumulating(kernel: Any) -> Any:
    """`kernel` (its first argument an array, its result one array of that dtype) computed in
    float32 for a float16/bfloat16/float8 input and rounded back once (float32 accumulation:
    a sum of many terms keeps float32's precision, not the narrow type's); for any other dtype
    as it is, its result kept in the input's dtype (numpy widens int32 and uint8 sums to int64)."""
    from functools import wraps

    @wraps(kernel)
    def run(x: Any, *args: Any, **kwargs: Any) -> Any:
        dtype = x.dtype
        if dtype in NARROW_FLOATS:
            wide = [a.astype(np.float32) if getattr(a, "dtype", None) == dtype else a for a in args]
            return kernel(x.astype(np.float32), *wide, **kwargs).astype(dtype)
        out = kernel(x, *args, **kwargs)
        return out if out.dtype == dtype else out.astype(dtype)
    return run
