"""Global switches (as Paddle's `FLAGS_*`), each with a type and a default.

    paddle.set_flags(check_nan_inf=True)          # or PADDLE_CHECK_NAN_INF=1 in the environment
    paddle.set_flags(memory_budget=4 * 2**30)     # or PADDLE_MEMORY_BUDGET=4GiB

`check_nan_inf` (off): after each op runs, its float outputs are checked; the first op producing
a NaN or an infinity raises NonFiniteError naming it. Off, it costs nothing per op: Net.run picks
the checking loop only when the switch is on.

`memory_budget` (bytes, 16 GiB): the most one tensor a layer configures may take, and the most
all of a model's parameters together may take (unknown batch sizes count as 1). A layer over it
is refused when it is configured (MemoryBudgetError naming the layer), not when numpy's
allocator fails at run time.

`reuse_buffers` (on): the memory plan of a Model's training steps (paddle.plan): each intermediate
value and gradient is dropped once its last reader has run, so its memory serves the later ops
(an expression's value() asked for afterwards is computed again); so are inference runs
(`Model.run(..., inference=True)`, the ONNX backend's), which read back only what they fetch. Off
(or PADDLE_REUSE_BUFFERS=0), every value stays until the next run overwrites it. Any other run that
only computes values keeps every value either way.

`fuse_elementwise` (on): where a net's memory plan is on (reuse_buffers), a chain of an elementwise head (a bias or
residual add) and an activation runs as one generated C++ kernel, forward and backward, and the
value between them is never written (paddle/core/fusion.py). Off (or PADDLE_FUSE_ELEMENTWISE=0),
every op runs as its own step.

`in_place` (on): where a net's memory plan is on (reuse_buffers), an op declaring an in-place pair
(`.in_place(output, input)` in the registry: the activations and their gradients, the optimizer
updates) writes its output over its input's array when the input dies at the op and nothing else
holds that array (paddle/core/in_place.py); an optimizer writes its parameter and state over their
old values under the same check, memory plan or not. Off (or PADDLE_IN_PLACE=0), every op writes
fresh arrays.

`cuda_graph` (off): a net run on a GPU with the same fed shapes run after run is recorded as CUDA
graphs on its third run and replayed from then on, one launch per stretch of steps cupy can record
(paddle/core/graph_replay.py); the steps it cannot (cuBLAS products, host reads) run between them.
What the scope holds after a run lies in the graphs' arrays, which the next run overwrites. Off (or
PADDLE_CUDA_GRAPH=0), each step is dispatched from Python every run.

`huge_pages` (on): while a net runs, numpy arrays of 1.5 MiB and more lie on 2 MiB pages, advised
as transparent huge pages (kernels/cpp/huge_page_arrays.cc), and a freed one is kept for the next
array of about its size: a recurrent step reading rows far apart in its arrays misses the TLB far less.
Off (or PADDLE_HUGE_PAGES=0), numpy's own allocator serves every array.
"""
from __future__ import annotations

import os
import re
from typing import Any

from ..registry import ConfigError

ENV_PREFIX = "PADDLE_"
DEFAULT_MEMORY_BUDGET = 16 * 2**30
_UNITS = {"": 1, "b": 1, "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40,
          "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12}


class Flags:
    __slots__ = ("check_nan_inf", "memory_budget", "reuse_buffers", "fuse_elementwise", "in_place", "huge_pages",
                 "cuda_graph")

    def __init__(self) -> None:
        self.check_nan_inf = _env_bool("check_nan_inf")
        self.memory_budget = _env_bytes("memory_budget", DEFAULT_MEMORY_BUDGET)
        self.reuse_buffers = _env_bool("reuse_buffers", default=True)
        self.fuse_elementwise = _env_bool("fuse_elementwise", default=True)
        self.in_place = _env_bool("in_place", default=True)
        self.cuda_graph = _env_bool("cuda_graph", default=False)
        self.huge_pages = _env_bool("huge_pages", default=True)


def _env_bool(name: str, default: bool = False) -> bool:
    text = os.environ.get(ENV_PREFIX + name.upper(), "").strip().lower()
    return text in ("1", "true", "yes", "on") if text else default


def _env_bytes(name: str, default: int) -> int:
    text = os.environ.get(ENV_PREFIX + name.upper(), "").strip()
    if not text:
        return default
    match = re.fullmatch(r"(\d+)\s*([a-zA-Z]*)", text)
    if match is None or match.group(2).lower() not in _UNITS or int(match.group(1)) <= 0:
        raise ConfigError(f"{ENV_PREFIX}{name.upper()}={text!r} should be a positive size in bytes "
                          f"such as 4GiB or 500MB", argument=name, rule="size", value=text)
    return int(match.group(1)) * _UNITS[match.group(2).lower()]


FLAGS = Flags()


def _check(name: str, value: Any) -> None:
    if name == "memory_budget":
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise ConfigError(f"flag memory_budget should be a positive number of bytes, got {value!r}",
                              argument=name, rule="larger_than", value=value)
    elif not isinstance(value, bool):
        raise ConfigError(f"flag {name} should be True or False, got {value!r}",
                          argument=name, rule="type", value=value)


def set_flags(**flags: Any) -> None:
    """Set switches by name; an unknown name or a value of the wrong type is refused (and then
    none of the given flags is set)."""
    for name, value in flags.items():
        if name not in Flags.__slots__:
            raise ConfigError(f"set_flags got an unknown flag '{name}'; flags: {list(Flags.__slots__)}",
                              argument=name, rule="one_of", value=name)
        _check(name, value)
    for name, value in flags.items():
        setattr(FLAGS, name, value)


def get_flags() -> dict[str, Any]:
    return {name: getattr(FLAGS, name) for name in Flags.__slots__}
