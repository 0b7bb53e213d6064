"""Optimizers as ops (role "optimizer"): sgd, momentum, adam, adagrad, rmsprop, adamax.

Each reads Param and Grad plus its state and writes ParamOut and `<state>Out`; the runtime
binds ParamOut to the parameter and each state to a scope variable it initialises to zeros
(shaped like the parameter, or the fixed shape declared here).

Each also takes an optional input LearningRate ([1], declared once in `_finish`): when given, its
value is the step size and the attribute `learning_rate` is not used. A trainer with a
learning-rate schedule writes the step's rate into that variable before each step, so the rate
changes from one step to the next without a new op or plan (paddle.v2.optimizer).
"""
from __future__ import annotations

import inspect
import math
from typing import Any

import numpy as np

from paddle.registry import Domain, Function
from paddle.registry.errors import input_error

from . import _native
from ._sparse_rows import dense, on_rows, sparse_aware
from ._xp import xp_of

LIKE_PARAM = ("...P",)  # the parameter's shape, whatever its rank


def _optimizer(name: str, doc: str) -> Function:
    return (Function(name, doc, role="optimizer")
            .input("Param", "the parameter", shape=LIKE_PARAM).input("Grad", "its gradient", shape=LIKE_PARAM)
            .attribute("learning_rate", float, "the step size (at most 1e4: a larger step overflows float32 "
                       "parameters)").default(0.01).larger_than(0.0).at_most(1e4)
            .attribute("sparse_rows", bool, "update only the rows of Param (its first axis) whose Grad row is "
                       "not all zeros, and those rows of its state (v2's sparse update of a table: the rows a "
                       "batch's ids picked); the other rows stay bitwise as they were").default(False))


RATE = "LearningRate"
MAX_RATE = 1e4  # as the attribute's bound: a larger step overflows float32 parameters


def _finish(fn: Function, kernel: Any, cpu_kernel: Any = None) -> Any:
    """`cpu_kernel`: a C++ one for numpy arrays, taking `kernel`'s arguments (tested beside it)."""
    if cpu_kernel is not None:
        fn = fn.kernel("cpu", _rated(fn.name, cpu_kernel))
    return (fn.input(RATE, "[1] the step size to use instead of the attribute learning_rate (a schedule's "
                     "rate, written before each step)", shape=(1,), type_var=None, optional=True,
                     domain=Domain(0.0, MAX_RATE))
            .no_grad("an optimizer update is not differentiated").kernel(_rated(fn.name, kernel)).register())


def _rated(op: str, kernel: Any) -> Any:
    """`kernel` (inputs without LearningRate) taking LearningRate last, which may be left out: its
    value, when given, is the learning_rate the kernel gets. `in_place` (an op declaring its
    outputs over Param and its state): passed on to the kernel; a sparse update writes the touched
    rows into Param and its state instead of into copies."""
    arity = sum(p.kind is p.POSITIONAL_OR_KEYWORD for p in inspect.signature(kernel).parameters.values())

    def rated(*inputs: Any, learning_rate: float, sparse_rows: bool = False, in_place: bool = False,
              **attrs: Any) -> Any:
        rate = inputs[arity] if len(inputs) > arity else None
        rate_used = learning_rate if rate is None else _rate_of(op, rate)
        if sparse_rows:
            return on_rows(kernel, inputs[:arity], in_place=in_place, learning_rate=rate_used, **attrs)
        if in_place:
            attrs["in_place"] = True
        return kernel(*(dense(a) for a in inputs[:arity]), learning_rate=rate_used, **attrs)
    rated.__name__ = rated.__qualname__ = kernel.__name__
    rated.__doc__ = kernel.__doc__
    return rated


def _sgd_oracle(param: Any, grad: Any, rate: Any = None, *, learning_rate: float) -> Any:
    """p - lr * g, one scalar at a time."""
    learning_rate = _given_rate(rate, learning_rate)
    return _elementwise(lambda p, g: (p - learning_rate * g,), param, grad)[0]


