"""Model / Expression (seed 003) and the contract the generated layers call."""
import numpy as np
import pytest

from paddle import CPUPlace, GPUPlace, Model, default_model
from paddle.errors import ModelError
from paddle.model import append_layer, append_op, backward, data, optimize, parameter, set_default, sgd
from paddle.registry import PaddleError, TensorInfo


@pytest.fixture
def m():
    with Model() as model:
        yield model


def regression(model):
    x, y = data("x", [None, 4], model=model), data("y", [None, 1], model=model)
    h = append_layer("fc", {"input": x}, {"size": 8, "act": "tanh"}, model=model)
    pred = append_layer("fc", {"input": h}, {"size": 1}, name="pred", model=model)
    loss = append_op("mean", {"X": append_op("square_error", {"X": pred, "Y": y}, {}, model=model)}, {},
                     name="loss", model=model)
    return x, y, pred, loss


def batch():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    return x, x.sum(axis=1, keepdims=True)


def test_expressions_carry_infos(m):
    x, y, pred, loss = regression(m)
    assert x.info == TensorInfo((None, 4)) and pred.info.shape == (None, 1) and loss.info.shape == (1,)
    assert pred.name == "pred" and loss.name == "loss" and pred.model is m
    assert m.param_names == ["fc_0.w", "fc_0.b", "pred.w", "pred.b"]
    assert m.root_scope().var("x").label == "input" and m.root_scope().var("pred.w").label == "parameter"
    assert len(m.init_net) == 4 and m.cur_net() is m.root_net()


def test_training_through_the_model(m):
    x, y, pred, loss = regression(m)
    grads = backward(loss)
    assert grads == m.param_grad_map and set(grads) == set(m.param_names)
    step = sgd(0.05)
    X, Y = batch()
    first = m.run(loss, feed={x: X, "y": Y})
    for _ in range(60):
        m.run(step, feed={"x": X, "y": Y})
    assert loss.value()[0] < 0.2 * first[0]
    assert pred.value().shape == (32, 1)


def test_run_runs_only_the_needed_subnet(m):
    x, y, pred, loss = regression(m)
    backward(loss)
    optimize("adam", 0.01)
    X, _ = batch()
    m.feed({"x": X})
    w = m.root_scope().var("pred.w")
    p = m.run(pred)  # y is not fed: the loss ops must not run, nor the updates
    assert p.shape == (32, 1)
    before = w.value.copy()
    m.run([pred])
    np.testing.assert_array_equal(w.value, before)
    sub = m._subnets.get(m.root_net(), [pred])
    assert [op.type for op in sub] == ["mul", "rowwise_add", "tanh", "mul", "rowwise_add"]
    assert m._subnets.get(m.root_net(), [pred]) is sub  # extraction cached


def test_value_recomputes_only_when_stale(m):
    x, y, pred, loss = regression(m)
    X, Y = batch()
    m.feed({"x": X, "y": Y})
    v1 = pred.value()
    m.root_scope().var("pred.b").set(np.ones(1, np.float32))  # not a feed: value is cached
    np.testing.assert_array_equal(pred.value(), v1)
    m.feed({"x": X})  # a feed makes it stale
    np.testing.assert_allclose(pred.value(), v1 + 1, rtol=1e-6)
    np.testing.assert_array_equal(x.value(), X)


def test_parameter_created_once(m):
    a = parameter("w", [3, 2], model=m)
    b = parameter("w", [3, 2], model=m)
    assert a.name == b.name and len(m.init_net) == 1
    with pytest.raises(ModelError, match="exists with shape"):
        parameter("w", [2, 2], model=m)
    v = a.value()
    assert v.shape == (3, 2) and v.dtype == np.float32
    np.testing.assert_array_equal(a.value(), v)  # initialised once


def test_place_is_fixed_once_run(m):
    m.set_place(GPUPlace(0))
    m.set_place(CPUPlace())
    parameter("w", [2], model=m).value()
    with pytest.raises(ModelError, match="cannot change"):
        m.set_place(GPUPlace(0))


