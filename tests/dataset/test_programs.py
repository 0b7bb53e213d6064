"""Programs of the book's shape on miniature real-format data: the datasets, the readers and
the v2 trainer together (train a few passes, test, see it learn); a reader that fails mid-pass
stops `train` with its own error, and the next `train` runs."""
from __future__ import annotations

import pickle

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.dataset import cifar

from .conftest import tar_bytes


def learnable_cifar(n, rng):
    labels = rng.integers(0, 3, n)
    # each class brightens its own third of the pixels: separable by a linear layer
    images = rng.integers(0, 120, (n, 3072))
    for i, label in enumerate(labels):
        images[i, label * 1024:(label + 1) * 1024] += 120
    return images.astype(np.uint8), [int(v) for v in labels]


@pytest.fixture
def mini_cifar(publish):
    rng = np.random.default_rng(4)
    parts = {}
    for name, n in (("data_batch_1", 48), ("data_batch_2", 48), ("test_batch", 24)):
        images, labels = learnable_cifar(n, rng)
        parts[f"cifar-10-batches-py/{name}"] = pickle.dumps({b"data": images, b"labels": labels}, protocol=2)
    publish(cifar, "CIFAR10_MD5", cifar.CIFAR10_URL, tar_bytes(parts), "cifar")


def softmax_net():
    image = paddle.layer.data(name="image", type=paddle.data_type.dense_vector(3072))
    label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(10))
    predict = paddle.layer.fc(input=image, size=10, act=paddle.activation.Softmax())
    return predict, paddle.layer.classification_cost(input=predict, label=label)


def test_a_cifar_program_trains_on_the_tarball_through_shuffle_and_batch(mini_cifar):
    with paddle.Tape():
        paddle.init(use_gpu=False, trainer_count=1)
        predict, cost = softmax_net()
        parameters = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters,
                                     update_equation=paddle.optimizer.Momentum(momentum=0.9, learning_rate=0.001))
        test_reader = paddle.batch(paddle.dataset.cifar.test10(), batch_size=8)
        passes = [trainer.test(reader=test_reader, feeding={"image": 0, "label": 1}).cost]

        def event_handler(event):
            if isinstance(event, paddle.event.EndPass):
                passes.append(trainer.test(reader=test_reader, feeding={"image": 0, "label": 1}).cost)
        reader = paddle.batch(paddle.reader.shuffle(paddle.dataset.cifar.train10(), buf_size=50, seed=1),
                              batch_size=8)
        trainer.train(reader=reader, num_passes=4, event_handler=event_handler, feeding={"image": 0, "label": 1})
        assert len(passes) == 5 and all(np.isfinite(passes))
        assert passes[-1] < passes[0] * 0.5  # it learns the classes
        probs = paddle.infer(output_layer=predict, parameters=parameters,
                             input=[(image,) for image, _ in paddle.dataset.cifar.test10()()])
        labels = [label for _, label in paddle.dataset.cifar.test10()()]
        assert (probs.argmax(axis=1) == labels).mean() > 0.8


def test_a_reader_error_mid_pass_reaches_the_program_and_the_next_pass_runs(mini_cifar):
    def failing():
        for i, sample in enumerate(paddle.dataset.cifar.train10()()):
            if i == 20:
                raise OSError("the disk went away")
            yield sample

    with paddle.Tape():
        predict, cost = softmax_net()
        parameters = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters,
                                     update_equation=paddle.optimizer.Momentum(momentum=0, learning_rate=0.01))
        seen = []
        with pytest.raises(OSError, match="the disk went away"):
            trainer.train(reader=paddle.batch(paddle.reader.buffered(failing, 4), 8), num_passes=1,
                          event_handler=seen.append, feeding={"image": 0, "label": 1})
        assert sum(isinstance(e, paddle.event.EndIteration) for e in seen) == 2  # 16 samples, then the error
        trainer.train(reader=paddle.batch(paddle.dataset.cifar.train10(), 8), num_passes=1,
                      feeding={"image": 0, "label": 1})
        assert all(np.isfinite(v).all() for v in (parameters.get(n) for n in parameters.names()))