def _rate_of(op: str, rate: Any) -> float:
    """The one value of a LearningRate input, checked against its domain (a schedule's bug, or a
    rate that grows without bound, is named here rather than turning parameters into inf)."""
    if rate.size != 1:
        raise input_error(op, RATE, f"should hold one value, got shape {tuple(rate.shape)}", tuple(rate.shape))
    value = float(rate.reshape(-1)[0])
    if not 0.0 <= value <= MAX_RATE:  # also refuses NaN
        raise input_error(op, RATE, f"should be in [0, {MAX_RATE:g}], got {value!r}", value)
    return value


def _given_rate(rate: Any, learning_rate: float) -> float:
    """For the oracles: LearningRate's value when the input is given, else the attribute."""
    return learning_rate if rate is None else float(np.asarray(rate, dtype=np.float64).reshape(-1)[0])


def _elementwise(fn: Any, *arrays: Any) -> tuple[Any, ...]:
    """`fn` of Python floats applied to each element of same-shaped arrays, in float64: the
    oracles below are the textbook update of one scalar, sharing no array expression with the kernels."""
    flat = [np.asarray(a, dtype=np.float64).ravel() for a in arrays]
    rows = [fn(*(float(a[i]) for a in flat)) for i in range(flat[0].size)]
    shape = np.shape(arrays[0])
    return tuple(np.array([r[k] for r in rows], dtype=np.float64).reshape(shape) for k in range(len(rows[0])))


def _sgd(param: Any, grad: Any, *, learning_rate: float, in_place: bool = False) -> Any:
    step = grad * -learning_rate
    if in_place:  # param + step, as below: the same bits
        param += step
        return param
    step += param  # one temporary instead of two
    return step


sgd = _finish(_optimizer("sgd", "Plain gradient descent: Param -= learning_rate * Grad.")
              .output("ParamOut", like="Param").in_place("ParamOut", "Param")
              .reference(sparse_aware(_sgd_oracle)).oracle("numpy"),
              _sgd)


# one-pass C++ updates (kernels/cpp/optimizer_update.cc) for numpy arrays of one float dtype and shape
_MOMENTUM = {np.dtype(np.float32): _native.momentum_f32, np.dtype(np.float64): _native.momentum_f64}
_ADAM = {np.dtype(np.float32): _native.adam_f32, np.dtype(np.float64): _native.adam_f64}


def _native_update(kernels: dict[Any, Any], param: Any, *state: Any) -> Any:
    """The C++ update for a numpy parameter whose gradient and state share its dtype and shape; None
    otherwise (the numpy kernels below, which also serve cupy)."""
    if type(param) is not np.ndarray or any(type(a) is not np.ndarray or a.dtype != param.dtype
                                            or a.shape != param.shape for a in state):
        return None
    return kernels.get(param.dtype)


def _momentum_cpu(param: Any, grad: Any, velocity: Any, *, learning_rate: float, momentum: float,
                  use_nesterov: bool, in_place: bool = False) -> tuple[Any, Any]:
    """The C++ update: _momentum's operations in the same order, in one pass (the same bits)."""
    native = _native_update(_MOMENTUM, param, grad, velocity)
    if native is None:
        return _momentum(param, grad, velocity, learning_rate=learning_rate, momentum=momentum,
                         use_nesterov=use_nesterov, in_place=in_place)
    return native(param, grad, velocity, learning_rate, momentum, use_nesterov,  # type: ignore[no-any-return]
                  in_place=in_place)


def _momentum(param: Any, grad: Any, velocity: Any, *, learning_rate: float, momentum: float,
              use_nesterov: bool, in_place: bool = False) -> tuple[Any, Any]:
    if in_place:
        v = velocity
        v *= momentum
    else:
        v = velocity * momentum  # a fresh array updated in place: two temporaries, not four
    v += grad
    step = v
    if use_nesterov:
        step = v * momentum
        step += grad
    out = step * -learning_rate  # param - lr * step, bit for bit
    if in_place:
        param += out
        return param, v
    out += param
    return out, v


