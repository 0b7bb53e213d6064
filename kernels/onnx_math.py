"""Math that ONNX has and the other op modules did not (issue 12's ONNX backend): tan, asin,
acos, atan, sinh, cosh, asinh, acosh, atanh (each shaped like X, with its derivative), isnan and
isinf (bools, no gradient), and mod (the remainder, floor or C-style, of floats or integers).

Test inputs keep each function where it and its derivative are finite and well conditioned:
the inverse sine, cosine and hyperbolic tangent away from +-1 (their derivatives' poles), tan
away from its poles, acosh above 1, sinh and cosh where they do not overflow float32.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import FLOAT_TYPES, FLOATS, INTEGERS, NUMERIC, DataType, Domain, Function, SourceLocation
from paddle.registry.errors import input_error

from ._xp import xp_of
from .elementwise import _shapes, _unbroadcast

NUMBERS = (*FLOATS, *INTEGERS)
OPEN_UNIT = Domain(-1.0, 1.0, low_open=True, high_open=True)


def _uniform(low: float, high: float) -> Any:
    """X of 1..3 dims uniform in [low, high]."""
    def inputs(rng: Any, dtype: Any) -> dict[str, Any]:
        shape = tuple(int(d) for d in rng.integers(1, 5, size=rng.integers(1, 4)))
        return {"X": rng.uniform(low, high, shape).astype(dtype)}
    return inputs


def _unary(name: str, description: str, domain: Domain | None = None) -> Function:
    """X (in `domain`) -> Out like X; declared where this is called."""
    return (Function(name, description, source=SourceLocation.of_caller())
            .input("X", "a tensor" if domain is None else f"a tensor with values in {domain.describe()}",
                   domain=domain)
            .output("Out", "shaped like X", like="X")
            .example(f"out = layers.{name}(data('x', [None, 3]))"))


# --- kernels and gradients (dout: the gradient of Out) ------------------------------------------
def _tan(x: Any) -> Any:
    return xp_of(x).tan(x)


def _tan_grad(x: Any, out: Any, dout: Any) -> Any:
    return dout * (1 + out * out)


def _asin(x: Any) -> Any:
    return xp_of(x).arcsin(x)


def _asin_grad(x: Any, dout: Any) -> Any:
    return dout / xp_of(x).sqrt(1 - x * x)


def _acos(x: Any) -> Any:
    return xp_of(x).arccos(x)


def _acos_grad(x: Any, dout: Any) -> Any:
    return -dout / xp_of(x).sqrt(1 - x * x)


def _atan(x: Any) -> Any:
    return xp_of(x).arctan(x)


def _atan_grad(x: Any, dout: Any) -> Any:
    return dout / (1 + x * x)


def _sinh(x: Any) -> Any:
    return xp_of(x).sinh(x)


def _sinh_grad(x: Any, dout: Any) -> Any:
    return dout * xp_of(x).cosh(x)


def _cosh(x: Any) -> Any:
    return xp_of(x).cosh(x)


def _cosh_grad(x: Any, dout: Any) -> Any:
    return dout * xp_of(x).sinh(x)


def _asinh(x: Any) -> Any:
    return xp_of(x).arcsinh(x)


def _asinh_grad(x: Any, dout: Any) -> Any:
    return dout / xp_of(x).sqrt(x * x + 1)


def _acosh(x: Any) -> Any:
    return xp_of(x).arccosh(x)


def _acosh_grad(x: Any, dout: Any) -> Any:
    return dout / xp_of(x).sqrt(x * x - 1)


def _atanh(x: Any) -> Any:
    return xp_of(x).arctanh(x)


def _atanh_grad(x: Any, dout: Any) -> Any:
    return dout / (1 - x * x)


def _isnan(x: Any) -> Any:
    return xp_of(x).isnan(x)


def _isnan_inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    shape = tuple(int(d) for d in rng.integers(1, 5, size=rng.integers(1, 4)))
    specials = np.array([np.nan, np.inf, -np.inf, 0.0, 1.5])
    return {"X": rng.choice(specials, shape).astype(dtype)}


# --- the ops ---------------------------------------------------------------------------------------
tan = (_unary("tan", "The tangent of X (radians; huge near the poles at pi/2 + k pi).")
       .oracle("torch", "torch.tan(X)").kernel(_tan).grad(_tan_grad, reads=("X", "Out"))
       .test_inputs(_uniform(-1.3, 1.3)).register())
asin = (_unary("asin", "The inverse sine of X, in [-pi/2, pi/2].", OPEN_UNIT)
        .oracle("torch", "torch.asin(X)").kernel(_asin).grad(_asin_grad, reads=("X",))
        .test_inputs(_uniform(-0.95, 0.95)).register())
acos = (_unary("acos", "The inverse cosine of X, in [0, pi].", OPEN_UNIT)
        .oracle("torch", "torch.acos(X)").kernel(_acos).grad(_acos_grad, reads=("X",))
        .test_inputs(_uniform(-0.95, 0.95)).register())
atan = (_unary("atan", "The inverse tangent of X, in (-pi/2, pi/2).")
        .oracle("torch", "torch.atan(X)").kernel(_atan).grad(_atan_grad, reads=("X",)).register())
sinh = (_unary("sinh", "The hyperbolic sine of X (inf beyond 89.4 in float32).")
        .oracle("torch", "torch.sinh(X)").kernel(_sinh).grad(_sinh_grad, reads=("X",))
        .test_inputs(_uniform(-10.0, 10.0)).register())
cosh = (_unary("cosh", "The hyperbolic cosine of X (inf beyond 89.4 in float32).")
        .oracle("torch", "torch.cosh(X)").kernel(_cosh).grad(_cosh_grad, reads=("X",))
        .test_inputs(_uniform(-10.0, 10.0)).register())
asinh = (_unary("asinh", "The inverse hyperbolic sine of X.")
         .oracle("torch", "torch.asinh(X)").kernel(_asinh).grad(_asinh_grad, reads=("X",))
         .test_inputs(_uniform(-20.0, 20.0)).register())
acosh = (_unary("acosh", "The inverse hyperbolic cosine of X (X >= 1).", Domain(1.0, None, low_open=True))
         .oracle("torch", "torch.acosh(X)").kernel(_acosh).grad(_acosh_grad, reads=("X",))
         .test_inputs(_uniform(1.1, 20.0)).register())
atanh = (_unary("atanh", "The inverse hyperbolic tangent of X.", OPEN_UNIT)
         .oracle("torch", "torch.atanh(X)").kernel(_atanh).grad(_atanh_grad, reads=("X",))
         .test_inputs(_uniform(-0.95, 0.95)).register())
isnan = (Function("isnan", "True where X is NaN.")
         .input("X", "a float tensor", shape=("...S",)).types(FLOAT_TYPES)
         .output("Out", "bools shaped like X", shape=("...S",), dtypes=(DataType.BOOL,), type_var=None)
         .oracle("torch", "torch.isnan(X)").kernel(_isnan)
         .no_grad("a bool output: whether X is NaN is piecewise constant in X")
         .test_inputs(_isnan_inputs)
         .example("out = layers.isnan(data('x', [None, 3]))")
         .register())


# --- isinf, mod -------------------------------------------------------------------------------------
def _isinf(x: Any, *, detect_positive: bool, detect_negative: bool) -> Any:
    xp = xp_of(x)
    return (xp.isposinf(x) & detect_positive) | (xp.isneginf(x) & detect_negative)


isinf = (Function("isinf", "True where X is infinite: +inf if detect_positive, -inf if detect_negative.")
         .input("X", "a float tensor", shape=("...S",)).types(FLOAT_TYPES)
         .output("Out", "bools shaped like X", shape=("...S",), dtypes=(DataType.BOOL,), type_var=None)
         .attribute("detect_positive", bool, "report +inf").default(True)
         .attribute("detect_negative", bool, "report -inf").default(True)
         .oracle("torch", "torch.logical_or(torch.logical_and(torch.isposinf(X), torch.tensor(detect_positive)), "
                          "torch.logical_and(torch.isneginf(X), torch.tensor(detect_negative)))")
         .kernel(_isinf)
         .no_grad("a bool output: whether X is infinite is piecewise constant in X")
         .test_inputs(lambda rng, dtype, **attrs: _isnan_inputs(rng, dtype))
         .example("out = layers.isinf(data('x', [None, 3]), detect_negative=False)")
         .register())


def _mod_inputs(rng: Any, dtype: Any, *, fmod: bool) -> dict[str, Any]:
    """Y of either sign away from 0; X = (q + f) * Y with the fraction f in [0.1, 0.9], so no X
    sits near a jump of the remainder (and the quotient's floor or trunc is clear). Floats: the
    integer path is tested in tests/onnx_backend/test_onnx_ops.py."""
    sx, sy = _shapes(rng, 2)
    y = rng.uniform(0.5, 3.0, sy) * rng.choice([-1.0, 1.0], sy)
    x = (rng.integers(-3, 4, sx) + rng.uniform(0.1, 0.9, sx)) * (y if len(sy) <= len(sx) else y.mean())
    return {"X": np.asarray(x, dtype=dtype), "Y": np.asarray(y, dtype=dtype)}


def _mod(x: Any, y: Any, *, fmod: bool) -> Any:
    xp = xp_of(x)
    if x.dtype.kind in "iu" and bool((y == 0).any()):
        raise input_error("mod", "Y", "should hold no 0 where X and Y are integers (a remainder by 0 "
                          "is undefined)", 0)
    if fmod:
        return xp.fmod(x, y)
    out = xp.mod(x, y)
    if xp is not np and x.dtype.kind == "f":  # cupy's x - floor(x / y) * y is nan for an infinite Y:
        by_inf = xp.isinf(y) & xp.isfinite(x)  # numpy's (and Python's) is X, or Y where their signs differ
        out = xp.where(by_inf, xp.where((x == 0) | ((x > 0) == (y > 0)), x, y), out)
    return out


def _mod_grad(x: Any, y: Any, dout: Any, *, fmod: bool, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    """X - q Y with q = trunc(X / Y) (fmod) or floor(X / Y), constant between the jumps."""
    xp = xp_of(x)
    q = (xp.trunc(x / y) if fmod else xp.floor(x / y)).astype(dout.dtype)  # integer X and Y: x / y is float
    dx = _unbroadcast(dout, x.shape).astype(x.dtype) if needed[0] else None  # an int32 sum is int64
    return dx, (_unbroadcast(-dout * q, y.shape).astype(y.dtype) if needed[1] else None)


mod = (Function("mod", "The remainder of X / Y, broadcast as numpy does: with the sign of Y (floor "
                "division, as Python's %), or with fmod the sign of X (C's fmod). Integer Y holds no 0.")
       .input("X", "the dividend")
       .input("Y", "the divisor, of X's dtype, broadcasting with X")
       .output("Out", "shaped as the broadcast of X and Y", broadcast=("X", "Y")).types(NUMERIC)
       .attribute("fmod", bool, "the remainder takes X's sign (C's fmod) instead of Y's").default(False)
       .oracle("torch", "torch.fmod(X, Y) if fmod else torch.remainder(X, Y)")
       .kernel(_mod)
       .grad(_mod_grad, reads=("X", "Y"))
       .test_inputs(_mod_inputs)
       .example("out = layers.mod(data('x', [None, 3]), data('y', [3]), fmod=True)")
       .register())
