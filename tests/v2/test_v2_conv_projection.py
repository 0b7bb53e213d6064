"""v2's conv_projection (paddle/v2/projections_conv.py): a convolution with its own filter inside
`mixed`, summed with the layer's other projections, with v2's biases (one per filter where the
conv projection comes first, one per output value otherwise). Values and gradients (of the
filter, of the bias, and through the convolution's input to the layer before it) against torch
autograd in float64; v2's parameter names; a network with one trains; bad geometry refused."""
from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import paddle.v2 as paddle
from paddle.generated import layers
from paddle.model import backward
from paddle.registry import ConfigError

RNG = np.random.default_rng(23)


def _dense(name, dim, **dims):
    return paddle.layer.data(name=name, type=paddle.data_type.dense_vector(dim), **dims)


def _t(a, grad=False):
    return torch.tensor(np.asarray(a, np.float64), requires_grad=grad)


def _values_and_grads(tape, out, feed, biases=None, scale=0.7):
    """The layer's value, and the gradients of loss = scale * sum(out^2) of every parameter, with
    the bias `biases` gives set first (moved off its zeros, so a wrong bias layout shows)."""
    model = tape.model
    with model:
        loss = layers.reduce_sum(layers.scale(layers.square(out.output), scale=scale))
    grads = backward(loss, model=model)
    model.run(out.output, feed=feed)
    for name, values in (biases or {}).items():
        model.root_scope().find_var(name).set(np.asarray(values, np.float32))
    value = np.asarray(model.run(out.output, feed=feed))
    model.run(feed=feed)  # the whole net: forward and backward, its gradients kept
    scope = model.root_scope()
    params = {p: np.array(scope.find_var(p).numpy(), np.float64) for p in grads}
    return value, params, {p: np.array(scope.find_var(g).numpy(), np.float64) for p, g in grads.items()}


def _close(got, want, rtol=1e-4, atol=1e-5):
    np.testing.assert_allclose(got, want.detach().numpy(), rtol=rtol, atol=atol)


def test_mixed_sums_a_conv_projection_and_a_full_matrix_projection_as_torch():
    """Non-square filter, per-axis stride and padding, on vectors read with v2's size rule: 30
    pixels a channel are width floor(sqrt(30)) = 5, height 6. The full matrix projection comes
    first, so the bias is one per output value (v2's)."""
    x0, y = RNG.normal(size=(3, 8)).astype(np.float32), RNG.normal(size=(3, 7)).astype(np.float32)
    with paddle.Tape() as tape:
        hidden = paddle.layer.mixed(size=60, input=paddle.layer.full_matrix_projection(input=_dense("x0", 8)),
                                    name="hidden")
        conv = paddle.layer.conv_projection(input=hidden, num_channels=2, filter_size=3, filter_size_y=2,
                                            num_filters=4, stride=2, stride_y=1, padding=1, padding_y=0)
        out = paddle.layer.mixed(input=[paddle.layer.full_matrix_projection(input=_dense("y", 7)), conv],
                                 bias_attr=True, act=paddle.activation.Tanh(), name="out")
    assert conv.size == 4 * 5 * 3  # out_h = (6 - 2) / 1 + 1, out_w = (5 + 2 - 3) // 2 + 1
    value, params, grads = _values_and_grads(tape, out, {"x0": x0, "y": y}, {"out.b": RNG.normal(size=60)})
    assert params["out.w1"].shape == (4, 2, 2, 3) and params["out.b"].shape == (60,)
    w_in, w_y, w_conv, b = (_t(params[p], True) for p in ("hidden.w0", "out.w0", "out.w1", "out.b"))
    images = (_t(x0) @ w_in).reshape(3, 2, 6, 5)
    conv_out = F.conv2d(images, w_conv, stride=(1, 2), padding=(0, 1)).reshape(3, -1)
    want = torch.tanh(_t(y) @ w_y + conv_out + b)
    (0.7 * (want ** 2).sum()).backward()
    _close(value, want, rtol=1e-5)
    for name, tensor in (("hidden.w0", w_in), ("out.w0", w_y), ("out.w1", w_conv), ("out.b", b)):
        _close(grads[name], tensor.grad)


def _shared_bias_case(form):
    """A conv projection first in a mixed layer, grouped, on data of a given height and width."""
    x = RNG.normal(size=(2, 4 * 5 * 7)).astype(np.float32)
    with paddle.Tape() as tape:
        img = _dense("img", 4 * 5 * 7, height=5, width=7)
        proj = paddle.layer.conv_projection(input=img, filter_size=(3, 2), num_filters=6, stride=(1, 2),
                                            padding=(1, 0), groups=2)
        if form == "input":
            out = paddle.layer.mixed(input=proj, bias_attr=True)
        else:
            with paddle.layer.mixed(bias_attr=True) as out:
                out += proj
    return tape, out, x


