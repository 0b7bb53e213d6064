"""What a v2 data layer holds per sample (`paddle.data_type.dense_vector(784)`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from paddle.registry import ConfigError
from paddle.v2_support import InputType


def _dim(kind: str, dim: object) -> int:
    if isinstance(dim, bool) or not isinstance(dim, int) or dim <= 0:
        raise ConfigError(f"paddle.data_type.{kind}: the size should be a positive int, got {dim!r}",
                          layer=f"data_type.{kind}", argument="dim", rule="larger_than", value=dim)
    return dim


def dense_vector(dim: int, seq_type: int = 0) -> InputType:
    """`dim` floats a sample (a sequence or nested sequence of them by `seq_type`)."""
    return InputType(_dim("dense_vector", dim), "dense", _seq("dense_vector", seq_type))


def integer_value(value_range: int, seq_type: int = 0) -> InputType:
    """One int in [0, value_range) a sample (a class label, a word id); sequences of them by `seq_type`."""
    return InputType(_dim("integer_value", value_range), "integer", _seq("integer_value", seq_type))


def dense_vector_sequence(dim: int) -> InputType:
    """A sequence of `dim`-float vectors a sample."""
    return InputType(_dim("dense_vector_sequence", dim), "dense", "sequence")


def integer_value_sequence(value_range: int) -> InputType:
    """A sequence of ints in [0, value_range) a sample."""
    return InputType(_dim("integer_value_sequence", value_range), "integer", "sequence")


# --- sparse vectors (issue 18) ---------------------------------------------------------------------
# A sample lists the ids of its nonzero entries (binary: each is 1) or (id, value) pairs (float),
# as v2 fed them. They are fed as dense [N, dim] float32 rows (paddle.v2.feeding): a layer reading
# one (fc) multiplies a dense matrix, which costs dim floats a sample (fine for dims of a few
# thousands, not for millions).

@dataclass(frozen=True)
class SparseInputType(InputType):
    """A sparse vector of `dim` entries a sample (kind sparse_binary or sparse_float), fed dense."""

    @property
    def shape(self) -> list[int | None]:
        return [None, self.dim]

    @property
    def dtype(self) -> str:
        return "float32"


def sparse_binary_vector(dim: int, seq_type: int = 0) -> InputType:
    """The ids of the entries that are 1 in a vector of `dim` (the others 0), a sample."""
    return SparseInputType(_dim("sparse_binary_vector", dim), "sparse_binary", _seq("sparse_binary_vector", seq_type))


def sparse_float_vector(dim: int, seq_type: int = 0) -> InputType:
    """(id, value) pairs of the nonzero entries of a vector of `dim`, a sample."""
    return SparseInputType(_dim("sparse_float_vector", dim), "sparse_float", _seq("sparse_float_vector", seq_type))


def sparse_binary_vector_sequence(dim: int) -> InputType:
    """A sequence of sparse binary vectors (lists of ids) a sample."""
    return SparseInputType(_dim("sparse_binary_vector_sequence", dim), "sparse_binary", "sequence")


def sparse_float_vector_sequence(dim: int) -> InputType:
    """A sequence of sparse float vectors (lists of (id, value) pairs) a sample."""
    return SparseInputType(_dim("sparse_float_vector_sequence", dim), "sparse_float", "sequence")


# --- nested sequences (sequences of sub-sequences; v2's SequenceType.SUB_SEQUENCE) ------------------
# A sample is a list of sub-sequences, each a list of what the plain type holds a step; fed as one
# tensor with two levels of offsets (paddle.v2.feeding): the samples' sub-sequences, their steps.
NESTED = "nested_sequence"


def dense_vector_sub_sequence(dim: int) -> InputType:
    """A sequence of sequences of `dim`-float vectors a sample."""
    return InputType(_dim("dense_vector_sub_sequence", dim), "dense", NESTED)


def integer_value_sub_sequence(value_range: int) -> InputType:
    """A sequence of sequences of ints in [0, value_range) a sample."""
    return InputType(_dim("integer_value_sub_sequence", value_range), "integer", NESTED)


def sparse_binary_vector_sub_sequence(dim: int) -> InputType:
    """A sequence of sequences of sparse binary vectors (lists of ids) a sample."""
    return SparseInputType(_dim("sparse_binary_vector_sub_sequence", dim), "sparse_binary", NESTED)


def sparse_float_vector_sub_sequence(dim: int) -> InputType:
    """A sequence of sequences of sparse float vectors (lists of (id, value) pairs) a sample."""
    return SparseInputType(_dim("sparse_float_vector_sub_sequence", dim), "sparse_float", NESTED)


class SequenceType:
    """v2's sequence types of a data type (paddle.data_type.SequenceType)."""
    NO_SEQUENCE = 0
    SEQUENCE = 1
    SUB_SEQUENCE = 2


class DataType:
    """v2's (PyDataProvider2's) kinds of data, the values of `InputType.type`."""
    Dense = 0
    SparseNonValue = 1
    SparseValue = 2
    Index = 3


_SEQ_NAMES = {SequenceType.NO_SEQUENCE: "none", SequenceType.SEQUENCE: "sequence", SequenceType.SUB_SEQUENCE: NESTED}


def _seq(kind: str, seq_type: Any) -> str:
    """v2's `seq_type=` argument of a plain type (dense_vector(4, seq_type=SequenceType.SEQUENCE))."""
    if seq_type not in _SEQ_NAMES:
        raise ConfigError(f"paddle.data_type.{kind}: seq_type should be a paddle.data_type.SequenceType, got "
                          f"{seq_type!r}", layer=f"data_type.{kind}", argument="seq_type", rule="one_of",
                          value=seq_type)
    return _SEQ_NAMES[seq_type]


sparse_vector = sparse_float_vector
sparse_vector_sequence = sparse_float_vector_sequence
sparse_non_value_slot = sparse_binary_vector
sparse_value_slot = sparse_float_vector

dense_array = dense_vector  # v2's name for a dense input that is not thought of as a vector (the same type)

__all__ = ["InputType", "SequenceType", "DataType", "dense_vector_sub_sequence", "integer_value_sub_sequence",
           "sparse_binary_vector_sub_sequence", "sparse_float_vector_sub_sequence", "dense_vector", "dense_array",
           "integer_value", "dense_vector_sequence", "integer_value_sequence",
           "sparse_binary_vector", "sparse_float_vector", "sparse_vector", "sparse_binary_vector_sequence",
           "sparse_float_vector_sequence", "sparse_vector_sequence"]


def __getattr__(name: str) -> object:
    """v2's names deliberately left out (paddle/v2/unsupported.py): calling one says why."""
    from .unsupported import refused_name
    return refused_name("data_type", name)
