"""v2's parameters (`paddle.parameters.create(cost)`): the variables labelled `parameter` that a
cost depends on, read and set by name as numpy arrays, saved and loaded as safetensors.

A Parameters object made by `create` is bound to the tape's model (the trainer updates those
values); one loaded from a file holds its own arrays until `infer` or `set_model` copies them in.
"""
from __future__ import annotations

import os
from typing import Any, Iterator

import numpy as np

from paddle.errors import ModelError
from paddle.core.place import to_place
from paddle.tape import TapeItem, current_tape

from .topology import Topology


class Parameters:
    def __init__(self, values: dict[str, Any] | None = None, topology: Topology | None = None) -> None:
        self._topology = topology
        self._values = dict(values or {})  # unbound: name -> array

    # --- names ------------------------------------------------------------------------------
    def names(self) -> list[str]:
        return list(self._topology.parameter_names()) if self._topology is not None else list(self._values)

    keys = names

    def __contains__(self, name: object) -> bool:
        return name in self.names()

    has_key = __contains__

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())

    def __len__(self) -> int:
        return len(self.names())

    # --- values -----------------------------------------------------------------------------
    def get(self, name: str) -> Any:
        """A copy of the parameter's value."""
        self._known(name)
        if self._topology is None:
            return self._values[name].copy()
        model = self._topology.model
        model.init_params()
        return model.root_scope().var(name).numpy().copy()

    __getitem__ = get

    def get_shape(self, name: str) -> tuple[int, ...]:
        return tuple(self.get(name).shape)

    def set(self, name: str, value: Any) -> None:
        """Set a parameter, which keeps its shape and dtype (a value that does not fit is refused)."""
        self._known(name)
        current = self.get(name)
        array = np.asarray(value)
        if array.shape != current.shape:
            raise ModelError(f"parameter '{name}' has shape {current.shape}; the value given has {array.shape}")
        if not np.can_cast(array.dtype, current.dtype, casting="same_kind"):
            raise ModelError(f"parameter '{name}' is {current.dtype}; cannot set it from {array.dtype}")
        array = array.astype(current.dtype, copy=True)
        if self._topology is None:
            self._values[name] = array
        else:
            model = self._topology.model
            model.root_scope().var(name).set(to_place(array, model.place))

    __setitem__ = set

    def _known(self, name: str) -> None:
        if name not in self.names():
            raise ModelError(f"no parameter named '{name}'; parameters: {self.names()}")

    def to_dict(self) -> dict[str, Any]:
        return {n: self.get(n) for n in self.names()}

    def copy_into(self, other: "Parameters") -> None:
        """Set `other`'s parameters of the same names from these (every one must be there)."""
        missing = [n for n in other.names() if n not in self.names()]
        if missing:
            raise ModelError(f"the parameters given lack {missing}; they have {self.names()}")
        for n in other.names():
            other.set(n, self.get(n))

    # --- files ------------------------------------------------------------------------------
    def save(self, path: str | os.PathLike[str]) -> None:
        """Write every parameter to a safetensors file, atomically: a temporary file in the same
        directory, fsynced, renamed, and the directory fsynced (a crash leaves the old file or the new)."""
        from safetensors.numpy import save_file

        from paddle.io.format import fsync_path
        tmp = f"{os.fspath(path)}.tmp{os.getpid()}"
        save_file({n: np.ascontiguousarray(v) for n, v in self.to_dict().items()}, tmp)
        fsync_path(tmp)
        os.replace(tmp, path)
        fsync_path(os.path.dirname(os.path.abspath(path)))

    to_file = save

    @staticmethod
    def from_file(path: str | os.PathLike[str]) -> "Parameters":
        """Parameters read from a safetensors file (no code runs: the format holds only arrays)."""
        from safetensors import SafetensorError
        from safetensors.numpy import load_file
        try:
            return Parameters(load_file(os.fspath(path)))
        except (SafetensorError, OSError) as err:
            raise ModelError(f"cannot load parameters from {os.fspath(path)!r}: {err}") from None

    def load(self, path: str | os.PathLike[str]) -> None:
        """Set these parameters from a file saved by `save`."""
        Parameters.from_file(path).copy_into(self)


def create(*layers: TapeItem) -> Parameters:
    """The parameters the given layers (a cost, and maybe extra layers) depend on."""
    if not layers:
        raise ModelError("paddle.parameters.create needs a layer, e.g. the cost")
    tape = layers[0].tape if isinstance(layers[0], TapeItem) else current_tape()
    return Parameters(topology=Topology(tape, list(layers)))


__all__ = ["Parameters", "create"]
