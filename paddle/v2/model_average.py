"""v2's model averaging (`paddle.optimizer.Momentum(..., model_average=ModelAverage(0.15))`): the
trainer keeps a running sum of every trainable parameter's values after each update, and
`trainer.test()` and `trainer.save_parameter_to_tar()` use the average over a window of recent
updates instead of the current values (training itself goes on from the current values).

The window follows v2's AverageOptimizer: with n updates so far and k of them summed in the
current window, the window closes once k >= min(10000, max_average_window) and k >=
min(max_average_window, n * average_window); the closed window's sum is kept as the "old" sum
and a new window starts. The average is (old sum + current sum) / (old k + current k). Without
max_average_window, it is the number of batches of the last pass (updated at each pass's end,
as v2 did; unbounded during the first pass). Sums are float64 on the host.
"""
from __future__ import annotations

import contextlib
from typing import Any, Iterator

import numpy as np

from paddle.core.place import to_place

MIN_WINDOW_CAP = 10000  # v2's cap of the least window


class ModelAverager:
    """The trainer's side of a ModelAverage (a no-op when the optimizer has none)."""

    def __init__(self, config: Any, model: Any, params: list[str]) -> None:
        self.config, self.model = config, model
        self.params = [p for p in params if not _static(model, p)]
        self.updates = self.prev_updates = self.count = self.old_count = 0
        self.max_window = config.max_average_window if config is not None else None
        self.min_window = min(MIN_WINDOW_CAP, self.max_window) if self.max_window is not None else MIN_WINDOW_CAP
        self.sum: dict[str, Any] = {}
        self.old_sum: dict[str, Any] = {}

    def after_step(self) -> None:
        """Add the values after this update to the window's sum; close the window when due."""
        if self.config is None:
            return
        self.updates += 1
        self.count += 1
        scope = self.model.root_scope()
        for p in self.params:
            value = np.asarray(scope.var(p).numpy(), dtype=np.float64)
            self.sum[p] = self.sum[p] + value if p in self.sum else value.copy()
        if self._window_too_long():
            self.old_sum, self.sum = self.sum, {}
            self.old_count, self.count = self.count, 0

    def _window_too_long(self) -> bool:
        limit = self.updates * self.config.average_window
        if self.max_window is not None:
            limit = min(self.max_window, limit)
        return self.count >= self.min_window and self.count >= limit

    def finish_pass(self) -> None:
        """v2: without max_average_window, the window is at most the last pass's batches."""
        if self.config is None or self.updates == self.prev_updates:
            return
        if self.config.max_average_window is None:
            self.max_window = self.updates - self.prev_updates
            self.prev_updates = self.updates
        self.min_window = min(self.min_window, self.updates)

    def averaged(self) -> dict[str, Any]:
        """Each averaged parameter's average (empty before any update)."""
        n = self.count + self.old_count
        if self.config is None or n == 0:
            return {}
        return {p: (self.sum.get(p, 0.0) + self.old_sum.get(p, 0.0)) / n for p in self.params}

    @contextlib.contextmanager
    def applied(self) -> Iterator[None]:
        """The averages in place of the parameters' values for the block; restored after it."""
        averages = self.averaged()
        if not averages:
            yield
            return
        scope, place = self.model.root_scope(), self.model.place
        saved = {p: scope.var(p).numpy().copy() for p in averages}
        try:
            for p, avg in averages.items():
                scope.var(p).set(to_place(avg.astype(saved[p].dtype), place))
            self.model.forget_computed()
            yield
        finally:
            for p, value in saved.items():
                scope.var(p).set(to_place(value, place))
            self.model.forget_computed()


def _static(model: Any, param: str) -> bool:
    attr = model.graph.param_attrs.get(param)
    return bool(attr is not None and attr.is_static)


__all__ = ["ModelAverager", "MIN_WINDOW_CAP"]
