"""Noise-contrastive estimation (v2's nce layer): the cost of telling each sample's true class from
K classes drawn from a noise distribution q, with a logistic score per (sample, class) pair.

`nce_negatives` draws the K noise classes of each sample (seeded, reproducible: numpy's generator
seeded with [seed, Step], as sampling_id); `nce` scores them: for class c of sample i,
o = sigmoid(X[i] . W[c] + Bias[c]) and b = K * q(c), and the cost adds -log(o / (o + b)) for the
true class and -log(b / (o + b)) for each noise class, each times the sample's weight. The draw is
an input of `nce`, so the cost and its gradient are a plain function of their inputs. The noise
distribution q is the attribute `neg_distribution` (a weight per class, normalised; empty: uniform),
as v2 kept it in the layer's config.
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from paddle.registry import INTEGERS, DataType, Domain, Function, TensorInfo, require
from paddle.registry.errors import input_error

from ._xp import xp_of

STEP_DTYPE = DataType.INT64


def _host(a: Any) -> np.ndarray:
    return np.asarray(a.get() if hasattr(a, "get") else a)


def _noise(neg_distribution: list[float], classes: int) -> np.ndarray:
    """The noise distribution q over `classes` classes: the weights over their sum, or uniform."""
    if not neg_distribution:
        return np.full(classes, 1.0 / classes)
    weights = np.asarray(neg_distribution, dtype=np.float64)
    q: np.ndarray = weights / weights.sum()
    return q


def check_distribution(neg_distribution: list[float], classes: int | None) -> None:
    """A shape rule's check: one positive weight per class (or none: uniform)."""
    if not neg_distribution:
        return
    require(classes is None or len(neg_distribution) == classes,
            f"neg_distribution should hold one weight per class ({classes}), got {len(neg_distribution)}")
    # a class of weight 0 drawn as noise would cost log(0): every class keeps a chance
    require(all(v > 0 for v in neg_distribution) and math.isfinite(sum(neg_distribution)),
            f"neg_distribution should hold positive (finite) weights, got {neg_distribution[:8]}")


# --- nce_negatives: the draw ----------------------------------------------------------------------

def _negatives(label: Any, step: Any, *, num_classes: int, num_neg_samples: int, neg_distribution: list[float],
               seed: int) -> tuple[Any, Any]:
    xp = xp_of(label)
    at = 0 if step is None else int(_host(step).reshape(-1)[0])
    if at < 0:
        raise input_error("nce_negatives", "Step", f"should count the draws so far (at least 0), got {at}", at)
    points = np.random.default_rng([seed, at]).random((label.shape[0], num_neg_samples))
    if neg_distribution:  # the class whose cumulative weight first passes the point
        cdf = np.cumsum(_noise(neg_distribution, num_classes))
        ids = np.minimum(np.searchsorted(cdf, points * cdf[-1], side="right"), num_classes - 1)
    else:  # uniform: no table of num_classes entries
        ids = np.minimum((points * num_classes).astype(np.int64), num_classes - 1)
    drawn = xp.zeros(1, dtype=STEP_DTYPE.numpy) if step is None else step
    return xp.asarray(ids.astype(np.int64)), drawn + 1


def _negatives_shape(label: TensorInfo, step: TensorInfo | None, *, num_classes: int, num_neg_samples: int,
                     neg_distribution: list[float], seed: int) -> None:
    check_distribution(neg_distribution, num_classes)


def _negatives_inputs(rng: np.random.Generator, dtype: np.dtype, *, num_neg_samples: int) -> dict[str, Any]:
    step = np.asarray([rng.integers(0, 1000)], dtype=STEP_DTYPE.numpy) if rng.random() < 0.7 else None
    return {"Label": rng.integers(0, 2, (int(rng.integers(1, 5)), 1)).astype(np.int64), "Step": step}


