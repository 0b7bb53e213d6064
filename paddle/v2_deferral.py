"""Deferred configuration errors: layers that v2's config parser accepted but that could never run.

v2 configured a network in two places. Its config parser (python/paddle/trainer/config_parser.py,
driven by trainer_config_helpers/layers.py) knew each layer's size and, for images, channels and
geometry, and refused a wrong one at the line that made the layer (config_assert). It did not know
what the data holds: a data layer declared only its size, so integer-vs-float and sequence levels
were seen first by the data feeder and the C++ layers when the network ran, and some arguments
(rotate's height x width, block_expand's blocks and strides) were only copied into the config,
checked by the C++ layer at run time. `print(parse_network(...))` of such a network worked; training
or inferring it crashed.

We configure each layer when it is made (paddle/tape.py), so we know those mistakes at once. For
the kinds of mistake v2 only met at run time (RUN_TIME_CHECKS below, keyed by the typed error's
rule, and for rules that v2 also checked elsewhere, its layer and argument), the tape records the
layer as *unrunnable* instead of raising: a warning (DeferredConfigWarning) names the mistake and
the line, the topology's config (parse_network, Topology.proto) still lists the layer, and the
kept error, unchanged, is raised by whatever would run the network or size its parameters.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .registry import ConfigError, InputError


@dataclass(frozen=True)
class RunTimeCheck:
    """A kind of configuration error that v2 met only at run time: errors of `rule` (of `layer`,
    and of one of `arguments`, where given); `v2`: where v2 found out."""

    rule: str
    v2: str
    layer: str | None = None
    arguments: frozenset[str] | None = None

    def matches(self, err: ConfigError) -> bool:
        return err.rule == self.rule and self.layer in (None, err.layer) and \
            (self.arguments is None or err.argument in self.arguments)


RUN_TIME_CHECKS: tuple[RunTimeCheck, ...] = (
    RunTimeCheck("dtype", "the data feeder and the C++ layer (v2's data layers declared only a size, not "
                          "integer or float values)"),
    RunTimeCheck("seq_type", "the C++ layer (v2's config did not know which layers hold sequences)"),
    RunTimeCheck("nested", "the C++ layer (v2's config did not know which layers hold sub-sequences)"),
    RunTimeCheck("shape", "RotateLayer at run time (its config kept height and width unchecked)",
                 layer="rotate", arguments=frozenset({"input"})),
    RunTimeCheck("at_least", "BlockExpandLayer at run time (its config derived nothing from them)",
                 layer="block_expand",
                 arguments=frozenset({"block_x", "block_y", "stride_x", "stride_y", "padding_x", "padding_y"})),
    RunTimeCheck("shape", "CRFDecodingLayer at run time (its config made the [size + 2, size] transitions from "
                          "the size given; Paddle's test_layer parses one of size 3 over 10 scores)",
                 layer="crf_decoding", arguments=frozenset({"size"})),
    RunTimeCheck("unrunnable_input", "the layer it reads (one of the above)"),  # a layer built on one
)


def run_time_check(err: ConfigError) -> RunTimeCheck | None:
    """The kind of mistake v2 met only at run time that `err` is, if it is one."""
    return next((c for c in RUN_TIME_CHECKS if c.matches(err)), None)


class DeferredConfigWarning(UserWarning):
    """A layer v2 accepted but could not run: the network holding it raises its error when used."""


class UnrunnableInputError(InputError):
    """A layer reads a layer that cannot run (its configuration error was deferred)."""


# v2's size of a layer that keeps its first input's size (config_parser's set_layer_size(input.size))
SAME_SIZE = frozenset({"last_seq", "first_seq", "pooling", "rotate", "expand", "seq_concat",
                       "trans", "scaling", "addto", "slope_intercept", "power", "sum_to_one_norm",
                       "row_l2_norm"})
COST_KINDS = frozenset({"square_error_cost", "mse_cost", "regression_cost", "classification_cost",
                        "cross_entropy_cost", "cross_entropy_with_selfnorm_cost", "huber_regression_cost",
                        "huber_classification_cost", "multi_binary_label_cross_entropy_cost", "rank_cost",
                        "sum_cost", "smooth_l1_cost"})
FRACTION = {"lstmemory": 4, "grumemory": 3}  # v2's size: the input's size over the gates


def declared_size(layer: str, size: Any, input_sizes: list[int | None]) -> int | None:
    """What v2's parser knew of the size of a layer we could not configure: the size given, else
    what it followed from its inputs (None where not known)."""
    if isinstance(size, int) and not isinstance(size, bool) and size > 0:
        return size
    if layer in COST_KINDS:
        return 1
    first = input_sizes[0] if input_sizes else None
    if first is None:
        return None
    if layer in FRACTION:
        return first // FRACTION[layer]
    if layer == "concat" and all(s is not None for s in input_sizes):
        return sum(s for s in input_sizes if s is not None)
    return first if layer in SAME_SIZE else None


def reads_unrunnable(layer: str, read: Any, root: Any, reason: ConfigError) -> UnrunnableInputError:
    """The error of a layer `layer` built on the unrunnable layer `read` (a TapeItem), which cannot
    run because of `root`'s mistake `reason` (`root` is `read`, or a layer it is built on)."""
    because = "" if root is read else \
        f" because it is built on layer '{root.name}' ({root.layer}, made at {root.where})"
    return UnrunnableInputError(f"{layer} layer reads layer '{read.name}' ({read.layer}, made at {read.where}), "
                                f"which cannot run{because}: {reason}", layer=layer, argument="input",
                                rule="unrunnable_input", value=read.name)


__all__ = ["RUN_TIME_CHECKS", "RunTimeCheck", "run_time_check", "DeferredConfigWarning", "UnrunnableInputError",
           "declared_size", "reads_unrunnable"]
