"""The process's communicator, built on first use: one process unless a launcher started it."""
from __future__ import annotations

import os
from typing import Any

from .comm import Communicator
from .errors import CommunicatorUnavailableError
from .selection import build, choose, launched_size

_COMM: list[Communicator] = []  # the one built, once
_SETTINGS: dict[str, Any] = {"communicator": "auto", "timeout": None, "overlap": None}
OVERLAP_VAR = "PADDLE_OVERLAP_ALLREDUCE"  # "0": reduce the buckets after backward, not during it


def init(communicator: str = "auto", timeout: float | None = None, overlap: bool | None = None) -> Communicator:
    """Choose the engine ("auto": one process outside a launcher, NCCL for a model on a usable
    GPU, else MPI), the seconds a collective may wait (default PADDLE_COLLECTIVE_TIMEOUT, else
    300) and whether a gradient bucket's reduction starts as soon as backward has computed it
    (default: yes, unless PADDLE_OVERLAP_ALLREDUCE=0; the results are bitwise the same either
    way). Optional: the first training step calls it with the defaults."""
    if timeout is not None and not (isinstance(timeout, (int, float)) and timeout > 0):
        raise CommunicatorUnavailableError(f"timeout should be a number of seconds > 0, got {timeout!r}")
    if overlap is not None and not isinstance(overlap, bool):
        raise CommunicatorUnavailableError(f"overlap should be True or False, got {overlap!r}")
    if overlap is not None:
        _SETTINGS["overlap"] = overlap
    choose(communicator, launched=1, on_gpu=False, gpu_usable=True)  # the name checked now
    if _COMM and _COMM[0].name != "single" and communicator not in ("auto", _COMM[0].name):
        raise CommunicatorUnavailableError(f"the {_COMM[0].name} communicator is running already")
    _SETTINGS.update(communicator=communicator, timeout=timeout)
    if _COMM and timeout is not None:
        _COMM[0].timeout = float(timeout)
    return communicator_for(gpu=communicator == "nccl")


def communicator(place: Any = None) -> Communicator:
    """The communicator of this process (built on the first call; `place`: where the model runs)."""
    if _COMM:
        return _COMM[0]
    return communicator_for(gpu=getattr(place, "device", "cpu") == "gpu")


def communicator_for(gpu: bool) -> Communicator:
    if not _COMM:
        from paddle.core.device import gpu_usable
        launched = launched_size()
        kind = _SETTINGS["communicator"]
        probe = kind == "nccl" or (gpu and launched > 1)  # probing a GPU costs: only where it decides
        engine = choose(kind, launched=launched, on_gpu=gpu, gpu_usable=probe and gpu_usable())
        _COMM.append(build(engine, _SETTINGS["timeout"]))
    return _COMM[0]


def overlap() -> bool:
    """Whether gradient buckets are reduced while backward runs (init's `overlap`)."""
    if _SETTINGS["overlap"] is not None:
        return bool(_SETTINGS["overlap"])
    raw = os.environ.get(OVERLAP_VAR, "1").strip().lower()
    if raw not in ("0", "1", "false", "true", "no", "yes", "off", "on"):
        raise CommunicatorUnavailableError(f"{OVERLAP_VAR} should be 1 or 0, got {raw!r}")
    return raw in ("1", "true", "yes", "on")


def rank() -> int:
    return communicator().rank


def world_size() -> int:
    return communicator().size
