"""The direct convolution's filter gradient sums images in chunks (16 a chunk for small images, 8
for large ones; kernels/cpp/conv_direct.cc), each chunk's sums added in chunk order: at odd sizes
over several chunks, the last one partial, it matches torch and gives the same bits at 1, 2 and 3
threads."""
from __future__ import annotations

import numpy as np
import pytest

from paddle.kernels import _native

torch = pytest.importorskip("torch")


@pytest.mark.parametrize("images,size,stride", [(37, (7, 9), 1), (35, (11, 13), 2), (19, (23, 21), 1)])
def test_filter_gradient_over_several_chunks(images, size, stride):
    rng = np.random.default_rng(images)
    x = rng.normal(size=(images, 5, *size)).astype(np.float32)
    w = rng.normal(size=(7, 5, 3, 3)).astype(np.float32)
    y = _native.conv2d_direct_f32(x, w, 1, 1, 1, 1, 1, stride, stride)
    dy = rng.normal(size=y.shape).astype(np.float32)
    runs = []
    try:
        for threads in (1, 2, 3):
            _native.set_threads(threads)
            dx, dw = _native.conv2d_direct_grad_f32(x, w, dy, 1, 1, 1, 1, 1, True, True, stride, stride)
            runs.append((dx.tobytes(), dw.tobytes()))
    finally:
        _native.set_threads(0)
    assert runs[0] == runs[1] == runs[2]
    tx = torch.tensor(x, dtype=torch.float64, requires_grad=True)
    tw = torch.tensor(w, dtype=torch.float64, requires_grad=True)
    torch.nn.functional.conv2d(tx, tw, stride=stride, padding=1).backward(torch.tensor(dy, dtype=torch.float64))
    np.testing.assert_allclose(dw, tw.grad.numpy(), rtol=1e-4, atol=1e-3)
    np.testing.assert_allclose(dx, tx.grad.numpy(), rtol=1e-4, atol=1e-4)
