"""The new ops' paths the generated tests (float inputs) do not draw: integer inputs of mod,
cumsum and trilu, negative indexes of gather_elements and scatter_elements; against torch."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest
import torch

from paddle.registry import InputError, default_registry

RNG = np.random.default_rng(0)


def kernel(op: str) -> Any:
    return default_registry().function(op).kernel_for("cpu")


@pytest.mark.parametrize("dtype", ["int32", "int64"])
@pytest.mark.parametrize("fmod", [False, True])
def test_mod_of_integers(dtype: str, fmod: bool) -> None:
    x = RNG.integers(-20, 21, (3, 4)).astype(dtype)
    y = RNG.choice([-7, -3, -1, 2, 5], (4,)).astype(dtype)
    got = kernel("mod")(x, y, fmod=fmod)
    tx, ty = torch.from_numpy(x), torch.from_numpy(y)
    want = (torch.fmod(tx, ty) if fmod else torch.remainder(tx, ty)).numpy()
    assert got.dtype == x.dtype and np.array_equal(got, want)


def test_an_integer_remainder_by_zero_is_refused() -> None:
    with pytest.raises(InputError, match="mod layer's input Y should hold no 0"):
        kernel("mod")(np.array([1, 2], np.int64), np.array([1, 0], np.int64), fmod=False)


@pytest.mark.parametrize("exclusive", [False, True])
@pytest.mark.parametrize("reverse", [False, True])
def test_cumsum_of_integers(exclusive: bool, reverse: bool) -> None:
    x = RNG.integers(-9, 10, (3, 5)).astype(np.int32)
    got = kernel("cumsum")(x, axis=1, exclusive=exclusive, reverse=reverse)
    t = torch.from_numpy(x)
    s = torch.cumsum(t.flip(1), 1).flip(1) if reverse else torch.cumsum(t, 1)
    want = (s - t if exclusive else s).numpy()
    assert got.dtype == x.dtype and np.array_equal(got, want)


@pytest.mark.parametrize("upper", [False, True])
@pytest.mark.parametrize("k", [-2, 0, 3])
def test_trilu_of_integers(upper: bool, k: int) -> None:
    x = RNG.integers(-9, 10, (2, 4, 5)).astype(np.int64)
    t = torch.from_numpy(x)
    want = (torch.triu(t, k) if upper else torch.tril(t, k)).numpy()
    assert np.array_equal(kernel("trilu")(x, upper=upper, k=k), want)


def test_negative_indexes_count_from_the_end() -> None:
    x = RNG.normal(size=(4, 3)).astype(np.float32)
    index = np.array([[-1, 0, -4], [2, -2, 1]], np.int64)
    positive = torch.from_numpy(np.where(index < 0, index + 4, index))
    got = kernel("gather_elements")(x, index, axis=0)
    assert np.array_equal(got, torch.gather(torch.from_numpy(x), 0, positive).numpy())
    updates = RNG.normal(size=(2, 3)).astype(np.float32)
    got = kernel("scatter_elements")(x, index, updates, axis=0, reduction="none")
    want = torch.from_numpy(x).scatter(0, positive, torch.from_numpy(updates)).numpy()
    assert np.array_equal(got, want)


def test_an_index_outside_is_refused() -> None:
    x = np.zeros((4, 3), np.float32)
    with pytest.raises(InputError, match="gather_elements layer's input Index should hold indexes along axis 0 in"):
        kernel("gather_elements")(x, np.array([[4, 0, 0]], np.int64), axis=0)
