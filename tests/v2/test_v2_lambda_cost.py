"""v2's lambda_cost (LambdaRank, kernels/lambda_cost.py): each query's NDCG on its rows, and v2's
lambdas as the gradient. The oracle below is plain Python written apart from the kernels: one
query at a time, every pair of documents, places looked up in a dict."""
from __future__ import annotations

import math

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.core.tensor import Tensor
from paddle.registry import ConfigError, InputError, default_registry
from paddle.v2_deferral import DeferredConfigWarning

OFFSETS = [0, 1, 5, 5, 11]  # a query of one document, one of four, an empty one, one of six
X = np.array([0.3,  1.0, -0.5, 1.0, 0.2,  0.0, 0.7, -1.2, 0.7, 2.0, 0.1])  # ties: 1.0, 1.0 and 0.7, 0.7
GRADES = np.array([2.0,  0.0, 3.0, 1.0, 1.0,  1.0, 0.0, 2.0, 3.0, 0.0, 1.0])  # ties in grades too


def _queries(offsets):
    return [list(range(a, b)) for a, b in zip(offsets[:-1], offsets[1:])]


def _dcg(ranking, grades, k):
    return sum((2.0 ** grades[d] - 1.0) / math.log(place + 2.0) for place, d in enumerate(ranking[:k]))


def oracle_ndcg(x, grades, offsets, ndcg_num):
    out = [0.0] * len(x)
    for docs in _queries(offsets):
        k = min(ndcg_num, len(docs))
        by_model = sorted(docs, key=lambda d: -x[d])  # sorted() keeps equal scores in order
        by_grade = sorted(docs, key=lambda d: -grades[d])
        for d in docs:
            out[d] = _dcg(by_model, grades, k) / _dcg(by_grade, grades, k)
    return np.array(out)


def _pairs(docs, grades, max_sort_size):
    """(d, e, delta) for v2's pairs: d above e in the grade order, d among its first places."""
    by_grade = sorted(docs, key=lambda d: -grades[d])
    place = {d: p for p, d in enumerate(by_grade)}
    top = len(docs) if max_sort_size == -1 else min(max_sort_size, len(docs))
    for d in docs:
        for e in docs:
            if place[d] < place[e] and place[d] < top:
                gap = abs(2.0 ** grades[d] - 2.0 ** grades[e])
                if place[e] < top:
                    yield d, e, gap / (math.log(place[e] + 2.0) - math.log(place[d] + 2.0))
                else:
                    yield d, e, gap / math.log(place[d] + 2.0)


def oracle_lambdas(x, grades, offsets, ndcg_num, max_sort_size):
    grad = [0.0] * len(x)
    for docs in _queries(offsets):
        k = min(ndcg_num, len(docs))
        ideal = _dcg(sorted(docs, key=lambda d: -grades[d]), grades, k)
        for d, e, delta in _pairs(docs, grades, max_sort_size):
            lam = -delta / (1.0 + math.exp(x[d] - x[e])) / ideal
            grad[d] += lam
            grad[e] -= lam
    return np.array(grad)


def pairwise_cost(x, grades, offsets, ndcg_num, max_sort_size):
    """The smooth cost whose derivatives v2's lambdas are: sum delta / ideal * log(1 + e^(x_e - x_d))."""
    total = 0.0
    for docs in _queries(offsets):
        ideal = _dcg(sorted(docs, key=lambda d: -grades[d]), grades, min(ndcg_num, len(docs)))
        total += sum(delta / ideal * math.log1p(math.exp(x[e] - x[d]))
                     for d, e, delta in _pairs(docs, grades, max_sort_size))
    return total


def _kernels():
    reg = default_registry()
    return reg.function("lambda_cost").kernel_for("cpu"), reg.function("lambda_cost_grad").kernel_for("cpu")


