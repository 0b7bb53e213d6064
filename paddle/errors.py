"""Runtime errors: each a subclass of `paddle.registry.PaddleError`, raised in the user's words."""
from __future__ import annotations

from typing import Any

from .registry import ConfigError, KernelNotFoundError, PaddleError, UnknownOpError

__all__ = ["PaddleError", "OpRangeError", "KernelNotFoundError", "UnknownOpError", "VariableNotFoundError",
           "VariableNotSetError", "VariableNameError", "PlaceError", "NetDescError", "BackwardError", "OpRunError",
           "ModelError", "MissingDependencyError", "require"]


class VariableNotFoundError(PaddleError, KeyError):
    """A variable name that no scope on the lookup path holds."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


class VariableNameError(PaddleError, TypeError):
    """A variable name that is not a non-empty string."""


class VariableNotSetError(PaddleError):
    """An op reads a variable that exists but holds no value yet (not fed, not computed)."""


class PlaceError(PaddleError, ValueError):
    """A bad place, or a tensor on a place other than the one asked for."""


class NetDescError(ConfigError):
    """A net description that cannot be loaded: bad JSON, or an op the registry rejects."""


class BackwardError(PaddleError):
    """Gradient ops cannot be built: unknown or non-scalar target, a second backward, a bad
    no_grad_set, or a non-differentiable op on the path. `argument` names the argument at
    fault ("target", "no_grad_set") and `value` what it got, for bindings."""

    def __init__(self, message: str, *, argument: str = "", value: Any = None) -> None:
        super().__init__(message)
        self.argument, self.value = argument, value


class OpRunError(PaddleError):
    """A kernel failed while a net ran; names the op and its position."""


class ModelError(PaddleError):
    """Misuse of a Model: changing its place after it ran, unknown expressions, ..."""


class OpRangeError(PaddleError, IndexError):
    """`run(begin, end)` outside the net's ops."""


class MissingDependencyError(PaddleError, ImportError):
    """A feature needs an optional package that is not installed; the message names the package
    and the extra that installs it (`pip install 'paddle-refactor[onnx]'`)."""


def require(module: str, feature: str, extra: str) -> Any:
    """Import optional `module` for `feature`, or raise MissingDependencyError saying how to get it."""
    import importlib
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as err:
        if err.name != module.partition(".")[0]:
            raise
        raise MissingDependencyError(f"{feature} needs the '{module}' package, which is not installed: "
                                     f"pip install 'paddle-refactor[{extra}]'") from None