def _momentum_oracle(param: Any, grad: Any, velocity: Any, rate: Any = None, *, learning_rate: float,
                     momentum: float, use_nesterov: bool) -> tuple[Any, Any]:
    """Polyak's heavy ball, or Nesterov's look-ahead in the form of Sutskever et al. (2013) that
    torch.optim.SGD(nesterov=True) uses, one scalar at a time."""
    learning_rate = _given_rate(rate, learning_rate)

    def one(p: float, g: float, v: float) -> tuple[float, float]:
        v_new = momentum * v + g
        direction = g + momentum * v_new if use_nesterov else v_new
        return p - learning_rate * direction, v_new
    return _elementwise(one, param, grad, velocity)


momentum = _finish(
    _optimizer("momentum", "Gradient descent with momentum: V = momentum * V + Grad; Param -= lr * V.")
    .input("Velocity", "the running velocity (state)", shape=LIKE_PARAM)
    .output("ParamOut", like="Param").output("VelocityOut", like="Velocity")
    .in_place("ParamOut", "Param").in_place("VelocityOut", "Velocity")
    .attribute("momentum", float, "the decay of the velocity").default(0.9).in_range(0.0, 1.0)
    .attribute("use_nesterov", bool, "use Nesterov's look-ahead update").default(False)
    .reference(sparse_aware(_momentum_oracle)).oracle("numpy"),
    _momentum, _momentum_cpu)


def _one_minus_pow(beta: float, t: Any) -> Any:
    """1 - beta**t in float64, accurate for beta next to 1 (where float32 would give 0)."""
    xp = xp_of(t)
    if beta == 0.0:
        return xp.ones(t.shape)
    return -xp.expm1(t.astype(xp.float64) * math.log(beta))


_F32_TINY = float(np.finfo(np.float32).tiny)
_F32_LR = (1e-10, 1e10)  # the bias-corrected step sizes _adam_f32 takes
_F32_SQUARES = (1e-18, 1e18)  # gradients whose float32 square is a normal float32


def _adam(param: Any, grad: Any, m1: Any, m2: Any, step: Any, *, learning_rate: float,
          beta1: float, beta2: float, epsilon: float, in_place: bool = False) -> tuple[Any, Any, Any, Any]:
    """In place: the new values copied into Param and the moments (the C++ kernel writes them
    there as it computes them)."""
    new = _adam_values(param, grad, m1, m2, step, learning_rate=learning_rate, beta1=beta1, beta2=beta2,
                       epsilon=epsilon)
    if not in_place:
        return new
    for old, value in zip((param, m1, m2), new):
        old[...] = value
    return param, m1, m2, new[3]


def _adam_values(param: Any, grad: Any, m1: Any, m2: Any, step: Any, *, learning_rate: float,
                 beta1: float, beta2: float, epsilon: float) -> tuple[Any, Any, Any, Any]:
    xp = xp_of(param)
    t = step + 1
    if xp is np and epsilon >= _F32_TINY and param.dtype == grad.dtype == m1.dtype == m2.dtype == np.float32 \
            and t.size == 1:
        tf = float(t.reshape(-1)[0])
        fast = _adam_f32(param, grad, m1, m2, learning_rate * math.sqrt(_one_minus_pow_f(beta2, tf))
                         / _one_minus_pow_f(beta1, tf), beta1, beta2, epsilon)
        if fast is not None:
            return (*fast, t)
    # bias correction folded into the step size (Kingma & Ba, section 2)
    lr = learning_rate * xp.sqrt(_one_minus_pow(beta2, t)) / _one_minus_pow(beta1, t)
    # the moments and the denominator in float64: a float32 gradient below 1e-19 squares to 0 in
    # float32, and an epsilon below float32's smallest normal would vanish there (0 / 0 = NaN)
    g = grad.astype(xp.float64)
    m1_64 = beta1 * m1.astype(xp.float64) + (1 - beta1) * g
    m2_64 = beta2 * m2.astype(xp.float64) + (1 - beta2) * g * g
    update = (lr * m1_64 / (xp.sqrt(m2_64) + epsilon))
    return ((param - update).astype(param.dtype, copy=False), m1_64.astype(m1.dtype, copy=False),
            m2_64.astype(m2.dtype, copy=False), t)


