"""Programs shaped as the book's word chapters (issue 18), on miniature data made here: a
chapter-04 n-gram model (four embeddings sharing one table by its param_attr name, fc over the
four, softmax), a chapter-06 text convolution (embedding, two sequence_conv_pool, fc softmax), and
on a task where word order decides the label, the convolution against a bag of words."""
from __future__ import annotations

import math

import numpy as np

import paddle.v2 as paddle

VOCAB = 24


def _ngram_samples(rng: np.random.Generator, n: int) -> list[tuple[int, ...]]:
    """Four words, then the next: a function of the first and the last of the four."""
    out = []
    for _ in range(n):
        w = rng.integers(0, VOCAB, size=4)
        out.append((*map(int, w), int((w[0] + 2 * w[3]) % 6)))
    return out


def test_chapter_04_ngram_model_learns():
    rng = np.random.default_rng(0)
    train = _ngram_samples(rng, 512)
    with paddle.Tape():
        def wordemb(inlayer):
            return paddle.layer.table_projection(input=inlayer, size=16, param_attr=paddle.attr.Param(
                name="_proj", initial_std=0.1, learning_rate=1, l2_rate=0))
        names = ["firstw", "secondw", "thirdw", "fourthw"]
        words = [paddle.layer.data(name=n, type=paddle.data_type.integer_value(VOCAB)) for n in names]
        nextword = paddle.layer.data(name="fifthw", type=paddle.data_type.integer_value(VOCAB))
        contextemb = paddle.layer.concat(input=[wordemb(w) for w in words])
        hidden1 = paddle.layer.fc(input=contextemb, size=64, act=paddle.activation.Sigmoid(),
                                  bias_attr=paddle.attr.Param(learning_rate=2),
                                  param_attr=paddle.attr.Param(initial_std=1. / math.sqrt(16 * 8), learning_rate=1))
        predictword = paddle.layer.fc(input=hidden1, size=VOCAB, bias_attr=paddle.attr.Param(learning_rate=2),
                                      act=paddle.activation.Softmax())
        cost = paddle.layer.classification_cost(input=predictword, label=nextword)
        parameters = paddle.parameters.create(cost)
        assert "_proj" in parameters.names() and parameters.get("_proj").shape == (VOCAB, 16)  # one shared table
        adagrad = paddle.optimizer.AdaGrad(learning_rate=0.1, regularization=paddle.optimizer.L2Regularization(8e-5))
        trainer = paddle.trainer.SGD(cost, parameters, adagrad)
        ends = []
        trainer.train(paddle.batch(lambda: iter(train), 32), num_passes=8,
                      event_handler=lambda e: ends.append(e.cost) if isinstance(e, paddle.event.EndPass) else None)
    assert ends[-1] < 0.5 * ends[0], ends


def _ordered_sentences(rng: np.random.Generator, n: int) -> list[tuple[list[int], int]]:
    """Filler words with the pair (2, 3) put in somewhere: label 1 when 2 comes right before 3,
    0 when 3 comes right before 2; both classes hold the same bag of words."""
    samples = []
    for _ in range(n):
        label = int(rng.integers(0, 2))
        words = [int(w) for w in rng.integers(4, VOCAB, size=int(rng.integers(3, 12)))]
        at = int(rng.integers(0, len(words) + 1))
        words[at:at] = [2, 3] if label else [3, 2]
        samples.append((words, label))
    return samples


def _accuracy(output, parameters, samples) -> float:
    probs = paddle.infer(output_layer=output, parameters=parameters, input=[(w,) for w, _ in samples])
    return float((np.asarray(probs).argmax(axis=1) == np.array([y for _, y in samples])).mean())


def _train(cost, output, train, test, passes: int) -> tuple[list[float], float]:
    parameters = paddle.parameters.create(cost)
    trainer = paddle.trainer.SGD(cost=cost, parameters=parameters,
                                 update_equation=paddle.optimizer.Adam(learning_rate=1e-2))
    ends: list[float] = []
    trainer.train(paddle.batch(lambda: iter(train), 32), num_passes=passes, feeding={"word": 0, "label": 1},
                  event_handler=lambda e: ends.append(e.cost) if isinstance(e, paddle.event.EndPass) else None)
    return ends, _accuracy(output, parameters, test)


def convolution_net(input_dim: int, class_dim: int = 2, emb_dim: int = 16, hid_dim: int = 16):
    data = paddle.layer.data("word", paddle.data_type.integer_value_sequence(input_dim))
    emb = paddle.layer.embedding(input=data, size=emb_dim)
    conv_3 = paddle.networks.sequence_conv_pool(input=emb, context_len=3, hidden_size=hid_dim)
    conv_4 = paddle.networks.sequence_conv_pool(input=emb, context_len=4, hidden_size=hid_dim)
    output = paddle.layer.fc(input=[conv_3, conv_4], size=class_dim, act=paddle.activation.Softmax())
    lbl = paddle.layer.data("label", paddle.data_type.integer_value(2))
    return paddle.layer.classification_cost(input=output, label=lbl), output


def bag_of_words_net(input_dim: int, class_dim: int = 2):
    """Logistic regression on the bag of words: each sentence's word ids as a sparse binary vector
    (a word said twice counts twice), one fc softmax over it."""
    data = paddle.layer.data("word", paddle.data_type.sparse_binary_vector(input_dim))
    output = paddle.layer.fc(input=data, size=class_dim, act=paddle.activation.Softmax())
    lbl = paddle.layer.data("label", paddle.data_type.integer_value(2))
    return paddle.layer.classification_cost(input=output, label=lbl), output


def test_chapter_06_convolution_learns_word_order_where_a_bag_of_words_cannot():
    rng = np.random.default_rng(1)
    train, test = _ordered_sentences(rng, 320), _ordered_sentences(rng, 200)
    with paddle.Tape():
        cost, output = convolution_net(VOCAB)
        conv_costs, conv_accuracy = _train(cost, output, train, test, passes=6)
    with paddle.Tape():
        cost, output = bag_of_words_net(VOCAB)
        _, bow_accuracy = _train(cost, output, train, test, passes=6)
    print(f"order task: convolution {conv_accuracy:.3f}, bag of words {bow_accuracy:.3f}")
    assert conv_costs[-1] < 0.5 * conv_costs[0], conv_costs
    assert conv_accuracy >= 0.9 and bow_accuracy <= 0.7, (conv_accuracy, bow_accuracy)


def test_the_bag_of_words_baseline_learns_what_a_bag_can_tell():
    """The baseline is no straw man: where the label is which word is present, it learns it."""
    rng = np.random.default_rng(2)

    def sentences(n):
        out = []
        for words, label in _ordered_sentences(rng, n):
            out.append(([w for w in words if w != (3 if label else 2)], label))  # keep 2 for 1, 3 for 0
        return out
    with paddle.Tape():
        cost, output = bag_of_words_net(VOCAB)
        _, accuracy = _train(cost, output, sentences(320), sentences(200), passes=6)
    assert accuracy >= 0.9, accuracy
