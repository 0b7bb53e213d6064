"""Readers as in v2 (`paddle.v2.reader`): a reader creator is a function returning an iterator of
samples. `decorator` builds creators from creators (shuffle, buffered, compose, xmap_readers, ...),
`creator` makes them from arrays and files, `PipeReader` streams a command's output, and `batch`
groups samples into minibatches (`paddle.batch`).

    reader = paddle.batch(paddle.reader.shuffle(mnist.train(), buf_size=500), batch_size=64)
    for minibatch in reader(): ...
"""
from __future__ import annotations

from . import creator, decorator
from .decorator import (ComposeNotAligned, ReaderError, batch, buffered, chain, compose, firstn, map_readers,
                        shuffle, xmap_readers)
from .pipe import PipeReader
from .state import Reader, random_states, set_random_states

__all__ = ["creator", "decorator", "map_readers", "buffered", "compose", "chain", "shuffle", "ComposeNotAligned",
           "firstn", "xmap_readers", "PipeReader", "batch", "ReaderError", "Reader", "random_states",
           "set_random_states"]
