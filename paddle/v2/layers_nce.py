"""v2's `paddle.layer.nce`: the noise-contrastive estimation cost over the registered ops `nce_negatives`
(the seeded draw of noise classes) and `nce` (kernels/nce.py). Parameters: `<name>.w<i>`
[num_classes, width of input i] for each input (`param_attr`, one or a list), `<name>.b`
[num_classes] (`bias_attr`; False: none); the draw's count `<name>.nce_step` is a static parameter,
so each batch draws afresh and a run is reproducible from the model's seed (as dropout's masks)."""
from __future__ import annotations

import math
import zlib
from typing import Any

from paddle.param_attr import ParamAttr
from paddle.registry import ConfigError
from paddle.tape import TapeItem, current_tape
from paddle.v2_support import UNSET, input_expression


def _fail(argument: str, rule: str, message: str, value: Any) -> ConfigError:
    return ConfigError(f"nce layer: {message}", layer="nce", argument=argument, rule=rule, value=value)


def _classes(label: Any, num_classes: int | None) -> int:
    classes = num_classes
    tape = current_tape()
    if classes is None and isinstance(label, TapeItem) and label.name in tape.input_types:
        classes = tape.input_types[label.name].dim
    if isinstance(classes, bool) or not isinstance(classes, int) or classes < 2:
        raise _fail("num_classes", "at_least", f"num_classes should be an int >= 2 (or the label a data layer "
                    f"saying its class count), got {classes!r}", classes)
    return classes


def _distribution(neg_distribution: Any, classes: int) -> list[float]:
    if neg_distribution is None:
        return []
    values = [float(v) for v in neg_distribution]
    if len(values) != classes or not all(v > 0 and math.isfinite(v) for v in values):
        raise _fail("neg_distribution", "length", f"neg_distribution should hold num_classes ({classes}) positive "
                    f"probabilities, got {len(values)} values", neg_distribution)
    return values


def _check_act(act: Any) -> None:
    name = getattr(act, "name", act)
    if act is not None and name != "sigmoid":
        raise _fail("act", "unsupported", f"act={act!r} is not supported: the nce op scores each class with a "
                    "sigmoid (v2's default)", name)


def nce(input: Any = UNSET, label: Any = UNSET, num_classes: int | None = None, act: Any = None,
        param_attr: Any = None, weight: Any = None, num_neg_samples: int = 10, neg_distribution: Any = None,
        name: str | None = None, bias_attr: Any = None, layer_attr: Any = None) -> TapeItem:
    """v2's nce: each sample's noise-contrastive estimation cost ([N, 1]) against num_neg_samples
    classes drawn from neg_distribution (uniform when None); `input` one layer or a list (one
    weight each), `weight` an optional layer of per-sample weights."""
    _check_act(act)
    if layer_attr is not None:
        raise _fail("layer_attr", "unsupported", f"layer_attr is not supported on a cost layer, got {layer_attr!r}",
                    layer_attr)
    if isinstance(num_neg_samples, bool) or not isinstance(num_neg_samples, int) or num_neg_samples < 1:
        raise _fail("num_neg_samples", "at_least", f"num_neg_samples should be an int >= 1, got {num_neg_samples!r}",
                    num_neg_samples)
    inputs = list(input) if isinstance(input, (list, tuple)) else [input]
    attrs = list(param_attr) if isinstance(param_attr, (list, tuple)) else [param_attr] * len(inputs)
    if len(attrs) != len(inputs):
        raise _fail("param_attr", "length", f"param_attr should give one attribute per input ({len(inputs)}), "
                    f"got {len(attrs)}", param_attr)
    read: list[TapeItem] = []
    xs = [input_expression("nce", "input", x, read) for x in inputs]
    y = input_expression("nce", "label", label, read)
    sample_weight = None if weight is None else input_expression("nce", "weight", weight, read)
    classes = _classes(label, num_classes)
    dist = _distribution(neg_distribution, classes)
    tape = current_tape()

    def build() -> Any:
        graph = tape.model.graph
        lname = name or graph.unique_name("nce")
        where = f"nce layer '{lname}'"
        weights = []
        for i, (x, attr) in enumerate(zip(xs, attrs)):
            limit = 1.0 / math.sqrt(int(x.info.shape[1]))
            with graph.parameter_attrs(attr, bias_attr):
                weights.append(graph.layer_parameter(lname, f"w{i}", (classes, int(x.info.shape[1])), x.info.dtype,
                                                     ("uniform_random", {"min": -limit, "max": limit}), where))
        x, w = xs[0], weights[0]
        for more_x, more_w in zip(xs[1:], weights[1:]):  # one score: the inputs' columns side by side
            x = graph.add("concat_columns", {"X": x, "Y": more_x}, {}, None, validated=False)
            w = graph.add("concat_columns", {"X": w, "Y": more_w}, {}, None, validated=False)
        step_name = f"{lname}.nce_step"
        step = graph.parameter(step_name, [1], "int64", ("fill_constant", {"value": 0.0}), layer=where)
        graph.param_attrs[step_name] = ParamAttr(is_static=True)
        seed = (zlib.crc32(step_name.encode()) + int(graph.topology["seed"])) % (2 ** 31)
        negatives = graph.add("nce_negatives", {"Label": y, "Step": step},
                              {"num_classes": classes, "num_neg_samples": num_neg_samples,
                               "neg_distribution": dist, "seed": seed}, None, validated=False)[0]
        slots = {"X": x, "W": w, "Label": y, "Negatives": negatives}
        if bias_attr is not False:
            with graph.parameter_attrs(None, bias_attr):
                slots["Bias"] = graph.layer_parameter(lname, "b", (classes,), x.info.dtype,
                                                      ("fill_constant", {"value": 0.0}), where)
        if sample_weight is not None:
            slots["SampleWeight"] = sample_weight
        return graph.add("nce", slots, {"neg_distribution": dist}, lname, validated=False)
    return tape.record("nce", build, read)


__all__ = ["nce"]