nce_negatives = (
    Function("nce_negatives", "num_neg_samples noise classes drawn for each row of Label, class c with "
             "probability neg_distribution[c] / sum(neg_distribution), or 1 / num_classes (v2's nce sampling).")
    .input("Label", "[N, 1]: the samples' true classes (only their count is read)", shape=("N", 1),
           dtypes=INTEGERS, type_var=None, no_grad=True)
    .input("Step", "[1] how many draws were made so far (state; without it, the seed's draw every run)",
           shape=(1,), dtypes=(STEP_DTYPE,), type_var=None, no_grad=True, optional=True, domain=Domain(0, None))
    .output("Out", "[N, num_neg_samples]: the classes drawn", shape=("N", "num_neg_samples"),
            dtypes=(DataType.INT64,), type_var=None)
    .output("StepOut", "Step + 1 (written into Step's variable)", shape=(1,), dtypes=(STEP_DTYPE,), type_var=None)
    .attribute("num_classes", int, "how many classes there are").must_set().in_range(1, 2**31 - 1)
    .attribute("num_neg_samples", int, "how many noise classes a sample gets").default(10).in_range(1, 4096)
    .attribute("neg_distribution", list[float], "a weight per class (normalised); empty: uniform").default([])
    .attribute("seed", int, "the random seed; with Step it picks the draw").default(0).at_least(0)
    .shape(_negatives_shape)
    .oracle("distribution", "(torch.distributions.Categorical(probs=torch.ones(num_classes)), None)",
            unused={"seed": "a seed picks a draw, not its distribution; determinism is checked apart",
                    "num_neg_samples": "the draws are independent: their count does not change their law",
                    "neg_distribution": "the big draw is uniform; a given distribution is tested in tests/v2"},
            sample={"Label": [1024, 1], "num_classes": 4, "num_neg_samples": 4, "neg_distribution": []})
    .kernel(_negatives)
    .no_grad("drawing classes has no gradient")
    .test_inputs(_negatives_inputs, sizes=("num_neg_samples",))
    .example("label = data('label', [None, 1], dtype='int64')\n"
             "negatives, _ = layers.nce_negatives(label, num_classes=100, num_neg_samples=5, seed=1)")
    .register()
)


# --- nce: the cost --------------------------------------------------------------------------------

def _classes(op: str, w: Any, label: Any, negatives: Any) -> Any:
    """[N, 1 + K]: each sample's true class, then its noise classes (checked to be rows of W)."""
    xp = xp_of(w)
    classes = xp.concatenate([label.reshape(-1, 1).astype(np.int64), negatives.astype(np.int64)], axis=1)
    bad = (classes < 0) | (classes >= w.shape[0])
    if bool(bad.any()):
        slot = "Label" if bool(bad[:, 0].any()) else "Negatives"
        raise input_error(op, slot, f"should hold classes in [0, {w.shape[0]}), got {int(classes[bad][0])}",
                          int(classes[bad][0]))
    return classes


def _scores(x: Any, w: Any, bias: Any, classes: Any) -> Any:
    """o = sigmoid(X[i] . W[c] + Bias[c]) for every (sample, class) pair, [N, 1 + K]."""
    xp = xp_of(x)
    s = xp.einsum("nd,nkd->nk", x, w[classes])
    if bias is not None:
        s = s + bias[classes]
    return 1.0 / (1.0 + xp.exp(-s))


def _parts(op: str, x: Any, w: Any, label: Any, negatives: Any, bias: Any,
           neg_distribution: list[float]) -> tuple[Any, Any, Any]:
    classes = _classes(op, w, label, negatives)
    # b in float64: a tiny weight would round to a float32 subnormal and lose its digits
    q = xp_of(x).asarray(_noise(neg_distribution, w.shape[0]))
    noise = negatives.shape[1] * q[classes]  # b = K q(c)
    return classes, _scores(x, w, bias, classes), noise


def _weights(x: Any, weight: Any) -> Any:
    return xp_of(x).ones((x.shape[0], 1), dtype=x.dtype) if weight is None else weight.reshape(-1, 1)


def _nce(x: Any, w: Any, label: Any, negatives: Any, bias: Any, weight: Any, *, neg_distribution: list[float]) -> Any:
    xp = xp_of(x)
    _, o, b = _parts("nce", x, w, label, negatives, bias, neg_distribution)
    true = xp.log(o[:, :1] + b[:, :1]) - xp.log(o[:, :1])
    noise = xp.log(o[:, 1:] + b[:, 1:]) - xp.log(b[:, 1:])
    cost = true[:, 0] + noise.sum(axis=1)
    return (cost[:, None] * _weights(x, weight)).astype(x.dtype)


def _nce_grad(x: Any, w: Any, label: Any, negatives: Any, bias: Any, weight: Any, dout: Any, *,
              neg_distribution: list[float],
              needed: tuple[bool, ...] = (True, True, True)) -> tuple[Any, Any, Any]:
    xp = xp_of(x)
    classes, o, b = _parts("nce", x, w, label, negatives, bias, neg_distribution)  # in the forward op's words
    # d cost / d score: true class -b(1 - o)/(o + b), a noise class o(1 - o)/(o + b)
    ds = o * (1.0 - o) / (o + b)
    ds[:, 0] = -b[:, 0] * (1.0 - o[:, 0]) / (o[:, 0] + b[:, 0])
    ds = (ds * (dout.reshape(-1, 1) * _weights(x, weight))).astype(x.dtype)
    dx = xp.einsum("nk,nkd->nd", ds, w[classes]).astype(x.dtype)
    dw = xp.zeros_like(w)
    flat = classes.reshape(-1)
    _add_at(dw, flat, (ds[:, :, None] * x[:, None, :]).reshape(-1, x.shape[1]))
    db = None
    if bias is not None:
        db = xp.zeros_like(bias)
        _add_at(db, flat, ds.reshape(-1))
    return dx, dw, db


