"""Sequences, optionals and string tensors, held on the backend's side (paddle/onnx/host_values.py)
against onnx's ReferenceEvaluator: carried through Identity; two string tensors compared by
Equal (broadcast), its bool result read by the net's ops too; every other node that reads one
refused with a typed error naming it, and a fed value of the wrong kind refused."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from onnx import TensorProto, helper
from onnx.reference import ReferenceEvaluator

import paddle.onnx.backend as backend

F, S, B = TensorProto.FLOAT, TensorProto.STRING, TensorProto.BOOL
SEQ = helper.make_tensor_sequence_value_info("seq", F, None)
OPT = helper.make_value_info("opt", helper.make_optional_type_proto(helper.make_tensor_type_proto(F, [3])))


def model(nodes: list[Any], inputs: list[Any], outputs: list[Any]) -> Any:
    graph = helper.make_graph(nodes, "g", inputs, outputs)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)])


def same(m: Any, feeds: dict[str, Any]) -> None:
    got, want = backend.prepare(m).run(feeds), ReferenceEvaluator(m).run(None, feeds)
    assert len(got) == len(want)
    for g, w in zip(got, want):
        if isinstance(w, list):
            assert isinstance(g, list) and len(g) == len(w)
            for a, b in zip(g, w):
                np.testing.assert_array_equal(a, b)
        elif w is None:
            assert g is None
        else:
            assert np.asarray(g).dtype == np.asarray(w).dtype
            np.testing.assert_array_equal(g, w)


def test_identity_carries_a_sequence_an_optional_and_strings() -> None:
    strings = helper.make_tensor_value_info("s", S, [2])
    m = model([helper.make_node("Identity", ["seq"], ["a"]), helper.make_node("Identity", ["a"], ["b"]),
               helper.make_node("Identity", ["opt"], ["c"]), helper.make_node("Identity", ["s"], ["d"])],
              [SEQ, OPT, strings],
              [helper.make_tensor_sequence_value_info("b", F, None), helper.make_value_info("c", OPT.type),
               helper.make_tensor_value_info("d", S, [2])])
    fed = {"seq": [np.arange(3, dtype=np.float32), np.ones((2, 2), np.float32)],
           "opt": np.array([1.0, 2.0, 3.0], np.float32), "s": np.array(["a", "bc"], dtype=object)}
    same(m, fed)
    assert backend.prepare(m).run({**fed, "opt": None})[1] is None  # an empty optional (the reference fails on it)


def test_equal_compares_strings_and_the_net_reads_its_result() -> None:
    """z = x == y (y broadcast); w = Where(z, u, -u) and Not(z): ops of the net fed z."""
    m = model([helper.make_node("Equal", ["x", "y"], ["z"]), helper.make_node("Not", ["z"], ["n"]),
               helper.make_node("Neg", ["u"], ["neg"]), helper.make_node("Where", ["z", "u", "neg"], ["w"])],
              [helper.make_tensor_value_info("x", S, [2, 3]), helper.make_tensor_value_info("y", S, [3]),
               helper.make_tensor_value_info("u", F, [2, 3])],
              [helper.make_tensor_value_info(n, t, [2, 3]) for n, t in (("z", B), ("n", B), ("w", F))])
    x = np.array([["a", "b", ""], ["c", "b", "ä"]], dtype=object)
    u = np.arange(6, dtype=np.float32).reshape(2, 3)
    rep = backend.prepare(m)
    for y in (["a", "b", "ä"], ["c", "x", ""]):
        fed = {"x": x, "y": np.array(y, dtype=object), "u": u}
        same(m, fed)
        np.testing.assert_array_equal(rep.run(fed)[2], np.where(x == np.array(y, dtype=object), u, -u))
    assert len(rep.built) == 1  # new strings are run-time values: one net


def test_other_readers_of_held_values_are_refused_when_prepared() -> None:
    strings = [helper.make_tensor_value_info(n, S, [2]) for n in ("x", "y")]
    concat = model([helper.make_node("Concat", ["x", "y"], ["z"], axis=0)], strings,
                   [helper.make_tensor_value_info("z", S, [4])])
    with pytest.raises(backend.UnsupportedOnnxError, match="Concat.*reading 'x', a string tensor") as e:
        backend.prepare(concat)
    assert e.value.op == "Concat"
    then = helper.make_graph([helper.make_node("Identity", ["seq"], ["t"])], "then", [],
                             [helper.make_tensor_sequence_value_info("t", F, None)])
    branch = model([helper.make_node("If", ["c"], ["r"], then_branch=then, else_branch=then)],
                   [helper.make_tensor_value_info("c", B, []), SEQ],
                   [helper.make_tensor_sequence_value_info("r", F, None)])
    with pytest.raises(backend.UnsupportedOnnxError, match="If.*reading 'seq', a sequence"):
        backend.prepare(branch)


def test_a_fed_value_of_the_wrong_kind_is_refused() -> None:
    m = model([helper.make_node("Identity", ["seq"], ["b"])], [SEQ],
              [helper.make_tensor_sequence_value_info("b", F, None)])
    rep = backend.prepare(m)
    with pytest.raises(backend.OnnxModelError, match="'seq' \\(sequence\\) should be fed a list"):
        rep.run([np.zeros(3, np.float32)])
    with pytest.raises(backend.OnnxModelError, match="should hold float32 arrays, got float64"):
        rep.run([[np.zeros(3)]])
    strings = model([helper.make_node("Identity", ["s"], ["t"])], [helper.make_tensor_value_info("s", S, [2])],
                    [helper.make_tensor_value_info("t", S, [2])])
    with pytest.raises(backend.OnnxModelError, match=r"'s' is declared of shape \(2,\), got .* \(3,\)"):
        backend.prepare(strings).run([np.array(["a", "b", "c"], dtype=object)])
    with pytest.raises(backend.OnnxModelError, match="should be fed an array of str"):
        backend.prepare(strings).run([np.array([1, 2])])
