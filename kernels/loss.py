"""Losses: cross_entropy (on probabilities, int labels), square_error, softmax_with_cross_entropy
(fused, on logits; C++ kernels in kernels/cpp/softmax_ce.cc), sigmoid_cross_entropy_with_logits
and huber_loss (a layer composed of existing ops)."""
from __future__ import annotations

from typing import Any

from paddle.registry import INTEGERS, ROWS, Domain, Function, Layer
from paddle.registry.errors import input_error

from . import _native
from ._xp import xp_of

_TINY = 1e-20  # keeps log(0) finite when a probability underflows


# --- cross_entropy ------------------------------------------------------------------------
def _check_labels(label: Any, classes: int, op: str = "cross_entropy", ignore_index: int | None = None) -> Any:
    """Labels index a row; one out of range would read another class or raise in numpy. A label
    equal to `ignore_index` (where the op has one) marks a row that is skipped."""
    flat = label.reshape(-1)
    kept = flat if ignore_index is None else flat[flat != ignore_index]
    if kept.size == 0:
        return flat
    lo, hi = int(kept.min()), int(kept.max())
    if lo < 0 or hi >= classes:
        bad = lo if lo < 0 else hi
        raise input_error(op, "Label", f"should hold class indexes in [0, {classes}), got {bad}", bad)
    return flat


def _cross_entropy(x: Any, label: Any) -> Any:
    xp = xp_of(x)
    rows = xp.arange(x.shape[0])
    picked = x[rows, _check_labels(label, x.shape[1])]
    return -xp.log(xp.maximum(picked, _TINY)).reshape(-1, 1).astype(x.dtype, copy=False)


def _cross_entropy_grad(x: Any, label: Any, dout: Any) -> Any:
    xp = xp_of(x)
    rows, cols = xp.arange(x.shape[0]), _check_labels(label, x.shape[1])
    dx = xp.zeros_like(x)
    dx[rows, cols] = -dout.reshape(-1) / xp.maximum(x[rows, cols], _TINY)
    return dx


cross_entropy = (
    Function("cross_entropy", "Cross-entropy -log(X[i, Label[i]]) of each row of probabilities X.")
    .input("X", "an [N, C] matrix of probabilities (e.g. a softmax)", shape=("N", "C"), seq_types=ROWS,
           domain=Domain(0.0, 1.0))
    .input("Label", "an [N, 1] matrix of class indexes", shape=("N", 1), dtypes=INTEGERS, type_var=None,
           no_grad=True, seq_types=ROWS, domain=Domain(0, "C", high_open=True))
    .output("Out", "an [N, 1] matrix of losses", shape=("N", 1))
    # torch's negative log-likelihood of log-probabilities; the clamp at 1e-20 is part of this
    # op's definition (a probability of 0 costs -log(1e-20), not infinity)
    .oracle("torch", "torch.nn.functional.nll_loss(X.clamp_min(1e-20).log(), Label.reshape(-1), "
            "reduction='none').reshape(-1, 1)")
    .kernel(_cross_entropy)
    .grad(_cross_entropy_grad, reads=("X", "Label"))
    .register()
)


# --- square_error (mse) -------------------------------------------------------------------
def _square_error(x: Any, y: Any) -> Any:
    d = x - y
    return (d * d).sum(axis=1, keepdims=True)


