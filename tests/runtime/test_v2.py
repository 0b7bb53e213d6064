"""The v2 API (seed 001) on the new core: programs run as written with `import paddle.v2 as
paddle`; errors name the layer, the argument and the user's line; parameters by name."""
from __future__ import annotations

import inspect

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.errors import ModelError
from paddle.registry import ConfigError, ConstraintError, InputError, MissingAttributeError


def _line() -> int:
    return inspect.currentframe().f_back.f_lineno


def _housing_net():
    x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(13))
    y_predict = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear())
    y = paddle.layer.data(name='y', type=paddle.data_type.dense_vector(1))
    cost = paddle.layer.mse(input=y_predict, label=y)
    return x, y_predict, y, cost


def test_seed_001_program_runs_as_written():
    with paddle.Tape():
        paddle.init(use_gpu=False, trainer_count=1)
        x, y_predict, y, cost = _housing_net()
        parameters = paddle.parameters.create(cost)
        optimizer = paddle.optimizer.Momentum(momentum=0)
        trainer = paddle.trainer.SGD(cost=cost, parameters=parameters, update_equation=optimizer)
        events = []
        trainer.train(paddle.batch(paddle.dataset.uci_housing.train(), 8), num_passes=3,
                      event_handler=events.append, feeding={'x': 0, 'y': 1})
    kinds = [type(e).__name__ for e in events]
    assert kinds[0] == "BeginPass" and kinds[1] == "BeginIteration" and kinds[-1] == "EndPass"
    assert kinds.count("EndIteration") == 3 * 51 and kinds.count("EndPass") == 3
    ends = [e for e in events if isinstance(e, paddle.event.EndPass)]
    assert ends[-1].cost < ends[0].cost / 2  # it learns
    assert parameters.names() == ["___fc_layer_0__.w0", "___fc_layer_0__.wbias"]  # v2's names


def test_fc_defaults_to_tanh_as_in_v2():
    with paddle.Tape() as tape:
        x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(3))
        h = paddle.layer.fc(input=x, size=2)
    assert [op.type for op in tape.model.root_net().ops][-1] == "tanh"
    assert h.layer == "fc"


def test_a_wrong_attribute_names_layer_argument_and_user_line():
    with paddle.Tape():
        x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(3))
        with pytest.raises(ConstraintError) as err:
            line = _line(); paddle.layer.fc(input=x, size=0)  # noqa: E702
    assert err.value.layer == "fc" and err.value.argument == "size"
    assert f"test_v2.py:{line}" in str(err.value)


def test_a_missing_input_is_a_typed_error_at_the_users_line():
    with paddle.Tape():
        with pytest.raises(MissingAttributeError, match="fc layer: argument 'input'"):
            paddle.layer.fc(size=3)
        with pytest.raises(InputError, match=r"fc layer: input should be a layer .* got ndarray"):
            paddle.layer.fc(input=np.ones((2, 3)), size=3)


def test_a_wrong_size_is_refused_at_the_layer_that_meets_it():
    with paddle.Tape():
        a = paddle.layer.data(name='a', type=paddle.data_type.dense_vector(3))
        b = paddle.layer.data(name='b', type=paddle.data_type.dense_vector(4))
        with pytest.raises(ConfigError) as err:
            line = _line(); paddle.layer.mse(input=a, label=b)  # noqa: E702
    assert err.value.layer == "square_error" and f"test_v2.py:{line}" in str(err.value)


def test_bad_types_and_activations_are_refused():
    with pytest.raises(ConfigError, match="dense_vector: the size should be a positive int, got 0"):
        paddle.data_type.dense_vector(0)
    with paddle.Tape():
        x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(3))
        with pytest.raises(ConfigError, match="fc layer: act should be a paddle.activation"):
            paddle.layer.fc(input=x, size=2, act=3)
        with pytest.raises(ConfigError, match="data layer 'z': type should be a paddle.data_type"):
            paddle.layer.data(name='z', type=13)


def test_inference_ends_at_the_prediction_without_the_cost():
    with paddle.Tape() as tape:
        x, y_predict, y, cost = _housing_net()
        params = paddle.parameters.create(cost)
        out = paddle.infer(output_layer=y_predict, parameters=params, input=[(np.ones(13, np.float32),)] * 4)
    assert out.shape == (4, 1)
    ran = tape.model._subnets.get(tape.model.root_net(), [y_predict.output]).ops
    assert "square_error" not in [op.type for op in ran]


