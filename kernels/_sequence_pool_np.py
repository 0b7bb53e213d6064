"""sequence_pool's numpy kernels: segmented reductions (ufunc.reduceat) over the non-empty
sequences, no Python loop (kernels/sequence.py keeps a loop for cupy, which has no reduceat)."""
from __future__ import annotations

import numpy as np


def pool_np(x: np.ndarray, pool_type: str, off: np.ndarray) -> np.ndarray:
    """The numpy kernel: one segmented reduction over the non-empty sequences (no Python loop;
    the loop above serves cupy, which has no ufunc.reduceat)."""
    lengths = np.diff(off)
    full = lengths > 0
    out = np.zeros((len(lengths), x.shape[1]), dtype=x.dtype)
    if not full.any():
        return out
    starts = off[:-1][full]
    if pool_type == "max":
        out[full] = np.maximum.reduceat(x, starts, axis=0)
    elif pool_type in ("first", "last"):
        out[full] = x[starts if pool_type == "first" else off[1:][full] - 1]
    else:
        sums = np.add.reduceat(x, starts, axis=0)
        out[full] = sums / _divisor(pool_type, lengths[full])[:, None].astype(x.dtype)
    return out


def _divisor(pool_type: str, lengths: np.ndarray) -> np.ndarray:
    """What a sequence's sum is divided by: 1 (sum), its length (average), its square root (sqrt)."""
    if pool_type == "sum":
        return np.ones(len(lengths))
    return lengths.astype(np.float64) if pool_type == "average" else np.sqrt(lengths)


def pool_grad_np(x: np.ndarray, dout: np.ndarray, pool_type: str, off: np.ndarray) -> np.ndarray:
    lengths = np.diff(off)
    seg = np.repeat(np.arange(len(lengths)), lengths)
    if pool_type in ("sum", "average", "sqrt"):
        spread: np.ndarray = (dout / _divisor(pool_type, np.maximum(lengths, 1))[:, None].astype(x.dtype))[seg]
        return spread
    dx = np.zeros_like(x)
    full = lengths > 0
    if not full.any():
        return dx
    if pool_type in ("first", "last"):
        rows = off[:-1][full] if pool_type == "first" else off[1:][full] - 1
        dx[rows] = dout[full]
        return dx
    # max: the first row holding each sequence's maximum of a column gets that column's gradient
    top = np.maximum.reduceat(x, off[:-1][full], axis=0)
    hit = (x == np.repeat(top, lengths[full], axis=0)) | np.isnan(x)  # a NaN is the maximum (as argmax says)
    where = np.where(hit, np.arange(len(x))[:, None], len(x))
    first = np.minimum.reduceat(where, off[:-1][full], axis=0)
    dx[first, np.arange(x.shape[1])[None, :]] = dout[full]
    return dx
