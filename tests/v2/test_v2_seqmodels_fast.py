"""recurrent_group's fast step path (paddle/nets/recurrent_fast.py: step scopes, plans and tensors bound once)
gives bitwise the plain per-step path's values and gradients: the GRU/LSTM-step decoder with static inputs
and attention on a ragged batch (with an empty and a length-1 sequence), run twice (the bindings reused
from batch to batch) then on a batch of another shape; a reversed group; a nested group over sub-sequences
trained one SGD step."""
from __future__ import annotations

from typing import Any, Callable, Iterator

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle import Tensor
from paddle.nets import recurrent_fast

from .test_v2_seqmodels_steps import build, gru_cell, lstm_cell
from .test_v2_words_nested import NESTED, _nested_rnn, _run


def _plain(fast: bool) -> Iterator[None]:
    saved = recurrent_fast.ENABLED
    recurrent_fast.ENABLED = fast
    try:
        yield
    finally:
        recurrent_fast.ENABLED = saved


def _bits(a: Any) -> bytes:
    """Every bit of an array (signed zeros and NaNs included), with its dtype and shape."""
    a = np.asarray(a)
    return repr((a.dtype, a.shape)).encode() + np.ascontiguousarray(a).tobytes()


def _decoder_runs(cell: Callable[..., Any], fast: bool, inputs: bool) -> list[bytes]:
    """Loss and every gradient of three runs: the same batch twice, then a batch of other lengths; without
    `inputs`, only the parameters' gradients are asked for (the inputs' are bound to @EMPTY@)."""
    gen = _plain(fast)
    next(gen)
    try:
        model, loss, feed = build(cell)
        wrt = list(model.param_names) + (["x", "s", "enc", "h0"] if inputs else [])
        grads = model.root_net().add_backward_ops(loss.name, wrt)
        # the third batch: the same sequences, the 4-row one cut to 2 rows (another step count and layout)
        short = {k: v for k, v in feed.items()}
        short["x"] = Tensor(feed["x"].array[:6], lod=[[0, 3, 3, 4, 6]])
        short["r"] = Tensor(feed["r"].array[:6], lod=[[0, 3, 3, 4, 6]])
        out = []
        for f in (feed, feed, short):
            model.run(feed=f)  # the whole net: forward and backward
            out.append(_bits(model.root_scope().var(loss.name).numpy()))
            out += [_bits(model.root_scope().var(grads[n]).numpy()) for n in sorted(grads)]
        return out
    finally:
        gen.close()


@pytest.mark.parametrize("cell,inputs", [(gru_cell, True), (lstm_cell, True), (gru_cell, False)],
                         ids=["gru_step", "lstm_step", "gru_step_params_only"])
def test_fast_steps_give_the_plain_steps_values_and_gradients_bitwise(cell: Callable[..., Any], inputs: bool) -> None:
    plain, fast = _decoder_runs(cell, False, inputs), _decoder_runs(cell, True, inputs)
    assert len(plain) == len(fast)
    for i, (a, b) in enumerate(zip(plain, fast)):
        assert a == b, f"value #{i} differs between the plain and the fast step path"


def test_fast_steps_of_a_reversed_and_a_nested_group_are_bitwise_the_plain_ones() -> None:
    def reversed_group() -> Any:
        w = paddle.layer.data(name="w", type=paddle.data_type.integer_value_sequence(10))
        words = paddle.layer.embedding(input=w, size=3, param_attr=paddle.attr.Param(name="emb"))

        def step(x: Any) -> Any:
            mem = paddle.layer.memory(name="state", size=3)
            return paddle.layer.fc(input=[x, mem], size=3, act=paddle.activation.Tanh(), name="state")
        return paddle.layer.last_seq(input=paddle.layer.recurrent_group(step=step, input=words, reverse=True))

    flat = [([w for sub in s for w in sub], y) for s, y in NESTED]
    for build_net, samples in ((lambda: paddle.layer.last_seq(input=_nested_rnn()), NESTED),
                               (reversed_group, flat)):
        results = []
        for fast in (False, True):
            gen = _plain(fast)
            next(gen)
            try:
                results.append(_run(build_net, samples))
            finally:
                gen.close()
        (v0, p0), (v1, p1) = results
        assert _bits(v0) == _bits(v1)
        assert p0.keys() == p1.keys() and all(_bits(p0[n]) == _bits(p1[n]) for n in p0)


def test_step_scopes_plans_and_tensors_are_bound_once_and_reused_from_batch_to_batch() -> None:
    model, loss, feed = build(gru_cell)
    model.root_net().add_backward_ops(loss.name, list(model.param_names))
    nets = [op.net for op in model.root_net().ops if op.type in ("recurrent", "recurrent_grad")]
    assert len(nets) == 2

    def bindings() -> list[list[tuple[int, int]]]:
        return [[(id(s), id(b)) for s, b in net.fast_bound.items()] for net in nets]
    model.run(feed=feed)  # the first backward creates the gradients' variables in the step scopes:
    model.run(feed=feed)  # the forward's bindings are made again once, then stay
    first = bindings()
    assert all(len(b) == 4 for b in first)  # the 4 steps of the longest sequence, forward and backward
    model.run(feed=feed)
    assert bindings() == first  # the same step scopes, each with the same plan and tensors
    plans = [b.plan for net in nets for b in net.fast_bound.values()]
    assert len({id(p) for p in plans}) == len(plans) and all(p.signature is not None for p in plans)
