"""A test case (an op, its inputs, its validated attributes, the registry it comes from) and
calling an op's kernels directly on one, outside any scope."""
from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Any, Callable

from ..registry import (DataType, FunctionMeta, LodArray, Registry, SequenceType, TensorInfo, TensorMeta, array_of,
                        default_registry)

Meta = Any  # a FunctionMeta, or a LayerMeta for the sampler


@dataclass
class Case:
    op: str
    inputs: dict[str, Any]  # slot -> array, LodArray (a sequence), list of arrays (variadic) or None
    attrs: dict[str, Any]   # validated
    # kept out of repr: hypothesis prints failing cases, and a registry prints every op
    registry: Registry = field(default_factory=default_registry, repr=False, compare=False)

    @property
    def meta(self) -> Meta:
        return self.registry.get(self.op)

    @property
    def infos(self) -> dict[str, Any]:
        return {t.name: _info(self.inputs.get(t.name), seq_type(t)) for t in self.meta.inputs}


def seq_type(t: TensorMeta) -> SequenceType:
    """Plain rows where the input takes them, else the first sequence type it declares."""
    return SequenceType.NONE if SequenceType.NONE in t.seq_types else t.seq_types[0]


def _info(value: Any, seq: SequenceType) -> Any:
    if isinstance(value, list):
        return [TensorInfo.of(v, seq) for v in value]
    return None if value is None else TensorInfo.of(array_of(value), seq)


def each(value: Any) -> list[Any]:
    """The arrays of a slot's value: itself, or the items of a variadic list."""
    return list(value) if isinstance(value, list) else [value]


def names(slot: str, value: Any) -> list[str]:
    """Variable names for a slot's value: the slot, or `slot.i` for each item of a variadic list."""
    return [f"{slot}.{i}" for i in range(len(value))] if isinstance(value, list) else [slot]


def outputs(meta: FunctionMeta, result: Any) -> dict[str, Any]:
    """A kernel's return value (one array, or a tuple in output order) keyed by output slot;
    an output returned with the offsets the kernel made (a LodArray) keeps them."""
    values = [result] if len(meta.outputs) == 1 else list(result)
    assert len(values) == len(meta.outputs), f"{meta.name}: kernel returned {len(values)} outputs"
    return {o.name: v for o, v in zip(meta.outputs, values)}


def arrays(values: dict[str, Any]) -> dict[str, Any]:
    """Slot -> value with each LodArray as its array (what comparisons and infos read)."""
    return {k: [array_of(x) for x in v] if isinstance(v, list) else array_of(v) for k, v in values.items()}


def call(meta: FunctionMeta, fn: Callable[..., Any], inputs: dict[str, Any],
         attrs: dict[str, Any]) -> dict[str, Any]:
    """`fn` on the inputs; a kernel reading offsets (keyword `lod`) gets each LodArray input's."""
    args = [array_of(inputs.get(t.name)) for t in meta.inputs]
    if _reads_lod(fn):
        lod = {t.name: v.lod if isinstance(v := inputs.get(t.name), LodArray) else None for t in meta.inputs}
        return outputs(meta, fn(*args, **attrs, lod=lod))
    return outputs(meta, fn(*args, **attrs))


def _reads_lod(fn: Callable[..., Any]) -> bool:
    try:
        return "lod" in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


def first_dtype(inputs: dict[str, Any]) -> DataType | None:
    """The dtype of the first input array (what dispatch by dtype reads)."""
    for v in inputs.values():
        for a in each(v):
            a = array_of(a)
            if a is not None and hasattr(a, "dtype"):
                try:
                    return DataType.of(a.dtype)
                except ValueError:  # no tensor dtype (a test feeding what the op must refuse)
                    return None
    return None


def kernel_or_reference(meta: FunctionMeta, device: str, dtype: DataType | None = None) -> Callable[..., Any]:
    """The device's kernel (for inputs of `dtype`); on the cpu, the reference where no cpu kernel
    is declared (a gpu-only op is still checked, and its gradient rule run, on a machine without a GPU)."""
    kernel = meta.kernel_for(device, dtype) or (meta.reference if device == "cpu" else None)
    assert kernel is not None, f"{meta.name} declares no {device} kernel"
    return kernel


def run_kernel(case: Case, device: str = "cpu") -> dict[str, Any]:
    meta = case.registry.function(case.op)
    return arrays(call(meta, kernel_or_reference(meta, device, first_dtype(case.inputs)), case.inputs, case.attrs))
