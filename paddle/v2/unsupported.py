"""The one list of v2 names deliberately left out, with why (the README's list is this one).

Each such name exists in its module (`paddle.layer.priorbox`, `paddle.pooling.MaxWithMask`, ...)
so a 2017 program finds it, and calling it raises `UnsupportedError` (rule "unsupported") saying
what is not supported and why: it never half-works. A module opts in with

    from .unsupported import refused_name
    def __getattr__(name): return refused_name("layer", name)
"""
from __future__ import annotations

from typing import Any, Callable, NoReturn

from paddle.registry import ConfigError

_SSD = "the SSD detection layers (priorbox, multibox_loss, detection_output, roi_pool) are not built"
_NESTED = ("selecting sub-sequences of a nested sequence by index (sub_nested_seq) is not built; nested sequences "
           "themselves are (the *_sub_sequence data types, pooling/last_seq/first_seq with agg_level, expand, "
           "recurrent_group over SubsequenceInput)")
_GROUPS = ("the recurrent_group-based LSTM/GRU networks are not built; simple_lstm, simple_gru, lstmemory and "
           "grumemory compute the same cells over whole sequences, and lstm_step/gru_step build them in a group")

# module -> {v2 name: why it is not supported}
REFUSED: dict[str, dict[str, str]] = {
    "layer": {
        "priorbox": _SSD,
        "multibox_loss": _SSD,
        "detection_output": _SSD,
        "roi_pool": _SSD,
        "upsample": "it reads the argmax mask of a MaxWithMask pooling, which is not supported",
        "slice_projection": "slice projections are not built; identity_projection(offset=, size=) slices columns",
        "sub_nested_seq": _NESTED,
    },
    "networks": {"lstmemory_group": _GROUPS, "lstmemory_unit": _GROUPS, "gru_group": _GROUPS, "gru_unit": _GROUPS},
    "optimizer": {
        "AdaDelta": "there is no adadelta optimizer op in the registry yet (SGD, Momentum, Adam, Adamax, AdaGrad and "
                    "RMSProp are)",
        "DecayedAdaGrad": "there is no decayed_adagrad optimizer op in the registry yet (AdaGrad and RMSProp are)",
    },
    "pooling": {
        "MaxWithMask": "no layer reads the argmax mask it outputs (v2's upsample is not supported either)",
    },
    "attr": {
        "Hook": "parameter hooks (v2's pruning hook) are not supported",
        "HookAttr": "parameter hooks (v2's pruning hook) are not supported",
        "HookAttribute": "parameter hooks (v2's pruning hook) are not supported",
    },
}


class UnsupportedError(ConfigError):
    """A v2 name that is deliberately not supported (rule "unsupported")."""


def refusal(module: str, name: str) -> Callable[..., NoReturn]:
    """A stand-in for `paddle.<module>.<name>` that raises UnsupportedError when called."""
    why = REFUSED[module][name]

    def refuse(*_args: Any, **_kwargs: Any) -> NoReturn:
        raise UnsupportedError(f"paddle.{module}.{name} is not supported: {why}", layer=name, argument=name,
                               rule="unsupported", value=name)
    refuse.__name__ = refuse.__qualname__ = name
    refuse.__doc__ = f"Not supported: {why}."
    return refuse


def refused_name(module: str, name: str) -> Callable[..., NoReturn]:
    """For a module's `__getattr__`: the refusal of a refused name, else AttributeError as usual."""
    if name in REFUSED.get(module, {}):
        return refusal(module, name)
    raise AttributeError(f"module 'paddle.v2.{module}' has no attribute '{name}'")


def refused_names() -> list[str]:
    """Every refused name as `module.name` (for the README and the catalogue test)."""
    return [f"{module}.{name}" for module, names in REFUSED.items() for name in names]


__all__ = ["REFUSED", "UnsupportedError", "refusal", "refused_name", "refused_names"]
