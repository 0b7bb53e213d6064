"""v2's optimizers (`paddle.optimizer.Momentum(momentum=0.9, learning_rate=0.1/128)`): each names
the registry's optimizer op and its attributes, plus what v2 applied around it: L2 weight decay
and per-element gradient clipping. v2's default learning rate is 1e-3.

The update equation sums the per-sample gradients of the batch (w <- w - lr * sum_i grad Q_i(w)),
as v2 did; hence the book's learning_rate=0.1/128 at batch 128.

Learning-rate schedules (v2's `learning_rate_schedule`, `learning_rate_decay_a` = a,
`learning_rate_decay_b` = b, `learning_rate_args`), with v2's formulas (its
LearningRateScheduler), n the number of samples processed so far *including the current
batch* (v2's updater added the batch size before asking for the rate) and p the pass (from 0):

    constant     lr
    poly         lr * (1 + a * n) ** -b          (v2's default schedule; a = b = 0: constant)
    caffe_poly   lr * (1 - n / a) ** b, 0 once n > a
    exp          lr * a ** (n / b)
    discexp      lr * a ** floor(n / b)
    linear       max(lr - a * n, b)
    manual       lr * r_i for the first segment "n_i:r_i" of learning_rate_args with n <= n_i
                 (the last rate beyond the last segment)
    pass_manual  as manual, with the pass p in place of n

The trainer writes the batch's rate into the optimizer ops' LearningRate input before each step
(kernels/optimizer.py): the plan is built once.
"""
from __future__ import annotations

import math
from typing import Any

from paddle.registry import AttributeTypeError, ConfigError, ConstraintError

SCHEDULES = ("constant", "poly", "caffe_poly", "exp", "discexp", "linear", "manual", "pass_manual")


