"""lambda_cost: v2's LambdaRank cost (`paddle.layer.lambda_cost`). Each sequence of X holds one
query's documents, X a model's score for each and Score its relevance grade.

Forward: every document of a query gets the query's NDCG@k (k = ndcg_num, or the query's length
when shorter) of the order X ranks it in: DCG = sum over the top k of (2^relevance - 1) / ln(2 +
position), divided by the DCG of the ideal order. Equal scores keep the documents' order.

Backward: not the derivative of that NDCG (a step function of X), but v2's lambdas. The
documents are ranked by relevance (equal grades in their order); for each pair (i, j), i among
the first `max_sort_size` places (-1: every place) and j below i,
    delta = |2^rel_i - 2^rel_j| / (ln(2 + j) - ln(2 + i))   (j also among the first max_sort_size)
    delta = |2^rel_i - 2^rel_j| / ln(2 + i)                   (j below them)
    lambda = -delta / (1 + exp(x_i - x_j)) / ideal DCG,
added to document i's gradient and taken from document j's, each times the gradient reaching
that document's row of Out (1 in a v2 trainer, which sums the costs). Those are the derivatives
of the smooth pairwise cost sum delta / ideal DCG * log(1 + exp(x_j - x_i)) (delta does not
depend on X), which tests/v2/test_v2_lambda_cost.py checks numerically; no attribute value makes
them NDCG's derivative, so no numeric check is generated (`grad_not_derivative(derivative_at=None)`).

A query whose relevance grades are all 0 has no ideal DCG: v2 stopped there (its mq2007 reader
drops such queries); here it is an InputError naming the query, as is a grade that is NaN, infinite or
negative. A query with a NaN score has NDCG NaN (no order ranks it).
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from paddle.registry import Domain, Function, LodArray, SequenceType
from paddle.registry.errors import input_error

SEQ = (SequenceType.SEQUENCE,)
Lod = dict[str, Any]


def _host(a: Any) -> np.ndarray:
    return np.asarray(a, dtype=np.float64)


def _queries(op: str, lod: Lod, rows: int) -> list[tuple[int, int]]:
    """The (begin, end) rows of each query: X's offsets, which Score must share."""
    levels, score_levels = lod.get("X"), lod.get("Score")
    if not levels:
        raise input_error(op, "X", "should be a sequence (one query's documents per sequence)", None)
    off = [int(o) for o in levels[-1]]
    if not score_levels or [int(o) for o in score_levels[-1]] != off:
        got = None if not score_levels else [int(o) for o in score_levels[-1]]
        raise input_error(op, "Score", f"should hold the same sequences as X (offsets {off}), got {got}", got)
    if off[-1] != rows:
        raise input_error(op, "X", f"has {rows} rows, its offsets end at {off[-1]}", off[-1])
    return list(zip(off[:-1], off[1:]))


def _discounts(k: int) -> np.ndarray:
    discounts: np.ndarray = 1.0 / np.log(np.arange(k) + 2.0)
    return discounts


def _ideal_dcg(op: str, grades: np.ndarray, k: int, query: int) -> float:
    wrong = grades[~(np.isfinite(grades) & (grades >= 0))]  # NaN, infinite or negative
    if wrong.size:
        raise input_error("lambda_cost", "Score", f"gives query {query} (the sequence at index {query}) a relevance "
                          f"grade that is not a finite number >= 0: {float(wrong[0])}", float(wrong[0]))
    best = np.sort(grades)[::-1][:k]
    ideal = float(((np.exp2(best) - 1.0) * _discounts(k)).sum())
    if not ideal > 0.0:
        raise input_error(op, "Score", f"gives query {query} (the sequence at index {query}) no relevant document "
                          f"(every grade 0): its NDCG is undefined; leave such queries out, as v2's mq2007 reader "
                          f"did", query)
    return ideal


def _lambda_cost(x: Any, score: Any, *, ndcg_num: int, max_sort_size: int, lod: Lod) -> Any:
    xs, grades = _host(x)[:, 0], _host(score)[:, 0]
    out = np.zeros(len(xs))
    for q, (a, b) in enumerate(_queries("lambda_cost", lod, len(xs))):
        if b == a:
            continue
        k = min(ndcg_num, b - a)
        ranked = np.argsort(-xs[a:b], kind="stable")[:k]  # equal scores: the documents' order
        dcg = float(((np.exp2(grades[a:b][ranked]) - 1.0) * _discounts(k)).sum())
        # a NaN score ranks nowhere: its query's NDCG is NaN (argsort would put it last, a made-up order)
        nan = np.isnan(xs[a:b]).any()
        out[a:b] = np.nan if nan else dcg / _ideal_dcg("lambda_cost", grades[a:b], k, q)
    return out.reshape(-1, 1).astype(x.dtype)


