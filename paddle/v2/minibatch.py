"""v2's `paddle.v2.minibatch`: `batch(reader, batch_size)` (also `paddle.batch`), from `paddle.reader`."""
from __future__ import annotations

from paddle.reader import batch

__all__ = ["batch"]
