"""Networks of the shape of the book's chapter 03 (image classification) written with v2's layer
signatures: a ResNet (img_conv without bias + batch_norm, addto shortcuts, Avg pooling) and a
VGG (img_conv_group with batch_norm and dropout, dropout layer, fc + batch_norm), small enough
for a test, trained a few passes on a learnable task and inferred."""
from __future__ import annotations

import numpy as np

import paddle.v2 as paddle

RNG = np.random.default_rng(17)
IMAGES = RNG.normal(size=(48, 3 * 8 * 8)).astype(np.float32)
LABELS = (IMAGES.reshape(48, 3, 64)[:, 0].mean(axis=1) > 0).astype(np.int64)


def _conv_bn(input, ch_out, filter_size, stride, padding, active_type=None, ch_in=None):
    tmp = paddle.layer.img_conv(input=input, filter_size=filter_size, num_channels=ch_in, num_filters=ch_out,
                                stride=stride, padding=padding, act=paddle.activation.Linear(), bias_attr=False)
    return paddle.layer.batch_norm(input=tmp, act=active_type or paddle.activation.Relu())


def _basicblock(input, ch_in, ch_out, stride):
    short = input if ch_in == ch_out else _conv_bn(input, ch_out, 1, stride, 0, paddle.activation.Linear())
    conv1 = _conv_bn(input, ch_out, 3, stride, 1)
    conv2 = _conv_bn(conv1, ch_out, 3, 1, 1, paddle.activation.Linear())
    return paddle.layer.addto(input=[conv2, short], act=paddle.activation.Relu(), bias_attr=False)


def _resnet(image):
    conv1 = _conv_bn(image, ch_in=3, ch_out=4, filter_size=3, stride=1, padding=1)
    res1 = _basicblock(conv1, 4, 4, 1)
    res2 = _basicblock(res1, 4, 8, 2)
    pool = paddle.layer.img_pool(input=res2, pool_size=4, stride=1, pool_type=paddle.pooling.Avg())
    return paddle.layer.fc(input=pool, size=2, act=paddle.activation.Softmax())


def _vgg(image):
    conv = paddle.networks.img_conv_group(input=image, num_channels=3, pool_size=2, pool_stride=2,
                                          conv_num_filter=[4, 4], conv_filter_size=3, conv_act=paddle.activation.Relu(),
                                          conv_with_batchnorm=True, conv_batchnorm_drop_rate=[0.3, 0],
                                          pool_type=paddle.pooling.Max())
    drop = paddle.layer.dropout(input=conv, dropout_rate=0.5)
    fc1 = paddle.layer.fc(input=drop, size=16, act=paddle.activation.Linear())
    bn = paddle.layer.batch_norm(input=fc1, act=paddle.activation.Relu(),
                                 layer_attr=paddle.attr.Extra(drop_rate=0.5))
    return paddle.layer.fc(input=bn, size=2, act=paddle.activation.Softmax())


def _train(network):
    with paddle.Tape():
        image = paddle.layer.data(name="image", type=paddle.data_type.dense_vector(3 * 8 * 8))
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(2))
        out = network(image)
        cost = paddle.layer.classification_cost(input=out, label=label)
        parameters = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters, update_equation=paddle.optimizer.Momentum(
            momentum=0.9, learning_rate=0.05 / 16))
        costs = []

        def handler(event):
            if isinstance(event, paddle.event.EndPass):
                costs.append(trainer.test(reader=paddle.batch(lambda: iter(zip(IMAGES, LABELS)), 48)).cost)
        trainer.train(reader=paddle.batch(lambda: iter(zip(IMAGES, LABELS)), 16), num_passes=6,
                      event_handler=handler)
        probs = paddle.infer(output_layer=out, parameters=parameters, input=[(row,) for row in IMAGES[:5]])
    return costs, probs


def test_a_small_resnet_of_the_books_shape_trains():
    costs, probs = _train(_resnet)
    assert costs[-1] < 0.8 * costs[0], costs
    assert probs.shape == (5, 2)
    np.testing.assert_allclose(probs.sum(axis=1), 1.0, rtol=1e-5)


def test_a_small_vgg_of_the_books_shape_trains():
    costs, probs = _train(_vgg)
    assert costs[-1] < costs[0], costs
    assert probs.shape == (5, 2)
