"""classification_cost's evaluator, paddle.evaluator's names, and ModelAverage against a numpy
reference of v2's window."""
from __future__ import annotations

import io

import numpy as np
import pytest

import paddle.v2 as paddle
from paddle.registry import ConfigError, ConstraintError

RNG = np.random.default_rng(3)
DATA = [(RNG.normal(size=6).astype(np.float32), int(RNG.integers(0, 3))) for _ in range(30)]


def _classifier(evaluator=None):
    x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(6))
    y = paddle.layer.data(name='y', type=paddle.data_type.integer_value(3))
    pred = paddle.layer.fc(input=x, size=3, act=paddle.activation.Softmax())
    kwargs = {} if evaluator is None else {"evaluator": evaluator}
    return x, y, pred, paddle.layer.classification_cost(input=pred, label=y, **kwargs)


def _error(pred_values, data):
    return float(np.mean(np.argmax(pred_values, axis=1) != np.array([s[1] for s in data])))


def test_classification_cost_reports_classification_error_evaluator_as_v2():
    with paddle.Tape():
        _, _, pred, cost = _classifier()
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=params, update_equation=paddle.optimizer.SGD(1e-2))
        events = []
        trainer.train(paddle.batch(lambda: iter(DATA), 10), num_passes=1, event_handler=events.append)
        result = trainer.test(paddle.batch(lambda: iter(DATA), 10))
        predicted = paddle.infer(output_layer=pred, parameters=params, input=[(s[0],) for s in DATA])
    ends = [e for e in events if isinstance(e, (paddle.event.EndIteration, paddle.event.EndPass))]
    assert all(set(e.metrics) == {"classification_error_evaluator"} for e in ends)
    assert result.metrics["classification_error_evaluator"] == pytest.approx(_error(predicted, DATA))


def test_classification_cost_without_evaluators():
    with paddle.Tape():
        _, _, _, cost = _classifier(evaluator=[])
        trainer = paddle.trainer.SGD(cost=cost, parameters=paddle.parameters.create(cost),
                                     update_equation=paddle.optimizer.SGD())
        assert trainer.test(paddle.batch(lambda: iter(DATA), 10)).metrics == {}


def test_precision_recall_matches_numpy():
    with paddle.Tape():
        x, y, pred, cost = _classifier()
        paddle.evaluator.precision_recall(input=pred, label=y, name="pr")
        paddle.evaluator.precision_recall(input=pred, label=y, positive_label=1, name="pr1")
        params = paddle.parameters.create(cost)
        params.set("fc_0.b", np.array([0.0, 0.3, 0.0], np.float32))
        trainer = paddle.trainer.SGD(cost=cost, parameters=params, update_equation=paddle.optimizer.SGD())
        metrics = trainer.test(paddle.batch(lambda: iter(DATA), 30)).metrics
        predicted = np.argmax(paddle.infer(output_layer=pred, parameters=params, input=[(s[0],) for s in DATA]), 1)
    truth = np.array([s[1] for s in DATA])
    tp = np.array([np.sum((predicted == c) & (truth == c)) for c in range(3)], float)
    precision = tp / np.maximum([np.sum(predicted == c) for c in range(3)], 1e-12)
    recall = tp / np.maximum([np.sum(truth == c) for c in range(3)], 1e-12)
    p, r = precision.mean(), recall.mean()
    assert metrics["pr.precision"] == pytest.approx(p, abs=1e-6)
    assert metrics["pr.recall"] == pytest.approx(r, abs=1e-6)
    assert metrics["pr.F1-score"] == pytest.approx(2 * p * r / (p + r), abs=1e-6)
    assert metrics["pr1.precision"] == pytest.approx(precision[1], abs=1e-6)
    assert metrics["pr1.recall"] == pytest.approx(recall[1], abs=1e-6)


def test_every_evaluator_name_exists_and_the_unsupported_say_so():
    for name in ("classification_error", "auc", "precision_recall", "chunk", "ctc_error", "sum", "column_sum",
                 "value_printer", "gradient_printer", "pnpair", "maxid_printer", "maxframe_printer", "seqtext_printer",
                 "classification_error_printer", "detection_map"):
        assert callable(getattr(paddle.evaluator, name))
    with paddle.Tape():
        x, y, pred, _ = _classifier()
        for call in (lambda: paddle.evaluator.ctc_error(input=pred, label=y),
                     lambda: paddle.evaluator.chunk(input=pred, label=y, chunk_scheme="IOB", num_chunk_types=1),
                     lambda: paddle.evaluator.detection_map(input=pred, label=y)):
            with pytest.raises(ConfigError) as err:
                call()
            assert err.value.rule == "unsupported"
        with pytest.raises(ConstraintError):
            paddle.evaluator.precision_recall(input=pred, label=y, positive_label=-1)
        assert paddle.evaluator.column_sum(input=pred).name.startswith("column_sum")


