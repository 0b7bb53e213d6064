"""v2's hand-written layers (paddle/v2/layers_*.py) as 2017 programs call them, with the mistakes
users make: wrong sizes, wrong input counts, wrong kinds of inputs, out-of-range rates."""
from __future__ import annotations

import warnings
from typing import Any, Callable

import numpy as np

import paddle.v2 as paddle
from paddle.v2_deferral import DeferredConfigWarning

from .case import Case, refused, valid

L = paddle.layer


def _dense(dim: int, name: str = "x") -> Any:
    return L.data(name=name, type=paddle.data_type.dense_vector(dim))


def _on(build: Callable[[Any], Any], dim: int = 4) -> Callable[[], Any]:
    """`build(x)` on a dense data layer of `dim` values, in a tape of its own."""
    def call() -> Any:
        with paddle.Tape():
            return build(_dense(dim))
    return call


def _image(build: Callable[[Any], Any], channels: int = 3, size: int = 8) -> Callable[[], Any]:
    def call() -> Any:
        with paddle.Tape():
            return build(L.data(name="img", type=paddle.data_type.dense_vector(channels * size * size)))
    return call


def _two(build: Callable[[Any, Any], Any], a: int = 4, b: int = 4) -> Callable[[], Any]:
    def call() -> Any:
        with paddle.Tape():
            return build(_dense(a, "a"), _dense(b, "b"))
    return call


def _words(build: Callable[[Any], Any]) -> Callable[[], Any]:
    def call() -> Any:
        with paddle.Tape():
            w = L.data(name="w", type=paddle.data_type.integer_value_sequence(10))
            return build(w)
    return call


def _runs(build: Callable[[Any], Any], dim: int, rows: list[Any], check: Callable[[Any], bool]) -> Callable[[], Any]:
    """`build(x)` inferred on `rows` (each a dense sample): `check` of the output."""
    def call() -> Any:
        with paddle.Tape():
            out = build(_dense(dim))
            params = paddle.parameters.create(out)
            return check(paddle.infer(output_layer=out, parameters=params, input=[(r,) for r in rows]))
    return call


def _used(call: Callable[[], Any]) -> Callable[[], Any]:
    """A layer v2's parser accepted but that could not run (paddle/v2_deferral.py): made with a
    warning, its error raised when the network is used (here: its parameters created)."""
    def run() -> Any:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeferredConfigWarning)
            out = call()
        return paddle.parameters.create(out)
    return run


ONES = np.ones(4, np.float32)


