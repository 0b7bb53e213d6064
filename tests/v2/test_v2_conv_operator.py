"""v2's conv_operator inside `mixed` (paddle/v2/conv_operator.py): each sample's image convolved
with that sample's filters, which a layer outputs; `trans=True` the transposed convolution.
Checked against torch, one F.conv2d (conv_transpose2d) per sample: the values, and the
gradients reaching both the image layer and the filter layer."""
from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import paddle.v2 as paddle
from paddle.generated import layers
from paddle.model import backward
from paddle.registry import ConfigError, InputError, grad_var_name

N = 3

CASES = [  # trans, channels, filters, image side, (filter y, x), (stride y, x), (padding y, x)
    (False, 1, 4, 5, (1, 1), (1, 1), (0, 0)),
    (False, 2, 3, 7, (3, 2), (2, 1), (1, 0)),
    (False, 3, 2, 6, (2, 2), (3, 3), (2, 1)),
    (True, 2, 3, 4, (3, 3), (2, 2), (1, 1)),
    (True, 1, 2, 3, (2, 3), (1, 2), (0, 1)),
]


def _torch(img, filt, case):
    """The output and the gradients of 0.5 * sum(output^2) w.r.t. img and filt, a sample at a time."""
    trans, c, m, side, (fy, fx), stride, padding = case
    x = torch.tensor(img, dtype=torch.float64, requires_grad=True)  # the float32 values, in float64
    w = torch.tensor(filt, dtype=torch.float64, requires_grad=True)
    outs = []
    for n in range(N):
        image = x[n].reshape(1, c, side, side)
        if trans:
            outs.append(F.conv_transpose2d(image, w[n].reshape(c, m, fy, fx), stride=stride, padding=padding))
        else:
            outs.append(F.conv2d(image, w[n].reshape(m, c, fy, fx), stride=stride, padding=padding))
    out = torch.stack([o.reshape(-1) for o in outs])
    (0.5 * (out ** 2).sum()).backward()
    return out.detach().numpy(), x.grad.numpy(), w.grad.numpy()


