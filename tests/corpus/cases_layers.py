"""Layers: wrong attribute types and values, unknown arguments, wrong inputs, shapes and dtypes.
Each builds a fresh Model; a refusal names the layer and the argument."""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

import paddle
from paddle.registry import load_plugins

from .case import Case, refused, valid

L = paddle.layer
OPEN = "found by this corpus, not fixed yet (see the report of issue 22's corpus)"


def _in_model(build: Callable[..., Any], dtype: str = "float32",
              shape: tuple[Any, ...] = (None, 4)) -> Callable[[], Any]:
    def call() -> Any:
        with paddle.Model():
            x = L.data("x", list(shape), dtype)
            return build(x)
    return call


def _image(build: Callable[..., Any]) -> Callable[[], Any]:
    return _in_model(build, shape=(None, 3, 8, 8))


def _two(build: Callable[..., Any], a: tuple[Any, ...], b: tuple[Any, ...],
         dtype_b: str = "float32") -> Callable[[], Any]:
    def call() -> Any:
        with paddle.Model():
            return build(L.data("a", list(a)), L.data("b", list(b), dtype_b))
    return call


def _hand_written() -> list[Case]:
    return [
        refused("fc-size-0", _in_model(lambda x: L.fc(x, size=0)), "fc", "size", "got 0"),
        refused("fc-size-negative", _in_model(lambda x: L.fc(x, size=-3)), "fc", "size", "-3"),
        refused("fc-size-float", _in_model(lambda x: L.fc(x, size=2.5)), "fc", "size", "2.5"),
        refused("fc-size-str", _in_model(lambda x: L.fc(x, size="big")), "fc", "size", "'big'"),
        refused("fc-size-none", _in_model(lambda x: L.fc(x, size=None)), "fc", "size"),
        refused("fc-act-unknown", _in_model(lambda x: L.fc(x, size=2, act="banana")), "banana"),
        refused("fc-misspelt-argument", _in_model(lambda x: L.fc(x, sise=3)), "sise", "size"),
        refused("fc-input-numpy", _in_model(lambda x: L.fc(np.ones((2, 4), np.float32), size=2)), "fc"),
        refused("fc-input-str", _in_model(lambda x: L.fc("x", size=2)), "fc"),
        refused("fc-input-none", _in_model(lambda x: L.fc(None, size=2)), "fc"),
        refused("fc-int-input", _in_model(lambda x: L.fc(x, size=2), dtype="int32"), "fc", "int32"),
        valid("fc-valid", _in_model(lambda x: L.fc(x, size=2))),
        refused("data-dtype-banana", _in_model(lambda x: L.data("y", [None, 2], "banana")), "banana"),
        refused("data-dtype-float128", _in_model(lambda x: L.data("y", [None, 2], "float128")), "float128"),
        refused("data-negative-dim", _in_model(lambda x: L.data("y", [None, -2])), "-2"),
        refused("data-shape-str", _in_model(lambda x: L.data("y", "abc")), "shape"),
        refused("data-float-dim", _in_model(lambda x: L.data("y", [None, 2.5])), "2.5"),
        refused("data-same-name-twice", _in_model(lambda x: L.data("x", [None, 4])), "'x'"),
        refused("data-seq-type-unknown", _in_model(lambda x: L.data("y", [None, 2], seq_type="list")), "list"),
        refused("mul-inner-sizes-differ", _two(lambda a, b: L.mul(a, b), (None, 4), (5, 2)), "mul", "Y"),
        refused("mul-rank-3", _two(lambda a, b: L.mul(a, b), (None, 4, 2), (4, 2)), "mul", "rank"),
        refused("add-no-broadcast", _two(lambda a, b: L.elementwise_add(a, b), (None, 4), (None, 3)),
                "elementwise_add"),
        refused("add-dtypes-differ", _two(lambda a, b: L.elementwise_add(a, b), (None, 4), (None, 4), "float64"),
                "elementwise_add", "float64"),
        refused("cross-entropy-float-label", _two(lambda a, b: L.cross_entropy(L.softmax(a), b), (None, 4), (None, 1)),
                "cross_entropy", "Label"),
        refused("conv2d-on-a-matrix", _in_model(lambda x: L.conv2d(x, L.data("w", [2, 4, 3, 3]))), "conv2d"),
        refused("pool2d-ksize-0", _image(lambda x: L.pool2d(x, ksize=[0, 0])), "pool2d", "ksize"),
        refused("pool2d-ksize-one-element", _image(lambda x: L.pool2d(x, ksize=[2])), "pool2d", "ksize"),
        refused("pool2d-type-unknown", _image(lambda x: L.pool2d(x, ksize=[2, 2], pooling_type="median")),
                "pool2d", "median"),
        refused("reshape-two-inferred", _in_model(lambda x: L.reshape(x, shape=[-1, -1])), "reshape", "shape", "-1"),
        refused("reshape-count-differs", _in_model(lambda x: L.reshape(x, shape=[3, 3])), "reshape"),
        refused("transpose-not-a-permutation", _in_model(lambda x: L.transpose(x, perm=[0, 0])), "transpose", "perm"),
        refused("transpose-wrong-length", _in_model(lambda x: L.transpose(x, perm=[0, 1, 2])), "transpose", "perm"),
        refused("reduce-sum-axis-twice", _in_model(lambda x: L.reduce_sum(x, dim=[1, 1])), "reduce_sum", "dim"),
        refused("reduce-sum-axis-outside", _in_model(lambda x: L.reduce_sum(x, dim=[5])), "reduce_sum", "dim"),
        refused("pad-odd-paddings", _in_model(lambda x: L.pad(x, paddings=[1])), "pad", "paddings"),
        refused("pad-too-few-pairs", _in_model(lambda x: L.pad(x, paddings=[1, 1])), "pad", "paddings"),
        refused("dropout-prob-1.5", _in_model(lambda x: L.dropout(x, dropout_prob=1.5)), "dropout", "dropout_prob"),
        refused("scale-nan", _in_model(lambda x: L.scale(x, scale=float("nan"))), "scale", "nan"),
        refused("scale-inf", _in_model(lambda x: L.scale(x, scale=float("inf"))), "scale", "inf"),
        refused("scale-str", _in_model(lambda x: L.scale(x, scale="2")), "scale", "'2'"),
        valid("scale-int-for-float", _in_model(lambda x: L.scale(x, scale=2))),
        refused("softmax-int-input", _in_model(lambda x: L.softmax(x), dtype="int64"), "softmax", "int64"),
        refused("concat-ranks-differ", _two(lambda a, b: L.concat([a, b], axis=1), (None, 4), (None, 4, 2)), "concat"),
        refused("cast-dtype-banana", _in_model(lambda x: L.cast(x, out_dtype="banana")), "cast", "banana"),
        refused("clip-min-over-max", _in_model(lambda x: L.clip(x, min=2.0, max=1.0)), "clip"),
        refused("mean-unknown-arg", _in_model(lambda x: L.mean(x, axis=1)), "mean", "axis"),
        refused("layer-from-another-model", _cross_model, "model"),
        refused("concat-of-one-variable-not-a-list", _in_model(lambda x: L.concat(x, axis=1)), "concat", "X"),
    ]


