"""Events a trainer hands the event handler (v2's `paddle.event`)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class BeginPass:
    pass_id: int


@dataclass
class EndPass:
    pass_id: int
    cost: float                                      # the pass's mean cost a sample
    metrics: dict[str, float] = field(default_factory=dict)
    evaluator: Any = None


@dataclass
class BeginIteration:
    pass_id: int
    batch_id: int


@dataclass
class EndIteration:
    pass_id: int
    batch_id: int
    cost: float                                      # the batch's mean cost a sample
    metrics: dict[str, float] = field(default_factory=dict)
    evaluator: Any = None


@dataclass
class TestResult:
    cost: float
    metrics: dict[str, float] = field(default_factory=dict)
    evaluator: Any = None


__all__ = ["BeginPass", "EndPass", "BeginIteration", "EndIteration", "TestResult"]