@pytest.mark.parametrize("case", CASES)
def test_values_and_gradients_match_a_per_sample_torch_convolution(case):
    trans, c, m, side, (fy, fx), (sy, sx), (py, px) = case
    rng = np.random.default_rng(5)
    tape = paddle.Tape()
    with tape:
        a = paddle.layer.data(name="a", type=paddle.data_type.dense_vector(4))
        # the image and the filters are layers (their gradients are what the operator passes back)
        img = paddle.layer.fc(input=a, size=c * side * side, act=paddle.activation.Linear(), name="img")
        filt = paddle.layer.fc(input=a, size=m * c * fy * fx, act=paddle.activation.Tanh(), name="filt")
        op = paddle.layer.conv_operator(img=img, filter=filt, filter_size=fx, filter_size_y=fy, num_filters=m,
                                        num_channels=c, stride=sx, stride_y=sy, padding=px, padding_y=py,
                                        trans=trans)
        out = paddle.layer.mixed(input=op)
        model = tape.model
        with model:
            loss = layers.scale(layers.reduce_sum(layers.square(out.output)), scale=0.5)
        backward(loss, model=model)
    feed = {"a": rng.normal(size=(N, 4)).astype(np.float32)}
    model.run(feed=feed)  # the whole net: forward, then the gradients
    scope = model.root_scope()
    got, img_value, filt_value, img_grad, filt_grad = (
        scope.find_var(v).numpy() for v in (out.name, img.name, filt.name, grad_var_name(img.name),
                                             grad_var_name(filt.name)))
    want, want_img_grad, want_filt_grad = _torch(np.asarray(img_value), np.asarray(filt_value), case)
    assert np.asarray(got).shape == want.shape == (N, op.size)
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-5)  # float32 sums
    np.testing.assert_allclose(img_grad, want_img_grad, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(filt_grad, want_filt_grad, rtol=1e-5, atol=1e-5)


def test_the_output_sizes_are_v2s():
    with paddle.Tape():
        img = paddle.layer.data(name="img", type=paddle.data_type.dense_vector(784))
        filt = paddle.layer.data(name="filt", type=paddle.data_type.dense_vector(128))
        assert paddle.layer.conv_operator(img=img, filter=filt, filter_size=1, num_channels=1,
                                          num_filters=128).size == 128 * 28 * 28  # Paddle's test_operator
        filt = paddle.layer.data(name="filt9", type=paddle.data_type.dense_vector(2 * 9))
        assert paddle.layer.conv_operator(img=img, filter=filt, filter_size=3, num_filters=2, stride=2,
                                          padding=1).size == 2 * 14 * 14  # (28 + 2 - 3) // 2 + 1
        assert paddle.layer.conv_operator(img=img, filter=filt, filter_size=3, num_filters=2, stride=2,
                                          padding=1, trans=True).size == 2 * 55 * 55  # 27 * 2 - 2 + 3


@pytest.mark.parametrize(("arguments", "error", "argument"), [
    ({"filter_size": 2}, InputError, "filter"),  # 8 values a sample are not 2 x 1 x 2 x 2
    ({"num_channels": 3}, InputError, "img"),  # 16 values are not 3 square channels
    ({"filter_size": 0}, ConfigError, "filter_size"),
    ({"stride": 0}, ConfigError, "stride"),
    ({"padding": -1}, ConfigError, "padding"),
    ({"filter_size": 8, "num_filters": 1, "filter_size_y": 1}, ConfigError, "filter_size"),  # wider than the image
])
def test_bad_arguments_are_typed_errors(arguments, error, argument):
    with paddle.Tape():
        img = paddle.layer.data(name="img", type=paddle.data_type.dense_vector(16))
        filt = paddle.layer.data(name="filt", type=paddle.data_type.dense_vector(8))
        with pytest.raises(error) as err:
            paddle.layer.conv_operator(img=img, filter=filt, **{"filter_size": 1, "num_filters": 8, **arguments})
    assert err.value.argument == argument


# --- conv_projection: the same convolution with the filters a parameter of the mixed layer ------------

@pytest.mark.parametrize(("trans", "groups"), [(False, 1), (False, 2), (True, 2)])
def test_conv_projection_is_torchs_convolution_with_the_layers_parameter(trans, groups):
    c, m, side, stride, padding = 4, 6, 5, 2, 1
    rng = np.random.default_rng(9)
    tape = paddle.Tape()
    with tape:
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(c * side * side))
        proj = paddle.layer.conv_projection(input=x, filter_size=[3, 2], num_filters=m, num_channels=c,
                                            stride=stride, padding=padding, groups=groups, trans=trans)
        out = paddle.layer.mixed(input=proj, name="conv")
        model = tape.model
        with model:
            loss = layers.scale(layers.reduce_sum(layers.square(out.output)), scale=0.5)
        grads = backward(loss, model=model)
    feed = {"x": rng.normal(size=(N, c * side * side)).astype(np.float32)}
    model.run(feed=feed)
    scope = model.root_scope()
    w = torch.tensor(scope.find_var("conv.w0").numpy(), dtype=torch.float64, requires_grad=True)
    image = torch.tensor(feed["x"], dtype=torch.float64).reshape(N, c, side, side)
    conv = F.conv_transpose2d if trans else F.conv2d
    want = conv(image, w, stride=stride, padding=padding, groups=groups).reshape(N, -1)
    (0.5 * (want ** 2).sum()).backward()
    # filter_size=[3, 2]: 3 wide and 2 high (v2's [x, y])
    assert tuple(w.shape) == ((c, m // groups, 2, 3) if trans else (m, c // groups, 2, 3))
    np.testing.assert_allclose(scope.find_var(out.name).numpy(), want.detach().numpy(), rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(scope.find_var(grads["conv.w0"]).numpy(), w.grad.numpy(), rtol=1e-5, atol=1e-4)