@pytest.mark.parametrize("form", ["input", "with"])
def test_a_conv_projection_first_has_one_bias_per_filter(form):
    tape, out, x = _shared_bias_case(form)
    assert out.v2_size() == 6 * 2 * 7  # (5 - 2) // 2 + 1 high, (7 + 2 - 3) + 1 wide
    value, params, grads = _values_and_grads(tape, out, {"img": x}, {"mixed_0.b": RNG.normal(size=6)})
    assert params["mixed_0.w0"].shape == (6, 2, 2, 3) and params["mixed_0.b"].shape == (6,)
    w, b = _t(params["mixed_0.w0"], True), _t(params["mixed_0.b"], True)
    want = F.conv2d(_t(x).reshape(2, 4, 5, 7), w, b, stride=(2, 1), padding=(0, 1), groups=2).reshape(2, -1)
    (0.7 * (want ** 2).sum()).backward()
    _close(value, want, rtol=1e-5)
    _close(grads["mixed_0.w0"], w.grad)
    _close(grads["mixed_0.b"], b.grad)


def test_the_transposed_conv_projection_is_torchs_conv_transpose2d_with_a_bias_per_value():
    x = RNG.normal(size=(2, 3 * 4 * 4)).astype(np.float32)
    with paddle.Tape() as tape:
        img = _dense("img", 48)
        out = paddle.layer.mixed(input=paddle.layer.conv_projection(
            input=img, num_channels=3, filter_size=3, filter_size_y=2, num_filters=2, stride=2, padding=1,
            trans=True), bias_attr=True)
    assert out.v2_size() == 2 * 6 * 7  # (4 - 1) * 2 + 2 - 2 = 6 high, (4 - 1) * 2 + 3 - 2 = 7 wide
    value, params, grads = _values_and_grads(tape, out, {"img": x})
    assert params["mixed_0.w0"].shape == (3, 2, 2, 3) and params["mixed_0.b"].shape == (84,)
    w = _t(params["mixed_0.w0"], True)
    want = F.conv_transpose2d(_t(x).reshape(2, 3, 4, 4), w, stride=2, padding=1).reshape(2, -1)
    (0.7 * (want ** 2).sum()).backward()
    _close(value, want, rtol=1e-5)
    _close(grads["mixed_0.w0"], w.grad)


def test_parameters_carry_v2s_names_and_the_filters_shape():
    with paddle.Tape():
        img = _dense("pixel", 784)
        conv = paddle.layer.conv_projection(input=img, filter_size=1, num_channels=1, num_filters=8)
        with paddle.layer.mixed(bias_attr=True) as m:
            m += conv
        named = paddle.layer.mixed(input=[conv], bias_attr=paddle.attr.Param(name="conv_bias"), name="named")
        cost = paddle.layer.sum_cost(input=paddle.layer.addto(input=[m, named]))
        parameters = paddle.parameters.create(cost)
    shapes = {k: parameters.get_shape(k) for k in parameters.keys()}
    assert shapes == {"___mixed_0__.w0": (8, 1, 1, 1), "___mixed_0__.wbias": (8,), "_named.w0": (8, 1, 1, 1),
                      "conv_bias": (8,)}
    assert m.v2_size() == named.v2_size() == 8 * 28 * 28


def test_a_network_with_a_conv_projection_trains():
    """img_conv's images into a conv projection (channels read from them), its mixed layer's maps
    into img_pool without num_channels (the mixed layer keeps its output's height and width)."""
    images = RNG.normal(size=(32, 1 * 6 * 6)).astype(np.float32)
    labels = (images.reshape(32, 6, 6)[:, :, :3].mean(axis=(1, 2)) > 0).astype(np.int64)
    data = list(zip(images, labels))
    with paddle.Tape():
        img = _dense("img", 36)
        first = paddle.layer.img_conv(input=img, num_channels=1, filter_size=3, num_filters=3, padding=1)
        with paddle.layer.mixed(bias_attr=True, act=paddle.activation.Relu()) as conv:
            conv += paddle.layer.conv_projection(input=first, filter_size=3, filter_size_y=1, num_filters=4,
                                                 padding=1, padding_y=0)
        pool = paddle.layer.img_pool(input=conv, pool_size=2, stride=2, pool_type=paddle.pooling.Max())
        out = paddle.layer.fc(input=pool, size=2, act=paddle.activation.Softmax())
        cost = paddle.layer.classification_cost(input=out, label=paddle.layer.data(
            name="label", type=paddle.data_type.integer_value(2)))
        parameters = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters,
                                     update_equation=paddle.optimizer.Momentum(momentum=0.9, learning_rate=0.01))
        costs = []

        def handler(event):
            if isinstance(event, paddle.event.EndPass):
                costs.append(trainer.test(reader=paddle.batch(lambda: iter(data), 32)).cost)
        trainer.train(reader=paddle.batch(lambda: iter(data), 8), num_passes=6, event_handler=handler)
    assert parameters.get_shape("___mixed_0__.w0") == (4, 3, 1, 3)
    assert costs[-1] < 0.8 * costs[0], costs


