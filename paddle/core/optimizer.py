"""add_optimizer_ops: one optimizer op per parameter that has a gradient.

An optimizer op (role "optimizer") reads Param, Grad and its state inputs and writes
ParamOut and `<state>Out` into the same variables. Its state lives in the scope as variables
labelled optimizer_state, declared with an init op: zeros shaped like the parameter, or zeros
of the fixed shape the op declares for that input (e.g. adam's step counter, shape (1,)).

The optional input LearningRate is no state: `optimizer_desc(..., rate=name)` binds it to a
variable the caller declares and writes (a learning-rate schedule's rate, changed each step
without rebuilding anything); without it the op steps by its attribute learning_rate.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .desc import VarDesc
from ..errors import BackwardError
from ..registry import ConfigError, OpDesc, TensorMeta, validate_attrs

if TYPE_CHECKING:
    from .net import PlainNet

FIXED = ("Param", "Grad")
RATE = "LearningRate"  # the optional input that, given, is the step size (kernels/optimizer.py)


def check_optimizer(registry: Any, optimizer: str, learning_rate: float,
                    attrs: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    """(meta, checked attributes) of an optimizer op, or the error saying what is wrong."""
    names = sorted(m.name for m in registry.functions() if _is_optimizer(m))
    meta = registry.get(optimizer) if optimizer in registry else None
    if meta is None or not _is_optimizer(meta):
        raise ConfigError(f"'{optimizer}' is not an optimizer; optimizers: {names}",
                          argument="optimizer", rule="one_of", value=optimizer)
    return meta, validate_attrs(meta, {"learning_rate": learning_rate, **attrs})


def _is_optimizer(meta: Any) -> bool:
    """An optimizer: an op of role optimizer taking sparse_rows (kernels/optimizer.py); others of
    that role (sparse_l2_decay) run beside the optimizers, not in their place."""
    return getattr(meta, "role", None) == "optimizer" and "sparse_rows" in getattr(meta, "attributes", {})


def append_optimizer(net: "PlainNet", optimizer: str, learning_rate: float, attrs: dict[str, Any]) -> list[int]:
    meta, checked = check_optimizer(net.registry, optimizer, learning_rate, attrs)
    if not net.param_grads:
        raise BackwardError("no parameter has a gradient yet: call add_backward_ops(target) first")
    added = []
    for param, grad in net.param_grads.items():
        desc = optimizer_desc(net, meta, param, grad, checked)
        added.append(net.add_op(desc, validated=True))
    return added


def optimizer_desc(net: "PlainNet", meta: Any, param: str, grad: str, attrs: dict[str, Any],
                   rate: str | None = None) -> OpDesc:
    """The op updating `param`, its state declared in `net`; `rate`: the variable holding the step
    size (read as input LearningRate), else the attribute learning_rate is."""
    inputs, outputs = {"Param": [param], "Grad": [grad]}, {"ParamOut": [param]}
    if rate is not None:
        inputs[RATE] = [rate]
    for t in meta.inputs:
        if t.name in FIXED or t.name == RATE:
            continue
        state = f"{param}@{t.name.upper()}"
        net.declare_var(VarDesc(name=state, label="optimizer_state", initializer=_state_init(t, param, state)))
        inputs[t.name], outputs[t.name + "Out"] = [state], [state]
    return OpDesc(type=meta.name, inputs=inputs, outputs=outputs, attrs=attrs)


def sparse_attrs(param: str, attr: Any, l2_rate: float) -> dict[str, Any]:
    """The optimizer attributes of a parameter with `paddle.attr.Param(sparse_update=True)`: only
    the rows its gradient touches are updated (the optimizer ops' sparse_rows). An L2 decay is then
    not added to the gradient (it would touch every row) but applied to the touched rows after the
    update (paddle.v2.sparse_decay, v2's catch-up)."""
    if not getattr(attr, "sparse_update", False):
        return {}
    return {"sparse_rows": True}


def _state_init(t: TensorMeta, param: str, state: str) -> OpDesc:
    fixed = t.shape is not None and all(isinstance(d, int) for d in t.shape)
    if fixed:
        return OpDesc(type="fill_constant", outputs={"Out": [state]},
                      attrs={"shape": list(t.shape or ()), "value": 0.0})
    return OpDesc(type="fill_like", inputs={"X": [param]}, outputs={"Out": [state]}, attrs={"value": 0.0})
