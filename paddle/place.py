"""Places: where a tensor lives and which kernel runs (the registry keys kernels by device)."""
from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import numpy as np

from .errors import PlaceError


@dataclass(frozen=True, slots=True)
class Place:
    device: str = "cpu"
    id: int = 0

    @property
    def xp(self) -> ModuleType:
        """The array module for this place: numpy or cupy."""
        return np


@dataclass(frozen=True, slots=True)
class CPUPlace(Place):
    device: str = field(default="cpu", init=False)
    id: int = field(default=0, init=False)

    def __repr__(self) -> str:
        return "CPUPlace()"


@dataclass(frozen=True, slots=True)
class GPUPlace(Place):
    id: int = 0
    device: str = field(default="gpu", init=False)

    def __post_init__(self) -> None:
        if not isinstance(self.id, int) or isinstance(self.id, bool) or self.id < 0:
            raise PlaceError(f"GPUPlace id should be a non-negative int, got {self.id!r}")

    def __repr__(self) -> str:
        return f"GPUPlace({self.id})"

    @property
    def xp(self) -> ModuleType:
        try:
            import cupy
        except ImportError:
            raise PlaceError(f"{self!r} needs cupy, which is not installed") from None
        return cupy


class Context:
    """What an op runs with (seed 004's OpContext): the place; one per run, shared by its ops."""

    __slots__ = ("place",)

    def __init__(self, place: Place | None = None) -> None:
        self.place = place or CPUPlace()

    def __repr__(self) -> str:
        return f"Context({self.place!r})"


def place_of(array: Any) -> Place:
    """The place an array lives on."""
    if type(array).__module__.startswith("cupy"):
        return GPUPlace(int(array.device.id))
    return CPUPlace()


def to_place(array: Any, place: Place) -> Any:
    """`array` copied to `place` (no copy if it is there already)."""
    if place_of(array) == place:
        return array
    if place.device == "cpu":
        return array.get()  # cupy -> numpy
    xp = place.xp
    with xp.cuda.Device(place.id):
        return xp.asarray(array)