class Schedule:
    """A learning-rate schedule: `rate(samples, pass_id)` is the rate of the batch that brings the
    samples processed to `samples`, in pass `pass_id`."""

    def __init__(self, learning_rate: Any, name: str = "poly", a: float = 0.0, b: float = 0.0,
                 args: str = "", owner: str = "Optimizer") -> None:
        self.owner = owner
        if not isinstance(name, str) or name not in SCHEDULES:
            self._fail("learning_rate_schedule", name, "one_of", f"should be one of {list(SCHEDULES)}")
        self.name, self.lr = name, learning_rate  # checked with the optimizer op's attribute, by the trainer
        self.a = self._number("learning_rate_decay_a", a)
        self.b = self._number("learning_rate_decay_b", b)
        self.segments: list[tuple[int, float]] = []
        if name in ("manual", "pass_manual"):
            self.segments = self._segments(args)
        elif args not in ("", None):
            self._fail("learning_rate_args", args, "unused", f"is only read by the manual and pass_manual "
                       f"schedules, not by '{name}'")
        rules = {"caffe_poly": (("learning_rate_decay_a", self.a, 0.0),),
                 "exp": (("learning_rate_decay_a", self.a, 0.0), ("learning_rate_decay_b", self.b, 0.0)),
                 "discexp": (("learning_rate_decay_a", self.a, 0.0), ("learning_rate_decay_b", self.b, 0.0))}
        for argument, value, low in rules.get(name, ()):
            if not value > low:
                self._fail(argument, value, "larger_than", f"should be > {low:g} for the '{name}' schedule")
        if name in ("poly", "linear", "caffe_poly"):
            for argument, value in (("learning_rate_decay_a", self.a), ("learning_rate_decay_b", self.b)):
                if value < 0:
                    self._fail(argument, value, "at_least", f"should be >= 0 for the '{name}' schedule")

    @property
    def constant(self) -> bool:
        """Whether every batch gets `learning_rate` (no rate need be written per batch)."""
        return self.name == "constant" or (self.name == "poly" and (self.a == 0 or self.b == 0))

    def rate(self, samples: int, pass_id: int) -> float:
        lr, a, b, n = float(self.lr), self.a, self.b, samples
        if self.name == "constant":
            return lr
        if self.name == "poly":
            return lr * float((1.0 + a * n) ** -b)
        if self.name == "caffe_poly":
            return 0.0 if n > a else lr * float((1.0 - n / a) ** b)
        if self.name == "exp":
            return lr * float(a ** (n / b))
        if self.name == "discexp":
            return lr * a ** math.floor(n / b)
        if self.name == "linear":
            return max(lr - a * n, b)
        at = pass_id if self.name == "pass_manual" else n
        return lr * next((r for bound, r in self.segments if at <= bound), self.segments[-1][1])

    def _number(self, argument: str, value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            self._fail(argument, value, "type", "should be a finite number")
        return float(value)

    def _segments(self, args: Any) -> list[tuple[int, float]]:
        """'n1:r1,n2:r2,...' as [(n1, r1), ...]: bounds ints >= 0, increasing; rates numbers >= 0."""
        where = "learning_rate_args"
        if not isinstance(args, str) or not args.strip():
            self._fail(where, args, "format", f"should be 'n1:r1,n2:r2,...' for the '{self.name}' schedule")
        segments: list[tuple[int, float]] = []
        for piece in args.split(","):
            bound, sep, rate = piece.partition(":")
            try:
                n, r = int(bound.strip()), float(rate.strip())
            except ValueError:
                n, r = -1, math.nan
            if not sep or n < 0 or not (math.isfinite(r) and r >= 0):
                self._fail(where, args, "format", f"should be 'n1:r1,n2:r2,...' (ints n >= 0, rates >= 0): "
                           f"'{piece}' is not")
            if segments and n <= segments[-1][0]:
                self._fail(where, args, "increasing", f"should have increasing bounds: {n} follows "
                           f"{segments[-1][0]}")
            segments.append((n, r))
        return segments

    def _fail(self, argument: str, value: Any, rule: str, problem: str) -> None:
        kind = {"type": AttributeTypeError, "format": ConfigError, "unused": ConfigError}.get(rule, ConstraintError)
        raise kind(f"{self.owner}: {argument} {problem}, got {value!r}", layer=self.owner, argument=argument,
                   rule=rule, value=value)


class L2Regularization:
    """Adds rate * w to each parameter's gradient (weight decay)."""

    def __init__(self, rate: float) -> None:
        if isinstance(rate, bool) or not isinstance(rate, (int, float)) or not rate >= 0:
            raise ConfigError(f"L2Regularization: rate should be a number >= 0, got {rate!r}",
                              layer="L2Regularization", argument="rate", rule="at_least", value=rate)
        self.rate = float(rate)


class ModelAverage:
    """v2's model averaging, given to an optimizer as `model_average=`: test and
    save_parameter_to_tar use parameters averaged over a window of the last updates (see
    paddle/v2/model_average.py). `average_window`: the window as a fraction of the updates so
    far (in (0, 1]); `max_average_window`: its most updates (None: the last pass's batches);
    `do_average_in_cpu` is accepted (the sums are on the host anyway)."""

    def __init__(self, average_window: float, max_average_window: int | None = None,
                 do_average_in_cpu: bool = False) -> None:
        if isinstance(average_window, bool) or not isinstance(average_window, (int, float)) \
                or not 0 < average_window <= 1:
            raise ConstraintError(f"ModelAverage: average_window should be a number in (0, 1], got "
                                  f"{average_window!r}", layer="ModelAverage", argument="average_window",
                                  rule="in_range", value=average_window)
        if max_average_window is not None and (isinstance(max_average_window, bool) or
                                               not isinstance(max_average_window, int) or max_average_window < 1):
            raise ConstraintError(f"ModelAverage: max_average_window should be an int >= 1 or None, got "
                                  f"{max_average_window!r}", layer="ModelAverage", argument="max_average_window",
                                  rule="at_least", value=max_average_window)
        self.average_window = float(average_window)
        self.max_average_window = max_average_window
        self.do_average_in_cpu = bool(do_average_in_cpu)


class Optimizer:
    op = "sgd"

    def __init__(self, learning_rate: float = 1e-3, regularization: L2Regularization | None = None,
                 gradient_clipping_threshold: float | None = None, learning_rate_schedule: str = "poly",
                 learning_rate_decay_a: float = 0.0, learning_rate_decay_b: float = 0.0,
                 learning_rate_args: str = "", model_average: ModelAverage | None = None, **attrs: Any) -> None:
        if model_average is not None and not isinstance(model_average, ModelAverage):
            raise ConfigError(f"{type(self).__name__}: model_average should be paddle.optimizer.ModelAverage, got "
                              f"{model_average!r}", layer=type(self).__name__, argument="model_average",
                              rule="type", value=model_average)
        self.model_average = model_average
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
        self.schedule = Schedule(learning_rate, learning_rate_schedule, learning_rate_decay_a,
                                 learning_rate_decay_b, learning_rate_args, owner=type(self).__name__)
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


__all__ = ["SCHEDULES", "Schedule", "ModelAverage", "L2Regularization", "Optimizer", "SGD", "Momentum", "Adam",
           "AdaGrad", "RMSProp", "Adamax"]


def __getattr__(name: str) -> object:
    """v2's names deliberately left out (paddle/v2/unsupported.py): calling one says why."""
    from .unsupported import refused_name
    return refused_name("optimizer", name)
