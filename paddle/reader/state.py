"""What a checkpoint saves of a reader: the random states of the shuffles inside it. Each
decorator records the readers it wraps, so the structure can be walked."""
from __future__ import annotations

import random
from typing import Any, Callable, Iterator

Reader = Callable[[], Iterator[Any]]


def wraps(outer: Any, *inner: Reader) -> Reader:
    """`outer`, remembering that it reads `inner`."""
    outer._paddle_readers = inner
    return outer  # type: ignore[no-any-return]


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
