"""What a v2 data layer holds per sample (`paddle.data_type.dense_vector(784)`)."""
from __future__ import annotations

from paddle.registry import ConfigError
from paddle.v2_support import InputType


def _dim(kind: str, dim: object) -> int:
    if isinstance(dim, bool) or not isinstance(dim, int) or dim <= 0:
        raise ConfigError(f"paddle.data_type.{kind}: the size should be a positive int, got {dim!r}",
                          layer=f"data_type.{kind}", argument="dim", rule="larger_than", value=dim)
    return dim


def dense_vector(dim: int) -> InputType:
    """`dim` floats a sample."""
    return InputType(_dim("dense_vector", dim), "dense")


def integer_value(value_range: int) -> InputType:
    """One int in [0, value_range) a sample (a class label, a word id)."""
    return InputType(_dim("integer_value", value_range), "integer")


def dense_vector_sequence(dim: int) -> InputType:
    """A sequence of `dim`-float vectors a sample."""
    return InputType(_dim("dense_vector_sequence", dim), "dense", "sequence")


def integer_value_sequence(value_range: int) -> InputType:
    """A sequence of ints in [0, value_range) a sample."""
    return InputType(_dim("integer_value_sequence", value_range), "integer", "sequence")


__all__ = ["InputType", "dense_vector", "integer_value", "dense_vector_sequence", "integer_value_sequence"]
