"""Validation of a configuration against a meta, and shape inference from the metas' data.

The one validator: layers (through the generated validators, which call `check_inputs` with
their metas as literals), builders and loaded net descriptions all come here.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from . import errors as e
from .tensor import RUN_TIME, Bindings, Dim, Reduce, TensorInfo, TensorMeta, dims_equal, is_group, shape_text
from .types import UNSET, DataType, SequenceType

InputInfos = Mapping[str, "TensorInfo | Sequence[TensorInfo] | None"]


# --- attributes -----------------------------------------------------------------------------

def validate_attrs(meta: Any, given: Mapping[str, Any]) -> dict[str, Any]:
    """All attributes of `meta`: given ones coerced and checked, the rest defaulted."""
    for name in given:
        if name not in meta.attributes:
            raise e.unknown_argument_error(meta.name, name, argument_names(meta))
    return {name: _attribute_value(meta.name, attr, given) for name, attr in meta.attributes.items()}


def complete_attrs(meta: Any, attrs: Mapping[str, Any]) -> dict[str, Any]:
    """`attrs` (already validated) with every absent attribute set to its default."""
    return {name: attrs[name] if name in attrs else a.default_value for name, a in meta.attributes.items()}


def argument_names(meta: Any) -> list[str]:
    return [t.name for t in meta.inputs] + list(meta.attributes)


def _attribute_value(layer: str, attr: Any, given: Mapping[str, Any]) -> Any:
    if attr.name not in given or (given[attr.name] is None and attr.default is None):
        if attr.required:
            raise e.missing_error(layer, attr.name)
        return attr.default_value
    return check_attribute_value(layer, attr, given[attr.name])


def check_attribute_value(layer: str, attr: Any, raw: Any) -> Any:
    value = attr.type.coerce(raw)
    if value is UNSET:
        raise e.type_error(layer, attr.name, attr.type.describe(), raw)
    broken = attr.first_violation(value)
    if broken is not None:
        raise e.constraint_error(layer, attr.name, broken.phrase(), raw, broken.kind)
    return value


# --- inputs ---------------------------------------------------------------------------------

def validate_inputs(meta: Any, infos: InputInfos) -> Bindings:
    """Every input present (unless optional) with an accepted rank, dtype, sequence type and
    shape; shared symbols and type variables agree. Returns what the inputs bound."""
    return check_inputs(meta.name, meta.inputs, infos, argument_names(meta))


def check_inputs(layer: str, inputs: Sequence[TensorMeta], infos: InputInfos,
                 arguments: Sequence[str]) -> Bindings:
    declared = {t.name for t in inputs}
    for name in infos:
        if name not in declared:
            raise e.unknown_argument_error(layer, name, list(arguments))
    bound = Bindings()
    for t in inputs:
        for info in _as_list(layer, t, infos.get(t.name)):
            _check_input(layer, t, info, bound)
    return bound


def _as_list(layer: str, t: TensorMeta, value: Any) -> list[TensorInfo]:
    if t.variadic and value is not None and not isinstance(value, (list, tuple)):
        raise e.input_error(layer, t.name, f"takes a list of tensors, got a single one "
                            f"(write [{t.name.lower()}])", "a single tensor")
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


def _check_input(layer: str, t: TensorMeta, info: TensorInfo, bound: Bindings) -> None:
    rank = t.expected_rank
    if rank is not None and info.rank != rank:
        raise e.input_error(layer, t.name, f"should have rank {rank}, "
                            f"got rank {info.rank} (shape {shape_text(info.shape)})", info.shape)
    if info.rank < t.min_rank:
        raise e.input_error(layer, t.name, f"should have rank at least {t.min_rank}, "
                            f"got rank {info.rank} (shape {shape_text(info.shape)})", info.shape)
    if t.nonempty and 0 in info.shape:
        raise e.input_error(layer, t.name, f"should not be empty, got shape {shape_text(info.shape)}", info.shape)
    if info.dtype not in t.dtypes:
        allowed = " or ".join(d.value for d in t.dtypes)
        raise e.input_error(layer, t.name, f"should have dtype {allowed}, got {info.dtype.value}",
                            info.dtype.value, rule="dtype")
    if info.seq_type not in t.seq_types:
        allowed = " or ".join(repr(s.value) for s in t.seq_types)
        raise e.input_error(layer, t.name, f"should have sequence type {allowed}, "
                            f"got {info.seq_type.value!r}", info.seq_type.value, rule="seq_type")
    if t.type_var is not None:
        _bind_dtype(layer, t, info, bound)
    if t.shape is not None:
        _bind_pattern(layer, t, info, bound)


def _bind_dtype(layer: str, t: TensorMeta, info: TensorInfo, bound: Bindings) -> None:
    assert t.type_var is not None
    first = bound.dtypes.setdefault(t.type_var, (t.name, info.dtype))
    if first[1] != info.dtype:
        raise e.input_error(layer, t.name, f"should have the dtype of {first[0]} ({first[1].value}; both are "
                            f"'{t.type_var}'), got {info.dtype.value}", info.dtype.value, rule="dtype")


def split_pattern(pattern: tuple[Any, ...], rank: int) -> list[tuple[Any, tuple[int, ...]]]:
    """Each pattern entry with the axes it covers in a tensor of `rank` (a group covers the
    axes the other entries leave)."""
    out: list[tuple[Any, tuple[int, ...]]] = []
    axis = 0
    fixed = len([d for d in pattern if not is_group(d)])
    for d in pattern:
        width = rank - fixed if is_group(d) else 1
        out.append((d, tuple(range(axis, axis + width))))
        axis += width
    return out


def _bind_pattern(layer: str, t: TensorMeta, info: TensorInfo, bound: Bindings) -> None:
    assert t.shape is not None
    for want, axes in split_pattern(t.shape, info.rank):
        if is_group(want):
            _bind_group(layer, t, info, bound, want, tuple(info.shape[a] for a in axes))
            continue
        (axis,) = axes
        got = info.shape[axis]
        if isinstance(want, int):
            if not dims_equal(want, got):
                raise e.input_error(layer, t.name, f"dimension {axis} should be {want}, "
                                    f"got {got} (shape {shape_text(info.shape)})", info.shape)
            continue
        first = bound.sizes.setdefault(want, (t.name, axis, got))
        if not dims_equal(first[2], got):
            raise e.input_error(layer, t.name, f"dimension {axis} should equal {first[0]} dimension "
                                f"{first[1]} (both are '{want}'), got {got} and {first[2]}", info.shape)
        if first[2] is None:
            bound.sizes[want] = (t.name, axis, got)


def _bind_group(layer: str, t: TensorMeta, info: TensorInfo, bound: Bindings, group: str,
                dims: tuple[Any, ...]) -> None:
    first = bound.groups.setdefault(group, (t.name, dims))
    same = len(first[1]) == len(dims) and all(dims_equal(a, b) for a, b in zip(first[1], dims))
    if not same:
        raise e.input_error(layer, t.name, f"should have the shape of {first[0]} (both are '{group}'), "
                            f"got {shape_text(info.shape)} and {shape_text(first[1])}", info.shape)


# --- shape inference ------------------------------------------------------------------------

def infer_shapes(meta: Any, infos: InputInfos, attrs: Mapping[str, Any]) -> dict[str, Any]:
    """The output infos: from each output's data rule (`like`, a pattern), then the op's
    shape function (code) for the outputs no data rule describes."""
    bound = validate_inputs(meta, infos)
    check_axis_attrs(meta.name, meta.inputs, infos, attrs)
    check_size_limits(meta.name, meta.inputs, attrs, bound)
    out = {o.name: output_info(o, infos, attrs, bound, meta.name) for o in meta.outputs if has_data_rule(o)}
    if meta.shape_fn is None:
        return out
    args = [infos.get(t.name) for t in meta.inputs]
    try:
        result = meta.shape_fn(*args, **attrs)
    except e.ShapeRuleError as err:
        given = ", ".join(f"{t.name} {_describe(infos.get(t.name))}" for t in meta.inputs)
        raise e.ShapeError(f"{meta.name} layer: {err} (got {given})", layer=meta.name,
                           rule="shape", value=str(err)) from None
    out.update(_assign(meta, [o for o in meta.outputs if not has_data_rule(o)], result))
    return out


def check_axis_attrs(layer: str, inputs: Sequence[TensorMeta], infos: InputInfos,
                     attrs: Mapping[str, Any]) -> None:
    """Each input's `axis_attr` names one of its axes: from -rank to rank - 1."""
    for t in inputs:
        if t.axis_attr is None:
            continue
        info, axis = infos.get(t.name), attrs.get(t.axis_attr)
        if not isinstance(info, TensorInfo) or axis is None or -info.rank <= axis < info.rank:
            continue
        span = f"rank {info.rank}: from {-info.rank} to {info.rank - 1}" if info.rank else "rank 0: it has no axes"
        raise e.ConstraintError(f"{layer} layer's {t.axis_attr} parameter should name an axis of {t.name} ({span}), "
                                f"got {axis!r}", layer=layer, argument=t.axis_attr, rule="axis", value=axis)


