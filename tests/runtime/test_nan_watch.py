"""The NaN watch (paddle.set_flags(check_nan_inf=True)): names the first op writing a NaN or inf."""
import os
import subprocess
import sys

import numpy as np
import pytest

import paddle
from paddle import NetBuilder
from paddle.core.finite import NonFiniteError
from paddle.registry import ConfigError, PaddleError


@pytest.fixture
def watch():
    paddle.set_flags(check_nan_inf=True)
    yield
    paddle.set_flags(check_nan_inf=False)


def net():
    b = NetBuilder()
    x = b.data("x", [None, 2])
    h = b.add_op("scale", x, scale=2.0, name="h")
    s = b.add_op("softmax", h, name="s")
    loss = b.add_op("mean", b.add_op("cross_entropy", [s, b.data("label", [None, 1], "int64")]), name="loss")
    return b, loss


def test_off_by_default_a_nan_flows_silently():
    b, loss = net()
    b.run(feed={"x": np.array([[np.nan, 1]], np.float32), "label": np.zeros((1, 1), np.int64)},
          need_backward=False)
    assert np.isnan(loss.value).all()


def test_names_the_first_op_and_the_input_already_non_finite(watch):
    b, _ = net()
    with pytest.raises(NonFiniteError, match=r"op #0 'scale' wrote a NaN to its output Out 'h'; "
                                             r"its input X 'x' already held a NaN") as err:
        b.run(feed={"x": np.array([[np.nan, 1]], np.float32), "label": np.zeros((1, 1), np.int64)},
              need_backward=False)
    assert (err.value.op_index, err.value.op_type, err.value.output, err.value.bad_input) == (0, "scale", "h", "x")
    assert isinstance(err.value, PaddleError)


def test_an_op_producing_inf_from_finite_inputs_is_blamed(watch):
    b, _ = net()
    big = np.array([[3e38, 1]], np.float32)  # finite, but doubled it overflows float32
    with pytest.raises(NonFiniteError, match=r"op #0 'scale' wrote an infinity to its output Out 'h'; "
                                             r"all its inputs were finite"):
        b.run(feed={"x": big, "label": np.zeros((1, 1), np.int64)}, need_backward=False)


def test_a_later_op_is_found_past_finite_ones(watch):
    b = NetBuilder()
    x = b.data("x", [None, 2])
    b.add_op("mean", b.add_op("scale", b.add_op("tanh", x), scale=1e39, name="big"))
    with pytest.raises(NonFiniteError, match=r"op #1 'scale' wrote an infinity to its output Out 'big'"):
        b.run(feed={"x": np.ones((1, 2), np.float32)}, need_backward=False)


def test_a_finite_run_with_the_watch_on_trains_as_without(watch):
    b, loss = net()
    b.backward_from(loss)
    b.add_optimization(0.1)
    feed = {"x": np.array([[1.0, 2.0]], np.float32), "label": np.zeros((1, 1), np.int64)}
    b.run(feed=feed)
    assert np.isfinite(loss.value).all()


def test_flags_are_checked():
    with pytest.raises(ConfigError, match="set_flags got an unknown flag 'check_nan'"):
        paddle.set_flags(check_nan=True)
    with pytest.raises(ConfigError, match="flag check_nan_inf should be True or False, got 1"):
        paddle.set_flags(check_nan_inf=1)
    assert paddle.get_flags()["check_nan_inf"] is False


def test_the_environment_variable_turns_it_on():
    code = "import paddle; print(paddle.get_flags()['check_nan_inf'])"
    env = {**os.environ, "PADDLE_CHECK_NAN_INF": "1"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"
