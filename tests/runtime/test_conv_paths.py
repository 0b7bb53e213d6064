"""Every cpu path of the convolutions against torch, forward and both gradients: the generated tests
draw small random cases, which may miss a path's own corner (a pointwise convolution with unequal
strides, a depthwise one with a channel multiplier, an image large enough for the direct kernel).

conv2d's cpu kernel picks: depthwise (groups == channels, one input channel per filter), pointwise
(1 x 1, no padding, one group: a BLAS product per image), the C++ direct convolution (stride 1, an
output of 49+ pixels), else im2col + BLAS; conv (N-D) runs 1-D as 2-D and 3-D by its array kernel.
"""
from __future__ import annotations

import numpy as np
import pytest

from paddle.kernels import _depthwise, conv, conv_nd

torch = pytest.importorskip("torch")
F = torch.nn.functional

# (input shape, filter shape, strides, paddings, dilations, groups)
CASES = {
    "depthwise": ((2, 6, 9, 8), (6, 1, 3, 3), [2, 1], [1, 0], [1, 2], 6),
    "depthwise_multiplier": ((1, 4, 7, 7), (12, 1, 3, 3), [1, 1], [1, 1], [1, 1], 4),
    "pointwise_strided": ((2, 5, 9, 8), (7, 5, 1, 1), [2, 3], [0, 0], [1, 1], 1),
    "direct": ((1, 3, 30, 30), (4, 3, 3, 3), [1, 1], [1, 1], [1, 1], 1),
    "im2col_wide": ((1, 129, 8, 8), (3, 129, 3, 3), [1, 1], [1, 1], [1, 1], 1),  # past DIRECT_MAX_CHANNELS
    "im2col_grouped": ((2, 8, 6, 5), (6, 4, 3, 2), [1, 2], [1, 1], [2, 1], 2),
    "one_d": ((2, 4, 11), (6, 2, 3), [2], [1], [2], 2),
    "three_d": ((1, 2, 5, 6, 4), (3, 2, 3, 2, 2), [1, 2, 1], [1, 0, 1], [1, 1, 2], 1),
}


@pytest.mark.parametrize("name", CASES)
def test_conv_path_matches_torch(name: str) -> None:
    xs, ws, strides, paddings, dilations, groups = CASES[name]
    rng = np.random.default_rng(7)
    x, w, b = rng.normal(size=xs), rng.normal(size=ws), rng.normal(size=ws[0])
    xt, wt, bt = (torch.tensor(a, requires_grad=True) for a in (x, w, b))
    rank = len(xs) - 2
    want = getattr(F, f"conv{rank}d")(xt, wt, bt, stride=strides, padding=paddings, dilation=dilations, groups=groups)
    dout = rng.normal(size=tuple(want.shape))
    want.backward(torch.tensor(dout))
    attrs = dict(strides=strides, paddings=paddings, dilations=dilations, groups=groups)
    forward, backward = (conv._conv2d_op_cpu, conv._conv2d_op_grad_cpu) if rank == 2 else \
        (conv_nd._conv_op_cpu, conv_nd._conv_op_grad_cpu)
    np.testing.assert_allclose(forward(x, w, b, **attrs), want.detach().numpy(), rtol=1e-10, atol=1e-10)
    dx, dw, db = backward(x, w, b, dout, **attrs)
    for got, ref in ((dx, xt.grad), (dw, wt.grad), (db, bt.grad)):
        np.testing.assert_allclose(got, ref.numpy(), rtol=1e-10, atol=1e-10)


def test_paths_are_the_ones_named() -> None:
    """The cases above reach the paths their names say (a changed threshold would move them)."""
    assert _depthwise.applies(np.empty(CASES["depthwise"][0]), np.empty(CASES["depthwise"][1]), 6)
    assert conv.DIRECT_MIN_PIXELS <= 30 * 30 and 6 * 5 < conv.DIRECT_MIN_PIXELS
    assert conv.DIRECT_MAX_CHANNELS < 129 <= conv.DIRECT_MAX_CHANNELS * 2 and 8 * 8 >= conv.DIRECT_MIN_PIXELS