def _add_at(target: Any, rows: Any, values: Any) -> None:
    xp = xp_of(target)
    (np.add.at if xp is np else xp.add.at)(target, rows, values)


def _nce_ref(x: np.ndarray, w: np.ndarray, label: np.ndarray, negatives: np.ndarray, bias: np.ndarray | None,
             weight: np.ndarray | None, *, neg_distribution: list[float]) -> np.ndarray:
    """Sample by sample: the probability that each pair came from the data rather than the noise,
    P = o / (o + b), for the true class and 1 - P for each noise class, and the cost -sum log."""
    k = negatives.shape[1]
    q = [1.0 / len(w)] * len(w) if not neg_distribution else [v / sum(neg_distribution) for v in neg_distribution]
    out = np.zeros((len(x), 1))
    for i in range(len(x)):
        total = 0.0
        for c, is_true in [(int(label[i, 0]), True)] + [(int(c), False) for c in negatives[i]]:
            score = float(x[i] @ w[c]) + (0.0 if bias is None else float(bias[c]))
            o = 1.0 / (1.0 + np.exp(-score))
            b = k * q[c]
            # -log P(data) = log(1 + b / o); -log P(noise) = log(1 + o / b): no 1 - P rounding to 0
            total += np.log1p(b / o) if is_true else np.log1p(o / b)
        out[i, 0] = total * (1.0 if weight is None else float(weight.reshape(-1)[i]))
    return out


def _nce_shape(x: TensorInfo, w: TensorInfo, label: TensorInfo, negatives: TensorInfo, bias: TensorInfo | None,
               weight: TensorInfo | None, *, neg_distribution: list[float]) -> None:
    check_distribution(neg_distribution, w.shape[0])


def _nce_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    n, d, c, k = int(rng.integers(1, 4)), int(rng.integers(1, 4)), int(rng.integers(2, 6)), int(rng.integers(1, 4))
    inputs = {"X": rng.standard_normal((n, d)).astype(dtype), "W": rng.standard_normal((c, d)).astype(dtype),
              "Label": rng.integers(0, c, (n, 1)).astype(np.int64),
              "Negatives": rng.integers(0, c, (n, k)).astype(np.int64)}
    if rng.random() < 0.7:
        inputs["Bias"] = rng.standard_normal(c).astype(dtype)
    if rng.random() < 0.5:
        inputs["SampleWeight"] = rng.uniform(0.5, 2.0, (n, 1)).astype(dtype)
    return inputs


nce = (
    Function("nce", "v2's noise-contrastive estimation cost: for each sample, -log P(data | its class) - sum over "
             "its noise classes of log P(noise | class), where P(data | c) = o / (o + K q(c)), o = sigmoid(X . W[c] "
             "+ Bias[c]) and q = Dist / sum(Dist); times the sample's weight.")
    .input("X", "[N, D]: the samples", shape=("N", "D"))
    .input("W", "[C, D]: one row per class", shape=("C", "D"))
    .input("Label", "[N, 1]: each sample's true class", shape=("N", 1), dtypes=INTEGERS, type_var=None,
           no_grad=True, domain=Domain(0, "C", high_open=True))
    .input("Negatives", "[N, K]: each sample's noise classes (nce_negatives draws them)", shape=("N", "K"),
           dtypes=INTEGERS, type_var=None, no_grad=True, domain=Domain(0, "C", high_open=True))
    .input("Bias", "[C]: one bias per class", shape=("C",), optional=True)
    .input("SampleWeight", "[N, 1]: each sample's weight (1 when absent)", shape=("N", 1), optional=True,
           no_grad=True)
    .output("Out", "[N, 1]: each sample's cost", shape=("N", 1))
    .attribute("neg_distribution", list[float], "the noise distribution: a weight per class (row of W), "
               "normalised; empty: uniform").default([])
    .shape(_nce_shape)
    .reference(_nce_ref)
    .oracle("numpy")
    .kernel(_nce)
    .grad(_nce_grad, reads=("X", "W", "Label", "Negatives", "Bias", "SampleWeight"))
    .test_inputs(_nce_inputs)
    .example("x = data('x', [None, 8])\n"
             "label = data('label', [None, 1], dtype='int64')\n"
             "w = paddle.model.parameter('nce.w', [50, 8])\n"
             "negatives, _ = layers.nce_negatives(label, num_classes=50, num_neg_samples=5)\n"
             "cost = layers.nce(x, w, label, negatives)")
    .register()
)
