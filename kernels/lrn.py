"""lrn: local response normalisation across channels (ONNX's LRN, v2's img_cmrnorm, AlexNet's).

Each value of X [N, C, ...] is divided by (bias + alpha / size * S) ** beta, where S sums the
squares of the values at the same place in the channels c - floor((size - 1) / 2) ..
c + ceil((size - 1) / 2) (those that exist). v2's img_cmrnorm(size, scale, power) is
lrn(size, alpha=scale, beta=power, bias=1).
"""
from __future__ import annotations

from typing import Any

from paddle.registry import Function, TensorInfo, require

from ._xp import xp_of


def _shape(x: TensorInfo, **_: Any) -> None:
    require(len(x.shape) >= 3, f"X should be [N, C, ...] (rank 3 or more), got rank {len(x.shape)}")


def _reach(size: int) -> tuple[int, int]:
    """How many channels the window reaches before and after its own (ONNX's split)."""
    return (size - 1) // 2, size // 2


def _window_sum(v: Any, before: int, after: int) -> Any:
    """out[:, c] = sum of v[:, c - before .. c + after] over the channels that exist."""
    out = v.copy()
    channels = v.shape[1]  # a reach past the last channel adds nothing
    for d in range(1, min(after, channels - 1) + 1):
        out[:, :channels - d] += v[:, d:]
    for d in range(1, min(before, channels - 1) + 1):
        out[:, d:] += v[:, :channels - d]
    return out


def _denominator(x: Any, size: int, alpha: float, bias: float) -> Any:
    before, after = _reach(size)
    return bias + (alpha / size) * _window_sum(x * x, before, after)


def _forward(x: Any, *, size: int, alpha: float, beta: float, bias: float) -> Any:
    xp = xp_of(x)
    return (x * xp.power(_denominator(x, size, alpha, bias), -beta)).astype(x.dtype, copy=False)


def _backward(x: Any, dout: Any, *, size: int, alpha: float, beta: float, bias: float) -> Any:
    """d/dx_j of x_c * s_c^-beta: s_j^-beta where c = j, plus, through every s_c whose window
    holds j, -beta * x_c * s_c^(-beta - 1) * (alpha / size) * 2 x_j. The windows holding j are
    those of c = j - after .. j + before: the window sum with its reach swapped."""
    xp = xp_of(x)
    s = _denominator(x, size, alpha, bias)
    before, after = _reach(size)
    through = _window_sum(dout * x * xp.power(s, -beta - 1.0), after, before)
    dx = dout * xp.power(s, -beta) - (2.0 * beta * alpha / size) * x * through
    return dx.astype(x.dtype, copy=False)


def _inputs(rng: Any, dtype: Any, **_: Any) -> dict[str, Any]:
    """Images [N, C, H, W] with 1 to 7 channels (windows wider and narrower than C)."""
    shape = (int(rng.integers(1, 3)), int(rng.integers(1, 8)), int(rng.integers(1, 4)), int(rng.integers(1, 4)))
    return {"X": rng.normal(size=shape).astype(dtype)}


lrn = (
    Function("lrn", "Local response normalisation across channels (ONNX's LRN): Out = X / (bias + alpha / size * "
             "S) ** beta, S the sum of squares of X over `size` neighbouring channels.")
    .input("X", "an [N, C, ...] tensor (images [N, C, H, W])")
    .output("Out", "shaped like X", like="X")
    .attribute("size", int, "the number of channels summed").must_set().in_range(1, 64)
    .attribute("alpha", float, "the scale of the sum of squares").default(1e-4).in_range(0.0, 10.0)
    .attribute("beta", float, "the exponent").default(0.75).in_range(0.0, 4.0)
    .attribute("bias", float, "added to the scaled sum").default(1.0).in_range(1e-3, 1e3)
    .shape(_shape)
    # torch's window reaches size // 2 channels back, ONNX's (and v2's) (size - 1) // 2: the same
    # for odd sizes, mirrored for even ones, so torch runs on the channels reversed. (onnx's
    # reference LRN loops over the batch axis instead of the channels: no oracle.)
    .oracle("torch", "torch.nn.functional.local_response_norm(X.flip(1), size, alpha=alpha, beta=beta, "
            "k=bias).flip(1)")
    .kernel(_forward)
    .grad(_backward, reads=("X",))
    .test_inputs(_inputs)
    .example("x = data('x', [None, 8, 5, 5])\n"
             "y = layers.lrn(x, size=5, alpha=0.0128, beta=0.75)")
    .register()
)
