"""What the runtime caches (a net's plan, a model's extracted sub-nets) follows what it was built
from: a new dtype re-validates the plan, a replaced op gives a new sub-net."""
from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from paddle import Operator, PlainNet, Scope
from paddle.registry import InputError
from paddle.nets.subnet import SubnetCache

from .helpers import mlp_desc, op


def _feed(scope, x, label):
    scope.new_var("x", "input").set(x)
    scope.new_var("label", "input").set(label)


def test_a_plan_run_on_float32_is_revalidated_for_float64(batch):
    x, label = batch
    net, scope = PlainNet(mlp_desc()), Scope()
    _feed(scope, x.astype(np.float32), label)
    net.run(scope)
    assert scope.var("p").value.dtype == np.float32
    _feed(scope, x.astype(np.float64), label)  # the parameters stay float32: the mul is refused
    with pytest.raises(InputError, match="mul layer's input Y should have the dtype of X"):
        net.run(scope)


def test_a_plan_follows_a_new_dtype_of_a_parameter_free_net():
    net, scope = PlainNet(), Scope()
    net.add_op(op("sigmoid", {"X": "x"}, {"Out": "y"}))
    for dtype in (np.float64, np.float32, np.float64):
        x = np.linspace(-3, 3, 12, dtype=dtype).reshape(3, 4)
        scope.new_var("x", "input").set(x)
        net.run(scope)
        y = scope.var("y").value
        assert y.dtype == dtype
        np.testing.assert_allclose(y, 1 / (1 + np.exp(-x)), rtol=1e-6)


def test_a_replaced_op_gives_a_new_sub_net():
    net = PlainNet()
    net.add_op(op("relu", {"X": "x"}, {"Out": "y"}))
    cache, want = SubnetCache(), [SimpleNamespace(name="y", op_pos=0)]
    assert [o.type for o in cache.get(net, want)] == ["relu"]
    net.ops[0] = Operator(op("sigmoid", {"X": "x"}, {"Out": "y"}))  # replaced in place, as rename_last does
    net.version += 1
    assert [o.type for o in cache.get(net, want)] == ["sigmoid"]
