"""Found by QA of today's v2 additions: defects a v2 program met (a deferred error reached through a
memory's boot layer, a missing-argument message, lambda_cost on NaN), each fixed."""
from __future__ import annotations

import re
import warnings
from typing import Any

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.errors import ModelError
from paddle.registry import ConfigError, InputError, MissingAttributeError
from paddle.v2_deferral import DeferredConfigWarning

L, T = paddle.layer, paddle.data_type


def test_an_unrunnable_boot_layer_makes_the_group_unrunnable_with_the_boot_layers_error() -> None:
    x = L.data(name="x", type=T.dense_vector_sequence(8))
    p = L.data(name="p", type=T.dense_vector(16))
    with pytest.warns(DeferredConfigWarning):
        boot = L.rotate(input=p, height=3, width=5)  # v2 accepted it; 16 values are not 3 x 5 maps

    def step(y: object) -> object:
        m = L.memory(name="h", size=16, boot_layer=boot)
        return L.fc(input=[y, m], size=16, name="h")
    with pytest.warns(DeferredConfigWarning, match="reads layer 'rotate_0'"):
        out = L.last_seq(input=L.recurrent_group(step=step, input=x))
    assert out.unrunnable is not None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(InputError, match="not maps of 3 x 5") as raised:
            paddle.parameters.create(out)
    assert raised.value.layer == "rotate"


def test_a_missing_argument_lists_the_named_arguments_not_kwargs() -> None:
    x = L.data(name="x", type=T.dense_vector(8))
    with pytest.raises(MissingAttributeError, match="argument 'label' is required") as raised:
        L.classification_cost(x)
    assert "kwargs" not in str(raised.value) and "coeff" in str(raised.value)


def _ndcg(scores: list[float], grades: list[float]) -> Any:
    s = L.data(name="s", type=T.dense_vector_sequence(1))
    g = L.data(name="g", type=T.dense_vector_sequence(1))
    cost = L.lambda_cost(input=s, score=g, NDCG_num=2)
    params = paddle.parameters.create(cost)
    sample = ([[v] for v in scores], [[v] for v in grades])
    return paddle.infer(output_layer=cost, parameters=params, input=[sample, sample]).ravel()


def test_lambda_cost_of_nan_scores_is_nan_not_a_made_up_ranking() -> None:
    assert np.allclose(_ndcg([0.3, 0.1, 0.2], [2.0, 0.0, 1.0]), 1.0)  # the right order: NDCG 1
    out = _ndcg([0.3, float("nan"), 0.2], [2.0, 0.0, 1.0])  # argsort would rank the NaN last: "1.0"
    assert out.shape == (6,) and np.isnan(out).all()


@pytest.mark.parametrize("grades", [[float("nan"), 1.0], [-1.0, 0.0], [-1.0, 2.0]])
def test_lambda_cost_of_a_nan_or_negative_grade_says_so_not_every_grade_0(grades: list[float]) -> None:
    with pytest.raises(InputError, match="not a finite number >= 0") as raised:
        _ndcg([0.3, 0.1], grades)  # [-1, 0] said "every grade 0"; [-1, 2] gave an NDCG above 1
    assert "every grade 0" not in str(raised.value) and raised.value.argument == "Score"


def test_an_unrunnable_layer_cannot_share_its_name_with_another_layer_of_the_network() -> None:
    x = L.data(name="x", type=T.dense_vector(16))
    L.fc(input=x, size=2, name="y")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(ModelError, match="'y': a layer of that name exists"):
            L.rotate(input=x, height=3, width=5, name="y")  # was accepted: parse_network listed two 'y'
        L.rotate(input=x, height=3, width=5, name="z")
    with pytest.raises(ModelError, match="'z': a layer of that name exists"):
        L.fc(input=x, size=2, name="z")


@pytest.mark.parametrize("kept", ["printer", "evaluator"])
def test_a_printer_or_evaluator_in_a_step_is_refused_not_silently_never_run(kept: str) -> None:
    x = L.data(name="x", type=T.dense_vector_sequence(3))

    def step(y: Any) -> Any:
        h = L.fc(input=[y, L.memory(name="h", size=3)], size=3, name="h")
        L.printer(input=h) if kept == "printer" else paddle.evaluator.sum(input=h)
        return h
    with pytest.raises(ConfigError, match="inside a recurrent_group's step is not supported") as raised:
        L.recurrent_group(step=step, input=x)
    assert raised.value.rule == "unsupported"


def test_arithmetic_on_an_unrunnable_layer_defers_as_a_layer_function_does() -> None:
    x = L.data(name="x", type=T.dense_vector(16))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        bad = L.rotate(input=x, height=3, width=5)
        made = {"bad + 1": bad + 1, "x - bad": x - bad, "2 * bad": 2 * bad}  # raised at once before
    assert {k: (v.layer, v.unrunnable is not None) for k, v in made.items()} == {
        "bad + 1": ("slope_intercept", True), "x - bad": ("addto", True), "2 * bad": ("slope_intercept", True)}
    with pytest.raises(InputError, match="not maps of 3 x 5"):
        paddle.parameters.create(made["x - bad"])


def test_batch_norm_and_dropout_layers_draw_one_number_each_as_v2_named_them() -> None:
    img = L.data(name="img", type=T.dense_vector(3 * 8 * 8))
    first = L.batch_norm(input=img, num_channels=3)
    group = paddle.networks.img_conv_group(input=first, num_channels=3, pool_size=2, pool_stride=2,
                                           conv_num_filter=[4, 4], conv_filter_size=3, conv_with_batchnorm=True,
                                           conv_batchnorm_drop_rate=[0.3, 0.0], pool_type=paddle.pooling.Max())
    last = L.batch_norm(input=L.dropout(input=group, dropout_rate=0.5))
    config = str(L.parse_network(last))
    layers = [n for n in re.findall(r'^  name: "([^"]+)"', config, re.M) if not n.startswith("___")]
    # before: __batch_norm_0__ twice (the group's counted apart), then __dropout_2__ and __batch_norm_7__
    assert layers == ["img", "__batch_norm_0__", "__conv_0__", "__batch_norm_1__", "__conv_1__", "__batch_norm_2__",
                      "__pool_0__", "__dropout_0__", "__batch_norm_3__"]
    assert "___batch_norm_2__.w0" in paddle.parameters.create(last).names()  # v2's names, as its tars hold


def test_embedding_ctc_and_warp_ctc_layers_are_numbered_by_their_own_kind() -> None:
    words = L.data(name="words", type=T.integer_value_sequence(20))
    labels = L.data(name="labels", type=T.integer_value_sequence(3))
    a, b = L.embedding(input=words, size=4), L.embedding(input=words, size=4)
    scores = L.fc(input=a, size=4)
    c, w = L.ctc(input=scores, label=labels, size=4), L.warp_ctc(input=scores, label=labels, size=4)
    # before: embedding_0, embedding_2 (the lookup op drew a number); warpctc_0, warpctc_1 for both kinds
    assert [a.name, b.name, c.name, w.name] == ["embedding_0", "embedding_1", "ctc_0", "warp_ctc_0"]
    config = str(L.parse_network([b, c, w]))
    assert '"__ctc_layer_0__"' in config and '"__warp_ctc_layer_0__"' in config
    assert "___embedding_1__.w0" in paddle.parameters.create(b).names()  # as a tar v2 wrote names it
