"""Pieces of the book's chapters 07 and 08 (label_semantic_roles, machine_translation), in
programs of the same shape written here: a decoder's cost per target word summed per
sentence, an encoder sequence given to a recurrent_group as StaticInput(encoded) (no is_seq,
as the book wrote it), a pretrained tar read through gzip.open, and evaluator.sum over a
sequence, per sample."""
from __future__ import annotations

import gzip
import io

import numpy as np
import pytest

import paddle.v2 as paddle

L, DT, ACT = paddle.layer, paddle.data_type, paddle.activation
SAMPLES = [([1, 2, 3], [0, 4, 2]), ([5, 1], [3, 3]), ([2], [1])]


def _tagger():
    words = L.data(name="words", type=DT.integer_value_sequence(6))
    tags = L.data(name="tags", type=DT.integer_value_sequence(5))
    probs = L.fc(input=L.embedding(input=words, size=4), size=5, act=ACT.Softmax())
    return probs, L.classification_cost(input=probs, label=tags)


def test_a_cost_per_word_is_summed_per_sentence():
    with paddle.Tape():
        probs, cost = _tagger()
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.Momentum(learning_rate=0.1, momentum=0.0))
        result = trainer.test(paddle.batch(lambda: iter(SAMPLES), 3))
        rows = paddle.infer(output_layer=probs, parameters=params, input=[(w,) for w, _ in SAMPLES])
        costs = []
        trainer.train(paddle.batch(lambda: iter(SAMPLES), 3), num_passes=20,
                      event_handler=lambda e: costs.append(e.cost) if isinstance(e, paddle.event.EndPass) else None)
    tags = np.concatenate([t for _, t in SAMPLES])
    per_word = -np.log(rows[np.arange(len(tags)), tags])
    per_sentence = np.add.reduceat(per_word, [0, 3, 5])
    np.testing.assert_allclose(result.cost, per_sentence.mean(), rtol=1e-5)  # v2: a sample is a sentence
    assert costs[-1] < costs[0] / 2


def _decoder(is_seq):
    """The book's attention decoder in miniature: the encoder's outputs reach each step whole."""
    src = L.data(name="src", type=DT.integer_value_sequence(6))
    trg = L.data(name="trg", type=DT.integer_value_sequence(6))
    encoded = L.embedding(input=src, size=3)
    proj = L.fc(input=encoded, size=4, bias_attr=False, act=ACT.Linear())

    def step(enc_vec, enc_proj, word):
        state = L.memory(name="dec", size=4)
        context = paddle.networks.simple_attention(encoded_sequence=enc_vec, encoded_proj=enc_proj,
                                                   decoder_state=state)
        return L.fc(input=[context, word], size=4, name="dec", act=ACT.Tanh())
    statics = [L.StaticInput(input=encoded, **is_seq), L.StaticInput(input=proj, **is_seq)]
    return L.recurrent_group(step=step, input=[*statics, L.embedding(input=trg, size=3)])


def test_a_sequence_static_input_is_read_whole_without_is_seq():
    feed = [([1, 2, 3], [4, 5]), ([2], [1, 1, 3])]
    outs = []
    for is_seq in ({}, {"is_seq": True}):
        with paddle.Tape():
            out = _decoder(is_seq)
            outs.append(paddle.infer(output_layer=out, parameters=paddle.parameters.create(out), input=feed))
    assert outs[0].shape == (5, 4)
    np.testing.assert_array_equal(outs[0], outs[1])


def test_a_pretrained_tar_reads_through_gzip_open(tmp_path):
    with paddle.Tape():
        _, cost = _tagger()
        params = paddle.parameters.create(cost)
    buf = io.BytesIO()
    params.to_tar(buf)
    path = tmp_path / "model.tar.gz"
    path.write_bytes(gzip.compress(buf.getvalue()))
    with gzip.open(path, "rb") as f:  # wmt14.model() and the book's chapters read pretrained tars so
        loaded = paddle.parameters.Parameters.from_tar(f)
    assert loaded.names() == params.names()
    assert all(np.array_equal(loaded.get(n), params.get(n)) for n in params.names())


def test_evaluator_sum_reports_the_total_per_sample_over_every_step():
    """v2's sum_evaluator (the book's chapter 07 sums crf_decoding's per-word errors): here the
    softmax rows of each word, 1 each, so 6 words over 3 sentences give 2 a sentence."""
    with paddle.Tape():
        probs, cost = _tagger()
        paddle.evaluator.sum(input=probs, name="words_a_sentence")
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.Momentum(learning_rate=0.1, momentum=0.0))
        result = trainer.test(paddle.batch(lambda: iter(SAMPLES), 2))  # batches of 2 and 1 sentences
    assert result.metrics["words_a_sentence"] == pytest.approx(2.0, rel=1e-6)
