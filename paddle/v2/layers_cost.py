"""v2's cost layers with v2's signatures (`paddle.layer.square_error_cost`, `cross_entropy_cost`,
`rank_cost`, `huber_regression_cost`, ...): each gives one cost per sample [N, 1] (the trainer
averages them over the batch, as v2 reported), times `coeff`, and times the sample's `weight`
where a weight layer [N, 1] is given. Compositions of registered ops."""
from __future__ import annotations

from typing import Any

from paddle.tape import TapeItem

from .layers_support import Builder, bad_argument, compose, number


def _cost(where: str, per_sample: Any, inputs: dict[str, Any], name: str | None, coeff: Any, weight: Any,
          layer_attr: Any) -> TapeItem:
    """Record cost `where`: per_sample(builder, *inputs) -> [N, 1], times coeff and weight."""
    scale = number(where, "coeff", coeff)
    weighted = {**inputs, "weight": weight}

    def build(b: Builder, *exprs: Any) -> Any:
        *xs, w = exprs
        out = per_sample(b, *xs)
        out = out if scale == 1.0 else b.scale(out, scale)
        return out if w is None else b.op("elementwise_mul", X=out, Y=w)
    return compose(where, build, weighted, name=name, layer_attr=layer_attr)


def square_error_cost(input: TapeItem, label: TapeItem, weight: TapeItem | None = None, name: str | None = None,
                      coeff: float = 1.0, layer_attr: Any = None) -> TapeItem:
    """sum_j (input[i, j] - label[i, j])^2 per sample (v2's square_error_cost, mse_cost,
    regression_cost)."""
    def per_sample(b: Builder, x: Any, y: Any) -> Any:
        return b.op("square_error", X=b.flat(x), Y=b.flat(y))
    return _cost("square_error_cost", per_sample, {"input": input, "label": label}, name, coeff, weight, layer_attr)


mse_cost = regression_cost = square_error_cost


def cross_entropy_cost(input: TapeItem, label: TapeItem, name: str | None = None, coeff: float = 1.0,
                       weight: TapeItem | None = None, layer_attr: Any = None) -> TapeItem:
    """-log(input[i, label[i]]) per sample, input a row of probabilities (v2's cross_entropy_cost)."""
    def per_sample(b: Builder, x: Any, y: Any) -> Any:
        return b.op("cross_entropy", X=x, Label=y)
    return _cost("cross_entropy_cost", per_sample, {"input": input, "label": label}, name, coeff, weight,
                 layer_attr)


def cross_entropy_with_selfnorm_cost(input: TapeItem, label: TapeItem, name: str | None = None,
                                     coeff: float = 1.0, softmax_selfnorm_alpha: float = 0.1,
                                     layer_attr: Any = None) -> TapeItem:
    """v2's self-normalising cross entropy: with Z the sum of the row (unnormalised
    probabilities), -log(input[label] / Z) + alpha * log(Z)^2."""
    alpha = number("cross_entropy_with_selfnorm_cost", "softmax_selfnorm_alpha", softmax_selfnorm_alpha)

    def per_sample(b: Builder, x: Any, y: Any) -> Any:
        z = b.row_sum(x)
        ce = b.op("cross_entropy", X=b.op("div", X=x, Y=z), Label=y)
        return b.op("add", X=ce, Y=b.scale(b.op("square", X=b.op("log", X=z)), alpha))
    return _cost("cross_entropy_with_selfnorm_cost", per_sample, {"input": input, "label": label}, name, coeff,
                 None, layer_attr)


def multi_binary_label_cross_entropy_cost(input: TapeItem, label: TapeItem, name: str | None = None,
                                          coeff: float = 1.0, layer_attr: Any = None) -> TapeItem:
    """-sum_j [y_j log p_j + (1 - y_j) log(1 - p_j)] per sample: input probabilities [N, D], label
    [N, D] of 0 and 1 (several classes may hold)."""
    def per_sample(b: Builder, p: Any, y: Any) -> Any:
        on = b.op("elementwise_mul", X=y, Y=b.op("log", X=p))
        off = b.op("elementwise_mul", X=b.scale(y, -1.0, 1.0), Y=b.op("log", X=b.scale(p, -1.0, 1.0)))
        return b.scale(b.row_sum(b.op("add", X=on, Y=off)), -1.0)
    return _cost("multi_binary_label_cross_entropy_cost", per_sample, {"input": input, "label": label}, name,
                 coeff, None, layer_attr)


