"""v2's reader creators (`paddle.v2.reader.creator`): readers over an array, a text file,
RecordIO files (read here, without the `recordio` package)."""
from __future__ import annotations

import glob
import pickle
from typing import Any, Iterator, Sequence

from .decorator import buffered
from .errors import ReaderError
from .recordio_file import read_records
from .state import Reader

__all__ = ["np_array", "text_file", "recordio", "cloud_reader", "UnsupportedReaderError"]


class UnsupportedReaderError(ReaderError):
    """A v2 reader this build deliberately does not provide."""


def np_array(x: Any) -> Reader:
    """The elements of a vector, the rows of a matrix: the sub-arrays along the first axis (a
    0-d array: itself, once)."""
    if not hasattr(x, "ndim"):
        raise ReaderError(f"np_array: x should be a numpy array, got {type(x).__name__} {x!r}"[:200],
                          layer="np_array", argument="x", rule="type", value=type(x).__name__)

    def reader() -> Iterator[Any]:
        if x.ndim < 1:
            yield x
            return
        yield from x
    return reader


def text_file(path: str) -> Reader:
    """The lines of the text file `path`, without their trailing newline."""
    def reader() -> Iterator[str]:
        try:
            f = open(path, encoding="utf-8")
        except OSError as err:
            raise ReaderError(f"text_file: cannot read {path}: {err.strerror}", layer="text_file",
                              argument="path", rule="readable", value=path) from None
        with f:
            for line in f:
                yield line.rstrip("\n")
    return reader


def recordio(paths: str | Sequence[str], buf_size: int = 100) -> Reader:
    """The records of RecordIO files (`paths`: a list, or names separated by ',', globs
    allowed), each unpickled as v2's writers stored them (`paddle.dataset.common.convert`): read
    only files you trust, as with any pickle. Read ahead by `buffered(buf_size)`."""
    names = paths.split(",") if isinstance(paths, str) else list(paths)
    files = [f for name in names for f in (sorted(glob.glob(name)) or [name])]

    def reader() -> Iterator[Any]:
        for name in files:
            for record in read_records(name):
                yield pickle.loads(record)
    return buffered(reader, buf_size)


def cloud_reader(paths: Sequence[str], etcd_endpoints: str, timeout_sec: int = 5, buf_size: int = 64) -> Reader:
    """v2 read records handed out by a PaddlePaddle master process over etcd: there is no such
    cluster service here."""
    raise UnsupportedReaderError(
        "paddle.reader.creator.cloud_reader takes its records from a PaddlePaddle master process through etcd, "
        "a cluster service this build does not have; read the files with recordio() or "
        "paddle.dataset.common.cluster_files_reader", layer="reader.creator.cloud_reader", rule="unsupported")
