"""The rest of the v2 API (issue 10): `paddle.attr.Extra` (dropout after any layer),
learning-rate schedules (the rate each step actually uses, read off the parameter updates),
checkpoints every N passes (a resumed run is bitwise the uninterrupted one), `paddle.networks`,
and v2's view of inputs (fc after image layers, image layers on vectors)."""
from __future__ import annotations

import inspect
import math

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.errors import ModelError
from paddle.registry import AttributeTypeError, ConfigError, ConstraintError, InputError


def _line() -> int:
    return inspect.currentframe().f_back.f_lineno


# --- paddle.attr.Extra: dropout after a layer ----------------------------------------------------
def _dropped_fc(rate=0.5, name="hidden", size=2000):
    x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(4))
    h = paddle.layer.fc(input=x, size=size, act=paddle.activation.Linear(), bias_attr=False, name=name,
                        param_attr=paddle.attr.Param(initial_std=0, initial_mean=1.0),
                        layer_attr=paddle.attr.Extra(drop_rate=rate))
    return x, h


def test_drop_rate_drops_in_training_and_passes_through_at_inference():
    ones = np.ones((1, 4), np.float32)
    with paddle.Tape() as tape:
        _, h = _dropped_fc(0.3)
        params = paddle.parameters.create(h)
        model = tape.model
        first, second = model.run(h.output, feed={"x": ones}), model.run(h.output, feed={"x": ones})
        inferred = paddle.infer(h, params, [(np.ones(4),)])
        in_inference = model.run(h.output, feed={"x": ones}, inference=True)
    assert h.name == "hidden"  # the layer keeps its name: its output is the dropout's
    np.testing.assert_array_equal(inferred, np.full((1, 2000), 4.0, np.float32))  # identity at inference
    np.testing.assert_array_equal(in_inference, inferred)
    for out in (first, second):
        dropped = np.mean(out == 0)
        assert abs(dropped - 0.3) < 0.05, dropped
        np.testing.assert_allclose(out[out != 0], 4.0 / 0.7, rtol=1e-6)  # the kept ones scaled up
    assert not np.array_equal(first, second)  # a new mask every step


def test_the_dropout_step_is_a_static_parameter_and_masks_repeat_from_the_same_start():
    ones = np.ones((1, 4), np.float32)
    runs = []
    for _ in range(2):
        with paddle.Tape() as tape:
            _, h = _dropped_fc(0.5)
            params = paddle.parameters.create(h)
            runs.append([tape.model.run(h.output, feed={"x": ones}) for _ in range(2)])
    assert "_hidden.dropout_step" in params.names() and params.get("hidden.dropout_step").tolist() == [2]
    assert tape.model.graph.param_attrs["hidden.dropout_step"].is_static
    for a, b in zip(*runs):
        np.testing.assert_array_equal(a, b)


def test_two_layers_with_dropout_draw_different_masks():
    with paddle.Tape() as tape:
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(4))
        outs = [paddle.layer.fc(input=x, size=500, act=paddle.activation.Linear(), bias_attr=False,
                                param_attr=paddle.attr.Param(initial_std=0, initial_mean=1.0),
                                layer_attr=paddle.attr.Extra(drop_rate=0.5)) for _ in range(2)]
        paddle.parameters.create(outs[0])
        a, b = tape.model.run([o.output for o in outs], feed={"x": np.ones((1, 4), np.float32)})
    assert not np.array_equal(a == 0, b == 0)


@pytest.mark.parametrize("make", [
    lambda x, extra: paddle.layer.img_conv(input=x, num_filters=3, filter_size=3, num_channels=1, layer_attr=extra,
                                           act=paddle.activation.Linear()),  # relu would zero about half itself
    lambda x, extra: paddle.layer.img_pool(input=x, pool_size=2, num_channels=1, layer_attr=extra),
    lambda x, extra: paddle.layer.relu(input=x, layer_attr=extra),
    lambda x, extra: paddle.layer.fc(input=x, size=5, layer_attr=extra, name="named"),
])
def test_every_v2_layer_takes_layer_attr(make):
    with paddle.Tape() as tape:
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(64))
        plain_types = len(tape.model.root_net().ops)
        out = make(x, paddle.attr.Extra(drop_rate=0.25))
        types = [op.type for op in tape.model.root_net().ops][plain_types:]
        paddle.parameters.create(out)
        value = tape.model.run(out.output, feed={"x": np.random.default_rng(0).random((2, 64), np.float32) + 1})
    assert types[-1] == "dropout" and "dropout_step" not in out.name
    assert 0 < np.mean(value == 0) < 0.6