def test_default_model_switching():
    outer = default_model()
    with Model() as inner:
        assert default_model() is inner
        e = data("z", [None, 2])
        assert e.model is inner
    assert default_model() is outer
    previous = set_default(inner)
    assert default_model() is inner
    set_default(previous)


def test_model_errors(m):
    x, y, pred, loss = regression(m)
    with pytest.raises(ModelError, match="cannot feed 'pred': it is not a data layer"):
        m.feed({"pred": np.zeros((1, 1))})
    with pytest.raises(ModelError, match="'x' has no value yet"):
        x.value()
    with pytest.raises(ModelError, match="already has a variable"):
        data("x", [None, 4], model=m)
    with Model():
        z = data("z", [None, 4])
    with pytest.raises(ModelError, match="not an expression of this model"):
        append_op("tanh", {"X": z}, {}, model=m)
    with pytest.raises(ModelError, match="belongs to another model"):
        m.run(z)


def test_append_op_multi_output_returns_a_tuple(m):
    p, g = parameter("p", [2, 2], model=m), parameter("g", [2, 2], model=m)
    v = parameter("v", [2, 2], model=m)
    outs = append_op("momentum", {"Param": p, "Grad": g, "Velocity": v},
                     {"learning_rate": 0.1, "momentum": 0.5, "use_nesterov": False}, name="upd", model=m)
    assert isinstance(outs, tuple) and [o.name for o in outs] == ["upd.ParamOut", "upd.VelocityOut"]


def test_append_op_fills_defaults_without_revalidating(m):
    x = data("x", [None, 3], model=m)
    out = append_op("cos_sim", {"X": x, "Y": x}, {}, model=m)
    assert m.root_net()[out.op_pos].attrs == {"scale": 1.0}
    m.feed({"x": np.ones((2, 3), np.float32)})
    np.testing.assert_allclose(out.value(), np.ones((2, 1)), rtol=1e-6)


def test_variables_know_their_readers_and_writers(m):
    x, y, pred, loss = regression(m)
    scope = m.root_scope()
    assert [op.type for op in scope.var("x").readers] == ["mul"]
    assert [op.type for op in scope.var("pred").writers] == ["rowwise_add"]
    assert [op.type for op in scope.var("pred").readers] == ["square_error"]
    backward(loss)
    sgd(0.1)
    m.run(feed={"x": batch()[0], "y": batch()[1]})
    assert [op.type for op in scope.var("pred.w").writers] == ["uniform_random", "sgd"]  # init net, update
    assert [op.type for op in scope.var("x").readers] == ["mul", "mul_grad"]


@pytest.mark.parametrize("bad", [3.0, np.ones((2, 2)), [None]])
def test_inputs_that_are_not_expressions(m, bad):
    with pytest.raises(ModelError, match="is not an expression of this model"):
        append_op("tanh", {"X": bad}, {}, model=m)


def test_generated_names_skip_chosen_ones(m):
    x = data("x", [None, 2], model=m)
    mine = append_op("tanh", {"X": x}, {}, name="tanh_0", model=m)
    auto = append_op("tanh", {"X": x}, {}, model=m)
    assert mine.name == "tanh_0" and auto.name == "tanh_1"
    layer = append_layer("fc", {"input": x}, {"size": 2}, name="fc_0", model=m)
    other = append_layer("fc", {"input": x}, {"size": 2}, model=m)
    assert layer.name == "fc_0" and other.name == "fc_1"
    with pytest.raises(ModelError, match="exists already"):
        append_op("tanh", {"X": x}, {}, name="tanh_1", model=m)


def test_nested_with_blocks_restore_each_default():
    outer = default_model()
    a, b = Model(), Model()
    with a:
        with b:
            assert default_model() is b
            with a:
                assert default_model() is a
            assert default_model() is b
        assert default_model() is a
    assert default_model() is outer


