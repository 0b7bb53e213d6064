"""v2's L2 decay of a parameter updated sparsely (`paddle.attr.Param(sparse_update=True)` under
`regularization=paddle.optimizer.L2Regularization(rate)` or its own `l2_rate`).

As v2 did (paddle/parameter: the sparse regularised optimizer), the decay is not added to the
gradient (that would touch every row each step) but applied, after the optimizer's update, to
the rows the batch touched, catching up on the steps each row missed: k steps at once divide the
row by 1 + lr * rate * k (the op sparse_l2_decay, kernels/sparse_decay.py). The rows a batch did
not touch are caught up the same way (`catch_up`) at the end of each pass (v2's local thread
updater caught up in finishPass) and before `save_parameter_to_tar` (v2's trainer did), after
which the clock restarts at 0 (v2's finishCatchUpWith).

With a learning-rate schedule, a step's decay uses that step's scheduled rate (times the
parameter's multiplier), and a catch-up the rate of the last step, as v2's did.

Difference from v2: a touched row is one whose gradient row is not all zeros (v2: the rows the
batch's ids named).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.core.desc import VarDesc
from paddle.registry import OpDesc


def state_names(param: str) -> tuple[str, str]:
    """(per-row last decay step, step counter) of `param`'s decay."""
    return f"{param}@L2_LAST_STEP", f"{param}@L2_STEP"


def add_decay_op(net: Any, param: str, grad: str, learning_rate: float, l2_rate: float,
                 rate_var: str | None = None) -> None:
    """The decay op after `param`'s optimizer op, its state declared in `net`; `rate_var`: the
    variable holding a schedule's rate this step (read instead of `learning_rate`)."""
    last, step = state_names(param)
    rows = int(net.vars[param].shape[0])
    for name, shape in ((last, [rows]), (step, [1])):
        init = OpDesc(type="fill_constant", outputs={"Out": [name]},
                      attrs={"shape": shape, "value": 0.0, "dtype": "float64"})
        net.declare_var(VarDesc(name=name, label="optimizer_state", shape=tuple(shape), dtype="float64",
                                initializer=init))
    inputs = {"Param": [param], "Grad": [grad], "LastStep": [last], "Step": [step]}
    if rate_var is not None:
        inputs["LearningRate"] = [rate_var]
    net.add_op(OpDesc(type="sparse_l2_decay", inputs=inputs,
                      outputs={"ParamOut": [param], "LastStepOut": [last], "StepOut": [step]},
                      attrs={"learning_rate": learning_rate, "decay_rate": l2_rate}), validated=False)


def catch_up(model: Any, net: Any) -> None:
    """Each row of each parameter `net` decays sparsely decayed for the steps since its last decay
    (row /= 1 + lr * rate * (Step - LastStep[row])); then the clock restarts (all 0)."""
    scope = model.root_scope()
    decays = [(op.desc.inputs["Param"][0], _rate_now(op, scope) * op.attrs["decay_rate"])
              for op in net.ops if op.type == "sparse_l2_decay"]
    if not decays:
        return
    for param, lr_rate in decays:
        last_name, step_name = state_names(param)
        holders = [scope.find_var(n) for n in (param, last_name, step_name)]
        if any(h is None or h.value is None for h in holders):
            continue  # not trained yet
        value, last, step = (np.asarray(h.numpy()) for h in holders)
        missed = float(step.reshape(-1)[0]) - last.astype(np.float64)
        if not missed.any():
            continue
        shrink = 1.0 / (1.0 + lr_rate * missed)
        caught = (value.astype(np.float64) * shrink.reshape((-1,) + (1,) * (value.ndim - 1))).astype(value.dtype)
        _set(holders[0], caught, model)
        _set(holders[1], np.zeros_like(last), model)
        _set(holders[2], np.zeros_like(step), model)
    model.forget_computed()


def _rate_now(op: Any, scope: Any) -> float:
    """The rate the decay op steps by now: its schedule's variable's (the last step's rate; v2
    caught up with the rate of the moment), else its attribute."""
    names = op.desc.inputs.get("LearningRate") or []
    holder = scope.find_var(names[0]) if names else None
    if holder is None or holder.value is None:
        return float(op.attrs["learning_rate"])
    return float(np.asarray(holder.numpy()).reshape(-1)[0])


def _set(holder: Any, value: Any, model: Any) -> None:
    from paddle.core.place import to_place
    holder.set(to_place(value, model.place))
