"""Paddle's own v2 layer tests (python/paddle/v2/tests/test_layer.py, ported to Python 3): the cases
whose layers are this branch's, built as written there; instead of printing the parsed network
(parse_network is the topology's, built elsewhere), each network runs forward on a batch and its
outputs have the shapes v2 gave. The sequence cases (pool, seq_concat, seq_reshape, crf, ctc, nce,
hsigmoid, eos, projections, mixed) are issue 18's."""
from __future__ import annotations

import numpy as np

import paddle.v2.activation as activation
import paddle.v2.attr as attr
import paddle.v2.data_type as data_type
import paddle.v2.layer as layer
import paddle.v2.pooling as pooling
from paddle.v2 import Tape

RNG = np.random.default_rng(23)
FEED = {"pixel": RNG.uniform(0.1, 1.0, size=(2, 128)).astype(np.float32),
        "label": np.array([[3], [7]]), "weight": RNG.uniform(size=(2, 10)).astype(np.float32),
        "score": RNG.uniform(0.5, 1.5, size=(2, 1)).astype(np.float32)}


def _network():
    """The module-level layers of Paddle's test_layer.py."""
    pixel = layer.data(name='pixel', type=data_type.dense_vector(128))
    label = layer.data(name='label', type=data_type.integer_value(10))
    weight = layer.data(name='weight', type=data_type.dense_vector(10))
    score = layer.data(name='score', type=data_type.dense_vector(1))
    hidden = layer.fc(input=pixel, size=100, act=activation.Sigmoid(), param_attr=attr.Param(name='hidden'))
    inference = layer.fc(input=hidden, size=10, act=activation.Softmax())
    conv = layer.img_conv(input=pixel, filter_size=1, filter_size_y=1, num_channels=8, num_filters=16,
                          act=activation.Linear())
    return pixel, label, weight, score, hidden, inference, conv


def _shapes(make):
    with Tape() as tape:
        outs = make(*_network())
        feed = {k: v for k, v in FEED.items()}
        values = tape.model.run([o.output for o in outs], feed=feed)
    return [v.shape for v in values]


def test_conv_layer():
    assert _shapes(lambda pixel, label, weight, score, hidden, inference, conv: [
        conv, layer.conv_shift(a=pixel, b=score)]) == [(2, 16, 4, 4), (2, 128)]


def test_pooling_layer():
    assert _shapes(lambda pixel, label, weight, score, hidden, inference, conv: [
        layer.img_pool(input=conv, pool_size=2, num_channels=16, padding=1, pool_type=pooling.Max()),
        layer.spp(input=conv, pyramid_height=2, num_channels=16, pool_type=pooling.Max()),
        layer.maxout(input=conv, num_channels=16, groups=4)]) == [(2, 16, 5, 5), (2, 16 * 5), (2, 4, 4, 4)]


def test_norm_layer():
    assert _shapes(lambda pixel, label, weight, score, hidden, inference, conv: [
        layer.img_cmrnorm(input=conv, size=5), layer.batch_norm(input=conv),
        layer.sum_to_one_norm(input=conv)]) == [(2, 16, 4, 4), (2, 16, 4, 4), (2, 256)]


def test_math_layer():
    def make(pixel, label, weight, score, hidden, inference, conv):
        tensor = layer.tensor(a=pixel, b=pixel, size=10)  # v2's test asks 1000: 16M weights, to print a config
        return [layer.addto(input=[pixel, pixel]), layer.linear_comb(weights=weight, vectors=hidden, size=10),
                layer.interpolation(input=[hidden, hidden], weight=score),
                layer.bilinear_interp(input=conv, out_size_x=4, out_size_y=4),
                layer.power(input=pixel, weight=score), layer.scaling(input=pixel, weight=score),
                layer.slope_intercept(input=pixel), tensor, layer.cos_sim(a=pixel, b=pixel), layer.trans(input=tensor)]
    assert _shapes(make) == [(2, 128), (2, 10), (2, 100), (2, 16, 4, 4), (2, 128), (2, 128), (2, 128), (2, 10),
                             (2, 1), (10, 2)]


def test_reshape_layer():
    assert _shapes(lambda pixel, label, weight, score, hidden, inference, conv: [
        layer.block_expand(input=conv, num_channels=16, stride_x=1, block_x=1, stride_y=1, block_y=1),
        layer.rotate(input=pixel, height=8, width=16)]) == [(2 * 16, 16), (2, 128)]  # repeat: issue 18's


def test_cost_layer():
    assert _shapes(lambda pixel, label, weight, score, hidden, inference, conv: [
        layer.cross_entropy_cost(input=inference, label=label),
        layer.cross_entropy_with_selfnorm_cost(input=inference, label=label),
        layer.regression_cost(input=inference, label=weight),
        layer.regression_cost(input=inference, label=weight, weight=score),
        layer.rank_cost(left=score, right=score, label=score),
        layer.sum_cost(input=inference)]) == [(2, 1)] * 6
    # lambda_cost (sequences of queries; Paddle's case gives it non-sequences): tests/v2/test_v2_lambda_cost.py


def test_sampling_and_slicing_layers():
    assert _shapes(lambda pixel, label, weight, score, hidden, inference, conv: [
        layer.max_id(input=inference), layer.sampling_id(input=inference),
        layer.pad(input=conv, pad_c=[2, 3], pad_h=[1, 2], pad_w=[3, 1])]) == [(2, 1), (2, 1), (2, 21, 7, 8)]