def test_a_feed_that_does_not_fit_its_data_layer_is_refused_naming_it(m):
    x, y, pred, loss = regression(m)
    with pytest.raises(ModelError, match=r"cannot feed 'x': the data layer takes shape \(\?, 4\), got \(3, 5\)"):
        m.run(pred, feed={"x": np.ones((3, 5), np.float32)})
    with pytest.raises(ModelError, match=r"cannot feed 'x': the data layer takes shape \(\?, 4\), got \(4,\)"):
        m.run(pred, feed={"x": np.ones(4, np.float32)})
    with pytest.raises(ModelError, match=r"takes float32, got int64 \(convert it with .astype\('float32'\)\)"):
        m.run(pred, feed={"x": np.ones((3, 4), np.int64)})
    assert m.run(pred, feed={"x": np.ones((7, 4), np.float32)}).shape == (7, 1)  # any batch size


@pytest.mark.parametrize("optimizer", ["sgd", "momentum", "adam"])
def test_running_the_updates_trains_with_any_optimizer(m, optimizer):
    x, y, pred, loss = regression(m)
    backward(loss)
    updates = optimize(optimizer, learning_rate=0.02)
    X, Y = batch()
    first = m.run([loss, *updates], feed={"x": X, "y": Y})[0]
    for _ in range(40):
        m.run(updates)
    assert m.run(loss)[0] < 0.5 * first[0]


def test_nested_nets_for_recurrent_steps(m):
    from paddle import PlainNet
    x = data("x", [None, 2], model=m)
    step = PlainNet()
    m.push(step)
    assert m.cur_net() is step and m.cur_scope().parent is m.root_scope()
    h = append_op("tanh", {"X": x}, {}, model=m)  # added to the step net, its output in the step scope
    assert len(step) == 1 and len(m.root_net()) == 0
    assert m.cur_scope().find_var(h.name) is not None and m.root_scope().find_var(h.name) is None
    assert m.pop() is step and m.cur_net() is m.root_net()
    with pytest.raises(ModelError, match="no nested net"):
        m.pop()


def test_model_methods_refuse_bad_arguments(m):
    from paddle.registry import ConfigError, ShapeError
    x = data("x", [None, np.int64(2)], model=m)
    assert x.info.shape == (None, 2)
    with pytest.raises(ModelError, match="expected an Expression, got str 'loss'"):
        backward("loss", model=m)
    with pytest.raises(PaddleError, match="no forward op of the net computes it"):
        backward(x, model=m)
    assert m.root_scope().var("x").label == "input"  # a refused call changes nothing
    with pytest.raises(ConfigError, match="data layer 'y': shape should be a list of positive sizes"):
        data("y", [None, "a"], model=m)
    with pytest.raises(ConfigError, match="data layer 'z': dtype should be one of"):
        data("z", [None, 2], dtype="complex64", model=m)
    with pytest.raises(ShapeError, match="min should be smaller than max"):
        parameter("r", [2], initializer=("uniform_random", {"min": 1.0, "max": 0.0}), model=m)
    assert "r" not in m.param_names and len(m.init_net) == 0  # the init net is not poisoned
    parameter("ok", [2], model=m).value()


def test_a_models_net_description_is_self_contained(m):
    from paddle import Net, NetDesc, Scope
    x, y, pred, loss = regression(m)
    backward(loss)
    optimize("momentum", 0.05)
    X, Y = batch()
    m.run(feed={"x": X, "y": Y})
    twin = Net.create(NetDesc.from_json(m.root_net().to_json()))
    scope = Scope()
    scope.new_var("x").set(X)
    scope.new_var("y").set(Y)
    twin.run(scope)  # parameters initialised from the description: same seeds, same first step
    np.testing.assert_array_equal(scope.var("loss").value, loss.value())
    np.testing.assert_array_equal(scope.var("pred.w").value, m.root_scope().var("pred.w").value)


def test_a_model_argument_that_is_not_a_model_is_refused(m):
    x, y, pred, loss = regression(m)
    with pytest.raises(ModelError, match="model should be a paddle.Model or None, got str 'm'"):
        append_op("mean", {"X": pred}, {}, model="m")  # type: ignore[arg-type]


