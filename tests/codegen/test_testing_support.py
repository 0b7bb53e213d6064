"""The test-support the generated tests stand on: strategies stay inside the constraints, inputs
respect every tensor meta, an op can declare its own test inputs, and the hypothesis profiles."""
from __future__ import annotations

import contextlib
import importlib
import math
import sys
import types

import numpy as np
import pytest
from hypothesis import find, given, settings
from hypothesis.errors import NoSuchExample
from hypothesis import strategies as st

from paddle.testing import target as support
from paddle.testing.kernel_checks import check_gpu
from paddle.testing.inputs import REGIONS, sample_case
from paddle.testing.strategies import _typed, attr_strategy, example_case
from paddle.registry import (AtLeast, Function, FunctionMeta, InRange, LargerThan, Length, OneOf, Registry,
                             SmallerThan, load_plugins, validate_inputs)

ATTRIBUTES = [(m.name, a) for m in load_plugins() for a in m.attributes.values()]
FUNCTIONS = [m.name for m in load_plugins() if isinstance(m, FunctionMeta)]


NUMERIC = [(op, a) for op, a in ATTRIBUTES if a.type.scalar_kind in ("int", "float")
           and not any(k.kind in ("one_of", "custom") for k in a.checks)]


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_bounds_from_the_constraints_keep_unfiltered_values_inside(data):
    """The strategy before its safety filter: the bounds it derives from the constraints (`_typed`)
    must already keep values inside. A bound derived wrongly (larger_than taken as at_least, a
    bound dropped) fails here; the filtered `attr_strategy` would hide it."""
    op, attr = data.draw(st.sampled_from(NUMERIC))
    value = data.draw(_typed(attr))
    assert attr.first_violation(attr.type.coerce(value)) is None, (op, attr.name, value)


def _attr(py_type, *constraints):
    fn = Function("probe", "d").input("X").output("Out", like="X")
    fn.attribute("a", py_type, "d")
    for c in constraints:
        fn._add(c)
    return fn.no_grad("t").kernel("cpu", lambda x, *, a: x).register(Registry()).attributes["a"]


SEARCH = settings(max_examples=2000, derandomize=True, database=None)

# (declaration, a value the strategy must reach, a value it must never give): written by hand,
# so a constraint whose meaning changed (larger_than admitting its bound) fails here too
REACH = [
    ((int, AtLeast(value=0)), lambda v: v == 0, lambda v: v < 0),
    ((int, LargerThan(value=0)), lambda v: v == 1, lambda v: v <= 0),
    ((float, LargerThan(value=0.0)), lambda v: 0 < v < 1e-300, lambda v: not v > 0),
    ((float, InRange(low=0.0, high=1.0)), lambda v: v == 1.0, lambda v: not 0.0 <= v <= 1.0),
    ((float, InRange(low=0.0, high=1.0)), lambda v: v == 0.0, lambda v: math.isnan(v)),
    ((float, SmallerThan(value=1.0)), lambda v: v == 0.9999999999999999, lambda v: not v < 1.0),
    ((float,), lambda v: abs(v) > 1e300, lambda v: not math.isfinite(v)),
    ((list[int], Length(min=1, max=2), LargerThan(value=0)), lambda v: len(v) == 2,
     lambda v: not 1 <= len(v) <= 2 or min(v) <= 0),
    ((str, OneOf(values=("a", "b"))), lambda v: v == "b", lambda v: v not in ("a", "b")),
]


@pytest.mark.parametrize("declaration, reached, forbidden", REACH)
def test_attribute_strategies_reach_the_edges_and_stay_inside(declaration, reached, forbidden):
    attr = _attr(*declaration)
    find(attr_strategy(attr), reached, settings=SEARCH)
    with pytest.raises(NoSuchExample):
        find(attr_strategy(attr), forbidden, settings=settings(SEARCH, max_examples=300))


@pytest.mark.parametrize("op", FUNCTIONS)
@pytest.mark.parametrize("region", REGIONS)
def test_generated_inputs_respect_the_tensor_metas(op, region):
    for seed in range(3):
        case = sample_case(op, seed, region=region)
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
