"""`import paddle.v2.dataset.uci_housing` (and every other v2 dataset module path): the one
implementation is `paddle.dataset`, registered here under v2's names."""
from __future__ import annotations

import sys

import paddle.dataset as _dataset

for _name in _dataset.__all__:
    _module = getattr(_dataset, _name)
    if isinstance(_module, type(sys)):
        sys.modules[f"{__name__}.{_name}"] = _module
sys.modules[__name__] = _dataset
