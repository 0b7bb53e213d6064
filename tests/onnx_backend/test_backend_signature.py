"""paddle.onnx.backend builds once per input signature (shapes and dtypes): a fed index is a
run-time tensor, so new token ids reuse the net; 0-d tensors stay 0-d; integer and bool tensors
computed from the feeds reach the ops that now take them; the integer range guard of the
float64 detour is not fooled by INT64_MIN."""
from __future__ import annotations

from typing import Any

import numpy as np
from onnx import TensorProto, helper

import paddle.onnx.backend as backend

F, I64 = TensorProto.FLOAT, TensorProto.INT64


def model(nodes: list[Any], inputs: list[tuple[str, int, list[Any]]], outputs: list[str],
          initializers: list[Any] = (), opset: int = 18) -> Any:  # type: ignore[assignment]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info(n, t, s) for n, t, s in inputs],
                              [helper.make_empty_tensor_value_info(o) for o in outputs], list(initializers))
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])


def embedding_model(vocab: int = 50, width: int = 8) -> tuple[Any, np.ndarray]:
    table = np.random.default_rng(0).normal(size=(vocab, width)).astype(np.float32)
    m = model([helper.make_node("Gather", ["table", "ids"], ["y"], name="embed")], [("ids", I64, [4, 6])], ["y"],
              [helper.make_tensor("table", F, table.shape, table.ravel())])
    return m, table


def test_new_token_ids_reuse_the_net() -> None:
    m, table = embedding_model()
    rep = backend.prepare(m)
    rng = np.random.default_rng(1)
    for _ in range(60):
        ids = rng.integers(-50, 50, size=(4, 6))  # negative ids count from the end, as ONNX says
        np.testing.assert_array_equal(rep.run([ids])[0], table[ids])
    assert len(rep.built) == 1


def test_a_new_signature_builds_a_new_net_and_the_kept_nets_are_bounded() -> None:
    m, table = embedding_model()
    m.graph.input[0].type.tensor_type.shape.dim[0].dim_param = "batch"
    rep = backend.prepare(m)
    for batch in range(1, 3 * backend.MAX_BUILT):
        ids = np.arange(batch * 6).reshape(batch, 6) % 50
        np.testing.assert_array_equal(rep.run([ids])[0], table[ids])
    assert len(rep.built) == backend.MAX_BUILT


def test_a_0d_index_gives_a_gather_without_its_axis() -> None:
    x = np.random.default_rng(2).normal(size=(2, 5, 64)).astype(np.float32)
    m = model([helper.make_node("Gather", ["x", "i"], ["y"], axis=1)], [("x", F, [2, 5, 64]), ("i", I64, [])], ["y"])
    got = backend.prepare(m).run([x, np.array(3, np.int64)])[0]
    assert got.shape == (2, 64)
    np.testing.assert_array_equal(got, x[:, 3])


def test_a_0d_feed_stays_0d() -> None:
    m = model([helper.make_node("Neg", ["x"], ["y"])], [("x", F, [])], ["y"])
    got = backend.prepare(m).run([np.array(2.5, np.float32)])[0]
    assert got.shape == () and got == -2.5


def test_int64_min_is_not_taken_for_a_small_integer() -> None:
    low = np.iinfo(np.int64).min
    m = model([helper.make_node("Add", ["a", "b"], ["c"])], [], ["c"],
              [helper.make_tensor("a", I64, [], [low]), helper.make_tensor("b", I64, [], [8])])
    assert backend.prepare(m).run([])[0] == low + 8


