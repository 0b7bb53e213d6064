"""Connectionist temporal classification (v2's `ctc` and `warp_ctc` layers, paddle.v2.layers_ctc):
`warpctc`, the negative log-likelihood of each label sequence given a sequence of scores, summed
over every alignment (a path of one class per step, which collapses to the label once repeated
classes are merged and blanks dropped).

Logits [T, C] are unnormalised scores: each step's probabilities are their softmax (as warp-ctc's),
or with `probabilities` the probabilities themselves (v2's ctc layer reads a softmax's output).
The kernel runs Graves' forward-backward recursions in log space over the extended label (a
blank around every label); its reference enumerates every path (short sequences; the classes of
the label and the blank).
A label that no alignment of its sequence's steps can produce costs +inf.
"""
from __future__ import annotations

import itertools
from typing import Any

import numpy as np

from paddle.registry import FLOATS, INTEGERS, Domain, Function, LodArray, SequenceType
from paddle.registry.errors import input_error

from ._xp import xp_of

SEQ = (SequenceType.SEQUENCE,)
Lod = dict[str, Any]
NEG = -np.inf


def _pairs(op: str, lod: Lod) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    spans = []
    for slot in ("Logits", "Label"):
        levels = lod.get(slot)
        if not levels:
            raise input_error(op, slot, "should be a sequence: a tensor with offsets, as paddle.Tensor(array, "
                              "lod=[[0, 3, 5]]) gives", None)
        off = [int(o) for o in levels[-1]]
        spans.append(list(zip(off[:-1], off[1:])))
    if len(spans[0]) != len(spans[1]):
        raise input_error(op, "Label", f"should have one label sequence per sequence of Logits ({len(spans[0])}), "
                          f"got {len(spans[1])}", len(spans[1]))
    return list(zip(spans[0], spans[1]))


def _log_softmax(x: np.ndarray) -> np.ndarray:
    top = x.max(axis=1, keepdims=True)
    shifted = x - top
    out: np.ndarray = shifted - np.log(np.exp(shifted).sum(axis=1, keepdims=True))
    return out


def _lse(*terms: np.ndarray) -> np.ndarray:
    with np.errstate(invalid="ignore"):
        return np.logaddexp.reduce(np.stack(terms), axis=0)  # type: ignore[no-any-return]


def _extended(label: np.ndarray, blank: int) -> np.ndarray:
    ext = np.full(2 * len(label) + 1, blank, dtype=np.int64)
    ext[1::2] = label
    return ext


def _skips(ext: np.ndarray, blank: int) -> np.ndarray:
    """Where a path may jump two places: onto a label that differs from the one before its blank."""
    can = np.zeros(len(ext), dtype=bool)
    can[2:] = (ext[2:] != blank) & (ext[2:] != ext[:-2])
    return can


def _alphas(logp: np.ndarray, ext: np.ndarray, skip: np.ndarray) -> np.ndarray:
    steps, size = len(logp), len(ext)
    alpha = np.full((steps, size), NEG)
    alpha[0, :2] = logp[0, ext[:2]]
    for t in range(1, steps):
        prev = alpha[t - 1]
        one = np.concatenate([[NEG], prev])[:size]
        two = np.where(skip, np.concatenate([[NEG, NEG], prev])[:size], NEG)
        alpha[t] = _lse(prev, one, two) + logp[t, ext]
    return alpha


def _betas(logp: np.ndarray, ext: np.ndarray, skip: np.ndarray) -> np.ndarray:
    steps, size = len(logp), len(ext)
    beta = np.full((steps, size), NEG)
    beta[-1, -2:] = logp[-1, ext[-2:]]
    can_from = np.concatenate([skip, [False, False]])[2:]  # s may jump to s + 2
    for t in range(steps - 2, -1, -1):
        nxt = beta[t + 1]
        one = np.concatenate([nxt, [NEG]])[1:]
        two = np.where(can_from, np.concatenate([nxt, [NEG, NEG]])[2:], NEG)
        beta[t] = _lse(nxt, one, two) + logp[t, ext]
    return beta


