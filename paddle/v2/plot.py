"""Cost curves to a PNG (v2's `paddle.v2.plot.Ploter`), with matplotlib (`pip install
'paddle-refactor[plot]'`); without it, `plot` raises an error naming the extra.

    ploter = Ploter("train cost", "test cost")
    ploter.append("train cost", step, value)
    ploter.plot("costs.png")
"""
from __future__ import annotations

import os
from typing import Any

from paddle.errors import PaddleError


class PlotUnavailableError(PaddleError, ImportError):
    """matplotlib is not installed."""


class Ploter:
    def __init__(self, *titles: str) -> None:
        self.curves: dict[str, tuple[list[float], list[float]]] = {t: ([], []) for t in titles}

    def append(self, title: str, step: float, value: float) -> None:
        if title not in self.curves:
            raise KeyError(f"Ploter has no curve '{title}'; curves: {list(self.curves)}")
        steps, values = self.curves[title]
        steps.append(float(step))
        values.append(float(value))

    def plot(self, path: str | os.PathLike[str]) -> str:
        """Draw every curve into one PNG at `path`; returns the path."""
        try:
            import matplotlib
            matplotlib.use("Agg")  # files only: no display needed
            import matplotlib.pyplot as plt
        except ImportError:
            raise PlotUnavailableError("Ploter.plot needs matplotlib: pip install 'paddle-refactor[plot]'") from None
        fig: Any
        fig, ax = plt.subplots(figsize=(6, 4))
        for title, (steps, values) in self.curves.items():
            ax.plot(steps, values, label=title)
        ax.set_xlabel("step")
        ax.legend()
        fig.savefig(os.fspath(path), dpi=80)
        plt.close(fig)
        return os.fspath(path)

    def reset(self) -> None:
        for steps, values in self.curves.values():
            steps.clear()
            values.clear()


__all__ = ["Ploter", "PlotUnavailableError"]