def _cross_model() -> Any:
    with paddle.Model():
        x = L.data("x", [None, 4])
    with paddle.Model():
        return L.fc(x, size=2)


def _float_only_unary() -> list[str]:
    """Layers of one float input X and no required attribute: each refuses an int input."""
    out = []
    for meta in load_plugins():
        inputs = getattr(meta, "inputs", ())
        if getattr(meta, "role", "layer") != "layer" or len(inputs) != 1 or inputs[0].name != "X":
            continue
        if any(a.required for a in meta.attributes.values()) or not hasattr(L, meta.name):
            continue
        if inputs[0].variadic or (inputs[0].shape is not None and len(inputs[0].shape) != 1) or \
                inputs[0].rank not in (None,):
            continue
        if {d.value for d in inputs[0].dtypes} <= {"float16", "bfloat16", "float32", "float64"}:
            out.append(meta.name)
    return sorted(out)


def _generated() -> list[Case]:
    cases = []
    for name in _float_only_unary():
        layer = getattr(L, name)
        cases.append(refused(f"{name}-int32-input", _in_model(lambda x, f=layer: f(x), dtype="int32"),
                             name, "X", "int32"))
        cases.append(refused(f"{name}-unknown-argument", _in_model(lambda x, f=layer: f(x, bogus=1)),
                             name, "bogus"))
    return cases


def cases() -> list[Case]:
    return _hand_written() + _generated()
