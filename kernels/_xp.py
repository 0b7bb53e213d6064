"""Array-module dispatch: one kernel body serves numpy (CPU) and cupy (GPU) arrays."""
from __future__ import annotations

from types import ModuleType
from typing import Any

import numpy as np


def xp_of(array: Any) -> ModuleType:
    """numpy for numpy arrays, cupy for cupy arrays (cupy imported only when one is seen)."""
    if type(array) is np.ndarray:  # the common case, checked first: this runs once per kernel call
        return np
    if type(array).__module__.startswith("cupy"):
        import cupy
        return cupy
    return np
