"""Bad input gives typed errors in the user's words, never a crash or a wrong answer."""
import json

import numpy as np
import pytest

from paddle import GPUPlace, NetDesc, Operator, PlainNet, Scope
from paddle.errors import NetDescError, VariableNotFoundError
from paddle.core.plan import run_op
from paddle.registry import (KernelNotFoundError, MissingAttributeError, PaddleError, UnknownArgumentError,
                             UnknownOpError)

from .helpers import mlp_desc, op


def test_unknown_op_type():
    with pytest.raises(UnknownOpError, match="no op or layer named 'sigmod' is registered; did you mean 'sigmoid'"):
        Operator(op("sigmod", {"X": "x"}, {"Out": "y"}))
    with pytest.raises(UnknownOpError, match="'fc' is a layer composed of ops, not an op"):
        Operator(op("fc", {"input": "x"}, {"Out": "y"}, size=2))


def test_missing_variable():
    net = PlainNet()
    net.add_op(op("tanh", {"X": "nowhere"}, {"Out": "y"}))
    with pytest.raises(VariableNotFoundError, match="op 'tanh' input X reads variable 'nowhere', which is not"):
        net.run(Scope())


def test_kernel_missing_for_a_place():
    from paddle import CPUPlace
    from paddle.registry import default_registry
    registry = default_registry().copy()  # scale with a gpu kernel only: nothing runs it on the cpu
    scale = registry.function("scale")
    registry.replace(scale.replace(kernels={"gpu": scale.kernels["cpu"]}))
    scope = Scope(CPUPlace())
    scope.new_var("x").set(np.ones((2, 2), np.float32))
    with pytest.raises(KernelNotFoundError,
                       match=r"op 'scale' has no kernel for CPUPlace\(\) \(it has kernels for: gpu\)"):
        run_op(Operator(op("scale", {"X": "x"}, {"Out": "y"}), registry), scope)


def test_bad_slots():
    with pytest.raises(UnknownArgumentError, match="mul layer got an unknown argument 'Z'"):
        Operator(op("mul", {"X": "a", "Z": "b"}, {"Out": "c"}))
    with pytest.raises(MissingAttributeError, match="mul layer's input Y must be set"):
        Operator(op("mul", {"X": "a"}, {"Out": "c"}))
    with pytest.raises(PaddleError, match="mul layer's input X takes one variable, got 2"):
        Operator(op("mul", {"X": ["a", "b"], "Y": "c"}, {"Out": "c"}))


def test_attributes_are_validated_once_at_creation():
    with pytest.raises(PaddleError, match="sgd layer's learning_rate parameter should be larger than 0.0, got 0.0"):
        Operator(op("sgd", {"Param": "p", "Grad": "g"}, {"ParamOut": "p"}, learning_rate=0.0))
    o = Operator(op("sgd", {"Param": "p", "Grad": "g"}, {"ParamOut": "p"}, learning_rate=1))
    assert o.attrs == {"learning_rate": 1.0, "sparse_rows": False} and isinstance(o.attrs["learning_rate"], float)


def _bad(mutate):
    d = json.loads(mlp_desc().to_json())
    mutate(d)
    return json.dumps(d)


def test_net_desc_with_a_bad_attribute_names_op_and_attribute():
    def cos_sim_op(d):
        d["ops"].append({"type": "cos_sim", "inputs": {"X": ["h"], "Y": ["h"]}, "outputs": {"Out": ["c"]},
                         "attrs": {"scale": -1.0}})
    with pytest.raises(NetDescError) as err:
        NetDesc.from_json(_bad(cos_sim_op))
    assert "op #8 (cos_sim)" in str(err.value)
    assert "cos_sim layer's scale parameter should be larger than 0.0, got -1.0" in str(err.value)
    assert err.value.layer == "cos_sim" and err.value.argument == "scale"


def test_net_desc_with_a_bad_initializer_attribute():
    def zero_shape(d):
        d["vars"][0]["initializer"]["attrs"]["shape"] = [0, 5]
    with pytest.raises(NetDescError, match="initialising 'w1'.*uniform_random layer's shape parameter should be"):
        NetDesc.from_json(_bad(zero_shape))


def test_net_desc_with_unknown_things():
    with pytest.raises(NetDescError, match="op #0: no op or layer named 'mull'"):
        NetDesc.from_json(_bad(lambda d: d["ops"][0].update(type="mull")))
    with pytest.raises(NetDescError, match="mul layer got an unknown argument 'bias'"):
        NetDesc.from_json(_bad(lambda d: d["ops"][0]["attrs"].update(bias=1)))
    with pytest.raises(NetDescError, match="label should be one of"):
        NetDesc.from_json(_bad(lambda d: d["vars"][0].update(label="weights")))
    with pytest.raises(NetDescError, match="not valid"):
        NetDesc.from_json("{not json")
    with pytest.raises(NetDescError, match="not valid"):
        NetDesc.from_json('{"ops": 3}')


def test_wrong_dtype_is_refused_before_the_kernel():
    net = PlainNet(mlp_desc())
    scope = Scope()
    scope.new_var("x").set(np.ones((2, 6), np.float32))
    scope.new_var("label").set(np.ones((2, 1), np.float32))  # labels must be integers
    with pytest.raises(PaddleError, match="cross_entropy layer's input Label should have dtype int32 or int64"):
        net.run(scope)


