"""v2's Topology (layers=, extra_layers=), its data_type/get_layer/proto, parse_network, and
serialize_for_inference: a one-file model that paddle.io and paddle.inference run without the
program that built it."""
from __future__ import annotations

import io
import subprocess
import sys

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.errors import ModelError
from paddle.io import ModelFormatError, load_inference_model
from paddle.v2.config import NetworkConfig
from paddle.v2.feeding import FeedingError


def _net():
    img = paddle.layer.data(name='pixel', type=paddle.data_type.dense_vector(16))
    label = paddle.layer.data(name='label', type=paddle.data_type.integer_value(4))
    hidden = paddle.layer.fc(input=img, size=8, act=paddle.activation.Relu())
    pred = paddle.layer.fc(input=hidden, size=4, act=paddle.activation.Softmax())
    cost = paddle.layer.classification_cost(input=pred, label=label)
    return img, label, pred, cost


SAMPLES = [(np.linspace(-1, 1, 16, dtype=np.float32) * k,) for k in range(3)]


def test_topology_in_v2s_form_and_its_introspection():
    with paddle.Tape():
        img, label, pred, cost = _net()
        topo = paddle.topology.Topology(layers=pred)
        assert topo.data_type() == [("pixel", paddle.data_type.dense_vector(16))]
        full = paddle.topology.Topology(layers=cost, extra_layers=[pred])
        assert [n for n, _ in full.data_type()] == ["pixel", "label"]
        assert full.get_layer("fc_1") is pred
        with pytest.raises(ModelError, match="no layer named 'nope'"):
            full.get_layer("nope")
        with pytest.raises(ModelError, match="layers should be layers"):
            paddle.topology.Topology(layers=3)
        config = full.proto()
        assert config.input_layer_names == ("pixel", "label")
        assert [p.name for p in config.parameters] == ["___fc_layer_0__.w0", "___fc_layer_0__.wbias",
                                                       "___fc_layer_1__.w0", "___fc_layer_1__.wbias"]
        assert config.parameters[0].dims == (16, 8) and config.parameters[0].size == 128


def test_parse_network_is_printable_and_saveable():
    with paddle.Tape():
        _, _, pred, cost = _net()
        config = paddle.layer.parse_network(cost)
    text = str(config)
    assert 'name: "__fc_layer_1__"' in text and 'input_layer_names: "pixel"' in text and "dims: 16" in text
    again = NetworkConfig.from_json(config.SerializeToString())
    assert again == config
    with pytest.raises(ModelError, match="not a network config"):
        NetworkConfig.from_json(b"[1]")


def test_serialize_for_inference_runs_in_a_fresh_process(tmp_path):
    with paddle.Tape():
        _, _, pred, cost = _net()
        params = paddle.parameters.create(cost)
        want = paddle.infer(output_layer=pred, parameters=params, input=SAMPLES)
        with open(tmp_path / "topology.bin", "wb") as f:
            paddle.topology.Topology(layers=pred).serialize_for_inference(f)
    np.save(tmp_path / "want.npy", want)
    program = f"""
import numpy as np
import paddle.v2 as paddle
from paddle.io import load_inference_model
samples = [(np.linspace(-1, 1, 16, dtype=np.float32) * k,) for k in range(3)]
with open({str(tmp_path / 'topology.bin')!r}, 'rb') as f:
    got = paddle.infer(output_layer=load_inference_model(f), parameters=None, input=samples)
assert np.array_equal(got, np.load({str(tmp_path / 'want.npy')!r})), got
print("same")
"""
    run = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert "same" in run.stdout


def test_inference_from_the_file_takes_the_parameters_given(tmp_path):
    with paddle.Tape():
        _, _, pred, cost = _net()
        params = paddle.parameters.create(cost)
        buf = io.BytesIO()
        paddle.topology.Topology(layers=pred).serialize_for_inference(buf)
        params.set("fc_1.b", np.array([0.0, 0.0, 50.0, 0.0], np.float32))  # trained after saving
        want = paddle.infer(output_layer=pred, parameters=params, input=SAMPLES)
        buf.seek(0)
        got = paddle.inference.Inference(parameters=params, fileobj=buf).infer(SAMPLES)
    np.testing.assert_array_equal(got, want)
    assert np.argmax(got, axis=1).tolist() == [2, 2, 2]


def test_a_one_file_model_with_other_members_is_refused():
    import tarfile
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        info = tarfile.TarInfo("evil.py")
        info.size = 1
        tar.addfile(info, io.BytesIO(b"x"))
    buf.seek(0)
    with pytest.raises(ModelFormatError, match="holds exactly"):
        load_inference_model(buf)


