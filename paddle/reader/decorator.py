"""v2's reader decorators (`paddle.v2.reader.decorator`): each builds a new reader creator (a
function returning an iterator of samples) from old ones.

    reader = paddle.batch(paddle.reader.shuffle(mnist.train(), buf_size=500), batch_size=64)

As v2: `shuffle(r, 0)` (and 1) keeps the order; `buffered(r, 0)` reads ahead without bound.
An error raised by a reader mid-pass reaches the consumer: `buffered` and `xmap_readers` read in
threads and re-raise it in the loop that consumes them (after the samples read before it), and
abandoning their iterator stops their threads.
"""
from __future__ import annotations

import itertools
import queue
import random
import threading
from typing import Any, Callable, Iterator

from .errors import ComposeNotAligned, ReaderError
from .pipe import PipeReader
from .state import Reader, wraps

__all__ = ["map_readers", "buffered", "compose", "chain", "shuffle", "ComposeNotAligned", "firstn",
           "xmap_readers", "PipeReader", "batch", "ReaderError"]

_POLL_S = 0.05  # how often a blocked reading thread looks whether its consumer has gone


def _int_at_least(decorator: str, name: str, value: Any, least: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        what = "a positive int" if least == 1 else f"an int >= {least}"
        raise ReaderError(f"{decorator}: {name} should be {what}, got {value!r}", layer=decorator, argument=name,
                          rule=f"int >= {least}", value=value)


def _callables(decorator: str, name: str, *values: Any) -> None:
    """Readers (and mappers) are functions: a list or an iterator given instead fails only when
    read, far from the mistake, as "'list' object is not callable"."""
    for value in values:
        if not callable(value):
            raise ReaderError(f"{decorator}: {name} should be a reader creator (a function returning an iterator "
                              f"of samples), got {type(value).__name__} {value!r}"[:300], layer=decorator,
                              argument=name, rule="callable", value=type(value).__name__)


def map_readers(func: Callable[..., Any], *readers: Reader) -> Reader:
    """func applied to the samples of the readers, taken side by side."""
    _callables("map_readers", "func", func)
    _callables("map_readers", "readers", *readers)
    return wraps(lambda: map(func, *(r() for r in readers)), *readers)


def shuffle(reader: Reader, buf_size: int, seed: int | None = None) -> Reader:
    """Samples shuffled within successive windows of `buf_size` (0 or 1: the order kept, as in
    v2). Without `seed`, Python's global generator shuffles, as v2's did (so `random.seed(n)`
    repeats a run); with one, a generator of its own: each call of the creator continues the same
    random stream. `paddle.reader.random_states` saves either."""
    _int_at_least("shuffle", "buf_size", buf_size, 0)
    _callables("shuffle", "reader", reader)
    rng: random.Random = random.Random(seed) if seed is not None else getattr(random.shuffle, "__self__")

    def shuffled() -> Iterator[Any]:
        buf: list[Any] = []
        for sample in reader():
            buf.append(sample)
            if len(buf) >= buf_size:
                rng.shuffle(buf)
                yield from buf
                buf = []
        rng.shuffle(buf)
        yield from buf
    shuffled._paddle_rng = rng  # type: ignore[attr-defined]
    return wraps(shuffled, reader)


def chain(*readers: Reader) -> Reader:
    """The samples of each reader in turn."""
    _callables("chain", "readers", *readers)
    return wraps(lambda: itertools.chain.from_iterable(r() for r in readers), *readers)


_END = object()


def compose(*readers: Reader, check_alignment: bool = True) -> Reader:
    """Samples of several readers side by side, as one flat tuple: (a, (b, c)) -> (a, b, c).
    Readers of different lengths raise ComposeNotAligned once the shortest ends (unchecked:
    stop at the shortest)."""
    def flat(sample: Any) -> tuple[Any, ...]:
        return sample if isinstance(sample, tuple) else (sample,)

    def composed() -> Iterator[tuple[Any, ...]]:
        iterators = [r() for r in readers]
        if not check_alignment:
            for parts in zip(*iterators):
                yield sum((flat(p) for p in parts), ())
            return
        for parts in itertools.zip_longest(*iterators, fillvalue=_END):
            if any(p is _END for p in parts):
                raise ComposeNotAligned("compose: the readers yield different numbers of samples",
                                        layer="compose", argument="readers", rule="aligned")
            yield sum((flat(p) for p in parts), ())
    return wraps(composed, *readers)


def firstn(reader: Reader, n: int) -> Reader:
    """At most the first `n` samples."""
    _int_at_least("firstn", "n", n, 0)
    _callables("firstn", "reader", reader)

    def first() -> Iterator[Any]:
        it = reader()
        try:
            yield from itertools.islice(it, n)
        finally:
            close = getattr(it, "close", None)
            if close is not None:
                close()  # a threaded reader inside stops now, not when collected
    return wraps(first, reader)


class _Stop:
    """The consumer's side of the threads that fill a queue: set when it stops reading."""

    def __init__(self) -> None:
        self.event = threading.Event()

    def put(self, q: queue.Queue[Any], item: Any) -> bool:
        while not self.event.is_set():
            try:
                q.put(item, timeout=_POLL_S)
                return True
            except queue.Full:
                continue
        return False

    def get(self, q: queue.Queue[Any]) -> Any:
        while not self.event.is_set():
            try:
                return q.get(timeout=_POLL_S)
            except queue.Empty:
                continue
        return _END


def buffered(reader: Reader, size: int) -> Reader:
    """Reads ahead up to `size` samples in a thread (0: without bound, as v2's queue)."""
    _int_at_least("buffered", "size", size, 0)
    _callables("buffered", "reader", reader)

    def read_ahead() -> Iterator[Any]:
        q: queue.Queue[Any] = queue.Queue(maxsize=size)
        stop = _Stop()

        def fill() -> None:
            try:
                for sample in reader():
                    if not stop.put(q, ("sample", sample)):
                        return
                stop.put(q, ("end", None))
            except BaseException as err:  # handed to the consumer, which raises it
                stop.put(q, ("error", err))

        threading.Thread(target=fill, daemon=True, name="paddle-buffered").start()
        try:
            while True:
                kind, item = q.get()
                if kind == "end":
                    return
                if kind == "error":
                    raise item
                yield item
        finally:
            stop.event.set()
    return wraps(read_ahead, reader)


def xmap_readers(mapper: Callable[[Any], Any], reader: Reader, process_num: int, buffer_size: int,
                 order: bool = False) -> Reader:
    """`mapper` applied to the samples of `reader` by `process_num` threads, with queues of
    `buffer_size`; `order` keeps the reader's order (else the order they finish in). An error in
    the reader is raised after the samples read before it; an error in `mapper` at once."""
    _int_at_least("xmap_readers", "process_num", process_num, 1)
    _int_at_least("xmap_readers", "buffer_size", buffer_size, 0)

    def xreader() -> Iterator[Any]:
        in_q: queue.Queue[Any] = queue.Queue(buffer_size)
        out_q: queue.Queue[Any] = queue.Queue(buffer_size)
        stop = _Stop()
        reader_error: list[BaseException] = []

        def read() -> None:
            try:
                for index, sample in enumerate(reader()):
                    if not stop.put(in_q, (index, sample)):
                        return
            except BaseException as err:
                reader_error.append(err)
            for _ in range(process_num):
                stop.put(in_q, _END)

        def work() -> None:
            while (item := stop.get(in_q)) is not _END:
                index, sample = item
                try:
                    result = ("sample", index, mapper(sample))
                except BaseException as err:
                    result = ("error", index, err)
                if not stop.put(out_q, result):
                    return
            stop.put(out_q, _END)

        threading.Thread(target=read, daemon=True, name="paddle-xmap-read").start()
        for _ in range(process_num):
            threading.Thread(target=work, daemon=True, name="paddle-xmap-map").start()
        try:
            yield from _collect(out_q, process_num, order)
            if reader_error:
                raise reader_error[0]
        finally:
            stop.event.set()
    return wraps(xreader, reader)


def _collect(out_q: queue.Queue[Any], workers: int, order: bool) -> Iterator[Any]:
    pending: dict[int, Any] = {}
    next_index = finished = 0
    while finished < workers:
        item = out_q.get()
        if item is _END:
            finished += 1
            continue
        kind, index, value = item
        if kind == "error":
            raise value
        if not order:
            yield value
            continue
        pending[index] = value
        while next_index in pending:
            yield pending.pop(next_index)
            next_index += 1


def batch(reader: Reader, batch_size: int, drop_last: bool = False) -> Reader:
    """Samples grouped into lists of `batch_size` (the last one shorter unless `drop_last`)."""
    _int_at_least("batch", "batch_size", batch_size, 1)
    _callables("batch", "reader", reader)

    def batched() -> Iterator[list[Any]]:
        it = reader()
        while chunk := list(itertools.islice(it, batch_size)):
            if len(chunk) < batch_size and drop_last:
                return
            yield chunk
    return wraps(batched, reader)
