"""Run-time support of the generated v2 layers (`generated/v2_layers.py`, `paddle.v2.layer`).

A v2 layer takes v2's arguments (`input`, `size`, `act`, `param_attr`, `bias_attr`, `name`),
configures the generated layer of the same op into the current Tape's model at once (so a
mistake raises where the user made the layer, naming their file and line) and returns the
TapeItem (v2's LayerOutput) recording it. `layer_attr=paddle.attr.Extra(drop_rate=p,
error_clipping_threshold=t)` adds dropout and error clipping after the layer's output (see Extra).
"""
from __future__ import annotations

import math
import weakref
import zlib
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from .model import data as model_data
from .param_attr import ParamAttr
from .registry import AttributeTypeError, ConfigError, ConstraintError, InputError, MissingAttributeError
from .tape import TapeItem, current_tape

LayerOutput = TapeItem


class _Unset:
    """An argument the user did not give: the registry's default applies (or v2's, see below)."""

    def __repr__(self) -> str:
        return "UNSET"


UNSET: Any = _Unset()


def activation_name(layer: str, act: Any) -> str:
    """A v2 activation (`paddle.activation.Tanh()`, the class itself, or its name) as the
    name the registry's `act` attribute takes."""
    name = getattr(act, "name", act)
    if not isinstance(name, str):
        raise ConfigError(f"{layer} layer: act should be a paddle.activation (e.g. paddle.activation.Relu()), "
                          f"got {type(act).__name__} {act!r}", layer=layer, argument="act", rule="type", value=act)
    return name


def input_expression(layer: str, argument: str, value: Any, read: list[TapeItem]) -> Any:
    """The Expression a layer argument stands for (a TapeItem, a list of them, or None), each item
    read appended to `read`; anything else is an InputError naming the layer and argument."""
    if value is UNSET:
        raise MissingAttributeError(f"{layer} layer: argument '{argument}' (an input layer) is required",
                                    layer=layer, argument=argument, rule="must_set", value=None)
    if value is None:
        return None
    if isinstance(value, (list, tuple)):
        return [input_expression(layer, argument, v, read) for v in value]
    if not isinstance(value, TapeItem):
        raise InputError(f"{layer} layer: {argument} should be a layer (paddle.layer.data(...) or another "
                         f"layer's output), got {type(value).__name__} {_short(value)}",
                         layer=layer, argument=argument, rule="type", value=value)
    read.append(value)
    out = value.output
    if isinstance(out, tuple):
        raise InputError(f"{layer} layer: {argument} is layer '{value.name}' ({value.layer}), which has "
                         f"{len(out)} outputs; pass one of them", layer=layer, argument=argument,
                         rule="type", value=value.name)
    return out


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def call(layer_fn: Callable[..., Any], layer: str, inputs: Mapping[str, tuple[str, Any]],
         attrs: Mapping[str, Any], *, v2_defaults: Mapping[str, Any], name: str | None, param_attr: Any,
         bias_attr: Any, layer_attr: Any = None, num_channels: Any = None, op: str | None = None) -> TapeItem:
    """Record `layer_fn` (a generated layer) on the current tape, as v2's `layer` (`op`: the
    registry's name for it where v2's differs: last_seq is sequence_pool). `inputs`: the
    generated layer's argument -> (v2 argument, value); `attrs`: attribute -> value or UNSET; `layer_attr`: a
    paddle.attr.Extra (or None); `num_channels`: v2's channel count of an image given as a
    vector (image layers). Inputs are shaped as v2 saw them (see `as_v2_input`)."""
    given = {k: v for k, v in attrs.items() if v is not UNSET}
    for k, v in v2_defaults.items():
        given.setdefault(k, v)
    if "act" in given:
        given["act"] = activation_name(layer, given["act"])
    if bias_attr is False and "bias" in attrs:
        given["bias"] = False  # v2: bias_attr=False means no bias
    read: list[TapeItem] = []
    args = {arg: input_expression(layer, v2_arg, value, read) for arg, (v2_arg, value) in inputs.items()}
    tape = current_tape()

    def build() -> Any:
        extra_drop_rate(layer, layer_attr)  # inside: its error names the user's line
        meta = tape.model.graph.registry.get(op or layer)
        slots = {t.name: t for t in meta.inputs}
        shaped = {arg: as_v2_input(layer, inputs[arg][0], slots.get(arg), value, num_channels)
                  for arg, value in args.items()}
        with tape.model.graph.parameter_attrs(param_attr, bias_attr):
            out = layer_fn(**shaped, **given, name=name)
        return extra_after(layer, out, layer_attr)
    return tape.record(layer, build, read, name=name, size=given.get("size", given.get("reshape_size")))


