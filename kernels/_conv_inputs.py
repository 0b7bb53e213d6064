"""Test inputs of the convolutions (conv2d, conv2d_transpose, and the N-D conv family of
kernels/conv_nd.py): images and filters that fit the drawn attributes, small enough for numeric
gradients."""
from __future__ import annotations

from typing import Any

MAX_IMAGE = 6  # the largest test image side a window needs no more than


def _side(rng: Any, s: int, p: int, d: int) -> tuple[int, int]:
    """(image side, kernel side) of a small case: a kernel of 1..3 whose dilated window fits an image
    of at most MAX_IMAGE (kernel 1 where the dilation is too wide), an output of 1..3."""
    for k in rng.permutation([1, 2, 3]):
        window = d * (int(k) - 1) + 1
        lo = max(1, window - 2 * p)
        if lo <= MAX_IMAGE:
            outs = int(rng.integers(1, 4))
            side = min(MAX_IMAGE, max(lo, (outs - 1) * s + window - 2 * p))
            return side, int(k)
    return 1, 1


def _values(rng: Any, shape: tuple[int, ...], dtype: Any) -> Any:
    """Magnitudes 0.1 .. 2 of either sign (no kinks to keep away from: conv is bilinear)."""
    return (rng.uniform(0.1, 2.0, shape) * rng.choice([-1.0, 1.0], shape)).astype(dtype)


def _conv_inputs(rng: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                 groups: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(Input shape, Filter shape) of a small conv2d case."""
    (h, kh), (w, kw) = (_side(rng, strides[a], paddings[a], dilations[a]) for a in (0, 1))
    big = groups > 8  # keep the element count small: one channel in and out per group
    cg, mg = (1, 1) if big else (int(rng.integers(1, 3)), int(rng.integers(1, 3)))
    n = 1 if big else int(rng.integers(1, 3))
    return (n, cg * groups, h, w), (mg * groups, cg, kh, kw)


def _conv2d_inputs(rng: Any, dtype: Any, *, strides: list[int], paddings: list[int], dilations: list[int],
                   groups: int) -> dict[str, Any]:
    x, w = _conv_inputs(rng, strides=strides, paddings=paddings, dilations=dilations, groups=groups)
    return with_bias(rng, dtype, {"Input": _values(rng, x, dtype), "Filter": _values(rng, w, dtype)})


def with_bias(rng: Any, dtype: Any, inputs: dict[str, Any]) -> dict[str, Any]:
    """A Bias for every output channel in half the cases."""
    if rng.random() < 0.5:
        inputs["Bias"] = _values(rng, (inputs["Filter"].shape[0],), dtype)
    return inputs


def _transpose_side(rng: Any, s: int, p: int, d: int) -> tuple[int, int]:
    """(image side, kernel side) of a small conv2d_transpose case: the smallest image whose output
    is not empty ((H - 1) s - 2p + window >= 1), for the kernel of 1..3 that needs the least."""
    def need(k: int) -> int:
        window = d * (k - 1) + 1
        return max(1, -(-(2 * p + 1 - window) // s) + 1)
    k = min((int(k) for k in rng.permutation([1, 2, 3])), key=need)
    return need(k) + int(rng.integers(0, 2)), k


def _conv2d_transpose_inputs(rng: Any, dtype: Any, *, strides: list[int], paddings: list[int],
                             dilations: list[int], groups: int) -> dict[str, Any]:
    (h, kh), (w, kw) = (_transpose_side(rng, strides[a], paddings[a], dilations[a])
                        for a in (0, 1))
    big = groups > 2 or h * w > 16  # keep the element count small: one image, one channel per group
    cg, mg = (1, 1) if big else (int(rng.integers(1, 3)), int(rng.integers(1, 3)))
    n = 1 if big else int(rng.integers(1, 3))
    return {"Input": _values(rng, (n, cg * groups, h, w), dtype),
            "Filter": _values(rng, (cg * groups, mg, kh, kw), dtype)}
