"""The two casts of `cast` (kernels/compare.py) that are not numpy's astype: an integer target
that wraps what it cannot hold (attribute `wrap`), and float8_e8m0fnu, the power-of-two scale of
the MX formats, rounded as ONNX rounds it (attribute `round_mode`).

Wrapping is ONNX's rule for an integer cast out of range (200 as int8 is -56): the value modulo
2**bits, read in two's complement for a signed target. A float is first truncated towards 0 (as
ONNX's reference evaluator casts to int4: numpy's astype through ml_dtypes); NaN and the infinities
have no integer value and become 0.

e8m0 holds 2**e for e in [-127, 127] (and NaN): a float32 becomes its exponent field, rounded by
its mantissa (ONNX's `to_float8e8m0`): `up` adds one unless the mantissa is 0, `down` keeps it,
`nearest` adds one from 1.5 * 2**e (the first mantissa bit set and any other bit, or a normal
number). So 0 becomes 2**-127, NaN and the infinities NaN, a sign is ignored, and an exponent
that rounds past 2**127 is NaN (a saturating cast clips beforehand).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import DataType

from ._xp import xp_of

E8M0_ROUND_MODES = ("up", "down", "nearest")
_TWO_63 = 2.0 ** 63


def wrapped(x: Any, target: DataType) -> Any:
    """X as integer `target`, its values modulo 2**bits (floats truncated first, NaN/inf as 0)."""
    xp = xp_of(x)
    low, high = (int(v) for v in target.limits)
    modulus = high - low + 1
    if x.dtype.kind == "b":
        return x.astype(target.numpy)
    if DataType.of(x.dtype).is_float:
        wide = _float_residue(x, modulus)
    else:  # int4/int2 (ml_dtypes) go through int64 first; unsigned 64-bit stays unsigned
        wide = x.astype(np.uint64 if x.dtype == np.uint64 else np.int64)
    if not target.is_reduced:
        return wide.astype(target.numpy)  # numpy's integer casts keep the low bits, two's complement
    bits = (wide & wide.dtype.type(modulus - 1)).astype(np.int64)
    return xp.where(bits > high, bits - modulus, bits).astype(target.numpy)


def _float_residue(x: Any, modulus: int) -> Any:
    """X truncated towards 0, modulo `modulus`, as int64 (fmod is exact: the result keeps X's sign;
    a 64-bit residue past int64's range is moved by 2**64, exactly, since it is a multiple of 2**11)."""
    xp = xp_of(x)
    whole = xp.trunc(x.astype(np.float64))
    residue = xp.fmod(xp.where(xp.isfinite(whole), whole, 0.0), float(modulus))
    if modulus == 2 ** 64:
        residue = xp.where(residue >= _TWO_63, residue - 2.0 ** 64, residue)
        residue = xp.where(residue < -_TWO_63, residue + 2.0 ** 64, residue)
    return residue.astype(np.int64)


def to_e8m0(x: Any, round_mode: str) -> Any:
    """X (through float32) as float8_e8m0fnu, rounded by `round_mode`."""
    xp = xp_of(x)
    bits = xp.ascontiguousarray(x.astype(np.float32)).view(np.uint32)
    exponent = ((bits >> 23) & 0xFF).astype(np.uint16)  # uint16: 0xFE + 1 does not wrap to 0
    mantissa = bits & 0x7FFFFF
    special = exponent == 0xFF
    if round_mode == "up":
        exponent = exponent + (mantissa > 0)
    elif round_mode == "nearest":
        half, rest = (mantissa & 0x400000) > 0, (mantissa & 0x3FFFFF) > 0
        exponent = exponent + (half & (rest | (exponent > 0)))
    exponent = xp.where(special | (exponent > 0xFE), 0xFF, exponent).astype(np.uint8)
    return exponent.view(DataType.FLOAT8_E8M0FNU.numpy)
