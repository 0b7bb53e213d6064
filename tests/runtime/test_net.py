"""PlainNet: seed 004's usage, run slices, JSON round trip, shape inference, readers/writers."""
import numpy as np
import pytest

from paddle import Context, CPUPlace, Net, NetDesc, PlainNet, Scope
from paddle.errors import NetDescError, OpRunError, VariableNotSetError
from paddle.core.initialize import create_variables, init_variables
from paddle.registry import PaddleError

from .helpers import mlp_desc, op


def feed(scope, x, label):
    scope.new_var("x", "input").set(x)
    scope.new_var("label", "input").set(label)


def test_seed_004_plain_net_usage(batch):
    desc = mlp_desc()
    scope = Scope(CPUPlace())  # an empty scope located on the CPU
    create_variables(scope, desc)  # create and init the variables the desc declares
    init_variables(scope, desc)
    assert scope.var("w1").label == "parameter" and scope.var("w1").value.shape == (6, 5)
    net = Net.create(desc)
    assert isinstance(net, PlainNet)
    net.add_op(op("scale", {"X": "loss"}, {"Out": "loss_x2"}, scale=2.0))  # add more ops if needed
    grads = net.add_backward_ops("loss")
    assert grads == {p: p + "@GRAD" for p in ("w1", "b1", "w2", "b2")}
    net.add_optimizer_ops("sgd", learning_rate=0.5)
    feed(scope, *batch)
    losses = []
    for _ in range(30):
        net.run(scope)
        losses.append(float(scope.var("loss").value[0]))
    assert losses[-1] < losses[0] * 0.7
    np.testing.assert_allclose(scope.var("loss_x2").value, 2 * scope.var("loss").value)


def test_run_slice_runs_exactly_those_ops(batch):
    net, scope = PlainNet(mlp_desc()), Scope()
    feed(scope, *batch)
    net.run(scope, begin=0, end=2)
    assert scope.var("h1").value is not None
    assert scope.find_var("h") is None or scope.var("h").value is None  # op 2 did not run
    net.run(scope, begin=2, end=3)
    np.testing.assert_allclose(scope.var("h").value, 1 / (1 + np.exp(-scope.var("h1").value)), rtol=1e-6)
    assert scope.find_var("loss") is None
    net.run(scope, Context(CPUPlace()), 3, 8)
    assert scope.var("loss").value.shape == (1,)


def test_run_slice_counts_calls(batch, monkeypatch):
    net, scope = PlainNet(mlp_desc()), Scope()
    feed(scope, *batch)
    net.run(scope)
    before = {n: scope.var(n).value for n in ("h0", "h1", "h", "o0", "loss")}
    net.run(scope, begin=1, end=3)  # rewrites h1 and h only
    changed = {n for n, v in before.items() if scope.var(n).value is not v}
    assert changed == {"h1", "h"}


def test_bad_slice():
    net = PlainNet(mlp_desc())
    with pytest.raises(PaddleError, match="outside the net's 8 ops"):
        net.run(Scope(), begin=3, end=20)
    with pytest.raises(IndexError):
        net.run(Scope(), begin=5, end=2)


def test_json_round_trip_gives_identical_results(batch):
    net = PlainNet(mlp_desc())
    net.add_backward_ops("loss")
    net.add_optimizer_ops("momentum", learning_rate=0.1, momentum=0.5)
    text = net.to_json()
    twin = Net.create(NetDesc.from_json(text))
    assert twin.to_json() == text
    a, b = Scope(), Scope()
    for s, n in ((a, net), (b, twin)):
        feed(s, *batch)
        for _ in range(3):
            n.run(s)
    for name in ("loss", "w1", "w1@VELOCITY", "b2@GRAD"):
        np.testing.assert_array_equal(a.var(name).value, b.var(name).value)


def test_infer_shape(batch):
    net, scope = PlainNet(mlp_desc()), Scope()
    feed(scope, *batch)
    infos = net.infer_shape(scope)
    assert infos["h"].shape == (8, 5) and infos["p"].shape == (8, 3) and infos["loss"].shape == (1,)
    assert scope.var("p").info.shape == (8, 3)


