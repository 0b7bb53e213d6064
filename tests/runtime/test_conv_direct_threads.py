"""The C++ direct convolution (kernels/cpp/conv_direct.cc) at every stride, against torch: a strided image
is split into phase planes (each tap a shift of one plane), and the input gradient is taken phase
by phase, so odd strides, strides that do not divide the window, dilations, groups, paddings and a
batch of one each reach their own corner of the index arithmetic. And the persistent thread pool
(kernels/cpp/thread_pool.cc): the kernels give the same bits at 1, 2 and 3 threads, and the
ResNet-20 step's sizes run on it.
"""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from paddle.kernels import _native, conv

torch = pytest.importorskip("torch")
F = torch.nn.functional

# (input shape, filter shape, strides, paddings, dilations, groups)
CASES = {
    "stride2_pad1": ((2, 3, 17, 15), (4, 3, 3, 3), (2, 2), (1, 1), (1, 1), 1),
    "stride2x3_groups_dilated": ((1, 4, 20, 19), (6, 2, 3, 2), (2, 3), (1, 0), (1, 2), 2),
    "stride3x2_window5": ((2, 4, 13, 14), (4, 4, 5, 5), (3, 2), (2, 1), (1, 1), 1),
    "stride2_dilation_divides": ((2, 6, 12, 11), (4, 3, 3, 3), (2, 2), (2, 2), (2, 1), 2),
    "stride2_pointwise": ((3, 5, 16, 16), (5, 5, 1, 1), (2, 2), (0, 0), (1, 1), 1),
    "stride2_padded_pointwise": ((1, 3, 9, 8), (2, 3, 1, 1), (2, 2), (1, 1), (1, 1), 1),
    "stride1_batch1": ((1, 2, 9, 9), (3, 2, 3, 3), (1, 1), (1, 1), (1, 1), 1),
    "stride4_window_smaller": ((1, 2, 11, 10), (3, 2, 2, 3), (4, 4), (0, 1), (1, 1), 1),
    # rows wide enough for the vectorised split into stride-2 phase columns (8 or 16 pairs at a
    # time, then the rest), after an odd and an even padding
    "stride2_wide_odd_padding": ((2, 3, 7, 37), (4, 3, 3, 3), (2, 2), (1, 1), (1, 1), 1),
    "stride2_wide_even_padding": ((1, 2, 6, 40), (3, 2, 3, 3), (2, 2), (2, 2), (1, 1), 1),
}


def _torch_conv(x: np.ndarray, w: np.ndarray, case: tuple[Any, ...]) -> tuple[Any, ...]:
    _, _, strides, paddings, dilations, groups = case
    xt, wt = torch.tensor(x, requires_grad=True), torch.tensor(w, requires_grad=True)
    y = F.conv2d(xt, wt, None, strides, paddings, dilations, groups)
    dout = np.random.default_rng(3).normal(size=tuple(y.shape))
    y.backward(torch.tensor(dout))
    return y.detach().numpy(), dout, xt.grad.numpy(), wt.grad.numpy()


@pytest.mark.parametrize("name", CASES)
def test_direct_convolution_matches_torch_at_every_stride(name: str) -> None:
    case = CASES[name]
    xs, ws, (sh, sw), (ph, pw), (dh, dw), groups = case
    rng = np.random.default_rng(5)
    x, w = rng.normal(size=xs), rng.normal(size=ws)
    want, dout, want_dx, want_dw = _torch_conv(x, w, case)
    got = _native.conv2d_direct_f64(x, w, ph, pw, dh, dw, groups, sh, sw)
    dx, dwt = _native.conv2d_direct_grad_f64(x, w, dout, ph, pw, dh, dw, groups, True, True, sh, sw)
    for ours, theirs in ((got, want), (dx, want_dx), (dwt, want_dw)):
        np.testing.assert_allclose(ours, theirs, rtol=1e-10, atol=1e-10)


def test_strided_conv2d_cpu_kernel_takes_the_direct_path_and_matches_torch() -> None:
    """The registered cpu kernel, float32, on a strided view (the direct kernel reads strides)."""
    case = ((2, 3, 20, 18), (5, 3, 3, 3), (2, 2), (1, 1), (1, 1), 1)
    rng = np.random.default_rng(9)
    x = rng.normal(size=(2, 6, 20, 18)).astype(np.float32)[:, ::2]
    w = rng.normal(size=case[1]).astype(np.float32)
    want, dout, want_dx, want_dw = _torch_conv(x.astype(np.float64), w.astype(np.float64), case)
    attrs = dict(strides=[2, 2], paddings=[1, 1], dilations=[1, 1], groups=1)
    out = conv._conv2d_cpu(x, w, **attrs)
    dx, dwt = conv._conv2d_grad_cpu(x, w, dout.astype(np.float32), **attrs)
    assert out.shape[2] * out.shape[3] >= conv.DIRECT_MIN_PIXELS and conv._USE_DIRECT
    for ours, theirs in ((out, want), (dx, want_dx), (dwt, want_dw)):
        np.testing.assert_allclose(ours, theirs, rtol=1e-4, atol=1e-4)


def _run_all(threads: int) -> list[bytes]:
    """conv forward and both gradients (stride 1 and 2, several images and groups) and batch_norm,
    float32, at `threads` threads: the bytes of every result."""
    rng = np.random.default_rng(11)
    x = rng.normal(size=(9, 4, 12, 12)).astype(np.float32)
    w = rng.normal(size=(6, 2, 3, 3)).astype(np.float32)
    out: list[bytes] = []
    _native.set_threads(threads)
    try:
        for s in (1, 2):
            y = _native.conv2d_direct_f32(x, w, 1, 1, 1, 1, 2, s, s)
            d = rng.normal(size=y.shape).astype(np.float32)
            out += [y.tobytes(), *(g.tobytes() for g in
                                   _native.conv2d_direct_grad_f32(x, w, d, 1, 1, 1, 1, 2, True, True, s, s))]
        cols = _native.im2col_f32(x, 3, 3, 2, 2, 1, 1, 1, 1, 6, 6)
        out += [cols.tobytes(), _native.col2im_f32(cols, 4, 12, 12, 3, 3, 2, 2, 1, 1, 1, 1, 6, 6).tobytes()]
    finally:
        _native.set_threads(0)
    return out


def test_kernels_give_the_same_bits_at_any_thread_count() -> None:
    """dW's partial sums per chunk of images are added in a fixed order, and every other result is
    written by one thread: the thread count (and which thread took which chunk) changes no bit."""
    one = _run_all(1)
    assert _run_all(2) == one
    assert _run_all(3) == one


def test_thread_setting_is_honoured_and_zero_means_the_default() -> None:
    try:
        _native.set_threads(3)
        assert _native.threads() == 3
    finally:
        _native.set_threads(0)
    assert _native.threads() >= 1


def test_a_refused_input_leaves_the_threaded_kernels_working() -> None:
    """A filter that does not fit raises ValueError at 2 threads, and the next call runs and is right."""
    _native.set_threads(2)
    try:
        x = np.ones((4, 3, 8, 8), np.float32)
        with pytest.raises(ValueError):
            _native.conv2d_direct_f32(x, np.ones((2, 2, 3, 3), np.float32), 1, 1, 1, 1, 1, 2, 2)
        y = _native.conv2d_direct_f32(x, np.ones((2, 3, 3, 3), np.float32), 1, 1, 1, 1, 1, 2, 2)
        assert y.shape == (4, 2, 4, 4) and y[0, 0, 1, 1] == 27.0
    finally:
        _native.set_threads(0)