def test_no_drop_rate_adds_nothing():
    for extra in (None, paddle.attr.Extra(), paddle.attr.Extra(drop_rate=0), paddle.attr.ExtraAttr(drop_rate=None)):
        with paddle.Tape() as tape:
            x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(4))
            paddle.layer.fc(input=x, size=3, layer_attr=extra)
        assert "dropout" not in [op.type for op in tape.model.root_net().ops]


@pytest.mark.parametrize("rate, error, rule", [
    (-0.1, ConstraintError, "at_least"), (1.0, ConstraintError, "smaller_than"), (1.5, ConstraintError, "smaller_than"),
    ("half", AttributeTypeError, "type"), (True, AttributeTypeError, "type"), (math.nan, AttributeTypeError, "type"),
])
def test_a_bad_drop_rate_names_layer_argument_rule_and_the_users_line(rate, error, rule):
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(4))
        with pytest.raises(error) as err:
            line = _line(); paddle.layer.fc(input=x, size=3, layer_attr=paddle.attr.Extra(drop_rate=rate))  # noqa: E702
    assert (err.value.layer, err.value.argument, err.value.rule) == ("fc", "drop_rate", rule)
    assert f"test_v2_extra.py:{line}" in str(err.value) and "drop_rate" in str(err.value)


def test_extra_device_v2_had_but_this_core_cannot_honour_is_refused():
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(4))
        with pytest.raises(ConfigError, match="device=.* is refused") as err:
            paddle.layer.fc(input=x, size=3, layer_attr=paddle.attr.Extra(device=0))
        assert (err.value.layer, err.value.argument, err.value.rule) == ("fc", "device", "unsupported")
        with pytest.raises(AttributeTypeError, match="layer_attr should be a paddle.attr.Extra"):
            paddle.layer.fc(input=x, size=3, layer_attr={"drop_rate": 0.5})
        paddle.layer.fc(input=x, size=3, layer_attr=paddle.attr.Extra(error_clipping_threshold=0))  # v2's "off"


def test_a_trainer_with_dropout_trains_and_tests_without_it():
    rng = np.random.default_rng(0)
    xs = rng.normal(size=(64, 4)).astype(np.float32)
    ys = (xs @ np.array([1.0, -2.0, 0.5, 3.0], np.float32))[:, None]
    data = [(x, y) for x, y in zip(xs, ys)]
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(4))
        h = paddle.layer.fc(input=x, size=32, act=paddle.activation.Relu(),
                            layer_attr=paddle.attr.Extra(drop_rate=0.2))
        y_hat = paddle.layer.fc(input=h, size=1, act=paddle.activation.Linear())
        y = paddle.layer.data(name="y", type=paddle.data_type.dense_vector(1))
        cost = paddle.layer.mse(input=y_hat, label=y)
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.Adam(learning_rate=0.01))
        before = trainer.test(paddle.batch(lambda: iter(data), 16)).cost
        trainer.train(paddle.batch(lambda: iter(data), 16), num_passes=30)
        after = [trainer.test(paddle.batch(lambda: iter(data), 16)).cost for _ in range(2)]
    assert after[0] == after[1] < before / 4  # no dropout in test: the same cost twice


# --- learning-rate schedules: the rate each step used, from the parameter's updates --------------
BATCH, BATCHES, PASSES, LR = 4, 6, 2, 0.05


