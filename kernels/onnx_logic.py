"""Logic and selection that ONNX has and the other op modules did not (issue 12's ONNX backend):
logical_and, logical_or, logical_xor (bool X and Y broadcast as numpy does), logical_not,
bitwise_and, bitwise_or, bitwise_xor, bitwise_not (of integers), and hardmax (1 at the first
largest value along an axis, 0 elsewhere). None has a gradient: each is piecewise constant in its
inputs, or of integers."""
from __future__ import annotations

from typing import Any, Callable


from paddle.registry import SIGNED, UNSIGNED, DataType, Function, SourceLocation

from ._xp import xp_of
from .elementwise import _shapes
from .reduce import MAX_RANK

BOOL = (DataType.BOOL,)
NO_GRAD_BOOL = "bools in, bools out: nothing to differentiate"


def _bools(rng: Any, dtype: Any) -> dict[str, Any]:
    sx, sy = _shapes(rng, 2)
    return {"X": rng.random(sx) < 0.5, "Y": rng.random(sy) < 0.5}


def _logical(name: str, symbol: str, kernel: Callable[[Any, Any], Any]) -> Any:
    """X `symbol` Y elementwise on bools; declared and registered where it is called."""
    return (Function(name, f"X {symbol} Y elementwise on bools, broadcast as numpy does.",
                     source=SourceLocation.of_caller())
            .input("X", "bools", dtypes=BOOL, type_var=None)
            .input("Y", "bools that broadcast with X", dtypes=BOOL, type_var=None)
            .output("Out", "bools shaped as the broadcast of X and Y", broadcast=("X", "Y"), dtypes=BOOL,
                    type_var=None)
            .oracle("torch", f"torch.{name}(X, Y)")
            .kernel(kernel)
            .no_grad(NO_GRAD_BOOL)
            .test_inputs(_bools)
            .example(f"out = layers.{name}(layers.greater(data('x', [None, 3]), data('y', [3])), "
                     f"layers.less(data('a', [None, 3]), data('b', [3])))")
            .register())


def _and(x: Any, y: Any) -> Any:
    return xp_of(x).logical_and(x, y)


def _or(x: Any, y: Any) -> Any:
    return xp_of(x).logical_or(x, y)


def _xor(x: Any, y: Any) -> Any:
    return xp_of(x).logical_xor(x, y)


logical_and = _logical("logical_and", "and", _and)
logical_or = _logical("logical_or", "or", _or)
logical_xor = _logical("logical_xor", "xor", _xor)


def _not(x: Any) -> Any:
    return xp_of(x).logical_not(x)


def _not_inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    return {"X": rng.random(_shapes(rng, 1)[0]) < 0.5}


logical_not = (
    Function("logical_not", "not X elementwise on bools.")
    .input("X", "bools", dtypes=BOOL, type_var=None, shape=("...S",))
    .output("Out", "bools shaped like X", dtypes=BOOL, type_var=None, shape=("...S",))
    .oracle("torch", "torch.logical_not(X)")
    .kernel(_not)
    .no_grad(NO_GRAD_BOOL)
    .test_inputs(_not_inputs)
    .example("out = layers.logical_not(layers.greater(data('x', [None, 3]), data('y', [3])))")
    .register()
)


# --- hardmax ---------------------------------------------------------------------------------------
def _hardmax(x: Any, *, axis: int) -> Any:
    xp = xp_of(x)
    first = xp.expand_dims(x.argmax(axis=axis), axis)  # the first of ties, as ONNX's Hardmax
    index = xp.arange(x.shape[axis]).reshape([-1 if i == axis % x.ndim else 1 for i in range(x.ndim)])
    return (index == first).astype(x.dtype)


def _hardmax_inputs(rng: Any, dtype: Any, *, axis: int) -> dict[str, Any]:
    """X of a rank `axis` fits (mostly sizes 1 when it is high), with ties along the axis, so
    that the first of equal values must be picked."""
    rank = min(max(1, axis + 1 if axis >= 0 else -axis, int(rng.integers(1, 4))), MAX_RANK)
    shape = [1] * rank
    for a in rng.choice(rank, size=min(2, rank), replace=False):
        shape[a] = int(rng.integers(1, 4))
    shape[axis] = int(rng.integers(1, 5))
    return {"X": (rng.integers(-3, 4, shape) * 0.5).astype(dtype)}


