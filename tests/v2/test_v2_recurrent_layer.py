"""v2's plain recurrent layer: out_t = act(x_t + out_(t-1) @ W + b) over each sequence, against a
numpy loop over the steps, forward and reversed, with v2's parameter names."""
import numpy as np
import pytest

import paddle.v2 as paddle
from paddle import Tensor
from paddle.registry import PaddleError

OFFSETS = [0, 3, 3, 4, 8]  # an empty and a length-1 sequence among them
XS = np.random.default_rng(0).standard_normal((8, 3)).astype(np.float32)


def _numpy_recurrent(x, w, b, act, reverse):
    out = np.zeros_like(x, dtype=np.float64)
    for start, end in zip(OFFSETS[:-1], OFFSETS[1:]):
        steps = range(end - 1, start - 1, -1) if reverse else range(start, end)
        previous = np.zeros(x.shape[1])
        for t in steps:
            previous = act(x[t] + previous @ w + (0 if b is None else b))
            out[t] = previous
    return out


@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("act, numpy_act, bias", [(None, np.tanh, True),
                                                  (paddle.activation.Relu(), lambda v: np.maximum(v, 0), False)])
def test_each_step_adds_the_previous_output_times_w(reverse, act, numpy_act, bias):
    with paddle.Tape() as tape:
        s = paddle.layer.data(name="s", type=paddle.data_type.dense_vector_sequence(3))
        rnn = paddle.layer.recurrent(input=s, act=act, reverse=reverse, name="rnn",
                                     bias_attr=None if bias else False)
    params = paddle.parameters.create(rnn)
    assert sorted(params.names()) == (["_rnn.w0", "_rnn.wbias"] if bias else ["_rnn.w0"])  # v2's names
    rng = np.random.default_rng(1)
    params.set("_rnn.w0", rng.standard_normal((3, 3)).astype(np.float32) * 0.5)
    if bias:
        params.set("_rnn.wbias", rng.standard_normal(3).astype(np.float32))
    w = params.get("_rnn.w0").astype(np.float64)
    b = params.get("_rnn.wbias").reshape(-1).astype(np.float64) if bias else None
    got = tape.model.run(rnn.output, feed={"s": Tensor(XS, lod=[OFFSETS])})
    want = _numpy_recurrent(XS.astype(np.float64), w, b, numpy_act, reverse)
    np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-6)


def test_a_non_layer_input_is_a_typed_error():
    with paddle.Tape():
        with pytest.raises(PaddleError, match="recurrent"):
            paddle.layer.recurrent(input=[1, 2, 3])