def _run(x, grades, offsets, ndcg_num=5, max_sort_size=-1, dout=None):
    forward, backward = _kernels()
    lod = {"X": [offsets], "Score": [offsets]}
    xs, gs = x.reshape(-1, 1), grades.reshape(-1, 1)
    out = forward(xs, gs, ndcg_num=ndcg_num, max_sort_size=max_sort_size, lod=lod)
    ones = np.ones_like(xs) if dout is None else dout.reshape(-1, 1)
    grad = backward(xs, gs, ones, ndcg_num=ndcg_num, max_sort_size=max_sort_size, lod=lod)
    return out[:, 0], grad[:, 0]


@pytest.mark.parametrize("ndcg_num", [1, 2, 3, 5, 8])
def test_ndcg_and_lambdas_match_the_oracle_on_ragged_queries_with_ties(ndcg_num):
    out, grad = _run(X, GRADES, OFFSETS, ndcg_num)
    np.testing.assert_allclose(out, oracle_ndcg(X, GRADES, OFFSETS, ndcg_num), rtol=1e-12)
    np.testing.assert_allclose(grad, oracle_lambdas(X, GRADES, OFFSETS, ndcg_num, -1), rtol=1e-12, atol=1e-15)
    assert out[0] == 1.0 and grad[0] == 0.0  # a query of one document: ranked right, nothing to learn


def test_ties_in_scores_keep_the_documents_order():
    # two documents of equal score: the first one is ranked first, so the grades' order decides NDCG@1
    out, _ = _run(np.array([0.5, 0.5]), np.array([0.0, 1.0]), [0, 2], ndcg_num=1)
    np.testing.assert_allclose(out, [0.0, 0.0])
    out, _ = _run(np.array([0.5, 0.5]), np.array([1.0, 0.0]), [0, 2], ndcg_num=1)
    np.testing.assert_allclose(out, [1.0, 1.0])


@pytest.mark.parametrize("max_sort_size", [2, 3, 4])
def test_max_sort_size_truncates_the_pairs(max_sort_size):
    _, grad = _run(X, GRADES, OFFSETS, 2, max_sort_size)
    want = oracle_lambdas(X, GRADES, OFFSETS, 2, max_sort_size)
    np.testing.assert_allclose(grad, want, rtol=1e-12, atol=1e-15)
    assert not np.allclose(want, oracle_lambdas(X, GRADES, OFFSETS, 2, -1))  # the truncation changes them


def test_lambdas_are_the_derivatives_of_the_pairwise_cost_and_scale_with_the_incoming_gradient():
    dout = np.linspace(0.5, 2.0, len(X))
    for max_sort_size in (-1, 3):
        _, grad = _run(X, GRADES, OFFSETS, 3, max_sort_size)
        eps, numeric = 1e-6, np.zeros(len(X))
        for i in range(len(X)):
            up, down = X.copy(), X.copy()
            up[i] += eps
            down[i] -= eps
            numeric[i] = (pairwise_cost(up, GRADES, OFFSETS, 3, max_sort_size)
                          - pairwise_cost(down, GRADES, OFFSETS, 3, max_sort_size)) / (2 * eps)
        np.testing.assert_allclose(grad, numeric, rtol=1e-6, atol=1e-9)
        np.testing.assert_allclose(_run(X, GRADES, OFFSETS, 3, max_sort_size, dout)[1], grad * dout, rtol=1e-12)


def test_a_query_without_a_relevant_document_is_refused():
    with pytest.raises(InputError, match="query 1 .*no relevant document"):
        _run(np.array([0.1, 0.2, 0.3]), np.array([1.0, 0.0, 0.0]), [0, 1, 3])


# --- the v2 layer ---------------------------------------------------------------------------------

def _ranking_data(seed, queries):
    """Queries of 3-8 documents with 4 features; a document's grade (0-3) is set by its features."""
    rng = np.random.default_rng(seed)
    truth = np.array([1.5, -1.0, 0.5, 0.0])
    data = []
    for _ in range(queries):
        feats = rng.normal(size=(int(rng.integers(3, 9)), 4))
        grades = np.clip(np.round(feats @ truth + 1.5), 0, 3)
        grades[np.argmax(feats @ truth)] = 3.0  # one relevant document at least
        data.append(([list(f) for f in feats.astype(np.float32)], [[float(g)] for g in grades]))
    return data


