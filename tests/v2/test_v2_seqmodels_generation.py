"""v2's generation: beam_search over a recurrent step with a GeneratedInput and StaticInputs, and
paddle.infer(field=['prob', 'id']) giving the beams as v2 did (the book's chapter 08 parses them):
against an exhaustive search over every word sequence of a tiny vocabulary (a deterministic step
written apart in numpy), and greedy decoding with beam_size 1."""
from __future__ import annotations

import itertools
from typing import Any

import numpy as np
import pytest

import paddle.v2 as paddle

V, EMB, H, D, BOS, EOS = 4, 3, 3, 2, 0, 1


def _network(beam_size: int, max_length: int) -> tuple[Any, Any]:
    with paddle.Tape() as tape:
        src = paddle.layer.data(name="src", type=paddle.data_type.dense_vector(D))
        boot = paddle.layer.fc(input=src, size=H, act=paddle.activation.Tanh(), name="boot")

        def step(s: Any, word: Any) -> Any:
            mem = paddle.layer.memory(name="h", size=H, boot_layer=boot)
            parts = [paddle.layer.fc(input=word, size=H, act=paddle.activation.Linear(), name="from_word"),
                     paddle.layer.fc(input=mem, size=H, act=paddle.activation.Linear(), bias_attr=False,
                                     name="from_h"),
                     paddle.layer.fc(input=s, size=H, act=paddle.activation.Linear(), bias_attr=False,
                                     name="from_src")]
            h = paddle.layer.tanh(paddle.layer.elementwise_add(paddle.layer.elementwise_add(parts[0], parts[1]),
                                                               parts[2]), name="h")
            return paddle.layer.fc(input=h, size=V, act=paddle.activation.Softmax(), name="next_word")

        beam = paddle.layer.beam_search(
            step=step, bos_id=BOS, eos_id=EOS, beam_size=beam_size, max_length=max_length,
            input=[paddle.layer.StaticInput(input=src),
                   paddle.layer.GeneratedInput(size=V, embedding_name="emb", embedding_size=EMB)])
    return tape, beam


def _params(tape: Any, beam: Any) -> Any:
    """Parameters of the generating network, drawn at random (large, so the words' probabilities differ)."""
    from paddle.v2.parameters import Parameters
    rng = np.random.default_rng(0)
    model = tape.model
    model.init_params()
    values = {n: rng.normal(scale=0.7, size=model.root_scope().var(n).numpy().shape).astype(np.float32)
              for n in model.param_names}
    values["next_word.b"][EOS] += 0.8  # some results end early, at eos
    return Parameters(values)


def _numpy_step(p: Any, s: np.ndarray, h: np.ndarray, word: int) -> tuple[np.ndarray, np.ndarray]:
    pre = (p["emb"][word] @ p["from_word.w"] + p["from_word.b"] + h @ p["from_h.w"] + s @ p["from_src.w"])
    h = np.tanh(pre)
    logits = h @ p["next_word.w"] + p["next_word.b"]
    e = np.exp(logits - logits.max())
    return h, np.log(e / e.sum())


def _exhaustive(p: Any, s: np.ndarray, max_length: int) -> list[tuple[float, list[int]]]:
    """Every result a search can give: sequences ending at eos, or of max_length words."""
    results = []
    for length in range(1, max_length + 1):
        for words in itertools.product(range(V), repeat=length):
            if EOS in words[:-1] or (length < max_length and words[-1] != EOS):
                continue
            h, score, prev = np.tanh(s @ p["boot.w"] + p["boot.b"]), 0.0, BOS
            for w in words:
                h, logp = _numpy_step(p, s, h, prev)
                score, prev = score + logp[w], w
            results.append((score, list(words)))
    return sorted(results, key=lambda r: -r[0])


def _beams(ids: np.ndarray) -> list[list[int]]:
    """The results in v2's flat id vector, as the book's gen.py reads it: -1 ends a result, the
    first element of each is its length."""
    ends = np.nonzero(ids == -1)[0]
    out, start = [], 0
    for end in ends:
        assert ids[start] == end - start - 1
        out.append([int(w) for w in ids[start + 1:end]])
        start = end + 1
    return out


def _score(p: Any, s: np.ndarray, words: list[int]) -> float:
    h, score, prev = np.tanh(s @ p["boot.w"] + p["boot.b"]), 0.0, BOS
    for w in words:
        h, logp = _numpy_step(p, s, h, prev)
        score, prev = score + logp[w], w
    return float(score)


@pytest.mark.parametrize("beam_size, max_length", [(40, 3), (1, 4), (3, 4)], ids=["exhaustive", "greedy", "beam"])
def test_beam_search_finds_the_best_sequences(beam_size: int, max_length: int) -> None:
    tape, beam = _network(beam_size, max_length)
    params = _params(tape, beam)
    srcs = np.random.default_rng(3).normal(size=(3, D)).astype(np.float32)
    prob, ids = paddle.infer(output_layer=beam, parameters=params, input=[(s,) for s in srcs],
                             field=["prob", "id"])
    p = {n: params.get(n).astype(np.float64) for n in params.names()}
    beams = _beams(ids)
    assert prob.shape == (3, beam_size) and len(beams) == 3 * beam_size
    for i, s in enumerate(srcs.astype(np.float64)):
        best = _exhaustive(p, s, max_length)
        if beam_size == 1:  # greedy: each step's most probable word
            h, prev, words = np.tanh(s @ p["boot.w"] + p["boot.b"]), BOS, []
            while len(words) < max_length and (not words or words[-1] != EOS):
                h, logp = _numpy_step(p, s, h, prev)
                prev = int(np.argmax(logp))
                words.append(prev)
            assert beams[i] == words
            continue
        if beam_size == 3:  # a pruned search: real sequences, scored right, best first, no worse than greedy
            results = beams[i * beam_size:(i + 1) * beam_size]
            np.testing.assert_allclose(prob[i], [_score(p, s, w) for w in results], rtol=1e-4, atol=1e-5)
            assert list(prob[i]) == sorted(prob[i], reverse=True) and len({tuple(w) for w in results}) == 3
            assert all(w[-1] == EOS or len(w) == max_length for w in results)
            continue
        assert len(best) == beam_size
        assert beams[i * beam_size:(i + 1) * beam_size] == [w for _, w in best]
        np.testing.assert_allclose(prob[i], [sc for sc, _ in best], rtol=1e-4, atol=1e-5)


def test_maxid_and_eos_pick_and_test_ids_of_sequences() -> None:
    """Greedy decoding's words (maxid) and where they end (eos), over the steps of sequences."""
    rng = np.random.default_rng(4)
    probs = [rng.random((n, V)).astype(np.float32) for n in (3, 1, 2)]
    with paddle.Tape():
        x = paddle.layer.data(name="probs", type=paddle.data_type.dense_vector_sequence(V))
        word = paddle.layer.maxid(input=x)
        ended = paddle.layer.eos(input=word, eos_id=EOS)
        params = paddle.parameters.create(ended)
        ids, ends = paddle.infer(output_layer=[word, ended], parameters=params, input=[(p,) for p in probs],
                                 field="id")
    expected = np.concatenate([p.argmax(axis=1) for p in probs])
    np.testing.assert_array_equal(ids, expected)
    np.testing.assert_array_equal(ends, (expected == EOS).astype(np.int64))