def test_readers_and_writers(batch):
    net, scope = PlainNet(mlp_desc()), Scope()
    net.add_backward_ops("loss")
    net.add_optimizer_ops("sgd", 0.1)
    feed(scope, *batch)
    net.run(scope)
    w1 = scope.var("w1")
    assert [o.type for o in w1.readers] == ["mul", "mul_grad", "sgd"]
    assert [o.type for o in w1.writers] == ["uniform_random", "sgd"]  # its init op, its update
    assert [o.type for o in scope.var("h").writers] == ["sigmoid"]


def test_new_batch_size_is_revalidated(batch):
    net, scope = PlainNet(mlp_desc()), Scope()
    feed(scope, *batch)
    net.run(scope)
    x, label = batch
    feed(scope, x[:3], label[:3])
    net.run(scope)
    assert scope.var("p").value.shape == (3, 3)
    feed(scope, x[:, :4], label)  # wrong width: refused before any kernel runs
    with pytest.raises(PaddleError, match="mul layer's input Y dimension 0 should equal X dimension 1"):
        net.run(scope)


def test_unfed_input():
    net = PlainNet(mlp_desc())
    scope = Scope()
    scope.new_var("x", "input")
    scope.new_var("label", "input")
    with pytest.raises(VariableNotSetError, match="op 'mul' reads variable 'x', which holds no value"):
        net.run(scope)


def test_kernel_failure_names_the_op(batch):
    net, scope = PlainNet(mlp_desc()), Scope()
    feed(scope, batch[0], np.full((8, 1), 7))
    with pytest.raises(PaddleError,
                       match=r"cross_entropy layer's input Label should hold class indexes in \[0, 3\), got 7"):
        net.run(scope)


def test_create_unknown_kind():
    with pytest.raises(NetDescError, match="net kind 'recursive' is unknown"):
        Net.create(NetDesc(kind="recursive"))


def test_new_kind_registers_itself():
    class EchoNet(Net, kind="echo_test"):
        def __init__(self, desc, registry=None):
            self.desc = desc
    assert isinstance(Net.create(NetDesc(kind="echo_test")), EchoNet)
    del Net.kinds["echo_test"]


def test_op_run_error_wraps_unexpected_failures(monkeypatch):
    from paddle.registry import default_registry
    meta = default_registry().function("tanh")

    def broken(x):
        raise RuntimeError("boom")
    monkeypatch.setitem(default_registry()._metas, "tanh", meta.replace(kernels={"cpu": broken}))
    net, scope = PlainNet(), Scope()
    net.add_op(op("tanh", {"X": "a"}, {"Out": "b"}))
    scope.new_var("a").set(np.ones((2, 2)))
    with pytest.raises(OpRunError, match="op #0 'tanh' failed: RuntimeError: boom"):
        net.run(scope)


def test_sequence_offsets_flow_through_the_net():
    net = PlainNet()
    net.add_op(op("tanh", {"X": "x"}, {"Out": "t"}))
    net.add_op(op("mul", {"X": "t", "Y": "w"}, {"Out": "m"}))
    net.add_op(op("mean", {"X": "m"}, {"Out": "avg"}))
    scope = Scope()
    scope.new_var("w").set(np.ones((2, 3)))
    scope.new_var("x").set(np.ones((5, 2)))
    net.run(scope)
    assert scope.var("t").tensor.lod is None
    scope.var("x").set(np.ones((5, 2)), lod=[[0, 2, 5]])
    net.run(scope)
    assert scope.var("t").tensor.lod == ((0, 2, 5),) and scope.var("m").tensor.lod == ((0, 2, 5),)
    assert scope.var("avg").tensor.lod is None  # a reduction is not a sequence
    scope.var("x").set(np.ones((4, 2)), lod=[[0, 1, 4]])
    net.run(scope)
    assert scope.var("m").tensor.lod == ((0, 1, 4),)
    scope.var("x").set(np.ones((4, 2)))
    net.run(scope)
    assert scope.var("t").tensor.lod is None or scope.var("t").tensor.lod == ((0, 1, 4),)