def test_errors_share_one_base():
    for cls in (NetDescError, VariableNotFoundError, KernelNotFoundError, UnknownOpError):
        assert issubclass(cls, PaddleError)


def test_a_tensor_on_another_place_is_refused_not_copied():
    net = PlainNet()
    net.add_op(op("tanh", {"X": "x"}, {"Out": "y"}))
    scope = Scope(GPUPlace(0))
    scope.new_var("x").set(np.ones((2, 2), np.float32))
    with pytest.raises(PaddleError, match=r"variable 'x' lives on CPUPlace\(\) but the net runs on GPUPlace\(0\)"):
        net.run(scope)


def test_operator_run_checks_its_inputs():
    scope = Scope()
    scope.new_var("a").set(np.ones((2, 3)))
    scope.new_var("b").set(np.ones((2, 3)))
    with pytest.raises(PaddleError, match="mul layer's input Y dimension 0 should equal X dimension 1"):
        run_op(Operator(op("mul", {"X": "a", "Y": "b"}, {"Out": "c"})), scope)


def test_an_empty_batch_is_refused_not_averaged_to_nan():
    net = PlainNet(mlp_desc())
    scope = Scope()
    scope.new_var("x").set(np.ones((0, 6), np.float32))
    scope.new_var("label").set(np.ones((0, 1), np.int64))
    with pytest.raises(PaddleError, match="mean layer's input X should not be empty"):
        net.run(scope)


def test_builder_and_model_misuse():
    from paddle import Model, NetBuilder
    from paddle.errors import ModelError
    b = NetBuilder()
    b.data("x", [None, 2])
    with pytest.raises(ModelError, match=r"cannot feed 'y': it is not a data layer .*\(data layers: \['x'\]\)"):
        b.run(feed={"y": np.ones((1, 2))}, need_backward=False)
    with pytest.raises(ModelError, match="expected a Variable of this builder"):
        b.add_op("tanh", np.ones((2, 2)))
    m = Model()
    with pytest.raises(ModelError, match="expected an Expression, got str"):
        m.run("x")
    with pytest.raises(PaddleError, match="tanh layer's output Out takes one variable, got 2"):
        Operator(op("tanh", {"X": "a"}, {"Out": ["b", "c"]}))


def test_malformed_arguments_are_typed_errors():
    from paddle import Tensor
    from paddle.errors import OpRangeError, VariableNameError
    from paddle.core.tensor import SequenceError
    with pytest.raises(OpRangeError, match="takes op indexes"):
        PlainNet().run(Scope(), begin="a")
    with pytest.raises(NetDescError, match="not an op description"):
        PlainNet().add_op({"type": "mul", "inputs": 3})
    with pytest.raises(VariableNameError):
        Scope().new_var(3)
    with pytest.raises(VariableNameError):
        Scope().var(None)
    with pytest.raises(SequenceError, match="lists of ints"):
        Tensor(np.ones((2, 2)), lod=[[0, "a", 2]])
    with pytest.raises(SequenceError, match="lists of ints"):
        Tensor(np.ones((2, 2)), lod=5)
    assert Tensor(np.ones((2, 2)), lod=[[0, np.int64(1), 2]]).lod == ((0, 1, 2),)


def test_a_feed_that_is_not_a_dict_is_a_typed_error():
    from paddle import Model, NetBuilder
    from paddle.errors import ModelError
    from paddle.model import data
    m = Model()
    x = data("x", [None, 2], model=m)
    with pytest.raises(ModelError, match=r"feed should be a dict \{data layer name: array\}, got list"):
        m.run(x, feed=[("x", np.ones((1, 2), np.float32))])
    b = NetBuilder()
    b.data("x", [None, 2])
    with pytest.raises(ModelError, match="feed should be a dict"):
        b.run(feed=[("x", np.ones((1, 2), np.float32))], need_backward=False)


def test_a_ragged_list_is_a_typed_error_naming_what_was_fed():
    from paddle import Model, Tensor
    from paddle.errors import ModelError
    from paddle.model import data
    from paddle.core.tensor import TensorValueError
    with pytest.raises(TensorValueError, match=r"nested lists of unequal lengths \(ragged\): \[\[1, 2\], \[3\]\]"):
        Tensor([[1, 2], [3]])
    m = Model()
    x = data("x", [None, 2], model=m)
    with pytest.raises(ModelError, match=r"cannot feed 'x': a tensor holds a rectangular array; .*ragged"):
        m.run(x, feed={"x": [[1.0, 2.0], [3.0]]})
    assert isinstance(TensorValueError("m"), PaddleError)


def test_a_builder_blames_a_wrong_dtype_on_the_data_layer_not_on_the_op_reading_it():
    from paddle import NetBuilder
    from paddle.errors import ModelError
    b = NetBuilder()
    x = b.data("x", [None, 3])
    b.add_op("fc", x, size=2)
    with pytest.raises(ModelError, match=r"cannot feed 'x': the data layer takes float32, got float64"):
        b.run(feed={"x": np.ones((2, 3))}, need_backward=False)
    with pytest.raises(ModelError, match=r"cannot feed 'x': the data layer takes shape \(\?, 3\), got \(2, 4\)"):
        b.run(feed={"x": np.ones((2, 4), np.float32)}, need_backward=False)
