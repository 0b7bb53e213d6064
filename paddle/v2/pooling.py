"""v2's pooling types (`paddle.pooling.Max()`, `Avg()`, ...): what `img_pool(pool_type=)` and
`pooling(pooling_type=)` take. Each names how values are combined: `image` is the name the image
pooling op (pool2d) takes, `sequence` the name the sequence pooling op (sequence_pool) takes; a
type that one of them cannot do says so with None. Classes and their instances are both accepted.
"""
from __future__ import annotations

from typing import Any

from paddle.registry import ConfigError


class BasePoolingType:
    """A way of pooling; `name` is v2's name for it."""
    name = ""
    image: str | None = None
    sequence: str | None = None

    def __repr__(self) -> str:
        return f"paddle.pooling.{type(self).__name__}()"


class Max(BasePoolingType):
    """The largest value (v2's MaxPooling). `output_max_index` is refused: no layer reads indices."""
    name = "max"
    image = "max"
    sequence = "max"

    def __init__(self, output_max_index: bool | None = None) -> None:
        if output_max_index:
            raise ConfigError("paddle.pooling.Max(output_max_index=True) is not supported: no layer reads the "
                              "indices of the maxima", layer="pooling", argument="output_max_index",
                              rule="unsupported", value=output_max_index)


class CudnnMax(Max):
    """Max pooling, as cuDNN computed it in v2 (the same values)."""
    name = "cudnn-max-pool"


class Avg(BasePoolingType):
    """The mean (v2's AvgPooling): over a sequence's steps, or over a window's pixels (padding excluded)."""
    name = "average"
    image = "avg"
    sequence = "average"


class CudnnAvg(Avg):
    """Average pooling, as cuDNN computed it in v2 (padding excluded, the same values)."""
    name = "cudnn-avg-pool"


class CudnnAvgInclPad(Avg):
    """Average pooling whose windows count the padding (zeros) too, as cuDNN's
    CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING (img_pool passes exclude_mode=False to pool2d)."""
    name = "cudnn-avg-incl-pad-pool"
    include_padding = True


class Sum(BasePoolingType):
    """The sum of a sequence's steps (v2's SumPooling)."""
    name = "sum"
    sequence = "sum"


class SquareRootN(BasePoolingType):
    """The sum of a sequence's steps over the square root of its length (v2's SquareRootNPooling)."""
    name = "squarerootn"
    sequence = "sqrt"


def _instance(pool_type: Any, where: str) -> BasePoolingType:
    if isinstance(pool_type, type) and issubclass(pool_type, BasePoolingType):
        return pool_type()
    if isinstance(pool_type, BasePoolingType):
        return pool_type
    raise ConfigError(f"{where}: pool_type should be a paddle.pooling type (Max, Avg, Sum, ...), got {pool_type!r}",
                      layer=where, argument="pool_type", rule="type", value=pool_type)


def image_pool_name(pool_type: Any, where: str = "img_pool") -> str:
    """The pool2d `pooling_type` for v2's pooling object, max when None; a string passes through."""
    if pool_type is None:
        return "max"
    if isinstance(pool_type, str):
        return pool_type
    kind = _instance(pool_type, where)
    if kind.image is None:
        raise ConfigError(f"{where}: {kind!r} pools sequences only; an image is pooled by Max or Avg",
                          layer=where, argument="pool_type", rule="one_of", value=kind.name)
    return kind.image


def sequence_pool_name(pool_type: Any, where: str = "pooling") -> str:
    """The sequence_pool `pool_type` for v2's pooling object (v2's default for sequences is Max)."""
    if pool_type is None:
        return "max"
    if isinstance(pool_type, str):
        return pool_type
    kind = _instance(pool_type, where)
    if kind.sequence is None:
        raise ConfigError(f"{where}: {kind!r} pools images only", layer=where, argument="pool_type",
                          rule="one_of", value=kind.name)
    return kind.sequence


MaxPooling, AvgPooling, SumPooling, SquareRootNPooling = Max, Avg, Sum, SquareRootN
CudnnMaxPooling, CudnnAvgPooling = CudnnMax, CudnnAvg

__all__ = ["BasePoolingType", "Max", "CudnnMax", "Avg", "CudnnAvg", "CudnnAvgInclPad", "Sum", "SquareRootN"]


def __getattr__(name: str) -> object:
    """v2's names deliberately left out (paddle/v2/unsupported.py): calling one says why."""
    from .unsupported import refused_name
    return refused_name("pooling", name)