def _one(logits: np.ndarray, label: np.ndarray, blank: int) -> tuple[float, np.ndarray]:
    """(-log p(label), its gradient wrt logits) for one sequence."""
    if len(logits) == 0:
        return (0.0 if len(label) == 0 else np.inf), np.zeros_like(logits)
    logp = _log_softmax(logits)
    ext = _extended(label, blank)
    skip = _skips(ext, blank)
    alpha, beta = _alphas(logp, ext, skip), _betas(logp, ext, skip)
    log_like = _lse(alpha[-1, -1], alpha[-1, -2]) if len(ext) > 1 else alpha[-1, -1]
    if not np.isfinite(log_like):
        return np.inf, np.zeros_like(logits)
    # occupancy: alpha * beta counts step t's probability twice
    occupancy = alpha + beta - logp[:, ext] - log_like
    grad = np.exp(logp)
    for s, k in enumerate(ext):
        grad[:, k] -= np.exp(occupancy[:, s])
    return float(-log_like), grad


def _check(op: str, logits: Any, label: Any, blank: int) -> None:
    classes = logits.shape[1]
    if blank >= classes:
        raise input_error(op, "Logits", f"should have more than blank = {blank} classes, got {classes}", classes)
    bad = (label < 0) | (label >= classes) | (label == blank)
    if bool(bad.any()):
        raise input_error(op, "Label", f"should hold classes in [0, {classes}) other than blank {blank}, got "
                          f"{int(label[bad][0])}", int(label[bad][0]))


def _scores(logits: Any, probabilities: bool) -> np.ndarray:
    """The scores the softmax reads: Logits, or the log of probabilities (whose softmax they are)."""
    x = np.asarray(_host(logits), dtype=np.float64)
    if not probabilities:
        return x
    with np.errstate(divide="ignore"):
        return np.log(x)


def _ctc(logits: Any, label: Any, *, blank: int, norm_by_times: bool, probabilities: bool, lod: Lod) -> Any:
    _check("warpctc", logits, label, blank)
    xp = xp_of(logits)
    x, y = _scores(logits, probabilities), _host(label)[:, 0]
    out = np.zeros((len(_pairs("warpctc", lod)), 1))
    for i, ((a, b), (c, d)) in enumerate(_pairs("warpctc", lod)):
        loss, _ = _one(x[a:b], y[c:d], blank)
        out[i, 0] = loss / (b - a) if norm_by_times and b > a else loss
    return xp.asarray(out.astype(logits.dtype))


def _ctc_grad(logits: Any, label: Any, dout: Any, *, blank: int, norm_by_times: bool, probabilities: bool,
              lod: Lod) -> Any:
    _check("warpctc", logits, label, blank)  # in the forward op's words
    xp = xp_of(logits)
    x, y, g = _scores(logits, probabilities), _host(label)[:, 0], _host(dout)[:, 0]
    dx = np.zeros_like(x)
    for i, ((a, b), (c, d)) in enumerate(_pairs("warpctc_grad", lod)):
        loss, grad = _one(x[a:b], y[c:d], blank)
        if np.isfinite(loss):
            dx[a:b] = grad * g[i] / ((b - a) if norm_by_times and b > a else 1)
    if probabilities:  # through the log
        dx = dx / np.asarray(_host(logits), dtype=np.float64)
    return xp.asarray(dx.astype(logits.dtype))


def _host(array: Any) -> np.ndarray:
    return array.get() if hasattr(array, "get") else np.asarray(array)


# --- the reference: every path enumerated -------------------------------------------------------------

def _collapse(path: tuple[int, ...], blank: int) -> tuple[int, ...]:
    merged = [k for i, k in enumerate(path) if i == 0 or k != path[i - 1]]
    return tuple(k for k in merged if k != blank)


