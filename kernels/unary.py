"""Unary math, each shaped like X: exp, log, sqrt, rsqrt, square, abs, sign, reciprocal, floor,
ceil, round, sin, cos, erf.

`_unary` declares what the family shares (X in, Out like X, an example); each op adds its own
kernel, oracle, gradient and, where the function needs one, the domain of X.

Piecewise-constant ops (sign, floor, ceil, round) declare no gradient: their derivative is 0
wherever it exists, so a zero gradient would silently stop learning through them; a network
that wants that says so (a stop-gradient), and one that does not is told at backward time.
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from paddle.registry import NUMERIC, Domain, Function, SourceLocation

from . import _native
from ._xp import xp_of
from .native_ops import NATIVE_DTYPES

STEPS = "piecewise constant: its derivative is 0 wherever it exists (and undefined at the steps)"
POSITIVE = Domain(0.0, None, low_open=True)


def _unary(name: str, description: str, domain: Domain | None = None) -> Function:
    """X (in `domain`) -> Out like X; the op is declared where this is called."""
    return (Function(name, description, source=SourceLocation.of_caller())
            .input("X", "a tensor" if domain is None else f"a tensor with values in {domain.describe()}",
                   domain=domain)
            .output("Out", "shaped like X", like="X")
            .example(f"out = layers.{name}(data('x', [None, 3]))"))


# Test inputs for the ops whose derivative (or value) overflows somewhere in their domain: the
# generated boundary test of a grad op wants finite gradients at the sampler's extremes (a
# gradient of 1e17 at a subnormal x, exp of 1e17), which these functions cannot give there.
def _magnitudes(low: int, high: int, signed: bool) -> Any:
    """X of 1..3 dims with magnitudes 10**low .. 10**high, of either sign if `signed`."""
    def inputs(rng: Any, dtype: Any) -> dict[str, Any]:
        shape = tuple(int(d) for d in rng.integers(1, 5, size=rng.integers(1, 4)))
        sign = rng.choice([-1.0, 1.0], shape) if signed else 1.0
        return {"X": (10.0 ** rng.uniform(low, high, shape) * sign).astype(dtype)}
    return inputs


def _exp_inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    shape = tuple(int(d) for d in rng.integers(1, 5, size=rng.integers(1, 4)))
    return {"X": (rng.uniform(0.1, 10.0, shape) * rng.choice([-1.0, 1.0], shape)).astype(dtype)}


# --- kernels and gradients (dout: the gradient of Out) ----------------------------------------
def _exp(x: Any) -> Any:
    return xp_of(x).exp(x)


def _exp_grad(x: Any, out: Any, dout: Any) -> Any:
    return dout * out


def _log(x: Any) -> Any:
    return xp_of(x).log(x)


def _log_grad(x: Any, dout: Any) -> Any:
    return dout / x


def _sqrt(x: Any) -> Any:
    return xp_of(x).sqrt(x)


def _sqrt_grad(x: Any, out: Any, dout: Any) -> Any:
    return dout * 0.5 / out


def _rsqrt(x: Any) -> Any:
    return 1 / xp_of(x).sqrt(x)


def _rsqrt_grad(x: Any, out: Any, dout: Any) -> Any:
    return dout * -0.5 * out / x


def _square(x: Any) -> Any:
    return x * x


def _square_grad(x: Any, dout: Any) -> Any:
    return dout * 2 * x


def _abs(x: Any) -> Any:
    return xp_of(x).abs(x)


def _abs_grad(x: Any, dout: Any) -> Any:
    return dout * xp_of(x).sign(x)


def _sign(x: Any) -> Any:
    return xp_of(x).sign(x)


def _reciprocal(x: Any) -> Any:
    return 1 / x


def _reciprocal_grad(x: Any, out: Any, dout: Any) -> Any:
    return -dout * out * out


def _floor(x: Any) -> Any:
    return xp_of(x).floor(x)


def _ceil(x: Any) -> Any:
    return xp_of(x).ceil(x)


def _round(x: Any) -> Any:
    return xp_of(x).rint(x)  # halves to even, as torch.round


def _sin(x: Any) -> Any:
    return xp_of(x).sin(x)


def _sin_grad(x: Any, dout: Any) -> Any:
    return dout * xp_of(x).cos(x)


def _cos(x: Any) -> Any:
    return xp_of(x).cos(x)


def _cos_grad(x: Any, dout: Any) -> Any:
    return -dout * xp_of(x).sin(x)


def _erf(x: Any) -> Any:
    xp = xp_of(x)
    if xp is np:  # numpy has no erf: the C++ one (kernels/cpp/erf.cc), a narrow float through float32
        wide = np.float64 if x.dtype == np.float64 else np.float32
        return _native.erf(x.astype(wide, copy=False)).astype(x.dtype, copy=False)
    from cupyx.scipy.special import erf  # only where cupy runs
    return erf(x)


def _erf_grad(x: Any, dout: Any) -> Any:
    return dout * (2 / math.sqrt(math.pi)) * xp_of(x).exp(-x * x)


# --- the ops ------------------------------------------------------------------------------------
exp = (_unary("exp", "e to the power X (inf beyond the dtype's range: 88.7 in float32).")
       .oracle("torch", "torch.exp(X)").kernel(_exp).grad(_exp_grad, reads=("X", "Out"))
       .test_inputs(_exp_inputs).register())
log = (_unary("log", "The natural logarithm of X.", POSITIVE)
       .oracle("torch", "torch.log(X)").kernel(_log).grad(_log_grad, reads=("X",))
       .test_inputs(_magnitudes(-2, 2, signed=False)).register())
sqrt = (_unary("sqrt", "The square root of X.", Domain(0.0, None))
        .oracle("torch", "torch.sqrt(X)").kernel(_sqrt).grad(_sqrt_grad, reads=("X", "Out"))
        .test_inputs(_magnitudes(-2, 2, signed=False)).register())
rsqrt = (_unary("rsqrt", "1 / sqrt(X).", POSITIVE)
         .oracle("torch", "torch.rsqrt(X)").kernel(_rsqrt).grad(_rsqrt_grad, reads=("X", "Out"))
         .test_inputs(_magnitudes(-2, 2, signed=False)).register())
square = (_unary("square", "X * X.")
          .oracle("torch", "torch.square(X)").kernel(_square).grad(_square_grad, reads=("X",)).register())
abs_op = (_unary("abs", "|X|; its gradient at 0 is 0 (the subgradient torch takes).").types(NUMERIC)
          .oracle("onnx", "Abs(X)").kernel(_abs).grad(_abs_grad, reads=("X",)).register())
sign = (_unary("sign", "-1, 0 or 1: the sign of X.").types(NUMERIC)
        .oracle("torch", "torch.sign(X)").kernel(_sign).no_grad(STEPS).register())
reciprocal = (_unary("reciprocal", "1 / X (X nonzero: 1 / 0 is inf).")
              .oracle("torch", "torch.reciprocal(X)").kernel(_reciprocal)
              .grad(_reciprocal_grad, reads=("X", "Out")).test_inputs(_magnitudes(-2, 2, signed=True)).register())
floor = (_unary("floor", "The largest integer not above X.")
         .oracle("onnx", "Floor(X)").kernel(_floor).no_grad(STEPS).register())
ceil = (_unary("ceil", "The smallest integer not below X.")
        .oracle("onnx", "Ceil(X)").kernel(_ceil).no_grad(STEPS).register())
round_op = (_unary("round", "X rounded to the nearest integer, halves to even.")
            .oracle("torch", "torch.round(X)").kernel(_round).no_grad(STEPS).register())
sin = (_unary("sin", "The sine of X (radians).")
       .oracle("torch", "torch.sin(X)").kernel(_sin).grad(_sin_grad, reads=("X",)).register())
cos = (_unary("cos", "The cosine of X (radians).")
       .oracle("torch", "torch.cos(X)").kernel(_cos).grad(_cos_grad, reads=("X",)).register())
erf = (_unary("erf", "The error function of X.")
       .oracle("torch", "torch.erf(X)").kernel(_erf).grad(_erf_grad, reads=("X",))
       .kernel("cpu", _native.erf, dtypes=NATIVE_DTYPES).register())  # kernels/cpp/erf.cc: vectorised
