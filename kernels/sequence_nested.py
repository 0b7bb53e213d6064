"""Nested sequences (v2's sub-sequences): a tensor with two levels of offsets, [[0, 2, 3],
[0, 3, 5, 6]]: level 0 says which sub-sequences each sequence holds (sequence 0 has sub-sequences
0 and 1), level 1 which rows each sub-sequence holds. The ops here only change which offsets rows
carry, so the sequence ops of one level (sequence_pool, sequence_expand, ...) serve both levels:

- `sequence_unnest`: a nested X as a sequence of one level, its rows unchanged: each sub-sequence a
  sequence (level "sub_sequences"), or each sequence's sub-sequences joined (level "sequences");
- `sequence_nest_rows`: X with one row per sub-sequence of a nested Y, as a sequence of one level
  whose sequences are Y's (the rows of sequence i are those of its sub-sequences).

v2's pooling with AggregateLevel.TO_SEQUENCE is sequence_nest_rows(sequence_pool(sequence_unnest(X,
"sub_sequences")), X); with TO_NO_SEQUENCE sequence_pool(sequence_unnest(X, "sequences")). The
gradients pass the rows' gradients through unchanged.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import FLOATS, INTEGERS, ROWS, Function, LodArray, SequenceType
from paddle.registry.errors import input_error

NESTED = (SequenceType.NESTED,)
LEVELS = ["sub_sequences", "sequences"]
Lod = dict[str, Any]


def _levels(op: str, slot: str, lod: Lod) -> tuple[list[int], list[int]]:
    """(outer, inner) offsets of a nested input."""
    levels = lod.get(slot)
    if not levels or len(levels) != 2:
        raise input_error(op, slot, "should be a nested sequence: a tensor with two levels of offsets, as "
                          "paddle.Tensor(array, lod=[[0, 2, 3], [0, 3, 5, 6]]) gives", None)
    return [int(o) for o in levels[0]], [int(o) for o in levels[1]]


# --- sequence_unnest ----------------------------------------------------------------------------

def _unnest(x: Any, *, level: str, lod: Lod) -> LodArray:
    outer, inner = _levels("sequence_unnest", "X", lod)
    offsets = inner if level == "sub_sequences" else [inner[i] for i in outer]
    return LodArray.of(x, offsets)


def _unnest_grad(x: Any, dout: Any, *, level: str, lod: Lod) -> Any:
    return dout


def _unnest_ref(x: np.ndarray, *, level: str, lod: Lod) -> LodArray:
    """Count rows: the number of rows before each sub-sequence, or before each sequence's first one."""
    outer, inner = (np.asarray(level_) for level_ in lod["X"])
    lengths = np.diff(inner)
    if level == "sequences":  # a sequence's length: the sum of its sub-sequences'
        lengths = np.array([lengths[a:b].sum() for a, b in zip(outer[:-1], outer[1:])], dtype=np.int64)
    return LodArray.of(x, np.concatenate([[0], np.cumsum(lengths)]))


def nested_offsets(rng: np.random.Generator, rows: int) -> tuple[list[int], list[int]]:
    """Random nested offsets over `rows` rows: sub-sequences (some empty or of length 1), grouped
    into 1 to 3 sequences (some with no sub-sequence)."""
    subs = int(rng.integers(1, 5))
    cuts = sorted(int(c) for c in rng.integers(0, rows + 1, size=subs - 1))
    inner = [0, *cuts, rows]
    groups = sorted(int(c) for c in rng.integers(0, subs + 1, size=int(rng.integers(0, 3))))
    return [0, *groups, subs], inner


def _unnest_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    rows = int(rng.integers(1, 7))
    outer, inner = nested_offsets(rng, rows)
    return {"X": LodArray.of(rng.standard_normal((rows, int(rng.integers(1, 4)))).astype(dtype), outer, inner)}


(Function("sequence_unnest", "A nested sequence X as a sequence of one level, its rows unchanged: each "
          "sub-sequence a sequence (level 'sub_sequences'), or each sequence's sub-sequences joined into one "
          "(level 'sequences').")
    .input("X", "[T, ...]: the rows of a nested sequence (two levels of offsets)", shape=("T", "...D"),
           seq_types=NESTED, dtypes=(*FLOATS, *INTEGERS))
    .output("Out", "[T, ...]: X's rows with one level of offsets", shape=("T", "...D"),
            seq_type=SequenceType.SEQUENCE, dtypes=(*FLOATS, *INTEGERS))
    .attribute("level", str, "which sequences Out holds").default("sub_sequences").one_of(LEVELS)
    .reference(_unnest_ref)
    .oracle("numpy")
    .kernel(_unnest)
    .grad(_unnest_grad, reads=("X",))
    .test_inputs(_unnest_inputs)
    .example("paragraphs = data('paragraphs', [None, 8], seq_type='nested_sequence')\n"
             "sentences = layers.sequence_unnest(paragraphs, level='sub_sequences')")
    .register())


