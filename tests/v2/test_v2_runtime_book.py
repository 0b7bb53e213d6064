"""Programs shaped as the book's chapters 01 (fit_a_line: train.py saving a v2 parameter tar and
the inference topology, infer.py loading them in a fresh process) and 02 (recognize_digits:
softmax regression, MLP and conv net, reading `event.metrics['classification_error_evaluator']`),
written here on the offline datasets, small subsets so they stay fast."""
from __future__ import annotations

import itertools
import subprocess
import sys

import pytest

import paddle.v2 as paddle

TRAIN_01 = """
import numpy as np
import paddle.v2 as paddle

paddle.init(use_gpu=False, trainer_count=1)
x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(13))
y_predict = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear())
y = paddle.layer.data(name='y', type=paddle.data_type.dense_vector(1))
cost = paddle.layer.square_error_cost(input=y_predict, label=y)

with open('inference_topology.bin', 'wb') as f:
    paddle.topology.Topology(layers=y_predict).serialize_for_inference(f)

parameters = paddle.parameters.create(cost)
trainer = paddle.trainer.SGD(cost=cost, parameters=parameters,
                             update_equation=paddle.optimizer.Momentum(momentum=0, learning_rate=1e-3))
feeding = {'x': 0, 'y': 1}

def handler(event):
    if isinstance(event, paddle.event.EndPass):
        with open('params_pass_%d.tar' % event.pass_id, 'wb') as f:
            trainer.save_parameter_to_tar(f)
        result = trainer.test(reader=paddle.batch(paddle.dataset.uci_housing.test(), batch_size=8), feeding=feeding)
        print("Test %d, Cost %f" % (event.pass_id, result.cost))

trainer.train(reader=paddle.batch(paddle.reader.shuffle(paddle.dataset.uci_housing.train(), buf_size=500, seed=1),
                                  batch_size=8),
              feeding=feeding, event_handler=handler, num_passes=3)
samples = [(item[0],) for item in itertools.islice(paddle.dataset.uci_housing.test()(), 5)]
for p in paddle.infer(output_layer=y_predict, parameters=parameters, input=samples):
    print("predict=%r" % float(p[0]))
"""

INFER_01 = """
import itertools
import paddle.v2 as paddle

paddle.init(use_gpu=False, trainer_count=1)
x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(13))
y_predict = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear())
with open('params_pass_2.tar', 'rb') as f:
    parameters = paddle.parameters.Parameters.from_tar(f)
samples = [item for item in itertools.islice(paddle.dataset.uci_housing.test()(), 5)]
for p in paddle.infer(output_layer=y_predict, parameters=parameters, input=samples):
    print("predict=%r" % float(p[0]))
with open('inference_topology.bin', 'rb') as f:  # the saved topology, with these parameters
    inferer = paddle.inference.Inference(parameters=parameters, fileobj=f)
for p in inferer.infer([(s[0],) for s in samples]):
    print("from file predict=%r" % float(p[0]))
"""


def _run(program, cwd):
    run = subprocess.run([sys.executable, "-c", "import itertools\n" + program], cwd=cwd, capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    return run.stdout


def test_chapter_01_train_then_infer_in_a_fresh_process(tmp_path):
    trained = _run(TRAIN_01, tmp_path)
    tests = [float(line.split("Cost ")[1]) for line in trained.splitlines() if line.startswith("Test")]
    assert len(tests) == 3 and tests[-1] < tests[0]  # it learns
    assert sorted(p.name for p in tmp_path.glob("params_pass_*.tar")) == [f"params_pass_{i}.tar" for i in range(3)]
    inferred = _run(INFER_01, tmp_path)
    want = [line for line in trained.splitlines() if line.startswith("predict=")]
    assert [line for line in inferred.splitlines() if line.startswith("predict=")] == want  # bitwise, as text
    assert [line[len("from file "):] for line in inferred.splitlines() if line.startswith("from file")] == want


def softmax_regression(img):
    return paddle.layer.fc(input=img, size=10, act=paddle.activation.Softmax())


def multilayer_perceptron(img):
    hidden1 = paddle.layer.fc(input=img, size=32, act=paddle.activation.Relu())
    hidden2 = paddle.layer.fc(input=hidden1, size=16, act=paddle.activation.Relu())
    return paddle.layer.fc(input=hidden2, size=10, act=paddle.activation.Softmax())


def convolutional_neural_network(img):
    conv_pool = paddle.networks.simple_img_conv_pool(input=img, filter_size=5, num_filters=4, num_channel=1,
                                                     pool_size=2, pool_stride=2, act=paddle.activation.Relu())
    return paddle.layer.fc(input=conv_pool, size=10, act=paddle.activation.Softmax())


def _subset(reader, n):
    return lambda: itertools.islice(reader(), n)


@pytest.mark.parametrize("network", [softmax_regression, multilayer_perceptron, convolutional_neural_network])
def test_chapter_02_networks_train_and_report_the_classification_error(network, tmp_path):
    """The three networks one after another in one process, as a notebook re-run builds them."""
    paddle.init(use_gpu=False, trainer_count=1)
    images = paddle.layer.data(name='pixel', type=paddle.data_type.dense_vector(784))
    label = paddle.layer.data(name='label', type=paddle.data_type.integer_value(10))
    predict = network(images)
    cost = paddle.layer.classification_cost(input=predict, label=label)
    parameters = paddle.parameters.create(cost)
    optimizer = paddle.optimizer.Momentum(learning_rate=0.1 / 128.0, momentum=0.9,
                                          regularization=paddle.optimizer.L2Regularization(rate=0.0005 * 128))
    trainer = paddle.trainer.SGD(cost=cost, parameters=parameters, update_equation=optimizer)
    lists = []

    def event_handler(event):
        if isinstance(event, paddle.event.EndIteration):
            assert 0.0 <= event.metrics['classification_error_evaluator'] <= 1.0
        if isinstance(event, paddle.event.EndPass):
            with open(tmp_path / f'params_pass_{event.pass_id}.tar', 'wb') as f:
                trainer.save_parameter_to_tar(f)
            result = trainer.test(reader=paddle.batch(_subset(paddle.dataset.mnist.test(), 128), batch_size=64))
            lists.append((event.pass_id, result.cost, result.metrics['classification_error_evaluator']))

    trainer.train(reader=paddle.batch(paddle.reader.shuffle(_subset(paddle.dataset.mnist.train(), 384), buf_size=512,
                                                            seed=3), batch_size=32),
                  event_handler=event_handler, num_passes=2)
    best = sorted(lists, key=lambda item: float(item[1]))[0]
    assert best[2] < 0.7  # learning: well under the 0.9 error of guessing
    sample = next(iter(paddle.dataset.mnist.test()()))
    probs = paddle.infer(output_layer=predict, parameters=parameters, input=[(sample[0],)])
    assert probs.shape == (1, 10) and abs(float(probs.sum()) - 1) < 1e-4
    with open(tmp_path / 'params_pass_1.tar', 'rb') as f:
        loaded = paddle.parameters.Parameters.from_tar(f)
    assert sorted(loaded.names()) == sorted(parameters.names())
