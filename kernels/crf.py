"""Linear-chain CRF ops (v2's `crf` and `crf_decoding` layers, paddle.v2.layers_crf): the negative
log-likelihood of a tag sequence (`linear_chain_crf`) and Viterbi decoding (`crf_viterbi`).

The transition parameter is laid out as v2's: a [K + 2, K] matrix for K tags whose row 0 holds
the start weights a, row 1 the end weights b and rows 2.. the transition weights w[from, to].
A tag path s_1..s_L of a sequence with emission scores x (its [L, K] rows) scores

    score(s) = a[s_1] + b[s_L] + sum_t x_t[s_t] + sum_{t>1} w[s_{t-1}, s_t]

and has probability exp(score(s)) / Z, Z summing exp(score) over every path. The kernels run
the forward-backward recursions in log space over all sequences at once (padded, one
iteration per time step); the references enumerate every path (short sequences, few tags).
An empty sequence costs 0.
"""
from __future__ import annotations

import itertools
from typing import Any

import numpy as np

from paddle.registry import INTEGERS, DataType, Domain, Function, LodArray, SequenceType, TensorInfo, require
from paddle.registry.errors import input_error

from ._xp import xp_of

SEQ = (SequenceType.SEQUENCE,)
Lod = dict[str, Any]


def _offsets(op: str, lod: Lod) -> list[int]:
    levels = lod.get("Emission")
    if not levels:
        raise input_error(op, "Emission", "should be a sequence: a tensor with offsets, as paddle.Tensor(array, "
                          "lod=[[0, 3, 5]]) gives", None)
    return [int(o) for o in levels[-1]]


def _check_labels(op: str, label: Any, lod: Lod, off: list[int], tags: int) -> None:
    if label.shape[0] != off[-1]:
        raise input_error(op, "Label", f"should have one row per step of Emission ({off[-1]}), got "
                          f"{label.shape[0]}", label.shape[0])
    bad = (label < 0) | (label >= tags)
    if bool(bad.any()):
        raise input_error(op, "Label", f"should hold tags in [0, {tags}), got {int(label[bad][0])}",
                          int(label[bad][0]))


def _split(transition: Any) -> tuple[Any, Any, Any]:
    """(start a, end b, transitions w) of a v2 transition matrix."""
    return transition[0], transition[1], transition[2:]


def _lse(v: Any, axis: int) -> Any:
    xp = xp_of(v)
    top = v.max(axis=axis, keepdims=True)
    return (xp.log(xp.exp(v - top).sum(axis=axis, keepdims=True)) + top).squeeze(axis)


class _Padded:
    """The sequences' emissions as [N, Lmax, K] (zeros past each end), with lengths and masks."""

    def __init__(self, x: Any, off: list[int]) -> None:
        xp = xp_of(x)
        self.off = off
        self.lengths: np.ndarray = np.diff(np.asarray(off, dtype=np.int64)).astype(np.int64)
        n, steps = len(self.lengths), int(self.lengths.max()) if len(self.lengths) else 0
        self.steps = steps
        self.seq = np.repeat(np.arange(n), self.lengths)  # each row's sequence and step
        self.step = np.arange(len(x)) - np.asarray(off[:-1], dtype=np.int64)[self.seq]
        self.x = xp.zeros((n, steps, x.shape[1]), dtype=x.dtype)
        self.at = (xp.asarray(self.seq), xp.asarray(self.step))
        self.x[self.at] = x
        self.lengths_xp = xp.asarray(self.lengths)

    def rows(self, padded: Any) -> Any:
        """Per-step values [N, Lmax, ...] back as the sequences' rows."""
        return padded[self.at]


def _alphas(p: _Padded, a: Any, w: Any) -> Any:
    """alpha[n, t, k]: log of the summed exp-scores of the paths of sequence n ending in tag k at t."""
    xp = xp_of(p.x)
    alpha = xp.empty_like(p.x)
    if p.steps:
        alpha[:, 0] = a + p.x[:, 0]
    for t in range(1, p.steps):
        alpha[:, t] = _lse(alpha[:, t - 1, :, None] + w, axis=1) + p.x[:, t]
    return alpha


def _betas(p: _Padded, b: Any, w: Any) -> Any:
    """beta[n, t, k]: log of the summed exp-scores of the rest of sequence n's paths from tag k at t."""
    xp = xp_of(p.x)
    beta = xp.zeros_like(p.x)
    last = (p.lengths_xp - 1)[:, None]
    for t in reversed(range(p.steps)):
        if t + 1 < p.steps:
            nxt = _lse(w + (p.x[:, t + 1] + beta[:, t + 1])[:, None, :], axis=2)
        else:
            nxt = xp.zeros_like(p.x[:, t])
        beta[:, t] = xp.where(last == t, b, nxt)
    return beta


