"""Winograd's F(4 x 4, 3 x 3) for stride-1 3 x 3 convolutions (kernels/cpp/conv_winograd*.cc): the
forward, the input gradient (the same kernel on dOut with the filters flipped and transposed) and
the filter gradient, against torch in float64 (sizes that are not whole 4 x 4 tiles, paddings 0 to
2, batches that are not whole 16-image chunks) and, in float32 through the registered cpu kernels,
at ResNet-20's shapes; and the same bits at 1, 2 and 3 threads.
"""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from paddle.kernels import _native, _winograd, conv

torch = pytest.importorskip("torch")
F = torch.nn.functional

# (input shape, output channels, paddings): odd sizes (tiles cut by the output's edge), one image,
# 17 images (a chunk and one lane of the next), no padding, padding 2, a 3 x 3 image
CASES = {
    "odd_sizes_pad1": ((3, 5, 9, 7), 4, (1, 1)),
    "batch17_8x8": ((17, 3, 8, 8), 6, (1, 1)),
    "pad0_and_2": ((2, 4, 10, 13), 3, (0, 2)),
    "tiny_image": ((1, 2, 3, 3), 2, (0, 0)),
    "pad2_wide": ((2, 3, 5, 11), 5, (2, 2)),
}


def _torch_grads(x: np.ndarray, w: np.ndarray, pad: tuple[int, int], seed: int = 3) -> tuple[Any, ...]:
    xt, wt = torch.tensor(x, requires_grad=True), torch.tensor(w, requires_grad=True)
    y = F.conv2d(xt, wt, None, 1, pad)
    dout = np.random.default_rng(seed).normal(size=tuple(y.shape)).astype(x.dtype)
    y.backward(torch.tensor(dout))
    return y.detach().numpy(), dout, xt.grad.numpy(), wt.grad.numpy()


