"""v2's image layers with v2's signatures (paddle/v2/layers_vision.py), each in a small network,
against torch or numpy written apart, and their training gradients numerically."""
from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import paddle.v2 as paddle
from paddle.registry import ConfigError

from .v2_layers_helpers import check_gradient, dense, param, run

RNG = np.random.default_rng(7)


def _images(n, c, h, w):
    return RNG.normal(size=(n, c * h * w)).astype(np.float32)


def _t(a):
    return torch.from_numpy(np.asarray(a, np.float64))


def test_img_conv_takes_v2s_per_axis_arguments_and_defaults_to_relu():
    x = _images(2, 3, 7, 7)

    def make():
        return paddle.layer.img_conv(input=dense("x", 3 * 7 * 7), num_channels=3, filter_size=3, filter_size_y=2,
                                     num_filters=4, stride=2, stride_y=1, padding=1, padding_y=0, name="conv")
    got, model = run(make, {"x": x})
    w, b = param(model, "conv.w"), param(model, "conv.b")
    assert w.shape == (4, 3, 2, 3)  # [filters, channels, filter_size_y, filter_size]
    want = F.relu(F.conv2d(_t(x).reshape(2, 3, 7, 7), _t(w), _t(b).reshape(-1), stride=(1, 2), padding=(0, 1)))
    np.testing.assert_allclose(got, want.numpy(), rtol=1e-5, atol=1e-5)


def test_img_conv_trans_is_the_transposed_convolution():
    x = _images(2, 4, 3, 3)

    def make():
        return paddle.layer.img_conv(input=dense("x", 36), num_channels=4, filter_size=3, num_filters=2, stride=2,
                                     trans=True, act=paddle.activation.Linear(), bias_attr=False, name="deconv")
    got, model = run(make, {"x": x})
    want = F.conv_transpose2d(_t(x).reshape(2, 4, 3, 3), _t(param(model, "deconv.w")), stride=2)
    np.testing.assert_allclose(got, want.numpy(), rtol=1e-5, atol=1e-5)


def test_img_conv_refuses_unshared_biases_in_the_users_words():
    with paddle.Tape(), pytest.raises(ConfigError, match="shared_biases=False is refused|shared_biases"):
        paddle.layer.img_conv(input=dense("x", 16), filter_size=3, num_filters=2, shared_biases=False)


@pytest.mark.parametrize(("pool_type", "torch_pool"), [
    (paddle.pooling.Max(), lambda t: F.max_pool2d(t, (2, 3), stride=(2, 2), ceil_mode=True)),
    (paddle.pooling.Avg(), lambda t: F.avg_pool2d(t, (2, 3), stride=(2, 2), ceil_mode=True)),
])
def test_img_pool_takes_pooling_objects_and_rounds_up_as_v2(pool_type, torch_pool):
    x = _images(2, 3, 7, 7)

    def make():
        return paddle.layer.img_pool(input=dense("x", 147), num_channels=3, pool_size=3, pool_size_y=2, stride=2,
                                     pool_type=pool_type)
    got, _ = run(make, {"x": x})
    want = torch_pool(_t(x).reshape(2, 3, 7, 7))
    assert got.shape == (2, 3, 4, 3)  # ceil((7 - 2) / 2) + 1 rows, ceil((7 - 3) / 2) + 1 columns (v2's ceil_mode)
    np.testing.assert_allclose(got, want.numpy(), rtol=1e-5, atol=1e-6)


def test_avg_pooling_that_counts_the_padding():
    x = _images(1, 2, 4, 4)
    got, _ = run(lambda: paddle.layer.img_pool(input=dense("x", 32), num_channels=2, pool_size=3, stride=2, padding=1,
                                               pool_type=paddle.pooling.CudnnAvgInclPad()), {"x": x})
    want = F.avg_pool2d(_t(x).reshape(1, 2, 4, 4), 3, stride=2, padding=1, ceil_mode=True, count_include_pad=True)
    np.testing.assert_allclose(got, want.numpy(), rtol=1e-5)