@pytest.mark.parametrize(("kwargs", "argument", "rule"), [
    ({"num_channels": 5}, "num_channels", "divides"),           # 48 values are not 5 channels
    ({}, "num_channels", "must_set"),                           # a plain vector names no channels
    ({"num_channels": 2, "filter_size": 6}, "filter_size", "shape"),   # a window wider than the 4 x 6 image
    ({"num_channels": 2, "groups": 3}, "groups", "divides"),
    ({"num_channels": 2, "filter_size": [3, 2, 1]}, "filter_size", "length"),
    ({"num_channels": 2, "stride": 0}, "stride", "at_least"),
    ({"num_channels": 2, "padding_y": -1}, "padding_y", "at_least"),
    ({"num_channels": 2, "num_filters": 2.5}, "num_filters", "type"),
])
def test_bad_geometry_is_a_typed_error_naming_the_argument(kwargs, argument, rule):
    arguments = {"filter_size": 3, "num_filters": 2, **kwargs}
    with paddle.Tape():
        img = _dense("img", 48)  # 2 channels: 24 pixels, read as 4 wide, 6 high
        with pytest.raises(ConfigError) as err:
            paddle.layer.conv_projection(input=img, **arguments)
    assert (err.value.argument, err.value.rule) == (argument, rule)
    assert "conv_projection" in str(err.value)


def test_pixels_that_make_no_image_and_channels_that_contradict_the_input_are_refused():
    with paddle.Tape():
        with pytest.raises(ConfigError, match="no whole image") as err:
            paddle.layer.conv_projection(input=_dense("v", 14), num_channels=2, filter_size=1, num_filters=1)
        assert err.value.rule == "shape"  # 7 pixels: 2 wide by 3 is 6
        maps = paddle.layer.img_conv(input=_dense("img", 16), num_channels=1, filter_size=1, num_filters=3)
        with pytest.raises(ConfigError, match="3 channels") as err:
            paddle.layer.conv_projection(input=maps, num_channels=2, filter_size=1, num_filters=1)
        assert err.value.argument == "num_channels"


def test_a_mixed_layer_refuses_what_v2_could_not_configure():
    with paddle.Tape():
        img, y = _dense("img", 16), _dense("y", 3)
        conv = paddle.layer.conv_projection(input=img, num_channels=1, filter_size=3, num_filters=2)
        with pytest.raises(ConfigError) as err:  # v2: "different inputs have different size"
            paddle.layer.mixed(size=10, input=conv)
        assert err.value.argument == "size"
        with pytest.raises(ConfigError, match="one per filter") as err:  # v2 failed to configure it
            paddle.layer.mixed(input=[conv, paddle.layer.full_matrix_projection(input=y, size=8)], bias_attr=True)
        assert (err.value.argument, err.value.rule) == ("bias_attr", "shared_bias")
        both = paddle.layer.mixed(input=[conv, paddle.layer.full_matrix_projection(input=y, size=8)])
        assert both.v2_size() == 8  # without a bias the sum is well defined


def test_the_filter_starts_as_v2_drew_it_unless_param_attr_says():
    """N(0, sqrt(2 / (filter_size^2 * num_channels))), v2's start of a conv filter."""
    with paddle.Tape():
        img = _dense("img", 4 * 14 * 14)
        own = paddle.layer.mixed(input=paddle.layer.conv_projection(input=img, num_channels=4, filter_size=3,
                                                                    num_filters=64))
        given = paddle.layer.mixed(input=paddle.layer.conv_projection(
            input=img, num_channels=4, filter_size=3, num_filters=64,
            param_attr=paddle.attr.Param(initial_mean=0.0, initial_std=0.01)))
        parameters = paddle.parameters.create(paddle.layer.addto(input=[own, given]))
    drawn = parameters.get("___mixed_0__.w0")
    assert drawn.shape == (64, 4, 3, 3) and abs(drawn.mean()) < 0.02
    assert abs(drawn.std() - (2.0 / (9 * 4)) ** 0.5) < 0.02
    assert abs(parameters.get("___mixed_1__.w0").std() - 0.01) < 0.002
