"""The device table: one `Device` record per device; adding a device means adding one entry.

A record names the device, the module of its arrays (imported on first use, so a machine
without cupy can still import paddle), the place of its arrays, and how arrays move to and
from the host. `available()` really makes an array: cupy imports fine on a machine without
a GPU and fails only then. This is the one place that knows which array module is whose.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Callable

import numpy as np

from ..errors import PlaceError


@dataclass(frozen=True, slots=True)
class Place:
    """Where a tensor lives and which kernel runs: a device of the table and its index."""
    device: str = "cpu"
    id: int = 0

    @property
    def xp(self) -> ModuleType:
        """The array module of this place's device (numpy, cupy)."""
        return device(self.device).xp()


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


@dataclass(frozen=True)
class Device:
    name: str  # the key kernels are registered under (`.kernel("gpu", fn)`)
    module: str  # the array module's import name; its arrays' type lives in a module of that prefix
    place: Callable[[int], Place]  # the place of the device's `id`-th unit
    to_device: Callable[[ModuleType, Any, int], Any]  # (xp, host array, id) -> array on the device
    to_host: Callable[[Any], np.ndarray]  # device array -> numpy array
    unit_of: Callable[[Any], int] = lambda array: 0  # which unit of the device holds an array
    _probe: dict[str, bool] = field(default_factory=dict, compare=False, repr=False)

    def xp(self) -> ModuleType:
        try:
            return importlib.import_module(self.module)
        except ImportError:
            raise PlaceError(f"device '{self.name}' needs {self.module}, which is not installed") from None

    def owns(self, array: Any) -> bool:
        return type(array).__module__.split(".", 1)[0] == self.module

    def available(self) -> bool:
        """Can this machine make an array here? (probed once: importing is not enough)"""
        if "ok" not in self._probe:
            try:
                self.xp().zeros(1).sum()
                self._probe["ok"] = True
            except Exception:  # any failure of a foreign runtime means: not usable here
                self._probe["ok"] = False
        return self._probe["ok"]


def _cupy_to_device(xp: ModuleType, array: Any, unit: int) -> Any:
    with xp.cuda.Device(unit):
        return xp.asarray(array)


DEVICES: dict[str, Device] = {d.name: d for d in (
    Device("cpu", "numpy", lambda unit: CPUPlace(), lambda xp, a, unit: a, np.asarray),
    Device("gpu", "cupy", GPUPlace, _cupy_to_device, lambda a: a.get(), lambda a: int(a.device.id)),
)}
HOST = DEVICES["cpu"]


def device(name: str) -> Device:
    d = DEVICES.get(name)
    if d is None:
        raise PlaceError(f"no device named {name!r}; devices: {sorted(DEVICES)}")
    return d


def device_of(array: Any) -> Device:
    """The device whose array module made `array` (the host for anything else)."""
    if type(array) is np.ndarray:  # the common case, without a walk over the table
        return HOST
    return next((d for d in DEVICES.values() if d.owns(array)), HOST)


def is_device_array(array: Any) -> bool:
    return type(array) is np.ndarray or any(d.owns(array) for d in DEVICES.values())


def gpu_usable() -> bool:
    """Is there a GPU here that can really run an array op?"""
    return device("gpu").available()