def _adam_cpu(param: Any, grad: Any, m1: Any, m2: Any, step: Any, *, learning_rate: float,
              beta1: float, beta2: float, epsilon: float, in_place: bool = False) -> tuple[Any, Any, Any, Any]:
    """The C++ update: _adam's float64 path in one pass, rounded once to the parameter's dtype."""
    native = _native_update(_ADAM, param, grad, m1, m2)
    if native is None or type(step) is not np.ndarray or step.size != 1:
        return _adam(param, grad, m1, m2, step, learning_rate=learning_rate, beta1=beta1, beta2=beta2,
                     epsilon=epsilon, in_place=in_place)
    t = step + 1
    tf = float(t.reshape(-1)[0])
    lr = learning_rate * math.sqrt(_one_minus_pow_f(beta2, tf)) / _one_minus_pow_f(beta1, tf)
    return (*native(param, grad, m1, m2, lr, beta1, beta2, epsilon, in_place=in_place), t)


def _one_minus_pow_f(beta: float, t: float) -> float:
    """_one_minus_pow of a Python float."""
    return 1.0 if beta == 0.0 else -math.expm1(t * math.log(beta))


def _adam_f32(param: Any, grad: Any, m1: Any, m2: Any, lr: float, beta1: float, beta2: float,
              epsilon: float) -> tuple[Any, Any, Any] | None:
    """Adam in float32 with in-place temporaries where that gives the float64 update rounded to
    float32 (None elsewhere): epsilon at least float32's smallest normal keeps sqrt(m2) + epsilon
    > 0; a step size within 1e-10 .. 1e10 cannot magnify a subnormal quotient's rounding into view;
    a non-finite update (m1 / denominator overflowing) is left to the float64 path."""
    if not _F32_LR[0] <= lr <= _F32_LR[1]:
        return None
    magnitude = np.abs(grad)
    if not ((magnitude == 0) | ((magnitude > _F32_SQUARES[0]) & (magnitude < _F32_SQUARES[1]))).all():
        return None  # a square that underflows or overflows in float32: the float64 path
    m1 = m1 * np.float32(beta1)
    m1 += np.float32(1 - beta1) * grad
    m2 = m2 * np.float32(beta2)
    g2 = grad * grad
    g2 *= np.float32(1 - beta2)
    m2 += g2
    step = np.sqrt(m2)
    step += np.float32(epsilon)
    np.divide(m1, step, out=step)
    step *= np.float32(-lr)
    if not np.isfinite(step).all():
        return None
    step += param
    return step, m1, m2


def _adam_oracle(param: Any, grad: Any, m1: Any, m2: Any, step: Any, rate: Any = None, *, learning_rate: float,
                 beta1: float, beta2: float, epsilon: float) -> tuple[Any, Any, Any, Any]:
    """Kingma & Ba (2015), Algorithm 1 with the bias-corrected step size of section 2 (epsilon is
    their epsilon-hat), one scalar at a time. torch.optim.Adam adds epsilon after the bias
    correction instead, a different op for large epsilon, so it is not this op's oracle."""
    t = float(np.asarray(step, dtype=np.float64).ravel()[0]) + 1.0

    def corrected(beta: float) -> float:  # 1 - beta**t, accurately for beta next to 1
        return 1.0 if beta == 0.0 else -math.expm1(t * math.log(beta))

    alpha = _given_rate(rate, learning_rate) * math.sqrt(corrected(beta2)) / corrected(beta1)

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
    .in_place("ParamOut", "Param").in_place("Moment1Out", "Moment1").in_place("Moment2Out", "Moment2")
    .attribute("beta1", float, "decay of the first moment").default(0.9).at_least(0.0).smaller_than(1.0)
    .attribute("beta2", float, "decay of the second moment").default(0.999).at_least(0.0).smaller_than(1.0)
    .attribute("epsilon", float, "keeps the division finite").default(1e-8).larger_than(0.0)
    # ParamOut = Param - step: where the step nearly cancels Param, float32 is off by Param's rounding
    .reference(sparse_aware(_adam_oracle)).oracle("numpy", magnitude="Param.abs()"),
    _adam, _adam_cpu)


