"""v2's crf and crf_decoding layers: a CRF tagger learns what a per-token softmax tagger on the
same features cannot (chunk boundaries that only the neighbouring tags reveal), the two layers
share their transition parameter by name as the book's chapter 07 does, and mistakes are refused
in the user's words."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.registry import ConfigError

O, B, I = 0, 1, 2  # BIO tags
K, D = 3, 3


def _sentence(rng: np.random.Generator) -> tuple[list[list[float]], list[int]]:
    """Chunks of 1-3 tokens between runs of O. A token's features say (noisily) whether it is in a
    chunk, never whether it begins one: only the previous tag tells B from I."""
    tags: list[int] = []
    while len(tags) < 8:
        tags += [O] * int(rng.integers(1, 3))
        tags += [B] + [I] * int(rng.integers(0, 3))
    tags += [O] * int(rng.integers(0, 2))
    inside = np.array([t != O for t in tags])
    flip = rng.random(len(tags)) < 0.04
    seen = inside ^ flip
    feats = np.stack([seen, ~seen, np.ones(len(tags))], axis=1) + rng.normal(scale=0.3, size=(len(tags), D))
    return [list(map(float, row)) for row in feats], tags


def _chunks(tags: list[int]) -> set[tuple[int, int]]:
    """(start, end) of each chunk: B starts one, I continues it (an I after O starts one, as conlleval)."""
    out, start = set(), None
    for i, t in enumerate(list(tags) + [O]):
        if start is not None and t != I:
            out.add((start, i))
            start = None
        if t == B or (t == I and start is None):
            start = i
    return out


def _f1(gold: list[list[int]], predicted: list[list[int]]) -> float:
    hit = sum(len(_chunks(g) & _chunks(p)) for g, p in zip(gold, predicted))
    found, true = sum(len(_chunks(p)) for p in predicted), sum(len(_chunks(g)) for g in gold)
    precision, recall = hit / max(found, 1), hit / max(true, 1)
    return 2 * precision * recall / max(precision + recall, 1e-9)


def _split(ids: np.ndarray, data: list[Any]) -> list[list[int]]:
    out, start = [], 0
    for _, tags in data:
        out.append([int(t) for t in ids[start:start + len(tags)]])
        start += len(tags)
    return out


def _train(cost: Any, data: list[Any], passes: int) -> Any:
    params = paddle.parameters.create(cost)
    trainer = paddle.trainer.SGD(cost=cost, parameters=params,
                                 update_equation=paddle.optimizer.Adam(learning_rate=0.05))
    trainer.train(reader=paddle.batch(lambda: iter(data), 20), num_passes=passes, feeding={"x": 0, "y": 1})
    return params


def test_crf_tagger_beats_a_softmax_tagger_on_chunks() -> None:
    rng = np.random.default_rng(0)
    train, test = [_sentence(rng) for _ in range(200)], [_sentence(rng) for _ in range(100)]
    gold = [tags for _, tags in test]
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector_sequence(D))
        y = paddle.layer.data(name="y", type=paddle.data_type.integer_value_sequence(K))
        emission = paddle.layer.fc(input=x, size=K, act=paddle.activation.Linear())
        cost = paddle.layer.crf(input=emission, label=y, size=K, param_attr=paddle.attr.Param(name="crfw"))
        decoded = paddle.layer.crf_decoding(input=emission, size=K, param_attr=paddle.attr.Param(name="crfw"))
        errors = paddle.layer.crf_decoding(input=emission, label=y, size=K, param_attr=paddle.attr.Param(name="crfw"))
        params = _train(cost, train, passes=10)
        crf_tags = _split(paddle.infer(output_layer=decoded, parameters=params, input=[(s,) for s, _ in test],
                                       field="id"), test)
        wrong = paddle.infer(output_layer=errors, parameters=params, input=test)
    flat_gold, flat_crf = np.concatenate(gold), np.concatenate(crf_tags)
    np.testing.assert_array_equal(wrong.ravel(), (flat_gold != flat_crf).astype(np.int64))
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector_sequence(D))
        y = paddle.layer.data(name="y", type=paddle.data_type.integer_value_sequence(K))
        probs = paddle.layer.fc(input=x, size=K, act=paddle.activation.Softmax())
        per_token = paddle.layer.classification_cost(input=probs, label=y)
        params = _train(paddle.layer.sequence_pool(input=per_token, pool_type="sum"), train, passes=6)
        out = paddle.infer(output_layer=probs, parameters=params, input=[(s,) for s, _ in test])
    softmax_tags = _split(np.argmax(out, axis=1), test)
    crf_f1, softmax_f1 = _f1(gold, crf_tags), _f1(gold, softmax_tags)
    print(f"chunk F1: CRF {crf_f1:.3f}, softmax {softmax_f1:.3f}")
    assert crf_f1 > softmax_f1 + 0.15 and crf_f1 > 0.75


def test_crf_and_crf_decoding_share_their_transitions_by_name() -> None:
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector_sequence(K))
        y = paddle.layer.data(name="y", type=paddle.data_type.integer_value_sequence(K))
        cost = paddle.layer.crf(input=x, label=y, size=K, param_attr=paddle.attr.Param(name="crfw"))
        decoded = paddle.layer.crf_decoding(input=x, size=K, param_attr=paddle.attr.Param(name="crfw"))
        params = paddle.parameters.create(cost, decoded)
        assert params.names() == ["crfw"] and params.get_shape("crfw") == (K + 2, K)
        weights = np.zeros((K + 2, K), dtype=np.float32)
        weights[2 + O, I] = -100.0  # never O -> I
        weights[0, I] = -100.0  # never start with I
        params.set("crfw", weights)
        # per token, I scores best everywhere; the transitions allow it only after B or I
        sample = ([[0.0, 0.9, 1.0]] * 3, [O, O, O])
        ids = paddle.infer(output_layer=decoded, parameters=params, input=[sample[:1]], field="id")
    assert list(ids) == [B, I, I]


@pytest.mark.parametrize("call, words", [
    (lambda x, y: paddle.layer.crf(input=x, label=y, size=4), "size should be the input's width"),
    (lambda x, y: paddle.layer.crf(input=x, label=y, coeff=float("nan")), "coeff should be a finite number"),
    (lambda x, y: paddle.layer.crf_decoding(input=x, size=1), "size (the number of tags) should be an int >= 2"),
])
def test_mistakes_are_refused_naming_the_layer(call: Any, words: str) -> None:
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector_sequence(K))
        y = paddle.layer.data(name="y", type=paddle.data_type.integer_value_sequence(K))
        with pytest.raises(ConfigError, match=words.replace("(", r"\(").replace(")", r"\)")):
            call(x, y)


def test_the_layer_that_makes_a_shared_transition_sets_its_attributes() -> None:
    with paddle.Tape() as tape:
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector_sequence(K))
        y = paddle.layer.data(name="y", type=paddle.data_type.integer_value_sequence(K))
        paddle.layer.crf(input=x, label=y, size=K, param_attr=paddle.attr.Param(name="crfw", learning_rate=1e-3))
        paddle.layer.crf_decoding(input=x, size=K, param_attr=paddle.attr.Param(name="crfw"))
    assert tape.model.graph.param_attrs["crfw"].learning_rate == 1e-3
