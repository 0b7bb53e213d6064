"""Backward against PyTorch autograd on the same graph, float64: branches, shared parameters,
multi-output ops, unused outputs, no_grad_set on intermediates, deep chains."""
import numpy as np
import pytest

from .multi_output_ops import REGISTRY as MULTI
from .torch_graph import assert_same_gradients, op

pytest.importorskip("torch")

RNG = np.random.default_rng(42)


def normal(*shape, scale=1.0):
    return RNG.normal(size=shape) * scale


def branch_ops():
    """a is read by two ops (tanh and sigmoid), whose results meet again."""
    return [op("mul", {"X": "x", "Y": "w"}, {"Out": "a"}),
            op("tanh", {"X": "a"}, {"Out": "t"}),
            op("sigmoid", {"X": "a"}, {"Out": "s"}),
            op("elementwise_add", {"X": "t", "Y": "s"}, {"Out": "u"}),
            op("mul", {"X": "u", "Y": "w2"}, {"Out": "v"}),
            op("mean", {"X": "v"}, {"Out": "loss"})]


def branch_values():
    return {"x": normal(4, 3), "w": normal(3, 5), "w2": normal(5, 2)}


def test_branches():
    assert_same_gradients(branch_ops(), branch_values(), ["w", "w2"])


def test_data_is_differentiated_when_asked():
    assert_same_gradients(branch_ops(), branch_values(), ["x", "w", "w2"])


def test_shared_weight_and_bias_used_twice():
    ops = [op("mul", {"X": "x", "Y": "w"}, {"Out": "h0"}),
           op("rowwise_add", {"X": "h0", "b": "b"}, {"Out": "h1"}),
           op("tanh", {"X": "h1"}, {"Out": "h"}),
           op("mul", {"X": "h", "Y": "w"}, {"Out": "o0"}),   # the same square weight again
           op("rowwise_add", {"X": "o0", "b": "b"}, {"Out": "o1"}),
           op("square_error", {"X": "o1", "Y": "y"}, {"Out": "se"}),
           op("mean", {"X": "se"}, {"Out": "loss"})]
    values = {"x": normal(5, 4), "w": normal(4, 4, scale=0.5), "b": normal(4), "y": normal(5, 4)}
    assert_same_gradients(ops, values, ["w", "b"])


def test_variadic_sum_reading_a_variable_three_times():
    ops = [op("mul", {"X": "x", "Y": "w"}, {"Out": "a"}),
           op("sigmoid", {"X": "a"}, {"Out": "s"}),
           op("sum", {"X": ["a", "s", "a", "a"]}, {"Out": "total"}),
           op("mean", {"X": "total"}, {"Out": "loss"})]
    assert_same_gradients(ops, {"x": normal(3, 2), "w": normal(2, 3)}, ["w"])


def split_ops(use_right=True):
    ops = [op("mul", {"X": "x", "Y": "w"}, {"Out": "h"}),
           op("split_cols", {"X": "h"}, {"Left": "l", "Right": "r"}),
           op("tanh", {"X": "l"}, {"Out": "tl"})]
    if use_right:
        ops += [op("cos_sim", {"X": "tl", "Y": "r"}, {"Out": "c"}, scale=2.5),
                op("mean", {"X": "c"}, {"Out": "loss"})]
    else:
        ops += [op("mean", {"X": "tl"}, {"Out": "loss"})]
    return ops


def test_multi_output_op_both_outputs_used():
    assert_same_gradients(split_ops(), {"x": normal(4, 3), "w": normal(3, 6)}, ["w"], registry=MULTI)


def test_multi_output_op_with_an_unused_output_is_zero_filled():
    net = assert_same_gradients(split_ops(use_right=False), {"x": normal(4, 3), "w": normal(3, 6)}, ["w"],
                                registry=MULTI)
    fills = [o for o in net if o.type == "fill_like" and o.desc.output("Out") == ["r@GRAD"]]
    assert len(fills) == 1 and fills[0].desc.attrs["value"] == 0.0


