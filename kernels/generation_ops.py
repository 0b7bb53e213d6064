"""The id layers of v2's generation loops: `maxid` (the most probable id of each row: greedy
decoding) and `eos` (1 where an id is the end-of-sequence id). Their rows may be the steps of
sequences, whose offsets the output keeps."""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import INTEGERS, ROWS, DataType, Function


def _maxid(x: Any) -> Any:
    return x.argmax(axis=1)[:, None].astype(np.int64)


def _maxid_ref(x: np.ndarray) -> np.ndarray:
    # the first column holding the row's largest value, found by comparing with the row's max
    hits = x == x.max(axis=1, keepdims=True)
    out: np.ndarray = np.array([[int(np.flatnonzero(row)[0])] for row in hits], dtype=np.int64).reshape(-1, 1)
    return out


def _maxid_inputs(rng: np.random.Generator, dtype: np.dtype) -> dict[str, Any]:
    rows, width = int(rng.integers(0, 6)), int(rng.integers(1, 6))
    return {"X": rng.permutation(rows * width).reshape(rows, width).astype(dtype)}  # distinct: no ties


(Function("maxid", "The index of the largest value of each row of X (of equal values, the first): the most "
          "probable id, v2's maxid layer.")
    .input("X", "[N, C]: scores or probabilities; the rows may be the steps of sequences", shape=("N", "C"),
           seq_types=ROWS)
    .output("Out", "[N, 1] int64: each row's id, with X's offsets", shape=("N", 1), dtypes=(DataType.INT64,),
            type_var=None, seq_from="X")
    .reference(_maxid_ref)
    .oracle("numpy")
    .kernel(_maxid)
    .no_grad("an index is a discrete choice: its gradient is zero almost everywhere")
    .test_inputs(_maxid_inputs)
    .example("probs = data('probs', [None, 10])\n"
             "word = layers.maxid(probs)  # [N, 1]")
    .register())


def _eos(x: Any, *, eos_id: int) -> Any:
    return (x == eos_id).astype(np.int64)


def _eos_ref(x: np.ndarray, *, eos_id: int) -> np.ndarray:
    out: np.ndarray = np.where(x - eos_id == 0, 1, 0).astype(np.int64)
    return out


def _eos_inputs(rng: np.random.Generator, dtype: np.dtype, *, eos_id: int) -> dict[str, Any]:
    near = eos_id + rng.integers(-1, 2, size=(int(rng.integers(0, 6)), 1))  # eos_id and its neighbours
    return {"X": np.maximum(near, 0).astype(np.int64)}


(Function("eos", "1 where an id of X is eos_id, else 0 (v2's eos layer: which generated words end a sequence).")
    .input("X", "[N, 1]: ids; the rows may be the steps of sequences", shape=("N", 1), dtypes=INTEGERS,
           seq_types=ROWS)
    .output("Out", "[N, 1] int64: 1 at eos_id, with X's offsets", shape=("N", 1), dtypes=(DataType.INT64,),
            type_var=None, seq_from="X")
    .attribute("eos_id", int, "the end-of-sequence id").must_set().in_range(0, 2**31 - 1)
    .reference(_eos_ref)
    .oracle("numpy")
    .kernel(_eos)
    .no_grad("its output is an integer test of integer ids")
    .test_inputs(_eos_inputs)
    .example("words = data('words', [None, 1], dtype='int64')\n"
             "ended = layers.eos(words, eos_id=1)")
    .register())