def sum_cost(input: TapeItem, name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """The sum of each sample's values, as its cost (v2's sum_cost)."""
    return _cost("sum_cost", lambda b, x: b.row_sum(b.flat(x)), {"input": input}, name, 1.0, None, layer_attr)


def rank_cost(left: TapeItem, right: TapeItem, label: TapeItem, weight: TapeItem | None = None,
              name: str | None = None, coeff: float = 1.0, layer_attr: Any = None) -> TapeItem:
    """RankNet's pairwise cost (v2's rank_cost): o = left - right (scores [N, 1]), cost =
    -label * o + log(1 + exp(o)), label the probability that left ranks first (0, 0.5 or 1)."""
    def per_sample(b: Builder, left: Any, right: Any, label: Any) -> Any:
        o = b.op("sub", X=left, Y=right)
        return b.op("sub", X=b.op("softplus", X=o), Y=b.op("elementwise_mul", X=label, Y=o))
    return _cost("rank_cost", per_sample, {"left": left, "right": right, "label": label}, name, coeff, weight,
                 layer_attr)


def huber_regression_cost(input: TapeItem, label: TapeItem, name: str | None = None, delta: float = 1.0,
                          coeff: float = 1.0, layer_attr: Any = None) -> TapeItem:
    """sum_j huber(input - label) per sample: 0.5 r^2 where |r| <= delta, delta (|r| - 0.5 delta)
    beyond (v2's huber_regression_cost)."""
    d = number("huber_regression_cost", "delta", delta)
    if d <= 0:
        raise bad_argument("huber_regression_cost", "delta", "larger_than", delta, "should be larger than 0")

    def per_sample(b: Builder, x: Any, y: Any) -> Any:
        return b.row_sum(b.op("huber_loss", {"delta": d}, X=b.flat(x), Y=b.flat(y)))
    return _cost("huber_regression_cost", per_sample, {"input": input, "label": label}, name, coeff, None,
                 layer_attr)


def smooth_l1_cost(input: TapeItem, label: TapeItem, name: str | None = None, coeff: float = 1.0,
                   layer_attr: Any = None) -> TapeItem:
    """sum_j smooth_l1(input - label) per sample: 0.5 r^2 where |r| < 1, |r| - 0.5 beyond."""
    def per_sample(b: Builder, x: Any, y: Any) -> Any:
        return b.row_sum(b.op("huber_loss", {"delta": 1.0}, X=b.flat(x), Y=b.flat(y)))
    return _cost("smooth_l1_cost", per_sample, {"input": input, "label": label}, name, coeff, None, layer_attr)


def huber_classification_cost(input: TapeItem, label: TapeItem, name: str | None = None, coeff: float = 1.0,
                              layer_attr: Any = None) -> TapeItem:
    """The modified Huber loss of a binary classifier (v2's huber_classification_cost): with y
    = 2 label - 1 and a = y * input ([N, 1] scores), -4 a where a < -1, (1 - a)^2 where a < 1, 0
    beyond."""
    def per_sample(b: Builder, x: Any, label: Any) -> Any:
        y = b.scale(b.op("cast", {"out_dtype": str(x.info.dtype.value)}, X=label), 2.0, -1.0)
        a = b.op("elementwise_mul", X=y, Y=x)
        quadratic = b.op("square", X=b.op("relu", X=b.scale(a, -1.0, 1.0)))
        far = b.op("less", X=a, Y=b.op("fill_like", {"value": -1.0}, X=a))
        return b.op("where", Condition=far, X=b.scale(a, -4.0), Y=quadratic)
    return _cost("huber_classification_cost", per_sample, {"input": input, "label": label}, name, coeff, None,
                 layer_attr)


__all__ = ["square_error_cost", "mse_cost", "regression_cost", "cross_entropy_cost",
           "cross_entropy_with_selfnorm_cost", "multi_binary_label_cross_entropy_cost", "sum_cost", "rank_cost",
           "huber_regression_cost", "huber_classification_cost", "smooth_l1_cost"]