def _in_float64(*arrays: Any) -> list[Any]:
    """The arrays in float64, where the updates below compute (in the oracles' order): in float32 a
    squared small gradient underflows to 0 (a step of g / 0), lr * g overflows, and an epsilon below
    float32's smallest normal vanishes (a zero gradient on a zero state then steps by 0 / 0 = NaN)."""
    xp = xp_of(arrays[0])
    return [a.astype(xp.float64) for a in arrays]


def _adagrad(param: Any, grad: Any, moment: Any, *, learning_rate: float, epsilon: float) -> tuple[Any, Any]:
    xp = xp_of(param)
    p, g, m = _in_float64(param, grad, moment)
    m += g * g
    p -= learning_rate * g / (xp.sqrt(m) + epsilon)
    return p.astype(param.dtype), m.astype(moment.dtype)


def _adagrad_oracle(param: Any, grad: Any, moment: Any, rate: Any = None, *, learning_rate: float,
                    epsilon: float) -> tuple[Any, ...]:
    """Duchi, Hazan & Singer (2011), diagonal form, as torch.optim.Adagrad (no decay), one scalar at a time."""
    learning_rate = _given_rate(rate, learning_rate)

    def one(p: float, g: float, s: float) -> tuple[float, float]:
        s = s + g * g
        return p - learning_rate * g / (math.sqrt(s) + epsilon), s
    return _elementwise(one, param, grad, moment)


adagrad = _finish(
    _optimizer("adagrad", "Adagrad: Moment += Grad^2; Param -= lr * Grad / (sqrt(Moment) + epsilon).")
    .input("Moment", "the sum of squared gradients (state)", shape=LIKE_PARAM, domain=Domain(0.0, None))
    .output("ParamOut", like="Param").output("MomentOut", like="Moment")
    .attribute("epsilon", float, "keeps the division finite").default(1e-6).larger_than(0.0)
    .reference(sparse_aware(_adagrad_oracle)).oracle("numpy"),
    _adagrad)


def _rmsprop(param: Any, grad: Any, mean_square: Any, moment: Any, mean_grad: Any, *, learning_rate: float,
             decay: float, momentum: float, epsilon: float, centered: bool) -> tuple[Any, Any, Any, Any]:
    xp = xp_of(param)
    p, g, ms, mom = _in_float64(param, grad, mean_square, moment)
    ms = decay * ms + (1 - decay) * g * g
    variance = ms
    if centered:
        mg = decay * mean_grad.astype(xp.float64) + (1 - decay) * g
        # a state whose mean square lies below the squared mean gradient (rounding, or a state
        # given by hand) has no variance: no NaN from the square root of a negative number
        variance = xp.maximum(ms - mg * mg, 0.0)
        mean_grad = mg.astype(mean_grad.dtype)
    mom = momentum * mom + learning_rate * g / xp.sqrt(variance + epsilon)
    return (p - mom).astype(param.dtype), ms.astype(mean_square.dtype), mom.astype(moment.dtype), mean_grad


def _rmsprop_oracle(param: Any, grad: Any, mean_square: Any, moment: Any, mean_grad: Any, rate: Any = None, *,
                    learning_rate: float, decay: float, momentum: float, epsilon: float,
                    centered: bool) -> tuple[Any, ...]:
    """Hinton's RMSprop (lecture 6e) with momentum, and Graves (2013, eq. 38-41) when centered, in
    Paddle's form (epsilon under the square root; the momentum buffer holds the scaled step),
    one scalar at a time."""
    learning_rate = _given_rate(rate, learning_rate)

    def one(p: float, g: float, ms: float, mom: float, mg: float) -> tuple[float, float, float, float]:
        ms = decay * ms + (1.0 - decay) * g * g
        var = ms
        if centered:
            mg = decay * mg + (1.0 - decay) * g
            var = max(ms - mg * mg, 0.0)
        mom = momentum * mom + learning_rate * g / math.sqrt(var + epsilon)
        return p - mom, ms, mom, mg
    return _elementwise(one, param, grad, mean_square, moment, mean_grad)


