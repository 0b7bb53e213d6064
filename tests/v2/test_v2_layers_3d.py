"""Images of given sizes read from vectors (v2's `data(..., height=, width=, depth=)`) and the 3-D
image layers (`img_conv3d`, `img_pool3d`, `batch_norm(img3D=True)`), each checked against torch.
Shapes as in Paddle's configs (test_conv3d_layer / test_pooling3D_layer protostr: a 6 x 48 x 42
volume of 3 channels, stride 2, padding 1)."""
from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import paddle.v2 as paddle
from paddle.registry import ConfigError, InputError

L, DT, ACT = paddle.layer, paddle.data_type, paddle.activation
RNG = np.random.default_rng(5)


def _t(a):
    return torch.tensor(np.asarray(a, np.float64))


def test_a_data_layer_of_height_and_width_gives_non_square_images():
    x = RNG.normal(size=(2, 2 * 4 * 6)).astype(np.float32)
    with paddle.Tape() as tape:
        pixel = L.data(name="pixel", type=DT.dense_vector(2 * 4 * 6), height=4, width=6)
        conv = L.img_conv(input=pixel, filter_size=3, filter_size_y=1, num_filters=3, padding=1, padding_y=0,
                          act=ACT.Linear())
        turned = L.rotate(input=pixel, height=4, width=6)
        pooled = L.img_pool(input=turned, pool_size=2, stride=2)  # the turned maps are 6 high, 4 wide
        params = paddle.parameters.create([conv, pooled])
        got_conv, got_pool = tape.model.run([conv.output, pooled.output], feed={"pixel": x})
        config = L.parse_network(conv, turned)
    image = x.reshape(2, 2, 4, 6)
    want = F.conv2d(_t(image), _t(params.get("___conv_0__.w0")), _t(params.get("___conv_0__.wbias").ravel()),
                    padding=(0, 1))
    np.testing.assert_allclose(got_conv, want.numpy(), rtol=1e-5, atol=1e-5)
    turned_image = np.rot90(image, k=-1, axes=(2, 3)).copy()  # clockwise: [N, C, W, H]
    np.testing.assert_allclose(got_pool, F.max_pool2d(_t(turned_image), 2, 2).numpy(), rtol=1e-6)
    pixel_conf, turned_conf = config.layers[0], config.layers[2]
    assert (pixel_conf.height, pixel_conf.width) == (4, 6) and (turned_conf.height, turned_conf.width) == (6, 4)


def test_data_sizes_are_checked_in_the_users_words():
    with paddle.Tape():
        with pytest.raises(ConfigError, match=r"data layer 'a': its 50-value dense vectors are not images of "
                                              r"height 4 x width 6"):
            L.data(name="a", type=DT.dense_vector(50), height=4, width=6)
        with pytest.raises(ConfigError, match="give height and width together"):
            L.data(name="b", type=DT.dense_vector(48), height=4)
        c = L.data(name="c", type=DT.dense_vector(48), height=4, width=6)
        with pytest.raises(InputError, match=r"not 3 channel\(s\) of 4 x 6 images"):
            L.img_conv(input=c, filter_size=1, num_filters=1, num_channels=3)
        with pytest.raises(InputError, match="img_conv3d layer: input should be 3-D images"):
            L.img_conv3d(input=c, filter_size=1, num_filters=1)


def _volume_net(trans=False):
    vol = L.data(name="vol", type=DT.dense_vector(3 * 6 * 8 * 7), depth=6, height=8, width=7)
    conv = L.img_conv3d(input=vol, filter_size=[3, 2, 3], num_filters=4, stride=2, padding=1, act=ACT.Linear(),
                        trans=trans)
    return vol, conv


