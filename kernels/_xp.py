"""Array-module dispatch: one kernel body serves numpy (CPU) and cupy (GPU) arrays."""
from __future__ import annotations

import sys
from types import ModuleType
from typing import Any

import numpy as np


def xp_of(array: Any) -> ModuleType:
    """The array module an array belongs to: numpy for numpy arrays, cupy for cupy arrays (the
    top-level module of its type; no device library is named or imported here)."""
    if type(array) is np.ndarray:  # the common case, checked first: this runs once per kernel call
        return np
    return sys.modules.get(type(array).__module__.partition(".")[0], np)
