"""lrn: local response normalisation across channels (ONNX's LRN; AlexNet's and GoogLeNet's, v2's
img_cmrnorm): each element divided by (bias + alpha / size * the sum of squares of the `size`
neighbouring channels at its position) ** beta.

The window of channel c runs from c - floor((size - 1) / 2) to c + ceil((size - 1) / 2), clipped
to the channels (ONNX's rule; torch's local_response_norm puts the larger half first for an even
size; the channels reversed, the same windows: the oracle). Window sums are differences of a
running sum along the channel axis.
"""
from __future__ import annotations

from typing import Any

from paddle.registry import Function

from ._xp import xp_of



def _window_sum(a: Any, before: int, after: int) -> Any:
    """For each channel c, the sum of a's channels c - before .. c + after (clipped)."""
    xp = xp_of(a)
    c = a.shape[1]
    zero = xp.zeros_like(a[:, :1])
    run = xp.concatenate([zero, xp.cumsum(a, axis=1)], axis=1)  # run[:, i] = sum of channels < i
    hi = xp.minimum(xp.arange(c) + after + 1, c)
    lo = xp.maximum(xp.arange(c) - before, 0)
    return xp.take(run, hi, axis=1) - xp.take(run, lo, axis=1)


def _scale(x: Any, size: int, alpha: float, bias: float) -> Any:
    return bias + (alpha / size) * _window_sum(x * x, (size - 1) // 2, size // 2)


def _lrn(x: Any, *, size: int, alpha: float, beta: float, bias: float) -> Any:
    return (x * _scale(x, size, alpha, bias) ** -beta).astype(x.dtype)


def _lrn_grad(x: Any, dout: Any, *, size: int, alpha: float, beta: float, bias: float) -> Any:
    """dX = dOut s^-beta - 2 alpha beta / size * x * (the windows holding each channel summed of
    dOut x s^(-beta - 1)): the transposed window runs the other way."""
    s = _scale(x, size, alpha, bias)
    inner = dout * x * s ** (-beta - 1)
    back = _window_sum(inner, size // 2, (size - 1) // 2)
    return (dout * s ** -beta - (2 * alpha * beta / size) * x * back).astype(x.dtype)


def _lrn_inputs(rng: Any, dtype: Any, *, size: int, alpha: float, beta: float, bias: float) -> dict[str, Any]:
    """Channels around the window's size, so that windows are clipped at either end."""
    channels = max(1, min(size + int(rng.integers(-1, 4)), 12))
    shape = (int(rng.integers(1, 3)), channels) + tuple(int(v) for v in rng.integers(1, 3, size=2))
    return {"X": rng.normal(0.0, 1.5, shape).astype(dtype)}


lrn = (
    Function("lrn", "Local response normalisation across channels, as ONNX's LRN: X / (bias + alpha / size * "
             "the sum of X^2 over the size channels around each one) ** beta.")
    .input("X", "an [N, C, ...] tensor (rank 2 or more)", shape=("N", "C", "...S"))
    .output("Out", "shaped like X", like="X")
    .attribute("size", int, "the number of channels in a window").must_set().in_range(1, 64)
    .attribute("alpha", float, "the scale of the window's mean of squares").default(0.0001).in_range(0.0, 1000.0)
    .attribute("beta", float, "the power of the divisor").default(0.75).in_range(0.0, 16.0)
    .attribute("bias", float, "added to the scaled sum").default(1.0).at_least(0.001)
    # torch's window puts the larger half before the channel: the same windows with the channels reversed
    .oracle("torch", "torch.flip(torch.nn.functional.local_response_norm(torch.flip(X, [1]), size, alpha, beta, "
            "bias), [1])")
    .kernel(_lrn)
    .grad(_lrn_grad, reads=("X",))
    .test_inputs(_lrn_inputs)
    .example("y = layers.lrn(data('x', [None, 96, 55, 55]), size=5, alpha=0.0001, beta=0.75, bias=2.0)")
    .register()
)
