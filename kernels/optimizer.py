"""Optimizers as ops (role "optimizer"): sgd, momentum, adam.

Each reads Param and Grad plus its state and writes ParamOut and `<state>Out`; the runtime
binds ParamOut to the parameter and each state to a scope variable it initialises to zeros
(shaped like the parameter, or the fixed shape declared here).
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from paddle.registry import Domain, Function

from ._xp import xp_of

LIKE_PARAM = ("...P",)  # the parameter's shape, whatever its rank


def _optimizer(name: str, doc: str) -> Function:
    return (Function(name, doc, role="optimizer")
            .input("Param", "the parameter", shape=LIKE_PARAM).input("Grad", "its gradient", shape=LIKE_PARAM)
            .attribute("learning_rate", float, "the step size").default(0.01).larger_than(0.0))


def _finish(fn: Function, kernel: Any) -> Any:
    return fn.no_grad("an optimizer update is not differentiated").kernel(kernel).register()


def _elementwise(fn: Any, *arrays: Any) -> tuple[Any, ...]:
    """`fn` of Python floats applied to each element of same-shaped arrays, in float64: the
    oracles below are the textbook update of one scalar, sharing no array expression with the kernels."""
    flat = [np.asarray(a, dtype=np.float64).ravel() for a in arrays]
    rows = [fn(*(float(a[i]) for a in flat)) for i in range(flat[0].size)]
    shape = np.shape(arrays[0])
    return tuple(np.array([r[k] for r in rows], dtype=np.float64).reshape(shape) for k in range(len(rows[0])))


def _sgd(param: Any, grad: Any, *, learning_rate: float) -> Any:
    out = grad * -learning_rate
    out += param  # one temporary instead of two
    return out


sgd = _finish(_optimizer("sgd", "Plain gradient descent: Param -= learning_rate * Grad.")
              .output("ParamOut", like="Param")
              .oracle("torch", "torch.sub(Param, Grad, alpha=learning_rate)"), _sgd)


def _momentum(param: Any, grad: Any, velocity: Any, *, learning_rate: float, momentum: float,
              use_nesterov: bool) -> tuple[Any, Any]:
    v = momentum * velocity + grad
    step = grad + momentum * v if use_nesterov else v
    return param - learning_rate * step, v


def _momentum_oracle(param: Any, grad: Any, velocity: Any, *, learning_rate: float, momentum: float,
                     use_nesterov: bool) -> tuple[Any, Any]:
    """Polyak's heavy ball, or Nesterov's look-ahead in the form of Sutskever et al. (2013) that
    torch.optim.SGD(nesterov=True) uses, one scalar at a time."""
    def one(p: float, g: float, v: float) -> tuple[float, float]:
        v_new = momentum * v + g
        direction = g + momentum * v_new if use_nesterov else v_new
        return p - learning_rate * direction, v_new
    return _elementwise(one, param, grad, velocity)


momentum = _finish(
    _optimizer("momentum", "Gradient descent with momentum: V = momentum * V + Grad; Param -= lr * V.")
    .input("Velocity", "the running velocity (state)", shape=LIKE_PARAM)
    .output("ParamOut", like="Param").output("VelocityOut", like="Velocity")
    .attribute("momentum", float, "the decay of the velocity").default(0.9).in_range(0.0, 1.0)
    .attribute("use_nesterov", bool, "use Nesterov's look-ahead update").default(False)
    .reference(_momentum_oracle).oracle("numpy"),
    _momentum)


def _one_minus_pow(beta: float, t: Any) -> Any:
    """1 - beta**t in float64, accurate for beta next to 1 (where float32 would give 0)."""
    xp = xp_of(t)
    if beta == 0.0:
        return xp.ones(t.shape)
    return -xp.expm1(t.astype(xp.float64) * math.log(beta))


def _adam(param: Any, grad: Any, m1: Any, m2: Any, step: Any, *, learning_rate: float,
          beta1: float, beta2: float, epsilon: float) -> tuple[Any, Any, Any, Any]:
    xp = xp_of(param)
    t = step + 1
    m1 = beta1 * m1 + (1 - beta1) * grad
    m2 = beta2 * m2 + (1 - beta2) * grad * grad
    # bias correction folded into the step size (Kingma & Ba, section 2)
    lr = learning_rate * xp.sqrt(_one_minus_pow(beta2, t)) / _one_minus_pow(beta1, t)
    # the denominator in float64: an epsilon below float32's smallest normal would vanish in
    # float32, and a parameter whose moments are both 0 would then step by 0 / 0 = NaN
    denominator = xp.sqrt(m2.astype(xp.float64)) + epsilon
    return (param - (lr * m1 / denominator).astype(param.dtype, copy=False), m1, m2, t)


def _adam_oracle(param: Any, grad: Any, m1: Any, m2: Any, step: Any, *, learning_rate: float,
                 beta1: float, beta2: float, epsilon: float) -> tuple[Any, Any, Any, Any]:
    """Kingma & Ba (2015), Algorithm 1 with the bias-corrected step size of section 2 (epsilon is
    their epsilon-hat), one scalar at a time. torch.optim.Adam adds epsilon after the bias
    correction instead, a different op for large epsilon, so it is not this op's oracle."""
    t = float(np.asarray(step, dtype=np.float64).ravel()[0]) + 1.0

    def corrected(beta: float) -> float:  # 1 - beta**t, accurately for beta next to 1
        return 1.0 if beta == 0.0 else -math.expm1(t * math.log(beta))

    alpha = learning_rate * math.sqrt(corrected(beta2)) / corrected(beta1)

    def one(p: float, g: float, m: float, v: float) -> tuple[float, float, float]:
        m = beta1 * m + (1.0 - beta1) * g
        v = beta2 * v + (1.0 - beta2) * g * g
        return p - alpha * m / (math.sqrt(v) + epsilon), m, v
    return (*_elementwise(one, param, grad, m1, m2), np.full(np.shape(step), t))


adam = _finish(
    _optimizer("adam", "Adam: moment estimates of the gradient with bias correction.")
    .input("Moment1", "first moment estimate (state)", shape=LIKE_PARAM)
    .input("Moment2", "second moment estimate (state)", shape=LIKE_PARAM, domain=Domain(0.0, None))
    .input("Step", "the number of updates so far (state)", shape=(1,), type_var=None, domain=Domain(0.0, None))
    .output("ParamOut", like="Param").output("Moment1Out", like="Moment1")
    .output("Moment2Out", like="Moment2").output("StepOut", like="Step")
    .attribute("beta1", float, "decay of the first moment").default(0.9).at_least(0.0).smaller_than(1.0)
    .attribute("beta2", float, "decay of the second moment").default(0.999).at_least(0.0).smaller_than(1.0)
    .attribute("epsilon", float, "keeps the division finite").default(1e-8).larger_than(0.0)
    .reference(_adam_oracle).oracle("numpy"),
    _adam)