hardmax = (
    Function("hardmax", "1 where X holds the largest value along `axis` (the first of ties), 0 elsewhere.")
    .input("X", "a tensor")
    .output("Out", "shaped like X", like="X")
    .attribute("axis", int, "the axis, negative from the end").default(-1).in_range(-MAX_RANK, MAX_RANK - 1)
    .axis_of("X")
    # torch.argmax picks the first of ties, as ONNX's Hardmax
    .oracle("torch", "torch.nn.functional.one_hot(torch.argmax(X, dim=axis), X.size(axis))"
                     ".movedim(-1, axis).to(X.dtype)")
    .kernel(_hardmax)
    .no_grad("piecewise constant in X: its derivative is 0 wherever it exists")
    .test_inputs(_hardmax_inputs)
    .example("out = layers.hardmax(data('x', [None, 3]), axis=1)")
    .register()
)


# --- bitwise_and, bitwise_or, bitwise_xor, bitwise_not: integers -----------------------------------
WHOLE = (*SIGNED, *UNSIGNED)  # ONNX's bitwise ops: every integer type
NO_GRAD_BITS = "integers in, integers out: nothing to differentiate"


def _whole(rng: Any, shape: tuple[int, ...], dtype: str) -> Any:
    low = 0 if dtype == "uint8" else -(2**31) if dtype == "int32" else -(2**40)
    high = 256 if dtype == "uint8" else 2**31 if dtype == "int32" else 2**40
    return rng.integers(low, high, shape, dtype="int64").astype(dtype)


def _bits_pair(rng: Any, dtype: Any) -> dict[str, Any]:
    sx, sy = _shapes(rng, 2)
    kind = str(rng.choice(["int32", "int64", "uint8"]))
    return {"X": _whole(rng, sx, kind), "Y": _whole(rng, sy, kind)}


def _bitwise(name: str, symbol: str, kernel: Callable[[Any, Any], Any]) -> Any:
    """X `symbol` Y bit by bit; declared and registered where it is called."""
    return (Function(name, f"X {symbol} Y bit by bit, of integers of one dtype, broadcast as numpy does.",
                     source=SourceLocation.of_caller())
            .input("X", "integers", dtypes=WHOLE)
            .input("Y", "integers of X's dtype that broadcast with X", dtypes=WHOLE)
            .output("Out", "shaped as the broadcast of X and Y", broadcast=("X", "Y"), dtypes=WHOLE)
            .oracle("torch", f"torch.{name}(X, Y)")
            .kernel(kernel)
            .no_grad(NO_GRAD_BITS)
            .test_inputs(_bits_pair)
            .example(f"out = layers.{name}(data('x', [None, 3], dtype='int32'), data('y', [3], dtype='int32'))")
            .register())


def _bit_and(x: Any, y: Any) -> Any:
    return xp_of(x).bitwise_and(x, y)


def _bit_or(x: Any, y: Any) -> Any:
    return xp_of(x).bitwise_or(x, y)


def _bit_xor(x: Any, y: Any) -> Any:
    return xp_of(x).bitwise_xor(x, y)


def _bit_not(x: Any) -> Any:
    return xp_of(x).invert(x)


bitwise_and = _bitwise("bitwise_and", "and", _bit_and)
bitwise_or = _bitwise("bitwise_or", "or", _bit_or)
bitwise_xor = _bitwise("bitwise_xor", "xor", _bit_xor)
bitwise_not = (
    Function("bitwise_not", "Every bit of X flipped (two's complement: ~x = -x - 1 for signed integers).")
    .input("X", "integers", dtypes=WHOLE)
    .output("Out", "shaped like X", like="X")
    .oracle("torch", "torch.bitwise_not(X)")
    .kernel(_bit_not)
    .no_grad(NO_GRAD_BITS)
    .test_inputs(lambda rng, dtype: {"X": _bits_pair(rng, dtype)["X"]})
    .example("out = layers.bitwise_not(data('x', [None, 3], dtype='int32'))")
    .register()
)
