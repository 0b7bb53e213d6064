"""ONNX Attention (paddle/onnx/node_map_attention.py) against onnx's ReferenceEvaluator where the
node suite is thin: the external, per-batch padded key/value cache (nonpad_kv_seqlen) fed with
new lengths each run (one net serves them all), with the causal frontier, a sliding window, a
head mask and grouped-query heads; float16 inputs, whose softmax ONNX's reference rounds at each
step; a nonpad_kv_seqlen beside past_key is refused."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from onnx import TensorProto, helper
from onnx.reference import ReferenceEvaluator

import paddle.onnx.backend as backend

F, H, I64 = TensorProto.FLOAT, TensorProto.FLOAT16, TensorProto.INT64
B, QH, KVH, Q, KV, D = 3, 4, 2, 2, 6, 8


def attention_model(elem: int = F, mask: list[int] | None = None, **attrs: Any) -> Any:
    inputs = [helper.make_tensor_value_info("q", elem, [B, QH, Q, D]),
              helper.make_tensor_value_info("k", elem, [B, KVH, KV, D]),
              helper.make_tensor_value_info("v", elem, [B, KVH, KV, D])]
    names = ["q", "k", "v", "mask" if mask else "", "", "", "lens"]
    if mask:
        inputs.append(helper.make_tensor_value_info("mask", elem, mask))
    inputs.append(helper.make_tensor_value_info("lens", I64, [B]))
    node = helper.make_node("Attention", names, ["y"], **attrs)
    graph = helper.make_graph([node], "g", inputs, [helper.make_empty_tensor_value_info("y")])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 25)])


def feeds(rng: np.random.Generator, dtype: Any, mask: list[int] | None, lengths: list[int]) -> dict[str, Any]:
    out = {n: rng.normal(size=s).astype(dtype) for n, s in
           (("q", (B, QH, Q, D)), ("k", (B, KVH, KV, D)), ("v", (B, KVH, KV, D)))}
    if mask:
        out["mask"] = rng.normal(size=mask).astype(dtype)
    out["lens"] = np.asarray(lengths, np.int64)
    return out


LENGTHS = [[6, 3, 2], [1, 6, 4], [2, 2, 2], [0, 5, 6]]  # a row of 0 keys: fully masked, Y = 0


@pytest.mark.parametrize("attrs, mask", [
    ({}, None),
    ({"is_causal": 1}, None),
    ({"is_causal": 1, "left_window_size": 2}, [QH, Q, KV]),  # a head mask broadcast over the batch
    ({"left_window_size": 1, "right_window_size": 1}, [B, 1, Q, KV]),
    ({"is_causal": 1, "softcap": 2.0}, [Q, 4]),  # a mask shorter than the keys: padded with -inf
])
def test_the_padded_cache_masks_each_row_by_its_fed_length(attrs: dict[str, Any], mask: list[int] | None) -> None:
    m = attention_model(mask=mask, **attrs)
    rep, oracle = backend.prepare(m), ReferenceEvaluator(m)
    rng = np.random.default_rng(len(attrs))
    for lengths in LENGTHS:
        fed = feeds(rng, np.float32, mask, lengths)
        np.testing.assert_allclose(rep.run(fed)[0], oracle.run(None, fed)[0], rtol=1e-5, atol=1e-6)
    assert len(rep.built) == 1  # new lengths are run-time values: the net is built once


def test_float16_attention_rounds_as_onnxs_reference() -> None:
    """float16 scores softmaxed in ONNX's steps, each rounded to float16: equal to the reference
    within one float16 ulp (a single rounding of the float32 softmax misses by 2 and more)."""
    m = attention_model(H, is_causal=1)
    fed = feeds(np.random.default_rng(16), np.float16, None, [6, 4, 5])
    got, want = backend.prepare(m).run(fed)[0], ReferenceEvaluator(m).run(None, fed)[0]
    assert got.dtype == np.float16
    np.testing.assert_allclose(got.astype(np.float32), want.astype(np.float32), rtol=1e-3, atol=0)


def test_nonpad_kv_seqlen_beside_past_key_is_refused() -> None:
    m = attention_model()
    m.graph.node[0].input[4:6] = ["k", "v"]
    with pytest.raises(backend.OnnxModelError, match="nonpad_kv_seqlen .* cannot be combined with past_key"):
        backend.prepare(m).run(feeds(np.random.default_rng(0), np.float32, None, [1, 2, 3]))