def test_batch_norm_normalises_per_feature_with_relu_by_default_and_global_stats_on_request():
    x = RNG.normal(2.0, 3.0, size=(6, 5)).astype(np.float32)
    got, _ = run(lambda: paddle.layer.batch_norm(input=dense("x", 5), epsilon=1e-3), {"x": x})
    mean, var = x.mean(axis=0), x.var(axis=0)
    np.testing.assert_allclose(got, np.maximum((x - mean) / np.sqrt(var + 1e-3), 0), rtol=1e-4, atol=1e-5)
    fixed, _ = run(lambda: paddle.layer.batch_norm(input=dense("x", 5), use_global_stats=True,
                                                   act=paddle.activation.Linear()), {"x": x})
    np.testing.assert_allclose(fixed, x / np.sqrt(1 + 1e-5), rtol=1e-5)  # running mean 0, variance 1


def test_batch_norm_on_images_and_its_running_statistics():
    x = _images(4, 2, 3, 3)

    def make():
        return paddle.layer.batch_norm(input=dense("x", 18), num_channels=2, moving_average_fraction=0.5,
                                       act=paddle.activation.Linear(), name="bn")
    got, model = run(make, {"x": x})
    images = x.reshape(4, 2, 3, 3)
    mean, var = images.mean(axis=(0, 2, 3)), images.var(axis=(0, 2, 3))
    want = (images - mean[None, :, None, None]) / np.sqrt(var[None, :, None, None] + 1e-5)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(param(model, "bn.mean"), 0.5 * mean, rtol=1e-5, atol=1e-6)
    assert model.graph.param_attrs["bn.mean"].is_static


def test_batch_norm_gradient():
    x = RNG.normal(size=(5, 3)).astype(np.float32)

    def make():
        h = paddle.layer.fc(input=dense("x", 3), size=4, act=paddle.activation.Linear(), name="h")
        return paddle.layer.batch_norm(input=h, act=paddle.activation.Tanh())
    check_gradient(make, {"x": x}, "h.w")


def test_img_cmrnorm_is_local_response_normalisation():
    x = _images(2, 6, 2, 2)
    got, _ = run(lambda: paddle.layer.img_cmrnorm(input=dense("x", 24), num_channels=6, size=5, scale=0.5,
                                                  power=0.75), {"x": x})
    want = F.local_response_norm(_t(x).reshape(2, 6, 2, 2), 5, alpha=0.5, beta=0.75, k=1.0)
    np.testing.assert_allclose(got, want.numpy(), rtol=1e-5, atol=1e-6)


def test_maxout_takes_the_max_of_consecutive_channels():
    x = _images(2, 6, 2, 2)
    got, _ = run(lambda: paddle.layer.maxout(input=dense("x", 24), num_channels=6, groups=3), {"x": x})
    np.testing.assert_array_equal(got, x.reshape(2, 2, 3, 2, 2).max(axis=2))


def test_spp_pools_a_pyramid_of_bins():
    x = _images(2, 2, 5, 5)
    got, _ = run(lambda: paddle.layer.spp(input=dense("x", 50), num_channels=2, pyramid_height=2), {"x": x})
    images = _t(x).reshape(2, 2, 5, 5)
    levels = [F.max_pool2d(images, 5).reshape(2, -1), F.max_pool2d(images, 3, stride=3, padding=1).reshape(2, -1)]
    np.testing.assert_allclose(got, torch.cat(levels, dim=1).numpy(), rtol=1e-6)


def test_pad_on_images():
    x = _images(1, 2, 3, 3)
    got, _ = run(lambda: paddle.layer.pad(input=paddle.layer.img_pool(input=dense("x", 18), num_channels=2,
                                                                      pool_size=1), pad_c=[1, 0], pad_h=[0, 2],
                                          pad_w=[1, 1]), {"x": x})
    np.testing.assert_array_equal(got, np.pad(x.reshape(1, 2, 3, 3), [(0, 0), (1, 0), (0, 2), (1, 1)]))