def test_parameters_get_set_save_load(tmp_path):
    with paddle.Tape():
        x, y_predict, y, cost = _housing_net()
        params = paddle.parameters.create(cost)
        w = params.get("fc_0.w")
        assert w.shape == (13, 1)
        params.set("fc_0.w", np.full((13, 1), 0.5))
        assert np.all(params["fc_0.w"] == 0.5)
        with pytest.raises(ModelError, match=r"has shape \(13, 1\); the value given has \(2,\)"):
            params.set("fc_0.w", np.ones(2))
        with pytest.raises(ModelError, match="no parameter named 'nope'"):
            params.get("nope")
        params.save(tmp_path / "p.safetensors")
        loaded = paddle.parameters.Parameters.from_file(tmp_path / "p.safetensors")
        assert loaded.names() == ["___fc_layer_0__.w0", "___fc_layer_0__.wbias"] and np.all(loaded.get("fc_0.w") == 0.5)
        params.set("fc_0.w", np.zeros((13, 1)))
        params.load(tmp_path / "p.safetensors")
        assert np.all(params.get("fc_0.w") == 0.5)
        batch = [(np.ones(13, np.float32),)]
        np.testing.assert_array_equal(paddle.infer(output_layer=y_predict, parameters=loaded, input=batch),
                                      paddle.infer(output_layer=y_predict, parameters=params, input=batch))


def test_a_damaged_parameter_file_is_a_typed_error(tmp_path):
    bad = tmp_path / "bad.safetensors"
    bad.write_bytes(b"\x10\x00\x00\x00\x00\x00\x00\x00{not json")
    with pytest.raises(ModelError, match="cannot load parameters"):
        paddle.parameters.Parameters.from_file(bad)


def test_param_attr_sets_init_rate_and_static():
    with paddle.Tape() as tape:
        x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(200))
        y = paddle.layer.data(name='y', type=paddle.data_type.dense_vector(1))
        pred = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear(),
                               param_attr=paddle.attr.Param(name="shared_w", initial_std=0.0),
                               bias_attr=paddle.attr.Param(is_static=True, initial_mean=3.0, initial_std=0.0))
        cost = paddle.layer.mse(input=pred, label=y)
        params = paddle.parameters.create(cost)
        assert sorted(params.names()) == ["___fc_layer_0__.wbias", "shared_w"]
        assert np.all(params.get("shared_w") == 0.0) and np.all(params.get("fc_0.b") == 3.0)
        trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.SGD(learning_rate=0.01))
        rng = np.random.default_rng(0)
        data = [(rng.normal(size=200).astype(np.float32), np.ones(1, np.float32)) for _ in range(8)]
        trainer.train(lambda: iter([data]), num_passes=2)
    assert np.all(params.get("fc_0.b") == 3.0)  # static: never updated
    assert not np.all(params.get("shared_w") == 0.0)
    assert tape.model.graph.param_attrs["shared_w"].initial_std == 0.0


def test_the_update_sums_per_sample_gradients():
    """v2's update equation: w <- w - lr * sum_i grad Q_i(w); one sample repeated k times moves
    w k times as far as it alone."""
    def step(copies: int) -> float:
        with paddle.Tape():
            x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(1))
            y = paddle.layer.data(name='y', type=paddle.data_type.dense_vector(1))
            pred = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear(), bias_attr=False,
                                   param_attr=paddle.attr.Param(initial_std=0.0))
            cost = paddle.layer.mse(input=pred, label=y)
            params = paddle.parameters.create(cost)
            trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.SGD(learning_rate=0.01))
            sample = (np.ones(1, np.float32), np.ones(1, np.float32))
            trainer.train(lambda: iter([[sample] * copies]), num_passes=1)
            return float(params.get("fc_0.w")[0, 0])
    one, four = step(1), step(4)
    assert one == pytest.approx(0.02) and four == pytest.approx(4 * one)


def test_init_refuses_a_gpu_it_does_not_have():
    from paddle.core.device import gpu_usable
    if gpu_usable():
        pytest.skip("this machine has a GPU")
    with pytest.raises(ConfigError, match="no usable GPU"):
        paddle.init(use_gpu=True)


