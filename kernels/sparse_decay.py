"""sparse_l2_decay: v2's L2 decay of a parameter updated sparsely (paddle.attr.Param(sparse_update=True)
under an L2 regularisation), applied after the optimizer's update of the rows a batch touched.

Decaying every row each step would touch the whole table; v2 (paddle/parameter, the sparse
regularised optimizer and the sparse row matrix's SGD) decayed a row only when a batch touched
it, catching up then on the steps it had missed, with the decay of k steps at once being
    row /= 1 + learning_rate * decay_rate * k
(linear in k, not (1 + lr * decay)^k), lr being this step's (a schedule's LearningRate input
when given, as v2 used the step's scheduled rate). The state: Step, the updates so far, and LastStep[r], the
step after which row r was last decayed. A touched row is decayed for the Step + 1 - LastStep[r]
steps since, and LastStep[r] becomes Step + 1. The rows never touched again are caught up by the
trainer (paddle/v2/sparse_decay.py) before the parameters are saved or tested.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import DataType, Domain, Function
from paddle.registry.errors import input_error

from ._sparse_rows import _cut, touched_rows
from .optimizer import MAX_RATE, _given_rate, _rate_of
from ._xp import xp_of


def _decay(param: Any, grad: Any, last: Any, step: Any, rate: Any = None, *, learning_rate: float,
           decay_rate: float) -> tuple[Any, Any, Any]:
    xp = xp_of(param)
    if rate is not None:  # a schedule's rate this step (v2 decayed by the step's scheduled rate)
        learning_rate = _rate_of("sparse_l2_decay", rate)
    for slot, clock in (("LastStep", last), ("Step", step)):  # its Domain: a count of steps
        if clock.size and float(clock.min()) < 0:
            raise input_error("sparse_l2_decay", slot, f"should hold step counts >= 0, got {float(clock.min())}",
                              float(clock.min()))
    rows, _ = _cut(grad)
    now = step.reshape(-1)[:1].astype(xp.float64) + 1.0
    missed = now - last[rows].astype(xp.float64)  # steps since each touched row's last decay
    shrink = 1.0 / (1.0 + (learning_rate * decay_rate) * missed)
    out = param if _in_place(grad) else param.copy()  # a row-sparse gradient: the table is not copied
    out[rows] = (out[rows] * shrink.reshape((-1,) + (1,) * (param.ndim - 1))).astype(param.dtype)
    new_last = last if _in_place(grad) else last.copy()
    new_last[rows] = now.astype(last.dtype)
    return out, new_last, (step.astype(xp.float64) + 1.0).astype(step.dtype)


def _in_place(grad: Any) -> bool:
    from paddle.registry import RowSparse
    return isinstance(grad, RowSparse)


def _decay_oracle(param: Any, grad: Any, last: Any, step: Any, rate: Any = None, *, learning_rate: float,
                  decay_rate: float) -> tuple[Any, Any, Any]:
    """Row by row in Python floats: a row with a nonzero gradient value is divided by
    1 + lr * decay * (steps since its last decay); the others are left as they are."""
    learning_rate = _given_rate(rate, learning_rate)
    p = np.array(param, dtype=np.float64, copy=True)
    g = np.asarray(grad.dense() if hasattr(grad, "dense") else grad, dtype=np.float64)
    t = np.array(last, dtype=np.float64, copy=True)
    now = float(np.asarray(step, dtype=np.float64).ravel()[0]) + 1.0
    for r in range(p.shape[0]):
        if any(v != 0.0 for v in g[r].ravel()):
            factor = 1.0 / (1.0 + learning_rate * decay_rate * (now - float(t[r])))
            p[r] = np.array([v * factor for v in p[r].ravel()]).reshape(p[r].shape)
            t[r] = now
    return p, t, np.full(np.shape(step), now)


def _inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    rows, width = int(rng.integers(1, 7)), int(rng.integers(1, 4))
    grad = rng.standard_normal((rows, width)).astype(dtype)
    grad[rng.random(rows) < 0.5] = 0.0  # untouched rows
    step = float(rng.integers(0, 20))
    case = {"Param": rng.standard_normal((rows, width)).astype(dtype), "Grad": grad,
            "LastStep": np.floor(rng.random(rows) * (step + 1)), "Step": np.array([step])}
    if rng.random() < 0.5:  # a schedule's rate this step, in place of the attribute
        case["LearningRate"] = np.array([rng.uniform(0.001, 1.0)], dtype=dtype)
    return case


sparse_l2_decay = (
    Function("sparse_l2_decay", "v2's L2 decay of a sparsely updated parameter: each row whose Grad row is not "
             "all zeros is divided by 1 + learning_rate * decay_rate * (Step + 1 - LastStep[row]) (the steps "
             "since its last decay, caught up at once), then LastStep[row] = Step + 1; Step += 1.",
             role="optimizer")
    .input("Param", "the parameter, after the optimizer's update of this step", shape=("N", "...R"))
    .input("Grad", "its gradient this step: the rows touched are those holding a nonzero value",
           shape=("N", "...R"))
    .input("LastStep", "[N] the step after which each row was last decayed (state)", shape=("N",),
           dtypes=(DataType.FLOAT64,), type_var=None, domain=Domain(0.0, None))
    .input("Step", "[1] the updates so far (state)", shape=(1,), dtypes=(DataType.FLOAT64,), type_var=None,
           domain=Domain(0.0, None))
    .input("LearningRate", "[1] the step size to use instead of the attribute learning_rate (a schedule's "
           "rate this step)", shape=(1,), type_var=None, optional=True, domain=Domain(0.0, MAX_RATE))
    .output("ParamOut", like="Param")
    .output("LastStepOut", "LastStep after the decay", shape=("N",), dtypes=(DataType.FLOAT64,), type_var=None)
    .output("StepOut", "Step + 1", shape=(1,), dtypes=(DataType.FLOAT64,), type_var=None)
    .attribute("learning_rate", float, "the step size the decay is scaled by (the optimizer's, times the "
               "parameter's)").default(0.01).larger_than(0.0).at_most(1e4)
    .attribute("decay_rate", float, "the L2 rate (paddle.optimizer.L2Regularization's rate or "
               "paddle.attr.Param's l2_rate)").default(0.0).at_least(0.0)
    .reference(_decay_oracle).oracle("numpy")
    .kernel(_decay)
    .no_grad("a parameter update is not differentiated")
    .test_inputs(_inputs)
    .register())


__all__ = ["sparse_l2_decay", "touched_rows"]