def _ends(p: _Padded, values: Any) -> Any:
    """Each nonempty sequence's values at its last step, [N, ...] (zeros for an empty one)."""
    xp = xp_of(values)
    idx = xp.asarray(np.maximum(p.lengths - 1, 0))
    return values[xp.arange(values.shape[0]), idx]


def _path_scores(p: _Padded, label_rows: Any, a: Any, b: Any, w: Any) -> Any:
    """score(label path) of each sequence."""
    xp = xp_of(p.x)
    n = len(p.lengths)
    tags = xp.zeros((n, p.steps), dtype=np.int64)
    tags[p.at] = label_rows
    full = xp.asarray(p.lengths > 0)
    score = xp.zeros(n, dtype=p.x.dtype)
    if p.steps == 0:
        return score
    emit = xp.take_along_axis(p.x, tags[:, :, None], axis=2)[:, :, 0].sum(axis=1)
    first, last = tags[:, 0], _ends(p, tags)
    inside = xp.asarray(np.arange(1, p.steps)[None, :] < p.lengths[:, None])
    trans = (w[tags[:, :-1], tags[:, 1:]] * inside).sum(axis=1)
    return xp.where(full, a[first] + b[last] + emit + trans, 0.0)


def _log_z(p: _Padded, alpha: Any, b: Any) -> Any:
    xp = xp_of(alpha)
    if p.steps == 0:
        return xp.zeros(len(p.lengths), dtype=alpha.dtype)
    return xp.where(xp.asarray(p.lengths > 0), _lse(_ends(p, alpha) + b, axis=1), 0.0)


def _crf(emission: Any, transition: Any, label: Any, *, lod: Lod) -> Any:
    off = _offsets("linear_chain_crf", lod)
    _check_sizes("linear_chain_crf", emission, transition)
    _check_labels("linear_chain_crf", label, lod, off, emission.shape[1])
    a, b, w = _split(transition)
    p = _Padded(emission, off)
    nll = _log_z(p, _alphas(p, a, w), b) - _path_scores(p, label[:, 0], a, b, w)
    return nll[:, None]


def _crf_grad(emission: Any, transition: Any, label: Any, dout: Any, *, lod: Lod) -> tuple[Any, Any]:
    """d NLL: the marginals of the tags (and of tag pairs) minus the label path's counts."""
    xp = xp_of(emission)
    off = _offsets("linear_chain_crf_grad", lod)
    _check_labels("linear_chain_crf", label, lod, off, emission.shape[1])  # in the forward op's words
    a, b, w = _split(transition)
    p = _Padded(emission, off)
    alpha, beta = _alphas(p, a, w), _betas(p, b, w)
    log_z = _log_z(p, alpha, b)
    scale = dout[:, 0]
    marg = xp.exp(alpha + beta - log_z[:, None, None]) * scale[:, None, None]
    tags = label[:, 0]
    seq = xp.asarray(p.seq)
    dx = p.rows(marg)
    _sub_at(dx, (xp.arange(len(tags)), tags), scale[seq])
    dt = xp.zeros_like(transition)
    full = xp.asarray(np.nonzero(p.lengths > 0)[0])
    starts, ends = xp.asarray(np.asarray(off[:-1])), xp.asarray(np.asarray(off[1:]) - 1)
    if p.steps:
        dt[0] = marg[full, 0].sum(axis=0)
        dt[1] = _ends(p, marg)[full].sum(axis=0)
    _sub_at(dt[0], tags[starts[full]], scale[full])
    _sub_at(dt[1], tags[ends[full]], scale[full])
    for t in range(1, p.steps):
        live = xp.asarray(np.nonzero(p.lengths > t)[0])
        pair = (alpha[live, t - 1, :, None] + w + (p.x[live, t] + beta[live, t])[:, None, :]
                - log_z[live, None, None])
        dt[2:] += (xp.exp(pair) * scale[live, None, None]).sum(axis=0)
    rows = xp.asarray(np.nonzero(p.step > 0)[0])  # the label path's transitions: (row - 1, row) in a sequence
    _sub_at(dt[2:], (tags[rows - 1], tags[rows]), scale[seq[rows]])
    return dx, dt