def test_init_use_gpu_trains_tapes_made_after_it_on_the_gpu():
    from paddle.core.device import gpu_usable
    if not gpu_usable():
        pytest.skip("no usable GPU")
    import cupy
    paddle.init(use_gpu=True)
    try:
        with paddle.Tape() as tape:
            x, y_predict, y, cost = _housing_net()
            params = paddle.parameters.create(cost)
            trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.SGD(learning_rate=0.01))
            sample = (np.ones(13, np.float32), np.ones(1, np.float32))
            trainer.train(lambda: iter([[sample] * 4]), num_passes=2)
        name = params.names()[0]
        assert isinstance(tape.model.root_scope().var(name).value, cupy.ndarray)
        assert np.all(np.isfinite(params.get(name)))
    finally:
        paddle.init(use_gpu=False)
    from paddle import CPUPlace
    with paddle.Tape() as tape:
        assert tape.model.place == CPUPlace()


def test_the_ploter_draws_a_png(tmp_path):
    pytest.importorskip("matplotlib")
    from paddle.v2.plot import Ploter
    ploter = Ploter("train cost", "test cost")
    for step in range(5):
        ploter.append("train cost", step, 1.0 / (step + 1))
    ploter.append("test cost", 4, 0.3)
    path = ploter.plot(tmp_path / "costs.png")
    assert open(path, "rb").read(8) == b"\x89PNG\r\n\x1a\n"
    with pytest.raises(KeyError, match="no curve 'nope'"):
        ploter.append("nope", 0, 0)


def test_a_topology_draws_as_dot_with_evaluators_dashed():
    with paddle.Tape() as tape:
        x, y_predict, y, cost = _housing_net()
        total = paddle.evaluator.sum(input=y_predict, name="total")
    dot = paddle.Topology(tape, [cost]).dot()
    assert dot.startswith("digraph topology {") and dot.rstrip().endswith("}")
    assert f'n{x.index} -> n{y_predict.index};' in dot and f'n{y.index} -> n{cost.index};' in dot
    assert f'n{total.index} [label="total\\n(sum)", style=dashed];' in dot


def test_an_evaluator_nothing_reads_is_computed_and_reported():
    with paddle.Tape():
        x, y_predict, y, cost = _housing_net()
        paddle.evaluator.sum(input=y_predict, name="total")
        trainer = paddle.trainer.SGD(cost, paddle.parameters.create(cost), paddle.optimizer.SGD(learning_rate=1e-6))
        result = trainer.test(paddle.batch(paddle.dataset.uci_housing.test(), 51))
    assert set(result.metrics) == {"total"} and np.isfinite(result.metrics["total"])


def test_tapes_isolate_topologies():
    with paddle.Tape() as one:
        _housing_net()
    with paddle.Tape() as two:
        x, y_predict, y, cost = _housing_net()  # the same names: no clash, another model
    assert one.model is not two.model and len(one) == len(two) == 4
    with pytest.raises(ModelError, match="made on another tape"):
        one.topology(cost)


def test_a_skipped_branch_is_not_run_by_the_trainer():
    """Seed 000: c feeds two branches, d -> e (skipped) and the cost; only the cost's ops run."""
    with paddle.Tape() as tape:
        x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(3))
        y = paddle.layer.data(name='y', type=paddle.data_type.dense_vector(1))
        c = paddle.layer.fc(input=x, size=4)
        d = paddle.layer.exp(input=c)
        e = paddle.evaluator.sum(input=d, name="e")  # kept, unless skipped
        cost = paddle.layer.mse(input=paddle.layer.fc(input=c, size=1), label=y)
        trainer = paddle.trainer.SGD(cost, paddle.parameters.create(cost), paddle.optimizer.SGD(), skip=[d, e])
        model = tape.model
        ran = [op.type for op in trainer.net.ops]  # the trainer's own net: forward, backward, updates
        sample = (np.ones(3, np.float32), np.ones(1, np.float32))
        trainer.train(lambda: iter([[sample] * 2]), num_passes=1)
        with pytest.raises(ModelError, match="is skipped, but the topology needs it"):
            paddle.trainer.SGD(cost, paddle.parameters.create(cost), paddle.optimizer.SGD(), skip=[c])
    assert "exp" not in ran and "reduce_sum" in ran and ran.count("square_error") == 1
    assert trainer.metrics == []  # the skipped evaluator is not reported
    assert model.root_scope().find_var(cost.name).label == "objective"
