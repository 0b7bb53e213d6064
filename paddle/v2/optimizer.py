"""v2's optimizers (`paddle.optimizer.Momentum(momentum=0.9, learning_rate=0.1/128)`): each names
the registry's optimizer op and its attributes, plus what v2 applied around it: L2 weight decay
and per-element gradient clipping. v2's default learning rate is 1e-3.

The update equation sums the per-sample gradients of the batch (w <- w - lr * sum_i grad Q_i(w)),
as v2 did; hence the book's learning_rate=0.1/128 at batch 128.
"""
from __future__ import annotations

from typing import Any

from paddle.registry import ConfigError


class L2Regularization:
    """Adds rate * w to each parameter's gradient (weight decay)."""

    def __init__(self, rate: float) -> None:
        if isinstance(rate, bool) or not isinstance(rate, (int, float)) or not rate >= 0:
            raise ConfigError(f"L2Regularization: rate should be a number >= 0, got {rate!r}",
                              layer="L2Regularization", argument="rate", rule="at_least", value=rate)
        self.rate = float(rate)


class Optimizer:
    op = "sgd"

    def __init__(self, learning_rate: float = 1e-3, regularization: L2Regularization | None = None,
                 gradient_clipping_threshold: float | None = None, **attrs: Any) -> None:
        if regularization is not None and not isinstance(regularization, L2Regularization):
            raise ConfigError(f"{type(self).__name__}: regularization should be paddle.optimizer.L2Regularization, "
                              f"got {regularization!r}", layer=type(self).__name__, argument="regularization",
                              rule="type", value=regularization)
        if gradient_clipping_threshold is not None and not (
                isinstance(gradient_clipping_threshold, (int, float)) and gradient_clipping_threshold > 0):
            raise ConfigError(f"{type(self).__name__}: gradient_clipping_threshold should be a number > 0, got "
                              f"{gradient_clipping_threshold!r}", layer=type(self).__name__,
                              argument="gradient_clipping_threshold", rule="larger_than",
                              value=gradient_clipping_threshold)
        self.learning_rate = learning_rate
        self.l2_rate = regularization.rate if regularization is not None else 0.0
        self.clip = float(gradient_clipping_threshold) if gradient_clipping_threshold else None
        self.attrs = attrs


class SGD(Optimizer):
    op = "sgd"


class Momentum(Optimizer):
    op = "momentum"

    def __init__(self, momentum: float = 0.0, learning_rate: float = 1e-3, use_nesterov: bool = False,
                 **kwargs: Any) -> None:
        super().__init__(learning_rate, momentum=momentum, use_nesterov=use_nesterov, **kwargs)


class Adam(Optimizer):
    op = "adam"

    def __init__(self, learning_rate: float = 1e-3, beta1: float = 0.9, beta2: float = 0.999,
                 epsilon: float = 1e-8, **kwargs: Any) -> None:
        super().__init__(learning_rate, beta1=beta1, beta2=beta2, epsilon=epsilon, **kwargs)


class AdaGrad(Optimizer):
    op = "adagrad"


class RMSProp(Optimizer):
    op = "rmsprop"

    def __init__(self, learning_rate: float = 1e-3, rho: float = 0.95, epsilon: float = 1e-6,
                 **kwargs: Any) -> None:
        super().__init__(learning_rate, decay=rho, epsilon=epsilon, **kwargs)


class Adamax(Optimizer):
    op = "adamax"


__all__ = ["L2Regularization", "Optimizer", "SGD", "Momentum", "Adam", "AdaGrad", "RMSProp", "Adamax"]