def test_scopes_are_not_kept_alive_by_cached_plans(batch):
    import gc
    import weakref
    net = PlainNet(mlp_desc())
    refs = []
    for _ in range(3):
        scope = Scope()
        feed(scope, *batch)
        net.run(scope)
        refs.append(weakref.ref(scope))
    del scope
    gc.collect()
    assert all(r() is None for r in refs) and len(net._plans) == 0


def test_default_scope():
    from paddle.core.scope import default_scope
    net = PlainNet()
    net.add_op(op("fill_constant", outputs={"Out": "c"}, shape=[2], value=3.0))
    net.run()
    np.testing.assert_array_equal(default_scope().var("c").value, [3.0, 3.0])


def test_plan_follows_changes_of_the_scope_chain():
    net = PlainNet()
    net.add_op(op("tanh", {"X": "w"}, {"Out": "t"}))
    root = Scope()
    root.new_var("w").set(np.zeros(2))
    kid = root.new_scope()
    net.run(kid)
    np.testing.assert_array_equal(kid.var("t").value, [0, 0])
    kid.new_var("w").set(np.full(2, 100.0))  # now shadows the parent's w
    net.run(kid)
    np.testing.assert_array_equal(kid.var("t").value, [1, 1])
    kid.delete_var("w")
    root.var("w").set(np.zeros(2))
    net.run(kid)
    np.testing.assert_array_equal(kid.var("t").value, [0, 0])
    net.run(root)  # another scope, then back: each keeps its own plan
    net.run(kid)
    assert len(net._plans) == 2


def test_a_net_of_ops_from_another_registry():
    from paddle.registry import Function, default_registry
    mine = default_registry().copy()
    (Function("double_it", "Out = 2 X").input("X").output("Out", like="X")
     .kernel("cpu", lambda x: 2 * x).grad(lambda x, dout: 2 * dout, reads=("X",)).register(mine))
    desc = NetDesc(ops=(op("double_it", {"X": "w"}, {"Out": "d"}), op("mean", {"X": "d"}, {"Out": "loss"})))
    with pytest.raises(NetDescError, match="no op or layer named 'double_it'"):
        NetDesc.from_json(desc.to_json())
    net = Net.create(NetDesc.from_json(desc.to_json(), registry=mine), registry=mine)
    net.add_backward_ops("loss", parameters=["w"])
    net.add_optimizer_ops("sgd", 0.25)
    scope = Scope()
    scope.new_var("w").set(np.ones(4))
    net.run(scope)
    np.testing.assert_allclose(scope.var("w@GRAD").value, np.full(4, 0.5))
    np.testing.assert_allclose(scope.var("w").value, np.full(4, 1 - 0.125))
    assert "double_it" not in default_registry()


def test_infer_shape_before_feeding():
    from paddle.registry import DataType, InputError, TensorInfo
    net, scope = PlainNet(mlp_desc()), Scope()
    scope.new_var("x", "input")
    scope.new_var("label", "input")
    infos = net.infer_shape(scope, {"x": TensorInfo((None, 6)), "label": TensorInfo((None, 1), DataType.INT64)})
    assert infos["p"].shape == (None, 3) and infos["loss"].shape == (1,)
    with pytest.raises(InputError, match="should have the dtype of X"):
        net.infer_shape(scope, {"x": TensorInfo((None, 6), DataType.FLOAT64),
                                "label": TensorInfo((None, 1), DataType.INT64)})  # float64 x, float32 w


def test_op_run_error_names_the_failing_op_among_ops_sharing_a_kernel(monkeypatch):
    from paddle.registry import default_registry
    meta = default_registry().function("tanh")

    def picky(x):
        if x.sum() < 0:
            raise ValueError("negative")
        return np.tanh(x)
    monkeypatch.setitem(default_registry()._metas, "tanh", meta.replace(kernels={"cpu": picky}))
    net, scope = PlainNet(), Scope()
    net.add_op(op("tanh", {"X": "a"}, {"Out": "b"}))
    net.add_op(op("tanh", {"X": "c"}, {"Out": "d"}))
    scope.new_var("a").set(np.ones(2))
    scope.new_var("c").set(-np.ones(2))
    with pytest.raises(OpRunError, match="op #1 'tanh' failed: ValueError: negative"):
        net.run(scope)
