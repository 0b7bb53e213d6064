"""sampling_id: one id drawn per row of X, with probability proportional to the row's values
(v2's sampling_id_layer: sampling a word from a softmax when generating).

As dropout's mask, the draw is a function of the `seed` attribute and of the optional `Step`
state (numpy's generator seeded with [seed, Step], on the host for every device), and StepOut =
Step + 1 is written back into Step's variable, so each run draws afresh, reproducibly.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import DataType, Domain, Function
from paddle.registry.errors import input_error

from ._xp import xp_of

STEP_DTYPE = DataType.INT64


def _host(a: Any) -> np.ndarray:
    return np.asarray(a.get() if hasattr(a, "get") else a)


def _sampling_id(x: Any, step: Any, *, seed: int) -> tuple[Any, Any]:
    xp = xp_of(x)
    at = 0 if step is None else int(_host(step).reshape(-1)[0])
    if at < 0:
        raise input_error("sampling_id", "Step", f"should count the draws so far (at least 0), got {at}", at)
    weights = _host(x).astype(np.float64)
    if weights.size and not np.all(weights >= 0):  # its domain: weights are never negative
        bad = float(weights[weights < 0].ravel()[0]) if np.any(weights < 0) else float("nan")
        raise input_error("sampling_id", "X", f"should hold weights of at least 0, got {bad}", bad)
    totals = weights.sum(axis=1, keepdims=True)
    if weights.size and not np.all(totals > 0):
        raise input_error("sampling_id", "X", "every row should have a positive sum (weights of its ids)",
                          float(totals.min()))
    point = np.random.default_rng([seed, at]).random((weights.shape[0], 1)) * totals
    ids = np.minimum((np.cumsum(weights, axis=1) <= point).sum(axis=1), weights.shape[1] - 1)
    drawn = xp.zeros(1, dtype=STEP_DTYPE.numpy) if step is None else step
    return xp.asarray(ids.reshape(-1, 1).astype(np.int64)), drawn + 1


def _inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    """Rows of positive weights, and a step or none."""
    shape = (int(rng.integers(1, 5)), int(rng.integers(1, 6)))
    step = np.asarray([rng.integers(0, 1000)], dtype=STEP_DTYPE.numpy) if rng.random() < 0.7 else None
    return {"X": rng.uniform(0.05, 1.0, shape).astype(dtype), "Step": step}


sampling_id = (
    Function("sampling_id", "One id drawn per row of X, each id with probability X[i, id] / sum(X[i]) (v2's "
             "sampling_id).")
    .input("X", "[N, D]: the weights (probabilities) of the D ids, each row with a positive sum", shape=("N", "D"),
           domain=Domain(0.0, None))
    .input("Step", "[1] how many draws were made so far (state; without it, the seed's draw every run)",
           shape=(1,), dtypes=(STEP_DTYPE,), type_var=None, no_grad=True, optional=True, domain=Domain(0, None))
    .output("Out", "[N, 1] the ids drawn", shape=("N", 1), dtypes=(DataType.INT64,), type_var=None)
    .output("StepOut", "Step + 1 (written into Step's variable)", shape=(1,), dtypes=(STEP_DTYPE,), type_var=None)
    .attribute("seed", int, "the random seed; with Step it picks the draw").default(0).at_least(0)
    # the big draw feeds X of ones: 3 equally likely ids (unequal weights are tested in tests/v2)
    .oracle("distribution", "(torch.distributions.Categorical(probs=torch.ones(3)), None)",
            unused={"seed": "a seed picks a draw, not its distribution; determinism is checked apart"},
            sample={"X": [4096, 3]})
    .kernel(_sampling_id)
    .no_grad("drawing ids has no gradient")
    .test_inputs(_inputs)
    .example("probs = layers.softmax(data('x', [None, 5]))\n"
             "ids, _ = layers.sampling_id(probs, seed=3)")
    .register()
)