def test_feeding_an_unknown_layer_is_a_typed_error_in_train_test_and_infer():
    with paddle.Tape():
        _, _, pred, cost = _net()
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=params, update_equation=paddle.optimizer.SGD())
        data = [(np.zeros(16, np.float32), 1)] * 4
        reader = paddle.batch(lambda: iter(data), 2)
        bad = {"pixel": 0, "label": 1, "lable": 2}
        with pytest.raises(FeedingError, match=r"names \['lable'\], which is not a data layer"):
            trainer.train(reader, feeding=bad)
        with pytest.raises(FeedingError, match="not a data layer"):
            trainer.test(reader, feeding=bad)
        with pytest.raises(FeedingError, match="not a data layer"):
            paddle.infer(output_layer=pred, parameters=params, input=SAMPLES, feeding={"pixel": 0, "img": 1})
        with pytest.raises(FeedingError, match="reads field 1 of each sample, but a sample has 1"):
            trainer.test(paddle.batch(lambda: iter([(np.zeros(16, np.float32),)] * 2), 2))
        # infer takes samples holding more fields than it reads (v2's infer.py feeds test samples)
        assert paddle.infer(output_layer=pred, parameters=params, input=data[:2]).shape == (2, 4)


def test_a_reader_failing_mid_pass_propagates_and_training_goes_on_from_the_last_step():
    with paddle.Tape():
        _, _, pred, cost = _net()
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=params,
                                     update_equation=paddle.optimizer.Momentum(learning_rate=0.1, momentum=0.9))
        data = [(np.full(16, k / 10, np.float32), k % 4) for k in range(8)]

        def failing():
            yield from data[:4]
            raise OSError("disk gone")
        with pytest.raises(OSError, match="disk gone"):
            trainer.train(paddle.batch(failing, 2), num_passes=1)
        after_two = params.to_dict()
        trainer.train(paddle.batch(lambda: iter(data), 2), num_passes=1)
    with paddle.Tape():  # the same two steps, then the pass, without the failure
        _, _, pred, cost = _net()
        ref = paddle.parameters.create(cost)
        again = paddle.trainer.SGD(cost=cost, parameters=ref,
                                   update_equation=paddle.optimizer.Momentum(learning_rate=0.1, momentum=0.9))
        again.train(paddle.batch(lambda: iter(data[:4]), 2), num_passes=1)
        for n, v in ref.to_dict().items():
            np.testing.assert_array_equal(after_two[n], v)
        again.train(paddle.batch(lambda: iter(data), 2), num_passes=1)
        for n in ref.names():
            np.testing.assert_array_equal(params.get(n), ref.get(n))


def test_the_trainers_topology_proto_says_each_parameters_decay():
    """As Paddle's test_paramconf_order: a parameter's own l2_rate, else the optimizer's."""
    with paddle.Tape():
        img = paddle.layer.data(name='pixel', type=paddle.data_type.dense_vector(16))
        label = paddle.layer.data(name='label', type=paddle.data_type.integer_value(4))
        hidden = paddle.layer.fc(name="fc1", input=img, size=8, bias_attr=paddle.attr.Param(learning_rate=2),
                                 param_attr=paddle.attr.Param(learning_rate=1, l2_rate=6e-4))
        pred = paddle.layer.fc(input=hidden, size=4, act=paddle.activation.Softmax())
        cost = paddle.layer.classification_cost(input=pred, label=label)
        adagrad = paddle.optimizer.AdaGrad(learning_rate=3e-3,
                                           regularization=paddle.optimizer.L2Regularization(rate=8e-4))
        trainer = paddle.trainer.SGD(cost, paddle.parameters.create(cost), adagrad)
        proto = trainer.get_topology_proto()
    decays = {p.name: p.decay_rate for p in proto.parameters}
    assert decays == {"_fc1.w0": 6e-4, "_fc1.wbias": 8e-4, "___fc_layer_0__.w0": 8e-4,
                      "___fc_layer_0__.wbias": 8e-4}  # v2's names (test_paramconf_order)
    assert {p.name: p.learning_rate for p in proto.parameters}["_fc1.wbias"] == 2
    assert 'name: "label"\n  type: "data"\n  size: 4' in str(proto)


def test_infer_field_id_gives_the_largest_scores_index():
    with paddle.Tape():
        _, _, pred, cost = _net()
        params = paddle.parameters.create(cost)
        params.set("fc_1.b", np.array([0.0, 0.0, 0.0, 50.0], np.float32))
        ids = paddle.infer(output_layer=pred, parameters=params, input=SAMPLES, field="id")
        values, again = paddle.infer(output_layer=pred, parameters=params, input=SAMPLES, field=["value", "id"])
        probs = paddle.infer(output_layer=pred, parameters=params, input=SAMPLES, field="prob")
    assert ids.tolist() == [3, 3, 3] and again.tolist() == [3, 3, 3] and values.shape == (3, 4)
    np.testing.assert_array_equal(probs, values)
    with pytest.raises(ModelError, match="field should be 'value', 'id' or 'prob'"):
        paddle.infer(output_layer=pred, parameters=params, input=SAMPLES, field="score")