def _sub_at(target: Any, where: Any, values: Any) -> None:
    xp = xp_of(target)
    if xp is np:
        np.subtract.at(target, where, values)
    else:  # cupy: scatter_add of the negated values
        xp.add.at(target, where, -values)


def _check_sizes(op: str, emission: Any, transition: Any) -> None:
    k = emission.shape[1]
    if transition.shape != (k + 2, k):
        raise input_error(op, "Transition", f"should be [K + 2, K] = [{k + 2}, {k}] for Emission's K = {k} tags "
                          f"(start weights, end weights, then transitions), got {list(transition.shape)}",
                          list(transition.shape))


def _crf_shape(emission: TensorInfo, transition: TensorInfo, label: TensorInfo) -> TensorInfo:
    _require_transition(emission, transition)
    return TensorInfo((None, 1), emission.dtype)  # one row per sequence: known from the offsets only


def _require_transition(emission: TensorInfo, transition: TensorInfo) -> None:
    k, rows = emission.shape[1], transition.shape[0]
    require(k is None or rows is None or rows == k + 2,
            f"Transition should have K + 2 = {k + 2 if k is not None else 'K + 2'} rows (start weights, end "
            f"weights, then one row per tag) for Emission's K = {k} tags, got {rows}")


# --- Viterbi ------------------------------------------------------------------------------------

def _decode(emission: Any, transition: Any, label: Any = None, *, lod: Lod) -> Any:
    """The best-scoring tag path of each sequence (of equal scores, the lowest tags); given
    labels, 1 where the path's tag is not the label's, else 0."""
    path = _viterbi(emission, transition, lod)
    if label is None:
        return path
    _check_labels("crf_viterbi", label, lod, _offsets("crf_viterbi", lod), emission.shape[1])
    return (path != label).astype(path.dtype)


def _viterbi(emission: Any, transition: Any, lod: Lod) -> Any:
    xp = xp_of(emission)
    _check_sizes("crf_viterbi", emission, transition)
    a, b, w = _split(transition)
    p = _Padded(emission, _offsets("crf_viterbi", lod))
    n = len(p.lengths)
    best = xp.empty_like(p.x)
    back = xp.zeros(p.x.shape, dtype=np.int64)
    if p.steps:
        best[:, 0] = a + p.x[:, 0]
    for t in range(1, p.steps):
        cand = best[:, t - 1, :, None] + w
        back[:, t] = cand.argmax(axis=1)
        best[:, t] = cand.max(axis=1) + p.x[:, t]
    path = xp.zeros((n, p.steps), dtype=np.int64)
    cur = (_ends(p, best) + b).argmax(axis=1) if p.steps else xp.zeros(n, dtype=np.int64)
    rows = xp.arange(n)
    last = p.lengths_xp - 1
    for t in reversed(range(p.steps)):
        if t + 1 < p.steps:
            cur = xp.where(last > t, back[rows, t + 1, cur], cur)
        path[:, t] = cur
    return p.rows(path)[:, None]


# --- the references: every path enumerated ----------------------------------------------------------

def _paths(length: int, tags: int) -> np.ndarray:
    return np.array(list(itertools.product(range(tags), repeat=length)), dtype=np.int64).reshape(-1, length)


def _scores(x: np.ndarray, transition: np.ndarray, paths: np.ndarray) -> np.ndarray:
    """score of each path (rows of `paths`) over emissions x [L, K], from the definition."""
    a, b, w = transition[0], transition[1], transition[2:]
    steps = np.arange(x.shape[0])
    return np.array([a[s[0]] + b[s[-1]] + x[steps, s].sum() + sum(w[s[i - 1], s[i]] for i in range(1, len(s)))
                     for s in paths])


def _each_sequence(lod: Lod) -> list[tuple[int, int]]:
    off = lod["Emission"][-1]
    return list(zip(off[:-1], off[1:]))


def _crf_ref(emission: np.ndarray, transition: np.ndarray, label: np.ndarray, *, lod: Lod) -> np.ndarray:
    out = np.zeros((len(_each_sequence(lod)), 1))
    for i, (s, e) in enumerate(_each_sequence(lod)):
        if e == s:
            continue
        paths = _paths(e - s, emission.shape[1])
        scores = _scores(emission[s:e], transition, paths)
        top = scores.max()
        log_z = top + np.log(np.exp(scores - top).sum())
        out[i, 0] = log_z - _scores(emission[s:e], transition, label[s:e, 0][None])[0]
    return out