def test_bilinear_interp_keeps_the_corners_and_trains():
    x = _images(2, 2, 3, 3)
    got, _ = run(lambda: paddle.layer.bilinear_interp(
        input=paddle.layer.img_pool(input=dense("x", 18), num_channels=2, pool_size=1), out_size_x=7, out_size_y=5),
        {"x": x})
    want = F.interpolate(_t(x).reshape(2, 2, 3, 3), size=(5, 7), mode="bilinear", align_corners=True)
    np.testing.assert_allclose(got, want.numpy(), rtol=1e-5, atol=1e-6)

    def make():
        h = paddle.layer.fc(input=dense("x", 3), size=2 * 2 * 2, act=paddle.activation.Linear(), name="h")
        return paddle.layer.bilinear_interp(input=paddle.layer.img_pool(input=h, num_channels=2, pool_size=1),
                                            out_size_x=3, out_size_y=3)
    check_gradient(make, {"x": RNG.normal(size=(2, 3)).astype(np.float32)}, "h.w")


def test_rotate_turns_each_map_clockwise():
    x = RNG.normal(size=(2, 2 * 3 * 4)).astype(np.float32)
    got, _ = run(lambda: paddle.layer.rotate(input=dense("x", 24), height=3, width=4), {"x": x})
    want = np.rot90(x.reshape(2, 2, 3, 4), k=-1, axes=(2, 3)).reshape(2, -1)
    np.testing.assert_allclose(got, want, rtol=1e-6)


def test_switch_order_and_cross_channel_norm():
    x = _images(2, 3, 2, 2)
    got, _ = run(lambda: paddle.layer.switch_order(input=paddle.layer.img_pool(
        input=dense("x", 12), num_channels=3, pool_size=1)), {"x": x})
    np.testing.assert_array_equal(got, x.reshape(2, 3, 2, 2).transpose(0, 2, 3, 1))
    got, _ = run(lambda: paddle.layer.cross_channel_norm(input=paddle.layer.img_pool(
        input=dense("x", 12), num_channels=3, pool_size=1)), {"x": x})
    images = x.reshape(2, 3, 2, 2)
    np.testing.assert_allclose(got, images / np.linalg.norm(images, axis=1, keepdims=True), rtol=1e-5)


def test_small_vgg_classifies_cifar_sized_images():
    x = RNG.normal(size=(2, 3 * 32 * 32)).astype(np.float32)
    got, model = run(lambda: paddle.networks.small_vgg(input_image=dense("x", 3 * 32 * 32), num_channels=3,
                                                       num_classes=10), {"x": x}, inference=True)
    assert got.shape == (2, 10)
    np.testing.assert_allclose(got.sum(axis=1), 1.0, rtol=1e-5)
    convs = [n for n in model.param_names if n.endswith(".w") and param(model, n).ndim == 4]
    assert len(convs) == 10  # 2 + 2 + 3 + 3 convolutions


def test_block_expand_gives_a_sequence_of_blocks_per_image():
    x = _images(2, 2, 6, 6)
    with paddle.Tape() as tape:
        out = paddle.layer.block_expand(input=dense("x", 72), num_channels=2, block_x=3, block_y=2, stride_x=3,
                                        stride_y=2)
        got = tape.model.run(out.output, feed={"x": x})
        lod = tape.model.root_scope().find_var(out.name).get_tensor().lod
    want = F.unfold(_t(x).reshape(2, 2, 6, 6), (2, 3), stride=(2, 3)).transpose(1, 2).reshape(-1, 12)
    np.testing.assert_allclose(got, want.numpy(), rtol=1e-6)
    assert [list(level) for level in lod] == [[0, 6, 12]]  # 3 x 2 blocks per image


def test_scale_sub_region_scales_each_samples_box():
    x = _images(2, 2, 3, 3)
    boxes = np.array([[1, 1, 2, 3, 1, 2], [2, 2, 1, 1, 3, 3]], np.float32)  # 1-based, inclusive
    got, _ = run(lambda: paddle.layer.scale_sub_region(input=paddle.layer.img_pool(
        input=dense("x", 18), num_channels=2, pool_size=1), indices=dense("i", 6), value=3.0), {"x": x, "i": boxes})
    want = x.reshape(2, 2, 3, 3).copy()
    want[0, 0:1, 1:3, 0:2] *= 3.0
    want[1, 1:2, 0:1, 2:3] *= 3.0
    np.testing.assert_allclose(got, want, rtol=1e-6)