def cases() -> list[Case]:
    return [
        refused("addto-of-nothing", _on(lambda x: L.addto(input=[])), "addto", "input"),
        refused("addto-widths-differ", _two(lambda a, b: L.addto(input=[a, b]), 4, 3), "addto"),
        refused("addto-input-str", _on(lambda x: L.addto(input="x")), "addto", "input"),
        refused("interpolation-one-input", _two(lambda a, b: L.interpolation(input=[a], weight=b)),
                "interpolation", "input"),
        refused("multiplex-one-input", _on(lambda x: L.multiplex(input=[x])), "multiplex", "input"),
        refused("dropout-rate-1.5", _on(lambda x: L.dropout(input=x, dropout_rate=1.5)), "dropout", "1.5"),
        refused("dropout-rate-negative", _on(lambda x: L.dropout(input=x, dropout_rate=-0.1)), "dropout", "-0.1"),
        refused("dropout-rate-str", _on(lambda x: L.dropout(input=x, dropout_rate="half")), "dropout", "half"),
        refused("power-weight-wide", _two(lambda a, b: L.power(input=a, weight=b), 4, 4), "power", "weight"),
        refused("scaling-weight-wide", _two(lambda a, b: L.scaling(input=a, weight=b), 4, 4), "scaling", "weight"),
        refused("cos-sim-widths-differ", _two(lambda a, b: L.cos_sim(a=a, b=b), 4, 3), "cos_sim"),
        refused("cos-sim-scale-zero", _two(lambda a, b: L.cos_sim(a=a, b=b, scale=0)), "cos_sim", "scale"),
        refused("dot-prod-widths-differ", _two(lambda a, b: L.dot_prod(input1=a, input2=b), 4, 3), "dot_prod"),
        refused("l2-distance-widths-differ", _two(lambda a, b: L.l2_distance(x=a, y=b), 4, 3), "l2_distance"),
        refused("out-prod-input-str", _on(lambda x: L.out_prod(input1=x, input2="y")), "out_prod"),
        refused("slope-intercept-slope-str", _on(lambda x: L.slope_intercept(input=x, slope="2")),
                "slope_intercept", "slope"),
        refused("slope-intercept-slope-nan", _on(lambda x: L.slope_intercept(input=x, slope=float("nan"))),
                "slope_intercept", "slope"),
        refused("clip-min-over-max", _on(lambda x: L.clip(input=x, min=1.0, max=0.0)), "clip"),
        refused("prelu-partial-sum-not-dividing", _on(lambda x: L.prelu(input=x, partial_sum=3)), "prelu",
                "partial_sum"),
        refused("row-l2-norm-input-none", _on(lambda x: L.row_l2_norm(input=None)), "row_l2_norm"),
        refused("max-id-input-list", _on(lambda x: L.max_id(input=[x, x])), "max_id"),
        refused("sampling-id-input-int", _words(lambda w: L.sampling_id(input=3)), "sampling_id"),
        refused("selective-fc-size-0", _on(lambda x: L.selective_fc(input=x, size=0)), "selective_fc", "size"),
        refused("tensor-size-0", _two(lambda a, b: L.tensor(a=a, b=b, size=0)), "tensor", "size"),
        refused("factorization-machine-factor-0", _on(lambda x: L.factorization_machine(input=x, factor_size=0)),
                "factorization_machine", "factor_size"),
        refused("gated-unit-size-negative", _on(lambda x: L.gated_unit(input=x, size=-2)), "gated_unit", "size"),
        refused("crop-shape-too-big",
                _image(lambda img: L.crop(input=img, shape=[3, 20, 20], offset=[0, 0, 0])), "crop"),
        refused("img-conv-filter-0",
                _image(lambda img: L.img_conv(input=img, filter_size=0, num_filters=2, num_channels=3)),
                "filter_size"),
        refused("img-conv-num-filters-0",
                _image(lambda img: L.img_conv(input=img, filter_size=3, num_filters=0, num_channels=3)),
                "num_filters"),
        refused("img-conv-channels-mismatch",
                _image(lambda img: L.img_conv(input=img, filter_size=3, num_filters=2, num_channels=5)),
                "num_channels"),
        refused("img-pool-size-too-big",
                _image(lambda img: L.img_pool(input=img, pool_size=20, num_channels=3)), "img_pool"),
        valid("img-pool-type-by-name", _image(lambda img: L.img_pool(input=img, pool_size=2, pool_type="max",
                                                                     num_channels=3))),
        refused("img-pool-type-unknown", _image(lambda img: L.img_pool(input=img, pool_size=2, pool_type="median",
                                                                       num_channels=3)), "img_pool", "median"),
        refused("crop-offset-missing", _image(lambda img: L.crop(input=img, shape=[3, 4, 4])), "crop", "offset"),
        refused("fc-too-many-positional", _on(lambda x: L.fc(x, 2, None, None, None)), "fc"),
        refused("maxout-groups-not-dividing",
                _image(lambda img: L.maxout(input=img, groups=2, num_channels=3)), "maxout", "groups"),
        refused("spp-pyramid-0",
                _image(lambda img: L.spp(input=img, pyramid_height=0, num_channels=3)), "spp", "pyramid_height"),
        refused("img-cmrnorm-size-0",
                _image(lambda img: L.img_cmrnorm(input=img, size=0, num_channels=3)), "img_cmrnorm", "size"),
        refused("batch-norm-on-words", _used(_words(lambda w: L.batch_norm(input=w))), "batch_norm"),
        refused("pad-negative", _image(lambda img: L.pad(input=img, pad_c=[-1, 0])), "pad"),
        refused("rotate-on-vector-not-square", _used(_on(lambda x: L.rotate(input=x, height=3, width=3), dim=4)),
                "rotate"),
        refused("bilinear-out-size-0", _image(lambda img: L.bilinear_interp(input=img, out_size_x=0, out_size_y=4,
                                                                              num_channels=3)), "bilinear_interp"),
        refused("block-expand-block-0", _used(_image(lambda img: L.block_expand(input=img, num_channels=3, block_x=0,
                                                                               block_y=2))), "block_expand"),
        refused("switch-order-reshape-str",
                _image(lambda img: L.switch_order(input=img, reshape_axis="x", num_channels=3)),
                "switch_order"),
        refused("huber-regression-delta-negative", _two(lambda a, b: L.huber_regression_cost(
            input=a, label=b, delta=-1.0)), "huber_regression_cost", "delta"),
        refused("smooth-l1-widths-differ", _two(lambda a, b: L.smooth_l1_cost(input=a, label=b), 4, 3),
                "smooth_l1_cost"),
        refused("mse-cost-widths-differ", _two(lambda a, b: L.mse_cost(input=a, label=b), 4, 3),
                "square_error_cost", "Y"),
        valid("data-square-height-width", _on(lambda x: L.data(name="y", type=paddle.data_type.dense_vector(12),
                                                              height=2, width=2))),
        valid("data-height-width-differ", _on(lambda x: L.data(name="y", type=paddle.data_type.dense_vector(12),
                                                              height=2, width=3))),
        refused("data-height-not-dividing", _on(lambda x: L.data(name="y", type=paddle.data_type.dense_vector(10),
                                                                height=2, width=2)), "data", "height"),
        refused("data-height-0", _on(lambda x: L.data(name="y", type=paddle.data_type.dense_vector(4),
                                                     height=0, width=0)), "data", "height"),
        refused("rank-cost-input-str", _two(lambda a, b: L.rank_cost(left=a, right=b, label="l")), "rank_cost"),
        refused("sum-cost-input-none", _on(lambda x: L.sum_cost(input=None)), "sum_cost"),
        refused("first-seq-of-a-vector", _used(_on(lambda x: L.first_seq(input=x))), "first_seq"),
        refused("last-seq-agg-level-bad", _words(lambda w: L.last_seq(input=L.embedding(input=w, size=4),
                                                                        agg_level="word")), "last_seq"),
        refused("row-conv-context-0", _words(lambda w: L.row_conv(input=L.embedding(input=w, size=4),
                                                                   context_len=0)), "row_conv", "context_len"),
        refused("embedding-size-0", _words(lambda w: L.embedding(input=w, size=0)), "embedding", "size"),
        refused("embedding-of-dense", _used(_on(lambda x: L.embedding(input=x, size=4))), "embedding"),
        valid("scaling-by-one-weight", _runs(lambda x: L.slope_intercept(input=x, slope=2.0, intercept=1.0), 4,
                                            [ONES], lambda out: np.allclose(out, 3.0))),
        valid("addto-of-one-is-itself", _runs(lambda x: L.addto(input=[x]), 4, [ONES * 2],
                                              lambda out: np.allclose(out, 2.0))),
    ]
