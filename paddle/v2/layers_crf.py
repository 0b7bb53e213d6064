"""v2's CRF layers: `paddle.layer.crf` (the cost: each sequence's negative log-likelihood under a
linear-chain CRF) and `paddle.layer.crf_decoding` (its Viterbi tags, or with a label each
token's error), over the registered ops `linear_chain_crf` and `crf_viterbi` (kernels/crf.py).

Both hold the transition weights as v2 did: one parameter of shape [size + 2, size] (start
weights, end weights, then the transitions), named `<layer>.w` unless `param_attr` names it; two
layers naming the same parameter share it (the book's semantic role labelling trains with `crf`
and decodes with `crf_decoding` over `paddle.attr.Param(name='crfw')`).
"""
from __future__ import annotations

import math
from typing import Any

from paddle.registry import ConfigError
from paddle.tape import TapeItem, current_tape
from paddle.v2_support import UNSET, input_expression


def _size(layer: str, emission: Any, size: Any) -> int:
    """The tag count: `size`, which must be the input's width (v2's check), or that width."""
    width = emission.info.shape[1]
    if size is None:
        return int(width)
    if isinstance(size, bool) or not isinstance(size, int) or size < 2:
        raise ConfigError(f"{layer} layer: size (the number of tags) should be an int >= 2, got {size!r}",
                          layer=layer, argument="size", rule="at_least", value=size)
    if width is not None and width != size:
        raise ConfigError(f"{layer} layer: size should be the input's width (one score per tag), {width}, "
                          f"got {size}", layer=layer, argument="size", rule="shape", value=size)
    return size


def _transition(layer: str, name: str, tags: int, param_attr: Any, dtype: Any) -> Any:
    """The [tags + 2, tags] transition parameter, shared by name: a layer naming one that exists
    reads it as it was made (the book's crf makes 'crfw' with its learning rate, then
    crf_decoding names it with no other attribute)."""
    graph = current_tape().model.graph
    shared = getattr(param_attr, "name", None)
    if shared is not None and shared in graph.param_names:
        return graph.parameter(shared, (tags + 2, tags), dtype, layer=f"{layer} layer '{name}'")
    limit = 1.0 / math.sqrt(tags + 2)
    with graph.parameter_attrs(param_attr, None):
        return graph.layer_parameter(name, "w", (tags + 2, tags), dtype, ("uniform_random", {"min": -limit,
                                     "max": limit}), f"{layer} layer '{name}'")


def _named(layer: str, name: str | None) -> str:
    return name if name is not None else current_tape().model.graph.unique_name(f"{layer}_layer")


def crf(input: Any = UNSET, label: Any = UNSET, size: int | None = None, weight: Any = None,
        param_attr: Any = None, name: str | None = None, coeff: float = 1.0, layer_attr: Any = None
        ) -> TapeItem:
    """v2's crf_layer: one cost row per sequence, -log P(label | input) under a linear-chain CRF
    whose emission scores are `input` ([T, size], a sequence) and whose transition weights are
    the layer's parameter. `weight` (one value per sequence) multiplies each sequence's cost;
    `coeff` scales the cost (v2 scaled only its gradient and reported the unscaled cost)."""
    _refuse_layer_attr("crf", layer_attr)
    if isinstance(coeff, bool) or not isinstance(coeff, (int, float)) or not math.isfinite(coeff):
        raise ConfigError(f"crf layer: coeff should be a finite number, got {coeff!r}", layer="crf",
                          argument="coeff", rule="type", value=coeff)
    read: list[TapeItem] = []
    emission = input_expression("crf", "input", input, read)
    tags = input_expression("crf", "label", label, read)
    weights = input_expression("crf", "weight", weight, read)
    tape = current_tape()

    def build() -> Any:
        graph = tape.model.graph
        n = _size("crf", emission, size)
        lname = _named("crf", name)
        w = _transition("crf", lname, n, param_attr, emission.info.dtype)
        cost = graph.add("linear_chain_crf", {"Emission": emission, "Transition": w, "Label": tags}, {},
                         None if (weights is not None or coeff != 1.0) else lname, validated=False)
        if weights is not None:
            cost = graph.add("elementwise_mul", {"X": cost, "Y": weights}, {}, None if coeff != 1.0 else lname,
                             validated=False)
        if coeff != 1.0:
            cost = graph.add("scale", {"X": cost}, {"scale": float(coeff)}, lname, validated=False)
        return cost
    return tape.record("crf", build, read)


def crf_decoding(input: Any = UNSET, size: int | None = None, label: Any = None, param_attr: Any = None,
                 name: str | None = None, layer_attr: Any = None) -> TapeItem:
    """v2's crf_decoding_layer: the Viterbi tag of each step of `input` (int64 [T, 1], the
    input's offsets); given `label`, each step's error instead: 1 where the decoded tag is
    not the label's, else 0 (int64; what `paddle.evaluator.sum` counts)."""
    _refuse_layer_attr("crf_decoding", layer_attr)
    read: list[TapeItem] = []
    emission = input_expression("crf_decoding", "input", input, read)
    tags = input_expression("crf_decoding", "label", label, read)
    tape = current_tape()

    def build() -> Any:
        graph = tape.model.graph
        n = _size("crf_decoding", emission, size)
        lname = _named("crf_decoding", name)
        w = _transition("crf_decoding", lname, n, param_attr, emission.info.dtype)
        slots = {"Emission": emission, "Transition": w}
        if tags is not None:
            slots["Label"] = tags
        return graph.add("crf_viterbi", slots, {}, lname, validated=False)
    return tape.record("crf_decoding", build, read, name=name, size=size)


def _refuse_layer_attr(layer: str, layer_attr: Any) -> None:
    if layer_attr is not None:
        raise ConfigError(f"{layer} layer: layer_attr is not supported on a CRF layer (it has no output to drop "
                          f"out), got {layer_attr!r}", layer=layer, argument="layer_attr", rule="unsupported",
                          value=layer_attr)


__all__ = ["crf", "crf_decoding"]