def _expected(schedule, a, b, args, n, p):
    """v2's LearningRateScheduler formulas, written out again (n: samples including this batch)."""
    if schedule == "constant":
        return LR
    if schedule == "poly":
        return LR * math.pow(1 + a * n, -b)
    if schedule == "caffe_poly":
        return 0.0 if n > a else LR * math.pow(1 - n / a, b)
    if schedule == "exp":
        return LR * math.pow(a, n / b)
    if schedule == "discexp":
        return LR * math.pow(a, math.floor(n / b))
    if schedule == "linear":
        return max(LR - a * n, b)
    pieces = [(int(s.split(":")[0]), float(s.split(":")[1])) for s in args.split(",")]
    at = p if schedule == "pass_manual" else n
    for bound, rate in pieces:
        if at <= bound:
            return LR * rate
    return LR * pieces[-1][1]


def _rates_used(optimizer, multiplier=1.0):
    """The step size of every step: the cost is w * 1 per sample, so each step moves w by
    -rate * BATCH (the batch's summed gradient), times the parameter's rate multiplier."""
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(1))
        cost = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear(), bias_attr=False,
                               param_attr=paddle.attr.Param(initial_std=0, initial_mean=0.0,
                                                            learning_rate=multiplier))
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost, params, optimizer)
        ws = [0.0]

        def handler(event):
            if isinstance(event, paddle.event.EndIteration):
                ws.append(float(params.get("fc_0.w")[0, 0]))
        samples = [(np.ones(1, np.float32),)] * (BATCH * BATCHES)
        trainer.train(paddle.batch(lambda: iter(samples), BATCH), num_passes=PASSES, event_handler=handler)
    return [(w0 - w1) / BATCH / multiplier for w0, w1 in zip(ws, ws[1:])]