def _average_reference(values, average_window, max_window):
    """v2's AverageOptimizer window, written from its rules: sums since the window opened, the
    previous window's sum, counts of each."""
    updates = count = old = 0
    current = previous = 0.0
    for v in values:
        updates += 1
        count += 1
        current = current + v
        min_window = min(10000, max_window)
        if count >= min_window and count >= min(max_window, updates * average_window):
            previous, current, old, count = current, 0.0, count, 0
    return (current + previous) / (count + old)


def test_model_average_tests_and_saves_the_windows_average():
    with paddle.Tape():
        _, _, pred, cost = _classifier()
        params = paddle.parameters.create(cost)
        opt = paddle.optimizer.Momentum(learning_rate=0.05, momentum=0.5,
                                        model_average=paddle.optimizer.ModelAverage(0.5, max_average_window=3))
        trainer = paddle.trainer.SGD(cost=cost, parameters=params, update_equation=opt)
        seen = []
        trainer.train(paddle.batch(lambda: iter(DATA), 5), num_passes=1,
                      event_handler=lambda e: seen.append(params.get("fc_0.w"))
                      if isinstance(e, paddle.event.EndIteration) else None)
        want = _average_reference([s.astype(np.float64) for s in seen], 0.5, 3).astype(np.float32)
        current = params.get("fc_0.w")
        buf = io.BytesIO()
        trainer.save_parameter_to_tar(buf)
        buf.seek(0)
        np.testing.assert_allclose(paddle.parameters.Parameters.from_tar(buf).get("fc_0.w"), want, rtol=1e-6)
        np.testing.assert_array_equal(params.get("fc_0.w"), current)  # restored after saving
        assert not np.allclose(want, current)
    with pytest.raises(ConstraintError, match="average_window should be a number in \\(0, 1\\]"):
        paddle.optimizer.ModelAverage(0)


def test_value_printer_prints_each_batch(capsys):
    with paddle.Tape():
        x, y, pred, cost = _classifier()
        paddle.evaluator.value_printer(input=pred, name="show")
        paddle.evaluator.maxid_printer(input=pred, name="ids")
        trainer = paddle.trainer.SGD(cost=cost, parameters=paddle.parameters.create(cost),
                                     update_equation=paddle.optimizer.SGD())
        trainer.train(paddle.batch(lambda: iter(DATA[:4]), 2), num_passes=1)
        assert trainer.metrics == [("classification_error_evaluator", trainer.metrics[0][1])]
    out = capsys.readouterr().out
    assert out.count("show: [[") == 2 and out.count("ids: [[") == 2


def test_gradient_printer_prints_the_gradient_reaching_the_layer(capsys):
    """For the summed cost sum (pred - y)^2, the gradient reaching pred is 2 (pred - y)."""
    import re
    with paddle.Tape():
        x = paddle.layer.data(name='x', type=paddle.data_type.dense_vector(3))
        y = paddle.layer.data(name='y', type=paddle.data_type.dense_vector(1))
        pred = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear())
        cost = paddle.layer.mse(input=pred, label=y)
        paddle.evaluator.gradient_printer(input=pred, name="grad")
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=params, update_equation=paddle.optimizer.SGD())
        batch = [(np.array([1, 2, 3], np.float32), np.array([0.5], np.float32)),
                 (np.array([-1, 0, 2], np.float32), np.array([-2.0], np.float32))]
        before = paddle.infer(output_layer=pred, parameters=params, input=[(s[0],) for s in batch])
        trainer.train(lambda: iter([batch]), num_passes=1)
    printed = capsys.readouterr().out
    assert printed.startswith("grad: [[")
    numbers = [float(v) for v in re.findall(r"-?\d+\.\d*(?:e[-+]\d+)?", printed)]
    want = 2 * (before[:, 0] - np.array([0.5, -2.0]))
    np.testing.assert_allclose(numbers, want, rtol=1e-5)
