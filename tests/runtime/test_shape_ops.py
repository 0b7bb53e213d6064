"""Shape operators (kernels/shape.py, kernels/indexing.py): what the generated tests cannot draw.

Configuration refuses what does not fit with typed errors naming the shapes; the semantics that
are easy to get wrong (reshape's 0 and -1, slice's clamping, gather's repeated indices, split's
unused outputs in backward, a variadic output in a model) against torch or the definition.
"""
import numpy as np
import pytest
import torch

from paddle import NetDesc, PlainNet, Scope
from paddle.generated import layers
from paddle.model import Model, data
from paddle.registry import ConstraintError, InputError, ShapeError
from paddle.testing.checks import check_grad, check_oracle

from .helpers import op, run_op

RNG = np.random.default_rng(7)


def arr(*shape):
    return RNG.normal(size=shape)


@pytest.fixture
def m():
    with Model() as model:
        yield model


# --- shape rules refuse at configuration, in the user's words ---------------------------------
@pytest.mark.parametrize("call, error, message", [
    (lambda: layers.reshape(data("x", [2, 3]), shape=[4, -1]), ShapeError,
     "reshape layer: X of shape (2, 3) cannot be reshaped to [4, -1]: its 6 elements do not fill whole rows of 4"),
    (lambda: layers.reshape(data("x", [2, 3]), shape=[5]), ShapeError,
     "reshape layer: X of shape (2, 3) cannot be reshaped to [5]: the element counts differ (got X (2, 3))"),
    (lambda: layers.reshape(data("x", [2, 3]), shape=[1, 1, 0]), ShapeError,
     "reshape layer: shape [1, 1, 0] copies (0) axis 2 of X, which has rank 2"),
    (lambda: layers.reshape(data("x", [2, 3]), shape=[-1, -1]), ConstraintError,
     "reshape layer's shape parameter should be a shape with at most one -1, got [-1, -1]"),
    (lambda: layers.transpose(data("x", [2, 3]), perm=[0, 2, 1]), ShapeError,
     "transpose layer: perm [0, 2, 1] should name each axis of X once: X has rank 2"),
    (lambda: layers.transpose(data("x", [2, 3]), perm=[1, 1]), ConstraintError,
     "transpose layer's perm parameter should be a permutation of 0 .. n-1, got [1, 1]"),
    (lambda: layers.flatten(data("x", [2, 3]), axis=3), ShapeError,
     "flatten layer: axis 3 should be at most X's rank 2"),
    (lambda: layers.squeeze(data("x", [2, 1, 3]), axes=[0]), ShapeError,
     "squeeze layer: axes [0] should name axes of size 1: axis 0 of X (shape (2, 1, 3)) has size 2"),
    (lambda: layers.squeeze(data("x", [2, 1]), axes=[1, -1]), ShapeError,
     "squeeze layer: axes [1, -1] name one axis twice for a rank-2 tensor"),
    (lambda: layers.unsqueeze(data("x", [2, 3]), axes=[3]), ShapeError,
     "unsqueeze layer: axes [3] should name axes of a rank-3 tensor (from -3 to 2)"),
    (lambda: layers.expand(data("x", [2, 3]), shape=[4, 3]), ShapeError,
     "expand layer: X of shape (2, 3) does not broadcast to [4, 3]: axis 0 should be 1 or 4"),
    (lambda: layers.concat([data("a", [2, 3]), data("b", [3, 3])], axis=1), ShapeError,
     "concat layer: X[1] of shape (3, 3) should have the shape of X[0] (2, 3) except along axis 1"),
    (lambda: layers.concat([data("a", [2, 3])], axis=2), ShapeError,
     "concat layer: axis [2] should name axes of a rank-2 tensor (from -2 to 1)"),
    (lambda: layers.split(data("x", [5, 3]), num=2), ShapeError,
     "split layer: the axis of size 5 cannot be split into 2 equal parts"),
    (lambda: layers.split(data("x", [5, 3]), sections=[2, 2]), ShapeError,
     "split layer: sections [2, 2] should add up to the size of the axis, 5"),
    (lambda: layers.slice(data("x", [5, 3]), axes=[0, 1], starts=[0], ends=[1, 2]), ShapeError,
     "slice layer: starts [0] and ends [1, 2] should have one entry per axis of axes [0, 1]"),
    (lambda: layers.pad(data("x", [5, 3]), paddings=[1, 1]), ShapeError,
     "pad layer: paddings [1, 1] should hold a (before, after) pair per axis of X: 4 sizes for shape (5, 3)"),
    (lambda: layers.pad(data("x", [5, 3]), paddings=[1, 1, 1]), ConstraintError,
     "pad layer's paddings parameter should be an even number of sizes, got [1, 1, 1]"),
])
def test_bad_configurations_are_refused(m, call, error, message):
    with pytest.raises(error) as caught:
        call()
    assert str(caught.value).startswith(message)


def test_gather_refuses_an_index_out_of_range_when_it_runs(m):
    x, i = data("x", [4, 2]), data("i", [None], dtype="int64")
    out = layers.gather(x, i)
    with pytest.raises(InputError) as caught:
        m.run(out, feed={"x": arr(4, 2).astype(np.float32), "i": np.array([0, 4])})
    assert str(caught.value) == "gather layer's input Index should hold row indexes of X in [0, 4), got 4"