def test_a_model_and_a_builder_run_the_ops_of_their_own_registry():
    from paddle import NetBuilder
    from paddle.registry import Function, default_registry
    mine = default_registry().copy()
    (Function("double", "2 * X").input("X").output("Out", like="X").no_grad("test op")
     .kernel("cpu", lambda x: 2 * x).register(mine))
    model = Model(registry=mine)
    x = data("x", [None, 2], model=model)
    doubled = append_op("double", {"X": x}, {}, model=model)
    np.testing.assert_allclose(model.run(doubled, feed={"x": np.ones((3, 2), np.float32)}), 2.0)
    with pytest.raises(PaddleError, match="no op or layer named 'double'"):
        append_op("double", {"X": data("x", [None, 2], model=Model())}, {})
    b = NetBuilder(registry=mine)
    out = b.add_op("double", b.data("y", [None, 2]))
    b.scope.var("y").set(np.ones((1, 2), np.float32))
    b.run(need_backward=False)
    np.testing.assert_allclose(out.value, 2.0)


def test_a_sequence_data_layer_takes_offsets_that_flow_to_row_wise_outputs():
    from paddle import Tensor
    from paddle.generated import layers
    from paddle.registry import ConfigError, SequenceType
    model = Model()
    words = data("words", [None, 3], seq_type="sequence", model=model)
    hidden = layers.fc(words, size=2, act="tanh", model=model)
    assert words.info.seq_type == hidden.info.seq_type == SequenceType.SEQUENCE
    steps = np.arange(15, dtype=np.float32).reshape(5, 3)
    out = model.run(hidden, feed={"words": Tensor(steps, lod=[[0, 2, 5]])})
    assert out.shape == (5, 2)
    assert model.root_scope().find_var(hidden.name).tensor.lod == ((0, 2, 5),)
    with pytest.raises(ModelError, match="takes sequence data, got 0 level"):
        model.run(hidden, feed={"words": steps})
    plain = data("plain", [None, 3], model=model)
    with pytest.raises(ModelError, match="takes no sequences, got 1 level"):
        model.feed({plain: Tensor(steps, lod=[[0, 5]])})
    with pytest.raises(ConfigError, match="seq_type should be one of"):
        data("bad", [None, 3], seq_type="seq", model=model)


def test_run_with_train_returns_only_what_was_fetched_and_trains(m):
    x, y, pred, loss = regression(m)
    backward(loss)
    updates = optimize("sgd", learning_rate=0.05)
    X, Y = batch()
    w = m.root_scope().var("pred.w")
    first = m.run(loss, feed={"x": X, "y": Y}, train=updates)
    assert isinstance(first, np.ndarray) and first.shape == (1,)  # the loss only, no parameters
    changed = w.value.copy()
    assert m.run(train=updates) is None
    assert not np.array_equal(w.value, changed)  # the updates ran
    for _ in range(40):
        last = m.run([loss], train=updates)
    assert isinstance(last, list) and len(last) == 1 and last[0][0] < 0.5 * first[0]
    last[0][0] = 123.0  # what run returns is the caller's own copy
    assert m.root_scope().var("loss").value[0] != 123.0
    with pytest.raises(ModelError, match="expected an Expression, got str"):
        m.run(loss, train=["pred.w"])