@pytest.mark.parametrize("schedule, a, b, args", [
    ("constant", 0.0, 0.0, ""), ("poly", 0.1, 0.5, ""), ("caffe_poly", 30.0, 2.0, ""), ("exp", 0.5, 8.0, ""),
    ("discexp", 0.5, 8.0, ""), ("linear", 0.002, 0.01, ""), ("manual", 0.0, 0.0, "8:1.0,20:0.5,30:0.1"),
    ("pass_manual", 0.0, 0.0, "0:1.0,1:0.25"),
])
def test_the_rate_each_step_uses_follows_v2s_formula(schedule, a, b, args):
    used = _rates_used(paddle.optimizer.SGD(learning_rate=LR, learning_rate_schedule=schedule,
                                            learning_rate_decay_a=a, learning_rate_decay_b=b,
                                            learning_rate_args=args))
    want = [_expected(schedule, a, b, args, BATCH * (i + 1), i // BATCHES) for i in range(BATCHES * PASSES)]
    np.testing.assert_allclose(used, want, rtol=2e-4, atol=1e-7)
    if schedule != "constant":
        assert len(set(np.round(want, 6))) > 1  # the schedule did change the rate


def test_v2s_default_schedule_is_poly_with_no_decay_a_constant_rate():
    optimizer = paddle.optimizer.SGD(learning_rate=LR)
    assert optimizer.schedule.name == "poly" and optimizer.schedule.constant
    np.testing.assert_allclose(_rates_used(optimizer), LR, rtol=2e-4)


def test_a_schedule_scales_with_a_parameters_rate_multiplier():
    used = _rates_used(paddle.optimizer.SGD(learning_rate=LR, learning_rate_schedule="discexp",
                                            learning_rate_decay_a=0.5, learning_rate_decay_b=8.0), multiplier=2.0)
    np.testing.assert_allclose(used, [LR * 0.5 ** math.floor(BATCH * (i + 1) / 8) for i in range(12)], rtol=2e-4)


def test_a_schedule_drives_adam_too():
    """From a constant gradient Adam's step is its rate (m_hat / sqrt(v_hat) = 1)."""
    used = _rates_used(paddle.optimizer.Adam(learning_rate=LR, learning_rate_schedule="discexp",
                                             learning_rate_decay_a=0.5, learning_rate_decay_b=8.0))
    steps = np.array(used) * BATCH  # Adam's step does not scale with the summed gradient
    np.testing.assert_allclose(steps, [LR * 0.5 ** math.floor(BATCH * (i + 1) / 8) for i in range(12)], rtol=1e-4)


@pytest.mark.parametrize("kwargs, argument, rule", [
    ({"learning_rate_schedule": "cosine"}, "learning_rate_schedule", "one_of"),
    ({"learning_rate_schedule": "exp", "learning_rate_decay_a": 0.5}, "learning_rate_decay_b", "larger_than"),
    ({"learning_rate_schedule": "discexp", "learning_rate_decay_b": 10}, "learning_rate_decay_a", "larger_than"),
    ({"learning_rate_schedule": "poly", "learning_rate_decay_a": -1.0}, "learning_rate_decay_a", "at_least"),
    ({"learning_rate_schedule": "linear", "learning_rate_decay_b": "x"}, "learning_rate_decay_b", "type"),
    ({"learning_rate_schedule": "manual"}, "learning_rate_args", "format"),
    ({"learning_rate_schedule": "manual", "learning_rate_args": "100:1.0,x"}, "learning_rate_args", "format"),
    ({"learning_rate_schedule": "manual", "learning_rate_args": "100:-1"}, "learning_rate_args", "format"),
    ({"learning_rate_schedule": "pass_manual", "learning_rate_args": "2:1.0,1:0.5"}, "learning_rate_args",
     "increasing"),
    ({"learning_rate_schedule": "poly", "learning_rate_args": "2:1.0"}, "learning_rate_args", "unused"),
])
def test_bad_schedules_are_typed_errors_naming_the_argument(kwargs, argument, rule):
    kind = {"type": AttributeTypeError, "format": ConfigError, "unused": ConfigError}.get(rule, ConstraintError)
    with pytest.raises(kind) as err:
        paddle.optimizer.Momentum(momentum=0.9, learning_rate=0.1, **kwargs)
    assert (err.value.layer, err.value.argument, err.value.rule) == ("Momentum", argument, rule), err.value
    assert argument in str(err.value)


def test_a_rate_that_grows_past_the_ops_bound_is_refused_where_it_is_used():
    with pytest.raises(InputError, match=r"input LearningRate should be in \[0, 10000\], got"):
        _rates_used(paddle.optimizer.SGD(learning_rate=1.0, learning_rate_schedule="exp",
                                         learning_rate_decay_a=100.0, learning_rate_decay_b=1.0))


def test_the_optimizer_ops_take_a_learning_rate_input_over_their_attribute():
    from paddle.registry import default_registry
    reg = default_registry()
    p, g = np.array([1.0, 2.0]), np.array([0.5, -1.0])
    (out,) = [reg.function("sgd").kernel_for("cpu")(p, g, np.array([0.2]), learning_rate=0.01)]
    np.testing.assert_allclose(out, p - 0.2 * g)
    np.testing.assert_allclose(reg.function("sgd").kernel_for("cpu")(p, g, learning_rate=0.01), p - 0.01 * g)
    for op in ("sgd", "momentum", "adam", "adagrad", "rmsprop", "adamax"):
        meta = reg.function(op)
        assert meta.inputs[-1].name == "LearningRate" and meta.inputs[-1].optional


# --- checkpoints every N passes ------------------------------------------------------------------
def _checkpointed_training(directory, num_passes, resume=False):
    """A net with dropout, a schedule and a shuffled reader: everything a resume must restore."""
    rng = np.random.default_rng(1)
    xs = rng.normal(size=(40, 4)).astype(np.float32)
    labels = (xs.sum(axis=1) > 0).astype(np.int64)
    data = [(x, int(y)) for x, y in zip(xs, labels)]
    events = []
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(4))
        h = paddle.layer.fc(input=x, size=16, act=paddle.activation.Relu(), layer_attr=paddle.attr.Extra(drop_rate=0.3))
        p = paddle.layer.fc(input=h, size=2, act=paddle.activation.Softmax())
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(2))
        cost = paddle.layer.classification_cost(input=p, label=label)
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.Momentum(
            momentum=0.9, learning_rate=0.02, learning_rate_schedule="poly", learning_rate_decay_a=0.01,
            learning_rate_decay_b=0.5))
        reader = paddle.batch(paddle.reader.shuffle(lambda: iter(data), buf_size=40, seed=3), 8)
        trainer.train(reader, num_passes=num_passes, event_handler=events.append, checkpoint_dir=directory,
                      checkpoint_every_pass=2, resume=resume)
        return {n: params.get(n) for n in params.names()}, events, trainer.samples