# --- semantics --------------------------------------------------------------------------------
@pytest.mark.parametrize("shape, target, want", [
    ((2, 3, 4), [0, -1], (2, 12)),
    ((2, 3, 4), [-1], (24,)),
    ((2, 3, 4), [4, 0, 2], (4, 3, 2)),
    ((2, 3, 4), [2, 3, 4, 1], (2, 3, 4, 1)),
    ((2, 0, 4), [0, 0, 8], (2, 0, 8)),
])
def test_reshape_copies_zeros_and_infers_minus_one(shape, target, want):
    x = arr(*shape)
    assert run_op("reshape", {"X": x}, shape=target).shape == want
    np.testing.assert_array_equal(run_op("reshape", {"X": x}, shape=target).ravel(), x.ravel())


def test_a_batch_dimension_unknown_at_configuration(m):
    out = layers.reshape(data("x", [None, 3, 4]), shape=[0, -1])
    assert out.info.shape == (None, 12)
    x = arr(5, 3, 4).astype(np.float32)
    np.testing.assert_array_equal(m.run(out, feed={"x": x}), x.reshape(5, 12))


def test_a_squeezed_batch_dimension_is_checked_when_fed(m):
    out = layers.squeeze(data("x", [None, 3]), axes=[0])
    assert out.info.shape == (3,)
    with pytest.raises(ShapeError, match="axis 0 of X \\(shape \\(2, 3\\)\\) has size 2"):
        m.run(out, feed={"x": arr(2, 3).astype(np.float32)})


@pytest.mark.parametrize("axes, starts, ends", [
    ([0], [-100], [100]), ([1], [-2], [-1]), ([0], [3], [1]), ([-1], [2 ** 62], [-(2 ** 62)]), ([1, 0], [1, 0], [3, 2]),
])
def test_slice_clamps_as_onnx_and_numpy(axes, starts, ends):
    x = arr(4, 5)
    where = [slice(None)] * 2
    for a, s, e in zip(axes, starts, ends):
        where[a] = slice(s, e)
    np.testing.assert_array_equal(run_op("slice", {"X": x}, axes=axes, starts=starts, ends=ends), x[tuple(where)])
    check_oracle("slice", {"X": x}, {"axes": axes, "starts": starts, "ends": ends})


def test_gather_gradient_adds_up_repeated_indices():
    x, index = arr(4, 3), np.array([2, 0, 2, 2], dtype=np.int64)
    dout = arr(4, 3)
    t = torch.tensor(x, requires_grad=True)
    torch.index_select(t, 0, torch.tensor(index)).backward(torch.tensor(dout))
    np.testing.assert_allclose(run_op("gather_grad", {"X": x, "Index": index, "Out@GRAD": dout}), t.grad.numpy())
    check_grad("gather", {"X": x, "Index": index})


@pytest.mark.parametrize("op_type, inputs, attrs", [
    ("pad", {"X": arr(2, 3, 2)}, {"paddings": [1, 0, 0, 2, 3, 1], "pad_value": 0.5}),
    ("reshape", {"X": arr(2, 3, 4)}, {"shape": [4, 0, -1]}),
    ("transpose", {"X": arr(2, 3, 4)}, {"perm": [2, 0, 1]}),
    ("expand", {"X": arr(3, 1)}, {"shape": [2, 3, 4]}),
    ("squeeze", {"X": arr(1, 3, 1)}, {"axes": None}),
    ("unsqueeze", {"X": arr(2, 3)}, {"axes": [-1, 0]}),
    ("flatten", {"X": arr(2, 3, 4)}, {"axis": 2}),
    ("concat", {"X": [arr(2, 1, 3), arr(2, 4, 3), arr(2, 2, 3)]}, {"axis": -2}),
    ("split", {"X": arr(2, 7)}, {"axis": 1, "sections": [2, -1, 1]}),
    ("split", {"X": arr(6, 2)}, {"num": 3}),
    ("slice", {"X": arr(3, 4, 5)}, {"axes": [2, 0], "starts": [-3, 1], "ends": [100, 2]}),
])
def test_higher_ranks_against_the_oracle_and_numeric_gradient(op_type, inputs, attrs):
    check_oracle(op_type, inputs, attrs)
    check_grad(op_type, inputs, attrs)


# --- split's variadic output: in a model, and in backward with an output nobody reads ----------
def test_split_gives_a_list_of_expressions_in_a_model(m):
    parts = layers.split(data("x", [None, 4]), axis=1, sections=[1, -1])
    assert [p.info.shape for p in parts] == [(None, 1), (None, 3)]
    x = arr(2, 4).astype(np.float32)
    got = m.run(parts, feed={"x": x})
    np.testing.assert_array_equal(got[0], x[:, :1])
    np.testing.assert_array_equal(got[1], x[:, 1:])


def test_backward_through_split_and_concat_against_torch():
    """loss = mean(concat([b, a * a])) with a, b, c = split(w): c is never read (its gradient is 0)."""
    desc = NetDesc(ops=(op("split", {"X": "w"}, {"Out": ["a", "b", "c"]}, axis=0, num=3, sections=None),
                        op("elementwise_mul", {"X": "a", "Y": "a"}, {"Out": "aa"}),
                        op("concat", {"X": ["b", "aa"]}, {"Out": "j"}, axis=1),
                        op("mean", {"X": "j"}, {"Out": "loss"})))
    w = arr(6, 2)
    net = PlainNet(desc)
    net.add_backward_ops("loss", parameters=["w"])
    scope = Scope()
    scope.new_var("w").set(w.copy())
    net.run(scope)
    t = torch.tensor(w, requires_grad=True)
    a, b, _ = torch.split(t, 2, dim=0)
    torch.mean(torch.cat([b, a * a], dim=1)).backward()
    np.testing.assert_allclose(scope.var("w@GRAD").numpy(), t.grad.numpy(), rtol=1e-12)