def test_integers_and_bools_from_the_feeds_reach_shape_and_arithmetic_ops() -> None:
    """An attention-mask style chain: int64 mask -> Cast bool -> Not -> Cast int32 -> Mul -> Reshape."""
    nodes = [helper.make_node("Cast", ["mask"], ["b"], to=TensorProto.BOOL),
             helper.make_node("Not", ["b"], ["nb"]),
             helper.make_node("Cast", ["nb"], ["i"], to=TensorProto.INT32),
             helper.make_node("Mul", ["i", "k"], ["scaled"]),
             helper.make_node("Reshape", ["scaled", "shape"], ["flat"]),
             helper.make_node("Add", ["mask", "mask"], ["twice"]),
             helper.make_node("Flatten", ["b"], ["bf"], axis=1)]
    inits = [helper.make_tensor("k", TensorProto.INT32, [], [-7]), helper.make_tensor("shape", I64, [1], [-1])]
    rep = backend.prepare(model(nodes, [("mask", I64, [2, 3])], ["flat", "twice", "bf"], inits))
    mask = np.array([[1, 0, 1], [0, 0, 1]], np.int64)
    flat, twice, bf = rep.run([mask])
    np.testing.assert_array_equal(flat, ((mask == 0) * -7).astype(np.int32).ravel())
    assert flat.dtype == np.int32 and twice.dtype == np.int64 and bf.dtype == np.bool_
    np.testing.assert_array_equal(twice, 2 * mask)


def test_the_float64_detour_refuses_int64_min() -> None:
    """np.abs(INT64_MIN) is INT64_MIN: a guard on magnitudes took it for a small integer."""
    from paddle.onnx.node_map_build import _exact_in_float64
    assert not _exact_in_float64(np.array([3, np.iinfo(np.int64).min]))
    assert not _exact_in_float64(np.array([2**31]))
    assert _exact_in_float64(np.array([-(2**31) + 1, 2**31 - 1], np.int64))


def test_reduced_precision_initializers_are_read() -> None:
    """int4, int2 and float4 are packed in an initializer's bytes; bfloat16 and float8 are not."""
    import ml_dtypes
    from onnx import numpy_helper
    for values in (np.array([1, -2, 3], ml_dtypes.int4), np.array([1, -2, 0, 1, 1], ml_dtypes.int2),
                   np.array([1, 2, -3], ml_dtypes.float4_e2m1fn), np.array([1.5, -2], ml_dtypes.bfloat16),
                   np.array([448, -0.5], ml_dtypes.float8_e4m3fn)):
        m = model([helper.make_node("Identity", ["w"], ["y"])], [], ["y"], [numpy_helper.from_array(values, "w")],
                  opset=25)
        got = backend.prepare(m).run([])[0]
        assert got.dtype == values.dtype and got.tolist() == values.tolist()


def _fed_reshape_model() -> Any:
    return model([helper.make_node("Reshape", ["x", "s"], ["y"]), helper.make_node("Relu", ["y"], ["z"])],
                 [("x", F, [2, 12]), ("s", I64, [2])], ["z"])


def test_fed_shape_values_cycling_within_the_cap_never_rebuild() -> None:
    """A fed Reshape target is a signature (it decides every later shape): a model cycling through
    a few targets builds each once, then every run reuses its net (paddle/onnx/backend.py)."""
    rep = backend.prepare(_fed_reshape_model())
    x = np.arange(-12, 12, dtype=np.float32).reshape(2, 12)
    targets = [[4, 6], [6, 4], [3, 8], [8, 3], [24, 1]]
    for _ in range(4):
        for t in targets:
            np.testing.assert_array_equal(rep.run([x, np.array(t, np.int64)])[0], np.maximum(x.reshape(t), 0))
    assert len(rep.built) == len(targets)
    assert sorted(tuple(b.read["s"]) for b in rep.built) == sorted(tuple(t) for t in targets)


def test_the_net_dropped_past_the_cap_is_the_least_recently_run() -> None:
    rep = backend.prepare(_fed_reshape_model())
    x = np.ones((2, 12), np.float32)
    often = np.array([4, 6], np.int64)
    rep.run([x, often])
    kept = rep.built[0]
    for rows in (1, 2, 3, 6, 8, 12, 24, 2, 3, 6, 8, 12):  # more new targets than the cap
        rep.run([x, np.array([rows, 24 // rows], np.int64)])
        rep.run([x, often])  # run between each: never the least recently run
    assert len(rep.built) == backend.MAX_BUILT and any(b is kept for b in rep.built)
