"""block_expand: images as sequences of blocks (v2's block_expand_layer, im2col): each image of
X [N, C, H, W] becomes a sequence of out_h * out_w steps, one per block_y x block_x block (stride
apart, over the image padded with zeros), each step the block's C * block_y * block_x values
(channel, then row, then column). Blocks may hang over the bottom and right edges (zeros there),
so out_h = 1 + ceil((H + 2 padding_y - block_y) / stride_y), as v2's."""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from paddle.registry import Function, LodArray, SequenceType, TensorInfo, dim_mul, require

from ._xp import xp_of


def _blocks(size: int, block: int, stride: int, padding: int) -> int:
    return 1 + math.ceil((size + 2 * padding - block) / stride)


def _counts(x_shape: Any, a: dict[str, int]) -> tuple[int, int]:
    return (_blocks(x_shape[2], a["block_y"], a["stride_y"], a["padding_y"]),
            _blocks(x_shape[3], a["block_x"], a["stride_x"], a["padding_x"]))


def _shape(x: TensorInfo, **a: int) -> TensorInfo:
    n, c, h, w = x.shape
    for size, axis in ((h, "y"), (w, "x")):
        block, padding = a[f"block_{axis}"], a[f"padding_{axis}"]
        require(size is None or size + 2 * padding >= block,
                f"block_{axis} ({block}) should fit the padded image ({size} + 2 x {padding})")
    steps = None if h is None or w is None else _counts(x.shape, a)[0] * _counts(x.shape, a)[1]
    cols = None if c is None else c * a["block_y"] * a["block_x"]
    return TensorInfo((dim_mul(n, steps), cols), x.dtype, SequenceType.SEQUENCE)


def _padded(x: Any, a: dict[str, int], oh: int, ow: int) -> Any:
    """X with its padding, and the zeros the last blocks hang over."""
    need_h, need_w = (oh - 1) * a["stride_y"] + a["block_y"], (ow - 1) * a["stride_x"] + a["block_x"]
    py, px = a["padding_y"], a["padding_x"]
    extra_h, extra_w = max(0, need_h - x.shape[2] - 2 * py), max(0, need_w - x.shape[3] - 2 * px)
    return xp_of(x).pad(x, ((0, 0), (0, 0), (py, py + extra_h), (px, px + extra_w)))


def _window(a: dict[str, int], ky: int, kx: int, oh: int, ow: int) -> tuple[slice, slice]:
    sy, sx = a["stride_y"], a["stride_x"]
    return slice(ky, ky + sy * (oh - 1) + 1, sy), slice(kx, kx + sx * (ow - 1) + 1, sx)


def _forward(x: Any, *, lod: Any, **a: int) -> LodArray:
    """(`lod`: taken so the runtime accepts the offsets this kernel makes; X has none.)"""
    xp = xp_of(x)
    n, c = x.shape[:2]
    oh, ow = _counts(x.shape, a)
    padded = _padded(x, a, oh, ow)
    cols = xp.empty((n, c, a["block_y"], a["block_x"], oh, ow), x.dtype)
    for place, block in _pieces(a, oh, ow):
        cols[place] = padded[block]
    out = cols.transpose(0, 4, 5, 1, 2, 3).reshape(n * oh * ow, -1)
    return LodArray.of(out, [i * oh * ow for i in range(n + 1)])


def _pieces(a: dict[str, int], oh: int, ow: int) -> list[tuple[Any, Any]]:
    """(index into the blocks [N, C, by, bx, oh, ow], index into the padded images) pairs that
    together copy every block: one per cell of a block, or one per block where there are fewer
    blocks than cells (large blocks), so the loop is short either way."""
    by, bx, sy, sx = a["block_y"], a["block_x"], a["stride_y"], a["stride_x"]
    every = slice(None)
    if by * bx <= oh * ow:
        return [((every, every, ky, kx), (every, every) + _window(a, ky, kx, oh, ow))
                for ky in range(by) for kx in range(bx)]
    return [((every, every, every, every, i, j), (every, every, slice(i * sy, i * sy + by), slice(j * sx, j * sx + bx)))
            for i in range(oh) for j in range(ow)]


def _backward(x: Any, dout: Any, *, lod: Any, **a: int) -> Any:
    """Each block's gradient added back where the block was read (col2im)."""
    xp = xp_of(x)
    n, c, h, w = x.shape
    oh, ow = _counts(x.shape, a)
    dcols = xp.asarray(dout).reshape(n, oh, ow, c, a["block_y"], a["block_x"]).transpose(0, 3, 4, 5, 1, 2)
    dpadded = xp.zeros(_padded(x, a, oh, ow).shape, x.dtype)
    for place, block in _pieces(a, oh, ow):
        dpadded[block] += dcols[place]
    py, px = a["padding_y"], a["padding_x"]
    return dpadded[:, :, py:py + h, px:px + w]


def _reference(x: np.ndarray, *, lod: Any, **a: int) -> LodArray:
    """Block by block, each copied from the zero-padded image (written apart from the kernel)."""
    n, c, h, w = x.shape
    oh, ow = _counts(x.shape, a)
    by, bx, sy, sx, py, px = (a[k] for k in ("block_y", "block_x", "stride_y", "stride_x", "padding_y", "padding_x"))
    canvas = np.zeros((n, c, h + 2 * py + by + sy, w + 2 * px + bx + sx))
    canvas[:, :, py:py + h, px:px + w] = x
    rows = [canvas[i, :, r * sy:r * sy + by, q * sx:q * sx + bx].reshape(-1)
            for i in range(n) for r in range(oh) for q in range(ow)]
    return LodArray.of(np.array(rows).reshape(n * oh * ow, c * by * bx), [i * oh * ow for i in range(n + 1)])


def _inputs(rng: Any, dtype: Any, **a: int) -> dict[str, Any]:
    """Images the blocks fit (at least a block high and wide, padding counted), a few larger."""
    h = max(1, a["block_y"] - 2 * a["padding_y"]) + int(rng.integers(0, 4))
    w = max(1, a["block_x"] - 2 * a["padding_x"]) + int(rng.integers(0, 4))
    return {"X": rng.normal(size=(int(rng.integers(1, 3)), int(rng.integers(1, 3)), h, w)).astype(dtype)}


block_expand = (
    Function("block_expand", "Images as sequences of blocks (im2col, v2's block_expand): image i of X becomes "
             "sequence i, one step per block_y x block_x block (stride apart, zero padding), each step the "
             "block's C * block_y * block_x values.")
    .input("X", "[N, C, H, W] images", shape=("N", "C", "H", "W"))
    .output("Out", "[N * out_h * out_w, C * block_y * block_x]: a sequence of blocks per image")
    .attribute("block_x", int, "the blocks' width").must_set().in_range(1, 32)
    .attribute("block_y", int, "the blocks' height").must_set().in_range(1, 32)
    .attribute("stride_x", int, "the step between blocks along W").default(1).in_range(1, 32)
    .attribute("stride_y", int, "the step between blocks along H").default(1).in_range(1, 32)
    .attribute("padding_x", int, "zeros added left and right").default(0).in_range(0, 16)
    .attribute("padding_y", int, "zeros added above and below").default(0).in_range(0, 16)
    .shape(_shape)
    .reference(_reference)
    .oracle("numpy")
    .kernel(_forward)
    .grad(_backward, reads=("X",))
    .test_inputs(_inputs)
    .example("x = data('x', [None, 1, 8, 8])\n"
             "blocks = layers.block_expand(x, block_x=4, block_y=4, stride_x=4, stride_y=4)  # 4 steps of 16")
    .register()
)
