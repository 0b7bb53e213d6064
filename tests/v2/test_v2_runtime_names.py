"""Parameters and layers carry v2's names wherever a v2 user sees them: parameters.keys(), get /
set, the tar's members, the trainer's topology proto and errors (`___fc_layer_0__.w0`,
`_fc1.wbias`, a paddle.attr.Param(name=) kept). Names as in Paddle's late-2017 configs
(trainer_config_helpers' protostr files) and its test_paramconf_order."""
from __future__ import annotations

import io
import math
import tarfile

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.errors import ModelError


def _word_net(dict_size: int = 12):
    """test_paramconf_order's network: four shared-table word embeddings, fc1 with its own L2
    rate and dropout, a softmax over the next word."""
    words = [paddle.layer.data(name=n, type=paddle.data_type.integer_value(dict_size))
             for n in ("firstw", "secondw", "thirdw", "fourthw")]
    nextword = paddle.layer.data(name="fifthw", type=paddle.data_type.integer_value(dict_size))
    table = paddle.attr.Param(name="_proj", initial_std=0.001, learning_rate=1, l2_rate=0)
    embs = [paddle.layer.table_projection(input=w, size=5, param_attr=table) for w in words]
    hidden1 = paddle.layer.fc(name="fc1", input=paddle.layer.concat(input=embs), size=8,
                              act=paddle.activation.Sigmoid(), layer_attr=paddle.attr.Extra(drop_rate=0.5),
                              bias_attr=paddle.attr.Param(learning_rate=2),
                              param_attr=paddle.attr.Param(initial_std=1. / math.sqrt(5 * 8), learning_rate=1,
                                                           l2_rate=6e-4))
    predict = paddle.layer.fc(input=hidden1, size=dict_size, bias_attr=paddle.attr.Param(learning_rate=2),
                              act=paddle.activation.Softmax())
    return paddle.layer.classification_cost(input=predict, label=nextword)


def test_paramconf_order_shape_the_protos_decay_rates_under_v2s_names():
    with paddle.Tape():
        paddle.init()
        cost = _word_net()
        parameters = paddle.parameters.create(cost)
        adagrad = paddle.optimizer.AdaGrad(learning_rate=3e-3,
                                           regularization=paddle.optimizer.L2Regularization(rate=8e-4))
        trainer = paddle.trainer.SGD(cost, parameters, adagrad)
        proto = trainer.get_topology_proto()
    decays = {p.name: p.decay_rate for p in proto.parameters}
    assert decays["_fc1.w0"] == 6e-4  # what the Paddle test checks, by this name
    assert all(rate == 8e-4 for name, rate in decays.items() if name != "_fc1.w0")
    assert set(decays) == {"_proj", "_fc1.w0", "_fc1.wbias", "___fc_layer_0__.w0", "___fc_layer_0__.wbias",
                           "_fc1.dropout_step"}
    assert set(parameters.keys()) == set(decays)
    assert {p.name: p.learning_rate for p in proto.parameters}["___fc_layer_0__.wbias"] == 2


def test_keys_get_set_and_errors_speak_v2s_names():
    with paddle.Tape():
        img = paddle.layer.data(name="img", type=paddle.data_type.dense_vector(3 * 6 * 6))
        conv = paddle.layer.img_conv(input=img, filter_size=3, num_filters=2, num_channels=3)
        norm = paddle.layer.batch_norm(input=conv)
        out = paddle.layer.fc(input=[norm, img], size=2, param_attr=[paddle.attr.Param(name="mine"),
                                                                     paddle.attr.Param()])
        params = paddle.parameters.create(out)
    assert params.keys() == ["___conv_0__.w0", "___conv_0__.wbias", "___batch_norm_0__.w0",
                             "___batch_norm_0__.wbias", "___batch_norm_0__.w1", "___batch_norm_0__.w2",
                             "mine", "___fc_layer_0__.w1", "___fc_layer_0__.wbias"]
    assert params.get_shape("___batch_norm_0__.w2") == (2,)  # the moving variance: input 2 in v2's config
    params.set("___conv_0__.wbias", np.full(params.get_shape("___conv_0__.wbias"), 0.5, np.float32))
    assert np.all(params.get("img_conv_0.b") == 0.5)  # the graph's own name reads the same parameter
    assert params.get_config("img_conv_0.b").name == "___conv_0__.wbias"
    with pytest.raises(ModelError, match=r"no parameter named 'conv.w'; parameters: \['___conv_0__.w0'"):
        params.get("conv.w")