# --- v2's view of a sample: a vector, an image given its channels ---------------------------------
def as_v2_input(layer: str, argument: str, slot: Any, value: Any, num_channels: Any) -> Any:
    """`value` shaped for input `slot` as v2 did, where every sample was a vector: an input the
    layer takes as a matrix [N, D] (fc) given images [N, C, H, W] gets them flattened to
    [N, C*H*W]; an input it takes as images given vectors [N, D] gets them as [N, C, s, s], C
    = `num_channels` (1 when not given) and s = sqrt(D / C) (square images, as v2 assumed)."""
    graph = current_tape().model.graph
    if slot is None or value is None or isinstance(value, list) or slot.expected_rank is None:
        return value
    rank = len(value.info.shape)
    if slot.expected_rank == 2 and rank > 2:
        return graph.add("flatten", {"X": value}, {"axis": 1}, None, validated=False)
    if slot.expected_rank == 4 and rank == 2:
        dims = image_dims(value)
        if dims is not None:  # a data layer given height and width (or an output that keeps them)
            return as_sized_image(layer, argument, value, num_channels, dims[-2:])
        channels = 1 if num_channels is None else num_channels
        if isinstance(channels, bool) or not isinstance(channels, int) or channels < 1:
            raise AttributeTypeError(f"{layer} layer: num_channels should be an int >= 1, got {channels!r}",
                                     layer=layer, argument="num_channels", rule="type", value=channels)
        size = value.info.shape[1]
        side = math.isqrt(size // channels) if size is not None and size % channels == 0 else 0
        if size is None or side * side * channels != size:
            raise InputError(f"{layer} layer: {argument} holds vectors of {size} values, which are not "
                             f"{channels} square image channel(s) (num_channels={channels}); give "
                             f"num_channels, or [N, C, H, W] images", layer=layer, argument=argument,
                             rule="shape", value=size)
        return graph.add("reshape", {"X": value}, {"shape": [-1, channels, side, side]}, None, validated=False)
    if slot.expected_rank == 4 and rank == 4 and num_channels is not None and value.info.shape[1] != num_channels:
        raise InputError(f"{layer} layer: {argument} has {value.info.shape[1]} channels, num_channels says "
                         f"{num_channels}", layer=layer, argument="num_channels", rule="shape", value=num_channels)
    return value


# --- images of given sizes read from vectors (v2's data layer height=, width=, depth=) ----------------
_IMAGE_DIMS: "weakref.WeakKeyDictionary[Any, dict[str, tuple[int, ...]]]" = weakref.WeakKeyDictionary()


def set_image_dims(value: Any, dims: tuple[int, ...]) -> None:
    """Record that the vectors `value` holds ([N, D]) are images of spatial size `dims` ((H, W)
    or (D, H, W)), channels first: image layers reading it reshape it so (v2 kept a layer's height
    and width in its config for the layers after it)."""
    _IMAGE_DIMS.setdefault(current_tape().model.graph, {})[str(value.name)] = tuple(int(d) for d in dims)


def image_dims(value: Any, graph: Any = None) -> tuple[int, ...] | None:
    """The spatial size recorded for the vectors `value` holds in `graph` (the current model's when
    None); None: none recorded (square images then)."""
    graph = current_tape().model.graph if graph is None else graph
    return _IMAGE_DIMS.get(graph, {}).get(str(getattr(value, "name", "")))


def as_sized_image(layer: str, argument: str, value: Any, num_channels: Any, dims: tuple[int, ...]) -> Any:
    """Vectors [N, D] as images [N, C, *dims], C = num_channels or D / prod(dims) (v2's rule)."""
    size, pixels = value.info.shape[1], math.prod(dims)
    channels = size // pixels if num_channels is None and size is not None else num_channels
    if isinstance(channels, bool) or not isinstance(channels, int) or channels < 1 or size != channels * pixels:
        shown = " x ".join(str(d) for d in dims)
        raise InputError(f"{layer} layer: {argument} holds vectors of {size} values, which are not "
                         f"{channels if num_channels is not None else 'whole'} channel(s) of {shown} images "
                         f"(num_channels={num_channels}, its data layer's size {shown})", layer=layer,
                         argument=argument, rule="shape", value=size)
    return current_tape().model.graph.add("reshape", {"X": value}, {"shape": [-1, channels, *dims]}, None,
                                          validated=False)


# --- paddle.attr.Extra ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Extra:
    """v2's ExtraLayerAttribute, given to a layer as `layer_attr=`.

    `drop_rate`: dropout on the layer's output: in training each element is zeroed with that
    probability and the kept ones scaled by 1 / (1 - drop_rate) (the registry's dropout op, a new
    mask every step, reproducibly: its Step is a static parameter of the layer); inference
    (paddle.infer, trainer.test, Model.run(inference=True)) passes the output through. (v2
    scaled by 1 - drop_rate at inference instead: the same expectation.) None or 0: no dropout.
    `error_clipping_threshold`: in the backward pass the gradient reaching the layer's output
    is clipped elementwise to [-threshold, threshold] before the layer's own backward (the
    registry's error_clip op after the output, and after its dropout); None or 0: no clipping.
    `device` (v2 placed a layer on a device; here the whole model runs where paddle.init says)
    is refused when set, rather than ignored."""
    error_clipping_threshold: Any = None
    drop_rate: Any = None
    device: Any = None


def extra_drop_rate(layer: str, extra: Any) -> float:
    """The drop rate a layer's `layer_attr` asks for (0: none), or the typed error saying why not."""
    if extra is None:
        return 0.0
    if not isinstance(extra, Extra):
        raise AttributeTypeError(f"{layer} layer: layer_attr should be a paddle.attr.Extra (e.g. "
                                 f"paddle.attr.Extra(drop_rate=0.5)), got {type(extra).__name__} {_short(extra)}",
                                 layer=layer, argument="layer_attr", rule="type", value=extra)
    if extra.device is not None:
        raise ConfigError(f"{layer} layer: layer_attr's device={extra.device!r} is refused: the whole model "
                          f"runs on one device (paddle.init(use_gpu=...)); a layer cannot be placed apart",
                          layer=layer, argument="device", rule="unsupported", value=extra.device)
    extra_error_clip(layer, extra)
    rate = extra.drop_rate
    if rate is None:
        return 0.0
    if isinstance(rate, bool) or not isinstance(rate, (int, float)) or math.isnan(rate):
        raise AttributeTypeError(f"{layer} layer: layer_attr's drop_rate should be a number in [0, 1), got "
                                 f"{type(rate).__name__} {_short(rate)}", layer=layer, argument="drop_rate",
                                 rule="type", value=rate)
    if rate < 0:
        raise ConstraintError(f"{layer} layer: layer_attr's drop_rate should be at least 0, got {rate!r}",
                              layer=layer, argument="drop_rate", rule="at_least", value=rate)
    if rate >= 1:
        raise ConstraintError(f"{layer} layer: layer_attr's drop_rate should be smaller than 1 (1 drops "
                              f"everything), got {rate!r}", layer=layer, argument="drop_rate",
                              rule="smaller_than", value=rate)
    return float(rate)


def extra_error_clip(layer: str, extra: Any) -> float:
    """The error clipping threshold a layer's `layer_attr` (an Extra, or None) asks for (0: none),
    or the typed error saying why not."""
    threshold = None if extra is None else extra.error_clipping_threshold
    if threshold is None:
        return 0.0
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float)) or not math.isfinite(threshold):
        raise AttributeTypeError(f"{layer} layer: layer_attr's error_clipping_threshold should be a finite number "
                                 f"(0 or None: no clipping), got {type(threshold).__name__} {_short(threshold)}",
                                 layer=layer, argument="error_clipping_threshold", rule="type", value=threshold)
    if threshold < 0:
        raise ConstraintError(f"{layer} layer: layer_attr's error_clipping_threshold should be at least 0 "
                              f"(0: no clipping), got {threshold!r}", layer=layer,
                              argument="error_clipping_threshold", rule="at_least", value=threshold)
    return float(threshold)