def test_img_conv3d_matches_torchs_conv3d_and_trains():
    x = RNG.normal(size=(2, 3 * 6 * 8 * 7)).astype(np.float32)
    with paddle.Tape() as tape:
        _, conv = _volume_net()
        norm = L.batch_norm(input=conv, img3D=True, act=ACT.Linear())
        pooled = L.img_pool3d(input=norm, pool_size=2, stride=2, pool_type=paddle.pooling.Avg())
        params = paddle.parameters.create(pooled)
        got_conv, got_pool = tape.model.run([conv.output, pooled.output], feed={"vol": x})
    w, b = params.get("___conv3d_0__.w0"), params.get("___conv3d_0__.wbias")
    assert w.shape == (4, 3, 3, 2, 3)  # [filters, channels, z, y, x]: filter_size [x=3, y=2, z=3]
    want = F.conv3d(_t(x.reshape(2, 3, 6, 8, 7)), _t(w), _t(b), stride=2, padding=1)
    np.testing.assert_allclose(got_conv, want.numpy(), rtol=1e-5, atol=1e-5)
    normed = F.batch_norm(want, None, None, training=True, eps=1e-5)
    np.testing.assert_allclose(got_pool, F.avg_pool3d(normed, 2, 2, ceil_mode=True).numpy(), rtol=1e-4, atol=1e-5)


def test_img_conv3d_trans_is_torchs_conv_transpose3d():
    x = RNG.normal(size=(1, 3 * 6 * 8 * 7)).astype(np.float32)
    with paddle.Tape() as tape:
        _, conv = _volume_net(trans=True)
        params = paddle.parameters.create(conv)
        got = tape.model.run(conv.output, feed={"vol": x})
    w, b = params.get("___conv3d_0__.w0"), params.get("___conv3d_0__.wbias")
    want = F.conv_transpose3d(_t(x.reshape(1, 3, 6, 8, 7)), _t(w), _t(b.ravel()), stride=2, padding=1)
    np.testing.assert_allclose(got, want.numpy(), rtol=1e-5, atol=1e-5)


def test_img_pool3d_windows_per_axis_and_ceil_mode_as_torch():
    """Paddle's test_pooling3D_layer: a 10 x 20 x 10 volume of 30 channels... here 2 channels of
    5 x 7 x 6, max pooling 3 x 2 x 2 (z, y, x), strides 2 x 1 x 2, padding 1 in depth."""
    x = RNG.permutation(2 * 5 * 7 * 6).astype(np.float32).reshape(1, -1)
    with paddle.Tape() as tape:
        vol = L.data(name="v", type=DT.dense_vector(2 * 5 * 7 * 6), depth=5, height=7, width=6)
        pooled = L.img_pool3d(input=vol, pool_size=2, pool_size_z=3, stride=2, stride_y=1, padding=0, padding_z=1)
        got = tape.model.run(pooled.output, feed={"v": x})
    want = F.max_pool3d(_t(x.reshape(1, 2, 5, 7, 6)), (3, 2, 2), (2, 1, 2), (1, 0, 0), ceil_mode=True)
    np.testing.assert_array_equal(got, want.numpy())


def test_a_3d_net_trains_its_cost_down():
    rows = [(RNG.normal(size=2 * 4 * 4 * 4).astype(np.float32), int(i % 2)) for i in range(16)]
    rows = [(v + (3.0 if label else -3.0) * (np.arange(v.size) < 64), label) for v, label in rows]
    with paddle.Tape():
        vol = L.data(name="vol", type=DT.dense_vector(2 * 4 * 4 * 4), depth=4, height=4, width=4)
        label = L.data(name="label", type=DT.integer_value(2))
        conv = L.img_conv3d(input=vol, filter_size=3, num_filters=3, padding=1)
        pooled = L.img_pool3d(input=conv, pool_size=2, stride=2)
        predict = L.fc(input=pooled, size=2, act=ACT.Softmax())
        cost = L.classification_cost(input=predict, label=label)
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.Momentum(learning_rate=0.01, momentum=0.9))
        costs = []
        trainer.train(paddle.batch(lambda: iter(rows), 8), num_passes=6,
                      event_handler=lambda e: costs.append(e.cost) if isinstance(e, paddle.event.EndPass) else None)
    assert costs[-1] < costs[0] / 2