def _ctc_ref(logits: np.ndarray, label: np.ndarray, *, blank: int, norm_by_times: bool, probabilities: bool,
             lod: Lod) -> np.ndarray:
    pairs = list(zip(zip(lod["Logits"][-1][:-1], lod["Logits"][-1][1:]), zip(lod["Label"][-1][:-1],
                                                                         lod["Label"][-1][1:])))
    out = np.zeros((len(pairs), 1))
    for i, ((a, b), (c, d)) in enumerate(pairs):
        if probabilities:
            probs = logits[a:b] / logits[a:b].sum(axis=1, keepdims=True)
        else:
            probs = np.exp(logits[a:b]) / np.exp(logits[a:b]).sum(axis=1, keepdims=True)
        want = tuple(int(v) for v in label[c:d, 0])
        alphabet = sorted({blank, *want})  # a path through any other class never spells the label
        total = sum(np.prod([probs[t, k] for t, k in enumerate(path)])
                    for path in itertools.product(alphabet, repeat=b - a)
                    if _collapse(path, blank) == want)
        loss = -np.log(total) if total > 0 else np.inf
        out[i, 0] = loss / (b - a) if norm_by_times and b > a else loss
    return out


def _ctc_inputs(rng: np.random.Generator, dtype: np.dtype, *, blank: int, probabilities: bool = False
                ) -> dict[str, Any]:
    """Sequences of 1-4 steps over blank + 1 or 2 more classes, each label short enough to align."""
    classes = blank + int(rng.integers(2, 4))
    wide = blank > 16  # a big blank makes wide rows: few of them, so gradient checks stay quick
    steps, labels = [], []
    for _ in range(1 if wide else int(rng.integers(1, 4))):
        t = 1 if wide else int(rng.integers(1, 5))
        label: list[int] = []
        for _ in range(int(rng.integers(0, 3))):
            k = int(rng.choice([c for c in range(classes) if c != blank]))
            if len(label) + 1 + sum(1 for p, q in zip(label, label[1:] + [k]) if p == q) <= t:
                label.append(k)
        steps.append(t)
        labels.append(label)
    off, loff = np.concatenate([[0], np.cumsum(steps)]), np.concatenate([[0], np.cumsum([len(x) for x in labels])])
    flat = np.array([k for x in labels for k in x], dtype=np.int64).reshape(-1, 1)
    scores = rng.standard_normal((int(off[-1]), classes)) * 1.5
    if probabilities:
        scores = np.exp(scores) / np.exp(scores).sum(axis=1, keepdims=True)
    return {"Logits": LodArray.of(scores.astype(dtype), off),
            "Label": LodArray.of(flat, loff)}



(Function("warpctc", "CTC loss of each sequence: -log of the probability that the steps' classes (the softmax of "
          "Logits) spell Label once repeats are merged and blanks dropped, summed over every alignment "
          "(+inf where none fits); with norm_by_times, divided by the sequence's steps.")
    .input("Logits", "[T, C]: each step's unnormalised score of each class, blank included", shape=("T", "C"),
           seq_types=SEQ, dtypes=FLOATS)
    .input("Label", "[L, 1]: the label sequences (classes other than blank), one per sequence of Logits",
           shape=("L", 1), dtypes=INTEGERS, type_var=None, no_grad=True, seq_types=SEQ,
           domain=Domain(0, "C", high_open=True, excluding="blank"))
    .output("Loss", "[number of sequences, 1]: each sequence's loss", shape=("?", 1))
    .attribute("blank", int, "the blank class (at most 4095: CTC's alphabets are small)").default(0)
    .in_range(0, 4095)
    .attribute("norm_by_times", bool, "divide each sequence's loss by its number of steps").default(False)
    .attribute("probabilities", bool, "Logits holds probabilities (a softmax's output), whose log is the scores")
    .default(False)
    .reference(_ctc_ref)
    .oracle("numpy")
    .kernel(_ctc)
    .grad(_ctc_grad, reads=("Logits", "Label"))
    .test_inputs(_ctc_inputs, sizes=("blank",))
    .example("scores = data('scores', [None, 5], seq_type='sequence')  # 4 classes and the blank 0\n"
             "label = data('label', [None, 1], dtype='int64', seq_type='sequence')\n"
             "loss = layers.warpctc(scores, label, blank=0)")
    .register())