def extra_after(layer: str, out: Any, extra: Any) -> Any:
    """A layer's output `out` with what its `layer_attr` adds after it: dropout, then error
    clipping (v2 clipped the gradient of the output its consumers read, so before the dropout's
    backward); the final output keeps the layer's name."""
    drop_rate = extra_drop_rate(layer, extra)
    out = dropout_after(layer, out, drop_rate) if drop_rate else out
    threshold = extra_error_clip(layer, extra)
    return error_clip_after(layer, out, threshold) if threshold else out


def error_clip_after(layer: str, out: Any, threshold: float) -> Any:
    """The registry's error_clip op on a layer's output `out` (the identity forward; the gradient
    reaching it clipped to [-threshold, threshold]), which keeps the layer's name (the layer's own
    output is renamed `<name>.before_error_clip`)."""
    if isinstance(out, tuple):
        raise ConfigError(f"{layer} layer: layer_attr's error_clipping_threshold needs a layer with one output; "
                          f"this one has {len(out)}", layer=layer, argument="error_clipping_threshold",
                          rule="one_output", value=threshold)
    graph = current_tape().model.graph
    name = str(out.name)
    renamed = graph.made_by_last_op(out)
    if renamed:
        out = graph.rename_last(name, f"{name}.before_error_clip")
    clipped = graph.add("error_clip", {"X": out}, {"threshold": threshold}, None, validated=False)
    return graph.rename_last(str(clipped.name), name) if renamed else clipped


