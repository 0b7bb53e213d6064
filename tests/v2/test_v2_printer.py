"""v2's printer layer (`paddle.layer.printer`, v1's `print`): a training or testing pass prints its
inputs' values at each batch, in its format; nothing else reads it."""
from __future__ import annotations

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.registry import ConfigError

X = np.array([[1.0, 2.0], [0.0, -1.0], [3.0, 1.0], [2.0, 2.0]], dtype=np.float32)
Y = np.array([[1.0], [0.0], [2.0], [1.0]], dtype=np.float32)
W = np.array([[1.0, -1.0, 0.0], [2.0, 0.0, 1.0]], dtype=np.float32)  # integers: the products print exactly


def _network(**printer_arguments):
    x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(2))
    y = paddle.layer.data(name="y", type=paddle.data_type.dense_vector(1))
    hidden = paddle.layer.fc(input=x, size=3, act=paddle.activation.Linear(), bias_attr=False, name="hidden")
    out = paddle.layer.fc(input=hidden, size=1, act=paddle.activation.Linear(), bias_attr=False, name="out")
    cost = paddle.layer.mse_cost(input=out, label=y)
    shown = paddle.layer.printer(**{k: (hidden if v == "hidden" else [x, hidden]) if k == "input" else v
                                    for k, v in printer_arguments.items()})
    params = paddle.parameters.create(cost)
    params.set("hidden.w", W)
    return cost, params, shown


def _batches():
    return iter([list(zip(X[:2], Y[:2])), list(zip(X[2:], Y[2:]))])


def test_training_prints_each_batch_of_the_input_in_v2s_default_format(capsys):
    with paddle.Tape():
        cost, params, shown = _network(input="hidden")
        trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.SGD(learning_rate=0.01))
        trainer.train(_batches, num_passes=1)
    printed = capsys.readouterr().out
    # the first batch's values, before its update (the second's follow the first update)
    assert printed.startswith(f"layer=hidden {np.array2string(X[:2] @ W, threshold=100)}\n")
    assert printed.count("layer=hidden ") == 2  # once a batch
    assert shown.layer == "printer"


def test_the_format_gets_each_inputs_values_in_order_and_testing_prints_too(capsys):
    with paddle.Tape():
        cost, params, _ = _network(input="both", format="batch x=%s and then hidden=%s!")
        trainer = paddle.trainer.SGD(cost, params, paddle.optimizer.SGD(learning_rate=0.01))
        trainer.test(_batches)
    printed = capsys.readouterr().out
    for batch in (X[:2], X[2:]):
        assert (f"batch x={np.array2string(batch, threshold=100)} and then "
                f"hidden={np.array2string(batch @ W, threshold=100)}!") in printed
    assert printed.count("batch x=") == 2


def test_print_is_printer_and_an_integer_layer_prints():
    assert paddle.layer.print is paddle.layer.printer
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(2))
        best = paddle.layer.max_id(input=paddle.layer.fc(input=x, size=3, act=paddle.activation.Softmax()))
        shown = paddle.layer.print(best)
        assert shown.line([np.array([[2], [0]])]) == f"layer={best.name} [[2]\n [0]]"


@pytest.mark.parametrize(("arguments", "argument"), [
    ({"format": "only %s"}, "format"), ({"format": "%s %s %s"}, "format"), ({"format": 3}, "format"),
    ({"input": "not a layer"}, "input")])
def test_bad_arguments_are_typed_errors(arguments, argument):
    with paddle.Tape():
        x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(2))
        y = paddle.layer.data(name="y", type=paddle.data_type.dense_vector(2))
        with pytest.raises(ConfigError) as err:
            paddle.layer.printer(**{"input": [x, y], **arguments})
    assert err.value.layer == "printer" and err.value.argument == argument
