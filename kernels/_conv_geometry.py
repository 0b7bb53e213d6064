"""A 2-D convolution's geometry (kernels/conv.py): its window, the output's size, and the checks of
concrete arrays at run time as typed errors (the shape rules' checks on declared shapes are in conv.py).
"""
from __future__ import annotations

from typing import Any, NamedTuple

from paddle.registry.errors import input_error


class Geometry(NamedTuple):
    """One convolution's sizes: kernel, strides, paddings, dilations and the output's spatial size."""

    kh: int
    kw: int
    sh: int
    sw: int
    ph: int
    pw: int
    dh: int
    dw: int
    oh: int
    ow: int


def conv_size(size: int | None, k: int | None, s: int, p: int, d: int) -> int | None:
    """The output size of a convolution along one axis (None where a size is unknown)."""
    if size is None or k is None:
        return None
    return (size + 2 * p - d * (k - 1) - 1) // s + 1


def transpose_size(size: int | None, k: int | None, s: int, p: int, d: int) -> int | None:
    """conv2d_transpose's output size: the input size of the conv2d it is the gradient of."""
    if size is None or k is None:
        return None
    return (size - 1) * s - 2 * p + d * (k - 1) + 1


# --- run-time geometry: the same rules on concrete arrays, as typed errors ---------------------------
def _geometry(op: str, image: tuple[int, ...], w: Any, strides: list[int], paddings: list[int],
              dilations: list[int], out: tuple[int, int] | None = None) -> Geometry:
    """The geometry of a convolution of an image of spatial size `image` by filter `w`; its output
    size from the sizes unless given (a gradient's is its forward's input)."""
    kh, kw = int(w.shape[2]), int(w.shape[3])
    if out is None:
        out = (conv_size(image[0], kh, strides[0], paddings[0], dilations[0]) or 0,
               conv_size(image[1], kw, strides[1], paddings[1], dilations[1]) or 0)
    if out[0] <= 0 or out[1] <= 0:
        raise input_error(op, "Input", f"gives an empty output ({out[0]} x {out[1]}): its {image[0]} x "
                          f"{image[1]} image is smaller than the {kh} x {kw} window with strides={strides}, "
                          f"paddings={paddings}, dilations={dilations}", image)
    return Geometry(kh, kw, strides[0], strides[1], paddings[0], paddings[1], dilations[0], dilations[1], *out)


def _check_channels(op: str, c: int, w: Any, groups: int, transpose: bool) -> None:
    per_group = w.shape[0] if transpose else w.shape[1] * groups
    if c % groups or per_group != c or (not transpose and w.shape[0] % groups):
        raise input_error(op, "Filter", f"of shape {tuple(w.shape)} does not fit Input's {c} channels "
                          f"in {groups} groups", tuple(w.shape))


def _transpose_geometry(x: Any, w: Any, strides: list[int], paddings: list[int],
                        dilations: list[int]) -> Geometry:
    """conv2d_transpose's output size, and the geometry of the conv2d it is the transpose of (whose
    input is that output and whose output is x)."""
    oh, ow = (transpose_size(x.shape[2 + a], w.shape[2 + a], strides[a], paddings[a], dilations[a]) or 0
              for a in (0, 1))
    if oh <= 0 or ow <= 0:
        raise input_error("conv2d_transpose", "Input", f"gives an empty output ({oh} x {ow}) with "
                          f"strides={strides}, paddings={paddings}, dilations={dilations}", tuple(x.shape))
    return _geometry("conv2d_transpose", (oh, ow), w, strides, paddings, dilations, out=x.shape[2:])


def _out_size(x: Any, w: Any, g: Geometry) -> tuple[int, int]:
    return (transpose_size(x.shape[2], g.kh, g.sh, g.ph, g.dh) or 0,
            transpose_size(x.shape[3], g.kw, g.sw, g.pw, g.dw) or 0)
