"""The converters of ONNX's Resize (opset 11 on) and Upsample: interpolation is separable and linear in the
data, so each resized axis is a matrix product with a constant (out x in) weight matrix, built
here from the sizes and the attributes as the ONNX operator defines them (coordinate
transformation, nearest rounding, linear and cubic taps, antialiasing, exclude_outside, edge
clamping); tf_crop_and_resize's points outside the input take extrapolation_value."""
from __future__ import annotations

import math
from typing import Any, Callable

import numpy as np

from .node_map import Ctx, Node, axis_of, converter, ints
from .node_map_math import binary

Taps = Callable[[float, float], np.ndarray]
MODES = ("half_pixel", "half_pixel_symmetric", "pytorch_half_pixel", "align_corners", "asymmetric",
         "tf_crop_and_resize")


def _nearest(rounding: str) -> Taps:
    def taps(ratio: float, scale: float) -> np.ndarray:
        if float(ratio).is_integer():
            return np.array([0.0, 1.0])
        up = {"round_prefer_floor": ratio > 0.5, "round_prefer_ceil": ratio >= 0.5, "floor": False,
              "ceil": True}[rounding]
        return np.array([0.0, 1.0]) if up else np.array([1.0, 0.0])
    return taps


def _linear(antialias: bool) -> Taps:
    def taps(ratio: float, scale: float) -> np.ndarray:
        if not antialias:
            return np.array([1 - ratio, ratio])
        s = min(scale, 1.0)  # downsampling widens the triangle by 1 / scale
        start = int(np.floor(-1 / s) + 1)
        w: np.ndarray = np.clip(1 - np.abs((np.arange(start, 2 - start) - ratio) * s), 0, 1)
        normalised: np.ndarray = w / w.sum()
        return normalised
    return taps


def _cubic(a: float, antialias: bool) -> Taps:
    def kernel(x: np.ndarray) -> np.ndarray:
        x = np.abs(x)
        near = ((a + 2) * x - (a + 3)) * x * x + 1
        far = ((a * x - 5 * a) * x + 8 * a) * x - 4 * a
        return np.where(x <= 1, near, np.where(x < 2, far, 0.0))

    def taps(ratio: float, scale: float) -> np.ndarray:
        if not antialias:
            return kernel(np.array([ratio + 1, ratio, 1 - ratio, 2 - ratio]))
        s = min(scale, 1.0)
        start = int(np.floor(-2 / s) + 1)
        w: np.ndarray = kernel((np.arange(start, 2 - start) - ratio) * s)
        normalised: np.ndarray = w / w.sum()
        return normalised
    return taps


def _sources(mode: str, n_in: int, n_out: int, scale: float, roi: tuple[float, float]) -> np.ndarray:
    """The input coordinate each output index samples."""
    y = np.arange(n_out, dtype=np.float64)
    width = scale * n_in
    if mode == "align_corners":
        return np.zeros(n_out) if width == 1 else y * (n_in - 1) / (width - 1)
    if mode == "asymmetric":
        return y / scale
    if mode == "tf_crop_and_resize":
        lo, hi = roi
        x = np.full(n_out, (hi - lo) * (n_in - 1) / 2) if width == 1 else y * (hi - lo) * (n_in - 1) / (width - 1)
        return x + lo * (n_in - 1)
    if mode == "pytorch_half_pixel" and width == 1:
        return np.full(n_out, -0.5)
    offset = n_in / 2 * (1 - n_out / width) if mode == "half_pixel_symmetric" else 0.0
    return offset + (y + 0.5) / scale - 0.5


