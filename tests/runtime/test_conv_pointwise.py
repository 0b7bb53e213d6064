"""1 x 1 convolutions without padding (kernels/_pointwise.py): a matrix product per image, forward
and both gradients, through the registered cpu kernels, against torch: stride 1, ResNet's stride-2
shortcut (a smaller batch), an odd image with strides 3 x 2 (the kept pixels do not reach the last
row or column), on a strided view, and with one gradient asked for."""
from __future__ import annotations

import numpy as np
import pytest

from paddle.kernels import _pointwise, conv

torch = pytest.importorskip("torch")
F = torch.nn.functional

CASES = {  # input shape, output channels, strides
    "stride1": ((3, 5, 9, 9), 7, (1, 1)),
    "resnet_shortcut": ((4, 16, 32, 32), 32, (2, 2)),
    "odd_stride3x2": ((2, 3, 10, 9), 4, (3, 2)),
}


@pytest.mark.parametrize("native", [True, False])
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("name", CASES)
def test_pointwise_layers_match_torch(name: str, dtype: type, native: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Strided layers through the C++ kernels and, as layers past NATIVE_MAX_CHANNELS take, numpy."""
    if not native:
        monkeypatch.setattr(_pointwise, "NATIVE_MAX_CHANNELS", 0)
    shape, m, strides = CASES[name]
    rng = np.random.default_rng(7)
    x = rng.normal(size=(shape[0], 2 * shape[1]) + shape[2:]).astype(dtype)[:, ::2]  # a strided view
    w = rng.normal(size=(m, shape[1], 1, 1)).astype(dtype)
    xt, wt = torch.tensor(x.astype(np.float64), requires_grad=True), torch.tensor(w.astype(np.float64),
                                                                                 requires_grad=True)
    y = F.conv2d(xt, wt, None, strides)
    dout = rng.normal(size=tuple(y.shape))
    y.backward(torch.tensor(dout))
    attrs = dict(strides=list(strides), paddings=[0, 0], dilations=[1, 1], groups=1)
    g = conv._geometry("conv2d", x.shape[2:], w, *[attrs[k] for k in ("strides", "paddings", "dilations")])
    assert _pointwise.applies(g, 1) and not conv._direct(x, g, 1)
    out = conv._conv2d_cpu(x, w, **attrs)
    dx, dw = conv._conv2d_grad_cpu(x, w, dout.astype(dtype), **attrs)
    tol = 1e-10 if dtype == np.float64 else 1e-4
    for ours, theirs in ((out, y.detach().numpy()), (dx, xt.grad.numpy()), (dw, wt.grad.numpy())):
        assert ours.dtype == dtype and ours.shape == theirs.shape
        np.testing.assert_allclose(ours, theirs, rtol=0, atol=tol * np.abs(theirs).max())
    only_dw = conv._conv2d_grad_cpu(x, w, dout.astype(dtype), needed=(False, True), **attrs)
    assert only_dw[0] is None and np.array_equal(only_dw[1], dw)


def test_padded_or_grouped_1x1_layers_do_not_take_it() -> None:
    assert not _pointwise.applies(conv.Geometry(1, 1, 1, 1, 1, 1, 1, 1, 8, 8), 1)  # padded
    assert not _pointwise.applies(conv.Geometry(1, 1, 1, 1, 0, 0, 1, 1, 8, 8), 2)  # two groups
    assert not _pointwise.applies(conv.Geometry(3, 3, 1, 1, 0, 0, 1, 1, 8, 8), 1)  # 3 x 3


@pytest.mark.parametrize("batch", [1, 5, 9])
def test_strided_layers_at_any_batch_match_torch_in_the_cpp_kernels(batch: int) -> None:
    """Strided layers run on the C++ kernels (an image a work item; the filter gradient summed in
    groups of 4 images): one image, 5 and 9 (a last group of 1, odd counts at 2 threads), 3 x 3
    strides on an image the kept pixels do not fill a whole vector of (5 x 5 of 13 x 13), dOut a
    strided view; float64 against torch, each gradient alone too."""
    rng = np.random.default_rng(batch)
    x = rng.normal(size=(batch, 6, 13, 13))
    w = rng.normal(size=(10, 6, 1, 1))
    g = conv._geometry("conv2d", x.shape[2:], w, [3, 3], [0, 0], [1, 1])
    assert _pointwise._native_applies(x, w, g)
    xt, wt = torch.tensor(x, requires_grad=True), torch.tensor(w, requires_grad=True)
    y = F.conv2d(xt, wt, None, 3)
    dout = np.repeat(rng.normal(size=tuple(y.shape)), 2, axis=1)[:, ::2]
    y.backward(torch.tensor(dout))
    out = _pointwise.forward(x, w, g)
    dx, dw = _pointwise.backward(x, w, dout, g, (True, True))
    for ours, theirs in ((out, y.detach().numpy()), (dx, xt.grad.numpy()), (dw, wt.grad.numpy())):
        np.testing.assert_allclose(ours, theirs, rtol=1e-12, atol=1e-12)
    assert _pointwise.backward(x, w, dout, g, (True, False))[1] is None
    assert np.array_equal(_pointwise.backward(x, w, dout, g, (False, True))[1], dw)


def test_strided_layers_give_the_same_bits_at_any_thread_count() -> None:
    from paddle.kernels import _native
    rng = np.random.default_rng(3)
    x = rng.normal(size=(19, 16, 32, 32)).astype(np.float32)
    w = rng.normal(size=(32, 16, 1, 1)).astype(np.float32)
    d = rng.normal(size=(19, 32, 16, 16)).astype(np.float32)
    g = conv._geometry("conv2d", x.shape[2:], w, [2, 2], [0, 0], [1, 1])

    def run(threads: int) -> list[bytes]:
        _native.set_threads(threads)
        try:
            return [a.tobytes() for a in (_pointwise.forward(x, w, g), *_pointwise.backward(x, w, d, g, (True, True)))]
        finally:
            _native.set_threads(0)
    one = run(1)
    assert run(2) == one and run(3) == one


def test_wide_strided_layers_take_numpy() -> None:
    """Past NATIVE_MAX_CHANNELS the per-image BLAS products are the faster way."""
    g = conv.Geometry(1, 1, 2, 2, 0, 0, 1, 1, 4, 4)
    wide = np.zeros((1, _pointwise.NATIVE_MAX_CHANNELS + 1, 8, 8), np.float32)
    assert not _pointwise._native_applies(wide, np.zeros((8, wide.shape[1], 1, 1), np.float32), g)
    narrow = np.zeros((1, 8, 8, 8), np.float32)
    assert _pointwise._native_applies(narrow, np.zeros((8, 8, 1, 1), np.float32), g)
    assert not _pointwise._native_applies(narrow, np.zeros((8, 8, 1, 1), np.float32), g._replace(sh=1, sw=1))