def _query_lambdas(xs: np.ndarray, grades: np.ndarray, max_sort_size: int, ideal: float) -> np.ndarray:
    """v2's lambdas of one query's documents (see the module's docstring)."""
    n = len(xs)
    order = np.argsort(-grades, kind="stable")
    gain, score = np.exp2(grades[order]), xs[order]
    sorted_places = n if max_sort_size == -1 else min(max_sort_size, n)
    i, j = np.arange(sorted_places)[:, None], np.arange(n)[None, :]
    logs = np.log(np.arange(n) + 2.0)
    below = j > i
    spread = np.where(j < sorted_places, logs[j] - logs[i], logs[i])
    delta = np.abs(gain[i] - gain[j]) / np.where(below, spread, 1.0)
    # 1 / (1 + exp(z)) as 0.5 (1 - tanh(z / 2)): no overflow for a large z
    lam = np.where(below, -delta * 0.5 * (1.0 - np.tanh((score[i] - score[j]) / 2.0)), 0.0) / ideal
    per_place = -lam.sum(axis=0)
    per_place[:sorted_places] += lam.sum(axis=1)
    grad = np.empty(n)
    grad[order] = per_place
    return grad


def _lambda_cost_grad(x: Any, score: Any, dout: Any, *, ndcg_num: int, max_sort_size: int, lod: Lod) -> Any:
    xs, grades, douts = _host(x)[:, 0], _host(score)[:, 0], _host(dout)[:, 0]
    dx = np.zeros(len(xs))
    for q, (a, b) in enumerate(_queries("lambda_cost_grad", lod, len(xs))):
        if b == a:
            continue
        k = min(ndcg_num, b - a)
        ideal = _ideal_dcg("lambda_cost_grad", grades[a:b], k, q)
        dx[a:b] = _query_lambdas(xs[a:b], grades[a:b], max_sort_size, ideal) * douts[a:b]
    return dx.reshape(-1, 1).astype(x.dtype)


def _dcg(ranking: list[int], score: np.ndarray) -> float:
    return math.fsum((2.0 ** float(score[d, 0]) - 1.0) / math.log(place + 2.0) for place, d in enumerate(ranking))


def _ndcg_reference(x: np.ndarray, score: np.ndarray, *, ndcg_num: int, max_sort_size: int,
                    lod: Lod) -> np.ndarray:
    """Plain Python per query: documents sorted by score (sorted() keeps ties in order), DCG over
    the first k, over the DCG of the documents sorted by grade."""
    off = [int(o) for o in lod["X"][-1]]
    out = []
    for a, b in zip(off[:-1], off[1:]):
        docs = list(range(a, b))
        k = min(ndcg_num, len(docs))

        by_model = sorted(docs, key=lambda d: -float(x[d, 0]))
        by_grade = sorted(docs, key=lambda d: -float(score[d, 0]))
        out += [_dcg(by_model[:k], score) / _dcg(by_grade[:k], score)] * len(docs)
    return np.array(out).reshape(-1, 1)


def _inputs(rng: np.random.Generator, dtype: np.dtype, **_attrs: Any) -> dict[str, Any]:
    """Ragged queries (lengths 1 to 6), distinct scores, grades 0-3 with one relevant document at
    least in each."""
    lengths = [int(n) for n in rng.integers(1, 7, size=int(rng.integers(1, 4)))]
    rows = sum(lengths)
    off = np.concatenate([[0], np.cumsum(lengths)]).tolist()
    grades = rng.integers(0, 4, size=rows).astype(float)
    grades[off[:-1]] = np.maximum(grades[off[:-1]], 1.0)
    scores = (rng.permutation(rows) - rows / 2) * 0.5
    return {"X": LodArray.of(scores.reshape(-1, 1).astype(dtype), off),
            "Score": LodArray.of(grades.reshape(-1, 1).astype(dtype), off)}


lambda_cost = (
    Function("lambda_cost", "v2's LambdaRank cost: each row of a query (a sequence of X, the model's "
             "scores) gets the query's NDCG@ndcg_num of the order X ranks its documents in, Score their "
             "relevance; its gradient is v2's lambdas (see kernels/lambda_cost.py), not NDCG's derivative.")
    .input("X", "[T, 1]: the model's score of each document, one query per sequence", shape=("T", 1),
           seq_types=SEQ)
    .input("Score", "[T, 1]: each document's relevance grade (>= 0), the same sequences as X", shape=("T", 1),
           seq_types=SEQ, no_grad=True, domain=Domain(0.0, None))
    .output("Out", "[T, 1]: the query's NDCG on each of its rows", like="X")
    .attribute("ndcg_num", int, "k of NDCG@k (a query shorter than k: its whole list)").default(5).at_least(1)
    .attribute("max_sort_size", int, "the places of the relevance order whose pairs make the lambdas "
               "(-1: every place; v2's layer asks for NDCG_num at least)").default(-1).at_least(-1)
    .reference(_ndcg_reference)
    .oracle("numpy")
    .kernel("cpu", _lambda_cost)  # v2's LambdaCost ran on the CPU only, as this does
    .grad(_lambda_cost_grad, reads=("X", "Score"), device="cpu")
    .grad_not_derivative("v2's LambdaRank lambdas: the derivatives of a smooth pairwise cost, not of the NDCG "
                         "the forward outputs (a step function of X); tests/v2/test_v2_lambda_cost.py checks "
                         "them against a plain-Python oracle and numerically against that pairwise cost",
                         derivative_at=None)
    .test_inputs(_inputs)
    .example("scores = data('scores', [None, 1], seq_type='sequence')\n"
             "grades = data('grades', [None, 1], seq_type='sequence')\n"
             "ndcg = layers.lambda_cost(scores, grades, ndcg_num=3)  # [T, 1]: each query's NDCG@3")
    .register()
)