def check_size_limits(layer: str, inputs: Sequence[TensorMeta], attrs: Mapping[str, Any], bound: Bindings) -> None:
    """Each input's `size_limit`: the attribute at most the size its symbol bound (when known)."""
    for t in inputs:
        limit = t.size_limit
        if limit is None or limit.at_most not in bound.sizes:
            continue
        slot, axis, size = bound.sizes[limit.at_most]
        value = attrs.get(limit.attribute)
        if size is not None and value is not None and value > size:
            raise e.ConstraintError(f"{layer} layer's {limit.attribute} parameter should be at most {slot}'s size "
                                    f"{limit.at_most} (dimension {axis}: {size}), got {value!r}", layer=layer,
                                    argument=limit.attribute, rule="size_limit", value=value)


def has_data_rule(o: TensorMeta) -> bool:
    return o.like is not None or o.shape is not None or o.broadcast is not None or o.reduce is not None


def output_info(o: TensorMeta, infos: InputInfos, attrs: Mapping[str, Any], bound: Bindings,
                layer: str = "") -> Any:
    """The info of output `o` from its data rule and what the inputs bound; `layer` names the op
    in the errors of the rules that can refuse inputs (broadcast, reduce)."""
    if o.broadcast is not None:
        given = [(n, i) for n in o.broadcast if isinstance(i := infos.get(n), TensorInfo)]
        return TensorInfo(broadcast_shape(layer, given), _dtype_of(o, attrs, bound))
    if o.reduce is not None:
        src = infos.get(o.reduce.input)
        assert isinstance(src, TensorInfo)  # checked at declaration: not variadic, not optional
        return TensorInfo(reduced_shape(layer, o.reduce, src, attrs), _dtype_of(o, attrs, bound))
    if o.like is not None:
        like = infos.get(o.like)
        if isinstance(like, (list, tuple)):
            return list(like) if o.variadic else (like[0] if like else None)
        return like
    assert o.shape is not None
    shape: list[Any] = []
    for d in o.shape:
        shape.extend(_dims_of(d, attrs, bound))
    return TensorInfo(tuple(shape), _dtype_of(o, attrs, bound), _seq_of(o, infos))