def test_the_tar_and_the_proto_name_layers_and_parameters_as_v2():
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(4))
        h = paddle.layer.fc(input=x, size=3, name="hidden")
        y = paddle.layer.fc(input=h, size=2, act=paddle.activation.Softmax())
        params = paddle.parameters.create(y)
        config = paddle.layer.parse_network(y)
        topo = paddle.topology.Topology(y)
        assert topo.get_layer("__fc_layer_0__") is y and topo.get_layer("hidden") is h
    assert [layer.name for layer in config.layers] == ["x", "hidden", "__fc_layer_0__"]
    assert config.layers[2].inputs == ("hidden",) and config.output_layer_names == ("__fc_layer_0__",)
    buf = io.BytesIO()
    params.to_tar(buf)
    with tarfile.open(fileobj=io.BytesIO(buf.getvalue())) as tar:
        assert tar.getnames()[::2] == ["_hidden.w0", "_hidden.wbias", "___fc_layer_0__.w0", "___fc_layer_0__.wbias"]
    buf.seek(0)
    loaded = paddle.parameters.Parameters.from_tar(buf)
    assert loaded.names() == params.names()
    np.testing.assert_array_equal(loaded.get("_hidden.w0"), params.get("hidden.w"))


def test_unnamed_layers_count_one_number_each_as_v2s_did():
    """A batch norm's op has the layer's own kind and three outputs: the second unnamed one is
    still v2's `__batch_norm_1__` (it was `__batch_norm_4__`, each output drawing a number)."""
    with paddle.Tape():
        img = paddle.layer.data(name="img", type=paddle.data_type.dense_vector(3 * 4 * 4), height=4, width=4)
        first = paddle.layer.batch_norm(input=img, num_channels=3)
        second = paddle.layer.batch_norm(input=first)
        out = paddle.layer.fc(input=paddle.layer.fc(input=second, size=3), size=2)
        params = paddle.parameters.create(out)
        config = paddle.layer.parse_network(out)
    assert [layer.name for layer in config.layers] == ["img", "__batch_norm_0__", "__batch_norm_1__",
                                                       "__fc_layer_0__", "__fc_layer_1__"]
    assert "___batch_norm_1__.w2" in params.keys() and "___fc_layer_1__.wbias" in params.keys()


def test_a_tar_of_the_graphs_own_names_still_loads():
    """Tars this package wrote before it used v2's names (`fc_0.w`) load into a network."""
    from paddle.v2.param_tar import ParamConfig, write_tar
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(2))
        params = paddle.parameters.create(paddle.layer.fc(input=x, size=1))
    w = np.array([[1.5], [-2.0]], np.float32)
    buf = io.BytesIO()
    write_tar(buf, [(ParamConfig("fc_0.w", 2, (2, 1)), w), (ParamConfig("fc_0.b", 1, (1,)), np.zeros(1, np.float32))])
    buf.seek(0)
    params.init_from_tar(buf)
    np.testing.assert_array_equal(params.get("___fc_layer_0__.w0"), w)


def test_a_name_given_that_is_also_an_automatic_ones_v2_name_keeps_both_parameters():
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(2))
        a = paddle.layer.fc(input=x, size=1, bias_attr=False)  # fc_0.w: ___fc_layer_0__.w0
        b = paddle.layer.fc(input=x, size=1, bias_attr=False, param_attr=paddle.attr.Param(name="___fc_layer_0__.w0"))
        params = paddle.parameters.create([a, b])
    assert sorted(params.names()) == ["___fc_layer_0__.w0", "fc_0.w"]  # the second of one v2 name keeps ours
    params.set("fc_0.w", np.full((2, 1), 3.0, np.float32))
    assert not np.array_equal(params.get("___fc_layer_0__.w0"), params.get("fc_0.w"))