@pytest.mark.parametrize("name", CASES)
def test_winograd_matches_torch_in_float64(name: str) -> None:
    shape, m, pad = CASES[name]
    rng = np.random.default_rng(5)
    x, w = rng.normal(size=shape), rng.normal(size=(m, shape[1], 3, 3))
    want, dout, want_dx, want_dw = _torch_grads(x, w, pad)
    got = _native.conv2d_winograd4_f64(x, w, *pad)
    g = conv.Geometry(3, 3, 1, 1, pad[0], pad[1], 1, 1, *want.shape[2:])
    dx = _winograd.input_grad(w, dout, g)
    dw = _native.conv2d_winograd4_filter_grad_f64(x, dout, *pad)
    for ours, theirs in ((got, want), (dx, want_dx), (dw, want_dw)):
        np.testing.assert_allclose(ours, theirs, rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("channels,size", [(16, 32), (32, 16), (64, 8)])
def test_resnet20_layers_take_winograd_and_match_torch_in_float32(channels: int, size: int) -> None:
    """The registered cpu kernels at ResNet-20's stride-1 layers (a smaller batch), float32 against
    torch in float64: within 1e-4 of each result's largest value."""
    rng = np.random.default_rng(channels)
    x = rng.normal(size=(24, channels, size, size)).astype(np.float32)  # a chunk and a half of 16
    w = (rng.normal(size=(channels, channels, 3, 3)) / (3 * channels ** 0.5)).astype(np.float32)
    g = conv.Geometry(3, 3, 1, 1, 1, 1, 1, 1, size, size)
    assert conv._direct(x, g, 1) and _winograd.applies(x, w, g, 1)
    assert _winograd.applies_to_filter_grad(x, w) == (channels >= _winograd.FILTER_GRAD_MIN_CHANNELS)
    want, dout, want_dx, want_dw = _torch_grads(x.astype(np.float64), w.astype(np.float64), (1, 1))
    attrs = dict(strides=[1, 1], paddings=[1, 1], dilations=[1, 1], groups=1)
    out = conv._conv2d_cpu(x, w, **attrs)
    dx, dw = conv._conv2d_grad_cpu(x, w, dout.astype(np.float32), **attrs)
    for ours, theirs in ((out, want), (dx, want_dx), (dw, want_dw)):
        assert ours.dtype == np.float32
        np.testing.assert_allclose(ours, theirs, rtol=0, atol=1e-4 * np.abs(theirs).max())


@pytest.mark.parametrize("batch", [1, 8, 17])
def test_a_batch_that_leaves_most_lanes_empty_takes_the_direct_kernel(batch: int) -> None:
    """The kernels fill 16 images a chunk: at batch 1 (inference) Winograd took 6x to 8x the direct
    kernel's time, so such batches do not take it (ONNX ResNet-50 and DenseNet-121 ran 1.6x and
    3.3x slower with it)."""
    x = np.zeros((batch, 64, 8, 8), np.float32)
    w = np.zeros((64, 64, 3, 3), np.float32)
    g = conv.Geometry(3, 3, 1, 1, 1, 1, 1, 1, 8, 8)
    assert conv._direct(x, g, 1) and not _winograd.applies(x, w, g, 1)
    assert _winograd.applies(np.zeros((64, 64, 8, 8), np.float32), w, g, 1)  # ResNet-20's batch


def test_the_filter_gradient_in_float32_on_a_strided_batch() -> None:
    """float32 filter gradient on views (every other image and channel), 40 images (3 chunks, the
    last partial) of 24 x 24 (108 tiles of 16 images: summed in 6 parts), against torch in float64."""
    rng = np.random.default_rng(2)
    x = rng.normal(size=(80, 64, 24, 24)).astype(np.float32)[::2, ::2]
    w = rng.normal(size=(40, 32, 3, 3))
    _, dout, _, want_dw = _torch_grads(x.astype(np.float64), w, (1, 1))
    d32 = np.repeat(dout.astype(np.float32), 2, axis=1)[:, ::2]  # a strided view too
    dw = _native.conv2d_winograd4_filter_grad_f32(x, d32, 1, 1)
    np.testing.assert_allclose(dw, want_dw, rtol=0, atol=1e-4 * np.abs(want_dw).max())


@pytest.mark.parametrize("item_kib", [8, 512, 1 << 20])
def test_items_of_any_size_match_torch(item_kib: int) -> None:
    """The forward in work items of 3 tiles (parts of tile rows, from chunk planes laid out first),
    of whole tile rows (each item lays out its own band of rows) and of whole images; 18 images
    (a chunk and 2 lanes), 18 x 17 (tiles cut by both edges), float64 against torch."""
    rng = np.random.default_rng(4)
    x, w = rng.normal(size=(18, 5, 18, 17)), rng.normal(size=(6, 5, 3, 3))
    want = F.conv2d(torch.tensor(x), torch.tensor(w), None, 1, (1, 2)).numpy()
    got = _native.conv2d_winograd4_f64(x, w, 1, 2, item_kib)
    np.testing.assert_allclose(got, want, rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("part_tiles", [1, 16, 1000])
def test_filter_gradient_in_parts_of_any_size_matches_torch(part_tiles: int) -> None:
    """The filter gradient's batch of tiles summed in parts of 1 tile, 16 tiles (the last part
    longer) and all in one, float64 against torch."""
    rng = np.random.default_rng(6)
    x, w = rng.normal(size=(18, 5, 10, 9)), rng.normal(size=(6, 5, 3, 3))
    _, dout, _, want_dw = _torch_grads(x, w, (1, 1))
    dw = _native.conv2d_winograd4_filter_grad_f64(x, dout, 1, 1, 512, part_tiles)
    np.testing.assert_allclose(dw, want_dw, rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("batch", [1, 17, 33])
@pytest.mark.parametrize("part_tiles", [3, 6, 12, 1000])
def test_filter_gradient_parts_at_any_batch_match_torch(batch: int, part_tiles: int) -> None:
    """The filter gradient of 9-tile images (10 x 9) in parts of one tile row of a chunk (each
    laying out its own band), of two rows then one (parts of unequal size), and, from all chunks'
    planes laid out first (parts longer than an image), in parts across chunks (33 images: 27 tiles
    in 2 parts) or in one; one image, 17 (a chunk and a lane) and 33 (an odd count of parts at 2
    threads), float64 against torch."""
    rng = np.random.default_rng(batch)
    x, w = rng.normal(size=(batch, 4, 10, 9)), rng.normal(size=(5, 4, 3, 3))
    _, dout, _, want_dw = _torch_grads(x, w, (1, 1))
    dw = _native.conv2d_winograd4_filter_grad_f64(x, dout, 1, 1, 512, part_tiles)
    np.testing.assert_allclose(dw, want_dw, rtol=1e-10, atol=1e-10)


def _run_all(threads: int) -> list[bytes]:
    """Forward and filter gradient at `threads` threads: 40 images of 20 x 20 (25 tiles of 16
    images: the filter gradient sums parts of 3 and 2 tile rows of each chunk, or 2 parts of all
    chunks' planes; the forward's items lay out bands of whole tile rows)."""
    rng = np.random.default_rng(11)
    x = rng.normal(size=(40, 32, 20, 20)).astype(np.float32)
    w = rng.normal(size=(32, 32, 3, 3)).astype(np.float32)
    d = rng.normal(size=(40, 32, 20, 20)).astype(np.float32)
    _native.set_threads(threads)
    try:
        return [_native.conv2d_winograd4_f32(x, w, 1, 1).tobytes(),
                _native.conv2d_winograd4_filter_grad_f32(x, d, 1, 1).tobytes(),
                _native.conv2d_winograd4_filter_grad_f32(x, d, 1, 1, 512, 30).tobytes()]
    finally:
        _native.set_threads(0)


def test_winograd_gives_the_same_bits_at_any_thread_count() -> None:
    one = _run_all(1)
    assert _run_all(2) == one
    assert _run_all(3) == one


def test_refused_inputs_raise() -> None:
    x = np.ones((2, 3, 8, 8), np.float32)
    with pytest.raises(ValueError):
        _native.conv2d_winograd4_f32(x, np.ones((2, 4, 3, 3), np.float32), 1, 1)  # channels differ
    with pytest.raises(ValueError):
        _native.conv2d_winograd4_f32(x, np.ones((2, 3, 3, 3), np.float32), 3, 1)  # padding past 2
    with pytest.raises(ValueError):
        _native.conv2d_winograd4_filter_grad_f32(x, np.ones((2, 4, 7, 8), np.float32), 1, 1)  # dOut's size
