"""v2's activations that are compositions of registered ops (paddle.activation.BRelu, STanh,
SoftRelu): layers, so a layer's `act` can name them and only their ops need kernels, gradients
and oracles. Their constants are v2's: brelu clips to [0, 24], stanh is 1.7159 tanh(2/3 x),
softrelu is log(1 + exp(x)) with x clipped to [-40, 40]."""
from __future__ import annotations

from typing import Any

from paddle.registry import ROWS, Layer


def _activation(name: str, doc: str) -> Layer:
    """X (any shape; rows may be sequence steps) -> Out like X."""
    return (Layer(name, doc)
            .input("X", "a tensor of any shape", seq_types=ROWS)
            .output("Out", "shaped like X", like="X"))


def _brelu(b: Any, x: Any, *, t_min: float, t_max: float) -> Any:
    return b.op("clip", {"X": x}, min=t_min, max=t_max)


def _stanh(b: Any, x: Any, *, scale_a: float, scale_b: float) -> Any:
    inner = b.op("scale", {"X": x}, scale=scale_a)
    return b.op("scale", {"X": b.op("tanh", {"X": inner})}, scale=scale_b)


def _soft_relu(b: Any, x: Any, *, threshold: float) -> Any:
    clipped = b.op("clip", {"X": x}, min=-threshold, max=threshold)
    # softplus's defaults (beta 1; X itself past 20, where log(1 + e^x) - x < 3e-9)
    return b.op("softplus", {"X": clipped})


brelu = (
    _activation("brelu", "Bounded relu (v2's BRelu): Out = min(max(X, t_min), t_max), elementwise.")
    .attribute("t_min", float, "the lower bound").default(0.0)
    .attribute("t_max", float, "the upper bound").default(24.0)
    .compose(_brelu)
    .example("out = layers.brelu(data('x', [None, 3]))")
    .register()
)

stanh = (
    _activation("stanh", "Scaled tanh (v2's STanh): Out = scale_b * tanh(scale_a * X), elementwise.")
    .attribute("scale_a", float, "the scale of X").default(2.0 / 3.0)
    .attribute("scale_b", float, "the scale of the tanh").default(1.7159)
    .compose(_stanh)
    .example("out = layers.stanh(data('x', [None, 3]))")
    .register()
)

soft_relu = (
    _activation("soft_relu", "Soft relu (v2's SoftRelu): Out = log(1 + exp(clip(X, -threshold, threshold))), "
                             "elementwise.")
    .attribute("threshold", float, "X is clipped to [-threshold, threshold] first").default(40.0)
    .larger_than(0.0).smaller_than(90.0)
    .compose(_soft_relu)
    .example("out = layers.soft_relu(data('x', [None, 3]))")
    .register()
)
