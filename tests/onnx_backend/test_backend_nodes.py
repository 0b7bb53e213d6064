"""ONNX's backend node test suite (onnx.backend.test.BackendTest, its node cases built offline
from the onnx package) run on paddle.onnx.backend.

Every node case becomes a test per device (`..._cpu`, `..._cuda`; CUDA runs only where a GPU is
usable). A case runs when the backend claims every ONNX op of its graph and tests/onnx_backend/excluded.py
does not list it; otherwise it is skipped with the reason. The checks below hold the suite to
issue 12: at least MIN_PASSING node cases pass, every case of every claimed op passes unless
listed with a reason, and every listed case still fails (a case that passes leaves the list).
The real/simple/pytorch model cases (downloads, or whole networks) are not exposed.
"""
from __future__ import annotations

import functools
import unittest
from typing import Any

import numpy as np
import onnx
import onnx.backend.test
from onnx import numpy_helper
from onnx.backend.test.loader import load_model_tests
from onnx.backend.test.runner import Runner

import paddle.onnx.backend as backend

from .excluded import REASON_OF, reason_for

MIN_PASSING = 1381  # more than onnxruntime 1.31 passes (1,380 of 1,884)
DEVICES = ("_cpu", "_cuda")
CLAIMED = frozenset(backend.CONVERTERS)


def ops_of(model: onnx.ModelProto) -> frozenset[str]:
    """Every op type of a case's graph, those of its subgraphs (If, Loop, Scan) included."""
    ops: set[str] = set()

    def walk(graph: onnx.GraphProto) -> None:
        for node in graph.node:
            ops.add(node.op_type if node.domain in ("", "ai.onnx") else f"{node.domain}.{node.op_type}")
            for a in node.attribute:
                for g in [a.g] if a.HasField("g") else list(a.graphs):
                    walk(g)
    walk(model.graph)
    return frozenset(ops)


CASES = {c.name: c for c in load_model_tests(kind="node")}
OPS = {name: ops_of(c.model) for name, c in CASES.items() if c.model is not None}


def skip_reason(case: str) -> str | None:
    return reason_for(case, OPS[case], CLAIMED)


def _node_tests() -> type[unittest.TestCase]:
    suite = onnx.backend.test.BackendTest(backend, __name__).include(r"^test_")
    tests = suite.test_cases["OnnxBackendNodeModelTest"]
    for name in [n for n in vars(tests) if n.startswith("test_")]:
        case = next(name[: -len(d)] for d in DEVICES if name.endswith(d))
        reason = skip_reason(case)
        if reason is not None:
            setattr(tests, name, unittest.skip(reason)(getattr(tests, name)))
    return tests


OnnxBackendNodeModelTest = _node_tests()


# --- the suite's own checks ----------------------------------------------------------------------
def _tensor(item: Any) -> Any:
    return numpy_helper.to_array(item) if isinstance(item, onnx.TensorProto) else item


def run_case(name: str) -> str | None:
    """None if node case `name` passes on the CPU, else what went wrong."""
    case = CASES[name]
    try:
        rep = backend.prepare(case.model, "CPU")
        for inputs, expected in case.data_sets or []:
            got = rep.run([_tensor(i) for i in inputs])
            Runner.assert_similar_outputs([_tensor(e) for e in expected], got, case.rtol, case.atol)
    except Exception as err:  # noqa: BLE001 -- any failure is an outcome to report
        return f"{type(err).__name__}: {str(err)[:200]}"
    return None


@functools.cache
def outcomes() -> dict[str, str | None]:
    """Every case whose ops the backend all claims: None (passes) or its failure."""
    return {name: run_case(name) for name, ops in OPS.items() if ops <= CLAIMED}


def test_at_least_min_passing_node_cases_pass() -> None:
    passing = [n for n, failure in outcomes().items() if failure is None and skip_reason(n) is None]
    assert len(passing) >= MIN_PASSING, f"only {len(passing)} node cases pass"


def test_every_case_of_a_claimed_op_passes_or_is_excluded_with_a_reason() -> None:
    bad = {n: f for n, f in outcomes().items() if f is not None and n not in REASON_OF}
    assert not bad, f"{len(bad)} node cases of claimed ops fail, not listed in excluded.py: {bad}"
    for op in CLAIMED:
        cases = [n for n, ops in OPS.items() if op in ops]
        for n in cases:
            assert outcomes().get(n) is None or skip_reason(n), (op, n)


def test_every_excluded_case_exists_and_still_fails() -> None:
    unknown = sorted(set(REASON_OF) - set(CASES))
    assert not unknown, f"excluded.py lists cases that do not exist: {unknown}"
    unclaimed = sorted(n for n in REASON_OF if not OPS[n] <= CLAIMED)
    assert not unclaimed, f"excluded.py lists cases already skipped for an unclaimed op: {unclaimed}"
    passing = sorted(n for n in REASON_OF if outcomes()[n] is None)
    assert not passing, f"these excluded cases pass now: remove them from excluded.py: {passing}"


def test_every_claimed_op_passes_a_case() -> None:
    passing_ops = set().union(*(OPS[n] for n, f in outcomes().items() if f is None))
    claimed_with_cases = {op for op in CLAIMED if any(op in ops for ops in OPS.values())}
    assert claimed_with_cases <= passing_ops, sorted(claimed_with_cases - passing_ops)


def test_skip_reasons_are_given() -> None:
    skipped = [n for n in CASES if skip_reason(n) is not None]
    assert all(skip_reason(n) for n in skipped)
    assert np.all([isinstance(r, str) and len(r) > 10 for r in REASON_OF.values()])