def broadcast_shape(layer: str, given: Sequence[tuple[str, TensorInfo]]) -> tuple[Dim, ...]:
    """numpy's broadcast of the shapes: aligned at the last axis, sizes equal or 1. An unknown
    size (None) agrees with any; it yields the known size other than 1 if there is one."""
    rank = max((i.rank for _, i in given), default=0)
    out: list[Dim] = [1] * rank
    owner: list[str] = [""] * rank  # the input that set each size other than 1, for the error
    for name, info in given:
        for k, d in enumerate(info.shape, start=rank - info.rank):
            have = out[k]
            if d == 1 or d == have:
                continue
            if d is None:  # agrees with anything; unknown only where nothing else is known
                out[k] = None if have == 1 else have
            elif have in (1, None):
                out[k], owner[k] = d, name
            else:
                first = dict(given)[owner[k]]
                raise e.input_error(layer, name, f"should broadcast with {owner[k]}: shapes "
                                    f"{shape_text(info.shape)} and {shape_text(first.shape)} differ at axis "
                                    f"{k - rank} ({d} and {have})", info.shape)
    return tuple(out)


def reduce_axes(layer: str, rule: Reduce, info: TensorInfo, raw: Any) -> tuple[int, ...]:
    """The axes (0 .. rank-1, ascending) an attribute value names: None or [] means all."""
    if raw is None or (isinstance(raw, (list, tuple)) and len(raw) == 0):
        return tuple(range(info.rank))
    given = [raw] if isinstance(raw, int) else list(raw)
    span = f"rank {info.rank}: from {-info.rank} to {info.rank - 1}" if info.rank else "rank 0: it has no axes"
    if any(not -info.rank <= a < info.rank for a in given):
        raise e.ConstraintError(f"{layer} layer's {rule.axes} parameter should name axes of {rule.input} "
                                f"({span}), got {raw!r}", layer=layer, argument=rule.axes, rule="axes", value=raw)
    axes = [a % info.rank for a in given]
    if len(set(axes)) != len(axes):
        raise e.ConstraintError(f"{layer} layer's {rule.axes} parameter should name each axis of {rule.input} "
                                f"once ({span}), got {raw!r}", layer=layer, argument=rule.axes, rule="axes",
                                value=raw)
    return tuple(sorted(axes))


