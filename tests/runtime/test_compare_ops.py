"""Comparison, where, cast, top_k and matmul (kernels/compare.py, kernels/matmul.py): the
configuration errors in the user's words, the kernels' data checks, and backward through them
against PyTorch autograd (float64)."""
import numpy as np
import pytest

import paddle
from paddle import NetDesc, PlainNet, Scope
from paddle.generated import layers
from paddle.model_methods import data
from paddle.registry import ConstraintError, DataType, InputError, ShapeError
from paddle.testing import check_grad

from .helpers import op, run_op

RNG = np.random.default_rng(7)


# --- configuration errors --------------------------------------------------------------------------
def test_comparison_gives_bools_shaped_as_the_broadcast():
    with paddle.Model():
        out = layers.less_equal(data("x", [None, 1, 3]), data("y", [4, 1]))
        assert out.info.shape == (None, 4, 3) and out.info.dtype == DataType.BOOL


def test_comparison_refuses_shapes_that_do_not_broadcast():
    with paddle.Model(), pytest.raises(InputError, match="equal layer's input Y should broadcast with X"):
        layers.equal(data("x", [None, 3]), data("y", [4]))


def test_where_takes_the_dtype_of_x_and_refuses_a_float_condition():
    with paddle.Model():
        out = layers.where(data("c", [2, 1], "bool"), data("a", [3]), data("b", [1, 3]))
        assert out.info.shape == (2, 3) and out.info.dtype == DataType.FLOAT32
        with pytest.raises(InputError, match="where layer's input Condition should have dtype bool"):
            layers.where(data("c2", [2, 1]), data("a2", [3]), data("b2", [1, 3]))


def test_top_k_refuses_k_larger_than_the_last_axis():
    with paddle.Model(), pytest.raises(ConstraintError, match=r"top_k layer's k parameter should be at most X's "
                                                               r"size N \(dimension 1: 5\), got 6"):
        layers.top_k(data("x", [None, 5]), k=6)


def test_matmul_refuses_mismatched_inner_sizes_naming_both_shapes():
    with paddle.Model():
        with pytest.raises(ShapeError, match=r"matmul layer: the columns of X \(3\) should equal the rows of Y "
                                             r"\(4\), Y transposed \(got X \(\?, 2, 3\), Y \(5, 4\)\)"):
            layers.matmul(data("x", [None, 2, 3]), data("y", [5, 4]), transpose_y=True)
        with pytest.raises(ShapeError, match=r"the batch axes of X \(2,\) and Y \(3,\) should broadcast"):
            layers.matmul(data("x2", [2, 2, 3]), data("y2", [3, 3, 4]))
        with pytest.raises(InputError, match="matmul layer's input Y should have rank at least 2"):
            layers.matmul(data("x3", [2, 3]), data("y3", [3]))


def test_matmul_shape_broadcasts_batch_axes_and_follows_transposes():
    with paddle.Model():
        out = layers.matmul(data("x", [None, 1, 4, 3]), data("y", [5, 6, 4]), transpose_x=True, transpose_y=True)
        assert out.info.shape == (None, 5, 3, 6)


def test_cast_refuses_values_the_integer_target_cannot_hold():
    for x, dtype in ((np.array([1.0, np.nan]), "int32"), (np.array([-1.0]), "uint8"),
                     (np.array([2.0**31]), "int32"), (np.array([300], dtype=np.int64), "uint8")):
        with pytest.raises(InputError, match=f"cast layer's input X should hold values that {dtype} can represent"):
            run_op("cast", {"X": x}, out_dtype=dtype)
    edges = run_op("cast", {"X": np.array([-2.0**63, -0.9, 2.0**63 - 1024])}, out_dtype="int64")
    assert edges.tolist() == [-2**63, 0, 2**63 - 1024]


def test_top_k_kernel_breaks_ties_by_the_lower_index():
    values, indices = run_op("top_k", {"X": np.array([[1.0, 3.0, 3.0, 2.0]])}, k=3)
    assert values.tolist() == [[3.0, 3.0, 2.0]] and indices.tolist() == [[1, 2, 3]]
    assert indices.dtype == np.int64


# --- gradients ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("tx", [False, True])
@pytest.mark.parametrize("ty", [False, True])
def test_matmul_gradient_with_broadcast_batch_axes(tx, ty):
    x = RNG.normal(size=(2, 1, 4, 3) if tx else (2, 1, 3, 4))
    y = RNG.normal(size=(3, 5, 4) if ty else (3, 4, 5))
    check_grad("matmul", {"X": x, "Y": y}, {"transpose_x": tx, "transpose_y": ty})


def test_cast_gradient_into_an_integer_output_is_zero():
    x = RNG.uniform(-5, 5, size=(3, 2))
    check_grad("cast", {"X": x}, {"out_dtype": "int64"})
    check_grad("cast", {"X": x}, {"out_dtype": "float32"})  # checked in float64 (its attribute too)


def _paddle_backward(ops, values, params):
    net = PlainNet(NetDesc(ops=tuple(ops)))
    grads = net.add_backward_ops("loss", parameters=params)
    scope = Scope()
    for n, v in values.items():
        scope.new_var(n).set(v.copy())
    net.run(scope)
    return {p: np.asarray(scope.var(g).value) for p, g in grads.items()}, net


def test_backward_through_matmul_where_top_k_and_cast_matches_torch():
    """x @ w (batch axes broadcast) -> where(h > b, h, b) -> top_k (Indices unused: zero-filled)
    -> cast to float64 -> mean; the gradients of w and b against torch autograd."""
    torch = pytest.importorskip("torch")
    values = {"x": RNG.normal(size=(2, 1, 3, 4)), "w": RNG.normal(size=(3, 4, 5)), "b": RNG.normal(size=(1, 5))}
    ops = [op("matmul", {"X": "x", "Y": "w"}, {"Out": "h"}),
           op("greater", {"X": "h", "Y": "b"}, {"Out": "c"}),
           op("where", {"Condition": "c", "X": "h", "Y": "b"}, {"Out": "s"}),
           op("top_k", {"X": "s"}, {"Out": "v", "Indices": "i"}, k=2),
           op("cast", {"X": "v"}, {"Out": "v64"}, out_dtype="float64"),
           op("mean", {"X": "v64"}, {"Out": "loss"})]
    got, net = _paddle_backward(ops, values, ["w", "b"])
    assert any(o.type == "fill_like" and o.desc.output("Out") == ["i@GRAD"] for o in net)

    t = {n: torch.tensor(v, requires_grad=n in ("w", "b")) for n, v in values.items()}
    h = torch.matmul(t["x"], t["w"])
    s = torch.where(h > t["b"], h, t["b"])
    loss = torch.topk(s, 2).values.mean()
    want = dict(zip(("w", "b"), torch.autograd.grad(loss, [t["w"], t["b"]])))
    for p in ("w", "b"):
        np.testing.assert_allclose(got[p], want[p].numpy(), rtol=1e-10, atol=1e-12, err_msg=p)