def test_a_run_resumed_from_a_pass_checkpoint_is_bitwise_the_uninterrupted_one(tmp_path):
    whole, events, samples = _checkpointed_training(tmp_path / "whole", 5)
    from paddle.io import checkpoint as ckpt
    assert ckpt.list_checkpoints(tmp_path / "whole") == [ckpt.checkpoint_name(10), ckpt.checkpoint_name(20)]
    _checkpointed_training(tmp_path / "cut", 3)  # stops after pass 2; its last checkpoint ends pass 1
    resumed, resumed_events, resumed_samples = _checkpointed_training(tmp_path / "cut", 5, resume=True)
    assert [e.pass_id for e in resumed_events if isinstance(e, paddle.event.BeginPass)] == [2, 3, 4]
    assert resumed_samples == samples == 200
    assert whole.keys() == resumed.keys() and "___fc_layer_0__.dropout_step" in whole
    for name in whole:
        np.testing.assert_array_equal(whole[name], resumed[name], err_msg=name)
    ends = [e.cost for e in events if isinstance(e, paddle.event.EndPass)][2:]
    assert ends == [e.cost for e in resumed_events if isinstance(e, paddle.event.EndPass)]


def test_checkpoint_every_pass_is_checked(tmp_path):
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(1))
        cost = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear())
        trainer = paddle.trainer.SGD(cost, paddle.parameters.create(cost), paddle.optimizer.SGD())
        reader = paddle.batch(lambda: iter([(np.ones(1, np.float32),)]), 1)
        with pytest.raises(ModelError, match="checkpoint_every_pass needs checkpoint_dir"):
            trainer.train(reader, checkpoint_every_pass=1)
        with pytest.raises(ModelError, match="checkpoint_every_pass should be an int >= 1, got 0"):
            trainer.train(reader, checkpoint_dir=tmp_path, checkpoint_every_pass=0)


# --- paddle.networks and v2's view of inputs -----------------------------------------------------
def _mnist_like(n=8):
    return np.random.default_rng(0).random((n, 784)).astype(np.float32)


def test_the_books_conv_net_builds_and_fc_takes_the_pooled_maps():
    with paddle.Tape():
        img = paddle.layer.data(name="pixel", type=paddle.data_type.dense_vector(784))
        c1 = paddle.networks.simple_img_conv_pool(input=img, filter_size=5, num_filters=20, num_channel=1,
                                                  pool_size=2, pool_stride=2, act=paddle.activation.Relu())
        c2 = paddle.networks.simple_img_conv_pool(input=c1, filter_size=5, num_filters=50, num_channel=20,
                                                  pool_size=2, pool_stride=2, act=paddle.activation.Relu(),
                                                  name="second")
        predict = paddle.layer.fc(input=c2, size=10, act=paddle.activation.Softmax())
        params = paddle.parameters.create(predict)
        out = paddle.infer(predict, params, [(x,) for x in _mnist_like()])
    assert tuple(c1.output.info.shape) == (None, 20, 12, 12) and tuple(c2.output.info.shape) == (None, 50, 4, 4)
    assert c2.name == "second_pool" and params.get_shape("fc_0.w") == (800, 10)
    assert out.shape == (8, 10) and np.allclose(out.sum(axis=1), 1.0, atol=1e-5)
    assert {"_second_conv.w0", "_second_conv.wbias"} <= set(params.names())


