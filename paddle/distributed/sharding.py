"""Readers sharded by rank (ChainerMN's scatter_dataset, done lazily): every rank reads the same
global batches (one seeded shuffle: `paddle.reader.shuffle(..., seed=...)`) and keeps its own
contiguous part of each. So every rank runs the same number of steps, and a global batch of
N samples split over the ranks gives the update one process gets from the whole batch.

A part is never empty: a rank whose part of a short last batch would be empty gets the batch's
last sample with weight 0 (its gradient and its cost count for nothing), never a rank left
waiting in a collective the others skipped.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Iterator, Sequence

from .comm import Communicator
from .errors import ReaderMismatchError


class Shard(list):  # type: ignore[type-arg]
    """This rank's part of a global batch: `global_size` samples in all, `weight` 0 for padding."""

    global_size: int = 0
    weight: float = 1.0

    @property
    def samples(self) -> int:
        """The real samples in this part (0 for padding)."""
        return len(self) if self.weight else 0


def split_sizes(n: int, parts: int) -> list[int]:
    """Contiguous part sizes, the first n % parts one longer."""
    return [n // parts + (1 if r < n % parts else 0) for r in range(parts)]


def part_of(batch: Sequence[Any], rank: int, size: int) -> Shard:
    sizes = split_sizes(len(batch), size)
    start = sum(sizes[:rank])
    part = Shard(batch[start:start + sizes[rank]])
    part.global_size = len(batch)
    if not part and len(batch):
        part.append(batch[-1])
        part.weight = 0.0
    return part


def shard(reader: Callable[[], Iterable[Sequence[Any]]], comm: Communicator | None = None,
          check: bool = True) -> Callable[[], Iterator[Shard]]:
    """This rank's parts of the batches of `reader` (a batched reader: `paddle.batch(...)`).
    `check`: the ranks compare a digest of each pass's first batch (ReaderMismatchError when the
    readers differ, e.g. a shuffle without a seed)."""
    def sharded() -> Iterator[Shard]:
        from . import runtime
        c = comm or runtime.communicator()
        for i, batch in enumerate(reader()):
            batch = list(batch)
            if check and i == 0 and c.size > 1:
                _same_everywhere(c, batch)
            yield part_of(batch, c.rank, c.size)
    sharded._paddle_readers = (reader,)  # type: ignore[attr-defined]  # random_states walks into it
    return sharded


def _same_everywhere(comm: Communicator, batch: list[Any]) -> None:
    import hashlib  # here: `import paddle` need not load them
    import pickle
    digest = hashlib.sha256(pickle.dumps(batch, protocol=4)).hexdigest()
    digests = comm.allgather_object(digest)
    if len(set(digests)) > 1:
        odd = next(r for r, d in enumerate(digests) if d != digests[0])
        raise ReaderMismatchError(f"rank {comm.rank}: the ranks' readers gave different first batches (rank 0 vs "
                                  f"rank {odd}); every rank must read the same global batches: give the shuffle a "
                                  f"seed (paddle.reader.shuffle(reader, buf_size, seed=...))")
