"""Places, tensors with sequence offsets, variables and the scope hierarchy."""
import numpy as np
import pytest

from paddle import CPUPlace, GPUPlace, Scope, Tensor
from paddle.errors import PlaceError, VariableNotFoundError
from paddle.registry import DataType, PaddleError, SequenceType
from paddle.core.tensor import SequenceError


def test_parent_lookup_and_sibling_isolation():
    root = Scope()
    w = root.new_var("w", "parameter")
    a, b = root.new_scope(), root.new_scope()
    a.new_var("h").set(np.ones(2))
    assert a.find_var("w") is w and b.find_var("w") is w  # children see the parent
    assert a.find_var("h") is not None
    assert b.find_var("h") is None  # never a sibling's
    assert root.find_var("h") is None  # nor a child's
    grand = a.new_scope()
    assert grand.find_var("h") is a.find_var("h") and grand.find_var("w") is w


def test_child_shadows_parent():
    root = Scope()
    root.new_var("x").set(np.zeros(1))
    kid = root.new_scope()
    kid.new_var("x").set(np.ones(1))
    assert kid.var("x").value[0] == 1 and root.var("x").value[0] == 0


def test_new_var_is_idempotent_and_delete():
    s = Scope()
    v = s.new_var("x", "input")
    assert s.new_var("x") is v and v.label == "input"
    s.delete_var("x")
    assert "x" not in s
    with pytest.raises(VariableNotFoundError, match="not a local variable"):
        s.delete_var("x")


def test_missing_var_error_suggests():
    s = Scope()
    s.new_var("weight")
    with pytest.raises(VariableNotFoundError, match="did you mean 'weight'"):
        s.var("weigth")


def test_drop_kids_detaches():
    root = Scope()
    kid = root.new_scope()
    root.drop_kids()
    assert root.kids == [] and kid.parent is None


def test_tensor_basics():
    t = Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
    assert t.shape == (3, 2) and t.dtype == DataType.FLOAT32 and t.place == CPUPlace()
    assert t.info().shape == (3, 2) and t.seq_type == SequenceType.NONE
    assert Tensor([[1, 2]]).dtype == DataType.INT64  # lists are converted
    with pytest.raises(PaddleError, match="holds no value"):
        Tensor().shape


def test_sequence_offsets():
    t = Tensor(np.zeros((5, 2)), lod=[[0, 2, 5]])
    assert t.lod == ((0, 2, 5),) and t.seq_type == SequenceType.SEQUENCE
    nested = Tensor(np.zeros((5, 2)), lod=[[0, 1, 2], [0, 2, 5]])
    assert nested.seq_type == SequenceType.NESTED
    with pytest.raises(SequenceError, match="from 0 to 5"):
        Tensor(np.zeros((5, 2)), lod=[[0, 2, 4]])
    with pytest.raises(SequenceError, match="not decrease"):
        Tensor(np.zeros((5, 2)), lod=[[0, 3, 2, 5]])


def test_copy_between_places_is_explicit():
    t = Tensor(np.ones((2, 2)), lod=[[0, 2]])
    c = t.to(CPUPlace())
    assert c.array is not t.array and c.lod == t.lod
    np.testing.assert_array_equal(c.numpy(), t.numpy())
    with pytest.raises(PlaceError):
        t.to("gpu")


def test_gpu_place():
    assert GPUPlace(1).device == "gpu" and GPUPlace(1).id == 1 and repr(GPUPlace(1)) == "GPUPlace(1)"
    with pytest.raises(PlaceError):
        GPUPlace(-1)
    assert GPUPlace(0) != CPUPlace()


def test_gpu_round_trip():
    cupy = pytest.importorskip("cupy")
    if cupy.cuda.runtime.getDeviceCount() == 0:
        pytest.skip("no GPU")
    t = Tensor(np.arange(4.0))
    g = t.to(GPUPlace(0))
    assert g.place == GPUPlace(0) and type(g.array).__module__.startswith("cupy")
    np.testing.assert_array_equal(g.to(CPUPlace()).array, t.array)


@pytest.mark.parametrize("bad", ["abc", np.array([1 + 2j]), np.array([None, 1])])
def test_arrays_no_tensor_can_hold(bad):
    from paddle.core.tensor import TensorTypeError
    with pytest.raises(TensorTypeError, match="a tensor holds one of float16, float32"):
        Tensor(bad)


def test_the_device_table_holds_one_record_per_device():
    from paddle.core.device import DEVICES, device, device_of, gpu_usable
    from paddle.errors import PlaceError
    from paddle.core.place import place_of
    assert set(DEVICES) == {"cpu", "gpu"}
    cpu = device("cpu")
    assert cpu.xp() is np and cpu.available() and device_of(np.ones(2)) is cpu
    assert cpu.place(0) == CPUPlace() and place_of(np.ones(2)) == CPUPlace()
    assert device("gpu").place(1) == GPUPlace(1) and CPUPlace().xp is np
    assert gpu_usable() == device("gpu").available()
    with pytest.raises(PlaceError, match=r"no device named 'tpu'; devices: \['cpu', 'gpu'\]"):
        device("tpu")


def test_a_device_whose_module_is_missing_is_unavailable_not_a_crash():
    from paddle.core.device import Device
    from paddle.errors import PlaceError
    fake = Device("npu", "no_such_array_module", lambda unit: CPUPlace(), lambda xp, a, unit: a, np.asarray)
    assert fake.available() is False
    with pytest.raises(PlaceError, match="device 'npu' needs no_such_array_module, which is not installed"):
        fake.xp()


def test_an_op_with_only_a_cpu_kernel_runs_on_the_gpu_through_host_copies():
    from paddle import PlainNet
    from paddle.core.device import gpu_usable
    from paddle.registry import OpDesc
    if not gpu_usable():
        pytest.skip("no usable GPU")
    x = np.random.default_rng(0).normal(size=(3, 4)).astype(np.float32)
    results = []
    for place in (CPUPlace(), GPUPlace(0)):
        net = PlainNet()  # scale and softsign are declared in C++: a cpu kernel only
        net.add_op(OpDesc(type="scale", inputs={"X": ["x"]}, outputs={"Out": ["y"]}, attrs={"scale": 3.0}))
        net.add_op(OpDesc(type="softsign", inputs={"X": ["y"]}, outputs={"Out": ["z"]}))
        scope = Scope(place)
        scope.new_var("x").set(Tensor(x).to(place).array)
        net.run(scope)
        assert Tensor(scope.var("z").value).place == place  # the output is back on the net's place
        results.append(scope.var("z").numpy())
    np.testing.assert_allclose(results[1], results[0], rtol=1e-6)
    np.testing.assert_allclose(results[0], 3 * x / (1 + np.abs(3 * x)), rtol=1e-6)