def dropout_after(layer: str, out: Any, drop_rate: float) -> Any:
    """The registry's dropout op on a layer's output `out`, which keeps the layer's name (the
    layer's own output is renamed `<name>.before_dropout`). Its Step (how many masks were drawn)
    is a static parameter `<name>.dropout_step` (checkpointed, never trained); its seed derives
    from that name and the model's seed, so each layer draws its own masks."""
    if isinstance(out, tuple):
        raise ConfigError(f"{layer} layer: layer_attr's drop_rate needs a layer with one output; this one has "
                          f"{len(out)}", layer=layer, argument="drop_rate", rule="one_output", value=drop_rate)
    graph = current_tape().model.graph
    name = str(out.name)
    renamed = graph.made_by_last_op(out)
    if renamed:
        out = graph.rename_last(name, f"{name}.before_dropout")
    step_name = f"{name}.dropout_step"
    step = graph.parameter(step_name, [1], "int64", ("fill_constant", {"value": 0.0}),
                           layer=f"{layer} layer '{name}'")
    graph.param_attrs[step_name] = ParamAttr(is_static=True)
    seed = (zlib.crc32(step_name.encode()) + int(graph.topology["seed"])) % (2 ** 31)
    dropped = graph.add("dropout", {"X": out, "Step": step}, {"dropout_prob": drop_rate, "seed": seed},
                        graph.unique_name(f"{name}.dropout"), validated=False)[0]  # not drawing v2's dropout numbers
    return graph.rename_last(str(dropped.name), name) if renamed else dropped


# --- data layers and their types (paddle.data_type) ---------------------------------------------
@dataclass(frozen=True)
class InputType:
    """What a data layer holds per sample: `dim` floats (dense) or one int in [0, dim) (integer),
    or a sequence of those (rows of a sequence tensor)."""
    dim: int
    kind: str  # "dense" or "integer"
    seq_type: str = "none"

    @property
    def dtype(self) -> str:
        return "float32" if self.kind == "dense" else "int64"

    @property
    def type(self) -> int:
        """v2's DataType of it (PyDataProvider2's numbers): Dense 0, SparseNonValue 1, SparseValue 2,
        Index 3 (paddle.data_type.DataType)."""
        return {"dense": 0, "sparse_binary": 1, "sparse_float": 2, "integer": 3}[self.kind]

    @property
    def shape(self) -> list[int | None]:
        return [None, self.dim if self.kind == "dense" else 1]


def data(name: str, type: Any, height: int | None = None, width: int | None = None,
         depth: int | None = None) -> TapeItem:
    """A data layer named `name` holding samples of `type` (paddle.data_type). `height` and
    `width` (and `depth`, for 3-D images): its vectors are images of that size, channels first
    (channels = dim / (height * width [* depth])), as the image layers reading it take them; without
    them an image layer takes a vector as square images."""
    if not isinstance(type, InputType):
        raise ConfigError(f"data layer '{name}': type should be a paddle.data_type (e.g. "
                          f"paddle.data_type.dense_vector(784)), got {type!r}", layer="data",
                          argument="type", rule="type", value=type)
    dims = _data_dims(name, type, height, width, depth)
    # a name the current network already has starts a new network on the tape (paddle/tape.py)
    item = current_tape().data(name, lambda: model_data(name, type.shape, type.dtype, seq_type=type.seq_type), type)
    if dims:
        set_image_dims(item.output, dims)
    return item


def _data_dims(name: str, type: Any, height: Any, width: Any, depth: Any) -> tuple[int, ...]:
    """The data layer's image size (D, H, W) or (H, W), checked; () when not given."""
    given = {"depth": depth, "height": height, "width": width}
    if all(v is None for v in given.values()):
        return ()
    for argument, v in given.items():
        if v is not None and (isinstance(v, bool) or not isinstance(v, int) or v < 1):
            raise AttributeTypeError(f"data layer '{name}': {argument} should be an int >= 1, got {v!r}",
                                     layer="data", argument=argument, rule="type", value=v)
    if height is None or width is None:
        raise MissingAttributeError(f"data layer '{name}': give height and width together (and depth for 3-D "
                                    f"images), got height={height!r}, width={width!r}", layer="data",
                                    argument="width" if width is None else "height", rule="must_set", value=None)
    dims = (height, width) if depth is None else (depth, height, width)
    if type.kind != "dense" or type.dim % math.prod(dims):
        sizes = " x ".join(f"{k} {v}" for k, v in given.items() if v is not None)
        raise ConstraintError(f"data layer '{name}': its {type.dim}-value {type.kind} vectors are not images of "
                              f"{sizes} pixels per channel (the pixel count should divide {type.dim})", layer="data",
                              argument="height", rule="divides", value=type.dim)
    return dims
