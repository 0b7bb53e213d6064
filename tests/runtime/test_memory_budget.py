"""The memory budget: a layer whose tensor or parameters would not fit is refused when it is
configured, with a typed error naming the layer (issue: `fc(x, size=2**40)` died in numpy)."""
from __future__ import annotations

import numpy as np
import pytest

import paddle
from paddle.generated import layers
from paddle.model_methods import data
from paddle.registry import ConfigError, MemoryBudgetError


@pytest.fixture
def budget():
    saved = paddle.get_flags()["memory_budget"]
    yield lambda size: paddle.set_flags(memory_budget=size)
    paddle.set_flags(memory_budget=saved)


def test_a_huge_fc_is_refused_naming_the_layer_and_parameter():
    with paddle.Model():
        x = data("x", [None, 13])
        with pytest.raises(MemoryBudgetError) as err:
            layers.fc(x, size=2**40, name="big")
    assert err.value.layer == "fc layer 'big'" and err.value.argument == "parameter 'big.w'"
    assert err.value.rule == "memory_budget" and err.value.value == 13 * 2**40 * 4
    assert ("fc layer 'big': parameter 'big.w' of shape (13, 1099511627776) (float32) would take 52.0 TiB"
            in str(err.value))
    assert isinstance(err.value, ConfigError)


def test_the_budget_is_a_setting(budget):
    budget(1000)
    with paddle.Model():
        x = data("x", [None, 10])
        layers.fc(x, size=25, bias=False)  # 10 * 25 * 4 = 1000 bytes: fits exactly
        with pytest.raises(MemoryBudgetError, match="over the memory budget of 1000 B"):
            layers.fc(x, size=26, bias=False)


def test_parameters_count_together(budget):
    budget(1600)
    with paddle.Model():
        x = data("x", [None, 10])
        layers.fc(x, size=20, bias=False)  # 800 bytes
        layers.fc(x, size=20, bias=False)  # 1600 in all
        with pytest.raises(MemoryBudgetError, match="the model's parameters would take 1.6 KiB"):
            layers.fc(x, size=1, bias=False)


def test_an_op_output_over_the_budget_is_refused(budget):
    budget(10_000)
    with paddle.Model():
        x = data("x", [None, 50, 50], dtype="float64")  # batch unknown: counts as 1 (20 kB)
        with pytest.raises(MemoryBudgetError, match="exp layer: output Out of shape"):
            layers.exp(x)


def test_each_tensor_of_a_variadic_output_is_checked(budget):
    budget(10_000)
    with paddle.Model():
        x = data("x", [None, 3000], dtype="float64")  # 24 kB, split in two of 12 kB each
        with pytest.raises(MemoryBudgetError, match=r"split layer: output Out\[0\] of shape \(None, 1500\)"):
            layers.split(x, num=2, axis=1)
        layers.split(data("y", [None, 2000], dtype="float64"), num=2, axis=1)  # 8 kB each: fits


def test_a_model_within_the_budget_still_runs(budget):
    budget(2**20)
    with paddle.Model() as m:
        x = data("x", [None, 4])
        y = layers.fc(x, size=3)
        out = m.run(y, feed={"x": np.ones((2, 4), np.float32)})
    assert np.asarray(out).shape == (2, 3)


@pytest.mark.parametrize("bad", [0, -1, 1.5, True, "4GiB"])
def test_a_bad_budget_is_refused(bad):
    with pytest.raises(ConfigError, match="memory_budget should be a positive number of bytes"):
        paddle.set_flags(memory_budget=bad)


def test_the_budget_reads_the_environment(monkeypatch):
    from paddle.core.flags import Flags
    monkeypatch.setenv("PADDLE_MEMORY_BUDGET", "4GiB")
    assert Flags().memory_budget == 4 * 2**30
    monkeypatch.setenv("PADDLE_MEMORY_BUDGET", "500MB")
    assert Flags().memory_budget == 500 * 10**6
    monkeypatch.setenv("PADDLE_MEMORY_BUDGET", "lots")
    with pytest.raises(ConfigError, match="PADDLE_MEMORY_BUDGET='lots' should be a positive size"):
        Flags()