def test_img_conv_bn_pool_trains_its_batch_norm_and_infers_with_the_running_statistics():
    rng = np.random.default_rng(0)
    samples = [(x, int(rng.integers(0, 3))) for x in _mnist_like(24)]
    with paddle.Tape() as tape:
        img = paddle.layer.data(name="pixel", type=paddle.data_type.dense_vector(784))
        group = paddle.networks.img_conv_bn_pool(input=img, filter_size=3, num_filters=4, num_channel=1,
                                                 pool_size=2, pool_stride=2, name="block")
        predict = paddle.layer.fc(input=group, size=3, act=paddle.activation.Softmax())
        label = paddle.layer.data(name="label", type=paddle.data_type.integer_value(3))
        cost = paddle.layer.classification_cost(input=predict, label=label)
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.Adam(learning_rate=1e-2))
        trainer.train(paddle.batch(lambda: iter(samples), 8), num_passes=2)
        assert [op.type for op in tape.model.root_net().ops][:6] == ["reshape", "conv2d", "add", "batch_norm",
                                                                     "relu", "pool2d"]
    assert not np.allclose(params.get("block_bn.mean"), 0.0)  # the running statistics moved
    assert not np.allclose(params.get("block_bn.w"), 1.0)  # the scale was trained
    assert tape.model.graph.param_attrs["block_bn.mean"].is_static
    a = paddle.infer(predict, params, [(samples[0][0],)])
    b = paddle.infer(predict, params, [(samples[0][0],), (samples[1][0],)])[:1]
    np.testing.assert_allclose(a, b, rtol=1e-5)  # inference: no batch statistics


def test_img_conv_group_with_batch_norm_and_dropout():
    with paddle.Tape() as tape:
        img = paddle.layer.data(name="image", type=paddle.data_type.dense_vector(3 * 8 * 8))
        out = paddle.networks.img_conv_group(input=img, num_channels=3, conv_num_filter=[4, 6], pool_size=2,
                                             pool_stride=2, conv_with_batchnorm=True,
                                             conv_batchnorm_drop_rate=[0.5, 0])
        types = [op.type for op in tape.model.root_net().ops]
    assert tuple(out.output.info.shape) == (None, 6, 4, 4)
    assert types.count("conv2d") == 2 and types.count("batch_norm") == 2 and types.count("dropout") == 1
    with paddle.Tape(), pytest.raises(ConfigError, match="conv_padding should give one value or 2"):
        img = paddle.layer.data(name="image", type=paddle.data_type.dense_vector(3 * 8 * 8))
        paddle.networks.img_conv_group(input=img, num_channels=3, conv_num_filter=[4, 6], pool_size=2,
                                       conv_padding=[1, 1, 1])


def test_vgg_16_builds():
    with paddle.Tape() as tape:
        img = paddle.layer.data(name="image", type=paddle.data_type.dense_vector(3 * 32 * 32))
        out = paddle.networks.vgg_16_network(img, num_channels=3, num_classes=10)
    layers = [i.layer for i in tape.items]
    assert layers.count("img_conv") == 13 and layers.count("img_pool") == 5 and layers.count("fc") == 3
    assert tuple(out.output.info.shape) == (None, 10)
    assert [op.type for op in tape.model.root_net().ops].count("dropout") == 2


def test_image_layers_on_vectors_need_square_channels():
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(50))
        with pytest.raises(InputError, match=r"50 values, which are not 3 square image channel\(s\)") as err:
            line = _line(); paddle.layer.img_conv(input=x, num_filters=2, filter_size=3, num_channels=3)  # noqa: E702
        assert f"test_v2_extra.py:{line}" in str(err.value)
        y = paddle.layer.data(name="y", type=paddle.data_type.dense_vector(2 * 25))
        conv = paddle.layer.img_conv(input=y, num_filters=2, filter_size=3, num_channels=2)
        assert tuple(conv.output.info.shape) == (None, 2, 3, 3)
        with pytest.raises(InputError, match="has 2 channels, num_channels says 3"):
            paddle.layer.img_pool(input=conv, pool_size=2, num_channels=3)


def test_dropout_layer():
    with paddle.Tape() as tape:
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(1000))
        d = paddle.networks.dropout_layer(input=x, dropout_rate=0.5, name="dropped")
        paddle.parameters.create(d)
        out = tape.model.run(d.output, feed={"x": np.ones((1, 1000), np.float32)})
    assert d.name == "dropped" and 0.4 < np.mean(out == 0) < 0.6
