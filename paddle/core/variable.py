"""Variable: a named holder of a value, labelled with its purpose, knowing its readers and
writers (seed 001), so a net can be traced back from any variable."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, Sequence

from ..registry import TensorInfo
from .tensor import Tensor

if TYPE_CHECKING:
    from .operator import Operator

Label = Literal["input", "parameter", "objective", "gradient", "optimizer_state", "intermediate"]
LABELS: tuple[str, ...] = ("input", "parameter", "objective", "gradient", "optimizer_state",
                           "intermediate")


class Variable:
    __slots__ = ("name", "label", "tensor", "info", "readers", "writers", "__weakref__")

    def __init__(self, name: str, label: str = "intermediate") -> None:
        self.name = name
        self.label = label
        self.tensor = Tensor()  # owned for life: nets keep a reference to it
        self.info: TensorInfo | None = None  # what shape inference last said
        self.readers: list["Operator"] = []
        self.writers: list["Operator"] = []

    @property
    def value(self) -> Any:
        """The held array (None before it is fed or computed)."""
        return self.tensor.array

    def get_tensor(self) -> Tensor:
        """The variable's tensor (seed 003's `new_var(name).get_tensor()`)."""
        return self.tensor

    def set(self, array: Any, lod: Sequence[Sequence[int]] | None = None) -> "Variable":
        self.tensor.set(array, lod)
        return self

    def numpy(self) -> Any:
        return self.tensor.numpy()

    def __repr__(self) -> str:
        return f"Variable({self.name!r}, label={self.label!r}, {self.tensor!r})"
