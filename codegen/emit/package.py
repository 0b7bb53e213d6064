"""The package files of the output folder: its `__init__.py` and that of its tests."""
from __future__ import annotations

from ..views import OpView
from ..writer import Artifact
from . import artifact

_INIT = '"""Generated from the operator registry by `python -m paddle.codegen`; never edited by hand."""\n'
_TESTS = '"""Generated per-op tests (hypothesis): `pytest generated/tests`."""\n'


def emit(ops: list[OpView]) -> list[Artifact]:
    sources = [op.source for op in ops]
    return [artifact("__init__.py", __name__, sources, _INIT),
            artifact("tests/__init__.py", __name__, sources, _TESTS)]