def weights(taps: Taps, mode: str, n_in: int, n_out: int, scale: float, roi: tuple[float, float],
            exclude_outside: bool, extrapolation: float) -> tuple[np.ndarray, np.ndarray]:
    """W (n_out x n_in) and the constant added to each output (extrapolated points)."""
    w, bias = np.zeros((n_out, n_in)), np.zeros(n_out)
    for row, x in enumerate(_sources(mode, n_in, n_out, scale, roi)):
        if mode == "tf_crop_and_resize" and (x < 0 or x > n_in - 1):
            bias[row] = extrapolation
            continue
        ratio = 1.0 if float(x).is_integer() else x - math.floor(x)
        coeffs = np.asarray(taps(ratio, scale), dtype=np.float64)
        n = len(coeffs)
        pad = math.ceil(n / 2)  # the n neighbours of x, lower ones first on a tie (as ONNX)
        p, frac = math.floor(x + pad), x + pad - math.floor(x + pad)
        first = (-(n // 2) if frac == 0 else 1 - n // 2) if n % 2 == 0 else (1 - n) // 2 + (frac > 0.5)
        index = p + first + np.arange(n) - pad
        if exclude_outside:
            coeffs = np.where((index < 0) | (index >= n_in), 0.0, coeffs)
            coeffs = coeffs / (coeffs.sum() or 1.0)
        np.add.at(w[row], np.clip(index, 0, n_in - 1), coeffs)  # beyond the edge: the edge value
    return w, bias


def _plan(ctx: Ctx, node: Node, shape: tuple[int, ...]) -> tuple[list[int], list[float], list[int]]:
    """Output sizes, scales and the resized axes, as ONNX derives them from scales or sizes."""
    rank = len(shape)
    axes = node.attr("axes")
    axes = list(range(rank)) if axes is None else [axis_of(node, a, rank, "axes") for a in ints(axes)]
    scales = ctx.value(2).astype(np.float64).reshape(-1) if ctx.has(2) and ctx.shape(2) != (0,) else None
    sizes = ints(ctx.value(3)) if ctx.has(3) and ctx.shape(3) != (0,) else None
    out, factor = list(shape), [1.0] * rank
    policy = node.attr("keep_aspect_ratio_policy", "stretch")
    if sizes is not None:
        for a, size in zip(axes, sizes):
            out[a], factor[a] = size, size / shape[a]
        if policy != "stretch":
            pick = {"not_larger": min, "not_smaller": max}.get(policy)
            if pick is None:
                raise node.bad_attr("keep_aspect_ratio_policy", f"should be stretch, not_larger or "
                                    f"not_smaller, got {policy!r}")
            one = pick(factor[a] for a in axes)
            for a in axes:
                factor[a], out[a] = one, int(one * shape[a] + 0.5)
    elif scales is not None:
        for a, scale in zip(axes, scales):
            factor[a], out[a] = float(scale), int(float(scale) * shape[a])
    else:
        raise node.bad_attr("scales", "one of scales and sizes should be given")
    return out, factor, axes


@converter("Resize")
def _resize(ctx: Ctx, node: Node) -> None:
    if ctx.opset < 11:
        raise node.unsupported("Resize before opset 11")
    shape = ctx.shape(0)
    mode = node.attr("mode", "nearest")
    coords = node.attr("coordinate_transformation_mode", "half_pixel")
    antialias = bool(node.attr("antialias", 0))
    if coords not in MODES:
        raise node.bad_attr("coordinate_transformation_mode", f"should be one of {list(MODES)}, got {coords!r}")
    taps: Any
    if mode == "nearest":
        if antialias:
            raise node.bad_attr("antialias", "does not apply to mode nearest")
        taps = _nearest(node.attr("nearest_mode", "round_prefer_floor"))
    elif mode == "linear":
        taps = _linear(antialias)
    elif mode == "cubic":
        taps = _cubic(float(node.attr("cubic_coeff_a", -0.75)), antialias)
    else:
        raise node.bad_attr("mode", f"should be nearest, linear or cubic, got {mode!r}")
    out, factor, axes = _plan(ctx, node, shape)
    roi = ctx.value(1).astype(np.float64).reshape(-1) if ctx.has(1) and ctx.shape(1) != (0,) else None
    exclude, extrapolation = bool(node.attr("exclude_outside", 0)), float(node.attr("extrapolation_value", 0.0))
    spans = [(0.0, 1.0) if roi is None else (float(roi[k]), float(roi[k + len(axes)])) for k in range(len(axes))]
    _apply(ctx, [(a, weights(taps, coords, shape[a], out[a], factor[a], span, exclude, extrapolation))
                 for a, span in zip(axes, spans)])


def _apply(ctx: Ctx, per_axis: list[tuple[int, tuple[np.ndarray, np.ndarray]]]) -> None:
    """Input 0 times each axis's weights (moved last, times W^T, moved back); output 0."""
    x, rank, dtype = ctx.var(0), len(ctx.shape(0)), ctx.dtype(0)
    for a, (w, bias) in per_axis:
        if w.shape[0] == w.shape[1] and np.array_equal(w, np.eye(w.shape[0])) and not bias.any():
            continue
        perm = [i for i in range(rank) if i != a] + [a]
        moved, product = ctx.tmp(), ctx.tmp()
        ctx.op("transpose", {"X": x}, {"Out": moved}, perm=perm)
        ctx.op("matmul", {"X": moved, "Y": ctx.const(w.T.astype(dtype))}, {"Out": product})
        if bias.any():
            product = binary(ctx, "add", product, ctx.const(bias.astype(dtype)))
        x = ctx.tmp()
        ctx.op("transpose", {"X": product}, {"Out": x}, perm=[int(i) for i in np.argsort(perm)])
    ctx.alias(0, x)


@converter("Upsample")
def _upsample(ctx: Ctx, node: Node) -> None:
    """The deprecated Upsample (opset 9): nearest with integer scales repeats each element."""
    mode = node.attr("mode", "nearest")
    scales = ctx.value(1).astype(np.float64).reshape(-1) if ctx.opset >= 9 else np.asarray(node.attr("scales"))
    if mode != "nearest" or not all(float(s).is_integer() for s in scales):
        raise node.unsupported(f"Upsample with mode {mode!r} or fractional scales")
    shape = ctx.shape(0)
    _apply(ctx, [(a, weights(_nearest("floor"), "asymmetric", n, int(n * s), float(s), (0.0, 1.0), False, 0.0))
                 for a, (n, s) in enumerate(zip(shape, scales))])