# --- sequence_nest_rows -------------------------------------------------------------------------

def _nest_rows(x: Any, y: Any, *, lod: Lod) -> LodArray:
    outer, inner = _levels("sequence_nest_rows", "Y", lod)
    if x.shape[0] != len(inner) - 1:
        raise input_error("sequence_nest_rows", "X", f"should have one row per sub-sequence of Y "
                          f"({len(inner) - 1}), got {x.shape[0]} rows", x.shape[0])
    return LodArray.of(x, outer)


def _nest_rows_grad(x: Any, y: Any, dout: Any, *, lod: Lod) -> Any:
    _nest_rows(x, y, lod=lod)  # refused in the forward op's words
    return dout


def _nest_rows_ref(x: np.ndarray, y: np.ndarray, *, lod: Lod) -> LodArray:
    """Sequence i of Y has outer[i + 1] - outer[i] sub-sequences: as many rows of X."""
    counts = np.diff(np.asarray(lod["Y"][0]))
    return LodArray.of(x, np.concatenate([[0], np.cumsum(counts)]))


def _nest_rows_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    rows = int(rng.integers(1, 7))
    outer, inner = nested_offsets(rng, rows)
    x = rng.standard_normal((len(inner) - 1, int(rng.integers(1, 4)))).astype(dtype)
    return {"X": x, "Y": LodArray.of(rng.standard_normal((rows, 2)).astype(dtype), outer, inner)}


(Function("sequence_nest_rows", "X, one row per sub-sequence of the nested sequence Y, as a sequence of one "
          "level: sequence i holds the rows of the sub-sequences of Y's sequence i.")
    .input("X", "[S, D]: one row per sub-sequence of Y", shape=("S", "D"), seq_types=ROWS)
    .input("Y", "[T, ...]: the nested sequence whose sequences group X's rows (values unused)",
           shape=("T", "...G"), seq_types=NESTED, dtypes=(*FLOATS, *INTEGERS), type_var=None, no_grad=True)
    .output("Out", "[S, D]: X's rows, with Y's outer offsets", shape=("S", "D"), seq_type=SequenceType.SEQUENCE)
    .reference(_nest_rows_ref)
    .oracle("numpy")
    .kernel(_nest_rows)
    .grad(_nest_rows_grad, reads=("X", "Y"))
    .test_inputs(_nest_rows_inputs)
    .example("paragraphs = data('paragraphs', [None, 8], seq_type='nested_sequence')\n"
             "sentences = layers.sequence_unnest(paragraphs)\n"
             "per_sentence = layers.sequence_pool(sentences, pool_type='average')  # a row per sentence\n"
             "per_paragraph = layers.sequence_nest_rows(per_sentence, paragraphs)  # a sequence per paragraph")
    .register())


# --- sequence_like ------------------------------------------------------------------------------

def _like(x: Any, y: Any, *, lod: Lod) -> Any:
    if x.shape[0] != y.shape[0]:
        raise input_error("sequence_like", "X", f"should have as many rows as Y ({y.shape[0]}), got {x.shape[0]}",
                          x.shape[0])
    return x


def _like_grad(x: Any, y: Any, dout: Any, *, lod: Lod) -> Any:
    return dout


def _like_ref(x: np.ndarray, y: np.ndarray, *, lod: Lod) -> np.ndarray:
    return np.array(x, copy=True)


def _like_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    rows = int(rng.integers(1, 7))
    x = rng.standard_normal((rows, int(rng.integers(1, 4)))).astype(dtype)
    return {"X": x, "Y": LodArray.of(rng.standard_normal((rows, 2)).astype(dtype), *nested_offsets(rng, rows))}


(Function("sequence_like", "X's rows with Y's sequence offsets (every level): the rows of X are the steps of "
          "Y's sequences (or sub-sequences).")
    .input("X", "[T, D]: as many rows as Y", shape=("T", "D"), seq_types=ROWS)
    .input("Y", "[T, ...]: the (nested) sequences whose offsets Out takes (values unused)", shape=("T", "...G"),
           seq_types=(*NESTED, SequenceType.SEQUENCE), dtypes=(*FLOATS, *INTEGERS), type_var=None, no_grad=True)
    .output("Out", "[T, D]: X, with Y's offsets", shape=("T", "D"), seq_from="Y")
    .reference(_like_ref)
    .oracle("numpy")
    .kernel(_like)
    .grad(_like_grad, reads=("X", "Y"))
    .test_inputs(_like_inputs)
    .example("paragraphs = data('paragraphs', [None, 8], seq_type='nested_sequence')\n"
             "words = layers.sequence_unnest(paragraphs, level='sequences')\n"
             "again = layers.sequence_like(words, paragraphs)  # the sub-sequences back")
    .register())
