"""Places: where a tensor lives and which kernel runs (the registry keys kernels by device).

The place classes live with the device table (paddle.core.device); moving an array between
places goes through the table's records, so no module here knows numpy from cupy.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .device import HOST, CPUPlace, GPUPlace, Place, device, device_of

__all__ = ["Place", "CPUPlace", "GPUPlace", "Context", "place_of", "to_place"]


class Context:
    """What an op runs with (seed 004's OpContext): the place; one per run, shared by its ops."""

    __slots__ = ("place",)

    def __init__(self, place: Place | None = None) -> None:
        self.place = place or CPUPlace()

    def __repr__(self) -> str:
        return f"Context({self.place!r})"


def place_of(array: Any) -> Place:
    """The place an array lives on."""
    d = device_of(array)
    return d.place(d.unit_of(array))


def to_place(array: Any, place: Place) -> Any:
    """`array` copied to `place` (no copy if it is there already)."""
    if type(array) is np.ndarray and place.device == HOST.name:  # the common case, first
        return array
    if place_of(array) == place:
        return array
    source = device_of(array)
    host = array if source is HOST else source.to_host(array)
    target = device(place.device)
    return host if target is HOST else target.to_device(target.xp(), host, place.id)