def test_gradients_are_fetched_as_expressions_without_training_or_keeping_other_values(m):
    x, y, pred, loss = regression(m)
    backward(loss)
    updates = optimize("sgd", learning_rate=0.05)
    X, Y = batch()
    m.feed({"x": X, "y": Y})
    m.init_params()
    w = m.root_scope().var("pred.w")
    before = w.value.copy()
    dw, db = m.gradient("pred.w"), m.gradient(parameter("pred.b", [1]))  # by name, or the parameter's Expression
    assert dw.name == "pred.w@GRAD" and dw.info == m.infos["pred.w"]
    value, gw, gb = m.run([loss, dw, db])
    np.testing.assert_array_equal(w.value, before)  # nothing trained
    # the oracle: mean((h @ W + b - y)^2)'s gradient in numpy, from the hidden layer's own value
    h = np.tanh(X @ m.root_scope().var("fc_0.w").value + m.root_scope().var("fc_0.b").value)
    residual = h @ before + m.root_scope().var("pred.b").value - Y
    np.testing.assert_allclose(value, [np.mean(residual ** 2)], rtol=1e-5)
    np.testing.assert_allclose(gw, 2 * h.T @ residual / len(X), rtol=1e-4, atol=1e-6)
    np.testing.assert_allclose(gb, 2 * residual.sum(axis=0) / len(X), rtol=1e-4, atol=1e-6)
    assert m.root_scope().var("pred").value is None  # a fetch of gradients keeps only what it fetched
    np.testing.assert_array_equal(dw.value(), gw)  # fresh: read back, not recomputed
    m.run(train=updates)
    assert not np.allclose(dw.value(), gw)  # the update made it stale: recomputed at the new weights


def test_gradient_errors_name_the_parameter(m):
    x, y, pred, loss = regression(m)
    with pytest.raises(ModelError, match=r"parameter 'pred.w' has no gradient: call backward\(loss\)"):
        m.gradient("pred.w")
    backward(loss, no_grad_set={"pred.b"})
    with pytest.raises(ModelError, match=r"'pred.b' has no gradient: .* without it in no_grad_set \(parameters with "
                                         r"a gradient: fc_0.b, fc_0.w, pred.w\)"):
        m.gradient("pred.b")
    with pytest.raises(ModelError, match=r"gradient\(\): 'pred' is not a parameter of this model \(parameters: fc_0.w"):
        m.gradient(pred)
    with pytest.raises(ModelError, match="is not a parameter"):
        m.gradient(3)
    with Model() as other:
        w = parameter("w", [2, 2], model=other)
    with pytest.raises(ModelError, match="belongs to another model"):
        m.gradient(w)


def test_a_value_computed_before_a_training_step_is_recomputed_after_it(m):
    x, y, pred, loss = regression(m)
    doubled = append_op("scale", {"X": pred}, {"scale": 2.0})  # off the loss's path: the step never writes it
    backward(loss)
    updates = optimize("sgd", learning_rate=0.5)
    X, Y = batch()
    before, doubled_before = m.run([pred, doubled], feed={"x": X, "y": Y})
    m.run(train=updates)  # new weights; its memory plan dropped `pred`'s value
    after = pred.value()  # was: the stale value kept, or "has no value yet" once the plan dropped it
    assert not np.allclose(after, before)
    np.testing.assert_array_equal(after, m.run(pred))
    np.testing.assert_allclose(doubled.value(), 2 * after)  # stale too, though the step did not write it
    assert not np.allclose(doubled_before, 2 * after)
    first_loss = loss.value()
    np.testing.assert_array_equal(loss.value(), first_loss)  # nothing trained since: read back as it is


def test_a_value_a_gradient_fetch_dropped_is_recomputed(m):
    x, y, pred, loss = regression(m)
    backward(loss)
    X, Y = batch()
    before = m.run(pred, feed={"x": X, "y": Y})
    m.run([loss, m.gradient("pred.w")])  # its memory plan drops `pred`, an intermediate value
    np.testing.assert_array_equal(pred.value(), before)  # computed again (nothing trained), not refused


def test_the_gradient_of_a_shared_parameter_sums_both_uses(m):
    x, w = data("x", [None, 3]), parameter("shared", [3, 3])
    loss = append_op("mean", {"X": append_op("mul", {"X": append_op("mul", {"X": x, "Y": w}, {}), "Y": w}, {})}, {})
    backward(loss)
    X = np.random.default_rng(1).normal(size=(4, 3)).astype(np.float32)
    _, dw = m.run([loss, m.gradient(w)], feed={"x": X})  # the last writer of w@GRAD: the sum of both uses
    W, seed = m.root_scope().var("shared").value.astype(np.float64), np.full((4, 3), 1 / 12)
    np.testing.assert_allclose(dw, X.T @ seed @ W.T + (X @ W).T @ seed, rtol=1e-4, atol=1e-6)
