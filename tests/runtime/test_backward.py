"""Backward: gradient accumulation, pruning, no-gradient set, and a whole-net numeric check."""
import re

import numpy as np
import pytest

from paddle import NetDesc, PlainNet, Scope
from paddle.errors import BackwardError
from paddle.registry import EMPTY_VAR

from .helpers import mlp_desc, op


def types(net):
    return [o.type for o in net]


def shared_desc():
    """w feeds two branches (its gradient must be summed); x is data."""
    return NetDesc(ops=(op("mul", {"X": "x", "Y": "w"}, {"Out": "a"}),
                        op("tanh", {"X": "a"}, {"Out": "t"}),
                        op("sigmoid", {"X": "a"}, {"Out": "s"}),
                        op("elementwise_add", {"X": "t", "Y": "s"}, {"Out": "u"}),
                        op("mul", {"X": "u", "Y": "w"}, {"Out": "v"}),
                        op("mean", {"X": "v"}, {"Out": "loss"})))


def test_gradient_of_a_shared_variable_is_summed():
    net = PlainNet(shared_desc())
    grads = net.add_backward_ops("loss", parameters=["w"])
    assert grads == {"w": "w@GRAD"}
    sums = [o for o in net if o.type == "sum"]
    assert len(sums) == 2  # a@GRAD (tanh + sigmoid branch) and w@GRAD (two muls)
    by_out = {o.desc.output("Out")[0]: o.desc.input("X") for o in sums}
    assert by_out["w@GRAD"] == ["w@GRAD@RENAME@0", "w@GRAD@RENAME@1"]
    assert len(by_out["a@GRAD"]) == 2
    # every sum runs after the ops writing its parts and before any op reading its result
    for i, o in enumerate(net.ops):
        if o.type == "sum":
            out = o.desc.output("Out")[0]
            assert all(out not in p.input_names() for p in net.ops[:i])


def test_whole_net_gradient_matches_numeric():
    rng = np.random.default_rng(0)
    x, w = rng.normal(size=(3, 3)), rng.normal(size=(3, 3)) * 0.5
    net = PlainNet(shared_desc())
    net.add_backward_ops("loss", parameters=["w"])
    scope = Scope()
    scope.new_var("x").set(x)
    scope.new_var("w").set(w.copy())
    net.run(scope)
    analytic = scope.var("w@GRAD").value
    forward = PlainNet(shared_desc())
    numeric = np.zeros_like(w)
    for i in np.ndindex(w.shape):
        vals = []
        for d in (1e-6, -1e-6):
            w2 = w.copy()
            w2[i] += d
            scope.var("w").set(w2)
            forward.run(scope)
            vals.append(scope.var("loss").value[0])
        numeric[i] = (vals[0] - vals[1]) / 2e-6
    np.testing.assert_allclose(analytic, numeric, atol=1e-5, rtol=1e-3)


def test_data_gets_no_gradient_and_labels_none():
    net = PlainNet(mlp_desc())
    net.add_backward_ops("loss")
    first_mul_grad = next(o for o in net if o.type == "mul_grad")
    assert first_mul_grad.desc.output("X@GRAD") == [EMPTY_VAR] or "x@GRAD" not in str(net.to_json())
    assert "x@GRAD" not in net.to_json() and "label@GRAD" not in net.to_json()
    ce_grad = next(o for o in net if o.type == "cross_entropy_grad")
    assert "Label@GRAD" not in ce_grad.desc.outputs


def test_ops_not_leading_to_parameters_are_pruned():
    desc = NetDesc(ops=(op("tanh", {"X": "x"}, {"Out": "tx"}),  # data only: no gradient needed
                        op("mul", {"X": "tx", "Y": "w"}, {"Out": "a"}),
                        op("sigmoid", {"X": "a"}, {"Out": "side"}),  # does not reach the target
                        op("mean", {"X": "a"}, {"Out": "loss"})))
    net = PlainNet(desc)
    net.add_backward_ops("loss", parameters=["w"])
    assert types(net)[4:] == ["fill_like", "mean_grad", "mul_grad"]


def test_no_grad_set_blocks_a_parameter():
    net = PlainNet(mlp_desc())
    grads = net.add_backward_ops("loss", no_grad_set={"w1", "b1@GRAD"})
    assert set(grads) == {"w2", "b2"}
    assert "sigmoid_grad" not in types(net)  # nothing below the second layer needs a gradient


def test_default_parameters_are_the_declared_ones():
    net = PlainNet(mlp_desc())
    assert net.parameters() == ["w1", "b1", "w2", "b2"]
    assert set(net.add_backward_ops("loss")) == {"w1", "b1", "w2", "b2"}


def test_without_declared_parameters_every_read_only_input_counts():
    net = PlainNet(shared_desc())
    assert set(net.add_backward_ops("loss")) == {"x", "w"}


def test_unknown_target():
    with pytest.raises(BackwardError, match="no forward op of the net computes it"):
        PlainNet(mlp_desc()).add_backward_ops("nope")


