"""The test-support the generated tests stand on: strategies stay inside the constraints, inputs
respect every tensor meta, an op can declare its own test inputs, and the hypothesis profiles."""
from __future__ import annotations

import contextlib
import importlib
import sys
import types

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from paddle.testing import target as support
from paddle.testing.kernel_checks import check_gpu
from paddle.testing.strategies import attr_strategy, example_case, make_case
from paddle.registry import FunctionMeta, load_plugins, validate_inputs

ATTRIBUTES = [(m.name, a) for m in load_plugins() for a in m.attributes.values()]
FUNCTIONS = [m.name for m in load_plugins() if isinstance(m, FunctionMeta)]


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_attribute_strategies_stay_inside_every_constraint(data):
    op, attr = data.draw(st.sampled_from(ATTRIBUTES))
    value = data.draw(attr_strategy(attr))
    assert attr.first_violation(attr.type.coerce(value)) is None, (op, attr.name, value)


@pytest.mark.parametrize("op", FUNCTIONS)
def test_generated_inputs_respect_the_tensor_metas(op):
    for seed in range(5):
        case = make_case(op, seed)
        validate_inputs(case.meta, case.infos)


def test_test_inputs_get_the_attributes_they_ask_for():
    registry = load_plugins().copy()
    meta = registry.get("cos_sim")

    def inputs(rng, dtype, *, scale):
        return {"X": np.full((2, 3), scale, dtype), "Y": -np.ones((2, 3), dtype)}
    registry.replace(meta.replace(test_inputs_fn=inputs))
    support.use_registry(registry)
    try:
        case = example_case("cos_sim", {"scale": 2.0})
    finally:
        support.use_registry(None)
    assert case.inputs["X"].tolist() == [[2.0] * 3] * 2 and case.inputs["Y"].dtype == np.float32


GPU_OPS = [m.name for m in load_plugins() if isinstance(m, FunctionMeta) and "gpu" in m.devices]


@pytest.mark.parametrize("op", GPU_OPS)
def test_gpu_check_runs_where_no_gpu_is(op, monkeypatch):
    """The CPU-vs-GPU check, its data movement exercised with a stand-in for cupy (numpy)."""
    fake = types.ModuleType("cupy")
    fake.asarray = fake.asnumpy = np.asarray
    fake.cuda = types.SimpleNamespace(Device=lambda i: contextlib.nullcontext())
    monkeypatch.setitem(sys.modules, "cupy", fake)
    check_gpu(example_case(op))


def test_hypothesis_profiles():
    importlib.import_module("paddle.generated.tests.conftest")
    ci, thorough = settings.get_profile("ci"), settings.get_profile("thorough")
    assert ci.derandomize and ci.database is None
    assert thorough.max_examples >= 10 * ci.max_examples
