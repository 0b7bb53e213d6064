"""Validation of a configuration against a meta, and shape inference.

This is the generic path (used when a net is loaded from its description); the
generated layer validators raise the same errors with the same messages.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from . import errors as e
from .function import _OpSignature
from .tensor import TensorInfo, TensorMeta, dims_equal
from .types import UNSET

InputInfos = Mapping[str, "TensorInfo | Sequence[TensorInfo] | None"]


def validate_attrs(meta: _OpSignature, given: Mapping[str, Any]) -> dict[str, Any]:
    """All attributes of `meta`: given ones coerced and checked, the rest defaulted."""
    for name in given:
        if name not in meta.attributes:
            raise e.unknown_argument_error(meta.name, name, _argument_names(meta))
    return {name: _attribute_value(meta.name, attr, given) for name, attr in meta.attributes.items()}


def complete_attrs(meta: _OpSignature, attrs: Mapping[str, Any]) -> dict[str, Any]:
    """`attrs` (already validated) with every absent attribute set to its default."""
    return {name: attrs[name] if name in attrs else
            (a.type.coerce(a.default) if a.default is not None else None)
            for name, a in meta.attributes.items()}


def _argument_names(meta: _OpSignature) -> list[str]:
    return [t.name for t in meta.inputs] + list(meta.attributes)


def _attribute_value(layer: str, attr: Any, given: Mapping[str, Any]) -> Any:
    if attr.name not in given or (given[attr.name] is None and attr.default is None):
        if attr.required:
            raise e.missing_error(layer, attr.name)
        return attr.type.coerce(attr.default) if attr.default is not None else None
    return check_attribute_value(layer, attr, given[attr.name])


def check_attribute_value(layer: str, attr: Any, raw: Any) -> Any:
    value = attr.type.coerce(raw)
    if value is UNSET:
        raise e.type_error(layer, attr.name, attr.type.describe(), raw)
    broken = attr.first_violation(value)
    if broken is not None:
        raise e.constraint_error(layer, attr.name, broken.phrase(), raw, broken.kind)
    return value


def validate_inputs(meta: _OpSignature, infos: InputInfos) -> None:
    """Every input present (unless optional) with an accepted rank, dtype, sequence type and shape."""
    declared = {t.name for t in meta.inputs}
    for name in infos:
        if name not in declared:
            raise e.unknown_argument_error(meta.name, name, _argument_names(meta))
    bound: dict[str, tuple[str, int, int | None]] = {}  # symbol -> (slot, axis, size)
    for t in meta.inputs:
        for info in _as_list(meta.name, t, infos.get(t.name)):
            _check_input(meta.name, t, info, bound)


def _as_list(layer: str, t: TensorMeta, value: Any) -> list[TensorInfo]:
    if value is None or (t.variadic and len(value) == 0):
        if not t.optional:
            raise e.MissingAttributeError(f"{layer} layer's input {t.name} must be set",
                                          layer=layer, argument=t.name, rule="must_set")
        return []
    if t.variadic:
        return list(value)
    if isinstance(value, (list, tuple)):
        raise e.input_error(layer, t.name, f"takes one tensor, got {len(value)}", value)
    return [value]


def _check_input(layer: str, t: TensorMeta, info: TensorInfo,
                 bound: dict[str, tuple[str, int, int | None]]) -> None:
    if t.expected_rank is not None and info.rank != t.expected_rank:
        raise e.input_error(layer, t.name, f"should have rank {t.expected_rank}, "
                            f"got rank {info.rank} (shape {_shape(info.shape)})", info.shape)
    if info.dtype not in t.dtypes:
        allowed = " or ".join(d.value for d in t.dtypes)
        raise e.input_error(layer, t.name, f"should have dtype {allowed}, got {info.dtype.value}",
                            info.dtype.value)
    if info.seq_type not in t.seq_types:
        allowed = " or ".join(repr(s.value) for s in t.seq_types)
        raise e.input_error(layer, t.name, f"should have sequence type {allowed}, "
                            f"got {info.seq_type.value!r}", info.seq_type.value)
    if t.shape is not None:
        _check_pattern(layer, t, info, bound)


def _check_pattern(layer: str, t: TensorMeta, info: TensorInfo,
                   bound: dict[str, tuple[str, int, int | None]]) -> None:
    assert t.shape is not None
    for axis, (want, got) in enumerate(zip(t.shape, info.shape)):
        if isinstance(want, int):
            if not dims_equal(want, got):
                raise e.input_error(layer, t.name, f"dimension {axis} should be {want}, "
                                    f"got {got} (shape {_shape(info.shape)})", info.shape)
            continue
        first = bound.setdefault(want, (t.name, axis, got))
        if not dims_equal(first[2], got):
            raise e.input_error(layer, t.name, f"dimension {axis} should equal {first[0]} dimension "
                                f"{first[1]} (both are '{want}'), got {got} and {first[2]}", info.shape)
        if first[2] is None:
            bound[want] = (t.name, axis, got)


def _shape(shape: tuple[Any, ...]) -> str:
    return "(" + ", ".join("?" if d is None else str(d) for d in shape) + ("," if len(shape) == 1 else "") + ")"


def infer_shapes(meta: _OpSignature, infos: InputInfos, attrs: Mapping[str, Any]) -> dict[str, Any]:
    """The output infos, from the outputs' `like` and the op's shape rule."""
    out: dict[str, Any] = {o.name: infos.get(o.like) for o in meta.outputs if o.like is not None}
    ruled = [o for o in meta.outputs if o.like is None]
    if meta.shape_fn is None:
        return out
    args = [infos.get(t.name) for t in meta.inputs]
    try:
        result = meta.shape_fn(*args, **attrs)
    except e.ShapeRuleError as err:
        given = ", ".join(f"{t.name} {_describe(infos.get(t.name))}" for t in meta.inputs)
        raise e.ShapeError(f"{meta.name} layer: {err} (got {given})", layer=meta.name,
                           rule="shape", value=str(err)) from None
    out.update(_assign(meta, ruled, result))
    return out


def _describe(info: Any) -> str:
    if info is None:
        return "None"
    if isinstance(info, (list, tuple)):
        return "[" + ", ".join(_shape(i.shape) for i in info) + "]"
    return _shape(info.shape)


def _assign(meta: _OpSignature, ruled: list[TensorMeta], result: Any) -> dict[str, Any]:
    if result is None:
        return {}
    if isinstance(result, dict):
        return result
    values = [result] if isinstance(result, TensorInfo) else list(result)
    if len(values) != len(ruled):
        raise e.DeclarationError(f"{meta.source}: {meta.name}: shape rule returned {len(values)} "
                                 f"infos for outputs {[o.name for o in ruled]}")
    for o, info in zip(ruled, values):
        if o.expected_rank is not None and isinstance(info, TensorInfo) and info.rank != o.expected_rank:
            raise e.DeclarationError(f"{meta.source}: {meta.name}: shape rule gave output {o.name} "
                                     f"rank {info.rank}, declared rank {o.expected_rank}")
    return dict(zip((o.name for o in ruled), values))


def configure(meta: _OpSignature, infos: InputInfos,
              attrs: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Validate a whole configuration once: (complete attributes, output infos)."""
    checked = validate_attrs(meta, attrs)
    validate_inputs(meta, infos)
    return checked, infer_shapes(meta, infos, checked)

