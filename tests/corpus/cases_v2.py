"""The v2 API as 2017 programs use it: the trainer's arguments (passes, readers, feeding,
checkpoints), infer rows, parameters, data types and batches."""
from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any, Callable

import numpy as np

import paddle.v2 as paddle

from .case import Case, refused, valid

ROWS = [(np.full(3, i, np.float32), np.array([i], np.float32)) for i in range(10)]


def _reader() -> Any:
    yield from ROWS


def _net() -> tuple[Any, Any, Any]:
    x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(3))
    y = paddle.layer.data(name="y", type=paddle.data_type.dense_vector(1))
    pred = paddle.layer.fc(input=x, size=1, act=paddle.activation.Linear(), name="pred")
    return x, pred, paddle.layer.mse(input=pred, label=y)


def _trainer(act: Callable[[Any, Any, Any], Any]) -> Callable[[], Any]:
    """A small regression trainer; `act(trainer, parameters, prediction)` is the case."""
    def call() -> Any:
        with paddle.Tape():
            _, pred, cost = _net()
            params = paddle.parameters.create(cost)
            trainer = paddle.trainer.SGD(cost=cost, parameters=params,
                                         update_equation=paddle.optimizer.Momentum(learning_rate=0.01))
            return act(trainer, params, pred)
    return call


def _train(**kwargs: Any) -> Callable[[], Any]:
    args = {"reader": paddle.batch(_reader, 4), "num_passes": 1, "feeding": {"x": 0, "y": 1}, **kwargs}
    return _trainer(lambda t, p, pred: t.train(**args))


def _passes_seen(num_passes: Any) -> Callable[[], Any]:
    def act(t: Any, p: Any, pred: Any) -> Any:
        seen: list[int] = []
        t.train(paddle.batch(_reader, 4), num_passes=num_passes, feeding={"x": 0, "y": 1},
                event_handler=lambda e: seen.append(e.pass_id) if isinstance(e, paddle.event.EndPass) else None)
        return seen
    return _trainer(act)


def _with_file(make: Callable[[str], Callable[[], Any]]) -> Callable[[], Any]:
    def call() -> Any:
        with tempfile.TemporaryDirectory() as d:
            (Path(d) / "file").write_text("not a folder")
            return make(str(Path(d) / "file"))()
    return call


def _infer(rows: Any) -> Callable[[], Any]:
    return _trainer(lambda t, p, pred: paddle.infer(output_layer=pred, parameters=p, input=rows))


def _extra_fields_warned() -> bool:
    """Trailing fields (a label) are ignored as v2 and the book's fit_a_line infer.py rely on,
    with a warning naming them: the output is the one of the rows without them."""
    import warnings

    from paddle.v2.arguments import IgnoredFieldsWarning

    def act(t: Any, p: Any, pred: Any) -> bool:
        x = np.arange(3, dtype=np.float32)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            wide = paddle.infer(output_layer=pred, parameters=p, input=[(x, 1.0, 2.0)])
        plain = paddle.infer(output_layer=pred, parameters=p, input=[(x,)])
        warned = [w for w in caught if issubclass(w.category, IgnoredFieldsWarning)]
        return bool(warned) and "3 fields" in str(warned[0].message) and np.array_equal(wide, plain)
    return bool(_trainer(act)())


def _set(value: Callable[[Any], Any], name: str = "___fc_0__.w0") -> Callable[[], Any]:
    def act(t: Any, p: Any, pred: Any) -> Any:
        key = name if name in p.names() else next(n for n in p.names() if p.get(n).ndim == 2)
        return p.set(key, value(p.get(key)))
    return _trainer(act)


def _wide_set() -> Callable[[], Any]:
    """parameters.set of a non-square weight transposed: refused, its shape kept."""
    def call() -> Any:
        with paddle.Tape():
            x = paddle.layer.data(name="x", type=paddle.data_type.dense_vector(3))
            h = paddle.layer.fc(input=x, size=2, act=paddle.activation.Linear())
            params = paddle.parameters.create(h)
            name = next(n for n in params.names() if params.get(n).ndim == 2)
            return params.set(name, params.get(name).T)
    return call


def _test_weighting() -> Any:
    """trainer.test() weighs a short last batch by its samples: the mean cost a sample over all
    rows, not the mean of the batch means."""
    with paddle.Tape():
        _, pred, cost = _net()
        params = paddle.parameters.create(cost)
        trainer = paddle.trainer.SGD(cost=cost, parameters=params,
                                     update_equation=paddle.optimizer.Momentum(learning_rate=0.01))
        result = trainer.test(paddle.batch(_reader, 4), feeding={"x": 0, "y": 1})  # batches of 4, 4, 2
        xs = np.stack([r[0] for r in ROWS])
        ys = np.stack([r[1] for r in ROWS])
        out = paddle.infer(output_layer=pred, parameters=params, input=[(r[0],) for r in ROWS])
        per_sample = ((np.asarray(out).reshape(-1, 1) - ys) ** 2).sum(axis=1)
        del xs
        return result.cost, float(per_sample.mean())


