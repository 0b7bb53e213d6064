"""Feeds: ragged lists, wrong dtypes and shapes, Python numbers, sequences, non-dicts. A list of
Python floats into a float32 data layer is converted (Python floats carry no precision)."""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

import paddle
from paddle import Tensor

from .case import Case, refused, valid

L = paddle.layer


def _run(feed: Callable[[Any, Any], Any], dtype: str = "float32", seq: str = "none") -> Callable[[], Any]:
    """Runs y = x * 2 for the feed `feed(x, label)` returns."""
    def call() -> Any:
        with paddle.Model() as model:
            x = L.data("x", [None, 3], dtype, seq_type=seq)
            if seq != "none":
                y = L.relu(x)
            else:
                y = L.scale(x, scale=2.0) if dtype.startswith("float") else L.cast(x, out_dtype="float32")
        return model.run(y, feed=feed(x, None))
    return call


def _doubled(expected: Any) -> Callable[[Any], bool]:
    return lambda got: np.asarray(got).dtype == np.float32 and np.allclose(np.asarray(got), expected)


F32 = np.ones((2, 3), np.float32)


def cases() -> list[Case]:
    return [
        valid("python-floats-into-float32", _run(lambda x, _: {"x": [[1.5, 2.0, 3.0], [0.1, 0.2, 0.3]]}),
              _doubled([[3.0, 4.0, 6.0], [0.2, 0.4, 0.6]])),
        valid("python-ints-into-float32", _run(lambda x, _: {"x": [[1, 2, 3]]}), _doubled([[2, 4, 6]])),
        valid("python-floats-by-handle", _run(lambda x, _: {x: [[1.0, 2.0, 3.0]]}), _doubled([[2, 4, 6]])),
        valid("tuple-of-python-floats", _run(lambda x, _: {"x": ((1.0, 2.0, 3.0),)}), _doubled([[2, 4, 6]])),
        valid("float32-array", _run(lambda x, _: {"x": F32}), _doubled(2 * F32)),
        valid("python-ints-into-int32", _run(lambda x, _: {"x": [[1, 2, 3]]}, dtype="int32"),
              lambda got: np.array_equal(got, [[1, 2, 3]])),
        refused("float64-array-into-float32", _run(lambda x, _: {"x": F32.astype(np.float64)}),
                "'x'", "float32", "float64", ".astype"),
        refused("int64-array-into-float32", _run(lambda x, _: {"x": F32.astype(np.int64)}), "'x'", "int64"),
        refused("python-floats-into-int32", _run(lambda x, _: {"x": [[1.5, 2.0, 3.0]]}, dtype="int32"),
                "'x'", "int32", "list of Python floats"),
        refused("python-float-overflowing-float32", _run(lambda x, _: {"x": [[1e300, 2.0, 3.0]]}),
                "'x'", "float32", "list of Python floats"),
        refused("python-int-overflowing-int32", _run(lambda x, _: {"x": [[2**40, 2, 3]]}, dtype="int32"),
                "'x'", "int32"),
        refused("ragged-list", _run(lambda x, _: {"x": [[1.0, 2.0, 3.0], [1.0]]}), "'x'"),
        refused("wrong-width", _run(lambda x, _: {"x": np.ones((2, 4), np.float32)}), "'x'", "(?, 3)", "(2, 4)"),
        refused("wrong-rank", _run(lambda x, _: {"x": np.ones((2, 3, 1), np.float32)}), "'x'", "(?, 3)"),
        refused("a-scalar", _run(lambda x, _: {"x": 1.0}), "'x'"),
        refused("strings", _run(lambda x, _: {"x": [["a", "b", "c"]]}), "'x'"),
        refused("none-value", _run(lambda x, _: {"x": None}), "'x'"),
        refused("unknown-name", _run(lambda x, _: {"z": F32}), "'z'", "not a data layer"),
        refused("feed-is-a-list", _run(lambda x, _: [F32]), "feed", "dict"),
        refused("feed-is-an-array", _run(lambda x, _: F32), "feed", "dict"),
        refused("lod-into-plain-layer", _run(lambda x, _: {"x": Tensor(F32, lod=[[0, 1, 2]])}), "'x'", "sequence"),
        refused("plain-into-sequence-layer", _run(lambda x, _: {"x": F32}, seq="sequence"), "'x'", "sequence"),
        valid("sequence-into-sequence-layer", _run(lambda x, _: {"x": Tensor(F32, lod=[[0, 1, 2]])}, seq="sequence"),
              _doubled(F32)),
        valid("nan-fed-flows-through", _run(lambda x, _: {"x": [[float("nan"), 1.0, 2.0]]}),
              lambda got: bool(np.isnan(got[0, 0]))),
        refused("predictor-python-floats-into-int", _predict({"x": [[1.5, 2.0, 3.0]]}, "int32"),
                "'x'", "list of Python floats"),
        valid("predictor-python-floats", _predict({"x": [[1.0, 2.0, 3.0]]}),
              lambda got: np.allclose(list(got.values())[0], [[2, 4, 6]])),
        refused("predictor-float64-array", _predict({"x": np.ones((1, 3))}), "'x'", "float64"),
        refused("predictor-missing-input", _predict({}), "x"),
        refused("predictor-unknown-input", _predict({"x": F32, "q": F32}), "q"),
    ]


def _predict(feed: dict[str, Any], dtype: str = "float32") -> Callable[[], Any]:
    def call() -> Any:
        import tempfile

        from paddle.io import load_inference_model, save_inference_model
        with paddle.Model() as model:
            x = L.data("x", [None, 3], dtype)
            y = L.scale(x, scale=2.0) if dtype.startswith("float") else L.cast(x, out_dtype="float32")
        with tempfile.TemporaryDirectory() as d:
            save_inference_model(f"{d}/m", [y], model)
            return load_inference_model(f"{d}/m").run(feed)
    return call
