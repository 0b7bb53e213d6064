"""error_clip: the identity forward, whose gradient is the incoming gradient clipped elementwise
to [-threshold, threshold] (v2's `ExtraLayerAttribute(error_clipping_threshold=...)`, which
clipped the error reaching a layer's output before the layer's own backward ran).

The gradient is deliberately not the derivative (that is 1): it bounds the error a layer passes
down (machine translation's attention decoder used it against exploding errors). The generated
numeric gradient check runs where the clip does not engage (`derivative_at`); the clipping itself
is tested by hand through a real backward pass (tests/v2/test_error_clipping.py).
"""
from __future__ import annotations

from typing import Any

from paddle.registry import Function

from ._xp import xp_of

NEVER_ENGAGES = 1e30  # a threshold no gradient of a test reaches: there the gradient is the derivative


def _error_clip(x: Any, *, threshold: float) -> Any:
    return x.copy()


def _error_clip_grad(x: Any, dout: Any, *, threshold: float) -> Any:
    # the output's gradient limited to the threshold (X is read only for its shape and dtype)
    return xp_of(dout).clip(dout, -threshold, threshold).astype(x.dtype)


error_clip = (
    Function("error_clip", "Out = X; in the backward pass the gradient reaching Out is clipped "
             "elementwise to [-threshold, threshold] before it flows on to X (v2's error clipping "
             "of a layer's output).")
    .input("X", "any float tensor (a layer's output)")
    .output("Out", "X unchanged", like="X")
    .attribute("threshold", float, "the largest magnitude of the gradient passed on to X").default(100.0)
    .larger_than(0.0)
    .oracle("torch", "torch.clone(X)",
            unused={"threshold": "it clips the gradient only; the forward is the identity"})
    .kernel(_error_clip)
    .grad(_error_clip_grad, reads=("X",))
    .grad_not_derivative("the gradient is clipped to the threshold, not differentiated (the "
                         "derivative is 1): checked numerically where no clip engages, and by "
                         "tests/v2/test_error_clipping.py where it does",
                         derivative_at={"threshold": NEVER_ENGAGES})
    .example("out = layers.error_clip(data('x', [None, 8]), threshold=10.0)")
    .register()
)