def _square_error_grad(x: Any, y: Any, dout: Any, *,
                       needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    dx = 2 * (x - y) * dout
    return dx, (-dx if needed[1] else None)


square_error = (
    Function("square_error", "Squared error of each row: Out[i] = sum_j (X[i, j] - Y[i, j])^2.")
    .input("X", "an [N, D] matrix of predictions", shape=("N", "D"), seq_types=ROWS)
    .input("Y", "an [N, D] matrix of targets", shape=("N", "D"), seq_types=ROWS)
    .output("Out", "an [N, 1] matrix of losses", shape=("N", 1))
    .oracle("torch", "torch.nn.functional.mse_loss(X, Y, reduction='none').sum(dim=1, keepdim=True)")
    .kernel(_square_error)
    .grad(_square_error_grad, reads=("X", "Y"))
    .register()
)


# --- softmax_with_cross_entropy: fused and stable -------------------------------------------------
SOFTMAX_CE = "softmax_with_cross_entropy"


def _softmax_ce(logits: Any, label: Any, *, ignore_index: int) -> tuple[Any, Any]:
    """Softmax = exp(x - max) / s and Loss = log(s) - (x[label] - max), s = sum exp(x - max): no
    exp overflows and no two large numbers cancel (lse - x[label] would at logits of 1e4)."""
    xp = xp_of(logits)
    n, c = logits.shape
    labels = _check_labels(label, c, SOFTMAX_CE, ignore_index)
    if c == 0:  # no class: only an empty batch gets here (any label of a row is out of range)
        return xp.zeros((n, 0), logits.dtype), xp.zeros((n, 1), logits.dtype)
    shifted = logits - logits.max(axis=1, keepdims=True)
    e = xp.exp(shifted)
    s = e.sum(axis=1, keepdims=True)
    keep = (labels != ignore_index).reshape(-1, 1)
    picked = xp.take_along_axis(shifted, xp.where(keep, labels.reshape(-1, 1), 0), axis=1)
    loss = xp.where(keep, xp.log(s) - picked, 0)
    return e / s, loss.astype(logits.dtype, copy=False)


def _softmax_ce_grad(logits: Any, label: Any, softmax: Any, dsoftmax: Any, dloss: Any, *,
                     ignore_index: int) -> Any:
    """(Softmax - onehot(Label)) * dLoss, plus the softmax's own gradient of dSoftmax (zero
    unless Softmax is used further); rows whose label is ignore_index get no loss gradient."""
    xp = xp_of(softmax)
    labels = _check_labels(label, logits.shape[1], SOFTMAX_CE, ignore_index)
    keep = labels != ignore_index
    g = dloss * keep.reshape(-1, 1)
    dx = softmax * (g + dsoftmax - (dsoftmax * softmax).sum(axis=1, keepdims=True))
    rows = xp.arange(softmax.shape[0])[keep]
    dx[rows, labels[keep]] -= g[keep, 0]
    return dx


_SOFTMAX_CE_NATIVE = {"float32": (_native.softmax_ce_f32, _native.softmax_ce_grad_f32),
                      "float64": (_native.softmax_ce_f64, _native.softmax_ce_grad_f64)}


def _native_softmax_ce(logits: Any, label: Any, *, ignore_index: int) -> Any:
    """The C++ kernel for float32/float64. It checks the labels itself (IndexError); the typed
    error is built by the shared check, only on that failure path."""
    fns = _SOFTMAX_CE_NATIVE.get(logits.dtype.name)
    if fns is None:
        return _softmax_ce(logits, label, ignore_index=ignore_index)
    try:
        return fns[0](logits, label, ignore_index)
    except IndexError:
        _check_labels(label, logits.shape[1], SOFTMAX_CE, ignore_index)
        raise


def _native_softmax_ce_grad(logits: Any, label: Any, softmax: Any, dsoftmax: Any, dloss: Any, *,
                            ignore_index: int) -> Any:
    fns = _SOFTMAX_CE_NATIVE.get(softmax.dtype.name)
    if fns is None:
        return _softmax_ce_grad(logits, label, softmax, dsoftmax, dloss, ignore_index=ignore_index)
    try:
        return fns[1](softmax, label, dsoftmax, dloss, ignore_index)
    except IndexError:
        _check_labels(label, logits.shape[1], SOFTMAX_CE, ignore_index)
        raise


softmax_with_cross_entropy = (
    Function(SOFTMAX_CE, "Softmax of each row of Logits and the cross-entropy of its Label, fused: "
             "numerically stable (log-sum-exp) for any finite logits. A row whose label is ignore_index "
             "gets loss 0 and no gradient.")
    .input("Logits", "an [N, C] matrix of unnormalised scores", shape=("N", "C"), seq_types=ROWS)
    .input("Label", "an [N, 1] matrix of class indexes in [0, C) (or ignore_index)", shape=("N", 1),
           dtypes=INTEGERS, type_var=None, no_grad=True, seq_types=ROWS, domain=Domain(0, "C", high_open=True))
    .output("Softmax", "an [N, C] matrix: the softmax of each row", shape=("N", "C"))
    .output("Loss", "an [N, 1] matrix: -log Softmax[i, Label[i]]", shape=("N", 1))
    .attribute("ignore_index", int, "a label value marking a row to skip (loss 0, no gradient)")
    .default(-100).in_range(-2**31, 2**31 - 1)
    .oracle("torch", "(torch.softmax(Logits, 1), torch.nn.functional.cross_entropy(Logits, Label.reshape(-1), "
            "ignore_index=ignore_index, reduction='none').reshape(-1, 1))")
    .kernel(_softmax_ce)
    .kernel("cpu", _native_softmax_ce)
    .grad(_softmax_ce_grad, reads=("Logits", "Label", "Softmax"))
    .grad_kernel("cpu", _native_softmax_ce_grad)
    .example("logits = data('logits', [None, 10])\n"
             "label = data('label', [None, 1], dtype='int64')\n"
             "softmax, loss = layers.softmax_with_cross_entropy(logits, label)")
    .register()
)


# --- sigmoid_cross_entropy_with_logits ----------------------------------------------------------
def check_unit_interval(op: str, slot: str, values: Any) -> None:
    """Refuse a value outside [0, 1] (NaN too) with a typed error naming it: probabilities and
    targets out of range give a wrong answer silently (a negative loss, a bucket out of range)."""
    inside = (values >= 0) & (values <= 1)  # NaN fails both comparisons
    if not bool(inside.all()):
        bad = values[~inside].reshape(-1)[0].item()
        raise input_error(op, slot, f"should hold values in [0, 1], got {bad}", bad)


SIGMOID_CE = "sigmoid_cross_entropy_with_logits"


def _sigmoid_ce(x: Any, label: Any) -> Any:
    """max(x, 0) - x z as x (1 - z) where x >= 0 and -x z below: two terms that cannot cancel
    (468 - 468 * 0.99999 loses all but two digits in float32)."""
    check_unit_interval(SIGMOID_CE, "Label", label)
    xp = xp_of(x)
    linear = xp.where(x >= 0, x * (1 - label), -x * label)
    return (linear + xp.log1p(xp.exp(-xp.abs(x)))).astype(x.dtype, copy=False)


def _sigmoid_ce_grad(x: Any, label: Any, dout: Any) -> Any:
    check_unit_interval(SIGMOID_CE, "Label", label)
    xp = xp_of(x)
    e = xp.exp(-xp.abs(x))  # sigmoid(x) without overflow on either side
    sig = xp.where(x >= 0, 1 / (1 + e), e / (1 + e))
    return ((sig - label) * dout).astype(x.dtype, copy=False)


sigmoid_cross_entropy_with_logits = (
    Function(SIGMOID_CE, "Elementwise binary cross-entropy of probabilities "
             "sigmoid(X) against targets Label, in the stable form max(X, 0) - X * Label + log(1 + exp(-|X|)).")
    .input("X", "an [N, D] matrix of logits", shape=("N", "D"), seq_types=ROWS)
    .input("Label", "an [N, D] matrix of targets in [0, 1]", shape=("N", "D"), seq_types=ROWS,
           no_grad=True, domain=Domain(0.0, 1.0))
    .output("Out", "an [N, D] matrix of losses", like="X")
    # softplus(X) - X Label: the same function by another formula. (torch's binary_cross_entropy_with_logits
    # computes (1 - Label) X + max(-X, 0) + ..., whose two large terms cancel: at X = -3.2e11 and
    # Label = 2.2e-16 it gives 6.1e-5 for the true 7.1e-5, in float64.) Above the threshold softplus
    # is X itself, which is exact to exp(-50) in float64.
    .oracle("torch", "torch.nn.functional.softplus(X, threshold=50.0) - X * Label")
    .kernel(_sigmoid_ce)
    .grad(_sigmoid_ce_grad, reads=("X", "Label"))
    .example("x = data('x', [None, 4])\n"
             "target = data('target', [None, 4])\n"
             "loss = layers.sigmoid_cross_entropy_with_logits(x, target)")
    .register()
)


# --- huber_loss: composed of sub, abs, clip, square, scale and add --------------------------------
def _huber_loss(b: Any, x: Any, y: Any, *, delta: float) -> Any:
    """With r = |X - Y| and m = min(r, delta): 0.5 m^2 + delta (r - m), which is 0.5 r^2 where
    r <= delta and delta (r - 0.5 delta) beyond. clip(r, 0, delta) is min(r, delta) as r >= 0."""
    r = b.op("abs", {"X": b.op("sub", {"X": x, "Y": y})})
    m = b.op("clip", {"X": r}, min=0.0, max=delta)
    quadratic = b.op("scale", {"X": b.op("square", {"X": m})}, scale=0.5, bias=0.0)
    linear = b.op("scale", {"X": b.op("sub", {"X": r, "Y": m})}, scale=delta, bias=0.0)
    return b.op("add", {"X": quadratic, "Y": linear})


huber_loss = (
    Layer("huber_loss", "Elementwise Huber loss of X against Y: 0.5 r^2 where r = |X - Y| <= delta, "
          "delta (r - 0.5 delta) beyond (torch's huber_loss, reduction 'none'). Composed of sub, abs, "
          "clip, square, scale and add, whose gradients it uses.")
    .input("X", "an [N, D] matrix of predictions", shape=("N", "D"), seq_types=ROWS)
    .input("Y", "an [N, D] matrix of targets", shape=("N", "D"), seq_types=ROWS)
    .output("Out", "an [N, D] matrix of losses", like="X")
    .attribute("delta", float, "where the loss turns from quadratic to linear").default(1.0).larger_than(0.0)
    .compose(_huber_loss)
    .example("x = data('x', [None, 1])\n"
             "y = data('y', [None, 1])\n"
             "loss = layers.huber_loss(x, y, delta=0.5)")
    .register()
)