def test_target_without_parameters():
    desc = NetDesc(ops=(op("mean", {"X": "x"}, {"Out": "loss"}),))
    with pytest.raises(BackwardError, match="does not depend on any parameter"):
        PlainNet(desc).add_backward_ops("loss", parameters=["w"])


def test_non_differentiable_op_on_the_path(monkeypatch):
    from paddle.registry import Function, default_registry
    argmax = (Function("test_argmax", "row argmax").input("X").output("Out", like="X")
              .no_grad("argmax is piecewise constant").kernel("cpu", lambda x: x).build())
    monkeypatch.setitem(default_registry()._metas, "test_argmax", argmax)
    desc = NetDesc(ops=(op("test_argmax", {"X": "w"}, {"Out": "z"}), op("mean", {"X": "z"}, {"Out": "loss"})))
    with pytest.raises(BackwardError, match="op 'test_argmax' lies between a parameter and the target but has "
                                            "no gradient: argmax is piecewise constant"):
        PlainNet(desc).add_backward_ops("loss", parameters=["w"])


def test_gradients_are_labelled():
    net = PlainNet(mlp_desc())
    net.add_backward_ops("loss")
    scope = Scope()
    scope.new_var("x").set(np.ones((2, 6), np.float32))
    scope.new_var("label").set(np.zeros((2, 1), np.int64))
    net.run(scope)
    assert scope.var("w1@GRAD").label == "gradient" and scope.var("h").label == "intermediate"


def test_variadic_op_reading_one_variable_twice():
    desc = NetDesc(ops=(op("mul", {"X": "x", "Y": "w"}, {"Out": "a"}),
                        op("sum", {"X": ["a", "a", "x2"]}, {"Out": "s"}),
                        op("elementwise_add", {"X": "s", "Y": "s"}, {"Out": "d"}),
                        op("mean", {"X": "d"}, {"Out": "loss"})))
    rng = np.random.default_rng(5)
    x, w, x2 = rng.normal(size=(2, 3)), rng.normal(size=(3, 2)), rng.normal(size=(2, 2))
    net = PlainNet(desc)
    net.add_backward_ops("loss", parameters=["w"])
    scope = Scope()
    for n, v in (("x", x), ("w", w), ("x2", x2)):
        scope.new_var(n).set(v)
    net.run(scope)
    # loss = mean(2 * (2 x @ w + x2)) -> dloss/dw = 4 x^T 1 / size
    want = 4 * x.T @ np.ones((2, 2)) / 4
    np.testing.assert_allclose(scope.var("w@GRAD").value, want, rtol=1e-12)
    assert "x2@GRAD" not in net.to_json()


def test_a_variable_written_twice_is_refused():
    desc = NetDesc(ops=(op("mul", {"X": "x", "Y": "w"}, {"Out": "h"}),
                        op("tanh", {"X": "h"}, {"Out": "h"}),
                        op("mean", {"X": "h"}, {"Out": "loss"})))
    with pytest.raises(BackwardError, match="variable 'h' is written by both 'mul' and 'tanh'"):
        PlainNet(desc).add_backward_ops("loss", parameters=["w"])


# --- the zero-filled gradient of an unused output (checked without torch too) ----------------
def test_unused_output_of_a_multi_output_op_gets_a_zero_gradient():
    from .multi_output_ops import REGISTRY
    desc = NetDesc(ops=(op("mul", {"X": "x", "Y": "w"}, {"Out": "h"}),
                        op("split_cols", {"X": "h"}, {"Left": "l", "Right": "r"}),
                        op("mean", {"X": "l"}, {"Out": "loss"})))
    net = PlainNet(desc, REGISTRY)
    net.add_backward_ops("loss", parameters=["w"])
    rng = np.random.default_rng(3)
    x, w = rng.normal(size=(4, 3)), rng.normal(size=(3, 6))
    scope = Scope()
    scope.new_var("x").set(x)
    scope.new_var("w").set(w)
    net.run(scope)
    np.testing.assert_array_equal(scope.var("r@GRAD").value, np.zeros((4, 3)))
    dh = np.concatenate([np.full((4, 3), 1 / 12), np.zeros((4, 3))], axis=1)
    np.testing.assert_allclose(scope.var("w@GRAD").value, x.T @ dh, rtol=1e-12)


# --- no_grad_set ---------------------------------------------------------------------------
def chain_desc():
    return NetDesc(ops=(op("mul", {"X": "x", "Y": "w1"}, {"Out": "a"}),
                        op("tanh", {"X": "a"}, {"Out": "t"}),
                        op("mul", {"X": "t", "Y": "w2"}, {"Out": "b"}),
                        op("mean", {"X": "b"}, {"Out": "loss"})))