rmsprop = _finish(
    _optimizer("rmsprop", "RMSprop: divides the step by a running root mean square of the gradient "
               "(centered: by its running standard deviation), with momentum.")
    .input("MeanSquare", "running mean of the squared gradient (state)", shape=LIKE_PARAM,
           domain=Domain(0.0, None))
    .input("Moment", "the momentum buffer (state)", shape=LIKE_PARAM)
    .input("MeanGrad", "running mean of the gradient, used when centered (state)", shape=LIKE_PARAM)
    .output("ParamOut", like="Param").output("MeanSquareOut", like="MeanSquare")
    .output("MomentOut", like="Moment").output("MeanGradOut", like="MeanGrad")
    .attribute("decay", float, "decay of the running means (rho)").default(0.9).at_least(0.0).smaller_than(1.0)
    .attribute("momentum", float, "decay of the momentum buffer").default(0.0).in_range(0.0, 1.0)
    .attribute("epsilon", float, "keeps the division finite (added under the square root)")
    .default(1e-10).larger_than(0.0)
    .attribute("centered", bool, "divide by the running variance instead of the mean square").default(False)
    .reference(sparse_aware(_rmsprop_oracle)).oracle("numpy"),
    _rmsprop)


def _adamax(param: Any, grad: Any, moment: Any, inf_norm: Any, step: Any, *, learning_rate: float,
            beta1: float, beta2: float, epsilon: float) -> tuple[Any, Any, Any, Any]:
    xp = xp_of(param)
    p, g, m, u = _in_float64(param, grad, moment, inf_norm)
    t = step + 1
    m = beta1 * m + (1 - beta1) * g
    u = xp.maximum(beta2 * u + epsilon, xp.abs(g))
    p -= learning_rate / _one_minus_pow(beta1, t) * m / u  # the oracle's order: near 0 or inf, it matters
    return p.astype(param.dtype), m.astype(moment.dtype), u.astype(inf_norm.dtype), t


def _adamax_oracle(param: Any, grad: Any, moment: Any, inf_norm: Any, step: Any, rate: Any = None, *,
                   learning_rate: float, beta1: float, beta2: float, epsilon: float) -> tuple[Any, ...]:
    """Kingma & Ba (2015), Algorithm 2, with Paddle's epsilon added to the decayed norm (torch.optim.Adamax
    adds it to |g| instead), one scalar at a time."""
    t = float(np.asarray(step, dtype=np.float64).ravel()[0]) + 1.0
    alpha = _given_rate(rate, learning_rate) / (1.0 if beta1 == 0.0 else -math.expm1(t * math.log(beta1)))

    def one(p: float, g: float, m: float, u: float) -> tuple[float, float, float]:
        m = beta1 * m + (1.0 - beta1) * g
        u = max(beta2 * u + epsilon, abs(g))
        return p - alpha * m / u, m, u
    return (*_elementwise(one, param, grad, moment, inf_norm), np.full(np.shape(step), t))


adamax = _finish(
    _optimizer("adamax", "Adamax: Adam with the infinity norm in place of the second moment.")
    .input("Moment", "first moment estimate (state)", shape=LIKE_PARAM)
    .input("InfNorm", "the decayed infinity norm of the gradients (state)", shape=LIKE_PARAM,
           domain=Domain(0.0, None))
    .input("Step", "the number of updates so far (state)", shape=(1,), type_var=None, domain=Domain(0.0, None))
    .output("ParamOut", like="Param").output("MomentOut", like="Moment")
    .output("InfNormOut", like="InfNorm").output("StepOut", like="Step")
    .attribute("beta1", float, "decay of the first moment").default(0.9).at_least(0.0).smaller_than(1.0)
    .attribute("beta2", float, "decay of the infinity norm").default(0.999).at_least(0.0).smaller_than(1.0)
    .attribute("epsilon", float, "keeps the division finite").default(1e-8).larger_than(0.0)
    .reference(sparse_aware(_adamax_oracle)).oracle("numpy"),
    _adamax)