def _mean_ndcg(scores, data, k):
    total, row = 0.0, 0
    for feats, grades in data:
        n = len(feats)
        x, g = scores[row:row + n], np.array(grades)[:, 0]
        total += oracle_ndcg(list(x), list(g), [0, n], k)[0]
        row += n
    return total / len(data)


def test_training_a_scorer_with_lambda_cost_raises_ndcg():
    data = _ranking_data(3, 48)
    with paddle.Tape():
        feats = paddle.layer.data(name="feats", type=paddle.data_type.dense_vector_sequence(4))
        grades = paddle.layer.data(name="grades", type=paddle.data_type.dense_vector_sequence(1))
        scores = paddle.layer.fc(input=feats, size=1, act=paddle.activation.Linear(), bias_attr=False,
                                 name="scorer")
        cost = paddle.layer.lambda_cost(input=scores, score=grades, NDCG_num=3)
        params = paddle.parameters.create(cost)
        params.set("scorer.w", np.array([[-1.0], [1.0], [-0.5], [0.3]], dtype=np.float32))  # ranks badly

        def ndcg():
            out = paddle.infer(output_layer=scores, parameters=params, input=[(f,) for f, _ in data])
            return _mean_ndcg(np.asarray(out).reshape(-1), data, 3)
        before = ndcg()
        trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.Momentum(learning_rate=0.05, momentum=0.9))
        trainer.train(paddle.batch(lambda: iter(data), 8), num_passes=4)
        after = ndcg()
    assert before < 0.6 and after > 0.9, (before, after)


def _layers(widths=(1, 1), sequences=(True, True)):
    kinds = [paddle.data_type.dense_vector_sequence if s else paddle.data_type.dense_vector for s in sequences]
    return [paddle.layer.data(name=n, type=kind(w)) for n, kind, w in zip(("s", "g"), kinds, widths)]


@pytest.mark.parametrize(("widths", "sequences", "argument", "rule"), [
    ((1, 1), (False, True), "input", "seq_type"),
    ((1, 1), (True, False), "score", "seq_type"),
    ((1, 2), (True, True), "score", "shape"),
    ((3, 1), (True, True), "input", "shape"),
])
def test_bad_inputs_are_typed_errors_naming_the_argument(widths, sequences, argument, rule):
    """A width is v2's parser's check: refused at once. A sequence level only the data saw: the
    layer warns where it is made and raises when the network is used (paddle/v2_deferral.py)."""
    with paddle.Tape():
        s, g = _layers(widths, sequences)
        with pytest.raises(InputError) as err:
            if rule != "seq_type":
                paddle.layer.lambda_cost(input=s, score=g)
            else:
                with pytest.warns(DeferredConfigWarning):
                    cost = paddle.layer.lambda_cost(input=s, score=g)
                paddle.parameters.create(cost)
    assert err.value.layer == "lambda_cost" and err.value.argument == argument and err.value.rule == rule


@pytest.mark.parametrize(("arguments", "argument"), [
    ({"NDCG_num": 0}, "NDCG_num"), ({"NDCG_num": 2.5}, "NDCG_num"),
    ({"NDCG_num": 5, "max_sort_size": 3}, "max_sort_size"), ({"max_sort_size": 0}, "max_sort_size")])
def test_bad_arguments_are_typed_errors(arguments, argument):
    with paddle.Tape():
        s, g = _layers()
        with pytest.raises(ConfigError) as err:
            paddle.layer.lambda_cost(input=s, score=g, **arguments)
    assert err.value.argument == argument


def test_the_layer_outputs_each_querys_ndcg_on_its_rows():
    with paddle.Tape():
        s, g = _layers()
        cost = paddle.layer.lambda_cost(input=s, score=g, NDCG_num=2)
        feed = {"s": Tensor(X.reshape(-1, 1).astype(np.float32), lod=[OFFSETS]),
                "g": Tensor(GRADES.reshape(-1, 1).astype(np.float32), lod=[OFFSETS])}
        out, = cost.model.run([cost.output], feed=feed)
    np.testing.assert_allclose(np.asarray(out)[:, 0], oracle_ndcg(X, GRADES, OFFSETS, 2), rtol=1e-6)
