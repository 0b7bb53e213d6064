"""v2's printer layer (`paddle.layer.printer(input, format=None, name=None)`; v1's `print_layer`,
`paddle.layer.print`): prints its input layers' values at every batch a v2 trainer runs (train
and test), as v2's print layer logged them at every forward pass.

It outputs nothing another layer reads: like an evaluator it is kept on the tape (part of every
topology that holds its inputs) and the trainer prints it (paddle/v2/metrics.py). What is printed,
on standard output (v2 wrote it to its INFO log): `format` with its i-th `%s` replaced by the i-th
input's values, as numpy prints an array (`numpy.array2string`, at most 100 values in full); the
default format is v2's, a line `layer=<input's name> %s` per input.
"""
from __future__ import annotations

from typing import Any

from paddle.registry import ConfigError
from paddle.tape import TapeItem, current_tape
from paddle.v2_support import input_expression

WHERE = "printer"


class PrinterLayer(TapeItem):
    """A printer on the tape: the layers it prints and its format."""

    __slots__ = ("format", "printed")
    format: str
    printed: list[Any]  # the expressions of the layers it prints

    def line(self, values: list[Any]) -> str:
        """The format with each `%s` replaced by the printed values of the matching input."""
        import numpy as np
        parts = self.format.split("%s")
        shown = [str(np.array2string(np.asarray(v), threshold=100)) for v in values]
        return parts[0] + "".join(v + rest for v, rest in zip(shown, parts[1:]))


def _fail(argument: str, rule: str, why: str, value: Any) -> ConfigError:
    return ConfigError(f"{WHERE} layer: {argument} {why}, got {value!r}", layer=WHERE, argument=argument,
                       rule=rule, value=value)


def printer(input: Any, format: str | None = None, name: str | None = None) -> PrinterLayer:  # noqa: A002
    """Print the values of `input` (a layer, or a list of layers) at every batch the trainer
    runs: `format` with one `%s` per input (default: `layer=<name> %s` a line each)."""
    layers = list(input) if isinstance(input, (list, tuple)) else [input]
    if not layers or not all(isinstance(i, TapeItem) for i in layers):
        raise _fail("input", "type", "should be a layer or a list of layers", input)
    if format is None:
        format = "\n".join(f"layer={i.name} %s" for i in layers)
    if not isinstance(format, str):
        raise _fail("format", "type", "should be a str with one %s per input", format)
    if format.count("%s") != len(layers):  # v2 logged an error at every batch; refused here, once
        raise _fail("format", "count", f"should hold one %s per input ({len(layers)})", format)
    read: list[TapeItem] = []
    exprs = [input_expression(WHERE, "input", layer, read) for layer in layers]
    tape = current_tape()

    def build() -> Any:
        from paddle.generated import layers as ops
        out = name or tape.model.unique_name("print")
        return ops.assign(exprs[0], name=out)  # a copy no layer reads, under the printer's name
    item = tape.record(WHERE, build, read, keep=True)
    printer_layer = PrinterLayer.__new__(PrinterLayer)
    for slot in TapeItem.__slots__:
        setattr(printer_layer, slot, getattr(item, slot))
    printer_layer.format, printer_layer.printed = format, exprs
    tape.items[item.index] = printer_layer
    return printer_layer


__all__ = ["printer", "PrinterLayer"]