def test_elementwise_multi_output_op_with_an_unused_output():
    # d/dx of tanh(x) only: a Square@GRAD filled with 1 would add 2x to the gradient
    ops = [op("mul", {"X": "x", "Y": "w"}, {"Out": "h"}),
           op("tanh_and_square", {"X": "h"}, {"Tanh": "t", "Square": "sq"}),
           op("mean", {"X": "t"}, {"Out": "loss"})]
    assert_same_gradients(ops, {"x": normal(3, 2), "w": normal(2, 4)}, ["w"], registry=MULTI)


def test_multi_output_op_whose_outputs_take_different_paths():
    ops = [op("mul", {"X": "x", "Y": "w"}, {"Out": "h"}),
           op("tanh_and_square", {"X": "h"}, {"Tanh": "t", "Square": "sq"}),
           op("mul", {"X": "sq", "Y": "w2"}, {"Out": "m"}),
           op("mul", {"X": "t", "Y": "w2"}, {"Out": "n"}),
           op("elementwise_add", {"X": "m", "Y": "n"}, {"Out": "o"}),
           op("mean", {"X": "o"}, {"Out": "loss"})]
    values = {"x": normal(3, 2), "w": normal(2, 4, scale=0.5), "w2": normal(4, 2)}
    assert_same_gradients(ops, values, ["w", "w2"], registry=MULTI)


@pytest.mark.parametrize("blocked", ["t", "s", "t@GRAD"])
def test_no_grad_set_on_one_branch(blocked):
    assert_same_gradients(branch_ops(), branch_values(), ["w", "w2"], no_grad_set={blocked})


def test_no_grad_set_on_an_intermediate_cuts_the_parameters_below_it():
    ops = [op("mul", {"X": "x", "Y": "w1"}, {"Out": "a"}),
           op("relu", {"X": "a"}, {"Out": "r"}),
           op("mul", {"X": "r", "Y": "w2"}, {"Out": "b"}),
           op("scale", {"X": "b"}, {"Out": "c"}, scale=-1.5, bias=0.25),
           op("mean", {"X": "c"}, {"Out": "loss"})]
    values = {"x": normal(4, 3), "w1": normal(3, 5), "w2": normal(5, 2)}
    net = assert_same_gradients(ops, values, ["w1", "w2"], no_grad_set={"r"})
    assert "relu_grad" not in [o.type for o in net]


def test_no_grad_set_on_one_output_of_a_multi_output_op():
    ops = split_ops()
    assert_same_gradients(ops, {"x": normal(4, 3), "w": normal(3, 6)}, ["w"], no_grad_set={"r"},
                          registry=MULTI)


def test_deep_chain_to_a_classifier():
    ops, last = [], "x"
    for i, act in enumerate(["tanh", "sigmoid", "relu", "tanh", "sigmoid", "tanh"]):
        ops += [op("mul", {"X": last, "Y": f"w{i}"}, {"Out": f"m{i}"}),
                op("rowwise_add", {"X": f"m{i}", "b": f"b{i}"}, {"Out": f"z{i}"}),
                op(act, {"X": f"z{i}"}, {"Out": f"h{i}"}),
                op("scale", {"X": f"h{i}"}, {"Out": f"s{i}"}, scale=1.5)]
        last = f"s{i}"
    ops += [op("softmax", {"X": last}, {"Out": "p"}),
            op("cross_entropy", {"X": "p", "Label": "label"}, {"Out": "ce"}),
            op("mean", {"X": "ce"}, {"Out": "loss"})]
    values = {"x": normal(6, 4), "label": RNG.integers(0, 4, size=(6, 1))}
    for i in range(6):
        values[f"w{i}"], values[f"b{i}"] = normal(4, 4), normal(4, scale=0.1)
    assert_same_gradients(ops, values, [f"{k}{i}" for i in range(6) for k in "wb"])