def reduced_shape(layer: str, rule: Reduce, info: TensorInfo, attrs: Mapping[str, Any]) -> tuple[Dim, ...]:
    """`info`'s shape without the reduced axes, or with them as size 1 when keep_dims is set."""
    axes = reduce_axes(layer, rule, info, attrs.get(rule.axes))
    empty = next((a for a in axes if info.shape[a] == 0), None)
    if rule.nonempty and empty is not None:
        raise e.input_error(layer, rule.input, f"should not be empty along reduced axis {empty} (a reduction "
                            f"over nothing is undefined here), got shape {shape_text(info.shape)}", info.shape)
    keep = bool(attrs.get(rule.keep_dims)) if rule.keep_dims else False
    return tuple(1 if a in axes else d for a, d in enumerate(info.shape) if keep or a not in axes)


def _dims_of(d: Any, attrs: Mapping[str, Any], bound: Bindings) -> list[Any]:
    if isinstance(d, int):
        return [d]
    if d == RUN_TIME:  # known from the offsets of a sequence input when the op runs
        return [None]
    if is_group(d):
        if d in bound.groups:
            return list(bound.groups[d][1])
        return [int(x) for x in attrs[d[3:]]]
    if d in bound.sizes:
        return [bound.sizes[d][2]]
    return [attrs[d]]


def _dtype_of(o: TensorMeta, attrs: Mapping[str, Any], bound: Bindings) -> DataType:
    if o.dtype_from is not None:
        return DataType.of(attrs[o.dtype_from])
    if o.type_var is not None and o.type_var in bound.dtypes:
        return bound.dtypes[o.type_var][1]
    return o.dtypes[0]


def _seq_of(o: TensorMeta, infos: InputInfos) -> SequenceType:
    if o.seq_type is not None:
        return o.seq_type
    src = infos.get(o.seq_from) if o.seq_from else None
    if isinstance(src, (list, tuple)):
        src = src[0] if src else None
    return src.seq_type if isinstance(src, TensorInfo) else SequenceType.NONE


def _describe(info: Any) -> str:
    if info is None:
        return "None"
    if isinstance(info, (list, tuple)):
        return "[" + ", ".join(shape_text(i.shape) for i in info) + "]"
    return shape_text(info.shape)


def _assign(meta: Any, ruled: list[TensorMeta], result: Any) -> dict[str, Any]:
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


def configure(meta: Any, infos: InputInfos, attrs: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Validate a whole configuration once: (complete attributes, output infos)."""
    checked = validate_attrs(meta, attrs)
    return checked, infer_shapes(meta, infos, checked)
