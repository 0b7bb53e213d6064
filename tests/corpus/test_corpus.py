"""The project's bad-input corpus (issue 22): layers, feeds, net descriptions, saved models,
ONNX files and the v2 trainer. Every case ends in a typed PaddleError naming what was wrong,
or is a valid input handled correctly; none may hang (each runs under a timeout)."""
from __future__ import annotations

import pytest

from . import cases_data, cases_feeds, cases_io, cases_layers, cases_netdesc, cases_onnx, cases_v2, cases_v2_layers
from .case import judge, param

CATEGORIES = {"layers": cases_layers, "feeds": cases_feeds, "netdesc": cases_netdesc, "io": cases_io,
              "onnx": cases_onnx, "v2": cases_v2, "v2_layers": cases_v2_layers,
              "data": cases_data}
CASES = [(name, case) for name, module in CATEGORIES.items() for case in module.cases()]


@pytest.mark.parametrize("case", [param(c, name) for name, c in CASES])
def test_case(case):
    judge(case)


def test_the_corpus_covers_every_category_with_200_cases():
    counts = {name: len(module.cases()) for name, module in CATEGORIES.items()}
    assert all(n >= 10 for n in counts.values()), counts
    assert sum(counts.values()) >= 200, counts
    ids = [f"{name}:{c.id}" for name, c in CASES]
    assert len(ids) == len(set(ids))
