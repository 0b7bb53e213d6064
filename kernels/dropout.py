"""dropout: each element of X kept with probability 1 - dropout_prob, the kept ones scaled up.

Upscale in train (Paddle's "upscale_in_train"): Out = X * Mask / (1 - dropout_prob) in training,
so Out has X's expectation and inference is the identity (Out = X, Mask all ones).

The mask is a function of the `seed` attribute and of the optional `Step` state: numpy's
generator seeded with [seed, Step] draws it, also for the GPU (copied over), so a seed and a step
give one mask on every device. StepOut = Step + 1 is written back into Step's variable by the
runtime (paddle.graph: `<S>Out` writes the variable of input `S`), so a model whose dropout is
given a Step variable draws a new mask every run, reproducibly. Without Step the mask is the
seed's, the same every run (Paddle's fix_seed). Give each dropout its own seed: two with the
same seed and step draw the same mask for the same shape.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import DataType, Domain, Function
from paddle.registry.errors import input_error

from ._xp import xp_of

STEP_DTYPE = DataType.INT64


def _mask(x: Any, step: Any, seed: int, dropout_prob: float) -> Any:
    """1 where an element is kept (probability 1 - dropout_prob), drawn on the host."""
    at = 0 if step is None else int(np.asarray(step.get() if hasattr(step, "get") else step).reshape(-1)[0])
    if at < 0:  # numpy's seed sequence takes no negative entropy
        raise input_error("dropout", "Step", f"should count the masks drawn so far (at least 0), got {at}", at)
    keep = np.random.default_rng([seed, at]).random(x.shape) >= dropout_prob
    return xp_of(x).asarray(keep.astype(x.dtype))


def _dropout(x: Any, step: Any, *, dropout_prob: float, is_test: bool, seed: int) -> tuple[Any, Any, Any]:
    xp = xp_of(x)
    drawn = xp.zeros(1, dtype=STEP_DTYPE.numpy) if step is None else step
    if is_test:  # no mask drawn: the count stays, so inference between steps leaves later masks alone
        return x.copy(), xp.ones_like(x), drawn.copy()
    next_step = drawn + 1
    mask = _mask(x, step, seed, dropout_prob)
    return (x * mask * x.dtype.type(1.0 / (1.0 - dropout_prob))).astype(x.dtype), mask, next_step


def _dropout_grad(x: Any, mask: Any, dout: Any, dmask: Any, dstep: Any, *, dropout_prob: float, is_test: bool,
                  seed: int) -> Any:
    if is_test:
        return dout.copy()
    return (dout * mask * x.dtype.type(1.0 / (1.0 - dropout_prob))).astype(x.dtype)


def _inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    """X of normal values (a huge X times 1 / (1 - p) for p next to 1 overflows, as it should);
    a step, or none (the seed's own mask)."""
    shape = tuple(int(d) for d in rng.integers(1, 5, size=int(rng.integers(1, 4))))
    step = np.asarray([rng.integers(0, 1000)], dtype=STEP_DTYPE.numpy) if rng.random() < 0.7 else None
    return {"X": rng.normal(0.0, 2.0, shape).astype(dtype), "Step": step}


dropout = (
    Function("dropout", "Dropout: in training each element of X is kept with probability 1 - dropout_prob "
             "and scaled by 1 / (1 - dropout_prob) (Out = X * Mask / (1 - dropout_prob)), the others "
             "set to 0; with is_test, Out = X.")
    .input("X", "any tensor")
    .input("Step", "[1] how many masks were drawn so far (state; without it, the seed's mask every run)",
           shape=(1,), dtypes=(STEP_DTYPE,), type_var=None, no_grad=True, optional=True, domain=Domain(0, None))
    .output("Out", "X with dropped elements zeroed, kept ones scaled", like="X")
    .output("Mask", "1 where an element was kept, 0 where dropped (all 1 with is_test)", like="X")
    .output("StepOut", "Step + 1, Step with is_test (written into Step's variable)", shape=(1,),
            dtypes=(STEP_DTYPE,), type_var=None)
    .attribute("dropout_prob", float, "the probability of dropping each element").default(0.5)
    .at_least(0.0).smaller_than(1.0)
    .attribute("is_test", bool, "inference: Out = X, nothing dropped").default(False)
    .attribute("seed", int, "the random seed; with Step it picks the mask").default(0).at_least(0)
    # which mask a seed gives is numpy's Generator's business: the kept fraction is tested, on a
    # big X of ones in training; the mask's use (Out = X * Mask / (1 - p)) and the seed's
    # determinism are tested apart (tests/runtime/test_norm_dropout.py and the repeat check)
    .oracle("distribution", "(None, torch.distributions.Bernoulli(1 - dropout_prob), None)",
            unused={"seed": "a seed picks a mask, not its distribution; determinism is checked apart"},
            sample={"X": [4096], "is_test": False})
    .kernel(_dropout)
    .grad(_dropout_grad, reads=("X", "Mask"))
    .test_inputs(_inputs)
    .example("x = data('x', [None, 16])\n"
             "out, mask, _ = layers.dropout(x, dropout_prob=0.3, seed=7)")
    .register()
)
