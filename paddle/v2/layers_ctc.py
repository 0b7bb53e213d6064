"""v2's CTC costs over the registered op `warpctc` (kernels/ctc.py): each sequence's negative
log-likelihood of its label sequence, summed over every alignment.

`warp_ctc(input, label, size, blank=0)` takes unnormalised scores (a linear layer's output) and
normalises them itself, as warp-ctc does; `ctc(input, label, size)` takes probabilities (a softmax
layer's output) whose last class (size - 1) is the blank, as v2's ctc_layer did: the softmax of
their logarithm is themselves, so it is `warpctc` of log(input) with blank size - 1 (the op's `probabilities`).
`norm_by_times` divides each sequence's cost by its number of steps (v2 scaled only the
gradient and reported the unscaled cost).
"""
from __future__ import annotations

from typing import Any

from paddle.registry import ConfigError
from paddle.tape import TapeItem, current_tape
from paddle.v2_support import UNSET, input_expression


def _classes(layer: str, x: Any, size: Any) -> int:
    width = x.info.shape[1]
    if size is None:
        return int(width)
    if isinstance(size, bool) or not isinstance(size, int) or size < 2:
        raise ConfigError(f"{layer} layer: size (the classes and the blank) should be an int >= 2, got {size!r}",
                          layer=layer, argument="size", rule="at_least", value=size)
    if width is not None and width != size:
        raise ConfigError(f"{layer} layer: size should be the input's width (a score per class and the blank), "
                          f"{width}, got {size}", layer=layer, argument="size", rule="shape", value=size)
    return size


def _cost(layer: str, input: Any, label: Any, size: Any, name: str | None, norm_by_times: bool, layer_attr: Any,
          blank: Any, take_log: bool) -> TapeItem:
    if layer_attr is not None:
        raise ConfigError(f"{layer} layer: layer_attr is not supported on a cost layer, got {layer_attr!r}",
                          layer=layer, argument="layer_attr", rule="unsupported", value=layer_attr)
    read: list[TapeItem] = []
    x = input_expression(layer, "input", input, read)
    y = input_expression(layer, "label", label, read)
    tape = current_tape()

    def build() -> Any:
        graph = tape.model.graph
        classes = _classes(layer, x, size)
        attrs = {"blank": classes - 1 if blank is None else blank, "norm_by_times": norm_by_times,
                 "probabilities": take_log}
        # named as the layer (v2: __ctc_layer_N__, __warp_ctc_layer_N__), not after the op, whose
        # auto name counted ctc and warp_ctc layers together
        return graph.add("warpctc", {"Logits": x, "Label": y}, attrs, name or graph.unique_name(layer),
                         validated=False)
    return tape.record(layer, build, read, name=name)


def ctc(input: Any = UNSET, label: Any = UNSET, size: int | None = None, name: str | None = None,
        norm_by_times: bool = False, layer_attr: Any = None) -> TapeItem:
    """v2's ctc_layer: `input` the classes' probabilities (softmax), its last class the blank."""
    return _cost("ctc", input, label, size, name, norm_by_times, layer_attr, None, take_log=True)


def warp_ctc(input: Any = UNSET, label: Any = UNSET, size: int | None = None, name: str | None = None,
             blank: int = 0, norm_by_times: bool = False, layer_attr: Any = None) -> TapeItem:
    """v2's warp_ctc_layer: `input` unnormalised scores (softmax applied inside), `blank` the blank."""
    return _cost("warp_ctc", input, label, size, name, norm_by_times, layer_attr, blank, take_log=False)


__all__ = ["ctc", "warp_ctc"]
