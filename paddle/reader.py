"""Readers as in v2: a reader creator is a function returning an iterator of samples; the
decorators here build new creators from old ones (`paddle.reader`, and `paddle.batch`).

    reader = paddle.batch(paddle.reader.shuffle(mnist.train(), buf_size=500), batch_size=64)
    for minibatch in reader(): ...
"""
from __future__ import annotations

import itertools
import queue
import random
import threading
from typing import Any, Callable, Iterator

from .errors import PaddleError

Reader = Callable[[], Iterator[Any]]


class ComposeNotAligned(PaddleError, ValueError):
    """compose() was given readers of different lengths."""


def _positive(name: str, value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        raise ValueError(f"{name} should be a positive int, got {value!r}")


def random_states(reader: Callable[[], Any]) -> list[Any]:
    """The random states of the shuffles inside `reader` (through the decorators here), in a
    fixed order: what a checkpoint saves so a resumed run reads the same samples."""
    found: list[Any] = []
    _walk(reader, lambda rng: found.append(rng.getstate()))
    return found


def set_random_states(reader: Callable[[], Any], states: list[Any]) -> None:
    """Restore what `random_states` returned (for the same reader structure)."""
    rngs: list[random.Random] = []
    _walk(reader, rngs.append)
    if len(rngs) != len(states):
        raise ValueError(f"the reader holds {len(rngs)} shuffle(s); the states given are for {len(states)}")
    for rng, state in zip(rngs, states):
        rng.setstate(state)


def _walk(reader: Any, visit: Callable[[random.Random], None]) -> None:
    rng = getattr(reader, "_paddle_rng", None)
    if rng is not None:
        visit(rng)
    for inner in getattr(reader, "_paddle_readers", ()):
        _walk(inner, visit)


def _wraps(outer: Any, *inner: Reader) -> Any:
    outer._paddle_readers = inner
    return outer


def shuffle(reader: Reader, buf_size: int, seed: int | None = None) -> Reader:
    """Samples shuffled within windows of `buf_size` (v2's shuffle); `seed` makes it repeatable
    (each call of the creator continues the same random stream; `random_states` saves it)."""
    _positive("buf_size", buf_size)
    rng = random.Random(seed)

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
    return _wraps(shuffled, reader)  # type: ignore[no-any-return]


def chain(*readers: Reader) -> Reader:
    """The samples of each reader in turn."""
    return _wraps(lambda: itertools.chain.from_iterable(r() for r in readers), *readers)  # type: ignore[no-any-return]


def compose(*readers: Reader, check_alignment: bool = True) -> Reader:
    """Samples of several readers side by side, as one flat tuple: (a, (b, c)) -> (a, b, c).
    Readers of different lengths raise ComposeNotAligned (or stop at the shortest, unchecked)."""
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
                raise ComposeNotAligned("compose: the readers yield different numbers of samples")
            yield sum((flat(p) for p in parts), ())
    return _wraps(composed, *readers)  # type: ignore[no-any-return]


_END = object()


def map_readers(func: Callable[..., Any], *readers: Reader) -> Reader:
    """func applied to the samples of the readers, taken side by side."""
    return _wraps(lambda: map(func, *(r() for r in readers)), *readers)  # type: ignore[no-any-return]


def firstn(reader: Reader, n: int) -> Reader:
    """At most the first `n` samples."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"n should be an int >= 0, got {n!r}")
    return _wraps(lambda: itertools.islice(reader(), n), reader)  # type: ignore[no-any-return]


def buffered(reader: Reader, size: int) -> Reader:
    """Reads ahead up to `size` samples in a thread; an error in the reader is raised in the
    consumer, and abandoning the iterator stops the thread."""
    _positive("size", size)

    def read_ahead() -> Iterator[Any]:
        q: queue.Queue[Any] = queue.Queue(maxsize=size)
        stop = threading.Event()

        def fill() -> None:
            try:
                for sample in reader():
                    while not stop.is_set():
                        try:
                            q.put(("sample", sample), timeout=0.1)
                            break
                        except queue.Full:
                            continue
                    if stop.is_set():
                        return
                q.put(("end", None))
            except BaseException as err:  # handed to the consumer, which raises it
                q.put(("error", err))

        thread = threading.Thread(target=fill, daemon=True)
        thread.start()
        try:
            while True:
                kind, item = q.get()
                if kind == "end":
                    return
                if kind == "error":
                    raise item
                yield item
        finally:
            stop.set()
    return _wraps(read_ahead, reader)  # type: ignore[no-any-return]


def batch(reader: Reader, batch_size: int, drop_last: bool = False) -> Reader:
    """Samples grouped into lists of `batch_size` (the last one shorter unless `drop_last`)."""
    _positive("batch_size", batch_size)

    def batched() -> Iterator[list[Any]]:
        it = reader()
        while chunk := list(itertools.islice(it, batch_size)):
            if len(chunk) < batch_size and drop_last:
                return
            yield chunk
    return _wraps(batched, reader)  # type: ignore[no-any-return]