def _decode_ref(emission: np.ndarray, transition: np.ndarray, label: np.ndarray | None = None, *,
                lod: Lod) -> np.ndarray:
    out = np.zeros((len(emission), 1), dtype=np.int64)
    for s, e in _each_sequence(lod):
        if e > s:
            paths = _paths(e - s, emission.shape[1])  # lexicographic: argmax keeps the lowest tags of a tie
            best = paths[int(np.argmax(_scores(emission[s:e], transition, paths)))]
            out[s:e, 0] = best if label is None else [int(b != t) for b, t in zip(best, label[s:e, 0])]
    return out


def _crf_inputs(rng: np.random.Generator, dtype: np.dtype, *, decode: bool = False) -> dict[str, Any]:
    """A few short sequences (some empty or of one step) over 2 or 3 tags: every path enumerable."""
    k = int(rng.integers(2, 4))
    lengths = [int(n) for n in rng.integers(0, 5, size=int(rng.integers(1, 4)))]
    off = np.concatenate([[0], np.cumsum(lengths)]).astype(int)
    inputs = {"Emission": LodArray.of(rng.standard_normal((int(off[-1]), k)).astype(dtype), off),
              "Transition": (rng.standard_normal((k + 2, k)) * 0.8).astype(dtype)}
    if not decode or rng.random() < 0.5:
        inputs["Label"] = LodArray.of(rng.integers(0, k, size=(int(off[-1]), 1)).astype(np.int64), off)
    return inputs


def _decode_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    return _crf_inputs(rng, dtype, decode=True)


TRANSITION = ("[K + 2, K]: v2's CRF parameter: row 0 the start weights, row 1 the end weights, rows 2.. "
              "the weights of a transition from tag (row - 2) to tag (column)")

(Function("linear_chain_crf", "Negative log-likelihood of each sequence's tag path Label under a linear-chain "
          "CRF with emission scores Emission and v2's start/end/transition weights Transition: log Z - "
          "score(Label), where score(s) = a[s_1] + b[s_L] + sum x_t[s_t] + sum w[s_(t-1), s_t]; an empty "
          "sequence costs 0.")
    .input("Emission", "[T, K]: each step's score of each of K tags", shape=("T", "K"), seq_types=SEQ)
    .input("Transition", TRANSITION, shape=("P", "K"))
    .input("Label", "[T, 1]: the true tag of each step", shape=("T", 1), dtypes=INTEGERS, type_var=None,
           no_grad=True, seq_types=SEQ, domain=Domain(0, "K", high_open=True))
    .output("Out", "[number of sequences, 1]: each sequence's negative log-likelihood", rank=2)
    .shape(_crf_shape)
    .reference(_crf_ref)
    .oracle("numpy")
    .kernel(_crf)
    .grad(_crf_grad, reads=("Emission", "Transition", "Label"))
    .test_inputs(_crf_inputs)
    .example("scores = data('scores', [None, 3], seq_type='sequence')  # 3 tags\n"
             "tags = data('tags', [None, 1], dtype='int64', seq_type='sequence')\n"
             "transition = paddle.model.parameter('crf.w', [5, 3])\n"
             "cost = layers.linear_chain_crf(scores, transition, tags)  # one row per sequence")
    .register())


(Function("crf_viterbi", "Viterbi decoding of a linear-chain CRF: each sequence's highest-scoring tag path "
          "under emission scores Emission and v2's start/end/transition weights Transition (of equal scores, "
          "the path with the lowest tags first); given Label, where that path errs.")
    .input("Emission", "[T, K]: each step's score of each of K tags", shape=("T", "K"), seq_types=SEQ)
    .input("Transition", TRANSITION + " (checked when the kernel runs)", shape=("P", "K"))
    .input("Label", "[T, 1]: optional true tags: Path then says where the best path errs", shape=("T", 1),
           dtypes=INTEGERS, type_var=None, no_grad=True, seq_types=SEQ, domain=Domain(0, "K", high_open=True),
           optional=True)
    .output("Path", "[T, 1]: the best tag of each step, with Emission's offsets; given Label, 1 where that tag "
            "is not the label's, else 0 (v2's per-token errors)", shape=("T", 1),
            dtypes=(DataType.INT64,), type_var=None, seq_from="Emission")
    .reference(_decode_ref)
    .oracle("numpy")
    .kernel(_decode)
    .no_grad("the path is a discrete argmax: its gradient is zero almost everywhere")
    .test_inputs(_decode_inputs)
    .example("scores = data('scores', [None, 3], seq_type='sequence')\n"
             "transition = paddle.model.parameter('crf.w', [5, 3])\n"
             "tags = layers.crf_viterbi(scores, transition)  # [T, 1] int64")
    .register())