def cases() -> list[Case]:
    return [
        valid("train-one-pass", _train()),
        valid("num-passes-3-runs-3", _passes_seen(3), lambda seen: seen == [0, 1, 2]),
        refused("num-passes-2.5", _train(num_passes=2.5), "num_passes", "2.5"),
        refused("num-passes-0", _train(num_passes=0), "num_passes", "0"),
        refused("num-passes-negative", _train(num_passes=-1), "num_passes", "-1"),
        refused("num-passes-str", _train(num_passes="2"), "num_passes"),
        refused("num-passes-none", _train(num_passes=None), "num_passes"),
        refused("reader-is-a-list", _train(reader=[ROWS[:4]]), "reader", "list"),
        refused("reader-is-none", _train(reader=None), "reader"),
        refused("reader-of-rows-not-batches", _train(reader=_reader), "x"),
        refused("feeding-unknown-layer", _train(feeding={"x": 0, "y": 1, "z": 2}), "z"),
        refused("feeding-index-outside", _train(feeding={"x": 0, "y": 5}), "y"),
        refused("feeding-not-a-dict", _train(feeding=3), "feeding"),
        refused("checkpoint-dir-is-a-file", _with_file(lambda f: _train(checkpoint_dir=f, checkpoint_every=1)),
                "checkpoint_dir"),
        refused("checkpoint-every-0", _train(checkpoint_dir="/tmp/none", checkpoint_every=0), "checkpoint_every"),
        refused("checkpoint-every-without-dir", _train(checkpoint_every=2), "checkpoint_dir"),
        refused("keep-0", _train(checkpoint_dir="/tmp/none", keep=0), "keep"),
        refused("resume-without-dir", _train(resume=True), "resume"),
        refused("event-handler-not-callable", _train(event_handler=3), "event_handler"),
        valid("infer-row-with-extra-fields-warns", _extra_fields_warned, lambda got: got),
        refused("infer-row-too-wide", _infer([(np.ones(4, np.float32),)]), "x"),
        refused("infer-input-not-rows", _infer(3), "input"),
        valid("infer-valid", _infer([(np.ones(3, np.float32),)]), lambda out: np.asarray(out).shape == (1, 1)),
        refused("parameters-set-wrong-shape", _set(lambda w: np.ones((7, 7), np.float32)), "(7, 7)"),
        refused("parameters-set-transposed-wide", _wide_set(), "shape"),
        refused("parameters-set-str", _set(lambda w: "weights"), "pred.w", "shape"),
        refused("parameters-get-unknown", _trainer(lambda t, p, pred: p.get("nothing")), "nothing"),
        refused("batch-size-0", lambda: paddle.batch(_reader, 0), "batch_size", "0"),
        refused("batch-size-negative", lambda: paddle.batch(_reader, -1), "batch_size", "-1"),
        refused("batch-size-float", lambda: paddle.batch(_reader, 2.5), "batch_size", "2.5"),
        refused("dense-vector-0", lambda: paddle.data_type.dense_vector(0), "0"),
        refused("dense-vector-negative", lambda: paddle.data_type.dense_vector(-1), "-1"),
        refused("integer-value-0", lambda: paddle.data_type.integer_value(0), "0"),
        refused("update-equation-not-optimizer", _trainer(lambda t, p, pred: paddle.trainer.SGD(
            cost=pred, parameters=p, update_equation="sgd")), "update_equation"),
        refused("parameters-not-created", _trainer(lambda t, p, pred: paddle.trainer.SGD(
            cost=pred, parameters={}, update_equation=paddle.optimizer.Momentum())), "parameters"),
        refused("fc-size-0", _trainer(lambda t, p, pred: paddle.layer.fc(input=pred, size=0)), "fc", "size"),
        refused("fc-unknown-argument", _trainer(lambda t, p, pred: paddle.layer.fc(input=pred, size=2, colour=1)),
                "fc", "colour", "size"),
        valid("fc-act-by-name", _trainer(lambda t, p, pred: paddle.layer.fc(input=pred, size=2, act="relu"))),
        valid("test-weighs-the-short-last-batch-by-its-samples", _test_weighting,
              lambda got: abs(got[0] - got[1]) <= 1e-4 * max(1.0, abs(got[1]))),
    ]
