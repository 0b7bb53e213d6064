"""Cases for the generated tests: `paddle.testing`'s sampler on the registry the generated
tests run against (`support.registry()`: the default one, or a copy named by PADDLE_REGISTRY),
and hypothesis strategies over it."""
from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from paddle.testing import Case, sample_case

from .. import support

__all__ = ["Case", "make_case", "cases", "example_case"]


def make_case(op: str, seed: int, dtype: str | None = None, attrs: dict[str, Any] | None = None) -> Case:
    return sample_case(op, seed, dtype=dtype, attrs=attrs, registry=support.registry())


def cases(op: str, dtype: str | None = None) -> st.SearchStrategy[Case]:
    """Random valid cases; hypothesis shrinks the seed towards 0."""
    return st.integers(0, 2**32 - 1).map(lambda seed: make_case(op, seed, dtype))


def example_case(op: str, attrs: dict[str, Any] | None = None) -> Case:
    """One fixed case (seed 0): the inputs of the layer-level and boundary-value tests."""
    return make_case(op, 0, None, attrs)