@pytest.mark.parametrize("blocked", ["t", "t@GRAD", "a"])
def test_no_grad_set_on_an_intermediate_stops_the_gradient_there(blocked):
    net = PlainNet(chain_desc())
    assert net.add_backward_ops("loss", parameters=["w1", "w2"], no_grad_set={blocked}) == {"w2": "w2@GRAD"}
    assert types(net)[4:] == ["fill_like", "mean_grad", "mul_grad"]
    assert net[-1].desc.output("X@GRAD") == [EMPTY_VAR]


def test_no_grad_set_takes_expressions():
    class Expr:  # anything with a variable name, as paddle.Expression
        name = "t"
    net = PlainNet(chain_desc())
    assert net.add_backward_ops("loss", parameters=["w1", "w2"], no_grad_set={Expr()}) == {"w2": "w2@GRAD"}


def test_no_grad_set_naming_no_variable_is_refused():
    with pytest.raises(BackwardError, match="no_grad_set names 'tt', which is no variable of the net; "
                                            "did you mean 't'") as info:
        PlainNet(chain_desc()).add_backward_ops("loss", parameters=["w1", "w2"], no_grad_set={"tt"})
    assert (info.value.argument, info.value.value) == ("no_grad_set", "tt")


@pytest.mark.parametrize("bad", ["t", 3, {3}, {None}])
def test_no_grad_set_of_the_wrong_type_is_refused(bad):
    with pytest.raises(BackwardError, match="no_grad_set should"):
        PlainNet(chain_desc()).add_backward_ops("loss", parameters=["w1", "w2"], no_grad_set=bad)


# --- one backward per net ----------------------------------------------------------------------
@pytest.mark.parametrize("second", ["loss", "loss2"])
def test_a_second_backward_is_refused(second):
    desc = chain_desc()
    desc = NetDesc(ops=(*desc.ops, op("scale", {"X": "loss"}, {"Out": "loss2"}, scale=2.0)))
    net = PlainNet(desc)
    net.add_backward_ops("loss", parameters=["w1", "w2"])
    n = len(net)
    with pytest.raises(BackwardError, match=f"cannot add the gradient ops of '{second}': the net already has "
                                            f"gradient ops of 'loss' \\(backward was called before\\)"):
        net.add_backward_ops(second, parameters=["w1", "w2"])
    assert len(net) == n  # nothing added


# --- the target must hold one value ------------------------------------------------------------
def declared(shape_of_x, *ops_):
    from paddle import VarDesc
    return NetDesc(vars=(VarDesc(name="x", label="input", shape=shape_of_x),
                         VarDesc(name="w", label="parameter", shape=(3, 2))), ops=ops_)


@pytest.mark.parametrize("x_shape,shown", [((None, 3), "(?, 2)"), ((4, 3), "(4, 2)"), ((1, 3), "(1, 2)")])
def test_a_target_of_known_shape_other_than_one_value_is_refused(x_shape, shown):
    net = PlainNet(declared(x_shape, op("mul", {"X": "x", "Y": "w"}, {"Out": "y"})))
    with pytest.raises(BackwardError, match="backward needs a target holding one value .*; "
                                            + re.escape(f"'y' has shape {shown}")) as info:
        net.add_backward_ops("y")
    assert (info.value.argument, info.value.value) == ("target", "y")
    assert len(net) == 1


def test_a_target_of_unknown_shape_is_refused():
    net = PlainNet(NetDesc(ops=(op("mul", {"X": "x", "Y": "w"}, {"Out": "y"}),)))
    with pytest.raises(BackwardError, match="the shape of 'y' cannot be known when the net is built"):
        net.add_backward_ops("y", parameters=["w"])


def test_a_batch_of_one_is_one_value():
    net = PlainNet(declared((1, 3), op("mul", {"X": "x", "Y": "w"}, {"Out": "y"}),
                            op("mul", {"X": "y", "Y": "v"}, {"Out": "z"})))
    from paddle import VarDesc
    net.declare_var(VarDesc(name="v", label="parameter", shape=(2, 1)))
    assert set(net.add_backward_ops("z")) == {"w", "v"}


@pytest.mark.parametrize("head", [
    [op("mean", {"X": "y"}, {"Out": "m"}), op("scale", {"X": "m"}, {"Out": "t"}, scale=3.0)],
    [op("mean", {"X": "y"}, {"Out": "m"}), op("sigmoid", {"X": "y"}, {"Out": "s"}),
     op("mean", {"X": "s"}, {"Out": "m2"}), op("elementwise_add", {"X": "m", "Y": "m2"}, {"Out": "t"})],
    [op("mean", {"X": "y"}, {"Out": "m"}), op("sum", {"X": ["m", "m"]}, {"Out": "t"})],
])
def test_targets_reduced_to_one_value_are_accepted_without_input_shapes(head):
    net = PlainNet(NetDesc(ops=(op("mul", {"X": "x", "Y": "w"}, {"Out": "y"}), *head)))
    assert net.add_backward_ops("t", parameters=["w"]) == {"w": "w@GRAD"}
